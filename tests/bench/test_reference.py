"""bench/reference.py, the hand-written Mogel Motte of issue 18, plays the engine's games: the same
events, decisions and lab rows for the same seeds (`python bench/reference.py --check 300` is
the full run; here 30 games and the rarer paths)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import reference  # noqa: E402
import reference_check  # noqa: E402

import mogel  # noqa: E402
from mogel.lab import run_rows  # noqa: E402


@pytest.fixture(scope="module")
def rules():
    return mogel.load_rules()


def test_thirty_lab_games_have_the_engines_events_and_decisions(rules):
    for index in range(30):
        seed = mogel.game_seed(0, index)
        engine = reference_check.engine_log(rules, seed)
        assert reference_check.first_difference(engine, reference_check.reference_log(seed)) is None, index
        assert sum(entry[:2] == ("event", "round_scored") for entry in engine) == 4


def test_thirty_lab_games_give_the_labs_rows():
    lab = [row for rows in run_rows(games=30, seed=0, workers=1, progress=False) for row in rows]
    assert reference.run(30) == lab
    assert len(lab) == 30 * 4 * 4


def test_an_endless_round_and_reshuffles_of_honest_random_bots_are_the_engines(rules):
    """Game 1173 of the lab's seed 0 with random bots that never cheat: a round that reaches 300
    turns (rules.mm `endless`) and three refills of the draw pile (`when empty:`)."""
    seed = mogel.game_seed(0, 1173)
    engine = reference_check.engine_log(rules, seed, cheat_rate=0.0)
    assert reference_check.first_difference(engine, reference_check.reference_log(seed, cheat_rate=0.0)) is None
    ends = [entry[4][2] for entry in engine if entry[:2] == ("event", "round_end")]
    assert "endless" in ends
    assert sum(entry[:2] == ("event", "shuffle") for entry in engine) == 4 + 3


@pytest.mark.parametrize("players", [3, 5])
def test_three_and_five_players_are_the_engines(rules, players):
    for index in range(3):
        seed = mogel.game_seed(0, index)
        engine = reference_check.engine_log(rules, seed, players)
        assert reference_check.first_difference(engine, reference_check.reference_log(seed, players)) is None


def test_a_bot_that_cheats_a_little_more_is_told_at_its_first_other_answer(rules):
    """The check is no formality: reference bots cheating at 0.25 instead of 0.2 play the same
    game until a countdown of theirs comes out shorter, and the logs differ just there: at a
    chance the engine's bot lets pass, the reference's hides a card."""
    seed = mogel.game_seed(0, 0)
    engine, other = reference_check.engine_log(rules, seed), reference_check.reference_log(seed, cheat_rate=0.25)
    at = reference_check.first_difference(engine, other)
    assert at is not None and at > 50
    assert engine[:at] == other[:at]
    seat = engine[at - 1][1]
    assert engine[at - 1] == ("trial", seat, "cheat") and engine[at][0] == "trial"
    assert other[at][:3] == ("decide", seat, "cheat") and other[at][4] is not None


def test_the_reference_imports_nothing_of_mogel():
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import reference; reference.run(2); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'mogel'))")
    done = subprocess.run([sys.executable, "-c", code, str(BENCH)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
