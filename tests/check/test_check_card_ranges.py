"""The checker's messages about `A to B cards` (docs/language.md 10.2) and about a variable
that holds a value of an attribute (10.9), pinned as `mogel check` tells them: line, column
(the caret) and message.  The catalogue files 111-113 (tests/bad_rules/) show three more.
"""

from __future__ import annotations

import pytest

import mogel
from claims_rules import DOUBT

PLAY = "    active must play HOW_MANY from hand onto pile face down claiming of_value"
GAME = DOUBT.replace("    active must play HOW_MANY from hand onto pile face down claiming of_value", PLAY)


def check(turn_line: str, extra: str = ""):
    text = GAME.replace(PLAY, turn_line) + extra
    return mogel.check_source(text, "doubt.mm")


def first_error(turn_line: str, extra: str = ""):
    rules, problems = check(turn_line, extra)
    errors = [p for p in problems if p.severity == "error"]
    assert rules is None and errors, "no error"
    return errors[0].span.line, errors[0].span.column, errors[0].message


TURN_LINE = DOUBT.split("\n").index("    active must play HOW_MANY from hand onto pile face down claiming of_value") + 1


@pytest.mark.parametrize("line", [
    "    active must play 1 to 4 cards from hand onto pile face down claiming of_value",
    "    active may play 0 to 2 cards from hand onto pile face down claiming of_value",
    "    active must play 2 to 2 cards from hand onto pile face down claiming of_value",
    "    active may give 1 to player_count cards from hand to next(active)",
    "    move 1 to 2 cards chosen by active from hand of active to pile",
])
def test_ranges_where_someone_chooses_check(line):
    rules, problems = check(line)
    assert rules is not None, problems
    assert [p for p in problems if p.severity == "error"] == []


@pytest.mark.parametrize("line, column, message", [
    ("    active must play 4 to 1 cards from hand onto pile face down claiming of_value", 22,
     "'4 to 1 cards': the smaller number first"),
    ("    active must play player_count to 3 cards from hand onto pile face down claiming of_value", 22,
     "'player_count to 3 cards': the smaller number first with 4 players (4 is more than 3)"),
    ("    active must play 1 to -1 cards from hand onto pile face down claiming of_value", 27,
     "a number of cards is 0 or more"),
    ("    active must play 1 to pile cards from hand onto pile face down claiming of_value", 27,
     "expected a number as the most cards, but this is a set of cards"),
    ("    move 1 to 2 cards from hand of active to pile", 12,
     "'to' counts go with 'plays', 'gives' and 'move ... chosen by': a move without 'chosen by' takes a "
     "number of cards (nobody chooses how many)"),
])
def test_range_mistakes_are_told_at_the_number(line, column, message):
    assert first_error(line) == (TURN_LINE, column, message)


@pytest.mark.parametrize("line", [
    "    active takes 1 to 2 cards from pile",
    "    active draws 1 to 2 cards from draw",
])
def test_a_range_after_draws_and_takes_is_a_syntax_error_in_words(line):
    rules, problems = check(line)
    assert rules is None
    assert problems[0].message == ("'to' counts go with 'plays', 'gives' and 'move ... chosen by': 'draws', "
                                   "'takes' and 'deal' take a number of cards")


def test_a_variable_may_hold_an_attribute_value_and_not_a_card():
    text = """\
attribute suit:
    values: spades, hearts
"""
    rules, problems = check(PLAY.replace("HOW_MANY", "1 card"), "\n" + text + "variable trump = hearts\n"
                            "variable held = top of pile\n")
    errors = [p for p in problems if p.severity == "error"]
    assert [e.message for e in errors] == [
        "a variable holds a number, a truth value, a player, a chosen option or a value of an attribute, not a card"]
