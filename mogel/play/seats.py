"""A bot's seat at a table: its own seeded random generator, its countdown, and the answerer
the engine asks (mogel.play.game builds one per bot seat).

A bot draws its chance from its own generator, never the engine's: `draws` (mogel.Game) says
how -- DRAWS 2, seeded from `bot_seed(seed, seat)`, and a fixed-rate bot counts down to its
covert moves and unprovoked accusations (mogel.agents.countdown); 1, as games were played
before countdowns, seeded from a text and asked at every chance (a game in progress saved
then resumes so: mogel.play.record).
"""

from __future__ import annotations

import random

from ..agents.countdown import Countdown, counts_down

DRAWS = 2   # how bots draw their chance: 1 text seeds, asked at every chance; 2 integer seeds, countdowns


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the random generator of the bot at `seat` in the game of `seed`:
    16 * seed + seat + 1.  Injective in (seed, seat) for the at most 12 seats the checker
    allows, so no two seats of any games share a stream; and within a game never the seed of
    the engine's own generator (`seed` itself, as 16 * seed + seat + 1 > seed).  An integer
    seeds random.Random directly, where the text of DRAWS 1 ("mogel-agent/SEED/SEAT") is
    hashed with SHA-512 every game."""
    return 16 * seed + seat + 1


def answerer(agent, view, seat: int, seed: int, draws: int):
    """(decide, countdown) for the bot `agent` at `seat` of the game of `seed`, seeing `view`:
    `decide(decision)` answers as the bot, from its own seeded random generator; countdown is
    the bot's Countdown (its bound `answer` is then the `decide`) when it `counts_down` and
    `draws` is 2, else None."""
    if draws < 2:
        rng = random.Random(f"mogel-agent/{seed}/{seat}")
    else:
        rng = random.Random(bot_seed(seed, seat))
        if counts_down(agent):
            countdown = Countdown(agent, view, rng)
            return countdown.answer, countdown
    decide = agent.decide
    return (lambda decision: decide(view, decision, rng)), None


class BotSeat:
    """The engine's answerer of a bot seat while Game may stop at a decision (play_until, a
    saved game resumed; else the engine holds the bot's decide itself): asks the bot.  The
    engine asks a seat's answerer only if it is true, just before each decision (else it hands
    the decision to Game, as a human's): this one is false once Game wants to stop there."""

    __slots__ = ("game", "decide")

    def __init__(self, game, decide):   # game: the mogel.Game
        self.game, self.decide = game, decide

    def __call__(self, decision):
        return self.decide(decision)

    def __bool__(self) -> bool:
        stop = self.game._stop
        return stop is None or not stop()
