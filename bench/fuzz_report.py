"""Fuzz the rules reader at length and print the table of docs/robustness.md.

    python bench/fuzz_report.py                 # 300 inputs per kind
    python bench/fuzz_report.py --examples 2000

Uses the Hypothesis strategies of tests/language/test_fuzz_rules.py (mutations of rules.mm, recombined
blocks, texts generated from the grammar, random bytes) plus hand-made extreme inputs, feeds
each to `mogel.load_rules`, and counts the answers: a valid model, located syntax errors,
located check errors, or a failure (any other exception, an unlocated error, a hang).  Also
records the slowest input of each kind.  Exit status 1 if any input failed.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "language"))
os.environ["MOGEL_CACHE"] = "0"   # every input parsed and checked, and timed so (mogel.check.cache)

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402

import mogel  # noqa: E402
from mogel.errors import MogelError, RulesError, RulesSyntaxError  # noqa: E402
from mogel.language.parser import parse_items  # noqa: E402
import test_fuzz_rules as fz  # noqa: E402

SOURCE = fz.SOURCE


def extremes():
    hand = "define hand_size = 8"
    out = [("", "empty file"), ("\n\n   \n", "blank lines"), ("\ufeff" + SOURCE, "byte order mark"),
           (SOURCE.replace("\n", "\r\n"), "CRLF line ends"), (SOURCE.replace("\n", "\r"), "CR line ends"),
           (SOURCE.replace("    ", "\t"), "tabs"), ("\x00" * 100, "NUL bytes"), (SOURCE + "\ud800", "lone surrogate"),
           ("define x = " + "a" * 100000, "100,000-character line"), (SOURCE * 5, "rules.mm five times")]
    for depth in (33, 100, 1000, 100000):
        out.append((SOURCE.replace(hand, "define hand_size = " + "(" * depth + "8" + ")" * depth), f"{depth} nested brackets"))
    for depth in (40, 100, 1000, 20000):
        out.append((SOURCE.replace(hand, "define hand_size = " + "not " * depth + "true"), f"{depth} nested 'not'"))
        out.append((SOURCE.replace(hand, "define hand_size = " + "- " * depth + "8"), f"{depth} nested '-'"))
        out.append((SOURCE.replace(hand, "define hand_size = " + " + ".join(["1"] * depth)), f"sum of {depth} terms"))
    for depth in (20, 40, 200):
        body = "".join("    " * (i + 1) + "if true:\n" for i in range(depth)) + "    " * (depth + 1) + "end round\n"
        out.append((SOURCE.replace("turn:\n", "turn:\n" + body, 1), f"{depth} nested 'if' blocks"))
    for digits in (13, 30, 5000, 100000):
        n = "9" * digits
        out.append((SOURCE.replace(hand, "define hand_size = " + n), f"{digits}-digit number"))
        out.append((SOURCE.replace("50%", n + "%"), f"{digits}-digit percentage"))
    return out


class Hang(Exception):
    pass


def _alarm(*_):
    raise Hang()


def classify(text: str):
    """('valid' | 'syntax error' | 'check error' | 'FAILED: ...', seconds)."""
    started = time.perf_counter()
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(20)
    try:
        parse_items(text, "fuzz.mm")            # syntax only, to tell the two kinds of error apart
        mogel.load_rules(text=text, file="fuzz.mm")
        result = "valid model"
    except RulesSyntaxError as err:
        lines = text.count("\n") + 1
        result = "syntax error" if all(1 <= d.span.line <= lines + 1 for d in err.errors) else "FAILED: unlocated"
    except RulesError as err:
        lines = text.count("\n") + 1
        result = "check error" if all(0 <= d.span.line <= lines + 1 and d.span.file == "fuzz.mm"
                                      for d in err.errors) else "FAILED: unlocated"
    except Hang:
        result = "FAILED: hang (20 s)"
    except MogelError as err:
        result = f"FAILED: unexpected MogelError {err}"
    except Exception as err:  # noqa: BLE001
        result = f"FAILED: {type(err).__name__}: {str(err)[:80]}"
    finally:
        signal.alarm(0)
    return result, time.perf_counter() - started


def run_strategy(strategy, examples: int):
    counts, slowest = Counter(), [0.0]

    @settings(max_examples=examples, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def each(text):
        result, seconds = classify(text)
        counts[result] += 1
        slowest[0] = max(slowest[0], seconds)

    each()
    return counts, slowest[0]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--examples", type=int, default=300, help="inputs per generated kind (default 300)")
    args = ap.parse_args(argv)
    rows = []
    kinds = [("tokens of rules.mm deleted / duplicated / swapped / replaced, odd tokens, huge numbers",
              fz.token_mutants()),
             ("lines of rules.mm deleted / duplicated / swapped / re-indented, random text lines", fz.line_mutants()),
             ("random Unicode characters (controls, surrogates) spliced into rules.mm", fz.char_mutants()),
             ("blocks of rules.mm dropped / repeated / reordered, names swapped", fz.recombined()),
             ("texts generated from the grammar (hypothesis.extra.lark)", fz.from_grammar)]
    failed = 0
    for label, strategy in kinds:
        started = time.perf_counter()
        counts, slowest = run_strategy(strategy, args.examples)
        rows.append((label, sum(counts.values()), counts, slowest))
        failed += sum(v for k, v in counts.items() if k.startswith("FAILED"))
        print(f"{label}: {dict(counts)} slowest {slowest:.2f} s ({time.perf_counter() - started:.0f} s)", flush=True)
    counts, slowest = Counter(), 0.0
    for text, label in extremes():
        result, seconds = classify(text)
        counts[result] += 1
        slowest = max(slowest, seconds)
        print(f"  {label}: {result} ({seconds:.2f} s)")
        failed += result.startswith("FAILED")
    rows.append(("hand-made extremes: nesting, huge numbers, encodings, line ends, size", sum(counts.values()),
                 counts, slowest))
    print("\n| kind of input | inputs | valid model | located syntax error | located check error | failures | slowest |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for label, total, c, slow in rows:
        fails = sum(v for k, v in c.items() if k.startswith("FAILED"))
        print(f"| {label} | {total} | {c['valid model']} | {c['syntax error']} | {c['check error']} | {fails} | "
              f"{slow:.2f} s |")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
