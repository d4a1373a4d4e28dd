"""The checker on plurals (docs/language.md 6.1, 4, 10.10): `plural` on a name line and
`{NAME:plural}` in the words of a choice, each message word for word at its place, in English
and German, and what it lets through.
"""

from __future__ import annotations

import pytest

import mogel
from value_choice_rules import WISH


def problems(text: str, lang: str = "en"):
    _, found = mogel.check_source(text, "wish.mm")
    return [d for d in found if d.severity == "error"]


def where(text: str, snippet: str) -> tuple:
    index = text.index(snippet)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


def changed(old: str, new: str, text: str = WISH) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


REFUSED = [
    ("value-plural-without-form", changed('red: en "RED"', 'red: en "RED" plural'), "plural, de \"ROT",
     "'plural' after the name of a value needs its plural form: \"RED\" plural \"...\", as in en \"six\" plural "
     "\"sixes\""),
    ("zone-plural-with-a-form", changed('name: en "discard pile", de "Ablagestapel"',
                                        'name: en "discard pile", de "Ablagestapel" plural "Ablagestapel"'),
     "\"Ablagestapel\"\n",
     "'plural' after a zone's name stands alone and says that this name is a plural noun: de \"Stiche\" plural "
     "(the narration then says \"auf die Stiche\")"),
    ("plural-on-the-game", changed('name: en "Colours", de "Farben"', 'name: en "Colours", de "Farben" plural'),
     "plural\n    players",
     "'plural' is given only after the name of a value of an attribute, with its plural form (en \"six\" plural "
     "\"sixes\"), or alone after the name of a zone that is a plural noun (de \"Stiche\" plural): leave it out here"),
    ("misspelt-form", changed("wishes {colour}.", "wishes {colour:plurl}."), "en \"{player} wishes",
     "'{colour:plurl}': a name in the words of a choice takes only ':plural' (a value of an attribute in the "
     "plural), not ':plurl' (did you mean 'plural'?)"),
    ("plural-of-a-player", changed("wishes {colour}.", "wishes {colour}, {player:plural}."), "en \"{player} wishes",
     "'{player:plural}': only a value of an attribute has a plural, and 'player' is a player: write '{player}'"),
]


@pytest.mark.parametrize("text, snippet, message", [pytest.param(t, s, m, id=i) for i, t, s, m in REFUSED])
def test_refused_with_a_located_message(text, snippet, message):
    found = problems(text)
    assert [d.message for d in found] == [message]
    assert (found[0].span.line, found[0].span.column) == where(text, snippet), found[0].render()


def test_the_messages_in_german():
    text = changed('red: en "RED"', 'red: en "RED" plural')
    _, found = mogel.check_source(text, "wish.mm")
    german = [d.text("de") for d in found if d.severity == "error"]
    assert german == ["'plural' hinter dem Namen eines Werts braucht seine Mehrzahl: \"RED\" plural \"...\", wie in "
                      "de \"Bube\" der plural \"Buben\""]


ACCEPTED = [
    ("value-plurals", changed('red: en "RED", de "ROT"', 'red: en "RED" plural "REDS", de "ROT" das plural "ROTS"')),
    ("zone-plural", changed('name: en "discard pile", de "Ablagestapel"', 'name: en "discards" plural, de "Stiche" plural')),
    ("plural-in-the-words", changed("wishes {colour}.", "wishes {colour:plural}.")),
]


@pytest.mark.parametrize("text", [pytest.param(t, id=i) for i, t in ACCEPTED])
def test_accepted(text):
    assert problems(text) == []
