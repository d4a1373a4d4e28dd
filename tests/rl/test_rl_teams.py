"""Rewards of a game with teams (`teams:`, docs/language.md 2; tests/games/partners.mm): a team's
result is each member's -- with "points" the points a member scores are every member's reward, so
a seat's return is its total (the team's); with "win" each member of a winning team gets 1/k."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import mogel
from mogel.rl.table import Table

TEXT = (Path(__file__).resolve().parents[1] / "games" / "partners.mm").read_text(encoding="utf-8")


@pytest.mark.parametrize("reward", ["points", "win"])
def test_partners_get_the_same_rewards_and_their_returns_are_the_team_result(reward):
    rules = mogel.load_rules(text=TEXT, file="partners.mm")
    rng = random.Random(1)
    for seed in range(3):
        table = Table(rules, 4, seed, reward=reward)
        collected = [0.0] * 4
        while table.pending is not None:
            table.answer(rng.choice(list(table.pending.options)))
            collected = [a + b for a, b in zip(collected, table.take_rewards())]
        collected = [a + b for a, b in zip(collected, table.take_rewards())]
        assert collected[0] == collected[2] and collected[1] == collected[3]
        totals, winners = table.game.state.totals, table.game.winners
        if reward == "points":
            assert collected == [float(t) for t in totals]
        else:
            assert collected == [1 / len(winners) if seat in winners else 0.0 for seat in range(4)]
            assert sum(collected) == pytest.approx(1.0) and len(winners) in (2, 4)
