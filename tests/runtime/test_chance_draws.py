"""`chance(30%)` and `chance(1 in 6)` (issue 22, docs/language.md 10.17) on hand-built tables of a
tiny shedding game: drawn by the game's seeded chance when the statement runs, told by a public
`chance` event in English and German, a chance node with its probabilities when chance is asked
(the RL interfaces, mogel.rl), and stopped with a located message when the odds are no chance.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.play.scenario import Scenario
from mogel.present.narrate import Narrator
from tiny_games import load, tiny

TURN = """\
    if chance(30%):
        active draws 1 card from draw
    let six = chance(1 in 6)
    set lucky = chance(odds in 4)
    if six and lucky:
        active scores 10
"""
VARIABLES = """
variable lucky, reset each turn
variable odds = 1
"""
ADA, BO, CY = range(3)


def text(turn: str = TURN) -> str:
    return tiny(turn=turn) + VARIABLES


def table(turn: str = TURN, seed: int = 0) -> Scenario:
    t = Scenario(load(text(turn)), players=3, seed=seed)
    t.pile("discard", "number 2")
    t.pile("draw", *["number 3"] * 4)
    for seat in range(3):
        t.hand(seat, "number 1")
    return t


def draws(events):
    return [(e.info["a"], e.info["b"], e.info.get("percent", False), e.info["outcome"])
            for e in events if e.kind == "chance"]


def test_each_chance_is_drawn_when_its_statement_runs_and_told_as_a_chance_event():
    t = table()
    events = t.turn(ADA)
    drawn = draws(events)
    assert [(a, b, percent) for a, b, percent, _ in drawn] == [(30, 100, True), (1, 6, False), (1, 4, False)]
    assert all(e.seat is None and e.span.line > 0 for e in events if e.kind == "chance")
    took = any(e.kind == "draw" for e in events)
    assert took == drawn[0][3]   # the `if` ran its block exactly when the draw came out true
    assert t.state.variables["lucky"] is drawn[2][3]


def test_a_chance_is_told_in_english_and_german():
    t = table()
    events = [e for e in t.turn(ADA) if e.kind == "chance"]
    say = {lang: [Narrator(t.program, None, lang).sentence(e, t.state.layout) for e in events] for lang in ("en", "de")}
    yes = {True: ("yes", "ja"), False: ("no", "nein")}
    (a, b, c) = (yes[e.info["outcome"]] for e in events)
    assert say["en"] == [f"A 30% chance: {a[0]}.", f"A chance of 1 in 6: {b[0]}.", f"A chance of 1 in 4: {c[0]}."]
    assert say["de"] == [f"Eine Chance von 30 %: {a[1]}.", f"Eine Chance von 1 zu 6: {b[1]}.",
                         f"Eine Chance von 1 zu 4: {c[1]}."]


def test_the_draws_follow_the_seed_and_come_out_as_often_as_the_odds_say():
    outcomes = {seed: [] for seed in (1, 2)}
    for seed in outcomes:
        t = table("    if chance(30%):\n        active scores 1\n", seed=seed)
        for _ in range(400):
            outcomes[seed] += [e.info["outcome"] for e in t.turn(ADA) if e.kind == "chance"]
    again = table("    if chance(30%):\n        active scores 1\n", seed=1)
    assert [e.info["outcome"] for _ in range(400) for e in again.turn(ADA) if e.kind == "chance"] == outcomes[1]
    assert outcomes[1] != outcomes[2]
    for drawn in outcomes.values():
        assert 0.24 < sum(drawn) / len(drawn) < 0.36   # 400 draws of 30%: 3 standard deviations


def test_asked_chance_is_a_chance_node_with_the_probabilities_of_the_odds():
    t = table()
    t.engine.asks_chance = True
    steps = t.program.turn(t.engine, {})

    first = next(steps)
    assert (first.kind, first.seat, first.options) == ("chance", None, (0, 1))
    assert first.info == {"chance": "chance", "probabilities": pytest.approx((0.7, 0.3))}
    second = steps.send(1)
    assert second.info["probabilities"] == pytest.approx((5 / 6, 1 / 6))
    third = steps.send(0)
    assert third.info["probabilities"] == pytest.approx((0.75, 0.25))
    with pytest.raises(StopIteration):
        steps.send(1)
    assert [e.info["outcome"] for e in t.events if e.kind == "chance"] == [True, False, True]


@pytest.mark.parametrize("odds, outcome", [("0%", False), ("100%", True), ("0 in 3", False), ("3 in 3", True)])
def test_a_chance_that_cannot_come_out_otherwise_asks_nothing(odds, outcome):
    t = table(f"    let sure = chance({odds})\n")
    t.engine.asks_chance = True
    events = t.turn(ADA)
    assert [e.info["outcome"] for e in events if e.kind == "chance"] == [outcome]


def test_odds_that_are_no_chance_stop_the_game_at_the_chance():
    turn = "    let n = size(discard) - 1\n    let lucky_now = chance(1 in n)\n"
    t = table(turn)
    with pytest.raises(mogel.RulesRuntimeError) as stopped:
        t.turn(ADA)
    assert "'chance(1 in 0)': A in B is a chance when A is from 0 to B and B is 1 or more" in str(stopped.value)
    at = text(turn).index("chance(1 in n)")
    assert (stopped.value.span.line, stopped.value.span.column) == \
        (text(turn).count("\n", 0, at) + 1, at - text(turn).rfind("\n", 0, at))
