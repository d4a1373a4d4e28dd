"""Recorder: a bot wrapped so that a test sees every decision it answered, with the answer, the
cards of its hand and the cards whose faces it saw at that moment (shared by tests/agents/ and
tests/runtime/)."""

from __future__ import annotations

from mogel.agents.base import Agent


class Recorder(Agent):
    """Answers as `bot` does and notes (decision, answer, hand, known) for each decision in `seen`."""

    def __init__(self, bot):
        self.bot, self.seen = bot, []
        self.attention, self.reaction, self.name = bot.attention, bot.reaction, bot.name
        self.cheat_rate, self.false_accusations, self.accuse_rate = bot.cheat_rate, bot.false_accusations, bot.accuse_rate

    def settings(self):
        return self.bot.settings()

    def decide(self, view, decision, rng):
        answer = self.bot.decide(view, decision, rng)
        self.seen.append((decision, answer, tuple(view.hand), view.known_cards()))
        return answer
