"""Re-running a notebook cell closes the widgets its earlier run made, as a teacher expects.

A notebook clears a cell's output when it runs again, but the widgets of the earlier run stay
alive in the kernel: a game, its buttons and its handlers, and every other place that shows
them (a second view of the output, a variable) keeps answering.  Each of mogel's top-level
widgets calls `opened(self)` at the end of its constructor: it is filed under the cell that is
running (JupyterLab and Notebook 7 send the cell's id with each run), and the widgets of the
same class that an *earlier* run of that cell made are closed, with everything inside them.
Widgets made by one run stay together (`a = GameViewer(seed=1); b = GameViewer(seed=2)`), so do
those of other cells; a widget made outside a notebook cell (plain Python, a handler, a
runner such as nbclient that sends no cell id) is not filed and nothing is closed.
"""

from __future__ import annotations

import weakref
from typing import Dict, List, Optional, Tuple

import ipywidgets as W

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
