"""The pure Transformer: lark parse tree -> model items (mogel.model), every node with its Span.

Properties of a block become ("field", value, span) triples that `_item` gathers into the
item's dataclass, so each property keeps its own location for messages and variants.
"""

from __future__ import annotations

from types import MappingProxyType

from lark import Token, Transformer, v_args

from . import model as m
from .errors import RulesSyntaxError, locate


def _span_of(file: str, meta) -> m.Span:
    if isinstance(meta, Token):
        return m.Span(file, meta.line, meta.column, meta.end_line or meta.line, meta.end_column or 0)
    if getattr(meta, "empty", True):
        return m.Span(file, 0, 0)
    return m.Span(file, meta.line, meta.column, meta.end_line, meta.end_column)


def _tagged(children, tag):
    return next((c[1] for c in children if isinstance(c, tuple) and len(c) == 2 and c[0] == tag), None)


@v_args(meta=True)
class Build(Transformer):
    """Parse tree -> model nodes.  Properties become ("field", value, span) triples."""

    def __init__(self, file: str, source: str):
        super().__init__()
        self.file = file
        self.source = source

    def _s(self, meta) -> m.Span:
        return _span_of(self.file, meta)

    def _item(self, cls, meta, name, props):
        values, spans = {}, {}
        for field_name, value, span in props:
            if field_name in values and field_name != "flags":
                message = f"'{field_name.replace('_', ' ')}' is set twice in this block"
                raise RulesSyntaxError([locate(self.source, span, message)])
            values[field_name] = value
            spans[field_name] = span
        return cls(name=str(name), span=self._s(meta), field_spans=MappingProxyType(spans), **values)

    # --- items -----------------------------------------------------------------------------
    def start(self, meta, items):
        return list(items)

    def game(self, meta, ch):
        return self._item(m.Game, meta, ch[0], ch[1:])

    def names(self, meta, ch):
        return ("names", tuple(ch), self._s(meta))

    def lang_name(self, meta, ch):
        return (str(ch[0]), str(ch[1])[1:-1])

    def players(self, meta, ch):
        return ("players", (int(ch[0]), int(ch[1])), self._s(meta))

    def rounds(self, meta, ch):
        return ("rounds", ch[0], self._s(meta))

    def order(self, meta, ch):
        return ("order", str(ch[0]), self._s(meta))

    def winner(self, meta, ch):
        return ("winner", str(ch[0]), self._s(meta))

    def ties(self, meta, ch):
        return ("ties", str(ch[0]), self._s(meta))

    def define(self, meta, ch):
        name, params, body = (ch[0], ch[1], ch[2]) if len(ch) == 3 else (ch[0], (), ch[1])
        return m.Define(name=str(name), span=self._s(meta), params=params or (), body=body,
                        field_spans=MappingProxyType({"body": self._s(meta)}))

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
        return ("seen_by", str(ch[0]), self._s(meta))

    def top_seen_by(self, meta, ch):
        return ("top_seen_by", str(ch[0]), self._s(meta))

    def when_empty(self, meta, ch):
        return ("when_empty", ch[0], self._s(meta))

    def card(self, meta, ch):
        return self._item(m.Card, meta, ch[0], ch[1:])

    def tags(self, meta, ch):
        return ("tags", tuple(str(c) for c in ch), self._s(meta))

    def penalty(self, meta, ch):
        return ("penalty", ch[0], self._s(meta))

    def penalty_value(self, meta, ch):
        return int("".join(str(c) for c in ch))

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
        values = next((c for c in ch if isinstance(c, tuple) and c and c[0] == "values"), None)
        rows = tuple(c for c in ch if isinstance(c, m.DeckRow))
        total = next((c for c in ch if isinstance(c, tuple) and c and c[0] == "total"), None)
        props = [p for p in (values, total) if p] + ([("rows", rows, self._s(meta))] if rows else [])
        return self._item(m.Deck, meta, "deck", props)

    def deck_values(self, meta, ch):
        return ("values", tuple(int(c) for c in ch), self._s(meta))

    def deck_row(self, meta, ch):
        total = ch[-1] if isinstance(ch[-1], int) and not isinstance(ch[-1], Token) else None
        counts = tuple(int(c) for c in ch[1:] if isinstance(c, Token))
        return m.DeckRow(str(ch[0]), counts, total, self._s(meta))

    def deck_sum(self, meta, ch):
        return int(ch[0])

    def deck_total(self, meta, ch):
        return ("total", int(ch[0]), self._s(meta))

    def role(self, meta, ch):
        return self._item(m.Role, meta, ch[0], [c for c in ch[1:] if c is not None])

    def round(self, meta, ch):
        return self._item(m.Round, meta, "round", ch)

    def starter(self, meta, ch):
        return ("starter", ch[0], self._s(meta))

    def setup(self, meta, ch):
        return ("setup", ch[0], self._s(meta))

    def first(self, meta, ch):
        return ("first", ch[0], self._s(meta))

    def ends_when(self, meta, ch):
        return ("ends_when", ch[0], self._s(meta))

    def checked(self, meta, ch):
        return ("checked", str(ch[0]), self._s(meta))

    def scoring(self, meta, ch):
        return ("scoring", ch[0], self._s(meta))

    def turn(self, meta, ch):
        return self._item(m.Turn, meta, "turn", [("body", ch[0], self._s(meta))])

    def cheat(self, meta, ch):
        return self._item(m.Cheat, meta, ch[0], ch[1:])

    def by(self, meta, ch):
        return ("by", ch[0], self._s(meta))

    def moves(self, meta, ch):
        return ("moves", m.CheatMove(int(ch[0]), str(ch[1]), str(ch[2])), self._s(meta))

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
        return ("race_attention", int(str(ch[0])[:-1]) / 100, self._s(meta))

    def accusation(self, meta, ch):
        return self._item(m.Accusation, meta, ch[0], ch[1:])

    def of(self, meta, ch):
        if len(ch) == 1:   # `of: hide` inside an accusation
            return ("of", str(ch[0]), self._s(meta))
        return m.Call(str(ch[0]), (ch[1],), self._s(meta))

    def acc_when(self, meta, ch):
        return ("when", str(ch[0]), self._s(meta))

    def if_right(self, meta, ch):
        return ("if_right", ch[0], self._s(meta))

    def if_wrong(self, meta, ch):
        return ("if_wrong", ch[0], self._s(meta))

    def variant(self, meta, ch):
        return m.Variant(name=str(ch[0]), span=self._s(meta), description=str(ch[1])[1:-1],
                         items=tuple(ch[2:]))

    # --- statements ------------------------------------------------------------------------
    def block(self, meta, ch):
        return tuple(ch)

    def act(self, meta, ch):
        subject, verb = ch[0], ch[-1]
        modal = str(ch[1]) if len(ch) == 3 else None
        return m.Act(subject, modal, verb, (), self._s(meta))

    def act_stmt(self, meta, ch):
        act = ch[0]
        if ch[1] is None:
            return act
        return m.Act(act.subject, act.modal, act.verb, ch[1], act.span)

    def otherwise(self, meta, ch):
        return ch[0] if isinstance(ch[0], tuple) else (ch[0],)

    def each_player(self, meta, ch):
        kind, expr = ch[0] if ch[0] is not None else (None, None)
        return m.Subject(True, expr, kind, self._s(meta))

    def one_player(self, meta, ch):
        return m.Subject(False, ch[0], None, self._s(meta))

    def except_filter(self, meta, ch):
        return ("except", ch[0])

    def in_filter(self, meta, ch):
        return ("in", ch[0])

    def where_filter(self, meta, ch):
        return ("where", ch[0])

    def play(self, meta, ch):
        return m.Play(ch[1], ch[2])

    def draw(self, meta, ch):
        return m.Draw(ch[1], ch[2])

    def give(self, meta, ch):
        target = ch[2]
        if isinstance(target, m.Subject):
            return m.Give(ch[1], None, target)
        return m.Give(ch[1], target)

    def take(self, meta, ch):
        return m.Take(ch[1], ch[2], _tagged(ch, "position"))

    def score(self, meta, ch):
        return m.ScoreVerb(ch[1])

    def become(self, meta, ch):
        return m.Become(str(ch[1]))

    def selection(self, meta, ch):
        return m.Selection(ch[0], ch[2], _tagged(ch, "position"), _tagged(ch, "where"),
                           _tagged(ch, "chooser"), self._s(meta))

    def chooser(self, meta, ch):
        return ("chooser", ch[0])

    def where(self, meta, ch):
        return ("where", ch[0])

    def below_top(self, meta, ch):
        return ("position", "below_top")

    def except_top(self, meta, ch):
        return ("position", "except_top")

    def at_random(self, meta, ch):
        return ("position", "at_random")

    def chosen_target(self, meta, ch):
        kind, expr = ch[0] if ch[0] is not None else (None, None)
        return m.Subject(True, expr, kind, self._s(meta))

    def player_target(self, meta, ch):
        return ch[0]

    def zone_ref(self, meta, ch):
        return m.ZoneRef(str(ch[0]), ch[1], self._s(meta))

    def move_sel(self, meta, ch):
        return m.MoveSel(ch[0], ch[1], self._s(meta))

    def move_all(self, meta, ch):
        zones = [c for c in ch if isinstance(c, m.ZoneRef)]
        src = zones[0] if len(zones) == 2 else None
        return m.MoveAll(src, _tagged(ch, "position"), zones[-1], self._s(meta))

    def move_card(self, meta, ch):
        return m.MoveCard(ch[0], ch[1], self._s(meta))

    def shuffle_stmt(self, meta, ch):
        return m.Shuffle(ch[0], self._s(meta))

    def deal_stmt(self, meta, ch):
        return m.Deal(ch[0], ch[1], ch[2], self._s(meta))

    def let_stmt(self, meta, ch):
        return m.Let(str(ch[0]), ch[1], self._s(meta))

    def end_stmt(self, meta, ch):
        return m.EndRound(self._s(meta))

    def if_stmt(self, meta, ch):
        return m.If(ch[0], ch[1], ch[2] or (), self._s(meta))

    def for_stmt(self, meta, ch):
        kind, expr = ch[0] if ch[0] is not None else (None, None)
        return m.ForEach(m.Subject(True, expr, kind, self._s(meta)), ch[1], self._s(meta))

    def race_stmt(self, meta, ch):
        return m.Race(str(ch[0]), ch[1], str(ch[2]), str(ch[3]), ch[4], self._s(meta))

    # --- expressions -----------------------------------------------------------------------
    def cond(self, meta, ch):
        return m.Cond(ch[1], ch[0], ch[2], self._s(meta))

    def filter_where(self, meta, ch):
        return m.Filter(ch[0], ch[1], self._s(meta))

    def filter_except(self, meta, ch):
        return m.Except(ch[0], ch[1], self._s(meta))

    def or_(self, meta, ch):
        return m.BinOp("or", ch[0], ch[1], self._s(meta))

    def and_(self, meta, ch):
        return m.BinOp("and", ch[0], ch[1], self._s(meta))

    def not_(self, meta, ch):
        return m.Unary("not", ch[0], self._s(meta))

    def compare(self, meta, ch):
        return m.BinOp(str(ch[1]), ch[0], ch[2], self._s(meta))

    def in_(self, meta, ch):
        return m.BinOp("in", ch[0], ch[1], self._s(meta))

    def is_(self, meta, ch):
        return m.Is(ch[0], str(ch[1]), self._s(meta))

    def arith(self, meta, ch):
        return m.BinOp(str(ch[1]), ch[0], ch[2], self._s(meta))

    def neg(self, meta, ch):
        return m.Unary("-", ch[0], self._s(meta))

    def attr(self, meta, ch):
        return m.Attr(ch[0], str(ch[1]), self._s(meta))

    def call(self, meta, ch):
        return m.Call(str(ch[0]), tuple(c for c in ch[1:] if c is not None), self._s(meta))

    def int(self, meta, ch):
        return m.Const(int(ch[0]), self._s(meta))

    def percent(self, meta, ch):
        return m.Const(int(str(ch[0])[:-1]) / 100, self._s(meta))

    def name(self, meta, ch):
        return m.Name(str(ch[0]), self._s(meta))

    def true(self, meta, ch):
        return m.Const(True, self._s(meta))

    def false(self, meta, ch):
        return m.Const(False, self._s(meta))

    def set_lit(self, meta, ch):
        return m.SetLit(tuple(c for c in ch if c is not None), self._s(meta))
