"""The interpreter: runs a compiled Program as a generator of Decisions, emitting Events.

`Engine.run()` yields a `Decision` whenever a seat must choose and expects the answer to be
sent back -- except for seats with an `answerer` (a bot), which are asked directly, without
suspending the game; every answer is recorded in `Engine.decisions`, in order; chance (shuffles, who notices a cheat, race reaction times) comes from the engine's
own `random.Random(seed)` and is recorded as events -- unless `asks_chance` is set (mogel.openspiel):
then each draw is a Decision of kind "chance" (seat None) yielded to whoever runs the game,
answered with an outcome 0..k-1 (`Engine.chance`).  The engine knows generic concepts only:
zones, cards, roles, plays, gives, races, covert moves and accusations -- never a card or role
of a particular game.  Which seat settings it reads: `attention` (0..1, chance to notice a
cheat), `reaction` (mean race reaction time, seconds), `asks_reaction` (a human: race reaction
times are asked as "react" decisions, not drawn).
"""

from __future__ import annotations

import random
from collections import deque
from typing import List

from ..check.levels import MAX_PARTS, MAX_ROUNDS   # the limits the checker also applies to constant counts
from ..check.work import COUNTED, ROUND_WORK, WORK
from ..compile.program import Program, compile_rules
from ..compile.source_module import IN_PLACE, in_place_counters
from ..compile.levels import RoundOver
from ..compile.said_work import SAY, stop
from ..errors import MogelError, RulesRuntimeError, RunawayGame
from .asking import Asking, Luck
from .choices import Choices
from .claims import Claims
from .covert import Covert, NoticeInfos
from .events import NO_INFO, Infos, KeptEvents
from .state import State, change_of, table_layout
from .levels import Levels, Turns
from .seating import Seating
from .races import Races
from .verbs import Faces, Verbs

MAX_TURNS_PER_ROUND = MAX_PARTS   # turns of one instance of a level (mogel.runtime.levels)
MAX_EVENTS_PER_ROUND = 100_000   # a real round has a few hundred
_ROLE, _PLAY = change_of("role"), change_of("play")   # written in place by emit(_card)


class Engine(Verbs, Races, Choices, Turns, Seating, Faces, Claims, Levels, Luck, Covert, Asking, KeptEvents):
    """One game in progress: State, chance, rounds and turns; the verbs compiled statements
    call are in mogel.runtime.verbs (races: mogel.runtime.races), variables and choices in mogel.runtime.choices, who plays
    next in mogel.runtime.levels (`Turns`; `reverse order` and who drops out: mogel.runtime.seating `Seating`), face-down cards in mogel.runtime.verbs (`Faces`),
    claims and their challenges in mogel.runtime.claims, `chance(...)` in mogel.runtime.asking
    (`Luck`), what the generated cheating windows call in mogel.runtime.covert.

    Its attributes are `__slots__` (every one set in `__init__`; its mixins have none): the
    generated code reads them at every step, and CPython 3.11 keeps an instance's attribute reads
    specialised only while its class's shared keys hold every attribute (at most 29) and nobody
    reads its `__dict__`; slots are read as fast whatever their number (tests/runtime/test_slots.py)."""

    __slots__ = ("p", "seed", "s", "rng", "seats", "events", "budget_end", "reserve", "steps", "on_event", "tally",
                 "changes", "lab", "made", "onto_info", "notice_info", "accuse_info", "phase", "suppress", "hand", "answerers",
                 "countdowns", "cheat_left", "accuse_left", "decisions", "accuse_options", "open_claims", "missed_at", "running",
                 "move_checks", "refilling", "chain_depth", "chain_frames", "asks_chance", "uniform_bits", "pause", "__weakref__")   # held weakly: tests/runtime

    def __init__(self, program: Program, n: int, seed: int, seats, oldest: int = 0, on_event=None,
                 answerers=None):
        self.p = compile_rules(program.rules) if program.lab or program.at_once else program   # the twins: count_only, answer_at_once
        self.seed = seed
        self.s = State(table_layout(program, n), len(program.deck), program.roles, program.order, oldest,
                       program.teams(n) if program.team_game else None, program.laid)
        self.rng = random.Random(seed)
        self.seats = seats
        self.events: list = []   # (kind, seat, moves, info, span) tuples, Events once read (kept_events) or told (tell)
        self.made = 0   # how many of `events` kept_events has made Events
        self.budget = MAX_EVENTS_PER_ROUND   # counted down by State.room (mogel.runtime.levels)
        self.steps = ROUND_WORK   # steps left in this round (mogel.compile.work)
        self.on_event = on_event
        self.tally = None   # the lab mode's counters by event kind (count_only); None: events are kept
        self.changes = None   # the lab mode's: event kind -> (its State change, its counter), made at its first event
        self.lab = None   # the lab mode: each kind the generated code makes in place -> its counter or None
        # the infos shared by events (read only: ReadOnlyInfo), made at their first and kept for every game
        # of the process: of a kept "play" face up, [the top it went onto]; of a "notice",
        # [chance][noticed][cheater] (the windows draw it in place); of an "accuse", [right][accused]
        self.onto_info = _ONTO_INFO
        self.notice_info = _NOTICE_INFO
        self.accuse_info = _ACCUSE_INFO
        self.phase = "setup"
        self.suppress = 0
        self.hand = self.s.slot_of.get("hand")
        self.answerers = list(answerers) if answerers is not None else [None] * n
        self.countdowns = [None] * n   # seat -> a bot's countdown to its covert moves (mogel.agents.countdown)
        self.no_countdowns(n)
        self.decisions: list = []
        self.accuse_options = {}   # accuser -> the options of an accusation (cached)
        self.open_claims: list = []   # the claims made and not yet judged or undone (mogel.runtime.claims)
        self.missed_at = {}   # seat -> the `misses` statement that last gave it turns to miss
        self.running = []   # the LevelSpecs of the level instances being played, top first
        self.move_checks = self.levels_a_move_ends()
        self.s.turn_level = program.turn_level
        self.s.history_depth = 2 if program.open_top else 1
        self.refilling = set()   # slots whose `when empty` runs (refill)
        self.chain_depth = self.chain_frames = 0   # `on play` blocks running inside one another (verbs.chain_too_deep)
        self.asks_chance = False   # True: chance is asked (Engine.chance), not drawn from self.rng
        self.pause = None   # a test: when true at the start of a part (Program.parts), the game stops there (ROUND_START, mogel.Game.play_until)
        self.uniform_bits = None   # bots answered at once for good: seat -> its uniform draw or None (the generated moves' draw in place)

    # --- the one place state changes -------------------------------------------------------
    def emit(self, kind, seat=None, moves=(), info=None, span=None, moved=False) -> None:
        """Change the state by one event: apply it, keep it -- the plain tuple (kind, seat, moves,
        info, span), which becomes an Event when read (`kept_events`) -- and tell `on_event`
        (`tell`); in the lab mode (`count_only`) the state changes the same way but nothing is kept:
        the counter of its kind is told the event's fields instead (the lab's table of changes and
        counters, `changes`). The change is made directly: the moves (`State.move`; the generated
        code makes most events in place, a move of one card face up and its role changes, notices
        and accusations: `tally` None, `lab`), then the change of the event's kind, looked up in one
        table by kind (`_KEPT_CHANGES`), not `State.change`; when events are kept, the change of a
        role is written here in place (`emit_card` writes a play's, `emit_turn` a turn's), as
        mogel.runtime.state's `_role` (`_play`, `_turn`) make them. `moved`: the caller has made the
        moves already, as `State.move` would (a gather or a deal by whole piles: `State.gather`,
        `State.deal`)."""
        s = self.s
        if s.work < COUNTED:   # the steps since the last event, unless a few (mogel.compile.work)
            self.steps_taken()
        if moves and not moved:
            if s.face_down and self.tally is None:   # `was_down` is for the views: no counter reads it
                info = self.note_face_down(moves, info)
            info = info or NO_INFO
            s.move(seat, moves, info)
            if s.laid_by is not None and kind == "play":   # who laid the cards (`player of C`)
                s.laid(seat, moves)
        else:
            info = info or NO_INFO
            s.work = WORK
        if self.tally is not None:   # the lab mode: its table, its counters
            try:
                change, counter = self.changes[kind]
            except KeyError:
                change, counter = self.changes[kind] = (change_of(kind), self.tally.get(kind))
            if change is not None:
                change(s, seat, info)
            s.room = s.room - 1
            if not s.room:
                self.out_of_room()
            if type(counter) is list:   # counts by seat, kept by the engine: no call
                counter[seat] += 1
            elif counter is not None:
                counter(seat, moves, info)
            return
        try:
            change = _KEPT_CHANGES[kind]
        except KeyError:
            change = _KEPT_CHANGES[kind] = change_of(kind)
        if change is not None:
            if change is _ROLE:   # a role's change, written in place: 10 calls a round fewer
                s.roles[info["role"]] = info["to"]
            else:
                change(s, seat, info)
        s.room = s.room - 1
        self.events.append((kind, seat, moves, info, span))
        if not s.room:
            self.out_of_room()
        if self.on_event is not None:
            self.tell()

    def emit_card(self, kind, seat, card, src, dst, info=None, span=None) -> None:
        """`emit(kind, seat, ((card, src, dst),), info, span)` for a move of one card face up (its info
        without face_down), which the generated code knows where it writes one: the card is moved
        here, and its moves tuple is built only for an event kept; while cards lie face down
        (`State.face_down`), which `emit` notes, and in the lab mode (whose generated code moves
        most cards in place, `count_only`) it is `emit`'s. What follows the move is `emit`'s,
        written again here rather than called. The generated code writes the same in place at its
        sites (mogel.compile.source_events `in_place`, while `tally` is None) and calls this only
        while a card lies face down or for a lab mode that calls it."""
        s = self.s
        if s.face_down or self.tally is not None:
            self.emit(kind, seat, ((card, src, dst),), info, span)
            return
        if s.work < COUNTED:   # as in emit
            self.steps_taken()
        zones = s.zones
        pile = zones[src]   # not empty: the card lies in it
        if pile[-1] == card:
            pile.pop()
        else:
            pile.remove(card)
        zones[dst].append(card)
        s.where[card] = dst
        s.work = WORK
        if info is None:
            info = NO_INFO
        try:
            change = _KEPT_CHANGES[kind]
        except KeyError:
            change = _KEPT_CHANGES[kind] = change_of(kind)
        if change is not None:
            if change is _PLAY:   # the play's change, written in place: a call less for each play
                s.last_play_turn = s.turn
                if s.laid_by is not None:
                    s.laid_by[card] = (seat, dst)
            else:
                change(s, seat, info)
        s.room = s.room - 1
        self.events.append((kind, seat, ((card, src, dst),), info, span))
        if not s.room:
            self.out_of_room()
        if self.on_event is not None:
            self.tell()

    def emit_turn(self, seat: int, span) -> None:
        """`emit("turn", seat, (), None, span)`, written for a turn (mogel.runtime.levels), the
        most common event of a round that moves no card: its change (mogel.runtime.state's
        `_turn`) in place, without `emit`'s tests of moves and its table of changes.  The turn loop
        (mogel.runtime.levels `_turns`) writes the same in place, events kept or the lab mode's
        counts by seat, and calls this only for a lab mode that calls its counters."""
        s = self.s
        if s.work < COUNTED:   # as in emit
            self.steps_taken()
        s.work = WORK
        s.active = seat
        s.turn += 1
        s.next_seat = None
        s.room = s.room - 1
        if self.tally is not None:
            if not s.room:
                self.out_of_room()
            counter = self.tally.get("turn")
            if type(counter) is list:
                counter[seat] += 1
            elif counter is not None:
                counter(seat, (), NO_INFO)
            return
        self.events.append(("turn", seat, (), NO_INFO, span))
        if not s.room:
            self.out_of_room()
        if self.on_event is not None:
            self.tell()

    def count_only(self, tally, at_once: bool = False) -> None:
        """The lab mode (mogel.lab): from now on keep no events (`events`
        stays empty); `tally` maps event kinds to counters: after the state has changed by an
        event of such a kind, `tally[kind](seat, moves, info)` is called with the event's fields
        (info a dict; not to be changed; without the `was_down` of a move of face-down cards,
        which only the views read); a counter that is a list (a count by seat) is counted in
        place: `tally[kind][seat] += 1`.  The state, the decisions and every draw of chance are
        those of the same game with events: it can be played again with its events from its
        seed.  When each kind of mogel.compile.source_module's IN_PLACE has no counter or one of
        the form it names there (`lab`), the engine runs the Program's lab twin (`compile_rules(
        rules, lab=True)`), whose generated code makes and counts those events in place, testing
        no mode; else the usual Program, which calls `emit`.  `at_once`: besides, every seat is a
        bot answered at once for good (its answerer true, no Game's stop), chance is drawn (no
        `asks_chance`) and nobody reads the record of decisions: the engine runs that twin's own
        twin (`compile_rules(rules, lab=True, at_once=True)`), which tests no answerer, yields no
        Decision and records no answer, and `decisions` keeps none (a deque of length 0: what the
        engine's own verbs record is dropped) -- the same game, played again from its seed with
        the same bots.  Called again once the game has begun, the module being run stays.  Raises
        MogelError when someone listens, events were kept, the lab twin runs and `lab` would be
        None, or `at_once` is asked after the game's start, of counters the twin cannot take, of
        a seat without an answerer or while chance is asked."""
        if self.on_event is not None or self.events:
            raise MogelError("the lab mode keeps no events: it is for games nobody listens to, from their start")
        lab = in_place_counters(tally)
        if at_once and (self.emitted or lab is None or self.asks_chance or not all(self.answerers)):
            raise MogelError("the lab mode answers at once only bots that answer every seat, with chance drawn, "
                             f"from the game's start, counting {', '.join(IN_PLACE)} in place")
        if self.emitted and lab is None and self.p.lab:   # begun: the twin's functions are running
            raise MogelError(f"a game under way in the lab mode keeps its counters' forms for {', '.join(IN_PLACE)}: a list, a call, a tuple")
        if not self.emitted and (lab is not None or self.p.lab):   # the Program of the mode: the module's twin or not
            self.p = compile_rules(self.p.rules, lab is not None, at_once)
            self.move_checks = self.levels_a_move_ends()
        if at_once:
            self.decisions = deque(maxlen=0)
            self.uniform_bits = self.uniform_draws()
        self.tally, self.changes, self.lab = tally, {}, lab

    def answer_at_once(self) -> None:
        """Before the game's start, with events kept, chance drawn and every seat a bot answered
        at once for good (its answerer true, no Game's stop): run the module's twin for that
        (`compile_rules(rules, at_once=True)`), which tests no answerer, yields no Decision and
        asks no chance -- the same game, its decisions recorded.  `Game.play()` calls it; in any
        other case (a lab mode too: count_only) it does nothing."""
        if not self.emitted and self.tally is None and not self.asks_chance and not self.p.lab and all(self.answerers):
            self.p = compile_rules(self.p.rules, at_once=True)
            self.move_checks = self.levels_a_move_ends()
            self.uniform_bits = self.uniform_draws()

    def _runaway(self):
        """Stop a round that goes on and on inside its effects, naming the rules lines at work."""
        located = [ev[4] for ev in self.events[-60:] if ev[4] is not None and ev[4].line > 0]   # their spans
        recent = sorted(set(located), key=lambda sp: (sp.line, sp.column))
        last = located[-1] if located else self.p.spans["round"]   # located at the last line at work
        whence = SAY("events_from", spans=", ".join(map(str, recent))) if recent else SAY("events_unknown")
        raise stop(RunawayGame, "events_never_end", last, self.p.rules.source, round=self.s.round,
                   most=MAX_EVENTS_PER_ROUND, whence=whence)

    # --- game and rounds -------------------------------------------------------------------
    def run(self):
        """The whole game: yields Decisions, returns when the game has ended.  The levels are
        played by mogel.runtime.levels: `rounds:` (or the top level's `times:`) instances of
        the top level."""
        p, s = self.p, self.s
        info = {"players": s.n, "seed": self.seed, "oldest": s.oldest}
        if s.teams is not None:   # each team's seats, once, in seat order
            info["teams"] = [list(team) for seat, (team, _, _) in enumerate(s.teams) if team[0] == seat]
        self.emit("game_start", info=info, span=p.rules.game.span)
        self.reset_variables("game", start=True)
        top = p.levels[0]
        if p.rounds is not None:
            rounds, where, said = p.rounds(s, {}), p.rules.game.where("rounds"), "'rounds:'"
        elif top.times is not None:
            rounds, where, said = top.times(s, {}), top.item.where("times"), "'times:'"
        else:   # an open-ended top level: the game is one instance of it (mogel.compile.levels.open_top)
            rounds, where, said = 1, top.item.span, ""
        if rounds is None or not 0 < rounds <= MAX_ROUNDS:
            raise RulesRuntimeError(f"{where}: {said} gives {rounds} {top.name}s for {s.n} players; a game has "
                                    f"1 to {MAX_ROUNDS}", where, p.rules.source)
        for number in range(1, rounds + 1):
            yield from self.play_level(0, number)
        self.emit("game_end", info={"totals": list(s.totals), "winners": self.leaders()}, span=p.rules.game.span)

    def leaders(self) -> List[int]:
        """The seats with the best total now (`winner:`, `ties:` of the game header): the
        winners when the game ends."""
        p, s = self.p, self.s
        pick = max if p.highest_wins else min
        best = pick(s.totals)
        winners = [seat for seat in range(s.n) if s.totals[seat] == best]
        if p.tie_break_last_round and len(winners) > 1 and s.history:
            best_last = pick(s.history[-1][seat] for seat in winners)
            winners = [seat for seat in winners if s.history[-1][seat] == best_last]
        return winners

    def play_round(self, number: int):
        """One round (the level `round`), as the top level: see mogel.runtime.levels."""
        index = next(i for i, spec in enumerate(self.p.levels) if spec.name == "round")
        return self.play_level(index, number)

    @property
    def max_events(self) -> int:
        return MAX_EVENTS_PER_ROUND

    def after_move(self, mover: Optional[int]):
        """After each move the engine makes itself (a claim's play, `move all`): end the round
        if its condition holds, then open a cheating window.  An iterator of Decisions (for
        `yield from`), not a generator of its own: the round-end test runs at the call.  The
        generated moves write the same in place (mogel.compile.source_moves `after_move`)."""
        if self.phase != "play" and self.phase != "fresh":
            return ()
        for spec in self.move_checks:   # the levels a move may end (Levels.levels_a_move_ends)
            index = spec.which_end(self.s, {})
            if index is not None:
                self.level_ended(spec, index)
        if self.suppress:
            return ()
        return self.run_block(self.p.window, mover, False)

    @staticmethod
    def level_ended(spec, index: int):
        """End the level `spec` because operand `index` of its `ends when:` holds: raises RoundOver."""
        raise RoundOver("ends when", level=spec.name, condition=spec.ends[index])

    def refill(self, slot: int):
        """Run the `when empty` block of an empty zone, with no cheating meanwhile; not again
        while it runs (two zones that refill each other from each other would do so for ever).
        A player's zone's block has `player` bound to its owner."""
        block = self.p.refill.get(self.s.layout.slot_zone[slot])
        if block is None or self.s.zones[slot] or slot in self.refilling:
            return
        self.suppress += 1
        self.refilling.add(slot)
        try:
            owner = self.s.layout.slot_owner[slot]
            yield from self.run_block(block, {} if owner is None else {"player": owner})
        finally:
            self.suppress -= 1
            self.refilling.discard(slot)

    # --- cheating and accusations (mogel.runtime.covert) -------------------------------------------
    def window(self, mover, race: bool):
        """A cheating window after a move by `mover` (or during a race): an iterator of Decisions,
        the rules' generated window (mogel.compile.source_cheats)."""
        return self.run_block(self.p.window, mover, race)


_KEPT_CHANGES: dict = {}   # event kind -> its State change (change_of), for every engine that keeps events: filled once, not a game
# the tables of shared infos of every engine (Engine.onto_info, notice_info, accuse_info): one a process, not
# one a game, whose first misses cost `Game.play()` 2.8 % (bench/README, session 19); read only, so that no
# game can change another's
_ONTO_INFO = Infos("onto")
_NOTICE_INFO = NoticeInfos()
_ACCUSE_INFO = (Infos("accused", right=False), Infos("accused", right=True))
