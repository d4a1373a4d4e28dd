"""The expressions that go over a set, written as functions of the generated module with the
work budget: `S where C`, `S except X`, `any` / `count` of a `where`, the aggregates (`sum`,
`max`, `min`, `highest`, `lowest`), `first`, `next` / `previous` of a player, and the players
of `each player except / in / where ...` (docs/language.md, "Aggregates").

`LoopSource` is a part of `mogel.compile.source_expr.ExprSource` (one of its bases).  Each loop
is a function `f_N(s, *live)`: it takes the size of its set from the work budget (`State.work`)
before it starts and raises TooMuchWork at its own span when the budget is spent, or again at
its own span when an expression inside it raised it (mogel.compile.work).  The member is a
Python local of the function.  A set's order: players as the set lists them (`players`: seat
order from the active player), cards from the top of their pile down (the aggregates, `first`).  A pure `any(players where C)`
(C makes no call) goes through the seats in seat order (`every_seat`); the parts of a card test
that a loop over cards cannot change are worked out once before it (`hoist`).
"""

from __future__ import annotations

import re
from typing import Callable, Optional

from ..check.typer_sets import AGGREGATES, aggregate_binder
from ..check.vocabulary import CARDS, PLAYERS
from ..check.work import COUNTED, WORK
from ..language import model as m
from .source_facts import binds, calls_nothing
from .source_module import Ctx, SPENT


_EVERY_SEAT = re.compile(r"s\.seats_from\([^()]*\)\Z")   # `players`: every seat, from one of them


_READERS = ("top", "size", "empty", "left", "right", "present", "absent", "total", "score", "face_down")


def binder_of(func: str, kind: str) -> Optional[str]:
    """The name an aggregate `func` over a set of type `kind` binds in its second argument:
    `card` or `player`; `sum` of a set of unknown type binds `card` (as it always has)."""
    return aggregate_binder(kind) or ("card" if func == "sum" else None)


def free_names(e, set_type: Optional[Callable] = None) -> set:
    """Names an expression reads that no binder inside it binds (`card` in `fits(card, t)`).
    `set_type(expr)`: the type of a set, which tells whether an aggregate binds `card` or
    `player`; without it a `sum` binds `card`."""
    if isinstance(e, m.Name):
        return {e.name}
    if isinstance(e, m.Filter):
        return free_names(e.source, set_type) | (free_names(e.cond, set_type) - {"card", "player"})
    if isinstance(e, m.Call) and e.func in AGGREGATES and len(e.args) == 2:
        binder = binder_of(e.func, set_type(e.args[0])) if set_type is not None else \
            ("card" if e.func == "sum" else None)
        inner = free_names(e.args[1], set_type)
        return free_names(e.args[0], set_type) | (inner - {binder} if binder else inner)
    out = set()
    for child in m.sub_expressions(e):
        out |= free_names(child, set_type)
    return out


class LoopSource:
    """Writes the set loops of expressions; a part of ExprSource (expr, helper, typer, mod)."""

    def _binding(self, source: m.Expr, ctx):
        kind = self.typer.type_of(source, ctx.types)
        return {CARDS: "card", PLAYERS: "player"}.get(kind, "card"), kind

    def charge(self, w, members: str, span: m.Span) -> None:
        """The lines that take the size of a set from the work budget."""
        w(f"s.work = s.work - len({members})")
        w(SPENT)
        w(f"    raise too_much({self.mod.span(span)}, SOURCE)")

    def sure(self, e: m.Expr, ctx) -> bool:
        """Whether every member of the set `e` is there (a card of a zone, a seat): never absent."""
        r = self.rules
        if isinstance(e, (m.Filter, m.Except)):
            return self.sure(e.source, ctx)
        if isinstance(e, m.Call):
            return e.func in r.zones and e.func not in r.defines
        if not isinstance(e, m.Name) or e.name in ctx.types or e.name in self._subst or e.name in r.defines:
            return False
        return e.name in r.zones or (e.name in ("players", "others") and e.name not in r.roles
                                     and e.name not in r.variables and e.name not in r.levels)

    def loop(self, ctx, source: str, span: m.Span, binder: Optional[str], kind: str, inner, before=(), after=(),
             order: str = "{}", sure: bool = False) -> str:
        """A function that charges the set `source`, runs `before` lines, then for each member `x`
        (bound as `binder` of type `kind`) the lines `inner(w, ctx with x bound, x)`, then `after`."""
        def body(w, ctx):
            w(f"members = {source}")
            self.charge(w, "members", span)
            for line in before:
                w(line)
            x = self.mod.fresh("x")
            inside = ctx.bind(binder, kind, x, sure) if binder else ctx
            w("try:")
            w(f"    for {x} in {order.format('members')}:")
            w.indent().indent()
            inner(w, inside, x)
            w.dedent()
            w.dedent()
            w("except TooMuchWork:")
            w(f"    raise too_much({self.mod.span(span)}, SOURCE) from None")
            for line in after:
                w(line)
        return self.helper(ctx, body, where=span)

    def _x_Filter(self, e, ctx):
        name, kind = self._binding(e.source, ctx)
        source = self.expr(e.source, ctx)

        def keep(w, inside, x):
            w(f"if {self.expr(e.cond, inside)}:")
            w(f"    out.append({x})")
        return self.loop(ctx, source, e.span, name, "card" if kind == CARDS else "player", keep,
                         before=("out = []",), after=("return out",), sure=self.sure(e.source, ctx))

    def _x_Except(self, e, ctx):
        source = self.expr(e.source, ctx)

        def body(w, ctx):
            w(f"members = {source}")
            self.charge(w, "members", e.span)
            w(f"drop = {self.expr(e.item, ctx)} if members else None")
            w("return list(members) if drop is None else [member for member in members if member != drop]")
        return self.helper(ctx, body, where=e.span)

    def quantifier(self, name: str, f: m.Filter, ctx, span: m.Span) -> str:
        """`any(S where C)` stops at the first member that passes (the whole set is charged to
        the budget all the same); `count` builds no list."""
        binder, kind = self._binding(f.source, ctx)
        source = self.expr(f.source, ctx)
        if name == "any" and _EVERY_SEAT.match(source):
            return self.helper(ctx, lambda w, ctx: self.every_seat(f, ctx, span, "return True", w, "return False"),
                               where=span)

        def test(w, inside, x):
            w(f"if {self.expr(f.cond, inside)}:")
            w("    return True" if name == "any" else "    found += 1")
        return self.loop(ctx, source, span, binder, "card" if kind == CARDS else "player", test,
                         before=() if name == "any" else ("found = 0",),
                         after=("return False",) if name == "any" else ("return found",), sure=self.sure(f.source, ctx))

    def first_member(self, f: m.Filter, ctx, span: m.Span, then: str, w, members: str = "members") -> None:
        """`any(S where C)` written in place (an operand of `ends when:`, mogel.compile.source_expr
        `first_true`): the set charged, then the line `then` at the first member that passes;
        `members`: the local that keeps the set."""
        binder, kind = self._binding(f.source, ctx)
        source = self.expr(f.source, ctx)
        if _EVERY_SEAT.match(source):
            self.every_seat(f, ctx, span, then, w, members=members)
            return
        w(f"{members} = {source}")
        self.charge(w, members, span)
        x = self.mod.fresh("x")
        inside = ctx.bind(binder, "card" if kind == CARDS else "player", x, self.sure(f.source, ctx))
        w("try:")
        w(f"    for {x} in {members}:")
        w(f"        if {self.expr(f.cond, inside)}:")
        w(f"            {then}")
        w("except TooMuchWork:")
        w(f"    raise too_much({self.mod.span(span)}, SOURCE) from None")

    def every_seat(self, f: m.Filter, ctx, span: m.Span, then: str, w, after: str = None, members: str = "members") -> None:
        """`any(players where C)`: every seat charged, then the line `then` at the first seat that
        passes.  When C makes no call (it charges nothing and raises nothing) the seats are gone
        through in seat order, without the list of the order of play: which one passes first
        does not change whether any does.  `members`: the local that keeps the seats' list."""
        x = self.mod.fresh("x")
        inside = ctx.bind("player", "player", x, True)
        test = self.expr(f.cond, inside)
        hands = self.seat_zones(f.cond, inside, x)
        if hands is not None:   # `empty(Z of player)`: every seat's pile looked at in C
            self.charge_seats(w, span)
            w(f"if not all({hands}):")
            w(f"    {then}")
        elif not calls_nothing(test):
            w(f"{members} = {self.expr(f.source, ctx)}")
            self.charge(w, members, span)
            w("try:")
            w(f"    for {x} in {members}:")
            w(f"        if {test}:")
            w(f"            {then}")
            w("except TooMuchWork:")
            w(f"    raise too_much({self.mod.span(span)}, SOURCE) from None")
        else:
            self.charge_seats(w, span)
            w(f"for {x} in range(s.n):")
            w(f"    if {test}:")
            w(f"        {then}")
        if after is not None:
            w(after)

    def charge_seats(self, w, span: m.Span) -> None:
        """The lines that take the number of seats from the work budget; as the first line of a
        move's round-end test (`w.fresh`: the move's event has just given the budget back, WORK,
        and a table has fewer seats than UNCOUNTED) the budget is set, with no test (`w.exact`),
        or, at the start of a turn, taken with no test but State.spent's."""
        if w.fresh == len(w.lines):
            if w.exact:
                w(f"s.work = {WORK} - s.n")
            else:
                w("s.work = s.work - s.n")
                w(f"if s.work < {COUNTED}:")
                w("    s.spent()")
            return
        w("s.work = s.work - s.n")
        w(SPENT)
        w(f"    raise too_much({self.mod.span(span)}, SOURCE)")

    def seat_zones(self, cond: m.Expr, inside, x: str) -> Optional[str]:
        """When `cond` is `empty(Z of player)` (Z a zone of each player, `player` the seat `x`):
        the text of the tuple of every seat's Z in seat order (State.seat_piles), else None."""
        if not (isinstance(cond, m.Call) and cond.func == "empty" and len(cond.args) == 1) \
                or cond.func in self.rules.defines or self._subst:
            return None
        pile = self._pile(cond.args[0], inside)
        if pile is None or pile[1] != x:
            return None
        return f"s.seat_piles[{pile[0]}]"

    def hoist(self, e: m.Expr, ctx, binder: str, w, values=None, tops=None) -> list:
        """Before a loop that binds `binder`: a local for each largest part of the condition `e`
        that does not read `binder` and cannot change inside the loop (`top_card.value` of
        `fits(card, top of discard)`, inside the definitions written out in place), worked out
        once here; `expr` reads the local instead until `unhoist`.  Only parts written without
        a call are moved (they charge no work and raise nothing, so working them out early, or
        once, changes nothing), and none inside a set's condition (which binds names of its
        own).  A part inside a definition is the local only where the same arguments stand
        for its parameters (`hoisted_key`).  `tops`: a pile (Python text) -> a local that holds
        its top card (None when empty) already, read by a hoisted part instead of the pile.
        Returns (key, local, values(part, its context)) of each part (None without `values`)."""
        hoisted = []
        if self._subst:   # a parameter written in place may stand for the member itself
            return hoisted

        def types_of(source):
            return self.typer.type_of(source, {**ctx.types, binder: binder})

        def reads(node):
            out = set()
            for name in free_names(node, types_of):
                if name in self._subst:
                    arg, _, outer = self._subst[name]
                    out |= self._in_subst(outer, lambda: reads(arg))
                else:
                    out.add(name)
            return out

        def walk(node, here):
            if isinstance(node, m.Filter) or (isinstance(node, m.Call) and node.func in AGGREGATES):
                return
            if isinstance(node, m.Name) and node.name in self._subst:   # a parameter: its argument
                arg, arg_ctx, outer = self._subst[node.name]
                self._in_subst(outer, lambda: walk(arg, arg_ctx))
                return
            key = self.hoisted_key(node)
            if key in self._hoisted:
                return
            if self._movable(node, here) and binder not in reads(node):
                text = self.expr(node, here)
                if calls_nothing(text):
                    local = self.mod.fresh("t")
                    w(f"{local} = {text}")
                    self._hoisted[key] = local
                    hoisted.append((key, local, values(node, here) if values is not None else None))
                    return
            define = self.rules.defines.get(node.func) if isinstance(node, m.Call) else None
            if define is not None and not binds(define.body):   # written out in place: its body
                params = tuple(define.params or ())
                inner = {p: (a, here, self._subst) for p, a in zip(params, node.args)}
                self._in_subst(inner, lambda: walk(define.body, Ctx({}, None, {}, here.live)))
                return
            for child in m.sub_expressions(node):
                walk(child, here)
        self._tops = tops or {}
        try:
            walk(e, ctx)
        finally:
            self._tops = {}
        return hoisted

    def _in_subst(self, subst: dict, run):
        """`run()` with the parameters written in place `subst`."""
        saved, self._subst = self._subst, subst
        try:
            return run()
        finally:
            self._subst = saved

    def hoisted_key(self, e: m.Expr):
        """The key of a part `e` among the hoisted ones: the node and the arguments that stand
        for the parameters where it is written (each with those of its own place)."""
        def of(subst):
            return tuple((name, id(arg), of(outer)) for name, (arg, _, outer) in subst.items())
        return id(e), of(self._subst)

    def top(self, t: str, pile: str) -> str:
        """`top` of the pile `pile` (a list), its local `t`: its last card, None when empty; kept
        in `_absent_or` (mogel.compile.source_expr), so that `top of Z`'s attribute is read in
        its one test: `(VALUES[(t[-1])] if (t := pile) else None)`; while parts are hoisted
        (`hoist`), a local that holds it already."""
        if pile in self._tops:
            return self._tops[pile]
        text = f"({t}[-1] if ({t} := {pile}) else None)"
        self._absent_or[text] = ("(", f"{t}[-1]", f" if ({t} := {pile}) else None)")
        return text

    def part_type(self, e: m.Expr, ctx) -> str:
        """The type of a part of an expression as the typer gives it, each parameter written in
        place typed as its argument."""
        scope = dict(ctx.types)
        for name, (arg, arg_ctx, outer) in self._subst.items():
            scope[name] = self._in_subst(outer, lambda: self.part_type(arg, arg_ctx))
        return self.typer.type_of(e, scope)

    def unhoist(self, hoisted: list) -> None:
        for key, _, _ in hoisted:
            del self._hoisted[key]

    def _movable(self, e: m.Expr, ctx) -> bool:
        """Whether `e` is worth a local and written without loops or functions of its own:
        built of attributes, arithmetic, tests and the readers of a pile (through the
        arguments of parameters written in place), and not a constant."""
        if isinstance(e, (m.Name, m.Const)) or self.constant(e, ctx.types)[0]:
            return False

        def plain(node):
            if isinstance(node, m.Name) and node.name in self._subst:
                arg, _, outer = self._subst[node.name]
                return self._in_subst(outer, lambda: plain(arg))
            if isinstance(node, m.Name):
                return node.name not in self.rules.defines or node.name in ctx.types
            if isinstance(node, m.Call):
                if node.func not in _READERS and node.func not in self.rules.zones:
                    return False
            elif not isinstance(node, (m.Const, m.Attr, m.BinOp, m.Unary, m.Is, m.Cond)):
                return False
            return all(plain(child) for child in m.sub_expressions(node))
        return plain(e)

    def set_function(self, e: m.Call, ctx) -> str:
        name = e.func
        if name in ("next", "previous"):   # of a player: the seat after / before it in the order of play
            order = "next_in" if name == "next" else "previous_in"   # passing over who dropped out
            return self.absent_or(self.expr(e.args[0], ctx), lambda p: f"s.{order}[{p}]")
        kind = self.typer.type_of(e.args[0], ctx.types)
        source = self.expr(e.args[0], ctx)
        top_down = kind == CARDS   # cards from the top of their pile down
        if name == "first":
            return f"next(iter(reversed({source})), None)" if top_down else f"next(iter({source}), None)"
        binder = binder_of(name, kind)
        order = "reversed({})" if top_down else "{}"
        if name == "sum":
            def add(w, inside, x):
                w(f"total += {self.expr(e.args[1], inside)} or 0")
            return self.loop(ctx, source, e.span, binder, binder, add, before=("total = 0",),
                             after=("return total",), order=order, sure=self.sure(e.args[0], ctx))
        larger = name in ("max", "highest")

        def better(w, inside, x):
            w(f"value = {self.expr(e.args[1], inside)}")
            w(f"if value is not None and (best is None or value {'>' if larger else '<'} best):")
            w(f"    found, best = {x}, value")
        return self.loop(ctx, source, e.span, binder, binder, better, before=("found = best = None",),
                         after=("return found" if name in ("highest", "lowest") else "return best",), order=order,
                         sure=self.sure(e.args[0], ctx))

    def players(self, subject, ctx) -> str:
        """`each player [starting from|after P] [except X | in S | where C]` -> Python text of the list of
        seats in the order of play from the active player or P (an absent P: the starter, State.seats_from);
        `except` the seat the ring starts from (`except active`): the ring without its first."""
        start = ctx.read('active') if 'active' in ctx.types else 's.active'
        if subject.start is not None:   # `after P`: from the seat after P
            start = self.expr(subject.start, ctx)
            start = self.absent_or(start, lambda p: f"s.next_of[{p}]") if subject.after else start
        ring = f"s.seats_from({start})"
        kind = subject.filter_kind
        if kind is None:
            return ring
        if kind in ("except", "in"):
            def pick(w, ctx):
                drop = self.expr(subject.expr, ctx)
                if kind == "except" and drop == start and calls_nothing(drop):   # the first of the ring
                    w(f"drop = {drop}")
                    w("return s.rings[drop][1:] if drop is not None else list(s.seats_from(drop))")   # no call: State.seats_from
                    return
                w("out = []")
                w(f"for member in {ring}:")
                w(f"    if member {'!=' if kind == 'except' else 'in'} {drop}:")
                w("        out.append(member)")
                w("return out")
            return self.helper(ctx, pick, where=subject.span)

        def keep(w, inside, x):
            w(f"if {self.expr(subject.expr, inside)}:")
            w(f"    out.append({x})")
        return self.loop(ctx, ring, subject.span, "player", "player", keep, before=("out = []",),
                         after=("return out",), sure=True)
