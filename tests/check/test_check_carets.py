"""Each message of the checker about a statement puts its caret under the word it is about.

A message about a verb stands at the verb (`draws`), not at the player who acts; one about a
zone at the zone's name; one about a count at the count.  The cases change rules.mm and look
at the word the caret of each message stands under, as `mogel check` shows it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mogel
from mogel.errors import Diagnostic

RULES_TEXT = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")
HAND = "    per player, seen by owner           # hand sizes"
OPEN_HANDS = "    zone hand:\n        per player, seen by all"   # the zone in variant 'open_hands'


def under_caret(diagnostic: Diagnostic) -> str:
    """The word of the shown source line that the caret of `diagnostic` stands under."""
    _, line, caret = diagnostic.render().splitlines()[:3]
    return re.match(r"[a-z_]*", line[caret.index("^"):])[0]


def errors_of(text: str, variants=()):
    _, diagnostics = mogel.check_source(text, "rules.mm", variants)
    return [d for d in diagnostics if d.severity == "error"]


# rules.mm changed so that no player has a hand of their own, and the variants chosen
NO_HAND = {
    "shared-in-the-rules": (RULES_TEXT.replace(HAND, "    shared                              # hand sizes", 1), ()),
    "shared-by-a-variant": (RULES_TEXT.replace(OPEN_HANDS, "    zone hand:\n        shared, seen by all", 1), ()),
    "shared-by-the-variant-chosen": (RULES_TEXT.replace(OPEN_HANDS, "    zone hand:\n        shared, seen by all", 1),
                                     ("open_hands",)),
    "no-zone-hand": (RULES_TEXT.replace("zone hand:", "zone cards_in_hand:", 1), ()),
}


@pytest.mark.parametrize("text, variants", NO_HAND.values(), ids=NO_HAND.keys())
def test_a_verb_that_needs_a_hand_of_each_player_is_pointed_at(text, variants):
    """'draws', 'takes' and 'gives' put cards into the acting player's hand: with no hand of
    each player, the message about each of them stands under its verb (rules.mm writes both
    `gives` and `may give`), not under the player at the start of the statement."""
    assert text != RULES_TEXT
    told = [(re.search(r"'(\w+)' puts cards into a player's hand", d.message), d) for d in errors_of(text, variants)]
    told = [(found[1], d) for found, d in told if found]

    assert sorted({verb for verb, _ in told}) == ["draws", "gives", "takes"]
    assert [(verb, under_caret(d)) for verb, d in told if under_caret(d) not in (verb, verb[:-1])] == []


PICKS = ("a player plays and gives the cards they choose: 'chosen by', 'below top', 'except top' and "
         "'at random' go with 'takes' and 'move'")
GIVE = "active may give 1 card from hand to a chosen player except active"
# (id, (part of) a statement of rules.mm, that part changed, the message, the words its caret stands under)
CARETS = [
    ("except-top-after-takes", "each player except active takes 1 card from discard below top",
     "each player except active takes 1 card from discard except top",
     "'except top' goes with 'move all cards'; 'takes' takes from the top, 'below top' or 'at random'", "except top"),
    ("except-top-after-move-n-cards", "move catch_penalty_cards cards chosen by accuser from hand of accuser to",
     "move catch_penalty_cards cards chosen by accuser from hand of accuser except top to",
     "'except top' goes with 'move all cards'; 'move N cards' takes from the top, 'below top' or 'at random'",
     "except top"),
    ("move-all-at-random", "move all cards from discard except top to draw",
     "move all cards from discard at random to draw",
     "'move all cards' takes the whole zone, or all 'except top'", "at random"),
    ("give-chosen-by", GIVE,
     "active may give 1 card chosen by active from hand below top to a chosen player except active",
     PICKS, "chosen by"),
    ("give-at-random", GIVE, "active may give 1 card from hand at random to a chosen player except active",
     PICKS, "at random"),
    ("play-below-top", "active must play 1 card from hand where", "active must play 1 card from hand below top where",
     PICKS, "below top"),
    ("race-name-language", ', de "Mückenklatschen") among', ', fr "Mückenklatschen") among',
     "names are given for the languages en, de, not 'fr'", "fr"),
    ("race-name-twice", ', de "Mückenklatschen") among', ', en "Mückenklatschen") among',
     "the 'en' name is given twice", "en"),
]


@pytest.mark.parametrize("old, new, message, at", [c[1:] for c in CARETS], ids=[c[0] for c in CARETS])
def test_a_message_about_a_statement_stands_at_the_words_it_is_about(old, new, message, at):
    start = RULES_TEXT.index(old)
    text = RULES_TEXT[:start] + new + RULES_TEXT[start + len(old):]
    where = start + new.index(at)
    line, column = text.count("\n", 0, where) + 1, where - text.rfind("\n", 0, where)

    told = [d for d in errors_of(text) if d.message == message]

    assert [(d.span.line, d.span.column, under_caret(d)) for d in told] == [(line, column, at.split()[0])]
