"""The lab's progress bar (tqdm) only where someone can see it: on a terminal's stderr or in a
notebook, never in a pipe or a CI log, which filled with its redraws (a new user's trial);
`progress=True` / `mogel simulate --progress` ask for it anywhere.

Each case runs a real process whose stderr is a pipe, as in CI."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _stderr(*argv) -> str:
    done = subprocess.run([sys.executable, *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                          timeout=300, text=True)
    assert done.returncode == 0, done.stderr
    return done.stderr


@pytest.mark.parametrize("asked, shown", [("", False), (", progress=None", False), (", progress=True", True)])
def test_simulate_draws_no_bar_into_a_pipe_unless_asked(asked, shown):
    err = _stderr("-c", f"import mogel; mogel.simulate(games=2, workers=1{asked})")
    assert ("/2 [" in err) == shown, err
    if not shown:
        assert err == ""


@pytest.mark.parametrize("asked, shown", [((), False), (("--progress",), True)])
def test_mogel_simulate_draws_no_bar_into_a_pipe_unless_asked(asked, shown):
    err = _stderr("-m", "mogel", "simulate", "--games", "2", "--workers", "1", *asked)
    assert ("/2 [" in err) == shown, err
    if not shown:
        assert err == ""


def test_progress_is_true_false_or_none():
    import mogel

    with pytest.raises(mogel.MogelError, match="progress must be True, False or None, not 'yes'"):
        mogel.simulate(games=1, workers=1, progress="yes")
