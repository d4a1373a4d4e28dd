"""The referee's decision checks: every Decision offers exactly the legal moves, and cheating windows.

`DecisionChecks` is the part of `invariants.Checker` that sees each Decision before it is
answered (`on_decision`) and the answer given (`on_answer`): the options must be exactly the
oracle's legal moves for that seat (one card per distinct face, `None` exactly when declining
is allowed), a forced move is never asked, and the chances to cheat and to call "Caught!"
come in the order of the cheating window a move opened, skipping nobody who may cheat.
"""

from __future__ import annotations

from typing import Optional


class DecisionChecks:
    """Decisions, answers and cheating windows, for `invariants.Checker`."""

    # --- decisions -------------------------------------------------------------------------------
    def context(self, decision) -> str:
        line = self.lines[decision.span.line - 1] if decision.span and decision.span.line > 0 else ""
        kind = decision.kind
        if kind == "play":
            return "cockroach" if "same_number" in line else "turn"
        if kind in ("give", "give_to"):
            return "spider" if "chosen player" in line else "mosquito"
        return kind

    def on_decision(self, decision, view=None) -> None:
        self.decisions_seen += 1
        seat, kind, options = decision.seat, decision.kind, tuple(decision.options)
        if not 0 <= seat < self.n:
            self.fail(f"a decision for seat {seat}")
            return
        if view is not None and self.decisions_seen % self.view_every == 0:
            if view.seat != seat:
                self.fail(f"seat {seat} decides with the view of seat {view.seat}")
            self.check_view(view)
        if kind == "react":
            self._check_catch()
            if not self.settings[seat].get("asks_reaction"):
                self.fail(f"seat {seat} asked for a reaction time but is not a human")
            return
        if kind != "choose":
            self._check_catch()
        ctx = self.context(decision)
        cards = [o for o in options if o is not None]
        declinable = None in options
        if len(set(options)) != len(options):
            self.fail(f"{decision} lists an option twice")
        if kind in ("give_to", "accuse"):
            self._check_seat_decision(decision, ctx)
            return
        faces = [self.faces[c] if isinstance(c, int) and 0 <= c < len(self.faces) else None for c in cards]
        if None in faces:
            self.fail(f"{decision} offers something that is not a card")
            return
        if len(set(faces)) != len(faces):
            self.fail(f"{decision} offers two cards of the same face: {faces}")
        got = frozenset(faces)
        owner = decision.seat
        if kind == "choose":
            owner = self.guard
        for c in cards:
            if self.where[c] != self.slot("hand", owner):
                self.fail(f"{decision} offers card {c} {self.faces[c]}, which is not in seat {owner}'s hand")
        if kind == "play" and ctx == "turn":
            self._expect(decision, self.turn_plays(seat), got, declinable, self.may_draw)
            if decision.info.get("onto") != self.top():
                self.fail(f"{decision}: 'onto' is {decision.info.get('onto')}, the top card is {self.top()}")
            if self.expected_turn_move is None or self.expected_turn_move[0] != "decision":
                self.fail(f"{decision}: a turn play decision where none was due ({self.expected_turn_move})")
            self.expected_turn_move = ("decided", got)
        elif kind == "play":
            if self.race is None or self.race.get("winner") != seat or self.cockroach_value is None:
                self.fail(f"{decision}: a cockroach play by a seat that did not win a cockroach race")
                return
            self._expect(decision, self.cockroach_plays(seat, self.cockroach_value), got, declinable, False)
        elif kind == "give" and ctx == "spider":
            legal = self.givable(seat)
            if "spider_keeps_last" in self.variants and len(self.hand(seat)) < 2:
                legal = frozenset()
            self._expect(decision, legal, got, declinable, "spider_must_give" not in self.variants)
            self._check_targets(decision, [q for q in self.ring(seat) if q != seat])
        elif kind == "give":
            self._expect(decision, self.givable(seat), got, declinable, False)
            loser = self.race.get("winner") if self.race else None
            self._check_targets(decision, [loser])
            if seat == loser:
                self.fail(f"{decision}: the loser of the slap race gives to themself")
            if "mosquito_others_give" in self.variants and seat == self.actor:
                self.fail(f"{decision}: the player of the mosquito gives (variant mosquito_others_give)")
        elif kind == "choose":
            if decision.seat != self.guard:
                self.fail(f"{decision}: the penalty card is chosen by seat {decision.seat}, not the guard {self.guard}")
            legal = self.face_set(self.hand(self.guard))
            if "no_moth_as_penalty" in self.variants:
                legal = frozenset(f for f in legal if f[0] != "moth")
            self._expect(decision, legal, got, declinable, False)
        elif kind == "cheat":
            self._cheat_chance(decision, got, declinable)
        else:
            self.fail(f"an unknown decision kind: {decision}")

    def _expect(self, decision, legal: frozenset, got: frozenset, declinable: bool, may: bool) -> None:
        """Options must be exactly `legal`; a `must` with one legal card asks nothing."""
        if got != legal:
            self.fail(f"{decision} offers {sorted(got)}; the legal moves are {sorted(legal)} "
                      f"(missing {sorted(legal - got)}, illegal {sorted(got - legal)})")
        if declinable != may:
            self.fail(f"{decision}: declining {'is' if may else 'is not'} allowed, but None is "
                      f"{'not ' if not declinable else ''}offered")
        if not may and len(legal) < 2:
            self.fail(f"{decision}: asked although the move is forced or impossible ({sorted(legal)})")

    def _check_targets(self, decision, targets) -> None:
        to = decision.info.get("to")
        if to is not None and sorted(to) != sorted(t for t in targets if t is not None):
            self.fail(f"{decision}: may give to {to}, the rules say {targets}")

    def _check_seat_decision(self, decision, ctx) -> None:
        seat, options = decision.seat, tuple(decision.options)
        if decision.kind == "give_to":
            want = [q for q in self.ring(seat) if q != seat]
            if None in options or sorted(options) != sorted(want):
                self.fail(f"{decision}: the spider's card may go to {want}")
            if len(want) < 2:
                self.fail(f"{decision}: asked with a single target")
            return
        # accuse: 001 "Erwischt!": only the guard calls, on any other player
        if seat != self.guard:
            self.fail(f"{decision}: seat {seat} may accuse but the guard is {self.guard}")
        want = [None] + [q for q in self.ring(seat) if q != seat]
        if sorted(options, key=lambda x: -1 if x is None else x) != sorted(want, key=lambda x: -1 if x is None else x):
            self.fail(f"{decision}: the guard may accuse {want}")
        noticed = list(decision.info.get("noticed") or [])
        if "catch_until_next_move" in self.variants:
            w = self.window
            if w is None:
                self.fail(f"{decision}: an accusation outside a cheating window")
            else:
                self._close_seats(w)
                if w.get("accused"):
                    self.fail(f"{decision}: a second chance to accuse in one window")
                w["accused"] = True
            self.awaiting_accuse = False
            return
        if not self.awaiting_accuse:
            self.fail(f"{decision}: a chance to accuse that does not follow a chance to cheat")
        self.awaiting_accuse = False
        cheater, card = self.last_cheat_chance or (None, None)
        want_noticed = [cheater] if card is not None and self.last_notice else []
        if noticed != want_noticed:
            self.fail(f"{decision}: noticed {noticed}, the referee saw {want_noticed}")

    def _cheat_chance(self, decision, got, declinable) -> None:
        seat = decision.seat
        legal = self.cheats(seat)
        if got != legal or not declinable:
            self.fail(f"{decision}: may hide {sorted(got)} (decline {declinable}); the rules allow "
                      f"{sorted(legal)}, declining always")
        if not legal:
            self.fail(f"{decision}: a chance to cheat for a seat that may not cheat")
        w = self.window
        if w is None:
            self.fail(f"{decision}: a chance to cheat outside a cheating window")
        else:
            seats = w["seats"]
            while w["next"] < len(seats) and seats[w["next"]] != seat:
                skipped = seats[w["next"]]
                if self.cheats(skipped):
                    self.fail(f"seat {skipped} could cheat ({sorted(self.cheats(skipped))}) but was "
                              f"skipped in the window after {w['after']}")
                w["next"] += 1
            if w["next"] >= len(seats):
                self.fail(f"{decision}: seat {seat} is asked out of order in the window after {w['after']} "
                          f"(order {seats})")
            else:
                w["next"] += 1
        if self.awaiting_accuse:
            self.fail(f"{decision}: the guard was not asked after the previous chance to cheat")
        self.last_cheat_chance = (seat, None)
        self.last_notice = None

    def on_answer(self, decision, answer) -> None:
        if decision.kind == "cheat":
            self.last_cheat_chance = (decision.seat, answer)
            if "catch_until_next_move" not in self.variants:
                self.awaiting_accuse = self.guard is not None
            if answer is not None and self.window is not None:
                self.window.setdefault("cheated", []).append((decision.seat, answer))

    # --- windows ---------------------------------------------------------------------------------
    def _open_window(self, mover: Optional[int], after: str, race: bool) -> None:
        v = self.variants
        if "no_cheating" in v:
            self.window = {"seats": [], "next": 0, "after": after, "race": race}
            return
        if "cheat_own_turn" in v:
            seats = [] if (race or mover is None) else [mover]
        elif race:
            seats = self.ring(self.active)
        else:
            ring = self.ring(mover if mover is not None else self.active)
            seats = ring[1:] + ring[:1]
        self.window = {"seats": seats, "next": 0, "after": after, "race": race}

    def _close_seats(self, w) -> None:
        seats = w["seats"]
        while w["next"] < len(seats):
            skipped = seats[w["next"]]
            if self.cheats(skipped):
                self.fail(f"seat {skipped} could cheat ({sorted(self.cheats(skipped))}) but was not asked "
                          f"in the window after {w['after']}")
            w["next"] += 1

    def _close_window(self, ev) -> None:
        """Before an event that is not part of the open window: nobody eligible was left out."""
        if ev.kind == "round_end":     # e.g. the guard gave away its last card: round over
            self.pending_catch = None
        self._check_catch()
        w = self.window
        if w is None:
            return
        self.window = None
        if ev.kind == "round_end":      # the round ended at once: no window after the move
            return
        self._close_seats(w)
        if "catch_until_next_move" in self.variants and not w.get("accused") and "no_cheating" not in self.variants:
            self.fail(f"the guard had no chance to call 'Caught!' after the window after {w['after']}")
        if self.awaiting_accuse:
            self.fail("the guard had no chance to call 'Caught!' right after a chance to cheat")
            self.awaiting_accuse = False
