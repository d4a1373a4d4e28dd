"""A `set` after a move that may end its level, checked after each move (the default),
is warned `lost_after_move` (mogel/check/control.py `skipped_after_moves`, docs/language.md
sections 8 and 17), through the public interface (mogel.check_source, a played game).

Trial 25's item 21: Go Fish's `set book_count ... + 1` came after the `move` that took the last
card; the round ended at that move, the `set` never ran, and the winner had a point too few,
with no word from the checker."""

from __future__ import annotations

import pytest

import mogel
from tiny_games import SCORING, play, tiny

PLAY = "    active may play 1 card from hand where card.value = (top of discard).value onto discard\n"
DRAW = "    otherwise active draws 1 card from draw\n"
COUNTED = "variable plays = 0, per player, reset each round\n"
SCORED = "        each player scores plays of player\n"


def rules(*after: str, before: str = "", scoring: str = SCORED, checked: str = "move", level: str = "") -> str:
    text = tiny(turn=before + PLAY + DRAW + "".join(f"    {line}\n" for line in after), scoring=scoring) + COUNTED
    text = text.replace("    checked: after each move\n", f"    checked: after each {checked}\n{level}", 1)
    return text


def told(text: str, language: str = "en"):
    _, diagnostics = mogel.check_source(text, "lost.mm")
    return [(d.span.line, d.severity, d.message if language == "en" else d.render("de").splitlines()[0])
            for d in diagnostics]


def line_of(text: str, snippet: str) -> int:
    return text[:text.index(snippet)].count("\n") + 1


def lost(text: str) -> str:
    return (f"this 'set' does not run when the move at line {line_of(text, PLAY.strip())} ends 'round', and 'plays' is "
            "read after the end (or kept): 'round' is checked after each move (the default), its 'ends when:' reads "
            "cards, and the rest of the turn is not played once it ends; put it before that move, or write 'checked: "
            "after each turn' in 'round' [write 'expect warning: lost_after_move' in the block of level 'round' if "
            "that is meant]")


SET = "set plays of active = plays of active + 1"


def test_a_set_the_scoring_reads_after_a_move_that_may_end_the_round_is_warned():
    text = rules(SET)
    assert told(text) == [(line_of(text, SET), "warning", lost(text))]


def test_a_set_of_a_variable_kept_past_the_round_is_warned_too():
    text = rules(SET, scoring=SCORING).replace("reset each round\n", "reset each game\n")
    assert told(text) == [(line_of(text, SET), "warning", lost(text))]


@pytest.mark.parametrize("case", [
    dict(after=(SET,), checked="turn"),                       # the turn is always finished first
    dict(after=(), before=f"    {SET}\n"),                    # before the move
    dict(after=(SET,), scoring=SCORING),                      # reset each round and read by no scoring
])
def test_what_cannot_be_lost_is_not_warned(case):
    assert told(rules(*case.pop("after"), **case)) == []


def test_the_level_acknowledges_it_and_the_warning_in_german():
    text = rules(SET, level="    expect warning: lost_after_move\n")
    assert [severity for _, severity, _ in told(text)] == ["note"]
    text = rules(SET)
    assert told(text, "de")[0][2].endswith(
        f"Warnung: dieses 'set' läuft nicht, wenn der Zug in Zeile {line_of(text, PLAY.strip())} die Ebene 'round' "
        "beendet, und 'plays' wird nach dem Ende gelesen (oder bleibt): 'round' wird nach jedem Zug geprüft (der "
        "Standard), ihr 'ends when:' liest Karten, und der Rest des Zugs wird nicht gespielt, sobald sie endet; stell "
        "es vor diesen Zug, oder schreib 'checked: after each turn' in 'round' [schreib 'expect warning: "
        "lost_after_move' in den Block der Ebene 'round', wenn das so gemeint ist]")


def test_the_warned_statement_is_indeed_skipped_by_the_move_that_ends_the_round():
    """The warning tells what the engine does: each turn plays a card, so the starter goes out
    at its third play; after each move that play is not counted, after each turn it is."""
    totals = {}
    for checked in ("move", "turn"):
        text = rules(SET, checked=checked).replace(PLAY + DRAW, "    active must play 1 card from hand onto discard\n")
        assert "where" not in text.split("turn:")[1]
        totals[checked] = play(text, players=3, seed=1).state.totals
    assert totals == {"move": [2, 2, 2], "turn": [3, 2, 2]}


SCORE = "active scores 1"


def lost_points(text: str) -> str:
    return (f"these points are not scored when the move at line {line_of(text, PLAY.strip())} ends 'round': 'round' is "
            "checked after each move (the default), its 'ends when:' reads cards, and the rest of the turn is not "
            "played once it ends; score them before that move, or write 'checked: after each turn' in 'round' "
            "[write 'expect warning: lost_after_move' in the block of level 'round' if that is meant]")


def test_points_scored_after_a_move_that_may_end_the_round_are_warned():
    """Trial 21's leftover: points scored after such a move are lost as a `set` is."""
    text = rules(SCORE, scoring=SCORING)
    assert told(text) == [(line_of(text, SCORE), "warning", lost_points(text))]
    inside = rules(f"if size(hand of active) > 1:\n        {SCORE}", scoring=SCORING)   # in a block after the move
    assert [message for _, _, message in told(inside)] == [lost_points(inside)]


@pytest.mark.parametrize("case", [
    dict(after=(SCORE,), checked="turn", scoring=SCORING),   # the turn is always finished first
    dict(after=(), before=f"    {SCORE}\n", scoring=SCORING),   # before the move
])
def test_points_that_cannot_be_lost_are_not_warned(case):
    assert told(rules(*case.pop("after"), **case)) == []


def test_the_points_warning_in_german_and_acknowledged():
    text = rules(SCORE, scoring=SCORING)
    assert told(text, "de")[0][2].endswith(
        f"Warnung: diese Punkte werden nicht gezählt, wenn der Zug in Zeile {line_of(text, PLAY.strip())} die Ebene "
        "'round' beendet: 'round' wird nach jedem Zug geprüft (der Standard), ihr 'ends when:' liest Karten, und der "
        "Rest des Zugs wird nicht gespielt, sobald sie endet; vergib sie vor diesem Zug, oder schreib 'checked: after "
        "each turn' in 'round' [schreib 'expect warning: lost_after_move' in den Block der Ebene 'round', wenn das so "
        "gemeint ist]")
    noted = rules(SCORE, scoring=SCORING, level="    expect warning: lost_after_move\n")
    assert [severity for _, severity, _ in told(noted)] == ["note"]


def test_the_warned_points_are_indeed_lost_by_the_move_that_ends_the_round():
    """Each turn plays a card and scores 1: the starter goes out at its third play; after each
    move its third point is lost, after each turn it is scored."""
    totals = {}
    for checked in ("move", "turn"):
        text = rules(SCORE, scoring=SCORING, checked=checked).replace(
            PLAY + DRAW, "    active must play 1 card from hand onto discard\n")
        totals[checked] = play(text, players=3, seed=1).state.totals
    assert totals["move"] != totals["turn"] and sum(totals["turn"]) - sum(totals["move"]) == 1
