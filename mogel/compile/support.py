"""What the generated module (mogel.compile.codegen) calls besides the engine's verbs: the
errors it raises at a rules line, and the one check an `end NAME` needs.

Each function builds the exception the generated code raises (`raise bad_number(...)`), so
the generated code stays a line per rule and its words stay here, in mogel's own text.
"""

from __future__ import annotations

from ..errors import RulesRuntimeError
from ..language import model as m
from .specs import RoundOver

MAX_RUNS = 1000   # runs of one `repeat` before the game is stopped


def bad_number(n, span: m.Span, source: str, what: str) -> RulesRuntimeError:
    """A number of cards, turns or runs that came out negative or absent, at its rules line."""
    return RulesRuntimeError(f"{span}: a number of {what} came out as {n}; it must be 0 or more", span, source)


def bad_range(least, most, span: m.Span, source: str) -> RulesRuntimeError:
    """`A to B cards` with B below A, at the selection's rules line."""
    return RulesRuntimeError(f"{span}: '{least} to {most} cards': the smaller number first", span, source)


def no_owner(span: m.Span, source: str, zone: str) -> RulesRuntimeError:
    """`ZONE of X` with X absent, in a statement that puts cards there or takes them from there."""
    return RulesRuntimeError(f"{span}: '{zone} of ...' names no player here (it is absent: a choice nobody made, "
                             f"or a role nobody holds)", span, source)


def end_level(eng, level: str, span: m.Span) -> Exception:
    """`end LEVEL`: RoundOver for that level, or a RulesRuntimeError when no instance of it runs."""
    running = eng.running
    if running and not any(spec.name == level for spec in running):
        return RulesRuntimeError(f"{span}: 'end {level}': no {level} is running now (running: "
                                 f"{', '.join(spec.name for spec in running)}), so nothing ends", span,
                                 eng.p.rules.source)
    return RoundOver(f"end {level}", level=level)


def too_many_runs(n, span: m.Span, source: str) -> RulesRuntimeError:
    """A `repeat N times` asked for more than MAX_RUNS runs."""
    return RulesRuntimeError(f"{span}: this 'repeat' would run {n} times; a 'repeat' runs at most {MAX_RUNS} times",
                             span, source)


def never_holds(told: str, span: m.Span, source: str) -> RulesRuntimeError:
    """A `repeat until C` that ran MAX_RUNS times with C (`told`, its text) still false."""
    return RulesRuntimeError(f"{span}: this 'repeat' ran {MAX_RUNS} times and '{told}' still does not hold: make sure "
                             f"the block can make it hold (what if a pile it takes from is empty?)", span, source)
