"""Loops whose every run makes something happen: the round's count of loop runs (mogel.compile.work).

Found by tests/runtime/test_generated_rules.py: a `repeat 1000 times` whose block made an event
and then ran `for each player:` twelve deep.  Each event gave the work budget back, the event
budget saw only 1000 events and the turn limit one turn, so the game ran for minutes (126 s
of CPU on main, and 531 million runs at a table of 3).  The round's loops now run their blocks
at most MAX_LOOPS times: the game stops at the outermost loop with a located error.
"""

from __future__ import annotations

import mogel
from mogel.compile.work import MAX_LOOPS
from mogel.errors import TooManyLoops
from conftest import hard_limit
from tiny_games import tiny

PLAY = ("    active may play 1 card from hand where card.value = (top of discard).value onto discard\n"
        "    otherwise active draws 1 card from draw\n")


def scoring_repeat_text(depth: int = 12) -> str:
    """A turn whose `repeat 1000 times` scores a point, then runs `depth` `for each player:`."""
    loops = "".join("    " * (i + 2) + "for each player:\n" for i in range(depth))
    return tiny(turn="    repeat 1000 times:\n        active scores 1\n" + loops + "    " * (depth + 2)
                + "let x = player\n" + PLAY)


def test_a_repeat_whose_runs_make_events_around_deep_loops_stops_at_the_repeat():
    text = scoring_repeat_text()
    game = mogel.Game(mogel.load_rules(text=text, file="gen.mm"), [mogel.make_bot("random") for _ in range(3)], seed=0)
    try:
        with hard_limit(60):   # on main: minutes
            game.play()
    except TooManyLoops as error:
        line = text.splitlines().index("    repeat 1000 times:") + 1
        assert str(error).startswith(f"gen.mm:{line}:5: this 'repeat' and the loops inside it ran their blocks "
                                     f"more than {MAX_LOOPS:,} times in this round")
        assert "nest fewer loops inside one another, or repeat fewer times" in str(error)
        assert error.render().rstrip().endswith("^")
    else:
        raise AssertionError("the game was not stopped")
    assert game.engine.emitted < 100   # stopped in the repeat's first runs: a run is 797,160 loop runs


def test_the_same_loops_with_fewer_runs_play_on():
    game = mogel.Game(mogel.load_rules(text=scoring_repeat_text(depth=1), file="gen.mm"),
                      [mogel.make_bot("random") for _ in range(3)], seed=0)
    game.play()
    assert game.finished
