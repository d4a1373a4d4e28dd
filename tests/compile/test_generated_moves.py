"""The moves the code generator writes inline (mogel.compile.source_moves; the rules' `move`:
source_stmt), on hand-built tables: what a play offers, a give, a chosen move, a draw from an
empty pile, a take below the top, `becomes` -- each as the rules say, through Scenario and the
events it returns; and how the usual module and its lab twin make an event in place."""

from __future__ import annotations

import re

import pytest

import mogel
from mogel.compile.codegen import source
from mogel.compile.program import DeckTables
from mogel.compile.source_module import lays_face_down
from mogel.play.scenario import Scenario
from faces_rules import peek_rules
from tiny_games import tiny

RULE_CARDS = """
card joker:
    name: en "joker", de "Joker"
    penalty: 5
    cannot be played unless size(hand of player) = 1
    cannot be given

role leader:
    name: en "leader", de "Anführer"
"""
RULE_ROWS = "    joker:    1  0  0  = 1\n"


def table(turn: str, players: int = 3) -> Scenario:
    """A tiny game with the turn `turn`, a joker that is played only as the last card and never
    given, and a role."""
    text = tiny(cards=RULE_CARDS, rows=RULE_ROWS, turn=turn)
    return Scenario(mogel.load_rules(text=text, file="moves.mm"), players=players)


def asked(t: Scenario, kind: str):
    return [decision for decision, _ in t.decisions if decision.kind == kind]


def test_a_play_offers_one_card_per_face_that_passes_its_test_and_its_restriction():
    t = table("    active must play 1 card from hand where card.value >= (top of discard).value onto discard\n")
    top = t.pile("discard", "number 2")[-1]
    hand = t.hand(0, "number 1", "number 3", "number 2", "number 3", "joker 1")

    events = t.turn(0, ["number 3"])

    decision = asked(t, "play")[0]
    assert decision.options == (hand[1], hand[2])   # the first 3 of two; no 1; no joker (not the last card)
    assert decision.info == {"onto": top}
    play = next(ev for ev in events if ev.kind == "play")
    assert play.seat == 0 and play.moves == ((hand[1], t.state.slot_of["hand"], t.state.slot_of["discard"]),)
    assert play.info == {"onto": top}
    assert t.faces("discard") == ["number 2", "number 3"]


def test_a_play_with_one_option_is_not_asked_and_the_restriction_lets_the_last_card_go():
    t = table("    active must play 1 card from hand where card.value >= 0 onto discard\n")
    t.pile("discard", "number 2")
    joker = t.hand(0, "joker 1")[0]

    events = t.turn(0)

    assert not asked(t, "play")
    assert [ev.moves[0][0] for ev in events if ev.kind == "play"] == [joker]


def test_a_may_play_with_no_option_declines_once_and_runs_otherwise():
    t = table("    active may play 1 card from hand where card.value = 3 onto discard\n"
              "    otherwise active draws 1 card from draw\n")
    t.pile("discard", "number 2")
    t.pile("draw", "number 1")
    t.hand(0, "number 1", "number 2")

    events = t.turn(0)

    assert [ev.kind for ev in events if ev.kind in ("decline", "play", "draw")] == ["decline", "draw"]
    decline = next(ev for ev in events if ev.kind == "decline")
    assert decline.info["verb"] == "play" and decline.info["had_option"] is False
    assert t.faces("hand", 0) == ["number 1", "number 2", "number 1"]


def test_a_give_to_a_chosen_player_asks_the_card_then_the_player_and_never_offers_the_joker():
    t = table("    active may give 1 card from hand to a chosen player except active\n")
    hand = t.hand(0, "joker 1", "number 3", "number 2")

    events = t.turn(0, ["number 2", 2])

    give_decision = asked(t, "give")[0]
    assert give_decision.options == (None, hand[1], hand[2]) and give_decision.info == {"to": [1, 2]}
    assert asked(t, "give_to")[0].options == (1, 2)
    give = next(ev for ev in events if ev.kind == "give")
    assert give.info == {"to": 2} and give.moves[0][0] == hand[2]
    assert t.faces("hand", 2) == ["number 2"]


def test_a_draw_from_an_empty_pile_draws_what_there_is_then_tells_no_draw():
    t = table("    active draws 3 cards from draw\n")
    for seat in range(3):   # nobody's hand is empty: the round goes on after each draw
        t.hand(seat, "number 3")
    t.pile("draw", "number 1", "number 2")

    events = t.turn(1)

    assert [ev.kind for ev in events if ev.kind in ("draw", "no_draw")] == ["draw", "draw", "no_draw"]
    assert t.faces("hand", 1) == ["number 3", "number 2", "number 1"]   # the top card first
    assert t.round_over is None


def test_a_take_below_the_top_of_a_pile_of_one_takes_nothing_and_runs_otherwise():
    t = table("    active takes 1 card from discard below top\n    otherwise active becomes leader\n")
    t.pile("discard", "number 3")

    events = t.turn(0)

    assert not [ev for ev in events if ev.kind == "take"]
    role = next(ev for ev in events if ev.kind == "role")
    assert role.info == {"role": "leader", "to": 0, "before": None}


def test_becomes_tells_a_change_of_role_only():
    t = table("    active becomes leader\n")
    t.role("leader", 2)

    assert not [ev for ev in t.turn(2) if ev.kind == "role"]
    assert [ev.info for ev in t.turn(1) if ev.kind == "role"] == [{"role": "leader", "to": 1, "before": 2}]


@pytest.mark.parametrize("answer", ["number 3", "number 1"])
def test_a_move_chosen_by_a_player_asks_them_one_card_per_face_and_tells_where_it_goes(answer):
    t = table("    move 1 card chosen by active from hand of active to discard\n")
    hand = t.hand(0, "number 1", "number 1", "number 3")

    events = t.turn(0, [answer])

    decision = asked(t, "choose")[0]
    assert decision.options == (hand[0], hand[2])
    assert "to" in decision.info
    move = next(ev for ev in events if ev.kind == "move")
    assert move.seat is None and t.face_of(move.moves[0][0]) == answer
    assert t.faces("discard")[-1] == answer


def test_an_event_made_in_place_is_kept_by_the_usual_module_and_counted_by_its_lab_twin():
    """One generator writes a module in two modes (mogel.compile.source_module `in_place`): the
    usual one builds and keeps each Event made in place while events are kept, and never reads
    the lab's counters; its lab twin, which only an engine in the lab mode runs, counts each
    such event and keeps none, testing no mode -- only whether a card lies face down, in rules
    that may lay one so (`lays_face_down`): rules.mm lays none, Peek does."""
    rules = mogel.load_rules()
    deck = DeckTables(rules)
    usual, twin = source(rules, deck), source(rules, deck, lab=True)

    assert "eng.lab" not in usual and re.search(r"if eng\.tally is None:   # in place: events kept", usual)
    assert not re.search(r"eng\.(tally|events|on_event|tell)\b", twin)
    assert "eng.lab['play']" in twin and "eng.lab['cheat']" in twin
    assert "face_down" not in usual and "face_down" not in twin
    assert twin.splitlines()[0].startswith("# rules.mm (game mogel_motte; the lab mode's twin): generated by mogel, do not edit;")
    assert usual.count("eng.emit_card(") > twin.count("eng.emit_card(") == 0   # the twin always moves a card in place
    peek = peek_rules()
    deck = DeckTables(peek)
    usual, twin = source(peek, deck), source(peek, deck, lab=True)
    assert re.search(r"if eng\.tally is None and not s\.face_down:", usual) and "if not s.face_down:" in twin
    assert "not in s.face_down else None" in usual
    assert usual.count("eng.emit_card(") == twin.count("eng.emit_card(") > 0
    assert not lays_face_down(rules) and lays_face_down(peek)
    assert lays_face_down(mogel.load_rules(game="cheat"))   # its plays make claims: their cards land face down
