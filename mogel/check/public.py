"""Public effects decided by hidden cards (the warning `leaks_hidden`, beside mogel.check.leaks' `set`).

Whatever every seat is told gives away what it was worked out from.  A `set` is one such
thing (mogel.check.leaks); so is who takes the first turn, who goes next, who scores how many
points, and whether an `if` runs a block that does anything the table sees:

    first: first(players where any(hand of player where card is clubs and card.value = 3))
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
  ran shows.

Not warned: a level's `scoring:` (the count at its end, which a rulebook makes in the open: the
hands are shown and counted; its `set`s still are, as mogel.check.leaks says), and so a procedure
done only from `scoring:` (`_scored`: its statements run as if written there), an `if` whose
blocks only bind `let`s (nothing is told), what a `reveal` shows (it
is meant to), which cards a `move ... where` takes (the cards that leave are told as a number
only where they go unseen), and what mogel.check.leaks and mogel.check.offers already warn of.
A level's `expect warning: leaks_hidden` acknowledges its fields' and blocks' warnings, a
card's those of its blocks, `expect warning: leaks_hidden` as the first line of `turn:`, of a
procedure or of an `if`'s block those of the statements in it (and the `if`'s test).
"""

from __future__ import annotations

from typing import Dict, List, Optional, Set, Tuple

from ..errors import Said
from ..language import model as m
from . import lets
from .leaks import _WHAT as WHAT, CODE, Leak, Seen, bound, walk_stmts
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
    hidden cards (`found`)."""

    def found(self) -> List[Leak]:
        """Each leak mogel.check.offers finds, then those of this module's docstring."""
        out = super().found()
        mine: List[Leak] = []
        levels = [self.rules.round, *(level for level in self.rules.levels.values() if level.name != "round")]
        for level in levels:
            ack, place = level.expect_warning or (), SAY("place_level", name=level.name)
            for field, effect in _FIELDS:
                expr = getattr(level, field)
                if expr is not None:
                    self._tell(expr.span, expr.span, self.seen(expr, {}), place, ack, mine,
                               SAY(effect, level=level.name))
        scored = _scored(self.rules)
        for item, block, binds in lets.blocks(self.rules):
            if _scoring(item, block) or item.category == "procedure" and item.name in scored:
                continue   # the count at the end of a level: a rulebook counts in the open
            self.card = item if isinstance(item, m.Card) else None
            ack, place = self._item(item)
            env = bound(binds)
            if "played" in binds:
                env["played"] = Seen(hidden=self.played, cards=True)
            self._walk(block, env, frozenset(), ack, place, mine)
        self.card = None
        once: Dict[tuple, Leak] = {}   # a procedure's statements: walked as its block and at each `do`
        for leak in mine:   # acknowledged if any of them is
            key = (leak.span, str(leak.message))
            if key not in once or CODE in (leak.expect or ()):
                once[key] = leak
        return out + list(once.values())

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
            for block, binds in lets.inner_blocks(node):
                inner = here if isinstance(node, m.If) and block is node.then else ack
                self._walk(block, {**env, **bound(binds)}, shown, inner, place, out)
            env, shown = self.after(node, env, shown)

    def _tell(self, span: m.Span, value: m.Span, s: Seen, place: Optional[Said], ack, out: list, effect: Said) -> None:
        """Add a Leak (kind "decided", named by `place`) if `s`, the value of the expression at
        `value` in the statement or field at `span`, reads a hidden face: at the place it reads
        it, or at the expression when a definition elsewhere does (the message names that place)."""
        if s.leak is None:
            return
        inside = span.line <= s.at.line <= max(span.end_line, span.line) and s.at.file == span.file
        through = "" if inside else SAY("leak_through", where=str(s.at))
        message = SAY("decided_leaks", effect=effect, what=SAY(WHAT[s.leak.why], zone=s.leak.zone), through=through)
        out.append(Leak(s.at if inside else value, "decided", place, ack, message))


def _scoring(item: m.Item, block) -> bool:
    """Whether `block` is the (non-empty) `scoring:` of the level `item`."""
    return item.category in ("round", "level") and block is item.scoring and bool(block)


def _scored(rules: m.Rules) -> Set[str]:
    """The procedures done only from levels' `scoring:` (directly or through another procedure):
    their statements are the count at a level's end, as if written there (10.16), so they are
    not warned as their own block either (done elsewhere too, they are warned where done)."""
    where: Dict[str, Set[bool]] = {}
    for item, block, _ in lets.blocks(rules):
        if item.category != "procedure":
            for node in walk_stmts(block):
                if isinstance(node, m.Do):
                    where.setdefault(node.name, set()).add(_scoring(item, block))
    return {name for name, places in where.items() if places == {True}}


def leaks(rules: m.Rules) -> List[Leak]:
    """A Leak for each value told to the table or a chooser that reads a face some seat told it
    cannot see: mogel.check.leaks', mogel.check.offers' and this module's docstrings."""
    return Public(rules).found()
