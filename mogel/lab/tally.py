"""Running totals of a simulation, chunk by chunk: the summary `mogel simulate` prints.

    tally = Tally(seats=4, rules=rules)
    simulate(rules, ..., keep=False, on_chunk=tally.add)   # the rows need not stay in memory
    print(*tally.lines(games=100, seed=0, variants=[], seconds=2.5), sep="\n")
    tally.lines(..., lang="de")                            # the same summary with German words

The summary counts per scored part of a game: a row of simulate()'s table, an instance of the
rules' top level (mogel.lab.rows).  Where that is the round (a game of rounds) it reads as it
always has -- "80 rounds", "points/round", "mean round length: 20.4 turns"; where it is another
level (the games of a match of games) it names that level by its display name, in forms that need
no plural of a name the rules give: "100 scored parts (level “game”)", "points/game", "mean pass
count per round: 6.0".  `rules` gives those display names in the summary's language; without
it the levels' own names stand.  With `rules` the summary tells what they have: no cheats and
caught columns where nobody can cheat (mogel.lab.rows.measured); a top level that is the whole
game (open-ended: a trick game's `level game:`) is told as games, "100 games in 9.3 s", "points/game" /
"Punkte/Partie"; a length the same in every part is a constant of the rules, not a mean: the
part's length is told, and that constant after it ("mean game length: 617.2 turns (trick:
always 4 turns)").

No printing here (the CLI prints the lines).  TEXT holds the summary's words in English and
German, as mogel.cli.text holds the command's: a German summary says "Sitz", "Punkte/Runde",
"Startwert" and the bots' German names (mogel.agents.bot_word), and writes its decimals with a
comma, as a German class writes them (0,25, 12,5%; a bot's settings stay as `--bots` takes them:
"cheat_rate=0.3").  The rows themselves (simulate()'s table, a file of `--out`)
keep their English column names in every language: they are data (mogel.lab.runs.COLUMNS).
"""

from __future__ import annotations

import math
from typing import List, Mapping, Optional, Sequence

from ..agents import bot_word
from ..agents.base import weighed
from ..language.model import Rules
from ..check.teams import seat_teams
from .rows import level_word, measured, part_word, whole_game

# The summary's words.  "columns": the heads of seat, bot, points per round, win rate, cheats per
# round and caught; "part_columns" the same per part of another level ({unit}: its name); each
# number is right-aligned under its head (the bot's name left-aligned).  The mean length: "mean"
# of rounds in turns, else "length" (of {unit}) with "turns" or "decisions", or "count" of the
# instances of an inner level ({part}) per instance of the level ({unit}) made of them.
TEXT = {
    "en": {"game": "{n} game", "games": "{n} games", "round": "{n} round", "rounds": "{n} rounds",
           "part": "{n} scored part", "parts": "{n} scored parts", "round_word": "round",
           "part_rate": "{n} part", "part_rates": "{n} parts", "part_word": "part",
           "head": "{games}, {rounds} in {seconds} s ({rate}); seed {seed}; variants: {variants}",
           "part_head": "{games}, {parts} (level \u201c{unit}\u201d) in {seconds} s ({rate}); "
                        "seed {seed}; variants: {variants}",
           "game_head": "{games} in {seconds} s ({rate}); seed {seed}; variants: {variants}",
           "game_word": "game", "game_rate": "{n} game", "game_rates": "{n} games",
           "no_variants": "none", "defines": "; with {defines}",
           "columns": ("seat", "bot", "points/round", "win rate", "cheats/round", "caught (% of its cheats)"),
           "part_columns": ("seat", "bot", "points/{unit}", "win rate", "cheats/{unit}", "caught (% of its cheats)"),
           "tie": "(a game's win counts for each seat that shares it on a tie)",
           "team": "team of seats {seats}: win rate {rate}", "and": "and",
           "mean": "mean round length: {turns} turns",
           "length": "mean {unit} length: {n} {what}", "turns": "turns", "decisions": "decisions",
           "count": "mean {part} count per {unit}: {n}",
           "always": " ({unit}: always {n} {what})", "always_count": " ({unit}: always {n} \u00d7 \u201c{part}\u201d)",
           "alike": "Note: these rules have no penalties, covert moves, claims, accusations, races, rules choices, "
                    "gifts to a chosen player or optional moves -- all that tells the random, honest and sneaky "
                    "bots apart -- so those bots make the same decisions here, each at random; only the search "
                    "bot (search) plays otherwise."},
    "de": {"game": "{n} Partie", "games": "{n} Partien", "round": "{n} Runde", "rounds": "{n} Runden",
           "part": "{n} gewerteter Teil", "parts": "{n} gewertete Teile", "round_word": "Runde",
           "part_rate": "{n} Teil", "part_rates": "{n} Teile", "part_word": "Teil",
           "head": "{games}, {rounds} in {seconds} s ({rate}); Startwert {seed}; "
                   "Varianten: {variants}",
           "part_head": "{games}, {parts} (Ebene \u201e{unit}\u201c) in {seconds} s ({rate}); "
                        "Startwert {seed}; Varianten: {variants}",
           "game_head": "{games} in {seconds} s ({rate}); Startwert {seed}; Varianten: {variants}",
           "game_word": "Partie", "game_rate": "{n} Partie", "game_rates": "{n} Partien",
           "no_variants": "keine", "defines": "; mit {defines}",
           "columns": ("Sitz", "Bot", "Punkte/Runde", "Siegquote", "Schummeleien/Runde",
                       "erwischt (% seiner Schummeleien)"),
           "part_columns": ("Sitz", "Bot", "Punkte/{unit}", "Siegquote", "Schummeleien/{unit}",
                            "erwischt (% seiner Schummeleien)"),
           "tie": "(bei Gleichstand z\u00e4hlt der Sieg einer Partie f\u00fcr jeden Sitz, der ihn teilt)",
           "team": "Team der Sitze {seats}: Siegquote {rate}", "and": "und",
           "mean": "mittlere Rundenl\u00e4nge: {turns} Z\u00fcge",
           "length": "mittlere L\u00e4nge je {unit}: {n} {what}", "turns": "Z\u00fcge",
           "decisions": "Entscheidungen",
           "count": "mittlere Anzahl \u201e{part}\u201c je {unit}: {n}",
           "always": " ({unit}: immer {n} {what})", "always_count": " ({unit}: immer {n} \u00d7 \u201e{part}\u201c)",
           "alike": "Hinweis: Diese Regeln haben keine Strafpunkte, verdeckten Z\u00fcge, Behauptungen, "
                    "Anschuldigungen, Rennen, Regelwahlen, Gaben an einen gew\u00e4hlten Spieler und keine "
                    "freiwilligen Z\u00fcge -- nur darin unterscheiden sich der Zufalls-Bot, der ehrliche und der "
                    "gerissene Bot --, also entscheiden diese Bots hier gleich, jedes Mal zuf\u00e4llig; nur der "
                    "vorausdenkende Bot (search) spielt anders."},
}
ALIKE = frozenset({"random", "honest", "sneaky"})   # the bots that weigh only what mogel.agents.base.weighed finds


def alike(rules: Optional[Rules], bots: Sequence[str], lang: str = "en") -> Optional[str]:
    """The note said under a table of games of `rules` played by `bots` (labels: "random",
    "sneaky:cheat_rate=0.3") when the rules give the random, honest and sneaky bots nothing to
    tell them apart (mogel.agents.base.weighed) and a seat is one of them; else None.  In `lang`
    ("en", "de"; others: English)."""
    if rules is None or weighed(rules) or not any(str(bot).partition(":")[0] in ALIKE for bot in bots):
        return None
    return TEXT[lang if lang in TEXT else "en"]["alike"]


class Tally:
    """Totals per seat (points, parts, wins, cheats, catches) and per run (parts, and the
    length counted: turns, say) of the chunks given to `add`; `seats`: the number of seats of
    the run; `rules`: the rules played, for the display names of their levels (optional)."""

    def __init__(self, seats: int, rules: Optional[Rules] = None):
        self.rules = rules
        self.rounds = self.turns = self.measured = 0
        self.low = self.high = None   # the least and the most mean length of the level told in one part
        self.shows = measured(rules) if rules is not None else frozenset(("cheats", "caught"))
        self.level, self.round_level, self.unit = "round", "round", "turn"
        self.bots = [""] * seats
        self.points, self.rows, self.wins, self.games, self.cheats, self.caught = ([0] * seats for _ in range(6))

    def add(self, chunk) -> None:
        """Count one chunk: a DataFrame of simulate()'s rows (mogel.lab.runs.COLUMNS; a table of
        the first columns alone, from before levels, counts its rounds in turns)."""
        parts = chunk.drop_duplicates(["game", "round"])
        self.rounds += len(parts)
        if "length" in chunk:
            self.level, self.round_level, self.unit = (str(parts[c].iloc[0]) if len(parts) else d for c, d in
                                                       (("level", self.level), ("round_level", self.round_level),
                                                        ("length_unit", self.unit)))
            self.turns += int(parts.length.sum())
            self.measured += int(parts.round_count.sum())
            counted = parts[parts.round_count > 0]
            if len(counted):
                means = counted.length / counted.round_count
                self.low = min(float(means.min()), self.low if self.low is not None else math.inf)
                self.high = max(float(means.max()), self.high if self.high is not None else -math.inf)
        else:
            self.turns += int(parts.turns.sum())
            self.measured += len(parts)
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
        points and cheats per part among the columns: a bot's cheat_rate is a chance per
        cheating window or bluff, several a round), the mean length of a round (see the module's
        docstring); its words in `lang` ("en" or "de", see TEXT; others: English), its decimals
        with a point in English, a comma in German (`_decimal`)."""
        lang = lang if lang in TEXT else "en"
        words = TEXT[lang]
        whole = whole_game(self.rules)   # each part is a game: told as games
        rounds = self.level == "round" and not whole
        unit = self._part(lang)
        head = words["game_head" if whole else "head" if rounds else "part_head"]
        out = [head.format(games=_count(words, games, "game"), unit=unit,
                           rounds=_count(words, self.rounds, "round"), parts=_count(words, self.rounds, "part"),
                           seconds=_decimal(f"{seconds:.1f}", lang),
                           rate=_decimal(_rate(words, self.rounds, seconds,
                                               "game" if whole else "round" if rounds else "part"), lang),
                           seed=seed,
                           variants=", ".join(variants) or words["no_variants"])]
        if defines:
            out[0] += words["defines"].format(defines=", ".join(f"{n} = {v}" for n, v in defines.items()))
        bots = [_bot_name(bot, lang) for bot in self.bots]
        heads = words["columns"] if rounds else tuple(h.format(unit=unit) for h in words["part_columns"])
        seat_w, bot_w, points_w, win_w, cheats_w = (len(head) for head in heads[:5])
        bot_w = max(8, bot_w, *map(len, bots))        # 8: "random" and its like, as they always were
        columns = 4 + ("cheats" in self.shows) + ("caught" in self.shows)   # those of what can happen
        out.append("  ".join([f"{heads[0]:<{seat_w}}", f"{heads[1]:<{bot_w}} {heads[2]:>{points_w}}",
                              f"{heads[3]:>{win_w}}", f"{heads[4]:>{cheats_w}}", heads[5]][:columns - 1]))
        for seat, bot in enumerate(bots):
            cheats = self.cheats[seat]
            caught = _decimal(f"{self.caught[seat] / cheats:6.1%}", lang) if cheats else "     -"
            points = _decimal(f"{self.points[seat] / self.rows[seat]:>{points_w}.2f}", lang)
            won = _decimal(f"{self.wins[seat] / self.games[seat]:>{win_w}.1%}", lang)
            cells = [_decimal(f"{cheats / self.rows[seat]:>{cheats_w}.2f}", lang), caught][:columns - 4]
            out.append("  ".join([f"{seat:>{seat_w}}", f"{bot:<{bot_w}} {points}", won, *cells]))
        if sum(self.wins) > max(self.games):
            out.append(words["tie"])
        out += self._teams(words, lang)
        out.append(self._mean(lang))
        note = alike(self.rules, self.bots, lang)
        if note:
            out.append(note)
        return out

    def _teams(self, words: dict, lang: str) -> List[str]:
        """A line per team of a game with teams (`teams:`): its win rate, its members' (a team wins
        together); none for a team of one seat (its seat's line says it)."""
        teams = seat_teams(self.rules.game.teams, len(self.bots)) if self.rules is not None else None
        firsts = [team for seat, team in enumerate(teams or ()) if team[0] == seat and self.games[seat] and len(team) > 1]
        return [words["team"].format(seats=", ".join(map(str, team[:-1])) + f" {words['and']} {team[-1]}",
                                     rate=_decimal(f"{self.wins[team[0]] / self.games[team[0]]:.1%}", lang))
                for team in firsts]

    def _mean(self, lang: str) -> str:
        """The line of the mean length of a round (of the level told, in what it is counted in);
        where that level took as long in every part of the run (of two or more: each of a trick
        game's tricks 4 turns, a constant of the rules), the mean length of a part instead, and that
        constant after it: "mean game length: 312.4 turns (trick: always 4 turns)"."""
        words = TEXT[lang]
        constant = self.rounds > 1 and self.round_level != self.level and self.low is not None and self.low == self.high
        mean = _decimal(f"{(self.turns / (self.rounds if constant else self.measured)) if self.measured else 0.0:.1f}",
                        lang)
        unit = self._part(lang) if constant else self._name(self.round_level, lang)
        part = self._name(self.unit, lang) if self.unit not in ("turn", "decision") else ""
        always = "" if not constant else (words["always_count"] if part else words["always"]).format(
            unit=self._name(self.round_level, lang), n=_decimal(f"{self.low:g}", lang), part=part,
            what=words.get(self.unit + "s"))
        if self.unit == "turn" and unit == words["round_word"] and not constant:
            return words["mean"].format(turns=mean)
        if not part:
            return words["length"].format(unit=unit, n=mean, what=words[self.unit + "s"]) + always
        return words["count"].format(part=part, unit=unit, n=mean) + always

    def _part(self, lang: str) -> str:
        """The display name in `lang` of a scored part: of the top level, or a game ("Partie")
        where that is the whole game (mogel.lab.rows.part_word)."""
        words = TEXT[lang]
        return part_word(self.rules, lang, words["game_word"], words["round_word"]) if self.rules is not None \
            else self._name(self.level, lang)

    def _name(self, level: str, lang: str) -> str:
        """A level's display name in `lang` (the round without a `name:`: "round" / "Runde")."""
        return level_word(self.rules, level, lang, TEXT[lang]["round_word"])


def _decimal(number: str, lang: str) -> str:
    """A number written by Python ("12.5%") as the summary's language writes it: German with a
    decimal comma ("12,5%"), as a German class writes numbers."""
    return number.replace(".", ",") if lang == "de" else number


def _count(words: dict, n: int, one: str) -> str:
    """`n` and the word `one` ("game") of `words`, in the plural ("games") unless n is 1."""
    return words[one if n == 1 else one + "s"].format(n=n)


def _rate(words: dict, count: int, seconds: float, one: str) -> str:
    """How fast `count` rounds (`one`: "round", or "part") were played in `seconds`: "27 rounds/s";
    "2.5 rounds/s" below 10 a second; "4.2 s/round" below 1 a second (a search bot's games), where
    "0 rounds/s" said nothing; "0 rounds/s" when none was played."""
    rate = count / seconds if seconds > 0 else 0.0
    if 0 < rate < 1:
        return f"{seconds / count:.1f} s/" + words[one + "_word"]
    told = round(rate) if rate >= 10 or round(rate, 1).is_integer() else round(rate, 1)
    return f"{_count(words, told, 'round' if one == 'round' else one + '_rate')}/s"


def _bot_name(label: str, lang: str) -> str:
    """A bot's label of the `bot` column ("sneaky:cheat_rate=0.3") with the bot's name in
    `lang` ("gerissener Bot:cheat_rate=0.3" in "de"); its settings stay as `--bots` takes them."""
    name, colon, settings = label.partition(":")
    return bot_word(name, lang) + colon + settings
