"""A game in which nobody decides (War, played by the cards alone) through the RL interfaces.

A user trial ran `mogel.env.play_episode` on War and met `AttributeError: 'MogelEnv' object has
no attribute 'agent_selection'`.  PettingZoo's AEC API wants an agent to act after `reset()`
(its api_test: "terminations must all be False after reset"), so the environment refuses such a
game with a MogelError that says why and what to use instead -- when it is built, and at a
`reset()` whose game ends before anybody decides.  The OpenSpiel game plays it: its shuffles
are chance nodes.
"""

from __future__ import annotations

import re

import pytest

import mogel
from rl_helpers import need

need("pettingzoo", "gymnasium")

import mogel.env  # noqa: E402

# Each player turns up cards; the higher scores.  Nothing to decide; `sometimes` adds a play
# that is asked only when chance(50%) holds, so some games ask a decision and some do not.
RULES = """\
game flip:
    name: en "Flip"
    players: 2 to 2
    rounds: 1
    winner: highest score

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by all

card number:
    penalty: 1

deck:
    values:   1  2  3  4
    number:   2  2  2  2  = 8
    total: 8

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
    first: starter
    ends when: turns >= 2
    checked: after each turn
    scoring:
        each player scores sum(hand of player, card.value)

turn:
    active draws 1 card from draw
{extra}"""

SOMETIMES = """\
    if chance(50%):
        active may play 1 card from hand onto draw
"""

REFUSED = "Flip (seed {seed}, 2 players) ends before any player has a decision to make"


def test_building_an_environment_of_a_game_without_decisions_is_refused_in_words():
    rules = mogel.load_rules(text=RULES.format(extra=""), file="flip.mm")
    with pytest.raises(mogel.MogelError, match=r"needs a game with decisions.*mogel\.openspiel") as err:
        mogel.env.aec_env(rules, players=2, seed=4)
    assert str(err.value).startswith(REFUSED.format(seed=4))


def test_a_reset_to_a_game_that_asks_nothing_is_refused_and_one_that_asks_plays():
    rules = mogel.load_rules(text=RULES.format(extra=SOMETIMES), file="flip.mm")
    asked, silent = [], []
    for seed in range(30):
        game = mogel.Game(rules, ["random", "random"], seed=seed)
        game.play()
        (asked if game.decisions else silent).append(seed)
    assert asked and silent
    env = mogel.env.aec_env(rules, players=2, seed=asked[0])
    assert sum(mogel.env.play_episode(env, seed=asked[0]).values()) > 0
    with pytest.raises(mogel.MogelError, match=re.escape(REFUSED.format(seed=silent[0]))):
        env.reset(seed=silent[0])
    with pytest.raises(mogel.MogelError, match=re.escape(REFUSED.format(seed=silent[0]))):
        mogel.env.play_episode(env, seed=silent[0])
    assert sum(mogel.env.play_episode(env, seed=asked[-1]).values()) > 0   # the environment goes on


def test_the_openspiel_game_plays_a_game_without_decisions_by_chance_nodes(tmp_path):
    need("pyspiel")
    import random

    import pyspiel

    import mogel.openspiel  # noqa: F401
    path = tmp_path / "flip.mm"
    path.write_text(RULES.format(extra=""), encoding="utf-8")
    game = pyspiel.load_game("python_mogel", {"rules": str(path), "players": 2})
    state, rng = game.new_initial_state(), random.Random(1)
    while not state.is_terminal():
        assert state.is_chance_node()
        state.apply_action(rng.choice([action for action, _ in state.chance_outcomes()]))
    assert sorted(state.returns()) in ([0.0, 1.0], [0.5, 0.5])



def test_a_game_that_asks_its_first_decision_after_the_rounds_given_is_refused_saying_so():
    later = "    if round = 2:\n        active may play 1 card from hand onto draw\n"
    rules = mogel.load_rules(text=RULES.format(extra=later).replace("rounds: 1", "rounds: 2"), file="flip.mm")
    assert sum(mogel.env.play_episode(mogel.env.aec_env(rules, players=2), seed=0).values()) > 0
    with pytest.raises(mogel.MogelError, match=re.escape("Flip (seed 0, 2 players) reaches rounds=1 before any player")):
        mogel.env.aec_env(rules, players=2, rounds=1)
