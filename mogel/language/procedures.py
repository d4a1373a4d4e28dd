"""Procedures: `procedure NAME:` items and the `do NAME` statements that run them (docs/language.md 10.16).

A procedure is a named block of statements; `do NAME` runs them where it stands, as if they
were written there.  A variant that writes `procedure NAME:` replaces the statements of that
procedure, and only them, so a house rule can change one part of a turn.

`link_procedures(rules)` gives every `do` node of the rules its procedure's statements (its
`body`), themselves linked, so every later stage -- the checker's walks, the compiler --
reads through a `do` as through an `if`.  It runs once the items are assembled and again
after variants are applied (a variant may replace a procedure).  A `do` whose procedure is
unknown, would run itself (directly or through others) or would nest too deep or grow too
large, or that gives its parameters another number of values than it has, gets no statements: `problems(rules)` says why, located at that `do`, and the checker
refuses the rules.  Rules with no procedure come back as they are (the same object).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from types import MappingProxyType
from typing import Dict, List, Optional, Tuple

from . import model as m
from ..errors import Joined, Said
from .said import SAY

# A procedure's statements with every `do` in them written out, at most this many blocks deep
# (a statement that holds a block is one level) and of at most this many statements: a chain of
# procedures each doing the next twice would double its size with each link.
MAX_NESTING = 40
MAX_STATEMENTS = 5000

# The fields of statements that hold blocks of statements.
BLOCKS = {m.If: ("then", "other"), m.ForEach: ("body",), m.Race: ("body", "wrong_body"), m.Act: ("otherwise",),
          m.ChoiceStmt: ("otherwise",), m.Repeat: ("body",), m.Do: ("body",), m.ForValue: ("body",)}
# The fields of items that hold blocks of statements.
ITEM_BLOCKS = {"zone": ("when_empty",), "card": ("on_play",), "round": ("setup", "scoring", "steps"),
               "level": ("setup", "scoring", "steps"), "turn": ("body",), "accusation": ("if_right", "if_wrong"),
               "procedure": ("body",)}


@dataclass(frozen=True)
class Procedure(m.Item):
    """`procedure NAME[(PARAMS)]:` -- a named block of statements that `do NAME[(ARGS)]` runs where
    it stands, each parameter bound to its argument as by a `let` at the top of the block; a
    variant replaces its `body` (and `params`, if it gives them) and leaves the rest of the rules alone."""

    body: Optional[Tuple[m.Stmt, ...]] = None
    params: Tuple[str, ...] = ()
    expect_warning: Optional[Tuple[str, ...]] = None   # `expect warning:` as the first line of its block
    category = "procedure"


def _names(e: m.Expr) -> set:
    """Every name `e` reads (a name a filter binds too: more is harmless here)."""
    found = {e.name} if isinstance(e, m.Name) else set()
    for inner in m.sub_expressions(e):
        found |= _names(inner)
    return found


def bind(params: Tuple[str, ...], args: Tuple[m.Expr, ...]) -> Tuple[m.Let, ...]:
    """The `let`s that bind a procedure's parameters to the values of a `do`'s arguments, at the
    top of its statements: `let p = ARG` each, in order.  Every argument is a value of the place
    of the `do`, so when one reads the name of a parameter bound before it (`do swap(b, a)` of
    `procedure swap(a, b):`) each value is first kept under a name no rules file can write
    (`let a' = b`, `let b' = a`, then `let a = a'` ...), else `b` would read the new `a`."""
    if not any(_names(arg) & set(params[:i]) for i, arg in enumerate(args)):
        return tuple(m.Let(p, arg, arg.span) for p, arg in zip(params, args))
    kept = tuple(m.Let(f"{p}'", arg, arg.span) for p, arg in zip(params, args))
    return kept + tuple(m.Let(p, m.Name(f"{p}'", arg.span), arg.span) for p, arg in zip(params, args))


def done_in(stmts) -> List[m.Do]:
    """The `do` statements of a block and of the blocks its statements hold, not looking into
    the procedures they run, in file order."""
    found: List[m.Do] = []
    for node in stmts or ():
        if isinstance(node, m.Do):
            found.append(node)
            continue
        for name in BLOCKS.get(type(node), ()):
            found += done_in(getattr(node, name))
    return found


class _Sizes:
    """How deep (blocks) and how large (statements) each procedure is with every `do` in it
    written out, and which `do` leads into a circle; works each procedure out once."""

    def __init__(self, procedures):
        self.procedures = procedures
        self.sizes: Dict[str, Tuple[int, int]] = {}
        self.busy: List[str] = []
        self.circles: Dict[str, List[str]] = {}   # a procedure that runs itself -> the circle

    def of(self, name: str) -> Tuple[int, int]:
        """(depth, statements) of procedure `name` written out; (0, 0) for one that runs itself."""
        if name in self.sizes:
            return self.sizes[name]
        if name in self.busy:   # a circle: every procedure on it runs itself
            circle = self.busy[self.busy.index(name):]
            for member in circle:
                self.circles.setdefault(member, circle[circle.index(member):] + circle[:circle.index(member)])
            return 0, 0
        self.busy.append(name)
        found = self.block(self.procedures[name].body)
        self.busy.pop()
        self.sizes[name] = found
        return found

    def block(self, stmts) -> Tuple[int, int]:
        """(depth, statements) of a block written out; a `do` holds its procedure's statements
        as an `if` holds its branch."""
        deepest = size = 0
        for node in stmts or ():
            size += 1
            if isinstance(node, m.Do):
                inner = [self.of(node.name)] if node.name in self.procedures else []
            else:
                inner = [self.block(getattr(node, field)) for field in BLOCKS.get(type(node), ())]
            for depth, statements in inner:
                deepest, size = max(deepest, depth), size + statements
        return deepest + 1, size


def _refused(sizes: _Sizes, name: str) -> Optional[Said]:
    """Why `do name` gets no statements (a message for the `do`), or None (also for an unknown
    procedure: it has none to give)."""
    if name not in sizes.procedures:
        return None
    depth, size = sizes.of(name)
    if name in sizes.circles:
        chain = [*sizes.circles[name], name]
        how = SAY("does_itself") if len(chain) == 2 else Joined(
            (SAY("does", name=chain[0], other=chain[1]), *(SAY("which_does", name=later) for later in chain[2:])),
            SAY("which"), SAY("which"))
        return SAY("runs_itself", name=name, how=how)
    if depth > MAX_NESTING:
        return SAY("nests_deep", name=name, depth=depth, most=MAX_NESTING)
    if size > MAX_STATEMENTS:
        return SAY("too_large", name=name, size=size, most=MAX_STATEMENTS)
    return None


def problems(rules: m.Rules) -> List[Tuple[m.Span, Said]]:
    """(where, message) for each procedure that runs itself or grows too deep or large (an
    unknown procedure is the checker's to tell, with a did-you-mean).  A circle of procedures
    is told once, at the `do` in the first of them (in file order) that does the next; a
    procedure too large once, at its first `do`, unless a procedure it does is too large
    already (that one is told)."""
    sizes, out, circles = _Sizes(rules.procedures), [], set()
    for name in rules.procedures:
        sizes.of(name)
    for name, procedure in rules.procedures.items():
        circle = sizes.circles.get(name)
        if circle is not None and frozenset(circle) not in circles:
            circles.add(frozenset(circle))
            after = circle[1] if len(circle) > 1 else name
            do = next(do for do in done_in(procedure.body) if do.name == after)
            out.append((do.name_span, _refused(sizes, name)))
    told = set()
    for item in rules.items():
        for field in ITEM_BLOCKS.get(item.category, ()):
            for do in done_in(getattr(item, field)):
                why = _refused(sizes, do.name)
                inner = {d.name for d in done_in(rules.procedures[do.name].body)} if why else set()
                if why and do.name not in sizes.circles and do.name not in told \
                        and not any(_refused(sizes, name) for name in inner if name in rules.procedures):
                    told.add(do.name)
                    out.append((do.name_span, why))
    return sorted(out, key=lambda found: (found[0].line, found[0].column))


def link_procedures(rules: m.Rules) -> m.Rules:
    """`rules` with every `do` given its procedure's statements, linked in turn (see the module's
    docstring); the same object when the rules have no procedure."""
    if not rules.procedures:
        return rules
    sizes, linked = _Sizes(rules.procedures), {}

    def body(name: str):
        if name not in linked:
            refused = name not in rules.procedures or _refused(sizes, name) is not None
            linked[name] = () if refused else None
            if not refused:
                linked[name] = relink(rules.procedures[name].body)
        return linked[name] or ()

    def relink(stmts):
        if not stmts:
            return stmts
        out = []
        for node in stmts:
            if isinstance(node, m.Do):   # its arguments first, as `let PARAM = ARG` (a wrong count: none)
                params = rules.procedures[node.name].params if node.name in rules.procedures else ()
                fits = len(params) == len(node.args)
                node = dataclasses.replace(node, body=bind(params, node.args) + body(node.name) if fits else ())
            else:
                changes = {f: relink(getattr(node, f)) for f in BLOCKS.get(type(node), ())}
                if any(changes[f] is not getattr(node, f) for f in changes):
                    node = dataclasses.replace(node, **changes)
            out.append(node)
        return tuple(out) if any(a is not b for a, b in zip(out, stmts)) else stmts

    def item(it: m.Item) -> m.Item:
        changes = {f: relink(getattr(it, f)) for f in ITEM_BLOCKS.get(it.category, ())}
        return dataclasses.replace(it, **changes) if any(changes[f] is not getattr(it, f) for f in changes) else it

    tables = {field: MappingProxyType({name: item(it) for name, it in getattr(rules, field).items()})
              for field in ("zones", "cards", "accusations", "levels", "procedures")}
    rnd = item(rules.round)
    if rules.levels.get("round") is rules.round:   # one object in both places stays one
        tables["levels"] = MappingProxyType({**tables["levels"], "round": rnd})
    return dataclasses.replace(rules, round=rnd, turn=item(rules.turn), **tables)
