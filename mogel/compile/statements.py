"""Statements -> generator functions that drive the engine's primitives.

A compiled statement is `run(eng, v)`: a generator that yields Decisions (and receives the
answers) and performs its effect through the Engine's primitives (`eng.play`, `eng.give` ...),
which emit the events.  A compiled verb is `verb(eng, v, actor)` and returns True when it was
carried out, False when it had no legal option or was declined (then `otherwise` runs).
"""

from __future__ import annotations

from typing import Callable, Optional

from ..check.choice_types import option_type
from ..language import model as m
from .choices import CompilesChoices
from .control import ControlStatements
from .expressions import ExprCompiler
from ..errors import RulesRuntimeError
from .specs import RoundOver, Sel  # noqa: F401 -- RoundOver: raised by the compiled `end`
from .work import TooMuchWork, too_much, too_much_in


def _nothing(eng, v):
    return
    yield


class StmtCompiler(CompilesChoices, ControlStatements):
    """Compiles statement blocks of one Rules model (see `mogel.compile.program.Program`);
    choices: CompilesChoices (mogel.compile.choices); `goes next`, `misses` and `repeat`:
    ControlStatements (mogel.compile.control)."""

    def __init__(self, ex: ExprCompiler):
        self.ex = ex
        self.rules = ex.rules
        self.race_names = {}   # race name -> its display names, from the races compiled
        self.procedures = {}   # (a procedure's statements, the names bound) -> (them, compiled)
        self.declined = {}   # the span of a `may play ... where card is KIND` -> KIND (for its decline)
        self.init_choices()

    def block(self, stmts, scope: dict):
        """A whole block -> one generator function (`_nothing` for an empty block).

        A block with a `let` runs on its own copy of the names it is given: a `let` names
        something for the rest of its block only (docs/language.md 10.5), as the checker
        reads it, so a `let n` in an `if` branch or an `otherwise` leaves the `n` outside as
        it was.  Blocks without one share the names they are given (nothing to copy).
        """
        if not stmts:
            return _nothing
        scope = dict(scope)
        parts = []
        for node in stmts:
            parts.append(self.stmt(node, scope))
            if isinstance(node, m.Let):
                scope[node.name] = self.ex.typer.type_of(node.expr, scope)
            elif isinstance(node, m.ChoiceStmt) and not node.stores:
                scope[node.name] = option_type(node.choice)
        parts = tuple(parts)
        if any(isinstance(node, m.Let) or (isinstance(node, m.ChoiceStmt) and not node.stores) for node in stmts):
            def scoped(eng, v):
                local = dict(v)
                for part in parts:
                    yield from part(eng, local)
            return scoped
        if len(parts) == 1:
            return parts[0]

        def run(eng, v):
            for part in parts:
                yield from part(eng, v)
        return run

    def stmt(self, node: m.Stmt, scope: dict):
        return getattr(self, "_s_" + type(node).__name__)(node, scope)

    # --- helpers ----------------------------------------------------------------------------
    def zone(self, ref: m.ZoneRef, scope: dict):
        """ZoneRef -> `slot(s, v, actor)`; a per-player zone without `of` is the actor's."""
        name = ref.name
        if self.rules.zones[name].shared:
            return lambda s, v, a: s.slot_of[name]
        if ref.owner is None:
            return lambda s, v, a: s.slot_of[name] + a
        owner = self.ex.compile(ref.owner, scope)
        source = self.rules.source

        def owned(s, v, a):
            player = owner(s, v)
            if player is None:   # `hand of target` with nobody chosen: told at its place, not a TypeError
                raise RulesRuntimeError(f"{ref.owner.span}: '{name} of ...' names no player here (it is absent: "
                                        f"a choice nobody made, or a role nobody holds)", ref.owner.span, source)
            return s.slot_of[name] + player
        return owned

    def count(self, expr: m.Expr, scope: dict) -> Callable:
        """A number of cards: the compiled expression, checked at run time unless it is a
        constant (a count that comes out negative raises RulesRuntimeError at its line)."""
        known, value = self.ex.constant(expr, scope)
        number = self.ex.compile(expr, scope)
        if known and isinstance(value, int) and value >= 0:
            return number

        def checked(s, v):
            n = number(s, v)
            if n is None or n < 0:
                raise RulesRuntimeError(f"{expr.span}: a number of cards came out as {n}; it must be 0 or more",
                                        expr.span, self.rules.source)
            return n
        return checked

    def selection(self, sel: m.Selection, scope: dict) -> Sel:
        ex = self.ex
        return Sel(self.count(sel.count, scope), self.zone(sel.zone, scope), sel.position,
                   ex.card_test(sel.where, scope) if sel.where else None,
                   ex.compile(sel.chooser, scope) if sel.chooser else None, sel.span,
                   self.count(sel.up_to, scope) if sel.up_to is not None else None)

    def players_filter(self, subject: m.Subject, scope: dict):
        """`each player [except X | in S | where C]` -> `seats(eng, v) -> list`."""
        kind = subject.filter_kind
        if "active" in scope:   # inside `on play`: the player who played the card
            ring = lambda eng, v: eng.s.seats_from(v["active"])  # noqa: E731
        else:
            ring = lambda eng, v: eng.s.seats_from(eng.s.active)  # noqa: E731
        if kind is None:
            return ring
        expr = self.ex.compile(subject.expr, {**scope, "player": "player"} if kind == "where" else scope)
        if kind == "except":
            return lambda eng, v: [p for p in ring(eng, v) if p != expr(eng.s, v)]
        if kind == "in":
            return lambda eng, v: [p for p in ring(eng, v) if p in expr(eng.s, v)]

        span, text = subject.span, self.rules.source

        def where(eng, v):
            s, seats = eng.s, ring(eng, v)
            s.work -= len(seats)   # the work budget (mogel.compile.work)
            if s.work < 0:
                raise too_much(span, text)
            local = dict(v)
            out = []
            try:
                for p in seats:
                    local["player"] = p
                    if expr(s, local):
                        out.append(p)
            except TooMuchWork:
                raise too_much(span, text) from None
            return out
        return where

    # --- a player acts ----------------------------------------------------------------------
    def _s_Act(self, node: m.Act, scope: dict):
        subject = node.subject
        inner = {**scope, "player": "player"} if subject.each else scope
        verb = self.verb(node.verb, node.modal, inner, node.span)
        otherwise = self.block(node.otherwise, inner) if node.otherwise else None
        if not subject.each:
            who = self.ex.compile(subject.expr, scope)

            def one(eng, v):
                actor = who(eng.s, v)
                if actor is None:
                    return
                done = yield from verb(eng, v, actor)
                if not done and otherwise is not None:
                    yield from otherwise(eng, v)
            return one
        seats = self.players_filter(subject, scope)

        span, text = node.span, self.rules.source

        def each(eng, v):
            actors = seats(eng, v)
            eng.s.work -= len(actors)
            if eng.s.work < 0:
                raise too_much_in(span, text, "each player")
            for actor in actors:
                local = dict(v)
                local["player"] = actor
                done = yield from verb(eng, local, actor)
                if not done and otherwise is not None:
                    yield from otherwise(eng, local)
        return each

    def verb(self, verb, modal: Optional[str], scope: dict, span: m.Span):
        ex = self.ex
        if isinstance(verb, m.Play):
            sel, dest = self.selection(verb.selection, scope), self.zone(verb.dest, scope)
            where = verb.selection.where
            if modal == "may" and isinstance(where, m.Is) and isinstance(where.obj, m.Name) \
                    and where.obj.name == "card" and where.name in self.rules.cards:
                self.declined[span] = where.name   # `may play ... where card is seven`: "does not play a seven"
            if verb.claim is not None:
                claim = verb.claim
                return lambda eng, v, a: eng.play(a, sel, dest, modal, v, span, face_down=True, claim=claim)
            if verb.face_down:
                return lambda eng, v, a: eng.play(a, sel, dest, modal, v, span, face_down=True)
            return lambda eng, v, a: eng.play(a, sel, dest, modal, v, span)
        if isinstance(verb, m.Draw):
            count, zone = self.count(verb.count, scope), self.zone(verb.zone, scope)
            return lambda eng, v, a: eng.draw(a, count(eng.s, v), zone(eng.s, v, a), span)
        if isinstance(verb, m.Give):
            sel = self.selection(verb.selection, scope)
            if verb.chosen is not None:
                seats = self.players_filter(verb.chosen, scope)
                return lambda eng, v, a: eng.give(a, sel, None, seats, modal, v, span)
            target = ex.compile(verb.target, scope)
            return lambda eng, v, a: eng.give(a, sel, target, None, modal, v, span)
        if isinstance(verb, m.Take):
            count, zone = self.count(verb.count, scope), self.zone(verb.zone, scope)
            pos = verb.position
            return lambda eng, v, a: eng.take(a, count(eng.s, v), zone(eng.s, v, a), pos, span)
        if isinstance(verb, m.ScoreVerb):
            points = ex.compile(verb.points, scope)
            return lambda eng, v, a: eng.score(a, points(eng.s, v), span)
        if isinstance(verb, (m.GoNext, m.Miss)):
            return self.control_verb(verb, scope, span)
        if isinstance(verb, m.CallVerb):
            accused, name = ex.compile(verb.accused, scope), verb.accusation
            return lambda eng, v, a: eng.call_accusation(a, name, accused(eng.s, v), span)
        role = verb.role
        return lambda eng, v, a: eng.become(a, role, span)

    # --- other statements -------------------------------------------------------------------
    def _s_MoveSel(self, node: m.MoveSel, scope):
        sel, dest, down = self.selection(node.selection, scope), self.zone(node.dest, scope), node.face_down
        return lambda eng, v: eng.move_selected(sel, dest, v, node.span, face_down=down)

    def _s_MoveAll(self, node: m.MoveAll, scope):
        src = self.zone(node.src, scope) if node.src else None
        dest, pos = self.zone(node.dest, scope), node.position
        where = self.ex.card_test(node.where, scope) if node.where is not None else None
        return lambda eng, v: eng.move_all(src, pos, dest, v, node.span, where)

    def _s_MoveCard(self, node: m.MoveCard, scope):
        card, dest, down = self.ex.compile(node.card, scope), self.zone(node.dest, scope), node.face_down
        return lambda eng, v: eng.move_card(card(eng.s, v), dest(eng.s, v, None), node.span, face_down=down)

    def _s_Reveal(self, node: m.Reveal, scope):
        cards = self.ex.compile(node.cards, scope)
        return lambda eng, v: eng.reveal(cards(eng.s, v), node.span)

    def _s_Shuffle(self, node: m.Shuffle, scope):
        zone = self.zone(node.zone, scope)
        return lambda eng, v: eng.shuffle(zone(eng.s, v, None), node.span)

    def _s_Deal(self, node: m.Deal, scope):
        count, src = self.count(node.count, scope), self.zone(node.src, scope)
        dest = self.zone(node.dest, scope)
        if node.all_cards:   # as many rounds of dealing as there are cards: until the pile is empty
            return lambda eng, v: eng.deal(len(eng.s.zones[src(eng.s, v, None)]), src(eng.s, v, None), dest, v,
                                           node.span)
        return lambda eng, v: eng.deal(count(eng.s, v), src(eng.s, v, None), dest, v, node.span)

    def _s_Let(self, node: m.Let, scope):
        expr, name = self.ex.compile(node.expr, scope), node.name

        def let(eng, v):
            v[name] = expr(eng.s, v)
            return
            yield
        return let

    def _s_EndRound(self, node: m.EndRound, scope):
        level, span = node.level, node.span

        def end(eng, v):
            running = getattr(eng, "running", None)
            if running and not any(spec.name == level for spec in running):
                raise RulesRuntimeError(f"{span}: 'end {level}': no {level} is running now (running: "
                                        f"{', '.join(spec.name for spec in running)}), so nothing ends",
                                        span, eng.p.rules.source)
            raise RoundOver(f"end {level}", level=level)
            yield
        return end

    def _s_If(self, node: m.If, scope):
        test = self.ex.compile(node.test, scope)
        then, other = self.block(node.then, scope), self.block(node.other, scope)

        def run(eng, v):
            yield from (then if test(eng.s, v) else other)(eng, v)
        return run

    def _s_ForEach(self, node: m.ForEach, scope):
        seats = self.players_filter(node.players, scope)
        body = self.block(node.body, {**scope, "player": "player"})

        span, text = node.span, self.rules.source

        def run(eng, v):
            members, s = seats(eng, v), eng.s
            s.work -= len(members)   # the work budget (mogel.compile.work)
            if s.work < 0:
                raise too_much_in(span, text, "for each")
            mark = len(eng.events)
            try:
                for p in members:
                    local = dict(v)
                    local["player"] = p
                    yield from body(eng, local)
            except TooMuchWork:
                if len(eng.events) != mark:   # not this loop's doing alone: an event came meanwhile
                    raise
                raise too_much_in(span, text, "for each") from None
        return run

    def _s_Do(self, node: m.Do, scope):
        """`do NAME`: its procedure's statements (linked into the node), compiled where they run,
        once for each set of names bound there."""
        key = (id(node.body), tuple(sorted(scope.items())))
        if key not in self.procedures:
            self.procedures[key] = (node.body, self.block(node.body, scope))   # the body keeps its id
        return self.procedures[key][1]

    def _s_Race(self, node: m.Race, scope):
        among = self.ex.compile(node.among, scope)
        body = self.block(node.body, {**scope, node.binding: "player"})
        name, pick, binding = node.name, node.pick, node.binding
        if node.names:
            self.race_names[name] = node.names

        def run(eng, v):
            winner = yield from eng.race(name, list(among(eng.s, v)), pick, node.span)
            if winner is not None:
                local = dict(v)
                local[binding] = winner
                yield from body(eng, local)
        return run
