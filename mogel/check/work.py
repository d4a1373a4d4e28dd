"""The work budget, and the checker's warning `too_much_work` about rules that cannot stay inside it.

WORK is how many steps (a player or card looked at, a run of a `repeat`) the rules may take
between two events of a game; the engine stops a game that takes more with a located
RulesRuntimeError (mogel.compile.work).  `work_warnings` is the warning `too_much_work`
(mogel.check.warnings calls it): the steps of nested loops estimated at the largest table (the
most players `players:` allows, a set of cards as large as the whole deck).  A statement that
can make something happen in the game (a player acts, cards move, a choice, a race, a variable
set) gives the budget back, so the estimate stops at it: only work that may run with nothing
happening is added up, as the engine charges it.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Callable, Dict, List, Optional, Tuple

from ..errors import Said
from ..language import model as m
from .lets import blocks, inner_blocks
from .said_statements import SAY, german_number
from .typer import Typer
from .typer_attrs import value_type
from .typer_sets import AGGREGATES, aggregate_binder, of_numbers
from .vocabulary import ANY, CARD, CARDS, PLAYER, PLAYERS, choice_table

WORK = 1_000_000   # steps between two events
ROUND_WORK = 10_000_000   # steps in one round, events or not (mogel.compile.work): the shipped games take a few thousand
UNCOUNTED = 100   # steps between two events ROUND_WORK does not count (the event budget bounds them)
COUNTED = WORK - UNCOUNTED   # Engine.emit counts the steps since the last event when `State.work` is below
RUNS = 1000   # the most runs of a `repeat` (mogel.compile.work.MAX_RUNS)
CODE = "too_much_work"
_QUIET = (m.Let, m.If, m.ForEach, m.ForValue, m.Repeat, m.Do)   # statements that make nothing happen by themselves


@functools.lru_cache(maxsize=None)
def _parts(kind: type) -> Tuple[str, ...]:
    """The fields of a statement's node type that may hold expressions, selections, verbs,
    subjects or choices (not its blocks, spans, names and flags)."""
    hints = {f.name: str(f.type) for f in dataclasses.fields(kind)}
    return tuple(name for name, hint in hints.items()
                 if not any(word in hint for word in ("Span", "str", "bool", "Stmt", "Names", "int]"))
                 and hint not in ("int",))


class _Estimate:
    """Steps of expressions and blocks of one Rules model, and the outermost loops over WORK."""

    def __init__(self, rules: m.Rules):
        self.rules = rules
        self.typer = Typer(rules, lambda span, message: None)
        self.players = rules.game.players[1] if rules.game.players else 2
        self.deck = self.cards(rules)
        self.found: Dict[m.Span, int] = {}   # the outermost loops over WORK -> their steps
        self._defines: Dict[str, int] = {}

    @staticmethod
    def cards(rules: m.Rules) -> int:
        """The cards of the deck, at least 1: the largest set of cards."""
        columns = m.deck_columns(rules)
        return max(1, sum(n for row in rules.deck.rows or () for _, n in m.row_copies(row, columns)))

    def size(self, source: m.Expr, scope) -> Tuple[int, str]:
        """(largest size, binder) of a set: players, a set literal, or else cards."""
        kind = self.typer.type_of(source, scope)
        if kind == PLAYERS:
            return self.players, "player"
        if isinstance(source, m.SetLit):
            return len(source.items), "card"
        return self.deck, "card"

    def expr(self, e, scope) -> int:
        """The steps one evaluation of `e` takes at most; the loops over WORK go to `found`."""
        if e is None or isinstance(e, m.Const):
            return 0
        if isinstance(e, m.Name):
            return self.define(e.name) if e.name in self.rules.defines and e.name not in scope else 0
        before = self.found
        if isinstance(e, m.Filter) or (isinstance(e, m.Call) and e.func in ("any", "count")
                                       and e.args and isinstance(e.args[0], m.Filter)):
            f = e if isinstance(e, m.Filter) else e.args[0]
            n, binder = self.size(f.source, scope)
            inner = self.expr(f.cond, {**scope, binder: CARD if binder == "card" else PLAYER})
            return self._outer(before, e.span, self.expr(f.source, scope) + n * (1 + inner))
        if isinstance(e, m.Call) and e.func in AGGREGATES and len(e.args) == 2 and \
                not of_numbers(e, self.typer.type_of(e.args[0], scope)):
            n, _ = self.size(e.args[0], scope)
            binder = aggregate_binder(self.typer.type_of(e.args[0], scope)) or "card"
            inner = self.expr(e.args[1], {**scope, binder: CARD if binder == "card" else PLAYER})
            return self._outer(before, e.span, self.expr(e.args[0], scope) + n * (1 + inner))
        if isinstance(e, m.Call) and e.func in self.rules.defines:
            return sum(self.expr(a, scope) for a in e.args) + self.define(e.func)
        if isinstance(e, m.Except):
            return self.size(e.source, scope)[0] + self.expr(e.source, scope) + self.expr(e.item, scope)
        total = 0
        for child in m.sub_expressions(e):
            total += self.expr(child, scope)
        return total

    def _outer(self, before: dict, span: m.Span, steps: int) -> int:
        if steps > WORK:   # this loop is outer to those found inside it: only it is told
            self.found = {**before, span: steps}   # (`found` is replaced, never changed in place)
        return steps

    def define(self, name: str) -> int:
        if name not in self._defines:
            self._defines[name] = 0   # a definition calling itself is the checker's error, not this
            define = self.rules.defines[name]
            self._defines[name] = self.expr(define.body, {p: "any" for p in define.params or ()})
        return self._defines[name]

    def own(self, node, scope) -> int:
        """The steps of a statement's own expressions (not its blocks'): a `where` of a
        selection is worked out for each card of its pile, a `where` of players for each player."""
        total = 0
        for name in _parts(type(node)):
            value = getattr(node, name)
            if value is None:
                continue
            if isinstance(value, m.Expr):
                if not (isinstance(value, m.Const) or (isinstance(value, m.Name) and value.name not in self.rules.defines)):
                    total += self.expr(value, scope)
            elif isinstance(value, m.Selection):
                total += self.expr(value.count, scope) + self.expr(value.chooser, scope)
                if value.where is not None:
                    total += self.deck * (1 + self.expr(value.where, {**scope, "card": CARD, "player": PLAYER}))
            elif not isinstance(value, tuple):   # a verb, a subject, a choice, a zone
                if getattr(value, "filter_kind", None) == "where":
                    inner = getattr(value, "expr", None) or getattr(value, "filter", None)
                    total += self.players * (1 + self.expr(inner, {**scope, "player": PLAYER}))
                else:
                    total += self.own(value, scope)
        return total

    def block(self, stmts, scope) -> Tuple[int, bool]:
        """(steps of a block with nothing happening, whether something may happen in it)."""
        scope, total, acts = dict(scope), 0, False
        for node in stmts or ():
            steps, happens = self.stmt(node, scope)
            total, acts = (0, True) if happens else (total + steps, acts)
            if isinstance(node, m.Let):
                scope[node.name] = self.typer.type_of(node.expr, scope)
        return total, acts

    def stmt(self, node, scope) -> Tuple[int, bool]:
        before = self.found
        steps = self.own(node, scope)
        bound = value_type(node.attribute) if isinstance(node, m.ForValue) else PLAYER
        inner = [self.block(b, {**scope, **{name: bound for name in binds}}) for b, binds in inner_blocks(node)]
        body = max((s for s, _ in inner), default=0)
        acts = any(a for _, a in inner)
        if isinstance(node, m.ForEach) or (isinstance(node, m.Act) and node.subject.each):
            steps += self.players * (1 + body) if not acts else self.players + body
            return self._outer(before, node.span, steps) if isinstance(node, m.ForEach) else steps, \
                isinstance(node, m.Act) or acts
        if isinstance(node, (m.Repeat, m.ForValue)):
            known = node.times if isinstance(node, m.Repeat) and isinstance(node.times, m.Const) else None
            runs = min(known.value, RUNS) if known is not None and isinstance(known.value, int) else RUNS
            if isinstance(node, m.ForValue):   # once per value of the attribute
                runs = len(getattr(self.rules.attributes.get(node.attribute), "values", None) or ())
            steps += runs * (1 + body) if not acts else runs + body
            return self._outer(before, node.span, steps), acts
        return steps + body, acts or not isinstance(node, _QUIET)


    def kept(self, stmts, scope, read: Optional[Tuple[tuple, tuple]]) -> None:
        """`block(stmts, scope)` for a block of the game, its loops over WORK added to `found`;
        read: `_read` of the items a block's estimate reads (None: work it out here).  What it
        finds, and the steps of the definitions it works out first, are kept for the last KEPT
        blocks (BLOCKS_KEPT) by the block object, its scope, `read` and the definitions worked out before it
        (a definition's loops are found where it is first worked out): the editor's checks
        share most blocks (mogel.check.incremental).  A block's loops are the same found apart:
        a loop outer to others drops only those found inside it."""
        if read is None:
            self.block(stmts, scope)
            return
        key = (id(stmts), tuple(scope.items()), read[1], frozenset(self._defines))
        kept = _blocks.get(key)
        if kept is None or kept[0] is not stmts:
            before, known = self.found, set(self._defines)
            self.found = {}
            self.block(stmts, scope)
            kept = (stmts, read[0], self.found, {name: n for name, n in self._defines.items() if name not in known})
            self.found = before
            if len(_blocks) >= BLOCKS_KEPT:
                _blocks.clear()
            _blocks[key] = kept
        self.found = {**self.found, **kept[2]}
        self._defines.update(kept[3])


BLOCKS_KEPT = 4096
_blocks: Dict[tuple, tuple] = {}


def everything(item: m.Item) -> bool:
    """The picker of a whole check (mogel.check.checker): every item."""
    return True


_TABLES = ("defines", "zones", "cards", "roles", "cheats", "accusations", "attributes", "variables", "claims",
           "levels", "procedures")


# the items whose very objects an estimate of one block reads (of the others: only their names;
# of the deck: its columns and how many cards it has)
_BLOCK_READS = ("defines", "zones", "roles", "cheats", "attributes", "variables", "claims")


def _read(rules: m.Rules, tables: Tuple[str, ...] = _TABLES, singles: Tuple[str, ...] = ("deck", "round", "turn")) \
        -> Tuple[tuple, tuple]:
    """(the items of `rules` in `tables`, its game and `singles`; a key of all else the estimate
    reads): the names of all items, the deck's columns and size, and of the variants only the
    choices their statements make (its Typer's `choice_table`: the types of options and of
    stored answers); messages it would say (the rules' text) are unsaid."""
    items = (rules.game, *(getattr(rules, single) for single in singles),
             *(item for table in tables for item in getattr(rules, table).values()))
    options, stored, _ = choice_table(rules)
    deck = (rules.deck.columns, rules.deck.values, _Estimate.cards(rules))
    return items, (rules.file, tuple(tuple(getattr(rules, table)) for table in _TABLES), tuple(map(id, items)),
                   deck, tuple(options.items()), tuple(stored.items()))


def work_warnings(rules: m.Rules, picked: Callable[[m.Item], bool] = everything) -> List[tuple]:
    """(span, message) of `too_much_work` for each outermost expression or loop of the picked
    items that may take more than WORK steps with nothing happening in the game, at the largest
    table the rules allow.  For every item (`everything`), the answer is kept for the last KEPT
    rules by the very same item objects and choices (a model is immutable): the editor checks
    rules without its variants, the same but for the variants, after each edit of a variant; and
    what the estimate finds in a block, by the block and what it reads elsewhere (`kept`)."""
    if picked is not everything:
        return _warnings(rules, picked)
    items, key = _read(rules)
    kept = _kept.get(key)
    if kept is not None and all(a is b for a, b in zip(kept[0], items)):
        return list(kept[1])
    found = _warnings(rules, picked)
    if len(_kept) >= KEPT:
        _kept.clear()
    _kept[key] = (items, tuple(found))
    return found


KEPT = 8
_kept: Dict[tuple, Tuple[tuple, tuple]] = {}


def _warnings(rules: m.Rules, picked: Callable[[m.Item], bool]) -> List[tuple]:
    """work_warnings, worked out."""
    estimate = _Estimate(rules)
    scopes = {"played": CARD, "active": PLAYER, "accuser": PLAYER, "accused": PLAYER, "cheated": CARD,
              "claimed": CARDS, "claimer": PLAYER}
    read = _read(rules, _BLOCK_READS, ()) if picked is everything else None
    for item, stmts, binds in blocks(rules):
        if picked(item):
            estimate.kept(stmts, {name: scopes.get(name, ANY) for name in binds}, read)
    rnd = rules.round
    if picked(rnd):
        for e in (rnd.starter, rnd.first, rnd.ends_when):
            estimate.expr(e, {})
    for cheat in rules.cheats.values():
        if picked(cheat):
            estimate.expr(cheat.by, {})
            estimate.expr(cheat.only_if, {"player": PLAYER, "card": CARD})
    return [(span, _message(estimate, steps)) for span, steps in sorted(
        estimate.found.items(), key=lambda kv: (kv[0].line, kv[0].column))]


def _message(estimate: _Estimate, steps: int) -> Said:
    huge = SAY("more_than_huge") if steps >= 10 ** 15 else None
    return SAY("too_much_work", players=estimate.players, deck=estimate.deck, steps=huge or f"{steps:,}",
               steps_de=huge or german_number(steps), work=f"{WORK:,}", work_de=german_number(WORK))
