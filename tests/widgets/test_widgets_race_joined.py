"""The notebook's human seat in a race it may join (`who may`, docs/language.md 10.8): "Slap!"
runs, "Let it pass" does not (trial 24's Egyptian Ratscrew, its slap rewritten); the game so
played replays event for event."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.widgets import HumanSeat  # noqa: E402

RATSCREW = Path(__file__).resolve().parents[1] / "cli" / "trial24" / "ratscrew_slap.mm"


@pytest.mark.parametrize("lang, asks, passes", [
    ("en", "Race (slap)? Click \u201cSlap!\u201d as fast as you can to run, or \u201cLet it pass\u201d.", "Let it pass"),
    ("de", "Wettlauf (Klatschen)? Klick, so schnell du kannst, auf \u201eKlatsch!\u201c, um mitzulaufen, oder auf "
           "\u201eVorbeilassen\u201c.", "Vorbeilassen")])
def test_the_human_may_slap_or_let_it_pass(lang, asks, passes):
    rules = mogel.load_rules(RATSCREW)
    seat = HumanSeat(rules, [mogel.HonestBot()], seed=1, lang=lang)
    d = seat.decision
    assert d.kind == "react" and d.info["may"] and seat.question == asks
    slap, let_pass = seat.choice_buttons
    assert slap is seat.slap_button and let_pass.description == passes
    before = len(seat.game.events)
    let_pass.click()
    assert not any(ev.kind in ("race_start", "race_wrong") and 0 in ev.info.get("runners", [ev.seat])
                   for ev in seat.game.events[before:])
    before = len(seat.game.events)
    seat.slap_button.click()   # the next card: no pair, so the slap is wrong
    assert any(ev.kind == "race_wrong" and ev.seat == 0 for ev in seat.game.events[before:])
    again = mogel.replay(rules, seat.game.record())
    assert again.events == seat.game.events[:len(again.events)]


def test_the_bot_settings_show_the_random_bots_join_rate_in_a_game_with_such_a_race():
    from mogel.widgets import GameViewer

    rules = mogel.load_rules(RATSCREW)
    viewer = GameViewer(rules, ["honest", "random:join_rate=0.25"], seed=1, settings=True)
    honest, randomly = viewer.settings.rows
    assert randomly.join_rate.layout.display is None and randomly.join_rate.description == "joins races"
    assert (randomly.join_rate.value, randomly.join_rate.disabled, honest.join_rate.disabled) == (0.25, False, True)
    randomly.join_rate.value = 0.0                   # the same seed again: the random bot never slaps
    assert viewer.game.agents[1].join_rate == 0.0
    assert not any(ev.kind == "race_start" and 1 in ev.info["runners"] for ev in viewer.game.events)
    honest.strategy.value = "random"                 # a random bot of the slider's rate
    assert not honest.join_rate.disabled and viewer.game.agents[0].join_rate == honest.join_rate.value == 0.5
    viewer.language.value = "de"
    assert randomly.join_rate.description == "l\u00e4uft mit"
    plain = GameViewer(mogel.load_rules(), ["random"] * 4, seed=1, settings=True)   # no race the runners may join
    assert all(row.join_rate.layout.display == "none" for row in plain.settings.rows)
