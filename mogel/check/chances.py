"""Expressions that may read only what is fixed where they stand: `chance(...)`, drawn once where a
statement runs, and a card's `penalty:`, worked out once when the deck is made.

The checks of `chance(...)`, a truth value drawn by chance (docs/language.md 10.17).

`chance(30%)` is true with a chance of 30 in 100, `chance(1 in 6)` with a chance of 1 in 6; each
is drawn when its statement runs, by the game's seeded chance, and told to the table (a `chance`
event).  A draw is an event of the game, so it stands where a statement runs once: as the whole
test of an `if`, or as the whole value of a `let` or a `set`.  Anywhere else -- inside a
definition, which is worked out anew each time it is read, in `ends when:`, which is read after
every move, in a `where`, in an operand of `and` -- it would be drawn a number of times no rule
says, so it is refused there:

    'chance' is drawn when its statement runs: write it as the whole test of an 'if' (as in
    'if chance(30%):') or as the whole value of a 'let' or 'set' ('let caught = chance(30%)')
    'chance' cannot stand in a definition: a definition is worked out again each time it is used ...
    'chance' takes a percentage or 'A in B', as in chance(30%) or chance(1 in 6)
    a chance is from 0% to 100%, not 150%
    'chance(7 in 6)': A in B is a chance when A is from 0 to B and B is 1 or more

A `quietly` right before such a test or value (`let oops = quietly chance(5 in 100)`: drawn, not
told) goes only before a chance; before anything else it is refused at the word:

    'quietly' after 'if' or '=' goes only before a chance, as in 'let oops = quietly chance(5 in 100)': ...

`chance_type` types a call of `chance` (mogel.check.typer hands it each); `chance_places` finds
every call that stands where no draw may be (the checker calls it once per rules);
`chance_odds` is what the compiler writes of the brackets.

The check of a card's `penalty:` written as an expression of the card (docs/language.md 5).

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
`penalty(checker, card)` is the check (the checker calls it for each card).
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Dict, Iterator, Optional, Tuple

from ..errors import Said
from ..language import model as m
from .lets import constant_number
from .said_types import SAY

BOOL, INT = "bool", "int"
CHANCE = "chance"
CARD_NAME = "card"
PURE_FUNCTIONS = ("present", "absent")   # functions of their argument alone
# The statements where a chance may stand, and the field it is then the whole of.
_WHOLE = {m.If: "test", m.Let: "expr", m.SetVar: "expr"}


def is_chance(e: Optional[m.Expr]) -> bool:
    """Whether `e` is a call of `chance` (a draw)."""
    return isinstance(e, m.Call) and e.func == CHANCE


def chance_type(typer, e: m.Call, scope) -> str:
    """`chance(P%)` or `chance(A in B)`: a truth value; anything else in the brackets, a
    percentage above 100% and an A in B that the checker can work out and is no chance are told."""
    if len(e.args) != 1:
        typer.report(e.span, SAY("chance_takes"))
        return BOOL
    arg = e.args[0]
    if isinstance(arg, m.Const) and isinstance(arg.value, float):
        if not 0 <= arg.value <= 1:
            typer.report(arg.span, SAY("chance_percent", value=round(arg.value * 100)))
        return BOOL
    if not (isinstance(arg, m.BinOp) and arg.op == "in"):
        typer.report(arg.span, SAY("chance_takes"))
        return BOOL
    typer.expect(arg.left, scope, INT, SAY("w_before", word="in"))
    typer.expect(arg.right, scope, INT, SAY("w_after", word="in"))
    a = constant_number(typer.rules, arg.left, scope=tuple(scope))
    b = constant_number(typer.rules, arg.right, scope=tuple(scope))
    if a is not None and b is not None and not (b >= 1 and 0 <= a <= b):
        typer.report(arg.span, SAY("chance_in", a=a, b=b))
    return BOOL


def chance_odds(arg: m.Expr) -> Tuple[object, object]:
    """(A, B) of `chance(A in B)` as expressions, or (P, 100) of `chance(P%)` as whole numbers."""
    if isinstance(arg, m.Const):
        return round(arg.value * 100), 100
    return arg.left, arg.right


def _calls(e: m.Expr) -> Iterator[m.Call]:
    """Every call of `chance` in `e`, outermost first."""
    stack = [e]
    while stack:
        node = stack.pop()
        if is_chance(node):
            yield node
        stack.extend(m.sub_expressions(node))


def _roots(node) -> Iterator[Tuple[m.Expr, bool]]:
    """(expression, whether a chance may be the whole of it) for each expression held by `node`
    (an item, a statement or a part of one); the statements a `do` runs are its procedure's.  A
    statement whose `quietly` stands before a value or test that is no chance is yielded as
    (statement, False)."""
    if isinstance(node, m.Expr):
        yield node, False
        return
    field = _WHOLE.get(type(node))
    if field is not None and node.quiet_chance is not None and not is_chance(getattr(node, field)):
        yield node, False
    for f in dataclasses.fields(node):
        if f.name in ("span", "field_spans") or (isinstance(node, m.Do) and f.name == "body"):
            continue
        value = getattr(node, f.name)
        if isinstance(value, m.Expr):
            yield value, f.name == _WHOLE.get(type(node))
        elif isinstance(value, tuple):
            for part in value:
                if isinstance(part, m.Expr) or (dataclasses.is_dataclass(part) and not isinstance(part, type)):
                    yield from _roots(part)
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            yield from _roots(value)


def misplaced(item: m.Item) -> Tuple[object, ...]:
    """Every call of `chance` in `item` that is not the whole test of an `if` or the whole value
    of a `let` or `set`, and every statement with a `quietly` before a test or value that is no chance.  Kept for the last KEPT items asked about (by the item itself: a model is
    immutable), as the checks of a file's variants and of an editor's text after each edit share
    most of their items (mogel.check.variant_check, mogel.check.incremental): walking every
    expression was a third of a check."""
    kept = _misplaced.get(id(item))
    if kept is not None and kept[0] is item:
        return kept[1]
    found = tuple(call for root, whole in _roots(item) for call in (_calls(root) if isinstance(root, m.Expr) else (root,))
                  if not (whole and call is root))
    if len(_misplaced) >= KEPT:
        _misplaced.clear()
    _misplaced[id(item)] = (item, found)
    return found


KEPT = 4096
_misplaced: Dict[int, Tuple[m.Item, Tuple[m.Call, ...]]] = {}


def chance_places(rules: m.Rules, error: Callable[[m.Span, Said], None]) -> None:
    """Refuse every `chance(...)` that is not the whole test of an `if` or the whole value of a
    `let` or `set`, at the call: in a definition with a message of its own; and every `quietly`
    before such a test or value that is no chance, at the word (`let x = quietly size(hand)`)."""
    for item in rules.items():
        for call in misplaced(item):
            if isinstance(call, m.Call):
                error(call.span, SAY("chance_in_definition" if isinstance(item, m.Define) else "chance_place"))
            else:
                error(call.quiet_chance, SAY("quiet_not_chance"))


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
