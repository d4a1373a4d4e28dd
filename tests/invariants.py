"""An independent referee for Mogel Motte: invariants and a legal-move oracle, event by event.

Used by tests/test_engine_properties.py (Hypothesis) and bench/soak.py (random playouts).
The referee watches one game through three hooks and never reads the engine's compiled rules:

    checker = Checker(game)                  # or Checker.for_rules(rules, n) before the Game
    Game(..., on_event=checker.on_event)     # every event, as it happens
    checker.on_decision(decision, view)      # every Decision, before it is answered
    checker.on_answer(decision, answer)      # the answer given
    checker.finish()                         # after the game: end-of-game checks

It keeps its own copy of where every card lies (a "shadow" table, applied from the events'
moves by its own code) and its own reading of rules.mm (sections 001 "Spielverlauf",
"Spinne", "Mücke", "Kakerlake", "Ameise", "Mogel-Motte", "Mogeln", "Erwischt!",
"Rundenwertung"), with the variants in rules.mm switched on by name.  Every broken invariant is
appended to `checker.violations` as a sentence (the checker never raises), so a soak run can
count them; `checker.assert_ok()` raises AssertionError with the first few.

Invariants checked:
  * cards: every card of the deck lies in exactly one zone slot; the engine's state and the
    shadow table agree after every event; a move takes a card from where it really lies;
  * roles: once given, the Guard Bug has exactly one holder, a seat of the table;
  * privacy: no seat's PlayerView (`cards`, `top`, `hand`) nor its redacted events show a card
    of another player's hand or hidden cards, the draw pile, or a cheat / notice it did not
    see (open_hands: hands are public);
  * decisions: every Decision's options are exactly the oracle's legal moves for that seat,
    as faces (one card id per distinct (kind, value)), with `None` exactly when declining is
    allowed; forced moves (a single legal card, no Decision) and skipped chances (a seat with
    no legal cheat) are checked against the oracle too;
  * rounds: starter, guard, deal, turn order, end condition, scoring, totals and winners.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import List, Optional, Set, Tuple

# Sets of variants that do not clash, played together on top of the single variants.
COMBOS = (
    ("italian_ant", "moth_on_anything", "cheat_own_turn", "penalty_from_draw"),
    ("ant_takes_top", "catch_until_next_move", "no_moth_as_penalty", "cockroach_any_card"),
    ("cockroach_others_race", "mosquito_others_give", "spider_must_give", "finish_the_action"),
    ("may_draw_instead", "reshuffle_whole_pile", "lone_moth_may_vanish", "guard_stays"),
    ("spider_keeps_last", "tie_last_round", "caught_returns_all", "plus_minus_or_equal", "open_hands"),
    ("big_table", "quick_game", "catch_until_next_move", "cockroach_any_card", "moth_on_anything"),
    ("no_cheating", "may_draw_instead", "ant_takes_top", "big_table"),
)

# Independent tables of rules.mm (000 "Materials", 001 "Rundenwertung").
PENALTY = {"number": 1, "spider": 5, "mosquito": 5, "cockroach": 5, "ant": 5, "moth": 10}
DECK = {"number": (8, 9, 9, 9, 8), "spider": (1,) * 5, "mosquito": (1,) * 5, "cockroach": (1,) * 5,
        "ant": (1,) * 5, "moth": (2, 1, 2, 1, 2)}
HAND_SIZE = 8
ACTIONS = ("spider", "mosquito", "cockroach", "ant")
MOVE_EVENTS = ("play", "draw", "give", "take", "move", "deal", "gather", "cheat")
# Moves that open a cheating window (a player or the rules moved a card during play).
WINDOW_EVENTS = ("play", "draw", "give", "take", "move", "gather")
MAX_VIOLATIONS = 50


def _block_lines(source: str, header: re.Pattern) -> Set[int]:
    """Line numbers of every block whose header line matches `header` (header included)."""
    lines = source.splitlines()
    out: Set[int] = set()
    i = 0
    while i < len(lines):
        line = lines[i]
        if header.match(line.strip()) and line.rstrip().endswith(":"):
            indent = len(line) - len(line.lstrip())
            out.add(i + 1)
            j = i + 1
            while j < len(lines):
                text = lines[j]
                if text.strip() and not text.strip().startswith("#") and len(text) - len(text.lstrip()) <= indent:
                    break
                out.add(j + 1)
                j += 1
        i += 1
    return out


class Checker:
    """Referee of one game of rules.mm (any of its variants); see the module docstring."""

    def __init__(self, game, view_every: int = 1):
        self.game = game
        self.rules = game.rules
        self.engine = game.engine
        self.state = game.engine.s
        self.layout = self.state.layout
        self.n = self.state.n
        self.variants = frozenset(self.rules.applied)
        self.deck = game.program.deck
        self.faces = [self.deck.face(c) for c in range(len(self.deck))]
        self.vis = game.visibility
        self.view_every = view_every
        self.violations: List[str] = []
        self.hand_slots = [self.layout.slot_of["hand"] + q for q in range(self.n)]
        self.hidden_slots = [self.layout.slot_of["hidden"] + q for q in range(self.n)]
        self.discard_slot = self.layout.slot_of["discard"]
        self.draw_slot = self.layout.slot_of["draw"]
        self.lines = self.rules.source.splitlines()
        self.quiet_lines = (_block_lines(self.rules.source, re.compile(r"^(accusation|zone)\b")))
        v = self.variants
        self.adjacent = {0, 1, 4} if "plus_minus_or_equal" in v else {1, 4}
        self.open_hands = "open_hands" in v
        self.may_draw = "may_draw_instead" in v
        self.rounds_total = 2 if "quick_game" in v else self.n
        # rules.mm's "endless" rule: a round that reaches this many turns ends as it stands
        endless = re.search(r"^define endless = turns >= (\d+)", self.rules.source, re.M)
        self.endless = int(endless.group(1)) if endless else None
        self.settings = [a.settings() if hasattr(a, "settings") else {} for a in game.agents]
        self.attention = [getattr(a, "attention", 0.5) for a in game.agents]
        # shadow table: card -> slot, and slot -> list of cards (bottom to top)
        box = self.layout.slot_of["box"]
        self.where = [box] * len(self.deck)
        self.piles: List[List[int]] = [[] for _ in self.layout.slot_zone]
        self.piles[box] = list(range(len(self.deck)))
        self.guard: Optional[int] = None
        self.round = 0
        self.starter: Optional[int] = None
        self.last_starter: Optional[int] = None
        self.guard_at_end: Optional[int] = None
        self.active: Optional[int] = None
        self.actor: Optional[int] = None      # who played the card whose action runs
        self.turns = 0
        self.last_play_turn = 0
        self.phase = "setup"
        self.expected_turn_move: Optional[Tuple[str, frozenset]] = None
        self.pending_turn_decision = False
        self.window: Optional[dict] = None
        self.last_cheat_chance: Optional[Tuple[int, Optional[int]]] = None
        self.window_cheats: List[int] = []
        self.awaiting_accuse = False
        self.last_notice: Optional[bool] = None
        self.race: Optional[dict] = None
        self.pending_catch = None
        self.cockroach_value: Optional[int] = None
        self.history: List[List[int]] = []
        self.totals = [0] * self.n
        self.round_points = [0] * self.n
        self.events_seen = 0
        self.decisions_seen = 0
        self.finished = False
        self._check_deck()

    # --- reporting ---------------------------------------------------------------------------
    def fail(self, message: str) -> None:
        if len(self.violations) < MAX_VIOLATIONS:
            self.violations.append(f"[variants {sorted(self.variants) or 'none'}, {self.n} players, "
                                   f"seed {self.game.seed}, event {self.events_seen}] {message}")

    def assert_ok(self) -> None:
        assert not self.violations, "\n".join(self.violations[:5])

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
                if not self.may_draw or exp is None or exp[0] != "decided":
                    self.fail(f"{ev}: a declined play where the rules say 'must'")
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

    # --- whole-state invariants --------------------------------------------------------------------
    def check_cards(self) -> None:
        """Every card lies in exactly one slot, and the engine agrees with the shadow table."""
        zones = self.state.zones
        total = sum(len(z) for z in zones)
        if total != len(self.where):
            self.fail(f"{total} cards lie in the zones, the deck has {len(self.where)}")
        if zones != self.piles:
            seen = Counter(c for z in zones for c in z)
            twice = [c for c, k in seen.items() if k > 1]
            self.fail(f"the engine's zones differ from the events' moves (cards twice: {twice[:5]})")
            self.piles = [list(z) for z in zones]
            for slot, z in enumerate(zones):
                for c in z:
                    self.where[c] = slot
        if list(self.state.where) != self.where:
            self.fail("the engine's card -> slot table disagrees with its zones")

    def visible(self, seat: int, src: int, dst: int) -> bool:
        """Whether `seat` may see a card moving from `src` to `dst` (rules.mm zone declarations)."""
        for slot in (src, dst):
            if slot == self.discard_slot or slot == self.hand_slots[seat] or slot == self.hidden_slots[seat]:
                return True
            if self.open_hands and slot in self.hand_slots:
                return True
        return False

    def check_privacy(self, ev) -> None:
        """No seat's redacted copy of `ev` shows what that seat may not see."""
        if not ev.moves and ev.kind not in ("cheat", "notice", "shuffle"):
            for seat in range(self.n):       # nothing hidden in it: everyone sees it whole
                if self.vis.redact(ev, seat) is not ev:
                    self.fail(f"seat {seat} does not see the public event {ev}")
            return
        for seat in range(self.n):
            shown = self.vis.redact(ev, seat)
            if ev.kind in ("cheat", "notice"):
                if shown is not None and ev.seat != seat:
                    self.fail(f"seat {seat} sees {ev.kind} of seat {ev.seat}")
                if shown is None and ev.seat == seat:
                    self.fail(f"seat {seat} does not see its own {ev.kind}")
                continue
            if shown is None:
                self.fail(f"seat {seat} does not see the public event {ev}")
                continue
            if ev.kind == "shuffle" and shown.info.get("order") is not None:
                zone, _ = self.layout.describe(ev.info["slot"])
                if zone in ("draw", "hidden", "box") or (zone == "hand" and not self.open_hands):
                    self.fail(f"seat {seat} sees the order of the shuffled {zone}")
            if len(shown.moves) != len(ev.moves):
                self.fail(f"seat {seat} sees {len(shown.moves)} of the {len(ev.moves)} moves of {ev.kind}")
                continue
            for (card, src, dst), (real, _, _) in zip(shown.moves, ev.moves):
                if card is not None and not self.visible(seat, src, dst):
                    self.fail(f"seat {seat} sees card {card} {self.faces[card]} moving from "
                              f"{self.layout.describe(src)} to {self.layout.describe(dst)} ({ev.kind})")
                if card is not None and card != real:
                    self.fail(f"seat {seat} is shown the wrong card in {ev.kind}")

    def check_view(self, view) -> None:
        """A PlayerView shows the seat's own hand and hidden cards, nothing else that is hidden."""
        seat = view.seat
        if tuple(view.hand) != tuple(self.hand(seat)):
            self.fail(f"seat {seat}'s view of its hand is wrong")
        for q in range(self.n):
            if q == seat:
                continue
            hand = view.cards("hand", q)
            if hand is not None and not self.open_hands:
                self.fail(f"seat {seat}'s view shows seat {q}'s hand")
            if self.open_hands and hand is None:
                self.fail(f"open_hands: seat {seat} cannot see seat {q}'s hand")
            if view.cards("hidden", q) is not None:
                self.fail(f"seat {seat}'s view shows seat {q}'s cheated cards")
        if view.cards("draw") is not None or view.top("draw") is not None:
            self.fail(f"seat {seat}'s view shows the draw pile")
        if view.top("discard") != self.top():
            self.fail(f"seat {seat}'s view of the top of the discard pile is wrong")
        if list(view.sizes("hand")) != [len(self.hand(q)) for q in range(self.n)]:
            self.fail(f"seat {seat}'s view of the hand sizes is wrong")

    def check_all_views(self) -> None:
        for seat in range(self.n):
            self.check_view(self.game.view(seat))
            for ev in self.game.view(seat).events():
                if ev.kind in ("cheat", "notice") and ev.seat != seat:
                    self.fail(f"seat {seat}'s view.events() holds {ev.kind} of seat {ev.seat}")

    # --- the end --------------------------------------------------------------------------------
    def finish(self, complete: bool = True) -> None:
        """End-of-game checks: the game ended; rebuilding the state from the events agrees."""
        if complete and not self.finished:
            self.fail("the game did not end")
        rebuilt = self.game.state_at(len(self.game.events))
        if rebuilt.zones != self.state.zones or rebuilt.roles != self.state.roles or rebuilt.totals != self.state.totals:
            self.fail("the state rebuilt from the events differs from the live state")
        self.check_all_views()


class CheckedAgent:
    """Wraps an agent so that the checker sees every decision and answer (for soak runs)."""

    def __init__(self, agent, checker_ref: list):
        self.agent = agent
        self.ref = checker_ref
        self.interactive = False
        self.attention = agent.attention
        self.reaction = agent.reaction
        self.asks_reaction = getattr(agent, "asks_reaction", False)
        self.name = agent.name

    def settings(self) -> dict:
        return self.agent.settings()

    def decide(self, view, decision, rng):
        checker = self.ref[0]
        checker.on_decision(decision, view)
        answer = self.agent.decide(view, decision, rng)
        checker.on_answer(decision, answer)
        return answer
