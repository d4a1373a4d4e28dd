"""Countdown sampling: a fixed-rate bot draws once how many chances pass before its next move.

A bot whose covert moves and unprovoked accusations are a fixed rate (`Agent.at_fixed_rate`:
RandomBot, SneakyBot, HonestBot) takes each chance of a covert move with chance
`cheating_chance(race)`, and each chance to accuse, having noticed nothing, with chance
`accusing_chance()`: Bernoulli trials, independent of each other and of the game.  Instead of
a uniform draw at each of them, `Countdown` draws one geometric number -- how many trials
fail before the next success, P(k) = (1-p)^k p -- and counts the trials down; the trial
where it reaches zero succeeds, and only then is the bot asked which card (`hide`) or whom
(`accuse_anyone`).  Covert moves and accusations keep countdowns apart, and each rate its own
(a SneakyBot's rate doubles during a race): the trials of one kind at one rate then succeed
exactly as often, and as independently, as asked one by one, so the games have the same
distribution (tests/agents/test_countdown.py compares the two over many rounds).  The engine
counts only chances the seat really had (a card it may hide, an accusation it may make: the
generated cheating windows, mogel.compile.source_cheats) and asks at each of them through
`Countdown.cheats` and `Countdown.accuses`, without building a Decision.  A countdown is the
bot's own private draw from its own generator: it depends on nothing it cannot see.
"""

from __future__ import annotations

import math
import random

from .base import Agent


def counts_down(agent) -> bool:
    """Whether `agent` may count down: an Agent deciding with `Agent.decide` whose `cheat`
    and `accuse` methods are both marked `at_fixed_rate` (a subclass overriding one of them,
    the SearchBot, a human or a replayed seat: no)."""
    kind = type(agent)
    return (isinstance(agent, Agent) and not agent.interactive and kind.decide is Agent.decide
            and getattr(kind.cheat, "at_fixed_rate", False) and getattr(kind.accuse, "at_fixed_rate", False))


def failures(rng: random.Random, p: float) -> float:
    """How many Bernoulli(p) trials fail before the first success: geometric, by inversion of
    one uniform draw of `rng` (P(at least k) = (1-p)^k); 0 for p >= 1 and infinity for p <= 0,
    both without a draw."""
    if p >= 1:
        return 0
    if p <= 0:
        return math.inf
    return int(math.log(1.0 - rng.random()) / math.log1p(-p))


class Countdown:
    """One bot seat's countdowns, of covert moves (`cheating`) and of accusations (`accusing`):
    each rate -> how many failed trials are still to come before the next success.

    agent: a bot that `counts_down` (its rates, `cheating_chance` and `accusing_chance`, are
    read when its countdown is made: at the start of its game); view: its seat's PlayerView;
    rng: its own random generator.
    `__call__(decision)` answers any Decision as the bot would (a "cheat" or an "accuse"
    without proof by the countdown), for a decision the engine hands over whole.
    """

    __slots__ = ("agent", "view", "rng", "cheating", "accusing", "rates", "accusing_rate")

    def __init__(self, agent: Agent, view, rng: random.Random):
        self.agent, self.view, self.rng = agent, view, rng
        self.cheating, self.accusing = {}, {}
        # the bot's fixed rates, read once: of a covert move (not in a race, in a race), of an accusation
        self.rates = (agent.cheating_chance(False), agent.cheating_chance(True))
        self.accusing_rate = agent.accusing_chance()

    def cheats(self, race: bool) -> bool:
        """Whether the bot takes this chance of a covert move (during a race: `race`): one
        trial of the countdown of its rate, True when it reaches zero (the next is drawn at the
        next trial), else one less.  The generated cheating windows (mogel.compile.source_cheats)
        count a drawn countdown above zero down themselves (`cheating[rates[race]]`, `accusing[accusing_rate]`), without this call."""
        return self._trial(self.cheating, self.rates[race])

    def accuses(self) -> bool:
        """Whether the bot, having noticed nothing, accuses someone at this chance (as `cheats`)."""
        return self._trial(self.accusing, self.accusing_rate)

    def _trial(self, left: dict, rate: float) -> bool:
        """One trial of the countdown of `rate` in `left` (drawn first if none is running)."""
        count = left.get(rate)
        if count is None:
            count = failures(self.rng, rate)
        if count:
            left[rate] = count - 1
            return False
        left.pop(rate, None)
        return True

    def hide(self, decision):
        """Which card the bot hides (it `cheats` at this "cheat" decision)."""
        return self.agent.hide(self.view, decision, self.rng)

    def accused(self, decision):
        """Whom the bot accuses (it `accuses` at this "accuse" decision)."""
        return self.agent.accuse_anyone(self.view, decision, self.rng)

    def __call__(self, decision):
        kind = decision.kind
        if kind == "cheat":
            return self.hide(decision) if self.cheats(bool(decision.info.get("race"))) else None
        if kind == "accuse" and "claim" not in decision.info and not decision.info.get("noticed"):
            return self.accused(decision) if self.accuses() else None
        return self.agent.decide(self.view, decision, self.rng)
