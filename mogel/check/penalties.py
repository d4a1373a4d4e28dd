"""The check of a card's `penalty:` written as an expression of the card (docs/language.md 5).

`penalty: 5` is a number; `penalty: card.value` or `penalty: 10 if card.value > 9 else
card.value` is worked out once for each card of the kind when the deck is made
(mogel.compile.program.DeckTables), so that `card.penalty` stays a plain number in the card
tables and in play.  Then nothing of a game is known yet: no player, no zone, no turn.  So the
expression may read the card (`card.value`, `card.kind`, an attribute such as `card.rank`,
`card is eight`, `card.rank in {jack, queen}`), numbers, the values of attributes and the
definitions made of those (`worth(card)`), and nothing else:

    'penalty:' is worked out once for each card, when the deck is made: it may read the card
    (...), numbers and definitions made of those, not 'player_count': that is not known then
    ... not 'worth', which uses 'size' (line 12): that is not known then
    'penalty:' works out 'card.penalty': it cannot read it

Its type is checked as any expression's: `expected a number in 'penalty:', but this is a card`.
"""

from __future__ import annotations

from typing import Optional, Tuple

from ..language import model as m
from .said_types import SAY

CARD_NAME = "card"
PURE_FUNCTIONS = ("present", "absent")   # functions of their argument alone


def penalty(checker, card: m.Card) -> None:
    """Check `penalty:` of `card` when it is an expression (a number needs no check)."""
    expr = card.penalty
    if not isinstance(expr, m.Expr):
        return
    before = len(checker.out)
    checker.typer.expect(expr, {CARD_NAME: "card"}, "int", SAY("w_in", word="penalty:"))
    found = _unknown_then(checker.rules, expr, frozenset({CARD_NAME}), frozenset())
    if found is None:
        return
    node, through = found
    if any(told.span == (through or node).span for told in checker.out[before:]):
        return   # the typer told it already ('ten': write numbers as digits): one mistake, one error
    if isinstance(node, m.Attr):
        checker.error(node.span if through is None else through.span, SAY("penalty_of_penalty"))
        return
    what = f"'{_shown(node)}'" if through is None else \
        SAY("penalty_which_uses", name=_shown(through), used=_shown(node), line=node.span.line)
    checker.error((through or node).span, SAY("penalty_reads", what=what))


def _shown(node: m.Expr) -> str:
    return node.func if isinstance(node, m.Call) else getattr(node, "name", "?")


def _unknown_then(rules: m.Rules, e: m.Expr, params: frozenset, visiting: frozenset) \
        -> Optional[Tuple[m.Expr, Optional[m.Expr]]]:
    """(the first part of `e` that is not known when the deck is made -- a name of the game, or
    `.penalty` --, the name of `e` that leads to it or None), or None when all of `e` is known."""
    if isinstance(e, m.Attr) and e.name == "penalty":
        return e, None
    if isinstance(e, m.Name):
        if e.name in params or e.name in rules.value_names or e.name in rules.cards:
            return None
        return _through_definition(rules, e, (), params, visiting)
    if isinstance(e, m.Call):
        for arg in e.args:
            found = _unknown_then(rules, arg, params, visiting)
            if found is not None:
                return found
        if e.func in PURE_FUNCTIONS:
            return None
        return _through_definition(rules, e, e.args, params, visiting)
    for child in m.sub_expressions(e):
        found = _unknown_then(rules, child, params, visiting)
        if found is not None:
            return found
    return None


def _through_definition(rules, e, args, params, visiting):
    """A name or call of a definition: what of its body is unknown then, led to by `e`."""
    define = rules.defines.get(_shown(e))
    if define is None or define.body is None or len(define.params or ()) != len(args):
        return e, None
    if define.name in visiting:   # defined in terms of itself: told by the typer
        return None
    found = _unknown_then(rules, define.body, frozenset(define.params or ()), visiting | {define.name})
    return None if found is None else (found[0], e)
