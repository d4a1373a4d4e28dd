"""Who plays next: the verbs `goes next` and `misses N turns`, the statement `reverse order`, and
the seat that takes the next turn.

`Turns` is a part of `mogel.runtime.engine.Engine` (one of its bases).  By default the next turn
goes to the next player in the order of play after the active one.  `P goes next` names the
player of the next turn instead (a later one in the same turn replaces an earlier one; after
it, the order goes on from P); `P misses N turns` adds N to the turns P is owed to miss.  Before
each turn `turn_seat` passes over every candidate who owes a missed turn (one less owed each
time, a `skip` event) and takes the next in order.  A missed turn is not a turn: no `turn`
event, `turns` and `turns_without_play` do not count it, no cheating window opens.  Both are
forgotten when the round ends (mogel.runtime.state).

`reverse order` turns the order of play round: the turns, `next`, `previous`, `players`,
`others`, `each player`, deals and the turns passed over all follow it (every seat order is
`State.seats_from`); `left of` and `right of` are seats at the table and stay where they are.
When each instance of the level of turns begins (each round), play goes the header's way again
(`reset_order`), told only if it had been turned round.

Events: `next_turn` (seat, again: whether it is the active player, who plays again; quiet: a
`quietly ... goes next`, not told), `miss` (seat, turns: how many that player now owes), `skip`
(seat: a turn passed over), `reverse` (order: "left" or "right", the way play goes now; reset:
true when a new round turns it back).
"""

from __future__ import annotations

from typing import Optional

from ..errors import RulesRuntimeError

MAX_SKIPS = 1000   # candidates passed over in a row before the game is stopped


class Turns:
    """The turn-control verbs and the choice of the next turn's player, for Engine."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def go_next(self, actor: int, span, quiet: bool = False):
        info = {"again": actor == self.s.active, **({"quiet": True} if quiet else {})}
        self.emit("next_turn", actor, info=info, span=span)
        return True
        yield

    def reverse_order(self, span):
        """`reverse order`: play goes the other way round from now on."""
        self.emit("reverse", info={"order": "right" if self.s.order == 1 else "left"}, span=span)
        return
        yield

    def reset_order(self, span) -> None:
        """Play goes the header's way again (at the start of a round), if it was turned round."""
        if self.s.order != self.p.order:
            self.emit("reverse", info={"order": "left" if self.p.order == 1 else "right", "reset": True}, span=span)

    def miss(self, actor: int, count: int, span):
        if count > 0:
            self.missed_at[actor] = span
            self.emit("miss", actor, info={"turns": self.s.missing[actor] + count}, span=span)
        return True
        yield

    def turn_seat(self, default: int) -> int:
        """The seat of the next turn: the `goes next` player if one was named since the last
        turn began, else `default`; passed over (a `skip`) while it owes missed turns.
        Raises RulesRuntimeError, at the `misses` line, after MAX_SKIPS candidates in a row."""
        s = self.s
        candidate = s.next_seat if s.next_seat is not None else default
        passed = 0
        while s.missing[candidate] > 0:
            span = self.missed_at.get(candidate)
            if passed >= MAX_SKIPS:
                raise RulesRuntimeError(
                    f"{span}: {MAX_SKIPS} turns in a row were missed and nobody played: 'misses' gives more "
                    f"turns to miss than the round can pass over; give fewer", span, self.p.rules.source)
            self.emit("skip", candidate, span=span)
            passed += 1
            candidate = s.next_of[candidate]
        return candidate

    def after_turn_seat(self, active: Optional[int]) -> int:
        """The seat of the turn after `active`'s (`Levels._turns` works it out in place)."""
        return self.turn_seat(self.s.seats_from(active)[1])
