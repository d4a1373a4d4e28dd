"""A choice of a number at the human seat (mogel.widgets.human): a button per number for a small
range (tests/games/bidding.mm's bid, 0 to 3), a box to type in and its button for a wide one, a
number the box offers but the rules do not refused in the error area, "Choose nothing" for a `may`;
a whole bidding game by clicking."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as W  # noqa: E402

import mogel  # noqa: E402
from mogel.widgets import GameViewer, HumanSeat  # noqa: E402
from mogel.widgets.predict_questions import Questions  # noqa: E402
from tiny_games import load, tiny  # noqa: E402

BIDDING = Path(__file__).resolve().parents[1] / "games" / "bidding.mm"
WIDE = tiny(turn="""\
    let n = active may choose a number from 0 to 40 where number != 7
    otherwise: active scores 1
    active may play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise active draws 1 card from draw
""")


def test_a_small_range_is_a_button_per_number_and_a_game_plays_to_its_end_by_clicking():
    seat = HumanSeat(mogel.load_rules(BIDDING), [mogel.RandomBot(), mogel.RandomBot()], seed=2, seat=1)
    while seat.decision is not None and seat.decision.kind != "choice":
        seat.choice_buttons[0].click()
    assert seat.question == "Choose a number: bid."
    assert [b.description for b in seat.choice_buttons] == ["0", "1", "2", "3"]
    seat.choice_buttons[2].click()
    assert seat.game.state.variables[("bid", 1)] == 2
    while not seat.finished:
        seat.choice_buttons[0].click()
    bids = [e.info["chosen"] for e in seat.game.events if e.kind == "choose" and e.seat == 1]
    assert seat.error is None and bids[0] == 2 and len(bids) == 3


def test_a_wide_range_is_a_box_its_button_and_choose_nothing():
    seat = HumanSeat(load(WIDE), [mogel.RandomBot()], seed=1, seat=0)
    box, go, nothing = seat.choices.children
    assert isinstance(box, W.BoundedIntText) and (box.min, box.max, box.description) == (0, 40, "Number")
    assert (go.description, nothing.description) == ("Choose it", "Choose nothing")
    box.value = 7
    go.click()
    assert "7 is not one of the numbers offered" in seat.error_area.value and seat.decision.kind == "choice"
    box.value = 23
    go.click()
    chosen = [e.info["chosen"] for e in seat.game.events if e.kind == "choose" and e.seat == 0]
    assert chosen == [23]


def test_the_predict_panel_asks_nothing_about_a_number_but_the_cards_played():
    for view in ("all", 1):
        viewer = GameViewer(mogel.load_rules(BIDDING), seed=3, view=view, predict=True)
        questions = Questions(viewer.game, viewer.timeline)
        kinds = {q.kind for q in map(questions.at, range(len(viewer.timeline))) if q is not None}
        assert "choice" not in kinds and "card" in kinds
