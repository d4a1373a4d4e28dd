"""An independent referee for Mogel Motte: invariants and a legal-move oracle, event by event.

Used by tests/runtime/test_engine_properties.py (Hypothesis) and bench/soak.py (random playouts).
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
    see, nor a notice of a cheat that went unnoticed (open_hands: hands are public);
  * decisions: every Decision's options are exactly the oracle's legal moves for that seat,
    as faces (one card id per distinct (kind, value)), with `None` exactly when declining is
    allowed; forced moves (a single legal card, no Decision) and skipped chances (a seat with
    no legal cheat) are checked against the oracle too;
  * rounds: starter, guard, deal, turn order, end condition, scoring, totals and winners.

The Checker is put together by topic: referee_rules.py holds rules.mm's tables, the shadow
table's queries and the legal-move oracle; referee_decisions.py the decision and
cheating-window checks; referee_events.py the event checks.  This module holds the referee's
state, the whole-state invariants (cards, privacy, views) and the end-of-game checks, and is
the one to import: `from invariants import COMBOS, CheckedAgent, Checker`.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import List, Optional, Set, Tuple

from referee_decisions import DecisionChecks
from referee_events import EventChecks
from referee_rules import RuleOracle

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


class Checker(EventChecks, DecisionChecks, RuleOracle):
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
            private = set(ev.info.get("private", ()))
            for seat in range(self.n):       # nothing hidden in it: everyone sees it whole, but for
                shown = self.vis.redact(ev, seat)   # what it marks private to the decider (rule H)
                if private and seat != ev.seat:
                    if shown is None or shown.info != {k: v for k, v in ev.info.items()
                                                       if k not in private and k != "private"}:
                        self.fail(f"seat {seat} sees {shown} of the event {ev} with private {sorted(private)}")
                elif ev.kind == "game_start":   # every seat sees it, but for its seed (it fixes every card)
                    if shown is None or shown.info != {**ev.info, "seed": None}:
                        self.fail(f"seat {seat} sees {shown} of the game's start {ev}: its seed is for nobody")
                elif shown is not ev:
                    self.fail(f"seat {seat} does not see the public event {ev}")
            return
        for seat in range(self.n):
            shown = self.vis.redact(ev, seat)
            if ev.kind in ("cheat", "notice"):
                if shown is not None and ev.seat != seat:
                    self.fail(f"seat {seat} sees {ev.kind} of seat {ev.seat}")
                seen = ev.kind == "cheat" or ev.info["noticed"]      # a missed cheat is told to nobody
                if shown is None and ev.seat == seat and seen:
                    self.fail(f"seat {seat} does not see its own {ev.kind}")
                if shown is not None and not seen:
                    self.fail(f"seat {seat} is told of a cheat it did not notice")
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
