"""Engine and State keep their attributes in `__slots__`, never in an instance `__dict__`.

Why: the generated code reads `eng.` and `s.` attributes at every step of a round.  CPython 3.11
specialises such reads of a dict-backed object (LOAD_ATTR_INSTANCE_VALUE) only while its class's
shared keys hold every attribute -- at most 29 -- and nobody has read its `__dict__`; past that,
every read is a slower dictionary lookup (LOAD_ATTR_WITH_HINT: +0.07 M instructions a round when
Engine went from 29 to 30 attributes, bench/README.md, attrs18).  A slot is read as fast
(LOAD_ATTR_SLOT) whatever their number.  So an engine or a state with a `__dict__` -- a mixin of
Engine without `__slots__ = ()`, a subclass without `__slots__` -- fails here, and an attribute
not declared in the slots fails loudly where it is set, instead of silently slowing every read.
"""

from __future__ import annotations

import random

import pytest

import mogel
from mogel.agents import SearchBot
from mogel.check.files import shipped_games
from mogel.runtime.engine import Engine
from mogel.runtime.state import State


@pytest.mark.parametrize("game", ["rules.mm", "mogelei", "cheat"])
def test_a_played_engine_and_its_state_have_no_instance_dict(game):
    rules = mogel.load_rules() if game == "rules.mm" else mogel.load_rules(shipped_games()[game])
    played = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=2).play()
    assert played.finished
    for obj in (played.engine, played.engine.s):
        assert not hasattr(obj, "__dict__"), f"{type(obj).__name__} has a __dict__: its attribute reads are slow"


def test_every_class_an_engine_is_made_of_declares_slots():
    """Engine's mixins (mogel.runtime.verbs, choices, turns ...) declare `__slots__` too: one
    without them gives every engine a `__dict__` again."""
    missing = [kind.__name__ for kind in (*Engine.__mro__[:-1], State) if "__slots__" not in kind.__dict__]
    assert missing == []


def test_an_attribute_not_in_the_slots_cannot_be_set():
    game = mogel.Game(mogel.load_rules(), [mogel.RandomBot() for _ in range(4)], seed=1)
    with pytest.raises(AttributeError):
        game.engine.not_declared = 1
    with pytest.raises(AttributeError):
        game.engine.s.not_declared = 1


class Noting(SearchBot):
    """A search bot that keeps a copy of the game it searches in, with what the real game's
    state was then: (copy, (round, turn, active seat, totals, pile sizes))."""

    def search(self, worlds, view, decision, rng):
        self.copies.append((worlds.position(random.Random(0))[0], seen(worlds.engine.s)))
        return super().search(worlds, view, decision, rng)


def seen(s: State) -> tuple:
    return s.round, s.turn, s.active, list(s.totals), [len(pile) for pile in s.zones]


def test_the_search_bots_copies_have_no_instance_dict_and_stand_in_the_real_games_state():
    bot = Noting(playouts=2)
    bot.copies = []
    game = mogel.Game(mogel.load_rules(), [bot, "random", "random", "random"], seed=3)
    while not bot.copies:
        game.advance()
    copy, real = bot.copies[0]
    assert not hasattr(copy, "__dict__") and not hasattr(copy.s, "__dict__")
    assert seen(copy.s) == real
