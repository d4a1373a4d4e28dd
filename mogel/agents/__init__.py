"""Bots (one strategy per module) and the registry the CLI and notebooks use.

`make_bot("sneaky", cheat_rate=0.3)` builds a bot by name; `BOTS` lists the names.
"""

from __future__ import annotations

from .base import Agent
from .honest import HonestBot
from .human import Human
from .random_bot import RandomBot
from .sneaky import SneakyBot

BOTS = {"random": RandomBot, "honest": HonestBot, "sneaky": SneakyBot}


def make_bot(name: str, **settings) -> Agent:
    """A bot by name ("random", "honest", "sneaky") with the given settings.

    Raises ValueError for an unknown name or a setting out of range.
    """
    if name not in BOTS:
        raise ValueError(f"unknown bot '{name}': choose from {', '.join(BOTS)}")
    return BOTS[name](**settings)


__all__ = ["Agent", "BOTS", "HonestBot", "Human", "RandomBot", "SneakyBot", "make_bot"]
