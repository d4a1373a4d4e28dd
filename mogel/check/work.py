"""The work budget, and the checker's warning `too_much_work` about rules that cannot stay inside it.

WORK is how many steps (a player or card looked at, a run of a `repeat`) the rules may take
between two events of a game; the engine stops a game that takes more with a located
RulesRuntimeError (mogel.compile.work).
"""

from __future__ import annotations

WORK = 1_000_000   # steps between two events
