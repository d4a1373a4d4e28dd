"""What every top-level widget of mogel needs in a browser for keyboard and screen-reader use.

    accessible(viewer)      # at the end of a top-level widget's constructor (GameViewer, ...)

`accessible(box)` gives the box the class `mogel-ui` and puts an `Access` widget in it, once.
`Access` is an anywidget (a widget whose browser code is a few lines of JavaScript, access.js
beside this file, sent from here with no build step: https://anywidget.dev) that is never seen
(display: none).  In the page:

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

from pathlib import Path

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
