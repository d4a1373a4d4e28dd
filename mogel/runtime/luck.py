"""`chance(30%)` and `chance(1 in 6)` as the engine draws them (a base of mogel.runtime.engine.Engine).

A compiled `if chance(...)`, `let x = chance(...)` or `set x = chance(...)` (mogel.compile.source_stmt
`value`) calls `chance_truth(a, b, span)` before its statement goes on: true with a chance of a
in b (30% is 30 in 100).  The draw is the game's seeded chance, `randrange(b) < a`, so the same
seed draws the same; with `asks_chance` (the OpenSpiel game and the RL table, mogel.rl) it is a
chance node instead, outcome 1 (true) with probability a/b and 0 (false) with (b-a)/b, and a
draw that cannot come out otherwise (0 in b, b in b) asks nothing.  Either way one public event
tells the table what came out, as a die rolled on the table would:

    chance   info: a, b (true with a chance of a in b), percent (true when written `P%`),
             outcome (true or false)

An a that is not from 0 to b, or a b below 1, stops the game at the `chance` with a located
message (the checker refuses those it can work out before a game: mogel.check.chances).

The engine's draws of chance from its seeded `random.Random` (`Engine.rng`) that `random` itself
makes in Python -- `shuffle` and `randrange(n)` -- are made here instead, by `shuffle_in_place` and
`below`: the same draws, the same results and the same generator state afterwards as
`random.Random`'s own, written from CPython 3.11's random.py (the Python this project runs;
`_randbelow_with_getrandbits`: k = n.bit_length() bits from `getrandbits(k)` until one is below n;
`shuffle`: for i from len-1 down to 1, swap x[i] with x[_randbelow(i + 1)]) and checked against the
running Python's `random` for many seeds and lengths by tests/runtime/test_luck_draws.py, so that a
Python whose `random` draws otherwise fails there rather than changing games.  Why: the chain of
Python calls of `random` (randrange -> _randbelow, and one _randbelow a card of a shuffle) is a
cost of a round (bench/README.md, "The engine's draws"); here a shuffle is one Python call and its
draws C calls only.
"""

from __future__ import annotations

import functools

from ..errors import RulesRuntimeError


def below(rng, n: int) -> int:
    """`rng.randrange(n)` for a whole number n >= 1, drawn as `random.Random` draws it (module
    docstring); ValueError for n below 1."""
    if n < 1:
        raise ValueError(f"below({n}): n must be 1 or more")
    getrandbits, k = rng.getrandbits, n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def shuffle_in_place(rng, x: list) -> None:
    """`rng.shuffle(x)` of the list `x`, in place, drawn as `random.Random` draws it (module
    docstring): each swap's draw of k bits runs until it is at most i, k the bits of i + 1."""
    getrandbits = rng.getrandbits
    for k, indices in _steps(len(x)):
        for i in indices:
            j = getrandbits(k)
            while j > i:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]


@functools.lru_cache(maxsize=256)
def _steps(length: int) -> tuple:
    """The swaps of a shuffle of `length` items by the bits each draws: ((k, range of i), ...),
    i from length-1 down to 1, k = (i + 1).bit_length()."""
    steps, i = [], length - 1
    while i > 0:
        k = (i + 1).bit_length()
        lowest = (1 << (k - 1)) - 1    # the lowest i whose i + 1 has k bits
        steps.append((k, range(i, lowest - 1, -1)))
        i = lowest - 1
    return tuple(steps)


class Luck:
    """The draws of `chance(...)` for Engine (its `s`, `p`, `rng`, `asks_chance`, `chance`, `emit`)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def chance_truth(self, a, b, span, percent: bool = False):
        """True with a chance of `a` in `b` (whole numbers; `percent`: written `a%`, b is 100),
        drawn now and told in a `chance` event."""
        if a is None or b is None or b < 1 or not 0 <= a <= b:
            raise RulesRuntimeError(f"{span}: 'chance({a} in {b})': A in B is a chance when A is from 0 to B and B "
                                    f"is 1 or more", span, self.p.rules.source)
        if self.asks_chance and 0 < a < b:
            outcome = (yield from self.chance("chance", ((b - a) / b, a / b), span)) == 1
        elif self.asks_chance:
            outcome = a == b
        else:
            outcome = below(self.rng, b) < a
        info = {"a": a, "b": b, "outcome": outcome, **({"percent": True} if percent else {})}
        self.emit("chance", info=info, span=span)
        return outcome
