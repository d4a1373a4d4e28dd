"""The random bot's `join_rate` (mogel.agents.simple.RandomBot): how often it runs in a race it may
join (`race ... who may`, docs/language.md 10.8; trial 24's Egyptian Ratscrew with its slap,
tests/cli/trial24/ratscrew_slap.mm).  A setting of the random bot's own, as the search bot has
`playouts`: given by keyword, on the command line (`random:join_rate=0.3`), written in a record
when it is not the default 0.5, resumed and replayed; the default draws as the bot always drew."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

import mogel
from conftest import run_cli
from mogel.agents import bot_from_text, bot_label, make_bot
from mogel.agents.base import uniform
from mogel.errors import BotSettingError

RATSCREW = Path(__file__).resolve().parents[1] / "cli" / "trial24" / "ratscrew_slap.mm"
JOIN = mogel.Decision(0, "join", (True, False), None, {"race": "slap", "holds": None})


class Joins(mogel.RandomBot):
    """A random bot that notes its answers to "join" decisions in `answers`."""

    def join(self, view, decision, rng) -> bool:
        answer = super().join(view, decision, rng)
        self.__dict__.setdefault("answers", []).append(answer)
        return answer


def joins(bot, seeds=range(400)) -> float:
    """The share of fresh generators with which `bot` runs in JOIN."""
    return sum(bot.decide(None, JOIN, random.Random(seed)) for seed in seeds) / len(seeds)


def test_the_default_draws_one_uniform_pick_as_the_bot_always_did():
    for seed in range(50):
        assert mogel.RandomBot().decide(None, JOIN, random.Random(seed)) is uniform(random.Random(seed), JOIN.options)
    assert mogel.RandomBot().join_rate == 0.5 and 0.4 < joins(mogel.RandomBot()) < 0.6


@pytest.mark.parametrize("rate, low, high", [(0, 0, 0), (1, 1, 1), (0.2, 0.14, 0.26), (0.9, 0.85, 0.95)])
def test_a_join_rate_is_how_often_it_runs_whatever_it_sees(rate, low, high):
    bot = make_bot("random", join_rate=rate)
    assert low <= joins(bot) <= high
    sees = mogel.Decision(0, "join", (True, False), None, {"race": "slap", "holds": False})
    if rate == 1:
        assert bot.decide(None, sees, random.Random(0)) is True   # even when it sees running is wrong


def test_whole_games_with_a_random_bot_that_never_or_always_slaps():
    rules = mogel.load_rules(RATSCREW)
    for rate in (0.0, 1.0):
        bot = Joins(join_rate=rate)
        game = mogel.Game(rules, [mogel.HonestBot(), bot], seed=3).play()
        answers = bot.answers
        ran = sum(1 in ev.info["runners"] for ev in game.events if ev.kind == "race_start")
        assert game.finished and answers and set(answers) == {bool(rate)} and ran == sum(answers)
        assert mogel.replay(rules, game.record()).events == game.events


@pytest.mark.parametrize("given, message", [
    ("random:join_rate=2", "join_rate must be between 0 and 1, not 2"),
    ("random:join_rate=often", "join_rate needs a number, such as join_rate=0.3"),
    ("honest:join_rate=1", "unknown setting 'join_rate' of a bot: choose from cheat_rate, attention, reaction, "
                           "false_accusations, accuse_rate")])
def test_a_join_rate_out_of_range_or_for_another_bot_is_refused(given, message):
    with pytest.raises(BotSettingError, match=message):
        bot_from_text(given)
    with pytest.raises(BotSettingError, match="join_rate must be a number, not True"):
        mogel.RandomBot(join_rate=True)


def test_it_is_labelled_saved_when_not_the_default_and_resumed(tmp_path):
    assert bot_label(mogel.RandomBot()) == "random" and "join_rate" not in mogel.RandomBot().settings()
    bot = bot_from_text("random:join_rate=0.25")
    assert bot_label(bot) == "random:join_rate=0.25" and bot.settings()["join_rate"] == 0.25
    rules = mogel.load_rules(RATSCREW)
    game = mogel.Game(rules, [mogel.HonestBot(), bot], seed=5).play_until(rounds=1)
    path = tmp_path / "slap.mogel"
    mogel.save_game(game, path)
    resumed = mogel.resume_game(path)
    assert resumed.agents[1].join_rate == 0.25
    whole = mogel.Game(rules, [mogel.HonestBot(), bot_from_text("random:join_rate=0.25")], seed=5).play()
    assert resumed.play().events == whole.events
    with pytest.raises(mogel.SavedGameError, match="join_rate 0.25"):
        mogel.resume_game(path, agents=["honest", "random"])


def test_the_command_line_takes_it(capsys):
    code, out, err = run_cli(capsys, "simulate", RATSCREW, "--games", 3, "--players", 2, "--bots",
                             "honest,random:join_rate=0", "--seed", 1)
    assert (code, err) == (0, "") and "random:join_rate=0" in out
