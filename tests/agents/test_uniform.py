"""`uniform` (mogel.agents.base) and RandomBot.choose, which writes it in place, draw as
`random.Random.choice`: the same pick and the generator left in the same state, for many seeds
and lengths -- the bots' games depend on it (issue 18: the same games with fewer calls)."""

import random

import pytest

from mogel.agents.base import uniform
from mogel.agents.simple import RandomBot
from mogel.runtime.events import Decision

LENGTHS = (1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 52, 100, 1000)


@pytest.mark.parametrize("length", LENGTHS)
def test_uniform_picks_and_draws_as_choice(length):
    seq = tuple(range(100, 100 + length))
    for seed in range(60):
        ours, theirs = random.Random(seed), random.Random(seed)
        for _ in range(20):
            assert uniform(ours, seq) == theirs.choice(seq)
        assert ours.getstate() == theirs.getstate()


@pytest.mark.parametrize("length", LENGTHS)
def test_random_bot_chooses_and_picks_as_choice(length):
    bot = RandomBot()
    options = (None, *range(length - 1))
    for kind in ("play", "choice"):
        decision = Decision(0, kind, options)
        for seed in range(40):
            ours, theirs = random.Random(seed), random.Random(seed)
            answers = [bot.decide(None, decision, ours) for _ in range(10)]
            assert answers == [theirs.choice(options) for _ in range(10)]
            assert ours.getstate() == theirs.getstate()


def test_random_bot_hides_as_choice_of_the_cards():
    bot, options = RandomBot(), (None, 4, 9, 13)
    decision = Decision(0, "cheat", options)
    ours, theirs = random.Random(3), random.Random(3)
    assert [bot.hide(None, decision, ours) for _ in range(30)] == [theirs.choice(options[1:]) for _ in range(30)]
    assert ours.getstate() == theirs.getstate()


def test_an_empty_sequence_raises_as_choice():
    with pytest.raises(IndexError):
        uniform(random.Random(0), ())
    with pytest.raises(IndexError):
        RandomBot().choose(None, Decision(0, "play", ()), random.Random(0))
