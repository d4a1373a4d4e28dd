"""`mogel play --seat N` needs no notebook extra (trial22: its words and log lived in
mogel.widgets, which imports ipywidgets): run as a real process with ipywidgets and anywidget
unimportable, it plays a whole game at the terminal and prints what it prints with them.  The
words, the seat's log and the table's heading are mogel.present's (seat_words, timeline,
offers), which the notebook's seat imports too."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ANSWERS = "1\n" * 800      # more than a whole game of rules.mm asks
ARGS = ["play", "--seat", "1", "--seed", "2", "--bots", "random,honest,sneaky"]

# Python run with `-c`: the notebook extra's modules made unimportable (None in sys.modules makes
# `import ipywidgets` raise ImportError), then the `mogel` command's entry point.
BLOCKED = ("import sys\n"
           "for name in ('ipywidgets', 'anywidget', 'IPython'):\n"
           "    sys.modules[name] = None\n"
           "from mogel.__main__ import run\n"
           "sys.argv = ['mogel', *sys.argv[1:]]\n"
           "run()\n")
PLAIN = "import sys\nfrom mogel.__main__ import run\nsys.argv = ['mogel', *sys.argv[1:]]\nrun()\n"


def mogel_seat(program: str):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MOGEL_CACHE": "0"}
    return subprocess.run([sys.executable, "-c", program, *ARGS], input=ANSWERS, capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=600)


def test_the_terminal_seat_plays_without_ipywidgets_and_says_the_same():
    blocked = mogel_seat(BLOCKED)
    assert (blocked.returncode, blocked.stderr) == (0, "")
    assert "The table as you see it:" in blocked.stdout and "Your turn: play a card." in blocked.stdout
    assert blocked.stdout.rstrip().splitlines()[-2].startswith("Winner: ")   # then the seed, told at the end
    probe = subprocess.run([sys.executable, "-c", BLOCKED.replace("from mogel.__main__ import run\n",
                                                                   "import mogel.widgets\n")],
                           capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, cwd=ROOT)
    assert probe.returncode != 0 and "mogel.widgets needs" in probe.stderr   # the block is real
    assert mogel_seat(PLAIN).stdout == blocked.stdout
