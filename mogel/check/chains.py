"""How deeply definitions use one another: a located error where it is too deep to work with.

The checker types a definition where it is used, the compiler writes it out in place
(mogel.compile.source_expr) and play evaluates it there, deeper per level; Python
stops at 1000 calls.  So `definition_depths` refuses, at the definition where it happens,

* a chain of more than MAX_CHAIN definitions that each use the next (`define d0 = d1 + 1`,
  `define d1 = d2 + 1` ...), and
* a definition that, with the definitions it uses written out in it, nests more than
  MAX_NESTING levels deep (a chain of MAX_CHAIN definitions each nested many levels deep), or
* has more than MAX_PARTS parts (operators, names, numbers) written out: definitions that each
  use the next twice (`define d0 = d1 + d1` ...) double at every step, and checking, compiling
  and playing them took minutes at 18 steps.

With a use of the definition nested at most mogel.language.parser.MAX_DEPTH deep, the checker, the
compiler and play then stay below 700 calls (tests/check/test_check_chains.py measures it).
A definition in terms of itself is left to the typer, which tells it.
"""

from __future__ import annotations

from collections import deque
from typing import Callable, Deque, Dict, List, Optional, Tuple

from ..errors import Joined, Said
from ..language import model as m
from .said_items import SAY

MAX_CHAIN = 50
MAX_NESTING = 120
MAX_PARTS = 5000

Report = Callable[[m.Span, Said], None]


def _used(rules: m.Rules, e: m.Expr, params) -> Optional[str]:
    """The definition `e` names or calls, or None (a parameter hides a definition of its name)."""
    if isinstance(e, m.Name) and e.name not in params and e.name in rules.defines:
        return e.name
    if isinstance(e, m.Call) and e.func in rules.defines:
        return e.func
    return None


def _uses(rules: m.Rules, define: m.Define) -> List[str]:
    """The definitions the body of `define` uses, each once, in the order they stand."""
    found, stack, params = [], [define.body] if define.body is not None else [], set(define.params or ())
    while stack:
        e = stack.pop()
        name = _used(rules, e, params)
        if name is not None and name not in found:
            found.append(name)
        stack.extend(reversed(m.sub_expressions(e)))
    return found


class _Depths:
    """`chain[d]` (how many definitions in a row, d first), `next[d]` (the definition d uses
    that continues its longest chain, or None) and `nesting[d]` (levels, used definitions
    written out), worked out for every definition, those it uses first; `counted(d)`: the
    definitions d uses that were worked out before d and so count in it (not those that use d
    in turn: a definition in terms of itself)."""

    def __init__(self, rules: m.Rules):
        self.rules = rules
        self.chain: Dict[str, int] = {}
        self.next: Dict[str, Optional[str]] = {}
        self.nesting: Dict[str, int] = {}
        self.parts: Dict[str, int] = {}
        self.uses: Dict[str, List[str]] = {}
        self.order: Dict[str, int] = {}
        for name in rules.defines:
            self._walk(name)

    def _walk(self, start: str) -> None:
        """Work out `start` and all it uses, without recursion: a chain may be long."""
        if start in self.chain:
            return
        uses = self.uses
        stack: List[Tuple[str, int]] = [(start, 0)]
        on_stack = {start}
        while stack:
            name, i = stack[-1]
            if name not in uses:
                uses[name] = _uses(self.rules, self.rules.defines[name])
            if i < len(uses[name]):
                stack[-1] = (name, i + 1)
                used = uses[name][i]
                if used not in self.chain and used not in on_stack:   # on the stack: a cycle, told by the typer
                    stack.append((used, 0))
                    on_stack.add(used)
                continue
            stack.pop()
            on_stack.discard(name)
            self.order[name] = len(self.order)
            best = max(self.counted(name), key=lambda u: self.chain[u], default=None)
            self.chain[name] = 1 + (self.chain[best] if best else 0)
            self.next[name] = best
            define = self.rules.defines[name]
            params = set(define.params or ())
            self.nesting[name] = self._levels(define.body, params) if define.body else 0
            self.parts[name] = self._parts(define.body, params) if define.body else 0

    def counted(self, name: str) -> List[str]:
        """The definitions `name` uses that were worked out before it."""
        return [u for u in self.uses[name] if u in self.order and self.order[u] < self.order[name]]

    def _levels(self, e: m.Expr, params) -> int:
        """How deep `e` nests, each definition it uses written out in place (its arguments,
        evaluated inside it, counted on top)."""
        inner = [self._levels(child, params) for child in m.sub_expressions(e)]
        used = _used(self.rules, e, params)
        return 1 + max(inner, default=0) + self.nesting.get(used, 0)

    def _parts(self, e: m.Expr, params) -> int:
        """How many parts `e` has, each definition it uses written out in place."""
        used = _used(self.rules, e, params)
        return 1 + sum(self._parts(child, params) for child in m.sub_expressions(e)) + self.parts.get(used, 0)

    def path(self, name: str) -> List[str]:
        """The longest chain of definitions from `name`, each using the next."""
        found = [name]
        while self.next[found[-1]] is not None:
            found.append(self.next[found[-1]])
        return found


def _shown(path: List[str]):
    """`'d0' uses 'd1', which uses 'd2', ... 'd140'`, shortened in the middle."""
    names = [f"'{n}'" for n in path]
    if len(names) <= 4:
        return Joined((SAY("uses", a=names[0], b=names[1]), *(SAY("chain_which_uses", c=n) for n in names[2:])), "", "")
    return SAY("uses_long", a=names[0], b=names[1], c=names[2], last=names[-1])


def definition_depths(rules: m.Rules, error: Report) -> None:
    """Report a chain of more than MAX_CHAIN definitions at its MAX_CHAIN + 1st definition,
    counted from the chain's first (one that no other definition uses), and a definition
    nested more than MAX_NESTING levels deep, its definitions written out, where it first
    gets so deep: at a definition whose used definitions are each at most that deep.  All
    it reads is the definitions: what it told of the very same definition items the last
    KEPT times is told again without a walk (an editor's text after an edit, a variant
    applied, have the same definitions: mogel.check.incremental)."""
    defines = tuple(rules.defines.values())
    for kept, told in tuple(_told):   # a copy: another thread may check at the same time
        if len(kept) == len(defines) and all(a is b for a, b in zip(kept, defines)):
            break
    else:
        told = []
        _report(rules, lambda span, said: told.append((span, said)))
        _told.appendleft((defines, tuple(told)))
    for span, said in told:
        error(span, said)


KEPT = 4
_told: Deque[Tuple[tuple, Tuple[Tuple[m.Span, Said], ...]]] = deque(maxlen=KEPT)


def _report(rules: m.Rules, error: Report) -> None:
    """definition_depths without its memory."""
    depths = _Depths(rules)
    over = [name for name in rules.defines if depths.chain[name] > MAX_CHAIN]
    inside = {u for name in over for u in depths.counted(name)}
    told = set()
    for name in over:
        if name not in inside:
            path = depths.path(name)
            at = path[MAX_CHAIN]
            if at not in told:
                told.add(at)
                error(rules.defines[at].span, SAY("chain_long", n=len(path), path=_shown(path), at=at, nth=MAX_CHAIN + 1,
                                                  suffix=_suffix(MAX_CHAIN + 1), most=MAX_CHAIN))
    if told:
        return
    for name, define in rules.defines.items():
        path = depths.path(name)
        chain = SAY("a_chain_of", path=_shown(path), n=len(path)) if len(path) > 1 else ""
        if depths.nesting[name] > MAX_NESTING and _first_over(depths, depths.nesting, name, MAX_NESTING):
            error(define.span, SAY("nested_deep", name=name, depth=depths.nesting[name], chain=chain, most=MAX_NESTING))
        elif depths.parts[name] > MAX_PARTS and _first_over(depths, depths.parts, name, MAX_PARTS):
            error(define.span, SAY("too_many_parts", name=name, parts=depths.parts[name], chain=chain, most=MAX_PARTS))


def _first_over(depths: _Depths, measure: Dict[str, int], name: str, limit: int) -> bool:
    """Whether every definition `name` uses is within `limit` (so `name` is where it is first over)."""
    return all(measure[u] <= limit for u in depths.counted(name))


def _suffix(n: int) -> str:
    """The English ending of the ordinal of `n`: "st" for 51 (German writes "51.")."""
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
