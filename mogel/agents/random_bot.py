"""The random legal player: any legal answer, uniformly; cheats at its `cheat_rate`."""

from __future__ import annotations

from dataclasses import dataclass

from .base import Agent


@dataclass
class RandomBot(Agent):
    """Picks uniformly among the legal options of every choice (declining included).

    Cheats with probability `cheat_rate` (default 0.2), hiding a card chosen at random; bluffs
    at the same rate and challenges claims at its `accuse_rate` (default 0.2).
    """

    cheat_rate: float = 0.2
    name = "random"

    def cheat(self, view, decision, rng):
        if rng.random() < self.cheat_rate:
            return rng.choice(decision.options[1:])
        return None

    def pick(self, view, decision, rng):
        """A rules choice: any option (declining included, for a `may`), uniformly."""
        return rng.choice(decision.options)

    def choose(self, view, decision, rng):
        return rng.choice(decision.options)
