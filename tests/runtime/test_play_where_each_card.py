"""The `where` of a play of several cards is worked out again before each card is chosen, after the
card before it has landed (docs/language.md 10.1, "How many"), and the second and third card of a
pile are `top of (pile except top of pile)` and `top of (pile except top of pile except second)`
(docs/language.md 14): scenario tests on hand-built tables of the tiny shedding game, and whole
games played by bots (the compiled twin for bots answered at once).
"""

from __future__ import annotations

import pytest

import mogel
from mogel.agents import RandomBot
from mogel.play.scenario import Scenario
from tiny_games import load, tiny

RISING = """\
    active may play 1 to 3 cards from hand where card.value >= (top of discard).value onto discard
    otherwise active draws 1 card from draw
"""
ADA = 0


def rising_table() -> Scenario:
    t = Scenario(load(tiny(turn=RISING)), players=3, seed=0)
    t.pile("discard", "number 1")
    t.pile("draw", "number 2")
    t.hand(ADA, "number 1", "number 2", "number 2", "number 3", "number 1")
    for seat in (1, 2):
        t.hand(seat, "number 3")
    return t


def offered(t: Scenario):
    return [sorted(t.face_of(card) for card in d.options if card is not None) for d, _ in t.decisions]


def test_each_card_of_a_play_is_offered_by_the_where_worked_out_after_the_card_before_landed():
    t = rising_table()
    events = t.turn(ADA, ["number 2", "number 3"])
    assert offered(t) == [["number 1", "number 2", "number 3"], ["number 2", "number 3"]]
    assert [t.face_of(e.moves[0][0]) for e in events if e.kind == "play"] == ["number 2", "number 3"]
    assert sorted(t.faces("hand", ADA)) == ["number 1", "number 1", "number 2"]   # none is 3 or more: no 3rd card


def test_a_play_stopped_after_its_least_leaves_the_rest():
    t = rising_table()
    t.turn(ADA, ["number 1", None])
    assert offered(t) == [["number 1", "number 2", "number 3"]] * 2   # a 1 on the 1: every card still fits
    assert sorted(t.faces("hand", ADA)) == ["number 1", "number 2", "number 2", "number 3"]


def test_bots_answered_at_once_never_play_a_card_the_card_before_shut_out():
    runs = []
    for seed in range(1, 25):
        game = mogel.Game(load(tiny(turn=RISING)), [RandomBot() for _ in range(3)], seed=seed).play()
        plays, values = [], game.program.deck.values
        for e in game.events:
            if e.kind == "turn":
                plays.append([])
            elif e.kind == "play":
                plays[-1].append(values[e.moves[0][0]])
        runs += [run for run in plays if len(run) > 1]
    assert len(runs) >= 5
    assert all(a <= b for run in runs for a, b in zip(run, run[1:]))


SECOND = """\
    if second.value = 2 and third.value = 3:
        active scores 10
"""
DEFINES = """
define second = top of (discard except top of discard)
define third = top of (discard except top of discard except second)
"""


@pytest.mark.parametrize("pile, scored", [(("number 1", "number 3", "number 2", "number 1"), True),
                                          (("number 3", "number 2", "number 1"), True), (("number 2", "number 3", "number 1"), False),
                                          (("number 2", "number 1"), False)])
def test_the_second_and_third_card_of_a_pile(pile, scored):
    t = Scenario(load(tiny(turn=SECOND) + DEFINES), players=2, seed=0)
    t.pile("discard", *pile)
    events = t.turn(ADA)
    assert any(e.kind == "score" for e in events) == scored
