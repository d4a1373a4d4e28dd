"""A score or a variable's number that leaves 12 digits either way stops the game with an error
at its rules line (mogel.compile.work.too_large), as a rules file may write no number longer:
a table, a log and the lab's columns (64-bit integers) then always hold the numbers of a game.
A user trial scored `999999999999 * 999999999999 * ...`: `mogel play` printed a 120-digit
score table and `mogel simulate` ended in an OverflowError traceback.
"""

from __future__ import annotations

import re

import pytest

import mogel
from conftest import run_cli
from tiny_games import play, tiny

BOUND = "a score or a number kept in a variable must lie between -999,999,999,999 and 999,999,999,999"
HUGE = "999999999999 * 999999999999 * 999999999999"


def line_of(text: str, piece: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if piece in line)


def test_points_beyond_twelve_digits_stop_the_game_at_the_score():
    text = tiny(scoring=f"        each player scores {HUGE}\n")
    with pytest.raises(mogel.RulesRuntimeError) as stopped:
        play(text)
    line = line_of(text, "each player scores")
    assert str(stopped.value) == (f"tiny.mm:{line}:9: the points scored here came out as a number of 36 digits, "
                                  f"and the game was stopped: {BOUND} (12 digits, as a number written in the rules)")
    assert stopped.value.span.line == line and "each player scores" in stopped.value.excerpt


def test_a_total_that_grows_beyond_twelve_digits_stops_the_game():
    text = tiny(scoring="        each player scores 600000000000\n").replace("rounds: 1", "rounds: 2")
    with pytest.raises(mogel.RulesRuntimeError, match=r"^tiny\.mm:\d+:9: the score these points make came out as "
                                                      r"1,200,000,000,000, and the game was stopped: "):
        play(text)


def test_negative_points_are_bounded_too():
    text = tiny(scoring="        each player scores 0 - 999999999999 * 2\n")
    with pytest.raises(mogel.RulesRuntimeError, match=r"came out as -1,999,999,999,998, and the game was stopped"):
        play(text)


def test_scores_up_to_the_bound_play_as_before():
    text = tiny(scoring="        each player scores 999999999999\n")
    game = play(text)
    assert game.state.totals == [999999999999] * 3


def test_a_variable_set_beyond_twelve_digits_stops_the_game_at_the_set():
    text = tiny(turn="    set big = big * 1000000\n" + tiny().split("turn:\n", 1)[1]).replace(
        "zone draw:", "variable big = 1000\n\nzone draw:", 1)
    with pytest.raises(mogel.RulesRuntimeError, match=r"^tiny\.mm:\d+:5: the number set here came out as "
                                                      r"1,000,000,000,000,000, and the game was stopped: "):
        play(text)


def test_play_and_simulate_tell_the_error_without_a_traceback(tmp_path, capsys):
    path = tmp_path / "huge.mm"
    path.write_text(tiny(scoring=f"        each player scores {HUGE}\n"), encoding="utf-8")
    for command in (("play", "--quiet", "--seed", "1"), ("simulate", "--games", "3", "--workers", "1")):
        code, out, err = run_cli(capsys, *command, path)
        assert code == 1 and "the points scored here came out as a number of 36 digits" in err
        assert "999999999998" not in out + err   # no score of many digits in a table


def test_a_round_score_past_the_bound_is_caught_though_the_total_stays_within():
    """The scores are looked at only once the points scored since the last look could carry one
    past the bound (State.headroom): a round's score that leaves it while the game's total does
    not (the round before took as much away) still stops the game, at the score that makes it."""
    text = tiny(scoring="        each player scores (0 - 600000000000 if round = 1 else 600000000000)\n"
                        "        each player scores (0 if round = 1 else 600000000000)\n").replace("rounds: 1", "rounds: 2")
    with pytest.raises(mogel.RulesRuntimeError, match=r"^tiny\.mm:\d+:9: the score these points make came out as "
                                                      r"1,200,000,000,000, and the game was stopped: "):
        play(text)


def test_many_small_scores_near_the_bound_play_to_the_last_point():
    """Points well under the headroom are not looked at one by one, yet the bound is exact: a
    total of exactly 999,999,999,999 plays, one point more stops the game."""
    near = tiny(scoring="        each player scores 999999999990\n        repeat 9 times:\n"
                        "            each player scores 1\n")
    assert play(near).state.totals == [999999999999] * 3
    with pytest.raises(mogel.RulesRuntimeError, match=r"came out as 1,000,000,000,000, and the game was stopped"):
        play(near.replace("repeat 9 times", "repeat 10 times"))


NO_VALUE = ("came out with no value, and the game was stopped: a variable read here has none yet (no start value "
            "and not set so far), or a choice nobody made, or a role nobody holds; give the variable a start value "
            "('= 0') or set it first")


@pytest.mark.parametrize("variable, points", [("variable tricks, per player", "tricks of player"),
                                              ("variable led_n", "led_n")], ids=["per player", "table"])
def test_points_of_a_variable_never_set_stop_the_game_at_the_score(variable, points):
    """A user trial scored a variable with no start value that was never set: a TypeError traceback
    of the engine, in `play` and `simulate` alike."""
    text = tiny(scoring=f"        each player scores {points}\n").replace("zone draw:", f"{variable}\n\nzone draw:", 1)
    with pytest.raises(mogel.RulesRuntimeError) as stopped:
        play(text)
    line = line_of(text, "each player scores")
    assert str(stopped.value) == f"tiny.mm:{line}:9: the points scored here {NO_VALUE}"
    assert stopped.value.span.line == line and "each player scores" in stopped.value.excerpt


def test_a_number_of_cards_with_no_value_stops_the_game_at_the_draw():
    text = tiny(turn="    active draws n cards from draw\n" + tiny().split("turn:\n", 1)[1]).replace(
        "zone draw:", "variable n\n\nzone draw:", 1)
    with pytest.raises(mogel.RulesRuntimeError, match=r"^tiny\.mm:\d+:\d+: the number of cards here " + re.escape(NO_VALUE)):
        play(text)
