"""The functions over sets and over the seat order, compiled: aggregates, `first`, `next`, `previous`.

`SetFunctions` is a part of `mogel.compile.expressions.ExprCompiler` (one of its bases); its
`_c_Call` hands it every call in `mogel.check.typer_sets.SET_FUNCTIONS`.  What they give
(docs/language.md, "Aggregates"):

    sum(SET, EXPR)                EXPR added up over the members (absent counts 0)
    max(SET, EXPR), min(...)      the largest / smallest EXPR; absent (None) when no member has one
    highest(SET, EXPR), lowest    the member with the largest / smallest EXPR, the first of equals
    first(SET)                    the first member; absent for an empty set
    next(P), previous(P)          the player after / before P in the order of play

A set's order: players as the set lists them (`players`: seat order from the active player);
cards from the top of their pile down.  EXPR is worked out with `card` (a set of cards) or
`player` (a set of players) bound to each member in turn; a member whose EXPR is absent is
passed over by max, min, highest and lowest.
"""

from __future__ import annotations

from typing import Callable, Optional

from ..language import model as m
from ..check.typer_sets import AGGREGATES, aggregate_binder
from .work import TooMuchWork, too_much

CARDS = "cards"


def binder_of(func: str, kind: str) -> Optional[str]:
    """The name an aggregate `func` over a set of type `kind` binds in its second argument:
    `card` or `player`; `sum` of a set of unknown type binds `card` (as it always has)."""
    return aggregate_binder(kind) or ("card" if func == "sum" else None)


def aggregate_free_names(e: m.Call, free_names: Callable, set_type: Optional[Callable]) -> Optional[set]:
    """The free names of an aggregate call (those its set reads, and those its EXPR reads but for
    the member's name), or None for any other expression.  `set_type(expr)` gives the type of
    a set; without it, the member's name is `card` (a `sum`) or nothing is taken away."""
    if not (e.func in AGGREGATES and len(e.args) == 2):
        return None
    binder = binder_of(e.func, set_type(e.args[0])) if set_type is not None else \
        ("card" if e.func == "sum" else None)
    inner = free_names(e.args[1], set_type)
    return free_names(e.args[0], set_type) | (inner - {binder} if binder else inner)


class SetFunctions:
    """Compiles the calls of SET_FUNCTIONS; a mixin of ExprCompiler (compile, typer)."""

    def set_function(self, e: m.Call, scope) -> Callable:
        name = e.func
        if name in ("next", "previous"):
            return self.order_function(e, scope)
        kind = self.typer.type_of(e.args[0], scope)
        source = self.compile(e.args[0], scope)
        members = self._members(source, kind)
        if name == "first":
            return lambda en, v: next(iter(members(en, v)), None)
        binder = binder_of(name, kind)
        each = self.compile(e.args[1], {**scope, binder: binder} if binder else scope)   # `card`, `player`: their types
        top_down = kind == CARDS   # cards from the top of their pile down
        span, text = e.span, self.rules.source   # the work budget: mogel.compile.work
        if name == "sum":
            def total(en, v):
                of = source(en, v)
                en.work -= len(of)
                if en.work < 0:
                    raise too_much(span, text)
                local = dict(v)
                result = 0
                try:
                    for x in (reversed(of) if top_down else of):
                        local[binder] = x
                        result += each(en, local) or 0
                except TooMuchWork:
                    raise too_much(span, text) from None
                return result
            return total
        larger = name in ("max", "highest")
        member = name in ("highest", "lowest")

        def best(en, v):
            of = source(en, v)
            en.work -= len(of)
            if en.work < 0:
                raise too_much(span, text)
            local = dict(v)
            found, found_value = None, None
            try:
                for x in (reversed(of) if top_down else of):
                    if binder:
                        local[binder] = x
                    value = each(en, local)
                    if value is not None and (found_value is None or (value > found_value if larger else value < found_value)):
                        found, found_value = x, value
            except TooMuchWork:
                raise too_much(span, text) from None
            return found if member else found_value
        return best

    @staticmethod
    def _members(source: Callable, kind: str) -> Callable:
        """The members of a set in its order: cards from the top of the pile down."""
        if kind == CARDS:
            return lambda en, v: reversed(source(en, v))
        return source

    def order_function(self, e: m.Call, scope) -> Callable:
        """`next(P)` / `previous(P)` of a player: the seat after / before it in the order of play.
        (A value of an attribute would be handled here too, by the argument's type.)"""
        player = self.compile(e.args[0], scope)
        step = 1 if e.func == "next" else -1
        return lambda en, v: None if (p := player(en, v)) is None else en.seats_from(p)[step]
