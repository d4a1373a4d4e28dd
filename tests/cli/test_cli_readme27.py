"""What a newcomer following README found (readme27, the smaller points): `mogel replay` of one's
own unfinished seat game marks the seat as the live game did when it stopped."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "MOGEL_CACHE": "0"}


def mogel(*args, stdin: str = "", cwd: Path) -> str:
    done = subprocess.run([sys.executable, "-m", "mogel", *map(str, args)], input=stdin, capture_output=True,
                          text=True, env=ENV, cwd=cwd, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_replay_of_a_seat_stopped_at_a_race_marks_it_to_decide_as_the_live_game_did(tmp_path):
    """Seed 7: the third answer leaves Ada at a race prompt; the live table said "Ada (you) [Guard
    Bug] ▶ to decide", the replay's "Cy ▶ to play" (the active player, not the seat asked)."""
    live = mogel("play", "--seat", 0, "--bots", "honest", "--players", 3, "--seed", 7, "--save", "s.mogel",
                 stdin="1\n1\n1\nq\n", cwd=tmp_path)
    marked = [line for line in live.splitlines() if "\u25b6" in line][-1]
    assert "\u25b6 to decide" in marked
    replayed = mogel("replay", "s.mogel", cwd=tmp_path)
    assert [line for line in replayed.splitlines() if "\u25b6" in line] == [marked]
