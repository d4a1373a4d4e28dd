"""Events (every change of a game's state, and every chance outcome) and Decisions.

An `Event` is what happened; `state.apply` is the one place that turns it into a change of
the game state, so the state at any point of a game can be rebuilt from its events alone.
A `Decision` is a question the engine asks one seat's agent, with every legal answer listed.

Event kinds (`Event.kind`) and their fields; `moves` is a tuple of (card, from_slot, to_slot):
    game_start   info: players, seed, oldest (and teams: each team's seats, in a game with `teams:`)
    round_start  info: round
    starter      seat: who starts the round
    turn         seat: whose turn it is
    next_turn    seat (the player of the next turn: `goes next`), info: again (it is the active player),
                 quiet (only if true: `quietly ... goes next`, not told)
    miss         seat, info: turns (how many turns that player now owes to miss: `misses`)
    skip         seat (a turn passed over: the player owed a missed turn; not a turn)
    reverse      info: order ("left" or "right": the way play goes now), reset (true: a new round turns it back)
    out          seat, info: of (the level the player dropped out of, "match": the whole game; mogel.runtime.seating)
    chance       info: a, b (`chance(A in B)`), percent (true when written `chance(P%)`), outcome (chance event)
    play         seat, moves, info: onto (the top card it was played on, or None; None too when
                 that card lay face down), face_down (only if true: laid face down); with a claim
                 (mogel.runtime.claims) all its cards, claim {name, says {lang: text}}, true (private)
    draw         seat, moves               give   seat, moves, info: to
    take         seat, moves               move   moves (a rules `move`, no player acts)
    deal         moves                     gather moves (`move all cards`)
    (a `move` or `gather` to the bottom of a zone, `to bottom of Z`, has info under: true, State.move_under)
    no_draw      seat (the draw pile and its refill were empty)
    nobody_acts  info: who (the player of an act as the rules write it, absent here: the act is skipped)
    shuffle      info: slot, order (chance: the new order, bottom to top)
    role         info: role, to, before
    decline      seat, info: verb ("play", "give"), had_option, private: a `may` the player did not
                 take, declined or with no option (rule H: told alike; `had_option` is private)
    reveal       seat (the layer, else the zone's owner), info: cards, slots, on_top
                 (mogel.runtime.verbs `Faces`)
Any event may list in info `private` the names of fields only its seat (and the all-seeing
log) may know; a move of cards laid face down lists them in `was_down` (mogel.runtime.verbs `Faces`).
    cheat        seat, moves (covert: only the cheater sees it)
    notice       seat (who may notice), info: cheater, noticed, chance (chance event)
    accuse       seat (accuser), info: accused, right; of a claim also accusation, claim (right: it was false)
    no_accusation info: accusation, claim (nobody challenged a claim; never who was asked)
    race_start   info: name, runners
    race         info: name, times (seat -> seconds), pick, winner (chance unless a human ran)
    race_wrong   seat (a runner of a race it may join, for whom its `right if` does not hold), info: name
    score        seat, info: points
    round_end    info: round, reason ("ends when" or "end round"), active
    round_scored info: round, scores (this round's points by seat)
    game_end     info: totals, winners
    set          info: variable, value, reset (true for a reset at the start of a level), quiet (true for a
                 `quietly set`: the narration does not tell it)
    choose       seat (who chose), info: choice (the bound name), chosen (an option name, a seat or
                 None), variable (when a `set` stores it), and the private fields listed in
                 `private`: options (what was offered), asked (whether the seat was asked)
Fields named in an event's `private` list are seen only by its seat (mogel.present.views).
"""

from __future__ import annotations

from collections import namedtuple
from typing import Optional, Tuple

from ..compile.specs import ReadOnlyInfo
from ..language.model import Span

CHANCE_KINDS = frozenset({"shuffle", "notice", "race", "chance"})


class Event(namedtuple("Event", ("kind", "seat", "moves", "info", "span"))):
    """One thing that happened in a game, caused by the rule at `span`.

    Event(kind, seat=None, moves=(), info=None, span=None) (info None: a new empty dict; the
    engine's events without info share one empty dict, and events with equal infos of a few
    kinds -- a covert move, a notice, an accusation -- share one dict: every info is read only).
    Read-only fields; equal to another Event with the same five fields (never to a plain
    tuple), unhashable (its info is a dict).  A named tuple underneath, so that its fields are
    read in C and the engine makes one in C (`KeptEvent`, no Python call): a game keeps every
    event (bench/README, event17), as the plain tuple of its five fields, made an Event only
    when it is read (`game.events`, mogel.runtime.engine `Engine.kept_events`) or told to a
    listener (`on_event`, `Engine.tell`): a round of `Game.play()` runs 8 % fewer instructions
    than with an Event built for each event kept (bench/README, speed27)."""

    __slots__ = ()

    def __new__(cls, kind: str, seat: Optional[int] = None, moves: tuple = (),
                info: Optional[dict] = None, span: Optional[Span] = None):
        return tuple.__new__(cls, (kind, seat, moves, info or {}, span))

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, seat={self.seat}, moves={self.moves}, info={self.info})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Event) and tuple.__eq__(self, other)

    def __ne__(self, other) -> bool:
        return not self.__eq__(other)

    def __hash__(self):
        raise TypeError("an Event cannot be hashed (its info is a dict): keep events in a list, "
                        "or hash a tuple of the fields you need, e.g. (ev.kind, ev.seat, ev.moves)")

    def _replace(self, **changes) -> "Event":
        """A new Event with some fields changed (info None: an empty dict, as `Event(...)`).
        Raises TypeError for a name that is not a field."""
        fields = [changes.pop(name, value) for name, value in zip(self._fields, self)]
        if changes:
            raise TypeError(f"an Event has no field {', '.join(map(repr, changes))}: its fields are {self._fields}")
        return Event(*fields)

    def __reduce__(self):   # unpickled and copied by C alone
        return tuple.__new__, (Event, tuple(self))


class _TupleNew(tuple):
    """A tuple subclass without a `__new__` of its own: its instances are built by tuple's C."""

    __slots__ = ()


class KeptEvent(_TupleNew, Event):
    """The Events the engine makes of the tuples it keeps, when they are read or told
    (mogel.runtime.engine `Engine.kept_events`, `Engine.tell`): an `Event` in every way (fields, equality, repr,
    pickle, which gives back a plain Event), built from one tuple of its five fields in C,
    `KeptEvent((kind, seat, moves, info, span))`.  Its `__new__` is tuple's, which CPython
    calls directly when a class is made (it inherits `_TupleNew`'s, not Event's Python one):
    no `tuple.__new__(Event, ...)` wrapper that copies its arguments (-20 % of an Event's build,
    bench/README, play19).  Not for building events elsewhere: call `Event(...)`."""

    __slots__ = ()
    __new__ = tuple.__new__


class KeptEvents:
    """How Engine keeps its events (its `events`, `made`, `on_event`): each as the plain tuple of
    its five fields, cheaper to build than an Event, made a `KeptEvent` in place when it is read
    (`kept_events`) or told to a listener (`tell`), so that every reader gets Events and the same
    object each time (bench/README, speed27)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def tell(self) -> None:
        """Tell `on_event` the event kept last, made an `Event` in place first (`KeptEvent`, the
        same object every later reader gets): called after an event is kept, only while someone
        listens (`emit`; the generated code writes the test in place)."""
        events = self.events
        events[-1] = ev = KeptEvent(events[-1])
        self.on_event(ev)

    def kept_events(self) -> list:
        """The events kept so far, each an `Event` (mogel.runtime.events), in order: the list `events`
        itself (the same object at every call, never replaced), whose plain tuples -- each event is
        kept as the tuple of its five fields, cheaper to build -- kept since the last call are made
        Events in place (`KeptEvent`); an Event made before stays the same object."""
        events = self.events
        if self.made < len(events):
            events[self.made:] = [ev if type(ev) is not tuple else KeptEvent(ev) for ev in events[self.made:]]
            self.made = len(events)
        return events


NO_INFO = ReadOnlyInfo()   # the info of every kept event without one (shared: read only)


class Infos(dict):
    """The infos of events of one kind that differ in one field only, by that field's value:
    {name: value, **rest}, one dict for each value, shared by every such event (an event's
    info is read only; nothing writes into one), made at its first: a dict less for each
    such event ("notice", "accuse": mogel.runtime.covert, bench/README play19; a kept "play":
    `Engine.onto_info`, events19)."""

    __slots__ = ("name", "rest")

    def __init__(self, name: str, **rest):
        super().__init__()
        self.name, self.rest = name, rest

    def __missing__(self, value) -> dict:
        info = self[value] = ReadOnlyInfo({self.name: value, **self.rest})
        return info


class Decision:
    """A question for one seat: pick one of `options` (JSON values: card ids, seats, None).

    kind: "play" (a card to play, None = decline), "give" (a card to give, None = decline),
    "give_to" (a seat), "choose" (a card for a rules `move ... chosen by`), "cheat" (a card to
    hide, None = don't), "accuse" (a seat, None = nobody; challenging a claim: the claimer or
    None, `info`: accusation, claim, says, count, claimer, matching), "react" (race reaction time in
    seconds: `options` is empty and any number from 0.05 to 60 is an answer; with `info["may"]`, a
    race the seat may join, None too: it does not run), "join" (whether to run in a race the seat
    may join, `who may`: True or False; `info`: race, holds -- whether running is right, as far as
    the seat sees, None when it cannot see all it depends on), "choice" (a rules
    choice: an option name or a seat, None = decline when the choice is a `may`; `info`: `choice`
    the bound name, `what` "option" or "player", `labels` option -> {language: display name}).
    "chance" (seat None: a chance draw the engine asks for instead of drawing it, only when
    `Engine.asks_chance`; options 0..k-1, `info`: chance, probabilities; see `Engine.chance`).
    ROUND_START (seat None, no options): no question but a stop before a round begins, when the
    engine's `pause` test holds there (mogel.Game.play_until); nothing answers it, nothing is recorded.
    A decision that can make a claim ("play" claiming, "choice" with a claiming option) has
    `info["bluff"]`: option -> whether it makes a false claim (the decider's own knowledge).
    `span` is the rule asking; `info` carries context for the agent and the narration.
    The engine may give `options` as a function that lists them: it is called the first time
    they are read (`_Listed`).
    """

    __slots__ = ("seat", "kind", "options", "span", "info", "_lister")

    def __init__(self, seat: int, kind: str, options, span: Optional[Span] = None,
                 info: Optional[dict] = None):
        self.seat = seat
        self.kind = kind
        if callable(options):   # listed at the first read (`_Listed`)
            self.__class__ = _Listed
            self._lister = options
        else:
            self.options = options
        self.span = span
        self.info = info or {}

    def __repr__(self) -> str:
        return f"Decision(seat={self.seat}, kind={self.kind!r}, options={self.options})"

    def accepts(self, answer) -> bool:
        """Whether `answer` is a legal answer to this decision."""
        if self.kind == "join":   # a race the seat may run in (mogel.runtime.verbs `race_joined`)
            return answer is True or answer is False
        if self.kind == "react":   # a time; None lets a race the seat may join pass (info `may`)
            if answer is None:
                return bool(self.info.get("may"))
            return isinstance(answer, (int, float)) and not isinstance(answer, bool) and 0.05 <= answer <= 60
        if self.kind == "choice":   # option names (str) or seats (int): True is no seat
            return any(type(option) is type(answer) and option == answer for option in self.options)
        if answer is None and self.kind in DECLINABLE:
            return True
        if answer is None or type(answer) is int:
            return answer in self.options
        return False


class _Listed(Decision):
    """A Decision whose options the engine gave as a function that lists them (a bot that
    answers None never needs them): `options` calls it at the first read, and the Decision
    becomes a plain one, its options kept in the slot that later reads find directly (a class
    of its own, so that a plain Decision's attributes are plain slots, read fast)."""

    __slots__ = ()

    @property
    def options(self) -> Tuple:
        options = self._lister()
        self.__class__ = Decision
        self.options = options
        return options


ROUND_START = "round_start"   # the kind of the stop (seat None, nothing to answer) before a round or another part (Engine.pause)
DECLINABLE = frozenset({"cheat", "accuse"})   # declining a covert move or an accusation
PICKED = frozenset({"play", "give", "give_to", "choose", "cheat", "accuse"})   # an int answer: legal if among the options
