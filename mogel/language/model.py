"""The rules model: frozen dataclasses built from a rules file, each item with its source Span.

A `Rules` object is immutable and shared by every game played with it.  Items (game, card, zone ...) keep every
property separately, `None` meaning "not set", so that a variant can replace one property of one item (`merge_item`).
The expression and statement nodes (`mogel.language.syntax`, `.statements`, `.choosing`) are re-exported: `model.Name` works.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping, Optional, Tuple

from .syntax import (  # noqa: F401  (re-exported: the whole model in one namespace)
    Span, NOWHERE, Expr, Const, Name, SetLit, Call, Attr, PlayerCounts,
    BinOp, Unary, Is, Cond, Filter, Except, _span, sub_expressions,
)
from .statements import (  # noqa: F401  (re-exported too)
    ZoneRef, Selection, Stmt, Subject, Play, Draw, Give, Take, ScoreVerb, Become,
    Act, MoveSel, MoveAll, MoveCard, Shuffle, Deal, Let, EndRound, If, ForEach, ForValue, Reveal,
    SetVar, GoNext, Miss, DropOut, Repeat, Do, Reverse, Show,
)
from .choosing import Race, Option, Choice, ChoiceStmt, ClaimAbout, CallVerb  # noqa: F401  (re-exported too)

# Words every stage agrees on, kept here so that no stage imports a later one for them: the zone of cards out
# of play (the game box), the languages a rules file may give names in (the narration has templates for
# exactly these), and the truth values, which no declaration may take as its name.
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
    teams: Optional[object] = None   # "partners opposite", "alternate seats", or each team's seats: ((0, 2), (1, 3))
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
    penalty: Optional[object] = None   # a number, or an expression of `card` (a Expr)
    on_play: Optional[Tuple[Stmt, ...]] = None
    cannot_play: Optional[Restriction] = None
    cannot_give: Optional[Restriction] = None
    expect_warning: Optional[Tuple[str, ...]] = None
    shown_as: Optional[Names] = None
    category = "card"


@dataclass(frozen=True, slots=True)
class DeckRow:
    """One row of the deck table.  `kind`: its card kind (None: kindless cards); `attrs`: the (attribute, value)
    pairs it names; `names`: every name before ':' as written; `count`: "counts" (one per column), "each"
    (`counts[0]` in every column) or "cards" (`counts[0]` cards with no value)."""

    kind: Optional[str]
    counts: Tuple[int, ...]
    total: Optional[int] = None
    span: Span = _span()
    attrs: Tuple[Tuple[str, str], ...] = ()
    names: Tuple[str, ...] = field(default=(), compare=False)
    count: str = "counts"

    @property
    def key(self):
        """What makes a row one of a kind (variants merge rows by it): its kind and attribute values."""
        return (self.kind, *sorted(self.attrs)) if self.attrs else self.kind

    @property
    def label(self) -> str:
        """The row as written before ':' (`family black`)."""
        return " ".join(self.names) if self.names else str(self.kind)


@dataclass(frozen=True, slots=True)
class ValueNames:
    """A value line: `black: en "BLACK", paint "#222222"` of an attribute, `14: en "ace"` of the deck (an int)."""

    value: object
    names: Names
    span: Span = _span()
    spans: Tuple[Span, ...] = field(default=(), compare=False, repr=False)


@dataclass(frozen=True)
class Attribute(Item):
    """`attribute colour:` -- named values a card may carry, in order (`values:`), each with display names and
    a look (`value_names`)."""

    names: Optional[Names] = None
    values: Optional[Tuple[str, ...]] = None
    value_names: Optional[Tuple[ValueNames, ...]] = None
    category = "attribute"

    def names_of(self, value) -> Optional[Names]:
        """The display names (and look) of one value, or None when no line gives them."""
        return next((v.names for v in self.value_names or () if v.value == value), None)


@dataclass(frozen=True)
class Deck(Item):
    values: Optional[Tuple[int, ...]] = None
    rows: Optional[Tuple[DeckRow, ...]] = None
    total: Optional[int] = None
    columns: Optional[str] = None
    shown_as: Optional[Names] = None
    value_names: Optional[Tuple[ValueNames, ...]] = None   # the numbers' names (`14: en "ace"`)
    category = "deck"
    names_of = Attribute.names_of


LOOKS = ("icon", "paint")   # the words that may end a name line: `icon "♥"`, `paint "#c0392b"`


def look(names: Optional[Names]) -> Mapping[str, str]:
    """The look a name line gives: {"icon": "♥", "paint": "#c0392b"} (each only if given)."""
    return {key: text for key, text in names or () if key in LOOKS}


@dataclass(frozen=True)
class Role(Item):
    names: Optional[Names] = None
    shown_as: Optional[Names] = None      # the sentence telling a player taking it: "{player} is now the caller."
    category = "role"


@dataclass(frozen=True)
class Round(Item):
    """`round:` or `level round:` -- the level `round`, made of turns unless it says otherwise; any level property."""

    starter: Optional[Expr] = None
    setup: Optional[Tuple[Stmt, ...]] = None
    first: Optional[Expr] = None
    ends_when: Optional[Expr] = None
    checked: Optional[str] = None
    scoring: Optional[Tuple[Stmt, ...]] = None
    names: Optional[Names] = None
    times: Optional[Expr] = None
    made_of: Optional[str] = None
    steps: Optional[Tuple[Stmt, ...]] = None
    expect_warning: Optional[Tuple[str, ...]] = None   # codes its warnings (of its fields, blocks) acknowledge
    category = "round"


@dataclass(frozen=True)
class Level(Round):
    """`level NAME:` -- one instance of a level of the game (a match of games of rounds of passes): `made_of` the
    inner level's name or "turns", or `steps` run once; `times` how many the enclosing level plays."""

    category = "level"


@dataclass(frozen=True)
class Turn(Item):
    body: Optional[Tuple[Stmt, ...]] = None
    expect_warning: Optional[Tuple[str, ...]] = None   # `expect warning:` as the first line of its block
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
    expect_warning: Optional[Tuple[str, ...]] = None
    category = "cheat"


@dataclass(frozen=True)
class Accusation(Item):
    names: Optional[Names] = None
    of: Optional[str] = None
    by: Optional[Expr] = None
    when: Optional[str] = None
    if_right: Optional[Tuple[Stmt, ...]] = None
    if_wrong: Optional[Tuple[Stmt, ...]] = None
    expect_warning: Optional[Tuple[str, ...]] = None
    category = "accusation"


@dataclass(frozen=True)
class Variable(Item):
    """`variable NAME = EXPR, reset each LEVEL` or a block: a value that changes during play.

    starts: worked out at each reset (None: absent until set), per player (`player` bound) if per_player (True: a
    value per player); reset: "round", "turn", "game" or None (set at the start); expect_warning: codes acknowledged."""

    names: Optional[Names] = None
    starts: Optional[Expr] = None
    reset: Optional[str] = None
    per_player: Optional[bool] = None
    expect_warning: Optional[Tuple[str, ...]] = None
    category = "variable"


@dataclass(frozen=True)
class Claim(Item):
    """`claim NAME:` a fact a player states about cards the others cannot see.

    says: what the claimer says per language, with `{count}` and `{NAME}` placeholders (None: the claim's
    name is said); holds: about each claimed card (`card`, `claimer`); expect_warning: codes acknowledged."""

    names: Optional[Names] = None
    says: Optional[Names] = None
    holds: Optional[Expr] = None
    expect_warning: Optional[Tuple[str, ...]] = None
    category = "claim"


@dataclass(frozen=True)
class Variant(Item):
    description: str = ""     # in English; `descriptions`: its (language, text) pairs (check.variants.described)
    descriptions: Names = ()
    items: Tuple[Item, ...] = ()
    category = "variant"


def merge_item(base: Item, over: Item) -> Item:
    """Return `base` with every property `over` sets replaced (deck rows merge by kind)."""
    changes = {f: getattr(over, f) for f in over.set_fields()}
    spans = {k: v for k, v in base.field_spans.items() if k.split(".")[0] not in changes}
    spans.update({f: over.where(f) for f in changes})
    spans.update({k: v for k, v in over.field_spans.items() if k.split(".")[0] in changes})
    if isinstance(base, Deck) and base.rows is not None and "rows" in changes:
        rows = {r.key: r for r in base.rows}
        rows.update({r.key: r for r in changes["rows"]})
        changes["rows"] = tuple(rows.values())
    return dataclasses.replace(base, field_spans=MappingProxyType(spans), **changes)


def display_name(names: Optional[Names], lang: str, default: str) -> str:
    """The name for `lang` ("en", "de" ...), else the English one, else `default`."""
    table = dict(names or ())
    return table.get(lang) or table.get("en") or default.replace("_", " ")


def value_display_name(owner, value, lang: str) -> str:
    """A value of `owner` (an Attribute; the Deck: a number) by its display name, else as written ("14")."""
    return display_name(owner.names_of(value) if owner is not None else None, lang, str(value))


@dataclass(frozen=True, eq=False, repr=False)
class Rules:
    """A whole game: every item by kind and name, with the variants it offers.

    `source`/`file` are the text and path it was read from; `applied` names the variants already
    applied (see `mogel.check.variants.apply_variants`)."""

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
    attributes: Mapping[str, Attribute] = field(default_factory=lambda: MappingProxyType({}))
    variables: Mapping[str, Variable] = field(default_factory=lambda: MappingProxyType({}))
    claims: Mapping[str, Claim] = field(default_factory=lambda: MappingProxyType({}))
    levels: Mapping[str, Level] = field(default_factory=lambda: MappingProxyType({}))
    procedures: Mapping[str, "Procedure"] = field(default_factory=lambda: MappingProxyType({}))   # language.procedures

    @functools.cached_property
    def value_names(self) -> Mapping[str, str]:
        """Each attribute value's name -> the attribute it is a value of (the first, when a
        faulty file names a value in two)."""
        out: dict = {}
        for attribute in self.attributes.values():
            for value in attribute.values or ():
                out.setdefault(value, attribute.name)
        return MappingProxyType(out)

    def items(self):
        """Every item of the game (not the variants), in a stable order."""
        yield from (self.game, *self.defines.values(), *self.zones.values(), *self.cards.values(), self.deck)
        yield from (*self.roles.values(), self.round, self.turn, *self.cheats.values(), *self.accusations.values())
        yield from (*self.variables.values(), *self.claims.values())
        yield from (level for level in self.levels.values() if level is not self.round)
        yield from self.procedures.values()

    def __repr__(self) -> str:
        """Short, as a notebook shows it (the whole model ran to 50,000 characters): the game, its
        file, its players and the variants applied of those offered; `source` and the items hold the rest:
        "<Rules NAME from FILE: 3 to 5 players; variants applied: A, B (of 24 offered)>"."""
        low, high = self.game.players or ("?", "?")
        players = f"{low} players" if low == high else f"{low} to {high} players"
        return (f"<Rules {self.game.name} from {self.file}: {players}; variants applied: "
                f"{', '.join(self.applied) or 'none'} (of {len(self.variants)} offered)>")


def deck_columns(rules: Rules) -> Tuple[object, ...]:
    """The columns of the deck table: its numbers (`values:`), or the values of the attribute
    `columns:` names, in order (() when it has neither)."""
    deck = rules.deck
    if deck.columns is not None:
        attribute = rules.attributes.get(deck.columns)
        return tuple(attribute.values or ()) if attribute is not None else ()
    return tuple(deck.values or ())


def row_copies(row: DeckRow, columns: Tuple[object, ...]) -> Tuple[Tuple[object, int], ...]:
    """(column, copies) of a row in column order: `N each`: N per column; `N cards`: (None, N), no value."""
    if row.count == "cards":
        return ((None, row.counts[0]),)
    if row.count == "each":
        return tuple((column, row.counts[0]) for column in columns)
    return tuple(zip(columns, row.counts))


def deck_cards(rules: Rules):
    """Every card of the deck in table order (row by row, column by column), as (kind or None,
    value or None, ((attribute, value), ...)): the card ids are the positions."""
    columns, by = deck_columns(rules), rules.deck.columns
    for row in rules.deck.rows or ():
        for column, copies in row_copies(row, columns):
            attrs, value = row.attrs, column
            if by is not None and column is not None:
                attrs, value = (*row.attrs, (by, column)), None
            for _ in range(copies):
                yield row.kind, value, attrs
