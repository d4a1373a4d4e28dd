"""Whether `starter:` and `first:` can give a player: a role they read must be held by then.

Nobody holds a role when a game begins (mogel.runtime.state), and once given a role stays with some
player.  So a role `first:` reads in the first round must be given by what runs before that
round's first turn: `setup:`, and the blocks setup may set off (a zone's `when empty`, when
setup takes cards; a card's `on play`, when it plays one); one it reads only in later rounds
must be given by then.  Else `first:` gives no player and the engine stops the game there
(mogel.runtime.engine); `first_turn` tells it before:

* an error when it is certain: every value `first:` can have in the first round is the holder
  of a role (or the player left or right of one) that nothing before the first turn gives
  (`first: guard` without `starter becomes guard`);
* a warning when it depends on the game: a role `first:` may read is given before the first
  turn only under a condition (an `if`, a `for each player where`, a race, an `otherwise`, a
  block set off), or not at all while `first:` reads it only in some games or rounds.

`starter:` is worked out before `setup:`, so in the first round nobody holds a role it reads:
an error when every value it can have in the first round reads a role (`starter: guard`), a
warning when only some games do.  A role it reads only in later rounds is told as one `first:`
reads there (`starter: oldest if round = 1 else guard` needs the guard given in the first round).

Tests are worked out for the first round (`round` is 1) for each number of players the game
allows, as `mogel.check.lets.truth` can: `if round = 1: starter becomes guard` gives it for sure.
"""

from __future__ import annotations

from typing import Callable, Dict, List, Optional, Tuple

from . import lets
from ..errors import SAID, Joined, Said
from ..language import model as m
from .said_items import SAY

Report = Callable[[m.Span, Said], None]
ALWAYS, MAYBE = "always", "maybe"
NOBODY_HOLDS = "nobody_holds"   # the code of the warnings `_maybe` gives (a level's `expect warning:` takes it)


def _first_round(rules: m.Rules) -> lets.Known:
    """What is known in the first round: `round` is 1."""
    return {"round": {n: 1 for n in lets.player_counts(rules)}}


class _Given:
    """`roles[R]`: (ALWAYS or MAYBE, where) for each role something before the first turn
    gives, ALWAYS when a statement that surely runs gives it.  `skipped[R]`: (the `if`, whether
    its `else:`) for a role `setup:` gives only in a branch that does not run in the first round
    (`if round = 2: starter becomes guard`), to tell the learner where it is given."""

    def __init__(self, rules: m.Rules):
        self.rules = rules
        self.roles: Dict[str, Tuple[str, m.Span]] = {}
        self.skipped: Dict[str, Tuple[m.If, bool]] = {}
        self.dead: Optional[Tuple[m.If, bool]] = None   # walking a branch that does not run
        self.sets_off = set()   # "take" (cards wanted from a zone), "play" (a card played)
        first = _first_round(rules)
        self.in_setup = True
        self.walk(rules.round.setup, True, frozenset(), first)
        self.in_setup = False
        done = set()
        while self.sets_off - done:
            new = self.sets_off - done
            done |= new
            blocks = [z.when_empty for z in rules.zones.values()] if "take" in new else []
            blocks += [c.on_play for c in rules.cards.values()] if "play" in new else []
            for block in blocks:
                self.walk(block, False, frozenset(), first)

    def give(self, role: str, always: bool, span: m.Span) -> None:
        if self.dead is not None:
            self.skipped.setdefault(role, self.dead)
            return
        if role not in self.roles or (always and self.roles[role][0] == MAYBE):
            self.roles[role] = (ALWAYS if always else MAYBE, span)

    def walk(self, stmts, always: bool, bound: frozenset, known: lets.Known) -> None:
        """Note what `stmts` give; `always`: whether the block surely runs in the first round."""
        for node in stmts or ():
            if isinstance(node, m.Act):
                self.act(node, always, bound, known)
            elif isinstance(node, m.MoveSel):
                self.set_off("take")
            elif isinstance(node, m.If):
                self.branches(node, always, bound, known)
            elif isinstance(node, (m.ForEach, m.ForValue, m.Race)):
                binds = ("player",) if isinstance(node, m.ForEach) else (node.binding,)
                surely = isinstance(node, m.ForValue) or (isinstance(node, m.ForEach)
                                                          and node.players.filter_kind in (None, "except"))
                self.walk(node.body, always and surely, bound | set(binds), lets.entering(known, binds))
                if isinstance(node, m.Race) and node.wrong is not None:   # it may run no time at all
                    self.walk(node.wrong_body, False, bound | {node.wrong}, lets.entering(known, (node.wrong,)))
            elif isinstance(node, m.Repeat):   # it may run no time at all
                self.walk(node.body, False, bound, known)
            elif isinstance(node, m.Do):   # its procedure's statements, as if written here
                self.walk(node.body, always, bound, known)
            known = lets.after(self.rules, known, node, bound)
            if isinstance(node, m.Let):
                bound = bound | {node.name}

    def branches(self, node: m.If, always: bool, bound: frozenset, known: lets.Known) -> None:
        """Note what an `if` gives: a role both its branches surely give is surely given."""
        test = lets.truth(self.rules, node.test, bound, known)
        if test is not None or not always:
            if test is not False:
                self.walk(node.then, always and test is True, bound, known)
            elif self.in_setup and self.dead is None:
                self.walk_dead(node.then, (node, False), bound, known)
            if test is not True:
                self.walk(node.other, always and test is False, bound, known)
            elif self.in_setup and self.dead is None:
                self.walk_dead(node.other, (node, True), bound, known)
            return
        saved, found = self.roles, []
        for block in (node.then, node.other):
            self.roles = {}
            self.walk(block, True, bound, known)
            found.append(self.roles)
        self.roles = saved
        for role, (_, span) in {**found[1], **found[0]}.items():
            self.give(role, all(given.get(role, (MAYBE,))[0] == ALWAYS for given in found), span)

    def set_off(self, what: str) -> None:
        if self.dead is None:
            self.sets_off.add(what)

    def walk_dead(self, block, where: Tuple[m.If, bool], bound: frozenset, known: lets.Known) -> None:
        """Note only which roles `block`, a branch that does not run in the first round, gives."""
        self.dead = where
        try:
            self.walk(block, False, bound, known)
        finally:
            self.dead = None

    def act(self, node: m.Act, always: bool, bound: frozenset, known: lets.Known) -> None:
        verb = node.verb
        if isinstance(verb, m.Become):
            everyone = not node.subject.each or node.subject.filter_kind in (None, "except")
            self.give(verb.role, always and everyone, node.span)
        if isinstance(verb, (m.Play, m.Draw, m.Take, m.Give)):
            self.set_off("take")
        if isinstance(verb, m.Play):
            self.set_off("play")
        binds = ("player",) if node.subject.each else ()
        self.walk(node.otherwise, False, bound | set(binds), lets.entering(known, binds))


Value = Tuple[Optional[str], m.Span]


def _values(rules: m.Rules, e: m.Expr, known: lets.Known, at: Optional[m.Span] = None,
            seen: frozenset = frozenset()) -> List[Value]:
    """(role, where `first:` reads it) for each value `e` can have where `known` holds: the
    holder of that role, or the player left or right of it; (None, span) for any other value.
    `at`: where the definition `e` stands in was used in `first:`."""
    if isinstance(e, m.Name) and e.name in rules.roles:
        return [(e.name, at or e.span)]
    if isinstance(e, m.Call) and e.func in ("left", "right") and len(e.args) == 1:
        return _values(rules, e.args[0], known, at, seen)
    if isinstance(e, m.Cond):
        test = lets.truth(rules, e.test, (), known)
        branches = [e.then] if test is True else [e.other] if test is False else [e.then, e.other]
        return [value for branch in branches for value in _values(rules, branch, known, at, seen)]
    define = rules.defines.get(e.name) if isinstance(e, m.Name) else None
    if define is not None and not define.params and define.body is not None and e.name not in seen:
        return _values(rules, define.body, known, at or e.span, seen | {e.name})
    return [(None, at or e.span)]


def _scored(rules: m.Rules) -> set:
    """The roles the round's `scoring:` surely gives (`first(players where ...) becomes loser` at
    its top): held when a later round's `starter:` or `first:` reads them, as a role once given
    stays with some player."""
    walked = _Given(rules)
    walked.roles = {}
    walked.walk(rules.round.scoring, True, frozenset(), lets.NOTHING)
    return {role for role, (how, _) in walked.roles.items() if how == ALWAYS}


def first_turn(rules: m.Rules, error: Report, warn: Report) -> None:
    """Tell a `starter:` or a `first:` that gives no player: `error` when it never can in the
    first round, `warn` when that depends on the game (see the module's docstring)."""
    walked = None
    if rules.round.starter is not None:
        walked = _Given(rules)
        _starter(rules, walked, error, warn)
    if rules.round.first is not None:
        _first(rules, walked or _Given(rules), error, warn)


def _roles_named(values: List[Value]) -> Tuple[List[str], Joined]:
    roles = list(dict.fromkeys(role for role, _ in values))
    return roles, Joined(tuple(f"'{role}'" for role in roles), SAID("or"), SAID("or"))


def _starter(rules: m.Rules, walked: _Given, error: Report, warn: Report) -> None:
    """`starter:` is worked out before `setup:`, so in the first round it reads no role anybody
    holds; in later rounds it reads the roles the first round gave."""
    starter = rules.round.starter
    values = _values(rules, starter, _first_round(rules))
    later = [value for value in _values(rules, starter, lets.NOTHING) if value not in values
             and value[0] not in _scored(rules)]
    if all(role is not None for role, _ in values):
        roles, named = _roles_named(values)
        error(values[0][1], SAY("starter_nobody", named=named, role=roles[0]))
        return
    for role, span in values:
        if role is not None:
            warn(span, SAY("starter_maybe", role=role))
    _maybe(rules, "starter", walked, [(value, SAY("in_later_rounds")) for value in later], warn)


def _first(rules: m.Rules, walked: _Given, error: Report, warn: Report) -> None:
    first = rules.round.first
    given = walked.roles
    values = _values(rules, first, _first_round(rules))
    later = [value for value in _values(rules, first, lets.NOTHING) if value not in values
             and value[0] not in _scored(rules)]
    if all(role is not None and role not in given for role, _ in values):
        roles, named = _roles_named(values)
        skipped = [role for role in roles if role in walked.skipped]
        if skipped:
            role = skipped[0]
            where = _branch(rules, *walked.skipped[role])
            which = SAY("it") if len(roles) == 1 else f"'{role}'"
            error(values[0][1], SAY("first_skipped", named=named, which=which, where=where))
            return
        error(values[0][1], SAY("first_nobody", named=named, them=SAY("it" if len(roles) == 1 else "them"),
                                role=roles[0]))
        return
    _maybe(rules, "first", walked, [*((value, SAY("in_some_games")) for value in values),
                                    *((value, SAY("in_later_rounds")) for value in later)], warn)


def _maybe(rules: m.Rules, prop: str, walked: _Given, cases: List[Tuple[Value, Said]], warn: Report) -> None:
    """Warn at each role `prop` reads (`when`: in which games or rounds) that the first round
    gives before its first turn only under a condition, or not at all."""
    given = walked.roles
    for (role, span), when in cases:
        if role is None or given.get(role, (None,))[0] == ALWAYS:
            continue
        if role in given:
            why = SAY("given_under_condition", at=given[role][1])
        elif role in walked.skipped:
            why = SAY("setup_gives_only", where=_branch(rules, *walked.skipped[role]), prop=prop, when=when)
        else:
            why = SAY("setup_gives_not", prop=prop, when=when)
        warn(span, SAY("nobody_may", role=role, prop=prop, why=why))


def _branch(rules: m.Rules, node: m.If, other: bool) -> Said:
    """Words for the branch of `node` that does not run in the first round: "under 'if round = 2'
    (line 139), which is false in round 1", or "in the 'else:' of ...", which is true."""
    header = "if"
    if node.span.file == rules.file and 0 < node.span.line <= rules.source.count("\n") + 1:
        code = rules.source.split("\n")[node.span.line - 1][max(node.span.column - 1, 0):]
        code = code.split("#", 1)[0].rstrip()
        if code.startswith("if ") and code.endswith(":"):
            header = code[:-1].rstrip()
    at = SAY("line", line=node.span.line) if node.span.file == rules.file else str(node.span)
    return SAY("in_else_of" if other else "under_if", header=header, at=at)
