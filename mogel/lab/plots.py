"""The lab's figures: `Comparison.plot` (via `plot_comparison`) and `plot_heatmap`.

Figures are built as matplotlib.figure.Figure objects, outside pyplot: nothing to close, no
"More than 20 figures" warning, and in Jupyter a figure shows once, as the result of the cell
that returns it (`fig = ...` shows nothing; end a cell with `fig` to show it).  In a script,
save it with `fig.savefig("name.png")` -- `plt.show()` does not know these figures.
matplotlib is imported on first use only, so that `import mogel.lab` stays quick.
"""

from __future__ import annotations

import contextlib
import importlib
import numbers
import sys

import pandas as pd

from ..errors import MogelError

# Okabe & Ito's colour-blind-safe palette (black left out: it is the colour of the text)
SETUP_COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#F0E442"]
PANELS = {"win rate": "win rate (% of games the bot won)", "round length (turns)": "mean round length (turns)",
          "catch rate": "catch rate (% of cheats caught)"}
AXIS_NAMES = {"cheat rate": "cheat rate: how often the sneaky bot cheats when it can",
              "attention": "attention:\nthe guard's chance to notice a cheat"}
HEATMAP_LABEL = "mean penalty points per round\n(fewer is better)"


def _figure(**kwargs):
    """A Figure outside pyplot.  In a Jupyter kernel the inline backend module is imported (as
    pyplot does on its first figure, a no-op if it already was and unless it is the chosen
    backend): it tells Jupyter to show a Figure that ends a cell as an image."""
    from matplotlib.figure import Figure

    shell = sys.modules["IPython"].get_ipython() if "IPython" in sys.modules else None
    if shell is not None and hasattr(shell, "kernel"):
        with contextlib.suppress(ImportError):
            importlib.import_module("matplotlib_inline.backend_inline")
    return Figure(**kwargs)


def tick_labels(values) -> list:
    """Readable tick labels: numbers from 0 to 1 as percentages with the fewest decimals (up
    to 2) that keep them apart (np.linspace(0, 1, 4) -> 0%, 33%, 67%, 100%); other numbers
    with 3 significant digits; anything else as str()."""
    values = list(values)
    if not all(isinstance(v, numbers.Real) and not isinstance(v, bool) for v in values):
        return [str(v) for v in values]
    if all(0 <= v <= 1 for v in values):
        for decimals in (0, 1, 2):
            labels = [f"{float(v):.{decimals}%}" for v in values]
            if len(set(labels)) == len(labels):
                break
        return labels
    return [f"{float(v):.3g}" for v in values]


def plot_comparison(comparison):
    """A matplotlib Figure of a Comparison: one panel per measure (win rate, mean round length,
    catch rate), a group of bars per bot (win rate) or per table, in each group one bar per
    setup (colours in the legend below), whiskers the 95 % confidence intervals (none where the
    interval is unknown, such as a round length of one game).  Rates are drawn in % from 0 to
    100; "no cheats" marks a catch rate of a setup where nobody cheated (0 of 0 caught)."""
    from matplotlib.patches import Patch
    from matplotlib.ticker import PercentFormatter

    table = comparison.table
    setups = list(dict.fromkeys(table.setup))
    if len(setups) <= len(SETUP_COLOURS):
        colours = SETUP_COLOURS[:len(setups)]
    else:
        from matplotlib import colormaps
        colours = [colormaps["tab20"](i % 20) for i in range(len(setups))]
    measures = [m for m in PANELS if m in set(table.measure)] + \
               [m for m in dict.fromkeys(table.measure) if m not in PANELS]
    groups = {m: list(dict.fromkeys(zip(table.table[table.measure == m], table.bot[table.measure == m])))
              for m in measures}
    width = 0.8 / len(setups)
    bars = len(setups) * sum(len(g) for g in groups.values())
    fig = _figure(figsize=(min(16, max(9, 0.18 * bars + 1.5 * len(measures) + 1)), 4.8), layout="constrained")
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
        ax.set_ylabel(PANELS.get(measure, measure))
        if "rate" in measure:
            ax.set_ylim(0, 1)
            ax.yaxis.set_major_formatter(PercentFormatter(xmax=1))
        else:
            ax.set_ylim(bottom=0)
        ax.set_title(measure)
    fig.legend(handles=[Patch(color=c, label=s) for s, c in zip(setups, colours)], title="setup",
               loc="outside lower center", ncols=min(len(setups), 6), frameon=False)
    fig.suptitle("the same seeds in every setup; whiskers: 95 % confidence intervals; "
                 "control: a table of random bots", fontsize=10)
    return fig


def plot_heatmap(grid: pd.DataFrame, title: str = "sneaky bot's mean penalty points per round",
                 label: str = HEATMAP_LABEL):
    """A matplotlib Figure of a `cheating_pays` grid (rows: attention, columns: cheat rate),
    each cell's number printed in it, the colour bar titled `label` (by default: mean penalty
    points per round, fewer is better).  Rates from 0 to 1 are labelled in % (see tick_labels).
    Not pyplot's figure: see the module's docstring for showing and saving it.

    Raises MogelError for anything but a grid of numbers (such as a simulate() table)."""
    if not isinstance(grid, pd.DataFrame) or grid.empty or \
            not all(pd.api.types.is_numeric_dtype(t) for t in grid.dtypes):
        raise MogelError("plot_heatmap draws the grid of numbers from cheating_pays(), not "
                         + ("a simulate() table" if isinstance(grid, pd.DataFrame) else repr(grid)))

    fig = _figure(figsize=(1.2 * len(grid.columns) + 3, 0.8 * len(grid.index) + 2.5), layout="constrained")
    ax = fig.add_subplot()
    values = grid.to_numpy(dtype=float)
    image = ax.imshow(values, cmap="cividis", aspect="auto")
    ax.set_xticks(range(len(grid.columns)), tick_labels(grid.columns))
    ax.set_yticks(range(len(grid.index)), tick_labels(grid.index))
    ax.set_xlabel(AXIS_NAMES.get(grid.columns.name, grid.columns.name or ""))
    ax.set_ylabel(AXIS_NAMES.get(grid.index.name, grid.index.name or ""))
    for row in range(len(grid.index)):
        for col in range(len(grid.columns)):
            value = values[row, col]
            ax.text(col, row, f"{value:.1f}", ha="center", va="center", fontsize=10,
                    color="black" if image.norm(value) > 0.5 else "white")
    fig.colorbar(image, ax=ax, label=label)
    ax.set_title(title)
    return fig
