"""Count the Python bytecodes a round runs, function by function: the engine against the reference.

    python bench/bytecodes.py                    # simulate(workers=1), 20 games, and the reference
    python bench/bytecodes.py --what play        # Game.play() with events instead of simulate
    python bench/bytecodes.py --games 50 --top 40

Where a round's time goes, told in a unit the machine's load does not move and that needs no
valgrind: each bytecode the interpreter runs is counted by `sys.settrace` with opcode events
(`frame.f_trace_opcodes`), by the function it runs in, and each call of a Python function.
The same games give the same counts on every run (PYTHONHASHSEED=0; the rules' cache makes no
difference inside the counted games).  Code in C (list methods, `len`, `random.random`) runs
no bytecode and is not counted, so the count weighs what a Python engine pays for: bytecodes
and calls.  On this machine an instruction count (bench/instructions.py) runs at about 50 to
60 machine instructions a bytecode for both the engine and the reference.

Workloads, each played once untraced before it is counted (the warm-up: a process's first games
fill its caches and its tables of shared event infos, mogel.runtime.engine, which would count a few
bytecodes more than the same games played again): `simulate`: `mogel.simulate(rules.mm, games=N, seed=7,
workers=1)` with four random bots (the lab mode, as bench/instructions.py's `simulate`);
`play`: N games `mogel.Game(rules.mm, four RandomBots, seed=i).play()` (events built and
kept); `reference`: bench/reference.py's `play_game` for the lab's seeds of `simulate` (the same
games).  Prints bytecodes and Python calls a round, then the functions that run the most
bytecodes: bytecodes a round, share, calls a round, function (file, first line).
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def count(run) -> tuple:
    """Run `run()` under the opcode tracer: (bytecodes by function, calls by function), each a
    Counter keyed by (name, file name, first line)."""
    ops, calls = collections.Counter(), collections.Counter()

    def tracer(frame, event, arg):
        code = frame.f_code
        key = (code.co_name, Path(code.co_filename).name, code.co_firstlineno)
        if event == "opcode":
            ops[key] += 1
        elif event == "call":
            calls[key] += 1
            frame.f_trace_opcodes = True
        return tracer

    sys.settrace(tracer)
    try:
        run()
    finally:
        sys.settrace(None)
    return ops, calls


def workload(what: str, games: int):
    """A function playing `games` games of `what` and returning the rounds it played."""
    sys.path.insert(0, str(ROOT))
    if what == "reference":
        sys.path.insert(0, str(ROOT / "bench"))
        import reference
        return lambda: sum(len(reference.play_game(reference.game_seed(7, i), index=i)) // 4 for i in range(games))
    import mogel
    rules = mogel.load_rules(ROOT / "rules.mm")
    if what == "simulate":
        return lambda: len(mogel.simulate(rules, games=games, seed=7, workers=1, progress=False)) // 4
    return lambda: sum(len(mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=i).play().state.history)
                       for i in range(games))


def report(what: str, games: int, top: int) -> float:
    """Print the counts of `games` games of `what`; returns its bytecodes a round."""
    play = workload(what, games)
    play()   # the warm-up: the same games untraced fill the process's caches and tables of shared infos
    played = []
    ops, calls = count(lambda: played.append(play()))
    rounds = played[0]
    total = sum(ops.values())
    print(f"\n{what}: {games} games, {rounds} rounds: {total / rounds:,.0f} bytecodes and "
          f"{sum(calls.values()) / rounds:,.0f} Python calls a round")
    for key, n in ops.most_common(top):
        name, file, line = key
        print(f"{n / rounds:9,.0f} {100 * n / total:5.1f} %  {calls[key] / rounds:7.1f} calls  {name} ({file}:{line})")
    return total / rounds


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--what", choices=("simulate", "play"), default="simulate", help="the engine's workload")
    parser.add_argument("--games", type=int, default=20, help="games of each workload (4 rounds each)")
    parser.add_argument("--top", type=int, default=25, help="functions listed")
    parser.add_argument("--no-reference", action="store_true", help="the engine only")
    args = parser.parse_args(argv)
    if args.games < 1 or args.top < 0:
        parser.error("--games must be at least 1 and --top at least 0")
    engine = report(args.what, args.games, args.top)
    if not args.no_reference:
        reference = report("reference", args.games, args.top)
        print(f"\nthe engine runs {engine / reference:.2f} times the reference's bytecodes a round")
    return 0


if __name__ == "__main__":
    sys.exit(main())
