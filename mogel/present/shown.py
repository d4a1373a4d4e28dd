"""How the narration names cards, zones and roles: a card by its `shown as:` text (on its `card`
item, else on `deck:`), and a German name as a noun that takes the article of its gender.

`shown_card(program, card, lang)` gives "BLACK 11" for `shown as: en "{colour} {value}"`:
each `{NAME}` is the display name of the card's attribute NAME (or of its value, when a
value line gives none: `_` read as a space), `{kind}` its kind's name, `{value}` its number,
or the number's name when the deck gives one (`14: en "ace"`: "the ace of stars").
A card with no `shown as:`, or one that has none of the attributes its text names (a kind
without a colour under `shown as: en "{colour} {value}"`), is told as before (None); a card
of no kind with none is told by its attributes' display names and its value ("RED 3").

German articles ("einen Käfer (3)", "die Wache", "vom Nachziehstapel"): a rules file
gives each card, zone and role a German name (`name: en "beetle", de "Käfer"`), and a German
sentence needs its gender for the article.  The `name:` line may give it by the article after
the name (`de "Eule" die`, as the rules files shipped do for their own names); else GENDERS
knows a few generic words for cards and piles.  A compound takes the gender of its last part, as
in German grammar: Zahlen|karte, Nachzieh|stapel.  A name of unknown gender (another rules file's
"Floh", or a name of several words with no article given) is said with the noun of its kind,
whose gender is known: "eine Karte „Floh“ (3)", "die Zone „Stapel“", "die Rolle „Schiri“".  That
reads a little stiffer, but the article is never wrong.  A name of several words whose gender is
given (`de "gespielte Karte" die`, `plural`) has its adjectives declined after the article
(`declined`: "von der gespielten Karte", "ein offener Stapel").

Cards, zones and roles go into the templates as a `Noun(name, kind, value)`; its format
spec is the article a masculine noun would take in that place, so a template reads like
the sentence it makes:

    "{seat} spielt {card:einen} auf {onto:einen}."   -> "Ada spielt einen Käfer (3) auf eine Eule (2)."
    "{zone:Der} wird gemischt."                       -> "Der Nachziehstapel wird gemischt."
    "Jeder erhält 8 Karten {zone:vom}."               -> "... vom Nachziehstapel." / "... von der Hand."

Specs: der, den, dem, ein, einen, einem, keinen (nominative, accusative, dative) and vom (von + dem,
fused for masculine and neuter nouns); a name that is a plural noun (`de "Stiche" plural`) takes
the plural's ("die Stiche", "von den Stichen", "Stiche"); a capital first letter capitalises the phrase (the
start of a sentence).  An English name takes the English articles a (or "an" before a
vowel) and the: "{card:a}" -> "an owl (1)", "{card:The}" -> "The fox (3)".  An empty spec
gives the bare name, so English templates ("{zone}") take the same Noun.  Any other spec
raises ValueError.
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
    return Shown(" ".join(p for p in [*parts, told_value(rules, value, lang) or ""] if p) or "?")


def told_value(rules, value: Optional[int], lang: str) -> Optional[str]:
    """A card's value as the narration tells it: the name the deck gives the number in `lang`
    (`14: en "ace", de "Ass"`: "ace"), else the number ("7"); None for a card with no value."""
    return None if value is None else value_display_name(rules.deck, value, lang)


def _filled(rules, template: str, item, kind, value, attrs, lang: str) -> str:
    """The `shown as:` text with each {NAME} of the card filled in, blanks closed up."""

    def fill(found) -> str:
        key = found[1]
        if key == "kind":
            return display_name(item.names, lang, kind) if item is not None else (kind or "")
        if key == "value":
            return told_value(rules, value, lang) or ""
        return _attribute_name(rules, key, attrs.get(key), lang)
    return " ".join(PLACEHOLDER.sub(fill, template).split())


# Gender ("m", "f" or "n") of the generic German words for cards, zones, the box and piles; a
# name ending in one of these words (a compound: Zahlenkarte, Nachziehstapel) takes its gender.
# A game's own names give theirs in the rules file (`de "Eule" die`).
# docs/language.md section 2 lists them.  A `name:` line may give the gender of any German name
# by its article, `de "Stapel" der` (GIVEN), which wins.
GENDERS = {
    "Karte": "f",                                                                           # cards
    "Stapel": "m", "Hand": "f", "Schachtel": "f",                                           # zones, the box
    "Talon": "m", "Ablage": "f", "Stoß": "m", "Haufen": "m", "Auslage": "f",                # other piles
}
GIVEN = {"der": "m", "die": "f", "das": "n"}   # the article after a German name: ("gender", "der")
# A German name that is a plural noun (`de "Stiche" plural`: the pair ("plural", "")) is of the
# "gender" "p": its articles are the plural's, no indefinite one, and in the dative it takes -n.
# The noun of each kind of name, for a name of unknown gender (all three feminine).
KIND_NOUNS = {"card": "Karte", "zone": "Zone", "role": "Rolle"}
# The article by the spec (a masculine article) and the gender.
ARTICLES = {
    "der": {"m": "der", "f": "die", "n": "das"},
    "den": {"m": "den", "f": "die", "n": "das"},
    "dem": {"m": "dem", "f": "der", "n": "dem"},
    "ein": {"m": "ein", "f": "eine", "n": "ein"},
    "einen": {"m": "einen", "f": "eine", "n": "ein"},
    "einem": {"m": "einem", "f": "einer", "n": "einem"},
    "keinen": {"m": "keinen", "f": "keine", "n": "kein"},
}
PLURAL = {"der": "die", "den": "die", "dem": "den", "ein": "", "einen": "", "einem": "", "keinen": "keine"}
# The ending of an adjective before the noun (its form ending in -e with that -e replaced), by the
# spec and the gender: weak after der/die/das (nominative -e, accusative masculine and every dative
# and plural -en), mixed after ein (nominative ein gespielter, ein gespieltes), strong in the plural
# with no article (gespielte Karten, dative gespielten), after keine in the plural -en.
ADJECTIVE = {
    "der": {"m": "e", "f": "e", "n": "e", "p": "en"},
    "den": {"m": "en", "f": "e", "n": "e", "p": "en"},
    "dem": {"m": "en", "f": "en", "n": "en", "p": "en"},
    "ein": {"m": "er", "f": "e", "n": "es", "p": "e"},
    "einen": {"m": "en", "f": "e", "n": "es", "p": "e"},
    "einem": {"m": "en", "f": "en", "n": "en", "p": "en"},
    "keinen": {"m": "en", "f": "e", "n": "es", "p": "en"},
}
DATIVE = ("dem", "einem")   # the specs of the dative: a plural noun takes -n there ("von den Stichen")
FUSED = {"vom": ("von", "dem")}     # preposition + "dem", written as one word
ENGLISH = ("a", "the")             # the English articles ("a" is "an" before a vowel)


# "this round" in German, by case and gender, and the gender of the usual words for a level (the
# level `round` may be called otherwise: `name: en "pile", de "Mitte"`); a name of unknown gender
# is told after "Runde", as "diese Runde „Mitte“".
THIS = {"acc": {"m": "diesen", "f": "diese", "n": "dieses"}, "gen": {"m": "dieses", "f": "dieser", "n": "dieses"},
        "nom": {"m": "dieser", "f": "diese", "n": "dieses"}}
LEVEL_GENDERS = {"Runde": "f", "Partie": "f", "Spiel": "n", "Durchgang": "m", "Stich": "m", "Satz": "m"}


def this_round(names, lang: str, case: str = "nom") -> str:
    """"this round", "this pile": the level `round` by its display name (`names`, a Names or
    None) after "this"; in German with the demonstrative of `case` ("nom", "acc" or "gen"; a
    masculine or neuter genitive takes its -s): "diese Runde", "dieses Spiels"."""
    if lang != "de":
        return f"this {display_name(names, lang, 'round')}"
    name = display_name(names, lang, "Runde")
    known = level_gender(names, name)
    words = name if known else f"Runde \u201e{name}\u201c"
    if case == "gen" and known in ("m", "n"):
        words += "es" if name[-1:] in "sßxz" else "s"
    return f"{THIS[case][known or 'f']} {words}"


def level_gender(names, name: str) -> Optional[str]:
    """The gender ("m", "f", "n") of a level's German display name `name` (of its display names
    `names`): the one its `name:` line gives by an article (`de "Angriff" der`), else the usual
    words' (LEVEL_GENDERS), else the one GENDERS knows; None when none says it."""
    given = GIVEN.get(dict(names or ()).get("gender", ""))
    return given or LEVEL_GENDERS.get(name) or gender(name)


def gender(name: str) -> Optional[str]:
    """The gender ("m", "f", "n") of a German name of one word: that of the longest GENDERS
    entry it ends with, case-insensitive (a compound takes the gender of its last part); None
    for a word that ends in none of them and for a name of several words."""
    word = name.strip().lower()
    if not word or " " in word:
        return None
    endings = [key for key in GENDERS if word.endswith(key.lower())]
    return GENDERS[max(endings, key=len)] if endings else None


class Noun:
    """A card, zone or role name that a German template puts an article before (module docstring).

    name: the German display name; kind: "card", "zone" or "role" (KeyError otherwise, when an
    unknown name needs the kind's noun); value: a card's value as told (`told_value`: "3",
    "ace"), after the name "(3)";
    gender_of: "m", "f" or "n" when the rules give it (`de "Stapel" der`), else None (GENDERS).
    str() and the empty spec give the bare name and value, as English templates want them.
    """

    def __init__(self, name: str, kind: str, value: Optional[object] = None, gender_of: Optional[str] = None):
        self.name, self.kind, self.value, self.gender_of = name, kind, value, gender_of

    def __str__(self) -> str:
        return self.name if self.value is None else f"{self.name} ({self.value})"

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        key = spec.lower()
        preposition, key = FUSED.get(key, ("", key))
        words = self.name
        if key in ENGLISH:
            article = "an" if key == "a" and self.name[:1].lower() in "aeiou" else key
        elif key in ARTICLES and self.gender_of == "p":
            article = " ".join(word for word in (preposition, PLURAL[key]) if word)
            words = declined(self.name, key, "p")
            if key in DATIVE and words[-1:] not in ("n", "s"):
                words += "n"
        elif key in ARTICLES:
            known = self.gender_of or gender(self.name)
            words = declined(self.name, key, known) if known else f"{KIND_NOUNS[self.kind]} \u201e{self.name}\u201c"
            article = ARTICLES[key][known or "f"]
            if preposition:
                article = spec.lower() if article == key else f"{preposition} {article}"
        else:
            raise ValueError(f"no German article for the spec {spec!r} (nor an English one): use one of "
                             f"{', '.join([*ARTICLES, *FUSED, *ENGLISH])}")
        phrase = f"{article} {words}".lstrip() + ("" if self.value is None else f" ({self.value})")
        return phrase[:1].upper() + phrase[1:] if spec[:1].isupper() else phrase


def declined(name: str, key: str, known: str) -> str:
    """The German name `name` with the adjectives before its noun declined after the article of
    the spec `key` (ARTICLES: "der", "den", "dem", "ein" ...) for the gender `known` ("m", "f",
    "n" or "p", a plural): each word before the first capitalised one that ends in -e, as a name
    gives an adjective ("gespielte Karte", "genommene Karten"), takes the ending of ADJECTIVE
    ("von der gespielten Karte", "auf die genommenen Karten", "ein gespielter Stapel"); any
    other word (a noun, "rosa") stays as it is."""
    words = name.split(" ")
    ending = ADJECTIVE[key][known]
    for n, word in enumerate(words[:-1]):
        if not word[:1].islower():
            break
        if word.endswith("e"):
            words[n] = word[:-1] + ending
    return " ".join(words)


def noun(names, lang: str, default: str, kind: str, value: Optional[object] = None) -> Noun:
    """The display name of a card, zone or role in `lang` as a Noun; its German name has the
    gender the `name:` line gives by an article (`de "Stapel" der`), else the one GENDERS knows."""
    table = dict(names or ())
    given = GIVEN.get(table.get("gender", "")) if lang == "de" and table.get("de") else None
    if lang == "de" and table.get("de") and plural_forms(names).get("de") == "":
        given = "p"
    return Noun(display_name(names, lang, default), kind, value, given)


def plural_forms(names) -> dict:
    """Of a name line's pairs: language -> the `plural` after its name: a form (`plural "Buben"`), or "" (`plural` alone)."""
    forms, named = {}, None
    for key, text in names or ():
        if key == "plural" and named is not None:
            forms.setdefault(named, text)
        elif key not in ("gender", "plural", "icon", "paint"):
            named = key
    return forms


def plural(names, lang: str, default: str) -> str:
    """A value's name in the plural ("sixes", "Buben"): the form its `plural "..."` gives in
    `lang` (else in English, whose name stands in for a missing one), else in English the name
    with -s (-es after s, x, z, ch or sh; -ies for a -y after a consonant), else (German, whose
    plurals follow no one rule) the name itself."""
    used = lang if dict(names or ()).get(lang) else "en"
    name, form = display_name(names, lang, default), plural_forms(names).get(used)
    if form:
        return form
    if used != "en":
        return name
    if name.endswith(("s", "x", "z", "ch", "sh")):
        return name + "es"
    if name.endswith("y") and name[-2:-1].lower() not in ("a", "e", "i", "o", "u", ""):
        return name[:-1] + "ies"
    return name + "s"
