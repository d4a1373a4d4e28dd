"""The warning `leaks_hidden`: what the table is told must not depend on a card a seat told it cannot see.

A variable is public (docs/language.md 10.9): a `set` is an event every seat is told, `quietly` or
not.  When the value comes from a card's face that some seat does not see -- a card in a hand
seen by its owner, in a pile seen by nobody, below the top of a pile whose top only is seen, a
card that may lie face down -- the rules themselves give that card away to every seat:

    set led = (top of hand of active).suit       # the suit of a card only its holder sees
    set most = count(draw where card is joker)   # what lies in a pile nobody sees

What every seat sees tells nothing: a card in a zone `seen by all` (not laid face down in it),
the top of a pile `top seen by all`, `played` where every play lands where all see it, a card
`reveal` turned face up in a zone all see (the same expression, later in its block), a card a
player `shows` to all read by the `set`s and `let`s right after the show (the same expression), how many
cards a zone holds (`size`, `empty`, `count`, `any` of a zone not filtered by its faces),
whether a card is there (`present`, `absent`) or lies face down, and a choice (`set wished =
active chooses a suit`): what a player says is theirs to say.  `cheated` and `claimed` of an
accusation are taken as told: the accusation shows them.

So for the other things told: a race's runners (told to every seat; each runner's own zones it
sees: running is its act), whether a runner of a race with `right if COND` was right (COND of
each runner: `player`; told to every seat, so its own zones too leak), the definitions a claim's `says:` fills in (every seat hears them),
the `when` of a claim made by a face-up play (whether it is made is told: `card`, the card
played, as far as the play shows it).
What a chooser is offered -- an option's `if`, the `where` of the cards a player may play or
give, of a chosen player or value -- and a blind `chosen by` are mogel.check.offers' (`Offers`,
the walk of this module with its `offered`).  A player is compared by its expression
(`Seen.who`: `left of active`, with `let`s and definitions' parameters replaced).

`Leaks.found` gives a Leak for each, at the place its value reads the hidden face (at the
statement's value when that place is in a definition, which the message names);
mogel.check.warnings makes them warnings, or notes where the variable's or claim's block, the
option, the race's body or the card whose block it is says `expect warning: leaks_hidden`.  It
walks the blocks of `lets.blocks` with what each `let` binds, as the generated code binds it (a
`let` in a branch ends with the branch); what it finds in a block is kept while the block, its
item and what the walk reads elsewhere stay the same (mogel.check.kept: zones, definitions ...).
"""

from __future__ import annotations

import weakref
from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from typing import Dict, FrozenSet, List, NamedTuple, Optional, Tuple

from ..errors import Said
from ..language import model as m
from . import lets
from .claims import PLACEHOLDER
from .kept import LEAK_READS, Leak, context, faces, walked as walked_block
from .said_statements import SAY

CODE = "leaks_hidden"
# a Rules' face-down zones, why `played` is hidden and the Context of its walks (Leaks.__init__)
_LAID: "weakref.WeakKeyDictionary[m.Rules, tuple]" = weakref.WeakKeyDictionary()

# functions whose value tells only whether or how many cards there are, not their faces
_COUNTS = frozenset({"size", "empty", "count", "any", "present", "absent", "face_down"})
_AGGREGATES = frozenset({"sum", "max", "min", "highest", "lowest"})
# what the message says of a hidden face, by why it is hidden (Hidden.why)
_WHAT = {"owner": "leak_owner", "nobody": "leak_nobody", "top": "leak_top", "face_down": "leak_face_down"}


@dataclass(frozen=True)
class Hidden:
    """Why some seat does not see a card: its zone and `why` ("owner": a zone seen by its owner
    only, "nobody", "top": below the top of a pile whose top only is seen, "face_down": it may lie
    face down there); owner: for "owner", the expression of the player whose zone it is (`who`),
    None when not known."""

    zone: str
    why: str
    owner: Optional[m.Expr] = None


@dataclass(frozen=True)
class Seen:
    """What an expression gives away.  leak: its value depends on a hidden face, read at `at`
    (hidden: why that face is hidden); hidden: for a card or a set of cards, why some seat does
    not see their faces (None: every seat does); top: a set whose top card every seat sees;
    cards: a card or a set of cards; who: the expression of the player a value is, with the names
    of definitions' parameters and `let`s replaced (None: not known, or no player)."""

    at: Optional[m.Span] = None
    leak: Optional[Hidden] = None
    hidden: Optional[Hidden] = None
    top: bool = False
    cards: bool = False
    who: Optional[m.Expr] = None


CLEAN = Seen()


def _either(*found: Seen) -> Seen:
    """The first leak among `found`, as a value that is no card."""
    return next((Seen(s.at, s.leak) for s in found if s.leak is not None), CLEAN)


def _read(s: Seen, at: m.Span) -> Seen:
    """The face of the card(s) `s` read at `at`: a leak where they are hidden."""
    if s.leak is not None:
        return Seen(s.at, s.leak)
    return Seen(at, s.hidden) if s.cards and s.hidden is not None else CLEAN


class _Shown(NamedTuple):
    """Among the expressions `shown`: cards a player showed to every other player (`dealer shows
    top of hand of dealer`), known to all until the next statement but a `set` or `let`."""
    cards: m.Expr


class Leaks(ABC):
    """The visibility of one Rules' zones and plays, and the walk of its blocks (`found`); what a
    chooser is offered is its subclass's (`offered`: mogel.check.offers.Offers)."""

    def __init__(self, rules: m.Rules):
        self.rules = rules
        # zones a card may lie face down in; `foreign`: laid there by others than the zone's owner
        # (a rules `move`, a play onto another player's zone): its owner may not know the face;
        # `read`: what a walk of a block reads of the rest of the rules (worked out once per Rules)
        known = _LAID.get(rules)
        if known is None:
            laid = [faces(block) for _, block, _ in lets.blocks(rules)]
            self.foreign = frozenset().union(*(found.foreign for found in laid))
            self.down = self.foreign.union(*(found.down for found in laid))
            played = self._played(play for found in laid for play in found.up)
            known = _LAID[rules] = (self.foreign, self.down, played, context(rules, LEAK_READS, self.foreign,
                                                                              self.down, played))
        self.foreign, self.down, self.played, self.read = known
        self.defined: Dict[tuple, Seen] = {}
        self.viewer: Optional[m.Expr] = None   # the seat whose own zones count as seen (`who`), or None
        self.blind: List[Tuple[m.Span, Said]] = []   # (chooser's span, error) of each blind `chosen by`
        self.card: Optional[m.Card] = None   # the card whose block is walked, or None
        self.sees_right: Dict[m.Span, bool] = {}   # a race with `right if COND` -> its runners see all COND reads

    def _played(self, plays) -> Optional[Hidden]:
        """Why some seat may not see `played`: a play face up (`plays`: (from, to) of each) that
        not every seat sees (from and to zones whose faces, or top, are hidden from some), else None."""
        for ends in plays:
            ends = [self.zone(name) for name in ends]
            if all(end.hidden is not None and not end.top for end in ends):
                return ends[1].hidden
        return None

    def zone(self, name: str) -> Seen:
        """The cards of the zone `name` (of any player): hidden unless it is seen by all and no
        rule lays a card face down in it; a pile `top seen by all` shows its top card."""
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
        if s.hidden is not None and (s.hidden.why == "face_down" and e in shown or _Shown(e) in shown):
            s = replace(s, hidden=None)
        return s

    def _seen(self, e: m.Expr, env, shown) -> Seen:
        if isinstance(e, m.Name):
            if e.name in env:
                return env[e.name]
            if e.name in self.rules.zones:
                return self.zone(e.name)
            define = self.rules.defines.get(e.name)
            return self.call(e.name, ()) if define is not None and not define.params else Seen(who=e)
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
            one = Seen(hidden=source.hidden, cards=source.cards, who=None if source.cards else m.Name("player"))
            test = self.seen(e.cond, {**env, ("card" if source.cards else "player"): one}, shown)
            return replace(_either(source, test), hidden=source.hidden, cards=source.cards)
        if isinstance(e, m.Except):
            source = self.seen(e.source, env, shown)
            return replace(_either(source, self.seen(e.item, env, shown)), hidden=source.hidden, cards=source.cards)
        return _either(*(self.seen(part, env, shown) for part in m.sub_expressions(e)))

    def _call(self, e: m.Call, env, shown) -> Seen:
        f, args = e.func, e.args
        if f in self.rules.zones:   # `hand of p`: which hand may be a leak, its size is not
            owners = [self.seen(a, env, shown) for a in args]
            zone = self.zone(f)
            if zone.hidden is not None and owners:
                zone = replace(zone, hidden=self._owned(f, zone.hidden, owners[0].who))
            return replace(zone, **_leak_fields(_either(*owners)))
        if f in self.rules.defines and f not in env:
            return self.call(f, tuple(self.seen(a, env, shown) for a in args))
        if f in _AGGREGATES and len(args) == 2:
            source = self.seen(args[0], env, shown)
            one = Seen(hidden=source.hidden, cards=source.cards, who=None if source.cards else m.Name("player"))
            each = self.seen(args[1], {**env, ("card" if source.cards else "player"): one}, shown)
            found = _either(source, each)
            return replace(found, hidden=source.hidden, cards=True) if f in ("highest", "lowest") and source.cards \
                else found
        found = [self.seen(a, env, shown) for a in args]
        if f in ("top", "first") and found:
            source = found[0]
            return replace(_either(source), hidden=None if source.top else source.hidden, cards=source.cards)
        if f in _COUNTS or f == "player":   # `player of C`: who laid C, seen by all, reads no face of C
            return _either(*found)
        who = m.Call(f, tuple(s.who for s in found)) if all(s.who is not None for s in found) else None
        return replace(_either(*(_read(s, a.span) for s, a in zip(found, args))), who=who)

    def _owned(self, name: str, hidden: Hidden, owner: Optional[m.Expr]) -> Optional[Hidden]:
        """Why `viewer` does not see every card of the zone `name` of the player `owner` (its `who`,
        None: not known), which `hidden` (Leaks.zone) hides from some seat; None when it sees them
        all.  The viewer sees its own zone (`owner` the same expression, through `let`s, definitions'
        parameters and the `player` of `for each player`) seen by its owner -- below the top of a
        pile `top seen by all` too, as mogel.present.views.Visibility.sees_pile shows it -- or by
        all, but for cards others may lay face down in it (`foreign`)."""
        if self.rules.zones[name].seen_by in ("owner", "all") and owner is not None and owner == self.viewer:
            return Hidden(name, "face_down") if name in self.foreign else None
        if hidden.why == "owner" or (hidden.why == "face_down" and name not in self.foreign):
            return replace(hidden, owner=owner)
        return hidden

    def call(self, name: str, args: Tuple[Seen, ...]) -> Seen:
        """A definition's value with its parameters giving away what `args` do (kept per arguments)."""
        key = (name, args, self.viewer)
        if key not in self.defined:
            define = self.rules.defines[name]
            self.defined[key] = CLEAN   # a definition that reads itself is an error the check told
            self.defined[key] = self.seen(define.body, dict(zip(define.params or (), args)))
        return self.defined[key]

    def found(self) -> List[Leak]:
        """Each `set`, option `if`, race field and claim `says:` that tells a hidden face."""
        out: List[Leak] = []
        for item, block, binds in lets.blocks(self.rules):
            self.kept("block", item, block, binds, lambda found, b=block, i=item, n=binds: self._block(
                b, self.start(i, n), frozenset(), found), out)
        for variable in self.rules.variables.values():   # `starts:` is told at each reset, as a `set` is
            if variable.starts is not None:   # (of a variable `per player`, for each: `player` its owner)
                self._told((variable.starts.span, variable.starts.span), self.seen(variable.starts, {}), "variable",
                           variable.name, variable.expect_warning, out, "leaks_hidden_starts")
        for claim in self.rules.claims.values():
            for name in dict.fromkeys(found[1] for _, text in claim.says or () for found in PLACEHOLDER.finditer(text)):
                if name in self.rules.defines and not self.rules.defines[name].params:
                    self._told((claim.span, claim.span), self.call(name, ()), "claim", claim.name,
                               claim.expect_warning, out, "says_leaks", placeholder=name)
        self.card = None
        return out

    def start(self, item: m.Item, binds: Tuple[str, ...]) -> Dict[str, Seen]:
        """What the names bound around a block of `item` give away (`binds`: lets.blocks'), the
        card whose block it is set as `card`."""
        self.card = item if isinstance(item, m.Card) else None
        env = bound(binds)
        if "played" in binds:
            env["played"] = Seen(hidden=self.played, cards=True)
        return env

    def kept(self, kind: str, item: m.Item, block, binds: Tuple[str, ...], walk, out: list) -> None:
        """Add to `out` the Leaks `walk(found)` adds to a list `found` for `block` of `item` (bound
        `binds`), and to `blind` and `sees_right` what it adds there: walked once per block while
        what it reads of the rules stays the same (mogel.check.kept); `kind` names the walk."""
        blind, sees = self.blind, self.sees_right

        def walked(found: list, blind_found: list, sees_found: dict) -> None:
            self.blind, self.sees_right = blind_found, sees_found
            walk(found)
            self.blind, self.sees_right = blind, sees

        done = walked_block((type(self), kind), item, block, binds, self.read, walked)
        out.extend(done.leaks)
        self.blind.extend(done.blind)
        self.sees_right.update(done.sees_right)

    def _block(self, stmts, env: Dict[str, Seen], shown: FrozenSet[m.Expr], out: list) -> None:
        for node in stmts or ():
            if isinstance(node, m.SetVar):
                variable = self.rules.variables.get(node.name)
                told = self.seen(node.expr, env, shown)   # and whose value it is (`set stake of P`), told too
                if node.owner is not None:
                    told = _either(told, self.seen(node.owner, env, shown))
                self._told((node.span, node.expr.span), told, "variable", node.name,
                           variable.expect_warning if variable is not None else None, out, "leaks_hidden")
            elif isinstance(node, m.Race):   # each runner sees its own zones: running is its act
                self.viewer = m.Name("player")
                runners = self.seen(node.among, env, shown)
                each = {**env, **bound(("player",))}
                if node.right is not None:   # what a runner is told of COND before it runs (a bot's `holds`)
                    self.sees_right[node.span] = self.seen(node.right, each, shown).leak is None
                self.viewer = None
                self._told((node.among.span, node.among.span), runners, "race", node.name, node.expect_warning, out,
                           "race_leaks")
                if node.right is not None:   # whether each runner was right is told to every seat
                    self._told((node.right.span, node.right.span), self.seen(node.right, each, shown), "race",
                               node.name, node.expect_warning, out, "right_leaks")
            else:
                self.offered(node, env, shown, out)
            if isinstance(node, m.Reveal):
                self._reveal(node, env, shown)
            if isinstance(node, m.Act) and isinstance(node.verb, m.Play) and node.verb.about is not None:
                self._claim_about(node, env, shown, out)
            for block, binds in lets.inner_blocks(node):
                self._block(block, {**env, **bound(binds)}, shown, out)
            env, shown = self.after(node, env, shown)

    def _reveal(self, node: m.Reveal, env: Dict[str, Seen], shown: FrozenSet[m.Expr]) -> None:
        """Keep the error of a `reveal` of cards in a zone some player does not see, where no card
        ever lies face down: it turns no card over, and the zone's `seen by` still hides them."""
        hidden = self.seen(node.cards, env, shown).hidden
        if hidden is not None and hidden.why in ("owner", "nobody") and hidden.zone not in self.down:
            why = SAY("reveal_owner" if hidden.why == "owner" else "reveal_nobody", zone=hidden.zone)
            self.blind.append((node.span, SAY("idle_reveal", zone=hidden.zone, why=why)))

    def after(self, node: m.Stmt, env: Dict[str, Seen], shown: FrozenSet[m.Expr]):
        """(env, shown) for the statements after `node`: a `let` binds what its value reads, a
        `let` of a choice a name bound to a choice (seen by all), a `reveal` shows its cards."""
        if isinstance(node, m.Let):
            return {**env, node.name: self.seen(node.expr, env, shown)}, shown
        if isinstance(node, m.ChoiceStmt) and not node.stores:
            return {**env, **bound((node.name,))}, shown
        if isinstance(node, m.Act) and isinstance(node.verb, m.Show) and node.verb.to is None \
                and not node.subject.each and node.modal != "may":
            return env, shown | {_Shown(node.verb.cards)}
        if not isinstance(node, m.SetVar):   # a card shown is known to all until a statement may move it
            shown = frozenset(e for e in shown if not isinstance(e, _Shown))
        if isinstance(node, m.Reveal):
            return env, shown | {node.cards}
        return env, shown

    @abstractmethod
    def offered(self, node: m.Stmt, env: Dict[str, Seen], shown: FrozenSet[m.Expr], out: list) -> None:
        """Add to `out` a Leak for what statement `node` offers a chooser that reads a face the
        chooser cannot see (keeping the error of a blind `chosen by` in `blind`)."""

    def _claim_about(self, node: m.Act, env, shown, out: list) -> None:
        """A face-up play's `claiming NAME about CARDS [when COND]`.  Whether the claim is made is
        told to all, so COND may read the card played (`card`) as far as the play shows it,
        nothing hidden.  The claimer is told whether its claim holds (its options are marked as
        bluffs or not, mogel.runtime.claims `play_claiming`), so `holds:` of each card of CARDS
        may read only what the claimer sees (its own zones: `viewer`)."""
        verb = node.verb
        claim = self.rules.claims.get(verb.claim)
        if claim is None:
            return
        expect = claim.expect_warning
        if verb.when is not None:
            ends = [self.zone(verb.selection.zone.name), self.zone(verb.dest.name)]
            card = ends[1].hidden if all(end.hidden is not None and not end.top for end in ends) else None
            made = self.seen(verb.when, {**env, "card": Seen(hidden=card, cards=True)}, shown)
            self._told((verb.when.span, verb.when.span), made, "claim", verb.claim, expect, out, "when_leaks")
        claimer = m.Name("player") if node.subject.each else node.subject.expr
        env = {**env, **bound(("player",))} if node.subject.each else env
        self.viewer = self.seen(claimer, env, shown).who
        about = self.seen(verb.about, env, shown)
        self.viewer = None
        if about.hidden is not None:
            truth = self.seen(claim.holds, {"card": Seen(hidden=about.hidden, cards=True), "claimer": CLEAN}, shown)
            self._told((verb.about.span, verb.about.span), replace(truth, at=verb.about.span) if truth.leak else truth,
                       "claim", verb.claim, expect, out, "about_leaks")

    def _told(self, spans, s: Seen, kind: str, name: str, expect, out: list, key: str, **more) -> None:
        """Add a Leak for `s` if it reads a hidden face: `spans` are those of the statement (or item)
        that tells the value and of the expression to point at when the face is read elsewhere."""
        if s.leak is None:
            return
        span, value = spans
        inside = span.line <= s.at.line <= max(span.end_line, span.line) and s.at.file == span.file
        what = SAY(_WHAT[s.leak.why], zone=s.leak.zone)
        if kind != "claim":   # a claim's value is a definition's: told where that reads the face
            more["through"] = "" if inside else SAY("leak_through", where=str(s.at))
        out.append(Leak(s.at if inside or kind == "claim" else value, kind, name, expect,
                        SAY(key, name=name, what=what, **more)))


def bound(names) -> Dict[str, Seen]:
    """What the names a block binds give away: nothing; each is the player (or card) of its name."""
    return {name: Seen(who=m.Name(name)) for name in names}


def _leak_fields(s: Seen) -> dict:
    return {"at": s.at, "leak": s.leak}
