"""The checker's rules about variables and choices (docs/language.md, "Variables" and "Choices").

`ChecksChoices` is a base of `mogel.check.statements.CheckStmt`: it checks `set NAME = ...`,
`let/set NAME = P chooses ...` and the `variable` items, reporting through `self.error`
(the types they share with the typer and the compiler: mogel.check.vocabulary); none raises.

A choice of an attribute's value (docs/language.md 10.10), `P [may|must] chooses a colour
[(WORDS)] [where COND]` (`value_choice`):

* the name after `a`/`an` is one attribute of the file: `'a colours': name one attribute after
  'a', as in 'a colour' (the attributes are colour)`; a file without attributes is told to
  declare one;
* `where COND` is a truth value, read with the attribute's name bound to each candidate value
  (`colour = called`);
* the words in brackets are display names per language (`en "{player} calls {colour}."`):
  each `{NAME}` is `{player}` (who chooses), the attribute's own name (the chosen value) or a
  name known where the choice is made (a `let`, an earlier choice's name, a `for each`
  variable, a variable of the whole table, a definition without parameters, a built-in such
  as `turns`) whose value is a player, a number, a truth value, an option or a value of an
  attribute (`en "{player} asks {target} for {rank}s."`); a card or a set is refused.
"""

from __future__ import annotations

import re
from typing import Dict, Optional

from ..errors import SAID, Joined, Said, closest, did_you_mean
from ..language import model as m
from ..language.model import LITERALS
from .names import display_names
from .said_statements import SAY
from .said_types import SAY as TYPES, type_word
from .typer_attrs import article, attribute_of, value_type
from .levels import level_choices
from .vocabulary import (ANY, BOOL, BUILTINS, EACH_PLAYER, FUNCTIONS, HELD, INT, PLAYER, PLAYERS, fits, is_option_type,
                         option_type, starts_cycle, starts_scope)

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")   # a `{NAME}` in the words of a choice
FORMS = ("plural",)   # `{NAME:plural}`: a value of an attribute in the plural (`plural "sixes"`)


def let_hides(rules: m.Rules, name: str) -> Said:
    """The message for a `let` named as variable `name` (one per player told as such)."""
    return SAY("let_hides_player_variable" if rules.variables[name].per_player else "let_hides_variable", name=name)


class ChecksChoices:
    """The checks of `set`, of choices and of `variable` items (a base of CheckStmt)."""

    # --- variable items -------------------------------------------------------------------------
    def variable(self, v: m.Variable) -> None:
        levels = level_choices(self.rules)
        if v.reset is not None and v.reset not in levels:
            self.error(v.where("reset.value"), SAY("reset_not_level", reset=v.reset, hint=did_you_mean(v.reset, levels),
                                                   levels=Joined(tuple(levels), ", ", SAID("and"))))
        cycle = starts_cycle(self.rules, v.name) if v.starts is not None else ()
        if cycle:
            self.error(v.starts.span, SAY("starts_itself", name=v.name) if len(cycle) == 1 else
                       SAY("starts_cycle", name=v.name, cycle=" -> ".join(cycle + (v.name,))))
        elif v.starts is not None:
            self.held(self.typer.type_of(v.starts, starts_scope(v)), v.starts.span)
        display_names(v.names, lambda i: v.where(f"names.{i}"), self.error)

    def held(self, t: str, span: m.Span) -> bool:
        """Refuse a value a variable cannot hold (a card, a set); True when it may (a number, a
        truth value, a player, an option, a value of an attribute: `variable rank_now = king`)."""
        if t in HELD or is_option_type(t) or attribute_of(t) is not None:
            return True
        self.error(span, SAY("variable_holds", actual=type_word(t)))
        return False

    # --- set ----------------------------------------------------------------------------------
    def set_target(self, name: str, span: m.Span, scope: dict) -> Optional[m.Variable]:
        """The variable `set NAME` changes, or None after telling what NAME is instead."""
        r = self.rules
        variable = r.variables.get(name)
        if variable is not None:
            return variable
        fix = SAY("set_fix", name=name)
        if name in r.defines:
            told = SAY("set_definition", name=name, line=r.defines[name].span.line, fix=fix)
        elif name in scope:
            told = SAY("set_let", name=name, fix=fix)
        else:
            other = next((word for table, word in (("zones", "a_zone"), ("roles", "a_role"), ("cards", "a_card_kind"))
                          if name in getattr(r, table)), None)
            if other is not None:
                told = SAY("set_other", name=name, other=SAY(other))
            elif name in BUILTINS:
                told = SAY("set_builtin", name=name)
            else:
                told = SAY("unknown_variable", name=name, hint=did_you_mean(name, r.variables))
        self.error(span, told)
        return None

    def set_type(self, variable: m.Variable, t: str, span: m.Span) -> None:
        """Refuse a `set` whose value is not of the variable's type."""
        if not self.held(t, span) or t == ANY:
            return
        name = variable.name
        if variable.starts is not None:
            known, _ = self.typer.silently(variable.starts, starts_scope(variable))
            if known != ANY and not fits(t, known):
                starts = self.rules.source.split("\n")[variable.starts.span.line - 1][
                    variable.starts.span.column - 1:variable.starts.span.end_column - 1] \
                    if variable.starts.span.line == variable.starts.span.end_line else "..."
                self.error(span, SAY("variable_is", name=name, known=type_word(known), starts=starts,
                                     line=variable.starts.span.line, actual=type_word(t)))
            return
        first = self.typer.set_types.setdefault(name, (t, span))
        if first[1] != span and not fits(t, first[0]):
            self.error(span, SAY("set_differently", name=name, first=type_word(first[0]), line=first[1].line,
                                 actual=type_word(t)))

    def set_var(self, node: m.SetVar, scope: dict) -> None:
        t = self.typer.type_of(node.expr, scope)
        variable = self.set_owner(node, scope)
        if variable is not None:
            self.set_type(variable, t, node.expr.span)

    def set_owner(self, node, scope: dict) -> Optional[m.Variable]:
        """The variable a `set NAME [of OWNER] = ...` (a SetVar or a ChoiceStmt that stores) changes,
        or None after telling what is wrong: an unknown NAME, OWNER not a player, a variable `per
        player` without `of`, `of` on a variable of the whole table."""
        variable = self.set_target(node.name, node.name_span, scope)
        if node.owner is not None and (variable is None or not variable.per_player):
            self.typer.type_of(node.owner, scope)
            if variable is not None:
                self.error(node.owner.span, SAY("set_of_table", name=node.name))
            return None
        if variable is not None and variable.per_player and node.owner is None:
            self.error(node.name_span, SAY("set_of_each", name=node.name))
            return None
        if node.owner is not None:
            self.typer.expect(node.owner, scope, PLAYER, TYPES("w_after", word=f"{node.name} of"))
        return variable

    # --- choices ------------------------------------------------------------------------------
    def choice_stmt(self, node: m.ChoiceStmt, scope: dict, actor: bool) -> None:
        c, t = node.choice, self.typer
        chooser = t.type_of(c.chooser, scope)
        if chooser == PLAYERS:
            self.error(c.chooser.span, SAY("one_chooses"))
        elif chooser not in (PLAYER, ANY):
            t.expect(c.chooser, scope, PLAYER, TYPES("w_who_chooses"))
        if c.what == "player" and c.filter_kind is not None:
            wanted = {"except": PLAYER, "in": PLAYERS, "where": BOOL}[c.filter_kind]
            inner = {**scope, "player": EACH_PLAYER} if c.filter_kind == "where" else scope
            t.expect(c.filter, inner, wanted, TYPES("w_after", word=c.filter_kind))
        if c.what == "option":
            self.options(c, scope)
        if c.what in ("value", "number"):
            self.value_choice(c, scope)
        if node.stores:
            variable = self.set_owner(node, scope)
            if variable is not None:
                self.set_type(variable, option_type(c), node.name_span)
        elif node.name in self.rules.variables:
            self.error(node.name_span, let_hides(self.rules, node.name))
        self.block(node.otherwise, scope, actor)

    def options(self, c: m.Choice, scope: dict) -> None:
        if len(c.options) < 2:
            self.error(c.span, SAY("choice_two_options"))
        seen: Dict[str, m.Option] = {}
        for option in c.options:
            if option.name in seen:
                self.error(option.span, SAY("option_twice", name=option.name, line=seen[option.name].span.line))
            seen.setdefault(option.name, option)
            shadowed = self.declared_as(option.name)
            if shadowed is not None:
                self.error(option.span, SAY("option_shadowed", name=option.name, what=shadowed))
            if option.condition is not None:
                self.typer.expect(option.condition, scope, BOOL, TYPES("w_option_if"))
            display_names(option.names, lambda i, o=option: o.name_spans[i], self.error)
            for i, (_, text) in enumerate(option.names or ()):
                key = PLACEHOLDER.search(text)
                if key is not None:
                    self.error(option.name_spans[i], SAY("option_words", key=key[1]))
                    break

    def value_choice(self, c: m.Choice, scope: dict) -> None:
        """Check one `chooses a NAME` choice (its attribute, its `where`, its words), or `chooses a
        number from A to B` (A and B numbers; `number` bound in the `where`)."""
        r, name, said = self.rules, c.attribute, f"'{c.article} {c.attribute}'"
        attributes = list(r.attributes)
        if c.what == "number":
            if name != "number":
                self.error(c.attribute_span, SAY("number_range_only", article=c.article, name=name))
                return
            for bound, word in ((c.low, "from"), (c.high, "to")):
                self.typer.expect(bound, scope, INT, TYPES("w_after", word=word))
        elif name == "number" and name not in r.attributes:
            self.error(c.attribute_span, SAY("number_needs_range"))
            return
        elif name not in r.attributes:
            if not attributes:
                self.error(c.attribute_span, SAY("no_attributes", said=said, name=name))
                return
            example = closest(name, attributes) or attributes[0]
            self.error(c.attribute_span, SAY("name_one_attribute", said=said, article=c.article,
                                             example=article(example),
                                             attributes=Joined(tuple(attributes), ", ", SAID("and"))))
            return
        kind = INT if c.what == "number" else value_type(name)
        if c.filter is not None:
            self.typer.expect(c.filter, {**scope, name: kind}, BOOL, TYPES("w_after", word="where"))
        display_names(c.told, lambda i: c.told_spans[i], self.error)
        sayable = [key for key, t in scope.items() if key not in ("player", name) and self.sayable(t)]
        for i, (_, text) in enumerate(c.told):
            for said in PLACEHOLDER.findall(text):
                told = self.said_wrong(said, name, kind, scope, sayable, c.told_spans[i])
                if told is not None:
                    self.error(c.told_spans[i], told)
                    break

    def said_wrong(self, said: str, name: str, kind: str, scope: dict, sayable: list, at: m.Span) -> Optional[Said]:
        """What is wrong with `{said}` in the words of a choice of a value of the attribute `name`
        (or of a number: `name` "number"; `kind`: the chosen value's type; `sayable`: the names
        bound in `scope` they may say), or None: `{player}`, `{NAME}` of a
        value, a player, a number, a truth value or an option known there, `{NAME:plural}` of a
        value of an attribute."""
        key, _, form = said.partition(":")
        t = PLAYER if key == "player" else kind if key == name else scope.get(key)
        if t is None and key not in sayable:
            t, problems = self.typer.silently(m.Name(key, at), scope)
            if problems or t == ANY:
                named = SAY("choice_words_named", names=Joined(tuple(f"{{{k}}}" for k in sayable), ", ",
                                                                 SAID("and"))) if sayable else SAY("choice_words_none")
                return SAY("choice_words", key=said, name=name, named=named,
                           hint=did_you_mean(key, ['player', name, *sayable]))
        if not self.sayable(t):
            return SAY("choice_words_kind", key=said, actual=type_word(t))
        if form and form not in FORMS:
            return SAY("choice_words_form", key=said, form=form, hint=did_you_mean(form, FORMS))
        if form and attribute_of(t) is None:
            return SAY("choice_words_plural", key=said, name=key, actual=type_word(t))
        return None

    @staticmethod
    def sayable(t: str) -> bool:
        """Whether the words of a choice may say a bound name of type `t`: a player, a number, a
        truth value, an option or a value of an attribute (not a card, a set or the players)."""
        return t in HELD or is_option_type(t) or attribute_of(t) is not None

    def declared_as(self, name: str) -> Optional[Said]:
        """What a file-level or built-in name is ("a definition (line 20)"), or None."""
        r = self.rules
        for table, word in (("defines", "a_definition"), ("zones", "a_zone"), ("roles", "a_role"),
                            ("cards", "a_card_kind"), ("variables", "a_variable")):
            item = getattr(r, table).get(name)
            if item is not None:
                return SAY("declared_line", word=SAY(word), line=item.span.line)
        if any(name in (card.tags or ()) for card in r.cards.values()):
            return SAY("a_tag")
        if name in BUILTINS or name in FUNCTIONS or name in ("card", "player", "played"):
            return SAY("a_builtin")
        if name in LITERALS:
            return SAY("a_truth_value")
        return None
