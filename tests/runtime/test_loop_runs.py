"""Loops whose every run makes something happen: the round's steps (mogel.compile.work).

Found by tests/runtime/test_generated_rules.py: a `repeat 1000 times` and `for each player:`
twelve deep, whose runs each made an event (a point, a draw from an empty pile) after much
work.  Each event gave the work budget back, the event budget saw a few thousand events and
the turn limit one turn, so the game ran for minutes (126 s of CPU on main).  A round now takes
at most ROUND_WORK steps, events or not: the game stops at the outermost loop with a located
error.
"""

from __future__ import annotations

import mogel
from mogel.compile.work import ROUND_WORK
from mogel.errors import TooMuchRoundWork
from conftest import hard_limit
from tiny_games import tiny

PLAY = ("    active may play 1 card from hand where card.value = (top of discard).value onto discard\n"
        "    otherwise active draws 1 card from draw\n")


def scoring_repeat_text(depth: int = 12) -> str:
    """A turn whose `repeat 1000 times` scores a point, then runs `depth` `for each player:`."""
    loops = "".join("    " * (i + 2) + "for each player:\n" for i in range(depth))
    return tiny(turn="    repeat 1000 times:\n        active scores 1\n" + loops + "    " * (depth + 2)
                + "let x = player\n" + PLAY)


def nested_count(depth: int) -> str:
    expr = "true"
    for _ in range(depth):
        expr = f"count(players where {expr}) > 0"
    return expr


def stopped_at_the_repeat(text: str, players: int = 3) -> mogel.Game:
    """Play `text`; assert it stops at its `repeat 1000 times:` with the round's error; the game."""
    game = mogel.Game(mogel.load_rules(text=text, file="gen.mm"), [mogel.make_bot("random") for _ in range(players)],
                      seed=0)
    try:
        with hard_limit(60):   # on main: minutes
            game.play()
    except TooMuchRoundWork as error:
        line = text.splitlines().index("    repeat 1000 times:") + 1
        assert str(error).startswith(f"gen.mm:{line}:5: this 'repeat' and what runs inside it took more than "
                                     f"{ROUND_WORK:,} steps in this round, and the game was stopped")
        assert "nest fewer loops and sets inside one another, or repeat fewer times" in str(error)
        assert error.render().rstrip().endswith("^")
    else:
        raise AssertionError("the game was not stopped")
    return game


def test_a_repeat_whose_runs_make_events_around_deep_loops_stops_at_the_repeat():
    game = stopped_at_the_repeat(scoring_repeat_text())
    assert game.engine.emitted < 100   # stopped in the repeat's first runs: a run is 797,160 steps


def test_a_repeat_whose_runs_make_events_after_deep_counts_stops_at_the_repeat():
    """Nine counts of players inside one another are 349,524 steps at a table of 4, then a point."""
    text = tiny(turn=f"    repeat 1000 times:\n        if {nested_count(9)}:\n            active scores 1\n" + PLAY)
    game = stopped_at_the_repeat(text, players=4)
    assert game.engine.emitted < 100


def test_draws_from_an_empty_pile_after_deep_counts_inside_deep_loops_stop_at_the_outer_loop():
    """The generated rules' shape: each draw from the empty pile is an event (`no_draw`)."""
    loops = "".join("    " * (i + 2) + "for each player:\n" for i in range(8))
    inner = "    " * 10
    text = tiny(turn="    repeat 1000 times:\n        active draws 20 cards from draw\n" + loops
                + f"{inner}if {nested_count(5)}:\n{inner}    each player except active draws 1 card from draw\n" + PLAY)
    stopped_at_the_repeat(text, players=4)


def test_turns_that_each_work_out_deep_counts_stop_at_the_turn():
    """2000 turns of nine counts inside one another (349,524 steps at a table of 4) and a point."""
    text = tiny(turn=f"    if {nested_count(9)}:\n        active scores 1\n" + PLAY, limit=2000)
    game = mogel.Game(mogel.load_rules(text=text, file="gen.mm"), [mogel.make_bot("random") for _ in range(4)], seed=0)
    try:
        with hard_limit(60):
            game.play()
    except TooMuchRoundWork as error:
        line = text.splitlines().index("turn:") + 1
        assert str(error).startswith(f"gen.mm:{line}:1: this 'turn' and what runs inside it took more than "
                                     f"{ROUND_WORK:,} steps in this round")
    else:
        raise AssertionError("the game was not stopped")


def test_the_same_loops_with_fewer_runs_play_on():
    game = mogel.Game(mogel.load_rules(text=scoring_repeat_text(depth=1), file="gen.mm"),
                      [mogel.make_bot("random") for _ in range(3)], seed=0)
    game.play()
    assert game.finished


ENDS = "    ends when: any(players where empty(hand of player)) or turns >= 2000\n"


def heavy_ends(checked: str) -> str:
    """Turns that work out little and an `ends when:` of nine counts inside one another (349,524
    steps at a table of 4), never true, tested `checked`."""
    text = tiny(turn=PLAY, limit=2000)
    assert ENDS in text
    return text.replace(ENDS, ENDS.rstrip("\n") + f" or not {nested_count(9)}\n").replace(
        "    checked: after each move\n", f"    checked: {checked}\n")


def test_an_ends_when_that_spends_the_rounds_steps_is_named_at_its_line():
    """Trial 22: the error named `turn:`, where the turn that came after the test begins."""
    for checked in ("after each move", "after each turn"):
        text = heavy_ends(checked)
        game = mogel.Game(mogel.load_rules(text=text, file="gen.mm"), [mogel.make_bot("random") for _ in range(4)],
                          seed=0)
        try:
            with hard_limit(60):
                game.play()
        except TooMuchRoundWork as error:
            line = next(i for i, text_line in enumerate(text.splitlines(), 1) if text_line.startswith("    ends when:"))
            assert str(error) == (f"gen.mm:{line}:5: this round took more than {ROUND_WORK:,} steps, the last of them "
                                  f"in this 'ends when:', and the game was stopped: it is worked out after every turn "
                                  f"(or move), each player or card it looks at is a step, those its definitions look "
                                  f"at included, and a set inside a set is looked at again for each member of the "
                                  f"outer one; nest fewer sets inside one another in it, or look at smaller ones")
            assert error.render().splitlines()[1].strip().startswith("ends when:")
        else:
            raise AssertionError("the game was not stopped")
