"""A Rules' walk of what its choosers are offered is made once and kept (mogel.check.offers
`Offers.found`): a check asks it for the blind `chosen by`s (errors) and for the leaks
(warnings, mogel.check.public), so the second ask reads what the first walked.  What it tells
is a fresh walk's, however often it is asked and whatever a caller does with the lists it gets;
and the editor's re-check after an edit (mogel.check.incremental) tells what a whole check tells,
for rules that have a leak warning and a blind choice error."""

from __future__ import annotations

import pytest

from mogel.check import offers
from mogel.check.incremental import IncrementalChecker
from mogel.check.loader import check_text, checked_model
from mogel.check.public import leaks
from mogel.language.parser import parse_items
from tests.check.test_leaks_offered import gift
from tests.check.test_race_joined_check import OWN, SNAP

LEAK = gift("active may play 1 card from hand where card.value > (top of draw).value onto discard")
BLIND = gift("move 1 card chosen by active from hand of left of active to discard")
RACES = [SNAP.replace("COND", cond) for cond in (OWN, "any(hand of left of player where card.value = 1)")]


def _rules(text: str):
    """The Rules of `text` (its errors too: a blind choice is one), checked once."""
    return checked_model(parse_items(text, "tiny.mm"), text, "tiny.mm")[0]


def _fresh(rules):
    """(leaks, blind, sees_right) of a walk that keeps nothing."""
    walk = offers.Offers(rules)
    found = walk._walked()
    return found, walk.blind, walk.sees_right


@pytest.mark.parametrize("text", [LEAK, BLIND, *RACES])
def test_a_kept_walk_tells_what_a_fresh_one_tells(text):
    rules = _rules(text)
    fresh = _fresh(rules)
    for _ in range(2):
        walk = offers.Offers(rules)
        got = walk.found()
        assert (got, walk.blind, walk.sees_right) == fresh
        got.clear()
        walk.blind.clear()
        walk.sees_right.clear()
    assert offers.blind_choices(rules) == list(dict.fromkeys(fresh[1]))
    assert offers.runners_see(rules) == fresh[2]
    assert offers.leaks(rules) == fresh[0]
    assert leaks(rules)[:len(fresh[0])] == fresh[0]


def test_the_walks_have_something_to_tell():
    assert _fresh(_rules(LEAK))[0] and _fresh(_rules(BLIND))[1]
    assert [set(_fresh(_rules(text))[2].values()) for text in RACES] == [{True}, {False}]


@pytest.mark.parametrize("text", [LEAK, BLIND])
def test_the_re_check_after_an_edit_tells_what_a_whole_check_tells(text):
    checker = IncrementalChecker("tiny.mm")
    edited = text.replace("penalty: 1", "penalty: 2")
    assert edited != text
    for version in (text, edited, text, edited):
        got = checker.check(version)
        rules, diagnostics = check_text(version, "tiny.mm", ())
        assert got[1] == list(diagnostics) and got[1]
        assert (got[0] is None) == (rules is None)
