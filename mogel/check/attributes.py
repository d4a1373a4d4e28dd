"""The checker's rules about card attributes (`attribute colour:`) and the deck rows that use them.

Each function takes the Rules and an `error(span, message)` callback, as
`mogel.check.checker.Checker.error`, and reports through it; none raises.

* An attribute lists its values (`values:`), each once; a value line (`black: en "BLACK"`)
  names one of them; the names of a value line are display names and a look.
* A value's name is unique in the file: no two attributes share one, and no zone, card
  kind, role, tag or definition takes it (`card is black` and `c.colour = black` would mean
  two things), nor a built-in name.
* A deck row names at most one card kind and at most one value of each attribute; the rows
  of one kind name the same attributes; `N each` needs columns; `columns:` names an attribute.
* `shown as:` knows `{kind}`, `{value}` and the attributes' names, nothing else.
"""

from __future__ import annotations

import re
from typing import Callable, Dict, List

from ..errors import did_you_mean
from ..language import model as m
from .names import BUILT_IN_NAMES, display_names
from .vocabulary import FUNCTIONS
from .typer_attrs import not_a_value, plural

Report = Callable[[m.Span, str], None]

CARD_FIELDS = ("value", "penalty", "kind")   # what every card has already: `card.value` ...
_OTHERS = (("zones", "zone"), ("cards", "card kind"), ("roles", "role"), ("defines", "definition"))
PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def value_names(rules: m.Rules, error: Report) -> None:
    """A value's name is unique in the file: not a value of two attributes, nor a zone, card
    kind, role, tag, definition or name of the language (told before anything else is checked,
    as the clashes of declared names are: the rest would only repeat them)."""
    first_at: Dict[str, m.Attribute] = {}
    tags = {t: c for c in rules.cards.values() for t in (c.tags or ())}
    for a in rules.attributes.values():
        for i, value in enumerate(a.values or ()):
            at = a.where(f"values.{i}")
            if value in a.values[:i]:
                continue   # told by `attributes`
            other = first_at.get(value)
            if other is not None:
                error(at, f"'{value}' is a value of both '{other.name}' (line {other.where('values').line}) "
                          f"and '{a.name}' (line {a.where('values').line}): give one of them another name")
                continue
            first_at[value] = a
            clash = next(((word, getattr(rules, table)[value]) for table, word in _OTHERS
                          if value in getattr(rules, table)), None)
            if clash is not None:
                error(at, f"'{value}' is already a {clash[0]} ({clash[1].where('name')}): "
                          f"choose another name for this {a.name}")
            elif value in tags:
                error(at, f"'{value}' is already a tag of card '{tags[value].name}' ({tags[value].where('tags')}): "
                          f"choose another name for this {a.name}")
            elif value in BUILT_IN_NAMES or value in FUNCTIONS or value in m.LITERALS:
                error(at, f"'{value}' is a name of the language: choose another name for this {a.name}")


def attributes(rules: m.Rules, error: Report) -> None:
    """Every attribute item: its name, values, value lines and display names."""
    for a in rules.attributes.values():
        if a.name in CARD_FIELDS:
            error(a.where("name"), f"'{a.name}' is what every card has already (card.{a.name}): "
                                   f"give the attribute another name")
        display_names(a.names, lambda i, a=a: a.where(f"names.{i}"), error)
        if not a.values:
            error(a.span, f"attribute {a.name} has no 'values:': list its values, as 'values: red, blue'")
            continue
        for i, value in enumerate(a.values):
            if value in a.values[:i]:
                error(a.where(f"values.{i}"), f"'{value}' is listed twice in 'values:'")
        for line in a.value_names or ():
            if line.value not in a.values:
                error(line.span, not_a_value(a, line.value))
            display_names(line.names, lambda i, line=line: line.spans[i] if i < len(line.spans) else line.span,
                          error)


def unknown_row_name(rules: m.Rules, name: str) -> str:
    """The message for a row's name that is neither a card kind nor a value: as an unknown
    value of the attribute it is close to, else as an unknown card kind (or value)."""
    for a in rules.attributes.values():
        if did_you_mean(name, a.values or ()):
            return not_a_value(a, name)
    if not rules.attributes:
        return f"unknown card kind '{name}'{did_you_mean(name, rules.cards)}"
    return (f"'{name}' is neither a card kind nor a value of an attribute"
            f"{did_you_mean(name, [*rules.cards, *rules.value_names])}")


def columns(rules: m.Rules, d: m.Deck, error: Report) -> None:
    """`columns:` names a declared attribute, and goes without `values:`."""
    if d.columns is None:
        return
    if d.values is not None:
        error(d.where("columns"), "give 'values:' or 'columns:', not both: the columns are numbers or the "
                                  "values of one attribute")
    if d.columns not in rules.attributes:
        known = list(rules.attributes)
        error(d.where("columns.value"), f"'columns:' names an attribute: '{d.columns}' is not one"
                                        f"{did_you_mean(d.columns, known)}"
                                        + (f" (the attributes are {', '.join(known)})" if known and
                                           not did_you_mean(d.columns, known) else ""))


def row(rules: m.Rules, d: m.Deck, r: m.DeckRow, first_of_kind: Dict[object, m.DeckRow], error: Report) -> None:
    """What a row names: one kind at most, one value of each attribute at most, the same
    attributes as the first row of its kind; and `N each` with columns to count them in."""
    unknown = [n for n in r.names if n not in rules.value_names]
    if len(unknown) > 1:
        error(r.span, f"a row names at most one card kind: this one names '{unknown[0]}' and '{unknown[1]}'")
    named: Dict[str, List[str]] = {}
    for attribute, value in r.attrs:
        named.setdefault(attribute, []).append(value)
    for attribute, values in named.items():
        if len(values) > 1:
            error(r.span, f"a row names one {attribute}: this one names '{values[0]}' and '{values[1]}'")
        if attribute == d.columns:
            error(r.span, f"the columns are the {plural(attribute)}: a row cannot name '{values[0]}' as well")
    first = first_of_kind.setdefault(r.kind, r)
    if first is r:
        return
    mine, theirs = set(named), {a for a, _ in first.attrs}
    for attribute in sorted(theirs - mine):
        error(r.span, f"this row names no {attribute}, but the row of '{first.label}' at line {first.span.line} "
                      f"does: every row of a kind names the same attributes")
    for attribute in sorted(mine - theirs):
        error(r.span, f"this row names a {attribute}, but the row of '{first.label}' at line {first.span.line} "
                      f"does not: every row of a kind names the same attributes")


def shown_as(rules: m.Rules, names, where: Callable[[int], m.Span], error: Report, known=None) -> None:
    """`shown as:` texts: display names whose `{NAME}`s are {kind}, {value} or attributes (a
    card's), or those `known` lists (a role's: {player})."""
    display_names(names, where, error)
    known = list(known) if known is not None else ["kind", "value", *rules.attributes]
    for i, (_, text) in enumerate(names or ()):
        for found in PLACEHOLDER.finditer(text):
            if found[1] not in known:
                told = ", ".join(f"{{{k}}}" for k in known[:-1]) + " and " if len(known) > 1 else ""
                told += f"{{{known[-1]}}}"
                error(where(i), f"'shown as' knows {told} here: '{found[1]}' is not one of them"
                                f"{did_you_mean(found[1], known)}")
