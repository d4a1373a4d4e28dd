"""Races (`race NAME among SET -> fastest|slowest as NAME:`, docs/language.md 10.8): each runner's
reaction time drawn from the engine's chance (`random.Random.gauss` around the seat's
`reaction`, a quarter of it wide), asked of a person at a seat, or a chance node with
`asks_chance`; the winner told in a `race` event after `race_start` and the window the rules
open during races.  A race its runners may join (`who may [, right if COND]`, `race_joined`)
asks each seat of the field first and tells each wrong runner (`race_wrong`).

`Races` is a part of `mogel.runtime.engine.Engine` (its base class), as `Verbs` is: `race` and
`race_joined` are generators a compiled statement drives (`yield from`); `race_at_once` is the
plain call of the twins for bots answered at once.

Events (docs/log-format.md):
    race_start  info: name, runners
    race        info: name, times {seat: seconds}, pick, winner
    race_wrong  seat (a runner for whom COND did not hold), info: name
"""

from __future__ import annotations

from math import cos, log, sin, sqrt, tau as TWOPI
from statistics import NormalDist

from .events import Decision

RACE_BUCKETS = 100   # an asked reaction time (Engine.asks_chance): one of so many equally likely quantiles


class Races:
    """The races of `Engine` (mogel.runtime.engine)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def race(self, name, runners, pick, span):
        """Draw (or ask) each runner's reaction time; return the fastest or slowest runner.  Asked
        chance (`asks_chance`): each drawn time is one of RACE_BUCKETS equally likely quantiles."""
        if not runners:
            return None
        if self._race_start(name, runners, span):
            yield from self.run_block(self.p.window, None, True)
        times = {}
        for seat in runners:
            times[seat] = yield from self._time(seat, name, span)
        return self._race_won(name, runners, times, pick, span)

    def _time(self, seat, name, span):
        """A runner's reaction time: asked of a person without an answerer, a chance node with
        `asks_chance`, else drawn (or a bot's answer at once: `_reaction`)."""
        settings = self.seats[seat]
        if getattr(settings, "asks_reaction", False) and not self.answerers[seat]:
            return (yield Decision(seat, "react", (), span, {"race": name}))
        if self.asks_chance and not getattr(settings, "asks_reaction", False):   # a quantile, all equally likely
            bucket = yield from self.chance("race", (1 / RACE_BUCKETS,) * RACE_BUCKETS, span)
            drawn = NormalDist(settings.reaction, settings.reaction * 0.25).inv_cdf((bucket + 0.5) / RACE_BUCKETS)
            return round(max(0.05, drawn), 3)
        return self._reaction(seat, name, span)

    def race_at_once(self, name, runners, pick, span):
        """`race` in the twins of the generated module for bots answered at once, whose functions
        (the window too) are plain: every time drawn, or a bot's answer at once.  One Python call
        with its two events: `_race_start`, each runner's `_reaction` and `_race_won` are written
        here again, and the draw of `random.Random.gauss(mean, mean * 0.25)` too, as CPython 3.11's
        random.py makes it (its second normal deviate kept in `gauss_next` for the next draw: the
        same times and the same generator state; tests/runtime/test_luck_draws.py checks it
        against the running Python's `gauss`)."""
        if not runners:
            return None
        self.emit("race_start", info={"name": name, "runners": list(runners)}, span=span)
        if not self.suppress:
            self.p.window(self, None, True)
        rng, seats, times = self.rng, self.seats, {}
        for seat in runners:
            settings = seats[seat]
            if getattr(settings, "asks_reaction", False):
                times[seat] = self._answer(Decision(seat, "react", (), span, {"race": name}))
                continue
            mean = settings.reaction
            z = rng.gauss_next
            rng.gauss_next = None
            if z is None:
                x2pi = rng.random() * TWOPI
                g2rad = sqrt(-2.0 * log(1.0 - rng.random()))
                z = cos(x2pi) * g2rad
                rng.gauss_next = sin(x2pi) * g2rad
            times[seat] = round(max(0.05, mean + z * (mean * 0.25)), 3)
        winner = (min if pick == "fastest" else max)(runners, key=times.__getitem__)
        self.emit("race", info={"name": name, "times": times, "pick": pick, "winner": winner}, span=span)
        return winner

    def race_joined(self, name, field, right, sees: bool, pick, span):
        """A race its runners may join (`who may [, right if COND]`): each seat of `field`, in
        order, says whether it runs -- a person (`asks_reaction`) by a "react" Decision answered
        with a time or None (it lets the race pass), any other seat by a "join" Decision (options
        True, False; info: race, holds: whether COND holds for it if it `sees` all COND reads, else
        None; True without COND).  `right`: the seats of `field` for whom COND holds, or None
        (no COND: every runner is right).  Nobody running: no event, (None, ()).  Else the race
        among the runners (race_start, its window, their times) whose winner is the fastest or
        slowest of those who are right (no `race` event when none is), then a `race_wrong`
        event (seat: the runner, info: name) for each runner who is wrong, in seat order.
        Returns (winner or None, the wrong runners)."""
        runners, times = [], {}
        for seat in field:
            settings = self.seats[seat]
            if getattr(settings, "asks_reaction", False):
                d = Decision(seat, "react", (), span, {"race": name, "may": True})
                time = self._answer(d) if self.answerers[seat] else (yield d)
                if time is not None:
                    runners.append(seat)
                    times[seat] = time
                continue
            holds = True if right is None else (seat in right if sees else None)
            d = Decision(seat, "join", (True, False), span, {"race": name, "holds": holds})
            if (self._answer(d) if self.answerers[seat] else (yield d)):
                runners.append(seat)
        if not runners:
            return None, ()
        if self._race_start(name, runners, span):
            yield from self.run_block(self.p.window, None, True)
        fair = [seat for seat in runners if right is None or seat in right]
        winner = None
        if fair:
            for seat in fair:
                if seat not in times:
                    times[seat] = yield from self._time(seat, name, span)
            winner = self._race_won(name, fair, {seat: times[seat] for seat in fair}, pick, span)
        wrong = tuple(seat for seat in runners if seat not in fair)
        for seat in wrong:
            self.emit("race_wrong", seat, info={"name": name}, span=span)
        return winner, wrong

    def _race_start(self, name, runners, span) -> bool:
        """The `race_start` event; whether a window opens now (none while windows are suppressed)."""
        self.emit("race_start", info={"name": name, "runners": list(runners)}, span=span)
        return not self.suppress

    def _reaction(self, seat, name, span) -> float:
        """A runner's reaction time in seconds, drawn, or answered at once by its bot (`asks_reaction`)."""
        settings = self.seats[seat]
        if getattr(settings, "asks_reaction", False):
            return self._answer(Decision(seat, "react", (), span, {"race": name}))
        mean = settings.reaction
        return round(max(0.05, self.rng.gauss(mean, mean * 0.25)), 3)

    def _race_won(self, name, runners, times: dict, pick, span):
        """The fastest or slowest of `runners` by their `times`, told in a `race` event."""
        winner = (min if pick == "fastest" else max)(runners, key=times.__getitem__)
        self.emit("race", info={"name": name, "times": times, "pick": pick, "winner": winner}, span=span)
        return winner
