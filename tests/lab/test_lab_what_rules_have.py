"""The lab tells what the rules have (trial 25, item 24): a trick game with no cheats (Hearts, as
two users wrote it from their rulebooks) gets points, not a catch rate of NaN; a length that is
a constant of the rules (each trick 4 turns at 4 players) is not told as a mean; nobody "goes
out" where every hand is played out; and a top level without `name:` that is the whole game is
a game ("Partie") in German, not "game"."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

pd = pytest.importorskip("pandas")

import mogel  # noqa: E402
from mogel.lab import compare, simulate, summarise  # noqa: E402
from conftest import run_cli  # noqa: E402

FAST = {"workers": 1, "progress": False}
TESTS = Path(__file__).resolve().parents[1]
HEARTS = TESTS / "games" / "hearts.mm"                 # `level game:` (no name), round, `level trick:` (13 times)
TRIAL_HEARTS = TESTS / "cli" / "trial25" / "var_breaks.mm"   # the trial's: round named "hand", shooting the moon


@pytest.mark.parametrize("path", [HEARTS, TRIAL_HEARTS])
def test_compare_of_a_trick_game_tells_points_and_no_catch_rate(path):
    result = compare({"rulebook": []}, rules=str(path), games=6, seed=2, **FAST)
    table = result.table
    assert "catch rate" not in set(table.measure)      # nobody can cheat or accuse: no row of NaN
    assert not table.value.isna().any()
    points = table[table.measure == "penalty points per game"]   # the fewest points win Hearts
    assert set(zip(points.table, points.bot)) == {("bots", "sneaky"), ("bots", "honest"), ("bots", "random"),
                                                   ("control", "random")}
    assert ((points.low < points.value) & (points.value < points.high)).all()
    rounds = result.rounds[result.rounds.table == "bots"]
    sneaky = rounds[rounds.bot == "sneaky"].groupby("game").points.mean().mean()
    assert points[(points.table == "bots") & (points.bot == "sneaky")].value.iloc[0] == pytest.approx(sneaky)
    winner = table[table.measure == "winner's penalty points"]
    final = rounds.sort_values("round").drop_duplicates(["game", "seat"], keep="last")
    assert winner[winner.table == "bots"].value.iloc[0] == pytest.approx(final[final.game_winner].groupby(
        "game").total.mean().mean())
    assert (winner.value < points.value.max()).all()     # the lowest total wins
    length = table[table.measure.str.contains(" length ")]
    assert set(length.measure) == {"game length (turns)"}   # not "trick length (turns)": 4.0 every time
    assert (length.value > 52).all() and (length.low < length.high).all()
    axes = result.plot().axes
    assert [ax.get_title() for ax in axes] == ["win rate", "penalty points\nper game", "winner's penalty\npoints",
                                               "game length (turns)"]
    assert axes[1].get_ylabel() == "mean penalty points per game\n(fewer is better)"


def test_the_rules_with_cheats_and_accusations_keep_their_catch_rate_beside_their_points():
    rules = mogel.load_rules()
    rows = simulate(rules, bots=["sneaky", "honest", "honest", "random"], games=4, seed=1, **FAST)
    table = summarise(rows, rules).set_index(["measure", "bot"])
    assert table.loc[("catch rate", ""), "value"] == pytest.approx(rows.caught.sum() / rows.cheats.sum())
    assert table.loc[("penalty points per round", "sneaky"), "value"] == pytest.approx(
        rows[rows.bot == "sneaky"].groupby("game").points.mean().mean())
    assert ("round length (turns)", "") in table.index
    plain = summarise(rows)                              # without the rules: what it always told
    assert list(plain.measure) == ["win rate"] * 3 + ["round length (turns)", "catch rate"]


def test_mogelei_points_may_be_below_zero_and_its_figure_shows_them():
    rules = mogel.load_rules(game="mogelei")
    result = compare({"rulebook": []}, rules=rules, games=3, seed=0, **FAST)
    points = result.table[result.table.measure == "points per game"]
    assert (points.value < 0).any()
    axis = [ax for ax in result.plot().axes if ax.get_title() == "points per game"][0]
    assert axis.get_ylim()[0] < points.value.min()


def test_nobody_went_out_where_every_hand_is_played_out():
    hearts = simulate(str(HEARTS), games=3, seed=0, **FAST)
    assert not hearts.went_out.any()                     # every hand empty at the end: nobody went out
    ours = simulate(games=5, seed=0, **FAST)             # rules.mm: the one who empties the hand ends the round
    per_round = ours.groupby(["game", "round"]).went_out.sum()
    assert per_round.max() == 1 and per_round.sum() > 0


def test_one_part_cannot_show_that_a_length_is_constant():
    rows = simulate(str(HEARTS), games=1, seed=0, **FAST)
    table = summarise(rows, mogel.load_rules(HEARTS))
    assert "trick length (turns)" in set(table.measure)  # one game: 4.0 says nothing yet of other games
    assert table[table.measure == "trick length (turns)"].value.iloc[0] == 4.0


@pytest.mark.parametrize("lang, head, columns, length", [
    ("en", "4 games in ", "seat  bot      points/game  win rate", "mean game length: {} turns (trick: always 4 turns)"),
    ("de", "4 Partien in ", "Sitz  Bot            Punkte/Partie  Siegquote",
     "mittlere L\u00e4nge je Partie: {} Z\u00fcge (Stich: immer 4 Z\u00fcge)"),
])
def test_mogel_simulate_of_hearts_says_what_hearts_has(tmp_path, capsys, lang, head, columns, length):
    out_file = tmp_path / "h.csv"
    code, out, err = run_cli(capsys, "simulate", HEARTS, "--games", 4, "--workers", 1, "--lang", lang,
                             "--out", out_file)
    lines = out.splitlines()
    assert (code, err) == (0, "")
    assert lines[0].startswith(head) and "(level" not in lines[0] and "Ebene" not in lines[0]
    assert lines[1] == columns                          # no cheats, no caught: nobody can cheat
    rows = pd.read_csv(out_file)
    parts = rows.drop_duplicates(["game", "round"])
    mean = f"{parts.length.mean():.1f}"
    assert length.format(mean if lang == "en" else mean.replace(".", ",")) in lines
    assert not any("trick length" in line or "L\u00e4nge je Stich" in line for line in lines)
    if lang == "de":                                    # the whole game is a "Partie", not the identifier
        assert not any("game" in line for line in lines)


@pytest.mark.parametrize("lang, columns", [
    ("en", "seat  bot      points/round  win rate  cheats/round  caught (% of its cheats)"),
    ("de", "Sitz  Bot            Punkte/Runde  Siegquote  Schummeleien/Runde  erwischt (% seiner Schummeleien)"),
])
def test_mogel_simulate_of_rules_with_cheats_keeps_their_columns(capsys, lang, columns):
    code, out, err = run_cli(capsys, "simulate", "--games", 2, "--workers", 1, "--lang", lang)
    assert (code, err) == (0, "") and out.splitlines()[1] == columns
    assert out.splitlines()[-1].startswith(("mean round length: ", "mittlere Rundenl\u00e4nge: "))


def test_a_catch_rate_of_no_cheats_is_still_nan_where_the_rules_have_cheats():
    rules = mogel.load_rules()
    rows = simulate(rules, bots=["honest"] * 4, games=2, seed=0, **FAST)
    rate = summarise(rows, rules).set_index("measure").loc["catch rate"]
    assert math.isnan(rate.value)                        # the rules have cheats: nobody cheated, a finding
