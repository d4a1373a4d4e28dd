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
`Countdown.trial`, without building a Decision -- or, while a count is drawn, counts it down
itself in the lists by seat the countdowns keep their counts in (`table`; at zero the chance
is taken and the count left UNDRAWN, as `trial` would).  A
countdown is the bot's own private draw from its own generator: it depends on nothing it
cannot see.
"""

from __future__ import annotations

import functools
import math
import random
from math import log, log1p

from ..runtime.covert import NOT_COUNTING, SHARED, UNDRAWN
from .base import CHOOSING, Agent


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
    both without a draw.  `Countdown.trial` writes the draw in place (the same formula, its divisor
    `log1p(-p)` worked out once for each of its rates)."""
    if p >= 1:
        return 0
    if p <= 0:
        return math.inf
    return int(log(1.0 - rng.random()) / log1p(-p))


@functools.lru_cache(maxsize=256)
def scales(rates: tuple) -> tuple:
    """For each rate (a float) of `rates`, `failures`'s divisor log1p(-rate) when it is above 0
    and below 1, else None (no draw): worked out once for the rates of many countdowns."""
    return tuple([log1p(-rate) if 0 < rate < 1 else None for rate in rates])


ACCUSING = 2   # `Countdown.trial` of the countdown of accusations (0 and 1: of covert moves, calm and in a race)


def table(countdowns: list) -> tuple:
    """The lists by seat the generated cheating windows count down in, for a table whose
    countdowns by seat are `countdowns` (a fresh Countdown, or None: a seat that does not count
    down): (cheating, accusing), cheating a pair of lists (calm, during a race), each entry a
    count as `Countdown` keeps it (mogel.runtime.covert: NOT_COUNTING, UNDRAWN, SHARED); when
    every countdown's rate is the same in a race (a table of RandomBots) the pair is the calm
    list twice, so that a race's window counts down in it without asking (no SHARED entry).
    Each countdown counts in them from now on (the engine's `cheat_left` and `accuse_left`)."""
    n = len(countdowns)
    calm, accusing = [NOT_COUNTING] * n, [NOT_COUNTING] * n
    shared = all(countdown is None or countdown.shared for countdown in countdowns)
    cheating = (calm, calm if shared else [NOT_COUNTING] * n)
    for seat, countdown in enumerate(countdowns):
        if countdown is not None:
            countdown.count_in(seat, cheating, accusing)
    return cheating, accusing


class Countdown:
    """One bot seat's countdowns, of covert moves and of accusations: for each, how many failed
    trials are still to come before the next success, kept at `seat` in lists by seat (`table`:
    of covert moves calm and during a race, of accusations) -- a count; UNDRAWN while none is
    drawn; SHARED in the race list when the bot's rate is the same in a race (`shared`, a bool):
    it counts in the calm one.

    agent: a bot that `counts_down` (its rates, `cheating_chance` and `accusing_chance`, are
    read when its countdown is made: at the start of its game); view: its seat's PlayerView;
    rng: its own random generator.  Made alone, it counts in lists of its own (seat 0) until
    `table` moves it to its table's.
    `answer(decision)` answers any Decision as the bot would (a "cheat" or an "accuse"
    without proof by the countdown), for a decision the engine hands over whole.
    """

    __slots__ = ("agent", "decide", "choose", "accuse", "view", "rng", "seat", "lists", "rates", "scales",
                 "uniform", "hides_any", "accuses_any", "proof", "blames", "shared")

    def __init__(self, agent: Agent, view, rng: random.Random):
        self.agent, self.view, self.rng = agent, view, rng
        # bound once; its decide is `Agent.decide` (`counts_down`), which `answer` goes round when it may
        self.decide, self.choose, self.accuse = agent.decide, agent.choose, agent.accuse
        # the bot's fixed rates, read once: of a covert move (not in a race, in a race), of an accusation
        self.rates = rates = (agent.cheating_chance(False), agent.cheating_chance(True), agent.accusing_chance())
        # `failures`'s divisor of each rate from 0 to 1 (not included), worked out once; None: no draw (`trial`)
        self.scales = scales(rates)
        # rng when the bot's `choose` and `pick` are one uniform draw (`picks_uniformly`): the engine draws
        # its answers to them itself (`Engine.ask`, which finds it through the bound `answer`), else None
        kind = type(agent)
        marked = getattr(kind.choose, "picks_uniformly", False) and getattr(kind.pick, "picks_uniformly", False)
        self.uniform = rng if marked else None
        self.hides_any = getattr(kind.hide, "picks_uniformly", False)   # Engine.countdown_answer draws it
        self.accuses_any = getattr(kind.accuse_anyone, "picks_uniformly", False)   # Engine.accuse_by draws it
        # whether an accusation with proof is answered as `Agent.accuse` and `Agent.will_accuse` say: `answer`
        self.proof = kind.accuse is Agent.accuse and kind.will_accuse is Agent.will_accuse
        # with proof it accuses (the last seat noticed) unless its accuse_rate is 0, read once as its rates;
        # the generated windows answer such an accusation in place (mogel.compile.source_cheats)
        self.blames = agent.accuse_rate > 0
        # whether its rate of covert moves is the same in a race: it counts them in one countdown, the calm one
        self.shared = rates[1] == rates[0]
        calm = [UNDRAWN]   # as count_in(0, ([NOT_COUNTING], [NOT_COUNTING]), [NOT_COUNTING]) counts
        self.seat, self.lists = 0, (calm, calm if self.shared else [UNDRAWN], [UNDRAWN])

    def count_in(self, seat: int, cheating: tuple, accusing: list) -> None:
        """Count from now on at `seat` of the lists `cheating` (calm, race; the calm list twice
        only for a countdown that is `shared`) and `accusing`, starting with none drawn."""
        calm, race = cheating
        shared = self.shared
        calm[seat] = accusing[seat] = UNDRAWN
        if race is not calm:
            race[seat] = SHARED if shared else UNDRAWN
        self.seat, self.lists = seat, (calm, calm if shared else race, accusing)

    def trial(self, which: int) -> bool:
        """One trial of a countdown (`which`: 0 of covert moves, 1 of covert moves during a
        race -- the `race` flag --, ACCUSING of accusations having noticed nothing): whether the
        bot takes this chance, True when the count reaches zero (the next is drawn at the next
        trial, at its rate), else one less.  The generated cheating windows
        (mogel.compile.source_cheats) count a drawn count down themselves (and take the chance
        at zero), in the same lists, without this call."""
        left = self.lists[which]
        count = left[self.seat]
        if count == UNDRAWN:   # `failures`, written in place with its divisor worked out once (`scales`)
            scale = self.scales[which]
            if scale is None:
                count = failures(self.rng, self.rates[which])
            else:
                count = int(log(1.0 - self.rng.random()) / scale)
        if count:
            left[self.seat] = count - 1
            return False
        left[self.seat] = UNDRAWN
        return True

    def left(self, which: int):
        """How many trials of the countdown `which` (as `trial`) still fail before its next
        success; None while none is drawn."""
        count = self.lists[which][self.seat]
        return None if count == UNDRAWN else count

    def hide(self, decision):
        """Which card the bot hides (its `trial` succeeded at this "cheat" decision): the bot's
        `hide`.  The generated windows draw a uniform hide in place instead (`hides_any`,
        Engine.countdown_answer)."""
        return self.agent.hide(self.view, decision, self.rng)

    def accused(self, decision):
        """Whom the bot accuses (its `trial` succeeded at this "accuse" decision)."""
        return self.agent.accuse_anyone(self.view, decision, self.rng)

    def answer(self, decision):
        """Answer any Decision as the bot would (a "cheat" or an "accuse" without proof by the
        countdown): the engine's answerer of the seat, a bound method (mogel.play.seats) -- one
        Python call, where an instance's `__call__` is a call through C.  A decision with
        nothing to narrow (no `bluff`, no `accuses`) goes to the method `Agent.decide` would
        hand it to at once: one of its kind CHOOSING to the bot's `choose`, an accusation with
        proof (`noticed`, no claim) to its `accuse` (answered here as `Agent.accuse` would: the
        last seat noticed, unless its accuse_rate is 0, when the bot keeps that method and
        `will_accuse`); any other to `Agent.decide`.  The generated windows answer an accusation
        with proof of a bot that is `proof` in place (`blames`), as here."""
        kind, info = decision.kind, decision.info
        if kind == "accuse" and "claim" not in info:   # most decisions handed over whole: accusations with proof
            noticed = info.get("noticed")
            if not noticed:
                return self.accused(decision) if self.trial(ACCUSING) else None
            if "bluff" not in info and "accuses" not in info:
                if self.proof:   # `Agent.accuse` with proof, in place: the last seat seen, if it accuses at all
                    return noticed[-1] if self.blames else None
                return self.accuse(self.view, decision, self.rng)
        elif kind in CHOOSING:
            if "bluff" in info or "accuses" in info:
                return self.decide(self.view, decision, self.rng)
            return self.choose(self.view, decision, self.rng)
        elif kind == "cheat":
            return self.hide(decision) if self.trial(bool(info.get("race"))) else None
        return self.decide(self.view, decision, self.rng)
