"""What the generator knows of an expression before any game: whether it can be absent, whether
it is a truth value, whether its text makes a call (a part of mogel.compile.source_expr.ExprSource,
one of its bases).

A value that is never absent (None) needs no test for it: the numbers of the state
(`player_count`, `turns`, `turns_without_play`, `round`, a level's number), sizes and counts,
truth values, constants, sums and products of those, an attribute every card of the deck
carries (`card.value` where the deck gives every card a value) of a card that is there, and
the names a context is sure of (the card the engine hands a card test, a member of a zone or
of the seats: `Ctx.sure`).  Anything else may be absent, and the generated code tests for it
as the rules' meaning asks (docs/language.md 14); where only one side of a comparison or a
sum may be absent, only that side is tested (`one_absent`); `max` and `min` of numbers
(`numbers`) test only where one of them may be absent.
"""

from __future__ import annotations

import ast

from ..check.vocabulary import option_names
from ..check.typer_sets import AGGREGATES
from ..language import model as m
from .source_module import Ctx

ORDER = ("<", "<=", ">", ">=")


def calls_nothing(text: str) -> bool:
    """Whether the Python expression `text` makes no call: it charges no work to the budget
    and raises nothing (absent values are tested before they are used)."""
    return not any(isinstance(node, ast.Call) for node in ast.walk(ast.parse(text, mode="eval")))


def binds(e) -> bool:
    """Whether an expression binds names of its own (a `where` filter or an aggregate)."""
    if isinstance(e, m.Filter) or (isinstance(e, m.Call) and e.func in AGGREGATES):
        return True
    return any(binds(c) for c in m.sub_expressions(e))


class FactSource:
    """`present`, `truth` and `one_absent` of expressions; a part of ExprSource (rules, deck,
    constant, _subst, expr, temp, absent_or)."""

    def present(self, e: m.Expr, ctx: Ctx) -> bool:
        """Whether `e` is never absent (None): then its tests for None are left out."""
        known, value = self.constant(e, ctx.types)
        if known:
            return value is not None
        if isinstance(e, m.Name):
            name = e.name
            if name in ctx.types:
                return name in ctx.sure
            if name in self._subst:
                arg, arg_ctx, subst = self._subst[name]
                saved, self._subst = self._subst, subst
                try:
                    return self.present(arg, arg_ctx)
                finally:
                    self._subst = saved
            if name in self.rules.defines:
                return self.define_present(name, (), ctx)
            r = self.rules
            if name in r.roles or name in r.zones or name in r.variables or name in option_names(r):
                return False
            return name in r.levels or name in ("player_count", "turns", "turns_without_play", "round")
        if isinstance(e, m.BinOp):
            if e.op in ("+", "-", "*"):
                return self.present(e.left, ctx) and self.present(e.right, ctx)
            return e.op != "mod"
        if isinstance(e, m.Unary):
            return e.op == "not" or self.present(e.operand, ctx)
        if isinstance(e, m.Is):
            return True
        if isinstance(e, m.Attr):
            return self.present(e.obj, ctx) and self.every_card_has(e.name)
        if isinstance(e, m.Cond):
            return self.present(e.then, ctx) and self.present(e.other, ctx)
        if isinstance(e, m.Call):
            if e.func in self.rules.zones:
                return False
            if e.func in self.rules.defines:
                return self.define_present(e.func, e.args, ctx)
            return e.func in ("size", "count", "empty", "any", "face_down", "present", "absent", "sum")
        return False

    def every_card_has(self, name: str) -> bool:
        """Whether every card of the deck carries the attribute `name` (`value`, `kind`,
        `penalty` or a named attribute): then `card.name` of a card is never absent."""
        table = {"value": self.deck.values, "penalty": self.deck.penalties, "kind": self.deck.kinds}.get(name)
        table = self.deck.attrs.get(name) if table is None else table
        return table is not None and None not in table

    def one_absent(self, op: str, py: str, e: m.BinOp, left: str, right: str, ctx):
        """`left op right` where one side is never absent and the other side makes no call (it
        charges no work and raises nothing, so working it out first, or not at all, changes
        nothing): only the other side is tested for None.  None where that does not hold."""
        if op == "mod":
            return None
        if self.present(e.left, ctx) and calls_nothing(left):
            maybe, sure, flip = right, left, True
        elif self.present(e.right, ctx) and calls_nothing(right):
            maybe, sure, flip = left, right, False
        else:
            return None

        def apply(x):
            return f"{sure} {py} {x}" if flip else f"{x} {py} {sure}"
        if op in ("=", "!=") or op in ORDER:
            t = maybe if maybe.isidentifier() else self.temp()
            bind = t if t == maybe else f"({t} := {maybe})"
            return f"({bind} is not None and {apply(t)})"
        return self.absent_or(maybe, apply)

    def define_present(self, name: str, args, ctx: Ctx) -> bool:
        define = self.rules.defines[name]
        if binds(define.body):
            return False
        saved = self._subst
        self._subst = {p: (a, ctx, saved) for p, a in zip(tuple(define.params or ()), args)}
        try:
            return self.present(define.body, Ctx({}, None, {}, ctx.live))
        finally:
            self._subst = saved

    def truth(self, e: m.Expr, ctx: Ctx) -> bool:
        """Whether `e` is always True or False (a comparison, a test): `bool()` of it is itself."""
        if isinstance(e, m.BinOp):
            return e.op not in ("+", "-", "*", "mod")
        if isinstance(e, m.Unary):
            return e.op == "not"
        if isinstance(e, m.Is):
            return True
        if isinstance(e, m.Call):
            return e.func in ("empty", "any", "face_down", "present", "absent") and e.func not in self.rules.defines \
                and e.func not in self.rules.zones
        return False

    def team_or_player(self, name: str, a0: str, t: str) -> str:
        """`partner of P`, `team of P`, `teammates of P` (absent P: absent, no players) and `player of
        C`: who laid C by a play, while C lies where it was laid (else absent)."""
        if name == "player":
            u = self.temp()
            return f"(None if ({t} := {a0}) is None or ({u} := s.laid_by.get({t})) is None or s.where[{t}] != {u}[1] " \
                   f"else {u}[0])"
        part = {"team": 0, "teammates": 1, "partner": 2}[name]
        return f"({'None' if name == 'partner' else '()'} if ({t} := {a0}) is None else s.teams[{t}][{part}])"

    def numbers(self, e: m.Call, ctx) -> str:
        """`max(A, B, ...)` / `min(A, B, ...)` of numbers, each worked out once, left to right:
        absent when one is (as arithmetic), else the largest / smallest."""
        cmp = ">=" if e.func == "max" else "<="
        best, sure = self.expr(e.args[0], ctx), self.present(e.args[0], ctx)
        for arg in e.args[1:]:
            a, b, known = self.temp(), self.temp(), self.present(arg, ctx)
            if sure and known:   # neither absent: no test
                best = f"({a} if ({a} := {best}) {cmp} ({b} := {self.expr(arg, ctx)}) else {b})"
            else:
                best = f"(None if ({a} := {best}) is None or ({b} := {self.expr(arg, ctx)}) is None " \
                       f"else {a} if {a} {cmp} {b} else {b})"
            sure = sure and known
        return best

    def order(self, name: str, arg: m.Expr, ctx) -> str:
        """`next(v)` / `previous(v)` of an attribute value: the value after / before it in its
        attribute's `values:`, wrapping round (absent for an absent v)."""
        step = 1 if name == "next" else -1   # value names are unique in a file: one table serves all
        after = {value: values[(i + step) % len(values)] for values in
                 (a.values or () for a in self.rules.attributes.values()) for i, value in enumerate(values)}
        table = self.mod.constant(self.mod.literal(after))
        return f"{table}.get({self.expr(arg, ctx)})"
