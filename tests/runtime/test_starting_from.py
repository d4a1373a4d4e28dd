"""`each player starting from P` and `for each player starting from P` / `starting after P`
(trial 26's Durak: "refill, the attacker first, the defender last"): the order of play from P
instead of from the active player, with the filters as before; an absent P goes round from the
starter.  On hand-built tables of the tiny shedding game, and a whole game's order of draws.
"""

from __future__ import annotations

import mogel
from mogel.play.scenario import Scenario
from tiny_games import load, tiny

ADA, BO, CY, DI = range(4)
DEALER = '\nrole dealer:\n    name: en "dealer", de "Geber"\n'


def table(turn: str, players: int = 4, order: str = "left", scoring: str = "        active scores 0\n") -> Scenario:
    text = tiny(cards=DEALER, turn="\n".join("    " + line for line in turn.splitlines()) + "\n", scoring=scoring,
                order=order, copies=9)
    t = Scenario(load(text), players=players)
    t.pile("discard", "number 1")
    t.pile("draw", *["number 2"] * 8)
    for seat in range(players):
        t.hand(seat, "number 3")
    return t


def drawers(events):
    return [e.seat for e in events if e.kind == "draw"]


def scorers(events):
    return [e.seat for e in events if e.kind == "score"]


def test_for_each_player_starting_from_a_player_goes_round_from_that_player():
    t = table("for each player starting from dealer:\n    player draws 1 card from draw")
    t.role("dealer", CY)
    assert drawers(t.turn(ADA)) == [CY, DI, ADA, BO]


def test_starting_after_a_player_begins_with_the_next_one_and_ends_with_that_player():
    t = table("for each player starting after dealer:\n    player draws 1 card from draw")
    t.role("dealer", BO)
    assert drawers(t.turn(ADA)) == [CY, DI, ADA, BO]


def test_the_filters_work_as_before_on_the_ring_from_the_player():
    t = table("each player starting from dealer except dealer draws 1 card from draw\n"
              "each player starting after dealer where player != active draws 1 card from draw")
    t.role("dealer", CY)
    assert drawers(t.turn(ADA)) == [DI, ADA, BO] + [DI, BO, CY]


def test_starting_after_follows_the_order_of_play_when_it_goes_right():
    t = table("for each player starting after dealer except active:\n    player draws 1 card from draw", order="right")
    t.role("dealer", BO)
    assert drawers(t.turn(CY)) == [ADA, DI, BO]   # after Bo to the right: Ada, Di, Cy (left out), Bo


def test_scoring_each_player_starting_from_a_player_scores_in_that_order():
    t = table("each player starting from next(active) scores 1")
    assert scorers(t.turn(BO)) == [CY, DI, ADA, BO]


def test_an_absent_player_goes_round_from_the_starter():
    t = table("for each player starting after dealer:\n    player draws 1 card from draw")
    assert drawers(t.turn(CY)) == [ADA, BO, CY, DI]   # nobody holds the dealer: from the starter, Ada


def test_a_start_that_is_no_player_is_refused_at_it():
    text = tiny(turn="    for each player starting from turns:\n        player draws 1 card from draw\n")
    _, found = mogel.check_source(text, "tiny.mm")
    assert [d.message for d in found if d.severity == "error"] == \
        ["expected a player after 'starting from', but this is a number"]
    assert found[0].span.line == text[:text.index("turns:")].count("\n") + 1
