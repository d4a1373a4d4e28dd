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

What each operand of an `ends when:` reads (`Ends`): the zones, the turn counter and the turns
without a play, or anything else (then it is tested at every check); and which changes of those
may turn it true (`rises`: a card leaving a zone, or entering it, a counter going up or down).
The one level a move ever ends (mogel.compile.source_moves) tests after a move only the operands
that move may turn true, the others being false since the last check: see `Ends`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, FrozenSet, Optional, Tuple

from ..language import model as m
from ..check.levels import TURNS, chain, made_of

TURN, QUIET = ("turn",), ("quiet",)   # what `turns` and `turns_without_play` read (a zone: ("zone", name);
# only whether its piles are empty, `empty(Z of X)`: ("empty", name))
_COUNTERS = {"turns": TURN, "turns_without_play": QUIET}
_FIXED = ("player_count", "oldest")   # names whose value a game never changes
_READERS = ("size", "count", "empty", "any", "top", "left", "right", "present", "absent", "sum", "max", "min")


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
    "turn" or the inner level's name; parent: the enclosing level's name (None: the top).
    pruned: a move tests only the operands it may change (`Ends`): play begins in the engine's
    phase "fresh"; which_kept(s, v): the index of the first operand that reads more than the
    zones and the turns holding (None: none), the whole test after a turn in the phase "play"
    (itself None when every operand reads no more)."""

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
    pruned: bool = False
    which_kept: Optional[Callable] = None

    @property
    def turns(self) -> bool:
        return self.made_of == TURNS

    def ended(self, s) -> Optional[str]:
        """The text of the first operand of `ends when:` that holds now, or None."""
        if self.which_end is None:
            return None
        index = self.which_end(s, {})
        return None if index is None else self.ends[index]

    def scored(self, ev) -> bool:
        """Whether the event `ev` (a mogel.runtime Event) ends the scoring of an instance of
        this level: its `round_scored` (the level called `round`) or `level_scored`."""
        if self.name == "round":
            return ev.kind == "round_scored"
        return ev.kind == "level_scored" and ev.info["level"] == self.name


def open_top(levels: Tuple[LevelSpec, ...], rounds: Optional[Callable]) -> bool:
    """Whether the top level is open-ended and made of an inner level: no `times:` and no
    `rounds:` in the game header, so the game is one instance of it, played until its `ends
    when:` holds.  Then the instances of the level inside it make the score history (a line
    each, as rounds do in a game of rounds) and the narration does not number the top."""
    return rounds is None and bool(levels) and levels[0].times is None and levels[0].made_of not in (None, TURNS)


def parts_of(levels: Tuple[LevelSpec, ...], rounds: Optional[Callable]) -> Optional[LevelSpec]:
    """The level whose instances are the parts of a game, the ones `Game.play_until(rounds=N)`
    and `mogel play --stop-after N` count and before one of which a game can stop: the level
    inside the top level when it is made of one (a game of hands, piles or bouts; five games
    of rounds: the rounds), else the top level when the game plays it a number of times
    (`rounds:` in the game header, its `times:`: a game of rounds); None for a game that is one
    instance of a level of turns or steps, which has no parts to stop between."""
    if not levels:
        return None
    top = levels[0]
    if top.made_of not in (None, TURNS):
        return levels[1]
    return top if rounds is not None or top.times is not None else None


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
    per level (times, starter, setup, steps, first, which operand of `ends when:` holds first,
    scoring, whether a move tests only what it may change, which_kept)."""
    out, parent = [], None
    for level, (times, starter, setup, steps, first, which_end, scoring, pruned, kept) in zip(chain(rules), parts):
        texts = operands(level.ends_when)
        out.append(LevelSpec(
            level.name, level.names, times, starter, setup, made_of(level), steps, first,
            tuple(source_text(rules.source, texts, i) for i in range(len(texts))), which_end,
            level.checked or "move", scoring, parent, level, pruned, kept))
        parent = level.name
    return tuple(out)


def reads(rules: m.Rules, e: m.Expr, bound: FrozenSet[str] = frozenset()) -> Optional[FrozenSet[tuple]]:
    """What the expression `e` reads of a game's state that may change: ("zone", name) for a
    zone (its cards, their order), ("empty", name) for only whether a pile of it is empty
    (`empty(Z of X)`), TURN, QUIET; None when it reads anything else (a role, a
    variable, a score, who is active, a card face down ...) or what this does not know.  `bound`:
    the names of members of a set (`player`, `card`) and of a definition's parameters: their
    values are read where their set or argument is."""
    parts = _parts(rules, e, bound)
    if parts is None:
        return None
    out = frozenset()
    for part, names in parts:
        got = _atom(rules, part, names) if isinstance(part, (m.Name, m.Call, m.Is)) else reads(rules, part, names)
        if got is None:
            return None
        out |= got
    return out


def _parts(rules: m.Rules, e: m.Expr, bound) -> Optional[tuple]:
    """The parts of `e` whose reads make its own, each with the names bound in it; None: unknown."""
    if isinstance(e, m.Const):
        return ()
    if isinstance(e, (m.Name, m.Call, m.Is)):
        return ((e, bound),)
    if isinstance(e, m.BinOp):
        return ((e.left, bound), (e.right, bound))
    if isinstance(e, m.Unary):
        return ((e.operand, bound),)
    if isinstance(e, m.Cond):
        return ((e.test, bound), (e.then, bound), (e.other, bound))
    if isinstance(e, m.SetLit):
        return tuple((item, bound) for item in e.items)
    if isinstance(e, m.Attr) and e.name in ("value", "penalty", "kind", *rules.attributes):
        return ((e.obj, bound),)   # a card's attributes are printed on it
    if isinstance(e, m.Filter):
        return ((e.source, bound), (e.cond, bound | {"card", "player"}))
    if isinstance(e, m.Except):
        return ((e.source, bound), (e.item, bound))
    return None


def _atom(rules: m.Rules, e, bound) -> Optional[FrozenSet[tuple]]:
    """`reads` of a name, a call or `X is NAME`."""
    if isinstance(e, m.Is):
        return None if e.name in rules.roles else reads(rules, e.obj, bound)
    if isinstance(e, m.Name):
        name = e.name
        if name in bound or name in _FIXED or name in rules.cards or name in rules.value_names:
            return frozenset()
        if name in rules.zones:
            return frozenset({("zone", name)})
        if name in _COUNTERS:
            return frozenset({_COUNTERS[name]})
        if name in rules.defines and not rules.defines[name].params and name not in rules.variables:
            return reads(rules, rules.defines[name].body)
        return None
    args = e.args
    if e.func in rules.zones:
        inner = reads(rules, args[0], bound)
        return None if inner is None else inner | {("zone", e.func)}
    if e.func in rules.defines:
        define = rules.defines[e.func]
        body = reads(rules, define.body, frozenset(define.params or ()))
        return _union(rules, (body, *(reads(rules, a, bound) for a in args)))
    if e.func in ("any", "count") and args and isinstance(args[0], m.Filter) and \
            isinstance(args[0].source, m.Name) and args[0].source.name == "players":
        return reads(rules, args[0].cond, bound | {"player"})   # every seat, in any order
    pile = args[0] if e.func == "empty" and len(args) == 1 else None
    if isinstance(pile, m.Call) and pile.func in rules.zones and len(pile.args) == 1:   # `empty(Z of X)`
        inner = reads(rules, pile.args[0], bound | {"card", "player"})
        return None if inner is None else inner | {("empty", pile.func)}
    if isinstance(pile, m.Name) and pile.name in rules.zones:   # `empty(Z)`
        return frozenset({("empty", pile.name)})
    if e.func in _READERS:
        return _union(rules, tuple(reads(rules, a, bound | {"card", "player"}) for a in args))
    return None


def _union(rules: m.Rules, parts) -> Optional[FrozenSet[tuple]]:
    return None if any(part is None for part in parts) else frozenset().union(*parts)


_LESS, _MORE = ("<", "<="), (">", ">=")   # a comparison true when its left side is less, more


def rises(rules: m.Rules, e: m.Expr, true: bool = True,
          bound: FrozenSet[str] = frozenset()) -> Optional[FrozenSet[tuple]]:
    """The changes that may turn the condition `e` towards `true` (False: towards false): ("in",
    Z), a card entering a pile of zone Z; ("out", Z), one leaving it; ("up", c), ("down", c) of a
    counter c (TURN, QUIET); None when `e` reads what `reads` does not know.  What this does not
    see the direction of (`top of Z`, `count(...)`, `=`) it counts as changed either way: so a
    condition false before a change none of whose parts is in this set is false after it."""
    if isinstance(e, m.BinOp) and e.op in ("and", "or"):
        return _union(rules, (rises(rules, e.left, true, bound), rises(rules, e.right, true, bound)))
    if isinstance(e, m.Unary) and e.op == "not":
        return rises(rules, e.operand, not true, bound)
    if isinstance(e, m.BinOp) and e.op in _LESS + _MORE:
        left_up = (e.op in _MORE) == true   # which way of the left side moves `e` towards `true`
        return _union(rules, (_moves(rules, e.left, left_up, bound), _moves(rules, e.right, not left_up, bound)))
    if isinstance(e, m.Name) and e.name in rules.defines and e.name not in bound \
            and not rules.defines[e.name].params and e.name not in rules.variables:
        return rises(rules, rules.defines[e.name].body, true)
    if isinstance(e, m.Call) and e.func == "any" and len(e.args) == 1 and isinstance(e.args[0], m.Filter) \
            and isinstance(e.args[0].source, m.Name) and e.args[0].source.name == "players":
        return rises(rules, e.args[0].cond, true, bound | {"player"})   # some seat's, for every seat alike
    zone = _pile(rules, e.args[0], bound) if isinstance(e, m.Call) and e.func == "empty" and len(e.args) == 1 else None
    if zone is not None:
        return frozenset({("out" if true else "in", zone)})
    return _either(reads(rules, e, bound))


def _moves(rules: m.Rules, e: m.Expr, up: bool, bound) -> Optional[FrozenSet[tuple]]:
    """The changes that may make the number `e` greater (`up`) or smaller (see `rises`)."""
    if isinstance(e, m.BinOp) and e.op in ("+", "-"):
        return _union(rules, (_moves(rules, e.left, up, bound), _moves(rules, e.right, up == (e.op == "+"), bound)))
    if isinstance(e, m.Unary) and e.op == "-":
        return _moves(rules, e.operand, not up, bound)
    if isinstance(e, m.Name) and e.name in _COUNTERS and e.name not in bound:
        return frozenset({("up" if up else "down", _COUNTERS[e.name])})
    if isinstance(e, m.Name) and e.name in rules.defines and e.name not in bound \
            and not rules.defines[e.name].params and e.name not in rules.variables:
        return _moves(rules, rules.defines[e.name].body, up, frozenset())
    zone = _pile(rules, e.args[0], bound) if isinstance(e, m.Call) and e.func == "size" and len(e.args) == 1 else None
    if zone is not None:
        return frozenset({("in" if up else "out", zone)})
    return _either(reads(rules, e, bound))


def _pile(rules: m.Rules, e: m.Expr, bound) -> Optional[str]:
    """The zone of `e` when `e` is `Z` or `Z of X` with X reading nothing that changes, else None."""
    if isinstance(e, m.Name) and e.name in rules.zones and e.name not in bound:
        return e.name
    if isinstance(e, m.Call) and e.func in rules.zones and len(e.args) == 1 and reads(rules, e.args[0], bound) == frozenset():
        return e.func
    return None


def _either(got: Optional[FrozenSet[tuple]]) -> Optional[FrozenSet[tuple]]:
    """`reads`' atoms as the changes of `rises`, both ways."""
    if got is None:
        return None
    out = set()
    for atom in got:
        out |= {("in", atom[1]), ("out", atom[1])} if atom[0] in ("zone", "empty") else {("up", atom), ("down", atom)}
    return frozenset(out)


class Ends:
    """The operands of one level's `ends when:` and what each reads (`reads`), for the level a
    move ever ends (mogel.compile.source_moves): an operand that reads only zones and the turns
    ("pruned") is false whenever the engine's phase is "play", so a move tests it only when it
    may turn it true (`rises`: a card leaving one zone and entering another, a play lowering
    the turns without a play).  Whatever else
    may change what such an operand reads finds out whether it holds now and, if it does, sets
    the phase "fresh" (`Engine.unchecked`), where the next check tests every operand: the start
    of a turn (the generated turn function's first lines), a covert move (its window), a deal,
    a shuffle, a reveal, the start of play.  The first operand that holds is the one main's
    full test finds: every operand left out is false."""

    def __init__(self, rules: m.Rules, level: m.Round):
        self.parts = operands(level.ends_when)
        self.reads = tuple(reads(rules, part) for part in self.parts)
        # the operands every check tests: they read more than zones and turns
        self.kept = tuple(i for i, got in enumerate(self.reads) if got is None)
        # the changes that may make each operand true (None: it is tested at every check)
        self.rises = tuple(None if got is None else rises(rules, part) for got, part in zip(self.reads, self.parts))

    def at_move(self, zones: Optional[Tuple[Optional[str], Optional[str]]], played: bool) -> Tuple[int, ...]:
        """The operands a move from and to `zones` (the zone a card leaves and the zone it enters,
        each None when not known before; None: neither) may make true, in order, with those every
        check tests; `played`: a play (the turns without a play drop to none).  A pruned operand
        is false before the move (the phase "play"), so only a change that may turn it towards
        true can make it hold (`rises`): a move into a hand never empties a hand."""
        src, dst = zones if zones is not None else (None, None)
        changes = {("down", QUIET)} if played else set()
        return tuple(i for i, up in enumerate(self.rises) if up is None or changes & up or any(
            way == "out" and src in (None, zone) or way == "in" and dst in (None, zone) for way, zone in up))

    def aside(self, zones: Optional[Tuple[str, ...]], turn: bool = False,
              kept: Optional[str] = None) -> Tuple[int, ...]:
        """The pruned operands a change no check follows may make true: of `zones`, or (`turn`)
        the start of a turn (the turn counter, the turns without a play); `kept`: a zone of
        `zones` whose piles the change leaves each as empty or not as it found it (a covert move
        from a pile of two cards at least), which an operand reading it only by `empty(...)`
        does not see."""
        return tuple(i for i, got in enumerate(self.reads)
                     if got is not None and (self._touched(got, zones, turn, kept) or turn and TURN in got))

    @staticmethod
    def _touched(got, zones, quiet: bool, kept: Optional[str] = None) -> bool:
        if quiet and QUIET in got:
            return True
        if zones is None:
            return any(atom[0] in ("zone", "empty") for atom in got)
        return any(("zone", zone) in got or zone != kept and ("empty", zone) in got for zone in zones)
