"""Property-based engine tests: Hypothesis plays every shipped game and a referee checks every step.

The referee (tests/referee.py) runs the generic invariants of any rules file
(tests/referee_generic.py: every card in exactly one zone slot, the state changed only as the
events say, cited rules lines, no seat's view, events or narration showing what it may not see,
private fields, answers among the options, levels, totals and winners) and, for Mogel Motte,
its own reading of rules.mm (tests/invariants.py): one holder of the Guard Bug once given;
every Decision offers exactly the legal moves (one card per distinct face, None exactly when
declining is allowed) and every legal move is offered (forced moves and skipped chances
included).

`GameMachine` is a Hypothesis RuleBasedStateMachine: every seat is a puppet whose decisions
Hypothesis makes (any option, declining, reaction times for human seats), interleaved with
stretches of random bot play so that games reach later rounds and their end.  It runs over
every shipped game (mogel.check.files.shipped_games()): its default rules, every variant and,
for Mogel Motte, a few combinations.
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import mogel
from mogel.agents.base import Agent
from mogel.check.files import shipped_games
from mogel.play.game import Game
from mogel.play.replaying import replay

from invariants import COMBOS, CheckedAgent, Checker
from referee import Referee, load, tables

BASE = mogel.load_rules()
# (game, variants): every shipped game's default rules and variants; Mogel Motte's first 5 combinations
TABLES = [(game, variants) for game in shipped_games() for variants, _ in tables(game)
          if game != "mogel_motte" or variants not in COMBOS[5:]]


def rules_for(table):
    game, variants = table
    return load(game, variants)


def table_id(table) -> str:
    game, variants = table
    return f"{game}-{'+'.join(variants) or 'default'}"


@dataclass
class Puppet(Agent):
    """A seat whose every decision is made from outside (by Hypothesis): the game pauses."""

    name = "puppet"
    interactive = True
    asks_reaction: bool = False

    def settings(self) -> dict:
        return {**super().settings(), "bot": "puppet", "asks_reaction": self.asks_reaction}

    def choose(self, view, decision, rng):   # never called: the game pauses instead
        raise AssertionError("a puppet is answered through Game.advance")


def test_every_variant_is_covered():
    assert set(BASE.variants) <= {name for game, t in TABLES if game == "mogel_motte" for name in t}
    assert len(BASE.variants) >= 20
    for game in shipped_games():
        assert {(game, (name,)) for name in load(game).variants} | {(game, ())} <= set(TABLES)


class GameMachine(RuleBasedStateMachine):
    """One game, driven decision by decision; the referee checks after every step."""

    @initialize(table=st.sampled_from(TABLES), k=st.integers(0, 20), seed=st.integers(0, 2 ** 32 - 1),
                humans=st.lists(st.booleans(), min_size=12, max_size=12),   # a game has at most 12 players
                attention=st.lists(st.sampled_from([0.0, 0.5, 1.0]), min_size=12, max_size=12))
    def start(self, table, k, seed, humans, attention):
        self.rules = rules_for(table)
        low, high = self.rules.game.players
        n = low + k % (high - low + 1)
        self.agents = [Puppet(attention=attention[i], asks_reaction=humans[i]) for i in range(n)]
        self.bot = mogel.RandomBot(cheat_rate=0.3, false_accusations=0.05)
        self.bot_rng = random.Random(seed)
        self.game = Game(self.rules, self.agents, seed=seed, oldest=seed % n,
                         on_event=lambda ev: self.checker.on_event(ev))
        self.checker = Referee(self.game)
        self.pending = None
        self.steps = 0
        self._go(self.game.advance())

    def _go(self, decision):
        self.pending = decision
        if decision is not None:
            self.checker.on_decision(decision, self.game.view(decision.seat))

    def _answer(self, answer):
        decision = self.pending
        self.checker.on_answer(decision, answer)
        self.steps += 1
        self._go(self.game.advance(answer))

    @precondition(lambda self: getattr(self, "pending", None) is not None)
    @rule(pick=st.integers(0, 2 ** 16))
    def answer(self, pick):
        """Any legal answer; for a race, any reaction time a person could have."""
        d = self.pending
        if d.kind == "react":
            self._answer(0.05 + (pick % 3000) / 100)
        else:
            self._answer(d.options[pick % len(d.options)])

    @precondition(lambda self: getattr(self, "pending", None) is not None and None in self.pending.options)
    @rule()
    def decline(self):
        self._answer(None)

    @precondition(lambda self: getattr(self, "pending", None) is not None and self.pending.kind != "react")
    @rule(pick=st.integers(0, 2 ** 16))
    def illegal_answer_is_refused(self, pick):
        """An answer that is not an option raises IllegalDecision and changes nothing."""
        d = self.pending
        cards = len(self.game.program.deck)
        bad = [-1, cards + pick, "0", 1.5, True]
        bad += [c for c in range(cards) if c not in d.options][:3]
        answer = bad[pick % len(bad)]
        before = len(self.game.events)
        with pytest.raises(mogel.IllegalDecision):
            self.game.advance(answer)
        assert len(self.game.events) == before and self.game.pending is d

    @precondition(lambda self: getattr(self, "pending", None) is not None)
    @rule(count=st.integers(1, 400))
    def bots_play(self, count):
        """A stretch of random play (so that games reach later rounds and their end)."""
        for _ in range(count):
            d = self.pending
            if d is None:
                return
            answer = self.bot.decide(self.game.view(d.seat), d, self.bot_rng)
            self._answer(answer)

    @precondition(lambda self: hasattr(self, "game") and self.pending is None)
    @rule(k=st.integers(0, 2 ** 16))
    def scrub_back(self, k):
        """A finished game: the state rebuilt from any prefix of its events holds every card once."""
        count = k % (len(self.game.events) + 1)
        state = self.game.state_at(count)
        cards = sorted(c for pile in state.zones for c in pile)
        assert cards == list(range(len(self.game.program.deck)))

    @invariant()
    def referee_is_content(self):
        if hasattr(self, "checker"):
            self.checker.assert_ok()

    @invariant()
    def views_hide_what_they_must(self):
        if hasattr(self, "checker"):
            self.checker.check_views()
            self.checker.assert_ok()

    def teardown(self):
        if not hasattr(self, "game"):
            return
        self.checker.finish(complete=self.pending is None)
        self.checker.assert_ok()
        if self.pending is None:    # a finished game replays event for event
            again = replay(self.rules, self.game.record())
            assert again.events == self.game.events
        else:                        # an unfinished one: the same decisions give the same events
            puppets = [Puppet(attention=a.attention, asks_reaction=a.asks_reaction) for a in self.agents]
            twin = Game(self.rules, puppets, seed=self.game.seed, oldest=self.game.oldest)
            twin.advance()
            for answer in self.game.decisions:
                twin.advance(answer)
            assert twin.events == self.game.events


GameMachine.TestCase.settings = settings(
    max_examples=40, stateful_step_count=40, deadline=None, derandomize=os.environ.get("CI") == "true",
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
TestGameMachine = GameMachine.TestCase


# --- every table, whole games with the bots -------------------------------------------------------
def refereed_game(table, seed, bots=("random", "honest", "sneaky", "random", "sneaky", "honest", "random"),
                  players=None, **bot_settings):
    rules = rules_for(table)
    low, high = rules.game.players
    n = players or low + seed % (high - low + 1)
    ref = [None]
    agents = [CheckedAgent(mogel.make_bot(bots[(i + seed) % len(bots)], **bot_settings), ref) for i in range(n)]
    game = Game(rules, agents, seed=seed, oldest=seed % n, on_event=lambda ev: ref[0].on_event(ev))
    checker = ref[0] = Referee(game, view_every=3, replay=False)
    game.play()
    checker.finish()
    return game, checker


@pytest.mark.parametrize("table", TABLES, ids=table_id)
def test_whole_games_keep_every_invariant(table):
    for seed in range(2):
        _, checker = refereed_game(table, seed)
        checker.assert_ok()


@pytest.mark.parametrize("bot", ["random", "sneaky"])
def test_a_table_of_eager_cheaters_and_sharp_guards(bot):
    """Cheat at every chance, notice every cheat: the accusation paths run all the time."""
    for seed in range(4):
        _, checker = refereed_game(("mogel_motte", ()), seed, bots=(bot,), cheat_rate=1.0, attention=1.0)
        checker.assert_ok()


# --- the referee is not blind ---------------------------------------------------------------------
def _mutated(old: str, new: str):
    text = BASE.source
    assert old in text
    return mogel.load_rules(text=text.replace(old, new, 1), file="mutant.mm")


@pytest.mark.parametrize("old,new,expect", [
    ("define adjacent(a, b) = (a - b) mod 5 in {1, 4}", "define adjacent(a, b) = (a - b) mod 5 in {1, 2, 4}",
     "legal moves"),
    ("    cannot be given                     # 001", "    # (mutant: moths may be given)  001", "gives a moth"),
    ("    by: players except guard            #", "    by: players                         #", "may not cheat"),
    ("    only if: size(hand of player) >= 2  #", "    only if: size(hand of player) >= 1  #", "the rules allow"),
    ("        accused becomes guard           #", "        accuser draws 1 card from draw  #", "Guard Bug"),
    ("        move cheated to hand of accused #", "        move cheated to discard         #", "not back"),
    ("    per player, seen by owner           # 001 \"Mogeln\"", "    per player, seen by all  # 001 \"Mogeln\"",
     "cheated cards"),
    ("        each player scores sum(hand of player, card.penalty)",
     "        each player scores sum(hand of player, card.penalty) + 1", "scores"),
])
def test_the_referee_catches_a_broken_rule(old, new, expect):
    """Break one rule in the text (not in the referee): the referee must object."""
    rules = _mutated(old, new)
    found = []
    for seed in range(6):
        ref = [None]
        agents = [CheckedAgent(mogel.make_bot(b, cheat_rate=0.7, attention=1.0, false_accusations=0.2)
                               if b != "honest" else mogel.make_bot(b), ref)
                  for b in ("random", "sneaky", "random", "honest")]
        game = Game(rules, agents, seed=seed, on_event=lambda ev: ref[0].on_event(ev))
        ref[0] = checker = Checker(game)
        checker.variants = frozenset()
        try:
            game.play()
        except mogel.MogelError:
            pass
        checker.check_all_views()
        found += checker.violations
        if found:
            break
    assert any(expect in v for v in found), found[:3]
