"""`mogel.simulate(players=N)` and `mogel.compare(players=N)` seat the bots round the table as
`mogel simulate --players N` does (trial 21: Python had no players= though the command line has
--players): the bots repeated, the default bots cut to the table, more bots than players and a
table the rules are not played by refused before any game, with the players= that would help."""

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
    ({"players": 2}, "Cheating Moth is played by 3 to 5 players, not 2"),
    ({"players": 6, "bots": ["honest"]}, "Cheating Moth is played by 3 to 5 players, not 6"),
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
