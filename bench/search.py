"""Print the search bot's figures (issue 18, item 6): its thinking time and its win rates.

    python bench/search.py                        # 300 games of each match-up; long (hours on 2 cores)
    python bench/search.py --games 300 --jobs 2   # the same on two processes
    python bench/search.py --games 12             # a quick check that every line prints
    python bench/search.py --only cheat --playouts 8
    python bench/search.py --only cheat --every 50   # the figures after every 50 games too
    python bench/search.py --first 250 --games 50    # games 250 to 299 only (one part of a split run)

Three match-ups, each of `--games` games of 4 players: one `search` seat (default budget, or
`--playouts N`) against three `sneaky` in Mogel Motte, against three `random` in Mogelei and in
Cheat.  The search seat goes round the table (game i: seat i mod 4); game i is seeded
mogel.game_seed(seed, i).  Beside each game a control game is played on the same seed with the
opponent's bot in the search seat too (four alike).

Printed per match-up:
* the CPU time (time.process_time, one process) of each searched decision -- SearchBot.search,
  the decisions the bot thinks about; the others are its prior's, instant -- median and 95th
  percentile, with the wall-clock median beside it (other processes on the machine stretch it);
  the searched decisions per game and the playouts per searched decision; the same for the
  chances of a covert move (kind "cheat") among them, in a game that has them;
* the search seat's win rate (a game counts as won when the seat is among the winners, a shared
  win too) with its 95 % Wilson interval (mogel.lab.measures.wilson), and the control's: the
  rate of the opponent's bot in the same seat on the same seeds; and the paired comparison of
  the two on the same seeds: the games only one of them won, and McNemar's exact test (a
  binomial test of those games, scipy.stats.binomtest).  Two comparisons are printed, each
  met when the lower end of the search seat's interval is above it: 1/players, and the
  control's rate (the opponent's rate in that seat).
Nothing here asserts: bench/README.md records the figures with the date and machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import mogel  # noqa: E402
from mogel.agents import SearchBot  # noqa: E402
from mogel.lab.measures import wilson  # noqa: E402
from scipy.stats import binomtest  # noqa: E402

MATCHES = {"mogel_motte": "sneaky", "mogelei": "random", "cheat": "random"}
PLAYERS = 4


class Timed(SearchBot):
    """A search bot that notes the CPU and wall time of each searched decision, its playouts and its kind."""

    def search(self, worlds, view, decision, rng):
        cpu, wall = time.process_time(), time.perf_counter()
        chosen = super().search(worlds, view, decision, rng)
        self.noted.append((time.process_time() - cpu, time.perf_counter() - wall,
                           sum(count for _, _, count in self.thoughts), decision.kind))
        return chosen


def play(job):
    """One game and its control: (search seat won, control won, [(cpu, wall, playouts) per search])."""
    game, opponent, seed, index, playouts = job
    rules = mogel.load_rules(game=game)
    seat = index % PLAYERS
    bot = Timed(playouts=playouts)
    bot.noted = []
    agents = [opponent] * PLAYERS
    agents[seat] = bot
    played = mogel.Game(rules, agents, seed=mogel.game_seed(seed, index)).play()
    control = mogel.Game(rules, [opponent] * PLAYERS, seed=mogel.game_seed(seed, index)).play()
    return seat in played.winners, seat in control.winners, bot.noted


def match(game: str, opponent: str, games: int, seed: int, jobs: int, playouts, every=None, first=0):
    """Play the match-up's games first .. first + games - 1 and print their figures; with `every`,
    also after every so many games (in order: a run stopped early still tells the games it finished)."""
    jobs_list = [(game, opponent, seed, index, playouts) for index in range(first, first + games)]
    start = time.perf_counter()
    results = []
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as pool:
        for result in (pool.map(play, jobs_list, chunksize=4) if jobs > 1 else map(play, jobs_list)):
            results.append(result)
            if every and len(results) % every == 0 and len(results) < games:
                report(game, opponent, results, time.perf_counter() - start, jobs, playouts)
    report(game, opponent, results, time.perf_counter() - start, jobs, playouts)


def report(game: str, opponent: str, results: list, elapsed: float, jobs: int, playouts) -> None:
    """Print the figures of the games played so far (`results`, one (won, control won, noted) a game)."""
    games = len(results)
    noted = [entry for _, _, entries in results for entry in entries]
    cpu = sorted(entry[0] * 1000 for entry in noted)
    wall = [entry[1] * 1000 for entry in noted]
    won = sum(result[0] for result in results)
    control = sum(result[1] for result in results)
    rate, low, high = wilson(won, games)
    c_rate, c_low, c_high = wilson(control, games)
    alone = sum(result[0] and not result[1] for result in results)
    control_alone = sum(result[1] and not result[0] for result in results)
    paired = binomtest(alone, alone + control_alone).pvalue if alone + control_alone else float("nan")
    budget = f"playouts={playouts}" if playouts else "default budget"
    print(f"\n{game}: 1 search ({budget}) vs {PLAYERS - 1} {opponent}, {games} games ({elapsed:.0f} s wall, {jobs} jobs)")
    print(f"  searched decision: CPU median {statistics.median(cpu):.0f} ms, p95 {cpu[int(0.95 * (len(cpu) - 1))]:.0f} ms,"
          f" max {cpu[-1]:.0f} ms; wall median {statistics.median(wall):.0f} ms; "
          f"{len(cpu) / games:.1f} per game, {statistics.mean(e[2] for e in noted):.1f} playouts each")
    covert = sorted(entry[0] * 1000 for entry in noted if entry[3] == "cheat")
    if covert:
        print(f"  of which chances of a covert move: {len(covert) / games:.1f} per game, CPU median "
              f"{statistics.median(covert):.0f} ms, p95 {covert[int(0.95 * (len(covert) - 1))]:.0f} ms")
    print(f"  search seat wins {won}/{games} = {rate:.3f} [{low:.3f}, {high:.3f}]; control ({opponent} in that seat) "
          f"{control}/{games} = {c_rate:.3f} [{c_low:.3f}, {c_high:.3f}]; 1/players = {1 / PLAYERS:.3f}")
    print(f"  games only the search seat won: {alone}, only the control: {control_alone} "
          f"(McNemar exact p = {paired:.3g})")
    print(f"  lower end {low:.3f} above 1/players ({1 / PLAYERS:.3f}): {'met' if low > 1 / PLAYERS else 'MISSED'}; "
          f"above the control's rate ({c_rate:.3f}): {'met' if low > c_rate else 'MISSED'}", flush=True)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=None, help="a budget in playouts (default: the bot's own)")
    parser.add_argument("--only", choices=sorted(MATCHES), action="append", help="only this game (repeatable)")
    parser.add_argument("--every", type=int, default=None, help="also print the figures after every N games")
    parser.add_argument("--first", type=int, default=0,
                        help="the first game's number (a long run split over processes: their counts add up)")
    args = parser.parse_args(argv)
    for game, opponent in MATCHES.items():
        if args.only is None or game in args.only:
            match(game, opponent, args.games, args.seed, args.jobs, args.playouts, args.every, args.first)


if __name__ == "__main__":
    main()
