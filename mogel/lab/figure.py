"""The lab's figures carry a text alternative: what the figure shows, in words.

A `Plot` is a matplotlib Figure with an `alt` text.  Shown in Jupyter (JupyterLab, Notebook,
Voila, VS Code, nbconvert's HTML) it is an image with that alt text -- `<img alt="...">`, with
the PNG beside it for front ends that show no HTML -- so a screen reader says what the plot
shows and axe-core's image-alt rule is met; a plain Figure is shown as an image without one.
`alt` is set by the function that draws the figure (mogel.lab.plots); left empty, it is made
from the figure's own words: its title, and each panel's title and axis labels (`titles()`).

    fig = mogel.plot_heatmap(grid)
    fig.alt                      # "Heat map. sneaky bot's mean penalty points per round ..."
    fig.savefig("grid.png")      # still a Figure: saved as before

matplotlib is imported with this module: mogel.lab.plots imports it on first use only.
"""

from __future__ import annotations

import base64
import io
from html import escape

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
