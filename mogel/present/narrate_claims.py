"""The sentences of claims and challenges, in English and German (mogel.present.narrate asks).

    play with a claim:   Ada lays 2 cards face down: “2 × king”.    Ada legt 2 Karten verdeckt ab: „2 × König“.
      (its layer reads which cards: Ada lays 2 of hearts and 3 of clubs face down: “2 × king”.)
    accuse a claim:      Bo calls “Cheat!” on Ada: rightly.          Bo ruft „Gelogen!“ zu Ada: zu Recht.
                         Bo calls “Cheat!” on Ada: wrongly.          Bo ruft „Gelogen!“ zu Ada: zu Unrecht.
    no_accusation:       Nobody calls “Cheat!”.                       Niemand ruft „Gelogen!“.

A claim is told by its words (`says:`, worked out when it was made), never by its truth; who
was asked to challenge is never told (rule H).  A `choose` that makes a claim is told as any
choice (the option's display name).
"""

from __future__ import annotations

from typing import Optional

from ..language.model import display_name

TEXTS = {
    "en": {"lay_one": "{seat} lays {cards} face down: \u201c{says}\u201d.",
           "lay_many": "{seat} lays {count} cards face down: \u201c{says}\u201d.",
           "lay_known": "{seat} lays {cards} face down: \u201c{says}\u201d.",
           "right": "{seat} calls \u201c{accusation}\u201d on {accused}: rightly.",
           "wrong": "{seat} calls \u201c{accusation}\u201d on {accused}: wrongly.",
           "nobody": "Nobody calls \u201c{accusation}\u201d."},
    "de": {"lay_one": "{seat} legt {cards} verdeckt ab: \u201e{says}\u201c.",
           "lay_many": "{seat} legt {count} Karten verdeckt ab: \u201e{says}\u201c.",
           "lay_known": "{seat} legt {cards} verdeckt ab: \u201e{says}\u201c.",
           "right": "{seat} ruft \u201e{accusation}\u201c zu {accused}: zu Recht.",
           "wrong": "{seat} ruft \u201e{accusation}\u201c zu {accused}: zu Unrecht.",
           "nobody": "Niemand ruft \u201e{accusation}\u201c."},
}


def is_claim_event(ev) -> bool:
    """Whether the sentence of `ev` is this module's."""
    return ev.kind == "no_accusation" or (ev.kind in ("play", "accuse") and "claim" in ev.info)


def accusation_name(narrator, name: str) -> str:
    """The display name of accusation `name` ("Cheat!"), in the narrator's language."""
    item = narrator.rules.accusations.get(name)
    return display_name(item.names if item is not None else None, narrator.lang, name)


def claim_sentence(narrator, ev) -> Optional[str]:
    """The sentence of a `play` with a claim, an `accuse` of a claim or a `no_accusation`."""
    t, info, lang = TEXTS[narrator.lang], ev.info, narrator.lang
    seat = narrator.seat(ev.seat)
    if ev.kind == "no_accusation":
        return t["nobody"].format(accusation=accusation_name(narrator, info["accusation"]))
    if ev.kind == "accuse":
        return t["right" if info["right"] else "wrong"].format(
            seat=seat, accused=narrator.seat(info["accused"]), accusation=accusation_name(narrator, info["accusation"]))
    says = info["claim"]["says"]
    says = (says.get(lang) or says.get("en") or "") if isinstance(says, dict) else str(says)
    cards = [card for card, _, _ in ev.moves]
    if len(cards) == 1:
        card = narrator.card(cards[0])
        shown = format(card, "einen") if lang == "de" else card
        return t["lay_one"].format(seat=seat, cards=shown, says=says)
    if any(card is None for card in cards):
        return t["lay_many"].format(seat=seat, count=len(cards), says=says)
    named = [format(narrator.card(c), "einen") if lang == "de" else str(narrator.card(c)) for c in cards]
    joined = ", ".join(named[:-1]) + f" {narrator.t['and']} " + named[-1]
    return t["lay_known"].format(seat=seat, cards=joined, says=says)
