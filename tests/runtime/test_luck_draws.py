"""The engine's own draws (mogel.runtime.asking `shuffle_in_place`, `below`) are `random.Random`'s:
for many seeds and lengths the same results and the same generator state afterwards as its own
`shuffle` and `randrange`, so a Python whose `random` draws otherwise fails here rather than
silently changing every game's shuffles and `chance(...)` draws."""

from __future__ import annotations

import random

import pytest

from mogel.runtime.asking import below, shuffle_in_place

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
