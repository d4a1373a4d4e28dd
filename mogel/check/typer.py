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
from ..errors import SAID, Joined, Said, did_you_mean
from ..language.plain import plain_name
from . import typer_attrs as attrs
from .teams import TEAM_FUNCTIONS, team_call
from .typer_sets import SET_FUNCTIONS, SetTyping
from .said_types import SAY, type_word, types_joined
from .vocabulary import (ANY, ARITH, BOOL, BOX_MESSAGE, BUILTINS, CARD, CARDS, CARD_ATTRIBUTES, FUNCTION_EXAMPLES,
                         EACH_PLAYER, FUNCTIONS, INT, INTS, PLAYER, PLAYERS, EachPlayer, fits, name_hint,
                         option_compare, variable_read)
from .chances import CHANCE, chance_type


def shared_zone(rules: m.Rules, zone: m.Zone) -> Tuple[Said, Optional[Said]]:
    """What to say of a shared zone where a statement needs a zone of each player: (`'hand' is
    shared (made so at rules.mm:38:5)`, None) when the rules make it shared; (`variant
    'open_hands' makes 'hand' shared (made so at rules.mm:339:9)`, what to change in that
    variant) when an applied variant does: the change belongs there, not in the rules' `zone`."""
    at = zone.where("shared")
    variant = next((v.name for v in rules.variants.values() for item in v.items
                    if isinstance(item, m.Zone) and item.name == zone.name and item.shared and item.where("shared") == at),
                   None)
    if variant is None:
        return SAY("zone_shared", name=zone.name, at=at), None
    return (SAY("zone_shared_by_variant", variant=variant, name=zone.name, at=at),
            SAY("keep_per_player", name=zone.name))


class Typer(SetTyping):
    """Resolves names and infers types of expressions within one Rules model (the functions
    over sets and the seat order: SetTyping, mogel.check.typer_sets)."""

    def __init__(self, rules: m.Rules, report: Callable[[m.Span, Said], None]):
        self.rules = rules
        self.report = report
        self.warn: Optional[Callable[[m.Span, Said, str], None]] = None   # where the checker's warnings go, with a code
        self._define_types: Dict[str, str] = {}
        self._in_progress: set = set()
        self._calls: Dict[tuple, object] = {}   # (definition, argument types) -> first problem
        self.hint_dots = True   # tell `top of discard.value` as such (mogel.check.typer_attrs)
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
            return variable_read(self, node, scope)
        if name in r.defines:
            define = r.defines[name]
            if define.params:
                self.report(node.span, SAY("needs_arguments", name=name, n=len(define.params),
                                           params=", ".join(define.params)))
                return ANY
            return self.define_type(name)
        if name in BUILTINS:
            if name == "others" and isinstance(scope.get("player"), EachPlayer) and self.warn is not None:
                self.warn(node.span, SAY("others_in_each"), "others_in_each")
            return BUILTINS[name]
        if name in r.levels:   # a level's name is its running number (`game = 1`)
            return INT
        if name in r.roles:
            return PLAYER
        if name in r.zones:
            if r.zones[name].shared is False:
                self.report(node.span, SAY("zone_of_each", name=name))
                return CARDS
            return CARDS
        if name == "played":
            self.report(node.span, SAY("played_only"))
            return CARD
        if name in r.value_names:
            return attrs.value_type(r.value_names[name])
        if name in r.cards:
            self.report(node.span, SAY("card_kind_test", name=name))
            return ANY
        if name in ("card", "player"):
            self.report(node.span, SAY("unbound_card" if name == "card" else "unbound_player",
                                       hint=self._unbound_hint(name)))
            return CARD if name == "card" else PLAYER
        if name == BOX:
            self.report(node.span, BOX_MESSAGE)
            return CARDS
        if name in FUNCTIONS:   # `total >= 100`
            self.report(node.span, SAY("function_as_name", name=name, example=FUNCTION_EXAMPLES.get(name, f"{name}(...)")))
            return FUNCTIONS[name][1]
        self.report(node.span, plain_name(name) or SAY("unknown_name", name=name, hint=name_hint(
            name, r.value_names, self.known_names(scope))))
        return ANY

    def _unbound_hint(self, name: str) -> Said:
        """What to write instead of an unbound `card` or `player`: in a definition (one is
        being typed) its parameters; elsewhere the names of a card or player there are."""
        if self._in_progress:
            return SAY("hint_definition")
        return SAY("hint_player" if name == "player" else "hint_card")

    def define_type(self, name: str) -> str:
        """The result type of a definition (its parameters typed "any")."""
        if name in self._define_types:
            return self._define_types[name]
        define = self.rules.defines[name]
        if name in self._in_progress:
            self.report(define.span, SAY("defined_by_itself", name=name))
            return ANY
        self._in_progress.add(name)
        result = self.type_of(define.body, {p: ANY for p in define.params or ()}) if define.body else ANY
        self._in_progress.discard(name)
        self._define_types[name] = result
        return result

    # --- expressions ------------------------------------------------------------------------
    def expect(self, expr: m.Expr, scope, wanted: str, what: Optional[Said] = None) -> str:
        """Type of `expr`, reporting when it is not `wanted`; `what`: where it stands ("as how
        many cards": mogel.check.said_types' w_... words), told after the type expected."""
        actual = self.type_of(expr, scope)
        if not fits(actual, wanted):
            if what is None:
                self.report(expr.span, SAY("expected", wanted=type_word(wanted), actual=type_word(actual)))
            else:
                self.report(expr.span, SAY("expected_where", wanted=type_word(wanted), what=what,
                                           actual=type_word(actual)))
        return actual

    def type_of(self, e: m.Expr, scope: Mapping[str, str]) -> str:
        method = getattr(self, "_t_" + type(e).__name__)
        return method(e, scope)

    def _t_Const(self, e, scope):
        if isinstance(e.value, float):
            self.report(e.span, SAY("percentage"))
            return ANY
        return BOOL if isinstance(e.value, bool) else INT

    def _t_Name(self, e, scope):
        return self.name_type(e, scope)

    def words(self, t: str) -> Said:
        """A type in words: "a number", "a colour" (mogel.check.said_types.type_word)."""
        return type_word(t)

    def _t_SetLit(self, e, scope):
        values = attrs.set_type(self, e, scope)
        if values is not None:
            return values
        for item in e.items:
            self.expect(item, scope, INT, SAY("w_set_of_numbers"))
        return INTS

    def _t_Attr(self, e, scope):
        self.expect(e.obj, scope, CARD, SAY("w_before", word=f".{e.name}"))
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
            self.report(e.span, SAY("card_has_no", name=e.name, hint=did_you_mean(e.name, CARD_ATTRIBUTES),
                                    fields=Joined(tuple(CARD_ATTRIBUTES), SAID("and"), SAID("and"))))
            return ANY
        return CARD_ATTRIBUTES[e.name]

    def _t_BinOp(self, e, scope):
        if e.op in ("and", "or"):
            self.expect(e.left, scope, BOOL, SAY("w_before", word=e.op))
            self.expect(e.right, scope, BOOL, SAY("w_after", word=e.op))
            return BOOL
        if e.op in ARITH:
            self.expect(e.left, scope, INT, SAY("w_before", word=e.op))
            self.expect(e.right, scope, INT, SAY("w_after", word=e.op))
            if e.op == "mod" and isinstance(e.right, m.Const) and e.right.value == 0:
                self.report(e.right.span, SAY("mod_zero"))
            return INT
        if e.op == "in":
            right = self.type_of(e.right, scope)
            member = {INTS: INT, CARDS: CARD, PLAYERS: PLAYER}.get(right) or attrs.member_type(right) or ANY
            if right not in (INTS, CARDS, PLAYERS, ANY) and member == ANY:
                self.report(e.right.span, SAY("set_after_in", actual=type_word(right)))
            self.expect(e.left, scope, member, SAY("w_before", word="in"))
            return BOOL
        if e.op in ("=", "!="):
            found = option_compare(self, e, scope)   # `answer = go_on` (mogel.check.vocabulary)
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
                    self.report(side.span, SAY("compares_numbers", op=e.op, actual=type_word(t)))
        elif not (fits(left, right) or fits(right, left)):
            self.report(e.span, SAY("cannot_compare", left=type_word(left), right=type_word(right), hint=""))
        return BOOL

    def _t_Unary(self, e, scope):
        if e.op == "not":
            self.expect(e.operand, scope, BOOL, SAY("w_after", word="not"))
            return BOOL
        self.expect(e.operand, scope, INT, SAY("w_after", word="-"))
        return INT

    def _t_Is(self, e, scope):
        r = self.rules
        obj = self.type_of(e.obj, scope)
        if e.name in r.roles:
            if not fits(obj, PLAYER):
                self.report(e.obj.span, SAY("is_tests_player", name=e.name, actual=type_word(obj)))
            return BOOL
        if attrs.is_value(self, e, scope):
            return BOOL
        tags = {t for c in r.cards.values() for t in (c.tags or ())}
        if e.name in r.cards or e.name in tags:
            if not fits(obj, CARD):
                self.report(e.obj.span, SAY("is_tests_card", name=e.name, actual=type_word(obj)))
            return BOOL
        known = [*r.cards, *tags, *r.roles, *r.value_names]
        at = e.name_span if e.name_span.line else e.span
        self.report(at, attrs.unknown_is(self, e.name, scope) or
                    SAY("unknown_is", name=e.name, hint=did_you_mean(e.name, known)))
        return BOOL

    def _t_Cond(self, e, scope):
        self.expect(e.test, scope, BOOL, SAY("w_after", word="if"))
        then = self.type_of(e.then, scope)
        self.expect(e.other, scope, then, SAY("w_else"))
        return then

    def member_binding(self, source_type: str):
        """The name a filter over a set binds: `card` for cards, `player` for players."""
        return {CARDS: ("card", CARD), PLAYERS: ("player", EACH_PLAYER)}.get(source_type)

    def _t_Filter(self, e, scope):
        source = self.type_of(e.source, scope)
        binding = self.member_binding(source)
        if binding is None:
            if source != ANY:
                self.report(e.source.span, SAY("where_filters", actual=type_word(source)))
            return ANY
        self.expect(e.cond, {**scope, binding[0]: binding[1]}, BOOL, SAY("w_after", word="where"))
        return source

    def _t_Except(self, e, scope):
        source = self.type_of(e.source, scope)
        binding = self.member_binding(source)
        if binding is None:
            if source != ANY:
                self.report(e.source.span, SAY("except_takes", actual=type_word(source)))
            return ANY
        self.expect(e.item, scope, binding[1], SAY("w_after", word="except"))
        return source

    def _t_Call(self, e, scope):
        dotted = self.hint_dots and attrs.dot_before_of(self, e, scope)
        if dotted:
            return dotted
        r, name = self.rules, e.func
        if name in r.variables:   # `stake of P`
            return variable_read(self, e, scope)
        if name in r.zones and not r.zones[name].shared:
            self._arity(e, 1) and self.expect(e.args[0], scope, PLAYER, SAY("w_after", word=f"{name} of"))
            return CARDS
        if name in r.zones:   # shared, maybe by a variant: tell where, not 'unknown function'
            what, in_variant = shared_zone(r, r.zones[name])
            self.report(e.span, SAY("shared_of_variant", what=what, name=name, fix=in_variant) if in_variant
                        else SAY("shared_of", what=what, name=name))
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
        if name == CHANCE:
            return chance_type(self, e, scope)
        if name in FUNCTIONS:
            wanted, result = FUNCTIONS[name]
            if not self._arity(e, len(wanted)):
                return result
            if name == "face_down":
                return self.face_down_call(e, scope)
            if name in ("present", "absent"):
                return self.presence_call(e, scope)
            if name in TEAM_FUNCTIONS:
                return team_call(self, e, scope)
            if name == "any_worth":   # adds up `card.value`: refused in a deck without numbers
                attrs.worth_numbers(self, e.span, name)
            self.builtin_args(e, scope, wanted)
            return result
        known = [*(d for d in r.defines if r.defines[d].params), *FUNCTIONS, *(z for z in r.zones if not r.zones[z].shared),
                 *(v for v in r.variables if r.variables[v].per_player)]
        self.report(e.span, BOX_MESSAGE if name == BOX else SAY("unknown_function", name=name,
                                                                hint=name_hint(name, (), known)))
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
            self.report(arg.span, SAY("face_down_set", cards=cards or "ZONE"))
        elif not fits(actual, CARD):
            self.report(arg.span, SAY("face_down_card", actual=type_word(actual)))
        return BOOL

    def presence_call(self, e: m.Call, scope) -> str:
        """`present(x)`, `absent(x)`: a truth value about a card, player, number, attribute value
        or option; a set is never absent, and a learner who asks meant `empty(...)`."""
        arg = e.args[0]
        actual = self.type_of(arg, scope)
        if actual in (CARDS, PLAYERS, INTS):
            fix = f"{'empty' if actual == CARDS else 'any'}({attrs.written(self.rules.source, arg.span, arg.span)})"
            self.report(arg.span, SAY("presence_set", func=e.func, actual=type_word(actual), fix=fix))
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
            self.report(span, SAY("call_fails", name=name, given=types_joined(types),
                                  line=self.rules.defines[name].span.line, problem=problem))

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
            self.report(e.span, SAY("arity", name=e.func, n=n, given=len(e.args)))
            return False
        return True
