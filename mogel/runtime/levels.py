"""The level driver and who plays next: a game as levels of repeated parts (a match of games of rounds of
passes), and the seat that takes each turn.

`Levels` is a part of `mogel.runtime.engine.Engine` (one of its bases).  `play_level(i, number, path)`
plays one instance of the level `Program.levels[i]` (mogel.compile.levels): it emits its start, resets
the variables reset at it, works out its `starter:`, runs its `setup:`, then its parts -- turns in seat
order, the instances of its inner level, or its `steps:` once -- until the inner level's `times:` are
played, its `ends when:` holds (checked as its `checked:` says) or an `end NAME` ends it or a level
around it; then it emits its end and runs its `scoring:`.  An `end game` inside a round ends the round
first (its end and scoring), then the game.  The engine's `phase` is "setup", "play" or "scoring";
"fresh" is play where the next check of a level whose moves test only what they may change tests every
operand of its `ends when:` (`unchecked`, mogel.compile.levels `Ends`): its play begins so.

Events: the level called `round` keeps `round_start` (round), `round_end` (round, reason, condition,
active) and `round_scored` (round, scores); every other level has `level_start` (level, number, path),
`level_end` (level, number, path, reason, condition) and `level_scored` (level, number, path, scores).
`path` lists [level, number] from the top level down; round events carry `level` and `path` too when the
round is inside another level.  `condition` says what ended it: the text of the first operand of the top
`or` of `ends when:` that held ("stalemate"), "end NAME", "times" (its parts were all played) or "steps"
(its steps ran); `outer` names the level around it whose end ended it too (an `end game` in a round, or
the game's `ends when:`), and then the narration is silent.  A level's `starter` event (not the round's)
carries `level` and `path`, and makes that player `active` in its setup, steps and scoring.

`Turns` (another base of Engine) is who plays next: the verbs `goes next` and `misses N turns`, the
statement `reverse order`, and the seat that takes the next turn: by default the next player in the
order of play after the active one.  `P goes next` names the player of the next turn instead (a later
one in the same turn replaces an earlier one; after it, the order goes on from P); `P misses N turns`
adds N to the turns P is owed to miss.  Before each turn `turn_seat` passes over every candidate who
owes a missed turn (one less owed each time, a `skip` event) and takes the next in order.  A missed turn
is not a turn: no `turn` event, `turns` and `turns_without_play` do not count it, no cheating window
opens.  Both are forgotten when the round ends (mogel.runtime.state).

`reverse order` turns the order of play round: the turns, `next`, `previous`, `players`, `others`, `each
player`, deals and the turns passed over all follow it (every seat order is `State.seats_from`); `left
of` and `right of` are seats at the table and stay where they are. When each instance of the level of
turns begins (each round), play goes the header's way again (`reset_order`), told only if it had been
turned round.  Both, and the players who drop out of the order of play, are mogel.runtime.seating's.

Events: `next_turn` (seat, again: whether it is the active player, who plays again; quiet: a `quietly
... goes next`, not told), `miss` (seat, turns: how many that player now owes), `skip` (seat: a turn
passed over), `reverse` (order: "left" or "right", the way play goes now; reset: true when a new round
turns it back).
"""

from __future__ import annotations

from typing import Optional

from ..check.levels import MAX_PARTS
from ..check.work import ROUND_WORK, WORK
from ..compile.levels import RoundOver
from ..compile.specs import ReadOnlyInfo
from ..compile.said_work import SAY, level_path, level_words, stop
from ..compile.work import round_work_stopped, too_many_turns
from ..errors import RulesRuntimeError, RunawayGame
from .events import NO_INFO, ROUND_START, Decision

ROOM = 256   # the most events State.room counts down at once: ints CPython never allocates (-5 to 256)
MAX_SKIPS = 1000   # candidates passed over in a row before the game is stopped (Turns.turn_seat)
NO_NAMES = ReadOnlyInfo()   # the names given a level's blocks and checks: none, one dict shared (mogel.compile)


class Levels:
    """The level driver of Engine (its `p`, `s`, `emit`, `reset_variables`, `turn_seat` ...), and
    the event budget each level instance sets anew (`budget`)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    @property
    def emitted(self) -> int:
        """Events so far, kept or not."""
        return self.s.counted - self.s.room

    @property
    def budget(self) -> int:
        """Events this round may still emit (an int, below 0 when set so): the engine stops it as a
        runaway (`_runaway`) at one more.  Kept as a countdown to that event, so that an event costs one
        subtraction and one test against 0 (`State.room`: up to ROOM of them, the rest in `reserve`,
        taken by `out_of_room`), and as the count of events to stop after (`budget_end`)."""
        return self.budget_end - self.emitted

    @budget.setter
    def budget(self, events: int) -> None:
        s = self.s
        emitted = s.counted - s.room
        self.budget_end = emitted + events
        room = max(events, 0) + 1   # to the runaway's event, that one included
        self.reserve = max(room - ROOM, 0)
        room -= self.reserve
        if s.held is None:
            s.room = room
        else:   # the next event counts the steps since the last first (State.spent): its room stays 1
            s.held = room
        s.counted = emitted + s.room

    def out_of_room(self) -> None:
        """An event has brought `State.room` to 0: the steps since the last event counted, when
        `State.spent` asked for it (more than UNCOUNTED), and the room it held given back; room
        taken from the `reserve`; at the event the budget allows no more, the round stopped
        (`_runaway`)."""
        s = self.s
        held = s.held
        if held is not None:
            s.held = None
            self.steps -= WORK - s.work
            if held > 1:
                s.room = held - 1
                s.counted += held - 1
                return
        if self.reserve:
            room = min(self.reserve, ROOM)
            self.reserve -= room
            s.room = room
            s.counted += room
            return
        self._runaway()

    def steps_taken(self) -> None:
        """At the start of an event the engine makes (`emit`), when more than UNCOUNTED steps
        were taken since the last (`State.work` below COUNTED): count them (`steps`), and give
        back the room `State.spent` held for them."""
        s = self.s
        self.steps -= WORK - s.work
        held = s.held
        if held is not None:
            s.held = None
            s.counted += held - 1
            s.room = held

    def play_level(self, index: int, number: int, outer: tuple = ()):
        """One instance (`number`, from 1) of the level `p.levels[index]` inside the instances
        `outer` ((name, number) pairs, top first)."""
        p, s = self.p, self.s
        spec = p.levels[index]
        if self.pause is not None and spec is p.parts and self.pause():   # stopped before this part of the game
            yield Decision(None, ROUND_START, (), spec.item.span)
        path = (*outer, (spec.name, number))
        where = list(map(list, path))   # [[name, number], ...]
        nested = len(path) > 1
        self.budget = self.max_events
        self.steps = ROUND_WORK
        outer_checks = self.move_checks   # levels_a_move_ends() of the levels around this one, again at its end
        self.running.append(spec)
        self.move_checks = self.levels_a_move_ends()
        try:
            if spec.name == "round":
                info = {"round": number, **({"level": "round", "path": where} if nested else {})}
                self.emit("round_start", info=info, span=spec.item.span)
            else:
                self.emit("level_start", info={"level": spec.name, "number": number, "path": where},
                          span=spec.item.span)
            self.reset_variables(spec.name)
            if spec.turns:   # each round is played the header's way round first (`reverse order`)
                self.reset_order(spec.item.span)
            if spec.starter is not None:
                seat = self.seat_in(self.level_seat(spec, "starter", spec.starter(s, NO_NAMES)))
                info = {} if spec.name == "round" else {"level": spec.name, "path": where}
                self.emit("starter", seat, info=info, span=spec.item.where("starter"))
            times = self._part_times(index) if spec.made_of not in (None, "turns") else None
            self.phase, self.suppress = "setup", 1
            try:   # a level's setup and scoring, where no level can end (the checker forbids `end`)
                yield from self.run_block(spec.setup, NO_NAMES)
            except RoundOver:
                raise self._ended_outside_play(spec, "setup") from None
            # play: every operand of a pruned level's `ends when:` tested at the first check (Engine.unchecked)
            self.phase, self.suppress = "fresh" if spec.pruned else "play", 0
            around = None
            try:
                if spec.turns:
                    reason, condition = yield from self._turns(spec, number)
                elif spec.steps is not None:
                    yield from self.run_block(spec.steps, NO_NAMES)
                    reason = condition = "steps"
                else:
                    reason, condition = yield from self._parts(index, path, times)
            except RoundOver as over:
                reason, condition = over.reason, over.condition
                if over.level != spec.name and any(name == over.level for name, _ in outer):
                    around = over   # `end game` in a round: the round ends, then the game
            self.phase, self.suppress = "scoring", 1
            told = {"condition": condition, **({"outer": around.level} if around is not None else {})}   # the level it ended too
            if spec.name == "round":
                info = {"round": number, "reason": reason, **told, "active": s.active}
                self.emit("round_end", info={**info, **({"level": "round", "path": where} if nested else {})},
                          span=spec.item.where("ends_when"))
            else:
                self.emit("level_end", info={"level": spec.name, "number": number, "path": where,
                                             "reason": reason, **told},
                          span=spec.item.where("ends_when"))
            try:
                yield from self.run_block(spec.scoring, NO_NAMES)
            except RoundOver:
                raise self._ended_outside_play(spec, "scoring") from None
            if spec.name == "round":
                info = {"round": number, "scores": list(s.round_scores)}
                self.emit("round_scored", info={**info, **({"level": "round", "path": where} if nested else {})},
                          span=spec.item.where("scoring"))
            else:
                self.emit("level_scored", info={"level": spec.name, "number": number, "path": where,
                                                "scores": list(s.level_scores.get(spec.name, [0] * s.n))},
                          span=spec.item.where("scoring"))
        finally:
            self.running.pop()
            self.move_checks = outer_checks
        if around is not None:
            try:
                raise around
            finally:   # the exception's traceback holds this frame: no local may hold it (a cycle)
                around = None

    def _part_times(self, index: int) -> Optional[int]:
        """The `times:` of the inner level of `p.levels[index]`, worked out now (None: none)."""
        inner = self.p.levels[index + 1]
        if inner.times is None:
            return None
        return self.level_count(inner.times(self.s, NO_NAMES), inner.item.where("times"), "'times:'", inner.name)

    def level_count(self, count, where, said: str, name: str) -> int:
        """`count` instances of level `name`, or RulesRuntimeError at `where` unless 1 to MAX_PARTS."""
        if count is None or not 0 < count <= MAX_PARTS:
            raise RulesRuntimeError(f"{where}: {said} gives {count} {name}s for {self.s.n} players; it must give "
                                    f"1 to {MAX_PARTS}", where, self.p.rules.source)
        return count

    def _turns(self, spec, number: int):
        """The turns of one instance of a level made of turns, in seat order from `first:`: the generated loop of
        a twin for bots answered at once (`Program.turns`, mogel.compile.source_turns) in its mode, else this."""
        p, s = self.p, self.s
        active = self.turn_seat(self.level_seat(spec, "first", spec.first(s, NO_NAMES)))
        checks = self.levels_a_turn_ends()   # the levels running do not change while turns are played
        lab = self.lab   # the lab mode (Engine.count_only); else events are kept while `tally` is None
        if p.turns is not None and (lab is not None if p.lab else self.tally is None):   # it returns only by raising
            return p.turns(self, spec, number, active, checks, MAX_PARTS, NO_NAMES)
        span, turn, at_once = p.rules.turn.span, p.turn, p.at_once
        resets = any(variable.reset == "turn" for variable in p.variables)
        # a pruned level (then the only one): in the phase "play" only the operands a move tests
        # at every check may hold after a turn (mogel.compile.levels Ends); none such: None
        pruned, which_kept = spec.pruned, spec.which_kept
        by_seat = lab["turn"] if lab is not None else None
        keep = self.events.append   # the engine's list of events is never replaced
        in_place = lab is not None or self.tally is None   # else (another lab mode) Engine.emit_turn
        while True:
            if s.turn >= MAX_PARTS:
                raise too_many_turns(self, spec, number, MAX_PARTS, span, p.rules.source)
            if in_place:   # the turn event as Engine.emit_turn makes it, without its call; the steps
                s.active = active   # since the last event counted by out_of_room, as the generated code's events
                s.turn += 1
                s.next_seat = None
                s.room = s.room - 1
                if lab is not None:   # the lab mode: counted
                    if not s.room:
                        self.out_of_room()
                    s.work = WORK
                    if by_seat is not None:
                        by_seat[active] += 1
                else:   # events kept: the event kept (a plain tuple, Engine.kept_events) and told
                    keep(("turn", active, (), NO_INFO, span))
                    if not s.room:
                        self.out_of_room()
                    s.work = WORK
                    if self.on_event is not None:
                        self.tell()
            else:
                self.emit_turn(active, span)
            if self.steps < 0:   # turns with no loop, each working out much (mogel.compile.work)
                raise round_work_stopped(self, span, p.rules.source)
            if resets:
                self.reset_variables("turn")
            if at_once:   # the twins for bots answered at once: a plain function (Engine.run_block)
                turn(self, NO_NAMES)
            else:
                yield from turn(self, NO_NAMES)
            if pruned and self.phase == "play":
                if which_kept is not None:
                    index = which_kept(s, NO_NAMES)
                    if index is not None:
                        self.level_ended(spec, index)
            else:
                for level in checks:   # the outermost first
                    index = level.which_end(s, NO_NAMES)
                    if index is not None:
                        self.level_ended(level, index)
            seat = s.next_seat   # Turns.after_turn_seat, its call made only for a seat that misses turns
            try:   # the next seat that is in (mogel.runtime.seating): None when nobody is, a TypeError here
                active = s.next_in[active] if seat is None else seat
                if s.missing[active]:
                    active = self.turn_seat(active)
            except TypeError:
                raise self.nobody_in() from None

    def _parts(self, index: int, path: tuple, times: Optional[int]):
        """The instances of the inner level of `p.levels[index]`: `times` of them, or until its
        `ends when:` holds after one (or an `end` ends it)."""
        spec, k = self.p.levels[index], 0
        while times is None or k < times:
            if k >= MAX_PARTS:
                where = spec.item.where("ends_when")
                raise stop(RunawayGame, "parts_never_end", where, self.p.rules.source,
                           path=level_path(self, spec.name, path[-1][1]), most=MAX_PARTS,
                           part=level_words(self.p.levels[index + 1]),
                           why=SAY("ends_never_held", most=MAX_PARTS) if spec.ends else SAY("nothing_ends"))
            k += 1
            yield from self.play_level(index + 1, k, path)
            condition = spec.ended(self.s)
            if condition is not None:
                return "ends when", condition
        return "times", "times"

    def unchecked(self) -> None:
        """What an `ends when:` reads changed where no check follows (a deal, a shuffle, a table
        built by hand, a search's copy dealt anew; in the generated code the start of a turn or
        a covert move, when an operand holds now): in play, with a level whose moves test only
        what they may change (LevelSpec.pruned), the phase "fresh": the next check tests every
        operand (mogel.compile.levels `Ends`)."""
        if self.phase == "play" and self.move_checks and self.move_checks[0].pruned:
            self.phase = "fresh"

    def levels_a_turn_ends(self) -> tuple:
        """The levels whose `ends when:` is checked after each turn, outermost first: the
        running levels checked after each move or turn, and the level of turns whatever its
        `checked:` says; `_turns` reads them (after each move, `Engine.after_move` reads
        `levels_a_move_ends`)."""
        return tuple(spec for spec in self.running
                     if (spec.checked in ("move", "turn") or spec.turns) and spec.which_end is not None)

    def levels_a_move_ends(self) -> tuple:
        """The levels whose `ends when:` is checked after each move now (Program.move_ends),
        outermost first: those running, or outside the driver (a Scenario) the level of turns
        -- the levels a move may end; `Engine.after_move` reads them."""
        levels = self.running or [spec for spec in self.p.levels if spec.turns]
        return tuple(spec for spec in levels if spec.checked == "move" and spec.which_end is not None)

    def level_seat(self, spec, prop: str, seat: Optional[int]) -> int:
        """The seat that `starter:` or `first:` gave; RulesRuntimeError at that line when it gave
        nobody (a role no player holds yet: nothing in 'setup:' gave it; a variable not set yet)."""
        if seat is None:
            where, expr = spec.item.where(prop), getattr(spec.item, prop)
            name = getattr(expr, "name", None)
            why = SAY("variable_nobody", name=name, prop=prop) if name in self.p.rules.variables else SAY("role_nobody")
            raise stop(RulesRuntimeError, "gives_nobody", where, self.p.rules.source, prop=prop,
                       path=level_path(self, spec.name, self.s.levels.get(spec.name, self.s.round)), why=why)
        return seat

    def _ended_outside_play(self, spec, name: str) -> RulesRuntimeError:
        """The error of a level's setup or scoring (`name`) that ended a level: no level can end
        there (the checker forbids `end`)."""
        where = spec.item.where(name)
        return RulesRuntimeError(f"{where}: '{name}' tried to end the {spec.name}", where, self.p.rules.source)


class Turns:
    """The turn-control verbs and the choice of the next turn's player, for Engine."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def go_next(self, actor: int, span, quiet: bool = False):
        """`P goes next`: a `next_turn` event; of a player who is out, the next player in after P."""
        actor = self.seat_in(actor)
        info = {"again": actor == self.s.active, **({"quiet": True} if quiet else {})}
        self.emit("next_turn", actor, info=info, span=span)
        return True
        yield

    def miss(self, actor: int, count: int, span):
        if count > 0:
            self.missed_at[actor] = span
            self.emit("miss", actor, info={"turns": self.s.missing[actor] + count}, span=span)
        return True
        yield

    def turn_seat(self, default: int) -> int:
        """The seat of the next turn: the `goes next` player if one was named since the last
        turn began, else `default` (or the next player in, when it is out: `seat_in`); passed over
        (a `skip`) while it owes missed turns.  Raises RulesRuntimeError, at the `misses` line,
        after MAX_SKIPS candidates in a row."""
        s = self.s
        candidate = self.seat_in(s.next_seat if s.next_seat is not None else default)
        passed = 0
        while s.missing[candidate] > 0:
            span = self.missed_at.get(candidate)
            if passed >= MAX_SKIPS:
                raise RulesRuntimeError(
                    f"{span}: {MAX_SKIPS} turns in a row were missed and nobody played: 'misses' gives more "
                    f"turns to miss than the round can pass over; give fewer", span, self.p.rules.source)
            self.emit("skip", candidate, span=span)
            passed += 1
            candidate = s.next_in[candidate]
        return candidate

    def after_turn_seat(self, active: Optional[int]) -> int:
        """The seat of the turn after `active`'s (`Levels._turns` works it out in place)."""
        return self.turn_seat(self.s.next_in[active])
