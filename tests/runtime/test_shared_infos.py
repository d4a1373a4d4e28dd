"""Events that share one info dict (no info, a covert move, a notice, an accusation, a kept play
onto a top card): the dict refuses changes, so a change meant for one event cannot reach other
events or a later game (mogel.compile.specs.ReadOnlyInfo); copies of the events are plain dicts."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

import mogel

BOTS = ["random", "honest", "sneaky", "sneaky:cheat_rate=0.6"]


@pytest.fixture(scope="module")
def rules():
    return mogel.load_rules()


def _game(rules, seed):
    return mogel.Game(rules, BOTS, seed=seed).play()


@pytest.mark.parametrize("kind", ["turn", "play", "cheat", "notice", "accuse"])
def test_a_shared_info_refuses_a_change_and_says_why(rules, kind):
    game = _game(rules, 3)
    shared = [ev for ev in game.events if ev.kind == kind
              and sum(other.info is ev.info for other in game.events) > 1]
    assert shared   # shared: else there would be nothing to protect
    event = shared[0]
    sharing = [ev for ev in game.events if ev.info is event.info]
    for change in (lambda info: info.__setitem__("x", 1), lambda info: info.update(x=1),
                   lambda info: info.pop("x", None), lambda info: info.clear(),
                   lambda info: info.setdefault("x", 1)):
        with pytest.raises(TypeError, match="read only.*dict\\(event.info\\)"):
            change(event.info)
    assert all(ev.info == sharing[0].info for ev in sharing)


def test_a_later_game_tells_the_same_whatever_was_tried_on_an_earlier_ones_infos(rules):
    before = list(_game(rules, 8).narration())
    earlier = _game(rules, 3)
    for event in earlier.events:
        try:
            event.info["noticed"] = True
        except TypeError:
            pass
    assert list(_game(rules, 8).narration()) == before


def test_copies_of_events_have_infos_of_their_own(rules):
    game = _game(rules, 5)
    events = [ev for ev in game.events if ev.kind in ("notice", "play", "turn")]
    for copied in (copy.deepcopy(events), pickle.loads(pickle.dumps(events))):
        assert copied == events
        for event in copied:
            assert type(event.info) is dict
        copied[0].info["mine"] = 1
        assert "mine" not in events[0].info
    assert json.loads(json.dumps([ev.info for ev in events])) == [dict(ev.info) for ev in events]
