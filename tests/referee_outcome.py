"""The generic referee's checks of decisions, views, levels, scores and the end of a game.

`OutcomeChecks` is the part of `referee_generic.GenericReferee` that sees each Decision and its
answer, every seat's PlayerView, the level events (numbers, paths, scores of each instance) and
the end of the game (`game_end`'s totals and winners by the `winner:` and `ties:` rules, the
number of top-level instances, the state rebuilt from the events, the replay of the record).
"""

from __future__ import annotations

from mogel.language.model import BOX

LEVEL_STARTS = ("round_start", "level_start")
LEVEL_ENDS = ("round_end", "level_end")
LEVEL_SCORED = ("round_scored", "level_scored")


def _path(ev):
    """The [level, number] path of a level event; a top-level round without a level has none."""
    path = ev.info.get("path")
    if path:
        return [list(step) for step in path]
    return [["round", ev.info.get("round")]]


class OutcomeChecks:
    """Decisions, views, levels and the end of a game, for `GenericReferee`."""

    # --- decisions ------------------------------------------------------------------------------
    def on_decision(self, decision, view=None) -> None:
        self.decisions_seen += 1
        seat, options = decision.seat, tuple(decision.options)
        if not (isinstance(seat, int) and 0 <= seat < self.n):
            self.fail(f"{decision} is asked of seat {seat!r}, not a seat of the table")
            return
        if decision.kind == "react":
            if options:
                self.fail(f"{decision}: a reaction time with options")
            return
        if not options:
            self.fail(f"{decision} offers nothing")
        if len(set(map(repr, options))) != len(options):
            self.fail(f"{decision} lists an option twice")
        if decision.kind not in ("give_to", "accuse", "choice"):
            for card in options:
                if card is None:
                    continue
                if not (isinstance(card, int) and 0 <= card < self.n_cards):
                    self.fail(f"{decision} offers {card!r}, which is not a card")
                elif not self.may_know(seat, card):
                    self.fail(f"{decision} offers card {card}, which seat {seat} does not see")
        else:
            for option in options:
                if isinstance(option, int) and not isinstance(option, bool) and not 0 <= option < self.n:
                    self.fail(f"{decision} offers seat {option}, not a seat of the table")
        onto = decision.info.get("onto")
        if onto is not None and not self.may_know(seat, onto):
            self.fail(f"{decision} names card {onto} it would be played onto, which seat {seat} does not see")
        if view is not None and self.decisions_seen % self.view_every == 0:
            if view.seat != seat:
                self.fail(f"seat {seat} decides with the view of seat {view.seat}")
            self._check_view(view)

    def on_answer(self, decision, answer) -> None:
        if decision.kind == "react":
            ok = isinstance(answer, (int, float)) and not isinstance(answer, bool) and 0.05 <= answer <= 60
        else:
            ok = any(type(option) is type(answer) and option == answer for option in decision.options) \
                or (answer is None and decision.kind in ("cheat", "accuse"))
        if not ok:
            self.fail(f"the answer {answer!r} to {decision} is not among its options")

    # --- views -----------------------------------------------------------------------------------
    def check_views(self) -> None:
        for seat in range(self.n):
            self._check_view(self.game.view(seat))

    def _check_view(self, view) -> None:
        """A seat's view shows exactly the zones it sees, other seats' face-down cards as None."""
        seat = view.seat
        for slot, zone in enumerate(self.layout.slot_zone):
            if zone == BOX:
                continue
            owner = self.owner[slot]
            pile = self.piles[slot]
            got = view.cards(zone, owner if owner is not None else None) if owner is None or owner == seat \
                else view.cards(zone, owner)
            want = tuple(c if c not in self.down or self.down[c] == seat else None for c in pile) \
                if self.sees_pile(seat, slot) else None
            if got != want:
                self.fail(f"seat {seat}'s view of {zone}{'' if owner is None else f' of seat {owner}'} is "
                          f"{got}, the seat sees {want}")
            if owner is None:
                top = pile[-1] if pile and self.face_visible(seat, pile[-1]) else None
                if view.top(zone) != top:
                    self.fail(f"seat {seat}'s view of the top of {zone} is {view.top(zone)}, not {top}")
            if view.size(zone, owner) != len(pile):
                self.fail(f"seat {seat}'s view of the size of {zone} is wrong")
        known = frozenset(c for c in range(self.n_cards) if self.face_visible(seat, c))
        if view.known_cards() != known:
            self.fail(f"seat {seat}'s view knows {sorted(view.known_cards() ^ known)[:5]} wrongly")

    # --- levels ----------------------------------------------------------------------------------
    def _check_level_event(self, ev) -> None:
        kind = ev.kind
        if kind not in LEVEL_STARTS + LEVEL_ENDS + LEVEL_SCORED:
            return
        path = _path(ev)
        name, number = path[-1]
        if name not in self.levels:
            self.fail(f"{ev} names the level {name}, which the rules do not declare")
        if kind in ("round_start", "round_end", "round_scored") and ev.info.get("round") != number:
            self.fail(f"{ev}: round {ev.info.get('round')} in the path {path}")
        if kind.startswith("level") and (ev.info.get("level"), ev.info.get("number")) != (name, number):
            self.fail(f"{ev}: level {ev.info.get('level')} {ev.info.get('number')} in the path {path}")
        around = [step[:2] for step in self.open]
        if kind in LEVEL_STARTS:
            if path[:-1] != around:
                self.fail(f"{ev} starts inside {around}, its path says {path[:-1]}")
            key = (tuple(map(tuple, path[:-1])), name)
            want = self.counts.get(key, 0) + 1
            if number != want:
                self.fail(f"{ev} is {name} {number}, expected {name} {want}")
            self.counts[key] = number
            if len(path) == 1:
                self.top_instances += 1
            self.open.append([name, number, [0] * self.n])
        elif kind in LEVEL_ENDS:
            if not self.open or path != around:
                self.fail(f"{ev} ends {path}, the open instances are {around}")
                return
            self.closed = (path, self.open.pop()[2])
        else:
            scores = list(ev.info.get("scores") or [])
            if self.closed is None or self.closed[0] != path:
                self.fail(f"{ev} scores {path}, which did not just end")
            elif scores != self.closed[1]:
                self.fail(f"{ev} scores {scores}, the points scored in {path} were {self.closed[1]}")
            if len(path) == 1:
                self.history.append(scores)
            self.closed = None

    # --- the end ---------------------------------------------------------------------------------
    def _expected_top_instances(self):
        """`rounds:` (or the top level's `times:`) when it is a number or `player_count`; else None."""
        expr = self.rules.game.rounds
        if expr is None:
            levels = dict(getattr(self.rules, "levels", None) or {})
            made = {level.made_of for level in [*levels.values(), self.rules.round] if level is not None}
            tops = [level for name, level in levels.items() if name not in made]
            expr = tops[0].times if tops else None
        if type(expr).__name__ == "Const" and isinstance(expr.value, int):
            return expr.value
        if type(expr).__name__ == "Name" and expr.name == "player_count":
            return self.n
        return None

    def _check_game_end(self, ev) -> None:
        self.finished = True
        if self.open:
            self.fail(f"the game ends with {[step[:2] for step in self.open]} still open")
        want = self._expected_top_instances()
        if want is not None and self.top_instances != want:
            self.fail(f"the game ends after {self.top_instances} top-level instances, the rules say {want}")
        totals = list(ev.info.get("totals") or [])
        if totals != self.totals:
            self.fail(f"the game's totals are {totals}, the points scored add up to {self.totals}")
        game = self.rules.game
        pick = max if game.winner == "highest" else min
        best = pick(self.totals)
        winners = [q for q in range(self.n) if self.totals[q] == best]
        if game.ties == "last_round" and len(winners) > 1 and self.history:
            last = pick(self.history[-1][q] for q in winners)
            winners = [q for q in winners if self.history[-1][q] == last]
        elif game.ties not in (None, "shared", "last_round"):
            self.fail(f"ties: {game.ties} is a rule the referee does not know")
        if list(ev.info.get("winners") or []) != winners:
            self.fail(f"the winners are {ev.info.get('winners')}; by 'winner: {game.winner} score' and "
                      f"'ties: {game.ties}' they are {winners} (totals {self.totals})")

    def finish(self, complete: bool = True) -> None:
        """End-of-game checks: the game ended; the state rebuilt from the events is the live one;
        the record replays to the same events (a finished game)."""
        game = self.game
        if complete and not self.finished and self.events_seen <= self.max_events:
            self.fail("the game did not end")
        if complete and game.events and game.events[-1].kind != "game_end":
            self.fail(f"the last event is {game.events[-1].kind}, not game_end")
        try:
            rebuilt = game.state_at(len(game.events))
        except Exception as err:   # noqa: BLE001 -- events that do not apply are a finding
            self.fail(f"the state cannot be rebuilt from the events: {type(err).__name__}: {err}")
        else:
            for field in ("zones", "roles", "totals", "variables", "face_down", "history"):
                if getattr(rebuilt, field) != getattr(game.state, field):
                    self.fail(f"the {field} rebuilt from the events differ from the live game's")
        self.check_views()
        if complete and self.do_replay and self.finished:
            from mogel.play.replaying import replay

            try:
                again = replay(self.rules, game.record())
            except Exception as err:   # noqa: BLE001 -- any failure to replay is a finding
                self.fail(f"the record does not replay: {type(err).__name__}: {err}")
                return
            if again.events != game.events:
                first = next((i for i, (a, b) in enumerate(zip(again.events, game.events)) if a != b),
                             min(len(again.events), len(game.events)))
                self.fail(f"the replay differs from the game at event {first}")
