"""What mogel.simulate() takes from a notebook: numpy integers, a Dask client in any state, an
on_chunk callback that changes its chunk, and an out= path under the home folder."""

from __future__ import annotations

import re
import threading
import warnings
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import mogel
from mogel.errors import MogelError
from mogel.lab import runs

RULES = mogel.load_rules()


def quick(**kwargs):
    return mogel.simulate(RULES, **{"workers": 1, "progress": False, **kwargs})


# --- numpy integers ---------------------------------------------------------------------------


@pytest.mark.parametrize("kwargs", [{"seed": np.int64(3)}, {"games": np.int64(3)}, {"workers": np.int32(2)},
                                    {"seed": np.uint8(7), "games": np.int16(2), "workers": np.int8(1)}])
def test_numpy_integers_are_whole_numbers(kwargs):
    """They were refused as "the seed must be a whole number from 0 up, not np.int64(3)"."""
    given = mogel.simulate(RULES, progress=False, **{"games": 2, "workers": 1, **kwargs})
    plain = mogel.simulate(RULES, progress=False, **{"games": 2, "workers": 1,
                                                     **{name: int(value) for name, value in kwargs.items()}})
    pd.testing.assert_frame_equal(given, plain)


def test_a_loop_over_np_arange_gives_the_tables_of_a_loop_over_range():
    by_numpy = [quick(games=1, seed=seed) for seed in np.arange(3)]
    by_range = [quick(games=1, seed=seed) for seed in range(3)]
    for numpy_table, table in zip(by_numpy, by_range):
        pd.testing.assert_frame_equal(numpy_table, table)
    assert not by_range[0].equals(by_range[1])   # the seeds were used


@pytest.mark.parametrize("kwargs, says", [
    ({"seed": np.float64(3.0)}, r"the seed must be a whole number from 0 up, not np.float64\(3.0\)"),
    ({"seed": np.bool_(True)}, "the seed must be a whole number from 0 up"),
    ({"seed": np.int64(-1)}, r"the seed must be a whole number from 0 up, not np.int64\(-1\)"),
    ({"games": 3.0}, "the number of games must be a whole number of at least 1, not 3.0"),   # as --games 3.0
    ({"games": True}, "the number of games must be a whole number"),
    ({"games": np.int64(0)}, "the number of games must be a whole number of at least 1"),
    ({"workers": np.float32(2)}, "the number of workers must be a whole number of at least 1"),
    ({"workers": False}, "the number of workers must be a whole number of at least 1, not False"),
])
def test_floats_bools_and_too_small_numpy_numbers_are_still_refused(kwargs, says):
    chunks = []
    with pytest.raises(MogelError, match=says):
        quick(**{"games": 1, "on_chunk": chunks.append, **kwargs})
    assert chunks == []


# --- a Dask client --------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as running:
        yield running


def refused_before_any_game(tmp_path, says, **kwargs):
    """simulate(**kwargs) raises a MogelError matching `says`, with no chunk seen and no file left."""
    chunks = []
    with pytest.raises(MogelError, match=says):
        mogel.simulate(RULES, games=30, progress=False, out=tmp_path / "r.csv", on_chunk=chunks.append, **kwargs)
    assert chunks == [] and list(tmp_path.iterdir()) == []


def test_a_closed_dask_client_is_refused_before_any_game(cluster, tmp_path):
    """It raised AttributeError: 'NoneType' object has no attribute 'ncores'."""
    distributed = pytest.importorskip("dask.distributed")
    client = distributed.Client(cluster)
    client.close()
    refused_before_any_game(tmp_path, r"^the Dask client is closed: connect a new one, e.g. client = Client\(cluster\)",
                            client=client)
    with distributed.Client(cluster) as again:   # the way out the message gives
        pd.testing.assert_frame_equal(mogel.simulate(RULES, games=2, seed=np.int64(5), client=again, progress=False),
                                      quick(games=2, seed=5))


def test_a_dask_client_together_with_workers_is_refused(cluster, tmp_path):
    """workers= was silently ignored when a client was given."""
    distributed = pytest.importorskip("dask.distributed")
    with distributed.Client(cluster) as client:
        refused_before_any_game(tmp_path, "workers=2 is the number of processes on this machine, and client= plays "
                                          "on the Dask cluster's workers instead: give one or the other",
                                client=client, workers=2)
        refused_before_any_game(tmp_path, "workers=1 is the number", client=client, workers=1)


def test_a_dask_cluster_of_no_workers_is_refused_instead_of_waiting_for_ever(tmp_path):
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=0, processes=True, host="127.0.0.1", dashboard_address=None) as empty, \
            distributed.Client(empty) as client:
        raised = []

        def run():
            try:
                refused_before_any_game(tmp_path, "^the Dask client has no workers, so no game could be played: "
                                                  r"start some first, e.g. cluster.scale\(4\)", client=client)
            except BaseException as err:   # handed to the test below
                raised.append(err)
            else:
                raised.append(None)

        runner = threading.Thread(target=run, daemon=True)
        runner.start()
        runner.join(timeout=60)
        assert raised, "simulate() waited for workers that never come"
        if raised[0] is not None:
            raise raised[0]


# --- on_chunk ---------------------------------------------------------------------------------


def meddle(frame):
    """A callback that changes its chunk every way it can."""
    frame["extra"] = 1
    frame["points"] = -1
    frame.loc[:, "bot"] = "nobody"
    del frame["turns"]
    with warnings.catch_warnings():   # pandas 3.1 deprecates inplace=, and a notebook may still use it
        warnings.simplefilter("ignore")
        frame.drop(frame.index[::2], inplace=True)


@pytest.mark.parametrize("name, read", [("r.csv", pd.read_csv), ("r.parquet", pd.read_parquet)])
def test_an_on_chunk_that_changes_its_chunk_changes_neither_the_table_nor_the_file(tmp_path, name, read):
    """It changed the returned table (not the file): the two disagreed with each other."""
    target = tmp_path / name
    games = 2 * runs.CHUNK + 1   # three chunks
    meddled = quick(games=games, out=target, on_chunk=meddle)
    played = quick(games=games)
    pd.testing.assert_frame_equal(meddled, played)
    pd.testing.assert_frame_equal(read(target), played, check_dtype=False)


def test_on_chunk_gets_the_rows_as_played():
    seen = []
    played = quick(games=30, on_chunk=seen.append)
    assert len(seen) == 2
    pd.testing.assert_frame_equal(pd.concat(seen, ignore_index=True), played)


# --- out= under the home folder -------------------------------------------------------------


def test_a_tilde_in_out_is_the_home_folder(tmp_path, monkeypatch):
    """out="~/x.csv" said "the folder ~ does not exist"."""
    home, work = tmp_path / "home", tmp_path / "work"
    home.mkdir()
    work.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(work)
    written = quick(games=2, out="~/r.csv")
    pd.testing.assert_frame_equal(pd.read_csv(home / "r.csv"), written, check_dtype=False)
    quick(games=1, out=Path("~") / "r.parquet")
    assert len(pd.read_parquet(home / "r.parquet")) == 16
    with pytest.raises(MogelError, match=re.escape(f"out='~/nowhere/x.csv': the folder {home / 'nowhere'} "
                                                   f"does not exist")):
        quick(games=1, out="~/nowhere/x.csv")
    assert list(work.iterdir()) == [] and sorted(p.name for p in home.iterdir()) == ["r.csv", "r.parquet"]


# --- a game of the table played again --------------------------------------------------------


def test_a_game_of_the_table_is_played_again_by_mogel_play_with_its_game_seed(capsys, tmp_path):
    """README: game g of a run seeded s is `mogel play --seed game_seed(s, g)` with the same bots."""
    import json

    from conftest import run_cli

    table = quick(games=4, seed=11, bots=["random", "sneaky", "honest", "random"])
    log = tmp_path / "g2.jsonl"
    code, _, _ = run_cli(capsys, "play", "--seed", str(mogel.game_seed(11, 2)),
                         "--bots", "random,sneaky,honest,random", "--log", str(log))
    assert code == 0
    scored = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    scores = [ev["scores"] for ev in scored if ev.get("kind") == "round_scored"]
    game = table[table.game == 2].sort_values(["round", "seat"])
    assert scores == [list(r.points) for _, r in game.groupby("round")]
    assert scores != [list(r.points) for _, r in table[table.game == 1].sort_values(["round", "seat"]).groupby("round")]
