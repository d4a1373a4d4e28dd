"""The expressions that go over a set, compiled with the work budget: `S where C`, `S except X`,
`any(S where C)` and `count(S where C)`.

`LoopExpressions` is a part of `mogel.compile.expressions.ExprCompiler` (one of its bases); its
dispatch by node type finds `_c_Filter` and `_c_Except` here, and its `_c_Call` hands `any` and
`count` of a `where` to `_quantifier`.  Each closure takes the size of its set from the work
budget (`State.work`) before it starts, and raises TooMuchWork at its own span when the budget
is spent, or again at its own span when an expression inside it raised it (mogel.compile.work).
"""

from __future__ import annotations

from ..check.vocabulary import CARDS, PLAYERS
from ..language import model as m
from .work import TooMuchWork, too_much


class LoopExpressions:
    """Compiles the set loops of expressions; a mixin of ExprCompiler (compile, typer, rules)."""

    def _binding(self, source: m.Expr, scope):
        kind = self.typer.type_of(source, scope)
        return {CARDS: "card", PLAYERS: "player"}.get(kind, "card"), kind

    def _c_Filter(self, e, scope):
        name, kind = self._binding(e.source, scope)
        source = self.compile(e.source, scope)
        cond = self.compile(e.cond, {**scope, name: "card" if kind == CARDS else "player"})
        span, text = e.span, self.rules.source

        def filtered(en, v):
            members = source(en, v)
            en.work -= len(members)
            if en.work < 0:
                raise too_much(span, text)
            local = dict(v)
            out = []
            try:
                for x in members:
                    local[name] = x
                    if cond(en, local):
                        out.append(x)
            except TooMuchWork:
                raise too_much(span, text) from None
            return out
        return filtered

    def _c_Except(self, e, scope):
        source, item = self.compile(e.source, scope), self.compile(e.item, scope)
        span, text = e.span, self.rules.source

        def without(en, v):
            members = source(en, v)
            en.work -= len(members)
            if en.work < 0:
                raise too_much(span, text)
            drop = item(en, v) if members else None
            return list(members) if drop is None else [x for x in members if x != drop]
        return without

    def _quantifier(self, name: str, f: m.Filter, scope, span: m.Span = m.NOWHERE):
        """`any(S where C)` stops at the first member that passes (the whole set is charged to
        the budget all the same); `count` builds no list."""
        binder, kind = self._binding(f.source, scope)
        source = self.compile(f.source, scope)
        cond = self.compile(f.cond, {**scope, binder: "card" if kind == CARDS else "player"})
        text = self.rules.source

        def quantify(en, v):
            members = source(en, v)
            en.work -= len(members)
            if en.work < 0:
                raise too_much(span, text)
            local = dict(v)
            found = 0
            try:
                for x in members:
                    local[binder] = x
                    if cond(en, local):
                        if name == "any":
                            return True
                        found += 1
            except TooMuchWork:
                raise too_much(span, text) from None
            return found if name == "count" else False
        return quantify
