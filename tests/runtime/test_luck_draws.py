"""The engine's own draws (mogel.runtime.asking `shuffle_in_place`, `below`; a race's reaction
times, mogel.runtime.verbs `race_at_once`) are `random.Random`'s: for many seeds and lengths the
same results and the same generator state afterwards as its own `shuffle`, `randrange` and
`gauss`, so a Python whose `random` draws otherwise fails here rather than
silently changing every game's shuffles and `chance(...)` draws."""

from __future__ import annotations

import random

from types import SimpleNamespace

import pytest

from mogel.runtime.asking import below, shuffle_in_place
from mogel.runtime.races import Races

LENGTHS = (0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 52, 53, 63, 64, 65, 71, 100, 127, 128, 129, 500, 1025)
BOUNDS = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 16, 17, 52, 53, 100, 2 ** 31 - 1, 2 ** 31, 2 ** 32 + 1, 10 ** 20)


def twins(seed) -> tuple:
    return random.Random(seed), random.Random(seed)


@pytest.mark.parametrize("seed", [*range(40), "mogel", 2 ** 70 + 3])
def test_shuffle_in_place_is_random_shuffle(seed):
    mine, theirs = twins(seed)
    for length in LENGTHS:
        cards, expected = list(range(length)), list(range(length))
        shuffle_in_place(mine, cards)
        theirs.shuffle(expected)
        assert cards == expected, length
        assert mine.getstate() == theirs.getstate(), length
    assert mine.random() == theirs.random()


def test_shuffle_in_place_moves_any_items_and_repeated_lengths():
    mine, theirs = twins(11)
    for _ in range(3):
        for length in (52, 53, 4):
            cards = [f"card {i}" for i in range(length)]
            expected = cards[:]
            shuffle_in_place(mine, cards)
            theirs.shuffle(expected)
            assert cards == expected
    assert mine.getstate() == theirs.getstate()


@pytest.mark.parametrize("seed", [*range(40), "mogel"])
def test_below_is_randrange(seed):
    mine, theirs = twins(seed)
    for n in BOUNDS * 3:
        assert below(mine, n) == theirs.randrange(n), n
        assert mine.getstate() == theirs.getstate(), n


def test_below_one_draws_as_randrange_does():
    mine, theirs = twins(5)
    assert below(mine, 1) == theirs.randrange(1) == 0
    assert mine.getstate() == theirs.getstate()


@pytest.mark.parametrize("n", [0, -1, -52])
def test_below_refuses_no_choice(n):
    with pytest.raises(ValueError):
        below(random.Random(0), n)
    with pytest.raises(ValueError):
        random.Random(0).randrange(n)


class Racing:
    """What `race_at_once` reads of an engine: its generator, its seats' settings, `emit`; no window."""

    suppress = 1

    def __init__(self, seed, reactions):
        self.rng = random.Random(seed)
        self.seats = [SimpleNamespace(reaction=reaction) for reaction in reactions]
        self.told = []

    def emit(self, kind, info, span):
        self.told.append((kind, info))


@pytest.mark.parametrize("seed", [*range(30), "mogel"])
def test_a_race_at_once_draws_its_times_as_gauss(seed):
    racing, theirs = Racing(seed, (0.6, 0.45, 1.2, 0.05)), random.Random(seed)
    for runners, pick in (([1, 2, 3], "fastest"), ([0, 2], "slowest"), ([3], "fastest"), ([0, 1, 2, 3], "slowest")) * 3:
        winner = Races.race_at_once(racing, "slap", runners, pick, None)
        times = {seat: round(max(0.05, theirs.gauss(racing.seats[seat].reaction, racing.seats[seat].reaction * 0.25)), 3)
                 for seat in runners}
        assert racing.told[-1] == ("race", {"name": "slap", "times": times, "pick": pick, "winner": winner})
        assert winner == (min if pick == "fastest" else max)(runners, key=times.__getitem__)
        assert racing.rng.getstate() == theirs.getstate() and racing.rng.gauss_next == theirs.gauss_next
    assert racing.rng.gauss(0, 1) == theirs.gauss(0, 1)
