"""The fixed action encoding of a rules file for n players: one flat range of whole numbers.

Every decision kind of the language is answered with one number `a` of `range(size)`, laid
out in blocks (F: the deck's distinct faces, n: the players, V: the words of the rules):

    0 .. F-1          a card, by its face (play, give, choose, cheat): cards of one face are
                      interchangeable, and the engine offers one card of each face it allows
    F                 pass: decline a `may`, don't cheat, accuse nobody / stay silent, stop
                      choosing cards (`A to B cards`)
    F+1 .. F+n        a seat: give to it (give_to), accuse it or challenge its claim (accuse),
                      choose that player (a rules choice of a player)
    F+n+1 .. F+n+V    a word: an option of a rules choice (`chooses one of: show, keep`: reveal
                      or keep face down, call a colour ...) or an attribute value (`chooses a
                      colour`); the words are the options of each choice, the choices in the
                      rules' order (a choice of a value gives its attribute's values), then the
                      values of the attributes no choice named, each word once
    F+n+V+1 ..        a race reaction time: REACTIONS[k] seconds; always in the space, legal only
                      for a race's runner that is asked it (mogel.env's reactions="asked")
    F+n+V+1+R ..      a number of a choice `a number from A to B`, counted from A: action
                      F+n+V+1+R+k chooses A+k (the Decision's info `low` is A); N actions, N the
                      most numbers a choice of the rules can offer (B-A+1 for the least A and
                      the most B mogel.check.bounds finds for that player count, at most
                      MAX_RUNS, which it is where they have no bound); none in rules without one

A card picked unseen by its place (`chosen blindly by`, a "choice" of `what` "position") is the one
action pass: each place is each card with the same chance, so the places are one choice to learn.
A set of cards (`cards worth V chosen by P`, a "choice" of `what` "cards") is picked card by card,
as `A to B cards` are: mogel.rl.table asks it as steps, each a Decision of the same kind whose
options are the sets still open and whose info `picked` lists the faces picked so far.  A step is
answered with a card action -- the next face of a set, its faces picked in ascending order, so that
each set is one sequence of actions -- or with pass, which takes the set the faces picked make when
a larger set could still follow; a set is taken as soon as it is the only one left open (`steps`).
A race the seat may join (`who may`): a "join" decision is answered with pass (it does not run)
or "react 0.6s" (it runs; its time is then drawn); a "react" decision of such a race takes pass
too (None: it lets the race pass).

So `size = F + 1 + n + V + len(REACTIONS) + N` is the same for every state of a game of these
rules (variants applied) and player count.  A face's name is its kind, value and attribute
values ("number 3", "owl", "stars king"): names from the rules' identifiers only.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Sequence

from ..check import lets
from ..check.bounds import bounds
from ..check.control import MAX_RUNS
from ..errors import IllegalDecision
from ..language import model as m

REACTIONS = (0.15, 0.25, 0.35, 0.45, 0.6, 0.8, 1.0, 1.5)   # seconds: the buckets a seat may answer a race with
KINDS = ("play", "give", "give_to", "choose", "cheat", "accuse", "react", "choice")   # the decision kinds
RUN = REACTIONS.index(0.6)   # joining a race the seat may join (`who may`, a "join" decision): "react 0.6s"
CARD_KINDS = frozenset({"play", "give", "choose", "cheat"})


class Encoding:
    """Actions <-> answers for one program (mogel.compile.program.Program) and `n` seats.

    Attributes: faces (F), face_names, words (the V words), numbers (N), pass_action, seat0, word0,
    react0, number0 (the first action of each block) and size.
    """

    def __init__(self, program, n: int):
        deck = program.deck
        self.n = n
        self.face_of: List[int] = list(deck.face_ids)
        self.faces = max(self.face_of) + 1 if self.face_of else 0
        self.face_names = [""] * self.faces
        for card in reversed(range(len(deck))):
            self.face_names[self.face_of[card]] = face_name(program, card)
        words: Dict[str, None] = {}
        for labels in program.choice_labels.values():
            words.update(dict.fromkeys(labels))
        for attribute in program.rules.attributes.values():
            words.update(dict.fromkeys(attribute.values or ()))
        self.words: List[str] = list(words)
        self.word_index = {word: i for i, word in enumerate(self.words)}
        self.pass_action = self.faces
        self.seat0 = self.faces + 1
        self.word0 = self.seat0 + n
        self.react0 = self.word0 + len(self.words)
        self.number0 = self.react0 + len(REACTIONS)
        self.numbers = most_numbers(program.rules, n)
        self.size = self.number0 + self.numbers

    # --- one answer <-> one action ---------------------------------------------------------
    def action_of(self, decision, answer) -> int:
        """The action number of `answer` to `decision` (a mogel Decision)."""
        if decision.kind == "join":
            return self.react0 + RUN if answer else self.pass_action
        if decision.kind == "react" and answer is not None:
            return self.react0 + min(range(len(REACTIONS)), key=lambda k: abs(REACTIONS[k] - answer))
        if answer is None or decision.info.get("what") == "position":   # places: one action (actions)
            return self.pass_action
        if decision.kind in CARD_KINDS:
            return self.face_of[answer]
        if decision.info.get("what") == "cards":   # a step toward set `answer` (see the module)
            face = steps(decision.info, self.face_of)[answer]
            return self.pass_action if face is None else face
        if decision.info.get("what") == "number":
            return self.number0 + answer - decision.info["low"]
        if isinstance(answer, str):
            return self.word0 + self.word_index[answer]
        return self.seat0 + answer

    def actions(self, decision) -> Dict[int, object]:
        """Every legal action of `decision` -> the answer it stands for."""
        if decision.kind == "join":
            return {self.pass_action: False, self.react0 + RUN: True}
        if decision.kind == "react":
            times = {self.react0 + k: seconds for k, seconds in enumerate(REACTIONS)}
            return {self.pass_action: None, **times} if decision.info.get("may") else times
        if decision.info.get("what") == "position":   # a card picked unseen: every place is the same chance
            return {self.pass_action: decision.options[0]}
        if decision.info.get("what") == "cards":   # a set of cards, picked card by card
            table: Dict[int, object] = {}
            for option, face in steps(decision.info, self.face_of).items():
                table.setdefault(self.pass_action if face is None else face, option)
            return table
        return {self.action_of(decision, option): option for option in decision.options}

    def legal(self, decision) -> List[int]:
        """The legal actions of `decision`, ascending."""
        return sorted(self.actions(decision))

    def answer_of(self, decision, action) -> object:
        """The answer `action` stands for; IllegalDecision (naming the legal actions) when it
        is not legal for `decision`."""
        table = self.actions(decision)
        if isinstance(action, bool) or not isinstance(action, int) or action not in table:
            names = ", ".join(f"{a} ({self.name(a)})" for a in sorted(table))
            raise IllegalDecision(f"action {action!r} is not legal for this {decision.kind} decision of seat "
                                  f"{decision.seat}; the legal actions are {names}")
        return table[action]

    # --- names -----------------------------------------------------------------------------
    def name(self, action: int) -> str:
        """A short, unique text for an action ("card number 3", "pass", "seat 2", "word keep",
        "react 0.6s")."""
        if 0 <= action < self.faces:
            return f"card {self.face_names[action]}"
        if action == self.pass_action:
            return "pass"
        if self.seat0 <= action < self.word0:
            return f"seat {action - self.seat0}"
        if self.word0 <= action < self.react0:
            return f"word {self.words[action - self.word0]}"
        if self.react0 <= action < self.number0:
            return f"react {REACTIONS[action - self.react0]}s"
        if self.number0 <= action < self.size:
            return f"number +{action - self.number0}"
        raise IllegalDecision(f"action {action!r} is outside 0 to {self.size - 1}")

    def blocks(self) -> Sequence[tuple]:
        """(name, first action, count) of each block, in order (for docs and notebooks)."""
        return (("card", 0, self.faces), ("pass", self.pass_action, 1), ("seat", self.seat0, self.n),
                ("word", self.word0, len(self.words)), ("react", self.react0, len(REACTIONS)),
                ("number", self.number0, self.numbers))


def most_numbers(rules, n: int) -> int:
    """The most numbers one choice `a number from A to B` of `rules` offers to `n` players: B-A+1
    for the least A and the most B the checker can bound for n players (mogel.check.bounds: B-A+1
    where the rules fix both, `from 0 to 13`; 0 to 3 for `from 0 to min(size(hand of player), 3)`),
    at most MAX_RUNS (the engine's limit), which it is too where A or B has no such bound; 0 without
    such a choice."""
    most = 0
    for _, block, binds in lets.blocks(rules):
        for node, bound, known in lets.statements(rules, block, frozenset(binds)):
            c = node.choice if isinstance(node, m.ChoiceStmt) else None
            if c is not None and c.what == "number":
                values = {name: by_count[n] for name, by_count in known.items() if by_count.get(n) is not None}
                low = bounds(rules, c.low, n, bound, values)[0]
                high = bounds(rules, c.high, n, bound, values)[1]
                most = max(most, MAX_RUNS if low is None or high is None else min(MAX_RUNS, max(0, high - low + 1)))
    return most


def steps(info: dict, face_of: Sequence[int]) -> Dict[int, Optional[int]]:
    """Of a set of cards picked card by card (`cards worth V`): each set of `info["sets"]` (lists
    of card ids) still open -- the faces picked so far, `info["picked"]` (ascending; none when it
    is missing), begin its faces in ascending order -- and the face to pick next toward it (None:
    the faces picked make that set)."""
    picked = list(info.get("picked", ()))
    k, out = len(picked), {}
    for option, cards in enumerate(info["sets"]):
        faces = sorted(face_of[card] for card in cards)
        if faces[:k] == picked:
            out[option] = faces[k] if k < len(faces) else None
    return out


def face_name(program, card: int) -> str:
    """A card's face in the rules' identifiers: kind, value and attribute values."""
    deck = program.deck
    parts: List[Optional[str]] = [deck.kinds[card], None if deck.values[card] is None else str(deck.values[card])]
    parts += [table[card] for table in deck.attrs.values()]
    return " ".join(part for part in parts if part is not None) or f"card {card}"
