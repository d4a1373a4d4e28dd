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

RULES_TEXT = (Path(__file__).resolve().parent.parent / "rules.mm").read_text(encoding="utf-8")
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
