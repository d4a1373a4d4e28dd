"""The catalogue of bad rules files (tests/bad_rules/): each one fails `mogel check` exactly as pinned.

Every file is a small but complete rules file with one defect.  Its first line pins the first
error as `mogel check FILE` prints it, after `FILE:`:

    # expect: LINE:COL: MESSAGE
    # expect: MESSAGE                       (an error about the whole file, e.g. a missing block)
    # args: --variant a --variant b         (optional: more arguments for `mogel check`)

The check runs from inside tests/bad_rules/ with the bare file name, so a message that names a
place in the file ("first at 55_card_defined_twice.mm:34:1") reads the same as in the pin.
"""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from mogel.cli.commands import main

HERE = Path(__file__).parent
BAD = HERE.parent / "bad_rules"
FILES = sorted(BAD.glob("*.mm"))
EXPECT = re.compile(r"# expect: (?:(\d+):(\d+): )?(.+)$")


def pinned(path: Path):
    """(line, column, message, extra arguments) from a catalogue file's header; line and column
    are None for an error about the whole file."""
    lines = path.read_text(encoding="utf-8").splitlines()
    match = EXPECT.fullmatch(lines[0])
    assert match, f"{path.name}: line 1 must be '# expect: [LINE:COL: ]MESSAGE'"
    args = shlex.split(lines[1][len("# args:"):]) if lines[1].startswith("# args:") else []
    line, column = (int(match[1]), int(match[2])) if match[1] else (None, None)
    return line, column, match[3], args


def test_catalogue_is_large_enough():
    assert len(FILES) >= 40


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_bad_rules_file_fails_as_pinned(path, capsys, monkeypatch):
    line, column, message, args = pinned(path)
    monkeypatch.chdir(BAD)

    code = main(["check", path.name, *args])

    out, err = capsys.readouterr()
    assert code == 1
    assert "Traceback" not in out + err
    lines = err.splitlines()
    if line is None:
        assert lines[0] == f"{path.name}: {message}"
        assert re.fullmatch(r"\d+ errors?", lines[-1])
        return
    assert lines[0] == f"{path.name}:{line}:{column}: {message}"
    source = path.read_text(encoding="utf-8").splitlines()[line - 1].expandtabs(4)
    assert lines[1] == f"    {source.rstrip()}"
    assert lines[2] == "    " + " " * (column - 1) + "^"
    assert re.fullmatch(r"\d+ errors?", lines[-1])


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_bad_rules_file_has_one_obvious_defect(path):
    """The header says what is wrong, in words, for a reader of the catalogue."""
    text = path.read_text(encoding="utf-8")
    assert re.search(r"^# defect: \S", text, re.MULTILINE), f"{path.name}: add a '# defect: ...' line"
    assert re.fullmatch(r"\d{2,3}_[a-z0-9_]+\.mm", path.name)   # 100 files: numbers go on with 3 digits


def test_the_shipped_rules_check_ok(capsys):
    root = HERE.parents[1] / "rules.mm"

    code = main(["check", str(root)])

    out, err = capsys.readouterr()
    assert code == 0
    assert out == "ok\n"
    assert err == ""
