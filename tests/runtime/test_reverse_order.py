"""`reverse order` and `quietly P goes next` (issue 22, docs/language.md 10.11), on hand-built
tables of a tiny shedding game: the turns, `next`, `previous`, `players` and `misses` follow the
order of play once it is turned round, `left of` stays the seat on the left, a new round starts
the header's way round again, and each is told (or, quietly, not) in English and German.
"""

from __future__ import annotations

import pytest

from mogel.play.scenario import Scenario
from mogel.present.narrate import Narrator
from tiny_games import load, play, tiny

CARDS = """
card back:
    name: en "back", de "Zurück"
    on play:
        reverse order

card skip:
    name: en "skip", de "Aussetzer"
    on play:
        next(active) misses 1 turn

card gift:
    name: en "gift", de "Geschenk"
    on play:
        left of active draws 1 card from draw
        next(active) draws 1 card from draw
        previous(active) draws 1 card from draw

card hop:
    name: en "hop", de "Hüpfer"
    on play:
        quietly next(next(active)) goes next
"""
ROWS = """    back:     1  1  1  = 3
    skip:     1  1  1  = 3
    gift:     1  1  1  = 3
    hop:      1  1  1  = 3
"""
TURN = """\
    active may play 1 card from hand where card.value = (top of discard).value or not card is number onto discard
    otherwise active draws 1 card from draw
"""
TEXT = tiny(CARDS, ROWS, TURN)
ADA, BO, CY, DI = range(4)


def table(ada=(), players: int = 4) -> Scenario:
    """Ada holds `ada` and a number 1; the others a number 1 each (no hand is empty)."""
    t = Scenario(load(TEXT), players=players)
    t.pile("discard", "number 2")
    t.pile("draw", "number 3", "number 3", "number 3")
    t.hand(ADA, *ada, "number 1")
    for seat in range(1, players):
        t.hand(seat, "number 1")
    return t


def told(t, events, lang="en"):
    narrator = Narrator(t.program, None, lang)
    return [s for s in (narrator.sentence(ev, t.state.layout) for ev in events) if s]


def test_reverse_order_turns_the_turns_next_previous_and_players_round():
    t = table(["back 1"])
    assert t.engine.after_turn_seat(ADA) == BO

    events = t.turn(ADA, answers=["back 1"])

    assert [(e.kind, e.info) for e in events if e.kind == "reverse"] == [("reverse", {"order": "right"})]
    assert t.state.seats_from(ADA) == [ADA, DI, CY, BO]
    assert t.engine.after_turn_seat(ADA) == DI
    assert t.engine.after_turn_seat(DI) == CY


def test_a_second_reverse_turns_it_back():
    t = table(["back 1", "back 2"])
    t.turn(ADA, answers=["back 1"])
    t.turn(ADA, answers=["back 2"])

    assert t.state.seats_from(ADA) == [ADA, BO, CY, DI]
    assert [e.info["order"] for e in t.events if e.kind == "reverse"] == ["right", "left"]


def test_misses_follows_the_order_of_play_and_left_of_stays_the_seat_on_the_left():
    t = table(["back 1", "skip 1", "gift 1"])
    t.turn(ADA, answers=["back 1"])

    t.turn(ADA, answers=["skip 1"])
    assert t.state.missing == [0, 0, 0, 1]             # next(Ada) is Di now
    assert t.engine.after_turn_seat(ADA) == CY         # Di's turn is passed over

    events = t.turn(ADA, answers=["gift 1"])
    drawn = [e.seat for e in events if e.kind == "draw"]
    assert drawn == [BO, DI, BO]   # left of Ada is Bo whichever way play goes; next and previous turned round


def test_a_new_round_starts_the_header_s_way_round_and_says_so_only_when_it_was_turned():
    t = table(["back 1"])
    t.engine.reset_order(None)
    assert not any(e.kind == "reverse" for e in t.events)   # nothing to turn back

    t.turn(ADA, answers=["back 1"])
    t.engine.reset_order(None)

    last = t.events[-1]
    assert (last.kind, last.info) == ("reverse", {"order": "left", "reset": True})
    assert t.state.seats_from(BO) == [BO, CY, DI, ADA]
    assert told(t, [last]) == ["Play goes clockwise again."]
    assert told(t, [last], "de") == ["Es geht wieder im Uhrzeigersinn weiter."]


def test_a_reverse_is_told_once_in_english_and_german():
    t = table(["back 1"])
    events = t.turn(ADA, answers=["back 1"])
    assert "Play now goes counterclockwise." in told(t, events)
    assert "Es geht jetzt gegen den Uhrzeigersinn weiter." in told(t, events, "de")


@pytest.mark.parametrize("order, way", [("left", "counterclockwise"), ("right", "clockwise")])
def test_a_game_played_to_the_right_reverses_to_the_left(order, way):
    t = Scenario(load(tiny(CARDS, ROWS, TURN, order=order)), players=3)
    t.pile("discard", "number 2")
    t.hand(ADA, "back 1", "number 1")
    t.hand(BO, "number 1")
    t.hand(CY, "number 1")
    events = t.turn(ADA, answers=["back 1"])
    assert told(t, [e for e in events if e.kind == "reverse"]) == [f"Play now goes {way}."]


def test_quietly_goes_next_names_the_next_player_and_is_not_told():
    t = table(["hop 1"])

    events = t.turn(ADA, answers=["hop 1"])

    (jump,) = [e for e in events if e.kind == "next_turn"]
    assert (jump.seat, jump.info) == (CY, {"again": False, "quiet": True})
    assert t.engine.after_turn_seat(ADA) == CY
    assert not any("Cy" in line for line in told(t, events) + told(t, events, "de"))


def test_whole_games_that_reverse_replay_identically():
    import mogel

    game = play(TEXT, players=4, seed=3)
    assert any(e.kind == "reverse" for e in game.events) and any(e.info.get("quiet") for e in game.events)
    again = mogel.replay(game.rules, game.record())
    assert [(e.kind, e.seat, e.info) for e in again.events] == [(e.kind, e.seat, e.info) for e in game.events]


def test_rules_that_keep_the_direction_across_rounds_turn_it_again_in_the_setup():
    """The recipe of docs/language.md 10.11: a variable never reset remembers the direction, and
    the setup, which runs after the new round has turned it back, turns it round again."""
    import mogel

    kept = TEXT.replace("    rounds: 1\n", "    rounds: 3\n").replace(
        "        reverse order\n", "        reverse order\n        set backwards = not backwards\n").replace(
        "        move 1 card from draw to discard\n",
        "        move 1 card from draw to discard\n        if backwards:\n            reverse order\n")
    game = play(kept + "\nvariable backwards = false\n", players=4, seed=3)
    now, number, first, last = "left", 0, {}, {}
    for ev in game.events:
        if ev.kind == "round_start":
            number = ev.info["round"]
        elif ev.kind == "reverse":
            now = ev.info["order"]
        elif ev.kind == "turn":
            first.setdefault(number, now)
        elif ev.kind == "round_end":
            last[number] = now
    assert len(last) == 3 and "right" in last.values()
    assert [first[n] for n in (2, 3)] == [last[n] for n in (1, 2)]   # each round goes on the way the last ended
    assert any(e.kind == "reverse" and e.info.get("reset") for e in game.events)
    assert isinstance(mogel.replay(game.rules, game.record()), mogel.Game)
