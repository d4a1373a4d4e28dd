"""`--log /dev/stdout` (or /dev/stderr, /dev/fd/N, /proc/self/fd/N) writes the log to the command's
own output, whatever it is (readme27, 2): with stdout redirected to a file, the command played,
then refused to replace "a file that is not a mogel game log" (its own output, holding the score
table) and lost the log; with `| head -3` it said "mogel: Broken pipe", exit code 1, where README
promises a quiet exit code 0; and "log written to /dev/stdout" ended up inside the log stream.
Real processes, as only they have a /dev/stdout of their own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "MOGEL_CACHE": "0"}
GAME = [sys.executable, "-m", "mogel", "play", "--quiet", "--seed", "1"]


@pytest.mark.parametrize("target", ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
def test_a_log_to_standard_output_redirected_to_a_file_follows_the_score_table(tmp_path, target):
    if not os.path.exists(target):
        pytest.skip(f"no {target} here")
    out = tmp_path / "f.txt"
    with open(out, "w", encoding="utf-8") as stdout:
        done = subprocess.run([*GAME, "--log", target, "--save", tmp_path / "g.mogel"], stdout=stdout,
                              stderr=subprocess.PIPE, text=True, env=ENV, cwd=tmp_path, timeout=300)
    assert (done.returncode, done.stderr) == (0, "")
    lines = out.read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("{"))
    assert lines[first - 1].startswith("Winner: ")   # the score table, then the log, then --save's line
    assert lines[-1].startswith("game saved to ") and not any("log written" in line for line in lines)
    log = [json.loads(line) for line in lines[first:-1]]
    assert (log[0]["type"], log[-1]["type"]) == ("header", "decisions")
    (tmp_path / "g.jsonl").write_text("\n".join(lines[first:-1]) + "\n", encoding="utf-8")
    replayed = subprocess.run([sys.executable, "-m", "mogel", "replay", "g.jsonl", "--quiet"], capture_output=True,
                              text=True, env=ENV, cwd=tmp_path, timeout=300)
    assert replayed.returncode == 0 and "identical" in replayed.stdout


def test_a_log_to_standard_error_goes_there_and_is_not_told_on_standard_output(tmp_path):
    done = subprocess.run([*GAME, "--log", "/dev/stderr"], capture_output=True, text=True, env=ENV, cwd=tmp_path,
                          timeout=300)
    assert done.returncode == 0 and done.stdout.rstrip().splitlines()[-1].startswith("Winner: ")
    assert [json.loads(line)["type"] for line in done.stderr.splitlines()][::len(done.stderr.splitlines()) - 1] == \
        ["header", "decisions"]


def test_a_reader_gone_from_a_log_on_standard_output_ends_quietly_with_the_save_written(tmp_path):
    with subprocess.Popen([*GAME, "--log", "/dev/stdout", "--save", "g.mogel"], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, env=ENV, cwd=tmp_path) as running:
        head = [running.stdout.readline() for _ in range(3)]   # `| head -3`
        running.stdout.close()
        err = running.stderr.read()
        code = running.wait(timeout=300)
    assert all(head) and (code, err) == (0, b"")
    replayed = subprocess.run([sys.executable, "-m", "mogel", "replay", "g.mogel", "--quiet"], capture_output=True,
                              text=True, env=ENV, cwd=tmp_path, timeout=300)
    assert replayed.returncode == 0 and "identical" in replayed.stdout


def test_a_save_to_standard_output_is_the_whole_file_with_no_saved_line_after_it(tmp_path):
    """--save /dev/stdout with stdout a file: the saved game follows the score table, whole, and
    "game saved to /dev/stdout (replay it with: ...)" is not said into it."""
    out = tmp_path / "f.txt"
    with open(out, "w", encoding="utf-8") as stdout:
        done = subprocess.run([*GAME, "--save", "/dev/stdout"], stdout=stdout, stderr=subprocess.PIPE, text=True,
                              env=ENV, cwd=tmp_path, timeout=300)
    assert (done.returncode, done.stderr) == (0, "")
    text = out.read_text(encoding="utf-8")
    saved = text[text.index("\n{") + 1:]
    assert "game saved" not in text and json.loads(saved)["checksum"]
    (tmp_path / "g.mogel").write_text(saved, encoding="utf-8")
    replayed = subprocess.run([sys.executable, "-m", "mogel", "replay", "g.mogel", "--quiet"], capture_output=True,
                              text=True, env=ENV, cwd=tmp_path, timeout=300)
    assert replayed.returncode == 0 and "identical" in replayed.stdout
