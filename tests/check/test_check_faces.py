"""The checker's messages about face-down cards (docs/language.md 10.9), on the small game
"Peek" of tests/faces_rules.py, each with one change.  (The catalogue tests/bad_rules/ is
full: its names have two digits.)"""

from __future__ import annotations

import pytest

from faces_rules import PEEK
from mogel.check.loader import check_source

REVEAL = "                reveal top of stack of player"
MIRROR = check_source(PEEK, "peek.mm")[1]   # Peek's diagnostics: the note its mirror rule acknowledges


def diagnostics(old: str, new: str):
    assert PEEK.count(old) == 1, old
    text = PEEK.replace(old, new)
    rules, found = check_source(text, "peek.mm")
    return text, [(d.severity, d.span.line, d.span.column, d.message) for d in found if d not in MIRROR]


def where(text: str, line_text: str, word: str):
    """(line, column) of the last `word` in the line holding `line_text`, 1-based."""
    lines = text.split("\n")
    number = next(i for i, line in enumerate(lines, 1) if line_text in line)
    return number, lines[number - 1].rindex(word) + 1


def test_peek_checks_clean():
    """No warning: its one note is the `if` of the mirror, whose face-down play shows there was
    none (a rule of Peek, acknowledged there)."""
    assert [(d.severity, d.source_line.strip()) for d in MIRROR] == [
        ("note", "if any(hand of active where card is mirror):")]


@pytest.mark.parametrize("what, word", [("left of active", "a player"), ("1", "a number"),
                                         ("any(players)", "a truth value")])
def test_reveal_takes_a_card_or_a_set_of_cards(what, word):
    text, found = diagnostics(REVEAL, f"                reveal {what}")
    line, column = where(text, f"reveal {what}", what)
    assert found == [("error", line, column,
                      f"expected a card or a set of cards after 'reveal', but this is {word}")]


def test_reveal_of_a_set_of_cards_is_fine():
    assert diagnostics(REVEAL, "                reveal stack of player where face_down(card)")[1] == []


def test_face_down_of_a_set_says_how_to_ask_of_a_set():
    text, found = diagnostics("1 if face_down(card) else 0", "1 if face_down(stack of p) else 0")
    line, column = where(text, "face_down(stack of p)", "stack of p")
    assert found == [("error", line, column, "'face_down' takes a card, not a set of cards: write "
                                             "'any(stack of p where face_down(card))'")]


def test_face_down_of_a_player_is_refused():
    text, found = diagnostics("            if not empty(stack of player):", "            if face_down(player):")
    line, column = where(text, "face_down(player)", "player")
    assert found == [("error", line, column, "expected a card in 'face_down', but this is a player")]


def test_face_down_is_a_built_in_function():
    _, found = diagnostics("define hidden_cards(p)", "define face_down = 1\ndefine hidden_cards(p)")
    assert [m for *_, m in found] == ["'face_down' is a built-in function: choose another name"]


def test_reveal_is_a_word_of_the_language():
    with pytest.raises(Exception, match="'reveal' is a word of the language: choose another name for this role"):
        from mogel.language.parser import parse_items
        parse_items(PEEK + "\nrole reveal\n", "peek.mm")


ACK = " [write 'expect warning: hides_nothing' {} if that is meant]"   # its code, where it would be acknowledged


@pytest.mark.parametrize("flags, told", [
    ("per player, seen by owner", "'face down' on 'stack', a zone of each player seen by its owner, hides "
                                  "nothing from the others, who see no face there anyway"),
    ("per player, seen by nobody", "'face down' hides nothing here: nobody sees the faces in 'stack' anyway"),
])
def test_face_down_that_hides_nothing_is_warned_of(flags, told):
    text, found = diagnostics("    per player, seen by all", "    " + flags)
    moved = where(text, "to stack of player face down", "stack of player")
    played = where(text, "onto stack face down", "stack face")
    assert found == [("warning", *moved, told + ACK.format("in the block of level 'round'")),
                     ("warning", *played, told + ACK.format("as the first line of this 'if''s block"))]


@pytest.mark.parametrize("flags", ["per player, seen by owner, top seen by all", "per player, seen by all",
                                   "per player, seen by nobody, top seen by all"])
def test_face_down_where_the_others_see_a_face_is_not_warned_of(flags):
    """The others see the top of a pile `top seen by all` (or every card): `face down` hides it."""
    _, found = diagnostics("    per player, seen by all", "    " + flags)
    assert [m for *_, m in found if "hides nothing" in m] == []
