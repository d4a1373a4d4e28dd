"""Chance asked instead of drawn (`Engine.asks_chance`, for mogel.openspiel): every shuffle,
notice, race and card taken at random becomes a "chance" Decision (seat None) with its outcomes'
probabilities, and the game goes on with the answer.  Answered with the same draws the
engine's own random generator would make, a game is the seeded game, event for event."""

from __future__ import annotations

import random

import pytest

import mogel
from mogel.rl.table import OuterSeat


def play(rules, n: int, seed: int, asks_chance: bool, answer_chance):
    """A game with every seat interactive: the seats answer uniformly at random (their own
    generator), chance decisions are answered by `answer_chance(decision)`."""
    game = mogel.Game(rules, [OuterSeat() for _ in range(n)], seed=seed)
    game.engine.asks_chance = asks_chance
    seats = random.Random(f"seats/{seed}")
    asked = []
    decision = game.advance()
    while decision is not None:
        if decision.kind == "chance":
            asked.append(decision)
            decision = game.advance(answer_chance(decision))
        else:
            decision = game.advance(seats.choice(decision.options))
    return game, asked


@pytest.mark.parametrize("seed", [1, 2])
def test_asked_shuffles_answered_as_random_shuffle_draws_give_the_seeded_game(seed):
    rules = mogel.load_rules(game="cheat")   # its only chance: shuffles
    drawn, none = play(rules, 4, seed, False, None)
    draws = random.Random(seed)
    asked, chances = play(rules, 4, seed, True, lambda d: draws.randrange(len(d.options)))

    assert none == []
    assert {d.info["chance"] for d in chances} == {"shuffle"}
    assert asked.events == drawn.events
    assert asked.state.totals == drawn.state.totals


def test_every_chance_of_mogel_motte_is_asked_with_outcomes_that_sum_to_one():
    rules = mogel.load_rules()
    draws = random.Random(5)
    game, chances = play(rules, 4, 5, True,
                         lambda d: draws.choices(d.options, weights=d.info["probabilities"])[0])

    kinds = {d.info["chance"] for d in chances}
    assert {"shuffle", "notice", "race"} <= kinds
    for decision in chances:
        assert decision.seat is None and decision.kind == "chance"
        assert decision.options == tuple(range(len(decision.info["probabilities"])))
        assert sum(decision.info["probabilities"]) == pytest.approx(1.0)
    assert game.finished
    shuffles = [ev for ev in game.events if ev.kind == "shuffle"]
    assert all(sorted(ev.info["order"]) == sorted(game.state_at(game.events.index(ev)).zones[ev.info["slot"]])
               for ev in shuffles)


def test_a_chance_answer_that_is_no_outcome_is_refused_and_the_game_stays():
    game = mogel.Game(mogel.load_rules(), [OuterSeat() for _ in range(3)], seed=0)
    game.engine.asks_chance = True
    decision = game.advance()

    with pytest.raises(mogel.IllegalDecision):
        game.advance(len(decision.options))
    assert game.pending is decision
