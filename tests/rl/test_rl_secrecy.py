"""Secrecy (issue 21, item 3): what a seat observes never depends on cards hidden from it.

For the PettingZoo environment: at random points of random games, two cards whose faces the
seat cannot see change places in the live game state; the seat's observation vector, action
mask and dict must not change (and they do change when one of its own cards is swapped).

For the OpenSpiel game: a second game is dealt from the same shuffle but with two cards hidden
from the seat exchanged (other chance outcomes for the shuffle), then both games take the same
actions.  While the second game is exactly the first with the two cards' ids exchanged, and
neither card was ever shown to the seat, its information state string and tensor, its
observation string and tensor and its legal actions must be equal in both games.
"""

from __future__ import annotations

import random

import pytest

import mogel
from rl_helpers import GAMES, env_decisions, fewest, hidden_pairs, need, swap_places

need("pettingzoo", "pyspiel", "numpy")

import numpy as np  # noqa: E402
import pyspiel  # noqa: E402

import mogel.env  # noqa: E402
import mogel.openspiel  # noqa: E402


def env_seen(env, agent):
    obs = env.observe(agent)
    return obs["observation"].copy(), obs["action_mask"].copy(), env.observe_dict(agent)


@pytest.mark.parametrize("game", GAMES)
def test_env_observations_do_not_change_when_hidden_cards_change_places(game):
    env = mogel.env.aec_env(mogel.load_rules(game=game), players=fewest(game))
    rng, checked = random.Random(0), 0
    for seed in (1, 2):
        for step, _ in enumerate(env_decisions(env, seed, limit=300)):
            if step % 9:
                continue
            for seat, agent in enumerate(env.possible_agents):
                vector, mask, words = env_seen(env, agent)
                for a, b in hidden_pairs(env.game, seat, 2, rng):
                    swap_places(env.game.state, a, b)
                    after = env_seen(env, agent)
                    swap_places(env.game.state, a, b)
                    assert np.array_equal(after[0], vector) and np.array_equal(after[1], mask)
                    assert after[2] == words
                    checked += 1
    assert checked >= 40


def test_the_env_check_would_see_a_change_of_the_seat_s_own_cards():
    env = mogel.env.aec_env(mogel.load_rules(), players=3, seed=0)
    env.reset(seed=0)
    state, faces = env.game.state, env.game.program.deck.face_ids
    own = state.zones[state.slot_of["hand"] + 1]
    other = next(card for card in state.zones[state.slot_of["draw"]] if faces[card] != faces[own[0]])
    vector, _, words = env_seen(env, "seat_1")

    swap_places(state, own[0], other)

    assert not np.array_equal(env_seen(env, "seat_1")[0], vector)
    assert env_seen(env, "seat_1")[2] != words


# --- OpenSpiel: a second deal ---------------------------------------------------------------
CARD_FIELDS = ("onto", "order", "cards")


def relabel(ev, a, b):
    """An event as a tuple, with cards a and b exchanged (moves and the info fields of cards)."""
    swap = {a: b, b: a}

    def card(c):
        return swap.get(c, c)
    info = dict(ev.info)
    for key in CARD_FIELDS:
        if isinstance(info.get(key), int):
            info[key] = card(info[key])
        elif info.get(key) is not None:
            info[key] = tuple(card(c) for c in info[key])
    if "was_down" in info:
        info["was_down"] = [[card(c), seat] for c, seat in info["was_down"]]
    return ev.kind, ev.seat, tuple((card(c), s, d) for c, s, d in ev.moves), info


def plain(ev):
    info = {key: tuple(v) if key in CARD_FIELDS and v is not None and not isinstance(v, int) else v
            for key, v in ev.info.items()}
    return ev.kind, ev.seat, tuple(ev.moves), info


def shows(game, seat, cards, since):
    """Whether an event since `since` showed one of `cards` to `seat`, or the seat sees one now."""
    known = game.view(seat).known_cards()
    if any(card in known for card in cards):
        return True
    for ev in game.events[since:]:
        shown = game.visibility.redact(ev, seat)
        if shown is None:
            continue
        ids = [c for c, _, _ in shown.moves] + [shown.info.get("onto")]
        ids += list(shown.info.get("order") or ()) + list(shown.info.get("cards") or ())
        if any(card in ids for card in cards):
            return True
    return False


def steps_to(before, after):
    """The Fisher-Yates outcomes (as the engine asks them: i from the top down, j in 0..i) that
    turn the order `before` into `after`."""
    order, steps = list(before), []
    for i in range(len(order) - 1, 0, -1):
        j = order.index(after[i])
        steps.append(j)
        order[i], order[j] = order[j], order[i]
    assert order == list(after)
    return steps


def seat_sees(state, seat):
    return (state.information_state_string(seat), state.information_state_tensor(seat),
            state.observation_string(seat), state.observation_tensor(seat),
            state.legal_actions(seat))


def play(state, action):
    state.apply_action(action)


@pytest.mark.parametrize("game", GAMES)
def test_openspiel_seat_sees_the_same_when_the_deal_differs_only_in_its_hidden_cards(game):
    players = fewest(game)
    spiel = pyspiel.load_game("python_mogel", {"game": game, "players": players})
    compared = 0
    for seed in (1, 2, 3):
        rng = random.Random(seed)
        one = spiel.new_initial_state()
        while not one.is_chance_node():
            play(one, rng.choice(one.legal_actions()))
        start = len(one.history())   # the first chance node: the first shuffle's first step
        while one.is_chance_node():
            outcomes, weights = zip(*one.chance_outcomes())
            play(one, rng.choices(outcomes, weights)[0])
        mogel_one = one.mogel_game()
        at = next(i for i, ev in enumerate(mogel_one.events) if ev.kind == "shuffle")
        shuffle = mogel_one.events[at]
        before = mogel_one.state_at(at).zones[shuffle.info["slot"]]
        seat = rng.randrange(players)
        a, b = hidden_pairs(mogel_one, seat, 1, rng, among=set(shuffle.info["order"]))[0]
        order = [b if c == a else a if c == b else c for c in shuffle.info["order"]]
        steps = steps_to(before, order)
        history = one.history()
        two = spiel.new_initial_state()
        for action in history[:start] + steps + history[start + len(steps):]:
            play(two, action)

        assert str(one) != str(two)   # the two tables differ
        read = 0
        for _ in range(120):
            mogel_two = two.mogel_game()
            exchanged = [plain(ev) for ev in mogel_one.events[:at]] + [relabel(ev, a, b) for ev in mogel_one.events[at:]]
            if exchanged != [plain(ev) for ev in mogel_two.events]:
                break   # no longer the same game with the two cards exchanged from the shuffle on
            if shows(mogel_one, seat, (a, b), read) or shows(mogel_two, seat, (a, b), read):
                break
            read = len(mogel_one.events)
            assert seat_sees(one, seat) == seat_sees(two, seat)
            compared += 1
            if one.is_terminal() or one.current_player() != two.current_player():
                break
            if one.is_chance_node():
                outcomes, weights = zip(*one.chance_outcomes())
                action = rng.choices(outcomes, weights)[0]
            else:
                action = rng.choice(one.legal_actions())
            if action not in two.legal_actions():
                break
            play(one, action)
            play(two, action)
    assert compared >= 6


def test_the_openspiel_check_would_see_the_seat_that_holds_a_swapped_card():
    spiel = pyspiel.load_game("python_mogel", {"game": "cheat", "players": 3})
    one = spiel.new_initial_state()
    while one.is_chance_node():
        play(one, one.legal_actions()[0])
    two = spiel.new_initial_state()
    first = True
    for action in one.history():   # another first step of the shuffle: other hands
        play(two, 1 if first else action)
        first = False

    assert any(one.information_state_string(seat) != two.information_state_string(seat) for seat in range(3))
