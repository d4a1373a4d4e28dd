"""A Game holds a running engine: copy.copy would share it (playing the copy played the original
on), deepcopy and pickle failed with "cannot pickle 'mappingproxy' object".  Each is refused with
a MogelError that names what to do instead, and the game is unharmed."""

from __future__ import annotations

import copy
import pickle

import pytest

import mogel


@pytest.mark.parametrize("how", [copy.copy, copy.deepcopy, pickle.dumps])
def test_a_game_is_not_copied_but_told_how_to_keep_it(how):
    game = mogel.Game(mogel.load_rules(), ["random"] * 4, seed=3)
    game.play_until(rounds=1)
    events = len(game.events)
    with pytest.raises(mogel.MogelError, match=r"cannot be copied or pickled.*save_game.*replay") as refused:
        how(game)
    assert isinstance(refused.value, TypeError)   # as Python's own "cannot pickle" errors
    assert len(game.events) == events
    game.play()
    again = mogel.replay(game.rules, game.record())
    assert again.events == game.events and again.winners == game.winners
