"""The lab's figure and what its plots draw alike: a Figure with a text alternative (what it
shows, in words), made outside pyplot, its tick labels and its points with whiskers.

A `Plot` is a matplotlib Figure with an `alt` text.  Shown in Jupyter (JupyterLab, Notebook,
Voila, VS Code, nbconvert's HTML) it is an image with that alt text -- `<img alt="...">`, with
the PNG beside it for front ends that show no HTML -- so a screen reader says what the plot
shows and axe-core's image-alt rule is met; a plain Figure is shown as an image without one.
`alt` is set by the function that draws the figure (mogel.lab.plots); left empty, it is made
from the figure's own words: its title, and each panel's title and axis labels (`titles()`).

    fig = mogel.plot_heatmap(grid)
    fig.alt                      # "Heat map. sneaky bot's mean penalty points per round ..."
    fig.savefig("grid.png")      # still a Figure: saved as before

`new_figure(**kwargs)` makes a Plot outside pyplot (mogel.lab.plots says why); `tick_labels`
writes the ticks of rates in % and of other numbers with 3 digits, the same in the heat map's
alt text; `whiskers` draws points with their 95 % intervals (mogel.lab.plots.plot_sweep).
matplotlib is imported with this module: mogel.lab.plots imports it on first use only.
"""

from __future__ import annotations

import base64
import contextlib
import importlib
import io
import numbers
import sys
from html import escape

import pandas as pd
from matplotlib.figure import Figure


def _words(text: str) -> str:
    """A label as one line: newlines and runs of spaces become one space."""
    return " ".join(str(text).split())


class Plot(Figure):
    """A Figure with `alt`, the words a screen reader says for it (see the module's docstring)."""

    def __init__(self, *args, alt: str = "", **kwargs):
        super().__init__(*args, **kwargs)
        self.alt = alt

    def titles(self) -> str:
        """The figure's own words as sentences: "TITLE. Panel “win rate”: win rate (% of games the
        bot won) against ... ." (a colour bar: "Colour: LABEL."); "" for a figure without words."""
        out = []
        if self.get_suptitle():
            out.append(_words(self.get_suptitle()).rstrip(".") + ".")
        for ax in self.axes:
            if ax.get_label() == "<colorbar>":
                label = _words(ax.get_ylabel() or ax.get_xlabel())
                out.append(f"Colour: {label}." if label else "")
                continue
            title, x, y = (_words(t) for t in (ax.get_title(), ax.get_xlabel(), ax.get_ylabel()))
            axes = f"{y} against {x}" if x and y else y or x
            out.append(f"Panel “{title}”: {axes}." if title and axes else f"{title or axes}." if title or axes else "")
        return " ".join(part for part in out if part)

    def alt_text(self) -> str:
        """`alt`, or the figure's own words (`titles()`) when it is empty, or "A figure."."""
        return _words(self.alt) or self.titles() or "A figure."

    def _repr_mimebundle_(self, include=None, exclude=None):
        """How Jupyter shows it: an HTML image with the alt text, and the PNG itself."""
        buffer = io.BytesIO()
        self.savefig(buffer, format="png", bbox_inches="tight")
        png = base64.b64encode(buffer.getvalue()).decode("ascii")
        html = f'<img src="data:image/png;base64,{png}" alt="{escape(self.alt_text(), quote=True)}">'
        return {"text/html": html, "image/png": png, "text/plain": repr(self)}


def new_figure(**kwargs):
    """A Plot outside pyplot, made with `kwargs` as a Figure.  In a Jupyter kernel the inline
    backend module is imported (as pyplot does on its first figure, a no-op if it already was
    and unless it is the chosen backend), as for any Figure."""
    shell = sys.modules["IPython"].get_ipython() if "IPython" in sys.modules else None
    if shell is not None and hasattr(shell, "kernel"):
        with contextlib.suppress(ImportError):
            importlib.import_module("matplotlib_inline.backend_inline")
    return Plot(**kwargs)


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


def whiskers(ax, xs, table, value, low, high, colour, label) -> None:
    """Points at `value` with whiskers from `low` to `high` (none where they are unknown)."""
    values = table[value].to_numpy(dtype=float)
    below = [0.0 if pd.isna(lo) else v - lo for v, lo in zip(values, table[low])]
    above = [0.0 if pd.isna(hi) else hi - v for v, hi in zip(values, table[high])]
    ax.errorbar(xs, values, yerr=[below, above], fmt="o-", color=colour, capsize=3, linewidth=1, label=label)
