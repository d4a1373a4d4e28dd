"""Syntax trees of the statements in which players choose, race and claim: `P chooses ...` (its
options, each of which may make a claim), `race ...`, `claiming CLAIM about CARDS` and `P calls
ACCUSATION on X` (the other statements: mogel.language.statements; expressions: mogel.language.syntax).
A statement that may have the line `expect warning: CODES` indented under it (a Race: as the
first line of its body) has `expect_warning`, those codes (None without the line), and
`expect_span`, where the line stands."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional, Tuple

from ..errors import Span
from .statements import Stmt
from .syntax import Expr, _span


@dataclass(frozen=True, slots=True)
class Race(Stmt):
    """`race NAME (NAMES) among SET -> fastest|slowest as BINDING: body`; `names` are the
    race's display names per language, (("en", "slap"), ("de", "Klatschen")), or ();
    `name_spans`: where each of them stands; `expect_warning`: the codes of the line `expect
    warning: ...` that begins the body (at `expect_span`).  A race the runners may join (`who
    may, right if COND`): `joining` is the word after `who` ("may"; "must", refused by the
    checker; None: every runner runs), at `joining_span`; `right` the COND or None; `wrong`
    the name of `wrong as NAME:` (None without that block) and `wrong_body` its statements."""

    name: str
    among: Expr
    pick: str
    binding: str
    body: Tuple[Stmt, ...]
    span: Span = _span()
    names: Tuple[Tuple[str, str], ...] = ()
    name_spans: Tuple[Span, ...] = field(default=(), compare=False, repr=False)
    expect_warning: Optional[Tuple[str, ...]] = None
    expect_span: Span = _span()
    joining: Optional[str] = None
    joining_span: Span = _span()
    right: Optional[Expr] = None
    wrong: Optional[str] = None
    wrong_body: Tuple[Stmt, ...] = ()
    wrong_span: Span = _span()


@dataclass(frozen=True, slots=True)
class Option:
    """One named option of `chooses one of:`: `go_on (en "Go on!", de "Weiter!") if COND`.

    names: display names per language, (("en", "Go on!"), ...), or (); condition: the option is
    offered only when it holds (None: always); `name_spans`: where each display name stands;
    `expect_warning`: the codes of the line `expect warning: ...` under it (at `expect_span`)."""

    name: str
    names: Tuple[Tuple[str, str], ...] = ()
    condition: Optional[Expr] = None
    span: Span = _span()
    name_spans: Tuple[Span, ...] = field(default=(), compare=False, repr=False)
    claim: Optional["ClaimAbout"] = None
    expect_warning: Optional[Tuple[str, ...]] = None
    expect_span: Span = _span()


@dataclass(frozen=True, slots=True)
class Choice:
    """`P [may|must] chooses a player [FILTER]` (what: "player"), `... chooses one of:`
    with named `options` (what: "option") or `... chooses a NAME [(WORDS)] [where COND]`, a
    value of the attribute NAME (what: "value"; `attribute`, written `article` "a" or "an",
    or with `from A to B` a number from `low` to `high`: what "number", `attribute` "number"),
    at `attribute_span`; `told`: the words that tell it per language, `told_spans` where each
    stands).  filter_kind: None, "except", "in" or "where" with `filter` its expression (as a
    Subject's; a value choice's `where` binds the attribute's name to each candidate);
    `modal_span`: where `may`/`must` stands."""

    chooser: Expr
    modal: Optional[str]
    what: str
    filter_kind: Optional[str] = None
    filter: Optional[Expr] = None
    options: Tuple[Option, ...] = ()
    span: Span = _span()
    modal_span: Span = _span()
    attribute: Optional[str] = None
    article: str = "a"
    attribute_span: Span = _span()
    told: Tuple[Tuple[str, str], ...] = ()
    told_spans: Tuple[Span, ...] = field(default=(), compare=False, repr=False)
    low: Optional[Expr] = None
    high: Optional[Expr] = None


@dataclass(frozen=True, slots=True)
class ChoiceStmt(Stmt):
    """`let NAME = CHOICE` (stores False: NAME is bound for the rest of the block) or `set NAME [of OWNER] =
    CHOICE` (stores True: the variable NAME, OWNER's of one `per player`, gets the answer), `[otherwise ...]`,
    which runs when nothing was chosen (no option, or a `may` declined); `expect_warning` (module
    docstring) acknowledges what the filter of a chosen player or value gives away."""

    name: str
    stores: bool
    choice: Choice
    otherwise: Tuple[Stmt, ...] = ()
    span: Span = _span()
    name_span: Span = _span()
    owner: Optional[Expr] = None
    expect_warning: Optional[Tuple[str, ...]] = None
    expect_span: Span = _span()


# --- claims (docs/language.md 10.14) ----------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ClaimAbout:
    """`claiming CLAIM about CARDS` after an option: choosing it makes the claim about the cards
    of the expression (a card or a set of cards); `name_span`: where CLAIM stands."""

    claim: str
    cards: Expr
    span: Span = _span()
    name_span: Span = _span()


@dataclass(frozen=True, slots=True)
class CallVerb:
    """`P calls ACCUSATION on X`: the accusation runs now, by P against X; `name_span`: where
    the accusation's name stands."""

    accusation: str
    accused: Expr
    span: Span = _span()
    name_span: Span = _span()
