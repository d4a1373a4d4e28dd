"""A person at the table: the game pauses at every decision of this seat.

`Game.advance()` returns the pending Decision for a Human seat; the notebook's buttons (or
any other front end) answer it with `Game.advance(answer)`.  In races the human's own
reaction time is asked ("react" decisions) instead of drawn by chance.
"""

from __future__ import annotations

from dataclasses import dataclass

from .base import Agent


@dataclass
class Human(Agent):
    """A human seat; `attention` still sets how likely they notice a cheat as the watcher."""

    name = "human"
    interactive = True
    asks_reaction = True

    def settings(self) -> dict:
        return {**super().settings(), "asks_reaction": True}

    def choose(self, view, decision, rng):
        raise NotImplementedError("a human answers through Game.advance(answer)")
