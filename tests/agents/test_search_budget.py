"""The search bot's budget (mogel/agents/search.py): by default a number of events of the game its
copies play in all (the replays to the decision counted), kept at every decision however long
the game's playouts run -- deterministic, so the same seed plays the same game; in milliseconds,
two rounds of playouts at least and then as many as the time allows."""

from __future__ import annotations

import pytest

import mogel
from mogel.agents import SearchBot
from mogel.agents.search import WORK


class Noting(SearchBot):
    """A search bot that notes each search's work and playouts per candidate."""

    def search(self, *args):
        chosen = super().search(*args)
        self.noted.append((self.work, [count for _, _, count in self.thoughts]))
        return chosen


def play(game: str, bot, seed: int, players: int = 4, others: str = "random"):
    bot.noted = []
    agents = [others] * players
    agents[seed % players] = bot
    return mogel.Game(mogel.load_rules(game=game), agents, seed=seed).play()


@pytest.mark.parametrize("game, others", [("cheat", "random"), ("mogel_motte", "sneaky"), ("mogelei", "random")])
def test_the_default_budget_bounds_the_events_of_every_search(game, others):
    """Each search plays its candidates in two whole rounds at least, and its copies play at most
    WORK events."""
    bot = Noting()
    played = play(game, bot, seed=3, others=others)

    assert played.finished and len(bot.noted) >= 10
    for work, counts in bot.noted:
        assert len(set(counts)) == 1 and counts[0] >= 2
        assert 0 < work <= WORK
    assert max(work for work, _ in bot.noted) > WORK * 0.9   # the budget is used, not left


def test_the_default_budget_plays_the_same_game_for_the_same_seed():
    first, again = (play("mogel_motte", SearchBot(), seed=5, players=3, others="sneaky") for _ in range(2))

    assert first.decisions == again.decisions and first.events == again.events


def test_a_budget_in_milliseconds_plays_two_rounds_at_least_and_more_while_there_is_time():
    short, longer = Noting(ms=0.001), Noting(ms=200)
    play("mogel_motte", short, seed=1, players=3, others="sneaky")
    play("mogel_motte", longer, seed=1, players=3, others="sneaky")

    assert all(set(counts) == {2} for _, counts in short.noted)
    assert sum(counts[0] for _, counts in longer.noted) > 2 * len(longer.noted)
