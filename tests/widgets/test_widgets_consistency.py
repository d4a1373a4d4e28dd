"""What a widget shows stays true to its state: a call or a tick it refuses changes nothing (or
is undone, with the reason shown), and a language switch says every text again, notes too.
Driven from Python as in a notebook: clicks, ticks, toggles and the public setters."""

from __future__ import annotations

import html
import re

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
import mogel.check.loader  # noqa: E402
from mogel.widgets import GameViewer, HumanSeat, VariantPanel  # noqa: E402

THREE_ONLY = '\nvariant three_only:\n    description: "exactly three players"\n    game mogel_motte:\n' \
             '        players: 3 to 3\n'


@pytest.fixture(scope="module")
def three():
    """rules.mm with a variant `three_only` for exactly 3 players."""
    return mogel.load_rules(text=mogel.check.files.read_text(mogel.default_rules_path()) + THREE_ONLY)


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", value))


# --- VariantPanel: a variant for another number of players ------------------------------------

REFUSED_EN = ("'three_only' is a house rule for exactly 3 players, but this table has 4 (Ada, Bo, Cy and Di): "
              "it is unticked again. To try it, open a VariantPanel with 3 players (players=3, or 3 agents).")
REFUSED_DE = ("\u201ethree_only\u201c ist eine Hausregel f\u00fcr genau 3 Spieler, an diesem Tisch sitzen aber 4 "
              "(Ada, Bo, Cy und Di): der Haken ist wieder weg. Zum Ausprobieren \u00f6ffne ein VariantPanel mit "
              "3 Spielern (players=3 oder 3 Agenten).")


def test_ticking_a_variant_for_three_players_at_a_table_of_four_unticks_it_and_says_why(three):
    panel = VariantPanel(three, seed=3, viewer=True)
    panel.checkboxes["quick_game"].value = True
    quick = panel.game.events
    panel.checkboxes["three_only"].value = True                # no exception out of the handler
    assert not panel.checkboxes["three_only"].value and panel.selected == ["quick_game"]
    assert panel.refused == [("three_only", (3, 3))]
    assert panel.game.rules.applied == ("quick_game",) and panel.game.events == quick
    assert panel.viewer.game.rules.applied == ("quick_game",) and "variants: quick_game" in panel.viewer.title.value
    assert panel.summary.startswith(REFUSED_EN + " The game ends ")
    assert plain(panel.result.value).startswith(REFUSED_EN + "Seed 3, variants: quick_game.")
    panel.language.value = "de"
    assert panel.summary.startswith(REFUSED_DE + " Das Spiel endet ")
    panel.checkboxes["quick_game"].value = False               # the next change forgets the refusal
    assert panel.refused == [] and panel.summary.startswith("Nur rules.mm")


def test_set_with_a_variant_for_other_players_plays_the_rest_and_says_why_in_german(three):
    panel = VariantPanel(three, seed=3, lang="de")
    panel.set("three_only", "quick_game")
    assert panel.selected == ["quick_game"] and panel.game.rules.applied == ("quick_game",)
    assert panel.summary.startswith(REFUSED_DE + " Das Spiel endet ")
    panel.set("three_only")
    assert panel.selected == [] and panel.summary == REFUSED_DE + " Nur rules.mm: kreuze eine Hausregel an, " \
                                                                  "und dasselbe Spiel wird mit ihr noch einmal gespielt."


def test_a_panel_for_three_players_plays_the_variant_for_three(three):
    panel = VariantPanel(three, seed=3, players=3)
    panel.set("three_only")
    assert panel.selected == ["three_only"]
    assert panel.game.rules.applied == ("three_only",) and panel.game.state.n == 3


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


# --- HumanSeat: the status line follows the language ------------------------------------------

def test_an_armed_hide_is_told_in_the_language_switched_to(rules):
    seat = HumanSeat(rules, seed=3)
    seat.hide_toggle.click()
    seat.hide_buttons[0].click()
    english = "At your next chance you will hide a number card (3)."
    assert plain(seat.status.value) == english
    seat.language.value = "de"
    assert plain(seat.status.value) == "Bei der n\u00e4chsten Gelegenheit versteckst du eine Zahlenkarte (3)."
    seat.language.value = "en"
    assert plain(seat.status.value) == english


def test_notes_about_seats_and_hidden_cards_are_told_again_in_german(rules):
    seat = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=1, attention=0.0, oldest=0)
    seat.caught_buttons[1].click()
    seat.choice_buttons[0].click()
    assert seat.notes == ["At the next chance you will call \u201cCaught!\u201d on Cy.",
                          "You call \u201cCaught!\u201d on Cy."]
    seat.language.value = "de"
    assert seat.notes == ["Bei der n\u00e4chsten Gelegenheit rufst du \u201eErwischt!\u201c bei Cy.",
                          "Du rufst \u201eErwischt!\u201c bei Cy."]
    assert plain(seat.status.value) == seat.notes[-1]          # only the notes of the last choice
    seat = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=5)
    seat.hide_toggle.click()
    next(b for b in seat.hide_buttons if "Moth" in b.description).click()
    seat.choice_buttons[0].click()
    assert seat.notes[-1] == "You hid a Cheating Moth (3)."
    seat.language.value = "de"
    assert seat.notes[-1] == "Du hast eine Mogel-Motte (3) versteckt."


def test_viewer_takes_none_as_no_variants_and_refuses_a_human_seat_with_advice():
    """set_variants(None) was a TypeError; a Human() seat said 'use advance(answer)', which the
    viewer has not: it plays bots only, and the game stays as it was."""
    viewer = GameViewer(seed=3, variants=["quick_game"])
    viewer.set_variants(None)
    assert viewer.variants == () and viewer.game.rules.applied == ()
    before = (viewer.agents, viewer.game, viewer.title.value)
    with pytest.raises(mogel.MogelError, match="^the viewer plays bots only: a human plays in a HumanSeat"):
        viewer.set_agents([mogel.Human(), "sneaky", "honest"])
    assert (viewer.agents, viewer.game, viewer.title.value) == before
