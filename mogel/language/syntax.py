"""Syntax trees of rules expressions, each node with its source Span (statements: mogel.language.statements).

Expressions are plain frozen data here; `mogel.compile.source_expr` writes them as Python
expressions once per rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Tuple

from ..errors import NOWHERE, Span


def _span() -> Span:
    return field(default=NOWHERE, compare=False, repr=False)


class PlayerCounts(tuple):
    """`players: 2 or 4` (or `players: 2, 4, 6`): the (lowest, highest) pair every stage reads as
    `players:`'s range, with `only` the counts listed (ascending); a plain tuple is a range
    `players: 2 to 4`.  Equal only to the same counts listed."""

    def __new__(cls, counts):
        made = super().__new__(cls, (min(counts), max(counts)))
        made.only = tuple(counts)
        return made

    def __reduce__(self):
        return PlayerCounts, (self.only,)

    def __eq__(self, other):
        return isinstance(other, PlayerCounts) and self.only == other.only

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(("counts", self.only))


# --- expressions ------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Expr:
    """Base of expression nodes."""


@dataclass(frozen=True, slots=True)
class Const(Expr):
    """A literal number (`5`), percentage (`50%` -> 0.5) or truth value."""

    value: object
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Name(Expr):
    """A name: a binding, definition, card kind or tag, zone, role or built-in."""

    name: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class SetLit(Expr):
    """`{1, 4}`."""

    items: Tuple[Expr, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Call(Expr):
    """`f(a, b)`, and also `f of a` (`hand of player`, `top of discard`, `left of starter`)."""

    func: str
    args: Tuple[Expr, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Attr(Expr):
    """`card.value`, `card.penalty`."""

    obj: Expr
    name: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class BinOp(Expr):
    """Arithmetic (`+ - * mod`), comparison (`= != < <= > >=`), `in`, `and`, `or`."""

    op: str
    left: Expr
    right: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Unary(Expr):
    """`not x` or `-x`."""

    op: str
    operand: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Is(Expr):
    """`card is joker` (kind), `card is action` (tag), `player is guard` (role holder);
    `name_span`: where the name after `is` stands (a misspelt name's caret goes there)."""

    obj: Expr
    name: str
    span: Span = _span()
    name_span: Span = _span()


@dataclass(frozen=True, slots=True)
class Cond(Expr):
    """`a if test else b`."""

    test: Expr
    then: Expr
    other: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Filter(Expr):
    """`players where cond` (binds `player`), `hand of p where cond` (binds `card`)."""

    source: Expr
    cond: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Except(Expr):
    """`players except guard`: a set without one member."""

    source: Expr
    item: Expr
    span: Span = _span()


def sub_expressions(e: Expr) -> tuple:
    """The expressions directly inside `e`, in source order (() for a name or a constant)."""
    if isinstance(e, BinOp):
        return e.left, e.right
    if isinstance(e, Unary):
        return (e.operand,)
    if isinstance(e, Cond):
        return e.test, e.then, e.other
    if isinstance(e, (SetLit,)):
        return tuple(e.items)
    if isinstance(e, Call):
        return tuple(e.args)
    if isinstance(e, (Attr, Is)):
        return (e.obj,)
    if isinstance(e, Filter):
        return e.source, e.cond
    if isinstance(e, Except):
        return e.source, e.item
    return ()
