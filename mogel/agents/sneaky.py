"""The sneaky player: makes covert moves and bluffs at its `cheat_rate`, hides its most costly
cards, and cheats twice as often while a race distracts the watcher."""

from __future__ import annotations

from dataclasses import dataclass

from .base import Agent, cheat_at_rate, most_costly, shed


@dataclass
class SneakyBot(Agent):
    """Sheds like HonestBot, but takes a chance of a covert move with probability `cheat_rate`
    (default 0.5; doubled, up to 1, during a race) and hides the card with the highest
    penalty.  Bluffs at its `cheat_rate` when an honest option exists; challenges and accuses
    as every bot (`Agent.will_accuse`) at its `accuse_rate` (default 0.3); rules choices as
    every bot (`Agent.pick`)."""

    cheat_rate: float = 0.5
    false_accusations: float = 0.0
    accuse_rate: float = 0.3
    name = "sneaky"
    reads_events = False

    cheat = cheat_at_rate

    def cheating_chance(self, race: bool) -> float:
        """`cheat_rate`; doubled, up to 1, during a race."""
        return min(1.0, self.cheat_rate * 2) if race else self.cheat_rate

    def hide(self, view, decision, rng):
        """The card with the highest penalty it may hide."""
        return most_costly(view, decision.options[1:])

    def choose(self, view, decision, rng):
        return shed(view, decision, rng)
