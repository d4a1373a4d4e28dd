"""A hand-built table refuses what is not at it (issue 19, item 7): seat 7 at a table of four
put the card into another zone, and a misspelt zone or role was a raw KeyError or IndexError.
Each mistake is now a MogelError that says what there is (mogel/play/scenario.py).
"""

from __future__ import annotations

import pytest

import mogel
from mogel.play.scenario import FirstOption, Scenario

RULES = mogel.load_rules()


@pytest.fixture
def table():
    return Scenario(RULES, players=4)


@pytest.mark.parametrize("build, message", [
    (lambda t: t.hand(7, "number 2"), "the owner of 'hand': 7 is no seat of this table: the seats are 0 to 3"),
    (lambda t: t.hand(-1, "number 2"), "the owner of 'hand': -1 is no seat"),
    (lambda t: t.hand("1", "number 2"), "the owner of 'hand': '1' is no seat"),
    (lambda t: t.place("hidden", ["number 2"], 4), "the owner of 'hidden': 4 is no seat"),
    (lambda t: t.pile("dicard", "number 2"), "the rules have no zone 'dicard' (did you mean 'discard'?): "
                                               "the zones are discard, draw, hand, hidden"),
    (lambda t: t.role("gard", 1), "the rules have no role 'gard' (did you mean 'guard'?): the roles are guard"),
    (lambda t: t.role("guard", 4), "seat: 4 is no seat of this table"),
    (lambda t: t.turn(5), "seat: 5 is no seat of this table"),
    (lambda t: t.window(9), "mover: 9 is no seat of this table"),
    (lambda t: t.view(4), "seat: 4 is no seat of this table"),
    (lambda t: t.faces("hand", 6), "the owner of 'hand': 6 is no seat"),
    (lambda t: t.faces("hands", 1), "the rules have no zone 'hands' (did you mean 'hand'?)"),
])
def test_a_place_that_is_not_at_the_table_is_refused_in_words(table, build, message):
    with pytest.raises(mogel.MogelError) as caught:
        build(table)

    assert str(caught.value).startswith(message)
    assert table.state.zones[table.state.slot_of["box"]] == list(range(len(table.program.deck))), \
        "nothing left the box"


@pytest.mark.parametrize("make, message", [
    (lambda: Scenario(RULES, players=3, agents=[FirstOption()] * 4), "agents: one per seat, 3 for 3 players, not 4"),
    (lambda: Scenario(RULES, players=0), "players: the number of seats at the table"),
    (lambda: Scenario(RULES, players="4"), "players: the number of seats at the table"),
    (lambda: Scenario(RULES, players=4, starter=4), "starter: 4 is no seat"),
    (lambda: Scenario(RULES, players=4, oldest=-2), "oldest: -2 is no seat"),
])
def test_a_table_that_cannot_be_laid_is_refused_in_words(make, message):
    with pytest.raises(mogel.MogelError, match=message):
        make()


def test_the_last_seat_still_gets_its_cards(table):
    (card,) = table.hand(3, "number 2")

    assert table.faces("hand", 3) == ["number 2"]
    assert table.state.where[card] == table.state.slot_of["hand"] + 3


def test_ends_names_the_round_end_that_holds_now_and_none_while_none_does():
    table = Scenario(RULES, players=4)
    for seat, face in enumerate(["number 1", "number 2", "number 3"]):
        table.hand(seat, face)
    table.pile("draw", "number 4")
    assert table.ends() == "any(players where empty(hand of player))"   # seat 3 holds nothing
    table.hand(3, "number 5")
    assert table.ends() is None


def test_a_window_at_a_table_of_more_seats_than_rules_allow_asks_every_seat():
    """The engine's countdowns by seat fit any table (they were once sized for at most 12 seats)."""
    table = Scenario(RULES, players=14)
    table.hand(13, "number 1", "number 2")
    table.role("guard", 0)
    table.window(12)
    asked = [(decision.seat, decision.kind) for decision, _ in table.decisions]
    assert (13, "cheat") in asked and (0, "accuse") in asked
