"""A variable whose `starts:` reads itself (docs/language.md 10.9): directly, per player through
another player, through a definition, or two variables reading each other -- each told at the
start value, in English and in German, never a traceback of the checker."""

from __future__ import annotations

import pytest

import mogel

BASE = '''game g:
    players: 2 to 4
    rounds: 1
    winner: highest score

deck:
    values: 1 2 3
    pip: 4 4 4 = 12
    total: 12

card pip:
    penalty: 1

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

{variables}

round:
    starter: oldest
    setup:
        move all cards to draw
        deal 2 cards from draw to hand
    first: starter
    ends when: turns = 3

turn:
    set owed = 1
'''
ITSELF = ("g.mm:{line}:{column}: the start value of '{name}' reads '{name}' itself, which has no value yet when it "
          "is worked out: start it from a number or from other names ('= 0')")


@pytest.mark.parametrize("variables, column", [
    ("variable owed = owed", 17),
    ("variable owed = owed + 1", 17),
    ("variable owed = 0\nvariable stake = stake of left of player, per player", 18),
    ("variable owed = 0\nvariable stake = twice(player), per player\ndefine twice(p) = 2 * stake of p", 18),
], ids=["table", "sum", "per player", "through a definition"])
def test_a_start_value_that_reads_its_own_variable_is_told_at_it(variables, column):
    _, found = mogel.check_source(BASE.replace("{variables}", variables), "g.mm")

    name = "stake" if "stake" in variables else "owed"
    line = 20 + variables.split("\n").index(next(v for v in variables.split("\n") if v.startswith(f"variable {name}")))
    assert [d.render().splitlines()[0] for d in found] == [ITSELF.format(line=line, column=column, name=name)]
    with pytest.raises(mogel.RulesError, match="reads '" + name + "' itself"):
        mogel.load_rules(text=BASE.replace("{variables}", variables), file="g.mm")


def test_two_start_values_reading_each_other_are_told_at_each_in_english_and_german():
    text = BASE.replace("{variables}", "variable owed = 0\nvariable stake = took of player, per player\n"
                                       "variable took = stake of player, per player")
    _, found = mogel.check_source(text, "g.mm")

    assert [d.render("en").splitlines()[0] for d in found] == [
        "g.mm:21:18: the start value of 'stake' reads itself in a circle (stake -> took -> stake): each start "
        "value waits for the other; start one of them from a number or from other names ('= 0')",
        "g.mm:22:17: the start value of 'took' reads itself in a circle (took -> stake -> took): each start "
        "value waits for the other; start one of them from a number or from other names ('= 0')"]
    assert found[0].render("de").splitlines()[0] == (
        "g.mm:21:18: der Startwert von 'stake' liest sich selbst im Kreis (stake -> took -> stake): jeder "
        "Startwert wartet auf den anderen; lass einen davon mit einer Zahl oder anderen Namen beginnen ('= 0')")


def test_a_start_value_reading_another_variable_still_checks():
    text = BASE.replace("{variables}", "variable owed = 0\nvariable stake = owed + 1, per player")

    rules, found = mogel.check_source(text, "g.mm")
    assert rules is not None and found == []
