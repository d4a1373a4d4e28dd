"""Warnings: rules that check fine but probably do not do what their author meant.

    stuck        a card kind that nobody can play or give: it leaves a hand only by a covert
                 move or by whatever its `unless` allows (the moth, on purpose)
    never_fires  an `on play` that can never run (no copies in the deck, or the card can
                 never be played), or an `if` whose test is a constant

A card block may acknowledge its warnings with `expect warning: CODE, ...`; each is then
reported as a note (severity "note"), which neither fails a check nor alarms a learner.
"""

from __future__ import annotations

from typing import List

from . import model as m
from .errors import Diagnostic, did_you_mean, locate

CODES = ("stuck", "never_fires")


def _constant_ifs(stmts, out: list) -> None:
    for node in stmts or ():
        if isinstance(node, m.If):
            if isinstance(node.test, m.Const):
                out.append(node)
            _constant_ifs(node.then, out)
            _constant_ifs(node.other, out)
        elif isinstance(node, (m.ForEach, m.Race)):
            _constant_ifs(node.body, out)
        elif isinstance(node, m.Act):
            _constant_ifs(node.otherwise, out)


def _blocks(rules: m.Rules):
    yield rules.round.setup
    yield rules.round.scoring
    yield rules.turn.body
    for zone in rules.zones.values():
        yield zone.when_empty
    for card in rules.cards.values():
        yield card.on_play
    for accusation in rules.accusations.values():
        yield accusation.if_right
        yield accusation.if_wrong


def card_warnings(rules: m.Rules, card: m.Card) -> List[tuple]:
    """(code, span, message) for each warning about one card kind."""
    out = []
    copies = sum(sum(row.counts) for row in rules.deck.rows or () if row.kind == card.name)
    never_played = card.cannot_play is not None and card.cannot_play.unless is None
    if card.on_play and (copies == 0 or never_played):
        why = "the deck has no copies of it" if copies == 0 else "it can never be played"
        out.append(("never_fires", card.where("on_play"), f"the 'on play' of card '{card.name}' can never run: {why}"))
    never_given = card.cannot_give is not None and card.cannot_give.unless is None
    if card.cannot_play is not None and never_given and copies:
        if card.cannot_play.unless is None:
            text = f"card '{card.name}' can never be played or given: it leaves a hand only by a covert move"
        else:
            text = (f"card '{card.name}' can never be given, and played only as its 'unless' allows: "
                    f"otherwise it leaves a hand only by a covert move")
        out.append(("stuck", card.span, text))
    return out


def warnings(rules: m.Rules) -> List[Diagnostic]:
    """Every warning (or acknowledged note) about a Rules model that has no errors."""
    out = []
    for card in rules.cards.values():
        for code, span, message in card_warnings(rules, card):
            acknowledged = code in (card.expect_warning or ())
            severity = "note" if acknowledged else "warning"
            text = f"{message} (expected: 'expect warning: {code}')" if acknowledged else \
                f"{message} [write 'expect warning: {code}' in the card block if that is meant]"
            out.append(locate(rules.source, span, text, severity))
        for code in card.expect_warning or ():
            if code not in CODES:
                out.append(locate(rules.source, card.where("expect_warning"),
                                  f"unknown warning '{code}'{did_you_mean(code, CODES)}: "
                                  f"the codes are {', '.join(CODES)}"))
    for block in _blocks(rules):
        found: list = []
        _constant_ifs(block, found)
        for node in found:
            out.append(locate(rules.source, node.span,
                              f"this 'if' is always {'true' if node.test.value else 'false'}: "
                              f"one of its branches never runs", "warning"))
    return out
