"""Files named on the command line as a fresh user names them: an empty name (`mogel check
"$FILE"` with FILE unset), a wrong command line (exit code 2) that never means the packaged
rules; and a rules file saved in Latin-1 (an editor's default on Windows; German umlauts make
one likely in class), a located error (exit code 1) that `mogel check` counts as its other
errors.  None of them gives a traceback.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from conftest import run_cli as run

ROOT = Path(__file__).resolve().parents[2]
RULES_TEXT = (ROOT / "rules.mm").read_text(encoding="utf-8")
NAME_EMPTY = "the name of the rules file is empty: give a file name, or none for the packaged rules.mm"
EMPTY = f"mogel: error: {NAME_EMPTY}\n"
EMPTY_DE = f"mogel: Der Befehl ist so nicht richtig. Meldung auf Englisch: {NAME_EMPTY}\n"
SAVE_EMPTY = "the name of the saved game is empty: give the file mogel play --save (or --log) wrote"


@pytest.mark.parametrize("lang, expected", [("en", EMPTY), ("de", EMPTY_DE)])
@pytest.mark.parametrize("argv", [["check", ""], ["play", "", "--quiet"], ["variants", ""],
                                  ["simulate", "", "--games", "1"]])
def test_an_empty_rules_file_name_is_a_wrong_command_line(capsys, argv, lang, expected):
    """`mogel check ''` checked the packaged rules and said "ok"; then it was exit code 1, as if
    the rules were wrong."""
    code, out, err = run(capsys, *argv, "--lang", lang)
    assert (code, out) == (2, "")
    assert err == expected


@pytest.mark.parametrize("lang, lead", [("en", "mogel: error: "),
                                        ("de", "mogel: Der Befehl ist so nicht richtig. Meldung auf Englisch: ")])
def test_an_empty_saved_game_or_rules_name_to_replay_is_a_wrong_command_line(capsys, tmp_path, lang, lead):
    """It said "mogel: : is a folder, not a saved game"."""
    code, out, err = run(capsys, "replay", "", "--lang", lang)
    assert (code, out, err) == (2, "", f"{lead}{SAVE_EMPTY}\n")
    save = tmp_path / "g.mogel"
    assert run(capsys, "play", "--quiet", "--save", save)[0] == 0
    code, out, err = run(capsys, "replay", save, "--rules", "", "--lang", lang)
    assert (code, out, err) == (2, "", f"{lead}{NAME_EMPTY}\n")


def test_load_rules_and_game_refuse_an_empty_name():
    for call in (lambda: mogel.load_rules(""), lambda: mogel.Game("", ["random"] * 4)):
        with pytest.raises(mogel.MogelError, match="the name of the rules file is empty"):
            call()


def latin1(tmp_path) -> Path:
    path = tmp_path / "latin1.mm"
    path.write_bytes(RULES_TEXT.encode("latin-1", errors="replace"))   # rules.mm's icons (🕷 ...) become "?",
                                                                      # as a Latin-1 editor saves them
    return path


def first_umlaut() -> tuple:
    """(line, column, line text) of the first non-ASCII character of rules.mm."""
    for number, line in enumerate(RULES_TEXT.split("\n"), 1):
        for column, char in enumerate(line, 1):
            if ord(char) > 127:
                return number, column, line
    raise AssertionError("rules.mm is all ASCII")


def test_a_latin1_rules_file_is_pointed_at_with_a_caret(capsys, tmp_path):
    """It said "latin1.mm: not a text file in UTF-8 (byte 2389)"."""
    path = latin1(tmp_path)
    line, column, text = first_umlaut()
    char = text[column - 1]
    code, out, err = run(capsys, "check", path)
    assert (code, out) == (1, "")
    shown = text[:column - 1] + "\ufffd" + text[column:]
    assert err.splitlines() == [
        f"{path}:{line}:{column}: this character is not UTF-8 (byte 0x{ord(char):02x}, '{char}' (U+{ord(char):04X}) in Latin-1 or "
        f"Windows-1252): save the file as UTF-8 (most editors offer an encoding when saving)",
        f"    {shown.rstrip()}", "    " + " " * (column - 1) + "^", "1 error"]


def test_a_latin1_rules_file_is_counted_in_german_as_other_errors(capsys, tmp_path):
    """The count line was missing (the error came before the checker ran); German says the
    same lines as English, translated."""
    path = latin1(tmp_path)
    line, column, _ = first_umlaut()
    code, out, err = run(capsys, "check", path, "--lang", "de")
    assert (code, out) == (1, "")
    lines = err.splitlines()
    assert lines[0].startswith(f"{path}:{line}:{column}: dieses Zeichen ist kein UTF-8")
    assert lines[-1] == "1 Fehler" and len(lines) == 4


@pytest.mark.parametrize("lang, lead", [("en", "mogel: "),
                                        ("de", "mogel: Der Befehl konnte nicht ausgef\u00fchrt werden. "
                                               "Meldung auf Englisch: ")])
def test_a_rules_file_that_cannot_be_read_is_one_line_without_a_count(capsys, tmp_path, lang, lead):
    """A missing file or a folder has no rules whose errors could be counted: one line, as the
    other commands say it, exit code 1."""
    for name, what in (("missing.mm", "no such rules file"), ("", "is a folder, not a rules file")):
        path = tmp_path / name
        code, out, err = run(capsys, "check", path, "--lang", lang)
        assert (code, out, err) == (1, "", f"{lead}{path}: {what}\n")


@pytest.mark.parametrize("argv", [["play", "--quiet"], ["simulate", "--games", "1"], ["variants"]])
def test_every_command_points_at_the_latin1_character(capsys, tmp_path, argv):
    path = latin1(tmp_path)
    line, column, _ = first_umlaut()
    code, out, err = run(capsys, argv[0], path, *argv[1:])
    assert (code, out) == (1, "")
    assert err.startswith(f"{path}:{line}:{column}: this character is not UTF-8")


def test_a_rules_file_given_to_replay_in_latin1_is_pointed_at(capsys, tmp_path):
    save = tmp_path / "g.mogel"
    assert run(capsys, "play", "--quiet", "--save", save)[0] == 0
    path = latin1(tmp_path)
    code, _, err = run(capsys, "replay", save, "--rules", path)
    assert code == 1 and f"{path}:{first_umlaut()[0]}:" in err and "save the file as UTF-8" in err


def test_load_rules_locates_a_byte_that_is_not_utf8(tmp_path):
    """Also after a byte order mark and lone CRs (old Mac line ends), which the file keeps."""
    path = tmp_path / "mixed.mm"
    path.write_bytes(b"\xef\xbb\xbf# one\r# two\r\n# dr\xfcber\n")
    with pytest.raises(mogel.RulesError) as raised:
        mogel.load_rules(path)
    (diagnostic,) = raised.value.diagnostics
    assert (diagnostic.span.line, diagnostic.span.column) == (3, 5)
    assert "'\u00fc' (U+00FC) in Latin-1" in diagnostic.message


def test_a_binary_file_is_not_said_to_be_latin1(tmp_path):
    path = tmp_path / "picture.mm"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(mogel.RulesError, match=r"picture.mm:1:1: this character is not UTF-8 \(byte 0x89\): "):
        mogel.load_rules(path)


@pytest.mark.parametrize("given, hint", [
    ("rules", " (did you mean rules.mm?)"),
    ("Rules.MM", " (did you mean rules.mm?)"),
    ("rulz.mm", " (did you mean rules.mm?)"),
    ("cheat", " (the shipped game cheat: load_rules(game='cheat'), on the command line --game cheat)"),
    ("nothing_like_it.mm", ""),
])
def test_a_missing_rules_file_names_the_file_or_shipped_game_meant(capsys, tmp_path, monkeypatch, given, hint):
    """`mogel check rules` beside rules.mm only said "no such rules file"."""
    (tmp_path / "rules.mm").write_text(RULES_TEXT, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert run(capsys, "check", given) == (1, "", f"mogel: {given}: no such rules file{hint}\n")
    with pytest.raises(mogel.MogelError) as missing:
        mogel.load_rules(given)
    assert str(missing.value) == f"{given}: no such rules file{hint}"


class _Stdin:
    """Standard input holding `data` (bytes), as a pipe into `mogel check -` gives it."""

    def __init__(self, data: bytes):
        import io
        self.buffer = io.BytesIO(data)


@pytest.mark.parametrize("text, code, last", [(RULES_TEXT.encode("utf-8"), 0, "ok"),
                                              (b"game x:\n    players: 2 to 3\n", 1, "4 errors"),
                                              (b"game \xe4:\n", 1, "1 error")])
def test_mogel_check_dash_checks_the_rules_piped_in(capsys, monkeypatch, text, code, last):
    """`cat rules.mm | mogel check -` (a teacher's script, an editor's check on save) said "-: no
    such rules file"; its messages tell the text as `stdin`."""
    monkeypatch.setattr("sys.stdin", _Stdin(text))

    told, out, err = run(capsys, "check", "-")

    assert told == code
    assert (out + err).rstrip().splitlines()[-1] == last
    if code:
        assert err.startswith("stdin")
