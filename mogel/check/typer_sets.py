"""Types of the functions over sets and over the seat order: aggregates, `first`, `next`, `previous`.

`SetTyping` is a part of `mogel.check.typer.Typer` (one of its bases); `Typer._t_Call` hands
it every call named in `SET_FUNCTIONS`:

    sum(SET, EXPR)                     a number: EXPR added up over the members (absent counts 0)
    max(SET, EXPR), min(SET, EXPR)     a number: the largest / smallest EXPR (absent if none)
    max(A, B, ...), min(A, B, ...)     a number: the largest / smallest of two numbers or more
                                       (absent if one is: as arithmetic)
    highest(SET, EXPR)                 a member: the one with the largest / smallest EXPR
    lowest(SET, EXPR)                  (among equals the first in the set's order)
    first(SET)                         a member: the first one
    next(PLAYER), previous(PLAYER)     a player: the one after / before in seat order

and the values given to the other built-in functions (`builtin_args`).

SET is a set of cards (`card` is bound in EXPR) or of players (`player` is bound).  Messages
say what to write: `'highest' needs a set and what to compare: write highest(players,
size(hand of player))`, `'max' compares numbers, but this is a card: use highest(...) for
the card itself`.  `next` and `previous` of an attribute's value (a rank after a rank) are
not in the language yet: `order_type` is the one place that will type them.
"""

from __future__ import annotations

from typing import Optional

from ..errors import Said
from ..language import model as m
from .said_types import SAY, type_word
from .typer_attrs import attribute_of
from .vocabulary import EACH_PLAYER

# (the types of mogel.check.vocabulary; repeated here so that mogel.check.typer can import this module)
INT, CARD, PLAYER, CARDS, PLAYERS, ANY = "int", "card", "player", "cards", "players", "any"

AGGREGATES = ("sum", "max", "min", "highest", "lowest")
SET_FUNCTIONS = frozenset({*AGGREGATES, "first", "next", "previous"})
MEMBERS = {CARDS: ("card", CARD), PLAYERS: ("player", EACH_PLAYER)}   # a set's type -> (binder, member type)
MEMBER_RESULTS = ("highest", "lowest", "first")   # the calls whose result is a member of the set


def of_numbers(e: m.Call, first: str) -> bool:
    """Whether the call `e` of `max` or `min` (its first argument of type `first`) compares
    numbers (`min(bid, 13)`), not an expression over a set (`min(players, score(player))`)."""
    return e.func in ("max", "min") and (len(e.args) != 2 or first == INT)


def aggregate_binder(kind: str) -> Optional[str]:
    """The name an aggregate over a set of this type binds in its second argument, or None."""
    member = MEMBERS.get(kind)
    return member[0] if member else None


class SetTyping:
    """Typing of the calls in SET_FUNCTIONS; a mixin of Typer (it uses type_of, expect, report)."""

    def builtin_args(self, e: m.Call, scope, wanted: tuple) -> None:
        """The values given to a built-in function of no set (`size`, `left`, `player` ...), each
        of the type `wanted` says; `player of` a player (`player of active`) is told what `player
        of` is for: the player who laid a card."""
        for arg, want in zip(e.args, wanted):
            if e.func == "player" and self.type_of(arg, scope) == PLAYER:
                self.report(arg.span, SAY("player_of_player"))
            else:
                self.expect(arg, scope, want, SAY("w_in", word=e.func))

    def set_function_type(self, e: m.Call, scope) -> str:
        name = e.func
        if name in ("next", "previous"):
            return self.order_type(e, scope)
        if name == "first":
            if len(e.args) != 1:
                self.report(e.span, SAY("first_needs_set"))
                return ANY
            return self._members(e, e.args[0], scope)[1]
        first = None
        if name in ("max", "min"):
            if len(e.args) < 2:
                self.report(e.span, SAY("numbers_needs", name=name))
                for arg in e.args:
                    self.type_of(arg, scope)
                return INT
            first = self.type_of(e.args[0], scope)
            if of_numbers(e, first):
                return self.numbers_type(e, first, scope)
        if len(e.args) != 2:
            self.report(e.span, SAY("sum_needs", example="sum(hand of player, card.penalty)") if name == "sum" else
                        SAY("aggregate_needs", name=name, example=f"{name}(players, size(hand of player))"))
            return INT if name == "sum" else ANY
        if name == "sum":
            return self._sum(e, scope)
        binder, member = self._members(e, e.args[0], scope, first)
        inner = {**scope, binder: member} if binder else scope
        value = self.type_of(e.args[1], inner)
        if value not in (INT, ANY):
            hint = SAY("highest_card" if value == CARD else "highest_player") \
                if name in ("max", "min") and value in (CARD, PLAYER) else ""
            self.report(e.args[1].span, SAY("aggregate_compares", name=name, actual=type_word(value), hint=hint))
        return member if name in MEMBER_RESULTS else INT

    def _sum(self, e: m.Call, scope) -> str:
        """`sum` over cards (as before the aggregates came: its messages are kept) or players."""
        source = self.type_of(e.args[0], scope)
        if source == PLAYERS:
            self.expect(e.args[1], {**scope, "player": EACH_PLAYER}, INT, SAY("w_each_player_counts"))
            return INT
        if source not in (CARDS, ANY):
            self.report(e.args[0].span, SAY("sum_source", actual=type_word(source)))
        self.expect(e.args[1], {**scope, "card": CARD}, INT, SAY("w_each_card_counts"))
        return INT

    def numbers_type(self, e: m.Call, first: str, scope) -> str:
        """`max(A, B, ...)` / `min(A, B, ...)` of numbers (`first`: the type of A): a number;
        each argument that is no number is reported (`'min' of numbers: ...`)."""
        for i, arg in enumerate(e.args):
            kind = first if i == 0 else self.type_of(arg, scope)
            if kind not in (INT, ANY):
                self.report(arg.span, SAY("numbers_compares", name=e.func, actual=type_word(kind)))
        return INT

    def _members(self, e: m.Call, source_expr: m.Expr, scope, source: Optional[str] = None):
        """(binder or None, member type) of the set an aggregate looks at (of type `source`
        when it was worked out already), reporting a non-set."""
        source = self.type_of(source_expr, scope) if source is None else source
        if source in MEMBERS:
            return MEMBERS[source]
        if source != ANY:
            self.report(source_expr.span, SAY("looks_at_set", name=e.func, actual=type_word(source)))
        return None, ANY

    def order_type(self, e: m.Call, scope) -> str:
        """`next(P)` / `previous(P)`: the player after / before P in seat order; `next(v)` /
        `previous(v)` of a value of an attribute: the value after / before it (mogel.check.typer_attrs)."""
        if len(e.args) != 1:
            self.report(e.span, SAY("takes_one_player", name=e.func))
            return PLAYER
        kind = self.type_of(e.args[0], scope)
        if attribute_of(kind) is not None:
            return kind
        if kind not in (PLAYER, ANY):
            self.report(e.args[0].span, SAY("order_of", name=e.func, side=SAY("after" if e.func == "next" else "before"),
                                            actual=type_word(kind)))
            return ANY   # told once: what it is compared with is not told again
        return PLAYER

    def member_compare_problem(self, e: m.BinOp, left: str, right: str) -> Optional[Said]:
        """What to say of a comparison of a number with `highest`/`lowest`/`first` of a set (a
        member, not a number), or None: `'highest' of a set of players gives a player: it cannot
        be compared with a number`."""
        for side, kind, other in ((e.left, left, right), (e.right, right, left)):
            if isinstance(side, m.Call) and side.func in MEMBER_RESULTS and kind in (CARD, PLAYER) and other == INT:
                hint = SAY("for_number_max") if side.func == "highest" else \
                    SAY("for_number_min") if side.func == "lowest" else ""
                return SAY("member_card" if kind == CARD else "member_player", func=side.func, hint=hint)
        return None
