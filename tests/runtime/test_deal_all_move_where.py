"""Small additions (design section 11 of issue 17): `deal all cards from Z to Z` and `move all
cards [from Z] where COND to Z`, in whole tiny games and their checker messages; a gather's and a
deal's moves made by whole piles (`State.gather`, `State.deal`) as one by one (`State.move`)."""

from __future__ import annotations

import itertools
import random

import pytest

import mogel
from mogel.runtime.state import State
from tiny_games import play, tiny

DEAL_ALL = tiny(shuffled=False).replace("        deal 3 cards from draw to hand\n        move 1 card from draw to discard\n",
                                        "        move 1 card from draw to discard\n        deal all cards from draw to hand\n")
GATHER_LOW = tiny(shuffled=False).replace("        move all cards to draw\n",
                                          "        move all cards where card.value <= 2 to draw\n")


def test_deal_all_deals_round_the_table_until_the_pile_is_empty():
    game = play(DEAL_ALL, players=3, seed=0)
    deal = next(ev for ev in game.events if ev.kind == "deal")
    per_seat = [sum(1 for _, _, dst in deal.moves if dst == game.state.slot_of["hand"] + seat) for seat in range(3)]
    assert per_seat == [4, 4, 3]   # 11 cards: the first seats from the starter get one more
    assert mogel.replay(mogel.load_rules(text=DEAL_ALL, file="tiny.mm"), game.record()).events == game.events


def test_move_all_where_moves_only_the_cards_where_the_condition_holds():
    game = play(GATHER_LOW, players=2, seed=0)
    gather = next(ev for ev in game.events if ev.kind == "gather")
    values = {game.program.deck.values[card] for card, _, _ in gather.moves}
    assert values == {1, 2} and len(gather.moves) == 8
    assert "8 cards go to the draw pile." in list(game.narration()) or any(
        "8 cards go to" in line for line in game.narration())


def test_a_move_all_where_that_moves_nothing_has_no_event():
    text = GATHER_LOW.replace("card.value <= 2", "card.value > 5").replace(
        "        deal 3 cards from draw to hand\n        move 1 card from draw to discard\n", "")
    text = text.replace("ends when: any(players where empty(hand of player)) or", "ends when:")
    game = play(text, players=2, seed=0)
    assert not [ev for ev in game.events if ev.kind == "gather"]


def test_where_of_move_all_is_a_truth_value():
    text = tiny().replace("        move all cards to draw\n", "        move all cards where card.value to draw\n")
    _, found = mogel.check_source(text, "tiny.mm")
    assert [d.message for d in found if d.severity == "error"] == [
        "expected a truth value after 'where', but this is a number"]


def _table(rng: random.Random, slots: int, cards: int) -> State:
    """A State of `slots` piles (no box needed) holding `cards` cards at random."""
    state = State.__new__(State)
    state.zones = [[] for _ in range(slots)]
    state.where = [0] * cards
    state.face_down = {}
    for card in rng.sample(range(cards), cards):
        slot = rng.randrange(slots)
        state.zones[slot].append(card)
        state.where[card] = slot
    return state


def _copy(state: State) -> State:
    copy = State.__new__(State)
    copy.zones, copy.where, copy.face_down = [list(pile) for pile in state.zones], list(state.where), {}
    return copy


def _one_by_one(state: State, moves: tuple) -> tuple:
    """The zones and `where` after `State.move` of `moves` on a copy of `state`."""
    copy = _copy(state)
    copy.move(None, moves, {})
    return copy.zones, copy.where


@pytest.mark.parametrize("seed", range(200))
def test_a_gather_and_a_deal_by_whole_piles_change_the_state_as_their_moves_one_by_one(seed):
    rng = random.Random(seed)
    state = _table(rng, rng.randint(2, 7), rng.randint(1, 40))
    dest = rng.randrange(len(state.zones))
    slots = [slot for slot in range(len(state.zones)) if slot != dest]
    rng.shuffle(slots)
    slots = slots[:rng.randint(1, len(slots))]
    except_top = rng.random() < 0.3
    moves = tuple((card, slot, dest) for slot in slots
                  for card in (state.zones[slot][-2::-1] if except_top else state.zones[slot][::-1]))
    expected = _one_by_one(state, moves)
    gathered = _copy(state)
    gathered.gather(slots, dest, except_top)
    assert (gathered.zones, gathered.where) == expected
    src = rng.randrange(len(state.zones))
    dests = [slot for slot in range(len(state.zones)) if slot != src]
    rng.shuffle(dests)
    dests = dests[:rng.randint(1, len(dests))]
    count = rng.randint(0, len(state.zones[src]))
    if count:
        moves = tuple(zip(state.zones[src][:-count - 1:-1], itertools.repeat(src), itertools.cycle(dests)))
        expected = _one_by_one(state, moves)
        state.deal(src, dests, count)
        assert (state.zones, state.where) == expected
