"""The options of a card choice as the generator writes them (mogel.compile.source_options): a
pure `where` read from a table of the cards that pass, anything else tested card by card -- both
offer the first card of each face in the hand that passes the test and the card's restriction."""

from __future__ import annotations

import random
import re

import pytest

import mogel
from mogel.compile.codegen import source
from mogel.compile.program import DeckTables
from mogel.play.scenario import Scenario
from tiny_games import tiny

CARDS = """
card joker:
    name: en "joker", de "Joker"
    penalty: 5
    cannot be played unless player is leader
    cannot be given unless player is leader

card blank:
    name: en "blank", de "Leerkarte"
    penalty: 0
    cannot be played
    cannot be given unless not player is leader

role leader:
    name: en "leader", de "Anführer"
"""
ROWS = "    joker:    2  2  0  = 4\n    blank:    0  1  0  = 1\n"
# where -> (whether its options come from a table, the test in Python: value, kind, top value, hand, card, top card,
# whether the player is the leader)
WHERES = {
    "(card.value - (top of discard).value) mod 3 in {1, 2}":
        (True, lambda v, k, top, hand, c, t, lead: top is not None and (v - top) % 3 in (1, 2)),
    "card.value = 2 or leader = active": (True, lambda v, k, top, hand, c, t, lead: v == 2 or lead),
    "card.value >= player_count - 1": (False, lambda v, k, top, hand, c, t, lead: v >= 2),   # values not known before
    "card.value >= size(hand of active)": (False, lambda v, k, top, hand, c, t, lead: v >= len(hand)),   # len() a call
    "card is joker or card.value = 2": (True, lambda v, k, top, hand, c, t, lead: k == "joker" or v == 2),
    "card.value > count(players where size(hand of player) > 3)": (False, lambda v, k, top, hand, c, t, lead: v > (len(hand) > 3)),
    "card != top of discard": (False, lambda v, k, top, hand, c, t, lead: c != t),
    "card = top of hand of active": (False, lambda v, k, top, hand, c, t, lead: c == hand[-1]),   # not alike by face
}


def rules_with(where: str):
    turn = f"    active must play 1 card from hand where {where} onto discard\n" \
           "    otherwise active draws 1 card from draw\n"
    return mogel.load_rules(text=tiny(cards=CARDS, rows=ROWS, turn=turn), file="options.mm")


def turn_source(rules) -> str:
    text = source(rules, DeckTables(rules))
    return text.split("\ndef turn_", 1)[1].split("\n\n", 1)[0]


@pytest.mark.parametrize("where", WHERES)
def test_the_options_are_read_from_a_table_only_where_the_test_is_pure(where):
    body = turn_source(rules_with(where))
    tabled = WHERES[where][0]
    assert ("FACES[" not in body) == tabled   # the loop of Python reads each card's face
    assert bool(re.search(r"t_\d+ = (t|c)_\d+\[x_\d+\]", body)) == tabled   # a card's face, or None, by its id


@pytest.mark.parametrize("where", WHERES)
def test_a_table_and_a_loop_offer_the_first_card_of_each_face_that_passes(where):
    rules = rules_with(where)
    passes = WHERES[where][1]
    rng = random.Random(where)
    faces = ["number 1", "number 2", "number 3", "joker 1", "joker 2", "blank 2"]
    for round_ in range(40):
        t = Scenario(rules, players=3, seed=round_)
        t.pile("discard", rng.choice(faces[:3]))
        hand = t.hand(0, *rng.sample([f for f in faces for _ in range(2)][:-1], rng.randint(1, 5)))
        leader = rng.choice([0, 1])
        t.role("leader", leader)
        deck, top = t.program.deck, t.state.zones[t.state.slot_of["discard"]][-1]
        expected, seen = [], set()
        for card in hand:
            face = t.face_of(card)
            if face in seen:
                continue
            seen.add(face)
            kind = deck.kinds[card]
            if passes(deck.values[card], kind, deck.values[top], hand, card, top, leader == 0) and kind != "blank" \
                    and (kind != "joker" or leader == 0):
                expected.append(card)

        events = t.turn(0)

        asked = [decision.options for decision, _ in t.decisions if decision.kind == "play"]
        played = [ev.moves[0][0] for ev in events if ev.kind == "play"]
        if len(expected) > 1:
            assert asked == [tuple(expected)], (where, round_)
        else:
            assert not asked and played == expected, (where, round_)


def test_a_give_restricted_for_two_kinds_by_the_state_offers_what_each_allows():
    text = tiny(cards=CARDS, rows=ROWS, turn="    active may give 1 card from hand to a chosen player except active\n")
    rules = mogel.load_rules(text=text, file="give.mm")
    body = turn_source(rules)
    assert "FACES[" not in body and body.count("bool(") == 2   # a table kept by both restrictions' values
    for leader in (0, 1):
        t = Scenario(rules, players=3)
        hand = t.hand(0, "joker 1", "number 1", "blank 2", "joker 2", "number 1")
        t.role("leader", leader)

        t.turn(0, [None])

        offered = [decision.options for decision, _ in t.decisions if decision.kind == "give"]
        assert offered == [(None, *(hand[:2] + hand[3:4] if leader == 0 else hand[1:3]))]
