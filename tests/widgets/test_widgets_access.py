"""Keyboard and screen-reader use of the widgets, headless: every top-level widget brings
mogel.widgets.toplevel's helper once, and the event log is one Tab stop however long it is.  What
the helper does in a page (the focus ring, named slider handles, the arrow keys of the log, the
"Bot settings" header as a button) is checked in a browser: tests/widgets/test_browser_notebooks.py."""

from __future__ import annotations

import re

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from mogel.widgets import GameViewer, HumanSeat, RulesEditor, RulesExplorer, VariantPanel  # noqa: E402
from mogel.widgets.log import Timeline, render_log  # noqa: E402
from mogel.widgets.toplevel import CLASS, FOCUS_CSS, Access, accessible  # noqa: E402


def helpers(widget) -> list:
    return [child for child in widget.children if isinstance(child, Access)]


@pytest.mark.parametrize("make", [
    lambda rules: GameViewer(rules, seed=3, settings=True, predict=True),
    lambda rules: VariantPanel(rules, seed=3, viewer=True),
    lambda rules: RulesEditor(seed=2),
    lambda rules: RulesExplorer(rules),
    lambda rules: HumanSeat(rules, seed=7),
], ids=["GameViewer", "VariantPanel", "RulesEditor", "RulesExplorer", "HumanSeat"])
def test_every_top_level_widget_brings_the_helper_once(rules, make):
    widget = make(rules)

    assert CLASS in widget._dom_classes and len(helpers(widget)) == 1
    assert helpers(widget)[0].layout.display == "none"               # never seen, never in the Tab order
    accessible(widget)
    assert len(helpers(widget)) == 1


def test_the_focus_ring_is_thick_black_and_white_and_fits_in_ipywidgets_margin():
    ring = re.search(r"outline:\s*(\d+)px solid (#[0-9A-F]{6})", FOCUS_CSS)
    offset = re.search(r"outline-offset:\s*(-?\d+)px", FOCUS_CSS)
    assert ring and int(ring.group(1)) >= 2 and ring.group(2) == "#000000"
    assert int(ring.group(1)) + int(offset.group(1)) <= 2                  # --jp-widgets-margin: 2px
    assert ":focus-visible" in FOCUS_CSS and "box-shadow: inset 0 0 0 3px #FFFFFF" in FOCUS_CSS


@pytest.mark.parametrize("position", [1, 12, 300])
def test_the_event_log_is_one_tab_stop_its_newest_line(rules, position):
    viewer = GameViewer(rules, seed=3, start="end")
    timeline = Timeline(viewer.game)
    page = render_log(timeline, position)

    stops = re.findall(r'<details class="mogel-line ([^"]*)" data-n="(\d+)"[^>]*><summary tabindex="(-?\d)"', page)
    assert len(stops) == min(position, 80)
    assert [(n, stop) for classes, n, stop in stops if stop == "0"] == [(str(position), "0")]
    assert "newest" in stops[0][0] and all(stop == "-1" for _, _, stop in stops[1:])
