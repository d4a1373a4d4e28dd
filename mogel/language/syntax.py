"""Syntax trees of rules expressions and statements, each node with its source Span.

Expressions and statements are plain frozen data here; `mogel.compile.expressions` and
`mogel.compile.statements` turn them into Python closures once per rules.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Tuple

from ..errors import NOWHERE, Span


def _span() -> Span:
    return field(default=NOWHERE, compare=False, repr=False)


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
    """`card is moth` (kind), `card is action` (tag), `player is guard` (role holder);
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


# --- statements -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ZoneRef:
    """`discard`, `hand` (the acting player's), `hand of loser`."""

    name: str
    owner: Optional[Expr] = None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Selection:
    """Which cards: `count` of them `from` a zone, off the top or chosen, optionally filtered.

    position: None, "below_top", "except_top" or "at_random"; chooser: who picks (None: the
    acting player for zones they see, the top of the pile otherwise).  `position_span` and
    `chooser_span`: where the position's words and `chosen by` stand.
    """

    count: Expr
    zone: ZoneRef
    position: Optional[str] = None
    where: Optional[Expr] = None
    chooser: Optional[Expr] = None
    span: Span = _span()
    position_span: Span = _span()
    chooser_span: Span = _span()


@dataclass(frozen=True, slots=True)
class Stmt:
    """Base of statement nodes."""


@dataclass(frozen=True, slots=True)
class Subject:
    """Who acts: one player (`expr`) or `each player` with an optional filter.

    filter_kind: None, "except", "in" or "where".
    """

    each: bool
    expr: Optional[Expr] = None
    filter_kind: Optional[str] = None
    span: Span = _span()


# A verb's `span` starts at its word (`draws`), where a message about the verb puts its caret.

@dataclass(frozen=True, slots=True)
class Play:
    selection: Selection
    dest: ZoneRef
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Draw:
    count: Expr
    zone: ZoneRef
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Give:
    """`gives SEL to TARGET`; target is a player expression or a chosen player (`chosen`)."""

    selection: Selection
    target: Optional[Expr]
    chosen: Optional[Subject] = None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Take:
    """`takes N cards from ZONE [position]`; `position_span`: where the position's words stand."""

    count: Expr
    zone: ZoneRef
    position: Optional[str] = None
    span: Span = _span()
    position_span: Span = _span()


@dataclass(frozen=True, slots=True)
class ScoreVerb:
    points: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Become:
    """`becomes ROLE`; `role_span`: where the role's name stands."""

    role: str
    span: Span = _span()
    role_span: Span = _span()


@dataclass(frozen=True, slots=True)
class Act(Stmt):
    """`SUBJECT [may|must] VERB ... [otherwise ...]`; `modal_span`: where `may`/`must` stands."""

    subject: Subject
    modal: Optional[str]
    verb: object
    otherwise: Tuple[Stmt, ...] = ()
    span: Span = _span()
    modal_span: Span = _span()


@dataclass(frozen=True, slots=True)
class MoveSel(Stmt):
    selection: Selection
    dest: ZoneRef
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class MoveAll(Stmt):
    """`move all cards [from ZONE [except top]] to ZONE`; src None means every zone;
    `position_span`: where the position's words stand."""

    src: Optional[ZoneRef]
    position: Optional[str]
    dest: ZoneRef
    span: Span = _span()
    position_span: Span = _span()


@dataclass(frozen=True, slots=True)
class MoveCard(Stmt):
    card: Expr
    dest: ZoneRef
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Shuffle(Stmt):
    zone: ZoneRef
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Deal(Stmt):
    count: Expr
    src: ZoneRef
    dest: ZoneRef
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Let(Stmt):
    name: str
    expr: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class EndRound(Stmt):
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class If(Stmt):
    test: Expr
    then: Tuple[Stmt, ...]
    other: Tuple[Stmt, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ForEach(Stmt):
    players: Subject
    body: Tuple[Stmt, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Race(Stmt):
    """`race NAME (NAMES) among SET -> fastest|slowest as BINDING: body`; `names` are the
    race's display names per language, (("en", "slap"), ("de", "Klatschen")), or ();
    `name_spans`: where each of them stands."""

    name: str
    among: Expr
    pick: str
    binding: str
    body: Tuple[Stmt, ...]
    span: Span = _span()
    names: Tuple[Tuple[str, str], ...] = ()
    name_spans: Tuple[Span, ...] = field(default=(), compare=False, repr=False)
