"""The honest player: never cheats; sheds its most costly cards first."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import BotSettingError
from .base import Agent, disproves, shed


@dataclass
class HonestBot(Agent):
    """Never cheats, and never bluffs when an honest option exists.  Plays (and gives away) a
    card with the highest penalty it may (at random among equals), never declines a play, gives
    to the player with the fewest cards, and as the watcher accuses only what it noticed
    (`false_accusations` defaults to 0).  It challenges only a claim that what it sees
    disproves (with `accuse_rate` 0, none).
    """

    cheat_rate: float = 0.0
    false_accusations: float = 0.0
    accuse_rate: float = 1.0
    name = "honest"

    def __post_init__(self):
        super().__post_init__()
        if self.cheat_rate:
            raise BotSettingError("an honest bot never cheats: its cheat_rate is 0")

    def challenge(self, view, decision, rng):
        """Only with evidence: the claimer, when the cards it sees disprove the claim."""
        if self.accuse_rate <= 0 or not disproves(view, decision):
            return None
        return next(o for o in decision.options if o is not None)

    def choose(self, view, decision, rng):
        return shed(view, decision, rng)
