"""The simulation lab: many games as tables (pandas) and plots (matplotlib).

`simulate` plays many games of any rules and returns one row per scored part (a round; a game
of a match of games) and seat (mogel.lab.runs, counted by mogel.lab.rows);
`compare`, `cheating_pays` and `plot_heatmap` turn runs into summaries with confidence
intervals (mogel.lab.measures) and figures (mogel.lab.plots); `sweep` plays the rules with a
`define` (or the cheat rate) set to each of several numbers and tells where cheating stops paying (mogel.lab.sweeps).  Also reachable as `mogel.simulate` and so on,
imported on first use: `import mogel` alone loads neither pandas nor matplotlib.  The lab may
import every stage up to the play stage (docs/architecture.md), never a widget or the command line.
"""

from .measures import Comparison, cheating_pays, compare, summarise, wilson
from .plots import plot_heatmap
from .runs import COLUMNS, game_seed, run_rows, simulate
from .sweeps import Sweep, sweep

__all__ = ["COLUMNS", "Comparison", "Sweep", "cheating_pays", "compare", "game_seed", "plot_heatmap", "run_rows",
           "simulate", "summarise", "sweep", "wilson"]
