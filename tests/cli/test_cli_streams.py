"""The command line's output where it cannot go as written: a standard output whose encoding
lacks the narration's characters (Windows writes redirected output in cp1252; PYTHONIOENCODING
or an old locale may say ASCII), and one that cannot be written at all (a full disk).

Each case runs `python -m mogel` as a real process, with stdout's buffering as users have it
(no PYTHONUNBUFFERED), since that is where the errors came from: Python's own stream.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def mogel(*argv, encoding=None, stdout=subprocess.PIPE, cwd=None):
    """(exit code, stdout bytes, stderr text) of `python -m mogel argv` with its streams in
    `encoding` (None: UTF-8)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONUNBUFFERED", "PYTHONIOENCODING")}
    env["PYTHONIOENCODING"] = encoding or "utf-8"
    done = subprocess.run([sys.executable, "-m", "mogel", *map(str, argv)], stdout=stdout,
                          stderr=subprocess.PIPE, env=env, cwd=cwd or ROOT, timeout=300)
    err = done.stderr.decode(encoding or "utf-8")
    assert "Traceback" not in err and "Exception ignored" not in err, err
    return done.returncode, done.stdout, err


@pytest.mark.parametrize("encoding, lang, shown", [
    ("ascii", "en", ['Ada calls "Caught!" on Cy']),
    ("ascii", "de", ['ruft "Erwischt!" - Cy', "Waechter-Wanze", "kommt vom Nachziehstapel auf den Ablagestapel"]),
    ("cp1252", "de", ["ruft \u201eErwischt!\u201c \u2013 Cy", "W\u00e4chter-Wanze",
                      "kommt vom Nachziehstapel auf den Ablagestapel"]),
])
def test_play_tells_the_game_in_any_encoding_of_its_output(encoding, lang, shown):
    """What the encoding has is written as it is (cp1252 has „ “ – and ä); the rest in plain
    letters: straight quotes, "-" for –, "ae" for ä ("->" for →, which no sentence of the
    narration has since trial 26: the caret test below writes one)."""
    code, out, _ = mogel("play", "--seed", "2", "--lang", lang, encoding=encoding)
    text = out.decode(encoding)
    assert code == 0
    assert all(part in text for part in shown)
    assert "?" not in text


def test_replay_variants_check_and_simulate_write_in_ascii(tmp_path):
    save = tmp_path / "g.mogel"
    assert mogel("play", "--quiet", "--save", save)[0] == 0
    code, out, _ = mogel("replay", save, "--lang", "de", encoding="ascii")
    assert code == 0 and "Waechter-Wanze" in out.decode("ascii")
    code, out, _ = mogel("variants", encoding="ascii")
    assert code == 0 and "'de uma carta'" in out.decode("ascii")
    code, out, _ = mogel("simulate", "--games", "2", "--lang", "de", encoding="ascii")
    assert code == 0 and "mittlere Rundenlaenge: " in out.decode("ascii")    # the German summary's a-umlaut
    broken = tmp_path / "broken.mm"
    broken.write_text((ROOT / "rules.mm").read_text(encoding="utf-8").replace("card moth", "card m\u00f6th", 1),
                      encoding="utf-8")
    code, _, err = mogel("check", broken, "--lang", "de", encoding="ascii")
    assert code == 1 and "m\u00f6th" not in err and "moeth" in err


def test_errors_on_stderr_are_written_in_plain_letters_too():
    """German error sentences have umlauts ("lässt", "ausgeführt"); Python writes stderr with
    backslashes (l\\xe4sst) where it cannot: plain letters read better."""
    code, _, err = mogel("replay", "missing.mogel", "--lang", "de", encoding="ascii")
    assert code == 1 and "nicht nachspielen" in err and "\\x" not in err and "laesst" in err


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize("argv", [["play"], ["play", "--quiet"], ["variants"], ["check"]])
def test_a_full_standard_output_is_named_and_exit_code_1(argv):
    """A short output fails only when Python flushes it at exit ("Exception ignored", exit code
    120), a long one while it is printed ("mogel: : No space left on device")."""
    with open("/dev/full", "wb") as full:
        code, _, err = mogel(*argv, stdout=full)
    assert code == 1
    assert err == "mogel: standard output: No space left on device\n"


def test_a_closed_pipe_ends_quietly():
    """`mogel variants | head -0`: the reader is gone; as for any Unix filter, no error."""
    reader = subprocess.Popen([sys.executable, "-c", "pass"], stdin=subprocess.PIPE)
    reader.wait()
    code, _, err = mogel("variants", stdout=reader.stdin)
    reader.stdin.close()
    assert (code, err) == (0, "")


@pytest.mark.parametrize("encoding", ["ascii", "cp1252", "utf-8"])
def test_a_caret_stays_under_its_word_when_the_line_is_written_in_plain_letters(tmp_path, encoding):
    """"Wächter→Wanze" is written "Waechter->Wanze" in ASCII (three characters longer): the caret
    under the line moves with it, to stay under 'junk' (trial I: it stood four columns early)."""
    bad = tmp_path / "care.mm"
    text = (ROOT / "rules.mm").read_text(encoding="utf-8")
    old = '    name: en "Guard Bug", de "W\u00e4chter-Wanze" die'
    assert old in text
    bad.write_text(text.replace(old, '    name: en "Guard Bug", de "W\u00e4chter\u2192Wanze\u2192K\u00e4fer" junk', 1),
                   encoding="utf-8")
    code, _, err = mogel("check", bad, encoding=encoding)
    lines = err.splitlines()
    at = next(i for i, line in enumerate(lines) if line.rstrip().endswith(" junk"))
    assert code == 1 and lines[at + 1].index("^") == lines[at].index("junk")
