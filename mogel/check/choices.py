"""The checker's rules about variables and choices (docs/language.md, "Variables" and "Choices").

`ChecksChoices` is a base of `mogel.check.statements.CheckStmt`: it checks `set NAME = ...`,
`let/set NAME = P chooses ...` and the `variable` items, reporting through `self.error`
(the types they share with the typer and the compiler: mogel.check.choice_types).
"""

from __future__ import annotations

from typing import Dict, Optional

from ..errors import did_you_mean
from ..language import model as m
from ..language.model import LITERALS
from .choice_types import ANY, HELD, PLAYER, is_option_type, level_choices, option_type
from .names import display_names
from .typer_attrs import attribute_of
from .value_choices import value_choice
from .vocabulary import BOOL, BUILTINS, FUNCTIONS, PLAYERS, WORDS, fits


class ChecksChoices:
    """The checks of `set`, of choices and of `variable` items (a base of CheckStmt)."""

    # --- variable items -------------------------------------------------------------------------
    def variable(self, v: m.Variable) -> None:
        levels = level_choices(self.rules)
        if v.reset is not None and v.reset not in levels:
            self.error(v.where("reset.value"), f"'reset: each {v.reset}': '{v.reset}' is not a level; the levels "
                                               f"are {', '.join(levels[:-1])} and {levels[-1]}"
                                               f"{did_you_mean(v.reset, levels)}")
        if v.starts is not None:
            self.held(self.typer.type_of(v.starts, {}), v.starts.span)
        display_names(v.names, lambda i: v.where(f"names.{i}"), self.error)

    def held(self, t: str, span: m.Span) -> bool:
        """Refuse a value a variable cannot hold (a card, a set); True when it may (a number, a
        truth value, a player, an option, a value of an attribute: `variable rank_now = king`)."""
        if t in HELD or is_option_type(t) or attribute_of(t) is not None:
            return True
        self.error(span, f"a variable holds a number, a truth value, a player, a chosen option or a value "
                         f"of an attribute, not {WORDS.get(t, t)}")
        return False

    # --- set ----------------------------------------------------------------------------------
    def set_target(self, name: str, span: m.Span, scope: dict) -> Optional[m.Variable]:
        """The variable `set NAME` changes, or None after telling what NAME is instead."""
        r = self.rules
        variable = r.variables.get(name)
        if variable is not None:
            return variable
        fix = f"to change it during play, declare it as 'variable {name} = ...'"
        if name in r.defines:
            told = f"'{name}' is a definition (line {r.defines[name].span.line}), which never changes: {fix}"
        elif name in scope:
            told = f"'{name}' is a 'let' name or a name the game binds, fixed for its block: {fix}"
        else:
            other = next((word for table, word in (("zones", "zone"), ("roles", "role"), ("cards", "card kind"))
                          if name in getattr(r, table)), None)
            if other is not None:
                told = f"'{name}' is a {other}, not a variable: 'set' changes a variable"
            elif name in BUILTINS:
                told = f"'{name}' is a built-in name, which the game keeps: 'set' changes a variable"
            else:
                told = (f"unknown variable '{name}'{did_you_mean(name, r.variables)}: declare it with "
                        f"'variable {name} = 0'")
        self.error(span, told)
        return None

    def set_type(self, variable: m.Variable, t: str, span: m.Span) -> None:
        """Refuse a `set` whose value is not of the variable's type."""
        if not self.held(t, span) or t == ANY:
            return
        name = variable.name
        if variable.starts is not None:
            known, _ = self.typer.silently(variable.starts, {})
            if known != ANY and not fits(t, known):
                starts = self.rules.source.split("\n")[variable.starts.span.line - 1][
                    variable.starts.span.column - 1:variable.starts.span.end_column - 1] \
                    if variable.starts.span.line == variable.starts.span.end_line else "..."
                self.error(span, f"'{name}' is {WORDS.get(known, known)} (starts: {starts}, line "
                                 f"{variable.starts.span.line}), but this sets it to {WORDS.get(t, t)}")
            return
        first = self.typer.set_types.setdefault(name, (t, span))
        if first[1] != span and not fits(t, first[0]):
            self.error(span, f"'{name}' is set to {WORDS.get(first[0], first[0])} at line {first[1].line} "
                             f"and to {WORDS.get(t, t)} here")

    def set_var(self, node: m.SetVar, scope: dict) -> None:
        t = self.typer.type_of(node.expr, scope)
        variable = self.set_target(node.name, node.name_span, scope)
        if variable is not None:
            self.set_type(variable, t, node.expr.span)

    # --- choices ------------------------------------------------------------------------------
    def choice_stmt(self, node: m.ChoiceStmt, scope: dict, actor: bool) -> None:
        c, t = node.choice, self.typer
        chooser = t.type_of(c.chooser, scope)
        if chooser == PLAYERS:
            self.error(c.chooser.span, "one player chooses, but this is a set of players: for each player, "
                                       "write 'for each player:' and the choice inside it")
        elif chooser not in (PLAYER, ANY):
            t.expect(c.chooser, scope, PLAYER, "as who chooses")
        if c.what == "player" and c.filter_kind is not None:
            wanted = {"except": PLAYER, "in": PLAYERS, "where": BOOL}[c.filter_kind]
            inner = {**scope, "player": PLAYER} if c.filter_kind == "where" else scope
            t.expect(c.filter, inner, wanted, f"after '{c.filter_kind}'")
        if c.what == "option":
            self.options(c, scope)
        if c.what == "value":
            value_choice(self, c, scope)
        if node.stores:
            variable = self.set_target(node.name, node.name_span, scope)
            if variable is not None:
                self.set_type(variable, option_type(c), node.name_span)
        elif node.name in self.rules.variables:
            self.error(node.name_span, f"'{node.name}' is a variable: a 'let' of that name would hide it; "
                                       f"write 'set {node.name} = ...' to change it, or choose another name")
        self.block(node.otherwise, scope, actor)

    def options(self, c: m.Choice, scope: dict) -> None:
        if len(c.options) < 2:
            self.error(c.span, "a choice has at least 2 options (one option is no choice: write what it "
                               "does as a statement)")
        seen: Dict[str, m.Option] = {}
        for option in c.options:
            if option.name in seen:
                self.error(option.span, f"an option is listed twice in this choice: '{option.name}' "
                                        f"(first at line {seen[option.name].span.line})")
            seen.setdefault(option.name, option)
            shadowed = self.declared_as(option.name)
            if shadowed is not None:
                self.error(option.span, f"'{option.name}' is already {shadowed}: an option's name is compared "
                                        f"with the chosen one, so give it another name")
            if option.condition is not None:
                self.typer.expect(option.condition, scope, BOOL, "after an option's 'if'")
            display_names(option.names, lambda i, o=option: o.name_spans[i], self.error)

    def declared_as(self, name: str) -> Optional[str]:
        """What a file-level or built-in name is ("a definition (line 20)"), or None."""
        r = self.rules
        for table, word in (("defines", "a definition"), ("zones", "a zone"), ("roles", "a role"),
                            ("cards", "a card kind"), ("variables", "a variable")):
            item = getattr(r, table).get(name)
            if item is not None:
                return f"{word} (line {item.span.line})"
        if any(name in (card.tags or ()) for card in r.cards.values()):
            return "a tag"
        if name in BUILTINS or name in FUNCTIONS or name in ("card", "player", "played"):
            return "a built-in name"
        if name in LITERALS:
            return "a truth value"
        return None
