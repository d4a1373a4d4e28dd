"""The sentences of `choose` and `set` events, in English and German (mogel.present.narrate asks).

    choose, an option:        Di: “I'll continue!”              Di: „Ich mache weiter!“
    choose, a player:         Bo chooses Cy.                     Bo wählt Cy.
      stored in a named variable: Bo chooses Cy (victim).        Bo wählt Cy (Opfer).
    choose, nothing:          Ada chooses nothing.               Ada wählt nichts.
    choose, a value:          Ada chooses BLACK.                 Ada wählt SCHWARZ.
      told by the choice's words (en "{player} calls {colour}."): Ada calls BLACK.
    set, a named variable:    Cards owed: 4.                     Geschuldete Karten: 4.

A choice tells only its public result (rule H): nothing offered and declined read alike, and
what was offered or whether the player was asked is never said.  A `set` of a variable
without a `name:` is bookkeeping (no sentence), and so is every reset and every `quietly set`.  The noun of a
variable goes in brackets or before a colon, so no German article (and gender) is needed.
"""

from __future__ import annotations

from typing import Optional

from ..check.vocabulary import is_option_type
from ..check.typer_attrs import attribute_of
from .shown import PLACEHOLDER
from ..language.model import display_name, value_display_name

TEXTS = {
    "en": {"choose": "{seat} chooses {chosen}.", "choose_named": "{seat} chooses {chosen} ({noun}).",
           "say": "{seat}: \u201c{text}\u201d", "nothing": "nothing", "set": "{noun}: {value}.",
           "yes": "yes", "no": "no", "none": "none"},
    "de": {"choose": "{seat} wählt {chosen}.", "choose_named": "{seat} wählt {chosen} ({noun}).",
           "say": "{seat}: \u201e{text}\u201c", "nothing": "nichts", "set": "{noun}: {value}.",
           "yes": "ja", "no": "nein", "none": "keiner"},
}


def _option_names(narrator, option: str, span=None):
    """The display names of an option: of the choice at `span`, else of any choice that has it."""
    labels = narrator.p.choice_labels
    if span is not None and option in labels.get(span, {}):
        return labels[span][option]
    return next((table[option] for table in labels.values() if option in table), ())


def _noun(narrator, variable: Optional[str]) -> Optional[str]:
    """The display name of a variable that has a `name:`, else None."""
    item = narrator.rules.variables.get(variable) if variable else None
    if item is None or not item.names:
        return None
    return display_name(item.names, narrator.lang, variable)


def option_words(narrator, ev) -> str:
    """The words of the option a `choose` event chose ("You're bluffing!"), in the narrator's language."""
    chosen = str(ev.info.get("chosen"))
    return display_name(_option_names(narrator, chosen, ev.span), narrator.lang, chosen)


def value_text(narrator, variable: str, value) -> str:
    """A variable's value in words: a seat's name, yes/no, an option's display name, a number."""
    t = TEXTS[narrator.lang]
    kind = narrator.p.variable_kinds.get(variable, "")
    if value is None:
        return t["none"]
    if isinstance(value, bool):
        return t["yes" if value else "no"]
    if kind == "player" and isinstance(value, int):
        return narrator.seat(value)
    if attribute_of(kind) is not None and isinstance(value, str):
        return value_name(narrator, attribute_of(kind), value)
    if isinstance(value, str) or is_option_type(kind):
        return display_name(_option_names(narrator, str(value)), narrator.lang, str(value))
    return str(value)


def value_name(narrator, attribute: str, value: str) -> str:
    """The display name of one value of an attribute ("BLACK"), else the value, `_` a space."""
    return value_display_name(narrator.rules.attributes.get(attribute), value, narrator.lang)


def value_sentence(narrator, seat: str, value: str, variable: Optional[str], attribute: str, words) -> str:
    """A chosen value told by the choice's words ("Ada calls BLACK."), else "Ada chooses BLACK."
    (with a named variable: "Ada chooses BLACK (called colour).")."""
    t, said = TEXTS[narrator.lang], value_name(narrator, attribute, value)
    if words:
        text = display_name(words, narrator.lang, "")
        return PLACEHOLDER.sub(lambda found: seat if found[1] == "player" else said if found[1] == attribute
                               else found[0], text)
    noun = _noun(narrator, variable)
    if noun is None:
        return t["choose"].format(seat=seat, chosen=said)
    return t["choose_named"].format(seat=seat, chosen=said, noun=noun)


def choice_sentence(narrator, ev) -> Optional[str]:
    """The sentence of a `choose` or `set` event (None for a reset or an unnamed variable)."""
    t, info = TEXTS[narrator.lang], ev.info
    if ev.kind == "set":
        noun = _noun(narrator, info["variable"])
        if noun is None or info.get("reset") or info.get("quiet"):
            return None
        text = t["set"].format(noun=noun, value=value_text(narrator, info["variable"], info["value"]))
        return text[:1].upper() + text[1:]
    seat, chosen = narrator.seat(ev.seat), info.get("chosen")
    told = narrator.p.choice_told.get(ev.span)
    if told is not None and chosen is not None:
        return value_sentence(narrator, seat, chosen, info.get("variable"), *told)
    if isinstance(chosen, str):
        return t["say"].format(seat=seat, text=option_words(narrator, ev))
    said = t["nothing"] if chosen is None else narrator.seat(chosen)
    noun = _noun(narrator, info.get("variable"))
    if noun is None:
        return t["choose"].format(seat=seat, chosen=said)
    return t["choose_named"].format(seat=seat, chosen=said, noun=noun)
