"""The referee's own reading of rules.mm: its tables, the shadow table's queries and the oracle.

`RuleOracle` is the part of `invariants.Checker` that answers "what do the rules allow?":
where cards lie in the referee's shadow table (`slot`, `hand`, `top`), the deck checked
against rules.mm's table of cards and penalties, and the legal moves of a seat (what fits
the discard pile, what may be played, given or cheated away).  The tables here are written
out by hand from the rulebook (000 "Materials", 001 "Rundenwertung"), never read from the
engine's compiled rules.
"""

from __future__ import annotations

from collections import Counter
from typing import List, Optional

# Independent tables of rules.mm (000 "Materials", 001 "Rundenwertung").
PENALTY = {"number": 1, "spider": 5, "mosquito": 5, "cockroach": 5, "ant": 5, "moth": 10}
DECK = {"number": (8, 9, 9, 9, 8), "spider": (1,) * 5, "mosquito": (1,) * 5, "cockroach": (1,) * 5,
        "ant": (1,) * 5, "moth": (2, 1, 2, 1, 2)}
HAND_SIZE = 8
# Moves that open a cheating window (a player or the rules moved a card during play).
WINDOW_EVENTS = ("play", "draw", "give", "take", "move", "gather")


class RuleOracle:
    """The shadow table's queries and the legal-move oracle of `invariants.Checker`."""

    # --- the shadow table --------------------------------------------------------------------
    def slot(self, zone: str, owner: Optional[int] = None) -> int:
        base = self.layout.slot_of[zone]
        return base if self.layout.slot_owner[base] is None else base + owner

    def hand(self, seat: int) -> List[int]:
        return self.piles[self.hand_slots[seat]]

    def top(self) -> Optional[int]:
        pile = self.piles[self.discard_slot]
        return pile[-1] if pile else None

    def face_set(self, cards) -> frozenset:
        return frozenset(self.faces[c] for c in cards)

    def _check_deck(self) -> None:
        counts = Counter(self.faces)
        for kind, row in DECK.items():
            for value, copies in zip(range(1, 6), row):
                if counts[(kind, value)] != copies:
                    self.fail(f"the deck has {counts[(kind, value)]} of {kind} {value}, rules.mm says {copies}")
        if len(self.faces) != 71:
            self.fail(f"the deck has {len(self.faces)} cards, not 71")
        for c, (kind, _) in enumerate(self.faces):
            if self.deck.penalties[c] != PENALTY.get(kind):
                self.fail(f"card {c} ({kind}) has penalty {self.deck.penalties[c]}, not {PENALTY.get(kind)}")

    # --- the oracle ----------------------------------------------------------------------------
    def fits(self, face, top: Optional[int]) -> bool:
        """001 "Spielverlauf": one higher or lower, 5-1 wraps (plus the variants' readings)."""
        kind, value = face
        if "moth_on_anything" in self.variants and kind == "moth":
            return True
        if top is None:
            return "reshuffle_whole_pile" in self.variants
        return (value - self.faces[top][1]) % 5 in self.adjacent

    def may_play(self, seat: int, face) -> bool:
        """001 "Mogel-Motte": a moth is never played, except by the holder of the Guard Bug."""
        return face[0] != "moth" or seat == self.guard

    def turn_plays(self, seat: int) -> frozenset:
        top = self.top()
        return frozenset(f for f in self.face_set(self.hand(seat)) if self.fits(f, top) and self.may_play(seat, f))

    def cockroach_plays(self, seat: int, value: int) -> frozenset:
        any_card = "cockroach_any_card" in self.variants
        return frozenset(f for f in self.face_set(self.hand(seat))
                         if f[1] == value and (any_card or f[0] == "number") and self.may_play(seat, f))

    def holds_same(self, seat: int, value: int) -> bool:
        any_card = "cockroach_any_card" in self.variants
        return any(f[1] == value and (any_card or f[0] == "number") for f in self.face_set(self.hand(seat)))

    def givable(self, seat: int) -> frozenset:
        """001 "Mogel-Motte": a moth is never given."""
        return frozenset(f for f in self.face_set(self.hand(seat)) if f[0] != "moth")

    def cheats(self, seat: int) -> frozenset:
        """001 "Mogeln": not the guard, one card at a time, never the last card."""
        if "no_cheating" in self.variants or seat == self.guard:
            return frozenset()
        hand = self.face_set(self.hand(seat))
        if len(self.hand(seat)) >= 2:
            return hand
        if "lone_moth_may_vanish" in self.variants:
            return frozenset(f for f in hand if f[0] == "moth")
        return frozenset()

    def ring(self, seat: int) -> List[int]:
        return [(seat + i) % self.n for i in range(self.n)]

    def stalemate(self) -> bool:
        return (not self.piles[self.slot("draw")] and len(self.piles[self.slot("discard")]) <= 1
                and self.turns - self.last_play_turn >= self.n)
