"""The checker on choices of an attribute's value (docs/language.md 10.10): each message, word
for word, at its place, and what it lets through.  (rules.mm has no attributes, so these are
message tests on a small whole file rather than catalogue files.)
"""

from __future__ import annotations

import pytest

import mogel
from attr_rules import COLOURS
from value_choice_rules import WISH


def errors(text: str):
    _, found = mogel.check_source(text, "wish.mm")
    return [d for d in found if d.severity == "error"]


def where(text: str, snippet: str) -> tuple:
    index = text.index(snippet)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


def changed(old: str, new: str, text: str = WISH) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


NO_ATTRIBUTES = changed("attribute colour:\n    name: en \"colour\", de \"Farbe\", icon \"*\"\n    values: red, green, blue\n"
                        "    red: en \"RED\", de \"ROT\", paint \"#c0392b\"\n    green: en \"GREEN\", de \"GRÜN\"\n"
                        "    blue: en \"BLUE\", de \"BLAU\", icon \"o\", paint \"#1f5fbf\"\n", "")

REFUSED = [
    ("plural", changed("chooses a colour (en", "chooses a colours (en"), "colours (en",
     "'a colours': name one attribute after 'a', as in 'a colour' (the attributes are colour)"),
    ("not-an-attribute", changed("may choose a colour", "may choose an animal"), "animal",
     "'an animal': name one attribute after 'an', as in 'a colour' (the attributes are colour)"),
    ("no-attributes", NO_ATTRIBUTES, "colour (en",
     "'a colour': this file declares no attribute to choose a value of: declare 'attribute colour:' with its "
     "'values:', or choose 'a player' or 'one of:' named options"),
    ("where-not-a-truth-value", changed("where colour != (top of discard).colour", "where colour"), "colour\n    active must",
     "expected a truth value after 'where', but this is a colour"),
    ("where-compares-a-number", changed("where colour != (top of discard).colour", "where colour = 3"), "colour = 3",
     "cannot compare a colour with a number"),
    ("unknown-placeholder", changed("(en \"{player} wishes", "(en \"{who} wishes"), "en \"{who}",
     "'{who}' is not known in the words of this choice: they may say {player} (who chooses), {colour} "
     "(the chosen colour) and a player or value named before the choice (as 'let target = ...' names one)"),
    ("misspelt-placeholder", changed("wünscht sich {colour}", "wünscht sich {color}"), "de \"{player} w",
     "'{color}' is not known in the words of this choice: they may say {player} (who chooses), {colour} "
     "(the chosen colour) and a player or value named before the choice (as 'let target = ...' names one) "
     "(did you mean 'colour'?)"),
    ("misspelt-bound-name", changed("    set wish = active chooses a colour (en \"{player} wishes",
                                    "    let target = left of active\n"
                                    "    set wish = active chooses a colour (en \"{player} asks {targt}, wishes"),
     "en \"{player} asks",
     "'{targt}' is not known in the words of this choice: they may say {player} (who chooses), {colour} "
     "(the chosen colour) and what is named before the choice: {target} (did you mean 'target'?)"),
    ("a-card-in-the-words", changed("(en \"{player} wishes", "(en \"{player} sees {discard} and wishes"),
     "en \"{player} sees",
     "the words of this choice cannot say '{discard}': it is a set of cards; they may say a player, a number, a "
     "truth value, an option or a value of an attribute"),
    ("unknown-language", changed("(en \"{player} wishes", "(fr \"{player} souhaite"), "fr \"",
     "names are given for the languages en, de, not 'fr'"),
    ("variable-of-another-type", changed("variable wish:\n", "variable wish:\n    starts: 0\n"), "wish = active",
     "'wish' is a number (starts: 0, line 53), but this sets it to a colour"),
    ("compared-with-a-number", changed("if named = green", "if named = 2"), "named = 2",
     "cannot compare a colour with a number"),
]


@pytest.mark.parametrize("text, snippet, message", [pytest.param(t, s, m, id=i) for i, t, s, m in REFUSED])
def test_refused_with_a_located_message(text, snippet, message):
    found = errors(text)
    assert found, "checked ok"
    first = next((d for d in found if d.message == message), found[0])
    if message is not None:
        assert first.message == message
    assert (first.span.line, first.span.column) == where(text, snippet), first.render()


ACCEPTED = [
    ("wish", WISH),
    ("an-and-no-words", changed("chooses a colour (en \"{player} wishes {colour}.\", de \"{player} wünscht sich "
                                "{colour}.\")", "chooses a colour")),
    ("no-where", changed(" \\\n        where colour != (top of discard).colour", "")),
    ("words-name-a-let-a-builtin-and-a-for-each-value",
     changed("    set wish = active chooses a colour (en \"{player} wishes",
             "    let target = left of active\n    for each colour shade:\n"
             "        let again = active chooses a colour (en \"{player} {target} {shade} {turns} {colour}\")\n"
             "    set wish = active chooses a colour (en \"{player} wishes")),
    ("let-read-in-a-definition", changed("define same_colour(c, d) = c.colour = d.colour",
                                         "define same_colour(c, d) = c.colour = d.colour or c.colour = wish")),
]


@pytest.mark.parametrize("text", [pytest.param(t, id=i) for i, t in ACCEPTED])
def test_accepted(text):
    assert errors(text) == []


def test_the_colours_game_itself_is_unchanged():
    assert errors(COLOURS) == []
