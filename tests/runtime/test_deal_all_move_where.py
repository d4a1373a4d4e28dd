"""Small additions (design section 11 of issue 17): `deal all cards from Z to Z` and `move all
cards [from Z] where COND to Z`, in whole tiny games and their checker messages."""

from __future__ import annotations

import mogel
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
