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
* `shown as:` knows `{kind}`, `{value}` and the attributes' names, nothing else; a `{NAME}`
  that some card kind the text shows lacks (`{value}` of a kind dealt as `N cards`, `{colour}`
  of a kind whose rows name no colour) is told as nothing, and warned (`shown_lacking`).
"""

from __future__ import annotations

import re
from typing import Callable, Dict, List

from ..errors import SAID, Joined, Said, did_you_mean
from ..language import model as m
from .names import BUILT_IN_NAMES, display_names
from .said_items import SAY
from .vocabulary import FUNCTIONS
from .typer_attrs import not_a_value, plural

Report = Callable[[m.Span, Said], None]

CARD_FIELDS = ("value", "penalty", "kind")   # what every card has already: `card.value` ...
_OTHERS = (("zones", "a_zone"), ("cards", "a_card_kind"), ("roles", "a_role"), ("defines", "a_definition"))
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
                error(at, SAY("value_of_both", value=value, a=other.name, line_a=other.where('values').line, b=a.name,
                              line_b=a.where('values').line))
                continue
            first_at[value] = a
            clash = next(((word, getattr(rules, table)[value]) for table, word in _OTHERS
                          if value in getattr(rules, table)), None)
            if clash is not None:
                error(at, SAY("value_is_already", value=value, what=SAY(clash[0]), at=clash[1].where('name'),
                              attribute=a.name))
            elif value in tags:
                error(at, SAY("value_is_tag", value=value, card=tags[value].name, at=tags[value].where('tags'),
                              attribute=a.name))
            elif value in BUILT_IN_NAMES or value in FUNCTIONS or value in m.LITERALS:
                error(at, SAY("value_is_language", value=value, attribute=a.name))


def attributes(rules: m.Rules, error: Report) -> None:
    """Every attribute item: its name, values, value lines and display names."""
    for a in rules.attributes.values():
        if a.name in CARD_FIELDS:
            error(a.where("name"), SAY("card_has_already", name=a.name))
        display_names(a.names, lambda i, a=a: a.where(f"names.{i}"), error)
        if not a.values:
            error(a.span, SAY("no_values", name=a.name))
            continue
        for i, value in enumerate(a.values):
            if value in a.values[:i]:
                error(a.where(f"values.{i}"), SAY("listed_twice", value=value))
        for line in a.value_names or ():
            if line.value not in a.values:
                error(line.span, not_a_value(a, line.value))
            display_names(line.names, lambda i, line=line: line.spans[i] if i < len(line.spans) else line.span,
                          error, genders=True, plurals="value")   # `two: en "two", de "Zwei" die`: "keine Zwei"


def deck_value_names(rules: m.Rules, d: m.Deck, error: Report) -> None:
    """The deck's value lines (`14: en "ace", de "Ass", icon "A"`): each names a number of
    `values:`, once, in display names and an icon (no article: a card's text takes none, no paint)."""
    named: Dict[object, m.ValueNames] = {}
    for line in d.value_names or ():
        if d.columns is not None:
            a = rules.attributes.get(d.columns)
            first = a.values[0] if a is not None and a.values else "ace"
            error(line.span, SAY("columns_no_numbers", attribute=d.columns, plural=plural(d.columns),
                                 example=f'{first}: en "{first}"'))
        elif not d.values:
            error(line.span, SAY("no_deck_values", value=line.value))
        elif line.value not in d.values:
            error(line.span, SAY("not_a_deck_value", value=line.value, values=_numbers(d.values)))
        elif line.value in named:
            error(line.span, SAY("value_named_twice", value=line.value, line=named[line.value].span.line))
        named.setdefault(line.value, line)
        spans = [line.spans[i] if i < len(line.spans) else line.span for i in range(len(line.names))]
        display_names(line.names, spans.__getitem__, error)
        for i, (key, _) in enumerate(line.names):
            if key == "paint":
                error(spans[i], SAY("number_paint"))


def _numbers(values):
    """The deck's values: "2 to 14" (German "2 bis 14") for a run, else "1, 3, 5"."""
    values = tuple(values)
    if len(values) > 2 and values == tuple(range(values[0], values[0] + len(values))):
        return SAY("number_run", low=values[0], high=values[-1])
    return ", ".join(map(str, values))


def unknown_row_name(rules: m.Rules, name: str) -> Said:
    """The message for a row's name that is neither a card kind nor a value: as an unknown
    value of the attribute it is close to, else as an unknown card kind (or value)."""
    for a in rules.attributes.values():
        if did_you_mean(name, a.values or ()):
            return not_a_value(a, name)
    if not rules.attributes:
        return SAY("unknown_card_kind", name=name, hint=did_you_mean(name, rules.cards))
    return SAY("kind_nor_value", name=name, hint=did_you_mean(name, [*rules.cards, *rules.value_names]))


def columns(rules: m.Rules, d: m.Deck, error: Report) -> None:
    """`columns:` names a declared attribute, and goes without `values:`."""
    if d.columns is None:
        return
    if d.values is not None:
        error(d.where("columns"), SAY("values_or_columns"))
    if d.columns not in rules.attributes:
        known = list(rules.attributes)
        hint = did_you_mean(d.columns, known)
        error(d.where("columns.value"), SAY("columns_names", name=d.columns, hint=hint, known=SAY(
            "attributes_are", names=", ".join(known)) if known and not hint else ""))


def row(rules: m.Rules, d: m.Deck, r: m.DeckRow, first_of_kind: Dict[object, m.DeckRow], error: Report) -> None:
    """What a row names: one kind at most, one value of each attribute at most, the same
    attributes as the first row of its kind; and `N each` with columns to count them in."""
    unknown = [n for n in r.names if n not in rules.value_names]
    if len(unknown) > 1:
        error(r.span, SAY("row_two_kinds", a=unknown[0], b=unknown[1]))
    named: Dict[str, List[str]] = {}
    for attribute, value in r.attrs:
        named.setdefault(attribute, []).append(value)
    for attribute, values in named.items():
        if len(values) > 1:
            error(r.span, SAY("row_two_values", attribute=attribute, a=values[0], b=values[1]))
        if attribute == d.columns:
            error(r.span, SAY("row_names_column", plural=plural(attribute), attribute=attribute, value=values[0]))
    first = first_of_kind.setdefault(r.kind, r)
    if first is r:
        return
    mine, theirs = set(named), {a for a, _ in first.attrs}
    for attribute in sorted(theirs - mine):
        error(r.span, SAY("row_lacks", attribute=attribute, label=first.label, line=first.span.line))
    for attribute in sorted(mine - theirs):
        error(r.span, SAY("row_extra", attribute=attribute, label=first.label, line=first.span.line))


def shown_as(rules: m.Rules, names, where: Callable[[int], m.Span], error: Report, known=None) -> None:
    """`shown as:` texts: display names whose `{NAME}`s are {kind}, {value} or attributes (a
    card's), or those `known` lists (a role's: {player})."""
    display_names(names, where, error)
    known = list(known) if known is not None else ["kind", "value", *rules.attributes]
    for i, (_, text) in enumerate(names or ()):
        for found in PLACEHOLDER.finditer(text):
            if found[1] not in known:
                told = Joined(tuple(f"{{{k}}}" for k in known), ", ", SAID("and"))
                error(where(i), SAY("shown_as_knows", told=told, name=found[1], hint=did_you_mean(found[1], known)))


def _lacking(rules: m.Rules) -> Dict[object, set]:
    """For each card kind of the deck (None: kindless cards), the `{NAME}`s its cards lack:
    "value" where some card has no number, an attribute where some card has no value of it,
    "kind" for kindless cards."""
    every = {"kind", "value", *rules.attributes}
    lacking: Dict[object, set] = {}
    for kind, value, attrs in m.deck_cards(rules):
        has = {name for name, _ in attrs} | ({"value"} if value is not None else set()) | \
            ({"kind"} if kind is not None else set())
        lacking.setdefault(kind, set()).update(every - has)
    return lacking


def shown_lacking(rules: m.Rules, warn: Callable[[m.Span, Said, tuple], None]) -> None:
    """Warn at each `shown as:` text (the deck's, or a card kind's own) with a `{NAME}` that some
    card kind it shows lacks, where the rest of the text still says something: that part is told
    as nothing ("Ada draws yellow."); a text of which such a card has nothing at all is not its
    name (the narration names the card).  Once per text owner and NAME, at its first text, naming
    every such kind; the deck's text suggests `shown as:` of those kinds, a kind's own text
    leaving NAME out.  `warn(span, message, owners)`: `owners` are the card blocks of the kinds
    named, which may acknowledge it (`expect warning: shown_lacking`)."""
    deck, found = rules.deck, {}
    for kind, lacks in _lacking(rules).items():
        card = rules.cards.get(kind) if kind is not None else None
        item = card if card is not None and card.shown_as is not None else deck
        for i, (_, text) in enumerate(item.shown_as or ()):
            said = PLACEHOLDER.sub(lambda f: "" if f[1] in lacks else "x", text).strip()
            for name in dict.fromkeys(f[1] for f in PLACEHOLDER.finditer(text) if f[1] in lacks and said):
                kinds = found.setdefault((item.category, item.name if item is not deck else "", name),
                                         (item, i, text, []))[3]
                kinds += [kind] if kind not in kinds else []
    for (_, _, name), (item, i, text, kinds) in found.items():
        what = SAY("lacking_value") if name == "value" else SAY("lacking_kind") if name == "kind" else \
            SAY("lacking_attribute", attribute=name)
        named = Joined(tuple(f"'{k}'" for k in kinds if k is not None), ", ", SAID("and"))
        who = SAY("lacking_kindless") if kinds == [None] else SAY("lacking_one", kind=named) if len(kinds) == 1 else \
            SAY("lacking_kinds", kinds=named)
        hint = SAY("lacking_own") if item is deck and None not in kinds else SAY("lacking_leave_out")
        owners = tuple(rules.cards[k] for k in kinds if k in rules.cards)   # their blocks may acknowledge it
        warn(item.where(f"shown_as.{i}"), SAY("shown_lacking", name=name, text=text, who=who, what=what, hint=hint),
             owners)
