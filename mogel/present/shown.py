"""How the narration names a card by its `shown as:` text (on its `card` item, else on `deck:`).

`shown_card(program, card, lang)` gives "BLACK 11" for `shown as: en "{colour} {value}"`:
each `{NAME}` is the display name of the card's attribute NAME (or of its value, when a
value line gives none: `_` read as a space), `{kind}` its kind's name, `{value}` its number.
A card with no `shown as:`, or one that has none of the attributes its text names (a kind
without a colour under `shown as: en "{colour} {value}"`), is told as before (None); a card
of no kind with none is told by its attributes' display names and its value ("RED 3").
"""

from __future__ import annotations

import re
from typing import Optional

from ..language.model import display_name, value_display_name

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


class Shown(str):
    """A card's shown text in a template: no article in either language ("Ada spielt SCHWARZ
    11."); a spec with a capital first letter (`{card:Ein}`) capitalises it."""

    def __format__(self, spec: str) -> str:
        text = str(self)
        return text[:1].upper() + text[1:] if spec[:1].isupper() else text


def _attribute_name(rules, attribute: str, value: Optional[str], lang: str) -> str:
    if value is None:
        return ""
    return value_display_name(rules.attributes.get(attribute), value, lang)


def shown_card(program, card: int, lang: str) -> Optional[Shown]:
    """The card's text by `shown as:` in `lang` (English when the text has none in it), or None
    for a card of a kind with no `shown as:` (the narration names it as always)."""
    rules, deck = program.rules, program.deck
    kind, value = deck.kinds[card], deck.values[card]
    item = rules.cards.get(kind) if kind is not None else None
    texts = (item.shown_as if item is not None else None) or rules.deck.shown_as
    attrs = deck.attributes_of(card)
    if texts is not None:
        told = _filled(rules, display_name(texts, lang, ""), item, kind, value, attrs, lang)
        if told:   # a text whose every {NAME} this card lacks (a kindless gift under "{colour} {value}") is no name
            return Shown(told)
    if item is not None:
        return None
    parts = [_attribute_name(rules, a, v, lang) for a, v in attrs.items()]
    return Shown(" ".join(p for p in [*parts, "" if value is None else str(value)] if p) or "?")


def _filled(rules, template: str, item, kind, value, attrs, lang: str) -> str:
    """The `shown as:` text with each {NAME} of the card filled in, blanks closed up."""

    def fill(found) -> str:
        key = found[1]
        if key == "kind":
            return display_name(item.names, lang, kind) if item is not None else (kind or "")
        if key == "value":
            return "" if value is None else str(value)
        return _attribute_name(rules, key, attrs.get(key), lang)
    return " ".join(PLACEHOLDER.sub(fill, template).split())
