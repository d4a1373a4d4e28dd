"""One game driven from outside, decision by decision: the engine under mogel.env and mogel.openspiel.

A `Table` is a `mogel.Game` whose every seat is an `OuterSeat` (interactive, as a human seat):
`Game.advance` stops at each decision and `Table.answer` goes on.  With `asks_chance` the
engine also stops at each chance draw (a Decision of kind "chance", seat None:
`mogel.runtime.engine.Engine.chance`) and the caller answers it with the outcome.

Rewards come from the events (`Table.take_rewards`): "points" gives a seat the points of each
`score` event (the rules' `scores`, when a round or level is scored), negated when the lowest
total wins (more penalty points, lower reward), so that a seat's return is +-its total; "win"
gives, when the game ends, each of the k winners 1/k and every other seat 0.  In a game with
teams a member's points are each member's reward, and every member of a winning team is a winner.

A set of cards (`cards worth V chosen by P`) is asked card by card (mogel.rl.encoding `steps`):
while the engine waits for the set, `Table.pending` is a step, a Decision of the same seat, kind
and info with the options (set numbers) still open and `info["picked"]` the faces picked so far
(`chosen`: how many); answering a step with an open set picks that set's next face, or takes the
set when its faces are all picked; the engine is answered once one set is left or taken.

`Table.history(seat)` is a seat's perfect-recall record as text lines: each event as the seat
saw it (`mogel.present.views.Visibility.redact`, cards as faces, unseen cards as null) and each
of its own answers, in order -- OpenSpiel's information state.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import List, Optional

from ..agents.base import Agent
from ..errors import IllegalDecision, MogelError
from ..play.game import Game
from ..runtime.events import Decision
from .encoding import steps

REWARDS = ("points", "win")
CARD_FIELDS = ("onto", "order", "cards")   # event info fields that hold card ids
DROPPED = ("private",)   # the names of a seat's own private fields: bookkeeping, not news


@dataclass
class OuterSeat(Agent):
    """A seat answered from outside the game (an RL agent): the Game stops at its decisions.
    attention, reaction: as every agent's (mogel.agents.base); asks_reaction: race reaction
    times are asked as "react" decisions (True) or drawn by chance (False)."""

    asks_reaction: bool = False
    name = "outer"
    interactive = True

    def settings(self) -> dict:
        return {**super().settings(), "asks_reaction": self.asks_reaction}

    def choose(self, view, decision, rng):
        raise MogelError("an outer seat is answered through Table.answer")


class Table:
    """A game of `rules` for `players` seats from `seed`, stopped at every decision.

    reward: "points" or "win" (see the module).  asks_chance: chance draws are asked too.
    rounds: play only so many rounds (instances of the top level) and stop at the first
    decision after them, with the winners the totals then make (None: the whole game).
    Raises MogelError for a player count the rules do not allow, a bad seed, reward, rounds
    or setting (attention 0..1, reaction 0.05..60 seconds).
    """

    def __init__(self, rules, players: int, seed: int = 0, *, reward: str = "points", asks_chance: bool = False,
                 asks_reaction: bool = False, attention: float = 0.5, reaction: float = 0.6,
                 rounds: Optional[int] = None):
        if reward not in REWARDS:
            raise MogelError(f"reward must be one of {', '.join(REWARDS)}, not {reward!r}")
        if isinstance(players, bool) or not isinstance(players, int):
            raise MogelError(f"players must be a whole number, not {players!r}")
        if rounds is not None and (isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1):
            raise MogelError(f"rounds must be a whole number from 1 up (or None: the whole game), not {rounds!r}")
        try:
            seats = [OuterSeat(attention=attention, reaction=reaction, asks_reaction=asks_reaction)
                     for _ in range(players)]
        except ValueError as err:
            raise MogelError(str(err)) from None
        self.game = Game(rules, seats, seed)
        self.game.engine.asks_chance = asks_chance
        self.reward = reward
        self.sign = 1 if self.game.program.highest_wins else -1
        self.n = players
        self._scored = 0   # events read for rewards
        self._returns = [0.0] * players   # the rewards of those events, by seat
        self._taken = [0.0] * players   # the returns when take_rewards was last called
        self._lines: List[List[str]] = [[] for _ in range(players)]   # each seat's history so far
        self._answers: List[list] = [[] for _ in range(players)]   # (events before it, line) of each answer
        self._read = [0] * players   # events read into each seat's history
        self._told = [0] * players   # answers read into it
        self._texts = [("", 0)] * players   # each seat's history as one text, and its lines
        self.rounds, self.stopped = rounds, False
        self.pending = None
        self._asked: Optional[Decision] = None   # the engine's question of a set of cards, asked in steps
        self._go()

    @property
    def finished(self) -> bool:
        """Whether the game is over (or stopped after `rounds` rounds)."""
        return self.game.finished or self.stopped

    def _go(self, *answer) -> None:
        self.pending = self.game.advance(*answer)
        if self.rounds is not None and self.pending is not None and len(self.game.state.history) >= self.rounds:
            self.pending, self.stopped = None, True
        if self.pending is not None and self.pending.kind == "choice" and self.pending.info.get("what") == "cards":
            self._asked = self.pending
            self.pending = self._step([])

    def _step(self, picked: List[int]) -> Decision:
        """A step of the set of cards asked (`_asked`), after the faces `picked`."""
        asked = self._asked
        info = {**asked.info, "picked": picked, "chosen": len(picked)}
        return Decision(asked.seat, asked.kind, tuple(steps(info, self.game.program.deck.face_ids)), asked.span, info)

    def _pick(self, answer) -> None:
        """Answer a step with the set `answer`: its next face, or the set itself (see the module)."""
        faces = self.game.program.deck.face_ids
        open_sets = steps(self.pending.info, faces)
        if type(answer) is not int or answer not in open_sets:
            raise IllegalDecision(f"{answer!r} is not a set still open to seat {self.pending.seat}: the sets are "
                                  f"{', '.join(map(str, open_sets))}")
        face = open_sets[answer]
        picked = [*self.pending.info["picked"], face]
        left = {answer: None} if face is None else steps({"sets": self._asked.info["sets"], "picked": picked}, faces)
        if len(left) > 1:
            self.pending = self._step(picked)
        else:
            self._asked = None
            self._go(next(iter(left)))

    def answer(self, answer, told=None) -> None:
        """Answer the pending decision (an option of it; a chance outcome for "chance") and run
        on to the next one (a step of a set of cards: see the module); the seat's history records
        `told` (e.g. the action number), else the answer.  Raises IllegalDecision (the game
        stays) for an answer that is not one of its options."""
        decision, asked_at = self.pending, len(self.game.events)
        if decision is None:
            raise IllegalDecision("the game is over: there is no decision to answer")
        if self._asked is not None:
            self._pick(answer)
        else:
            self._go(answer)
        if decision.seat is not None:
            line = json.dumps(["you", decision.kind, answer if told is None else told], default=str)
            self._answers[decision.seat].append((asked_at, line))

    def take_rewards(self) -> List[float]:
        """Each seat's reward from the events since the last call (zeros when nothing was scored)."""
        now = self.returns()
        rewards = [after - before for after, before in zip(now, self._taken)]
        self._taken = now
        return rewards

    def returns(self) -> List[float]:
        """Each seat's rewards of the whole game so far (a new list)."""
        events, totals = self.game.events, self._returns
        if self.reward == "win":
            winners = self.game.engine.leaders() if self.finished else ()
            return [1 / len(winners) if seat in winners else 0.0 for seat in range(self.n)]
        teams = self.game.state.teams   # a game with teams: a member's points count for each member
        for ev in events[self._scored:]:
            if ev.kind == "score":
                for seat in (ev.seat,) if teams is None else teams[ev.seat][0]:
                    totals[seat] += self.sign * ev.info["points"]
        self._scored = len(events)
        return list(totals)

    def history(self, seat: int) -> List[str]:
        """The seat's record so far: one JSON text line per event it saw and per answer it gave
        (the live list: read it, never change it)."""
        events, visibility = self.game.events, self.game.visibility
        lines, answers, told = self._lines[seat], self._answers[seat], self._told[seat]
        for i in range(self._read[seat], len(events)):
            while told < len(answers) and answers[told][0] <= i:
                lines.append(answers[told][1])
                told += 1
            shown = visibility.redact(events[i], seat)
            if shown is not None:
                lines.append(self._event_line(shown))
        lines.extend(line for _, line in answers[told:])
        self._read[seat], self._told[seat] = len(events), len(answers)
        return lines

    def history_text(self, seat: int) -> str:
        """The seat's history as one text, a line each (kept, and lengthened as the game goes on)."""
        lines = self.history(seat)
        text, count = self._texts[seat]
        if count < len(lines):
            text = "\n".join([text, *lines[count:]]) if count else "\n".join(lines)
            self._texts[seat] = (text, len(lines))
        return text

    def _event_line(self, ev) -> str:
        faces = self.game.program.deck.face_ids
        moves = [[None if card is None else faces[card], src, dst] for card, src, dst in ev.moves]
        info = {key: self._faces(value) if key in CARD_FIELDS else value
                for key, value in ev.info.items() if key not in DROPPED}
        return json.dumps([ev.kind, ev.seat, moves, info], sort_keys=True, default=str)

    def _faces(self, value):
        faces = self.game.program.deck.face_ids
        if value is None or isinstance(value, bool):
            return value
        if isinstance(value, int):
            return faces[value]
        return [None if card is None else faces[card] for card in value]

    def view(self, seat: Optional[int]):
        return self.game.view(seat)
