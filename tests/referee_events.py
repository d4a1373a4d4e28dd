"""The referee's event checks: the shadow table follows every event, and each event obeys the rules.

`EventChecks` is the part of `invariants.Checker` that sees every event as it happens
(`on_event`): it applies the event's moves to the shadow table, then checks the event against
rules.mm -- starter, turn order, deal, plays, gifts, takes, cheats, notices, accusations and
their consequences, races, the end of a round, its scores, the totals and the winners -- and
opens the cheating window a move starts.
"""

from __future__ import annotations

from referee_rules import HAND_SIZE, PENALTY, WINDOW_EVENTS


class EventChecks:
    """Events, one by one, for `invariants.Checker`."""

    # --- events -----------------------------------------------------------------------------------
    def in_window(self, ev) -> bool:
        """Events that belong to an open cheating window (cheats, notices, accusations and
        their consequences) and so do not close it."""
        if ev.kind in ("cheat", "notice", "accuse"):
            return True
        line = ev.span.line if ev.span is not None else 0
        return line in self.quiet_lines and ev.kind in ("move", "draw", "role", "gather", "shuffle", "no_draw")

    def on_event(self, ev) -> None:
        self.events_seen += 1
        try:
            self._on_event(ev)
        except Exception as err:   # a referee bug must show, not hide the game's
            self.fail(f"the referee failed on {ev}: {type(err).__name__}: {err}")

    def _on_event(self, ev) -> None:
        if self.window is not None and not self.in_window(ev):
            self._close_window(ev)
        self._before(ev)
        for card, src, dst in ev.moves:
            if not 0 <= card < len(self.where):
                self.fail(f"{ev} moves card {card}, which is not in the deck")
                continue
            if self.where[card] != src:
                self.fail(f"{ev} moves card {card} from slot {src}, but it lies in slot {self.where[card]}")
                continue
            self.piles[src].remove(card)
            self.piles[dst].append(card)
            self.where[card] = dst
        if ev.kind == "shuffle":
            slot = ev.info["slot"]
            if sorted(ev.info["order"]) != sorted(self.piles[slot]):
                self.fail(f"a shuffle of slot {slot} changes which cards are there")
            self.piles[slot] = list(ev.info["order"])
        self._after(ev)
        self.check_cards()
        self.check_privacy(ev)

    def _before(self, ev) -> None:
        kind = ev.kind
        if kind == "round_start":
            self.round += 1
            if ev.info.get("round") != self.round:
                self.fail(f"round {ev.info.get('round')} starts, expected round {self.round}")
            self.last_starter, self.starter = self.starter, None
            self.guard_at_end = self.guard
            self.turns = self.last_play_turn = 0
            self.round_points = [0] * self.n
            self.phase = "setup"
            self.active = None
        elif kind == "starter":
            if self.round == 1:
                want = self.game.oldest
            elif "guard_stays" in self.variants:
                want = self.guard_at_end
            else:
                want = (self.last_starter + 1) % self.n
            if ev.seat != want:
                self.fail(f"round {self.round} is started by seat {ev.seat}, expected {want}")
            self.starter = ev.seat
        elif kind == "turn":
            if self.phase == "setup":
                self._check_deal()
                want = self.guard
            else:
                want = (self.active + 1) % self.n
            if self.expected_turn_move is not None and self.expected_turn_move[0] != "done":
                self.fail(f"turn of seat {self.active} ended without its play or draw ({self.expected_turn_move})")
            if ev.seat != want:
                self.fail(f"seat {ev.seat} has the turn, expected seat {want}")
            self.phase = "play"
            self.active = ev.seat
            self.turns += 1
            self.race = None
            plays = self.turn_plays(ev.seat)
            if self.may_draw:
                self.expected_turn_move = ("decision" if plays else "draw", plays)
            else:
                self.expected_turn_move = ("decision" if len(plays) >= 2 else "forced" if plays else "draw", plays)
        elif kind == "play":
            self._check_play(ev)
        elif kind in ("draw", "no_draw"):
            if self.in_window(ev):
                return
            exp = self.expected_turn_move
            if ev.seat == self.active and exp is not None and exp[0] not in ("done",):
                if exp[0] == "forced" or (exp[0] == "decision" and not self.may_draw):
                    self.fail(f"seat {ev.seat} draws although it must play one of {sorted(exp[1])}")
                if exp[0] == "decided":
                    self.fail(f"seat {ev.seat} draws after choosing a card to play")
                self.expected_turn_move = ("done", frozenset())
            elif ev.kind == "draw" and "italian_ant" not in self.variants:
                self.fail(f"{ev}: a draw that is not a turn's draw")
        elif kind == "decline":
            if ev.info.get("verb") == "play":
                exp = self.expected_turn_move
                if not self.may_draw or exp is None or exp[0] not in ("decided", "draw"):
                    self.fail(f"{ev}: a declined play where the rules say 'must'")
                elif ev.info.get("had_option") != (exp[0] == "decided"):   # rule H: 'may' with no
                    self.fail(f"{ev}: 'had_option' is wrong")                # option is told as declined
                self.expected_turn_move = ("declined", frozenset())
        elif kind == "give":
            self._check_give(ev)
        elif kind == "cheat":
            self._check_cheat(ev)
        elif kind == "notice":
            self._check_notice(ev)
        elif kind == "accuse":
            self._check_accuse(ev)
        elif kind == "take":
            self._check_take(ev)
        elif kind == "race_start":
            self._check_race_start(ev)
        elif kind == "race":
            if self.race is None or self.race.get("name") != ev.info.get("name"):
                self.fail(f"{ev}: a race result without its start")
            else:
                self.race["winner"] = ev.info.get("winner")
                times = ev.info.get("times") or {}
                if sorted(times) != sorted(self.race["runners"]):
                    self.fail(f"{ev}: times for {sorted(times)}, runners {self.race['runners']}")
                elif times:
                    pick = min if ev.info.get("pick") == "fastest" else max
                    best = pick(times.values())
                    if times[ev.info["winner"]] != best:
                        self.fail(f"{ev}: the winner is not the {ev.info.get('pick')}")
        elif kind == "round_end":
            self._check_round_end(ev)
        elif kind == "score":
            self.round_points[ev.seat] += ev.info["points"]
        elif kind == "round_scored":
            self._check_scored(ev)
        elif kind == "game_end":
            self._check_game_end(ev)

    def _after(self, ev) -> None:
        kind = ev.kind
        if kind == "role":
            to = ev.info.get("to")
            if ev.info.get("before") != self.guard:
                self.fail(f"{ev}: the role passes from {ev.info.get('before')}, but seat {self.guard} held it")
            if not (isinstance(to, int) and 0 <= to < self.n):
                self.fail(f"{ev}: the Guard Bug goes to {to!r}, not a seat")
            self.guard = to
        if self.guard is not None and self.state.roles.get("guard") != self.guard:
            self.fail(f"the engine says seat {self.state.roles.get('guard')} holds the Guard Bug, "
                      f"the events say seat {self.guard}")
        if self.phase == "play" and kind in WINDOW_EVENTS and not self.in_window(ev):
            mover = ev.seat if kind in ("play", "draw", "give", "take") else None
            self._open_window(mover, f"{kind} by seat {mover}", race=False)
        if kind == "race_start" and self.phase == "play":
            self._open_window(None, f"the start of race {ev.info.get('name')}", race=True)

    # --- single events ----------------------------------------------------------------------------
    def _check_deal(self) -> None:
        for seat in range(self.n):
            if len(self.hand(seat)) != HAND_SIZE:
                self.fail(f"seat {seat} starts round {self.round} with {len(self.hand(seat))} cards, not {HAND_SIZE}")
            if self.piles[self.slot("hidden", seat)]:
                self.fail(f"seat {seat} starts round {self.round} with cards cheated away")
        if len(self.piles[self.slot("discard")]) != 1:
            self.fail(f"round {self.round} starts with {len(self.piles[self.slot('discard')])} cards on the discard pile")
        if self.guard != self.starter:
            self.fail(f"round {self.round}: the starter {self.starter} does not hold the Guard Bug ({self.guard})")
        if self.piles[self.layout.slot_of["box"]]:
            self.fail(f"round {self.round} starts with cards left in the box")

    def _check_play(self, ev) -> None:
        (card, src, dst), = ev.moves
        seat, face = ev.seat, self.faces[card]
        if src != self.slot("hand", seat) or dst != self.slot("discard"):
            self.fail(f"{ev}: a play must go from the player's hand to the discard pile")
        if ev.info.get("onto") != self.top():
            self.fail(f"{ev}: played onto {ev.info.get('onto')}, the top card was {self.top()}")
        exp = self.expected_turn_move
        if seat == self.active and exp is not None and exp[0] in ("forced", "decision", "decided"):
            if face not in exp[1]:
                self.fail(f"{ev}: seat {seat} plays {face}, not a legal play ({sorted(exp[1])})")
            if exp[0] == "decision":
                self.fail(f"{ev}: played without being asked although there were {sorted(exp[1])}")
            self.expected_turn_move = ("done", frozenset())
            self.last_play_turn = self.turns
        else:
            value = self.cockroach_value
            if (self.race is None or self.race.get("winner") != seat or value is None
                    or self.race.get("name") != "cockroach"):
                self.fail(f"{ev}: a play outside the turn's play and the cockroach race")
            elif face not in self.cockroach_plays(seat, value):
                self.fail(f"{ev}: seat {seat} plays {face} in the cockroach race, not a same-number card")
            self.last_play_turn = self.turns
        if face[0] == "cockroach":
            self.cockroach_value = face[1]
        self.actor = seat

    def _check_give(self, ev) -> None:
        (card, src, dst), = ev.moves
        seat, to = ev.seat, ev.info.get("to")
        if self.faces[card][0] == "moth":
            self.fail(f"{ev}: seat {seat} gives a moth away")
        if src != self.slot("hand", seat) or to == seat or dst != self.slot("hand", to):
            self.fail(f"{ev}: a gift goes from the giver's hand to another player's hand")

    def _check_take(self, ev) -> None:
        (card, src, dst), = ev.moves
        if "italian_ant" in self.variants:
            self.fail(f"{ev}: with italian_ant nobody takes from the discard pile")
        pile = self.piles[self.slot("discard")]
        want = pile[-1] if "ant_takes_top" in self.variants else (pile[-2] if len(pile) >= 2 else None)
        if card != want or ev.seat == self.actor or dst != self.slot("hand", ev.seat):
            self.fail(f"{ev}: the ant's take should move card {want} to a non-active player's hand")

    def _check_cheat(self, ev) -> None:
        (card, src, dst), = ev.moves
        seat = ev.seat
        if self.faces[card] not in self.cheats(seat):
            self.fail(f"{ev}: seat {seat} hides {self.faces[card]}, which the rules forbid")
        if src != self.slot("hand", seat) or dst != self.slot("hidden", seat):
            self.fail(f"{ev}: a cheat moves a card from the cheater's hand to their hidden cards")
        if self.last_cheat_chance is None or self.last_cheat_chance[0] != seat:
            self.fail(f"{ev}: a cheat nobody was asked about")

    def _check_notice(self, ev) -> None:
        if ev.seat != self.guard or ev.info.get("cheater") == self.guard:
            self.fail(f"{ev}: the watcher is not the guard ({self.guard})")
        w = self.window
        race = bool(w and w.get("race"))
        want = round(self.attention[ev.seat] * (0.5 if race else 1.0), 4)
        if ev.info.get("chance") != want:
            self.fail(f"{ev}: the chance to notice is {ev.info.get('chance')}, expected {want}")
        self.last_notice = bool(ev.info.get("noticed"))

    def _check_accuse(self, ev) -> None:
        accused = ev.info.get("accused")
        if ev.seat != self.guard:
            self.fail(f"{ev}: seat {ev.seat} accuses but the guard is {self.guard}")
        if "catch_until_next_move" in self.variants:
            cheated = [card for seat, card in ((self.window or {}).get("cheated") or []) if seat == accused]
            card = cheated[-1] if cheated else None
            if cheated:
                self.window["cheated"].remove((accused, card))
        else:
            cheater, card = self.last_cheat_chance or (None, None)
            card = card if cheater == accused else None
        right = card is not None
        if bool(ev.info.get("right")) != right:
            self.fail(f"{ev}: the accusation is called {'right' if ev.info.get('right') else 'wrong'}, "
                      f"the referee says {'right' if right else 'wrong'}")
        # 001 "Erwischt!": the caught cheater takes the card back and gets the Guard Bug; a wrong
        # accuser draws a penalty card (checked once the consequences have happened)
        hidden = list(self.piles[self.slot("hidden", accused)]) if "caught_returns_all" in self.variants else [card]
        self.pending_catch = (ev.seat, accused, right, hidden if right else [],
                              len(self.hand(ev.seat)), bool(self.piles[self.slot("draw")]) or
                              len(self.piles[self.slot("discard")]) > 1)

    def _check_catch(self) -> None:
        catch, self.pending_catch = self.pending_catch, None
        if catch is None:
            return
        accuser, accused, right, cards, accuser_cards, can_draw = catch
        if right:
            for c in cards:
                if self.where[c] != self.slot("hand", accused):
                    self.fail(f"after a right 'Caught!' card {c} {self.faces[c]} is not back in seat {accused}'s hand")
            if self.guard != accused:
                self.fail(f"after a right 'Caught!' seat {accused} does not hold the Guard Bug (seat {self.guard} does)")
        else:
            if self.guard != accuser:
                self.fail(f"after a wrong 'Caught!' the Guard Bug moved to seat {self.guard}")
            if can_draw and len(self.hand(accuser)) != accuser_cards + 1:
                self.fail(f"after a wrong 'Caught!' the guard holds {len(self.hand(accuser))} cards, "
                          f"not {accuser_cards + 1}")

    def _check_race_start(self, ev) -> None:
        name, runners = ev.info.get("name"), list(ev.info.get("runners") or [])
        active = self.actor
        if name == "slap":
            want = [q for q in self.ring(active) if q != active]
        elif name == "cockroach":
            value = self.cockroach_value
            pool = self.ring(active)
            if "cockroach_others_race" in self.variants:
                pool = [q for q in pool if q != active]
            want = [q for q in pool if value is not None and self.holds_same(q, value)]
        else:
            want = runners
            self.fail(f"{ev}: a race rules.mm does not have")
        if runners != want:
            self.fail(f"{ev}: runners {runners}, the rules say {want}")
        self.race = {"name": name, "runners": runners}

    def _check_round_end(self, ev) -> None:
        empty = [q for q in range(self.n) if not self.hand(q)]
        endless = self.endless is not None and self.turns >= self.endless
        if not empty and not self.stalemate() and not endless:
            self.fail(f"round {self.round} ends although no hand is empty and it is no stalemate")
        if self.phase != "play":
            self.fail(f"round {self.round} ends before its first turn")
        self.phase = "scoring"
        self.expected_turn_move = None
        self.window = None
        self.awaiting_accuse = False
        self.race = None
        self.scored_hands = [sum(PENALTY[self.faces[c][0]] for c in self.hand(q)) for q in range(self.n)]

    def _check_scored(self, ev) -> None:
        scores = list(ev.info.get("scores") or [])
        if scores != self.scored_hands or scores != self.round_points:
            self.fail(f"round {self.round} scores {scores}; the hands hold {self.scored_hands} penalty points")
        self.history.append(scores)
        self.totals = [a + b for a, b in zip(self.totals, scores)]

    def _check_game_end(self, ev) -> None:
        self.finished = True
        if self.round != self.rounds_total:
            self.fail(f"the game ends after {self.round} rounds, not {self.rounds_total}")
        totals = list(ev.info.get("totals") or [])
        if totals != self.totals:
            self.fail(f"the game's totals are {totals}, the rounds add up to {self.totals}")
        best = min(self.totals)
        winners = [q for q in range(self.n) if self.totals[q] == best]
        if "tie_last_round" in self.variants and len(winners) > 1:
            last = min(self.history[-1][q] for q in winners)
            winners = [q for q in winners if self.history[-1][q] == last]
        if list(ev.info.get("winners") or []) != winners:
            self.fail(f"the winners are {ev.info.get('winners')}, the totals say {winners}")
