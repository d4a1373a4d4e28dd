"""mogel.present.narrate_lines: which runs of events are told together, and which are not; a game
told as it goes on (Teller, as the human seat's log) ends with the lines of the finished game."""

from __future__ import annotations

import random

import pytest

import mogel
from mogel.present.narrate import Narrator
from mogel.present.narrate_lines import Teller, told_lines
from mogel.runtime.events import Event


@pytest.fixture(scope="module")
def game():
    return mogel.Game(mogel.load_rules(game="mogelei"), ["sneaky", "random", "honest", "random"], 5).play()


def first(game, kind, **info):
    return next(ev for ev in game.events if ev.kind == kind and all(ev.info.get(k) == v for k, v in info.items()))


def texts(game, events, lang="en"):
    return [line.text for line in told_lines(Narrator(game.program, None, lang), events, game.state.layout)]


def test_a_value_chosen_is_told_even_when_its_chooser_reveals_next(game):
    call = first(game, "choose", choice="called")                       # "Bo calls RED."
    reveal = first(game, "reveal")
    mine = Event("reveal", call.seat, (), dict(reveal.info), reveal.span)
    said = texts(game, [call, mine])
    assert len(said) == 2 and said[0].endswith(" calls RED.")
    option = first(game, "choose", chosen="show")                         # an option: told by the reveal
    assert texts(game, [option, Event("reveal", option.seat, (), dict(reveal.info), reveal.span)]) == \
        texts(game, [Event("reveal", option.seat, (), dict(reveal.info), reveal.span)])


def test_only_one_statements_moves_into_one_zone_are_told_together(game):
    gathers = [ev for ev in game.events if ev.kind == "gather"]
    run = [ev for ev in gathers if ev.span == gathers[-1].span][-2:]
    assert len(texts(game, run)) == 1
    assert texts(game, run)[0].startswith(f"{sum(len(ev.moves) for ev in run)} cards go to")
    other = Event("gather", None, tuple((card, src, src) for card, src, _ in run[1].moves), {}, run[1].span)
    assert len(texts(game, [run[0], other])) == 2                         # another zone
    elsewhere = Event("gather", None, run[1].moves, {}, first(game, "gather").span)
    assert len(texts(game, [run[0], elsewhere])) == 2                     # another statement


def test_a_starter_is_told_unless_its_role_was_just_given_to_that_player(game):
    starter = first(game, "starter", level="pass")
    given = Event("role", None, (), {"role": "caller", "to": starter.seat, "before": None})
    other = Event("role", None, (), {"role": "caller", "to": (starter.seat + 1) % 4, "before": None})
    dealer = Event("role", None, (), {"role": "dealer", "to": starter.seat, "before": None})
    assert len(texts(game, [given, starter])) == 1
    assert len(texts(game, [other, starter])) == 2 and len(texts(game, [dealer, starter])) == 2


@pytest.mark.parametrize("seat", [None, 2])
def test_told_as_the_game_goes_on_a_game_ends_with_the_lines_told_at_its_end(game, seat):
    narrator = Narrator(game.program, None, "en")
    shown = [game.visibility.redact(ev, seat) for ev in game.events]
    whole = told_lines(narrator, shown, game.state.layout)
    teller, rng, before = Teller(narrator, game.state.layout), random.Random(5), []
    for index, ev in enumerate(shown):
        teller.add(index, ev)
        if rng.random() < 0.3:
            now = teller.lines()
            settled = len(now) - 4
            assert [line.text for line in now[:settled]] == [line.text for line in whole[:settled]]
            before = now
    assert teller.lines() == whole and len(before) <= len(whole)
    assert [line.index for line in whole] == sorted(line.index for line in whole)
