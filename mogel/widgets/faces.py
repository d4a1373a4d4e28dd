"""A card's face as the rules declare it: its label, colour and icon (no game's card is named here).

`card_face(program, card, lang)` works out what mogel.widgets.cards.card_html draws for one
card of a compiled Program, in a language:

- **label** (the caption): the card's `shown as:` text when the rules give one ("BLACK 11",
  "the jack of stars"; mogel.present.shown), else its kind's display name ("owl"); a card
  of no kind with no `shown as:` is told by its attributes' names and its value ("RED 3").
- **colour** (band and border): the `paint` of the card's first painted attribute value (in
  the order of the rules' `attribute` items), else its kind's `paint`, else an Okabe-Ito colour:
  one per card kind in the order of the `card` items, as before; a card of no kind takes one
  per value of its first attribute.  The band's text is black or white, whichever contrasts
  more (always >= 4.5:1).
- **value** (the band): the card's number, or the `icon` of the deck's line naming it
  (`14: en "ace", icon "A"` gives "A"); the caption tells the name ("the ace of stars").
- **icon** (the middle): its kind's `icon`, else the icon of its first attribute value that has
  one; without an icon, the value for a plain card (a kind without tags, or no kind) and the
  label's first letter for any other.

A value line's look falls back to its attribute's own `name:` line (`attribute colour:` /
`name: en "colour", icon "*"` gives every colour without an icon of its own a `*`).  The look
comes from `mogel.language.model.look`: a new game's cards look right with no widget change.

    face = card_face(game.program, 12, "de")     # Face(key="owl 3", value="3", icon="🦉", ...)
    face_key(game.program.deck, 12)              # "owl 3": what `data-face` holds
"""

from __future__ import annotations

import re
import weakref
from typing import NamedTuple, Optional

from ..language.model import display_name, look
from ..present.shown import shown_card
from .cards import OKABE_ITO


class Face(NamedTuple):
    """What a face-up card shows.  key: `data-face` ("owl 3", "red 3", "jack stars");
    value: the band's text: the number, or the icon the deck's line for it gives (`14: en "ace",
    icon "A"`: "A"; "" for a card of no value); icon: a short symbol or None; colour:
    "#RRGGBB"; label: the caption in the language asked; plain: show the value in the middle
    when there is no icon."""

    key: str
    value: str
    icon: Optional[str]
    colour: str
    label: str
    plain: bool


_CACHE: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()
_PAINT = re.compile(r"#[0-9A-Fa-f]{6}")     # what the checker lets through; anything else is not drawn


def face_key(deck, card: int) -> str:
    """The words of `data-face` for `card`: its kind, its attribute values and its value, in
    that order, each that it has ("owl 3"; "red 3" for a kindless red 3)."""
    parts = [deck.kinds[card], *deck.attributes_of(card).values(), deck.values[card]]
    return " ".join(str(p) for p in parts if p is not None)


def _value_look(rules, attribute: str, value: str) -> dict:
    item = rules.attributes.get(attribute)
    if item is None:
        return {}
    return {**look(item.names), **look(item.names_of(value))}


def _fallback_colour(rules, deck, card: int) -> str:
    kind = deck.kinds[card]
    kinds = list(rules.cards)
    if kind in kinds:
        return OKABE_ITO[kinds.index(kind) % len(OKABE_ITO)]
    for attribute, value in deck.attributes_of(card).items():
        values = list(rules.attributes[attribute].values or ()) if attribute in rules.attributes else []
        if value in values:
            return OKABE_ITO[values.index(value) % len(OKABE_ITO)]
    return OKABE_ITO[0]


def card_face(program, card: int, lang: str = "en") -> Face:
    """The Face of `card` (an id of `program.deck`) in `lang` (see the module docstring);
    cached per program, card and language."""
    faces = _CACHE.setdefault(program, {})
    found = faces.get((card, lang))
    if found is None:
        found = faces[(card, lang)] = _face(program, card, lang)
    return found


def _face(program, card: int, lang: str) -> Face:
    rules, deck = program.rules, program.deck
    kind, value = deck.kinds[card], deck.values[card]
    item = rules.cards.get(kind) if kind is not None else None
    kind_look = look(item.names if item is not None else None)
    values = [_value_look(rules, a, v) for a, v in deck.attributes_of(card).items()]
    paints = [v.get("paint") for v in values] + [kind_look.get("paint")]
    paint = next((p for p in paints if p and _PAINT.fullmatch(p)), None)
    icon = kind_look.get("icon") or next((v["icon"] for v in values if "icon" in v), None)
    shown = shown_card(program, card, lang)
    label = str(shown) if shown is not None else display_name(item.names if item else None, lang, kind or "?")
    band = "" if value is None else look(rules.deck.names_of(value)).get("icon") or str(value)
    return Face(key=face_key(deck, card), value=band, icon=icon,
                colour=paint or _fallback_colour(rules, deck, card), label=label,
                plain=item is None or not item.tags)
