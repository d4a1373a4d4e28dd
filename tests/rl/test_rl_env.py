"""mogel.env: every shipped game, at every player count, is a PettingZoo AEC environment that
passes PettingZoo's own api_test and seed_test; its actions stand for every legal answer,
one for one; its rewards are the game's points (penalty points negative) or its wins."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import mogel
from rl_helpers import GAMES, env_decisions, fewest, need, player_counts

need("pettingzoo", "gymnasium")

import mogel.env  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402


@pytest.mark.parametrize("game,players", player_counts())
def test_api_test_and_seed_test_pass(game, players):
    rules = mogel.load_rules(game=game)
    with warnings.catch_warnings():   # a Dict observation with an action mask is what they warn of
        warnings.simplefilter("ignore", UserWarning)
        api_test(mogel.env.aec_env(rules, players=players, seed=players), num_cycles=25)
        seed_test(lambda: mogel.env.aec_env(rules, players=players), num_cycles=25)


@pytest.mark.parametrize("game", GAMES)
def test_each_legal_answer_is_one_action_and_back(game):
    env = mogel.env.aec_env(mogel.load_rules(game=game), players=fewest(game))
    kinds = set()
    for agent, decision, obs in env_decisions(env, seed=3):
        kinds.add(decision.kind)
        mask = obs["action_mask"]
        actions = np.flatnonzero(mask)
        assert mask.shape == (env.action_space(agent).n,)
        assert len(actions) == len(decision.options)
        assert {env.encoding.answer_of(decision, int(a)) for a in actions} == set(decision.options)
        assert env.possible_agents[decision.seat] == agent
        for other in env.possible_agents:
            if other != agent:
                assert not env.action_mask(other).any()
    assert kinds >= {"play"}


def test_an_illegal_action_is_refused_naming_the_legal_ones_and_the_game_stays():
    env = mogel.env.aec_env(mogel.load_rules(), players=3, seed=1)
    env.reset(seed=1)
    mask = env.observe(env.agent_selection)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    events = len(env.game.events)

    with pytest.raises(mogel.IllegalDecision, match="the legal actions are"):
        env.step(illegal)
    assert len(env.game.events) == events


@pytest.mark.parametrize("game", GAMES)
def test_points_rewards_add_up_to_the_totals_signed_by_who_wins(game):
    rules = mogel.load_rules(game=game)
    env = mogel.env.aec_env(rules, players=fewest(game))

    returns = mogel.env.play_episode(env, seed=2)

    end = env.game.events[-1]
    sign = 1 if rules.game.winner == "highest" else -1
    assert end.kind == "game_end"
    assert [returns[agent] for agent in env.possible_agents] == [sign * total for total in end.info["totals"]]


def test_win_rewards_share_one_among_the_winners():
    env = mogel.env.aec_env(mogel.load_rules(game="mogel_motte"), players=4, reward="win")

    returns = mogel.env.play_episode(env, seed=4)

    winners = env.game.events[-1].info["winners"]
    assert [returns[a] for a in env.possible_agents] == [1 / len(winners) if s in winners else 0 for s in range(4)]


def test_built_in_bots_play_seats_of_the_env_from_their_views():
    env = mogel.env.aec_env(mogel.load_rules(), players=4)
    policies = {"seat_0": mogel.env.bot_policy(env, "sneaky:cheat_rate=1", seed=1),
                **{agent: mogel.env.bot_policy(env, "honest") for agent in env.possible_agents[1:]}}

    returns = mogel.env.play_episode(env, policies, seed=3)

    cheaters = {ev.seat for ev in env.game.events if ev.kind == "cheat"}
    assert env.game.finished and cheaters == {0}
    assert sum(returns.values()) == -sum(env.game.state.totals)


def test_rounds_ends_the_game_after_the_first_round():
    env = mogel.env.aec_env(mogel.load_rules(), players=3, rounds=1)

    returns = mogel.env.play_episode(env, seed=6)

    assert len(env.game.state.history) == 1 and not env.game.finished
    assert [returns[a] for a in env.possible_agents] == [-points for points in env.game.state.history[0]]


def test_asked_reactions_are_answered_with_the_reaction_actions():
    env = mogel.env.aec_env(mogel.load_rules(), players=4, reactions="asked")
    reacted = [(decision, obs) for _, decision, obs in env_decisions(env, seed=1, limit=3000) if decision.kind == "react"]

    assert reacted
    decision, obs = reacted[0]
    assert [env.encoding.name(int(a)) for a in np.flatnonzero(obs["action_mask"])][0] == "react 0.15s"
    races = [ev for ev in env.game.events if ev.kind == "race"]
    from mogel.rl.encoding import REACTIONS
    assert any(time in REACTIONS for ev in races for time in ev.info["times"].values())


def test_the_dict_observation_shows_the_own_hand_and_no_other():
    env = mogel.env.aec_env(mogel.load_rules(), players=3, seed=0)
    env.reset(seed=0)
    seen = env.observe_dict("seat_1")

    assert seen["zones"]["hand 1"]["cards"] and None not in seen["zones"]["hand 1"]["cards"]
    assert seen["zones"]["hand 0"]["cards"] is None and seen["zones"]["hand 0"]["size"] == 8
    assert seen["zones"]["draw"]["cards"] is None
    assert (seen["decision"] is None) == (env.agent_selection != "seat_1")


def test_render_tells_the_game_as_the_narration_does():
    env = mogel.env.aec_env(mogel.load_rules(), players=3, seed=0, render_mode="ansi")
    env.reset(seed=0)

    text = env.render()

    assert "shuffled" in text and env.render() == ""


@pytest.mark.parametrize("call,message", [
    (lambda: mogel.env.aec_env(mogel.load_rules(), players=9), "is played by 3 to 5 players, not 9"),
    (lambda: mogel.env.aec_env(mogel.load_rules(), reward="money"), "reward must be one of points, win"),
    (lambda: mogel.env.aec_env(mogel.load_rules(), variants=["x"]), "give variants when loading the rules"),
    (lambda: mogel.env.aec_env(mogel.load_rules(), rounds=0), "rounds must be a whole number from 1 up"),
    (lambda: mogel.env.aec_env(mogel.load_rules(), attention=2), "attention must be between 0 and 1"),
])
def test_wrong_settings_are_told_in_words(call, message):
    with pytest.raises(mogel.MogelError, match=message):
        call()
