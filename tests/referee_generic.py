"""The referee's generic half: invariants that hold for any rules file, checked event by event.

`GenericReferee` watches one game of any rules file through the same hooks as the Mogel Motte
referee (tests/invariants.py), and reads only the rules *model* (zone declarations, `game`
header, levels) and the events, never the engine's compiled rules:

    ref = GenericReferee(game)               # after Game(...), before the first advance
    on_event(ev)                             # every event, as it happens (Game(on_event=...))
    on_decision(decision, view) / on_answer(decision, answer)
    finish(complete=True)                    # end of game (replays the game when complete)

It keeps its own shadow of the table -- where every card lies, which lie face down and who laid
them, the roles, variables and totals -- applied from the events by its own code, and for every
seat the cards whose identity that seat may know where they lie now (`known`): a card a seat
saw arrive (a face-up move into or out of a zone it sees, onto the top of a pile whose top is
seen), turned up by a `reveal`, or lying face up where it sees it; a shuffle of a pile it
does not see, or a card laid face down by another seat, takes that knowledge away.

Invariants (each broken one is a sentence in `violations`; it never raises):
  * cards: every card of the deck lies in exactly one zone slot, their count never changes; a
    move takes a card from where it lies; a shuffle keeps a pile's cards; the engine's zones,
    card table, face-down cards, roles, variables and totals are the shadow's after every event
    (events change the state only as they say);
  * citations: every event cites a line of the rules text that exists and is not blank or a
    comment;
  * privacy: no seat's copy of an event (Visibility.redact) nor its narration (en, de) shows a
    card id or a face it may not know -- cards in other hands, the draw pile, a face-down card
    another seat laid, a shuffled order it does not see, the card a play went `onto`; a covert
    move only to its mover, an unnoticed notice to nobody; fields an event lists `private`
    (a claim's truth, whether a player had an option, a choice's options) only to its seat, and
    those fields are always listed private; every seat's PlayerView shows exactly the zones it
    sees, with other seats' face-down cards as None;
  * decisions: asked of a seat of the table, no option twice, any card offered (or named as
    the card it would go `onto`) is one the seat knows; the answer given is one of the options
    (None only where declining is allowed);
  * levels: every instance's number counts up from 1 within the instance around it, its path
    is the stack of open instances, it ends in order, and its scores are the points scored in it;
  * the end: game_start first, one game_end last, within `max_events`; as many top-level
    instances as `rounds:`/`times:` say when that is a number or `player_count`; the totals are
    the sums of the points scored; the winners follow `winner:` and `ties:`; the state rebuilt
    from the events is the live one; the record replays to identical events.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Dict, List, Optional, Set

from mogel.language.model import BOX
from referee_outcome import OutcomeChecks

MAX_VIOLATIONS = 50
MAX_EVENTS = 200_000
# Fields that tell what only the deciding seat may know (rule H, claims): always private.
SECRET_FIELDS = ("true", "forced", "had_option", "options", "asked")


class GenericReferee(OutcomeChecks):
    """Referee of one game of any rules file; see the module docstring.  Decisions, views, levels,
    scores and the end of the game are checked by OutcomeChecks (referee_outcome.py)."""

    def __init__(self, game, view_every: int = 1, narrate_every: int = 1, max_events: int = MAX_EVENTS,
                 replay: bool = True):
        self.game = game
        self.rules = game.rules
        self.state = game.engine.s
        self.layout = self.state.layout
        self.n = self.state.n
        self.n_cards = len(game.program.deck)
        self.vis = game.visibility
        self.view_every, self.narrate_every = max(1, view_every), max(1, narrate_every)
        self.max_events, self.do_replay = max_events, replay
        self.lines = self.rules.source.splitlines()
        self.violations: List[str] = []
        self.events_seen = self.decisions_seen = 0
        zones = self.rules.zones
        slots = range(len(self.layout.slot_zone))
        self.seen_by = [(zones[z].seen_by if z in zones else None) or "nobody" for z in self.layout.slot_zone]
        self.top_seen = [z in zones and zones[z].top_seen_by == "all" for z in self.layout.slot_zone]
        self.owner = list(self.layout.slot_owner)
        box = self.layout.slot_of[BOX]
        self.piles: List[List[int]] = [[] for _ in slots]
        self.piles[box] = list(range(self.n_cards))
        self.where = [box] * self.n_cards
        self.down: Dict[int, Optional[int]] = {}
        self.known: List[Set[int]] = [set() for _ in range(self.n)]
        self.roles: Dict[str, Optional[int]] = {}
        self.variables: Dict[str, object] = {}
        self.totals = [0] * self.n
        self.open: List[list] = []           # [name, number, points] of the open level instances
        self.counts: Dict[tuple, int] = {}   # (path around, level) -> number of its last instance
        self.closed: Optional[tuple] = None  # (path, points) of the instance that ended last
        self.history: List[List[int]] = []   # scores of the top level's instances
        self.top_instances = 0
        self.started = self.finished = False
        self.levels = {"round", *self._declared_levels()}
        self.narrators = None

    def _declared_levels(self):
        levels = getattr(self.rules, "levels", None) or ()
        items = levels.values() if isinstance(levels, dict) else levels
        return {getattr(level, "name", level) for level in items}

    # --- reporting ---------------------------------------------------------------------------
    def fail(self, message: str) -> None:
        if len(self.violations) < MAX_VIOLATIONS:
            self.violations.append(f"[{self.rules.game.name}, variants {sorted(self.rules.applied) or 'none'}, "
                                   f"{self.n} players, seed {self.game.seed}, event {self.events_seen}] {message}")

    def assert_ok(self) -> None:
        assert not self.violations, "\n".join(self.violations[:5])

    # --- what a seat may know ----------------------------------------------------------------------
    def sees_pile(self, seat: int, slot: int) -> bool:
        who = self.seen_by[slot]
        return who == "all" or (who == "owner" and self.owner[slot] == seat)

    def face_visible(self, seat: int, card: int) -> bool:
        """Whether `seat` sees the face of `card` where it lies now (the shadow's table)."""
        if card in self.down:
            return self.down[card] == seat
        slot = self.where[card]
        if self.sees_pile(seat, slot):
            return True
        return self.top_seen[slot] and self.piles[slot][-1] == card

    def may_know(self, seat: int, card: int) -> bool:
        return card in self.known[seat] or self.face_visible(seat, card)

    def _learn_tops(self, slots) -> None:
        for slot in slots:
            pile = self.piles[slot]
            if pile and self.top_seen[slot] and pile[-1] not in self.down:
                for seat in range(self.n):
                    self.known[seat].add(pile[-1])

    # --- events ------------------------------------------------------------------------------------
    def on_event(self, ev) -> None:
        self.events_seen += 1
        try:
            self._on_event(ev)
        except Exception as err:   # a referee bug must show, not hide the game's
            self.fail(f"the referee failed on {ev}: {type(err).__name__}: {err}")

    def _on_event(self, ev) -> None:
        if self.finished:
            self.fail(f"{ev} after the game ended")
        if not self.started and ev.kind != "game_start":
            self.fail(f"the first event is {ev.kind}, not game_start")
        self.started = True
        if self.events_seen > self.max_events:
            if self.events_seen == self.max_events + 1:
                self.fail(f"the game did not end within {self.max_events} events")
            return
        self._check_citation(ev)
        shown = [self.vis.redact(ev, seat) for seat in range(self.n)]
        onto = ev.info.get("onto")
        onto_known = [onto is None or self.may_know(seat, onto) for seat in range(self.n)]
        entitled = self._apply_moves(ev)
        self._apply_rest(ev)
        for seat in range(self.n):
            self._check_shown(ev, seat, shown[seat], entitled, onto_known[seat])
        if ev.kind == "shuffle":
            slot = ev.info["slot"]
            for seat in range(self.n):
                if not self.sees_pile(seat, slot):
                    self.known[seat].difference_update(self.piles[slot])
        self._learn_tops({src for _, src, _ in ev.moves} | {dst for _, _, dst in ev.moves})
        if self.events_seen % self.narrate_every == 0:
            self._check_narration(ev, shown)
        self._check_state(ev)

    def _check_citation(self, ev) -> None:
        span = ev.span
        if span is None:
            self.fail(f"{ev} cites no rules line")
            return
        if not 1 <= span.line <= len(self.lines):
            self.fail(f"{ev} cites line {span.line}; the rules have {len(self.lines)} lines")
            return
        text = self.lines[span.line - 1]
        if not text.strip() or text.strip().startswith("#"):
            self.fail(f"{ev} cites line {span.line}, which is blank or a comment: {text!r}")
        elif not 1 <= span.column <= len(text) + 1:
            self.fail(f"{ev} cites column {span.column} of line {span.line}, which has {len(text)} characters")

    def _apply_moves(self, ev) -> List[List[bool]]:
        """Apply the moves to the shadow; for each move and seat whether the seat may see its card."""
        entitled = []
        face_down = bool(ev.info.get("face_down"))
        layer = ev.info.get("laid_by", ev.seat)
        for card, src, dst in ev.moves:
            if not (isinstance(card, int) and 0 <= card < self.n_cards):
                self.fail(f"{ev} moves {card!r}, which is not a card of the deck")
                entitled.append([False] * self.n)
                continue
            if self.where[card] != src:
                self.fail(f"{ev} moves card {card} from slot {src}, but it lies in slot {self.where[card]}")
            pre = [self.may_know(seat, card) for seat in range(self.n)]
            self.piles[self.where[card]].remove(card)
            self.piles[dst].append(card)
            self.where[card] = dst
            if face_down:
                self.down[card] = layer
            else:
                self.down.pop(card, None)
            post = [self.face_visible(seat, card) for seat in range(self.n)]
            may = [(pre[s] and not (face_down and layer != s)) or post[s] for s in range(self.n)]
            entitled.append(may)
            for seat in range(self.n):
                (self.known[seat].add if may[seat] else self.known[seat].discard)(card)
        return entitled

    def _apply_rest(self, ev) -> None:
        kind, info = ev.kind, ev.info
        if kind == "shuffle":
            slot, order = info.get("slot"), list(info.get("order") or ())
            if sorted(order) != sorted(self.piles[slot]):
                self.fail(f"a shuffle of slot {slot} changes which cards lie there")
            else:
                self.piles[slot] = order
        elif kind == "reveal":
            for card in info.get("cards") or ():
                if card not in self.down:
                    self.fail(f"{ev} turns up card {card}, which does not lie face down")
                self.down.pop(card, None)
                for seat in range(self.n):
                    if self.face_visible(seat, card) or seat == ev.seat:
                        self.known[seat].add(card)
        elif kind == "role":
            self.roles[info.get("role")] = info.get("to")
            if info.get("to") is not None and not 0 <= info["to"] < self.n:
                self.fail(f"{ev}: the role goes to {info['to']!r}, not a seat")
        elif kind == "set":
            self.variables[info.get("variable")] = info.get("value")
        elif kind == "choose" and "variable" in info:
            self.variables[info["variable"]] = info.get("chosen")
        elif kind == "score":
            self.totals[ev.seat] += info.get("points", 0)
            for instance in self.open:
                instance[2][ev.seat] += info.get("points", 0)
            if self.closed is not None:      # the scoring of an instance follows its end
                self.closed[1][ev.seat] += info.get("points", 0)
        elif kind == "game_start":
            if self.events_seen != 1:
                self.fail("game_start is not the first event")
        self._check_level_event(ev)
        if kind == "game_end":
            self._check_game_end(ev)

    def _check_shown(self, ev, seat: int, shown, entitled, onto_known: bool) -> None:
        """What `seat` is told of `ev` shows nothing it may not know."""
        kind, info = ev.kind, ev.info
        private = set(info.get("private") or ())
        for field in SECRET_FIELDS:
            if field in info and field not in private:
                self.fail(f"{ev}: the field '{field}' is not private to seat {ev.seat}")
        if kind == "cheat":
            if (shown is not None) != (seat == ev.seat):
                self.fail(f"seat {seat} {'sees' if shown is not None else 'misses'} the covert move {ev}")
            return
        if kind == "notice":
            if (shown is not None) != (seat == ev.seat and bool(info.get("noticed"))):
                self.fail(f"seat {seat} is told {shown} of {ev}")
            return
        if shown is None:
            self.fail(f"seat {seat} is not told of the public event {ev}")
            return
        if seat != ev.seat and private & set(shown.info) | ({"private"} & set(shown.info) if private else set()):
            self.fail(f"seat {seat} sees the private fields {sorted(private & set(shown.info))} of {ev}")
        if seat == ev.seat and not private <= set(shown.info):
            self.fail(f"seat {seat} does not see its own private fields of {ev}")
        if len(shown.moves) != len(ev.moves):
            self.fail(f"seat {seat} sees {len(shown.moves)} of the {len(ev.moves)} moves of {ev}")
            return
        for (card, src, dst), (real, rsrc, rdst), may in zip(shown.moves, ev.moves, entitled):
            if (src, dst) != (rsrc, rdst) or card not in (None, real):
                self.fail(f"seat {seat} is told a move other than {ev}")
            elif card is not None and not may[seat]:
                self.fail(f"seat {seat} sees card {card} {self.game.program.deck.face(card)} moving from "
                          f"{self.layout.describe(src)} to {self.layout.describe(dst)} in {kind}")
        if shown.info.get("onto") is not None and not onto_known:
            self.fail(f"seat {seat} is told the card {ev} was played onto, which it does not see")
        if kind == "shuffle":
            order = shown.info.get("order")
            if not self.sees_pile(seat, info["slot"]):
                if order is not None and any(c is not None for c in order):
                    self.fail(f"seat {seat} sees the order of the shuffled {self.layout.describe(info['slot'])}")
            elif order is not None:
                for card in order:
                    if card is not None and card in self.down and self.down[card] != seat:
                        self.fail(f"seat {seat} sees face-down card {card} in a shuffled order")
        if kind == "reveal":
            for card in shown.info.get("cards") or ():
                if card is not None and not (seat == ev.seat or self.may_know(seat, card)):
                    self.fail(f"seat {seat} is shown card {card} turned up where it does not see it")

    def _check_narration(self, ev, shown) -> None:
        """The sentence a seat is told names no face of a card hidden from it (en and de)."""
        from mogel.present.narrate import Narrator

        if self.narrators is None:
            self.narrators = []
            for lang in ("en", "de"):
                narrator = Narrator(self.game.program, lang=lang)
                labels = [re.sub(r"^(a|an) ", "", str(narrator.card(c))) for c in range(self.n_cards)]
                self.narrators.append((narrator, labels))
        real = [c for c, _, _ in ev.moves] + list(ev.info.get("cards") or ())
        for seat in range(self.n):
            view = shown[seat]
            if view is None:
                continue
            told = {c for c, _, _ in view.moves if c is not None} | {c for c in view.info.get("cards") or () if c is not None}
            hidden = [c for c in real if c not in told and not self.face_visible(seat, c)]
            if not hidden:
                continue
            for narrator, labels in self.narrators:
                text = narrator.sentence(view, self.layout) or ""
                named = [c for c in hidden if re.search(rf"(?<!\w){re.escape(labels[c])}(?!\w)", text)]
                if not named:
                    continue
                fair = {labels[c] for c in told | self.known[seat]}
                for card in named:
                    if labels[card] not in fair:
                        self.fail(f"seat {seat}'s narration ({narrator.lang}) names {labels[card]!r}, hidden "
                                  f"from it: {text!r} ({ev})")

    def _check_state(self, ev) -> None:
        """The engine's state is the shadow's: the event changed only what it says."""
        s = self.state
        if sum(len(pile) for pile in s.zones) != self.n_cards:
            counts = Counter(c for pile in s.zones for c in pile)
            self.fail(f"after {ev} the zones hold {sum(counts.values())} cards, the deck {self.n_cards} "
                      f"(twice: {[c for c, k in counts.items() if k > 1][:5]})")
        if s.zones != self.piles:
            self.fail(f"after {ev} the engine's zones differ from the events' moves")
            self.piles = [list(z) for z in s.zones]
            self.where = list(s.where)
        elif list(s.where) != self.where:
            self.fail(f"after {ev} the engine's card -> slot table disagrees with its zones")
        if s.face_down != self.down:
            self.fail(f"after {ev} the engine's face-down cards {s.face_down} differ from the events' {self.down}")
            self.down = dict(s.face_down)
        for role, seat in self.roles.items():
            if s.roles.get(role) != seat:
                self.fail(f"after {ev} the engine gives role {role} to {s.roles.get(role)}, the events to {seat}")
        if s.variables != self.variables:
            self.fail(f"after {ev} the engine's variables {s.variables} differ from the events' {self.variables}")
            self.variables = dict(s.variables)
        if list(s.totals) != self.totals:
            self.fail(f"after {ev} the engine's totals {s.totals} differ from the points scored {self.totals}")
            self.totals = list(s.totals)
