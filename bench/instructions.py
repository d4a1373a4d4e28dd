"""Count the instructions of the engine, of parse + check and of their caches: figures the machine's load does not move.

    python bench/instructions.py              # a few minutes; needs valgrind (apt-get install valgrind)
    python bench/instructions.py --games 20   # more games for the engine figure
    python bench/instructions.py --engine     # the engine and simulate figures only

The seconds of bench/run.py vary by up to two times on a shared machine (bench/README.md), too much
to tell a change of 10 % from noise.  valgrind's cachegrind counts the instructions the CPU runs,
the same for the same program and input whatever else the machine does.  Each workload runs
twice under cachegrind, once with no repetition and once with N, in a fresh interpreter that
loads and warms up everything first; the difference divided by N is the cost of one repetition:

- engine: instructions per round (4 random bots, cheating on, default rules, seeds 0..N-1);
- simulate: instructions per round of `simulate(workers=1)`, the same bots and rules (the lab's
  seeds; its table built, in the engine's lab mode where nobody listens to events);
- parse + check: one `check_source` of rules.mm without the cache (mogel.check.cache);
- load_rules: a cold one (the cache off, MOGEL_CACHE=0), a repeated one in the same process (the
  cache in memory) and one read from the cache's file (a new process: a read and an unpickle);
  target: a repeated load under 3 % of a cold one;
- the notebooks' editor (mogel.widgets.editor) holding rules.mm and its starter card: a whole
  check of its text (check_source without the cache) and its re-check after a one-line edit of
  the card (`penalty: 5` <-> `penalty: 4`, as a keystroke sets the text area); target: the
  re-check under 20 % of a whole check.  Also what the editor did on each change before it
  checked incrementally: two whole checks, without and with its variants.  Also the same for rules.mm itself with its 24
  variants: one `IncrementalChecker.check` after a one-line edit of a card, against a whole check.

Beside them, whole processes (instructions of everything, interpreter start included):
`python -c "import mogel; mogel.load_rules()"` with the cache off and with a warm cache file.

At the best rates seen on this machine (bench/README.md: about 4.3 billion instructions a second
in the engine, 5 billion in parse + check), 2,000 rounds/s needs about 2 M instructions per
round and 20 ms about 100 M per check.
Prints the figures; exits with 1 and says why when valgrind is missing.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EDIT = ("penalty: 5\n        on play", "penalty: 4\n        on play")   # the starter card's penalty line


def _edited(text: str) -> str:
    """`text` with the number of its first `penalty:` line (a card's) one higher."""
    return re.sub(r"(?m)^([ \t]+penalty:[ \t]*)(\d+)", lambda found: f"{found[1]}{int(found[2]) + 1}", text, count=1)


def workload(kind: str, repeats: int) -> None:
    """Warm up, then run `repeats` repetitions of `kind`; prints the rounds played (engine)."""
    sys.path.insert(0, str(ROOT))
    import mogel
    from mogel.check import cache
    from mogel.check.incremental import IncrementalChecker
    from mogel.check.loader import check_text

    text = mogel.default_rules_path().read_text(encoding="utf-8")
    rules = mogel.load_rules()
    mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=10 ** 6).play()
    rounds = 0
    if kind == "engine":
        for seed in range(repeats):
            game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=seed).play()
            rounds += len(game.state.history)
    elif kind == "simulate":
        mogel.simulate(rules, games=1, seed=1, workers=1, progress=False)
        if repeats:
            rounds = len(mogel.simulate(rules, games=repeats, seed=0, workers=1, progress=False)) // 4
    elif kind == "check":
        for _ in range(repeats):
            check_text(text, "rules.mm", ())
    elif kind in ("cold_load", "memory_load", "disk_load"):
        os.environ["MOGEL_CACHE"] = "0" if kind == "cold_load" else "1"
        mogel.load_rules()
        mogel.load_rules()
        for _ in range(repeats):
            if kind == "disk_load":
                cache.forget()
            mogel.load_rules()
    elif kind.startswith("editor_"):
        from mogel.widgets.editor import RulesEditor

        editor = RulesEditor()
        texts = [editor.text.value, editor.text.value.replace(*EDIT)]
        assert texts[0] != texts[1], "the starter card has no 'penalty: 5' line"
        whole, names = editor.base + texts[0], tuple(editor.variant_names)
        for index in range(repeats + 2):   # two edits to warm up
            if kind == "editor_edit":
                editor.text.value = texts[(index + 1) % 2]
            elif index >= 2:
                check_text(whole, "rules.mm", ())
                if kind == "editor_before":   # what the editor checked on each change before
                    check_text(whole, "rules.mm", names)
        assert editor.rules is not None
    elif kind == "rules_edit":
        texts, checker = [text, _edited(text)], IncrementalChecker()
        for index in range(repeats + 2):
            checker.check(texts[index % 2])
    print(rounds)


def instructions(kind: str, repeats: int, env=None):
    """(instructions of the run, its printed rounds) for `repeats` repetitions under cachegrind."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "cachegrind.out"
        run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out}",
                              sys.executable, __file__, "--workload", kind, str(repeats)],
                             capture_output=True, text=True, check=True, env=env)
        summary = next(line for line in out.read_text().splitlines() if line.startswith("summary:"))
    return int(summary.split()[1]), int(run.stdout.split()[-1])


def process(code: str, env) -> int:
    """Instructions of a whole `python -c code` run under cachegrind."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "cachegrind.out"
        subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out}",
                        sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env, cwd=ROOT)
        return int(next(line for line in out.read_text().splitlines() if line.startswith("summary:")).split()[1])


def per_repetition(kind: str, repeats: int, env=None):
    """(instructions per repetition, rounds per repetition)."""
    base, _ = instructions(kind, 0, env)
    total, rounds = instructions(kind, repeats, env)
    return (total - base) / repeats, rounds / repeats


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="games for the engine figure (default 10)")
    parser.add_argument("--checks", type=int, default=3, help="repetitions of parse + check (default 3)")
    parser.add_argument("--engine", action="store_true", help="only the engine and simulate figures")
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
    with tempfile.TemporaryDirectory() as folder:   # the cache of checked rules (mogel.check.cache) of this run
        # a fixed hash seed: str hashes (and so dict and set layouts) differ from process to process
        # otherwise, which moves the engine's count by about 1 % between two runs of the same code
        # and one thread of numpy's OpenBLAS (numpy comes with pandas): its threads' start moved
        # simulate's count by up to 4 % between two runs of the same code (bench/README, emit16)
        env = {**os.environ, "MOGEL_CACHE_DIR": folder, "PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "0",
               "OPENBLAS_NUM_THREADS": "1"}
        env.pop("MOGEL_CACHE", None)
        figures(args, env)
    return 0


def figures(args, env) -> None:
    """Measure and print every figure.  env: the environment of the measured processes, with
    a cache folder of their own; the cache is off but where it is measured, and there the
    folder is filled first, so that the runs with no and with N repetitions start alike."""
    off = {**env, "MOGEL_CACHE": "0"}
    per_game, rounds = per_repetition("engine", args.games, off)
    print(f"engine:        {per_game / rounds / 1e6:6.3f} M instructions per round "
          f"({args.games} games, {rounds:.1f} rounds a game; 2,000 rounds/s needs about 2 M)")
    per_game, rounds = per_repetition("simulate", args.games, off)
    print(f"simulate:      {per_game / rounds / 1e6:6.3f} M instructions per round "
          f"(simulate(workers=1), {args.games} games, {rounds:.1f} rounds a game)")
    if args.engine:
        return
    per_check, _ = per_repetition("check", args.checks, off)
    print(f"parse + check: {per_check / 1e6:6.1f} M instructions (20 ms needs about 100 M)")
    code = "import mogel; mogel.load_rules()"
    subprocess.run([sys.executable, "-c", code], env=env, check=True)   # the cache's file
    cold, _ = per_repetition("cold_load", args.checks, env)
    print(f"load_rules():  {cold / 1e6:6.1f} M instructions, cold (MOGEL_CACHE=0)")
    for kind, what in (("memory_load", "repeated in one process (the cache in memory)"),
                       ("disk_load", "read from the cache's file (as in a new process)")):
        again, _ = per_repetition(kind, args.checks * 10, env)
        print(f"               {again / 1e6:6.2f} M, {what}: {again / cold:.2%} of cold (target < 3 %)")
    without, warm = process(code, off), process(code, env)
    print(f"`{code}`, the whole process: {without / 1e6:.0f} M instructions with the cache off, "
          f"{warm / 1e6:.0f} M with the cache's file ({warm / without:.0%})")
    whole, _ = per_repetition("editor_whole", args.checks, off)
    before, _ = per_repetition("editor_before", args.checks, off)
    edit, _ = per_repetition("editor_edit", args.checks * 3, off)
    print(f"editor:        {whole / 1e6:6.1f} M instructions a whole check of its text, {edit / 1e6:.1f} M its "
          f"re-check after a one-line edit of the card: {edit / whole:.1%} (target < 20 %); "
          f"{edit / before:.1%} of the {before / 1e6:.1f} M it took before (its text checked whole without and "
          f"with its variant)")
    edit, _ = per_repetition("rules_edit", args.checks * 3, off)
    print(f"rules.mm:      a one-line edit of a card re-checked in {edit / 1e6:.1f} M instructions, "
          f"{edit / per_check:.1%} of a whole check (its 24 variants are each checked alone again)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
