"""A race the seats may join (`who may`, docs/language.md 10.8) in the RL environment: a "join"
decision is pass or "react 0.6s", a person-like seat's "react" (reactions="asked") takes pass
too; whole games of trial 24's Egyptian Ratscrew (its slap rewritten) play to their end both
ways and in the OpenSpiel game."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from rl_helpers import need

need("numpy", "pettingzoo", "gymnasium")

import mogel.env  # noqa: E402
from mogel.compile.program import compile_rules  # noqa: E402
from mogel.rl.encoding import Encoding  # noqa: E402
from mogel.rl.env import play_episode  # noqa: E402

RATSCREW = Path(__file__).resolve().parents[1] / "cli" / "trial24" / "ratscrew_slap.mm"


def test_join_and_a_react_that_may_pass_are_pass_or_a_reaction():
    enc = Encoding(compile_rules(mogel.load_rules(RATSCREW)), 3)
    join = mogel.Decision(0, "join", (True, False), None, {"race": "slap", "holds": None})
    assert {enc.name(a): answer for a, answer in enc.actions(join).items()} == {"pass": False, "react 0.6s": True}
    assert enc.answer_of(join, enc.action_of(join, True)) is True
    react = mogel.Decision(0, "react", (), None, {"race": "slap", "may": True})
    assert enc.actions(react)[enc.pass_action] is None and enc.action_of(react, None) == enc.pass_action
    plain = mogel.Decision(0, "react", (), None, {"race": "slap"})
    assert enc.pass_action not in enc.actions(plain)


@pytest.mark.parametrize("reactions", ["drawn", "asked"])
def test_ratscrew_with_its_slap_plays_to_its_end(reactions):
    env = mogel.env.aec_env(RATSCREW, players=3, seed=1, reactions=reactions)
    totals = play_episode(env)
    assert sorted(totals.values()) == [0.0, 0.0, 1.0]


def test_the_openspiel_game_plays_ratscrew_to_its_end():
    need("pyspiel")
    import random

    import mogel.openspiel

    state = mogel.openspiel.MogelGame({"rules": str(RATSCREW), "players": 3}).new_initial_state()
    pick = random.Random(0)
    for _ in range(20000):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(pick.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(pick.choice(state.legal_actions()))
    assert state.is_terminal()
