"""`State.move` of many cards at once (a deal, a `move all`): moved by list operations, it
leaves every pile, every card's place and its face exactly as moving the cards one by one
would -- whether each pile gives its top cards (the list operations) or not (one by one)."""

from __future__ import annotations

import random

import pytest

from mogel.runtime.state import BULK, State, ZoneLayout


def _state(n_cards: int = 30) -> State:
    """4 seats: slot 0 the draw pile, 1-4 the hands, 5 the discard pile, 6 the box (all cards)."""
    state = State(ZoneLayout([("draw", True), ("hand", False), ("discard", True)], 4), n_cards, [], 1, 0)
    state.move(None, tuple((card, 6, 0) for card in reversed(range(n_cards))), {})
    return state


def _one_by_one(state: State, moves: tuple) -> tuple:
    """The piles and places `moves` leave, moved one card after another (the rule `move` keeps)."""
    zones, where = [list(pile) for pile in state.zones], list(state.where)
    for card, src, dst in moves:
        zones[src].remove(card)
        zones[dst].append(card)
        where[card] = dst
    return zones, where


def _deal(state: State, count: int) -> tuple:
    pile = state.zones[0]
    return tuple((card, 0, 1 + i % 4) for i, card in enumerate(pile[:-count - 1:-1]))


def _gather(state: State) -> tuple:
    return tuple((card, slot, 0) for slot in range(1, 6) for card in reversed(state.zones[slot]))


@pytest.mark.parametrize("count", [BULK - 1, BULK, 20, 30])
def test_a_deal_from_the_top_leaves_the_piles_of_one_card_after_another(count):
    state = _state()
    moves = _deal(state, count)
    expected = _one_by_one(state, moves)
    state.move(None, moves, {})
    assert (state.zones, state.where) == expected
    assert len(state.zones[0]) == 30 - count


def test_a_gather_of_every_pile_top_first_leaves_the_piles_of_one_card_after_another():
    state = _state()
    state.move(None, _deal(state, 20), {})
    below, top = state.zones[0][-2:]
    state.move(None, ((top, 0, 5), (below, 0, 5)), {})
    moves = _gather(state)
    expected = _one_by_one(state, moves)
    state.move(None, moves, {})
    assert (state.zones, state.where) == expected
    assert len(state.zones[0]) == 30


@pytest.mark.parametrize("seed", range(20))
def test_moves_not_from_the_top_or_through_a_pile_that_also_takes_are_moved_one_by_one(seed):
    rng = random.Random(seed)
    state = _state()
    state.move(None, _deal(state, 20), {})
    moves, zones = [], [list(pile) for pile in state.zones]
    for _ in range(rng.randrange(BULK, 20)):   # a card of any nonempty pile (not only its top) to any other
        src = rng.choice([slot for slot in range(6) if zones[slot]])
        dst = rng.choice([slot for slot in range(6) if slot != src])
        card = rng.choice(zones[src])
        zones[src].remove(card)
        zones[dst].append(card)
        moves.append((card, src, dst))
    expected = _one_by_one(state, tuple(moves))
    state.move(None, tuple(moves), {})
    assert (state.zones, state.where) == expected


def test_cards_moved_at_once_face_down_lie_face_down_known_to_their_layer():
    state = _state()
    moves = _deal(state, 12)
    state.move(2, moves, {"face_down": True, "laid_by": 3})
    assert state.face_down == {card: 3 for card, _, _ in moves}
    state.move(None, _gather(state), {})
    assert state.face_down == {}
