"""Syntax trees of rules statements, each node with its source Span (expressions: mogel.language.syntax;
choices, races and claims: mogel.language.choosing).
Statements are plain frozen data here; `mogel.compile.source_stmt` writes them as Python source once per rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Tuple

from ..errors import Span
from .syntax import Expr, _span


@dataclass(frozen=True, slots=True)
class ZoneRef:
    """`discard`, `hand` (the acting player's), `hand of loser`; `under`: a move's `bottom of ZONE`."""
    name: str
    owner: Optional[Expr] = None
    span: Span = _span()
    under: bool = False


@dataclass(frozen=True, slots=True)
class Selection:
    """Which cards: `count` of them `from` a zone, off the top or chosen, optionally filtered.

    position: None, "below_top", "except_top" or "at_random"; chooser: who picks (None: the
    acting player for zones they see, the top of the pile otherwise).  `position_span` and
    `chooser_span`: where the position's words and `chosen by` stand.  `up_to`: the largest
    number of `count to up_to cards` (the chooser picks how many, at least `count`), or None
    for exactly `count` cards; `up_to_span`: where `to N` stands.  `blind`: `chosen blindly by P`,
    P picks a position among cards it cannot see (docs/language.md 10.2).  `worth`: `cards worth V`,
    a set of cards whose values add up to V, chosen as a whole (`count` is then 1: one set)."""

    count: Expr
    zone: ZoneRef
    position: Optional[str] = None
    where: Optional[Expr] = None
    chooser: Optional[Expr] = None
    span: Span = _span()
    position_span: Span = _span()
    chooser_span: Span = _span()
    up_to: Optional[Expr] = None
    up_to_span: Span = _span()
    blind: bool = False
    worth: Optional[Expr] = None


@dataclass(frozen=True, slots=True)
class Stmt:
    """Base of statement nodes."""


@dataclass(frozen=True, slots=True)
class Subject:
    """Who acts: one player (`expr`) or `each player` with an optional filter (filter_kind: None, "except",
    "in" or "where"); `start`: the player `each player starting from P` (with `after`: `starting after P`)
    goes round from, in the order of play (None: from the active player)."""

    each: bool
    expr: Optional[Expr] = None
    filter_kind: Optional[str] = None
    span: Span = _span()
    start: Optional[Expr] = None
    after: bool = False


# A verb's `span` starts at its word (`draws`), where a message about the verb puts its caret.

@dataclass(frozen=True, slots=True)
class Play:
    """`plays SEL onto ZONE [face down] [claiming CLAIM [about CARDS [when COND]]]`; face down: no `on play`;
    claim (its name at `claim_span`) or None, about `about` (None: the cards laid) when a card played passes `when`."""

    selection: Selection
    dest: ZoneRef
    span: Span = _span()
    face_down: bool = False
    claim: Optional[str] = None
    claim_span: Span = _span()
    about: Optional[Expr] = None
    when: Optional[Expr] = None


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
    """`scores POINTS [(en "Scopa!", de "Scopa!")]`: `reason` the display names of why, told with
    the points, `reason_spans` where each stands."""

    points: Expr
    span: Span = _span()
    reason: Tuple[Tuple[str, str], ...] = ()
    reason_spans: Tuple[Span, ...] = ()


@dataclass(frozen=True, slots=True)
class Show:
    """`shows CARDS [to PLAYERS]`: the acting player shows a card or a set of cards where they
    lie, without moving them, to every other player, or to those of `to` (a player or a set of
    players)."""

    cards: Expr
    to: Optional[Expr] = None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Become:
    """`becomes ROLE`; `role_span`: where the role's name stands."""

    role: str
    span: Span = _span()
    role_span: Span = _span()


@dataclass(frozen=True, slots=True)
class Act(Stmt):
    """`[quietly] SUBJECT [may|must] VERB ... [otherwise ...]`; `modal_span`: where `may`/`must`
    stands; `quiet`: written after `quietly` (the checker lets only `goes next` be quiet: its
    event is not told), `quiet_span` where that word stands; `expect_warning`: the codes of the
    line `expect warning: ...` indented under it (at `expect_span`), which acknowledge what its
    `where` gives away."""

    subject: Subject
    modal: Optional[str]
    verb: object
    otherwise: Tuple[Stmt, ...] = ()
    span: Span = _span()
    modal_span: Span = _span()
    quiet: bool = False
    quiet_span: Span = _span()
    expect_warning: Optional[Tuple[str, ...]] = None
    expect_span: Span = _span()


@dataclass(frozen=True, slots=True)
class MoveSel(Stmt):
    """`move SELECTION to ZONE [face down]`; `expect_warning` (at `expect_span`), as an Act's."""

    selection: Selection
    dest: ZoneRef
    span: Span = _span()
    face_down: bool = False
    expect_warning: Optional[Tuple[str, ...]] = None
    expect_span: Span = _span()


@dataclass(frozen=True, slots=True)
class MoveAll(Stmt):
    """`move all cards [from ZONE [except top]] [where COND] to ZONE [face down]`; src None means
    every zone; `position_span`: where the position's words stand."""

    src: Optional[ZoneRef]
    position: Optional[str]
    dest: ZoneRef
    span: Span = _span()
    position_span: Span = _span()
    where: Optional[Expr] = None   # `move all cards ... where COND to ZONE`: only the cards where COND holds
    face_down: bool = False


@dataclass(frozen=True, slots=True)
class MoveCard(Stmt):
    card: Expr
    dest: ZoneRef
    span: Span = _span()
    face_down: bool = False


@dataclass(frozen=True, slots=True)
class Reveal(Stmt):
    """`reveal CARDS`: turns a card or a set of cards face up (those face up stay so)."""

    cards: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Shuffle(Stmt):
    zone: ZoneRef
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Deal(Stmt):
    """`deal N cards from ZONE to ZONE`; `all_cards`: `deal all cards ...` (round the table until
    the pile is empty; `count` is then a 0 that no check reads)."""

    count: Expr
    src: ZoneRef
    dest: ZoneRef
    span: Span = _span()
    all_cards: bool = False


@dataclass(frozen=True, slots=True)
class Let(Stmt):
    name: str
    expr: Expr
    span: Span = _span()
    quiet_chance: Optional[Span] = None   # `let x = quietly chance(...)`: where `quietly` stands (drawn, not told)


@dataclass(frozen=True, slots=True)
class EndRound(Stmt):
    """`end NAME`: ends the running instance of the level NAME (`end round`: the round) and every level in it."""

    span: Span = _span()
    level: str = "round"
    level_span: Span = _span()


@dataclass(frozen=True, slots=True)
class If(Stmt):
    test: Expr
    then: Tuple[Stmt, ...]
    other: Tuple[Stmt, ...] = ()
    span: Span = _span()
    expect_warning: Optional[Tuple[str, ...]] = None   # the codes of `expect warning: ...` that begins `then`
    expect_span: Span = _span()
    quiet_chance: Optional[Span] = None   # `if quietly chance(...):`, as Let's


@dataclass(frozen=True, slots=True)
class ForEach(Stmt):
    players: Subject
    body: Tuple[Stmt, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ForValue(Stmt):
    """`for each ATTRIBUTE [NAME]:` -- the body once for each value of the attribute, in its `values:`
    order, with NAME (else ATTRIBUTE) bound to the value; `attribute_span`, `name_span`: where they stand."""

    attribute: str
    binding: str
    body: Tuple[Stmt, ...]
    span: Span = _span()
    attribute_span: Span = _span()
    name_span: Span = _span()


@dataclass(frozen=True, slots=True)
class SetVar(Stmt):
    """`[quietly] set NAME [of OWNER] = [quietly] EXPR`: a new value for the variable NAME (OWNER's, of one
    `per player`); `name_span`: where NAME stands; `quiet`: not told by the narration (the log has it, marked so)."""

    name: str
    expr: Expr
    span: Span = _span()
    name_span: Span = _span()
    quiet: bool = False
    owner: Optional[Expr] = None
    quiet_chance: Optional[Span] = None   # as Let's


# --- who plays next (docs/language.md "Who plays next") -------------------------------------

@dataclass(frozen=True, slots=True)
class GoNext:
    """`P goes next`: the next turn of this round is P's (`active goes next`: play again)."""

    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Reverse(Stmt):
    """`reverse order`: play goes the other way round from now on, until the round ends."""

    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Miss:
    """`P misses N turns` (or `1 turn`): the next N times P's turn would come, it is passed over."""

    count: Expr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class DropOut:
    """`P drops out [of [the] NAME]`: P takes no more turns until the next instance of level NAME
    begins (None: the level of turns, the round; `game`: the whole game, unless a level is so
    named); `level_span`: where NAME stands."""

    level: Optional[str] = None
    span: Span = _span()
    level_span: Span = _span()


# --- procedures (docs/language.md 10.16) -----------------------------------------------------

@dataclass(frozen=True, slots=True)
class Do(Stmt):
    """`do NAME [(ARGS)]`: runs the statements of `procedure NAME:` here; `name_span`: where NAME
    stands; `args`: the values of the procedure's parameters, in order.
    `body`: those statements, filled in by mogel.language.procedures.link_procedures (() before,
    and for a procedure that is unknown or would run itself); not compared (two `do x` are equal)."""

    name: str
    span: Span = _span()
    name_span: Span = _span()
    args: Tuple[Expr, ...] = ()
    body: Tuple[Stmt, ...] = field(default=(), compare=False, repr=False)


# --- bounded loops ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Repeat(Stmt):
    """`repeat [N times] [until COND]: body`: `times` worked out once, `until` tested before each run (not both)."""

    times: Optional[Expr]
    until: Optional[Expr]
    body: Tuple[Stmt, ...]
    span: Span = _span()
