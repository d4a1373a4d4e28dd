"""Golden playthroughs: a few seeded games stored as text, compared on every test run.

    python tests/golden/regenerate.py          # rewrite every tests/golden/*.txt
    python tests/golden/regenerate.py --check  # exit 1 if any differs (what tests/present/test_golden.py does)

Run it after a deliberate change to the rules, the engine or the narration, then read the diff
(`git diff tests/golden`) before committing: every changed line is a changed game.
"""

from __future__ import annotations

import argparse
import difflib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import mogel  # noqa: E402

# name: (variants, bots, seed, oldest, narration seat (None: all-seeing), language)
CASES = {
    "default_4_players": ((), ("random", "honest", "sneaky", "random"), 1, 0, None, "en"),
    "italian_ant_guard_stays_3_players": (("italian_ant", "guard_stays"), ("sneaky", "random", "honest"), 2, 1,
                                          None, "en"),
    "cheaters_5_players_seen_by_bo": ((), ("sneaky", "sneaky", "random", "sneaky", "honest"), 3, 2, 1, "en"),
    "quick_game_german": (("quick_game", "catch_until_next_move"), ("random", "sneaky", "honest", "sneaky"), 4,
                          3, None, "de"),
}


def render(name: str) -> str:
    """The golden text of one case: a header, the narration, then every event's kind and seat."""
    variants, bots, seed, oldest, seat, lang = CASES[name]
    rules = mogel.load_rules(variants=variants)
    game = mogel.Game(rules, [mogel.make_bot(b) for b in bots], seed=seed, oldest=oldest).play()
    who = "everything" if seat is None else f"what seat {seat} saw"
    lines = [f"# golden playthrough '{name}': rules.mm, variants {list(variants) or 'none'}, bots {list(bots)},",
             f"# seed {seed}, oldest seat {oldest}; narration of {who}, in '{lang}'.",
             "# Regenerate with: python tests/golden/regenerate.py (then read the diff).",
             "", "== narration =="]
    lines += list(game.narration(seat=seat, lang=lang))
    lines += ["", "== events (index kind seat) =="]
    for i, ev in enumerate(game.events):
        lines.append(f"{i} {ev.kind}" + (f" {ev.seat}" if ev.seat is not None else ""))
    lines += ["", f"== totals {list(game.state.totals)} winners {list(game.winners)} =="]
    return "\n".join(lines) + "\n"


def path_of(name: str) -> Path:
    return HERE / f"{name}.txt"


def diff(name: str, limit: int = 40) -> str:
    """'' when the stored text equals a fresh run, else the first lines of a unified diff."""
    fresh = render(name)
    path = path_of(name)
    stored = path.read_text(encoding="utf-8") if path.exists() else ""
    if fresh == stored:
        return ""
    lines = list(difflib.unified_diff(stored.splitlines(), fresh.splitlines(), f"{path.name} (stored)",
                                      f"{path.name} (this run)", lineterm="", n=2))
    return "\n".join(lines[:limit]) or f"{path.name} is missing"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="only compare; exit 1 if a golden text differs")
    args = ap.parse_args(argv)
    bad = 0
    for name in CASES:
        if args.check:
            d = diff(name)
            if d:
                bad += 1
                print(d)
        else:
            text = render(name)
            path_of(name).write_text(text, encoding="utf-8")
            print(f"wrote {path_of(name).relative_to(ROOT)} ({text.count(chr(10))} lines)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
