"""Game._go pauses Python's cyclic collector while only bots that leave no reference cycles play
and nobody listens: such a game makes no cyclic garbage, and the collector would only go over its
kept events (7.7 % of Game.play(), bench/README).  It is on again after, on again when it was on,
and never paused for a bot that may leave cycles, a listener or a person.  The objects such a run
leaves go to the collector's oldest generation (not the process's frozen ones)."""

from __future__ import annotations

import gc

import pytest

import mogel


class Noting(mogel.RandomBot):
    """A random bot noting whether the collector was on at each of its decisions."""

    seen: list

    def decide(self, view, decision, rng):
        type(self).seen.append(gc.isenabled())
        return super().decide(view, decision, rng)


class Cyclic(Noting):
    leaves_cycles = True


@pytest.fixture(autouse=True)
def collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    assert gc.isenabled(), "a game left the collector off"
    if not was:
        gc.disable()


def settle():
    """Collect until nothing is left: an object finalized by one collection (such as a closed
    event loop's futures, left by an earlier test) may leave a cycle only the next one frees."""
    for _ in range(10):
        if not gc.collect():
            return
    raise AssertionError("the process makes cyclic garbage on its own")


def play(bot, **kwargs):
    bot.seen = []
    mogel.Game(mogel.load_rules(), [bot() for _ in range(4)], seed=5, **kwargs).play()
    assert bot.seen
    return set(bot.seen)


def test_bots_that_leave_no_cycles_play_with_the_collector_paused_and_make_no_cyclic_garbage():
    games = [mogel.load_rules(path) for path in ("rules.mm", "mogel/games/cheat.mm", "mogel/games/mogelei.mm")]
    for rules in games:   # a first game compiles its rules
        mogel.Game(rules, ["random", "sneaky", "honest"], seed=0).play()
    settle()
    for rules in games:
        for seed in range(1, 4):
            mogel.Game(rules, ["random", "sneaky", "honest"], seed=seed).play()
    assert gc.collect() == 0
    assert play(Noting) == {False}


def test_a_bot_that_may_leave_cycles_or_a_listener_keeps_it_on():
    assert play(Cyclic) == {True}
    assert play(Noting, on_event=lambda ev: None) == {True}


def test_a_collector_switched_off_by_the_program_stays_off():
    gc.disable()
    assert play(Noting) == {False}
    assert not gc.isenabled()
    gc.enable()


def test_the_events_of_a_game_played_with_the_collector_paused_go_to_its_oldest_generation():
    """What the engine kept of each event while the collector was paused -- the tuple of its
    fields, made an Event only when read (Engine.kept_events) -- is in the oldest generation."""
    game = mogel.Game(mogel.load_rules(), ["random"] * 4, seed=6).play()
    oldest = {id(obj) for obj in gc.get_objects(generation=2)}
    assert game.engine.events and all(id(ev) in oldest for ev in game.engine.events)


def test_objects_the_program_froze_stay_frozen():
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        mogel.Game(mogel.load_rules(), ["random"] * 4, seed=6).play()
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()
