"""The warning `leaks_hidden`: a `set` that tells every seat what a card some seat cannot see is.

A variable is public (docs/language.md 10.9): a `set` is an event every seat is told, `quietly` or
not.  When the value comes from a card's face that some seat does not see -- a card in a hand
seen by its owner, in a pile seen by nobody, below the top of a pile whose top only is seen, a
card that may lie face down -- the rules themselves give that card away to every seat:

    set led = (top of hand of active).suit       # the suit of a card only its holder sees
    set most = count(draw where card is moth)    # what lies in a pile nobody sees

What every seat sees tells nothing: a card in a zone `seen by all` (not laid face down in it),
the top of a pile `top seen by all`, `played` where every play lands where all see it, a card
`reveal` turned face up in a zone all see (the same expression, later in its block), how many
cards a zone holds (`size`, `empty`, `count`, `any` of a zone not filtered by its faces),
whether a card is there (`present`, `absent`) or lies face down, and a choice (`set wished =
active chooses a suit`): what a player says is theirs to say.  `cheated` and `claimed` of an
accusation are taken as told: the accusation shows them.

`leaks(rules)` gives (span, variable, message) for each such `set`, at the place its value reads
the hidden face (at the `set`'s value when that place is in a definition, which the message
names); mogel.check.warnings makes them warnings, or notes where the variable's block says
`expect warning: leaks_hidden`.  It walks the blocks of `lets.blocks` with what each `let`
binds, as the generated code binds it (a `let` in a branch ends with the branch).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Dict, FrozenSet, Iterator, List, Optional, Tuple

from ..errors import Said
from ..language import model as m
from . import lets
from .said_statements import SAY

CODE = "leaks_hidden"

# functions whose value tells only whether or how many cards there are, not their faces
_COUNTS = frozenset({"size", "empty", "count", "any", "present", "absent", "face_down"})
_AGGREGATES = frozenset({"sum", "max", "min", "highest", "lowest"})
# what the message says of a hidden face, by why it is hidden (Hidden.why)
_WHAT = {"owner": "leak_owner", "nobody": "leak_nobody", "top": "leak_top", "face_down": "leak_face_down"}


@dataclass(frozen=True)
class Hidden:
    """Why some seat does not see a card: its zone and `why` ("owner": a zone seen by its owner
    only, "nobody", "top": below the top of a pile whose top only is seen, "face_down": it may lie
    face down there)."""

    zone: str
    why: str


@dataclass(frozen=True)
class Seen:
    """What an expression gives away.  leak: its value depends on a hidden face, read at `at`
    (hidden: why that face is hidden); hidden: for a card or a set of cards, why some seat does
    not see their faces (None: every seat does); top: a set whose top card every seat sees;
    cards: a card or a set of cards."""

    at: Optional[m.Span] = None
    leak: Optional[Hidden] = None
    hidden: Optional[Hidden] = None
    top: bool = False
    cards: bool = False


CLEAN = Seen()


def _either(*found: Seen) -> Seen:
    """The first leak among `found`, as a value that is no card."""
    return next((Seen(s.at, s.leak) for s in found if s.leak is not None), CLEAN)


def _read(s: Seen, at: m.Span) -> Seen:
    """The face of the card(s) `s` read at `at`: a leak where they are hidden."""
    if s.leak is not None:
        return Seen(s.at, s.leak)
    return Seen(at, s.hidden) if s.cards and s.hidden is not None else CLEAN


def _walk_stmts(stmts) -> Iterator[m.Stmt]:
    for node in stmts or ():
        yield node
        for block, _ in lets.inner_blocks(node):
            yield from _walk_stmts(block)


class Leaks:
    """The visibility of one Rules' zones and plays, and the walk of its blocks (`found`)."""

    def __init__(self, rules: m.Rules):
        self.rules = rules
        every = [node for _, block, _ in lets.blocks(rules) for node in _walk_stmts(block)]
        self.down = {node.dest.name for node in every if getattr(node, "face_down", False)} | \
            {node.verb.dest.name for node in every if isinstance(node, m.Act) and isinstance(node.verb, m.Play)
             and node.verb.face_down}
        self.played = self._played(every)
        self.defined: Dict[tuple, Seen] = {}

    def _played(self, every) -> Optional[Hidden]:
        """Why some seat may not see `played`: a play face up that not every seat sees (from and
        to zones whose faces, or top, are hidden from some), else None."""
        for node in every:
            verb = node.verb if isinstance(node, m.Act) else None
            if isinstance(verb, m.Play) and not verb.face_down:
                ends = [self.zone(verb.selection.zone.name), self.zone(verb.dest.name)]
                if all(end.hidden is not None and not end.top for end in ends):
                    return ends[1].hidden
        return None

    def zone(self, name: str) -> Seen:
        zone = self.rules.zones.get(name)
        if zone is None:
            return Seen(cards=True)
        down = name in self.down
        if zone.seen_by == "all":
            return Seen(hidden=Hidden(name, "face_down") if down else None, cards=True)
        if zone.top_seen_by == "all":
            return Seen(hidden=Hidden(name, "top"), top=not down, cards=True)
        return Seen(hidden=Hidden(name, zone.seen_by if zone.seen_by == "owner" else "nobody"), cards=True)

    def seen(self, e: m.Expr, env: Dict[str, Seen], shown: FrozenSet[m.Expr] = frozenset()) -> Seen:
        """What `e` gives away where the names of `env` mean what it maps them to; `shown`: the
        expressions a `reveal` turned face up before it."""
        s = self._seen(e, env, shown)
        if s.hidden is not None and s.hidden.why == "face_down" and e in shown:
            s = replace(s, hidden=None)
        return s

    def _seen(self, e: m.Expr, env, shown) -> Seen:
        if isinstance(e, m.Name):
            if e.name in env:
                return env[e.name]
            if e.name in self.rules.zones:
                return self.zone(e.name)
            define = self.rules.defines.get(e.name)
            return self.call(e.name, ()) if define is not None and not define.params else CLEAN
        if isinstance(e, m.Call):
            return self._call(e, env, shown)
        if isinstance(e, (m.Attr, m.Is)):
            return _read(self.seen(e.obj, env, shown), e.span)
        if isinstance(e, m.BinOp):
            left, right = self.seen(e.left, env, shown), self.seen(e.right, env, shown)
            if e.op in ("=", "!=") and (left.cards or right.cards):   # which card it is
                return _either(_read(left, e.span), _read(right, e.span))
            return _either(left, right)
        if isinstance(e, m.Cond):
            test, then, other = (self.seen(part, env, shown) for part in (e.test, e.then, e.other))
            hidden = then.hidden or other.hidden
            return replace(_either(test, then, other), hidden=hidden, top=then.top and other.top,
                           cards=then.cards or other.cards)
        if isinstance(e, m.Filter):
            source = self.seen(e.source, env, shown)
            one = Seen(hidden=source.hidden, cards=source.cards)
            test = self.seen(e.cond, {**env, ("card" if source.cards else "player"): one}, shown)
            return replace(_either(source, test), hidden=source.hidden, cards=source.cards)
        if isinstance(e, m.Except):
            source = self.seen(e.source, env, shown)
            return replace(_either(source, self.seen(e.item, env, shown)), hidden=source.hidden, cards=source.cards)
        return _either(*(self.seen(part, env, shown) for part in m.sub_expressions(e)))

    def _call(self, e: m.Call, env, shown) -> Seen:
        f, args = e.func, e.args
        if f in self.rules.zones:   # `hand of p`: which hand may be a leak, its size is not
            return replace(self.zone(f), **_leak_fields(_either(*(self.seen(a, env, shown) for a in args))))
        if f in self.rules.defines and f not in env:
            return self.call(f, tuple(self.seen(a, env, shown) for a in args))
        if f in _AGGREGATES and len(args) == 2:
            source = self.seen(args[0], env, shown)
            one = Seen(hidden=source.hidden, cards=source.cards)
            each = self.seen(args[1], {**env, ("card" if source.cards else "player"): one}, shown)
            found = _either(source, each)
            return replace(found, hidden=source.hidden, cards=True) if f in ("highest", "lowest") and source.cards \
                else found
        found = [self.seen(a, env, shown) for a in args]
        if f in ("top", "first") and found:
            source = found[0]
            return replace(_either(source), hidden=None if source.top else source.hidden, cards=source.cards)
        if f in _COUNTS:
            return _either(*found)
        return _either(*(_read(s, a.span) for s, a in zip(found, args)))

    def call(self, name: str, args: Tuple[Seen, ...]) -> Seen:
        """A definition's value with its parameters giving away what `args` do (kept per arguments)."""
        key = (name, args)
        if key not in self.defined:
            define = self.rules.defines[name]
            self.defined[key] = CLEAN   # a definition that reads itself is an error the check told
            self.defined[key] = self.seen(define.body, dict(zip(define.params or (), args)))
        return self.defined[key]

    def found(self) -> List[Tuple[m.Span, str, Said]]:
        """(span, variable, message) of each `set` whose value gives a hidden face away."""
        out: List[Tuple[m.Span, str, Said]] = []
        for item, block, binds in lets.blocks(self.rules):
            env = {name: CLEAN for name in binds}
            if "played" in binds:
                env["played"] = Seen(hidden=self.played, cards=True)
            self._block(block, env, frozenset(), out)
        return out

    def _block(self, stmts, env: Dict[str, Seen], shown: FrozenSet[m.Expr], out: list) -> None:
        for node in stmts or ():
            if isinstance(node, m.SetVar):
                self._set(node, self.seen(node.expr, env, shown), out)
            for block, binds in lets.inner_blocks(node):
                self._block(block, {**env, **{name: CLEAN for name in binds}}, shown, out)
            if isinstance(node, m.Let):
                env = {**env, node.name: self.seen(node.expr, env, shown)}
            elif isinstance(node, m.ChoiceStmt) and not node.stores:
                env = {**env, node.name: CLEAN}
            elif isinstance(node, m.Reveal):
                shown = shown | {node.cards}

    def _set(self, node: m.SetVar, s: Seen, out: list) -> None:
        if s.leak is None:
            return
        inside = node.span.line <= s.at.line <= max(node.span.end_line, node.span.line) and s.at.file == node.span.file
        what = SAY(_WHAT[s.leak.why], zone=s.leak.zone)
        through = "" if inside else SAY("leak_through", where=str(s.at))
        out.append((s.at if inside else node.expr.span, node.name,
                    SAY("leaks_hidden", name=node.name, what=what, through=through)))


def _leak_fields(s: Seen) -> dict:
    return {"at": s.at, "leak": s.leak}


def leaks(rules: m.Rules) -> List[Tuple[m.Span, str, Said]]:
    """(span, variable, message) of each `set` of the rules that tells every seat a face some
    seat cannot see (the module's docstring)."""
    return Leaks(rules).found()
