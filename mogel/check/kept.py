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

import dataclasses
import itertools
from typing import Callable, Dict, FrozenSet, Iterator, List, NamedTuple, Optional, Tuple

from ..errors import Said
from ..language import model as m
from . import lets

KEPT = 4096
_kept: Dict[tuple, tuple] = {}
_faces: Dict[int, tuple] = {}
_every: Dict[int, tuple] = {}
_contexts: Dict[tuple, "Context"] = {}   # the key of a context -> its Context (a number and the objects)
_numbers = itertools.count()


class Leak(NamedTuple):
    """A value told to seats that reads a face some of them cannot see: where the face is read (or
    the statement, when that is in a definition elsewhere: `message` names the place); kind:
    "variable", "option", "race", "claim", "play" (the cards a player may play or give) or
    "choice" (a chosen player or value), of that `name` (for a play or a choice: its chooser's
    text); expect: the codes its block acknowledges (None: none; for a play or a choice, () in a
    card that acknowledges none, None outside a card, where nothing may)."""

    span: m.Span
    kind: str
    name: str
    expect: Optional[Tuple[str, ...]]
    message: Said


def walk_stmts(stmts) -> Iterator[m.Stmt]:
    """Each statement of `stmts` and of the blocks inside them, in order."""
    for node in stmts or ():
        yield node
        for block, _ in lets.inner_blocks(node):
            yield from walk_stmts(block)


def by_block(table: Dict[int, tuple], block, make: Callable[[object], object]):
    """`make(block)`, kept in `table` by the block object (its `id`, the block held so that no
    other object takes the id while it is kept; at most KEPT entries, then all are let go)."""
    found = table.get(id(block))
    if found is not None and found[0] is block:
        return found[1]
    value = make(block)
    if len(table) >= KEPT:
        table.clear()
    table[id(block)] = (block, value)
    return value


def every(block) -> tuple:
    """Each statement of `block` and of the blocks inside them, in order (walk_stmts), kept per
    block object: the checks of the editor's text after each edit share most blocks."""
    return by_block(_every, block, lambda b: tuple(walk_stmts(b)))


_LEAVES = {str, int, float, bool, type(None), m.Span}
_FIELDS: Dict[type, Tuple[str, ...]] = {}   # model class -> the names of its fields


def nodes(node, out: list) -> list:
    """`node` and every model node it holds (a tuple's or list's parts, a dataclass's fields;
    not a Span's, nor words and numbers), in pre-order, appended to `out`."""
    out.append(node)
    if isinstance(node, (tuple, list)):
        parts = node
    else:
        names = _FIELDS.get(type(node))
        if names is None:
            names = _FIELDS[type(node)] = tuple(f.name for f in dataclasses.fields(node)) \
                if dataclasses.is_dataclass(node) and not isinstance(node, type) else ()
        parts = [getattr(node, name) for name in names]
    for part in parts:
        if type(part) not in _LEAVES:
            nodes(part, out)
    return out


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
    return by_block(_faces, block, _faces_of)


def _faces_of(block) -> Faces:
    plays = [node.verb for node in every(block) if isinstance(node, m.Act) and isinstance(node.verb, m.Play)]
    down = [play for play in plays if play.face_down]
    return Faces(frozenset({node.dest.name for node in every(block) if getattr(node, "face_down", False)} |
                             {play.dest.name for play in down if play.dest.owner is not None}),
                 frozenset(play.dest.name for play in down),
                 tuple((play.selection.zone.name, play.dest.name) for play in plays if not play.face_down))


class Context(NamedTuple):
    """What a walk of one block reads of the rest of the rules (the module's docstring): `key`,
    a number given to one such context (the objects of `held` by `id`, and what else it reads)."""

    key: tuple
    held: tuple


# what the walks for hidden cards read of the rest of the rules, besides `Faces`
LEAK_READS = ("zones", "defines", "variables", "claims")


def context(rules: m.Rules, tables: Tuple[str, ...], *more) -> Context:
    """The Context of walks of `rules`' blocks that read the items of `tables` (names of Rules'
    fields: "zones", "game" ...); `more`: what else they read, hashable (the face-down zones,
    why `played` is hidden)."""
    read = [getattr(rules, table) for table in tables]
    key = (rules.file, tuple(tuple((name, id(item)) for name, item in table.items()) if hasattr(table, "items")
                             else id(table) for table in read), *more)
    known = _contexts.get(key)
    if known is None:   # a number for the key, never given again (hashing the key was most of a look-up)
        if len(_contexts) >= KEPT:
            _contexts.clear()
        held = tuple(tuple(table.values()) if hasattr(table, "items") else table for table in read)
        known = _contexts[key] = Context((next(_numbers),), held)
    return known


def kept(kind, objects: tuple, read: Context, make: Callable[[], object]):
    """`make()` for the very same `objects` (a block, its item ...) and context `read`, kept: worked
    out once per `kind` (what is made, hashable), objects and context."""
    key = (kind, tuple(map(id, objects)), read.key)
    found = _kept.get(key)
    if found is not None and all(a is b for a, b in zip(found[0], objects)):
        return found[2]
    value = make()
    if len(_kept) >= KEPT:
        _kept.clear()
    _kept[key] = (objects, read.held, value)
    return value


class Walked(NamedTuple):
    """What a walk of one block found: its leaks, the errors of blind choices it kept
    ((span, message), in order) and the races' `sees_right` it set ((span, bool), in order)."""

    leaks: tuple
    blind: tuple
    sees_right: tuple


def walked(kind, item: m.Item, block, binds: Tuple[str, ...], read: Context,
           walk: Callable[[List, List, Dict], None]) -> Walked:
    """What `walk(leaks, blind, sees_right)` adds to those (a list, a list, a dict) for `block`
    of `item` bound `binds`, where the walk reads `read` of the rest of the rules; the walk is
    done once per block, item, binds, context and `kind` (the walk's name and its class: a
    subclass may walk otherwise)."""
    def make() -> Walked:
        leaks: List = []
        blind: List = []
        sees: Dict = {}
        walk(leaks, blind, sees)
        return Walked(tuple(leaks), tuple(blind), tuple(sees.items()))

    return kept((kind, binds), (item, block), read, make)
