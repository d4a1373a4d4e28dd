"""The simulation lab (mogel.lab): simulate, compare, cheating_pays, and `mogel simulate`."""

from __future__ import annotations

import math
import os
import subprocess
import sys

import pandas as pd
import pytest

import mogel
from mogel.cli.commands import main
from mogel.lab import COLUMNS, game_seed, wilson

RULES = mogel.load_rules()


def test_simulate_gives_one_row_per_round_and_seat():
    rounds = mogel.simulate(RULES, games=6, seed=1, workers=1, progress=False)

    assert list(rounds.columns) == COLUMNS
    assert len(rounds) == 6 * 4 * 4          # 6 games, 4 rounds (one per player), 4 seats
    assert rounds.groupby("game")["round"].nunique().eq(4).all()
    assert set(rounds.bot) == {"random"}


def test_rows_agree_with_the_games_they_come_from():
    rounds = mogel.simulate(RULES, games=3, seed=5, workers=1, progress=False)

    for game_id in range(3):
        game = mogel.Game(RULES, [mogel.RandomBot() for _ in range(4)], seed=game_seed(5, game_id)).play()
        rows = rounds[rounds.game == game_id].sort_values(["round", "seat"])
        assert rows.points.tolist() == [p for scores in game.state.history for p in scores]
        finals = rows[rows["round"] == 4].sort_values("seat")
        assert finals.total.tolist() == game.state.totals
        assert sorted(finals[finals.game_winner].seat) == sorted(game.winners)
        cheats = sum(1 for ev in game.events if ev.kind == "cheat")
        assert rows.cheats.sum() == cheats
        caught = sum(1 for ev in game.events if ev.kind == "accuse" and ev.info["right"])
        assert rows.caught.sum() == caught


def test_same_seed_same_table_whatever_the_workers():
    one = mogel.simulate(RULES, games=60, seed=9, workers=1, progress=False)
    two = mogel.simulate(RULES, games=60, seed=9, workers=2, progress=False)
    other = mogel.simulate(RULES, games=60, seed=10, workers=2, progress=False)

    pd.testing.assert_frame_equal(one, two)
    assert not one.equals(other)


def test_bot_settings_and_variants_reach_the_games():
    honest = mogel.simulate(RULES, bots=["honest"] * 4, games=10, seed=2, workers=1, progress=False)
    nobody = mogel.simulate(RULES, variants=["no_cheating"], games=10, seed=2, workers=1, progress=False)
    quick = mogel.simulate(RULES, variants=["quick_game"], games=4, seed=2, workers=1, progress=False)

    assert honest.cheats.sum() == 0
    assert nobody.cheats.sum() == 0
    assert quick.groupby("game")["round"].nunique().eq(2).all()


def test_writes_csv_and_parquet_atomically(tmp_path):
    csv, parquet = tmp_path / "r.csv", tmp_path / "r.parquet"

    frame = mogel.simulate(RULES, games=30, seed=3, workers=1, progress=False, out=csv)
    mogel.simulate(RULES, games=30, seed=3, workers=1, progress=False, out=parquet, keep=False)

    pd.testing.assert_frame_equal(pd.read_csv(csv), frame, check_dtype=False)
    pd.testing.assert_frame_equal(pd.read_parquet(parquet), frame, check_dtype=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.csv", "r.parquet"]


def test_a_bad_output_name_is_refused_and_nothing_is_written(tmp_path):
    with pytest.raises(mogel.MogelError, match="csv"):
        mogel.simulate(RULES, games=2, workers=1, progress=False, out=tmp_path / "r.txt")
    assert list(tmp_path.iterdir()) == []


def test_dask_backend_gives_the_same_table():
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        on_dask = mogel.simulate(RULES, games=50, seed=4, client=client, progress=False)
    here = mogel.simulate(RULES, games=50, seed=4, workers=1, progress=False)

    pd.testing.assert_frame_equal(on_dask, here)


@pytest.mark.parametrize("successes,trials", [(0, 10), (5, 10), (10, 10), (37, 200)])
def test_wilson_interval_contains_the_rate_and_stays_in_bounds(successes, trials):
    rate, low, high = wilson(successes, trials)

    assert 0 <= low <= rate <= high <= 1
    assert rate == successes / trials


def test_wilson_matches_a_known_value():
    rate, low, high = wilson(5, 10)     # textbook: 0.2366 .. 0.7634
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    assert all(math.isnan(x) for x in wilson(0, 0))


def test_compare_plays_each_setup_on_the_same_seeds_beside_a_control():
    result = mogel.compare({"rulebook": [], "no cheating": ["no_cheating"]}, games=20, seed=1,
                           workers=1, progress=False)

    table = result.table
    assert set(table.setup) == {"rulebook", "no cheating"}
    assert set(table.table) == {"bots", "control"}
    assert set(table.measure) == {"win rate", "penalty points per round", "winner's penalty points",
                                  "round length (turns)", "catch rate"}   # rules.mm scores, has cheats and accusations
    known = table.dropna(subset=["value"])
    assert (known.low <= known.value).all() and (known.value <= known.high).all()
    unknown = table[table.value.isna()]
    assert set(zip(unknown.setup, unknown.measure)) == {("no cheating", "catch rate")}   # 0 of 0
    control = result.rounds[result.rounds.table == "control"]
    assert set(control.bot) == {"random"}
    no_cheats = result.rounds[result.rounds.setup == "no cheating"]
    assert no_cheats.cheats.sum() == 0
    figure = result.plot()
    assert len(figure.axes) == 5


def test_cheating_pays_grid_and_heatmap():
    grid = mogel.cheating_pays(rates=(0.0, 1.0), attentions=(0.0, 1.0), games=8, seed=1, workers=1,
                               progress=False)

    assert grid.shape == (2, 2)
    assert not grid.isna().any().any()
    # a sneaky bot that never cheats plays exactly as its honest neighbours do, whatever the attention
    assert grid.loc[0.0, 0.0] == grid.loc[1.0, 0.0]
    # with a blind guard, cheating all the time pays
    assert grid.loc[0.0, 1.0] < grid.loc[0.0, 0.0]
    figure = mogel.plot_heatmap(grid)
    texts = [t.get_text() for t in figure.axes[0].texts]
    assert f"{grid.loc[0.0, 1.0]:.1f}" in texts and len(texts) == 4


def test_cli_simulate_prints_a_summary_and_writes_identical_files(tmp_path, capsys):
    first, second = tmp_path / "a.csv", tmp_path / "b.csv"

    assert main(["simulate", "--games", "40", "--seed", "3", "--workers", "2", "--out", str(first)]) == 0
    out = capsys.readouterr().out
    assert main(["simulate", "--games", "40", "--seed", "3", "--workers", "1", "--out", str(second)]) == 0

    assert "40 games, 160 rounds" in out and "mean round length" in out
    assert first.read_bytes() == second.read_bytes()


def test_cli_simulate_shows_its_bar_on_a_terminal_only(tmp_path):
    import fcntl
    import pty
    import struct
    import termios

    # 25 games, one chunk and so one update: tqdm redraws at most every `mininterval` (0.1 s), and a
    # fast machine or engine plays the 25 within it, leaving only the empty bar its `leave=False`
    # close cleared; TQDM_MININTERVAL=0 (tqdm's own environment default) draws every update
    command = [sys.executable, "-m", "mogel", "simulate", "--games", "25", "--workers", "1"]
    redirected = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, check=True)
    assert "25 games" in redirected.stdout and "game/s" not in redirected.stderr
    screen, terminal = pty.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))   # 24 x 100
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=terminal, cwd=tmp_path,
                            env={**os.environ, "TQDM_MININTERVAL": "0"})
    os.close(terminal)
    shown = b""
    try:
        while chunk := os.read(screen, 4096):
            shown += chunk
    except OSError:   # the program closed the terminal: everything it wrote has been read
        pass
    os.close(screen)
    assert proc.wait() == 0 and b"25/25" in shown and b"game/s" in shown


@pytest.mark.parametrize("args", [["--games", "0"], ["--workers", "0"], ["--out", "x.txt"],
                                  ["--bots", "robot"], ["--variant", "itlian_ant"]])
def test_cli_simulate_refuses_bad_arguments(args, capsys):
    assert main(["simulate", *args]) == 2
    assert "Traceback" not in capsys.readouterr().err


def test_import_mogel_loads_no_pandas_or_matplotlib():
    code = "import sys, mogel; print(sorted(m for m in ('pandas', 'matplotlib', 'ipywidgets') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
