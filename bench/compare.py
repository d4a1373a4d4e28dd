"""Time a 10,000-game `mogel.compare` with intervals on 2 cores, here and in another tree (issue 18's target).

    python bench/compare.py --tree /path/to/a/checkout       # this tree against that one (say, the issue's start)
    python bench/compare.py --tree ../start --games 400      # a quick look
    python bench/compare.py                                  # this tree only

Issue 18's target: "10,000-game `mogel.compare` with intervals on 2 cores: under a third of
today's time", today being the issue's start (commit 18b8a51).  The comparison timed is the one
a lab notebook makes: the default rules.mm, the rulebook against one variant
(`--variant`, default italian_ant), each with compare's default line-up (sneaky, honest,
honest, random) and its all-random control, seed 0, `workers=2`, so `--games` (default 10,000)
games in all: `games / 4` per setup and table.  Each side runs in a fresh interpreter with
PYTHONPATH set to its tree (so it imports that tree's mogel), loads the rules and plays one
small compare first (imports, the rules' check or cache), then times
`mogel.compare(...)` itself: wall seconds (time.perf_counter) and CPU seconds of the process
and its worker processes (resource.getrusage of self and children: the load of a shared machine
moves it less than the wall seconds).  The sides take turns, `--runs` times each (default 1);
printed: each run's seconds, then the ratio this tree / the other of the medians, against
the target (<= 0.333).  Run it under `nice` on a shared machine.  Nothing is asserted;
bench/README.md keeps the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 1 / 3


def timed(games: int, variant: str, workers: int) -> dict:
    """Play the comparison in this interpreter (whose mogel is the tree on its path); its seconds."""
    import resource
    import time

    import mogel

    def cpu() -> float:
        own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime

    rules = mogel.load_rules()
    setups = {"rulebook": [], variant: [variant]}
    mogel.compare(setups, rules=rules, games=8, seed=1, workers=workers, progress=False)   # warm up
    per_table = max(1, games // 4)
    wall, used = time.perf_counter(), cpu()
    result = mogel.compare(setups, rules=rules, games=per_table, seed=0, workers=workers, progress=False)
    wall, used = time.perf_counter() - wall, cpu() - used
    assert {"low", "high"} <= set(result.table.columns)
    return {"wall": wall, "cpu": used, "games": 4 * per_table, "mogel": mogel.__file__}


def run_in(tree: Path, games: int, variant: str, workers: int) -> dict:
    """`timed` in a fresh interpreter importing `tree`'s mogel."""
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    out = subprocess.run([sys.executable, __file__, "--child", str(games), variant, str(workers)],
                         env=env, cwd=tree, capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"the run in {tree} failed:\n{out.stderr}")
    figures = json.loads(out.stdout.splitlines()[-1])
    if not Path(figures["mogel"]).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"the run in {tree} imported {figures['mogel']}, not that tree's mogel")
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tree", type=Path, help="another checkout to time the same way (the issue's start)")
    parser.add_argument("--games", type=int, default=10_000, help="games in all, 4 tables (default 10,000)")
    parser.add_argument("--variant", default="italian_ant", help="the variant compared with the rulebook")
    parser.add_argument("--workers", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--runs", type=int, default=1, help="runs of each side, taking turns (default 1)")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(timed(int(args.child[0]), args.child[1], int(args.child[2]))))
        return 0
    if args.games < 4 or args.runs < 1 or args.workers < 1:
        parser.error("--games must be 4 or more, --runs and --workers 1 or more")
    if args.tree and not (args.tree / "mogel" / "__init__.py").is_file():
        parser.error(f"--tree {args.tree}: not a checkout of mogel (no mogel/__init__.py there)")
    import mogel
    try:
        mogel.apply_variants(mogel.load_rules(), [args.variant])
    except mogel.MogelError as err:
        parser.error(f"--variant: {err}")
    sides = {"this tree": ROOT} | ({"other tree": args.tree} if args.tree else {})
    seen = {name: [] for name in sides}
    for run in range(args.runs):
        for name, tree in sides.items():
            figures = run_in(tree, args.games, args.variant, args.workers)
            seen[name].append(figures)
            print(f"run {run + 1}, {name} ({tree}): {figures['games']:,} games, {figures['wall']:.1f} s wall, "
                  f"{figures['cpu']:.1f} s CPU", flush=True)
    if args.tree:
        ratio = {what: statistics.median(f[what] for f in seen["this tree"])
                 / statistics.median(f[what] for f in seen["other tree"]) for what in ("wall", "cpu")}
        for what, value in ratio.items():
            print(f"{what}: this tree / the other {value:.3f} (target <= {TARGET:.3f}: "
                  f"{'met' if value <= TARGET else f'missed, {value / TARGET:.2f}x the target'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
