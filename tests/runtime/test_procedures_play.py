"""Procedures in play (docs/language.md 10.16): `do NAME` runs the procedure's statements where
it stands, seeing the names bound there; each event cites its line in the procedure; a variant
that replaces one procedure changes that part of the turn and nothing else."""

from __future__ import annotations

import mogel
from mogel.play.scenario import Scenario
from tiny_games import load, tiny

ITEMS = """
card bonus:
    penalty: 2
    on play:
        do reward

variable owed = 0, reset each round

procedure reward:
    played.penalty goes next
    active scores played.penalty

procedure pay_debt:
    active draws owed cards from draw
    set owed = 0

procedure normal_play:
    let n = 1
    active must play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise active draws n cards from draw

procedure each_draws:
    player draws 1 card from draw

variant draw_two:
    description: "a player who cannot play draws two"
    procedure normal_play:
        active must play 1 card from hand where card.value = (top of discard).value onto discard
        otherwise active draws 2 cards from draw
"""
ROWS = "    bonus:    1  1  1  = 3\n"
TURN = """\
    let n = 3
    if owed > 0:
        do pay_debt
    else:
        do normal_play
    if size(hand of active) > 9:
        for each player:
            do each_draws
    set owed = n
"""
TEXT = tiny(ITEMS.replace("    played.penalty goes next\n", ""), ROWS, TURN, copies=12)
ADA, BO, CY = range(3)


def table(text: str = TEXT, variant=None) -> Scenario:
    t = Scenario(mogel.load_rules(text=text, file="tiny.mm", variants=variant), players=3)
    t.pile("discard", "number 2")
    t.pile("draw", *["number 3"] * 6)
    t.hand(BO, "number 1")
    t.hand(CY, "number 1")
    return t


def line(text: str, statement: str) -> int:
    return text.split("\n").index(statement) + 1


def test_a_procedure_runs_where_it_is_done_and_its_events_cite_its_lines():
    t = table()
    t.hand(ADA, "number 1")

    events = t.turn(ADA)

    draws = [ev.span.line for ev in events if ev.kind == "draw"]
    assert draws == [line(TEXT, "    otherwise active draws n cards from draw")]   # the procedure's `let n = 1`
    set_owed = [ev for ev in events if ev.kind == "set"]
    assert [ev.info["value"] for ev in set_owed] == [3]   # after the procedure, `n` is the turn's again


def test_the_next_turn_does_the_other_procedure():
    t = table()
    t.hand(ADA, "number 1")
    t.turn(ADA)
    t.hand(BO, "number 3")

    events = t.turn(BO)

    draws = [ev.span.line for ev in events if ev.kind == "draw"]
    assert draws == [line(TEXT, "    active draws owed cards from draw")] * 3


def test_a_variant_replaces_one_procedure_and_nothing_else():
    t = table(variant="draw_two")
    t.hand(ADA, "number 1")

    events = t.turn(ADA)

    assert sum(ev.kind == "draw" for ev in events) == 2
    assert [ev.info["value"] for ev in events if ev.kind == "set"] == [3]   # the turn is the same


def test_a_procedure_done_in_on_play_sees_the_card_played_and_its_player():
    t = table()
    t.hand(ADA, "bonus 2", "number 1")

    events = t.turn(ADA)

    score = next(ev for ev in events if ev.kind == "score")
    assert (score.seat, score.info["points"], score.span.line) == (ADA, 2, line(TEXT, "    active scores played.penalty"))


def test_a_procedure_done_for_each_player_sees_the_player():
    t = table()
    t.hand(ADA, *["number 1"] * 10)

    events = t.turn(ADA)

    draws = [ev.seat for ev in events if ev.kind == "draw" and ev.span.line == line(TEXT, "    player draws 1 card from draw")]
    assert draws == [ADA, BO, CY]


def test_whole_games_with_procedures_replay_alike():
    rules = load(TEXT)
    first = mogel.Game(rules, ["random"] * 3, seed=4).play()
    again = mogel.Game(rules, ["random"] * 3, seed=4).play()

    assert first.events == again.events
    assert any(ev.span.line == line(TEXT, "    active draws owed cards from draw") for ev in first.events)
