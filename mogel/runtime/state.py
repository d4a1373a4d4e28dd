"""The mutable state of one game: zones, roles, scores, round and turn.  Data only.

Zones are stored in "slots": a shared zone (the draw pile) has one slot, a per-player zone
(the hand) has one slot per seat.  `zones[slot]` lists card ids bottom to top; `where[card]`
is the slot a card lies in; `face_down[card]` is the seat that laid a face-down card (None: laid
by the rules), for the cards lying face down only.  Only events change a State: `apply(event)`,
or the engine's `emit` by the same parts (`move`, then `change_of` the event's kind; a gather's
or a deal's moves by whole piles, `gather` and `deal`, just before their event's `emit`).
"""

from __future__ import annotations

import functools
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from ..check.work import WORK
from ..compile.specs import ReadOnlyInfo
from ..compile.work import MAX_NUMBER
from ..language.model import BOX
from .seating import CHANGES, back_in, forget_turns, in_order


class ZoneLayout:
    """Slot numbers of every zone for a table of `n` players (zones in declaration order).

    The last slot is the game box (`BOX`): cards out of play.  Every card starts there.
    Read only: a game's State shares it with every other State of its table
    (mogel.runtime.engine `table_layout`).  `first_slots`: the first slot of each per-player zone;
    `to_info[slot]`: the info of a choice of a card to move there, {"to": (zone, owner)}, one
    read-only dict a slot shared by every such Decision (the generated moves, mogel.compile).
    """

    def __init__(self, zones: Sequence[Tuple[str, bool]], n: int):
        self.n = n
        self.slot_of: Dict[str, int] = {}
        self.slot_zone: List[str] = []
        self.slot_owner: List[Optional[int]] = []
        for name, shared in (*zones, (BOX, True)):
            self.slot_of[name] = len(self.slot_zone)
            owners = [None] if shared else list(range(n))
            self.slot_zone.extend([name] * len(owners))
            self.slot_owner.extend(owners)
        self.first_slots = tuple(slot for slot, owner in enumerate(self.slot_owner) if owner == 0)
        self.to_info = tuple(ReadOnlyInfo(to=place) for place in zip(self.slot_zone, self.slot_owner))

    def describe(self, slot: int) -> Tuple[str, Optional[int]]:
        """(zone name, owner seat or None) of a slot."""
        return self.slot_zone[slot], self.slot_owner[slot]


class State:
    """Everything that changes during one game; rules expressions read it directly.

    n: seats (players), numbered clockwise from 0; `left of s` is s + 1.  order: +1 when play
    passes to the left, -1 to the right.  Cards start in the box.

    Its attributes are `__slots__` (every one set in `__init__`): the generated code reads them
    at every step, and CPython 3.11 keeps an instance's attribute reads specialised only while its
    class's shared keys hold every attribute (at most 29) and nobody reads its `__dict__`; slots
    are read as fast whatever their number (tests/runtime/test_slots.py).
    """

    __slots__ = ("n", "layout", "slot_of", "zones", "where", "roles", "order", "oldest", "round", "starter",
                 "last_starter", "active", "turn", "last_play_turn", "missing", "next_seat", "round_scores",
                 "totals", "history", "winners", "finished", "variables", "face_down", "levels", "level_scores",
                 "starters", "last_starters", "turn_level", "history_depth", "rings", "next_of", "work",
                 "room", "counted", "held", "seat_piles", "headroom", "out", "next_in", "previous_in", "teams", "laid_by")

    def __init__(self, layout: ZoneLayout, n_cards: int, roles: Sequence[str], order: int, oldest: int,
                 teams: Optional[tuple] = None, laid: bool = False):
        self.n = layout.n
        self.layout = layout
        self.slot_of = layout.slot_of
        self.zones: List[List[int]] = [[] for _ in layout.slot_zone]
        box = layout.slot_of[BOX]
        self.zones[box].extend(range(n_cards))
        self.where: List[int] = [box] * n_cards
        self.roles: Dict[str, Optional[int]] = dict.fromkeys(roles)
        self.order = order
        self.oldest = oldest
        self.round = 0
        self.starter: Optional[int] = None
        self.last_starter: Optional[int] = None
        self.active: Optional[int] = None
        self.turn = 0
        self.last_play_turn = 0
        self.missing = [0] * self.n   # turns each seat is owed to miss (`misses`), this round
        self.next_seat: Optional[int] = None   # the `goes next` player of the next turn, if named
        self.round_scores = [0] * self.n
        self.totals = [0] * self.n
        self.history: List[List[int]] = []
        self.winners: Tuple[int, ...] = ()
        self.finished = False
        # variable -> value (None: absent), a variable `per player`: (name, seat) -> value; set only by events
        self.variables: Dict[object, object] = {}
        self.face_down: Dict[int, Optional[int]] = {}   # card lying face down -> who laid it (or None)
        # seat -> (its team's seats, the others, its partner or None), None: no teams (mogel.compile.Program.teams)
        self.teams = teams
        # who laid each card by a play (`player of C`, when the rules read it; else None): card -> (seat, the slot it
        # was laid in); `player of C` is that seat while C lies in that slot (mogel.compile.source_expr)
        self.laid_by: Optional[Dict[int, Tuple[int, int]]] = {} if laid else None
        self.levels: Dict[str, int] = {}   # level -> the running number of its latest instance
        self.level_scores: Dict[str, List[int]] = {}   # level -> points scored in its latest instance
        self.starters: Dict[str, Optional[int]] = {}   # level -> its instance's starter
        self.last_starters: Dict[str, Optional[int]] = {}   # level -> the previous instance's starter
        self.turn_level = "round"   # the level made of turns (the engine sets it from the program)
        self.history_depth = 1   # the path length of the level whose instances make the score history: the
        # top level's, or (an open-ended top level, played once: mogel.compile.levels) the level inside it
        # seat -> all seats in order of play from it, seat -> the seat after it (and the nearest after and
        # before it that is in: `out`, a level name or None a seat, mogel.runtime.seating): shared, never changed in place
        self.out: List[Optional[str]] = [None] * self.n
        in_order(self)
        self.work = WORK   # steps left before the next event (mogel.compile.work): not game state
        # nor the round's event budget, counted down here, where the generated code reads `work`
        # (mogel.runtime.levels `Levels.budget`, `spent`): each event takes 1 from `room`; `counted`
        # - `room` are the events so far; `held`: the room while it is 1 for the next event to count steps
        self.room = self.counted = 0
        self.held = None
        self.seat_piles = self.piles_by_seat()
        # at most MAX_NUMBER less the largest score held either way: points adding up to less keep every
        # score within MAX_NUMBER (mogel.runtime.verbs `add_score` tests the scores only past it)
        self.headroom = MAX_NUMBER

    def piles_by_seat(self) -> Dict[int, Tuple[List[int], ...]]:
        """The first slot of each per-player zone -> its piles in seat order: the very lists of
        `zones` (`empty(Z of player)` for every seat, tested in C by the generated code); whoever
        gives a state new lists (mogel.agents.search_world) builds it anew."""
        zones, n = self.zones, self.n
        return {slot: tuple(zones[slot:slot + n]) for slot in self.layout.first_slots}

    def seats_from(self, p: Optional[int]) -> List[int]:
        """All seats in order of play, starting with `p` (the starter when `p` is None)."""
        try:
            return self.rings[p]
        except TypeError:   # p is None (a list index is an int): the starter, or the oldest before one
            return self.rings[self.starter if self.starter is not None else self.oldest]

    def seats_in(self, p: Optional[int]) -> List[int]:
        """`players_in`: the seats in order of play from `p` (as `seats_from`) that have not dropped
        out (mogel.runtime.seating)."""
        seats = self.seats_from(p)
        return seats if self.next_in is self.next_of else [seat for seat in seats if self.out[seat] is None]

    @property
    def quiet(self) -> int:
        """Turns begun since a card was last played in this round (`turns_without_play`)."""
        return self.turn - self.last_play_turn

    def hand_sizes(self, zone: str) -> List[int]:
        """Cards in each seat's `zone` (a per-player zone), by seat."""
        base = self.slot_of[zone]
        return list(map(len, self.zones[base:base + self.n]))

    # --- the one place that changes a State -----------------------------------------------
    def apply(self, ev) -> None:
        """Change the state as `ev` (a mogel.runtime.events.Event) says."""
        self.change(ev.kind, ev.seat, ev.moves, ev.info)

    def spent(self) -> bool:
        """Called by the generated code when a charge leaves fewer than COUNTED steps (`work`):
        more than UNCOUNTED steps since the last event, which the round's steps are to count
        (Engine.steps).  The generated code's events do not test `work` for them: this sets the
        event budget's countdown `room` to 1 (the room kept in `held`) so that the next event's
        test of `room` calls Engine.out_of_room, which counts them.  Returns True when the work
        budget is spent too (`work` below 0): the caller raises TooMuchWork at its line."""
        if self.held is None:
            self.held = self.room
            self.counted -= self.room - 1
            self.room = 1
        return self.work < 0

    def change(self, kind: str, seat: Optional[int], moves: tuple, info: dict) -> None:
        """Change the state as the event of these fields would (`apply`).  The engine
        (mogel.runtime.engine, `Engine.emit`) makes the same change without this call: `move`
        when the event moves cards (`Engine.emit_card` moves one card face up itself, as `move`
        would), then the change of its kind (`change_of`)."""
        if moves:
            (self.move_under if "under" in info else self.move)(seat, moves, info)
            if kind == "play" and self.laid_by is not None:
                self.laid(seat, moves)
        else:
            self.work = WORK
        handler = _APPLY.get(kind)
        if handler is not None:
            handler(self, seat, info)

    def laid(self, seat: int, moves: tuple) -> None:
        """A play's record of who laid its cards (`laid_by`), kept when the rules read `player of C`."""
        for card, _, dst in moves:
            self.laid_by[card] = (seat, dst)

    def move(self, seat: Optional[int], moves: tuple, info: dict) -> None:
        """The part of an event's change every kind shares: the moved cards (card, from slot,
        to slot) lie in their new zones, face up or down as `info` says; the steps left before
        the next event are WORK again."""
        self.work = WORK
        zones, where = self.zones, self.where
        for card, src, dst in moves:   # the card is taken off the top, as nearly always, else out of its pile
            if (top := zones[src].pop()) != card:
                pile = zones[src]
                pile.append(top)
                pile.remove(card)
            zones[dst].append(card)
            where[card] = dst
        if self.face_down or "face_down" in info:
            _turn_over(self, seat, moves, info)

    def move_under(self, seat: Optional[int], moves: tuple, info: dict) -> None:
        """`move`'s change for a move to the bottom of a zone (`under` in the event's info): each
        card, in the order of `moves`, goes under every card of its new zone, so that a packet
        taken top first keeps its order there (its bottom card ends at the very bottom)."""
        self.work = WORK
        zones, where = self.zones, self.where
        for card, src, dst in moves:
            zones[src].remove(card)
            zones[dst].insert(0, card)
            where[card] = dst
        if self.face_down or "face_down" in info:
            _turn_over(self, seat, moves, info)

    def gather(self, slots: Sequence[int], dest: int, except_top: bool) -> None:
        """The moves of a `gather` (mogel.runtime.verbs `move_all`) that takes every card of each
        pile of `slots` (but its top card when `except_top`), top first, pile by pile, to the pile
        `dest` (none of `slots`), while no card lies face down: `move`'s change, made by whole
        piles; the event's `emit` follows (it resets `work`)."""
        zones = self.zones
        pile = zones[dest]
        before = len(pile)
        for slot in slots:
            taken = zones[slot]
            if except_top:
                pile.extend(taken[-2::-1])
                del taken[:-1]
            elif taken:
                pile.extend(reversed(taken))
                taken.clear()
        where = self.where
        if len(pile) == len(where):   # every card lies there now
            where[:] = [dest] * len(pile)
        else:
            for card in pile[before:]:
                where[card] = dest

    def deal(self, src: int, dests: Sequence[int], count: int) -> None:
        """The moves of a `deal` (mogel.runtime.verbs) of the top `count` cards (1 or more) of the
        pile `src`, top first, one to each pile of `dests` in turn (distinct piles, none of them
        `src`), while no card lies face down: `move`'s change, made pile by pile; the event's
        `emit` follows (it resets `work`)."""
        zones, where = self.zones, self.where
        pile = zones[src]
        dealt = pile[:-count - 1:-1]
        del pile[-count:]
        step = len(dests)
        for i, slot in enumerate(dests):
            cards = dealt[i::step]
            zones[slot].extend(cards)
            for card in cards:
                where[card] = slot


@functools.lru_cache(maxsize=64)
def table_layout(program, n: int) -> ZoneLayout:
    """The ZoneLayout of the zones of `program` (a mogel.compile.Program) for `n` players, made
    once and shared by the State of every Engine of such a table (read only; kept for the 64
    tables last asked, as `compile_rules` keeps Programs)."""
    return ZoneLayout(program.zones, n)


def change_of(kind: str) -> Optional[Callable[[State, Optional[int], dict], None]]:
    """The change an event of `kind` makes to a State after its moves, as a function of
    (state, seat, info); None for a kind that changes nothing but its cards' places."""
    return _APPLY.get(kind)


def _turn_over(s: State, seat: Optional[int], moves: tuple, info: dict) -> None:
    """Moved cards lie face up in their new zone, unless the move says `face_down` (then they
    lie face down, known to `laid_by`, or to the acting seat when the event names none)."""
    if info.get("face_down"):
        laid_by = info.get("laid_by", seat)
        for card, _, _ in moves:
            s.face_down[card] = laid_by
    else:
        for card, _, _ in moves:
            s.face_down.pop(card, None)


def _reveal(s: State, seat: Optional[int], info: dict) -> None:
    for card in info["cards"]:
        s.face_down.pop(card, None)


def _shuffle(s: State, seat: Optional[int], info: dict) -> None:
    s.zones[info["slot"]][:] = info["order"]


def _role(s: State, seat: Optional[int], info: dict) -> None:   # Engine.emit writes it in place too
    s.roles[info["role"]] = info["to"]


def _score(s: State, seat: Optional[int], info: dict) -> None:   # Verbs.add_score writes it in place too
    if s.teams is not None:
        team_points(s, seat, info["points"])
        return
    points = info["points"]
    s.round_scores[seat] += points
    s.totals[seat] += points
    for scores in s.level_scores.values():
        scores[seat] += points


def team_points(s: State, seat: int, points: int) -> None:
    """`seat`'s points in a game with teams: they count for each member of its team, so a team's
    members always have the same scores (the team's)."""
    for member in s.teams[seat][0]:
        s.round_scores[member] += points
        s.totals[member] += points
        for scores in s.level_scores.values():
            scores[member] += points


def _begin(s: State, name: str, number: int) -> None:
    """An instance of level `name` begins (mogel.runtime.levels)."""
    s.levels[name] = number
    s.level_scores[name] = [0] * s.n
    s.last_starter = s.last_starters[name] = s.starters.get(name)
    s.starters[name] = None
    if name in s.out:   # those out of this level are back in (mogel.runtime.seating)
        back_in(s, name)
    if name == s.turn_level:
        s.active = None
        s.turn = s.last_play_turn = 0
        forget_turns(s)


def _round_start(s: State, seat: Optional[int], info: dict) -> None:
    s.round = info["round"]
    _begin(s, "round", s.round)
    if len(info.get("path") or ()) <= 1:   # a round inside a level keeps that level's starter until its own
        s.starter = None
    s.active = None
    s.round_scores = [0] * s.n


def _level_start(s: State, seat: Optional[int], info: dict) -> None:
    _begin(s, info["level"], info["number"])
    if info["level"] == s.turn_level:
        s.round_scores = [0] * s.n


def _starter(s: State, seat: Optional[int], info: dict) -> None:
    s.starter = s.starters[info.get("level", "round")] = seat
    if "level" in info:   # a level's starter is the active player of its setup, steps and scoring
        s.active = seat


def _turn(s: State, seat: Optional[int], info: dict) -> None:   # Engine.emit_turn writes it in place too
    s.active = seat
    s.turn += 1
    s.next_seat = None


def _play(s: State, seat: Optional[int], info: dict) -> None:   # Engine.emit_card writes it in place too
    s.last_play_turn = s.turn


def _round_end(s: State, seat: Optional[int], info: dict) -> None:
    s.active = None
    if info.get("level", "round") == s.turn_level:
        forget_turns(s)
    path = info.get("path") or ()
    if len(path) > 1:   # back in the level around it: its starter
        parent = path[-2][0]
        s.starter, s.last_starter = s.starters.get(parent), s.last_starters.get(parent)


def _scored(s: State, seat: Optional[int], info: dict) -> None:
    if max(len(info.get("path") or ()), 1) == s.history_depth:   # the top level: a line of the score history
        s.history.append(list(info.get("scores", s.round_scores)))


def _game_end(s: State, seat: Optional[int], info: dict) -> None:
    s.winners = tuple(info["winners"])
    s.finished = True


def _set(s: State, seat: Optional[int], info: dict) -> None:
    owner = info.get("owner")   # a variable `per player`: kept by (name, seat)
    s.variables[info["variable"] if owner is None else (info["variable"], owner)] = info["value"]


def _choose(s: State, seat: Optional[int], info: dict) -> None:
    if "variable" in info:
        owner = info.get("owner")   # a variable `per player`: kept by (name, seat)
        s.variables[info["variable"] if owner is None else (info["variable"], owner)] = info["chosen"]


_APPLY = {"set": _set, "choose": _choose, "shuffle": _shuffle, "role": _role, "score": _score, "round_start": _round_start,
          "starter": _starter, "turn": _turn, "play": _play, "round_end": _round_end, "round_scored": _scored,
          "level_start": _level_start, "level_end": _round_end, "level_scored": _scored,
          "game_end": _game_end, "reveal": _reveal, **CHANGES}
