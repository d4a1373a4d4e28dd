"""The simulation lab: compare variant sets, and ask "does cheating pay?" -- tables and plots.

    result = compare({"rulebook": [], "Italian ant": ["italian_ant"]}, games=500)
    result.table            # one row per setup, table and measure, with 95 % confidence intervals
    result.plot()           # a matplotlib Figure
    grid = cheating_pays(rates=(0, .5, 1), attentions=(.2, .8), games=200)
    plot_heatmap(grid)      # sneaky bot's mean penalty points per round, numbers in the cells

Every setup is played on the same seeds; beside the chosen bots each setup is also played by
an all-random table (the control).  Intervals: Wilson score intervals for rates, normal
intervals (mean +- 1.96 standard errors) for the mean round length.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Dict, Iterable, Sequence, Union

import pandas as pd

from ..agents import make_bot
from ..errors import MogelError
from .runs import simulate

Z95 = 1.959963984540054


def wilson(successes: int, trials: int):
    """(rate, low, high) of a binomial proportion with its 95 % Wilson score interval."""
    if trials == 0:
        return (math.nan, math.nan, math.nan)
    p = successes / trials
    denom = 1 + Z95 ** 2 / trials
    centre = (p + Z95 ** 2 / (2 * trials)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / trials + Z95 ** 2 / (4 * trials ** 2)) / denom
    # at p = 0 or 1 the bound equals p exactly; rounding must not put it on the wrong side
    return (p, min(p, max(0.0, centre - half)), max(p, min(1.0, centre + half)))


def mean_interval(values):
    """(mean, low, high) with a normal 95 % interval of the mean."""
    values = pd.Series(values, dtype=float)
    if values.empty:
        return (math.nan, math.nan, math.nan)
    mean = values.mean()
    half = Z95 * values.std(ddof=1) / math.sqrt(len(values)) if len(values) > 1 else math.nan
    return (mean, mean - half, mean + half)


def summarise(rounds: pd.DataFrame) -> pd.DataFrame:
    """Measures of one simulate() table: win rate per bot, mean round length, catch rate."""
    out = []
    seats = rounds.drop_duplicates(["game", "seat"])
    for bot, group in seats.groupby("bot", sort=True):
        out.append(("win rate", bot, *wilson(int(group.game_winner.sum()), len(group))))
    out.append(("round length (turns)", "", *mean_interval(rounds.drop_duplicates(["game", "round"]).turns)))
    out.append(("catch rate", "", *wilson(int(rounds.caught.sum()), int(rounds.cheats.sum()))))
    return pd.DataFrame(out, columns=["measure", "bot", "value", "low", "high"])


@dataclass
class Comparison:
    """The result of `compare`: `rounds` (every round of every setup) and `table` (measures)."""

    rounds: pd.DataFrame
    table: pd.DataFrame

    def plot(self):
        """A matplotlib Figure: one panel per measure, setups side by side, 95 % error bars."""
        import matplotlib.pyplot as plt

        measures = list(dict.fromkeys(self.table.measure))
        fig, axes = plt.subplots(1, len(measures), figsize=(5 * len(measures), 4), squeeze=False)
        for ax, measure in zip(axes[0], measures):
            part = self.table[self.table.measure == measure]
            labels = [f"{r.setup}\n{r.table}" + (f"\n{r.bot}" if r.bot else "") for r in part.itertuples()]
            err = [part.value - part.low, part.high - part.value]
            colours = ["#0072B2" if t == "bots" else "#999999" for t in part.table]
            ax.bar(range(len(part)), part.value, yerr=err, capsize=4, color=colours)
            ax.set_xticks(range(len(part)), labels, fontsize=7)
            ax.set_title(measure)
        fig.suptitle("grey: all-random control; bars: 95 % confidence intervals")
        fig.tight_layout()
        return fig


def _variant_list(variants) -> list:
    """One setup's variants: a list of names, a name alone, or None / [] (the rulebook)."""
    if variants is None or isinstance(variants, str):
        return [variants] if variants else []
    if not isinstance(variants, (list, tuple)) or not all(isinstance(v, str) for v in variants):
        raise MogelError(f"a setup is a list of variant names, such as ['italian_ant'], not {variants!r}")
    return list(variants)


def compare(setups: Union[Dict[str, Sequence[str]], Iterable[Sequence[str]]], *, rules=None,
            bots: Sequence = ("sneaky", "honest", "honest", "random"), games: int = 200, seed: int = 0,
            workers=None, client=None, progress: bool = True) -> Comparison:
    """Play every variant set on the same seeds, with `bots` and with an all-random control.

    setups: {label: [variant, ...]} or a list of variant lists (labelled by their names); a
    variant name alone stands for a list of one.  games: 1 or more per setup and table.
    Returns a Comparison; its table has columns setup, table ("bots" or "control"), measure,
    bot, value, low, high.  Raises MogelError for no setups, the same setup twice or
    games < 1, and what `simulate` raises.
    """
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise MogelError(f"compare needs at least 1 game per setup, not {games!r}")
    if isinstance(setups, dict):
        setups = {str(label): _variant_list(vs) for label, vs in setups.items()}
    elif isinstance(setups, (list, tuple)):
        lists = [_variant_list(vs) for vs in setups]
        setups = {(" + ".join(vs) or "rulebook"): vs for vs in lists}
        if len(setups) < len(lists):
            raise MogelError("compare was given the same set of variants twice")
    else:
        raise MogelError(f"compare needs a list of variant lists or a {{label: variants}} dict, such as "
                         f"[[], ['italian_ant']], not {setups!r}")
    if not setups:
        raise MogelError("compare needs at least one set of variants ([] is the rulebook)")
    control = ["random"] * len(bots)
    rounds, tables = [], []
    for label, variants in setups.items():
        for table, seats in (("bots", bots), ("control", control)):
            frame = simulate(rules, variants=variants, bots=seats, games=games, seed=seed,
                             workers=workers, client=client, progress=progress)
            rounds.append(frame.assign(setup=label, table=table))
            tables.append(summarise(frame).assign(setup=label, table=table))
    table = pd.concat(tables, ignore_index=True)[["setup", "table", "measure", "bot", "value", "low", "high"]]
    return Comparison(pd.concat(rounds, ignore_index=True), table)


def cheating_pays(rates: Sequence[float] = (0.0, 0.25, 0.5, 0.75, 1.0),
                  attentions: Sequence[float] = (0.1, 0.3, 0.5, 0.7, 0.9), *, rules=None, variants=(),
                  opponents: int = 3, games: int = 100, seed: int = 0, workers=None, client=None,
                  progress: bool = True) -> pd.DataFrame:
    """Does cheating pay?  A grid: rows guard attention, columns the sneaky bot's cheat rate,
    each cell the sneaky bot's mean penalty points per round against `opponents` honest bots
    (every seat has that attention when it holds the Guard Bug).  Same seeds in every cell.
    Raises MogelError for an empty list of rates or attentions, a value outside 0..1,
    opponents < 1, games < 1 (a cell of no games has no mean), and what `simulate` raises."""
    if isinstance(games, bool) or not isinstance(games, int) or games < 1:
        raise MogelError(f"cheating_pays needs at least 1 game per cell, not {games!r}")
    if isinstance(opponents, bool) or not isinstance(opponents, int) or opponents < 1:
        raise MogelError(f"opponents must be a whole number of at least 1, not {opponents!r}")
    for name, values in (("cheat rate", rates), ("attention", attentions)):
        if not isinstance(values, (list, tuple)) or not values:
            raise MogelError(f"the {name}s must be a list of numbers from 0 to 1, not {values!r}")
        for value in values:
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
                raise MogelError(f"each {name} must be a number from 0 to 1, not {value!r}")
    grid = pd.DataFrame(index=pd.Index(list(attentions), name="attention"),
                        columns=pd.Index(list(rates), name="cheat rate"), dtype=float)
    for attention in attentions:
        for rate in rates:
            bots = [make_bot("sneaky", cheat_rate=rate, attention=attention)] + \
                   [make_bot("honest", attention=attention) for _ in range(opponents)]
            frame = simulate(rules, variants=variants, bots=bots, games=games, seed=seed,
                             workers=workers, client=client, progress=progress)
            grid.loc[attention, rate] = frame[frame.seat == 0].points.mean()
    return grid


def plot_heatmap(grid: pd.DataFrame, title: str = "sneaky bot's mean penalty points per round"):
    """A matplotlib Figure of a `cheating_pays` grid with each cell's number printed in it.

    Raises MogelError for anything but a grid of numbers (such as a simulate() table)."""
    import matplotlib.pyplot as plt

    if not isinstance(grid, pd.DataFrame) or grid.empty or \
            not all(pd.api.types.is_numeric_dtype(t) for t in grid.dtypes):
        raise MogelError("plot_heatmap draws the grid of numbers from cheating_pays(), not "
                         + ("a simulate() table" if isinstance(grid, pd.DataFrame) else repr(grid)))

    fig, ax = plt.subplots(figsize=(1.2 * len(grid.columns) + 2, 0.8 * len(grid.index) + 1.5))
    image = ax.imshow(grid.values.astype(float), cmap="cividis", aspect="auto")
    ax.set_xticks(range(len(grid.columns)), [f"{c:g}" for c in grid.columns])
    ax.set_yticks(range(len(grid.index)), [f"{i:g}" for i in grid.index])
    ax.set_xlabel(grid.columns.name or "")
    ax.set_ylabel(grid.index.name or "")
    middle = float(pd.Series(grid.values.ravel()).mean())
    for row in range(len(grid.index)):
        for col in range(len(grid.columns)):
            value = grid.values[row, col]
            ax.text(col, row, f"{value:.1f}", ha="center", va="center",
                    color="black" if value > middle else "white", fontsize=10)
    fig.colorbar(image, ax=ax)
    ax.set_title(title)
    fig.tight_layout()
    return fig
