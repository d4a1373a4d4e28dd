"""The checker on a race the runners may join (`who may, right if COND`, `wrong as NAME:`;
docs/language.md 10.8): whether each runner was right is told to every seat, so a COND that reads
a card some seat cannot see warns `leaks_hidden` (the runner's own hand too), in English and
German, acknowledged by the body's `expect warning:`; Egyptian Ratscrew's slap, which reads the
pile all see, checks clean.  Misuse (`who must`, `wrong as` without `right if`, a COND that is no
truth value) is pinned in tests/bad_rules/912-914."""

from __future__ import annotations

from pathlib import Path

import pytest

from mogel import check_source

RATSCREW = Path(__file__).resolve().parents[1] / "cli" / "trial24" / "ratscrew_slap.mm"
SNAP = """game snap:
    players: 2 to 4
    rounds: 1
    winner: highest score

zone stock:
    shared, seen by nobody

zone pile:
    shared, seen by all

zone hand:
    per player, seen by owner

card number:
    penalty: 0

deck:
    values:  1  2  3
    number:  2  2  2   = 6
    total: 6

round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        deal 1 card from stock to hand
    first: starter
    ends when: empty(stock)
    checked: after each turn

turn:
    move 1 card from stock to pile
    race call among players who may, right if COND -> fastest as caller:
        caller scores 1
    wrong as hasty:
        hasty scores -1
"""
OWN = "any(hand of player where card.value = (top of pile).value)"


def diagnostics(cond: str, lang: str = "en", expect: bool = False):
    text = SNAP.replace("COND", cond)
    if expect:
        text = text.replace("        caller scores 1\n", "        expect warning: leaks_hidden\n        caller scores 1\n")
    rules, found = check_source(text, "snap.mm")
    assert rules is not None, [d.message for d in found]
    return [(d.severity, d.span.line, d.span.column, d.text(lang)) for d in found]


def test_a_cond_of_what_every_seat_sees_checks_clean():
    assert diagnostics("size(pile) >= 2") == []
    rules, found = check_source(RATSCREW.read_text(encoding="utf-8"), str(RATSCREW))
    assert rules is not None and found == []


@pytest.mark.parametrize("lang, says", [
    ("en", "every player is told whether each runner of the race 'call' is right, and that is worked out from "
           "the face of a card in 'hand', which only its owner sees"),
    ("de", "allen wird gesagt, ob jeder Läufer beim Wettlauf 'call' richtig liegt, und das wird bestimmt aus "
           "der Vorderseite einer Karte in 'hand', die nur ihr Besitzer sieht")])
def test_a_cond_of_the_runners_own_hand_gives_it_away_to_the_table(lang, says):
    (severity, line, column, message), = diagnostics(OWN, lang)
    text = SNAP.replace("COND", OWN).split("\n")
    at = next(i for i, row in enumerate(text) if "race call" in row)
    assert severity == "warning" and (line, column) == (at + 1, text[at].index("card.value") + 1)
    assert says in message and "expect warning: leaks_hidden" in message


def test_the_bodys_expect_warning_acknowledges_it():
    (severity, *_), = diagnostics(OWN, expect=True)
    assert severity == "note"


def test_a_cond_of_the_stock_nobody_sees_warns_too():
    (severity, _, _, message), = diagnostics("any(stock where card.value = 1)")
    assert severity == "warning" and "'stock', which nobody sees" in message
