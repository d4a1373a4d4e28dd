"""Print mogel's speed and memory figures (issue "Simulation lab and speed").

    python bench/run.py                  # every figure; about a minute
    python bench/run.py --rounds 100000  # the memory check at full size (several minutes)
    python bench/run.py --games 2 --rounds 404   # a quick check that every line prints
    python bench/run.py --versus                 # only the engine against bench/reference.py

Figures, each with its target: rounds per second and engine steps (decisions + chance events)
per second on one core (4 random bots, cheating on, default rules); parse + check of rules.mm;
`import mogel`; one notebook Step (engine + redraw); bytes per event of a game record and of
the JSON log; memory while simulating many rounds; and the engine against the hand-written
Mogel Motte of bench/reference.py (issue 18: `simulate(workers=1)` at least 0.8 times its rounds
per second, `Game.play()` with events 0.5 times).  CPU time (time.process_time) is used
where one core is meant, so other processes on the machine disturb the figures less.
Nothing here asserts: bench/README.md records the figures with the date and machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(1, str(ROOT / "bench"))   # bench/reference.py

import mogel  # noqa: E402
from mogel.runtime.events import CHANCE_KINDS  # noqa: E402


def best_of(repeats, fn):
    """The smallest CPU time of `repeats` calls of fn, with fn's last result."""
    best, result = None, None
    for _ in range(repeats):
        start = time.process_time()
        result = fn()
        spent = time.process_time() - start
        best = spent if best is None or spent < best else best
    return best, result


def engine_speed(games: int):
    rules = mogel.load_rules()

    def run():
        rounds = steps = 0
        for seed in range(games):
            game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=seed).play()
            rounds += len(game.state.history)
            steps += len(game.decisions) + sum(ev.kind in CHANCE_KINDS for ev in game.events)
        return rounds, steps

    seconds, (rounds, steps) = best_of(3, run)
    return rounds / seconds, steps / seconds


def parse_check_ms():
    """check_source of rules.mm without its cache (mogel.check.cache), best of 10 (ms)."""
    from mogel.check.loader import check_text

    text = mogel.default_rules_path().read_text(encoding="utf-8")
    check_text(text, "rules.mm", ())   # builds (or loads) the parser tables once, as any process does
    seconds, _ = best_of(10, lambda: check_text(text, "rules.mm", ()))
    return seconds * 1000


def import_ms():
    """Wall time of `import mogel` in a fresh interpreter, from -X importtime (microseconds)."""
    best = None
    for _ in range(5):
        out = subprocess.run([sys.executable, "-X", "importtime", "-c", "import mogel"],
                             capture_output=True, text=True, cwd=ROOT, check=True).stderr
        line = [l for l in out.splitlines() if l.rstrip().endswith("| mogel")][-1]
        micro = int(line.split("|")[1])
        best = micro if best is None or micro < best else best
    return best / 1000


def first_load_ms():
    """Wall time of `import mogel` and the first `load_rules()` in a fresh interpreter, with
    the cache of checked rules off (MOGEL_CACHE=0), so that it parses and checks (ms)."""
    code = ("import time; t = time.perf_counter(); import mogel; mogel.load_rules(); "
            "print((time.perf_counter() - t) * 1000)")
    runs = [float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                                 env={**os.environ, "MOGEL_CACHE": "0"}, check=True).stdout) for _ in range(3)]
    return min(runs)


def step_ms():
    """One notebook Step: GameViewer's Step button (rebuild the state + redraw table and log).
    Returns (ms, None), or (None, the missing module) without the notebook extra."""
    try:
        from mogel.widgets import GameViewer
    except ImportError as err:   # mogel.widgets re-raises ipywidgets' ImportError with a hint
        return None, (err.__cause__ or err).name
    viewer = GameViewer(seed=1)
    clicks = min(200, viewer.stepper.maximum - viewer.position)
    start = time.perf_counter()
    for _ in range(clicks):
        viewer.stepper.step.click()
    return (time.perf_counter() - start) / clicks * 1000, None


def record_sizes():
    rules = mogel.load_rules()
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=1).play()
    record = game.record()
    record_bytes = len(json.dumps(record.__dict__))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.jsonl"
        from mogel.present.log import write_log
        write_log(game, path)
        log_bytes = path.stat().st_size
    return len(game.events), record_bytes / len(game.events), log_bytes / len(game.events)


def memory(rounds: int):
    """Peak RSS (MiB) after each fifth of `rounds` simulated rounds, written to a file only."""
    from mogel.lab import run_rows

    games = rounds // 4
    marks, done = [], 0
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "rows.csv"
        with open(out, "w") as sink:
            for rows in run_rows(games=games, seed=0, workers=1, progress=False):
                sink.writelines(",".join(map(str, r)) + "\n" for r in rows)
                done += len({r[0] for r in rows})
                if done * 5 // games > len(marks):
                    marks.append(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    return marks


def versus(games: int, repeats: int):
    """The reference against the engine on the same `games` games (the lab's seeds for seed 0),
    in this process (one core), `repeats` times, taking turns to go first: the reference
    (`reference.run`), `simulate(workers=1)` (its DataFrame) and `Game.play()` (with its events,
    four random bots).  Returns {name: [rounds/s per repetition]}, after checking that the
    reference's rows are simulate's."""
    import reference

    rules = mogel.load_rules()
    rounds = 4 * games

    def lab():
        return mogel.simulate(rules, games=games, seed=0, workers=1, progress=False)

    def play():
        for index in range(games):
            mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], mogel.game_seed(0, index)).play()

    runs = {"reference": lambda: reference.run(games), "simulate": lab, "play": play}
    if list(lab().itertuples(index=False, name=None)) != reference.run(games):   # also warms up pandas
        raise SystemExit("bench/reference.py does not play simulate's games: python bench/reference.py --check 300")
    mogel.Game(rules, ["random"] * 4).play()   # compiles `rules` (simulate compiled its own copy)
    rates = {name: [] for name in runs}
    for repetition in range(repeats):
        names = list(runs)[repetition % 3:] + list(runs)[:repetition % 3]
        for name in names:
            seconds, _ = best_of(1, runs[name])
            rates[name].append(rounds / seconds)
    return rates


def print_versus(games: int, repeats: int) -> None:
    rates = versus(games, repeats)
    ref = rates["reference"]
    print(f"engine against bench/reference.py, one core, {games} games ({4 * games} rounds) each, "
          f"{repeats} alternating runs, CPU time; median (lowest-highest):")
    print(f"  {'reference:':20} {statistics.median(ref):8.0f} rounds/s  ({min(ref):.0f}-{max(ref):.0f})")
    for name, label, target in (("simulate", "simulate(workers=1):", 0.8), ("play", "Game.play(), events:", 0.5)):
        own = rates[name]
        ratios = [a / b for a, b in zip(own, ref)]   # each against the reference of its own run
        print(f"  {label} {statistics.median(own):8.0f} rounds/s  ({min(own):.0f}-{max(own):.0f}), "
              f"{statistics.median(ratios):.3f}x the reference ({min(ratios):.3f}-{max(ratios):.3f}; "
              f"target >= {target}x)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=60, help="games for the speed figures")
    parser.add_argument("--rounds", type=int, default=10000, help="rounds for the memory figure")
    parser.add_argument("--versus", action="store_true", help="only the engine against bench/reference.py")
    parser.add_argument("--repeats", type=int, default=7, help="alternating runs of the engine against the reference")
    args = parser.parse_args()
    if args.games < 1:
        parser.error(f"argument --games: must be 1 or more, not {args.games}")
    if args.repeats < 1:
        parser.error(f"argument --repeats: must be 1 or more, not {args.repeats}")
    from mogel.lab.runs import CHUNK   # memory() gets CHUNK games at a time and marks one fifth per chunk
    least = 4 * (4 * CHUNK + 1)        # 4 rounds a game; five chunks for five fifths
    if args.rounds < least:
        parser.error(f"argument --rounds: must be {least} or more (five fifths), not {args.rounds}")
    print(f"mogel bench -- {time.strftime('%Y-%m-%d')}, Python {sys.version.split()[0]}, "
          f"{os.cpu_count()} cores, {os.uname().machine}")
    if args.versus:
        print_versus(args.games, args.repeats)
        return
    rounds_s, steps_s = engine_speed(args.games)
    print(f"engine, one core:   {rounds_s:8.0f} rounds/s   (target >= 2000)")
    print(f"                    {steps_s:8.0f} steps/s    (target >= 300000)")
    print(f"parse + check:      {parse_check_ms():8.1f} ms         (target < 20)")
    print(f"import mogel:       {import_ms():8.1f} ms         (target < 150)")
    print(f"  and load_rules():  {first_load_ms():8.1f} ms         (a fresh interpreter: imports, parse, check)")
    step, missing = step_ms()
    print("notebook Step:      " + (f"{step:8.1f} ms         (target < 30)" if missing is None else
                                   f'     n/a            (target < 30; needs {missing}: pip install ".[notebook]")'))
    events, per_event, log_per_event = record_sizes()
    print(f"game record:        {per_event:8.1f} bytes/event ({events} events; JSON log {log_per_event:.0f} bytes/event)")
    marks = memory(args.rounds)
    print(f"memory, {args.rounds} rounds: peak RSS by fifths " + ", ".join(f"{m:.0f}" for m in marks) + " MiB")
    print_versus(args.games, args.repeats)


if __name__ == "__main__":
    main()
