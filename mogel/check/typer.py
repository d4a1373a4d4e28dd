"""Names and types of rules expressions, shared by the checker and the compiler.

The types, built-in names and functions are the vocabulary of mogel.check.vocabulary.
`Typer.type_of` resolves every name of an expression and reports
each problem through the `report(span, message)` callback it was built with.
(`mogel.check.lets.constant_number` works out a whole number that is the same in every game.)
"""

from __future__ import annotations

from typing import Callable, Dict, Mapping, Optional, Tuple

from ..language import model as m
from ..language.model import BOX
from ..errors import did_you_mean
from ..language.plain import plain_name
from .choice_types import option_compare, variable_type
from .typer_dots import dot_before_of, written
from . import typer_attrs as attrs
from .typer_sets import SET_FUNCTIONS, SetTyping
from .vocabulary import (ANY, ARITH, BOOL, BOX_MESSAGE, BUILTINS, CARD, CARDS, CARD_ATTRIBUTES, FUNCTIONS, INT,
                         INTS, PLAYER, PLAYERS, WORDS, fits)


def shared_zone(rules: m.Rules, zone: m.Zone) -> Tuple[str, Optional[str]]:
    """What to say of a shared zone where a statement needs a zone of each player: (`'hand' is
    shared (made so at rules.mm:38:5)`, None) when the rules make it shared; (`variant
    'open_hands' makes 'hand' shared (made so at rules.mm:339:9)`, what to change in that
    variant) when an applied variant does: the change belongs there, not in the rules' `zone`."""
    at = zone.where("shared")
    variant = next((v.name for v in rules.variants.values() for item in v.items
                    if isinstance(item, m.Zone) and item.name == zone.name and item.shared and item.where("shared") == at),
                   None)
    if variant is None:
        return f"'{zone.name}' is shared (made so at {at})", None
    return (f"variant '{variant}' makes '{zone.name}' shared (made so at {at})",
            f"keep '{zone.name}' 'per player' in that variant")


class Typer(SetTyping):
    """Resolves names and infers types of expressions within one Rules model (the functions
    over sets and the seat order: SetTyping, mogel.check.typer_sets)."""

    def __init__(self, rules: m.Rules, report: Callable[[m.Span, str], None]):
        self.rules = rules
        self.report = report
        self._define_types: Dict[str, str] = {}
        self._in_progress: set = set()
        self._calls: Dict[tuple, object] = {}   # (definition, argument types) -> first problem
        self.hint_dots = True   # tell `top of discard.value` as such (mogel.check.typer_dots)
        self.set_types: Dict[str, tuple] = {}   # variable without `starts:` -> (type, span) of its first `set`

    def share(self, memo: Tuple[Dict[str, str], Dict[tuple, object]]) -> None:
        """Work out the types and call problems of definitions in `memo` (two dicts), as every
        Typer sharing it does: for Rules whose definitions and declarations are all the same."""
        self._define_types, self._calls = memo

    # --- names ------------------------------------------------------------------------------
    def known_names(self, scope: Mapping[str, str]):
        r = self.rules
        return [*scope, *BUILTINS, *r.defines, *r.roles, *r.zones, *FUNCTIONS, *r.variables, *r.levels]

    def is_declared(self, name: str) -> bool:
        """Whether `name` is a name of the file or of the language (not an option's)."""
        r = self.rules
        return any(name in table for table in (r.defines, r.zones, r.roles, r.cards, r.variables, r.levels, BUILTINS,
                                               FUNCTIONS, ("card", "player", "played", BOX)))

    def name_type(self, node: m.Name, scope: Mapping[str, str]) -> str:
        name, r = node.name, self.rules
        if name in scope:
            return scope[name]
        if name in r.variables:
            return variable_type(self, name)
        if name in r.defines:
            define = r.defines[name]
            if define.params:
                self.report(node.span, f"'{name}' needs {len(define.params)} argument(s): "
                                       f"write {name}({', '.join(define.params)})")
                return ANY
            return self.define_type(name)
        if name in BUILTINS:
            return BUILTINS[name]
        if name in r.levels:   # a level's name is its running number (`game = 1`)
            return INT
        if name in r.roles:
            return PLAYER
        if name in r.zones:
            if r.zones[name].shared is False:
                self.report(node.span, f"'{name}' is a zone of each player: write '{name} of PLAYER'")
                return CARDS
            return CARDS
        if name == "played":
            self.report(node.span, "'played' exists only inside an 'on play' block")
            return CARD
        if name in r.value_names:
            return attrs.value_type(r.value_names[name])
        if name in r.cards:
            self.report(node.span, f"'{name}' is a card kind: test it with 'card is {name}'")
            return ANY
        if name in ("card", "player"):
            self.report(node.span, f"'{name}' is not known here: it names the {name} being looked at in a "
                                   f"'where' filter or a condition on {name}s; " + self._unbound_hint(name))
            return CARD if name == "card" else PLAYER
        if name == BOX:
            self.report(node.span, BOX_MESSAGE)
            return CARDS
        self.report(node.span, plain_name(name) or f"unknown name '{name}'{did_you_mean(name, self.known_names(scope))}")
        return ANY

    def _unbound_hint(self, name: str) -> str:
        """What to write instead of an unbound `card` or `player`: in a definition (one is
        being typed) its parameters; elsewhere the names of a card or player there are."""
        if self._in_progress:
            return "a definition sees only its parameters (write 'define f(c) = ...')"
        if name == "player":
            return ("name the player here: 'active' (whose turn it is), a role, or a name a race binds "
                    "('as loser') or an accusation binds ('accused')")
        return "name the card here: 'played' (in an 'on play' block) or 'top of discard'"

    def define_type(self, name: str) -> str:
        """The result type of a definition (its parameters typed "any")."""
        if name in self._define_types:
            return self._define_types[name]
        define = self.rules.defines[name]
        if name in self._in_progress:
            self.report(define.span, f"'{name}' is defined in terms of itself")
            return ANY
        self._in_progress.add(name)
        result = self.type_of(define.body, {p: ANY for p in define.params or ()}) if define.body else ANY
        self._in_progress.discard(name)
        self._define_types[name] = result
        return result

    # --- expressions ------------------------------------------------------------------------
    def expect(self, expr: m.Expr, scope, wanted: str, what: str = "") -> str:
        """Type of `expr`, reporting when it is not `wanted`."""
        actual = self.type_of(expr, scope)
        if not fits(actual, wanted):
            where = f" {what}" if what else ""
            self.report(expr.span, f"expected {WORDS.get(wanted, wanted)}{where}, "
                                   f"but this is {WORDS.get(actual, actual)}")
        return actual

    def type_of(self, e: m.Expr, scope: Mapping[str, str]) -> str:
        method = getattr(self, "_t_" + type(e).__name__)
        return method(e, scope)

    def _t_Const(self, e, scope):
        if isinstance(e.value, float):
            self.report(e.span, "a percentage is not a number: percentages go only after "
                                "'attention during races:'")
            return ANY
        return BOOL if isinstance(e.value, bool) else INT

    def _t_Name(self, e, scope):
        return self.name_type(e, scope)

    def words(self, t: str) -> str:
        """A type in words: "a number", "a colour"."""
        return WORDS.get(t, t)

    def _t_SetLit(self, e, scope):
        values = attrs.set_type(self, e, scope)
        if values is not None:
            return values
        for item in e.items:
            self.expect(item, scope, INT, "in a set of numbers")
        return INTS

    def _t_Attr(self, e, scope):
        self.expect(e.obj, scope, CARD, f"before '.{e.name}'")
        field = attrs.card_field(self, e)
        if field is not None:
            return field
        if e.name not in CARD_ATTRIBUTES and self.rules.attributes:
            self.report(e.span, attrs.no_such_field(self, e, CARD_ATTRIBUTES))
            return ANY
        unnumbered = attrs.no_number(self, e)
        if unnumbered is not None:
            self.report(e.span, unnumbered)
            return INT
        if e.name not in CARD_ATTRIBUTES:
            self.report(e.span, f"a card has no '{e.name}'"
                                f"{did_you_mean(e.name, CARD_ATTRIBUTES)}; it has "
                                + " and ".join(CARD_ATTRIBUTES))
            return ANY
        return CARD_ATTRIBUTES[e.name]

    def _t_BinOp(self, e, scope):
        if e.op in ("and", "or"):
            self.expect(e.left, scope, BOOL, f"before '{e.op}'")
            self.expect(e.right, scope, BOOL, f"after '{e.op}'")
            return BOOL
        if e.op in ARITH:
            self.expect(e.left, scope, INT, f"before '{e.op}'")
            self.expect(e.right, scope, INT, f"after '{e.op}'")
            if e.op == "mod" and isinstance(e.right, m.Const) and e.right.value == 0:
                self.report(e.right.span, "'mod 0' has no value: divide by a number other than 0")
            return INT
        if e.op == "in":
            right = self.type_of(e.right, scope)
            member = {INTS: INT, CARDS: CARD, PLAYERS: PLAYER}.get(right) or attrs.member_type(right) or ANY
            if right not in (INTS, CARDS, PLAYERS, ANY) and member == ANY:
                self.report(e.right.span, f"expected a set after 'in', but this is {WORDS.get(right, right)}")
            self.expect(e.left, scope, member, "before 'in'")
            return BOOL
        if e.op in ("=", "!="):
            found = option_compare(self, e, scope)   # `answer = go_on` (mogel.check.choice_types)
            if found is not None:
                return found
        compared = attrs.compare(self, e, scope)
        if compared is not None:
            return compared
        left = self.type_of(e.left, scope)
        right = self.type_of(e.right, scope)
        member = self.member_compare_problem(e, left, right)
        if member is not None:
            self.report(e.span, member)
        elif e.op in ("<", "<=", ">", ">="):
            for side, t in ((e.left, left), (e.right, right)):
                if not fits(t, INT):
                    self.report(side.span, f"'{e.op}' compares numbers, but this is {WORDS.get(t, t)}")
        elif not (fits(left, right) or fits(right, left)):
            self.report(e.span, f"cannot compare {WORDS.get(left, left)} with {WORDS.get(right, right)}")
        return BOOL

    def _t_Unary(self, e, scope):
        if e.op == "not":
            self.expect(e.operand, scope, BOOL, "after 'not'")
            return BOOL
        self.expect(e.operand, scope, INT, "after '-'")
        return INT

    def _t_Is(self, e, scope):
        r = self.rules
        obj = self.type_of(e.obj, scope)
        if e.name in r.roles:
            if not fits(obj, PLAYER):
                self.report(e.obj.span, f"'is {e.name}' tests a player, but this is {WORDS.get(obj, obj)}")
            return BOOL
        if attrs.is_value(self, e, scope):
            return BOOL
        tags = {t for c in r.cards.values() for t in (c.tags or ())}
        if e.name in r.cards or e.name in tags:
            if not fits(obj, CARD):
                self.report(e.obj.span, f"'is {e.name}' tests a card, but this is {WORDS.get(obj, obj)}")
            return BOOL
        known = [*r.cards, *tags, *r.roles, *r.value_names]
        at = e.name_span if e.name_span.line else e.span
        self.report(at, attrs.unknown_is(self, e.name) or
                    f"unknown card kind, tag or role '{e.name}'{did_you_mean(e.name, known)}")
        return BOOL

    def _t_Cond(self, e, scope):
        self.expect(e.test, scope, BOOL, "after 'if'")
        then = self.type_of(e.then, scope)
        self.expect(e.other, scope, then, "after 'else' (both sides must agree)")
        return then

    def member_binding(self, source_type: str):
        """The name a filter over a set binds: `card` for cards, `player` for players."""
        return {CARDS: ("card", CARD), PLAYERS: ("player", PLAYER)}.get(source_type)

    def _t_Filter(self, e, scope):
        source = self.type_of(e.source, scope)
        binding = self.member_binding(source)
        if binding is None:
            if source != ANY:
                self.report(e.source.span, f"'where' filters a set of cards or players, "
                                           f"but this is {WORDS.get(source, source)}")
            return ANY
        self.expect(e.cond, {**scope, binding[0]: binding[1]}, BOOL, "after 'where'")
        return source

    def _t_Except(self, e, scope):
        source = self.type_of(e.source, scope)
        binding = self.member_binding(source)
        if binding is None:
            if source != ANY:
                self.report(e.source.span, f"'except' takes from a set of cards or players, "
                                           f"but this is {WORDS.get(source, source)}")
            return ANY
        self.expect(e.item, scope, binding[1], "after 'except'")
        return source

    def _t_Call(self, e, scope):
        dotted = self.hint_dots and dot_before_of(self, e, scope)
        if dotted:
            return dotted
        r, name = self.rules, e.func
        if name in r.zones and not r.zones[name].shared:
            self._arity(e, 1) and self.expect(e.args[0], scope, PLAYER, f"after '{name} of'")
            return CARDS
        if name in r.zones:   # shared, maybe by a variant: tell where, not 'unknown function'
            what, in_variant = shared_zone(r, r.zones[name])
            fix = in_variant or "make the zone 'per player'"
            self.report(e.span, f"{'' if in_variant else 'zone '}{what}: it has no owner, so '{name} of ...' "
                                f"cannot be used; drop 'of ...' or {fix}")
            for arg in e.args:
                self.type_of(arg, scope)
            return CARDS
        if name in r.defines:
            params = r.defines[name].params or ()
            if self._arity(e, len(params)):
                types = tuple(self.type_of(arg, scope) for arg in e.args)
                self._check_call(name, params, types, e.span)
            return self.define_type(name)
        if name in SET_FUNCTIONS:
            return self.set_function_type(e, scope)
        if name in FUNCTIONS:
            wanted, result = FUNCTIONS[name]
            if not self._arity(e, len(wanted)):
                return result
            if name == "face_down":
                return self.face_down_call(e, scope)
            if name in ("present", "absent"):
                return self.presence_call(e, scope)
            for arg, want in zip(e.args, wanted):
                self.expect(arg, scope, want, f"in '{name}'")
            return result
        known = [*r.defines, *FUNCTIONS, *(z for z in r.zones if not r.zones[z].shared)]
        self.report(e.span, BOX_MESSAGE if name == BOX else f"unknown function '{name}'{did_you_mean(name, known)}")
        for arg in e.args:
            self.type_of(arg, scope)
        return ANY

    def face_down_call(self, e: m.Call, scope) -> str:
        """`face_down(c)`: a truth value; a set of cards is told how to ask of a set."""
        arg = e.args[0]
        actual = self.type_of(arg, scope)
        if actual == CARDS:
            line = self.rules.source.split("\n")[arg.span.line - 1] if arg.span.line else ""
            cards = line[arg.span.column - 1:arg.span.end_column - 1] if arg.span.end_line == arg.span.line else ""
            self.report(arg.span, f"'face_down' takes a card, not a set of cards: write "
                                  f"'any({cards or 'ZONE'} where face_down(card))'")
        elif not fits(actual, CARD):
            self.report(arg.span, f"expected a card in 'face_down', but this is {WORDS.get(actual, actual)}")
        return BOOL

    def presence_call(self, e: m.Call, scope) -> str:
        """`present(x)`, `absent(x)`: a truth value about a card, player, number, attribute value
        or option; a set is never absent, and a learner who asks meant `empty(...)`."""
        arg = e.args[0]
        actual = self.type_of(arg, scope)
        if actual in (CARDS, PLAYERS, INTS):
            fix = f"{'empty' if actual == CARDS else 'any'}({written(self.rules.source, arg.span, arg.span)})"
            self.report(arg.span, f"'{e.func}' asks whether a value is there, but this is {WORDS.get(actual, actual)}, "
                                  f"which always is (perhaps with no members): ask '{fix}'")
        return BOOL

    def silently(self, e: m.Expr, scope) -> Tuple[str, list]:
        """(the type of `e`, the messages typing it gives), none of them reported."""
        problems: list = []
        muted = Typer(self.rules, lambda at, message: problems.append(message))
        muted._calls, muted._in_progress, muted.hint_dots = self._calls, set(self._in_progress), False
        muted.set_types = self.set_types
        return muted.type_of(e, scope), problems

    def _check_call(self, name: str, params, types, span: m.Span) -> None:
        """Check a definition's body with the types of one call's arguments (each combination
        once): `fits(card, top of discard)` must not make `adjacent` subtract cards."""
        if all(t == ANY for t in types) or name in self._in_progress:
            return
        key = (name, types)
        if key not in self._calls:
            found = [self._problems(name, params, ts) for ts in (types, (ANY,) * len(types))]
            new = [p for p in found[0] if p not in found[1]]   # the body's own errors are told once
            self._calls[key] = new[0] if new else None
        problem = self._calls[key]
        if problem is not None:
            given = " and ".join(WORDS.get(t, t) for t in types)
            self.report(span, f"'{name}' does not work with {given}: in its definition "
                              f"(line {self.rules.defines[name].span.line}), {problem}")

    def _problems(self, name: str, params, types) -> list:
        """The messages a definition's body gives with parameters of these types."""
        problems = []
        inner = Typer(self.rules, lambda at, message: problems.append(message))
        inner._calls, inner.set_types = self._calls, self.set_types
        inner._in_progress = self._in_progress | {name}
        inner.type_of(self.rules.defines[name].body, dict(zip(params, types)))
        return problems

    def _arity(self, e: m.Call, n: int) -> bool:
        if len(e.args) != n:
            self.report(e.span, f"'{e.func}' takes {n} argument(s), not {len(e.args)}")
            return False
        return True
