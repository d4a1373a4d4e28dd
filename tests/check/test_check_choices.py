"""The checker's messages about variables and choices (docs/language.md 10.9, 10.10).

Each test makes one mistake in OWING (tests/owing_game.py), a small game with a
choice of options, a choice of a player and three variables, and pins the first error as
`mogel check` tells it: line, column (the caret) and message.
"""

from __future__ import annotations

import pytest

import mogel
from owing_game import OWING


def told(old: str, new: str, text: str = OWING):
    """(line, column, message) of the first error of OWING with `old` replaced by `new`."""
    assert text.count(old) >= 1, old
    rules, problems = mogel.check_source(text.replace(old, new, 1), "owing.mm")
    errors = [p for p in problems if p.severity == "error"]
    assert rules is None and errors, "no error"
    first = errors[0]
    return first.span.line, first.span.column, first.message


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.split("\n"), 1) if needle in line)


def test_owing_checks_without_a_message():
    rules, problems = mogel.check_source(OWING, "owing.mm")
    assert rules is not None and problems == []


CASES = [
    ("        set owed = owed + 1", "        set owd = owed + 1", "set owd", 13,
     "unknown variable 'owd' (did you mean 'owed'?): declare it with 'variable owd = <its first value>', "
     "or 'variable owd' to start with none"),
    ("        set owed = 0", "        set draw = 0", "set draw", 13,
     "'draw' is a zone, not a variable: 'set' changes a variable"),
    ("        set owed = 0", "        set answer = 0", "set answer", 13,
     "'answer' is a 'let' name or a name the game binds, fixed for its block: to change it during play, "
     "declare it as 'variable answer = ...'"),
    ("        set owed = 0", "        set owed = active", "set owed = active", 20,
     "'owed' is a number (starts: 0, line 12), but this sets it to a player"),
    ("    reset: each round\n\nvariable passes", "    reset: each week\n\nvariable passes", "each week", 17,
     "'reset: each week': 'week' is not a level; the levels are round, game and turn"),
    ("        pass_on (en", "        draw_one (en", 'draw_one (en "I pass."', 9,
     "an option is listed twice in this choice: 'draw_one' (first at line 50)"),
    ("        pass_on (en", "        number (en", "number (en", 9,
     "'number' is already a card kind (line 27): an option's name is compared with the chosen one, "
     "so give it another name"),
    ("        pass_on (en", "        round (en", "round (en", 9,
     "'round' is already a built-in name: an option's name is compared with the chosen one, "
     "so give it another name"),
    ('        pass_on (en "I pass.", de "Ich passe.")\n', "", "let answer", 18,
     "a choice has at least 2 options (one option is no choice: write what it does as a statement)"),
    ("if answer = draw_one", "if answer = drw_one", "if answer = drw_one", 17,
     "'drw_one' is not an option of the choice at line 49: its options are draw_one, pass_on "
     "(did you mean 'draw_one'?)"),
    ("let answer = active chooses", "let answer = players chooses", "let answer", 18,
     "one player chooses, but this is a set of players: for each player, write 'for each player:' "
     "and the choice inside it"),
    ("if not empty(draw)", "if size(draw)", "if size(draw)", 56,
     "expected a truth value after an option's 'if', but this is a number"),
    ("may choose a player except active", "may choose a player except 3", "except 3", 56,
     "expected a player after 'except', but this is a number"),
    ('pass_on (en "I pass."', 'pass_on (en "I pass, {who}."', 'pass_on (en', 18,
     "an option's words are said as they are written: '{who}' would be said as it stands; leave out the braces"),
    ("        set owed = 0", "        let owed = 0", "let owed", 9,
     "'owed' is a variable: a 'let' of that name would hide it; write 'set owed = ...' to change it, "
     "or choose another name"),
    ("variable passes = 0", "variable hand = 0", "variable hand", 1,
     "'hand' is already a variable (owing.mm:19:10): choose another name for this zone"),
    ("variable passes = 0", "variable passes = top of draw", "variable passes", 19,
     "a variable holds a number, a truth value, a player, a chosen option or a value of an attribute, not a card"),
]


@pytest.mark.parametrize("old, new, needle, column, message", CASES, ids=[c[4][:40] for c in CASES])
def test_a_mistake_is_told_at_its_place(old, new, needle, column, message):
    line, col, text = told(old, new)
    assert text == message
    changed = OWING.replace(old, new, 1)
    if needle != "variable hand":
        assert (line, col) == (line_of(changed, needle), column)


def test_a_set_of_a_variable_without_starts_keeps_one_type():
    text = OWING.replace("        set owed = 0\n", "        set owed = 0\n        set victim = 2\n")
    line, col, message = told("x", "x", text)
    assert message == f"'victim' is set to a player at line {line_of(text, 'set victim = active')} and to a number here"
    assert (line, col) == (line_of(text, "set victim = 2"), 22)


def test_a_variable_in_rounds_is_told_as_changing():
    line, col, message = told("rounds: 2", "rounds: passes")
    assert message.startswith("'rounds:' is worked out once, when the game starts") and "'passes'" in message


def test_the_name_of_a_variable_is_checked_like_a_definition_s():
    assert told("variable passes = 0", "variable active = 0")[2] == "'active' is a built-in name: choose another name"
    _, _, message = told("variable passes = 0", "variable set = 0")
    assert message == "'set' is a word of the language: choose another name for this variable"


def test_options_named_alike_in_two_choices_are_no_clash():
    text = OWING.replace("    if owed >= 2:", "    let again = active chooses one of:\n        draw_one\n"
                                             "        pass_on\n    if owed >= 2:")
    rules, problems = mogel.check_source(text, "owing.mm")
    assert rules is not None, problems


def test_comparing_the_answers_of_two_choices_is_refused():
    text = OWING.replace("    if owed >= 2:", "    let again = active chooses one of:\n        one_more\n"
                                             "        no_more\n    if again = answer:\n        set owed = 1\n"
                                             "    if owed >= 2:")
    _, _, message = told("x", "x", text)
    assert message == ("cannot compare an option of the choice at line 57 with an option of the choice at line 49")
