"""Bounds of a whole number the checker cannot work out before a game: the least and the most it
can be in any game of the rules for a number of players.

`constant_number` (mogel.check.lets) gives a number's value where the rules fix it (`from 0 to 13`,
`4 - player_count`); where they do not, a number made of counts often still has bounds the game
cannot leave, and `bounds(rules, expr, players)` works them out, as (least, most), None where
there is none that way:

* a number the rules fix: (it, it); a definition without parameters: its body's bounds; a call of
  one with parameters: its body's, the parameters unknown;
* `size(CARDS)`: 0 to the deck's size; `count` of the players (`players`, `players_in`, filtered or
  not): 0 to the number of players (`others`: one fewer); `count` of a zone's cards (filtered or not): 0 to
  the deck's size;
* `C.value`: the least to the most number of the deck's cards (a card without one has none);
* `A + B`, `A - B`, `A * B`, `- A`, `A if T else B`: worked out from the bounds of A and B;
* `min(A, B, ...)` and `max(A, B, ...)` of numbers: at most the least most (`min`), at least the
  most least (`max`) of those that have one; the other end when every argument has one.  Written
  with two arguments, `min(S, E)` may be the least E over the set S: E's bounds hold for both.

Anything else (a variable, `total`, `score`, `round`, `sum`) has no bound.  So `from 0 to
min(size(hand of player), most_bid)` with `define most_bid = 3` is 0 to 3 whatever the hands
hold.  mogel.rl.encoding sizes its block of numbers by these bounds (docs/rl.md).
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Collection, Mapping, Optional, Tuple

from ..language import model as m
from .lets import constant_number

Bound = Tuple[Optional[int], Optional[int]]   # (least, most); None: no bound that way
NONE: Bound = (None, None)
PLAYER_SETS = frozenset({"players", "others", "players_in"})
MAX_DEPTH = 32   # definitions inside definitions: the checker refuses deeper chains (mogel.check.chains)


def bounds(rules: m.Rules, expr: m.Expr, players: Optional[int], scope: Collection[str] = (),
           known: Mapping[str, int] = MappingProxyType({}), depth: int = 0) -> Bound:
    """(least, most) `expr` may be for `players` players (see the module); `scope`: the names bound
    where it stands (a `let`, a parameter: no bound unless `known` gives its value)."""
    value = constant_number(rules, expr, players, scope, known=known)
    if value is not None:
        return value, value
    if depth > MAX_DEPTH:
        return NONE
    def again(e: m.Expr) -> Bound:
        return bounds(rules, e, players, scope, known, depth + 1)

    def body(define: m.Define) -> Bound:   # a definition's body: its own names, its parameters unknown
        return bounds(rules, define.body, players, tuple(define.params or ()), MappingProxyType({}), depth + 1)
    if isinstance(expr, m.Unary) and expr.op == "-":
        low, high = again(expr.operand)
        return _neg(high), _neg(low)
    if isinstance(expr, m.BinOp) and expr.op in ("+", "-", "*"):
        return _arith(expr.op, again(expr.left), again(expr.right))
    if isinstance(expr, m.Cond):
        (a, b), (c, d) = again(expr.then), again(expr.other)
        return (None if None in (a, c) else min(a, c)), (None if None in (b, d) else max(b, d))
    if isinstance(expr, m.Attr) and expr.name == "value":
        numbers = [value for _, value, _ in m.deck_cards(rules) if type(value) is int]
        return (min(numbers), max(numbers)) if numbers else NONE
    if isinstance(expr, m.Name) and expr.name not in scope and expr.name in rules.defines:
        define = rules.defines[expr.name]
        return NONE if define.params else body(define)
    if not isinstance(expr, m.Call) or expr.func in scope:
        return NONE
    if expr.func in ("min", "max"):
        return _extreme(expr.func, [again(arg) for arg in expr.args])
    if expr.func == "size":
        return 0, _deck_size(rules)
    if expr.func == "count" and len(expr.args) == 1:
        return _count(rules, expr.args[0], players)
    define = rules.defines.get(expr.func)
    if define is not None and define.params and len(define.params) == len(expr.args):
        return body(define)
    return NONE


def _neg(value: Optional[int]) -> Optional[int]:
    return None if value is None else -value


def _arith(op: str, left: Bound, right: Bound) -> Bound:
    (a, b), (c, d) = left, right
    if op == "+":
        return (None if None in (a, c) else a + c), (None if None in (b, d) else b + d)
    if op == "-":
        return (None if None in (a, d) else a - d), (None if None in (b, c) else b - c)
    if None in (a, b, c, d):
        return NONE
    products = (a * c, a * d, b * c, b * d)
    return min(products), max(products)


def _extreme(func: str, args: list) -> Bound:
    """The bounds of `min` or `max` of arguments with the bounds `args` (see the module)."""
    lows, highs = [low for low, _ in args], [high for _, high in args]
    if len(args) == 2 and args[0] == NONE:   # maybe an aggregate over a set: the expression's bounds
        return (None, highs[1]) if func == "min" else (lows[1], None)
    if func == "min":
        known_highs = [high for high in highs if high is not None]
        return (None if None in lows else min(lows)), (min(known_highs) if known_highs else None)
    known_lows = [low for low in lows if low is not None]
    return (max(known_lows) if known_lows else None), (None if None in highs else max(highs))


def _count(rules: m.Rules, cards: m.Expr, players: Optional[int]) -> Bound:
    """The bounds of `count(S)`: of the players or of a zone's cards, filtered or not."""
    while isinstance(cards, (m.Filter, m.Except)):
        cards = cards.source
    if isinstance(cards, m.Name) and cards.name in PLAYER_SETS:
        return 0, players - 1 if players is not None and cards.name == "others" else players
    zone = cards.name if isinstance(cards, m.Name) else cards.func if isinstance(cards, m.Call) else None
    return (0, _deck_size(rules)) if zone in rules.zones else NONE


def _deck_size(rules: m.Rules) -> int:
    return sum(1 for _ in m.deck_cards(rules))
