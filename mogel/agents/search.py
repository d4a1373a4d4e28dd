"""The search bot: thinks before each real decision by playing it out in determinized copies of the game.

Determinized Monte Carlo.  At a decision with more than one option (a card to play or give,
whom to give to, a card to choose, a rules choice, a chance of a covert move) the bot first asks
its **prior** -- what it would answer without thinking: as SneakyBot, but never bluffing while an
honest option exists (mogel.agents.search_playout.Prior).  Then, round after round until its
budget is spent, it deals the cards it cannot see anew at random, consistently with its seat's
view (mogel.agents.search_world: it never looks at the real hidden cards), and with that same
deal and the same chance plays each candidate option, then the rest of the current scored part --
the instance of the rules' top level being played: a round, a game of a match -- with cheap
players for every seat: itself as its prior, every other seat as the bot it is if it is a bot
of mogel (random, honest, sneaky, with its settings; a search bot as its prior), else as a
RandomBot.  An option scores the seat's placing at the end of that part (search_playout.score).
The candidates are the prior's answer and, at random among the others, up to CANDIDATES - 1
more (with `playouts=N`: up to N // 2 in all, so that each is played twice; with the default
budget as many as two rounds of the playouts of its last search fit into its WORK, two at least,
or none -- it answers as its prior -- when its WORK cannot hold four replays to the decision).
The default budget is WORK events of the game played in its copies in all, the replays to the
decision counted: deterministic, and bounding every decision's thinking -- a playout that would
overrun its share is cut and scored as its part stands then.
At a chance of a covert move the candidates are plans for its covert moves: the answer of the plan
it follows (at first its prior's: covert moves at its cheat_rate, hiding its costliest card) and
the opposite -- declining, or hiding that card --, each with its later chances in the playout taken
by that plan; then hiding now and at every later chance; declining now and at every later one; and
its prior's rate after either answer (as many of them, in this order, as its budget allows, two
at least).  The plan of the candidate it takes is the plan it follows from then on, at its later
chances and in its playouts, so that a plan its prior's rate underrates -- hiding at every chance
-- can be found and kept.  Whether its watcher notices is drawn in each copy by the watcher's
`attention`, as the engine draws it.

It leaves its prior only for an option that did better in the same deals by a clear margin
(search_playout.clear_winner: the mean paired gain above z standard errors, z growing with
the number of candidates).  So noise does not turn it from a sound habit -- a few dozen
playouts cannot show the cost of one bluff in a long game -- while a gain the
playouts show plainly (a bluff that wins a reward, an option that ends the round with a win, a
covert move worth its risk) is taken.  Accusations, challenges, races and decisions with one
option are its prior's.  Accusations are not searched because a copy would peek: it replays the
real game's decisions, other seats' covert moves among them, so an accusation played out in a
copy is right exactly when it would be in the real game.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from statistics import fmean
from typing import Optional

from ..errors import BotSettingError
from .base import most_costly
from .search_playout import PRIOR_SETTINGS, SEARCHED, Prior, clear_winner, playout
from .simple import SneakyBot

CARDS = frozenset({"play", "give", "choose", "cheat"})   # the kinds whose options are cards (or None)
CANDIDATES = 4   # options played out per decision, the prior's among them (with a budget in events or ms)
WORK = 5000   # the default budget: the events its copies play in all, the replays to the decision too
# The largest budgets, about 30 times the default's (some 30 playouts, 100 ms): 1000 playouts take
# 1 to 10 s a decision on the machine of bench/README.md, so a game takes minutes, not hours.
MOST_PLAYOUTS = 1000
MOST_MS = 10_000


@dataclass
class SearchBot(SneakyBot):
    """A bot that searches (see the module).  Its budget per searched decision, two rounds of
    playouts at least (a round: one playout of each candidate): `playouts` (a whole number from
    1 to 1000: so many playouts), or `ms` (a number above 0 and at most 10000: milliseconds of
    thinking), or neither: its
    copies play WORK events of the game in all, replays counted, the playouts of a round cut when
    they would overrun it (on the 2-core machine of bench/README.md, section "SearchBot", every
    searched decision of the shipped games under 200 ms CPU).

    After each search `thoughts` lists its candidates with their mean playout scores and playout
    counts: [(option, score 0..1, playouts), ...], the prior's answer first -- at a chance of a
    covert move each option an (answer, plan) pair, plan the rate of its later covert moves in the
    playout (None its prior's, 1 every chance, 0 none) --, and `work` the events
    its copies played for it (the replay for a new part's snapshot too).

    Deterministic for a given seed with `playouts` or the default budget: all its chance comes
    from the `rng` the game hands `decide`, so the same seed and decisions give the same game.
    With `ms` the number of playouts depends on the machine's speed and load: the same seed may
    give another game.  Its other settings are SneakyBot's (cheat_rate 0.5: its prior's covert
    moves, none at all at 0, and bluffs where no honest option is left), but for accuse_rate: 0.1 (with proof it always
    challenges; without, a challenge is a gamble whose cost a few playouts cannot weigh).  Raises BotSettingError for a
    budget that is not a whole number from 1 to MOST_PLAYOUTS (playouts) or a number above 0 and
    at most MOST_MS (milliseconds), for both, and as every Agent.
    """

    accuse_rate: float = 0.1
    playouts: Optional[int] = None
    ms: Optional[float] = None
    name = "search"
    reads_events = True   # its copies of the game replay the events its seat saw
    leaves_cycles = True   # its copies of the game, dropped after each search
    thinks_long = True     # up to MOST_PLAYOUTS playouts a decision: seconds

    def __post_init__(self):
        super().__post_init__()
        if self.playouts is not None and self.ms is not None:
            raise BotSettingError("give the search bot playouts or ms, not both")
        if self.playouts is not None:
            whole = isinstance(self.playouts, (int, float)) and not isinstance(self.playouts, bool) \
                and float(self.playouts).is_integer()
            if not whole or not 1 <= self.playouts <= MOST_PLAYOUTS:
                raise BotSettingError(f"playouts must be a whole number from 1 to {MOST_PLAYOUTS}, "
                                      f"not {self.playouts!r}")
            self.playouts = int(self.playouts)
        if self.ms is not None:
            if isinstance(self.ms, bool) or not isinstance(self.ms, (int, float)) or not 0 < self.ms <= MOST_MS:
                raise BotSettingError(f"ms must be a number of milliseconds above 0 and at most {MOST_MS}, "
                                      f"not {self.ms!r}")
            self.ms = float(self.ms)
        self.thoughts: list = []   # its last search: (candidate, mean score, playouts), the prior's answer first
        self.work = 0   # the events its copies played in its last search
        self.prior = self._prior()   # how it answers without thinking (made anew at each new game)
        self._worlds = None   # the game it thinks about: determinized copies of it (search_world.Worlds)
        self._cost = 0   # the events of a playout in its last search of that game
        self._plans = {}   # plan -> its prior with that plan for its later covert chances (`_planned`)
        self.plan: Optional[float] = None   # its plan for its covert chances: their rate, None its prior's

    def settings(self) -> dict:
        return {**super().settings(), "playouts": self.playouts, "ms": self.ms}

    def __getstate__(self) -> dict:   # a bot sent to another process leaves the game it thought about
        return {**self.__dict__, "_worlds": None}

    def decide(self, view, decision, rng):
        """Search a decision of a kind in SEARCHED with more than one option (see the module);
        answer any other as the prior does (with the plan it follows), and every chance of a
        covert move with a cheat_rate of 0 (it makes none)."""
        worlds = self._game(view)
        if decision.kind not in SEARCHED or (decision.kind == "cheat" and self.cheat_rate <= 0) \
                or len(decision.options) < 2 or not self._searchable(view, decision):
            return self._planned(self.plan).decide(view, decision, rng)
        return self.search(worlds, view, decision, rng)

    def _game(self, view):
        """The Worlds of the game `view` shows (for a new game new ones, and its prior with its
        settings as they are then)."""
        from .search_world import Worlds

        worlds = self._worlds
        if worlds is None or worlds.engine is not view._e or worlds.seat != view.seat:
            worlds = self._worlds = Worlds(view._e, view.seat, view._vis)
            self.prior, self._cost, self._plans, self.plan = self._prior(), 0, {}, None
        return worlds

    def _prior(self) -> Prior:
        return Prior(**{key: getattr(self, key) for key in PRIOR_SETTINGS})

    def _searchable(self, view, decision) -> bool:
        """Whether the decision can be searched: asked in a game played from its start (not a
        hand-built table), every card among its options one whose face the seat sees."""
        events = view._e.events   # kept, made Events or not: the kind by index
        if not events or events[0][0] != "game_start":
            return False
        if decision.kind in CARDS:
            known = view.known_cards()
            return all(option is None or option in known for option in decision.options)
        return True

    def search(self, worlds, view, decision, rng):
        """The prior's answer, or a candidate that beat it clearly in the playouts (see the module)."""
        me = self._planned(self.plan)
        usual = me.decide(view, decision, rng)
        work = worlds.charge()
        most = self._most(worlds, work)
        if most < 2:   # its budget in events cannot hold two rounds of two playouts
            self.thoughts, self.work = [], work
            return usual
        if decision.kind == "cheat":
            candidates, plans = self._covert(view, decision, usual, most)
        else:
            candidates = [usual, *self._others(view, decision, usual, rng, most)]
            plans = [self.plan] * len(candidates)
        players = [self._planned(plan) for plan in plans]
        scores, played = [[] for _ in candidates], 0
        deadline = None if self.ms is None else time.perf_counter() + self.ms / 1000
        while (limit := self._limit(len(scores[0]), len(candidates), work, played, deadline)) is not None:
            seed = rng.getrandbits(64)
            for option, player, row in zip(candidates, players, scores):
                value, events = playout(worlds, option, random.Random(seed), player, limit)
                row.append(value)
                work, played = work + events, played + events
        told = candidates if decision.kind != "cheat" else list(zip(candidates, plans))
        self.thoughts = [(option, fmean(row), len(row)) for option, row in zip(told, scores)]
        self.work = work
        self._cost = played // (len(scores[0]) * len(candidates))
        best = clear_winner(scores)
        if decision.kind == "cheat":
            self.plan = plans[best]
        return candidates[best]

    def _covert(self, view, decision, usual, most: int):
        """At a chance of a covert move: the candidates (answers now) and their plans for its
        later chances (see the module), `most` at most; the card it hides is its plan's, or its costliest."""
        card = usual if usual is not None else most_costly(view, decision.options[1:])
        opposite = None if usual is not None else card
        chosen = []
        for pair in ((usual, self.plan), (opposite, self.plan), (card, 1.0), (None, 0.0), (card, None), (None, None)):
            if pair not in chosen:
                chosen.append(pair)
        chosen = chosen[:most]
        return [now for now, _ in chosen], [plan for _, plan in chosen]

    def _planned(self, plan: Optional[float]) -> Prior:
        """Its prior with a plan for its later covert chances: its prior itself for None (one a
        plan, made anew with its prior)."""
        if plan is None:
            return self.prior
        if plan not in self._plans:
            self._plans[plan] = Prior(**{key: getattr(self, key) for key in PRIOR_SETTINGS}, plan=plan)
        return self._plans[plan]

    def _most(self, worlds, work: int) -> int:
        """How many candidates it plays out at most (see the module); with its budget in events,
        `work` of them spent, as many as two rounds of playouts as long as those of its last search
        fit into what is left, two at least -- or none if two rounds of two cannot each replay the
        game to the decision and play one event more."""
        if self.playouts is not None:
            return max(2, self.playouts // 2)
        if self.ms is not None:
            return CANDIDATES
        left, replay = WORK - work, worlds.replaying() + 1
        if left < 4 * replay:
            return 0
        return max(2, min(CANDIDATES, left // (2 * max(replay, self._cost))))

    def _others(self, view, decision, usual, rng, most: int) -> list:
        """The candidates besides the prior's answer `usual`, `most` in all at most (see the module)."""
        options = decision.options
        others = [option for i, option in enumerate(options) if i != options.index(usual)]
        return rng.sample(others, most - 1) if len(others) >= most else others

    def _limit(self, rounds: int, candidates: int, work: int, played: int, deadline):
        """The events each playout of the next round may play, or None when the budget is spent
        (two rounds at least).  In events (the default): WORK in all, the replay for the part's
        snapshot and every playout's replay to the decision counted; the first two rounds share
        what is left, a later round is played while a round of playouts as long as the mean so
        far fits, each cut at its share."""
        if self.playouts is None and deadline is None:
            left = WORK - work
            if rounds < 2:
                return max(1, left // (candidates * (2 - rounds)))
            return left // candidates if left >= played // rounds else None
        if rounds < 2:
            return math.inf
        if self.playouts is not None:
            return None if rounds * candidates >= self.playouts else math.inf
        return None if time.perf_counter() >= deadline else math.inf
