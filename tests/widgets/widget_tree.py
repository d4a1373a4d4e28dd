"""Walking a widget's tree and its handlers, for the tests of mogel.widgets.errors and the click fuzz."""

from __future__ import annotations

from typing import List

import ipywidgets as W

from mogel.widgets.errors import Guarded


def tree(widget) -> List[W.Widget]:
    """Every open widget inside `widget`, `widget` first."""
    out, todo = [], [widget]
    while todo:
        w = todo.pop(0)
        if isinstance(w, W.Widget) and w.comm is not None:
            out.append(w)
            todo.extend(getattr(w, "children", ()) or ())
    return out


def handlers(widget) -> list:
    """The click handlers and the observers of `widget`'s traits."""
    out = list(getattr(getattr(widget, "_click_handlers", None), "callbacks", []))
    for kinds in widget._trait_notifiers.values():
        for callbacks in kinds.values():
            out.extend(callbacks)
    return out


def from_mogel(callback) -> bool:
    func = getattr(callback, "__func__", callback)
    return (getattr(func, "__module__", "") or "").startswith("mogel.")


def unguarded(widget) -> list:
    """The handlers of mogel's on `widget` that do not go through mogel.widgets.errors.guard."""
    return [cb for cb in handlers(widget) if from_mogel(cb) and not isinstance(cb, Guarded)]
