"""Reading a rules file as `mogel check` does: line ends, and files that are no rules at all.

A data file given where a rules file is expected has very long lines: the message shows only
a window of one around the column, with the caret still under that column.  (A saved game or
a log is named as such by the command line: tests/cli/test_cli_edges.py.)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mogel
from mogel.cli.commands import main
from mogel.errors import LONG, SHOWN, locate
from mogel.check.files import read_text
from mogel.language.model import Span

RULES_TEXT = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")


def check(path: Path, capsys):
    code = main(["check", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def test_a_data_file_given_to_check_gets_a_short_message(tmp_path, capsys):
    saved = tmp_path / "data.json"
    saved.write_text('{\n  "name": "my data",\n  "numbers": ' + json.dumps(list(range(3000))) + "\n}\n")
    line = saved.read_text().splitlines()[2]

    code, out, err = check(saved, capsys)

    head, shown, caret, summary = err.splitlines()
    assert code == 1
    assert head == f"{saved}:3:2001: this line is longer than 2000 characters: split it " \
                   f"(a 'define' can hold part of an expression)"
    assert len(shown) <= 4 + 3 + SHOWN + 3 and shown.startswith("    ...") and shown.endswith("...")
    at = caret.index("^")
    assert shown[at] == line[2000]
    assert shown[at - 10:at + 10] == line[1990:2010]
    assert summary == "1 error"
    assert len(err) < 500


def test_a_long_line_is_cut_only_where_it_goes_on():
    line = "define x = " + " + ".join(["1"] * 100) + " $"
    assert len(line) > LONG

    start = locate(line + "\n", Span("t.mm", 1, 12), "at the start")
    end = locate(line + "\n", Span("t.mm", 1, len(line)), "at the end")

    assert start.source_line == line[:SHOWN] + "..." and start.caret_column == 12
    assert end.source_line == "..." + line[-SHOWN:]
    assert end.render().splitlines()[2] == "    " + " " * (3 + SHOWN - 1) + "^"


def test_a_line_a_person_writes_is_shown_whole():
    line = "define x = " + " + ".join(["1"] * 40) + " $"
    assert SHOWN < len(line) <= LONG

    d = locate(line + "\n", Span("t.mm", 1, len(line)), "unexpected character '$'")

    assert d.source_line == line and d.caret_column == len(line)


def test_old_mac_line_ends_are_lines(tmp_path, capsys):
    path = tmp_path / "cr.mm"
    path.write_bytes(RULES_TEXT.replace("first: guard", "first: gard").replace("\n", "\r").encode())
    line = RULES_TEXT[:RULES_TEXT.index("first: guard")].count("\n") + 1

    code, out, err = check(path, capsys)

    assert read_text(path) == RULES_TEXT.replace("first: guard", "first: gard")
    assert code == 1
    assert err.splitlines()[0] == f"{path}:{line}:12: unknown name 'gard' (did you mean 'guard'?)"


def test_windows_line_ends_still_read_and_check(tmp_path, capsys):
    path = tmp_path / "crlf.mm"
    path.write_bytes(RULES_TEXT.replace("\n", "\r\n").encode())

    code, out, err = check(path, capsys)

    assert read_text(path) == RULES_TEXT.replace("\n", "\r\n")
    assert (code, out, err) == (0, "ok\n", "")


# --- a text given to load_rules(text=...) is read as a file is (issue 19, item 7) --------------

@pytest.mark.parametrize("edit", [lambda t: "\ufeff" + t, lambda t: t.replace("\n", "\r"),
                                  lambda t: "\ufeff" + t.replace("\n", "\r\n")])
def test_a_text_with_a_byte_order_mark_or_old_line_ends_loads_as_the_same_file_does(edit, tmp_path):
    """load_rules(text=...) refused a byte order mark ('unexpected character' at 1:1) and bare CR
    line ends ('expected a line end'), which load from a file."""
    path = tmp_path / "rules.mm"
    path.write_text(edit(RULES_TEXT), encoding="utf-8", newline="")

    from_text = mogel.load_rules(text=edit(RULES_TEXT))
    from_file = mogel.load_rules(path)

    assert from_text.source == from_file.source
    assert from_text.source.replace("\r\n", "\n") == mogel.load_rules().source
    assert mogel.check_source(edit(RULES_TEXT))[0] is not None


@pytest.mark.parametrize("text", [5, None, b"game x:", ["game x:"]])
def test_a_rules_text_that_is_no_text_is_refused_in_words(text):
    call = (lambda: mogel.check_source(text)) if text is not None else (lambda: mogel.check_source(text, "x.mm"))
    with pytest.raises(mogel.MogelError, match="text: the rules text as a str"):
        call()


def test_a_rules_file_past_the_line_limit_is_refused_before_it_is_parsed(tmp_path, capsys, monkeypatch):
    """A file of 200,000 one-line definitions (trial 25) took minutes and a gigabyte to check:
    past MAX_LINES lines it gets one message at the first line too many, read before lark runs;
    a file of exactly the limit is checked (shown with the limit lowered: 20,000 lines take
    seconds to check)."""
    from mogel.language import parser
    from mogel.language.parser import MAX_LINES

    saved = tmp_path / "big.mm"
    game = (Path(__file__).parents[2] / "mogel" / "games" / "cheat.mm").read_text()
    saved.write_text(game + "".join(f"define d{i} = {i}\n" for i in range(MAX_LINES)))
    code, out, err = check(saved, capsys)
    head = err.splitlines()[0]
    assert code == 1 and out == ""
    assert head == f"{saved}:{MAX_LINES + 1}:1: the rules go on past line {MAX_LINES}: a rules file holds at most " \
                   f"{MAX_LINES} lines (a whole game is a few hundred)"
    monkeypatch.setattr(parser, "MAX_LINES", game.count("\n") + 20)
    saved.write_text(game + "".join(f"define d{i} = {i}\n" for i in range(20)))
    assert check(saved, capsys)[0] == 0   # exactly MAX_LINES lines: read and checked
    saved.write_text(game + "".join(f"define d{i} = {i}\n" for i in range(21)))
    assert check(saved, capsys)[0] == 1
