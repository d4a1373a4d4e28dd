"""Running totals of a simulation, chunk by chunk: the summary `mogel simulate` prints.

    tally = Tally(seats=4)
    simulate(..., keep=False, on_chunk=tally.add)      # the rows need not stay in memory
    print(*tally.lines(games=100, seed=0, variants=[], seconds=2.5), sep="\n")

No printing here (the CLI prints the lines).
"""

from __future__ import annotations

from typing import List, Sequence


class Tally:
    """Totals per seat (penalty points, rounds, wins, cheats, catches) and per run (rounds,
    turns) of the chunks given to `add`; `seats`: the number of seats of the run."""

    def __init__(self, seats: int):
        self.rounds = self.turns = 0
        self.bots = [""] * seats
        self.points, self.rows, self.wins, self.games, self.cheats, self.caught = ([0] * seats for _ in range(6))

    def add(self, chunk) -> None:
        """Count one chunk: a DataFrame of simulate()'s rows (mogel.lab.runs.COLUMNS)."""
        rounds = chunk.drop_duplicates(["game", "round"])
        self.rounds += len(rounds)
        self.turns += int(rounds.turns.sum())
        ends = chunk.drop_duplicates(["game", "seat"])
        for seat, group in chunk.groupby("seat"):
            self.bots[seat] = group.bot.iloc[0]
            self.points[seat] += int(group.points.sum())
            self.rows[seat] += len(group)
            self.cheats[seat] += int(group.cheats.sum())
            self.caught[seat] += int(group.caught.sum())
            won = ends[ends.seat == seat].game_winner
            self.wins[seat] += int(won.sum())
            self.games[seat] += len(won)

    def lines(self, games: int, seed: int, variants: Sequence[str], seconds: float) -> List[str]:
        """The summary of a run of `games` games seeded `seed` with `variants` that took
        `seconds`: a head line, one line per seat, the mean round length."""
        played = f"{games} game{'s' if games != 1 else ''}"
        out = [f"{played}, {self.rounds} rounds in {seconds:.1f} s ({self.rounds / seconds:.0f} rounds/s); "
               f"seed {seed}; variants: {', '.join(variants) or 'none'}",
               "seat  bot      points/round  win rate  cheats/round  caught (% of its cheats)"]
        for seat, bot in enumerate(self.bots):
            cheats = self.cheats[seat]
            caught = f"{self.caught[seat] / cheats:6.1%}" if cheats else "     -"
            out.append(f"{seat:>4}  {bot:<8} {self.points[seat] / self.rows[seat]:>12.2f}  "
                       f"{self.wins[seat] / self.games[seat]:>8.1%}  {cheats / self.rows[seat]:>12.2f}  {caught}")
        if sum(self.wins) > max(self.games):
            out.append("(a game's win counts for each seat that shares it on a tie)")
        out.append(f"mean round length: {self.turns / self.rounds:.1f} turns")
        return out
