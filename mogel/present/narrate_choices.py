"""The sentences of what players decide in the open: `choose` and `set` events, claims and
their challenges, in English and German (mogel.present.narrate asks).

    choose, an option:        Di: “I'll continue!”              Di: „Ich mache weiter!“
    choose, a player:         Bo chooses Cy.                     Bo wählt Cy.
      stored in a named variable: Bo chooses Cy (victim).        Bo wählt Cy (Opfer).
      ... in Ada's value of one per player: Bo chooses Cy (Ada's target).   Bo wählt Cy (Ziel von Ada).
    choose, nothing:          Ada chooses nothing.               Ada wählt nichts.
    choose, a value:          Ada chooses BLACK.                 Ada wählt SCHWARZ.
      told by the choice's words (en "{player} calls {colour}."): Ada calls BLACK.
      ... naming a player bound before it, a value in the plural (en "{player} asks {target} for
      {rank:plural}.", `plural "sixes"` on the value's line): Ada asks Bo for sixes.
    set, a named variable:    Cards owed: 4.                     Geschuldete Karten: 4.
      one of each player's:   Bo's stake: 20.                    Einsatz von Bo: 20.
    play with a claim:   Ada lays 2 cards face down: “2 × king”.    Ada legt 2 Karten verdeckt ab: „2 × König“.
    face up, about CARDS: Ada plays a wild (0) on RED 5: “no RED”.  Ada spielt eine Farbwahl (0) auf ROT 5: „kein ROT“.
      (its layer reads which cards: Ada lays 2 of stars and 3 of moons face down: “2 × king”.)
    accuse a claim:      Bo calls “Liar!” on Ada: rightly.           Bo ruft „Lügner!“ zu Ada: zu Recht.
                         Bo calls “Liar!” on Ada: wrongly.           Bo ruft „Lügner!“ zu Ada: zu Unrecht.
    no_accusation:       Nobody calls “Liar!”.                        Niemand ruft „Lügner!“.
    show (P shows CARDS):    Ada shows the 7 of stars.             Ada zeigt Stern-7.
      to some seats:         Ada shows Bo the 7 of stars.          Ada zeigt Bo Stern-7.
      to a seat not shown:   Ada shows Bo a card.                  Ada zeigt Bo eine Karte.

A choice tells only its public result (rule H): nothing offered and declined read alike, and
what was offered or whether the player was asked is never said.  A `set` of a variable
without a `name:` is bookkeeping (no sentence), and so is every reset and every `quietly set`.  The noun of a
variable goes in brackets or before a colon, so no German article (and gender) is needed.
A claim is told by its words (`says:`, worked out when it was made), never by its truth; who
was asked to challenge is never told (rule H).  A `choose` that makes a claim is told as any
choice (the option's display name).
"""

from __future__ import annotations

from typing import Optional

from ..check.vocabulary import is_option_type
from ..check.typer_attrs import attribute_of, value_type
from ..compile.specs import name_seats
from .shown import PLACEHOLDER, plural
from ..language.model import display_name, value_display_name

TEXTS = {
    "en": {"choose": "{seat} chooses {chosen}.", "choose_named": "{seat} chooses {chosen} ({noun}).",
           "say": "{seat}: \u201c{text}\u201d", "nothing": "nothing", "set": "{noun}: {value}.",
           "owned": "{seat}'s {noun}",
           "yes": "yes", "no": "no", "none": "none"},
    "de": {"choose": "{seat} wählt {chosen}.", "choose_named": "{seat} wählt {chosen} ({noun}).",
           "say": "{seat}: \u201e{text}\u201c", "nothing": "nichts", "set": "{noun}: {value}.",
           "owned": "{noun} von {seat}",
           "yes": "ja", "no": "nein", "none": "keiner"},
}


def _option_names(narrator, option: str, span=None):
    """The display names of an option: of the choice at `span`, else of any choice that has it."""
    labels = narrator.p.choice_labels
    if span is not None and option in labels.get(span, {}):
        return labels[span][option]
    return next((table[option] for table in labels.values() if option in table), ())


def _noun(narrator, variable: Optional[str], owner: Optional[int] = None) -> Optional[str]:
    """The display name of a variable that has a `name:`, else None; with `owner`, that
    player's value of it ("Bo's stake", "Einsatz von Bo")."""
    item = narrator.rules.variables.get(variable) if variable else None
    if item is None or not item.names:
        return None
    noun = display_name(item.names, narrator.lang, variable)
    return noun if owner is None else TEXTS[narrator.lang]["owned"].format(seat=narrator.seat(owner), noun=noun)


def option_words(narrator, ev) -> str:
    """The words of the option a `choose` event chose ("You're bluffing!"), in the narrator's language."""
    chosen = str(ev.info.get("chosen"))
    return display_name(_option_names(narrator, chosen, ev.span), narrator.lang, chosen)


def value_text(narrator, variable: str, value) -> str:
    """A variable's value in words: a seat's name, yes/no, an option's display name, a number."""
    return typed_text(narrator, narrator.p.variable_kinds.get(variable, ""), value)


def typed_text(narrator, kind: str, value) -> str:
    """A value of the checker's type `kind` in words: a seat's name, yes/no, an attribute's
    value's or an option's display name, a number ("" for a kind not known: as the value says)."""
    t = TEXTS[narrator.lang]
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


def value_sentence(narrator, seat: str, value: str, variable: Optional[str], attribute: str, words,
                   named: Optional[dict] = None, owner: Optional[int] = None, said: Optional[dict] = None) -> str:
    """A chosen value told by the choice's words ("Ada calls BLACK.", "Ada asks Bo for sevens."),
    else "Ada chooses BLACK." (with a named variable: "Ada chooses BLACK (called colour)").
    named: the type of each other name the words say; said: its value when the choice was made."""
    t, chosen = TEXTS[narrator.lang], value_name(narrator, attribute, value)
    if words:
        text, named, said = display_name(words, narrator.lang, ""), named or {}, said or {}

        def told(found) -> str:
            key, _, form = found[1].partition(":")
            kind = value_type(attribute) if key == attribute else named.get(key)
            now = value if key == attribute else said.get(key)
            if key == "player":
                return seat
            if form and attribute_of(kind or "") is not None and now is not None:   # `{rank:plural}`
                item = narrator.rules.attributes.get(attribute_of(kind))
                return plural(item.names_of(now) if item is not None else None, narrator.lang, str(now))
            return typed_text(narrator, kind, now) if kind is not None else found[0]
        return PLACEHOLDER.sub(told, text)
    noun = _noun(narrator, variable, owner)
    if noun is None:
        return t["choose"].format(seat=seat, chosen=chosen)
    return t["choose_named"].format(seat=seat, chosen=chosen, noun=noun)


def choice_sentence(narrator, ev) -> Optional[str]:
    """The sentence of a `choose` or `set` event (None for a reset or an unnamed variable)."""
    t, info = TEXTS[narrator.lang], ev.info
    if ev.kind == "set":
        noun = _noun(narrator, info["variable"], info.get("owner"))   # with the owner of a value per player
        if noun is None or info.get("reset") or info.get("quiet"):
            return None
        text = t["set"].format(noun=noun, value=value_text(narrator, info["variable"], info["value"]))
        return text[:1].upper() + text[1:]
    seat, chosen = narrator.seat(ev.seat), info.get("chosen")
    told = narrator.p.choice_told.get(ev.span)
    if told is not None and chosen is not None:
        return value_sentence(narrator, seat, chosen, info.get("variable"), *told, owner=info.get("owner"),
                              said=info.get("words"))
    if isinstance(chosen, str):
        return t["say"].format(seat=seat, text=option_words(narrator, ev))
    said = t["nothing"] if chosen is None else narrator.seat(chosen)
    noun = _noun(narrator, info.get("variable"), info.get("owner"))
    if noun is None:
        return t["choose"].format(seat=seat, chosen=said)
    return t["choose_named"].format(seat=seat, chosen=said, noun=noun)


CLAIM_TEXTS = {
    "en": {"lay_one": "{seat} lays {cards} face down: \u201c{says}\u201d.",
           "lay_many": "{seat} lays {count} cards face down: \u201c{says}\u201d.",
           "lay_known": "{seat} lays {cards} face down: \u201c{says}\u201d.",
           "play": "{seat} plays {cards} on {onto}: \u201c{says}\u201d.",
           "play_first": "{seat} plays {cards}: \u201c{says}\u201d.",
           "right": "{seat} calls \u201c{accusation}\u201d on {accused}: rightly.",
           "wrong": "{seat} calls \u201c{accusation}\u201d on {accused}: wrongly.",
           "nobody": "Nobody calls \u201c{accusation}\u201d."},
    "de": {"lay_one": "{seat} legt {cards} verdeckt ab: \u201e{says}\u201c.",
           "lay_many": "{seat} legt {count} Karten verdeckt ab: \u201e{says}\u201c.",
           "lay_known": "{seat} legt {cards} verdeckt ab: \u201e{says}\u201c.",
           "play": "{seat} spielt {cards} auf {onto}: \u201e{says}\u201c.",
           "play_first": "{seat} spielt {cards}: \u201e{says}\u201c.",
           "right": "{seat} ruft \u201e{accusation}\u201c zu {accused}: zu Recht.",
           "wrong": "{seat} ruft \u201e{accusation}\u201c zu {accused}: zu Unrecht.",
           "nobody": "Niemand ruft \u201e{accusation}\u201c."},
}


def is_claim_event(ev) -> bool:
    """Whether the sentence of `ev` is this module's."""
    return ev.kind == "no_accusation" or (ev.kind in ("play", "accuse") and "claim" in ev.info)


CALL = {"en": "Caught!", "de": "Erwischt!"}   # what an accusation with no `name:` is called (at a seat too)


def accusation_name(narrator, name: str) -> str:
    """The display name of accusation `name` ("Liar!"), in the narrator's language; CALL's
    word for one the rules give no `name:` (not its identifier), as a person's seat calls it."""
    item = narrator.rules.accusations.get(name)
    return display_name(item.names if item is not None else None, narrator.lang, CALL[narrator.lang])


def claim_words(narrator, claim: dict) -> str:
    """A claim's words (an event's `claim` info) in the narrator's language, each player named."""
    says = claim.get("says") or claim.get("name") or ""
    says = (says.get(narrator.lang) or says.get("en") or "") if isinstance(says, dict) else str(says)
    return name_seats(says, narrator.seat)


def claim_sentence(narrator, ev) -> Optional[str]:
    """The sentence of a `play` with a claim, an `accuse` of a claim or a `no_accusation`."""
    t, info, lang = CLAIM_TEXTS[narrator.lang], ev.info, narrator.lang
    seat = narrator.seat(ev.seat)
    if ev.kind == "no_accusation":
        return t["nobody"].format(accusation=accusation_name(narrator, info["accusation"]))
    if ev.kind == "accuse":
        return t["right" if info["right"] else "wrong"].format(
            seat=seat, accused=narrator.seat(info["accused"]), accusation=accusation_name(narrator, info["accusation"]))
    says = claim_words(narrator, info["claim"])
    cards = [card for card, _, _ in ev.moves]
    if not info.get("face_down"):   # a face-up play claiming about other cards: "Ada plays ...: “...”"
        onto = info.get("onto")
        if onto is None:
            return t["play_first"].format(seat=seat, cards=narrator.cards(cards), says=says)
        shown = format(narrator.card(onto), "einen") if lang == "de" else narrator.card(onto)
        return t["play"].format(seat=seat, cards=narrator.cards(cards), onto=shown, says=says)
    if len(cards) == 1:
        card = narrator.card(cards[0])
        shown = format(card, "einen") if lang == "de" else card
        return t["lay_one"].format(seat=seat, cards=shown, says=says)
    if any(card is None for card in cards):
        return t["lay_many"].format(seat=seat, count=len(cards), says=says)
    named = [format(narrator.card(c), "einen") if lang == "de" else str(narrator.card(c)) for c in cards]
    joined = ", ".join(named[:-1]) + f" {narrator.t['and']} " + named[-1]
    return t["lay_known"].format(seat=seat, cards=joined, says=says)


SHOW_TEXTS = {
    "en": {"all": "{seat} shows {cards}.", "to": "{seat} shows {to} {cards}.",
           "unseen": "{seat} shows {to} {count}.", "one": "a card", "many": "{n} cards"},
    "de": {"all": "{seat} zeigt {cards}.", "to": "{seat} zeigt {to} {cards}.",
           "unseen": "{seat} zeigt {to} {count}.", "one": "eine Karte", "many": "{n} Karten"},
}


def show_sentence(narrator, ev, seats: int) -> str:
    """The sentence of a `show` event (`P shows CARDS [to ...]`) at a table of `seats`: "Ada shows
    the 7 of stars." to every other seat, "Ada shows Bo the 7 of stars." to some, and to a seat
    not shown them (its view's cards are None) "Ada shows Bo a card."."""
    t, info = SHOW_TEXTS[narrator.lang], ev.info
    seat, cards = narrator.seat(ev.seat), info["cards"]
    to = narrator._list(info["to"])
    if any(card is None for card in cards):
        count = t["one"] if len(cards) == 1 else t["many"].format(n=len(cards))
        return t["unseen"].format(seat=seat, to=to, count=count)
    if len(info["to"]) == seats - 1:
        return t["all"].format(seat=seat, cards=narrator.cards(cards))
    return t["to"].format(seat=seat, to=to, cards=narrator.cards(cards))
