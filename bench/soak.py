"""Random-playout soak test (after OpenSpiel's random_sim_test): many whole games, every rule checked.

    python bench/soak.py                         # 2,000 games, all tables of every shipped game
    python bench/soak.py --games 100000          # the acceptance run
    python bench/soak.py --games 50 --per-table  # 50 games on every table
    python bench/soak.py --game mogelei          # one shipped game's tables only
    python bench/soak.py --test-games            # the small games of the tests too (tests/small_games.py)
    python bench/soak.py --jobs 1 --seed 7 --show 20

A "table" is one shipped game (mogel.check.files.shipped_games(): rules.mm and every rules
file of mogel/games/) with its default rules or with one of its variants switched on, plus,
for Mogel Motte, a few fixed sets of variants that do not clash (tests/referee.py `tables`).
`--games N` is the number of games in all, shared evenly among the tables (with
`--per-table`, N per table).  Each game takes its player count from the table's range in
turn, a bot mix (every multiset of random/honest/sneaky bots is used in turn, seats
shuffled), bot settings from extreme to default (cheat rate 0 or 1, attention 0 or 1, false
accusations, accuse rate ...), the oldest seat and the seed; the whole game is refereed by
tests/referee.py: the generic invariants of any rules file (tests/referee_generic.py: cards
conserved, events change the state only as they say, every event cites a rules line, nobody's
view, events or narration shows what they may not see, private fields only to their seat,
answers among the options, levels, totals and winners by the rules, the state rebuilt from the
events, the record replays to the same events) and, for Mogel Motte, its own referee
(tests/invariants.py: every decision offered is exactly the legal moves, one guard, scoring).

Prints a line per table and every violation found (the first --show of them), and exits
with status 1 when there is any violation or any game raised an error.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import sys
import time
import traceback
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import mogel  # noqa: E402
from mogel.check.files import shipped_games  # noqa: E402
from referee import CheckedAgent, Referee, load, tables as game_tables  # noqa: E402
from small_games import TEST_GAMES  # noqa: E402

BOTS = ("random", "honest", "sneaky")
MAX_EVENTS = 200_000   # a game longer than this is a violation (a hang, in effect)
VIEW_EVERY = 7         # check the deciding seat's PlayerView at every 7th decision (and all at the end)
NARRATE_EVERY = 3      # check the seats' narration (en, de) of every 3rd event


class TooLong(Exception):
    pass


def tables(game=None, test_games=False):
    """(game, variants) of every table: for each shipped game (or `game` only) the default
    rules, each variant alone, then its fixed combinations; with `test_games`, also those of
    the small games of the tests (tests/small_games.py)."""
    games = [game] if game else list(shipped_games())
    out = [(name, variants) for name in games for variants, _ in game_tables(name)]
    if test_games:
        out += [(name, variants) for name, text in TEST_GAMES.items() for variants, _ in game_tables(name, text)]
    return out


def label(table) -> str:
    game, variants = table
    return f"{game}:{'+'.join(variants) or 'default'}"


def mixes(n: int):
    return list(itertools.combinations_with_replacement(BOTS, n))


def make_agent(name: str, rng: random.Random):
    settings = {"attention": rng.choice((0.0, 0.5, 1.0, rng.random())),
                "reaction": rng.choice((0.05, 0.6, 2.0)),
                "false_accusations": rng.choice((0.0, 0.01, 0.5, 1.0))}
    if name != "honest":
        settings["cheat_rate"] = rng.choice((0.0, 0.2, 0.5, 1.0, rng.random()))
        settings["accuse_rate"] = rng.choice((0.0, 0.2, 1.0, rng.random()))
    return mogel.make_bot(name, **settings)


def play_one(table, index: int, base_seed: int):
    """One refereed game of table (game, variants); returns (violations, events, decisions)."""
    name, variants = table
    try:
        rules = load(name, variants, None if name in shipped_games() else TEST_GAMES[name])
    except mogel.MogelError as err:
        return [f"[{name}, variants {list(variants) or 'none'}] the rules do not load: {err}"], 0, 0
    prefix = "" if name == "mogel_motte" else f"{name}/"     # Mogel Motte's games as before
    rng = random.Random(f"soak/{base_seed}/{prefix}{'+'.join(variants)}/{index}")
    low, high = rules.game.players
    n = low + index % (high - low + 1)
    table_mixes = mixes(n)
    mix = list(table_mixes[(index // (high - low + 1)) % len(table_mixes)])
    rng.shuffle(mix)
    ref = [None]
    agents = [CheckedAgent(make_agent(name, rng), ref) for name in mix]
    seed = rng.randrange(2 ** 32)

    def on_event(ev):
        checker = ref[0]
        checker.on_event(ev)
        if checker.events_seen > MAX_EVENTS:
            raise TooLong()

    game = mogel.Game(rules, agents, seed=seed, oldest=rng.randrange(n), on_event=on_event)
    checker = ref[0] = Referee(game, view_every=VIEW_EVERY, narrate_every=NARRATE_EVERY, max_events=MAX_EVENTS)
    where = f"[{name}, variants {list(variants) or 'none'}, {n} players {mix}, seed {seed}]"
    try:
        game.play()
    except TooLong:
        return [f"{where} the game did not end within {MAX_EVENTS} events"], len(game.events), len(game.decisions)
    except Exception as err:  # noqa: BLE001 -- any error is a finding
        tb = traceback.format_exception(type(err), err, err.__traceback__)[-3:]
        return [f"{where} the game raised {type(err).__name__}: {err}\n{''.join(tb)}"], len(game.events), \
            len(game.decisions)
    checker.finish()
    return list(checker.violations), len(game.events), len(game.decisions)


def run_chunk(args):
    """Play games start .. start+count-1 of one table; only plain data goes back to the parent."""
    table, start, count, base_seed = args
    found, events, decisions = [], 0, 0
    for index in range(start, start + count):
        try:
            v, e, d = play_one(table, index, base_seed)
        except Exception as err:  # noqa: BLE001 -- the referee itself failed: still a finding
            v, e, d = [f"[{label(table)}, game {index}] {type(err).__name__}: {err}"], 0, 0
        found.extend(str(x) for x in v)
        events += e
        decisions += d
    return table, count, found, events, decisions


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=2000, help="games in all (default 2000)")
    ap.add_argument("--per-table", action="store_true", help="--games is per table, not in all")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    ap.add_argument("--seed", type=int, default=0, help="base seed (default 0)")
    ap.add_argument("--show", type=int, default=10, help="violations to print (default 10)")
    ap.add_argument("--game", help="only this shipped game's tables (default: every shipped game)")
    ap.add_argument("--test-games", action="store_true", help="also the small games of the tests")
    ap.add_argument("--only", help="only tables whose variants include this name ('default' for none)")
    args = ap.parse_args(argv)
    if args.game and args.game not in shipped_games():
        ap.error(f"no shipped game is called {args.game!r}: the games are {', '.join(shipped_games())}")
    all_tables = tables(args.game, args.test_games)
    if args.only:
        all_tables = [t for t in all_tables if (args.only in t[1]) or (args.only == "default" and not t[1])]
    per = args.games if args.per_table else -(-args.games // len(all_tables))
    chunk = max(1, min(50, per // max(1, args.jobs * 2) or 1))
    work = [(t, s, min(chunk, per - s), args.seed) for t in all_tables for s in range(0, per, chunk)]
    started = time.perf_counter()
    stats = {t: [0, 0, 0, 0] for t in all_tables}   # games, violations, events, decisions
    found = []
    if args.jobs > 1:
        with Pool(args.jobs) as pool:
            results = pool.imap_unordered(run_chunk, work)
            done, step = 0, max(1, len(work) // 20)
            for table, count, violations, events, decisions in results:
                row = stats[table]
                row[0] += count
                row[1] += len(violations)
                row[2] += events
                row[3] += decisions
                found.extend(violations)
                done += 1
                if done % step == 0:
                    print(f"... {sum(r[0] for r in stats.values())} games, {len(found)} violations, "
                          f"{time.perf_counter() - started:.0f} s", flush=True)
    else:
        for item in work:
            table, count, violations, events, decisions = run_chunk(item)
            row = stats[table]
            row[0] += count
            row[1] += len(violations)
            row[2] += events
            row[3] += decisions
            found.extend(violations)
    elapsed = time.perf_counter() - started
    width = max(len(label(t)) for t in all_tables)
    print(f"{'table':<{width}}  {'games':>7}  {'violations':>10}  {'events/game':>11}  {'decisions/game':>14}")
    for t in all_tables:
        games, bad, events, decisions = stats[t]
        print(f"{label(t):<{width}}  {games:>7}  {bad:>10}  {events / max(games, 1):>11.0f}  "
              f"{decisions / max(games, 1):>14.0f}")
    games = sum(row[0] for row in stats.values())
    print(f"\n{games} games on {len(all_tables)} tables in {elapsed:.1f} s ({args.jobs} jobs): "
          f"{len(found)} violations")
    for line in found[:args.show]:
        print(" -", line)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
