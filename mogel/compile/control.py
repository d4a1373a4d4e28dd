"""`goes next`, `misses N turns` and `repeat`, compiled (a part of StmtCompiler).

`ControlStatements` is one of the bases of `mogel.compile.statements.StmtCompiler`: its
`verb` hands it the verbs `goes next` and `misses` (`control_verb`), and its dispatch by node
type finds `_s_Repeat` here.  The verbs call the engine's `go_next` and `miss`
(mogel.runtime.turns).  A `repeat` works its number of times out once, tests `until` before
each run, and stops the game with a RulesRuntimeError at its line after MAX_RUNS runs (or when
it is asked for more runs than that, or for a negative number of them).
"""

from __future__ import annotations

from typing import Callable

from ..check.typer_dots import written
from ..errors import RulesRuntimeError
from ..language import model as m
from .work import TooMuchWork, too_much_in

MAX_RUNS = 1000   # runs of one `repeat` before the game is stopped


class ControlStatements:
    """Compiles `goes next`, `misses` and `repeat`; a mixin of StmtCompiler (ex, rules, block)."""

    def control_verb(self, verb, scope: dict, span: m.Span) -> Callable:
        if isinstance(verb, m.GoNext):
            return lambda eng, v, a: eng.go_next(a, span)
        count = self.how_many(verb.count, scope, "turns")
        return lambda eng, v, a: eng.miss(a, count(eng.s, v), span)

    def how_many(self, expr: m.Expr, scope: dict, what: str) -> Callable:
        """A number of turns or runs: the compiled expression, checked at run time unless it is a
        constant (a number that comes out negative or absent raises RulesRuntimeError at its line)."""
        known, value = self.ex.constant(expr, scope)
        number = self.ex.compile(expr, scope)
        if known and isinstance(value, int) and value >= 0:
            return number
        source = self.rules.source

        def checked(s, v):
            n = number(s, v)
            if n is None or n < 0:
                raise RulesRuntimeError(f"{expr.span}: a number of {what} came out as {n}; it must be 0 or more",
                                        expr.span, source)
            return n
        return checked

    def _s_Repeat(self, node: m.Repeat, scope):
        times = self.how_many(node.times, scope, "times") if node.times is not None else None
        until = self.ex.compile(node.until, scope) if node.until is not None else None
        body = self.block(node.body, scope)
        span, source = node.span, self.rules.source
        told = written(source, node.until.span, node.until.span) if node.until is not None else ""

        def run(eng, v):
            n = times(eng.s, v) if times is not None else None
            if n is not None and n > MAX_RUNS and until is None:
                raise RulesRuntimeError(f"{span}: this 'repeat' would run {n} times; a 'repeat' runs at most "
                                        f"{MAX_RUNS} times", span, source)
            done, s, mark = 0, eng.s, len(eng.events)
            try:
                while n is None or done < n:
                    if until is not None and until(s, v):
                        return
                    if done == MAX_RUNS:
                        raise RulesRuntimeError(
                            f"{span}: this 'repeat' ran {MAX_RUNS} times and '{told}' still does not hold: make sure "
                            f"the block can make it hold (what if a pile it takes from is empty?)", span, source)
                    s.work -= 1   # a run is a step of the work budget (mogel.compile.work)
                    if s.work < 0:
                        raise too_much_in(span, source, "repeat")
                    yield from body(eng, v)
                    done += 1
            except TooMuchWork:
                if len(eng.events) != mark:   # not this loop's doing alone: an event came meanwhile
                    raise
                raise too_much_in(span, source, "repeat") from None
        return run
