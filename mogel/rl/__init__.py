"""Reinforcement learning: any rules file as a PettingZoo environment and an OpenSpiel game.

`mogel.env` (mogel.rl.env) and `mogel.openspiel` (mogel.rl.spiel) are the front doors; both
need the `rl` extra.  Shared by both: the driver of a game decision by decision
(mogel.rl.table), the action encoding (mogel.rl.encoding) and what a seat observes
(mogel.rl.observe).  Importing this package loads neither PettingZoo nor OpenSpiel.
"""

from __future__ import annotations

import importlib.util
from typing import Sequence

PIP_NAMES = {"pyspiel": "open_spiel"}   # import name -> the name pip installs it by


def extra_missing(module: str, needs: Sequence[str], err: ImportError) -> ImportError:
    """The ImportError `module` raises when the rl extra is missing: it names every package of
    `needs` (import names) that is not installed, by its pip name (else the one `err` names),
    and gives the install command in both forms.  Example: `mogel.env needs the rl extra
    (pettingzoo is missing): pip install "mogel[rl]" (in a clone of mogel: pip install ".[rl]")`."""
    missing = [PIP_NAMES.get(name, name) for name in needs if _absent(name)]
    if not missing:   # installed, yet failing to import: name what failed
        missing = [PIP_NAMES.get(err.name, err.name or "a package")]
    told = f"{', '.join(missing[:-1])} and {missing[-1]} are" if len(missing) > 1 else f"{missing[0]} is"
    return ImportError(f'{module} needs the rl extra ({told} missing): pip install "mogel[rl]" '
                       f'(in a clone of mogel: pip install ".[rl]")')


def _absent(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is None
    except (ImportError, ValueError):   # a parent package missing, or a module without a spec
        return True
