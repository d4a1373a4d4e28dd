"""The value a `let` gives its name, where that value is certain: what the checker and its
warnings fold a number through (`let n = 0 - 2` then `deal n cards ...`, docs/language.md 10.5).

`known` maps a name to the whole number a `let` bound it to (worked out by
`typer.constant_number`).  A name is in it only where its value is certain: a `let` of the same
block, or of a block around it, bound it to a constant, and no statement since may have bound it
again.  A `let` inside an `if` branch, a `for each` or race body or an `otherwise` may run or not
(or run once per player), so after that statement the name is unknown; inside such a block the
names it binds (itself, or as `player` and a race's name) are unknown until it binds them again.
"""

from __future__ import annotations

from typing import Collection, Dict, Iterable

from . import model as m
from .typer import constant_number

Known = Dict[str, int]


def inner_blocks(node: m.Stmt) -> list:
    """(block, names the statement binds for it) for each block a statement holds."""
    if isinstance(node, m.If):
        return [(node.then, ()), (node.other, ())]
    if isinstance(node, m.ForEach):
        return [(node.body, ("player",))]
    if isinstance(node, m.Race):
        return [(node.body, (node.binding,))]
    if isinstance(node, m.Act):
        return [(node.otherwise, ("player",) if node.subject.each else ())]
    return []


def rebound(stmts: Iterable[m.Stmt]) -> set:
    """Every name a block binds, with `let` or as the name of a loop or race, at any depth."""
    names = set()
    for node in stmts or ():
        if isinstance(node, m.Let):
            names.add(node.name)
        for block, binds in inner_blocks(node):
            names |= set(binds) | rebound(block)
    return names


def entering(known: Known, stmts, binds: Collection[str] = ()) -> Known:
    """What is known at the start of a nested block that binds `binds` around it."""
    hidden = rebound(stmts) | set(binds)
    return {name: value for name, value in known.items() if name not in hidden}


def after(rules: m.Rules, known: Known, node: m.Stmt, scope: Collection[str]) -> Known:
    """What is known after `node`; `scope`: the names bound where it stands (blind unless known)."""
    if isinstance(node, m.Let):
        value = constant_number(rules, node.expr, scope=scope, known=known)
        rest = {name: v for name, v in known.items() if name != node.name}
        return rest if value is None else {**rest, node.name: value}
    hidden = set().union(*(set(binds) | rebound(block) for block, binds in inner_blocks(node)))
    return {name: value for name, value in known.items() if name not in hidden}
