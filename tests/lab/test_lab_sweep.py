"""Balance a rule: the lab plays a `define` at other numbers (simulate(defines=...),
`mogel simulate --define`) and sweeps one (mogel.lab.sweep: where does cheating stop paying?);
every figure of the lab says how many games it rests on, and cheat rates come with the cheats
per round they make."""

from __future__ import annotations

import math

import pandas as pd
import pytest

import mogel
from mogel.check.overrides import DefineError
from mogel.lab import Sweep, sweep
from mogel.lab.sweeps import COLUMNS
from conftest import run_cli

FAST = {"seed": 1, "workers": 1, "progress": False}


def test_simulate_plays_the_rules_with_the_define_set():
    given = mogel.simulate(bots=["sneaky", "honest", "honest", "honest"], games=4, defines={"catch_penalty_cards": 4},
                           **FAST)
    loaded = mogel.simulate(mogel.load_rules(defines={"catch_penalty_cards": 4}),
                            bots=["sneaky", "honest", "honest", "honest"], games=4, **FAST)
    plain = mogel.simulate(bots=["sneaky", "honest", "honest", "honest"], games=4, **FAST)

    pd.testing.assert_frame_equal(given, loaded)
    assert not given.equals(plain)


def test_simulate_refuses_a_define_before_any_game_is_played():
    with pytest.raises(DefineError, match=r"no define 'hand_sise' \(did you mean 'hand_size'\?\)"):
        mogel.simulate(games=1, defines={"hand_sise": 5}, **FAST)
    with pytest.raises(mogel.RulesError, match="with catch_penalty_cards = -3: "):
        mogel.simulate(games=1, defines={"catch_penalty_cards": -3}, **FAST)


@pytest.fixture(scope="module")
def swept() -> Sweep:
    return sweep("catch_penalty_cards", [0, 2, 40], cheat_rate=1.0, attention=1.0, games=6, **FAST)


def test_the_sweep_has_one_row_per_value_with_intervals_around_each_estimate(swept):
    table = swept.table

    assert list(table.columns) == COLUMNS
    assert list(table["value"]) == [0, 2, 40] and (table["games"] == 6).all()
    for name, low, high in [("cheater points", "cheater low", "cheater high"),
                            ("honest points", "honest low", "honest high"),
                            ("advantage", "advantage low", "advantage high"),
                            ("cheater win rate", "cheater win low", "cheater win high"),
                            ("honest win rate", "honest win low", "honest win high")]:
        assert (table[low] <= table[name]).all() and (table[name] <= table[high]).all(), name
    assert ((table["cheater win rate"] >= 0) & (table["cheater win rate"] <= 1)).all()
    assert (table["cheats per round"] > 0).all()
    assert set(swept.rounds["table"]) == {"cheating", "honest"} and set(swept.rounds["value"]) == {0, 2, 40}
    assert len(swept.rounds) == 3 * 2 * 6 * 4 * 4      # values x tables x games x rounds x seats


def test_the_advantage_is_the_honest_seat_s_points_less_the_cheater_s(swept):
    row = swept.table.iloc[1]
    rounds = swept.rounds[(swept.rounds.value == 2) & (swept.rounds.seat == 0)]
    per_game = rounds.groupby(["table", "game"]).points.mean()

    assert math.isclose(row["advantage"], (per_game["honest"] - per_game["cheating"]).mean())
    assert math.isclose(row["cheater points"], per_game["cheating"].mean())


def test_a_penalty_no_cheat_can_pay_for_is_where_cheating_stops_paying(swept):
    # every cheat is seen and called, and costs 40 cards: cheating cannot pay
    assert swept.stops_paying == 40
    assert swept.table.loc[2, "advantage high"] <= 0
    answer = swept.answer()
    assert answer.startswith("Cheating stops paying at catch_penalty_cards = 40")
    assert "6 games per value and table" in answer and "cheats per round" in answer


def test_where_cheating_always_pays_the_answer_says_none_in_the_range():
    blind = sweep("catch_penalty_cards", [1], cheat_rate=1.0, attention=0.0, games=4, **FAST)

    assert blind.stops_paying is None
    assert blind.answer().startswith("Cheating pays at every catch_penalty_cards tried (1)")


def test_the_sweep_figure_states_its_game_count_and_marks_the_answer(swept):
    figure = swept.plot()

    title = figure._suptitle.get_text()
    assert "6 games per value and table" in title and "catch_penalty_cards" in title
    assert "cheats per round" in title
    assert [ax.get_title() for ax in figure.axes] == ["points per round", "honest minus cheater", "win rate"]
    assert any("stops paying" in t.get_text() for t in figure.axes[1].texts)
    assert all(ax.get_xlabel().startswith("catch_penalty_cards") for ax in figure.axes)
    assert figure.alt_text().startswith("Three panels against catch_penalty_cards. Does cheating pay")
    assert figure.alt_text().endswith(swept.answer())                   # what a screen reader says of it


@pytest.mark.parametrize("kwargs, error, says", [
    ({"define": "catch_penalty_card", "values": [1]}, DefineError, "did you mean 'catch_penalty_cards'"),
    ({"define": "endless", "values": [1]}, DefineError, "not one whole number"),
    ({"define": "fits", "values": [1]}, DefineError, "is a function of"),
    ({"define": "catch_penalty_cards", "values": [1.5]}, DefineError, "whole number, not 1.5"),
    ({"define": "catch_penalty_cards", "values": []}, mogel.MogelError, "a list of whole numbers"),
    ({"define": "catch_penalty_cards", "values": [1, 1]}, mogel.MogelError, "given twice"),
    ({"define": "catch_penalty_cards", "values": [1, -1]}, mogel.RulesError, "with catch_penalty_cards = -1"),
    ({"define": "catch_penalty_cards", "values": [1], "cheat_rate": 2}, mogel.MogelError, "cheat_rate must be"),
    ({"define": "catch_penalty_cards", "values": [1], "games": 0}, mogel.MogelError, "at least 1 game"),
])
def test_the_sweep_refuses_what_it_cannot_play_before_playing(kwargs, error, says, monkeypatch):
    monkeypatch.setattr("mogel.lab.sweeps.simulate", lambda *a, **k: pytest.fail("a game was played"))
    kwargs.setdefault("games", 1)
    with pytest.raises(error, match=says):
        sweep(**kwargs, **FAST)


def test_every_figure_of_the_lab_states_its_game_count():
    grid = mogel.cheating_pays(rates=(0.0, 0.5), attentions=(0.5,), games=3, **FAST)
    heat = mogel.plot_heatmap(grid)
    assert "(3 games per cell)" in heat.axes[0].get_title()
    assert "(7 games per cell)" in mogel.plot_heatmap(grid, games=7).axes[0].get_title()
    assert "games per cell not given" in mogel.plot_heatmap(pd.DataFrame([[1.0]])).axes[0].get_title()

    result = mogel.compare({"rulebook": []}, games=3, **FAST)
    assert "3 games per setup and table" in result.plot()._suptitle.get_text()


def test_the_grid_shows_each_cheat_rate_as_cheats_per_round_too():
    grid = mogel.cheating_pays(rates=(0.0, 0.5), attentions=(0.5,), games=3, **FAST)

    per_round = grid.attrs["cheats per round"]
    assert per_round[0.0] == 0 and per_round[0.5] > 1      # a rate per window: several cheats a round
    ticks = [t.get_text() for t in mogel.plot_heatmap(grid).axes[0].get_xticklabels()]
    assert ticks == ["0%\n0.0/round", f"50%\n{per_round[0.5]:.1f}/round"]
    assert "window" in mogel.plot_heatmap(grid).axes[0].get_xlabel()


def test_a_define_reaches_the_grid_and_the_comparison():
    harsh = mogel.cheating_pays(rates=(1.0,), attentions=(1.0,), games=3, defines={"catch_penalty_cards": 30}, **FAST)
    mild = mogel.cheating_pays(rates=(1.0,), attentions=(1.0,), games=3, **FAST)
    assert harsh.loc[1.0, 1.0] > mild.loc[1.0, 1.0]

    result = mogel.compare({"rulebook": []}, games=2, defines={"catch_penalty_cards": 30}, **FAST)
    assert len(result.table)


def test_cli_simulate_takes_a_define_and_says_so(capsys):
    code, out, err = run_cli(capsys, "simulate", "--games", "4", "--workers", "1",
                             "--define", "catch_penalty_cards=3", "--bots", "sneaky,honest,honest,honest")

    assert code == 0 and err == ""
    assert out.splitlines()[0].endswith("variants: none; with catch_penalty_cards = 3")
    assert "cheats/round" in out


@pytest.mark.parametrize("define, code, says", [
    ("catch_penalty_card=3", 2, "no define 'catch_penalty_card' (did you mean 'catch_penalty_cards'?)"),
    ("endless=3", 2, "'endless' is 'turns >= 300', not one whole number"),
    ("catch_penalty_cards=-2", 1, "with catch_penalty_cards = -2: "),
])
def test_cli_simulate_refuses_a_bad_define_in_words(define, code, says, capsys):
    got, out, err = run_cli(capsys, "simulate", "--games", "1", "--workers", "1", "--define", define)

    assert got == code and says in err and out == ""


@pytest.mark.parametrize("define, says", [
    ("catch_penalty_cards=x", "argument --define: the value of catch_penalty_cards must be a whole number, not 'x'"),
    ("catch_penalty_cards", "argument --define: give NAME=VALUE, such as catch_penalty_cards=3"),
])
def test_cli_simulate_refuses_a_define_that_is_no_name_and_number_as_a_usage_error(define, says, capsys):
    from mogel.cli.commands import main

    with pytest.raises(SystemExit) as stopped:
        main(["simulate", "--games", "1", "--define", define])

    assert stopped.value.code == 2 and says in capsys.readouterr().err
