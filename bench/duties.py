"""What the engine does that the hand-written reference does not: bytecodes a round, by duty.

    python bench/duties.py                  # simulate(workers=1), 20 games (the lab twin's code)
    python bench/duties.py --what play      # Game.play() (the usual module)

Each bytecode the generated code of rules.mm runs is counted by its line (`sys.settrace` with
opcode events, as bench/bytecodes.py, after the same warm-up), and each line of the listing that
the workload runs (of bots answered at once: `Game.play()`'s, its lab twin for `simulate`, which
`mogel compile --lab` prints) is put under the first duty whose pattern it matches: the runaway guards (the work an expression may take between two events, the round's
steps and its event budget: a bad rules file stops, never hangs), who answers at once (a bot
or a person, a game stopped by `play_until`, a card face down), the `ends when:` checked after
each move, the lab's counters, the record of every decision (None for a chance not taken).
bench/reference.py has none of these.  Prints the bytecodes a round in all, in generated code,
and of each duty, and what the reference plus those duties would run: the best ratio to the
reference a round keeping them at their cost could reach.  Runtime functions (mogel/runtime)
are not classified: their duties are not counted here.
"""

from __future__ import annotations

import argparse
import collections
import re
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import bytecodes  # noqa: E402

DUTIES = (
    ("runaway guards: work, steps, the event budget", r"s\.work|s\.spent|eng\.steps|s\.room|s\.counted|out_of_room|too_much"),
    ("who answers at once: bots, persons, play_until, face down",
     r"answerers\[|not answerers|eng\.tally is None|s\.face_down"),
    ("the `ends when:` checked after each move",
     r"eng\.level_ended|not all\(s\.seat_piles|s\.quiet >= s\.n|s\.turn >= \d+|eng\.phase == 'play'|not eng\.suppress"),
    ("the lab's counters", r"eng\.lab\[|eng\.lab is not None"),   # and the lines of each local read from eng.lab
    ("the record of every decision", r"decisions\.append\("),
)


def by_line(what: str, games: int) -> tuple:
    """Play `games` games of `what` (after playing them once untraced): (bytecodes by line of the
    generated module, all bytecodes, rounds)."""
    play = bytecodes.workload(what, games)
    play()
    lines, every = collections.Counter(), [0]

    def tracer(frame, event, arg):
        if event == "opcode":
            every[0] += 1
            if frame.f_code.co_filename.startswith("<mogel"):
                lines[frame.f_lineno] += 1
        elif event == "call":
            frame.f_trace_opcodes = True
        return tracer

    played = []
    sys.settrace(tracer)
    try:
        played.append(play())
    finally:
        sys.settrace(None)
    return lines, every[0], played[0]


def duties(what: str, games: int) -> tuple:
    """(bytecodes a round in all, in generated code, {duty: bytecodes a round})."""
    import mogel
    from mogel.compile.codegen import source
    from mogel.compile.program import DeckTables

    rules = mogel.load_rules(bytecodes.ROOT / "rules.mm")
    # games of bots: the module for bots answered at once (Game.play()), its lab twin for simulate (mogel.lab.rows)
    listing = source(rules, DeckTables(rules), lab=what == "simulate", at_once=True).splitlines()
    counters = sorted(set(re.findall(r"(t_\d+) = eng\.lab\[", "\n".join(listing))))   # a kind's counter, as a local
    locals_ = "".join(rf"|\b{local}\b" for local in counters)
    patterns = [(name, pattern + locals_ if name == "the lab's counters" else pattern) for name, pattern in DUTIES]
    lines, total, rounds = by_line(what, games)
    found = dict.fromkeys((name for name, _ in DUTIES), 0)
    for number, n in lines.items():
        text = listing[number - 1] if number and number <= len(listing) else ""
        name = next((name for name, pattern in patterns if re.search(pattern, text)), None)
        if name is not None:
            found[name] += n
    return total / rounds, sum(lines.values()) / rounds, {name: n / rounds for name, n in found.items()}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--what", choices=("simulate", "play"), default="simulate", help="the engine's workload")
    parser.add_argument("--games", type=int, default=20, help="games (4 rounds each)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    total, generated, found = duties(args.what, args.games)
    print(f"{args.what}: {total:,.0f} bytecodes a round, {generated:,.0f} in generated code; of those, duties:")
    for name, n in found.items():
        print(f"{n:9,.0f}  {name}")
    kept = sum(found.values())
    print(f"{kept:9,.0f}  in all ({100 * kept / total:.0f} % of the round)")
    reference = bytecodes.report("reference", args.games, 0)
    print(f"\nthe reference plus these duties: {reference + kept:,.0f} bytecodes a round, "
          f"{reference / (reference + kept):.2f}x the reference's speed at best")
    return 0


if __name__ == "__main__":
    sys.exit(main())
