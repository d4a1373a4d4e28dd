"""The pure transform: lark parse tree -> model items (mogel.language.model), every node with its Span.

Properties of a block become ("field", value, span) triples that `_item` gathers into the
item's dataclass, so each property keeps its own location for messages and variants.
"""

from __future__ import annotations

import dataclasses
from types import MappingProxyType

from lark import Token

from . import model as m
from .build_code import BuildCode, expecting
from .procedures import Procedure
from ..errors import RulesSyntaxError, located
from .said import SAY


class Build(BuildCode):
    """Parse tree -> model items.  Properties become ("field", value, span) triples; the
    statements and expressions inside them come from BuildCode (mogel.language.build_code)."""

    def __init__(self, file: str, source: str):
        super().__init__(file)
        self.source = source

    def _item(self, cls, meta, name, props):
        """The item `cls` from its properties: ("field", value, span[, {"field.part": span}])."""
        values, spans = {}, {}
        if isinstance(name, Token):
            spans["name"] = self._s(name)
        for field_name, value, span, *parts in props:
            if field_name in values and field_name != "flags":
                message = SAY("set_twice", prop=field_name.replace('_', ' '))
                raise RulesSyntaxError([located(self.source, span, message)])
            values[field_name] = value
            spans[field_name] = span
            for part in parts:
                spans.update(part)
        return cls(name=str(name), span=self._s(meta), field_spans=MappingProxyType(spans), **values)

    def _value(self, field_name, value, meta, token, last=None):
        """A property whose value stands in `token` (to `last`): its span is "field.value"."""
        at = self._s(token)
        if last is not None:
            end = self._s(last)
            at = m.Span(at.file, at.line, at.column, end.end_line, end.end_column)
        return (field_name, value, self._s(meta), {f"{field_name}.value": at})

    # --- items -----------------------------------------------------------------------------
    def start(self, meta, items):
        return resolve_rows(list(items))

    def game(self, meta, ch):
        return self._item(m.Game, meta, ch[0], ch[1:])

    def names(self, meta, ch):
        """`name: en "draw pile", de "Stapel" der`: the pairs (language, text), a gender given after a name as one
        more pair ("gender", "der") right after it, then a `plural` as ("plural", its form) (`plural "Buben"`;
        ("plural", "") alone: the name is a plural noun), and the span of each pair."""
        pairs, spans = [], []
        for (lang, text, at), gender, plural in ch:
            pairs.append((lang, text))
            spans.append(at)
            if gender is not None:
                pairs.append(("gender", str(gender)))
                spans.append(self._s(gender))
            if plural is not None:   # ("plural", its form), or ("plural", "") for a name that is a plural
                pairs.append(("plural", plural[0]))
                spans.append(plural[1])
        return ("names", tuple(pairs), self._s(meta), {f"names.{i}": at for i, at in enumerate(spans)})

    name_entry = BuildCode.block   # ((language, text, span), gender, plural) of one name

    def plural(self, meta, ch):
        """`plural "Buben"`: (its form, the form's span); `plural` alone: ("", its span)."""
        return (str(ch[0])[1:-1], self._s(ch[0])) if ch[0] is not None else ("", self._s(meta))

    def show(self, meta, ch):
        return m.Show(ch[1], ch[2], self._s(meta))

    def players(self, meta, ch):
        return self._value("players", (int(ch[0]), int(ch[1])), meta, ch[0], ch[1])

    def players_list(self, meta, ch):   # `players: 2 or 4`: only these counts
        return self._value("players", m.PlayerCounts(tuple(int(c) for c in ch)), meta, ch[0], ch[-1])

    def rounds(self, meta, ch):
        return ("rounds", ch[0], self._s(meta))

    def order(self, meta, ch):
        return self._value("order", str(ch[0]), meta, ch[0])

    def winner(self, meta, ch):
        return self._value("winner", str(ch[0]), meta, ch[0])

    def ties(self, meta, ch):
        return self._value("ties", str(ch[0]), meta, ch[0])

    def teams(self, meta, ch):   # `teams: partners opposite` (words: mogel.check.teams); `teams: 0 and 2, 1 and 3`
        if isinstance(ch[0], Token):
            return self._value("teams", f"{ch[0]} {ch[1]}", meta, ch[0], ch[1])
        spans = {"teams.value": self._s(ch[0][0]), **{f"teams.{i}": self._s(seats[0]) for i, seats in enumerate(ch)}}
        return ("teams", tuple(tuple(map(int, seats)) for seats in ch), self._s(meta), spans)

    def define(self, meta, ch):
        name, params, body = (ch[0], ch[1], ch[2]) if len(ch) == 3 else (ch[0], (), ch[1])
        return m.Define(name=str(name), span=self._s(meta), params=params or (), body=body,
                        field_spans=MappingProxyType({"body": self._s(meta), "name": self._s(name)}))

    def params(self, meta, ch):
        return tuple(str(c) for c in ch if c is not None)

    def zone(self, meta, ch):
        props = []
        for p in ch[1:]:
            props.extend(p if isinstance(p, list) else [p])
        return self._item(m.Zone, meta, ch[0], props)

    def zone_flags(self, meta, ch):
        return list(ch)

    def shared(self, meta, ch):
        return ("shared", True, self._s(meta))

    def per_player(self, meta, ch):
        return ("shared", False, self._s(meta))

    def seen_by(self, meta, ch):
        return self._value("seen_by", str(ch[0]), meta, ch[0])

    def top_seen_by(self, meta, ch):
        return self._value("top_seen_by", str(ch[0]), meta, ch[0])

    def when_empty(self, meta, ch):
        return ("when_empty", ch[0], self._s(meta))

    def card(self, meta, ch):
        return self._item(m.Card, meta, ch[0], ch[1:])

    def tags(self, meta, ch):
        return ("tags", tuple(str(c) for c in ch), self._s(meta))

    def penalty(self, meta, ch):
        """`penalty: 5`, `penalty: -2` (a number), or an expression of the card (`card.value`)."""
        expr = ch[0]
        if isinstance(expr, m.Unary) and expr.op == "-" and isinstance(expr.operand, m.Const) \
                and type(expr.operand.value) is int:
            return ("penalty", -expr.operand.value, self._s(meta))
        if isinstance(expr, m.Const) and type(expr.value) is int:
            return ("penalty", expr.value, self._s(meta))
        return ("penalty", expr, self._s(meta))

    def on_play(self, meta, ch):
        return ("on_play", ch[0], self._s(meta))

    def unless(self, meta, ch):
        return ch[0]

    def cannot_play(self, meta, ch):
        return ("cannot_play", m.Restriction(ch[0]), self._s(meta))

    def expect_warning(self, meta, ch):
        return ("expect_warning", tuple(str(c) for c in ch), self._s(meta))

    def cannot_give(self, meta, ch):
        return ("cannot_give", m.Restriction(ch[0]), self._s(meta))

    def deck(self, meta, ch):
        props = [c for c in ch if isinstance(c, tuple) and c and c[0] in ("values", "columns", "total", "shown_as")]
        rows = tuple(c for c in ch if isinstance(c, m.DeckRow))
        props += [("rows", rows, self._s(meta))] if rows else []
        lines = tuple(c for c in ch if isinstance(c, m.ValueNames))
        props += [("value_names", lines, lines[0].span)] if lines else []
        return self._item(m.Deck, meta, "deck", props)

    def deck_values(self, meta, ch):
        return ("values", tuple(v for values in ch for v in values), self._s(meta))

    def value_range(self, meta, ch):
        low = int(ch[0])
        high = int(ch[1]) if ch[1] is not None else low
        if high < low:
            raise RulesSyntaxError([located(self.source, self._s(meta), SAY("range_backwards", high=high, low=low))])
        return tuple(range(low, high + 1))

    def deck_columns(self, meta, ch):
        return self._value("columns", str(ch[0]), meta, ch[0])

    def deck_row(self, meta, ch):
        names = tuple(str(c) for c in ch if isinstance(c, Token))
        count, counts = next(c for c in ch if isinstance(c, tuple))
        total = ch[-1] if isinstance(ch[-1], int) else None
        return m.DeckRow(names[0] if len(names) == 1 else None, counts, total, self._s(meta),
                         names=names, count=count)

    def counts(self, meta, ch):
        return ("counts", tuple(int(c) for c in ch))

    def each(self, meta, ch):
        return ("each", (int(ch[0]),))

    def no_value(self, meta, ch):
        return ("cards", (int(ch[0]),))

    def shown_as(self, meta, ch):
        return ("shown_as", tuple((lang, text) for lang, text, _ in ch), self._s(meta),
                {f"shown_as.{i}": at for i, (_, _, at) in enumerate(ch)})

    def attribute(self, meta, ch):
        lines = tuple(c for c in ch[1:] if isinstance(c, m.ValueNames))
        props = [c for c in ch[1:] if not isinstance(c, m.ValueNames)]
        props += [("value_names", lines, lines[0].span)] if lines else []
        return self._item(m.Attribute, meta, ch[0], props)

    def attr_values(self, meta, ch):
        return ("values", tuple(str(c) for c in ch), self._s(meta),
                {f"values.{i}": self._s(c) for i, c in enumerate(ch)})

    def attr_value_names(self, meta, ch):
        """`two: en "two", de "Zwei" die`: as `names`, a gender after a name is one more pair."""
        _, pairs, _, spans = self.names(meta, ch[1:])
        return m.ValueNames(str(ch[0]), pairs, self._s(meta), tuple(spans[f"names.{i}"] for i in range(len(pairs))))

    def deck_value_names(self, meta, ch):
        """`14: en "ace", de "Ass", icon "A"`: the names of a number of the deck, as a value line."""
        line = self.attr_value_names(meta, ch)
        return m.ValueNames(int(ch[0]), line.names, line.span, line.spans)

    def deck_sum(self, meta, ch):
        return int(ch[0])

    def deck_total(self, meta, ch):
        return ("total", int(ch[0]), self._s(meta))

    def role(self, meta, ch):
        return self._item(m.Role, meta, ch[0], [c for c in ch[1:] if c is not None])

    def round(self, meta, ch):
        return self._item(m.Round, meta, "round", ch)

    def level(self, meta, ch):
        return self._item(m.Level, meta, ch[0], ch[1:])

    def times(self, meta, ch):
        return ("times", ch[0], self._s(meta))

    def made_of(self, meta, ch):
        return self._value("made_of", str(ch[0]), meta, ch[0])

    def steps(self, meta, ch):
        return ("steps", ch[0], self._s(meta))

    def starter(self, meta, ch):
        return ("starter", ch[0], self._s(meta))

    def setup(self, meta, ch):
        return ("setup", ch[0], self._s(meta))

    def first(self, meta, ch):
        return ("first", ch[0], self._s(meta))

    def ends_when(self, meta, ch):
        return ("ends_when", ch[0], self._s(meta))

    def checked(self, meta, ch):
        return self._value("checked", str(ch[0]), meta, ch[0])

    def scoring(self, meta, ch):
        return ("scoring", ch[0], self._s(meta))

    def turn(self, meta, ch):
        body, expect = expecting(ch[0])
        return self._item(m.Turn, meta, "turn", [("body", body, self._s(meta)),
                                                 *([("expect_warning", *expect)] if expect else [])])

    def cheat(self, meta, ch):
        return self._item(m.Cheat, meta, ch[0], ch[1:])

    def by(self, meta, ch):
        return ("by", ch[0], self._s(meta))

    def moves(self, meta, ch):
        return ("moves", m.CheatMove(int(ch[0]), str(ch[1]), str(ch[2])), self._s(meta),
                {"moves.count": self._s(ch[0]), "moves.src": self._s(ch[1]), "moves.dst": self._s(ch[2])})

    def only_if(self, meta, ch):
        return ("only_if", ch[0], self._s(meta))

    def windows(self, meta, ch):
        return ("windows", tuple(ch), self._s(meta))

    def after_each_move(self, meta, ch):
        return "after_each_move"

    def after_own_move(self, meta, ch):
        return "after_own_move"

    def during_races(self, meta, ch):
        return "during_races"

    def noticed_by(self, meta, ch):
        return ("noticed_by", ch[0], self._s(meta))

    def race_attention(self, meta, ch):
        return self._value("race_attention", int(str(ch[0])[:-1]) / 100, meta, ch[0])

    def accusation(self, meta, ch):
        return self._item(m.Accusation, meta, ch[0], ch[1:])

    def of(self, meta, ch):
        if len(ch) == 1:   # `of: hide` inside an accusation
            return self._value("of", str(ch[0]), meta, ch[0])
        return m.Call(str(ch[0]), (ch[1],), self._s(meta))

    def acc_when(self, meta, ch):
        return self._value("when", str(ch[0]), meta, ch[0])

    def acc_on_call(self, meta, ch):
        return self._value("when", "call", meta, ch[0])

    def claim(self, meta, ch):
        return self._item(m.Claim, meta, ch[0], ch[1:])

    def says(self, meta, ch):
        return ("says", tuple((lang, text) for lang, text, _ in ch), self._s(meta),
                {f"says.{i}": at for i, (_, _, at) in enumerate(ch)})

    def holds(self, meta, ch):
        return ("holds", ch[0], self._s(meta))

    def if_right(self, meta, ch):
        return ("if_right", ch[0], self._s(meta))

    def if_wrong(self, meta, ch):
        return ("if_wrong", ch[0], self._s(meta))

    def variable_line(self, meta, ch):
        """`variable NAME [= EXPR] [, per player] [, reset each LEVEL]`: ch NAME, EXPR, `per player`, LEVEL (or None)."""
        props = [] if ch[2] is None else [ch[2]]
        if ch[1] is not None:
            props.append(("starts", ch[1], ch[1].span))
        if ch[3] is not None:
            props.append(self._value("reset", str(ch[3]), meta, ch[3]))
        return self._item(m.Variable, meta, ch[0], props)

    def var_per_player(self, meta, ch):
        return ("per_player", True, self._s(meta))

    def variable_block(self, meta, ch):
        return self._item(m.Variable, meta, ch[0], ch[1:])

    def starts(self, meta, ch):
        return ("starts", ch[0], self._s(meta))

    def reset(self, meta, ch):
        return self._value("reset", str(ch[0]), meta, ch[0])

    def procedure(self, meta, ch):
        body, expect = expecting(ch[2])
        return self._item(Procedure, meta, ch[0], [("body", body, self._s(meta)), ("params", ch[1] or (), self._s(meta)),
                                                   *([("expect_warning", *expect)] if expect else [])])

    def variant(self, meta, ch):
        texts, spans = ch[1]
        return m.Variant(name=str(ch[0]), span=self._s(meta), description=dict(texts).get("en", ""),
                         descriptions=texts, items=tuple(ch[2:]), field_spans=MappingProxyType(spans))

    def variant_text(self, meta, ch):
        """`description: "..."` (English), `description: en "...", de "..."`: (language, text) pairs, their spans."""
        if len(ch) == 1 and isinstance(ch[0], Token):
            ch = [("en", str(ch[0])[1:-1], self._s(ch[0]))]
        return tuple((lang, text) for lang, text, _ in ch), {f"descriptions.{i}": at for i, (_, _, at) in enumerate(ch)}


def resolve_rows(items):
    """The items with each deck row's names sorted out: a name that is a value of an attribute of the file goes into
    the row's `attrs`, the first other name is its card kind (none: a row of values; value names are unique in a file)."""
    everything = [*items, *(i for v in items if isinstance(v, m.Variant) for i in v.items)]
    values = {}
    for attribute in everything:
        if isinstance(attribute, m.Attribute):
            for value in attribute.values or ():
                values.setdefault(value, attribute.name)

    def resolved(deck):
        rows = tuple(dataclasses.replace(
            row, kind=next((n for n in row.names if n not in values), None),
            attrs=tuple((values[n], n) for n in row.names if n in values)) for row in deck.rows)
        return dataclasses.replace(deck, rows=rows)

    def fix(item):
        if isinstance(item, m.Deck) and item.rows:
            return resolved(item)
        if isinstance(item, m.Variant):
            return dataclasses.replace(item, items=tuple(map(fix, item.items)))
        return item
    return [fix(item) for item in items]
