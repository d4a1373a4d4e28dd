"""`move ... to bottom of ZONE` (docs/language.md 10.4): the cards go under the cards there, each
in the order it is moved, so that a packet taken top first keeps its order under the pile; the
events carry `under` and rebuild the same state (Game.state_at, as a replay applies them), a
recorded game replays event for event, the usual module, the twin for bots answered at once and
the lab twin play it, and the narration says "under" / "unter" and tells a card a seat cannot
see as "a card": scenario tests on hand-built tables of the tiny shedding game.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.agents import RandomBot
from mogel.play.scenario import FirstOption, Scenario
from mogel.present.narrate import Narrator
from tiny_games import load, tiny

MOVES = """\
    move 2 cards from draw to bottom of hand of active
    move all cards from discard to bottom of hand of active
    move top of draw to bottom of discard
    move 1 card from draw to bottom of hand of next(active) face down
"""
ADA, BO, CY = range(3)


def table(turn: str = MOVES) -> Scenario:
    t = Scenario(load(tiny(turn=turn)), players=3, seed=0)
    t.pile("discard", "number 1", "number 2")
    t.pile("draw", "number 3", "number 1", "number 2", "number 3", "number 1")
    t.hand(ADA, "number 3")
    t.hand(BO, "number 2")
    t.hand(CY, "number 2")
    return t


def test_the_cards_go_under_the_pile_and_a_packet_keeps_its_order():
    t = table()
    events = t.turn(ADA)
    # the 2 top cards of the draw (1 on top of 3) under Ada's 3, in their order; then the discard
    # (1 under 2) under those; the draw's new top alone under the empty discard; the next under Bo's
    assert t.faces("hand", ADA) == ["number 1", "number 2", "number 3", "number 1", "number 3"]
    assert t.faces("discard") == ["number 2"]
    assert t.faces("hand", BO) == ["number 1", "number 2"]
    assert t.faces("draw") == ["number 3"]
    assert [e.kind for e in events] == ["move", "move", "gather", "move", "move"]
    assert all(e.info.get("under") for e in events)
    assert list(t.state.face_down) == [events[-1].moves[0][0]]   # Bo's bottom card lies face down


def test_a_move_to_the_top_is_told_and_kept_as_before():
    t = table("    move 2 cards from draw to hand of active\n")
    events = t.turn(ADA)
    assert t.faces("hand", ADA) == ["number 3", "number 1", "number 3"]
    assert not any("under" in e.info for e in events)


@pytest.mark.parametrize("lang, told", [
    ("en", ["A number card (1) goes from the draw under Ada's hand.",
            "2 cards go from the discard under Ada's hand: a number card (2) and a number card (1).",
            "A number card (2) goes from the draw under the discard."]),
    ("de", ["Eine Zahlenkarte (1) wandert von der Zone „draw“ unter die Hand von Ada.",
            "2 Karten kommen von der Zone „discard“ unter die Hand von Ada: eine Zahlenkarte (2) und "
            "eine Zahlenkarte (1).",
            "Eine Zahlenkarte (2) wandert von der Zone „draw“ unter die Zone „discard“."])])
def test_the_narration_says_under(lang, told):
    t = table()
    events = t.turn(ADA)
    said = [Narrator(t.program, None, lang).sentence(e, t.state.layout) for e in events]
    assert [said[0], said[2], said[3]] == told
    assert said[4].endswith(("face down from the draw under Bo's hand.", "verdeckt von der Zone „draw“ unter die Hand von Bo."))


def test_a_card_a_seat_cannot_see_is_told_as_a_card():
    t = table()
    events = t.turn(ADA)
    narrator = Narrator(t.program, None, "en")
    for seat in (BO, CY):   # Ada's hand is seen by Ada only; the draw by nobody
        said = [narrator.sentence(t.visibility.redact(e, seat), t.state.layout) for e in events]
        assert said[0] == "A card goes from the draw under Ada's hand."
        assert said[3] == "A card goes from the draw under the discard."   # not the discard's top when it went
    said = [narrator.sentence(t.visibility.redact(e, ADA), t.state.layout) for e in events]
    assert said[0] == "A number card (1) goes from the draw under Ada's hand."


GAME = """\
    active may play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise active draws 1 card from draw
    if size(discard) > 2:
        move all cards from discard except top to bottom of draw
    move 1 card from draw to bottom of draw
    move top of hand of active to bottom of hand of active
"""


@pytest.mark.parametrize("bots", ["first", "random"])
def test_a_whole_game_rebuilds_and_replays_from_its_events(bots):
    rules = load(tiny(turn=GAME, limit=30))
    for seed in (1, 2, 3):
        agents = [FirstOption() if bots == "first" else RandomBot() for _ in range(3)]
        game = mogel.Game(rules, agents, seed=seed).play()
        assert any(e.info.get("under") for e in game.events)
        rebuilt = game.state_at(len(game.events))
        assert rebuilt.zones == game.state.zones and rebuilt.where == game.state.where
        again = mogel.replay(rules, game.record())
        assert [(e.kind, e.seat, e.moves, dict(e.info)) for e in again.events] == \
            [(e.kind, e.seat, e.moves, dict(e.info)) for e in game.events]


def test_the_lab_twin_plays_it():
    rows = mogel.simulate(load(tiny(turn=GAME, limit=30)), games=6, players=3, seed=2, workers=1, progress=False)
    assert len(rows) == 6 * 3 and set(rows["game"]) == set(range(6))   # a row per seat of each game


@pytest.mark.parametrize("statement", ["active draws 1 card from bottom of draw", "move 1 card from bottom of draw to discard"])
def test_bottom_of_is_a_move_destination_only(statement):
    rules = tiny(turn=f"    {statement}\n")
    with pytest.raises(mogel.RulesError) as refused:
        load(rules)
    at = rules.index("bottom of")
    where = f"tiny.mm:{rules.count(chr(10), 0, at) + 1}:{at - rules.rfind(chr(10), 0, at)}: "
    assert where + "'bottom of' stands only after the 'to' of a 'move'" in refused.value.render("en")
    assert where + "'bottom of' steht nur nach dem 'to' eines 'move'" in refused.value.render("de")
