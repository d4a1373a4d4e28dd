"""Expressions of the rules -> Python expressions, written into the generated module.

`ExprSource.expr(e, ctx)` returns Python text that works the expression out where it stands:
`s` is the game's State, names bound there are read from the dict `ctx.env` (or from Python
locals, `ctx.py`), cards are ints (ids into the deck tables VALUES, KINDS, PENALTIES, ATTRS),
players seat numbers, zones the State's lists.  Constant parts are folded; a definition whose
body binds no names is written out in place (its arguments written again where each parameter
stands, so they are worked out as often as the rules say); one that binds names is a function.
An absent value (None) gives None in arithmetic and False in every comparison (docs/language.md
14).  The loops over sets are LoopSource's (mogel.compile.source_loops), what is known of a
value before a game FactSource's (mogel.compile.source_facts); an expression nested
too deep for Python's parser is moved into a function of its own.
"""

from __future__ import annotations

from ..check.vocabulary import option_names
from ..check.typer import Typer
from ..check.typer_attrs import ORDER_FUNCTIONS, attribute_of
from ..check.typer_sets import SET_FUNCTIONS, of_numbers
from ..language import model as m
from .source_facts import ORDER, FactSource, binds
from .source_loops import LoopSource, free_names
from .source_module import CodegenError, Ctx, Module, Writer

_ARITH = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
          "mod": lambda a, b: a % b if b else None}
_STATE = {"player_count": "n", "turns": "turn", "turns_without_play": "quiet", "active": "active",
          "starter": "starter", "last_starter": "last_starter", "oldest": "oldest", "round": "round"}
DEEP = 40   # brackets one inside another before a part is moved into a function of its own


def _nesting(text: str) -> int:
    deepest = depth = 0
    for char in text:
        if char in "([{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in ")]}":
            depth -= 1
    return deepest


class ExprSource(LoopSource, FactSource):
    """Writes the expressions of one Rules model into `module` (see the module docstring)."""

    def __init__(self, rules: m.Rules, deck, module: Module):
        self.rules = rules
        self.deck = deck
        self.mod = module
        self.typer = Typer(rules, lambda span, message: None)
        self._defines = {}   # a definition that binds names -> its function
        self._subst = {}     # a parameter written out in place -> (argument, its context, the substitutions there)
        self._depth = 0
        self._hoisted, self._tops = {}, {}   # a hoisted part -> its local; a pile -> its top's local (LoopSource.hoist)
        self._absent_or = {}   # `(None if X is None else Y)` (absent_or) or a top (`top`), Y never None -> its 3 parts
        self._zones = {}
        slot, per_player = 0, False
        for name, zone in rules.zones.items():   # slots as mogel.runtime.state.ZoneLayout numbers them
            self._zones[name] = None if per_player else slot
            slot += 1
            per_player = per_player or not zone.shared

    # --- the parts every expression uses ------------------------------------------------------
    def expr(self, e: m.Expr, ctx: Ctx) -> str:
        """Python text for `e` in `ctx`."""
        if self._hoisted:
            local = self._hoisted.get(self.hoisted_key(e))
            if local is not None:
                return local
        known, value = self.constant(e, ctx.types)
        if known:
            return self.mod.literal(value)
        self._depth += 1
        try:
            text = getattr(self, "_x_" + type(e).__name__)(e, ctx)
        finally:
            self._depth -= 1
        if self._depth % 8 == 0 and len(text) > 2 * DEEP and _nesting(text) > DEEP:
            return self.helper(ctx, lambda w, inner: w(f"return {text}"), where=e.span)
        return text

    def temp(self) -> str:
        return self.mod.fresh("t")

    def slot(self, zone: str) -> str:
        """The first slot of a zone: a number where no per-player zone comes before it."""
        fixed = self._zones[zone]
        return repr(fixed) if fixed is not None else f"s.slot_of[{zone!r}]"

    def helper(self, ctx: Ctx, body, params=None, where: m.Span = None) -> str:
        """A function of its own, `f_N(s, *ctx.live)`, whose body `body(writer, ctx)` writes;
        returns the text that calls it here."""
        name = self.mod.fresh("f")
        live = ctx.live if params is None else params
        saved, self._depth = self._depth, 0
        try:
            w = Writer()
            body(w, ctx)
        finally:
            self._depth = saved
        self.mod.function(name, ("s", *live), w, where)
        return f"{name}(s{''.join(', ' + p for p in live)})"

    def card_test(self, e: m.Expr, types: dict) -> str:
        """A CardTest constant for a condition worked out with `card` and `player` bound."""
        inner = {**types, "card": "card", "player": "player"}
        per_card = "card" in free_names(e, lambda source: self.typer.type_of(source, inner))
        fn = self.function(e, inner, "ct", card=per_card)
        return self.mod.constant(f"CardTest({fn}, {per_card!r})", "ct")

    def function(self, e: m.Expr, types: dict, prefix: str = "e", where: m.Span = None, card: bool = False) -> str:
        """A module function `f(s, v)` that returns `e` worked out with the names `types` in `v`;
        `card`: a card test the engine always hands a card (read once, never absent)."""
        name = self.mod.fresh(prefix)
        w = Writer()
        ctx = Ctx(dict(types), "v", {}, ("v",))
        if card:
            local = self.mod.fresh("x")
            w(f"{local} = v['card']")
            ctx = ctx.bind("card", types["card"], local, sure=True)
        saved, self._depth = self._depth, 0
        try:
            text = self.expr(e, ctx)
        finally:
            self._depth = saved
        w(f"return {text}")
        return self.mod.function(name, ("s", "v"), w, where if where is not None else e.span)

    def first_true(self, parts, types: dict, prefix: str, where: m.Span, indices=None) -> str:
        """A module function `f(s, v)`: the index of the first of the expressions `parts` that is true (in order,
        as each alone would be; `indices`: each one's, None: its place), or None."""
        name = self.mod.fresh(prefix)
        w = Writer()
        self.first_true_lines(parts, Ctx(dict(types), "v", {}, ("v",)), "return {}", "members", w, indices)
        w("return None")
        return self.mod.function(name, ("s", "v"), w, where)

    def first_true_lines(self, parts, ctx: Ctx, then: str, members: str, w: Writer, indices=None) -> None:
        """Lines that run `then` (Python text; `{}` stands for the operand's index, its place in `parts` or in
        `indices`) at the first of the expressions `parts` that is true, worked out in order with no line after
        it: the body of `first_true`, or the round-end test written in place at a move (`then` raises);
        `members`: the local an `any(S where C)` keeps S in."""
        saved, self._depth = self._depth, 0
        try:
            for index, part in zip(range(len(parts)) if indices is None else indices, parts):
                if isinstance(part, m.Call) and part.func == "any" and isinstance(part.args[0], m.Filter):
                    self.first_member(part.args[0], ctx, part.span, then.format(index), w, members)
                    continue
                w(f"if {self.expr(part, ctx)}:")
                w(f"    {then.format(index)}")
        finally:
            self._depth = saved

    def constant(self, e: m.Expr, scope=()):
        """(True, value) when `e` has the same value in every game and moment, else (False, None).

        A name bound in `scope` (a parameter, a `let`) is the value it is bound to, even where a
        definition of that name is a constant (`let hand_size = 3` is 3, not the definition).
        """
        if isinstance(e, m.Const):
            return True, e.value
        if isinstance(e, m.SetLit):
            items = [self.constant(i, scope) for i in e.items]
            if all(known for known, _ in items):
                return True, frozenset(value for _, value in items)
        if isinstance(e, m.Name) and e.name in self.rules.defines and e.name not in self._subst \
                and e.name not in scope:
            define = self.rules.defines[e.name]
            if not define.params and define.body is not None:
                saved, self._subst = self._subst, {}
                try:
                    return self.constant(define.body)
                finally:
                    self._subst = saved
        if isinstance(e, m.Name) and e.name not in scope and e.name not in self._subst \
                and e.name not in self.rules.defines and (e.name in self.rules.value_names or e.name in self.rules.cards):
            return True, e.name   # an attribute value (`black`), or a kind compared with `c.kind`
        if isinstance(e, m.BinOp) and e.op in _ARITH:
            (lk, lv), (rk, rv) = self.constant(e.left, scope), self.constant(e.right, scope)
            if lk and rk and lv is not None and rv is not None:
                return True, _ARITH[e.op](lv, rv)
        return False, None

    # --- the expressions ----------------------------------------------------------------------
    def _x_SetLit(self, e, ctx):
        return "frozenset((" + "".join(self.expr(i, ctx) + ", " for i in e.items) + "))"

    def _x_Name(self, e, ctx):
        name, r = e.name, self.rules
        if name in ctx.types:
            return ctx.read(name)
        if name in self._subst:
            arg, arg_ctx, subst = self._subst[name]
            saved, self._subst = self._subst, subst
            try:
                return self.expr(arg, arg_ctx)
            finally:
                self._subst = saved
        if name in r.defines:
            return self.call_define(name, (), ctx)
        if name in r.roles:
            return f"s.roles[{name!r}]"
        if name in r.zones:
            return f"s.zones[{self.slot(name)}]"
        if name in r.variables:   # absent until its first reset or `set`
            return f"s.variables.get({name!r})"
        if name in option_names(r):   # `answer = go_on`: an option is its name
            return repr(name)
        if name in r.levels:   # a level's running number (0 before its first instance)
            return f"s.levels.get({name!r}, 0)"
        if name in ("players", "others", "players_in"):   # `players_in`: who has not dropped out (State.seats_in)
            ring = f"s.seats_{'in' if name == 'players_in' else 'from'}({ctx.read('active') if 'active' in ctx.types else 's.active'})"
            return f"{ring}[1:]" if name == "others" else ring
        if name not in _STATE:
            raise CodegenError(f"{e.span}: '{name}' names nothing the generator knows")
        return f"s.{_STATE[name]}"

    def call_define(self, name: str, arg_nodes, ctx: Ctx) -> str:
        """A use of a definition: written out in place when its body binds nothing, else a call."""
        define = self.rules.defines[name]
        params = tuple(define.params or ())
        if not binds(define.body):
            saved, self._subst = self._subst, {p: (a, ctx, self._subst) for p, a in zip(params, arg_nodes)}
            try:
                return self.expr(define.body, Ctx({}, None, {}, ctx.live))
            finally:
                self._subst = saved
        if name not in self._defines:
            fn = self._defines[name] = self.mod.fresh("d")
            idents = tuple(self.mod.fresh("p") for _ in params)
            inner = Ctx({p: "any" for p in params}, None, dict(zip(params, idents)), idents)
            saved = self._subst, self._depth
            self._subst, self._depth = {}, 0
            try:
                text = self.expr(define.body, inner)
            finally:
                self._subst, self._depth = saved
            self._defines[name] = self.mod.returning(fn, ("s", *idents), text, define.span)
        args = "".join(", " + self.expr(a, ctx) for a in arg_nodes)
        return f"{self._defines[name]}(s{args})"

    def _x_Attr(self, e, ctx):
        table = {"value": "VALUES", "penalty": "PENALTIES", "kind": "KINDS"}.get(e.name)
        if table is None:
            if e.name not in self.deck.attrs:
                raise CodegenError(f"{e.span}: no attribute '{e.name}'")
            table = self.mod.constant(f"ATTRS[{e.name!r}]", "at")
        if self.present(e.obj, ctx):
            return f"{table}[{self.expr(e.obj, ctx)}]"
        return self.absent_or(self.expr(e.obj, ctx), lambda x: f"{table}[{x}]", sure=False)

    def absent_or(self, text: str, then, sure: bool = True) -> str:
        """`None if X is None else then(X)`, X worked out once; `sure`: then(X) is never None
        (arithmetic, not a card's attribute).  When X is itself `None if W is None else Y` or
        a pile's top `(P[-1] if (P := W) else None)`, with Y (P[-1]) never None, it is that text
        with then((Y)) for Y: one test, no local for X."""
        if text in self._absent_or:
            head, inner, tail = self._absent_or[text]
            body = then(f"({inner})")
        elif text.isidentifier() and text not in ("None", "True", "False"):
            head, body, tail = f"(None if {text} is None else ", then(text), ")"
        else:
            t = self.temp()
            head, body, tail = f"(None if ({t} := {text}) is None else ", then(t), ")"
        if sure:
            self._absent_or[head + body + tail] = (head, body, tail)
        return head + body + tail

    def _x_BinOp(self, e, ctx):
        op = e.op
        left = self.expr(e.left, ctx)
        if op in ("and", "or"):
            right = self.expr(e.right, ctx)
            right = right if self.truth(e.right, ctx) else f"bool({right})"
            return f"({right} if {left} else False)" if op == "and" else f"(True if {left} else {right})"
        if op == "in":
            known, members = self.constant(e.right, ctx.types)
            right = self.mod.literal(members) if known else self.expr(e.right, ctx)
            return f"({left} in {right})"
        py = {"=": "==", "!=": "!=", "mod": "%"}.get(op, op)
        if op != "mod" and self.present(e.left, ctx) and self.present(e.right, ctx):
            return f"({left} {py} {self.expr(e.right, ctx)})"   # neither can be absent: no test for it
        ta = self.temp()
        known, c = self.constant(e.right, ctx.types)
        if op in ("=", "!=") and known and c is not None:
            return f"(({ta} := {left}) is not None and {ta} {py} {self.mod.literal(c)})"
        right = None if known and c is not None else self.expr(e.right, ctx)
        one = None if right is None else self.one_absent(op, py, e, left, right, ctx)
        if one is not None:
            return one
        if op in ("=", "!="):   # every comparison with an absent value is false (docs/language.md 14)
            tb = self.temp()
            return (f"(({ta} := {left}) is not None and ({tb} := {right}) is not None "
                    f"and {ta} {'==' if op == '=' else '!='} {tb})")
        if known and c is not None:
            c = self.mod.literal(c)
            if op == "mod" and c == "0":
                return f"(None if ({ta} := {left}) is None or True else None)"
            if op == "mod":
                return self.absent_or(left, lambda x: f"{x} % {c}")
            if op in ORDER:
                return f"(({ta} := {left}) is not None and {ta} {py} {c})"
            return self.absent_or(left, lambda x: f"{x} {py} {c}")
        tb = self.temp()
        either = f"(({ta} := {left}) is None) | (({tb} := {right}) is None)"   # both worked out
        if op == "mod":
            return f"(None if {either} else ({ta} % {tb} if {tb} else None))"
        return f"({'False' if op in ORDER else 'None'} if {either} else {ta} {py} {tb})"

    def _x_Unary(self, e, ctx):
        operand = self.expr(e.operand, ctx)
        if e.op == "not":
            return f"(not {operand})"
        return self.absent_or(operand, lambda x: f"-{x}")

    def _x_Is(self, e, ctx):
        obj, name = self.expr(e.obj, ctx), e.name
        if name in self.rules.roles:
            return f"(s.roles[{name!r}] == {obj})"
        return f"({obj} in {self.mod.literal(self.deck.members_of(name))})"

    def _x_Cond(self, e, ctx):
        test = self.expr(e.test, ctx)
        return f"({self.expr(e.then, ctx)} if {test} else {self.expr(e.other, ctx)})"

    def _pile(self, e: m.Expr, ctx):
        """(slot text, owner text or None) when `e` is a shared zone or `Z of x` with x bound here."""
        r = self.rules
        if isinstance(e, m.Name) and e.name in r.zones and not (
                e.name in ctx.types or e.name in self._subst or e.name in r.defines or e.name in r.roles):
            return self.slot(e.name), None, False
        if isinstance(e, m.Call) and e.func in r.zones and len(e.args) == 1:
            owner = e.args[0]
            if isinstance(owner, m.Name) and owner.name in ctx.types:
                return self.slot(e.func), ctx.read(owner.name), owner.name in ctx.sure
        return None

    def _x_Call(self, e, ctx):
        r, name = self.rules, e.func
        if name in r.zones:   # the zone of an absent player is empty
            owner = self.expr(e.args[0], ctx)
            if self.present(e.args[0], ctx):
                return f"s.zones[{self.slot(name)} + {owner}]"
            t = self.temp()
            return f"(() if ({t} := {owner}) is None else s.zones[{self.slot(name)} + {t}])"
        if name in r.variables:   # `stake of P`: kept by (name, seat); no key has the seat None: absent P, absent
            return f"s.variables.get(({name!r}, {self.expr(e.args[0], ctx)}))"
        if name in ("any", "count") and isinstance(e.args[0], m.Filter):
            return self.quantifier(name, e.args[0], ctx, e.span)
        if name in r.defines:
            return self.call_define(name, e.args, ctx)
        if name in ORDER_FUNCTIONS and attribute_of(self.typer.type_of(e.args[0], ctx.types)) is not None:
            return self.order(name, e.args[0], ctx)   # of an attribute value; of a player: set_function
        if name in ("max", "min") and of_numbers(e, self.typer.type_of(e.args[0], ctx.types)):
            return self.numbers(e, ctx)   # of numbers, not over a set (mogel.compile.source_facts)
        if name in SET_FUNCTIONS:
            return self.set_function(e, ctx)
        pile = self._pile(e.args[0], ctx)
        if pile is not None and name in ("size", "count", "empty", "top"):
            return self.pile_reader(name, *pile)
        a0 = self.expr(e.args[0], ctx)
        if name == "any_worth":   # some of the cards adding up to N (mogel.compile.work `any_worth`)
            return f"any_worth({a0}, {self.expr(e.args[1], ctx)}, VALUES, FACES, {self.mod.span(e.span)}, SOURCE)"
        t = self.temp()
        if name in ("partner", "team", "teammates", "player"):   # State.teams, State.laid_by
            return self.team_or_player(name, a0, t)
        return {
            "size": f"len({a0})", "count": f"len({a0})", "empty": f"(not {a0})", "any": f"bool({a0})",
            "top": self.top(t, a0),
            "left": f"(None if ({t} := {a0}) is None else ({t} + 1) % s.n)",
            "right": f"(None if ({t} := {a0}) is None else ({t} - 1) % s.n)",
            "face_down": f"({a0} in s.face_down)", "dropped_out": f"(({t} := {a0}) is not None and s.out[{t}] is not None)",
            "present": f"({a0} is not None)", "absent": f"({a0} is None)",
            "total": f"(None if ({t} := {a0}) is None else s.totals[{t}])",
            "score": f"(None if ({t} := {a0}) is None else s.round_scores[{t}])",
        }[name]

    def pile_reader(self, name: str, slot: str, owner, sure: bool) -> str:
        """`size`, `empty` or `top` of a shared zone, or of `Z of x` with x bound (absent x: empty;
        `sure`: x is never absent)."""
        t, p = self.temp(), owner
        if owner is not None and not owner.isidentifier():
            p = self.temp()
        pile = f"s.zones[{slot}]" if owner is None else f"s.zones[{slot} + {p}]"
        text = self.top(t, pile) if name == "top" else {
            "size": f"len({pile})", "count": f"len({pile})", "empty": f"(not {pile})"}[name]
        if owner is None or sure:
            return text
        absent = {"size": "0", "count": "0", "empty": "True", "top": "None"}[name]
        bind = p if p == owner else f"({p} := {owner})"
        return f"({absent} if {bind} is None else {text})"
