"""The end of a game with teams (tests/games/partners.mm: Ada and Cy against Bo and Di) in the
notebook: the table and the human seat say each team's total once and name the winning team -- a
team that wins alone is no tie -- as the narration's game end does; a game without teams keeps
its totals by seat (tests/widgets/test_widgets_ties.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.widgets import HumanSeat  # noqa: E402
from mogel.widgets.table import render_table  # noqa: E402

RULES = mogel.load_rules(Path(__file__).resolve().parents[1] / "games" / "partners.mm")
WON, TIED = 1, 0   # seeds of four random bots: Bo and Di win 18 to 9; every seat 11, the teams tie


def played(seed: int) -> mogel.Game:
    game = mogel.Game(RULES, ["random"] * 4, seed=seed).play()
    assert game.finished
    return game


@pytest.mark.parametrize("lang, said", [
    ("en", "Game over. Totals: Ada and Cy 9, Bo and Di 18. Winner: Bo and Di."),
    ("de", "Spielende. Endstand: Ada und Cy 9, Bo und Di 18. Gewinner: Bo und Di.")])
def test_the_table_says_the_team_totals_and_the_winning_team(lang, said):
    game = played(WON)
    assert list(game.winners) == [1, 3] and game.state.totals == [9, 18, 9, 18]
    page = render_table(game, game.state, None, lang)
    assert said in page and "tie" not in page and "Gleichstand" not in page
    assert any(line.endswith("Ada and Cy 9, Bo and Di 18. Bo and Di win.") for line in game.narration())


@pytest.mark.parametrize("lang, said", [
    ("en", "Game over. Totals: Ada and Cy 11, Bo and Di 11. A tie: the winners are Ada and Cy; Bo and Di."),
    ("de", "Spielende. Endstand: Ada und Cy 11, Bo und Di 11. Gleichstand: es gewinnen Ada und Cy; Bo und Di.")])
def test_the_table_of_teams_tied_for_the_win_names_both(lang, said):
    game = played(TIED)
    assert list(game.winners) == [0, 1, 2, 3]
    assert said in render_table(game, game.state, None, lang)


def test_the_human_seat_tells_the_team_totals_at_the_end():
    seat = HumanSeat(RULES, ["random"] * 3, seed=WON)
    for _ in range(500):
        if seat.finished:
            break
        seat.choice_buttons[0].click()
    assert seat.finished
    totals = seat.game.state.totals
    assert seat.question.startswith(f"Game over. Totals: Ada and Cy {totals[0]}, Bo and Di {totals[1]}. ")
    winners = {(0, 2): "Winner: Ada and Cy.", (1, 3): "Winner: Bo and Di.",
               (0, 1, 2, 3): "A tie: the winners are Ada and Cy; Bo and Di."}[tuple(seat.game.winners)]
    assert winners in seat.question and "Ada and Cy" in seat.prompt.value
