"""The search bot's copies of the game (mogel/agents/search_world.py) stand where the real game
stands, beside bots that count down to their covert moves (mogel/agents/countdown.py): such a
bot is asked no Decision at a chance it does not take, and the record holds None for it, while
a copy replays the record with every seat asked each Decision."""

from __future__ import annotations

import random

import pytest

import mogel
from mogel.agents import SearchBot
from mogel.present.views import PlayerView


def seen(view) -> tuple:
    """Everything `view`'s seat sees of the table: every zone it sees (its cards, None for a face
    it does not see), which cards lie face down, the scores, the roles and whose turn it is."""
    program = view._e.p
    zones = [(name, owner) for name, shared in program.zones for owner in ((None,) if shared else range(view.n))]
    return (tuple((view.cards(name, owner), view.face_down(name, owner)) for name, owner in zones),
            view.totals, view.round_scores, tuple(view.holder(role) for role in program.roles),
            view.round, view.turn, view.active)


class Checking(SearchBot):
    """A search bot that, before each search, stands a copy of the game at the decision and notes
    whether it is the real game as the seat sees it, with the real game's chance generator and
    the same decision asked."""

    def search(self, worlds, view, decision, rng):
        eng, _, asked = worlds.position(random.Random(len(self.checked)))
        self.checked.append(seen(PlayerView(eng, view.seat, view._vis)) == seen(view)
                            and eng.rng.getstate() == view._e.rng.getstate()
                            and (asked.seat, asked.kind) == (decision.seat, decision.kind))
        return super().search(worlds, view, decision, rng)


@pytest.mark.parametrize("draws", [1, 2])
@pytest.mark.parametrize("index", range(2))
def test_a_copy_stands_where_the_real_game_stands_beside_counting_down_bots(draws, index):
    bot = Checking(playouts=2)
    bot.checked = []
    agents = ["sneaky"] * 4
    agents[index] = bot
    game = mogel.Game(mogel.load_rules(game="mogel_motte"), agents, seed=mogel.game_seed(18, index), draws=draws)
    uncounted = game.engine.countdowns.count(None)   # read before the end: a finished game lets its bots go
    played = game.play()

    assert played.finished and len(bot.checked) > 50 and all(bot.checked)
    if draws == 2:   # the opponents counted down: chances not taken, recorded as None without a Decision
        assert uncounted == 1 and None in played.decisions
