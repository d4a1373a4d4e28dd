"""Hand-built tables: put chosen cards in chosen places, then run one turn, action or window.

For scenario tests of single rules and for classroom demonstrations ("what happens if Bo
plays a fox now?").  Cards are named by face, `"owl 3"`, `"number 2"`; every card
not placed stays in the game box, out of play.

    table = Scenario(rules, players=4)
    table.hand(0, "fox 3", "number 5")
    table.pile("discard", "number 4")
    table.role("guard", 2)
    events = table.turn(0)          # Ada must play her fox; what it sets off follows

A variable is given a value with `table.variable("owed", 2)`, a seat's value of a variable `per
player` with `table.variable("stake", 20, owner=1)`.

Decisions are answered from `answers=[...]` (in order) first, then by the seat's agent.  The
default agents never cheat, never accuse, and take the first legal option, so a scenario
does exactly what its answers say.
"""

from __future__ import annotations

from collections import deque
from typing import Iterable, List, Optional, Sequence

from ..agents.base import Agent
from ..compile.program import compile_rules
from ..compile.levels import RoundOver
from ..runtime.engine import Engine
from ..errors import IllegalDecision, MogelError, did_you_mean
from ..runtime.events import Decision, Event
from ..language.model import BOX, Rules
from ..present.views import PlayerView, Visibility


class FirstOption(Agent):
    """Takes the first legal option; never cheats, never accuses, never challenges a claim,
    takes a bluff only when the first option is one, reacts in `reaction` s."""

    name = "first-option"

    def accuse(self, view, decision, rng):
        return None

    def challenge(self, view, decision, rng):
        return None

    def honest_or_bluff(self, decision, rng):
        return decision

    def choose(self, view, decision, rng):
        real = [o for o in decision.options if o is not None]
        return real[0] if real else None


class Scenario:
    """A table of `players` seats in the middle of round 1, built card by card.

    Raises MogelError for an unknown face, a card that is not left in the box, a seat that is
    not at the table, a zone or role the rules do not have, or agents that are not one per seat.
    """

    def __init__(self, rules: Rules, players: int = 4, *, seed: int = 0, agents: Optional[Sequence] = None,
                 oldest: int = 0, starter: int = 0):
        if not isinstance(players, int) or isinstance(players, bool) or players < 1:
            raise MogelError(f"players: the number of seats at the table, 1 or more, not {players!r}")
        self.program = compile_rules(rules)
        self.agents = list(agents) if agents is not None else [FirstOption() for _ in range(players)]
        if len(self.agents) != players:
            raise MogelError(f"agents: one per seat, {players} for {players} players, not {len(self.agents)}")
        self.players = players
        for what, seat in (("oldest", oldest), ("starter", starter)):
            self._seat(seat, what)
        self.engine = Engine(self.program, players, seed, self.agents, oldest)
        self.state = self.engine.s
        self.visibility = Visibility(self.program, self.state.layout)
        self.decisions: List[tuple] = []
        self.round_over: Optional[str] = None
        self._answers: deque = deque()
        self.engine.emit("round_start", info={"round": 1})
        self.engine.reset_variables("game")
        self.engine.reset_variables("round")
        self.engine.emit("starter", starter)
        self.engine.phase = "play"
        self.engine.unchecked()   # a table built by hand: the first check tests every operand

    @property
    def events(self) -> List[Event]:
        """Every event at this table so far, in order: a list of `Event`s, the same list object at
        every read (Engine.kept_events, as mogel.Game's `events`); read it, never change it."""
        return self.engine.kept_events()

    # --- building the table ----------------------------------------------------------------
    def card(self, face: str) -> int:
        """The id of a card of this face still in the box ("owl 3"; with attributes, its
        kind, values and number in the order `face_of` gives them: "red 3", "jack stars")."""
        deck = self.program.deck
        box = self.state.zones[self.state.slot_of[BOX]]
        for card in box:
            if self.face_of(card) == face:
                return card
        if not any(self.face_of(c) == face for c in range(len(deck))):
            raise MogelError(f"the deck has no card '{face}'")
        raise MogelError(f"every '{face}' is already on the table")

    def face_of(self, card: int) -> str:
        """A card's face as scenarios name it: its kind, its attribute values (in the order the
        attributes are declared) and its value, each that it has ("owl 3", "red 3")."""
        deck = self.program.deck
        words = [deck.kinds[card], *deck.attributes_of(card).values(), deck.values[card]]
        return " ".join(str(w) for w in words if w is not None)

    def place(self, zone: str, faces: Iterable[str], owner: Optional[int] = None) -> List[int]:
        """Put cards (bottom first) from the box into a zone; returns their ids."""
        s = self.state
        slot = self._slot(zone, owner)
        cards = []
        for face in faces:
            card = self.card(face)
            self.engine.emit("move", None, ((card, s.where[card], slot),))
            cards.append(card)
        self.engine.unchecked()   # no check followed: the next tests every operand of `ends when:`
        return cards

    def hand(self, seat: int, *faces: str) -> List[int]:
        """Put cards into a seat's hand."""
        return self.place("hand", faces, seat)

    def pile(self, zone: str, *faces: str) -> List[int]:
        """Put cards on a shared pile, the last one on top."""
        return self.place(zone, faces)

    def role(self, role: str, seat: int) -> None:
        """Give a role to a seat."""
        if role not in self.state.roles:
            raise MogelError(f"the rules have no role '{role}'{did_you_mean(str(role), self.state.roles)}"
                             f"{self._known('roles', self.state.roles)}")
        self._seat(seat)
        self.engine.emit("role", info={"role": role, "to": seat, "before": self.state.roles[role]})

    def variable(self, name: str, value, owner: Optional[int] = None) -> None:
        """Give a variable a value (None: absent), as a `quietly set` would (a `set` event, none
        when it holds that value already): of a variable `per player`, seat `owner`'s value.
        Raises MogelError for a name the rules do not declare, an `owner` missing for a variable
        per player or given for another, or a seat that is not at the table."""
        variables = self.program.rules.variables
        if name not in variables:
            raise MogelError(f"the rules have no variable '{name}'{did_you_mean(str(name), variables)}"
                             f"{self._known('variables', variables)}")
        if bool(variables[name].per_player) != (owner is not None):
            raise MogelError(f"variable '{name}' is " + ("one per player: say whose (owner=SEAT)" if owner is None
                                                        else "one for the whole table: give no owner"))
        if owner is not None:
            self._seat(owner, "owner")
        self.engine.set_variable(name, value, variables[name].span, quiet=True, owner=owner)

    # --- running ---------------------------------------------------------------------------
    def turn(self, seat: int, answers: Sequence = ()) -> List[Event]:
        """Run one whole turn of `seat` (cheating windows included); returns its events."""
        self.engine.emit("turn", self._seat(seat))
        self.engine.reset_variables("turn")
        return self.run(self.program.turn(self.engine, {}), answers)

    def window(self, mover: Optional[int], answers: Sequence = (), race: bool = False) -> List[Event]:
        """Open one cheating window, as after a move by `mover`; returns its events."""
        if mover is not None:
            self._seat(mover, "mover")
        return self.run(self.engine.window(mover, race), answers)

    def ends(self) -> Optional[str]:
        """Whether the round would end if the turn ended now: the condition of the `ends when:`
        of the level of turns that holds (the first operand of its top `or` that holds, as a
        `round_end` event names it), or None while none holds."""
        for spec in self.program.levels:
            if spec.turns and spec.which_end is not None:
                index = spec.which_end(self.state, {})
                if index is not None:
                    return spec.ends[index]
        return None

    def run(self, steps, answers: Sequence = ()) -> List[Event]:
        """Drive a compiled block or engine generator to its end; returns the new events."""
        start = len(self.engine.events)
        self._answers.extend(answers)
        try:
            decision = next(steps)
            while True:
                decision = steps.send(self._answer(decision))
        except StopIteration:
            pass
        except RoundOver as over:
            self.round_over = over.reason
        return self.events[start:]

    def _answer(self, decision: Decision):
        if self._answers:
            answer = self._answers.popleft()
            if isinstance(answer, str) and decision.kind not in ("react", "choice"):
                answer = self._face_option(decision, answer)
        else:
            agent = self.agents[decision.seat]
            answer = agent.decide(self.view(decision.seat), decision, self.engine.rng)
        if not decision.accepts(answer):
            raise IllegalDecision(f"{answer!r} is not an option of {decision}")
        self.decisions.append((decision, answer))
        return answer

    def _face_option(self, decision: Decision, face: str):
        for option in decision.options:
            if option is not None and self.face_of(option) == face:
                return option
        raise IllegalDecision(f"'{face}' is not an option of {decision}")

    # --- looking ---------------------------------------------------------------------------
    def view(self, seat: Optional[int]) -> PlayerView:
        """What `seat` sees (None: the all-seeing view)."""
        return PlayerView(self.engine, None if seat is None else self._seat(seat), self.visibility)

    def faces(self, zone: str, owner: Optional[int] = None) -> List[str]:
        """The faces in a zone, bottom to top ("owl 3")."""
        return [self.face_of(c) for c in self.state.zones[self._slot(zone, owner)]]

    def _slot(self, zone: str, owner: Optional[int]) -> int:
        zones = [name for name in self.state.slot_of if name != BOX]
        if zone not in self.state.slot_of:
            raise MogelError(f"the rules have no zone '{zone}'{did_you_mean(str(zone), zones)}"
                             f"{self._known('zones', zones)}")
        base = self.state.slot_of[zone]
        if self.state.layout.slot_owner[base] is None:
            return base
        if owner is None:
            raise MogelError(f"'{zone}' belongs to each player: say whose")
        return base + self._seat(owner, f"the owner of '{zone}'")

    def _seat(self, seat, what: str = "seat") -> int:
        """`seat` when it is a seat of this table, else MogelError naming the seats there are."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise MogelError(f"{what}: {seat!r} is no seat of this table: the seats are 0 to {self.players - 1}")
        return seat

    @staticmethod
    def _known(what: str, names) -> str:
        return f": the {what} are {', '.join(sorted(names))}" if names else ""
