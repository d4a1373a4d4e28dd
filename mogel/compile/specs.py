"""The shapes a compiled program hands the engine: selections, card tests, variables, `RoundOver`.

Every function in them is a function of the generated module (mogel.compile.codegen):
an expression is `f(s, v)` (`s`: the game's State, `v`: the dict of names bound where it is
worked out: `card`, `player`, `accuser` ...), a zone is `zone(s, v, actor) -> slot`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional

from ..language import model as m


class RoundOver(Exception):
    """Raised inside a round to end it at once (`end round`, or the end condition is met); or,
    with `level`, the running instance of that level and of every level inside it (`end pass`).
    `condition`: the text of the operand of `ends when:` that held, or the `end` statement."""

    def __init__(self, reason: str, out: Optional[int] = None, level: str = "round",
                 condition: Optional[str] = None):
        super().__init__(reason)
        self.reason = reason
        self.out = out
        self.level = level
        self.condition = condition if condition is not None else reason


@dataclass(frozen=True)
class Sel:
    """A compiled Selection of a play making a claim (mogel.runtime.claims; the other moves are
    written inline, mogel.compile.source_moves): `zone(s, v, actor) -> slot`, `where`: a
    CardTest or None; `up_to(s, v)`: the B of `count to B cards` (the chooser stops when they
    like once `count` are chosen), or None for exactly `count` cards."""

    count: Callable
    zone: Callable
    where: Optional[Callable]
    span: m.Span
    up_to: Optional[Callable] = None


class CardTest:
    """A compiled condition on a card: `fn(s, v)` with `card` bound, and whether it reads `card`
    at all (a test that does not can be decided once for a whole hand)."""

    __slots__ = ("fn", "per_card")

    def __init__(self, fn: Callable, per_card: bool):
        self.fn = fn
        self.per_card = per_card


@dataclass(frozen=True)
class VariableSpec:
    """A compiled `variable` item: `starts(s, v)` or None (absent until set), `reset`: "round",
    "turn", "game" or None (set once, when the game begins)."""

    name: str
    starts: Optional[Callable]
    reset: Optional[str]
    span: m.Span
