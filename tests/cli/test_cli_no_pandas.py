"""The commands README says need nothing beyond the Quick start's `pip install .` run without
pandas (readme27: every `mogel compile` stopped with a ModuleNotFoundError traceback, because
reading mogel.lab.rows imported the whole lab and so pandas).  Run as real processes with pandas
unimportable (None in sys.modules makes `import pandas` raise ImportError), as
tests/cli/test_cli_seat_core.py runs the seat without the notebook extra; `mogel simulate`, which
makes a table, still says in one line that it needs the sim extra."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BLOCKED = ("import sys\n"
           "sys.modules['pandas'] = None\n"
           "from mogel.__main__ import run\n"
           "sys.argv = ['mogel', *sys.argv[1:]]\n"
           "run()\n")


def mogel_without_pandas(*args: str, stdin: str = ""):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MOGEL_CACHE": "0"}
    return subprocess.run([sys.executable, "-c", BLOCKED, *args], input=stdin, capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=600)


@pytest.mark.parametrize("args", [("compile", "--plain"), ("compile", "--plain", "--lab"),
                                  ("compile", "--plain", "--game", "cheat", "--lab"), ("check",), ("variants",)])
def test_compile_check_and_variants_run_without_pandas(args):
    done = mogel_without_pandas(*args)
    assert (done.returncode, done.stderr) == (0, "")
    if args[0] == "compile":
        assert "def " in done.stdout and "import pandas" not in done.stdout


def test_compile_tells_a_broken_rules_file_as_check_does_without_pandas():
    done = mogel_without_pandas("compile", "-", stdin="game x\n")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("stdin:1:7: ")


def test_simulate_without_pandas_says_it_needs_the_sim_extra_in_one_line():
    done = mogel_without_pandas("simulate", "--games", "2")
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == ('mogel: mogel simulate needs the sim extra (pandas is missing): pip install "mogel[sim]" '
                           '(in a clone of mogel: pip install ".[sim]")\n')
