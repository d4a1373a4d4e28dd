"""The simulation lab: compare variant sets, and ask "does cheating pay?" -- tables and plots.

    result = compare({"rulebook": [], "house rule": ["house_rule"]}, games=500)
    result.table            # one row per setup, table and measure, with 95 % confidence intervals
    result.plot()           # a matplotlib Figure
    grid = cheating_pays(rates=(0, .5, 1), attentions=(.2, .8), games=200)
    plot_heatmap(grid)      # sneaky bot's mean points per round (or per game of a match), numbers in the cells

Every setup is played on the same seeds; beside the chosen bots each setup is also played by
an all-random table (the control).  The measures follow what the checked rules have: points
where they score, a catch rate where a player can cheat and be accused.  Intervals: Wilson
score intervals for rates, Student t intervals over the games for the points and the mean
round length (see `summarise`).  The figures: mogel.lab.plots.

The tables the lab hands back to be looked at (`compare(...).table`, `cheating_pays(...)`,
`mogel.lab.sweep(...).table`) are `LabTable`s: DataFrames (and so is what is made of them:
`table.round(1)`, `table[rows]`) that a notebook shows with no empty header cell (axe-core's
empty-table-header): the corner above the row labels names them -- "attention ↓ cheat rate →"
for the grid, "row" above row numbers -- where pandas leaves an empty `<th>`.
"""

from __future__ import annotations

import html
import math
import numbers
from dataclasses import dataclass
from typing import Dict, Iterable, Optional, Sequence, Union

import pandas as pd

from ..agents import make_bot
from ..check.variants import plays_with, seats_hint, wrong_player_count
from ..errors import MogelError
from .plots import plot_comparison, points_words
from .files import need
from .rows import level_plan, level_word, measured, part_word
from .tally import alike
from .runs import DefaultBots, _whole, rules_played, simulate

def wilson(successes: int, trials: int):
    """(rate, low, high) of a binomial proportion with its 95 % Wilson score interval
    (scipy.stats.binomtest); all three NaN for no trials."""
    if trials == 0:
        return (math.nan, math.nan, math.nan)
    interval = need("scipy.stats", "a confidence interval").binomtest(int(successes), int(trials)).proportion_ci(0.95, method="wilson")
    return (successes / trials, float(interval.low), float(interval.high))


def mean_interval(values):
    """(mean, low, high): the mean of independent values with its 95 % Student t interval
    (mean +- the 97.5 % quantile of Student's t with n - 1 degrees of freedom (scipy.stats.t)
    times the standard error); low and high are NaN for fewer than 2 values, all
    three for none."""
    values = pd.Series(values, dtype=float)
    if values.empty:
        return (math.nan, math.nan, math.nan)
    mean = values.mean()
    if len(values) < 2:
        return (mean, math.nan, math.nan)
    half = need("scipy.stats", "a confidence interval").t.ppf(0.975, len(values) - 1) * values.std(ddof=1) / math.sqrt(len(values))
    return (mean, mean - half, mean + half)


def constant_length(rounds: pd.DataFrame) -> bool:
    """Whether the level whose length a simulate() table tells (its round_level) is inside the
    part and took as long in every part of two or more: a constant of the rules, not a measure
    (each trick of a trick game takes 4 turns at 4 players)."""
    parts = rounds.drop_duplicates(["game", "round"])
    if "length" not in parts or len(parts) < 2 or (parts.round_level == parts.level).all():
        return False
    counted = parts[parts.round_count > 0]
    return len(counted) > 0 and (counted.length / counted.round_count).nunique() == 1


def round_length(rounds: pd.DataFrame, rules=None, whole: Optional[bool] = None):
    """(measure name, Series of each game's mean round length) of a simulate() table; with
    `rules` (the rules played), its levels named by their English display names: "game length
    (battle count)" for a game whose `level round:` is named "battle".  whole: tell the length
    of the part itself (the top level, in the same unit: "game length (turns)" in a trick game
    whose top level is the whole game)
    instead; None: where the level told took as long in every part (`constant_length`).

    The round is the level whose length the table counts (its column round_level: the round in
    every shipped game), in its length_unit: "round length (turns)" where a round is made of turns,
    "round length (pass count)" where it is made of passes (a length counted in an inner level), "... (decisions)"
    for rules of one level of steps.  A game's mean is its length over its rounds (a part of the
    table may hold several: round_count).  A table of the first columns alone (from before
    levels, or made by hand) counts turns per round."""
    parts = rounds.drop_duplicates(["game", "round"])
    if "length" not in parts or parts.empty:
        return "round length (turns)", parts.groupby("game").turns.mean()
    level, unit = parts.round_level.iloc[0], parts.length_unit.iloc[0]
    told = f"{unit}s" if unit in ("turn", "decision") else f"{level_word(rules, unit)} count"
    if constant_length(rounds) if whole is None else whole:
        part = part_word(rules) if rules is not None else level_word(None, parts.level.iloc[0])
        return f"{part} length ({told})", parts.groupby("game").length.mean()
    sums = parts.groupby("game")[["length", "round_count"]].sum()
    return f"{level_word(rules, level)} length ({told})", sums.length / sums.round_count


def summarise(rounds: pd.DataFrame, rules=None, whole: Optional[bool] = None) -> pd.DataFrame:
    """Measures of one simulate() table: win rate per bot, the points, mean round length, catch
    rate, as far as the rules have them; `rules`: the rules played, whose checked model says
    what they have (mogel.lab.rows.measured) and whose levels' display names name the length
    and the points (`round_length`; `whole` as it takes it).  Without `rules`: win rates, the
    length and the catch rate.

    Returns a DataFrame with columns measure, bot ("" but for win rates and points per part),
    value, low, high.  Win rate: the share of a bot's seats that won their game; catch rate:
    caught / cheats over all seats (NaN for no cheats: covert moves and chosen bluffs), only
    where the rules let a player cheat and accuse; both with Wilson intervals.  Where the rules
    score points: "points per round" (per scored part: "points per game" in a match of games, "penalty
    points" where the fewest points win, as in rules.mm) per bot, each game's mean over the
    bot's seats and parts one value, and "winner's points" (its total at the game's end; the
    mean of the winners' on a tie), both with a Student t interval over the games.
    Round length (see `round_length` for its name and unit: turns in rules.mm): the rounds of
    one game are not taken as independent (they share players and totals): each game's mean
    round length is one value, and value is their mean (the mean over all rounds when every
    game has as many rounds, as in rules.mm) with a Student t interval over the games (n - 1
    degrees of freedom; no interval for one game)."""
    out = []
    seats = rounds.drop_duplicates(["game", "seat"])
    for bot, group in seats.groupby("bot", sort=True):
        out.append(("win rate", bot, *wilson(int(group.game_winner.sum()), len(group))))
    has = measured(rules) if rules is not None else frozenset(("caught",))
    if "points" in has:
        points = points_words(rules.game.winner == "highest")[0]
        for bot, group in rounds.groupby("bot", sort=True):
            out.append((f"{points} per {part_word(rules)}", bot, *mean_interval(group.groupby("game").points.mean())))
        final = rounds.sort_values("round").drop_duplicates(["game", "seat"], keep="last")
        won = final[final.game_winner].groupby("game").total.mean()
        out.append((f"winner's {points}", "", *mean_interval(won)))
    measure, per_game = round_length(rounds, rules, whole)
    out.append((measure, "", *mean_interval(per_game)))
    if "caught" in has:
        out.append(("catch rate", "", *wilson(int(rounds.caught.sum()), int(rounds.cheats.sum()))))
    return pd.DataFrame(out, columns=["measure", "bot", "value", "low", "high"])


def _count(value, message: str) -> int:
    """A whole number of at least 1 (a Python or numpy integer, not a bool) as an int."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
        raise MogelError(f"{message}, not {value!r}")
    return int(value)


def _opponents(opponents, players) -> int:
    """How many honest bots sit round the table with the sneaky one (`cheating_pays`, `sweep`):
    `opponents` (a whole number, 1 or more; None: 3), or with `players=` (checked as `simulate`
    checks it: "players must be a whole number of at least 1, not 0") one fewer than the seats;
    a MogelError when both are given and disagree.  A table the rules are not played by is
    refused by `simulate`, in its words, before any game."""
    if players is None:
        return 3 if opponents is None else _count(opponents, "opponents must be a whole number of at least 1")
    players = _whole(players, "players", 1)
    if opponents is not None and _count(opponents, "opponents must be a whole number of at least 1") != players - 1:
        raise MogelError(f"opponents={opponents!r} and players={players} disagree: the table is the sneaky bot and its "
                         f"opponents, so players={int(opponents) + 1}; give one of the two")
    return players - 1


def seated(played, opponents: int):
    """`played` (the rules a run plays), checked to be played by the sneaky bot and `opponents`
    honest ones (`cheating_pays`, `sweep`): else a MogelError before any game, with the
    `players=` to give (seats_hint, in the API's words, as `mogel simulate --players`)."""
    low, high = played.game.players
    seats = opponents + 1
    if not plays_with(played.game.players, seats):
        raise MogelError(wrong_player_count(played, seats) + seats_hint(seats, True, seats, low, high, api=True,
                                                                        only=getattr(played.game.players, "only", ())))
    return played


def _fractions(values, name: str, what: str) -> list:
    """A list, tuple or 1-D array of numbers from 0 to 1 (not bools), none twice, as floats."""
    if isinstance(values, (str, bytes)) or \
            not (isinstance(values, Sequence) or getattr(values, "ndim", None) == 1) or len(values) == 0:
        raise MogelError(f"the {name}s must be a list of numbers from 0 to 1, not {values!r}")
    out = []
    for value in values:
        if isinstance(value, bool) or not isinstance(value, numbers.Real) or not 0 <= value <= 1:
            raise MogelError(f"each {name} must be a number from 0 to 1, not {value!r}")
        if float(value) in out:
            raise MogelError(f"the {name} {float(value):g} is given twice: each {name} is one {what} of the grid")
        out.append(float(value))
    return out


class LabTable(pd.DataFrame):
    """A DataFrame shown in a notebook (`_repr_html_`) with its corner header cell named, none left
    empty: by the index's name and the columns' ("attention ↓ cheat rate →"), by the one of them
    that has a name, else "row" (the index of row numbers).  Its data, names and text repr are a
    DataFrame's; an index or columns of several levels are shown as pandas shows them."""

    @property
    def _constructor(self):
        return LabTable

    def _repr_html_(self):
        plain = pd.DataFrame(self)
        if plain.index.nlevels == plain.columns.nlevels == 1:
            rows, columns = plain.index.name, plain.columns.name
            corner = (f"{rows} ↓ {columns} →" if rows is not None and columns is not None
                      else next((name for name in (rows, columns) if name is not None), "row"))
            plain = plain.rename_axis(index=None, columns=corner)
        note = self.attrs.get("note")   # compare: the bots made the same decisions as the control's
        return plain._repr_html_() + (f"<p>{html.escape(note)}</p>" if note else "")


@dataclass(repr=False)
class Comparison:
    """The result of `compare`: `rounds` (every round of every setup: simulate()'s columns plus
    setup and table) and `table` (the measures with their 95 % intervals, see `compare`)."""

    rounds: pd.DataFrame
    table: pd.DataFrame

    def __repr__(self) -> str:
        setups = list(dict.fromkeys(self.table.setup))
        games = int(self.rounds.groupby(["setup", "table"]).game.nunique().max()) if len(self.rounds) else 0
        return (f"<Comparison of {len(setups)} setup{'s' * (len(setups) != 1)} "
                f"({', '.join(map(repr, setups))}), {games} game{'s' * (games != 1)} each: "
                f".table ({len(self.table)} rows of measures), .rounds ({len(self.rounds)} rows), .plot()>"
                + (f"\n{self.table.attrs['note']}" if self.table.attrs.get("note") else ""))

    def plot(self):
        """A matplotlib Figure (not pyplot's: see mogel.lab.plots): a panel per measure, a bar
        per setup in each group (bot or table), whiskers the 95 % intervals, rates in %."""
        return plot_comparison(self)


def _variant_list(variants) -> list:
    """One setup's variants: a list of names, a name alone, or None / [] (the rulebook)."""
    if variants is None or isinstance(variants, str):
        return [variants] if variants else []
    if not isinstance(variants, (list, tuple)) or not all(isinstance(v, str) for v in variants):
        raise MogelError(f"a setup is a list of variant names, such as ['italian_ant'], not {variants!r}")
    return list(variants)


def compare(setups: Union[Dict[str, Sequence[str]], Iterable[Sequence[str]]], *, rules=None,
            bots: Sequence = DefaultBots(("sneaky", "honest", "honest", "random")), games: int = 200, seed: int = 0,
            workers=None, client=None, progress: Optional[bool] = None, defines=None,
            players: Optional[int] = None) -> Comparison:
    """Play every variant set on the same seeds, with `bots` and with an all-random control.

    setups: {label: [variant, ...]} or a list of variant lists (labelled by their names); a
    variant name alone stands for a list of one.  games: a whole number (int or numpy
    integer), 1 or more per setup and table.  seed: as for `simulate` (numpy integers too).
    Returns a Comparison: .table has columns setup, table ("bots" or "control"), measure
    ("win rate" and "catch rate" as fractions 0..1, "penalty points per round" and "winner's
    penalty points" ("points per game" ... in a match of games), "round length (turns)" -- in the unit the
    rules' rounds are counted in: "round length (pass count)" where rounds are made of passes,
    see `round_length`), bot, value, low,
    high (the 95 % interval; see `summarise`), per setup and table a win rate and points per
    bot, the winner's points, the length and the catch rate -- as far as the rules have them:
    no points where no statement scores, no catch rate where no player can cheat and be
    accused (a trick game with no covert moves: win rates, points, the length); the length is the
    part's ("game length (turns)" in a trick game whose top level is the whole game) in every
    setup where the level told took as long in every part of every
    setup (`constant_length`); .rounds has simulate()'s rows of both tables of every setup.  Raises MogelError for no setups, the
    same setup twice or games < 1 or not whole, and what `simulate` raises.  defines:
    {name: whole number} for every setup, as for `simulate`.  players: the number of seats, as for
    `simulate` (`bots` repeated round the table, the default bots cut to it); the control is as
    many random bots.  Where every setup's rules give the random, honest and sneaky bots nothing to
    tell them apart (mogel.agents.base.weighed: no penalties, covert moves, claims, accusations,
    races, rules choices, gifts to a chosen player or optional moves) and `bots` hold one of them,
    .table.attrs["note"] says so (those bots decide as the control's random bots: their rows are
    the control's), shown under the table in a notebook and in the Comparison's repr.  A table
    the rules are not played by is a MogelError naming the `players=`
    to give (mogel.check.variants.seats_hint).
    """
    games = _count(games, "compare needs at least 1 game per setup")
    seed = int(seed) if isinstance(seed, numbers.Integral) and not isinstance(seed, bool) else seed
    if isinstance(setups, dict):
        setups = {str(label): _variant_list(vs) for label, vs in setups.items()}
    elif isinstance(setups, (list, tuple)):
        lists = [_variant_list(vs) for vs in setups]
        setups = {(" + ".join(vs) or "rulebook"): vs for vs in lists}
        if len(setups) < len(lists):
            raise MogelError("compare was given the same set of variants twice")
    else:
        raise MogelError(f"compare needs a list of variant lists or a {{label: variants}} dict, such as "
                         f"[[], ['house_rule']], not {setups!r}")
    if not setups:
        raise MogelError("compare needs at least one set of variants ([] is the rulebook)")
    control = ["random"] * len(bots) if players is None else ["random"]   # simulate seats it round the table
    runs, notes = [], set()
    for label, variants in setups.items():
        played = rules_played(rules, variants, defines)   # its levels' names name the length
        notes.add(alike(played, [getattr(bot, "name", bot) for bot in bots]))
        for table, seats in (("bots", bots), ("control", control)):
            frame = simulate(rules, variants=variants, bots=seats, games=games, seed=seed, players=players,
                             workers=workers, client=client, progress=progress, defines=defines)
            runs.append((label, table, frame, played))
    whole = all(constant_length(frame) for _, _, frame, _ in runs)   # one length measure for every setup
    tables = [summarise(frame, played, whole).assign(setup=label, table=table) for label, table, frame, played in runs]
    table = LabTable(pd.concat(tables, ignore_index=True)[["setup", "table", "measure", "bot", "value", "low", "high"]])
    if None not in notes:   # every setup's rules give the bots nothing to weigh: the "bots" table is the control's
        table.attrs["note"] = notes.pop()
    return Comparison(pd.concat([frame.assign(setup=label, table=table) for label, table, frame, _ in runs],
                                ignore_index=True), table)


def cheating_pays(rates: Sequence[float] = (0.0, 0.25, 0.5, 0.75, 1.0),
                  attentions: Sequence[float] = (0.1, 0.3, 0.5, 0.7, 0.9), *, rules=None, variants=(),
                  opponents: Optional[int] = None, games: int = 100, seed: int = 0, workers=None, client=None,
                  progress: Optional[bool] = None, defines=None, players: Optional[int] = None) -> pd.DataFrame:
    """Does cheating pay?  A grid: rows guard attention, columns the sneaky bot's cheat rate,
    each cell the sneaky bot's mean points per round against `opponents` honest bots (every
    seat has that attention when it watches for covert moves, as a role that watches for cheats does).
    Same seeds in every cell.  A "round" is a scored part of the game, a row of simulate()'s
    table: a round of a game of rounds (penalty points: fewer is better, say), a game of a match of
    games (points: more is better); grid.attrs["level"] names it and grid.attrs["highest
    wins"] says which way is better (plot_heatmap reads both).  The cheat rate is a chance per
    cheating window (each window the rules open: after each move, say) and per claim that
    could be true, not per turn: grid.attrs["cheats per round"] holds the cheats (covert moves
    and chosen bluffs) per round each rate made ({rate: mean over the attentions}),
    grid.attrs["games"] the games per cell (plot_heatmap shows both).  In a game with no covert
    moves (only claims and bluffs, say) the attention changes nothing: give one, attentions=(0.5,).
    defines: {name: whole number}, as for `simulate` (to ask the question at another catch
    penalty, say; `mogel.lab.sweep` sweeps one).  players: the number of seats, as for
    `simulate` (the sneaky bot and players - 1 honest ones), in place of `opponents`.

    rates, attentions: a list, tuple or 1-D array (np.linspace(0, 1, 5)) of numbers from 0 to
    1, Python or numpy, each once.  opponents (default 3), games: whole numbers (numpy integers
    too), 1 or more.  Returns a DataFrame of len(attentions) x len(rates) floats, index "attention"
    and columns "cheat rate" holding the values as Python floats (grid.loc[0.5, 1.0]).
    Raises MogelError for rates or attentions that are no list or empty, a value outside 0..1
    (or a bool, NaN), a value given twice, opponents or games < 1 or not whole (a cell of no
    games has no mean), opponents and players that disagree, and what `simulate` raises
    (players= as it checks it: "players must be a whole number of at least 1, not 0", "GAME is
    played by 3 to 5 players, not 2"), all before any game."""
    games = _count(games, "cheating_pays needs at least 1 game per cell")
    opponents = _opponents(opponents, players)
    seed = int(seed) if isinstance(seed, numbers.Integral) and not isinstance(seed, bool) else seed
    played = seated(rules_played(rules, variants, defines), opponents)
    rates = _fractions(rates, "cheat rate", "column")
    attentions = _fractions(attentions, "attention", "row")
    grid = LabTable(index=pd.Index(attentions, name="attention"),
                        columns=pd.Index(rates, name="cheat rate"), dtype=float)
    cheats = grid.copy()
    for attention in attentions:
        for rate in rates:
            bots = [make_bot("sneaky", cheat_rate=rate, attention=attention)] + \
                   [make_bot("honest", attention=attention) for _ in range(opponents)]
            frame = simulate(rules, variants=variants, bots=bots, games=games, seed=seed, players=players,
                             workers=workers, client=client, progress=progress, defines=defines)
            grid.loc[attention, rate] = frame[frame.seat == 0].points.mean()
            cheats.loc[attention, rate] = frame[frame.seat == 0].cheats.mean()
    grid.attrs["games"] = games
    grid.attrs["cheats per round"] = {rate: float(cheats[rate].mean()) for rate in rates}
    grid.attrs["level"] = level_plan(played)[0]
    grid.attrs["highest wins"] = played.game.winner == "highest"
    return grid
