"""The work budget of the generated code: how much the rules may work out between two events.

Every function or loop of the generated code (mogel.compile.codegen) that goes over a set of players or cards (`where`, `count`, `any`, `sum`, `max`,
`min`, `highest`, `lowest`, `except`, `for each`, `each player`, the options of a play or a
choice) takes the size of the set from `State.work` before it starts, and every run of a
`repeat` takes 1; `State.apply` gives the allowance `WORK` back at every event.  When it
runs out, it raises `TooMuchWork` (a RulesRuntimeError) at its own rules line; each loop or
expression around it that has seen no event since it began raises it again at its own line, so
the error names the outermost expression or loop at work: the one whose nesting multiplied the
steps.  The charge is one subtraction and one comparison per set, not per member.

Events give WORK back, so rules whose every event is followed by much work could work for
hours (1000 runs of a `repeat`, each a point scored and 500,000 steps of `for each` inside one
another; an `each player` that draws from an empty pile, a `no_draw` event, after each of
thousands of nested counts).  The steps are counted for the whole round as well: Engine.emit
takes the steps since the last event, when more than UNCOUNTED (100: the event budget bounds
those), from `Engine.steps` (ROUND_WORK at the start of each round, mogel.runtime.levels);
each run of a `repeat`, each `for each` and `each player` and each turn raises
`TooMuchRoundWork` at its line when none is left, and each loop around it again at its own
line, so the error names the outermost loop.
"""

from __future__ import annotations

from ..check.lets import inner_blocks
from ..check.work import ROUND_WORK, WORK
from ..errors import TooMuchRoundWork, TooMuchWork
from ..language import model as m

__all__ = ["WORK", "ROUND_WORK", "TooMuchWork", "TooMuchRoundWork", "too_much", "too_much_in", "too_much_round_work", "frames"]

_NESTING = ("each step looks at one player or card, and a set inside a set is looked at again for each "
            "member of the outer one (4 players inside 4 players inside 4 players are 64 steps)")


def too_much(span: m.Span, source: str) -> TooMuchWork:
    """The error of an expression at `span` that ran out of work."""
    return TooMuchWork(f"{span}: this took more than {WORK:,} steps to work out, and the game was stopped: "
                       f"{_NESTING}; nest fewer sets ('where', 'count', 'any', 'sum', 'max' ...) inside one another, "
                       f"or look at smaller ones", span, source)


def too_much_in(span: m.Span, source: str, what: str) -> TooMuchWork:
    """The error of a statement `what` ("for each", "repeat") at `span` that ran out of work."""
    if what == "repeat":
        how = ("each run of a 'repeat' is a step, and a 'repeat' inside a 'repeat' runs its block again for "
               "each run of the outer one")
    else:
        how = (f"each player a '{what}' acts for is a step, and a '{what}' inside a '{what}' runs again for each "
               f"player of the outer one (4 players inside 4 players inside 4 players are 64 steps)")
    return TooMuchWork(f"{span}: this '{what}' took more than {WORK:,} steps with nothing happening in the game, "
                       f"and the game was stopped: {how}; nest fewer of them inside one another", span, source)


def too_much_round_work(span: m.Span, source: str, what: str) -> TooMuchRoundWork:
    """The error of the outermost loop `what` ("repeat", "for each", "each player") at `span`
    running when the round had taken all its steps (Engine.steps)."""
    return TooMuchRoundWork(f"{span}: this '{what}' and what runs inside it took more than {ROUND_WORK:,} steps in "
                            f"this round, and the game was stopped: each player or card looked at and each run "
                            f"of a 'repeat' is a step, events or not, and a loop inside a loop runs again for each "
                            f"run of the outer one (a 'repeat 1000 times' around 12 'for each player' at a table of "
                            f"3 is 797 million steps); nest fewer loops and sets inside one another, or repeat "
                            f"fewer times", span, source)


def frames(stmts) -> int:
    """How many generator frames a compiled block stands on at its deepest, at most: one for the
    block, one more for each statement that holds a block (`if`, `for each`, a race, an
    `otherwise`, `repeat`) and the frames of that block (the generated code writes most of those
    blocks inside the block's own function; the measure is kept, so chains stop where they did).  The engine sums it over the chain of
    `on play` blocks running inside one another, to stop a chain before Python's stack ends
    (mogel.runtime.verbs)."""
    deepest = 0
    for node in stmts or ():
        for block, _ in inner_blocks(node):
            if block:
                deepest = max(deepest, 1 + frames(block))
    return 1 + deepest
