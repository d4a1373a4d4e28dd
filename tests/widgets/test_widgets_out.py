"""The notebook's table marks a player who has dropped out (`P drops out`, docs/language.md 10.11;
tests/games/knockout.mm) with a badge saying for how long, in every view (everything, each seat)
and in both languages; the mark is public, as the narration tells every seat the `out` event, and
a player back in at the next hand wears none."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.widgets import GameViewer, HumanSeat  # noqa: E402

KNOCKOUT = Path(__file__).resolve().parents[1] / "games" / "knockout.mm"
BADGE = re.compile(r'<div class="mogel-seat[^"]*" data-seat="(\d)">(?:(?!<div class="mogel-seat).)*?'
                   r'<span class="mogel-badge out">([^<]*)</span>', re.S)


def _marked(html: str) -> dict:
    """{seat: its out badge's words} of a table's HTML."""
    return {int(seat): words for seat, words in BADGE.findall(html)}


def _out_at(game, kind_of):
    """The first count of events after an `out` event whose level `kind_of` accepts, and its seat."""
    for count, ev in enumerate(game.events, 1):
        if ev.kind == "out" and kind_of(ev.info["of"]):
            return count, ev.seat
    raise AssertionError("nobody drops out")


@pytest.mark.parametrize("lang, hand, game", [("en", "out of this hand", "out of the game"),
                                               ("de", "f\u00fcr diese Runde ausgeschieden", "aus dem Spiel ausgeschieden")])
def test_every_view_marks_who_is_out_and_for_how_long(lang, hand, game):
    viewer = GameViewer(mogel.load_rules(KNOCKOUT), [mogel.RandomBot(), mogel.RandomBot(), mogel.RandomBot()],
                        seed=2, lang=lang, start=0)
    for level, words in ((lambda of: of == "round", hand), (lambda of: of != "round", game)):
        count, seat = _out_at(viewer.game, level)
        for view in ("all", 0, 1, 2):
            viewer.set_view(view)
            viewer.stepper.go(viewer.timeline.position_of(count))
            assert viewer.count >= count and _marked(viewer.table.value).get(seat) == words, (view, seat)
            viewer.stepper.go(viewer.timeline.position_of(count) - 1)   # before it: not yet so
            assert viewer.count < count and _marked(viewer.table.value).get(seat) != words


def test_the_badges_follow_the_game_and_a_player_out_of_a_hand_is_back_in_the_next():
    game = mogel.Game(mogel.load_rules(KNOCKOUT), [mogel.RandomBot()] * 3, seed=2)
    game.play()
    words = {"round": "out of this hand", "match": "out of the game"}
    marks = []
    for count in range(len(game.events) + 1):
        out = game.state_at(count).out
        marks.append(_marked(mogel.widgets.render_table(game, game.state_at(count), count % 3)))
        assert marks[-1] == {p: words[level] for p, level in enumerate(out) if level}
    assert any(seat in before and seat not in after for before, after in zip(marks, marks[1:]) for seat in before)


def test_the_human_seat_sees_who_is_out():
    seat = HumanSeat(mogel.load_rules(KNOCKOUT), [mogel.HonestBot(), mogel.HonestBot()], seed=1)
    while seat.decision is not None and not any(seat.game.state.out):
        seat.choice_buttons[0].click()   # "Don't play": Ada drops out of the hand, the bots play on
    out = {p: level for p, level in enumerate(seat.game.state.out) if level}
    assert out and {p: "out of this hand" if level == "round" else "out of the game" for p, level in out.items()} \
        == _marked(seat.table.value)
