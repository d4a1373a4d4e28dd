"""Bid your tricks (tests/games/bidding.mm), a small bidding game of our own (trial 26's Spades bid,
in the language's words): each player, starting after the dealer, chooses a number from 0 to
min(cards in hand, 3); exactly that many tricks score 10 plus the bid.  Whole games by every bot for
3 and 4 players (and a search bot, which plays out the numbers it may bid): the bids go round from the seat after the dealer and are within
their range; a replay plays the same game; `mogel play --lang de` and a saved game tell it;
the lab plays it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from conftest import run_cli

FILE = Path(__file__).resolve().parent / "bidding.mm"


def played(players: int, seed: int, bot=mogel.RandomBot) -> mogel.Game:
    return mogel.Game(mogel.load_rules(FILE), [bot() for _ in range(players)], seed=seed).play()


def check_bids(game: mogel.Game) -> int:
    """Walk the events: each hand's bids come from the seat after the dealer round the table, within
    0 to 3 (min(cards in hand, 3) with 4 cards dealt)."""
    n, dealer, bids, hands = game.state.n, None, [], 0
    for e in game.events:
        if e.kind == "role":
            dealer, bids = e.info["to"], []
        elif e.kind == "choose":
            assert 0 <= e.info["chosen"] <= 3 and e.info["variable"] == "bid"
            bids.append(e.seat)
            if len(bids) == n:
                assert bids == [(dealer + 1 + i) % n for i in range(n)]
                hands += 1
    return hands


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("bot", [mogel.RandomBot, mogel.HonestBot, mogel.SneakyBot])
def test_whole_games_by_bots(players, bot):
    for seed in range(3):
        game = played(players, seed, bot)
        assert game.state.finished and check_bids(game) == 3
        again = mogel.replay(game.rules, game.record())
        assert [(e.kind, e.seat, e.info.get("chosen")) for e in again.events] == \
            [(e.kind, e.seat, e.info.get("chosen")) for e in game.events]


def test_the_search_bot_bids():
    game = mogel.Game(mogel.load_rules(FILE), [mogel.SearchBot(playouts=4), mogel.RandomBot(), mogel.RandomBot()],
                      seed=2).play()
    assert game.state.finished and check_bids(game) == 3


class ThinkingAloud(mogel.SearchBot):
    """A search bot that keeps, at each bid, the numbers offered, its thoughts and its answer."""

    def decide(self, view, decision, rng):
        answer = super().decide(view, decision, rng)
        if decision.kind == "choice":
            self.bids.append((decision.options, list(self.thoughts), answer))
        return answer


def test_the_search_bot_plays_out_its_bids():
    bot = ThinkingAloud(playouts=8)
    bot.bids = []
    game = mogel.Game(mogel.load_rules(FILE), [bot, mogel.RandomBot(), mogel.RandomBot()], seed=4).play()
    assert game.state.finished and len(bot.bids) == 3   # one bid a hand, each with 0 to 3 to choose from
    for options, thoughts, answer in bot.bids:
        numbers = [number for number, _, _ in thoughts]
        assert options == (0, 1, 2, 3) and len(numbers) == 4 and set(numbers) <= set(options)
        assert all(playouts >= 2 for _, _, playouts in thoughts) and answer in numbers


def test_the_lab_plays_it():
    rows = mogel.simulate(mogel.load_rules(FILE), games=6, players=3, seed=1, workers=1, progress=False)
    assert len(rows) > 0


@pytest.mark.parametrize("lang, said", [("en", " bids "), ("de", " sagt ")])
def test_the_command_line_tells_it(capsys, tmp_path, lang, said):
    save = tmp_path / "bid.mogel"
    code, told, err = run_cli(capsys, "play", FILE, "--players", 3, "--seed", 3, "--lang", lang, "--save", save)
    assert code == 0 and sum(said in line for line in told.splitlines()) == 9
    code, again, _ = run_cli(capsys, "replay", save, "--lang", lang)
    assert code == 0 and [line for line in again.splitlines() if said in line] == \
        [line for line in told.splitlines() if said in line]
