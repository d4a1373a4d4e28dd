"""A game an error stopped (a listener that raises, Ctrl-C, the rules) cannot go on: playing it
again says so instead of calling it finished, and it cannot be saved as a finished game."""

from __future__ import annotations

import pytest

import mogel
from mogel.errors import MogelError


class _Boom(Exception):
    pass


def _stopped(error: BaseException, at: int = 100):
    seen = []

    def listener(event):
        seen.append(event)
        if len(seen) == at:
            raise error

    game = mogel.Game(mogel.load_rules(), ["random"] * 4, seed=5, on_event=listener)
    with pytest.raises(type(error)):
        game.play()
    return game


@pytest.mark.parametrize("error", [_Boom("the listener broke"), KeyboardInterrupt()])
def test_going_on_after_an_error_says_it_cannot(error):
    game = _stopped(error)
    events, decisions = len(game.events), len(game.decisions)
    for go_on in (game.play, game.advance, lambda: game.play_until(rounds=4)):
        with pytest.raises(MogelError, match=r"stopped by an error \(" + type(error).__name__ + ".*cannot go on"):
            go_on()
    assert not game.finished and game.pending is None
    assert (len(game.events), len(game.decisions)) == (events, decisions)
    assert game.events[-1].kind != "game_end"


def test_a_game_an_error_stopped_is_not_saved(tmp_path):
    game = _stopped(_Boom("the listener broke"))
    with pytest.raises(MogelError):
        game.play()
    with pytest.raises(MogelError, match="cannot be saved"):
        mogel.save_game(game, tmp_path / "broken.mogel")
    assert not (tmp_path / "broken.mogel").exists()


def test_an_uninterrupted_game_is_played_to_its_end():
    game = mogel.Game(mogel.load_rules(), ["random"] * 4, seed=5).play()
    assert game.finished and game.events[-1].kind == "game_end"
