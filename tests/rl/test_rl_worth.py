"""A set of cards worth a number (`move cards worth V chosen by P`, tests/games/sum_capture.mm) in
the RL environment and the OpenSpiel game: picked card by card, its faces in ascending order, pass
taking a set a larger one could still follow (mogel.rl.encoding `steps`); each set is one sequence
of actions and taking it moves exactly its cards; whole games play to their end both ways with
random legal actions and with bots."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import mogel
from rl_helpers import need

need("numpy", "pettingzoo", "gymnasium")

import numpy as np  # noqa: E402

import mogel.env  # noqa: E402
from mogel.errors import IllegalDecision  # noqa: E402
from mogel.rl.encoding import steps  # noqa: E402
from mogel.rl.env import bot_policy, play_episode  # noqa: E402

SUM_CAPTURE = Path(__file__).resolve().parents[1] / "games" / "sum_capture.mm"
RULES = mogel.load_rules(SUM_CAPTURE)


def first_set_question(players: int = 2):
    """(seed, random legal actions before it) of the first game whose random play meets a question of
    a set of cards; the environment stands at it."""
    env = mogel.env.aec_env(RULES, players=players)
    for seed in range(40):
        env.reset(seed=seed)
        rng, actions = np.random.default_rng(seed), []
        while env.table.pending is not None:
            if env.table.pending.info.get("what") == "cards":
                return env, seed, actions
            obs = env.observe(env.agent_selection)
            actions.append(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            env.step(actions[-1])
    raise AssertionError("no game of 40 seeds asked for a set of cards")


def face_names(env, cards):
    return sorted(env.encoding.face_names[env.encoding.face_of[card]] for card in cards)


def test_each_set_is_one_sequence_of_card_actions_and_taking_it_moves_its_cards():
    env, seed, before = first_set_question()
    asked = env.table._asked
    sets = asked.info["sets"]
    assert len(sets) >= 2 and env.table.pending.options == tuple(range(len(sets)))
    first = sorted({min(env.encoding.face_of[c] for c in cards) for cards in sets})
    assert env.encoding.legal(env.table.pending) == first   # the lowest face of each set
    for number, cards in enumerate(sets):
        env.reset(seed=seed)
        for action in before:
            env.step(action)
        seat, moved_before, taken = env.table.pending.seat, len(env.game.events), 0
        while env.table._asked is not None:
            decision = env.table.pending
            action = env.encoding.action_of(decision, number)   # the step toward this set
            assert action in env.encoding.legal(decision) and env.observe_dict(env.agent_selection)["decision"]["picked"] \
                == [env.encoding.face_names[face] for face in decision.info["picked"]]
            env.step(action)
            taken += 1
        assert taken <= len(cards)
        move = next(ev for ev in env.game.events[moved_before:] if ev.info.get("chosen_by") == seat)
        assert face_names(env, [card for card, _, _ in move.moves]) == face_names(env, cards)


def test_a_face_that_leads_to_no_set_is_refused_naming_the_legal_actions():
    env, _, _ = first_set_question()
    legal = env.encoding.legal(env.table.pending)
    wrong = next(a for a in range(env.encoding.faces) if a not in legal)
    with pytest.raises(IllegalDecision, match="the legal actions are"):
        env.step(wrong)
    assert env.table._asked is not None and env.encoding.legal(env.table.pending) == legal   # the game stays


def test_pass_takes_a_set_a_larger_one_could_still_follow():
    """Cards worth nothing (a 0) make a set that a larger set holds: pass takes the smaller."""
    info = {"sets": [[0, 2], [0, 1, 2]], "picked": []}
    faces = [0, 1, 2]
    assert steps(info, faces) == {0: 0, 1: 0}
    assert steps({**info, "picked": [0]}, faces) == {0: 2, 1: 1}
    assert steps({**info, "picked": [0, 2]}, faces) == {0: None}   # the set [0, 1, 2] is [0, 1, ...]
    enc = mogel.env.aec_env(RULES).encoding
    a, b, c = (enc.face_of.index(face) for face in range(3))   # a card of each of the first three faces
    step = mogel.Decision(0, "choice", (0, 1), None, {"sets": [[a, c], [a, b, c]], "what": "cards", "picked": [0]})
    assert enc.actions(step) == {2: 0, 1: 1}
    done = mogel.Decision(0, "choice", (0, 1), None, {"sets": [[a], [a, b]], "what": "cards", "picked": [0]})
    assert enc.actions(done) == {enc.pass_action: 0, 1: 1} and enc.action_of(done, 0) == enc.pass_action


@pytest.mark.parametrize("players", [2, 3, 4])
def test_whole_games_play_to_their_end_with_random_legal_actions(players):
    env = mogel.env.aec_env(RULES, players=players)
    for seed in range(3):
        totals = play_episode(env, seed=seed)
        assert env.game.finished and sum(totals.values()) == sum(env.game.state.totals)


@pytest.mark.parametrize("bot", ["random", "honest", "sneaky", "search:playouts=4"])
def test_bots_answer_the_steps_through_their_policies(bot):
    env = mogel.env.aec_env(RULES, players=2)
    policies = {agent: bot_policy(env, bot, seed=i) for i, agent in enumerate(env.possible_agents)}
    steps_taken = 0
    for seed in range(3):
        play_episode(env, policies, seed=seed)
        assert env.game.finished
        steps_taken += sum(line.startswith('["you", "choice"') for seat in (0, 1) for line in env.table.history(seat))
    assert steps_taken   # the bots answered steps of sets of cards


def test_whole_games_play_to_their_end_in_the_openspiel_game():
    need("pyspiel")
    import mogel.openspiel

    game = mogel.openspiel.MogelGame({"rules": str(SUM_CAPTURE), "players": 2})
    asked, seed = 0, 0
    while not asked and seed < 40:   # games until one asks for a set of cards
        state, pick, seed = game.new_initial_state(), random.Random(seed), seed + 1
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(pick.choice(state.chance_outcomes())[0])
                continue
            asked += state.mogel_game().pending.info.get("what") == "cards"
            state.apply_action(pick.choice(state.legal_actions()))
        assert sum(state.returns()) == pytest.approx(1.0)
    assert asked   # the games asked for sets of cards
