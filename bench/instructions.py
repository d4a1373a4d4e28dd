"""Count the instructions of the engine and of parse + check: figures the machine's load does not move.

    python bench/instructions.py              # about a minute; needs valgrind (apt-get install valgrind)
    python bench/instructions.py --games 20   # more games for the engine figure

The seconds of bench/run.py vary by up to two times on a shared machine (bench/README.md), too much
to tell a change of 10 % from noise.  valgrind's cachegrind counts the instructions the CPU runs,
the same for the same program and input whatever else the machine does.  Each workload runs
twice under cachegrind, once with no repetition and once with N, in a fresh interpreter that
loads and warms up everything first; the difference divided by N is the cost of one repetition:

- engine: instructions per round (4 random bots, cheating on, default rules, seeds 0..N-1);
- parse + check: instructions per `check_source` of rules.mm.

At the best rates seen on this machine (bench/README.md: about 4.3 billion instructions a second
in the engine, 5 billion in parse + check), 2,000 rounds/s needs about 2 M instructions per
round and 20 ms about 100 M per check.
Prints the figures; exits with 1 and says why when valgrind is missing.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def workload(kind: str, repeats: int) -> None:
    """Warm up, then run `repeats` repetitions of `kind`; prints the rounds played (engine)."""
    sys.path.insert(0, str(ROOT))
    import mogel
    from mogel.check.loader import check_source

    text = mogel.default_rules_path().read_text(encoding="utf-8")
    rules = mogel.load_rules()
    mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=10 ** 6).play()
    rounds = 0
    for seed in range(repeats):
        if kind == "engine":
            game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=seed).play()
            rounds += len(game.state.history)
        else:
            check_source(text)
    print(rounds)


def instructions(kind: str, repeats: int):
    """(instructions of the run, its printed rounds) for `repeats` repetitions under cachegrind."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "cachegrind.out"
        run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out}",
                              sys.executable, __file__, "--workload", kind, str(repeats)],
                             capture_output=True, text=True, check=True)
        summary = next(line for line in out.read_text().splitlines() if line.startswith("summary:"))
    return int(summary.split()[1]), int(run.stdout.split()[-1])


def per_repetition(kind: str, repeats: int):
    """(instructions per repetition, rounds per repetition)."""
    base, _ = instructions(kind, 0)
    total, rounds = instructions(kind, repeats)
    return (total - base) / repeats, rounds / repeats


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="games for the engine figure (default 10)")
    parser.add_argument("--checks", type=int, default=3, help="repetitions of parse + check (default 3)")
    parser.add_argument("--workload", nargs=2, metavar=("KIND", "N"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.workload:
        workload(args.workload[0], int(args.workload[1]))
        return 0
    if args.games < 1 or args.checks < 1:
        parser.error("--games and --checks must be 1 or more")
    if shutil.which("valgrind") is None:
        print("bench/instructions.py needs valgrind (Debian: apt-get install valgrind)", file=sys.stderr)
        return 1
    per_game, rounds = per_repetition("engine", args.games)
    print(f"engine:        {per_game / rounds / 1e6:6.2f} M instructions per round "
          f"({args.games} games, {rounds:.1f} rounds a game; 2,000 rounds/s needs about 2 M)")
    per_check, _ = per_repetition("check", args.checks)
    print(f"parse + check: {per_check / 1e6:6.1f} M instructions (20 ms needs about 100 M)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
