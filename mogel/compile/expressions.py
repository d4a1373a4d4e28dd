"""Expressions -> Python closures, compiled once per Rules and shared by every game.

A compiled expression is `f(e, v)`: `e` is the running `Engine` (state and context: `active`,
`played`, zones ...), `v` the dict of local bindings (`card`, `player`, `loser` ...).  Cards
are ints (ids into the deck tables), players are seat numbers, zones are the engine's lists.
An absent card (the top of an empty pile) is `None`; attributes of it are `None` and any
comparison with it is false, so a rule about an empty pile is simply not met.
"""

from __future__ import annotations

import operator
from typing import Callable

from ..language import model as m
from ..check.choice_types import option_names
from ..check.typer import Typer
from ..check.typer_attrs import ORDER_FUNCTIONS, attribute_of
from ..check.typer_sets import AGGREGATES, SET_FUNCTIONS
from .loops import LoopExpressions
from .set_functions import SetFunctions, aggregate_free_names
from .specs import CardTest

Fn = Callable[[object, dict], object]

def _mod(a, b):
    """`a mod b`, absent (None) for b = 0: a rule about it is simply not met."""
    return a % b if b else None


_ARITH = {"+": operator.add, "-": operator.sub, "*": operator.mul, "mod": _mod}
_ORDER = {"<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge}


def _with_constant(op: str, left: Fn, c) -> Fn:
    """`left OP c` for a known constant c: one closure and no operator call (absent: None for
    arithmetic, False for an order), the same values as the general case."""
    if op == "+":
        return lambda en, v: None if (a := left(en, v)) is None else a + c
    if op == "-":
        return lambda en, v: None if (a := left(en, v)) is None else a - c
    if op == "*":
        return lambda en, v: None if (a := left(en, v)) is None else a * c
    if op == "mod":
        return lambda en, v: None if (a := left(en, v)) is None or not c else a % c
    if op == "<":
        return lambda en, v: (a := left(en, v)) is not None and a < c
    if op == "<=":
        return lambda en, v: (a := left(en, v)) is not None and a <= c
    if op == ">":
        return lambda en, v: (a := left(en, v)) is not None and a > c
    return lambda en, v: (a := left(en, v)) is not None and a >= c


def free_names(e, set_type=None) -> set:
    """Names an expression reads that no binder inside it binds (`card` in `fits(card, t)`).
    `set_type(expr)`: the type of a set, which tells whether an aggregate binds `card` or
    `player` (mogel.compile.set_functions); without it a `sum` binds `card`."""
    if isinstance(e, m.Name):
        return {e.name}
    if isinstance(e, m.Filter):
        inner = free_names(e.cond, set_type) - {"card", "player"}
        return free_names(e.source, set_type) | inner
    if isinstance(e, m.Call):
        names = aggregate_free_names(e, free_names, set_type)
        if names is not None:
            return names
    out = set()
    for child in m.sub_expressions(e):
        out |= free_names(child, set_type)
    return out


def _binds(e) -> bool:
    """Whether an expression binds names of its own (a `where` filter or an aggregate)."""
    if isinstance(e, m.Filter) or (isinstance(e, m.Call) and e.func in AGGREGATES):
        return True
    return any(_binds(c) for c in m.sub_expressions(e))


class ExprCompiler(SetFunctions, LoopExpressions):
    """Compiles expressions of one Rules model against its deck tables (see `Program`); the
    functions over sets and the seat order are SetFunctions' (mogel.compile.set_functions), the
    loops of `where`, `except`, `any` and `count` LoopExpressions' (mogel.compile.loops).

    Constant parts are folded, and a call of a definition whose body binds no names of its
    own is inlined: its parameters become the argument closures, so no dict is built.
    """

    def __init__(self, rules: m.Rules, deck):
        self.rules = rules
        self.deck = deck
        self.typer = Typer(rules, lambda span, message: None)
        self._defines = {}
        self._subst = {}

    def compile(self, e: m.Expr, scope: dict) -> Fn:
        """Compile `e` where `scope` maps local names to their types."""
        known, value = self.constant(e, scope)
        if known:
            return lambda en, v: value
        return getattr(self, "_c_" + type(e).__name__)(e, scope)

    def card_test(self, e: m.Expr, scope: dict) -> CardTest:
        """Compile a condition evaluated with `card` (and `player`) bound."""
        inner = {**scope, "card": "card", "player": "player"}
        return CardTest(self.compile(e, inner),
                        "card" in free_names(e, lambda source: self.typer.type_of(source, inner)))

    def constant(self, e: m.Expr, scope=()):
        """(True, value) when `e` has the same value in every game and moment, else (False, None).

        A name in `scope` (a parameter, a `let`) is the value it is bound to, even where a
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

    def _c_SetLit(self, e, scope):
        items = [self.compile(i, scope) for i in e.items]
        return lambda en, v: frozenset(i(en, v) for i in items)

    def _c_Name(self, e, scope):
        name, r = e.name, self.rules
        if name in scope:
            return lambda en, v: v[name]
        if name in self._subst:
            return self._subst[name]
        if name in r.defines:
            return self._call_define(name, (), scope)
        if name in r.roles:
            return lambda en, v: en.roles[name]
        if name in r.zones:
            return lambda en, v: en.zones[en.slot_of[name]]
        if name in r.variables:   # absent until its first reset or `set`
            return lambda en, v: en.variables.get(name)
        if name in option_names(r):   # `answer = go_on`: an option is its name
            return lambda en, v: name
        if name in r.levels:   # a level's running number (0 before its first instance)
            return lambda en, v: en.levels.get(name, 0)
        if name == "players":
            if "active" in scope:
                return lambda en, v: en.seats_from(v["active"])
            return lambda en, v: en.seats_from(en.active)
        if name == "others":
            if "active" in scope:
                return lambda en, v: en.seats_from(v["active"])[1:]
            return lambda en, v: en.seats_from(en.active)[1:]
        getter = operator.attrgetter({"player_count": "n", "turns": "turn",
                                      "turns_without_play": "quiet"}.get(name, name))
        return lambda en, v: getter(en)

    def _call_define(self, name: str, arg_nodes, scope):
        """A call of a definition: inlined when its body binds nothing, else a call with a dict."""
        define = self.rules.defines[name]
        params = tuple(define.params or ())
        args = [self.compile(a, scope) for a in arg_nodes]
        if not _binds(define.body):
            saved, self._subst = self._subst, dict(zip(params, args))
            try:
                return self.compile(define.body, {})
            finally:
                self._subst = saved
        if name not in self._defines:
            saved, self._subst = self._subst, {}
            try:
                self._defines[name] = self.compile(define.body, {p: "any" for p in params})
            finally:
                self._subst = saved
        body = self._defines[name]
        if len(params) == 1:
            (p0,), (a0,) = params, args
            return lambda en, v: body(en, {p0: a0(en, v)})
        return lambda en, v: body(en, {p: a(en, v) for p, a in zip(params, args)})

    def _c_Attr(self, e, scope):
        table = {"value": self.deck.values, "penalty": self.deck.penalties, "kind": self.deck.kinds}.get(e.name)
        table = self.deck.attrs[e.name] if table is None else table
        if isinstance(e.obj, m.Name) and e.obj.name in scope:   # `card.value`: one closure, not two
            key = e.obj.name
            return lambda en, v: None if (card := v[key]) is None else table[card]
        obj = self.compile(e.obj, scope)

        def attr(en, v):
            card = obj(en, v)
            return None if card is None else table[card]
        return attr

    def _c_BinOp(self, e, scope):
        left, right, op = self.compile(e.left, scope), self.compile(e.right, scope), e.op
        if op == "and":
            return lambda en, v: bool(right(en, v)) if left(en, v) else False
        if op == "or":
            return lambda en, v: True if left(en, v) else bool(right(en, v))
        if op == "in":
            known, members = self.constant(e.right, scope)
            if known:
                return lambda en, v: left(en, v) in members
            return lambda en, v: left(en, v) in right(en, v)
        if op == "=":   # every comparison with an absent value is false (docs/language.md 14)
            return lambda en, v: (a := left(en, v)) is not None and (b := right(en, v)) is not None and a == b
        if op == "!=":
            return lambda en, v: (a := left(en, v)) is not None and (b := right(en, v)) is not None and a != b
        known, constant = self.constant(e.right, scope)
        if known and constant is not None:
            return _with_constant(op, left, constant)
        fn = _ARITH.get(op) or _ORDER[op]
        absent = None if op in _ARITH else False

        def binop(en, v):
            a, b = left(en, v), right(en, v)
            if a is None or b is None:
                return absent
            return fn(a, b)
        return binop

    def _c_Unary(self, e, scope):
        operand = self.compile(e.operand, scope)
        if e.op == "not":
            return lambda en, v: not operand(en, v)
        return lambda en, v: None if (x := operand(en, v)) is None else -x

    def _c_Is(self, e, scope):
        obj, name, r = self.compile(e.obj, scope), e.name, self.rules
        if name in r.roles:
            return lambda en, v: en.roles[name] == obj(en, v)
        members = self.deck.members_of(name)
        return lambda en, v: obj(en, v) in members

    def _c_Cond(self, e, scope):
        test, then, other = (self.compile(x, scope) for x in (e.test, e.then, e.other))
        return lambda en, v: then(en, v) if test(en, v) else other(en, v)

    def _pile(self, e: m.Expr, scope):
        """(zone, local name or None) when `e` is a shared zone or `Z of x` with x a local name:
        the piles the rules read most, which `size`, `empty` and `top` then read in one closure."""
        r = self.rules
        if isinstance(e, m.Name) and e.name in r.zones and not (
                e.name in scope or e.name in self._subst or e.name in r.defines or e.name in r.roles):
            return e.name, None   # read as _c_Name reads it
        if isinstance(e, m.Call) and e.func in r.zones and len(e.args) == 1:
            owner = e.args[0]
            if isinstance(owner, m.Name) and owner.name in scope:
                return e.func, owner.name
        return None

    def _c_Call(self, e, scope):
        r, name = self.rules, e.func
        if name in r.zones:
            owner_node = e.args[0]
            if isinstance(owner_node, m.Name) and owner_node.name in scope:
                key = owner_node.name
                return lambda en, v: () if (p := v[key]) is None else en.zones[en.slot_of[name] + p]
            owner = self.compile(owner_node, scope)   # the zone of an absent player is empty
            return lambda en, v: () if (p := owner(en, v)) is None else en.zones[en.slot_of[name] + p]
        if name in ("any", "count") and isinstance(e.args[0], m.Filter):
            return self._quantifier(name, e.args[0], scope, e.span)
        if name in r.defines:
            return self._call_define(name, e.args, scope)
        if name in ORDER_FUNCTIONS and attribute_of(self.typer.type_of(e.args[0], scope)) is not None:
            return self._order(name, e.args[0], scope)   # of an attribute value; of a player: set_function
        if name in SET_FUNCTIONS:
            return self.set_function(e, scope)
        args = [self.compile(a, scope) for a in e.args]
        pile = self._pile(e.args[0], scope)
        if pile is not None and name in _PILE_READERS:
            return _PILE_READERS[name](*pile)
        a0 = args[0]
        return {
            "size": lambda en, v: len(a0(en, v)),
            "count": lambda en, v: len(a0(en, v)),
            "empty": lambda en, v: not a0(en, v),
            "any": lambda en, v: bool(a0(en, v)),
            "top": lambda en, v: (z[-1] if (z := a0(en, v)) else None),
            "left": lambda en, v: None if (p := a0(en, v)) is None else (p + 1) % en.n,
            "right": lambda en, v: None if (p := a0(en, v)) is None else (p - 1) % en.n,
            "face_down": lambda en, v: a0(en, v) in en.face_down,
            "present": lambda en, v: a0(en, v) is not None,
            "absent": lambda en, v: a0(en, v) is None,
        }[name]

    def _order(self, name: str, arg: m.Expr, scope):
        """`next(v)` / `previous(v)`: the value after / before v in its attribute's `values:`,
        wrapping round (absent for an absent v)."""
        step = 1 if name == "next" else -1   # value names are unique in a file: one table serves all
        after = {value: values[(i + step) % len(values)] for values in
                 (a.values or () for a in self.rules.attributes.values()) for i, value in enumerate(values)}
        value = self.compile(arg, scope)
        return lambda en, v: after.get(value(en, v))


def _size(zone, key):
    if key is None:
        return lambda en, v: len(en.zones[en.slot_of[zone]])
    return lambda en, v: 0 if (p := v[key]) is None else len(en.zones[en.slot_of[zone] + p])


def _empty(zone, key):
    if key is None:
        return lambda en, v: not en.zones[en.slot_of[zone]]
    return lambda en, v: True if (p := v[key]) is None else not en.zones[en.slot_of[zone] + p]


def _top(zone, key):
    if key is None:
        return lambda en, v: (z[-1] if (z := en.zones[en.slot_of[zone]]) else None)
    return lambda en, v: None if (p := v[key]) is None else (z[-1] if (z := en.zones[en.slot_of[zone] + p]) else None)


_PILE_READERS = {"size": _size, "count": _size, "empty": _empty, "top": _top}
