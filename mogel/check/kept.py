"""What the checker's walks for hidden cards keep per block: the walks of a block are not done again.

The walks of mogel.check.leaks, mogel.check.offers and mogel.check.public look at every block of
the game on every check.  The notebooks' editor checks its text after each keystroke, twice
(without its variants and with them, mogel.check.incremental), and the top-level items an edit
leaves alone are the very same objects in every one of those checks (a model is immutable), so
what a walk found in a block is kept and given back while

* the block and the item it belongs to are the very same objects (`id` and `is`),
* it is bound the same names (`lets.blocks`), and
* all else the walk reads is the same: `Context` -- the zones (`seen by`, `top seen by`, shared),
  the definitions, the variables (their `expect warning:`) and the claims (`holds:`, `expect
  warning:`) as the very same objects by name, the rules' file name, and the zones where cards
  may lie face down (`Faces`, of every block) and why some seat may not see `played`.

The text a message quotes (a chooser's, mogel.check.offers `_text`) lies inside the block, so
it is the same while the block is: a kept piece of the editor's text is the same text at the
same line (an item moved to other lines is a new object, mogel.check.incremental `shifted`).
An entry holds the objects its key names by `id`, so no other object can take their ids while
it is kept; at most KEPT entries are kept (then all are let go).  Walking the blocks again was
a quarter of the editor's re-check after a one-line edit (bench/README.md).
"""

from __future__ import annotations

from typing import Callable, Dict, FrozenSet, Iterator, List, NamedTuple, Tuple

from ..language import model as m
from . import lets

KEPT = 4096
_kept: Dict[tuple, tuple] = {}
_faces: Dict[int, tuple] = {}
_every: Dict[int, tuple] = {}


def walk_stmts(stmts) -> Iterator[m.Stmt]:
    """Each statement of `stmts` and of the blocks inside them, in order."""
    for node in stmts or ():
        yield node
        for block, _ in lets.inner_blocks(node):
            yield from walk_stmts(block)


def every(block) -> tuple:
    """Each statement of `block` and of the blocks inside them, in order (walk_stmts), kept per
    block object: the checks of the editor's text after each edit share most blocks."""
    kept = _every.get(id(block))
    if kept is not None and kept[0] is block:
        return kept[1]
    found = tuple(walk_stmts(block))
    if len(_every) >= KEPT:
        _every.clear()
    _every[id(block)] = (block, found)
    return found


class Faces(NamedTuple):
    """How one block lays cards: `foreign`, the zones it lays a card face down in by a rules
    move or by a play onto a zone of a given player (laid there by others than the zone's
    owner); `down`, those it plays a card face down to; `up`, (from, to) of each face-up play,
    in order."""

    foreign: FrozenSet[str]
    down: FrozenSet[str]
    up: Tuple[Tuple[str, str], ...]


def faces(block) -> Faces:
    """The Faces of `block` and of the blocks inside it, kept per block object."""
    kept = _faces.get(id(block))
    if kept is not None and kept[0] is block:
        return kept[1]
    plays = [node.verb for node in every(block) if isinstance(node, m.Act) and isinstance(node.verb, m.Play)]
    down = [play for play in plays if play.face_down]
    found = Faces(frozenset({node.dest.name for node in every(block) if getattr(node, "face_down", False)} |
                            {play.dest.name for play in down if play.dest.owner is not None}),
                  frozenset(play.dest.name for play in down),
                  tuple((play.selection.zone.name, play.dest.name) for play in plays if not play.face_down))
    if len(_faces) >= KEPT:
        _faces.clear()
    _faces[id(block)] = (block, found)
    return found


class Context(NamedTuple):
    """What a walk of one block reads of the rest of the rules (the module's docstring): `key`,
    hashable, names the objects of `held` by `id`."""

    key: tuple
    held: tuple


def context(rules: m.Rules, *more) -> Context:
    """The Context of the walks of `rules`' blocks; `more`: what else they read, hashable (the
    face-down zones, why `played` is hidden)."""
    tables = (rules.zones, rules.defines, rules.variables, rules.claims)
    key = (rules.file, *(tuple((name, id(item)) for name, item in table.items()) for table in tables), *more)
    return Context(key, tuple(tuple(table.values()) for table in tables))


class Walked(NamedTuple):
    """What a walk of one block found: its leaks, the errors of blind choices it kept
    ((span, message), in order) and the races' `sees_right` it set ((span, bool), in order)."""

    leaks: tuple
    blind: tuple
    sees_right: tuple


def walked(kind: str, item: m.Item, block, binds: Tuple[str, ...], read: Context,
           walk: Callable[[List, List, Dict], None]) -> Walked:
    """What `walk(leaks, blind, sees_right)` adds to those (a list, a list, a dict) for `block`
    of `item` bound `binds`, where the walk reads `read` of the rest of the rules; the walk is
    done once per block, item, binds, context and `kind` (the walk's name and its class: a
    subclass may walk otherwise)."""
    key = (kind, id(item), id(block), binds, read.key)
    kept = _kept.get(key)
    if kept is not None and kept[0] is item and kept[1] is block:
        return kept[3]
    leaks: List = []
    blind: List = []
    sees: Dict = {}
    walk(leaks, blind, sees)
    found = Walked(tuple(leaks), tuple(blind), tuple(sees.items()))
    if len(_kept) >= KEPT:
        _kept.clear()
    _kept[key] = (item, block, read.held, found)
    return found
