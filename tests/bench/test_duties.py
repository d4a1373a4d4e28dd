"""bench/duties.py counts the bytecodes of generated lines by the duty they do, against the listing
the workload runs: the lab twin's for bots answered at once for simulate, the usual module's for
Game.play()."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import duties  # noqa: E402


def test_each_duty_of_a_simulated_round_is_counted_within_the_generated_code():
    """simulate's bots run the lab twin for bots answered at once, which records no decision and
    tests no answerer, of rules.mm, which lays no card face down: no test of one."""
    total, generated, found = duties.duties("simulate", 1)
    assert set(found) == {name for name, _ in duties.DUTIES}
    assert found.pop("the record of every decision") == 0
    assert found.pop("who answers at once: bots, persons, play_until, face down") == 0
    assert all(n > 0 for n in found.values()), found
    assert sum(found.values()) < generated < total


def test_a_played_game_runs_the_usual_module_which_counts_for_no_lab():
    total, generated, found = duties.duties("play", 1)
    assert found["the lab's counters"] == 0
    assert found["the record of every decision"] > 0 and found["runaway guards: work, steps, the event budget"] > 0


def test_it_prints_the_reference_plus_the_duties(capsys):
    assert duties.main(["--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "duties:" in out and "in all (" in out and "x the reference's speed at best" in out
