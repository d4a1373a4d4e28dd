"""What one player may see: a read-only view of the state, and events with hidden faces removed.

Visibility comes from the rules' zone declarations (`seen by all | owner | nobody`, `top seen
by all`).  Hand sizes are public, as at a real table.  A covert move (`cheat`) is seen only by
the cheater; a `notice` only by the watcher, and only when they did notice (a cheat nobody saw
leaves no trace in any seat's view).  A card lying face down shows its face only to the seat
that laid it (`State.face_down`); the fields an event lists in `private` (rule H: a choice's
options, whether its chooser was asked, whether a player had an option) are seen by the
deciding seat only.  `seat=None` is the all-seeing view (a teacher's, or a finished game's).
"""

from __future__ import annotations

import functools
from typing import Dict, FrozenSet, Optional, Tuple

from ..errors import MogelError
from ..runtime.events import Event


@functools.lru_cache(maxsize=64)
def table_visibility(program, layout) -> "Visibility":
    """The Visibility of `program` (a mogel.compile.Program) at the table of `layout` (its
    ZoneLayout, mogel.runtime.state `table_layout`): made once and shared by every Game at
    such a table (read only; kept for the 64 tables last asked)."""
    return Visibility(program, layout)


class Visibility:
    """Who sees which cards, from the zone declarations of one Program; read only once made."""

    def __init__(self, program, layout):
        self.layout = layout
        zones = program.rules.zones
        self.seen_by = [zones[name].seen_by or "nobody" if name in zones else "nobody"
                        for name in layout.slot_zone]
        self.top_seen = [name in zones and zones[name].top_seen_by == "all" for name in layout.slot_zone]

    def sees_pile(self, seat: Optional[int], slot: int) -> bool:
        """Whether `seat` sees every face in the zone slot."""
        if seat is None:
            return True
        who = self.seen_by[slot]
        return who == "all" or (who == "owner" and self.layout.slot_owner[slot] == seat)

    def sees_card(self, seat: Optional[int], slot: int, pile, card: int) -> bool:
        """Whether `seat` sees `card` lying in `pile` (the zone slot's cards)."""
        if self.sees_pile(seat, slot):
            return True
        return self.top_seen[slot] and bool(pile) and pile[-1] == card

    def face_shown(self, seat: Optional[int], state, slot: int, card: int) -> bool:
        """Whether `seat` sees the face of `card` lying in zone slot `slot` of `state` (a
        mogel.runtime.state.State): a face-down card only by the seat that laid it, whatever
        the zone's `seen by`; a face-up one as the zone shows it (sees_card)."""
        if seat is None:
            return True
        if card in state.face_down:
            return state.face_down[card] == seat
        return self.sees_card(seat, slot, state.zones[slot], card)

    def redact(self, ev: Event, seat: Optional[int]) -> Optional[Event]:
        """`ev` as `seat` sees it: None if unseen, faces it cannot see replaced by None.

        A `notice` with `noticed` false is None for every seat: the watcher did not see the cheat.
        A `game_start` has no seed for a seat (it fixes every card to come).
        """
        if seat is None:
            return ev
        if ev.info.get("private") and ev.seat != seat:   # rule H: the decider's own knowledge
            ev = without_private(ev)
        if ev.kind == "cheat":
            return ev if ev.seat == seat else None
        if ev.kind == "notice":
            return ev if ev.seat == seat and ev.info.get("noticed") else None
        if ev.kind == "shuffle":
            if self.sees_pile(seat, ev.info["slot"]):
                if "was_down" not in ev.info:
                    return ev
                was = {card: by for card, by in ev.info["was_down"]}
                order = tuple(c if was.get(c, seat) == seat else None for c in ev.info["order"])
                info = {k: v for k, v in ev.info.items() if k != "was_down"}
                return Event(ev.kind, ev.seat, (), {**info, "order": order}, ev.span)
            info = {k: v for k, v in ev.info.items() if k != "was_down"}   # their ids are faces
            return Event(ev.kind, ev.seat, (), {**info, "order": None}, ev.span)
        if ev.kind in ("reveal", "show"):
            return self._reveal(ev, seat)
        if not ev.moves:
            if ev.kind == "game_start":   # the seed fixes every card to come: no seat is told it
                return Event(ev.kind, ev.seat, ev.moves, {**ev.info, "seed": None}, ev.span)
            return ev
        if "face_down" in ev.info or "was_down" in ev.info:
            return self._face_down_moves(ev, seat)
        under = "under" in ev.info   # a card put under a pile is not its top: a top seen by all shows nothing of it
        moves = tuple(
            (card if self._sees_move(seat, src, dst, under) else None, src, dst) for card, src, dst in ev.moves)
        info = ev.info
        if info.get("onto") is not None and not self._sees_top(seat, ev.moves[0][2]):
            info = {**info, "onto": None}    # played onto a pile whose top this seat does not see
        if moves == ev.moves and info is ev.info:
            return ev
        return Event(ev.kind, ev.seat, moves, info, ev.span)

    def _sees_top(self, seat, slot) -> bool:
        return self.sees_pile(seat, slot) or self.top_seen[slot]

    def _sees_move(self, seat, src, dst, under=False) -> bool:
        return (self.sees_pile(seat, src) or self.sees_pile(seat, dst)
                or self.top_seen[src] or (self.top_seen[dst] and not under))

    def _face_down_moves(self, ev: Event, seat: int) -> Event:
        """A move laying cards face down (seen by the layer only), or of cards that lay face down
        (seen by their layer, and by who sees where they land face up); `was_down` is dropped."""
        layer = ev.info.get("laid_by", ev.seat)
        was = {card: by for card, by in ev.info.get("was_down", ())}
        down = ev.info.get("face_down")

        def sees(card, src, dst):
            if down:
                return seat == layer
            under = "under" in ev.info
            if card in was:
                return seat == was[card] or self.sees_pile(seat, dst) or (self.top_seen[dst] and not under)
            return self._sees_move(seat, src, dst, under)
        moves = tuple((card if sees(card, src, dst) else None, src, dst) for card, src, dst in ev.moves)
        info = {key: value for key, value in ev.info.items() if key != "was_down"}
        return Event(ev.kind, ev.seat, moves, info, ev.span)

    def _reveal(self, ev: Event, seat: int) -> Event:
        """A `reveal` or a `show` as `seat` sees it: the cards it does not see face up in their
        zones are None (a reveal `to` one seat, the accuser of a claim, shows them to that seat
        too; a `show`, to the seats of its `to` and the player who shows them)."""
        info = ev.info
        if ev.kind == "show":   # `P shows CARDS [to ...]`: to the seats of its `to`, and P
            shown = seat == ev.seat or seat in info["to"]
        else:
            shown = seat == info.get("to") if "to" in info else seat == ev.seat
        cards = [card if shown or self.sees_pile(seat, slot) or (self.top_seen[slot] and top) else None
                 for card, slot, top in zip(info["cards"], info["slots"], info["on_top"])]
        return ev if cards == info["cards"] else Event(ev.kind, ev.seat, ev.moves, {**info, "cards": cards}, ev.span)


def without_private(ev: Event) -> Event:
    """`ev` without the fields its `private` list names (and without that list): what a seat
    other than the decider may know of a decision (rule H, docs/log-format.md)."""
    hidden = {*ev.info["private"], "private"}
    return Event(ev.kind, ev.seat, ev.moves, {k: v for k, v in ev.info.items() if k not in hidden}, ev.span)


class PlayerView:
    """A read-only window on a running game for one seat (`seat=None`: sees everything).

    Cards are ids; `face(card)` gives (kind, value).  Methods that would show faces the seat
    cannot see return None instead of the cards.
    """

    def __init__(self, engine, seat: Optional[int], visibility: Visibility):
        self._e = engine
        self._s = engine.s
        self.seat = seat
        self._vis = visibility
        self._deck = engine.p.deck

    # --- the table -------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return self._s.n

    @property
    def round(self) -> int:
        return self._s.round

    @property
    def turn(self) -> int:
        """Turns begun so far in this round (public)."""
        return self._s.turn

    @property
    def active(self) -> Optional[int]:
        return self._s.active

    @property
    def hand(self) -> Tuple[int, ...]:
        """This seat's own hand (card ids)."""
        return self.cards("hand", self.seat) or ()

    def cards(self, zone: str, owner: Optional[int] = None) -> Optional[Tuple[Optional[int], ...]]:
        """The cards of a zone (bottom to top) if this seat sees the zone, else None; a card
        lying face down that another seat laid is None in it (its place is public, its face not)."""
        slot = self._slot(zone, owner)
        if not self._vis.sees_pile(self.seat, slot):
            return None
        down = self._s.face_down
        if not down or self.seat is None:
            return tuple(self._s.zones[slot])
        return tuple(card if card not in down or down[card] == self.seat else None for card in self._s.zones[slot])

    def top(self, zone: str, owner: Optional[int] = None) -> Optional[int]:
        """The top card of a zone (of a per-player zone: `owner`'s, default this seat's) if this
        seat sees its face, else None."""
        slot = self._slot(zone, owner)
        pile = self._s.zones[slot]
        if pile and self._vis.face_shown(self.seat, self._s, slot, pile[-1]):
            return pile[-1]
        return None

    def known_cards(self) -> FrozenSet[int]:
        """Every card whose face this seat sees now, wherever it lies (its hand, face-up cards
        of zones it sees, face-down cards it laid)."""
        s, vis = self._s, self._vis
        return frozenset(card for slot, pile in enumerate(s.zones) for card in pile
                         if vis.face_shown(self.seat, s, slot, card))

    def sees_face(self, card: int) -> bool:
        """Whether this seat sees the face of `card` now, wherever it lies (a card of
        known_cards; quicker for a few cards)."""
        s = self._s
        return self._vis.face_shown(self.seat, s, s.where[card], card)

    def face_down(self, zone: str, owner: Optional[int] = None) -> Tuple[bool, ...]:
        """For each card of a zone (bottom to top), whether it lies face down (public)."""
        down = self._s.face_down
        return tuple(card in down for card in self._s.zones[self._slot(zone, owner)])

    def size(self, zone: str, owner: Optional[int] = None) -> int:
        """How many cards a zone holds (public)."""
        return len(self._s.zones[self._slot(zone, owner)])

    def sizes(self, zone: str = "hand") -> Tuple[int, ...]:
        """Cards in each seat's zone, by seat (hand sizes are public)."""
        return tuple(self._s.hand_sizes(zone))

    def variable(self, name: str, owner: Optional[int] = None):
        """The value of a variable of the rules (public, as at a table); None while absent.  Of a
        variable `per player`, the value of seat `owner` (None for every other name or seat)."""
        return self._s.variables.get(name if owner is None else (name, owner))

    def holder(self, role: str) -> Optional[int]:
        return self._s.roles.get(role)

    @property
    def totals(self) -> Tuple[int, ...]:
        return tuple(self._s.totals)

    @property
    def round_scores(self) -> Tuple[int, ...]:
        return tuple(self._s.round_scores)

    def face(self, card: int) -> Tuple[str, int]:
        """(kind, value) of a card id."""
        return self._deck.face(card)

    def attributes(self, card: int) -> Dict[str, str]:
        """The attribute values of a card id ({"colour": "black"}; none: {}), as its face shows."""
        return self._deck.attributes_of(card)

    def penalty(self, card: int) -> int:
        return self._deck.penalties[card]

    def is_kind(self, card: int, name: str) -> bool:
        """Whether a card is of kind `name` or has the tag `name`."""
        return card in self._deck.members_of(name)

    def events(self):
        """Every event so far as this seat saw it (unseen ones left out).  Raises MogelError in
        a game played in the engine's lab mode, which keeps no events (an agent that reads them
        says so: `reads_events`, mogel.agents.Agent)."""
        if self._e.tally is not None:
            raise MogelError("this game is played in the lab mode, which keeps no events: an agent that reads "
                             "view.events() must say so with the class attribute reads_events = True")
        for ev in self._e.kept_events():
            shown = self._vis.redact(ev, self.seat)
            if shown is not None:
                yield shown

    def _slot(self, zone: str, owner: Optional[int]) -> int:
        base = self._s.slot_of[zone]
        if self._s.layout.slot_owner[base] is None:
            return base
        return base + (self.seat if owner is None else owner)
