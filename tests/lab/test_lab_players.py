"""`mogel.simulate(players=N)` and `mogel.compare(players=N)` seat the bots round the table as
`mogel simulate --players N` does (trial 21: Python had no players= though the command line has
--players): the bots repeated, the default bots cut to the table, more bots than players and a
table the rules are not played by refused before any game, with the players= that would help.
`mogel.cheating_pays(players=N)` and `mogel.lab.sweep(players=N)` seat the sneaky bot and N - 1
honest ones (trial 22), refusing N as `simulate` does."""

from __future__ import annotations

import re

import pandas as pd
import pytest

import mogel

RULES = mogel.load_rules()


def quick(**kwargs):
    return mogel.simulate(RULES, **{"workers": 1, "progress": False, "games": 2, **kwargs})


def test_the_bots_are_repeated_round_the_table():
    table = quick(bots=["sneaky", "random"], players=5)
    assert table.groupby("seat").bot.first().tolist() == ["sneaky", "random", "sneaky", "random", "sneaky"]
    pd.testing.assert_frame_equal(table, quick(bots=["sneaky", "random", "sneaky", "random", "sneaky"]))


def test_the_default_bots_are_cut_to_the_table():
    assert quick(players=3).seat.nunique() == 3


@pytest.mark.parametrize("kwargs, says", [
    ({"bots": ["random"] * 4, "players": 3}, "bots names 4 bots for 3 players: give at most one per seat"),
    ({"players": 2}, "Cheating Moth is played by 3 to 5 players, not 2: give players=N, N from 3 to 5"),
    ({"players": 6, "bots": ["honest"]}, "Cheating Moth is played by 3 to 5 players, not 6: give players=N, N from 3 "
                                         "to 5"),
    ({"bots": ["random"] * 6}, "Cheating Moth is played by 3 to 5 players, not 6: bots names 6 bots, one per seat; "
                               "name from 3 to 5"),
    ({"players": 0}, "players must be a whole number of at least 1, not 0"),
    ({"players": 3.0}, "players must be a whole number of at least 1, not 3.0"),
    ({"bots": ["random"]}, "Cheating Moth is played by 3 to 5 players, not 1: bots names 1 bot, one per seat; add "
                           "players=3 to repeat it round the table"),
])
def test_a_table_the_rules_do_not_allow_is_a_clear_error(kwargs, says):
    with pytest.raises(mogel.MogelError, match=re.escape(says)):
        quick(**kwargs)


def test_compare_seats_its_bots_and_its_control_round_the_table():
    result = mogel.compare([[]], bots=["sneaky"], players=3, games=2, workers=1, progress=False)
    seats = result.rounds.groupby(["table", "seat"]).bot.first()
    assert seats["bots"].tolist() == ["sneaky"] * 3 and seats["control"].tolist() == ["random"] * 3


def test_cheating_pays_seats_the_sneaky_bot_and_players_minus_one_honest_bots():
    """players= in place of opponents=: the same grid as the table it names."""
    grid = mogel.cheating_pays(rates=(1.0,), attentions=(0.5,), games=2, workers=1, progress=False, players=5)
    same = mogel.cheating_pays(rates=(1.0,), attentions=(0.5,), games=2, workers=1, progress=False, opponents=4)
    pd.testing.assert_frame_equal(grid, same)
    assert grid.attrs == same.attrs


def test_sweep_seats_the_sneaky_bot_and_players_minus_one_honest_bots():
    result = mogel.lab.sweep("catch_penalty_cards", [1], games=2, workers=1, progress=False, players=3)
    seats = result.rounds.groupby(["table", "seat"]).bot.first()
    assert seats["cheating"].tolist() == ["sneaky", "honest", "honest"]
    assert seats["honest"].tolist() == ["honest"] * 3


# players= refused as simulate refuses it, and opponents= that says another table
REFUSED = [
    ({"players": 2}, "Cheating Moth is played by 3 to 5 players, not 2: give players=N, N from 3 to 5"),
    ({"players": 6}, "Cheating Moth is played by 3 to 5 players, not 6: give players=N, N from 3 to 5"),
    ({"players": 0}, "players must be a whole number of at least 1, not 0"),
    ({"players": 3.0}, "players must be a whole number of at least 1, not 3.0"),
    ({"players": True}, "players must be a whole number of at least 1, not True"),
    ({"players": 4, "opponents": 2}, "opponents=2 and players=4 disagree: the table is the sneaky bot and its "
                                     "opponents, so players=3; give one of the two"),
]


@pytest.mark.parametrize("kwargs, says", REFUSED)
def test_cheating_pays_refuses_a_table_as_simulate_does(kwargs, says):
    with pytest.raises(mogel.MogelError, match=re.escape(says)):
        mogel.cheating_pays(rates=(1.0,), attentions=(0.5,), games=1, workers=1, progress=False, **kwargs)


@pytest.mark.parametrize("kwargs, says", REFUSED)
def test_sweep_refuses_a_table_as_simulate_does(kwargs, says):
    with pytest.raises(mogel.MogelError, match=re.escape(says)):
        mogel.lab.sweep("catch_penalty_cards", [1], games=1, workers=1, progress=False, **kwargs)


def test_players_and_opponents_that_agree_are_one_table():
    grid = mogel.cheating_pays(rates=(0.0,), attentions=(0.5,), games=1, workers=1, progress=False,
                               players=4, opponents=3)
    assert grid.shape == (1, 1)


# a game of exactly 2 players (as War, trial 22): each function tells the players= to give
DUEL = re.sub(r"    players: 3 to 5[^\n]*\n", "    players: 2 to 2\n", RULES.source, count=1)
TWO = "Cheating Moth is played by exactly 2 players, not 4"


@pytest.mark.parametrize("run, says", [
    (lambda rules: mogel.simulate(rules, games=1, workers=1, progress=False),
     f"{TWO}: the 4 default bots take a seat each; give players=2 (the first ones play)"),
    (lambda rules: mogel.compare([[]], rules=rules, games=1, workers=1, progress=False),
     f"{TWO}: the 4 default bots take a seat each; give players=2 (the first ones play)"),
    (lambda rules: mogel.cheating_pays((1.0,), (0.5,), rules=rules, games=1, workers=1, progress=False),
     f"{TWO}: give players=2"),
    (lambda rules: mogel.lab.sweep("catch_penalty_cards", [1], rules=rules, games=1, workers=1, progress=False),
     f"{TWO}: give players=2"),
], ids=["simulate", "compare", "cheating_pays", "sweep"])
def test_a_two_player_game_is_told_with_the_players_to_give(run, says):
    assert "    players: 2 to 2\n" in DUEL
    rules = mogel.load_rules(text=DUEL, file="duel.mm")
    with pytest.raises(mogel.MogelError, match=re.escape(says) + "$"):
        run(rules)


def test_compares_default_bots_are_cut_to_the_table_given():
    rules = mogel.load_rules(text=DUEL, file="duel.mm")
    result = mogel.compare([[]], rules=rules, players=2, games=1, workers=1, progress=False)
    assert result.rounds.groupby(["table", "seat"]).bot.first()["bots"].tolist() == ["sneaky", "honest"]
