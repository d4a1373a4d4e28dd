"""The static check of `A to B cards` in a selection (docs/language.md 10.2): how many the
player chooses, from A to B.

    'to' counts go with 'plays', 'gives' and 'move ... chosen by': a move without 'chosen by'
        takes a number of cards                       (`move 1 to 3 cards from draw to hand`)
    '4 to 1 cards': the smaller number first          (A > B, for some number of players)
    expected a number as the most cards, but ...      (B is no number: the typer's words)

`up_to(checker, sel, scope, what)` checks B where the selection is checked
(mogel.check.statements); `order(rules, sel, bound, known)` compares A and B as far as they
can be worked out for each number of players (mogel.check.lets), beside the check that a
number of cards is not negative.  `draws`, `takes` and `deal` have no selection: their
`1 to 3 cards` is a syntax error with its own words (mogel.language.messages).
"""

from __future__ import annotations

from typing import Collection, Dict, Optional, Tuple

from ..errors import Said
from ..language import model as m
from . import lets
from .said_statements import SAY
from .said_types import SAY as TYPES
from .vocabulary import INT


def up_to(checker, sel: m.Selection, scope: dict, what: str) -> None:
    """Check the B of `A to B cards` in a selection of `what` ("plays", "gives", "move")."""
    if sel.up_to is None:
        return
    if what == "move" and sel.chooser is None:
        checker.error(sel.up_to_span, SAY("move_without_chooser"))
    checker.typer.expect(sel.up_to, scope, INT, TYPES("w_most_cards"))


def _text(expr: m.Expr, value: int) -> str:
    """A number as the rules write it: a name by its name, anything else by its value."""
    return expr.name if isinstance(expr, m.Name) else str(value)


def order(rules: m.Rules, sel: m.Selection, bound: Collection[str], known) -> Optional[Said]:
    """`'4 to 1 cards': the smaller number first` when A > B for some number of players the
    game allows (as far as both can be worked out), else None."""
    if sel.up_to is None:
        return None
    least = lets.values(rules, sel.count, bound, known)
    most = lets.values(rules, sel.up_to, bound, known)
    for n, low in least.items():
        high = most.get(n)
        if low is not None and high is not None and low > high >= 0:   # a negative one is told as such
            said = f"'{_text(sel.count, low)} to {_text(sel.up_to, high)} cards'"
            players = "" if len(set(least.values())) == 1 and len(set(most.values())) == 1 else \
                SAY("with_n_players", n=n)
            numbers = isinstance(sel.count, m.Const) and isinstance(sel.up_to, m.Const)
            return SAY("range_order", said=said, players=players,
                       more="" if numbers else SAY("is_more_than", low=low, high=high))
    return None


def selection_of(node: m.Stmt) -> Optional[m.Selection]:
    """The selection of a statement that can have `A to B cards`, or None."""
    if isinstance(node, m.MoveSel):
        return node.selection
    verb = node.verb if isinstance(node, m.Act) else None
    if isinstance(verb, (m.Play, m.Give)):
        return verb.selection
    return None


def block_counts(rules: m.Rules, stmts, binds) -> Tuple[Tuple[m.Span, Said], ...]:
    """(span, message) of each negative number of cards (lets.negative) and each `4 to 1 cards`
    (order) in a block of the game (lets.blocks) and the blocks it holds, in file order.  What
    they read of the rules is `players:` and the definitions, so the answer is kept for the last
    KEPT blocks by the block itself, the players and the very same definition objects (a model
    is immutable): the editor's two checks of its text, and its checks after each edit, share
    most blocks (mogel.check.incremental)."""
    key = (id(stmts), tuple(binds), rules.game.players, tuple(map(id, rules.defines.values())), tuple(rules.defines))
    kept = _counted.get(key)
    if kept is not None and kept[0] is stmts and all(a is b for a, b in zip(kept[1], rules.defines.values())):
        return kept[2]
    found = []
    for node, bound, known in lets.statements(rules, stmts, frozenset(binds)):
        for expr in lets.counts(node):
            message = lets.negative(rules, expr, bound, known)
            if message is not None:
                found.append((expr.span, message))
        sel = selection_of(node)
        backwards = order(rules, sel, bound, known) if sel is not None else None
        if backwards is not None:   # `4 to 1 cards`
            found.append((sel.count.span, backwards))
    if len(_counted) >= KEPT:
        _counted.clear()
    _counted[key] = (stmts, tuple(rules.defines.values()), tuple(found))
    return tuple(found)


KEPT = 4096
_counted: Dict[tuple, Tuple[object, tuple, tuple]] = {}
