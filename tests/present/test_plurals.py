"""Plurals (docs/language.md 6.1, 4, 10.10): a value's plural form on its line (`plural "..."`),
said by `{NAME:plural}` in the words of a choice, English's -s/-es/-ies when none is given, and
a zone's name that is a plural noun (`de "Stiche" plural`: "auf die Stiche", "von den Stichen",
"Die Stiche werden gemischt.").  Scenarios from hand-built tables of a small Colours game;
seats: 0 Ada, 1 Bo, 2 Cy.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.play.scenario import Scenario
from mogel.present.narrate import Narrator
from mogel.present.shown import Noun, plural
from attr_rules import COLOURS

ADA, BO, CY = 0, 1, 2

PLURALS = COLOURS.replace('    red: en "RED", de "ROT", paint "#c0392b"\n',
                          '    red: en "red", de "Rot" das plural "Rots", paint "#c0392b"\n', 1) \
    .replace('    green: en "GREEN", de "GRÜN"\n', '    green: en "grass" plural "grasses", de "Grün" das\n', 1) \
    .replace('    blue: en "BLUE", de "BLAU", icon "o", paint "#1f5fbf"\n',
             '    blue: en "sky", de "Blau" das plural "Blaus", icon "o", paint "#1f5fbf"\n', 1) \
    .replace('zone discard:\n    name: en "discard pile", de "Ablagestapel"\n',
             'zone discard:\n    name: en "tricks" plural, de "Stiche" plural\n', 1) \
    .replace("turn:\n", """turn:
    let target = active chooses a player except active
    let asked = active chooses a colour (en "{player} asks {target} for {colour:plural}.", \\
        de "{player} fragt {target} nach {colour:plural}.")
    if asked = red:
        move all cards from hand of active where card.colour = red to discard
        shuffle discard
""", 1)


@pytest.fixture(scope="module")
def rules():
    found, problems = mogel.check_source(PLURALS, "plurals.mm")
    assert found is not None, problems
    return found


def table(rules):
    t = Scenario(rules, 3)
    t.pile("discard", "blue 6")
    t.hand(ADA, "red 1", "green 2")
    t.hand(BO, "blue 1")
    t.hand(CY, "red 2")
    t.pile("draw", "green 5", "green 6")
    return t


def told(t, lang, kinds=("choose",)):
    narrator, layout = Narrator(t.program, None, lang), t.state.layout
    return [narrator.sentence(ev, layout) for ev in t.events if ev.kind in kinds]


@pytest.mark.parametrize("colour, en, de", [("red", "reds", "Rots"), ("green", "grasses", "Grün"),
                                            ("blue", "skies", "Blaus")])
def test_the_words_say_a_value_in_its_plural(rules, colour, en, de):
    t = table(rules)
    t.turn(ADA, answers=[BO, colour])
    assert told(t, "en")[1] == f"Ada asks Bo for {en}."   # "grasses" given; "skies" by English's rule
    assert told(t, "de")[1] == f"Ada fragt Bo nach {de}."   # no German form given: the name itself


def test_a_zone_named_by_a_plural_noun_takes_the_plural_articles_and_verb(rules):
    t = table(rules)
    t.turn(ADA, answers=[BO, "red"])
    assert told(t, "de", ("gather", "shuffle")) == ["1 Karte kommt von der Hand von Ada auf die Stiche.",
                                                    "Die Stiche werden gemischt."]
    assert told(t, "en", ("shuffle",)) == ["The tricks are shuffled."]


def test_the_german_plural_articles_and_the_dative_n():
    stiche = Noun("Stiche", "zone", None, "p")
    assert [format(stiche, spec) for spec in ("Der", "den", "dem", "vom", "einen", "einem", "keinen")] == [
        "Die Stiche", "die Stiche", "den Stichen", "von den Stichen", "Stiche", "Stichen", "keine Stiche"]
    assert format(Noun("Quartette", "zone", None, "p"), "dem") == "den Quartetten"
    assert format(Noun("Asse", "zone", None, "p"), "vom") == "von den Assen"
    assert format(Noun("Karten", "zone", None, "p"), "dem") == "den Karten"   # a plural in -n takes no more


def test_english_plurals_by_rule_and_a_form_given_wins():
    assert [plural((("en", word),), "en", "x") for word in ("six", "box", "lady", "day", "match", "ace")] == [
        "sixes", "boxes", "ladies", "days", "matches", "aces"]
    assert plural((("en", "mouse"), ("plural", "mice"), ("de", "Maus"), ("gender", "die"), ("plural", "Mäuse")),
                  "de", "x") == "Mäuse"
    assert plural((("en", "mouse"), ("plural", "mice")), "de", "x") == "mice"   # no German name: the English one
    assert plural(None, "en", "two_pair") == "two pairs"


def test_whole_games_tell_plurals_with_no_braces_left(rules):
    for seed in range(3):
        game = mogel.Game(rules, ["random"] * 3, seed=seed).play()
        assert mogel.replay(rules, game.record()).events == game.events
        for lang in ("en", "de"):
            text = "\n".join(game.narration(lang=lang))
            assert "{" not in text and "None" not in text
