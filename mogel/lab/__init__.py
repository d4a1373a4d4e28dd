"""The simulation lab: many games as tables (pandas) and plots (matplotlib).

`simulate` plays many games of any rules and returns one row per scored part (a round; a game
of a match of games) and seat (mogel.lab.runs, counted by mogel.lab.rows);
`compare`, `cheating_pays` and `plot_heatmap` turn runs into summaries with confidence
intervals (mogel.lab.measures) and figures (mogel.lab.plots); `sweep` plays the rules with a
`define` (or the cheat rate) set to each of several numbers and tells where cheating stops paying (mogel.lab.sweeps).  Also reachable as `mogel.simulate` and so on,
imported on first use: `import mogel` or `import mogel.lab` alone loads neither pandas nor matplotlib.  The lab may
import every stage up to the play stage (docs/architecture.md), never a widget or the command line.
"""

import importlib

_WHERE = {
    **dict.fromkeys(["Comparison", "cheating_pays", "compare", "summarise", "wilson"], "measures"),
    "plot_heatmap": "plots",
    **dict.fromkeys(["COLUMNS", "game_seed", "run_rows", "simulate"], "runs"),
    **dict.fromkeys(["Sweep", "sweep"], "sweeps"),
}

__all__ = sorted(_WHERE)


def __getattr__(name):
    """Import a lab name from its module on first use (and keep it), so that `mogel compile` can
    read mogel.lab.rows without pandas; a missing library raises the ImportError of its import."""
    if name not in _WHERE:
        raise AttributeError(f"module 'mogel.lab' has no attribute '{name}'")
    value = globals()[name] = getattr(importlib.import_module(f".{_WHERE[name]}", __name__), name)
    return value


def __dir__():
    return sorted([*globals(), *_WHERE])
