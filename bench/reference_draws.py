"""The random draws of bench/reference.py, as the engine and the bots make them (plain Python).

`below` and `shuffle` are CPython's `rng.choice` index and `rng.shuffle`, from the generator's
getrandbits; `failures` is a bot's countdown to its next covert move or accusation
(mogel.agents.countdown.failures).  Nothing of mogel is imported.
"""

from __future__ import annotations

import math

MAX_PILE = 128   # the largest pile `shuffle` shuffles (the reference's deck has fewer cards)


def below(bits, n: int) -> int:
    """`rng.choice`'s index among n (CPython's `_randbelow`, from the generator's getrandbits)."""
    k = n.bit_length()
    r = bits(k)
    while r >= n:
        r = bits(k)
    return r


def failures(rand, p: float) -> float:
    """A countdown: how many chances pass before the one a bot takes at rate p (geometric, one
    draw of `rand` by inversion; 0 at p >= 1 and never at p <= 0, without a draw)."""
    if p >= 1:
        return 0
    if p <= 0:
        return math.inf
    return int(math.log(1.0 - rand()) / math.log1p(-p))


def shuffle(pile: list, bits) -> None:
    """`rng.shuffle(pile)` (CPython's), from the generator's getrandbits."""
    for i, m, k in _STEPS[len(pile)]:
        j = bits(k)
        while j >= m:
            j = bits(k)
        pile[i], pile[j] = pile[j], pile[i]


# shuffle's steps for a pile of each size up to the deck's: (i, i + 1, (i + 1).bit_length()), i going down
_STEPS = [tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1)) for size in range(MAX_PILE + 1)]
