"""What a notebook's cells did, for the checks of mogel.widgets.exercises: which answer cells
stopped with an error, so that a check never judges an answer cell that did not run; and
what a prediction waits for (`Reveal`), so that its check does not tell the answer before
the notebook has shown it.

A learner who forgets the quotes (`answer_1c = Guard Bug`) gets a SyntaxError in the answer
cell; the variable keeps its earlier value, and a check run next would judge that value and
say "not yet".  `watch()` registers, once per IPython shell (a notebook's kernel), a hook run
after every cell: a cell with a line `answer_<id> = ...` is remembered with the error it
stopped at (None when it ran through).  `failed(id)` then names that error (its class:
"SyntaxError", "NameError"), or gives None when the last run of such a cell ran through, or
none was watched.  Outside IPython (a script, the tests' own checks) nothing is watched.

    watch()                  # mogel.widgets.exercises.Exercises.checker calls it
    failed("1c")             # "SyntaxError" after `answer_1c = Guard Bug` was run

A `Reveal` names the notebook object a predict exercise's check is handed (a viewer:
`check_2a(answer_2a, viewer)`) and when that object has shown the predicted moment.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Dict, Mapping, Optional

_ASSIGNS = re.compile(r"^[ \t]*answer_([0-9A-Za-z_]+)[ \t]*=(?!=)", re.M)
_LAST: Dict[str, Optional[str]] = {}       # exercise id -> the error its answer cell last stopped at
_WATCHED: set = set()                      # id() of the shells a hook is registered with


@dataclass(frozen=True)
class Reveal:
    """What a predict exercise waits for before its check judges: `on`, the name of the
    notebook's object the check cell hands over after the exercise's `given` (a viewer:
    `check_2a(answer_2a, viewer)`); `shown(obj)`: whether it has shown the predicted moment;
    `words`: language -> what to do until then ("Step to round 2 ...")."""

    on: str
    shown: Callable[[Any], bool]
    words: Mapping[str, str]


def assigned(source: str) -> list:
    """The exercise ids whose answer variable a cell's source assigns (`answer_1c = ...`)."""
    return _ASSIGNS.findall(source or "")


def ran(source: str, error: Optional[BaseException]) -> None:
    """Remember that a cell with `source` ran, stopping at `error` (None: it ran through)."""
    for id in assigned(source):
        _LAST[id] = type(error).__name__ if error is not None else None


def failed(id: str) -> Optional[str]:
    """The class name of the error the last run of exercise `id`'s answer cell stopped at, or
    None (it ran through, or no run was watched)."""
    return _LAST.get(id)


def _after_cell(result) -> None:
    """IPython's post_run_cell hook: `result` is an ExecutionResult."""
    info = getattr(result, "info", None)
    error = getattr(result, "error_before_exec", None) or getattr(result, "error_in_exec", None)
    ran(getattr(info, "raw_cell", ""), error)


def watch(shell=None) -> bool:
    """Watch the answer cells run in `shell` (default: the running IPython, if any); True when
    a shell is watched.  Registering twice with one shell does nothing more."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:          # no IPython: nothing runs cells
            return False
        shell = get_ipython()
    if shell is None or not hasattr(shell, "events"):
        return False
    if id(shell) not in _WATCHED:
        shell.events.register("post_run_cell", _after_cell)
        _WATCHED.add(id(shell))
    return True
