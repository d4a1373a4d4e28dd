"""`mogel play --seat N` in a game where players drop out (`P drops out`, docs/language.md 10.11;
tests/games/knockout.mm): the table shown at a question and for `?` marks who is out, and for how
long, in the session's language -- public, as the narration tells every seat the `out` event."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from conftest import run_cli

KNOCKOUT = Path(__file__).resolve().parents[1] / "games" / "knockout.mm"


def _tables(out: str, heading: str) -> list:
    """Each table printed in `out`: its lines after `heading`, up to the blank line after it."""
    tables = []
    for part in out.split(heading + "\n")[1:]:
        tables.append(part.split("\n\n")[0].splitlines())
    return tables


@pytest.mark.parametrize("lang, heading, hand, game", [
    ("en", "The table as you see it:", "Bo (out of this hand): this hand 0", "Bo (out of the game): this hand 0"),
    ("de", "Der Tisch, wie du ihn siehst:", "Bo (f\u00fcr diese Runde ausgeschieden): diese Runde 0",
     "Bo (aus dem Spiel ausgeschieden): diese Runde 0")])
def test_the_table_marks_who_is_out_of_the_hand_and_of_the_game(capsys, monkeypatch, lang, heading, hand, game):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n?\n" * 30))
    code, out, err = run_cli(capsys, "play", KNOCKOUT, "--seat", 0, "--players", 3, "--seed", 1, "--lang", lang)
    assert (code, err) == (0, "")
    tables = _tables(out, heading)
    marked = [table for table in tables if any(line.strip().startswith(hand) for line in table)]
    assert marked and len(marked) % 2 == 0   # at the question, and again for `?`
    assert all(any(line.strip().startswith("Cy:") for line in table) for table in marked)   # Cy is in: unmarked
    monkeypatch.setattr("sys.stdin", io.StringIO("2\n" * 30))
    code, out, err = run_cli(capsys, "play", KNOCKOUT, "--seat", 0, "--players", 3, "--seed", 2, "--lang", lang)
    assert (code, err) == (0, "")
    assert any(line.strip().startswith(game) for table in _tables(out, heading) for line in table)


def test_a_table_before_anyone_drops_out_marks_nobody(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    code, out, err = run_cli(capsys, "play", KNOCKOUT, "--seat", 0, "--players", 3, "--seed", 1)
    assert (code, err) == (0, "")
    first = _tables(out, "The table as you see it:")[0]
    assert "  Ada (you) \u25b6 to play: this hand 0, total 0" in first and "  Bo: this hand 0, total 0" in first
    assert not any("out of" in line for line in first)
