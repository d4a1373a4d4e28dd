"""Face-down cards: laying them (`plays ... face down`, `move ... face down`) and `reveal`.

`Faces` is a part of `mogel.runtime.engine.Engine` (a base class, as `Verbs`).  A card lies
face down from a move that says so until it leaves its zone (it is face up in the new zone
unless that move says face down too) or is revealed.  `State.face_down[card]` is who laid
it: its face is known to that seat only; everyone who sees the zone sees that it lies there.

Events (docs/log-format.md):
    play / move  info: face_down true, laid_by (a `move`: the seat that knows the face, or None)
    any move of cards that lay face down  info: was_down [[card, laid_by], ...] (all-seeing only)
    reveal       seat (the layer of the first card, else its zone's owner), info: cards, slots,
                 on_top (whether each card was the top of its zone)
"""

from __future__ import annotations

from typing import Optional


class Faces:
    """The face-down verbs of `Engine` (mogel.runtime.engine)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def note_face_down(self, moves, info: Optional[dict]) -> Optional[dict]:
        """`info` with `was_down` listing the moved cards that lay face down before the move
        (the views need it: such a card's face was unknown to the table as it left)."""
        down = self.s.face_down
        was = [[card, down[card]] for card, _, _ in moves if card in down]
        return {**(info or {}), "was_down": was} if was else info

    def top_face(self, slot: int) -> Optional[int]:
        """The top card of a zone slot, None when it is empty or lies face down (a play `onto`
        a face-down card names no card: its face is not the table's to know)."""
        pile = self.s.zones[slot]
        return pile[-1] if pile and pile[-1] not in self.s.face_down else None

    def knower(self, slot: int, chooser: Optional[int]) -> Optional[int]:
        """Who knows the face of a card a rules `move` lays face down: the player who chose
        it, else the owner of the zone it came from when the owner sees that zone, else nobody."""
        if chooser is not None:
            return chooser
        owner = self.s.layout.slot_owner[slot]
        if owner is None:
            return None
        zone = self.p.rules.zones.get(self.s.layout.slot_zone[slot])
        return owner if zone is not None and zone.seen_by in ("owner", "all") else None

    def move_info(self, face_down: bool, slot: int, chooser: Optional[int] = None) -> Optional[dict]:
        """The info of a rules `move` event: None, or face_down and laid_by."""
        return {"face_down": True, "laid_by": self.knower(slot, chooser)} if face_down else None

    def reveal(self, cards, span):
        """`reveal CARDS`: turn face up the cards (a card id, a list of them, or None) that lie
        face down; one `reveal` event for them all, none when none lay face down."""
        if cards is None:
            return
        s = self.s
        down = [card for card in ([cards] if isinstance(cards, int) else list(cards)) if card in s.face_down]
        if not down:
            return
        slots = [s.where[card] for card in down]
        layer = s.face_down[down[0]]
        seat = layer if layer is not None else s.layout.slot_owner[slots[0]]
        on_top = [s.zones[slot][-1] == card for card, slot in zip(down, slots)]
        self.emit("reveal", seat, info={"cards": down, "slots": slots, "on_top": on_top}, span=span)
        return
        yield
