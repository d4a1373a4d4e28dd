"""Running totals of a simulation, chunk by chunk: the summary `mogel simulate` prints.

    tally = Tally(seats=4)
    simulate(..., keep=False, on_chunk=tally.add)      # the rows need not stay in memory
    print(*tally.lines(games=100, seed=0, variants=[], seconds=2.5), sep="\n")
    tally.lines(..., lang="de")                        # the same summary with German words

No printing here (the CLI prints the lines).  TEXT holds the summary's words in English and
German, as mogel.cli.text holds the command's: a German summary says "Sitz", "Punkte/Runde",
"Startwert" and the bots' German names (mogel.agents.bot_word), and writes its numbers as the
English one does (0.25, 12.5%).  The rows themselves (simulate()'s table, a file of `--out`)
keep their English column names in every language: they are data (mogel.lab.runs.COLUMNS).
"""

from __future__ import annotations

from typing import List, Mapping, Optional, Sequence

from ..agents import bot_word

# The summary's words.  "columns": the heads of seat, bot, points per round, win rate, cheats per
# round and caught; each number is right-aligned under its head (the bot's name left-aligned).
TEXT = {
    "en": {"game": "{n} game", "games": "{n} games", "round": "{n} round", "rounds": "{n} rounds",
           "head": "{games}, {rounds} in {seconds:.1f} s ({rate:.0f} rounds/s); seed {seed}; variants: {variants}",
           "no_variants": "none", "defines": "; with {defines}",
           "columns": ("seat", "bot", "points/round", "win rate", "cheats/round", "caught (% of its cheats)"),
           "tie": "(a game's win counts for each seat that shares it on a tie)",
           "mean": "mean round length: {turns:.1f} turns"},
    "de": {"game": "{n} Partie", "games": "{n} Partien", "round": "{n} Runde", "rounds": "{n} Runden",
           "head": "{games}, {rounds} in {seconds:.1f} s ({rate:.0f} Runden/s); Startwert {seed}; "
                   "Varianten: {variants}",
           "no_variants": "keine", "defines": "; mit {defines}",
           "columns": ("Sitz", "Bot", "Punkte/Runde", "Siegquote", "Mogeleien/Runde",
                       "erwischt (% seiner Mogeleien)"),
           "tie": "(bei Gleichstand z\u00e4hlt der Sieg einer Partie f\u00fcr jeden Sitz, der ihn teilt)",
           "mean": "mittlere Rundenl\u00e4nge: {turns:.1f} Z\u00fcge"},
}


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

    def lines(self, games: int, seed: int, variants: Sequence[str], seconds: float, lang: str = "en",
              defines: Optional[Mapping[str, int]] = None) -> List[str]:
        """The summary of a run of `games` games seeded `seed` with `variants` (and the
        `defines` set to other numbers, told at the end of the head line: "; with
        catch_penalty_cards = 3") that took `seconds`: a head line, one line per seat (its
        cheats per round among the columns: a bot's cheat_rate is a chance per cheating window,
        several a round), the mean round length; its words in `lang` ("en" or "de", see TEXT;
        others: English), its numbers alike in both."""
        words = TEXT.get(lang, TEXT["en"])
        out = [words["head"].format(games=_count(words, games, "game"), rounds=_count(words, self.rounds, "round"),
                                    seconds=seconds, rate=self.rounds / seconds, seed=seed,
                                    variants=", ".join(variants) or words["no_variants"])]
        if defines:
            out[0] += words["defines"].format(defines=", ".join(f"{n} = {v}" for n, v in defines.items()))
        bots = [_bot_name(bot, lang) for bot in self.bots]
        seat_w, bot_w, points_w, win_w, cheats_w = (len(head) for head in words["columns"][:5])
        bot_w = max(8, bot_w, *map(len, bots))        # 8: "random" and its like, as they always were
        heads = words["columns"]
        out.append(f"{heads[0]:<{seat_w}}  {heads[1]:<{bot_w}} {heads[2]:>{points_w}}  {heads[3]:>{win_w}}  "
                   f"{heads[4]:>{cheats_w}}  {heads[5]}")
        for seat, bot in enumerate(bots):
            cheats = self.cheats[seat]
            caught = f"{self.caught[seat] / cheats:6.1%}" if cheats else "     -"
            out.append(f"{seat:>{seat_w}}  {bot:<{bot_w}} {self.points[seat] / self.rows[seat]:>{points_w}.2f}  "
                       f"{self.wins[seat] / self.games[seat]:>{win_w}.1%}  {cheats / self.rows[seat]:>{cheats_w}.2f}  "
                       f"{caught}")
        if sum(self.wins) > max(self.games):
            out.append(words["tie"])
        out.append(words["mean"].format(turns=self.turns / self.rounds))
        return out


def _count(words: dict, n: int, one: str) -> str:
    """`n` and the word `one` ("game") of `words`, in the plural ("games") unless n is 1."""
    return words[one if n == 1 else one + "s"].format(n=n)


def _bot_name(label: str, lang: str) -> str:
    """A bot's label of the `bot` column ("sneaky:cheat_rate=0.3") with the bot's name in
    `lang` ("gerissener Bot:cheat_rate=0.3" in "de"); its settings stay as `--bots` takes them."""
    name, colon, settings = label.partition(":")
    return bot_word(name, lang) + colon + settings
