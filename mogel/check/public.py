"""Public effects decided by hidden cards (the warning `leaks_hidden`, beside mogel.check.leaks' `set`).

Whatever every seat is told gives away what it was worked out from.  A `set` is one such
thing (mogel.check.leaks); so is who takes the first turn, who goes next, who scores how many
points, and whether an `if` runs a block that does anything the table sees:

    first: first(players where any(hand of player where card is owl and card.value = 3))
    first(players where any(hand of player where card.value = 15)) goes next
    if any(hand of left of active where card.value = 15):
        active scores 1

Each of these tells every seat something about a card in a hand only its owner sees.  Warned
where the face is read (mogel.check.leaks' `Seen`, seen by nobody in particular: every seat is
told):

* a level's `starter:`, `first:`, `ends when:` and `times:` (who starts and leads, when it
  ends and how many parts it plays are told);
* who acts (an act's player, the filter of `each player`), how many cards, points or turns an
  act, a `move` or a `deal` is (`draws N`, `scores N`, `misses N turns`), whose zone cards go
  from or to, who a gift goes to, who is accused, who chooses;
* an `if`'s test, a `repeat`'s count and `until`, a `for each player`'s filter, when the
  block they decide does something the table is told (anything but a `let`): which branch
  ran shows;
* how many cards pass the `where` of a `move all cards from Z where ...` or `move N cards from
  Z where ...` (`_moved`): where the cards go unseen, their number is told.

Not warned: the top level's `scoring:` (the count at the end of the game, which a rulebook makes
in the open: the hands are shown and counted; its `set`s still are, as mogel.check.leaks says);
in an inner level's `scoring:`, the faces of the zones its `setup:` gathers (`renewed`: those
cards are out of play once it ends), other zones' faces being warned there (a trick's scoring
that reads the hands tells them while they are played); a procedure done only from `scoring:`
(`_scored`), walked at each `do` there, as if written there; an `if` whose blocks only bind
`let`s (nothing is told), what a `reveal` shows (it is meant to), which cards a `move ... where`
takes (their faces stay hidden; their number is `_moved`'s), a move's number of cards when they
go face up to a zone every seat sees (the cards themselves are shown), and what mogel.check.leaks
and mogel.check.offers already warn of.
A level's `expect warning: leaks_hidden` acknowledges its fields' and blocks' warnings, a
card's those of its blocks, `expect warning: leaks_hidden` as the first line of `turn:`, of a
procedure or of an `if`'s block those of the statements in it (and the `if`'s test).
"""

from __future__ import annotations

from typing import Dict, FrozenSet, List, Optional, Set, Tuple

from ..errors import Said
from ..language import model as m
from . import lets
from . import levels as levels_of
from .kept import every
from .leaks import _WHAT as WHAT, CODE, Leak, Seen, bound
from .offers import Offers
from .said_statements import SAY

# a level's fields that every seat is told, and what the message says each tells
_FIELDS = (("starter", "effect_starter"), ("first", "effect_first"), ("ends_when", "effect_ends"),
           ("times", "effect_times"))


def told(stmts) -> bool:
    """Whether running `stmts` tells the table anything: any statement but a `let` (and an `if`,
    a loop or a `do` whose blocks hold only `let`s)."""
    for node in stmts or ():
        if isinstance(node, m.Let):
            continue
        inner = lets.inner_blocks(node)
        if not inner or not isinstance(node, (m.If, m.Repeat, m.Do, m.ForValue, m.ForEach)) \
                or any(told(block) for block, _ in inner):
            return True
    return False


def _owners(*zones) -> List[Tuple[m.Expr, str]]:
    return [(zone.owner, "effect_whose") for zone in zones if zone is not None and zone.owner is not None]


def _selection(sel: m.Selection) -> List[Tuple[m.Expr, str]]:
    counts = [(sel.count, "effect_how_many")] + ([(sel.up_to, "effect_how_many")] if sel.up_to is not None else [])
    return counts + _owners(sel.zone)


def _verb(verb) -> List[Tuple[m.Expr, str]]:
    """What an act's verb tells every seat, besides who acts: how many, whose zones, to whom."""
    if isinstance(verb, m.Play):
        return _selection(verb.selection) + _owners(verb.dest)
    if isinstance(verb, m.Give):
        return _selection(verb.selection) + ([(verb.target, "effect_whom")] if verb.target is not None else [])
    if isinstance(verb, (m.Draw, m.Take)):
        return [(verb.count, "effect_how_many")] + _owners(verb.zone)
    if isinstance(verb, m.ScoreVerb):
        return [(verb.points, "effect_how_many")]
    if isinstance(verb, m.Miss):
        return [(verb.count, "effect_how_many")]
    if isinstance(verb, m.CallVerb):
        return [(verb.accused, "effect_whom")]
    if isinstance(verb, m.Show) and verb.to is not None:
        return [(verb.to, "effect_whom")]
    return []


def parts(node: m.Stmt) -> Tuple[List[Tuple[m.Expr, str]], List[Tuple[m.Expr, str]]]:
    """The expressions of `node` whose value every seat is told, with what the message says each
    tells: (those read where the block binds nothing more, those read with `player` bound to each
    player of `each player`).  An `if`'s test and a loop's count, `until` or filter only when the
    blocks they decide tell anything."""
    if isinstance(node, m.Act):
        subject, each = node.subject, []
        verb = "effect_next" if isinstance(node.verb, m.GoNext) else "effect_who"
        own = [] if subject.each or subject.expr is None else [(subject.expr, verb)]
        if subject.each and subject.expr is not None:
            (own if subject.filter_kind != "where" else each).append((subject.expr, "effect_who"))
        (each if subject.each else own).extend(_verb(node.verb))
        return own, each
    if isinstance(node, m.ChoiceStmt):
        return [(node.choice.chooser, "effect_chooser")], []
    if isinstance(node, m.MoveSel):
        return _selection(node.selection) + _owners(node.dest), []
    if isinstance(node, (m.MoveAll, m.MoveCard)):
        return _owners(getattr(node, "src", None), node.dest), []
    if isinstance(node, m.Deal):
        return ([] if node.all_cards else [(node.count, "effect_how_many")]), []
    if isinstance(node, m.Shuffle):
        return _owners(node.zone), []
    if isinstance(node, m.If) and told((*node.then, *node.other)):
        return [(node.test, "effect_if")], []
    if isinstance(node, m.Repeat) and told(node.body):
        return [(e, "effect_repeat") for e in (node.times, node.until) if e is not None], []
    if isinstance(node, m.ForEach) and node.players.expr is not None and told(node.body):
        kind = node.players.filter_kind
        return ([(node.players.expr, "effect_each")] if kind != "where" else []), \
            ([(node.players.expr, "effect_each")] if kind == "where" else [])
    return [], []


class Public(Offers):
    """Offers' leaks, with the public effects of levels' fields and of statements decided by
    hidden cards (`found`); `renewed`: the zones whose faces the block walked may read unwarned
    (those an inner level's `scoring:` reads and its `setup:` gathers, `renewed`)."""

    renewed: FrozenSet[str] = frozenset()

    def found(self) -> List[Leak]:
        """Each leak mogel.check.offers finds, then those of this module's docstring: those of each
        level's fields and of each block kept by the level or block and what the walk reads of the
        rest of the rules (mogel.check.kept: the zones, the definitions ...)."""
        out = super().found()
        mine: List[Leak] = []
        levels = [self.rules.round, *(level for level in self.rules.levels.values() if level.name != "round")]
        for level in levels:
            self.kept("fields", level, None, (), lambda found, lv=level: self._fields(lv, found), mine)
        scored, top = _scored(self.rules), levels_of.tops(self.rules)
        for item, block, binds in lets.blocks(self.rules):
            if item.category == "procedure" and item.name in scored:
                continue   # walked at each `do` of a level's `scoring:`
            if _scoring(item, block):
                if item.name in top:
                    continue   # the count at the end of the game: a rulebook counts in the open
                self.renewed = renewed(self.rules, item)
            self.kept("public", item, block, binds, lambda found, b=block, i=item, n=binds: self._walk(
                b, self.start(i, n), frozenset(), *self._item(i), found), mine)
            self.renewed = frozenset()
        self.card = None
        once: Dict[tuple, Leak] = {}   # a procedure's statements: walked as its block and at each `do`
        for leak in mine:   # acknowledged if any of them is
            key = (leak.span, str(leak.message))
            if key not in once or CODE in (leak.expect or ()):
                once[key] = leak
        return out + list(once.values())

    def _fields(self, level: m.Round, out: list) -> None:
        """The leaks of the fields of `level` every seat is told (`starter:`, `first:`, ...)."""
        ack, place = level.expect_warning or (), SAY("place_level", name=level.name)
        for field, effect in _FIELDS:
            expr = getattr(level, field)
            if expr is not None:
                self._tell(expr.span, expr.span, self.seen(expr, {}), place, ack, out, SAY(effect, level=level.name))

    def _item(self, item: m.Item) -> Tuple[Optional[tuple], Optional[Said]]:
        """(codes acknowledged, where the hint tells to write `expect warning:`) for a block of `item`."""
        if item.category in ("round", "level"):
            return item.expect_warning or (), SAY("place_level", name=item.name)
        if item.category in ("card", "procedure"):
            return item.expect_warning or (), SAY("place_card" if item.category == "card" else "place_procedure",
                                                  name=item.name)
        if item.category == "turn":
            return item.expect_warning or (), SAY("place_turn")
        return None, None

    def _walk(self, stmts, env: Dict[str, Seen], shown, ack, place, out: list) -> None:
        """The leaks of the statements of one block, with the names each `let` binds."""
        for node in stmts or ():
            own, each = parts(node)
            # the codes of its own `expect warning:` (the first line of an `if`'s block) count too
            own_codes = getattr(node, "expect_warning", None) or ()
            here = (*(ack or ()), *own_codes) if own_codes else ack
            for exprs, names in ((own, env), (each, {**env, **bound(("player",))})):
                for expr, effect in exprs:
                    where = SAY("place_if") if isinstance(node, m.If) else place
                    self._tell(node.span, expr.span, self.seen(expr, names, shown), where,
                               here if where is not None else None, out, SAY(effect))
            self._moved(node, env, shown, here, place, out)
            for block, binds in lets.inner_blocks(node):
                inner = here if isinstance(node, m.If) and block is node.then else ack
                self._walk(block, {**env, **bound(binds)}, shown, inner, place, out)
            env, shown = self.after(node, env, shown)

    def _moved(self, node: m.Stmt, env: Dict[str, Seen], shown, ack, place: Optional[Said], out: list) -> None:
        """A Leak if `node` is a `move all cards from Z where COND`, or a `move N cards from Z where
        COND` off a zone no player picks from (seen by nobody or by some: not `chosen by`, not a
        zone its owner sees), whose COND reads a face of Z's cards some seat cannot see, to a zone
        where not every seat sees them: how many cards pass COND is told to every seat.  Not for a
        move from every zone (how many cards of the game pass a test of faces is the deck's), a
        player's pick (told as a play is: how many cards one plays shows in any game), nor to a
        zone every seat sees face up (the cards themselves are shown there at once)."""
        if isinstance(node, m.MoveAll) and node.src is not None:
            src, where = node.src, node.where
        elif isinstance(node, m.MoveSel) and node.selection.chooser is None and \
                getattr(self.rules.zones.get(node.selection.zone.name), "seen_by", None) not in ("owner", "all"):
            src, where = node.selection.zone, node.selection.where   # off a pile, nobody picks
        else:
            return   # a player picks from what they see: told as a play is (how many cards one plays shows)
        dest = self.rules.zones.get(node.dest.name)
        zone = self.rules.zones.get(src.name)
        if where is None or zone is None or dest is None or dest.seen_by == "all" and not node.face_down:
            return
        owner = src.owner if src.owner is not None else m.Name("active")
        pile = self.seen(m.Name(zone.name) if zone.shared else m.Call(zone.name, (owner,)), env, shown)
        test = self.seen(where, {**env, "card": Seen(hidden=pile.hidden, cards=True)}, shown)
        self._tell(node.span, where.span, test, place, ack, out, SAY("effect_moved"))

    def _tell(self, span: m.Span, value: m.Span, s: Seen, place: Optional[Said], ack, out: list, effect: Said) -> None:
        """Add a Leak (kind "decided", named by `place`) if `s`, the value of the expression at
        `value` in the statement or field at `span`, reads a hidden face: at the place it reads
        it, or at the expression when a definition elsewhere does (the message names that place)."""
        if s.leak is None or s.leak.zone in self.renewed:
            return
        inside = span.line <= s.at.line <= max(span.end_line, span.line) and s.at.file == span.file
        through = "" if inside else SAY("leak_through", where=str(s.at))
        message = SAY("decided_leaks", effect=effect, what=SAY(WHAT[s.leak.why], zone=s.leak.zone), through=through)
        out.append(Leak(s.at if inside else value, "decided", place, ack, message))


def _scoring(item: m.Item, block) -> bool:
    """Whether `block` is the (non-empty) `scoring:` of the level `item`."""
    return item.category in ("round", "level") and block is item.scoring and bool(block)


def renewed(rules: m.Rules, level: m.Round) -> FrozenSet[str]:
    """The zones the `setup:` of `level` empties, by a statement at its top (not under an `if` or
    in a loop): `move all cards to Z` (every zone) or `move all cards from Z to ...` of a shared
    zone Z, with no `where` and no `except top`.  The cards its `scoring:` reads there are out of
    play once it ends: the next instance gathers them before anything else is played (a `deal`
    alone renews nothing: the cards left in the zone stay in play)."""
    out: Set[str] = set()
    for node in level.setup or ():
        if isinstance(node, m.MoveAll) and node.where is None and node.position is None:
            if node.src is None:
                return frozenset(rules.zones)
            if node.src.owner is None and rules.zones[node.src.name].shared:
                out.add(node.src.name)
    return frozenset(out)


def _scored(rules: m.Rules) -> Set[str]:
    """The procedures done only from levels' `scoring:` (directly or through another procedure):
    their statements are the count at a level's end, as if written there (10.16), so they are
    not walked as their own block (an inner level's scoring walks them at its `do`, as its own
    statements; done elsewhere too, they are warned where done)."""
    where: Dict[str, Set[bool]] = {}
    for item, block, _ in lets.blocks(rules):
        if item.category != "procedure":
            for node in every(block):
                if isinstance(node, m.Do):
                    where.setdefault(node.name, set()).add(_scoring(item, block))
    return {name for name, places in where.items() if places == {True}}


def leaks(rules: m.Rules) -> List[Leak]:
    """A Leak for each value told to the table or a chooser that reads a face some seat told it
    cannot see: mogel.check.leaks', mogel.check.offers' and this module's docstrings."""
    return Public(rules).found()
