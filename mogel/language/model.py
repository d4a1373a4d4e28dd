"""The rules model: frozen dataclasses built from a rules file, each item with its source Span.

A `Rules` object is immutable and shared by every game played with it.  Items (game, card,
zone ...) keep every property separately, with `None` meaning "not set", so that a variant
can replace one property of one item (`merge_item`).  The expression and statement nodes
live in `mogel.language.syntax` and `mogel.language.statements` and are re-exported here, so `model.Name`, `model.Act` ... work.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping, Optional, Tuple

from .syntax import (  # noqa: F401  (re-exported: the whole model in one namespace)
    Span, NOWHERE, Expr, Const, Name, SetLit, Call, Attr,
    BinOp, Unary, Is, Cond, Filter, Except, _span, sub_expressions,
)
from .statements import (  # noqa: F401  (re-exported too)
    ZoneRef, Selection, Stmt, Subject, Play, Draw, Give, Take, ScoreVerb, Become,
    Act, MoveSel, MoveAll, MoveCard, Shuffle, Deal, Let, EndRound, If, ForEach, Race, Reveal,
)

# Words every stage agrees on, kept here so that no stage imports a later one for them:
# the zone of cards out of play (the game box), the languages a rules file may give names in
# (the narration has templates for exactly these), and the truth values, which no declaration
# may take as its name.
BOX = "box"
LANGUAGES = ("en", "de")
LITERALS = frozenset({"true", "false"})


# --- items ------------------------------------------------------------------------------------

Names = Tuple[Tuple[str, str], ...]


@dataclass(frozen=True)
class Item:
    """A top-level block.  Fields left `None` are not set (a variant leaves them as they were)."""

    name: str
    span: Span = _span()
    field_spans: Mapping[str, Span] = field(default_factory=dict, compare=False, repr=False)

    category = "item"

    def set_fields(self) -> Tuple[str, ...]:
        """Names of the properties this block sets, in declaration order."""
        return tuple(f.name for f in dataclasses.fields(self)
                     if f.name not in ("name", "span", "field_spans") and getattr(self, f.name) is not None)

    def where(self, prop: str) -> Span:
        """The span of one property, or of the block when the property has none of its own.

        `prop` may name a part of a property ("players.value", "moves.dst", "names.0"): the
        part's span if the parser kept it, else the property's.
        """
        if prop in self.field_spans:
            return self.field_spans[prop]
        return self.field_spans.get(prop.split(".")[0], self.span)


@dataclass(frozen=True)
class Game(Item):
    names: Optional[Names] = None
    players: Optional[Tuple[int, int]] = None
    rounds: Optional[Expr] = None
    order: Optional[str] = None
    winner: Optional[str] = None
    ties: Optional[str] = None
    category = "game"


@dataclass(frozen=True)
class Define(Item):
    params: Optional[Tuple[str, ...]] = None
    body: Optional[Expr] = None
    category = "define"


@dataclass(frozen=True)
class Zone(Item):
    names: Optional[Names] = None
    shared: Optional[bool] = None
    seen_by: Optional[str] = None
    top_seen_by: Optional[str] = None
    when_empty: Optional[Tuple[Stmt, ...]] = None
    category = "zone"


@dataclass(frozen=True, slots=True)
class Restriction:
    """`cannot be played [unless EXPR]`."""

    unless: Optional[Expr] = None


@dataclass(frozen=True)
class Card(Item):
    names: Optional[Names] = None
    tags: Optional[Tuple[str, ...]] = None
    penalty: Optional[int] = None
    on_play: Optional[Tuple[Stmt, ...]] = None
    cannot_play: Optional[Restriction] = None
    cannot_give: Optional[Restriction] = None
    expect_warning: Optional[Tuple[str, ...]] = None
    category = "card"


@dataclass(frozen=True, slots=True)
class DeckRow:
    kind: str
    counts: Tuple[int, ...]
    total: Optional[int] = None
    span: Span = _span()


@dataclass(frozen=True)
class Deck(Item):
    values: Optional[Tuple[int, ...]] = None
    rows: Optional[Tuple[DeckRow, ...]] = None
    total: Optional[int] = None
    category = "deck"


@dataclass(frozen=True)
class Role(Item):
    names: Optional[Names] = None
    category = "role"


@dataclass(frozen=True)
class Round(Item):
    starter: Optional[Expr] = None
    setup: Optional[Tuple[Stmt, ...]] = None
    first: Optional[Expr] = None
    ends_when: Optional[Expr] = None
    checked: Optional[str] = None
    scoring: Optional[Tuple[Stmt, ...]] = None
    category = "round"


@dataclass(frozen=True)
class Turn(Item):
    body: Optional[Tuple[Stmt, ...]] = None
    category = "turn"


@dataclass(frozen=True, slots=True)
class CheatMove:
    count: int
    src: str
    dst: str


@dataclass(frozen=True)
class Cheat(Item):
    names: Optional[Names] = None
    by: Optional[Expr] = None
    moves: Optional[CheatMove] = None
    only_if: Optional[Expr] = None
    windows: Optional[Tuple[str, ...]] = None
    noticed_by: Optional[Expr] = None
    race_attention: Optional[float] = None
    category = "cheat"


@dataclass(frozen=True)
class Accusation(Item):
    names: Optional[Names] = None
    of: Optional[str] = None
    by: Optional[Expr] = None
    when: Optional[str] = None
    if_right: Optional[Tuple[Stmt, ...]] = None
    if_wrong: Optional[Tuple[Stmt, ...]] = None
    category = "accusation"


@dataclass(frozen=True)
class Variant(Item):
    description: str = ""
    items: Tuple[Item, ...] = ()
    category = "variant"


def merge_item(base: Item, over: Item) -> Item:
    """Return `base` with every property `over` sets replaced (deck rows merge by kind)."""
    changes = {f: getattr(over, f) for f in over.set_fields()}
    spans = {k: v for k, v in base.field_spans.items() if k.split(".")[0] not in changes}
    spans.update({f: over.where(f) for f in changes})
    spans.update({k: v for k, v in over.field_spans.items() if k.split(".")[0] in changes})
    if isinstance(base, Deck) and base.rows is not None and "rows" in changes:
        rows = {r.kind: r for r in base.rows}
        rows.update({r.kind: r for r in changes["rows"]})
        changes["rows"] = tuple(rows.values())
    return dataclasses.replace(base, field_spans=MappingProxyType(spans), **changes)


def display_name(names: Optional[Names], lang: str, default: str) -> str:
    """The name for `lang` ("en", "de" ...), else the English one, else `default`."""
    table = dict(names or ())
    return table.get(lang) or table.get("en") or default.replace("_", " ")


@dataclass(frozen=True, eq=False)
class Rules:
    """A whole game: every item by kind and name, with the variants it offers.

    `source`/`file` are the text and path it was read from; `applied` names the variants
    already applied (see `mogel.check.variants.apply_variants`).
    """

    file: str
    source: str
    game: Game
    defines: Mapping[str, Define]
    zones: Mapping[str, Zone]
    cards: Mapping[str, Card]
    deck: Deck
    roles: Mapping[str, Role]
    round: Round
    turn: Turn
    cheats: Mapping[str, Cheat]
    accusations: Mapping[str, Accusation]
    variants: Mapping[str, Variant]
    applied: Tuple[str, ...] = ()

    def items(self):
        """Every item of the game (not the variants), in a stable order."""
        yield self.game
        yield from self.defines.values()
        yield from self.zones.values()
        yield from self.cards.values()
        yield self.deck
        yield from self.roles.values()
        yield self.round
        yield self.turn
        yield from self.cheats.values()
        yield from self.accusations.values()
