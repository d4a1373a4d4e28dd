"""`quietly set` (docs/language.md 10.9): the variable changes as with `set`, the log has the
change marked `quiet`, and no seat's narration tells it; a plain `set` of a named variable is
told wherever it stands, in the setup too."""

from __future__ import annotations

import pytest

import mogel
from mogel.present.log import log_lines
from owing_game import OWING

SETUP = "        deal 2 cards from draw to hand\n"


def game(word: str) -> mogel.Game:
    text = OWING.replace(SETUP, SETUP + f"        {word}set owed = 5\n", 1)
    return mogel.Game(mogel.load_rules(text=text, file="owing.mm"), ["random"] * 3, seed=2).play()


@pytest.mark.parametrize("word, told", [("", True), ("quietly ", False)])
def test_a_set_in_the_setup_is_told_unless_it_is_quiet(word, told):
    played = game(word)
    first = next(ev for ev in played.events if ev.kind == "set" and ev.info["value"] == 5)

    assert first.info.get("quiet", False) is not told
    for seat in (None, 0, 1):
        assert ("Cards owed: 5." in list(played.narration(seat=seat))) is told
    logged = next(line for line in log_lines(played) if line.get("kind") == "set" and line["value"] == 5)
    assert (logged.get("quiet"), "text" in logged) == ((None, True) if told else (True, False))


def test_quietly_is_a_word_of_the_language():
    _, found = mogel.check_source(OWING + "\nrole quietly\n", "owing.mm")

    assert found[0].message == "'quietly' is a word of the language: choose another name for this role"
