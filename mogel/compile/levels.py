"""The levels of a checked Rules model -> `LevelSpec`s, top first (mogel.check.levels), and
`RoundOver`, the exception that ends an instance of a level.

Each level is compiled once (mogel.compile.source_items writes its functions): its `times:`,
`starter:`, `first:` (functions `f(s, v)` or None), its `setup:`, `steps:` and `scoring:`
(blocks), and its `ends when:` as the operands of its top `or`, each with its source text,
so that the engine can say which one ended a round (`condition` of `round_end`: "stalemate").

An instance of a level ends at once (`end round`, `end NAME`, its `ends when:` holds) by
`RoundOver` raised inside it, with the level it ends and the text that ended it (`condition`:
the operand of `ends when:` that held, or the `end` statement); the engine catches it at that
level (mogel.runtime.levels).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Optional, Tuple

from ..language import model as m
from ..check.levels import TURNS, chain, made_of


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
class LevelSpec:
    """One compiled level.  made_of: the inner level's name, "turns" or None (steps); ends: the
    text of each operand of the top `or` of `ends when:` (() without one), which_end(s, v) the
    index of the first that holds (None: none; itself None without one); checked: "move",
    "turn" or the inner level's name; parent: the enclosing level's name (None: the top)."""

    name: str
    names: Optional[m.Names]
    times: Optional[Callable]
    starter: Optional[Callable]
    setup: Callable
    made_of: Optional[str]
    steps: Optional[Callable]
    first: Optional[Callable]
    ends: Tuple[str, ...]
    which_end: Optional[Callable]
    checked: str
    scoring: Callable
    parent: Optional[str]
    item: m.Round

    @property
    def turns(self) -> bool:
        return self.made_of == TURNS

    def ended(self, s) -> Optional[str]:
        """The text of the first operand of `ends when:` that holds now, or None."""
        if self.which_end is None:
            return None
        index = self.which_end(s, {})
        return None if index is None else self.ends[index]


def open_top(levels: Tuple[LevelSpec, ...], rounds: Optional[Callable]) -> bool:
    """Whether the top level is open-ended and made of an inner level: no `times:` and no
    `rounds:` in the game header, so the game is one instance of it, played until its `ends
    when:` holds.  Then the instances of the level inside it make the score history (a line
    each, as rounds do in a game of rounds) and the narration does not number the top."""
    return rounds is None and bool(levels) and levels[0].times is None and levels[0].made_of not in (None, TURNS)


def operands(expr: Optional[m.Expr]) -> Tuple[m.Expr, ...]:
    """The operands of the top `or` of an expression, in order (the expression alone if it is none)."""
    if expr is None:
        return ()
    if isinstance(expr, m.BinOp) and expr.op == "or":
        return operands(expr.left) + operands(expr.right)
    return (expr,)


def source_text(source: str, parts: Tuple[m.Expr, ...], i: int) -> str:
    """The source text of operand `i` of `parts` (the operands of one `or`, on the lines of the
    rules `source`): from its start to the next operand's, less the `or`, or to the end of its line."""
    lines = source.splitlines()
    start = parts[i].span
    if not 0 < start.line <= len(lines):
        return ""
    if i + 1 < len(parts) and parts[i + 1].span.line == start.line:
        text = lines[start.line - 1][start.column - 1:parts[i + 1].span.column - 1].rstrip()
        text = text[:-2].rstrip() if text.endswith("or") else text
    else:
        text = lines[start.line - 1][start.column - 1:].split("#")[0].rstrip().rstrip("\\").rstrip()
        text = text[:-2].rstrip() if text.endswith(" or") else text
    while text.count(")") > text.count("(") and text.endswith(")"):
        text = text[:-1].rstrip()
    return text


def levels_of(rules: m.Rules, parts) -> Tuple[LevelSpec, ...]:
    """Every level of the chain, top first, from the generated module's LEVELS (mogel.compile.source_items):
    per level (times, starter, setup, steps, first, which operand of `ends when:` holds first, scoring)."""
    out, parent = [], None
    for level, (times, starter, setup, steps, first, which_end, scoring) in zip(chain(rules), parts):
        texts = operands(level.ends_when)
        out.append(LevelSpec(
            level.name, level.names, times, starter, setup, made_of(level), steps, first,
            tuple(source_text(rules.source, texts, i) for i in range(len(texts))), which_end,
            level.checked or "move", scoring, parent, level))
        parent = level.name
    return tuple(out)
