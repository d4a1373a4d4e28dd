"""The lab's figures: `Comparison.plot` (via `plot_comparison`), `plot_heatmap` and
`Sweep.plot` (via `plot_sweep`).  Each says in its title how many games it rests on.

Figures are built as mogel.lab.figure.Plot objects (matplotlib Figures that carry an alt text,
saying what they show, into a notebook's image; with the tick labels and whiskers of that
module), outside pyplot: nothing to close, no
"More than 20 figures" warning, and in Jupyter a figure shows once, as the result of the cell
that returns it (`fig = ...` shows nothing; end a cell with `fig` to show it).  In a script,
save it with `fig.savefig("name.png")` -- `plt.show()` does not know these figures.
matplotlib is imported on first use only, so that `import mogel.lab` stays quick.
"""

from __future__ import annotations

import textwrap
from typing import Optional

import pandas as pd

from ..errors import MogelError

# Okabe & Ito's colour-blind-safe palette (black left out: it is the colour of the text)
SETUP_COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442"]
PANELS = {"win rate": "win rate (% of games the bot won)", "round length (turns)": "mean round length (turns)",
          "catch rate": "catch rate (% of cheats caught)"}
# The panels' order: win rate, the points per part, the winner's points, the length, the catch rate.
RANKS = (("win rate", lambda m: m == "win rate"), ("points", lambda m: "points per " in m),
         ("winner", lambda m: m.startswith("winner's ")), ("length", lambda m: " length (" in m),
         ("catch rate", lambda m: m == "catch rate"))
AXIS_NAMES = {"cheat rate": "cheat rate: the sneaky bot's chance to cheat at each window the rules open\n"
                            "and to bluff at each claim it could make true (below it: the cheats this made)",
              "attention": "attention:\nthe guard's chance to notice a cheat"}


def points_words(highest: bool = False) -> tuple:
    """(what a point is, which way is better) in the rules played: ("penalty points", "fewer is
    better") where the fewest points win (rules.mm), ("points", "more is better") where the most win."""
    return ("points", "more is better") if highest else ("penalty points", "fewer is better")


def plot_comparison(comparison):
    """A matplotlib Figure of a Comparison: one panel per measure (win rate, points per round and
    the winner's points where the rules score, mean round length, catch rate where they have
    cheats and accusations), a group of bars per bot (win rate) or per table, in each group one bar per
    setup (colours in the legend below), whiskers the 95 % confidence intervals (none where the
    interval is unknown, such as a round length of one game).  Rates are drawn in % from 0 to
    100; "no cheats" marks a catch rate of a setup where nobody cheated (0 of 0 caught)."""
    from matplotlib.patches import Patch
    from matplotlib.ticker import PercentFormatter

    from .figure import new_figure

    table = comparison.table
    setups = list(dict.fromkeys(table.setup))
    if len(setups) <= len(SETUP_COLOURS):
        colours = SETUP_COLOURS[:len(setups)]
    else:
        from matplotlib import colormaps
        colours = [colormaps["tab20"](i % 20) for i in range(len(setups))]
    measures = sorted(dict.fromkeys(table.measure), key=_rank)
    groups = {m: list(dict.fromkeys(zip(table.table[table.measure == m], table.bot[table.measure == m])))
              for m in measures}
    width = 0.8 / len(setups)
    bars = len(setups) * sum(len(g) for g in groups.values())
    fig = new_figure(figsize=(min(18, max(9, 0.18 * bars + 2.2 * len(measures) + 1)), 4.8), layout="constrained")
    axes = fig.subplots(1, len(measures), squeeze=False,
                        gridspec_kw={"width_ratios": [len(groups[m]) + 0.5 for m in measures]})[0]
    for ax, measure in zip(axes, measures):
        part = table[table.measure == measure].set_index(["setup", "table", "bot"])
        for i, (setup, colour) in enumerate(zip(setups, colours)):
            rows = [part.loc[(setup, *g)] if (setup, *g) in part.index else None for g in groups[measure]]
            value = [r.value if r is not None else float("nan") for r in rows]
            err = [[0.0 if r is None or pd.isna(r.low) else r.value - r.low for r in rows],
                   [0.0 if r is None or pd.isna(r.high) else r.high - r.value for r in rows]]
            xs = [g + (i - (len(setups) - 1) / 2) * width for g in range(len(rows))]
            ax.bar(xs, [0 if pd.isna(v) else v for v in value], width * 0.95, yerr=err, capsize=3,
                   color=colour, error_kw={"elinewidth": 1})
            for x, v, r in zip(xs, value, rows):
                if r is not None and pd.isna(v) and measure == "catch rate":
                    ax.text(x, 0.02, "no cheats", rotation=90, ha="center", va="bottom", fontsize=8)
        labels = [(bot or "chosen\nbots") if kind == "bots" else f"{bot or 'all random'}\n(control)"
                  for kind, bot in groups[measure]]
        ax.set_xticks(range(len(labels)), labels)
        controls = [g for g, (kind, _) in enumerate(groups[measure]) if kind != "bots"]
        if controls and controls[0] > 0:
            ax.axvline(controls[0] - 0.5, color="#999999", linestyle=":", linewidth=1)
        ax.set_ylabel(_ylabel(measure))
        if "rate" in measure:
            ax.set_ylim(0, 1)
            ax.yaxis.set_major_formatter(PercentFormatter(xmax=1))
        elif not (part[["value", "low"]] < 0).any().any():   # points below 0 (a game that takes points off) keep their axis
            ax.set_ylim(bottom=0)
        ax.set_title(measure if len(measure) <= 20 else measure.replace(" (", "\n(") if " (" in measure
                     else textwrap.fill(measure, 16))   # within a narrow panel
    fig.legend(handles=[Patch(color=c, label=s) for s, c in zip(setups, colours)], title="setup",
               loc="outside lower center", ncols=min(len(setups), 6), frameon=False)
    fig.suptitle(f"{_games_told(comparison.rounds, ['setup', 'table'], 'setup and table')}, the same seeds "
                 f"in every setup;\nwhiskers: 95 % confidence intervals; control: a table of random bots", fontsize=10)
    fig.alt = f"Bar chart comparing the setups {', '.join(map(str, setups))}. {fig.titles()}"
    return fig


def _ylabel(measure: str) -> str:
    """A panel's axis label: PANELS', else "mean ..." of a length, and of points with the way that
    is better ("mean penalty points per round\n(fewer is better)": mogel.lab.measures names them
    by `points_words`)."""
    if measure in PANELS:
        return PANELS[measure]
    if "points" in measure:
        return f"mean {measure}\n({points_words('penalty' not in measure)[1]})"
    return f"mean {measure}" if " length (" in measure else measure


def _rank(measure: str) -> int:
    """Where a measure's panel stands (RANKS; another measure after them)."""
    return next((i for i, (_, test) in enumerate(RANKS) if test(measure)), len(RANKS))


def _games_told(rounds: pd.DataFrame, by: list, each: str) -> str:
    """"200 games per setup and table" (or "40 to 50 games per ..." when they differ)."""
    counts = rounds.groupby(by).game.nunique() if len(rounds) else pd.Series([0])
    low, high = int(counts.min()), int(counts.max())
    many = f"{low}" if low == high else f"{low} to {high}"
    return f"{many} game{'s' * (high != 1)} per {each}"


def plot_heatmap(grid: pd.DataFrame, title: Optional[str] = None, label: Optional[str] = None,
                 games: Optional[int] = None):
    """A matplotlib Figure of a `cheating_pays` grid (rows: attention, columns: cheat rate),
    each cell's number printed in it, the colour bar titled `label` (by default: mean penalty
    points per round, fewer is better -- or, as grid.attrs["level"] and ["highest wins"] say,
    mean points per game, more is better, for the games of a match); `title` by default
    "sneaky bot's mean penalty points per round" (per that level).  Rates from 0 to 1 are
    labelled in % (mogel.lab.figure.tick_labels); under each cheat rate stand the cheats per round (per
    level) it made, when the grid knows them
    (grid.attrs["cheats per round"], as cheating_pays() leaves them).  The title ends with the
    games per cell: `games`, else grid.attrs["games"] (cheating_pays() leaves it), else
    "games per cell not given".  Not pyplot's figure: see the module's docstring for showing
    and saving it.

    Raises MogelError for anything but a grid of numbers (such as a simulate() table)."""
    if not isinstance(grid, pd.DataFrame) or grid.empty or \
            not all(pd.api.types.is_numeric_dtype(t) for t in grid.dtypes):
        raise MogelError("plot_heatmap draws the grid of numbers from cheating_pays(), not "
                         + ("a simulate() table" if isinstance(grid, pd.DataFrame) else repr(grid)))

    from .figure import new_figure, tick_labels

    level = grid.attrs.get("level", "round")
    points, better = points_words(grid.attrs.get("highest wins", False))
    title = title if title is not None else f"sneaky bot's mean {points} per {level}"
    label = label if label is not None else f"mean {points} per {level}\n({better})"
    fig = new_figure(figsize=(1.2 * len(grid.columns) + 3, 0.8 * len(grid.index) + 2.5), layout="constrained")
    ax = fig.add_subplot()
    values = grid.to_numpy(dtype=float)
    image = ax.imshow(values, cmap="cividis", aspect="auto")
    per_round = grid.attrs.get("cheats per round", {}) if grid.columns.name == "cheat rate" else {}
    ax.set_xticks(range(len(grid.columns)),
                  [f"{tick}\n{per_round[c]:.1f}/{level}" if c in per_round else tick
                   for c, tick in zip(grid.columns, tick_labels(grid.columns))])
    ax.set_yticks(range(len(grid.index)), tick_labels(grid.index))
    ax.set_xlabel(AXIS_NAMES.get(grid.columns.name, grid.columns.name or ""))
    ax.set_ylabel(AXIS_NAMES.get(grid.index.name, grid.index.name or ""))
    for row in range(len(grid.index)):
        for col in range(len(grid.columns)):
            value = values[row, col]
            ax.text(col, row, f"{value:.1f}", ha="center", va="center", fontsize=10,
                    color="black" if image.norm(value) > 0.5 else "white")
    fig.colorbar(image, ax=ax, label=label)
    games = games if games is not None else grid.attrs.get("games")
    ax.set_title(f"{title}\n({games} game{'s' * (games != 1)} per cell)" if games is not None
                 else f"{title}\n(games per cell not given)")
    fig.alt = f"Heat map. {fig.titles()} {_extremes(grid)}"
    return fig


def _extremes(grid: pd.DataFrame) -> str:
    """"Lowest: 1.8 at cheat rate 50%, attention 10%; highest: ..." of a grid ("" if it has no number)."""
    from .figure import tick_labels

    cells = grid.stack().dropna()
    if cells.empty:
        return ""
    columns, rows = dict(zip(grid.columns, tick_labels(grid.columns))), dict(zip(grid.index, tick_labels(grid.index)))
    at = [f"{cells[(r, c)]:.1f} at {grid.columns.name or 'column'} {columns[c]}, {grid.index.name or 'row'} {rows[r]}"
          for r, c in (cells.idxmin(), cells.idxmax())]
    return f"Lowest: {at[0]}; highest: {at[1]}."


def plot_sweep(result):
    """A matplotlib Figure of a `sweep` result (mogel.lab.sweeps.Sweep): three panels against
    the value of the define (or the bot setting) swept -- points per round of the cheating and
    of the honest seat (penalty points, fewer is better, where the fewest points win; points,
    more is better, where the most win), the advantage of cheating (what it gains in points per
    round: above 0 cheating pays; the first value where cheating stops paying is marked) and the
    two win rates in %; whiskers the 95 % intervals.  "Round" is the level of the sweep's rows
    (result.level: a game in a match of games).  The title names the define, the bots' settings and the
    games per value and table."""
    from matplotlib.ticker import PercentFormatter

    from .figure import new_figure, whiskers

    table, level = result.table, result.level
    kind, better = points_words(result.highest_wins)
    xs = [float(v) for v in table["value"]]   # the values themselves: 0, 1, 2, 4, 8 stand as far apart as they are
    fig = new_figure(figsize=(12, 4.8), layout="constrained")
    points, gain, wins = fig.subplots(1, 3)
    shift = 0.012 * ((max(xs) - min(xs)) or 1)   # the two seats side by side, whiskers apart
    for who, colour, label, dx in (("cheater", SETUP_COLOURS[1], "cheating seat (sneaky bot)", -shift),
                                   ("honest", SETUP_COLOURS[0], "honest seat", shift)):
        at = [x + dx for x in xs]
        whiskers(points, at, table, f"{who} points", f"{who} low", f"{who} high", colour, label)
        whiskers(wins, at, table, f"{who} win rate", f"{who} win low", f"{who} win high", colour, label)
    whiskers(gain, xs, table, "advantage", "advantage low", "advantage high", SETUP_COLOURS[2], "advantage")
    gain.axhline(0, color="#555555", linewidth=1)
    stop = result.stops_paying
    if stop is not None:
        gain.axvline(stop, color=SETUP_COLOURS[5], linestyle="--", linewidth=1)
        gain.annotate(f"stops paying\nat {stop}", (stop, 0.98), xycoords=gain.get_xaxis_transform(),
                      xytext=(-4, 0), textcoords="offset points", ha="right", va="top",
                      color=SETUP_COLOURS[5], fontsize=9)   # at the top, clear of the whiskers below
    told = "the sneaky bot's setting" if result.define == "cheat_rate" and result.setting else \
        "every seat's setting" if result.setting else "the value of the define"
    for ax in (points, gain, wins):
        ax.set_xticks(xs, [str(v) for v in table["value"]])
        ax.set_xlabel(f"{result.define} ({told})")
    points.set_ylabel(f"{kind} per {level} ({better})")
    if not result.highest_wins:   # penalty points: none below 0
        points.set_ylim(bottom=0)
    points.set_title(f"points per {level}")
    points.legend(frameon=False, fontsize=8)
    gained = "saved" if not result.highest_wins else "gained"
    gain.set_ylabel(f"advantage of cheating (points per {level} {gained};\nabove 0: cheating pays)")
    gain.set_title("cheater minus honest" if result.highest_wins else "honest minus cheater")
    wins.set_ylabel("win rate (% of games the seat won)")
    wins.set_ylim(0, 1)
    wins.yaxis.set_major_formatter(PercentFormatter(xmax=1))
    wins.set_title("win rate")
    rate = "cheat rate as swept" if result.define == "cheat_rate" and result.setting else \
        f"cheat rate {result.cheat_rate:.0%}"
    attention = "each attention swept" if result.define == "attention" and result.setting else \
        f"attention {result.attention:.0%}"
    fig.suptitle(f"Does cheating pay as {result.define} changes?  {result.games} game"
                 f"{'s' * (result.games != 1)} per value and table, on the same seeds\n"
                 f"sneaky bot: {rate}, a chance per window or claim (about "
                 f"{table['cheats per round'].mean():.1f} cheats per {level}), {attention}; "
                 f"whiskers: 95 % confidence intervals", fontsize=10)
    fig.alt = f"Three panels against {result.define}. {fig.titles()} {result.answer()}"
    return fig
