"""Who plays next (design section 4 of issue 17): `P goes next`, `P misses N turns`, `next(P)`
and `previous(P)`, on hand-built tables and in whole games of a tiny shedding game with a
skip card and a play-again card.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.play.scenario import Scenario
from tiny_games import load, play, tiny

CARDS = """
card skip:
    name: en "skip", de "Aussetzer"
    penalty: 2
    on play:
        next(active) misses 1 turn

card again:
    name: en "again", de "Nochmal"
    penalty: 2
    on play:
        active goes next

card back:
    penalty: 2
    on play:
        previous(active) goes next
"""
ROWS = """    skip:     1  1  1  = 3
    again:    1  1  1  = 3
    back:     1  1  1  = 3
"""
# action cards go on anything; numbers on an equal value
TURN = """\
    active may play 1 card from hand where card.value = (top of discard).value or not card is number onto discard
    otherwise active draws 1 card from draw
"""
TEXT = tiny(CARDS, ROWS, TURN)
ADA, BO, CY, DI = range(4)


def table(players: int = 4, text: str = TEXT, **hands) -> Scenario:
    """Ada's hand as given; each other player holds a number 1 unless given (an empty hand would
    end the round at the first move)."""
    t = Scenario(load(text), players=players)
    t.pile("discard", "number 2")
    t.pile("draw", "number 3", "number 3")
    for seat in "ABCD"[:players]:
        faces = hands.get(seat, [] if seat == "A" else ["number 1"])
        t.hand("ABCD".index(seat), *faces)
    return t


def kinds(events):
    return [(e.kind, e.seat) for e in events if e.kind in ("turn", "next_turn", "miss", "skip")]


def test_a_skip_card_makes_the_next_player_miss_their_next_turn():
    t = table(A=["skip 1", "number 1"], B=["number 1"], C=["number 1"], D=["number 1"])

    events = t.turn(ADA, answers=["skip 1"])

    miss = [e for e in events if e.kind == "miss"]
    assert [(e.seat, e.info) for e in miss] == [(BO, {"turns": 1})]
    assert t.state.missing == [0, 1, 0, 0]
    assert t.engine.after_turn_seat(ADA) == CY
    assert kinds(t.events[-1:]) == [("skip", BO)]
    assert t.state.missing == [0, 0, 0, 0]


def test_missed_turns_add_up_and_each_is_passed_over_once():
    t = table(A=["skip 1", "skip 2", "number 1"], B=["number 1"], C=["number 1"], D=["number 1"])
    t.turn(ADA, answers=["skip 1"])
    t.turn(ADA, answers=["skip 2"])
    assert t.state.missing[BO] == 2

    assert t.engine.after_turn_seat(ADA) == CY
    assert t.engine.after_turn_seat(DI) == ADA
    assert t.engine.after_turn_seat(ADA) == CY   # Bo's turn is passed over again
    assert [e.seat for e in t.events if e.kind == "skip"] == [BO, BO]
    assert t.state.missing[BO] == 0


def test_a_missed_turn_is_not_a_turn():
    t = table(A=["skip 1", "number 1"], B=["number 1"])
    t.turn(ADA, answers=["skip 1"])
    turns, quiet = t.state.turn, t.state.quiet

    t.engine.after_turn_seat(ADA)

    assert (t.state.turn, t.state.quiet) == (turns, quiet)
    assert not any(e.kind in ("turn", "cheat", "notice") for e in t.events[-1:])


def test_play_again_gives_the_active_player_the_next_turn():
    t = table(A=["again 1", "number 1"])

    events = t.turn(ADA, answers=["again 1"])

    assert [(e.seat, e.info) for e in events if e.kind == "next_turn"] == [(ADA, {"again": True})]
    assert t.engine.after_turn_seat(ADA) == ADA


def test_a_later_goes_next_replaces_an_earlier_one_and_a_turn_forgets_it():
    turn = "    previous(active) goes next\n    next(next(active)) goes next\n    active draws 1 card from draw\n"
    t = table(text=tiny(CARDS, ROWS, turn))

    t.turn(ADA)

    assert [(e.seat, e.info) for e in t.events if e.kind == "next_turn"] == \
        [(DI, {"again": False}), (CY, {"again": False})]
    assert t.engine.after_turn_seat(ADA) == CY
    t.turn(CY)
    assert t.state.next_seat == ADA     # Cy's previous (Bo), replaced by next(next(Cy)): Ada
    t.engine.emit("turn", BO)
    assert t.state.next_seat is None


def test_going_next_to_a_player_who_misses_passes_to_the_one_after():
    turn = "    previous(active) misses 1 turn\n    previous(active) goes next\n    active draws 1 card from draw\n"
    t = table(text=tiny(CARDS, ROWS, turn))

    t.turn(ADA)

    assert t.engine.after_turn_seat(ADA) == ADA   # Di is passed over; after Di comes Ada
    assert [e.seat for e in t.events if e.kind == "skip"] == [DI]


def test_next_and_previous_follow_the_order_of_play():
    right = tiny(CARDS, ROWS, TURN, order="right")
    t = table(text=right, A=["skip 1", "number 1"])

    t.turn(ADA, answers=["skip 1"])

    assert t.state.missing == [0, 0, 0, 1]     # to the right of Ada is Di
    assert t.engine.after_turn_seat(ADA) == CY


def test_missing_no_turn_tells_nothing():
    t = table(text=tiny(turn="    next(active) misses 0 turns\n    active draws 1 card from draw\n"))
    events = t.turn(ADA)
    assert not [e for e in events if e.kind == "miss"]


def test_the_counts_and_the_next_player_are_forgotten_when_the_round_ends():
    t = table(A=["skip 1", "again 1", "number 1"])
    t.turn(ADA, answers=["skip 1"])
    t.turn(ADA, answers=["again 1"])
    assert t.state.missing[BO] == 1 and t.state.next_seat == ADA

    t.engine.emit("round_end", info={"round": 1, "reason": "ends when", "active": ADA})

    assert t.state.missing == [0, 0, 0, 0] and t.state.next_seat is None


def test_narration_in_english_and_german():
    game = play(TEXT, players=3, seed=0, agents=[mogel.RandomBot() for _ in range(3)])
    lines = {lang: "\n".join(game.narration(lang=lang)) for lang in ("en", "de")}
    kinds_seen = {e.kind for e in game.events}
    assert {"next_turn", "miss", "skip"} <= kinds_seen, kinds_seen
    assert "plays again." in lines["en"] and "ist noch einmal dran." in lines["de"]
    assert "will miss a turn." in lines["en"] and "muss einmal aussetzen." in lines["de"]
    assert "misses a turn." in lines["en"] and "setzt aus." in lines["de"]
    assert "goes next." in lines["en"] and "ist als Nächstes dran." in lines["de"]


@pytest.mark.parametrize("seed", range(8))
def test_whole_games_follow_skips_and_play_again_and_replay_identically(seed):
    """In every game: after a skip of X the next turn is not X's; after `goes next` of Y the
    next turn is Y's unless Y is passed over; turns count only the turns taken."""
    game = play(TEXT, players=3, seed=seed, agents=[mogel.RandomBot() for _ in range(3)])
    events = game.events
    owed, chosen, active = [0, 0, 0], None, None
    for ev in events:
        if ev.kind == "miss":
            owed[ev.seat] = ev.info["turns"]
        elif ev.kind == "skip":
            assert owed[ev.seat] > 0
            owed[ev.seat] -= 1
            if chosen == ev.seat:
                chosen = None
        elif ev.kind == "next_turn":
            chosen = ev.seat
            assert ev.info["again"] == (ev.seat == active)
        elif ev.kind == "turn":
            if chosen is not None:
                assert ev.seat == chosen
            assert owed[ev.seat] == 0
            active, chosen = ev.seat, None
    assert sum(e.kind == "turn" for e in events) == game.state.turn or game.state.turn == 0
    again = mogel.replay(load(TEXT), game.record())
    assert again.events == events


def test_a_round_where_nobody_ever_plays_is_stopped_at_the_misses_line():
    text = tiny(turn="    active misses 5000 turns\n")
    with pytest.raises(mogel.RulesRuntimeError) as err:
        play(text, players=3)
    line = text.splitlines().index("    active misses 5000 turns") + 1
    assert str(err.value).startswith(f"tiny.mm:{line}:5: 1000 turns in a row were missed and nobody played")
    assert "misses" in err.value.excerpt
