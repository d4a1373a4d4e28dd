"""Rule H for rules.mm: a `may` not taken reads the same to the other seats whether the player
declined or had no option (the helper: tests/rule_h.py; docs/language.md "Hidden decisions").

Seats: 0 = Ada, 1 = Bo, 2 = Cy, 3 = Di (the guard).  Before rule H, a spider played from a
hand of moths told the table nothing and a declining giver told it "Ada keeps the cards and
gives nothing.", so everyone learnt whether Ada held a card she could give.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.play.scenario import Scenario
from rule_h import Case, Declines, assert_no_leak

ADA, BO, CY, DI = 0, 1, 2, 3


def others(table):
    """What both tables share: the discard pile, the other hands, the Guard Bug with Di."""
    table.pile("discard", "number 3")
    table.hand(BO, "number 2", "moth 2")
    table.hand(CY, "number 4", "number 1")
    table.hand(DI, "number 5", "ant 2")
    table.role("guard", DI)


def declining():
    return [Declines() for _ in range(4)]


SPIDER_WITH_MOTHS = Case(lambda t: t.hand(ADA, "spider 4", "moth 1", "moth 3"))       # nothing to give
SPIDER_WITH_NUMBERS = Case(lambda t: t.hand(ADA, "spider 4", "number 1", "number 5"))  # gives nothing


@pytest.mark.parametrize("seat", [BO, CY, DI])
def test_spider_with_nothing_to_give_reads_as_a_declined_gift(rules, seat):
    """The spider's `active may give 1 card from hand ...`: Ada holds only moths (which cannot
    be given) in one table and gives nothing though she could in the other; every other seat
    is told the same events, sentences and log lines."""
    told = assert_no_leak(rules, others, SPIDER_WITH_MOTHS, SPIDER_WITH_NUMBERS, seat,
                          lambda t, answers: t.turn(ADA, answers), agents=declining)

    assert told[-1] == "Ada keeps the cards and gives nothing."


def test_the_giver_and_the_all_seeing_log_know_whether_there_was_an_option(rules):
    """`had_option` is private: the all-seeing log and Ada's own view keep it, Bo's drops it."""
    for case, had in ((SPIDER_WITH_MOTHS, False), (SPIDER_WITH_NUMBERS, True)):
        table = Scenario(rules, players=4, agents=declining())
        others(table)
        case.build(table)
        events = table.turn(ADA)
        (decline,) = [ev for ev in events if ev.kind == "decline"]
        assert decline.info["had_option"] is had
        assert table.visibility.redact(decline, ADA).info["had_option"] is had
        assert table.visibility.redact(decline, BO).info == {"verb": "give"}


def test_a_may_play_with_no_card_that_fits_reads_as_a_declined_play(rules):
    """Variant may_draw_instead: `active may play ... otherwise active draws`: Ada with no card
    that fits and Ada declining a card that fits are told alike ("does not play", a draw)."""
    variant = mogel.load_rules(variants=["may_draw_instead"])

    def common(table):
        others(table)
        table.pile("draw", "number 1", "number 2")

    told = assert_no_leak(variant, common,
                          Case(lambda t: t.hand(ADA, "number 3", "number 5")),   # nothing fits 3
                          Case(lambda t: t.hand(ADA, "number 4", "number 5")),   # 4 fits, declined
                          BO, lambda t, answers: t.turn(ADA, answers), agents=declining)

    assert told[-2:] == ["Ada does not play.", "Ada draws a card."]


def test_the_leak_test_refuses_tables_that_differ_in_what_the_seat_sees(rules):
    """The helper itself: tables differing in a card Bo sees prove nothing, and it says so."""
    with pytest.raises(AssertionError, match="differ in what seat 1 sees"):
        assert_no_leak(rules, others, SPIDER_WITH_MOTHS,
                       Case(lambda t: t.hand(BO, "number 1")), BO,
                       lambda t, answers: t.turn(ADA, answers), agents=declining)
