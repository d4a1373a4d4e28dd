"""The recorded decisions of a saved game or log, handed out in order as a replay asks them
(mogel.play.game.replay), each checked against the decision it answers.

A record that was changed or damaged after it was written can hold an answer that is no legal
answer where the replay asks it: that is the file's damage, not a bot's doing, and
`DamagedDecision` says so, naming the decision (1-based, as the record lists them) and the
event before which it was asked.
mogel.play.replaying tells it as the file's damage; mogel.play.resuming checks for it before
it says that the bots decide otherwise than when the game was saved.
"""

from __future__ import annotations

from typing import List, Optional

from ..errors import MogelError
from ..runtime.events import DECLINABLE, Decision

ASKED = {"play": "a card to play", "give": "a card to give", "give_to": "whom to give a card",
         "choose": "a card to choose", "choice": "a choice", "cheat": "a covert move (or none)",
         "accuse": "whom to accuse (or nobody)", "react": "a reaction time"}


class DamagedDecision(MogelError):
    """A recorded answer that is not legal where the replayed game asks it.  `number`: the
    decision's place in the record (1-based); `event`: how many events came before it;
    `detail`: what was wrong, in words (the message without its lead-in)."""

    def __init__(self, number: int, answer, decision: Decision, event: Optional[int]):
        self.number, self.answer, self.event = number, answer, event
        asked = ASKED.get(decision.kind, f"a '{decision.kind}' decision")
        if decision.kind == "react":
            options = "a time from 0.05 to 60 seconds"
        else:
            legal = [*([None] if decision.kind in DECLINABLE else []), *decision.options]
            options = "one of " + ", ".join("null" if o is None else repr(o) for o in dict.fromkeys(legal))
        before = f"before event {event}, " if event is not None else ""
        self.detail = (f"{'null' if answer is None else repr(answer)} is not a legal answer there ({before}seat "
                       f"{decision.seat} was asked for {asked}: {options})")
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
