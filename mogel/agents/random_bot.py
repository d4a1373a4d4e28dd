"""The random legal player: any legal answer, uniformly; cheats, bluffs and accuses at its rates."""

from __future__ import annotations

from dataclasses import dataclass

from .base import Agent, cheat_at_rate, picks_uniformly, uniform


@dataclass
class RandomBot(Agent):
    """Picks uniformly among the legal options of every decision (declining included): the
    cards it plays or gives, and every rules choice among named options, attribute values
    and players.

    Before that, as every bot: with probability `cheat_rate` (default 0.2) it takes a chance
    of a covert move (hiding a card chosen at random) and bluffs when an honest option exists;
    it challenges a claim, takes an option that leads to an accusation and accuses a covert
    move it noticed as `Agent.will_accuse` says, at its `accuse_rate` (default 0.2), and
    accuses having noticed nothing at its `false_accusations` (default 0.01).
    """

    cheat_rate: float = 0.2
    name = "random"
    reads_events = False

    cheat = cheat_at_rate

    def cheating_chance(self, race: bool) -> float:
        """`cheat_rate`, during a race too."""
        return self.cheat_rate

    @picks_uniformly
    def hide(self, view, decision, rng):
        """Any card it may hide, uniformly."""
        return uniform(rng, decision.options[1:])

    @picks_uniformly
    def choose(self, view, decision, rng):
        """Any option, uniformly: `uniform(rng, decision.options)` (the same draw as
        `rng.choice`; the engine draws it itself for a RandomBot that counts down, Engine.ask)."""
        return uniform(rng, decision.options)

    pick = choose   # a rules choice: any option (declining included, for a `may`), uniformly
