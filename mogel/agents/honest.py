"""The honest player: never cheats or bluffs; sheds its most costly cards first."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import BotSettingError
from .base import Agent, chance, shed


@dataclass
class HonestBot(Agent):
    """Never makes a covert move, and never bluffs when an honest option exists (its
    cheat_rate is 0 and stays so).  Plays (and gives away) a card with the highest penalty it
    may (at random among equals), never declines a play, gives to the player with the fewest
    cards; rules choices as every bot (`Agent.pick`).  It accuses only with proof -- a claim
    the cards it sees disprove, a covert move it noticed (`false_accusations` defaults to 0)
    -- and then with chance `accuse_rate` (default 1: always; 0: never): so it takes an option
    that leads to an accusation only when it can disprove an open claim.

    Raises BotSettingError for a cheat_rate other than 0, and as every Agent.
    """

    cheat_rate: float = 0.0
    false_accusations: float = 0.0
    accuse_rate: float = 1.0
    name = "honest"
    reads_events = False

    def __post_init__(self):
        super().__post_init__()
        if self.cheat_rate:
            raise BotSettingError("an honest bot never cheats: its cheat_rate is 0")

    def will_accuse(self, proof: bool, rng) -> bool:
        """Only with proof, and then with chance accuse_rate."""
        return proof and chance(rng, self.accuse_rate)

    def choose(self, view, decision, rng):
        return shed(view, decision, rng)
