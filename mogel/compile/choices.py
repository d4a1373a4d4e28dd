"""Variables and choices -> generator functions (a base of mogel.compile.statements.StmtCompiler).

`set NAME = EXPR` calls `eng.set_variable`; `let/set NAME = P chooses ...` works out the options
offered (named options whose `if` holds, in the order written; or the players a filter
leaves, in seat order from the chooser), asks `eng.choice` (mogel.runtime.choices) and binds
the answer (a `let`) -- None when nothing was chosen, and then `otherwise` runs.
What the narration needs is kept on the compiler: `choice_labels` (a choice's span -> its
options' display names, or the display names of an attribute's values), `choice_told` (a value
choice's span -> its attribute and the words that tell it) and `variable_kinds` (a variable ->
the type of its values).
"""

from __future__ import annotations

from typing import Callable, Dict, Optional, Tuple

from ..check.choice_types import option_type
from ..language import model as m
from .specs import VariableSpec


class CompilesChoices:
    """Compiles `set` and choices; needs `self.ex`, `self.rules` and `self.block` (StmtCompiler)."""

    def init_choices(self) -> None:
        self.choice_labels: Dict[m.Span, Dict[str, Tuple[Tuple[str, str], ...]]] = {}
        self.choice_told: Dict[m.Span, Tuple[str, Tuple[Tuple[str, str], ...]]] = {}
        self.variable_kinds: Dict[str, str] = {}
        for name, variable in self.rules.variables.items():
            if variable.starts is not None:
                self.variable_kinds[name] = self.ex.typer.type_of(variable.starts, {})

    def variables(self) -> Tuple[VariableSpec, ...]:
        """Every variable of the rules, compiled, in declaration order."""
        return tuple(VariableSpec(name, self.ex.compile(v.starts, {}) if v.starts is not None else None,
                                  v.reset, v.span) for name, v in self.rules.variables.items())

    def _s_SetVar(self, node: m.SetVar, scope):
        expr, name, span, quiet = self.ex.compile(node.expr, scope), node.name, node.span, node.quiet
        kind = self.ex.typer.type_of(node.expr, scope)
        if kind != "any":
            self.variable_kinds.setdefault(name, kind)

        def set_var(eng, v):
            eng.set_variable(name, expr(eng.s, v), span, quiet=quiet)
            return
            yield
        return set_var

    def _s_ChoiceStmt(self, node: m.ChoiceStmt, scope):
        c, name, stores, span = node.choice, node.name, node.stores, node.span
        chooser = self.ex.compile(c.chooser, scope)
        offered = self._offered(c, scope)
        otherwise = self.block(node.otherwise, scope) if node.otherwise else None
        what, modal = c.what, c.modal
        if stores:
            self.variable_kinds.setdefault(name, option_type(c))
        if what == "option":
            self.choice_labels[span] = {o.name: o.names for o in c.options}
        if what == "value":   # each value's display names, and the words that tell the choice
            item = self.rules.attributes[c.attribute]
            self.choice_labels[span] = {value: item.names_of(value) or () for value in item.values or ()}
            self.choice_told[span] = (c.attribute, c.told)
        about = self._claims_about(c, scope)

        def run(eng, v):
            seat = chooser(eng.s, v)
            options = offered(eng, v, seat) if seat is not None else ()
            claims = {o: (claim, cards(eng.s, v)) for o, (claim, cards) in about.items() if o in options} \
                if about else None
            chosen = yield from eng.choice(seat, name, name if stores else None, what, options, modal, span,
                                           claims=claims)
            if not stores:
                v[name] = chosen
            if chosen is None and otherwise is not None:
                yield from otherwise(eng, v)
        return run

    def _claims_about(self, c: m.Choice, scope) -> dict:
        """option -> (claim, cards(s, v)) for the options that make a claim (`claiming ... about`)."""
        return {o.name: (o.claim.claim, self.ex.compile(o.claim.cards, scope))
                for o in c.options if o.claim is not None}

    def _offered(self, c: m.Choice, scope) -> Callable:
        """`offered(eng, v, chooser) -> tuple`: the options of a choice at this moment."""
        if c.what == "option":
            tests = tuple((o.name, self.ex.compile(o.condition, scope) if o.condition is not None else None)
                          for o in c.options)
            return lambda eng, v, seat: tuple(name for name, test in tests if test is None or test(eng.s, v))
        if c.what == "value":
            return self._offered_values(c, scope)
        kind = c.filter_kind
        if kind is None:
            return lambda eng, v, seat: tuple(eng.s.seats_from(seat))
        expr = self.ex.compile(c.filter, {**scope, "player": "player"} if kind == "where" else scope)
        if kind == "except":
            return lambda eng, v, seat: tuple(p for p in eng.s.seats_from(seat) if p != expr(eng.s, v))
        if kind == "in":
            return lambda eng, v, seat: tuple(p for p in eng.s.seats_from(seat) if p in expr(eng.s, v))

        def where(eng, v, seat):
            local = dict(v)
            out = []
            for p in eng.s.seats_from(seat):
                local["player"] = p
                if expr(eng.s, local):
                    out.append(p)
            return tuple(out)
        return where

    def _offered_values(self, c: m.Choice, scope) -> Callable:
        """The values of the attribute in the order of its `values:`, those where the `where`
        holds with the attribute's name bound to each."""
        values, name = tuple(self.rules.attributes[c.attribute].values or ()), c.attribute
        if c.filter is None:
            return lambda eng, v, seat: values
        test = self.ex.compile(c.filter, {**scope, name: "value:" + name})

        def where(eng, v, seat):
            local = dict(v)
            out = []
            for value in values:
                local[name] = value
                if test(eng.s, local):
                    out.append(value)
            return tuple(out)
        return where
