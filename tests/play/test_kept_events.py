"""The events of a game, as everyone outside the engine meets them: `Event`s, always.

The engine keeps each event as the plain tuple of its five fields and makes it an Event only
when it is read (`game.events`, a Scenario's, a view's) or told to a listener (mogel.runtime.engine
`Engine.kept_events`, `Engine.tell`).  Whoever reads them gets Events, the same list object and
the same Event objects at every read, as when the engine built each Event at once.
"""

from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path

import pytest

import mogel
from mogel.play.scenario import Scenario
from mogel.present.log import log_lines

GAMES = sorted(Path(mogel.__file__).parent.joinpath("games").glob("*.mm"))


def _rules(path=None):
    return mogel.load_rules() if path is None else mogel.load_rules(path)


def test_a_listener_gets_each_event_as_the_event_game_events_gives_later():
    told = []
    game = mogel.Game(_rules(), ["sneaky", "random", "honest", "sneaky"], seed=3, on_event=told.append)
    game.play()

    assert told and all(isinstance(ev, mogel.Event) for ev in told)
    assert len(told) == len(game.events) and all(a is b for a, b in zip(told, game.events))


def test_events_read_mid_game_stay_the_same_objects_in_the_same_list():
    game = mogel.Game(_rules(), ["sneaky", "random", "honest", "sneaky"], seed=5)
    game.play_until(rounds=1)
    first = game.events
    early = list(first)
    assert early and all(isinstance(ev, mogel.Event) for ev in early)

    game.play_until(rounds=2)
    again = game.events
    assert again is first and len(again) > len(early)
    assert all(a is b for a, b in zip(early, again))
    assert all(isinstance(ev, mogel.Event) for ev in again)
    game.play()
    assert game.events is first and all(isinstance(ev, mogel.Event) for ev in game.events)
    assert pickle.loads(pickle.dumps(game.events)) == game.events == copy.deepcopy(game.events)


def test_a_listener_set_mid_game_gets_events_and_the_earlier_ones_are_events_too():
    """As `mogel play` listens from some event on (mogel.cli.progress): the events kept before it
    listened are made Events when read; those it was told stay the same objects."""
    game = mogel.Game(_rules(), ["random"] * 3, seed=8)
    game.play_until(decisions=20)
    start, told = len(game.engine.events), []
    game.engine.on_event = told.append
    game.play()

    assert told and all(isinstance(ev, mogel.Event) for ev in told)
    assert all(a is b for a, b in zip(told, game.events[start:])) and len(game.events) == start + len(told)
    assert all(isinstance(ev, mogel.Event) for ev in game.events)


def test_a_game_saved_and_resumed_mid_game_has_the_same_events(tmp_path):
    game = mogel.Game(_rules(), ["sneaky", "random", "honest"], seed=11)
    game.play_until(rounds=1)
    path = tmp_path / "game.json"
    mogel.save_game(game, path)
    resumed = mogel.resume_game(path)

    assert resumed.events == game.events and all(isinstance(ev, mogel.Event) for ev in resumed.events)
    game.play()
    resumed.play()
    assert resumed.events == game.events


@pytest.mark.parametrize("path", [None, *GAMES], ids=lambda p: "rules.mm" if p is None else p.name)
def test_no_reader_of_a_played_game_meets_a_plain_tuple(path):
    rules = _rules(path)
    low = compile_players(rules)
    game = mogel.Game(rules, ["sneaky"] * low, seed=2)
    game.play()

    assert game.events and all(isinstance(ev, mogel.Event) for ev in game.events)
    for seat in (None, *range(low)):
        assert all(isinstance(ev, mogel.Event) for ev in game.view(seat).events())
    logged = [line for line in log_lines(game) if line["type"] == "event"]
    assert len(logged) == len(game.events)
    json.dumps(logged)
    assert list(game.narration())
    assert game.state_at(len(game.events)).totals == game.state.totals


def test_a_scenario_gives_events():
    t = Scenario(_rules(), players=3)
    t.hand(0, "number 2", "number 3")
    t.pile("discard", "number 4")
    t.pile("draw", "number 5", "number 1")
    events = t.turn(0)

    assert events and all(isinstance(ev, mogel.Event) for ev in events)
    assert t.events is t.events and all(isinstance(ev, mogel.Event) for ev in t.events)
    assert all(a is b for a, b in zip(events, t.events[-len(events):]))


def compile_players(rules) -> int:
    """The fewest players the rules allow."""
    from mogel.compile.program import compile_rules

    return compile_rules(rules).players[0]
