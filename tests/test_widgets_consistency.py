"""What a widget shows stays true to its state: a call or a tick it refuses changes nothing (or
is undone, with the reason shown), and a language switch says every text again, notes too.
Driven from Python as in a notebook: clicks, ticks, toggles and the public setters."""

from __future__ import annotations

import html
import re

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.widgets import GameViewer  # noqa: E402


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", value))


# --- GameViewer: a refused call leaves the viewer as it was ------------------------------------

def snapshot(viewer):
    return (viewer.seed, [a.name for a in viewer.agents], viewer.variants, viewer.lang, viewer.game,
            viewer.title.value, viewer.view.options, viewer.position, viewer.language.value)


@pytest.mark.parametrize("call, error", [
    (lambda v: v.set_seed("x"), mogel.MogelError),
    (lambda v: v.set_seed(-1), mogel.MogelError),
    (lambda v: v.set_agents(["random", "random"]), mogel.MogelError),
    (lambda v: v.set_variants(["no_such_variant"]), mogel.MogelError),
    (lambda v: v.set_lang("fr"), ValueError),
])
def test_a_refused_setter_leaves_the_viewer_as_it_was(rules, call, error):
    viewer = GameViewer(rules, seed=3)
    viewer.stepper.step.click()
    before = snapshot(viewer)
    with pytest.raises(error):
        call(viewer)
    assert snapshot(viewer) == before
    viewer.set_variants(["quick_game"])                        # and it still works
    viewer.set_seed(4)
    assert viewer.game.seed == 4 and viewer.game.rules.applied == ("quick_game",)
    assert plain(viewer.title.value).startswith("Seed 4 · showing everything · variants: quick_game")


def test_other_seats_change_the_view_selector_and_a_lost_seat_falls_back_to_everything(rules):
    viewer = GameViewer(rules, seed=3, view=3)
    viewer.set_agents(["random"] * 3)
    assert [value for _, value in viewer.view.options] == ["all", 0, 1, 2, "role:guard"]
    assert viewer.view_mode == "all" and viewer.view.value == "all" and "showing everything" in viewer.title.value
    viewer.set_agents(["random"] * 5)
    assert [label for label, _ in viewer.view.options][1:6] == ["Ada", "Bo", "Cy", "Di", "Ed"]
    viewer.view.value = 4
    assert "what Ed sees" in viewer.title.value


def test_a_refused_bot_setting_leaves_the_row_and_the_game(rules):
    viewer = GameViewer(rules, seed=3, settings=True)
    row, game = viewer.settings.rows[0], viewer.game
    before = [control.value for control in row.controls()]
    for values in ({"attention": 0.9, "strategy": "nope"}, {"strategy": "sneaky", "attention": "x"},
                   {"label": "x"}):
        with pytest.raises(ValueError):
            viewer.settings.set(0, **values)
        assert [control.value for control in row.controls()] == before and viewer.game is game
    assert not row.cheat_rate.disabled
    viewer.settings.set(1, cheat_rate=0.3, strategy="sneaky")  # the cheat rate given with a strategy stays
    assert viewer.game.agents[1].name == "sneaky" and viewer.game.agents[1].cheat_rate == 0.3
