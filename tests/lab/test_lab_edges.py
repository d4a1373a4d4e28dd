"""The simulation lab at its edges: bad arguments and output files are refused before any
game is played, huge runs stay lazy, and the command line streams, stops and explains."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

import mogel
from mogel.errors import MogelError
from mogel.lab import pool, runs
from mogel.play.record import load_record
from conftest import wait_for_first_rows
from conftest import run_cli as run

RULES = mogel.load_rules()


def quick(**kwargs):
    return mogel.simulate(RULES, **{"workers": 1, "progress": False, **kwargs})


@pytest.mark.parametrize("name, prepare, says", [
    ("folder.csv", lambda p: p.mkdir(), "is a folder"),
    ("missing/x.csv", lambda p: None, "does not exist"),
    ("results.txt", lambda p: None, "needs a .csv file or a .parquet file"),
    ("locked.csv", lambda p: (p.write_text("kept\n"), p.chmod(0o444)), "read-only, so it is not replaced"),
])
def test_a_bad_results_file_is_refused_before_any_game_is_played(tmp_path, name, prepare, says):
    target = tmp_path / name
    prepare(target)
    chunks = []
    with pytest.raises(MogelError, match=says):
        quick(games=50, out=target, on_chunk=chunks.append)
    assert chunks == []
    if name == "locked.csv":
        assert target.read_text() == "kept\n" and not target.stat().st_mode & 0o222
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted({name.split("/")[0]} - {"missing", "results.txt"})


def test_a_folder_where_nothing_can_be_written_is_refused_at_once(tmp_path):
    folder = tmp_path / "shut"
    folder.mkdir()
    folder.chmod(0o555)
    if os.access(folder, os.W_OK):   # root writes anywhere; /proc takes no new files even from root
        folder = Path("/proc")
    with pytest.raises(MogelError, match=r"cannot write in .*: ") as err:
        quick(games=50, out=folder / "x.csv")
    assert ".tmp" not in str(err.value)


@pytest.mark.parametrize("kwargs, says", [
    ({"games": 2.5}, "number of games must be a whole number"),
    ({"games": "10"}, "number of games must be a whole number"),
    ({"games": -1}, "at least 1"),
    ({"games": 0}, "the number of games must be a whole number of at least 1, not 0"),   # as --games 0
    ({"seed": "abc"}, "seed must be a whole number"),
    ({"seed": 1.0}, "seed must be a whole number"),
    ({"seed": True}, "seed must be a whole number"),
    ({"seed": -1}, "the seed must be a whole number from 0 up, not -1"),   # as mogel.Game
    ({"workers": 0}, "number of workers"),
    ({"workers": "2"}, "number of workers"),
    ({"bots": "sneaky"}, "one bot per seat"),
    ({"bots": ["sneaky:cheat_rate=2"] * 4}, "cheat_rate must be between 0 and 1"),
    ({"bots": [5] * 4}, "each seat needs an agent such as mogel.make_bot"),
    ({"variants": [1]}, "names of variants"),
    ({"on_chunk": 5}, "on_chunk must be a function"),
    ({"client": "tcp://127.0.0.1:1"}, "client must be a dask.distributed Client"),
    ({"keep": "no"}, "keep must be True or False"),
])
def test_bad_arguments_are_mogel_errors(kwargs, says):
    with pytest.raises(MogelError, match=says):
        quick(**{"games": 1, **kwargs})


def test_a_run_of_no_games_is_refused_as_mogel_simulate_games_0_is():
    """simulate(games=0) returned an empty table while `mogel simulate --games 0` is a usage error."""
    from mogel.lab import run_rows

    with pytest.raises(MogelError, match="number of games must be a whole number of at least 1, not 0"):
        next(run_rows(RULES, games=0, workers=1, progress=False))
    with pytest.raises(MogelError, match="at least 1, not 0"):
        mogel.simulate(RULES, games=0, workers=1, progress=False, keep=False, on_chunk=lambda frame: None)


def test_a_human_seat_is_refused_before_any_game_is_played():
    """It said "a human seat is waiting: use advance(answer) ...", which simulate cannot do."""
    chunks = []
    with pytest.raises(MogelError, match=r"^simulate plays bots only: seat 0 is an interactive seat \(Human\)"):
        quick(games=30, bots=[mogel.Human(), "honest", "honest"], on_chunk=chunks.append)
    assert chunks == []


def test_keep_false_with_nowhere_for_the_rows_is_refused():
    """keep=False without out= or on_chunk= played every game and returned an empty table."""
    with pytest.raises(MogelError, match="keep=False keeps no rows, and there is no out= file nor on_chunk= "
                                         "function to hand them to"):
        quick(games=1000, keep=False)


def test_rules_must_be_rules_a_path_or_none():
    with pytest.raises(MogelError, match="rules: a path, loaded rules"):
        mogel.simulate(0, games=1, workers=1, progress=False)   # not stdin's file descriptor


def test_a_variant_name_alone_is_a_list_of_one_and_none_means_the_defaults():
    alone, listed = quick(games=4, variants="quick_game"), quick(games=4, variants=["quick_game"])
    pd.testing.assert_frame_equal(alone, listed)
    assert alone.groupby("game")["round"].max().eq(2).all()
    pd.testing.assert_frame_equal(quick(games=2, variants=None, bots=None), quick(games=2))


def test_an_empty_run_has_the_columns_dtypes():
    empty, full = quick(games=1, keep=False, on_chunk=lambda frame: None), quick(games=1)
    assert empty.empty and dict(empty.dtypes) == dict(full.dtypes)


def test_a_huge_run_is_lazy_and_stops_when_its_caller_does():
    """10**12 games: no job list is built up front; the caller's exception ends the run."""
    class Enough(Exception):
        pass

    seen = []

    def two_chunks(frame):
        seen.append(len(frame))
        if len(seen) == 2:
            raise Enough

    for workers in (1, 2):
        seen.clear()
        with pytest.raises(Enough):
            mogel.simulate(RULES, games=10 ** 12, workers=workers, progress=False, keep=False, on_chunk=two_chunks)
        assert seen == [runs.CHUNK * 4 * 4] * 2   # a row per seat and round: four seats, four rounds a game


def test_no_more_worker_processes_than_cores_or_chunks(monkeypatch):
    started = []

    class Pool(pool.ProcessPoolExecutor):
        def __init__(self, max_workers, **kwargs):
            started.append(max_workers)
            super().__init__(max_workers=max_workers, **kwargs)

    monkeypatch.setattr(pool, "ProcessPoolExecutor", Pool)
    many = mogel.simulate(RULES, games=3 * runs.CHUNK, workers=64, progress=False)
    pd.testing.assert_frame_equal(many, quick(games=3 * runs.CHUNK))
    assert started == [] if (os.cpu_count() or 1) == 1 else started == [min(os.cpu_count(), 3)]


def test_a_missing_progress_bar_package_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "tqdm.auto", None)
    with pytest.raises(MogelError, match=r'needs tqdm.auto: pip install "mogel\[sim\]"'):
        quick(games=1, progress=True)
    assert len(quick(games=1)) == 16   # without a bar tqdm is not needed


def test_a_script_without_a_main_guard_gets_a_hint_not_a_broken_pool(tmp_path):
    script = tmp_path / "unguarded.py"
    script.write_text("import multiprocessing\nmultiprocessing.set_start_method('spawn', force=True)\n"
                      "import mogel\nmogel.simulate(games=60, workers=2, progress=False)\n")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 1
    assert 'if __name__ == "__main__":' in done.stderr.splitlines()[-1]
    assert done.stderr.count("Traceback") == 1   # the script's own; the workers leave quietly


def test_bots_given_as_text_take_settings_and_the_bot_column_shows_them():
    rounds = quick(games=4, bots=["sneaky:cheat_rate=0.1", "sneaky:cheat_rate=0.9:attention=0.8", "honest",
                                  mogel.make_bot("random", cheat_rate=0.2)])
    labels = rounds.drop_duplicates("seat").bot.tolist()
    assert labels == ["sneaky:cheat_rate=0.1", "sneaky:cheat_rate=0.9:attention=0.8", "honest", "random"]
    cheats = rounds.groupby("seat").cheats.sum()
    assert cheats[1] > cheats[0] and cheats[2] == 0


def test_parquet_rows_go_in_few_row_groups(tmp_path):
    import pyarrow.parquet as pq

    target = tmp_path / "r.parquet"
    frame = quick(games=40, out=target)
    assert pq.ParquetFile(target).metadata.num_row_groups == 1   # 40 games: 640 rows, one group
    pd.testing.assert_frame_equal(pd.read_parquet(target), frame, check_dtype=False)


def test_replacing_a_results_file_keeps_its_permissions(tmp_path):
    target = tmp_path / "r.csv"
    quick(games=2, out=target)
    target.chmod(0o640)
    quick(games=1, out=target)
    assert target.stat().st_mode & 0o777 == 0o640 and len(target.read_text().splitlines()) == 1 + 16


@pytest.mark.parametrize("name, old", [("notes.csv", b"my own table\n1,2\n"), ("x.parquet", b"not parquet"),
                                       ("grades.parquet", "another table"), ("broken.parquet", b"PAR1 and then junk")])
def test_a_file_that_is_not_a_results_table_is_not_replaced(tmp_path, name, old):
    target = tmp_path / name
    if old == "another table":   # a Parquet file of other columns
        pd.DataFrame({"student": ["Ada"], "grade": [1]}).to_parquet(target)
        old = target.read_bytes()
    target.write_bytes(old)
    with pytest.raises(MogelError, match="exists and is not a mogel results table, so it is not replaced"):
        quick(games=1, out=target)
    assert target.read_bytes() == old and sorted(p.name for p in tmp_path.iterdir()) == [name]


def test_an_empty_file_and_a_results_table_are_replaced(tmp_path):
    empty, parquet = tmp_path / "empty.csv", tmp_path / "r.parquet"
    empty.touch()
    quick(games=1, out=empty)
    quick(games=2, out=parquet)
    quick(games=1, out=parquet)
    assert len(empty.read_text().splitlines()) == 17 and len(pd.read_parquet(parquet)) == 16


def test_a_file_this_user_may_not_write_is_not_replaced(tmp_path, monkeypatch):
    """A file with a write bit for its owner only, seen by another user (simulated: root may write anything)."""
    target = tmp_path / "theirs.csv"
    quick(games=1, out=target)
    before = target.read_bytes()
    monkeypatch.setattr(os, "access", lambda path, mode, **kw: not (mode & os.W_OK and Path(path) == target))
    with pytest.raises(MogelError, match="read-only, so it is not replaced"):
        quick(games=1, out=target)
    assert target.read_bytes() == before


def test_a_folder_path_and_a_dangling_link_are_refused_by_what_is_wrong(tmp_path):
    with pytest.raises(MogelError, match="is a folder"):
        quick(games=1, out=f"{tmp_path}/x.csv/")
    (tmp_path / "dangling.csv").symlink_to(tmp_path / "nowhere" / "x.csv")
    with pytest.raises(MogelError, match=f"the folder {tmp_path / 'nowhere'} does not exist"):
        quick(games=1, out=tmp_path / "dangling.csv")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dangling.csv"]


def test_compare_and_the_sweep_refuse_what_they_cannot_use():
    with pytest.raises(MogelError, match="the same set of variants twice"):
        mogel.compare([["quick_game"], ["quick_game"]], games=1, workers=1, progress=False)
    with pytest.raises(MogelError, match="at least 1 game"):
        mogel.compare([[]], games=0)
    with pytest.raises(MogelError, match="cheat rate must be a number from 0 to 1"):
        mogel.cheating_pays(rates=(1.5,))
    with pytest.raises(MogelError, match="grid of numbers from cheating_pays"):
        mogel.plot_heatmap(quick(games=1))
    with pytest.raises(MogelError, match=r"cheating_pays\(\), not None"):
        mogel.plot_heatmap(None)
    for setups in (None, 5, "italian_ant", {"a": 5}):
        with pytest.raises(MogelError, match="compare needs a list of variant lists|a setup is a list"):
            mogel.compare(setups, games=1)
    for kwargs in ({"rates": 0.5}, {"rates": None}, {"rates": []}, {"attentions": ()}):
        with pytest.raises(MogelError, match="must be a list of numbers from 0 to 1"):
            mogel.cheating_pays(**kwargs)
    with pytest.raises(MogelError, match="opponents must be a whole number"):
        mogel.cheating_pays(opponents=2.5)
    for games in (0, -1, 2.5):   # a cell of no games was a grid of NaN
        with pytest.raises(MogelError, match="cheating_pays needs at least 1 game per cell"):
            mogel.cheating_pays(games=games)
    alone = mogel.compare(["quick_game"], games=2, workers=1, progress=False)
    assert set(alone.table.setup) == {"quick_game"} and alone.rounds.groupby("game")["round"].max().eq(2).all()


# --- the command line ------------------------------------------------------------------------


def test_cli_summary_streams_and_agrees_with_the_written_rows(tmp_path, capsys):
    out = tmp_path / "r.csv"
    code, printed, _ = run(capsys, "simulate", "--games", "30", "--workers", "1", "--out", out,
                           "--variant", "quick_game")   # given twice, it is refused (tests/cli/test_cli_trial27.py)
    assert code == 0
    rows = pd.read_csv(out)
    lines = printed.splitlines()
    assert lines[0].startswith(f"30 games, {len(rows.drop_duplicates(['game', 'round']))} rounds")
    assert lines[0].endswith("variants: quick_game")
    for seat, group in rows.groupby("seat"):
        line = lines[2 + seat].split()
        assert float(line[2]) == round(group.points.mean(), 2)
        assert float(line[4]) == round(group.cheats.mean(), 2)


def test_cli_says_when_ties_make_win_rates_add_up_to_more_than_all(tmp_path, capsys):
    out = tmp_path / "r.csv"
    _, printed, _ = run(capsys, "simulate", "--games", "20", "--seed", "5", "--workers", "1", "--out", out)
    rows = pd.read_csv(out).drop_duplicates(["game", "seat"])
    tied = rows.groupby("game").game_winner.sum().gt(1).any()
    assert tied == ("shares it on a tie" in printed)
    assert tied   # seed 5 has a tied game among its 20 (so the note is tested, not skipped)


def test_cli_one_game_is_one_game(capsys):
    assert run(capsys, "simulate", "--games", "1", "--workers", "1")[1].startswith("1 game, ")


def test_cli_bots_take_settings(tmp_path, capsys):
    save = tmp_path / "g.mogel"
    code, _, _ = run(capsys, "play", "--quiet", "--bots", "sneaky:cheat_rate=1:attention=0.2,honest,honest",
                     "--save", save)
    assert code == 0
    seats = load_record(save).record.seats
    assert seats[0]["bot"] == "sneaky" and seats[0]["cheat_rate"] == 1.0 and seats[0]["attention"] == 0.2
    assert seats[1]["bot"] == "honest" and seats[1]["cheat_rate"] == 0.0


@pytest.mark.parametrize("bots, says", [
    ("sneaky:cheat_rat=1", "unknown setting 'cheat_rat'"),
    ("sneaky:cheat_rate=2", "cheat_rate must be between 0 and 1"),
    ("sneaky:cheat_rate=lots", "cheat_rate needs a number"),
    ("robot:cheat_rate=1", "unknown bot 'robot'"),
])
def test_cli_bad_bot_settings_are_usage_errors(capsys, bots, says):
    code, _, err = run(capsys, "simulate", "--games", "1", "--bots", f"{bots},random,random")
    assert code == 2 and says in err


@pytest.mark.parametrize("out", ["/proc/x.csv", "/sys/x.parquet"])
def test_cli_refuses_an_unwritable_place_before_playing(capsys, out):
    code, printed, err = run(capsys, "simulate", "--games", "100000", "--out", out)
    assert code == 2 and printed == "" and f"--out {out}: cannot write in " in err and ".tmp" not in err


def test_sigterm_ends_a_simulation_cleanly(tmp_path):
    out = tmp_path / "results.csv"
    proc = subprocess.Popen([sys.executable, "-m", "mogel", "simulate", "--games", "100000", "--workers", "2",
                             "--out", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=tmp_path)
    wait_for_first_rows(proc, tmp_path)
    proc.send_signal(signal.SIGTERM)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 143, stderr
    assert "Traceback" not in stdout + stderr and stderr.strip() == "mogel: terminated"
    assert sorted(p.name for p in tmp_path.iterdir()) == []
