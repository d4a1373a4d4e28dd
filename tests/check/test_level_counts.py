"""Counts the checker can work out before a game starts are refused there, as `rounds:` is, not
left to stop the game in play: a level's `times:` out of 1 to MAX_ROUNDS (the top level) or 1 to
MAX_PARTS (a level inside another), for some number of players; a `repeat N times` above the
engine's MAX_RUNS.  `ends when: false` (a constant) is warned of: the level never ends by it.
A user trial met `times: 0`, `times: 0 - 1`, `times: 999999999999` and
`repeat 999999999999 times:` passing `mogel check` and stopping `mogel play`.
"""

from __future__ import annotations

import pytest

import mogel
from level_games import GAME_OF_TURNS, MATCH
from mogel.check.control import MAX_RUNS
from mogel.check.levels import MAX_PARTS, MAX_ROUNDS
from tiny_games import tiny

PASS = "    name: en \"pass\", de \"Durchgang\"\n"


def told(text: str, severity: str = "error"):
    _, diagnostics = mogel.check_source(text, "counts.mm")
    return [(d.span.line, d.span.column, d.message) for d in diagnostics if d.severity == severity]


def at(text: str, piece: str, column_of: str):
    number, line = next((n, line) for n, line in enumerate(text.splitlines(), 1) if piece in line)
    return number, line.index(column_of) + 1


def with_pass_times(times: str) -> str:
    assert PASS in MATCH
    return MATCH.replace(PASS, PASS + f"    times: {times}\n", 1)


@pytest.mark.parametrize("times, value", [("0", "0"), ("0 - 1", "-1"), ("999999999999", "999999999999"),
                                          (str(MAX_PARTS + 1), str(MAX_PARTS + 1))])
def test_a_constant_times_of_an_inner_level_out_of_range_is_refused(times, value):
    text = with_pass_times(times)
    assert told(text) == [(*at(text, f"times: {times}", times),
                           f"each round plays 'pass' 1 to {MAX_PARTS} times, not {value}")]


def test_the_top_levels_times_is_bounded_as_rounds_are():
    text = GAME_OF_TURNS.replace("    times: 2\n", "    times: 1001\n", 1)
    assert told(text) == [(*at(text, "times: 1001", "1001"),
                           f"the whole game plays 'game' 1 to {MAX_ROUNDS} times, not 1001")]


def test_a_times_out_of_range_for_some_players_names_them_in_both_languages():
    text = with_pass_times("player_count - 3")
    (line, column, message), = told(text)
    assert message == (f"each round plays 'pass' 1 to {MAX_PARTS} times, not -1 with 2 players, 0 with 3 players")
    _, diagnostics = mogel.check_source(text, "counts.mm")
    assert "jede Instanz von 'round' spielt 'pass' 1 bis 2000 Mal, nicht -1 mit 2 Spielern, 0 mit 3 Spielern" \
        in diagnostics[0].render("de")


def test_times_in_range_and_times_known_only_in_play_are_no_error():
    assert told(with_pass_times(str(MAX_PARTS))) == []
    assert told(with_pass_times("size(draw) + 1")) == []   # the engine checks it in play


@pytest.mark.parametrize("count, value", [("999999999999", "999999999999"), (str(MAX_RUNS + 1), str(MAX_RUNS + 1))])
def test_a_constant_repeat_count_above_the_engines_limit_is_refused(count, value):
    text = tiny(turn=f"    repeat {count} times:\n        active draws 1 card from draw\n")
    assert told(text) == [(*at(text, "repeat", count), f"a 'repeat' runs at most {MAX_RUNS} times: this is {value}")]
    assert told(tiny(turn=f"    repeat {MAX_RUNS} times:\n        active draws 1 card from draw\n")) == []


def test_a_repeat_count_above_the_limit_for_some_players_names_them():
    text = tiny(turn="    repeat player_count * 300 times:\n        active draws 1 card from draw\n")
    assert [message for _, _, message in told(text)] == [
        f"a 'repeat' runs at most {MAX_RUNS} times: this is 1200 with 4 players"]


ACK = " [write 'expect warning: ends_when_false' in the block of level 'round' if that is meant]"


def test_ends_when_false_is_warned_of_for_a_level_and_for_the_round():
    text = GAME_OF_TURNS.replace("    ends when: turns >= 4\n", "    ends when: false\n", 1)
    assert told(text, "warning") == [(*at(text, "ends when: false", "false"),
                                      "'ends when:' is always false: a round never ends by it" + ACK)]
    text = tiny().replace("    ends when: any(", "    ends when: false or any(", 1)
    assert told(text, "warning") == []   # not a constant
    text = tiny().split("    ends when:")[0] + "    ends when: false\n    checked: after each move\n" \
        + tiny().split("    checked: after each move\n", 1)[1]
    assert told(text, "warning") == [(*at(text, "ends when: false", "false"),
                                      "'ends when:' is always false: a round never ends by it" + ACK)]


def test_the_docs_quote_the_warning_as_the_checker_says_it_of_the_round():
    """docs/language.md section 17 quoted "a trick never ends by it" for the round's (trial 24 section 23)."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "language.md").read_text(encoding="utf-8")
    assert "`'ends when:' is always false: a round never ends by it`" in doc
