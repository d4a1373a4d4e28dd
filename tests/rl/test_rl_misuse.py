"""mogel.env used wrongly, as a new user does: calls out of the AEC order, a seed that is no
seed, a bot's policy used with another environment, a policy for an agent that does not
exist, and the rl extra missing -- each told in one clear message (a MogelError, or the
ImportError of a missing extra), never an AttributeError or KeyError from deep inside."""

from __future__ import annotations

import re
import subprocess
import sys

import numpy as np
import pytest

import mogel
from rl_helpers import need

need("pettingzoo", "gymnasium")

import mogel.env  # noqa: E402

AGENTS = "the agents are seat_0, seat_1, seat_2"


def motte(**settings):
    return mogel.env.aec_env(mogel.load_rules(), players=3, **settings)


def first_legal(obs) -> int:
    return int(np.flatnonzero(obs["action_mask"])[0])


@pytest.mark.parametrize("call,named", [
    (lambda env: env.step(0), "env.step()"),
    (lambda env: env.last(), "env.last()"),
    (lambda env: env.observe("seat_0"), "env.observe('seat_0')"),
    (lambda env: env.action_mask("seat_1"), "env.action_mask('seat_1')"),
    (lambda env: next(iter(env.agent_iter())), "env.agent_iter()"),
])
def test_a_call_before_reset_asks_for_reset(call, named):
    env = motte()

    with pytest.raises(mogel.MogelError) as told:
        call(env)

    assert str(told.value) == f"call env.reset() before {named}: no game has begun yet"


def test_after_the_game_a_done_agent_takes_none_only_and_then_nothing_is_stepped():
    env = motte(rounds=1)
    env.reset(seed=2)
    refused = []
    for agent in env.agent_iter():
        obs, _, terminated, _, _ = env.last()
        if terminated:
            with pytest.raises(mogel.MogelError) as told:
                env.step(8)
            refused.append(str(told.value))
            env.step(None)                          # the AEC convention: a done agent leaves
        else:
            env.step(first_legal(obs))

    assert len(refused) == 3 and env.agents == []
    for said in refused:
        assert re.fullmatch(r"the game of seat_\d is over: the only action it takes now is None \(env.step\(None\) "
                            r"lets it leave the game\), not 8; env.reset\(\) begins another game", said)
    for call in (lambda: env.step(None), lambda: env.step(3), env.last):
        with pytest.raises(mogel.MogelError, match="the game is over and every agent has left it: env.reset()"):
            call()
    env.reset(seed=2)                               # and a new game begins as before
    assert env.agents == env.possible_agents


@pytest.mark.parametrize("seed", ["abc", "3", 2.5, True, -1])
def test_reset_refuses_a_seed_as_aec_env_does(seed):
    env = motte()
    with pytest.raises(mogel.MogelError) as by_env:
        mogel.env.aec_env(mogel.load_rules(), players=3, seed=seed)

    with pytest.raises(mogel.MogelError) as by_reset:
        env.reset(seed=seed)

    assert str(by_reset.value) == str(by_env.value) == f"the seed must be a whole number from 0 up, not {seed!r}"


def test_a_numpy_seed_is_the_same_seed():
    a, b = motte(), motte()

    a.reset(seed=np.int64(5))
    b.reset(seed=5)

    assert a.game.events == b.game.events


def test_a_bot_policy_of_another_environment_is_refused_before_the_game():
    old = motte()
    policy = mogel.env.bot_policy(old, "honest")
    new = motte()                                   # as re-running a notebook cell does

    with pytest.raises(mogel.MogelError) as told:
        mogel.env.play_episode(new, {"seat_0": policy}, seed=1)

    assert "the policy of seat_0 was made by bot_policy for another environment" in str(told.value)
    assert "mogel.env.bot_policy(env, ...)" in str(told.value)
    assert mogel.env.play_episode(new, {"seat_0": mogel.env.bot_policy(new, "honest")}, seed=1)


def test_a_bot_policy_answering_another_environment_s_decision_refuses():
    """In a loop of one's own, the policy checks that the decision it is shown is its env's."""
    old, new = motte(), motte()
    old.reset(seed=1)
    policy = mogel.env.bot_policy(old, "sneaky")
    new.reset(seed=4)

    for agent in new.agent_iter():
        obs, _, _, _, _ = new.last()
        if agent == "seat_0":
            with pytest.raises(mogel.MogelError, match=r"this policy \(bot_policy, sneaky bot\) was made for "
                                                       r"another environment"):
                policy(obs["observation"], obs["action_mask"])
            break
        new.step(first_legal(obs))
    mine = old.last()[0]
    assert policy(mine["observation"], mine["action_mask"]) in np.flatnonzero(mine["action_mask"])


@pytest.mark.parametrize("agent", ["seat0", "seat_7", "player_1"])
def test_a_policy_for_an_agent_the_env_does_not_have_is_refused(agent):
    env = motte()

    with pytest.raises(mogel.MogelError) as told:
        mogel.env.play_episode(env, {agent: lambda observation, mask: 0}, seed=1)

    assert str(told.value) == f"there is no agent {agent!r}: {AGENTS}"


def test_a_policy_that_cannot_be_called_is_refused():
    with pytest.raises(mogel.MogelError, match=r"the policy of seat_1 must be a function policy\(observation, "
                                               r"action_mask\) -> action, not 'honest'"):
        mogel.env.play_episode(motte(), {"seat_1": "honest"}, seed=1)


@pytest.mark.parametrize("module,hidden,named", [
    ("mogel.env", ["pettingzoo"], "pettingzoo is"),
    ("mogel.env", ["gymnasium"], "gymnasium is"),
    ("mogel.env", ["pettingzoo", "gymnasium", "numpy"], "pettingzoo, gymnasium and numpy are"),
    ("mogel.openspiel", ["pyspiel"], "open_spiel is"),
])
def test_without_the_extra_the_import_names_what_is_missing_and_both_pip_commands(module, hidden, named):
    code = (f"import sys\nfor name in {hidden!r}: sys.modules[name] = None\n"
            f"try:\n    import {module}\nexcept ImportError as err:\n    print(err)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)

    assert done.stdout == (f'{module} needs the rl extra ({named} missing): pip install "mogel[rl]" '
                           f'(in a clone of mogel: pip install ".[rl]")\n')
