"""The worlds a search bot thinks in: the game in progress, copied and determinized.

A search bot (mogel.agents.search) plays each option of a decision out in copies of the game
as it might be.  A copy cannot be taken of a running engine (a Python generator), so it is
replayed: `Worlds.position(rng)` builds a fresh `mogel.runtime.engine.Engine` at the start of
the current scored part -- the instance of the rules' top level being played (a round, a game
of a match) -- from a snapshot (its state rebuilt from the events, the engine's
chance generator as it stood then) and feeds it the decisions made since, up to the decision
being asked.  Then it **determinizes** that copy: every card whose face the seat cannot see now
(`mogel.present.views.Visibility.face_shown`) is dealt anew, at random from `rng`, into the places
that hold cards the seat cannot see -- the seat's own hand, face-up cards, the number of cards in
every zone and where face-down cards lie stay as they are.  So the copy depends on what the seat
sees, never on the hidden cards of the real game.  Cards the seat saw go where it saw them, as far
as its view tells (`Sightings`): a card moved face up into a hand it cannot see, given by it or
taken from a face-up pile, is dealt there again while there is room; cards moved before the
game's first chance (the rules' own fixed moves, such as cards left in the box) are known to all.
The open claims (mogel.runtime.claims) follow their cards' places and are judged anew.

What the copy keeps of the real game besides: the state the seat sees, whose turn it is and
the rules' working values of the turn being played (the engine's stack at the decision).  A
working value that holds a card hidden from the seat (rare: a card just drawn by another player,
still in a rule's hands) keeps that card's id; it then names whichever card the deal put there.
"""

from __future__ import annotations

import copy
import math
import random
from typing import Dict, List, NamedTuple, Optional

from ..language.model import BOX
from ..runtime.engine import Engine
from ..runtime.events import CHANCE_KINDS
from ..runtime.state import State, ZoneLayout
from .search_playout import SEARCHED, Cut

# Engine attributes a copy gets afresh (its own, or set as the part begins); the others -- the
# rules' open claims, who missed turns -- are carried over from the snapshot.
FRESH = frozenset({"p", "seed", "s", "rng", "seats", "events", "budget", "on_event", "phase", "suppress", "hand",
                   "answerers", "decisions", "running", "move_checks", "asks_chance", "refilling", "chain_depth",
                   "chain_frames", "emitted", "tally", "changes", "lab", "made",   # tally, changes, lab: its lab mode (count_only)
                   "onto_info", "notice_info", "accuse_info", "uniform_bits"})
TABLE_FIXED = frozenset({"layout", "slot_of", "rings"})   # State attributes fixed for a table: shared by copies
# An engine's attributes: the __slots__ of its class and its bases (it has no __dict__)
ENGINE_SLOTS = tuple(name for kind in reversed(Engine.__mro__) for name in kind.__dict__.get("__slots__", ())
                     if name != "__weakref__")
MUTABLE = (list, dict, set)


def _fresh(value):
    """A copy of a state's value: its lists, dicts and sets copied all the way down (their other
    values are numbers, texts and tuples, never changed in place)."""
    kind = type(value)
    if kind is list:
        return [_fresh(v) for v in value] if any(type(v) in MUTABLE for v in value) else value.copy()
    if kind is dict:
        return {k: _fresh(v) for k, v in value.items()} if any(type(v) in MUTABLE for v in value.values()) \
            else value.copy()
    if kind is set:
        return set(value)
    return value


class _Found(Exception):
    """Raised from a replay's `on_event` when the scored part being looked for begins."""


class Copy(Engine):
    """An engine for a determinized copy: in the lab mode (no Event objects: nobody in a copy
    reads events), counting its events (`emitted`, the replay to the decision too) and stopping
    with Cut once it has played more than `limit` of them (set with `cut_at`)."""

    __slots__ = ("limit",)

    def __init__(self, *args, **kwargs):
        self.limit = math.inf
        super().__init__(*args, **kwargs)

    def cut_at(self, limit: float) -> None:
        """Stop with Cut at its `limit`-th event in all (at its next if it has played them already)."""
        self.limit = limit
        self.budget = min(self.budget, self.max_events)

    @property
    def max_events(self):   # a level starting anew counts its budget from here (Engine: per round)
        return min(super().max_events, self.limit - self.emitted - 1)

    def _runaway(self):
        if self.emitted >= self.limit:
            raise Cut
        super()._runaway()


class Sightings:
    """Where a seat last saw each card go: the events as it saw them, read as the game goes on.

    `where` maps card -> slot for every card the seat saw arrive in a slot (a move whose card it
    saw, a reveal or a show), and the game box for a card it never saw move: every card starts there.
    Until the game's first chance event (a shuffle, a noticed cheat, a race) or its first act of
    a player, every move is a fixed consequence of the rules and counts as seen.
    """

    def __init__(self, engine, seat: int, visibility):
        self.engine, self.seat, self.visibility = engine, seat, visibility
        self.where: Dict[int, int] = dict.fromkeys(range(len(engine.p.deck)), engine.s.slot_of[BOX])
        self.read = 0
        self.public = True

    def update(self) -> Dict[int, int]:
        """Read the events since the last call; returns `where`."""
        events, where = self.engine.kept_events(), self.where
        for ev in events[self.read:]:
            if self.public and (ev.kind in CHANCE_KINDS or ev.seat is not None):
                self.public = False
            shown = ev if self.public else self.visibility.redact(ev, self.seat)
            if shown is None:
                continue
            for card, _, dst in shown.moves:
                if card is not None:
                    where[card] = dst
            if shown.kind in ("reveal", "show"):
                for card, slot in zip(shown.info["cards"], shown.info["slots"]):
                    if card is not None:
                        where[card] = slot
        self.read = len(events)
        return where


class Start(NamedTuple):
    """The snapshot of the scored part being played: its number, the state and the engine's
    chance generator just before it began, the engine attributes carried over, and how many
    decisions had been made by then."""

    number: int
    state: State
    rng_state: tuple
    carried: dict
    answered: int
    emitted: int     # the events of the game before the part began
    outer: tuple     # the instances around the part ((level name, number) pairs): () but in an open-ended top level


class Worlds:
    """Determinized copies of one game in progress, as seat `seat` may imagine it.

    engine: the real game's engine (read only: its program, seed, seats, events and decisions);
    visibility: the game's mogel.present.views.Visibility.
    """

    def __init__(self, engine, seat: int, visibility):
        self.engine, self.seat, self.visibility = engine, seat, visibility
        self.program = engine.p
        self.sightings = Sightings(engine, seat, visibility)
        self.start: Optional[Start] = None
        self.replayed = 0   # the events of the game replayed for a snapshot not yet charged (`charge`)
        self._hiding = None   # (the decision asked, what a deal there starts from: `_hidden`)

    def charge(self) -> int:
        """The events replayed from the game's start for the snapshot of the part being played,
        if they were not told before (else 0): so a search counts them once, in its budget."""
        self._snapshot()
        replayed, self.replayed = self.replayed, 0
        return replayed

    def replaying(self) -> int:
        """The events a copy replays to stand at the decision being asked: the real game's
        since the part being played began."""
        return self.engine.emitted - self._snapshot().emitted

    def _snapshot(self) -> Start:
        """The Start of the part being played: replayed from the game's beginning, once a part."""
        real = self.engine
        number = len(real.s.history) + 1
        if self.start is not None and self.start.number == number:
            return self.start
        found = {}

        def watch(ev):   # a part of the score history begins: an instance of the level at its depth
            path = ev.info.get("path") or ()
            if ev.kind in ("round_start", "level_start") and max(len(path), 1) == replay.s.history_depth \
                    and len(replay.s.history) + 1 == number:
                found["rng"], found["events"] = replay.rng.getstate(), len(replay.events) - 1
                found["outer"] = tuple((name, n) for name, n in path[:-1])
                raise _Found
        replay = self._engine(on_event=watch)
        answers, answered = real.decisions, 0
        run = replay.run()
        try:
            run.send(None)
            while True:
                answered += 1
                run.send(answers[answered - 1])
        except _Found:
            pass
        state = State(ZoneLayout(self.program.zones, real.s.n), len(self.program.deck), self.program.roles,
                      self.program.order, real.s.oldest, real.s.teams, self.program.laid)
        state.turn_level = self.program.turn_level
        for ev in replay.kept_events()[:found["events"]]:
            state.apply(ev)
        carried = copy.deepcopy({key: getattr(replay, key) for key in ENGINE_SLOTS if key not in FRESH})
        self.start = Start(number, state, found["rng"], carried, answered, found["events"], found["outer"])
        self.replayed = replay.emitted
        return self.start

    def _engine(self, on_event=None, kind=Engine) -> Engine:
        """A fresh engine (of class `kind`) for the real game's table: same program, seats, seed and oldest seat."""
        real = self.engine
        eng = kind(self.program, real.s.n, real.seed, real.seats, real.s.oldest, on_event)
        eng.asks_chance = real.asks_chance
        return eng

    def position(self, rng: random.Random):
        """A determinized copy standing at the decision being asked: (its engine, a Copy in the
        lab mode, its run -- a generator waiting for that decision's answer --, the copy's
        Decision).  RuntimeError when the copy asks another seat or another kind of decision (a
        replay that went another way: a bug)."""
        start = self._snapshot()
        eng = self._engine(kind=Copy)
        eng.count_only({})
        eng.s = State.__new__(State)
        for key in State.__slots__:
            value = getattr(start.state, key)
            setattr(eng.s, key, value if key in TABLE_FIXED else _fresh(value))
        eng.s.seat_piles = eng.s.piles_by_seat()   # the copied piles, not the start's
        eng.rng.setstate(start.rng_state)
        for key, value in copy.deepcopy(start.carried).items():
            setattr(eng, key, value)
        run = eng.play_level(len(start.outer), start.number, start.outer)
        decision = run.send(None)
        for answer in self.engine.decisions[start.answered:]:
            decision = run.send(answer)
        if decision.seat != self.seat or decision.kind not in SEARCHED:
            raise RuntimeError(f"the copy of the game asks {decision}, not seat {self.seat}")
        self._deal(eng, rng)
        eng.unchecked()   # the hidden cards dealt anew: the next check tests every operand
        return eng, run, decision

    def _hidden(self, s: State) -> tuple:
        """What a deal at the decision being asked starts from, worked out once a decision (every
        copy stands in the same state there): the places hidden from the seat (slot -> indexes
        in its pile), the cards in them (sorted: an order that does not tell where they lie), and
        by slot those of them the seat saw go there."""
        asked = (self.engine.emitted, len(self.engine.decisions))
        if self._hiding is not None and self._hiding[0] == asked:
            return self._hiding[1]
        seat, shown = self.seat, self.visibility.face_shown
        places: Dict[int, List[int]] = {}
        pool = []
        for slot, pile in enumerate(s.zones):
            for i, card in enumerate(pile):
                if not shown(seat, s, slot, card):
                    places.setdefault(slot, []).append(i)
                    pool.append(card)
        pool.sort()
        seen = self.sightings.update() if pool else {}
        seen_in = {slot: [card for card in pool if seen.get(card) == slot] for slot in places}
        self._hiding = (asked, (places, pool, seen_in))
        return places, pool, seen_in

    def _deal(self, eng, rng: random.Random) -> None:
        """Deal every card the seat cannot see anew into the places it cannot see (see the module)."""
        s = eng.s
        places, pool, seen_in = self._hidden(s)
        if not pool:
            return
        dealt: Dict[tuple, int] = {}
        for slot, free in places.items():
            here = seen_in[slot]
            if len(here) > len(free):
                here = rng.sample(here, len(free))
            for card, i in zip(here, rng.sample(free, len(here))):
                dealt[slot, i] = card
        placed = set(dealt.values())
        rest = [card for card in pool if card not in placed]
        rng.shuffle(rest)
        rest = iter(rest)
        renamed, down = {}, {}
        for slot, free in places.items():
            pile = s.zones[slot]
            for i in free:
                card = dealt[slot, i] if (slot, i) in dealt else next(rest)
                renamed[pile[i]] = card
                pile[i] = card
                s.where[card] = slot
        for card, laid_by in list(s.face_down.items()):
            down[renamed.get(card, card)] = laid_by
        s.face_down.clear()
        s.face_down.update(down)
        for claim in eng.open_claims:
            cards = tuple(renamed.get(card, card) for card in claim.cards)
            if cards != claim.cards:
                claim.cards, claim.true = cards, eng.claim_true(claim.claim, claim.claimer, cards)
