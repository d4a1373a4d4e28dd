"""What every top-level widget of mogel (GameViewer, VariantPanel, RulesEditor, HumanSeat,
RulesExplorer) does at the end of its constructor: close what an earlier run of its notebook
cell made, and get what it needs in a browser for keyboard and screen-reader use.

    opened(viewer)          # file it under the running cell; close the earlier run's widgets
    accessible(viewer)      # focus ring, named sliders, the log's arrow keys

Re-running a cell closes the widgets its earlier run made, as a teacher expects.  A notebook
clears a cell's output when it runs again, but the widgets of the earlier run stay alive in the
kernel: a game, its buttons and its handlers, and every other place that shows them (a second
view of the output, a variable) keeps answering.  Each of mogel's top-level widgets calls
`opened(self)` at the end of its constructor: it is filed under the cell that is running
(JupyterLab and Notebook 7 send the cell's id with each run), and the widgets of the same class
that an *earlier* run of that cell made are closed, with everything inside them.  Widgets made by
one run stay together (`a = GameViewer(seed=1); b = GameViewer(seed=2)`), so do those of other
cells; a widget made outside a notebook cell (plain Python, a handler, a runner such as nbclient
that sends no cell id) is not filed and nothing is closed.

Keyboard and screen readers: `accessible(box)` gives the box the class `mogel-ui` and puts an
`Access` widget in it, once.  `Access` is an anywidget (a widget whose browser code is a few
lines of JavaScript, access.js beside this file, sent from here with no build step:
https://anywidget.dev) that is never seen (display: none).  In the page:

- its stylesheet (`FOCUS_CSS`, put in the page once per widget) draws a 3 px black focus ring
  with a white ring inside it around every button, toggle, checkbox, dropdown, text box,
  slider handle and log line of a mogel widget that has the keyboard focus (`:focus-visible`),
  instead of ipywidgets' 1 px pale one.  The ring stands 2 px out of the control, in the 2 px
  margin ipywidgets leaves around it: a box of ipywidgets clips what goes further (a checkbox,
  flush with the left edge of its label, gets 2 px of its own), and a list that scrolls to a
  control brings its ring into view too (`scroll-margin`);
- it names every slider handle of the box after the slider's description: ipywidgets draws a
  slider with noUiSlider, whose handle (`role="slider"`) gets no accessible name from the
  description beside it (axe-core: aria-input-field-name); the handle is `aria-labelledby`
  the description's label, so a screen reader says "Event, slider, 12" and a new language's
  label is read at once.  Sliders added later (a redraw) are named as they come;
- it makes the header of a collapsed section (ipywidgets' Accordion: "Bot settings") a button
  that Tab reaches and Enter or Space opens, and says whether it is open (`aria-expanded`);
- it lets the arrow keys walk the event log (mogel.widgets.log.render_log): the log is one Tab
  stop (its newest line), Up/Down go to the line above or below, Home/End to the first or
  last, Enter or Space opens a line to show its rules line.

Without a browser (tests, nbclient) `Access` does nothing; the widgets work the same.
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import anywidget
import ipywidgets as W

CLASS = "mogel-ui"
ACCESS_JS = (Path(__file__).parent / "access.js").read_text(encoding="utf-8")

FOCUS_CSS = """
.mogel-ui :is(button, input, select, textarea, summary, [tabindex], [contenteditable="true"]):focus-visible {
  outline: 3px solid #000000 !important;
  outline-offset: -1px !important;
  box-shadow: inset 0 0 0 3px #FFFFFF !important;
}
.mogel-ui :is(button, input, select, textarea, summary, [tabindex]) { scroll-margin: 6px; }
.mogel-ui .noUi-handle:focus-visible { z-index: 10; }
.mogel-ui .widget-label-basic > input[type="checkbox"] { margin-left: 2px; }
"""


class Access(anywidget.AnyWidget):
    """The invisible helper `accessible` puts in a widget (see the module's docstring); its
    JavaScript is access.js beside this file."""

    _esm = ACCESS_JS
    _css = FOCUS_CSS

    def __init__(self, **kwargs):
        super().__init__(layout=W.Layout(display="none"), **kwargs)


def accessible(box: W.Box) -> W.Box:
    """Mark `box` (a top-level widget) `mogel-ui` and put one `Access` in it, as its last child;
    a box that has one already is left as it is.  Returns `box`."""
    box.add_class(CLASS)
    if not any(isinstance(child, Access) for child in box.children):
        box.children = (*box.children, Access())
    return box


_FILED: Dict[Tuple[str, str], List[Tuple[str, "weakref.ref"]]] = {}     # (cell id, class) -> (run, widget)


def running_cell() -> Optional[Tuple[str, str]]:
    """(cell id, run id) of the notebook cell being run now, or None: no IPython kernel, not in
    a cell's run (e.g. in a button handler), or a front end that sends no cell id."""
    try:
        from IPython import get_ipython
    except ImportError:     # pragma: no cover - IPython comes with ipywidgets
        return None
    kernel = getattr(get_ipython(), "kernel", None)
    try:
        parent = kernel.get_parent("shell") if kernel is not None else None
    except Exception:   # noqa: BLE001 - an older or foreign kernel: nothing is filed
        return None
    if not isinstance(parent, dict):
        return None
    header = parent.get("header") or {}
    cell = (parent.get("metadata") or {}).get("cellId")
    if header.get("msg_type") != "execute_request" or not cell or not header.get("msg_id"):
        return None
    return str(cell), str(header["msg_id"])


def close_all(widget: W.Widget) -> None:
    """Close `widget` and every widget inside it (its children, theirs, ...)."""
    todo, seen = [widget], set()
    while todo:
        w = todo.pop()
        if id(w) in seen or not isinstance(w, W.Widget):
            continue
        seen.add(id(w))
        todo.extend(getattr(w, "children", ()) or ())
        w.close()


def opened(widget: W.Widget, cell: Optional[Tuple[str, str]] = None) -> None:
    """File `widget` under the cell running now (`cell`: (cell id, run id), default
    `running_cell()`) and close the widgets of its class an earlier run of that cell made."""
    cell = cell if cell is not None else running_cell()
    if cell is None:
        return
    key, run = (cell[0], type(widget).__name__), cell[1]
    kept = []
    for made_in, ref in _FILED.get(key, []):
        old = ref()
        if old is None:
            continue
        if made_in == run:
            kept.append((made_in, ref))
        else:
            close_all(old)
    kept.append((run, weakref.ref(widget)))
    _FILED[key] = kept
