"""A search bot's playouts: who plays the seats of a determinized copy, and what a playout scores.

`playout(worlds, option, rng, me)` stands a copy of the game at the decision being searched
(mogel.agents.search_world.Worlds.position: dealt anew from `rng`), answers it with `option`,
and plays on to the end of the current scored part -- the instance of the rules' top level
being played, a round, a game of a match, a whole game of one part -- with
chance drawn from `rng`; the searching seat is played by `me` (its prior, `Prior`), every other
seat by `model(agent)`.  It returns the seat's `score` there and the events the copy played
(the work the playout cost: the default budget counts it).  A copy stopped by an error of the
rules (a RulesRuntimeError: a loop over its budget, a negative count...) is scored as its part
stands, as a copy cut at its limit is: the copy dealt the hidden cards as they might be, so the
real game may never meet that error, and what the bot imagines never stops the real game.

`clear_winner(scores)` says which of several candidates, played in the same deals, beat the
first (the prior's) by a clear margin.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from statistics import NormalDist, fmean, stdev
from typing import Optional

from ..errors import RulesRuntimeError
from ..present.views import PlayerView
from .base import Agent
from .simple import HonestBot, RandomBot, SneakyBot

SEARCHED = frozenset({"play", "give", "give_to", "choose", "choice", "cheat"})   # the kinds of decision a search bot thinks about
MISLEAD = 0.16   # the chance, shared by the candidates, that luck alone makes one look better by z errors
HONEST = HonestBot()   # whose cheat_rate (0) a prior bluffs at while an honest option exists


class Cut(Exception):
    """Raised by a copy of the game that has played its limit of events (search_world.Copy)."""


@dataclass
class Prior(SneakyBot):
    """What a search bot answers without thinking: as SneakyBot (covert moves at its cheat_rate,
    hiding its costliest card; accusations at its accuse_rate; shedding its costliest card), but
    it never bluffs while an honest option exists (then it bluffs at its cheat_rate).  With a
    `plan` (0..1, a search's plan for its later chances in a playout) it takes every chance of a
    covert move at that rate instead (1: every one, 0: none), in a race too."""

    plan: Optional[float] = None
    name = "prior"

    def cheating_chance(self, race: bool) -> float:
        return super().cheating_chance(race) if self.plan is None else self.plan

    def honest_or_bluff(self, decision, rng):
        return Agent.honest_or_bluff(HONEST, decision, rng)


def model(agent) -> Agent:
    """How a playout plays another seat: a RandomBot, HonestBot or SneakyBot as itself (its
    settings are public: the game record has them), a search bot as its prior with its settings,
    anyone else (a person, an outside agent) as a RandomBot."""
    if type(agent) in (RandomBot, HonestBot, SneakyBot, Prior):
        return agent
    if getattr(agent, "name", None) == "search":
        return Prior(**{key: getattr(agent, key) for key in PRIOR_SETTINGS})
    return RandomBot()


PRIOR_SETTINGS = ("cheat_rate", "attention", "reaction", "false_accusations", "accuse_rate")


def playout(worlds, option, rng: random.Random, me: Agent, limit: float = math.inf):
    """(score 0..1, events played) of `option` in a copy dealt from `rng` (see the module); a
    copy that has played `limit` events, the replay to the decision among them, is cut there and
    scored as the part stands (`score`), as is a copy the rules stop with an error."""
    eng, run, _ = worlds.position(rng)
    eng.cut_at(limit)
    eng.rng.seed(rng.getrandbits(64))
    eng.asks_chance = False
    players = [me if seat == worlds.seat else model(agent) for seat, agent in enumerate(worlds.engine.seats)]
    eng.seats = players
    eng.answerers = [_answerer(player, PlayerView(eng, seat, worlds.visibility), random.Random(rng.getrandbits(64)))
                     for seat, player in enumerate(players)]
    ended = False
    try:
        run.send(option)
        while True:
            run.send(None)
    except StopIteration:
        ended = True
    except (Cut, RulesRuntimeError):
        pass
    return score(eng.s, worlds.seat, eng.p.highest_wins, ended), eng.emitted


def _answerer(player, view, rng):
    decide = player.decide
    return lambda decision: decide(view, decision, rng)


def clear_winner(scores) -> int:
    """The index of the candidate to take: the best mean, if it beat candidate 0 in the paired
    playouts by more than z standard errors of the mean difference, z the one-sided normal
    quantile of MISLEAD shared among the other candidates (Bonferroni); else 0.  `scores`: a
    list per candidate of its scores, round by round (two rounds at least)."""
    best = max(range(len(scores)), key=lambda i: (fmean(scores[i]), -i))
    if best == 0:
        return 0
    gains = [mine - first for mine, first in zip(scores[best], scores[0])]
    z = NormalDist().inv_cdf(1 - MISLEAD / (len(scores) - 1))
    return best if fmean(gains) > z * stdev(gains) / len(gains) ** 0.5 else 0


def placing(scores, seat: int, highest_wins: bool) -> float:
    """How `seat` stands among `scores` (by seat): 1 ahead of all, 0 behind all, ties count half."""
    mine = scores[seat]
    others = [value for i, value in enumerate(scores) if i != seat]
    if not others:
        return 1.0
    better = sum(mine > value if highest_wins else mine < value for value in others)
    return (better + 0.5 * sum(mine == value for value in others)) / len(others)


def score(state, seat: int, highest_wins: bool, ended: bool = True) -> float:
    """A playout's score for `seat` (0..1): the mean of its placing by the totals and by the
    points of the part just scored (of a part not `ended`, a cut playout: its points so far)."""
    part = state.history[-1] if ended and state.history else state.round_scores
    return (placing(state.totals, seat, highest_wins) + placing(part, seat, highest_wins)) / 2
