"""The statements and expressions: parse tree -> mogel.language.model nodes with Spans.

`BuildCode` is the base of `mogel.language.build.Build` (which adds the items: blocks and their
properties).  `transform(tree)` turns a lark parse tree into model nodes bottom-up: the method
named like each subtree's rule gets the rule's `meta` (its position in the rules text) and the
transformed children, as a lark `Transformer` with `v_args(meta=True)` would call it.  It is its
own walk because lark's makes a new wrapper of the method at each of the ~700 nodes of rules.mm
(a third of the time of building the model)."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from ..errors import RulesSyntaxError, located
from . import model as m
from .said import SAY


def span_of(file: str, meta) -> m.Span:
    """The Span of a rule's meta or of a Token; Span(file, 0, 0) when lark had no position."""
    if isinstance(meta, Token):
        return m.Span(file, meta.line, meta.column, meta.end_line or meta.line, meta.end_column or 0)
    if getattr(meta, "empty", True):
        return m.Span(file, 0, 0)
    return m.Span(file, meta.line, meta.column, meta.end_line, meta.end_column)


def _tagged(children, tag):
    """(value, span) of the child tagged `tag`, such as ("position", "below_top", span); else (None, NOWHERE)."""
    return next(((c[1], c[2]) for c in children if isinstance(c, tuple) and len(c) == 3 and c[0] == tag),
                (None, m.NOWHERE))


def _acknowledged(expect) -> dict:
    """The fields `expect_warning`, `expect_span` of a statement from its `expect warning:` line's tuple (or None)."""
    return {} if expect is None else {"expect_warning": expect[1], "expect_span": expect[2]}


def expecting(block) -> tuple:
    """(statements, (codes, span) of its first line `expect warning: CODES`, or ()) of an `expect_block`."""
    if block and isinstance(block[0], tuple) and block[0][:1] == ("expect_warning",):
        return block[1:], block[0][1:]
    return block, ()


def _tag(tag: str, name=None):
    """The method of a rule that gives a tagged part of a selection: (tag, `name` or else the rule's
    one child, span), as `_tagged` finds it (("position", "below_top", span), ("where", expr, span))."""
    return lambda self, meta, ch: (tag, ch[0] if name is None else name, self._s(meta))


class BuildCode:
    """Statements and expressions -> model nodes (mogel.language.model), each with its Span."""

    def __init__(self, file: str):
        self.file = file

    def transform(self, tree: Tree):
        """The model node of `tree`, its subtrees first.  Every rule that makes a subtree has a method here or in
        Build; the parser keeps trees shallow (mogel.language.parser.MAX_DEPTH), far from Python's recursion limit."""
        children = [self.transform(child) if type(child) is Tree else child for child in tree.children]
        return getattr(self, tree.data)(tree.meta, children)

    def _s(self, meta) -> m.Span:
        return span_of(self.file, meta)

    # --- statements ------------------------------------------------------------------------
    def block(self, meta, ch):
        return tuple(ch)

    expect_block = block   # a block that begins with `expect warning: CODES`: that line's tuple, then the statements
    race_names = block
    do_args = block   # `do lay_pairs(active)`: the values of the procedure's parameters
    seat_list = block   # `0 and 2` of `teams: 0 and 2, 1 and 3` (mogel.language.build `teams`)

    def act(self, meta, ch):
        quiet, subject, verb = ch[0], ch[1], ch[-1]
        quietly = {} if quiet is None else {"quiet": True, "quiet_span": self._s(quiet)}
        if len(ch) == 4:
            return m.Act(subject, str(ch[2]), verb, (), self._s(meta), self._s(ch[2]), **quietly)
        return m.Act(subject, None, verb, (), self._s(meta), **quietly)

    def act_stmt(self, meta, ch):
        act, expect, otherwise = ch
        if expect is None and otherwise is None:
            return act
        return replace(act, otherwise=otherwise or (), **_acknowledged(expect))

    def acknowledged_line(self, meta, ch):
        """A line statement with `expect warning: CODES` indented under it: only a `move ... chosen
        by` has a `where` of what a chooser is offered to acknowledge."""
        stmt, expect = ch
        if not isinstance(stmt, m.MoveSel):
            raise RulesSyntaxError([located(self.source, expect[2], SAY("expect_under"))])
        return replace(stmt, **_acknowledged(expect))

    def otherwise(self, meta, ch):
        return ch[0] if isinstance(ch[0], tuple) else (ch[0],)

    def each_player(self, meta, ch):
        kind, expr = ch[1] if ch[1] is not None else (None, None)
        return m.Subject(True, expr, kind, self._s(meta), *(ch[0] or (None, False)))

    def starting(self, meta, ch):   # `starting from P`, `starting after P`: (P, after)
        return (ch[2], ch[1] == "after")

    def one_player(self, meta, ch):
        return m.Subject(False, ch[0], None, self._s(meta))

    def each_team(self, meta, ch):
        """`each team [where C]`: the first seat of each, `each player where player = first(team of player) [and C]`."""
        at = self._s(meta)
        first = m.BinOp("=", m.Name("player", at), m.Call("first", (m.Call("team", (m.Name("player", at),), at),), at), at)
        return m.Subject(True, first if ch[0] is None else m.BinOp("and", first, ch[0], at), "where", at)

    def except_filter(self, meta, ch):
        """`except X`; `except X where C` (`except X except Y`) reads as `players except X where C` does."""
        if isinstance(ch[0], (m.Filter, m.Except)):
            return ("in", _players_except(ch[0]))
        return ("except", ch[0])

    def in_filter(self, meta, ch):
        return ("in", ch[0])

    def where_filter(self, meta, ch):
        return ("where", ch[0])

    def play(self, meta, ch):
        claim, claim_span, about, when = ch[4] if ch[4] is not None else (None, m.NOWHERE, None, None)
        return m.Play(ch[1], ch[2], self._s(meta), ch[3] is not None, claim, claim_span, about, when)

    def claiming(self, meta, ch):
        return str(ch[0]), self._s(ch[0]), ch[1], ch[2]

    def claim_about(self, meta, ch):
        return m.ClaimAbout(str(ch[0]), ch[1], self._s(meta), self._s(ch[0]))

    def calls(self, meta, ch):
        return m.CallVerb(str(ch[1]), ch[2], self._s(meta), self._s(ch[1]))

    def face_down(self, meta, ch):
        return True

    blindly = face_down   # `chosen blindly by P`: True

    def reveal_stmt(self, meta, ch):
        return m.Reveal(ch[0], self._s(meta))

    def draw(self, meta, ch):
        return m.Draw(ch[1], ch[2], self._s(meta))

    def give(self, meta, ch):
        target = ch[2]
        if isinstance(target, m.Subject):
            return m.Give(ch[1], None, target, self._s(meta))
        return m.Give(ch[1], target, None, self._s(meta))

    def take(self, meta, ch):
        position, position_span = _tagged(ch, "position")
        return m.Take(ch[1], ch[2], position, self._s(meta), position_span)

    def score(self, meta, ch):   # `scores N (en "...", de "...")`: the reason
        return m.ScoreVerb(ch[1], self._s(meta), *zip(*((n[:2], n[2]) for n in ch[2] or ())))

    def become(self, meta, ch):
        return m.Become(str(ch[1]), self._s(meta), self._s(ch[1]))

    def go_next(self, meta, ch):
        return m.GoNext(self._s(meta))

    def miss(self, meta, ch):
        return m.Miss(ch[1], self._s(meta))

    def drop_out(self, meta, ch):
        named = ch[1]
        if named is None:
            return m.DropOut(None, self._s(meta))
        return m.DropOut(str(named), self._s(meta), self._s(named))

    def out_of(self, meta, ch):
        return ch[0]

    def selection(self, meta, ch):
        (position, position_span), (who, chooser_span) = _tagged(ch, "position"), _tagged(ch, "chooser")
        chooser, blind = who or (None, False)   # `chosen [blindly] by P`
        (up_to, up_to_span), worth = _tagged(ch, "up_to"), _tagged(ch, "worth")[0]
        zone = next(c for c in ch if isinstance(c, m.ZoneRef))
        count = m.Const(1, worth.span) if worth is not None else ch[0]   # `cards worth V`: one set
        return m.Selection(count, zone, position, _tagged(ch, "where")[0], chooser, self._s(meta),
                           position_span, chooser_span, up_to, up_to_span, blind, worth)

    def chooser(self, meta, ch):
        return ("chooser", (ch[1], ch[0] is not None), self._s(meta))

    up_to, where, worth = (_tag(tag) for tag in ("up_to", "where", "worth"))
    below_top, except_top, at_random = (_tag("position", name) for name in ("below_top", "except_top", "at_random"))

    def chosen_target(self, meta, ch):   # `to a chosen player [except X ...]`: the players it may be
        kind, expr = ch[0] if ch[0] is not None else (None, None)
        return m.Subject(True, expr, kind, self._s(meta))

    def player_target(self, meta, ch):
        return ch[0]

    def zone_ref(self, meta, ch):
        return m.ZoneRef(str(ch[0]), ch[1], self._s(meta))

    def under_ref(self, meta, ch):
        """`bottom of ZONE`: a move's destination, the cards going under the cards there."""
        return replace(ch[0], under=True)

    def move_sel(self, meta, ch):
        return m.MoveSel(ch[0], ch[1], self._s(meta), ch[2] is not None)

    def move_all(self, meta, ch):
        zones = [c for c in ch if isinstance(c, m.ZoneRef)]
        src = zones[0] if len(zones) == 2 else None
        position, position_span = _tagged(ch, "position")
        return m.MoveAll(src, position, zones[-1], self._s(meta), position_span, _tagged(ch, "where")[0],
                         ch[-1] is True)

    def move_card(self, meta, ch):
        return m.MoveCard(ch[0], ch[1], self._s(meta), ch[2] is not None)

    def shuffle_stmt(self, meta, ch):
        return m.Shuffle(ch[0], self._s(meta))

    def deal_stmt(self, meta, ch):
        return m.Deal(ch[0], ch[1], ch[2], self._s(meta))

    def deal_all(self, meta, ch):
        return m.Deal(m.Const(0, self._s(meta)), ch[0], ch[1], self._s(meta), True)

    def let_stmt(self, meta, ch):
        return m.Let(str(ch[0]), ch[2], self._s(meta), self._quiet_chance(ch[1]))

    def _quiet_chance(self, word):
        """Where a `quietly` before a statement's value or test stands (`let x = quietly chance(...)`), or None."""
        return None if word is None else self._s(word)

    def set_stmt(self, meta, ch):
        quiet, name, owner, quiet_chance, expr = ch
        return m.SetVar(str(name), expr, self._s(meta), self._s(name), quiet is not None, owner,
                        self._quiet_chance(quiet_chance))

    def let_choice(self, meta, ch):
        return m.ChoiceStmt(str(ch[0]), False, ch[1], ch[3] or (), self._s(meta), self._s(ch[0]),
                            **_acknowledged(ch[2]))

    def set_choice(self, meta, ch):
        return m.ChoiceStmt(str(ch[0]), True, ch[2], ch[4] or (), self._s(meta), self._s(ch[0]), ch[1],
                            **_acknowledged(ch[3]))

    def _choice(self, meta, ch, what, rest):
        """The parts before `a player` / `one of:` (chooser, MODAL?, CHOOSE) and the rest."""
        chooser, modal = ch[0], (ch[1] if len(ch) > 1 and isinstance(ch[1], Token) and ch[1].type == "MODAL" else None)
        modal_span = self._s(modal) if modal is not None else m.NOWHERE
        return dict(chooser=chooser, modal=None if modal is None else str(modal), what=what,
                    span=self._s(meta), modal_span=modal_span, **rest)

    def choose_player(self, meta, ch):
        kind, expr = ch[-1] if ch[-1] is not None else (None, None)
        return m.Choice(**self._choice(meta, ch, "player", {"filter_kind": kind, "filter": expr}))

    def choose_value(self, meta, ch):
        """`P chooses a colour [(en "...")] [where COND]`: a value of attribute NAME; `a number from A to B`."""
        at = next(i for i, c in enumerate(ch) if isinstance(c, Token) and c.type == "CHOOSE")
        article, name, told, low, high = ch[at + 1:at + 6]
        told, where = told or (), _tagged(ch[at + 6:], "where")[0]
        return m.Choice(**self._choice(meta, ch, "value" if low is None else "number", {
            "filter_kind": "where" if where is not None else None, "filter": where, "low": low, "high": high,
            "attribute": str(name), "article": article, "attribute_span": self._s(name),
            "told": tuple((lang, text) for lang, text, _ in told), "told_spans": tuple(s for _, _, s in told)}))

    def article(self, meta, ch):
        return str(ch[0])

    def choose_option(self, meta, ch):
        options = tuple(c for c in ch if isinstance(c, m.Option))
        return m.Choice(**self._choice(meta, ch, "option", {"options": options}))

    def option(self, meta, ch):
        names, expect = ch[1] or (), ch[4]
        return m.Option(str(ch[0]), tuple((lang, text) for lang, text, _ in names), ch[2], self._s(meta),
                        tuple(at for _, _, at in names), ch[3], *(expect[1:] if expect else ()))

    def end_stmt(self, meta, ch):
        return m.EndRound(self._s(meta), str(ch[0]), self._s(ch[0]))

    def if_stmt(self, meta, ch):
        then, expect = expecting(ch[2])
        return m.If(ch[1], then, ch[3] or (), self._s(meta), *expect, quiet_chance=self._quiet_chance(ch[0]))

    def for_stmt(self, meta, ch):
        kind, expr = ch[1] if ch[1] is not None else (None, None)
        return m.ForEach(m.Subject(True, expr, kind, self._s(meta), *(ch[0] or (None, False))), ch[2], self._s(meta))

    def for_value(self, meta, ch):
        """`for each rank r:`; `for each rank:` binds the value to `rank`."""
        name = ch[1] if ch[1] is not None else ch[0]
        return m.ForValue(str(ch[0]), str(name), ch[2], self._s(meta), self._s(ch[0]), self._s(name))

    def race_stmt(self, meta, ch):
        names, (body, expect) = ch[1] or (), expecting(ch[6])
        joining, joining_span, right = ch[3] or (None, self._s(meta), None)
        wrong, wrong_body, wrong_span = ch[7] or (None, (), self._s(meta))
        return m.Race(str(ch[0]), ch[2], str(ch[4]), str(ch[5]), body, self._s(meta),
                      tuple((lang, text) for lang, text, _ in names), tuple(at for _, _, at in names), *expect,
                      **dict(joining=joining, joining_span=joining_span, right=right, wrong=wrong,
                             wrong_body=wrong_body, wrong_span=wrong_span))

    def joining(self, meta, ch):
        """`who may [, right if COND]`: (the word after `who`, where it stands, COND or None)."""
        return str(ch[0]), self._s(ch[0]), ch[1]

    def race_wrong(self, meta, ch):
        """`wrong as NAME: body`: (NAME, its statements, where the line stands)."""
        return str(ch[0]), ch[1], self._s(meta)

    def reverse_stmt(self, meta, ch):
        return m.Reverse(self._s(meta))

    def do_stmt(self, meta, ch):
        return m.Do(str(ch[0]), self._s(meta), self._s(ch[0]), ch[1] or ())

    def repeat_stmt(self, meta, ch):
        return m.Repeat(ch[0], ch[1], ch[2], self._s(meta))

    def lang_name(self, meta, ch):
        """(language, text, span of both): `names` keeps the span apart."""
        lang, text = self._s(ch[0]), self._s(ch[1])
        return (str(ch[0]), str(ch[1])[1:-1], m.Span(lang.file, lang.line, lang.column, text.end_line, text.end_column))

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
        return m.Is(ch[0], str(ch[1]), self._s(meta), self._s(ch[1]))

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


def _players_except(node):
    """The chain `X where C except Y ...` of a filter with `players except` put before its first
    operand: `(players except X) where C except Y ...`."""
    if isinstance(node, (m.Filter, m.Except)):
        return replace(node, source=_players_except(node.source))
    return m.Except(m.Name("players", node.span), node, node.span)
