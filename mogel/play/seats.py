"""Who answers a seat's decisions when no person does: a bot's seat at a table (its own seeded
random generator, its countdown, and the answerer the engine asks: mogel.play.game builds one per
bot seat), or the recorded decisions of a saved game or log, handed out in order as a replay asks
them (`Script`, mogel.play.replaying.replay), each checked against the decision it answers, to the
seats that answer with them (`ScriptedAgent`).

A bot draws its chance from its own generator, never the engine's: `draws` (mogel.Game) says
how -- DRAWS 2, seeded from `bot_seed(seed, seat)`, and a fixed-rate bot counts down to its
covert moves and unprovoked accusations (mogel.agents.countdown); 1, as games were played
before countdowns, seeded from a text and asked at every chance (a game in progress saved
then resumes so: mogel.play.record).

A record that was changed or damaged after it was written can hold an answer that is no legal
answer where the replay asks it: that is the file's damage, not a bot's doing, and
`DamagedDecision` says so, naming the decision (1-based, as the record lists them) and the
event before which it was asked.
mogel.play.replaying tells it as the file's damage; mogel.play.resuming checks for it before
it says that the bots decide otherwise than when the game was saved.
"""

from __future__ import annotations

import random
from typing import List, Optional

from ..agents.countdown import Countdown, counts_down
from ..errors import MogelError
from ..runtime.events import DECLINABLE, Decision
from .said_saved import SAY

DRAWS = 2   # how bots draw their chance: 1 text seeds, asked at every chance; 2 integer seeds, countdowns
ASKED = frozenset({"play", "give", "give_to", "choose", "choice", "cheat", "accuse", "react", "join"})   # SAY asked_KIND


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


class DamagedDecision(MogelError):
    """A recorded answer that is not legal where the replayed game asks it.  `number`: the
    decision's place in the record (1-based); `event`: how many events came before it;
    `detail`: what was wrong, in words (the message without its lead-in); `said`: the same as a
    Said (mogel.play.said_saved), in German too."""

    def __init__(self, number: int, answer, decision: Decision, event: Optional[int]):
        self.number, self.answer, self.event = number, answer, event
        asked = SAY(f"asked_{decision.kind}") if decision.kind in ASKED else SAY("asked_other", kind=decision.kind)
        if decision.kind == "react":
            options = SAY("a_time")
        else:
            legal = [*([None] if decision.kind in DECLINABLE else []), *decision.options]
            options = SAY("one_of", options=", ".join("null" if o is None else repr(o) for o in dict.fromkeys(legal)))
        before = SAY("before_event", event=event) if event is not None else ""
        self.said = SAY("illegal", answer="null" if answer is None else repr(answer), before=before,
                        seat=decision.seat, asked=asked, options=options)
        self.detail = str(self.said)
        super().__init__(f"damaged at decision {number}: {self.detail}; the record was changed or damaged "
                         f"after it was written")


class Script:
    """The recorded decisions: `answer(decision)` gives the next one, checked; `events`: the
    replayed game's event list (set once the Game exists), to say where a bad one was asked."""

    def __init__(self, decisions: List):
        self.decisions, self.used, self.events = list(decisions), 0, None

    def answer(self, decision: Decision):
        """The next recorded answer.  Raises DamagedDecision for one that is not legal here,
        MogelError when the record has no more."""
        if self.used >= len(self.decisions):
            raise MogelError("the saved game ends before the game does: its decisions run out")
        answer = self.decisions[self.used]
        self.used += 1
        if (answer is not None or decision.kind not in DECLINABLE) and not decision.accepts(answer):
            raise DamagedDecision(self.used, answer, decision, len(self.events) if self.events is not None else None)
        return answer

    def left(self) -> int:
        """How many recorded decisions the replay has not used."""
        return len(self.decisions) - self.used


def _number(value) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


class ScriptedAgent:
    """Answers with recorded decisions (a mogel.play.seats.Script shared by the seats), in
    order, keeping a seat's recorded settings."""

    interactive = False

    def __init__(self, settings: dict, answers):
        self.name = str(settings.get("bot", "replay"))
        self._settings = settings
        self._answers = answers
        self.attention = settings.get("attention", 0.5)
        self.reaction = settings.get("reaction", 0.6)
        self.asks_reaction = settings.get("asks_reaction", False)
        if not (_number(self.attention) and 0 <= self.attention <= 1
                and _number(self.reaction) and 0.05 <= self.reaction <= 60):
            raise MogelError(f"a seat of the saved game has impossible settings: {settings}")

    def settings(self) -> dict:
        return dict(self._settings)

    def decide(self, view, decision, rng):
        return self._answers.answer(decision)
