"""`move all ... face down` (docs/language.md 10.4, 10.13): every card moved lies face down in its
new zone, its face known as for `move ... face down` (the owner of the one zone it came from who
saw it there; from every zone: nobody); with `to bottom of Z` the packet goes under the pile face
down in its order.  The events carry `face_down` (and `under`), rebuild the same state, replay, and
the narration tells "N cards go face down ..." with no face to any seat: scenario tests on
hand-built tables of the tiny shedding game, and whole games by bots (all twins).
"""

from __future__ import annotations

import pytest

import mogel
from mogel.agents import RandomBot
from mogel.check.loader import check_source
from mogel.play.scenario import FirstOption, Scenario
from mogel.present.narrate import Narrator
from tiny_games import load, tiny

MOVES = """\
    move all cards from hand of active where card.value = 1 to bottom of discard face down
    move all cards from draw where card.value = 3 to hand of next(active) face down
"""
ADA, BO, CY = range(3)


def table(turn: str = MOVES) -> Scenario:
    t = Scenario(load(tiny(turn=turn)), players=3, seed=0)
    t.pile("discard", "number 1", "number 2")
    t.pile("draw", "number 3", "number 1", "number 3")
    t.hand(ADA, "number 1", "number 3", "number 1")
    t.hand(BO, "number 2")
    t.hand(CY, "number 2")
    return t


def test_the_cards_lie_face_down_under_the_pile_in_their_order():
    t = table()
    events = t.turn(ADA)
    assert [e.kind for e in events] == ["gather", "gather"]
    assert t.faces("discard") == ["number 1", "number 1", "number 1", "number 2"]   # Ada's packet under it
    assert t.faces("hand", ADA) == ["number 3"]
    assert t.faces("hand", BO) == ["number 2", "number 3", "number 3"]
    down = t.state.face_down
    zones, slot_of = t.state.zones, t.state.slot_of
    discard, bo = zones[slot_of["discard"]], zones[slot_of["hand"] + BO]
    assert [card in down for card in discard] == [True, True, False, False]
    assert [down[card] for card in discard[:2]] == [ADA, ADA]   # Ada saw her hand: she knows their faces
    assert [down.get(card, "up") for card in bo] == ["up", None, None]   # from the draw: nobody knows them
    assert events[0].info["face_down"] and events[0].info["under"] and events[0].info["laid_by"] == ADA


@pytest.mark.parametrize("lang, told", [
    ("en", ["2 cards go face down from Ada's hand under the discard.", "2 cards go face down from the draw to Bo's hand."]),
    ("de", ["2 Karten kommen verdeckt von der Hand von Ada unter die Zone „discard“.",
            "2 Karten kommen verdeckt von der Zone „draw“ auf die Hand von Bo."])])
def test_the_narration_says_face_down(lang, told):
    t = table()
    events = t.turn(ADA)
    narrator = Narrator(t.program, None, lang)
    for seat in (ADA, BO, CY):   # the same words for every seat: a gather face down names no card to a seat
        assert [narrator.sentence(t.visibility.redact(e, seat), t.state.layout) for e in events] == told
    everything = [narrator.sentence(e, t.state.layout) for e in events]   # the all-seeing view: every face
    assert everything[0] == told[0] and everything[1].startswith(told[1][:-1] + ":") and "(3)" in everything[1]


def test_a_seat_sees_no_face_but_its_own():
    t = table()
    events = t.turn(ADA)
    for seat in (BO, CY):
        assert all(card is None for e in events for card, _, _ in t.visibility.redact(e, seat).moves)
    assert all(card is not None for card, _, _ in t.visibility.redact(events[0], ADA).moves)
    assert all(card is None for card, _, _ in t.visibility.redact(events[1], BO).moves)   # nobody saw them


def test_a_card_moved_face_up_again_is_face_up():
    t = table(MOVES + "    move all cards from discard to draw\n")
    t.turn(ADA)
    assert not any(card in t.state.face_down for card in t.state.zones[t.state.slot_of["draw"]])


GAME = """\
    active may play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise active draws 1 card from draw
    if size(discard) > 2:
        move all cards from discard except top to bottom of draw face down
    if size(hand of active) > 4:
        move all cards from hand of active where card.value = 1 to draw face down
"""


@pytest.mark.parametrize("bots", ["first", "random"])
def test_a_whole_game_rebuilds_and_replays_from_its_events(bots):
    rules = load(tiny(turn=GAME, limit=30))
    for seed in (1, 2, 3):
        agents = [FirstOption() if bots == "first" else RandomBot() for _ in range(3)]
        game = mogel.Game(rules, agents, seed=seed).play()
        assert any(e.info.get("face_down") for e in game.events if e.kind == "gather")
        rebuilt = game.state_at(len(game.events))
        assert rebuilt.zones == game.state.zones and rebuilt.face_down == game.state.face_down
        again = mogel.replay(rules, game.record())
        assert [(e.kind, e.seat, e.moves, dict(e.info)) for e in again.events] == \
            [(e.kind, e.seat, e.moves, dict(e.info)) for e in game.events]


def test_the_lab_twin_plays_it():
    rows = mogel.simulate(load(tiny(turn=GAME, limit=30)), games=6, players=3, seed=2, workers=1, progress=False)
    assert len(rows) == 6 * 3


def test_face_down_into_a_zone_that_hides_its_cards_is_warned():
    text = tiny(turn="    move all cards from discard to draw face down\n")
    found = [(d.severity, d.message) for d in check_source(text, "tiny.mm")[1]]
    assert ("warning", "'face down' hides nothing here: nobody sees the faces in 'draw' anyway [write 'expect "
            "warning: hides_nothing' as the first line of 'turn:' if that is meant]") in found
