"""Lines of narration: the sentences of a run of events, some told together as a table says them.

`mogel.present.narrate.Narrator.sentence` tells one event; the log keeps one event and its
sentence per line.  What people read (`Game.narration`, `mogel play`, the notebooks' event
log) is told in lines, and a few runs of events that say one thing read as one or two lines:

    a challenge of a claim (an option said, the accused chosen, the claimed cards revealed, the
    verdict: 4 events)               Di to Bo: “You're bluffing!”   /   Di zu Bo: „Du bluffst!“
                                     Bo reveals BLUE 8: Di was wrong.   /   Bo deckt BLAU 8 auf: Di hatte unrecht.
      (the call is told before the cards it turns over, though the engine reveals them first;
      claimed cards in a hand are shown to the accuser alone: Ada shows Cy RED 5: Cy was right.,
      to the others: Cy looks at Ada's hand: Cy was right.)
    an option followed by its player's reveal      Bo reveals RED 5.   (not also Bo: “I'll reveal it.”)
    moves of all cards by one statement into one zone, one after another
                                     12 cards go to Di's collected cards.   (not 4 lines of 3)
    a level's start by the holder of the role its `starter:` names, just told to take it
                                     Di is now the caller. / Game 1, round 1, pass 2. / Di calls RED.
                                     (not also "Di starts pass 2.")

A line is worked out from the events one seat was shown (mogel.present.views.Visibility.redact)
and only from what they show: kinds, seats, options chosen, cards revealed, destinations, rules
lines.  So two tables that differ in what a seat cannot see give it the same lines (rule H;
tests/rule_h.py).  Every event stays in the log, with its own sentence.

`Teller(narrator, layout)` tells a game that goes on: `add(index, event)` each event as the seat
saw it, then `lines()`.  A line whose events a later event may still join is provisional: it is
told as it stands and worked out again at the next `lines()`; the others never change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

from ..language import model as m
from ..runtime.events import Event
from .narrate_choices import accusation_name, option_words

TEXTS = {
    "en": {"call": "{seat} to {accused}: \u201c{words}\u201d",
           "right": "{accused} reveals {cards}: {seat} was right.",
           "wrong": "{accused} reveals {cards}: {seat} was wrong.",
           "shown_right": "{shown}: {seat} was right.", "shown_wrong": "{shown}: {seat} was wrong.",
           "none_right": "{seat} was right.", "none_wrong": "{seat} was wrong."},
    "de": {"call": "{seat} zu {accused}: \u201e{words}\u201c",
           "right": "{accused} deckt {cards} auf: {seat} hatte recht.",
           "wrong": "{accused} deckt {cards} auf: {seat} hatte unrecht.",
           "shown_right": "{shown}: {seat} hatte recht.", "shown_wrong": "{shown}: {seat} hatte unrecht.",
           "none_right": "{seat} hatte recht.", "none_wrong": "{seat} hatte unrecht."},
}
LOOK = 3                  # a run told together is at most LOOK + 1 told events long (or a run of moves)
BOUNDARIES = frozenset({"round_end", "round_start", "level_start", "level_end"})


@dataclass(frozen=True)
class Line:
    """One line of narration.  index: the game's events up to this one have happened when it is
    read (the last event it tells); text: the line; event: the event whose kind, mark and rules
    line it carries."""

    index: int
    text: str
    event: Event


Told = Tuple[int, Event, str]      # a told event: its index in the game, the event as shown, its sentence


def _option(ev: Event, values) -> bool:
    """Whether `ev` chose a named option with no claim (not a value, as "Ada calls BLACK.": the
    spans of value choices are `values`)."""
    return ev.kind == "choose" and isinstance(ev.info.get("chosen"), str) and "claim" not in ev.info \
        and ev.span not in values


def _challenge(items: Sequence[Told], i: int, values) -> Optional[Tuple[int, int]]:
    """(position of the reveal, how many items) of a challenge of a claim starting at `i`: an
    option and the accused chosen by the accuser (each may be missing), the accused's reveal (missing
    for a claim about no cards: then the position of the verdict), the verdict; None when none
    starts there."""
    j, accuser = i, None
    if j < len(items) and _option(items[j][1], values):
        accuser, j = items[j][1].seat, j + 1
    chosen = None
    if j < len(items) and items[j][1].kind == "choose" and isinstance(items[j][1].info.get("chosen"), int) \
            and items[j][1].span not in values and accuser in (None, items[j][1].seat):   # a player, not a number
        accuser, chosen, j = items[j][1].seat, items[j][1].info["chosen"], j + 1
    if j >= len(items):
        return None
    reveal = items[j][1] if items[j][1].kind == "reveal" else None
    k = j + 1 if reveal is not None else j
    verdict = items[k][1] if k < len(items) else None
    if verdict is None or verdict.kind != "accuse" or "claim" not in verdict.info:
        return None
    accused = verdict.info.get("accused")
    if reveal is not None and reveal.seat != accused and "to" not in reveal.info:
        return None
    if accuser not in (None, verdict.seat) or chosen not in (None, accused):
        return None
    return j, k + 1 - i


def _moves_run(items: Sequence[Told], i: int) -> int:
    """How many `gather` events from `i` on move cards by one statement into one zone."""
    first = items[i][1]
    if first.kind != "gather" or not first.moves:
        return 1
    n = 1
    while i + n < len(items):
        ev = items[i + n][1]
        if ev.kind != "gather" or not ev.moves or ev.span != first.span or ev.moves[0][2] != first.moves[0][2]:
            break
        n += 1
    return n


class _Lines:
    """Works out the lines of `items` from position `start` (reading earlier items when it must)."""

    def __init__(self, narrator, layout):
        self.narrator, self.layout = narrator, layout
        self.t = TEXTS[narrator.lang]
        self.values = narrator.p.choice_told       # the spans of choices of a value ("Ada calls BLACK.")
        rules = narrator.rules
        self.starter_roles = {spec.name: spec.item.starter.name for spec in narrator.p.levels
                              if isinstance(spec.item.starter, m.Name) and spec.item.starter.name in rules.roles}

    def _told_starter(self, items: Sequence[Told], i: int) -> bool:
        """Whether the `starter` at `i` was just told: its level starts with a role's holder, and
        that player was told to take the role with only level lines between."""
        ev = items[i][1]
        role = self.starter_roles.get(ev.info.get("level"))
        if ev.kind != "starter" or role is None:
            return False
        for _, before, _ in reversed(items[:i]):
            if before.kind == "role":
                return before.info.get("role") == role and before.info.get("to") == ev.seat
            if before.kind not in BOUNDARIES:
                return False
        return False

    def work(self, items: Sequence[Told], start: int) -> List[Tuple[int, int, List[Line]]]:
        """(first, last, lines) for the items from `start` on: the lines tell items first..last."""
        out, i, held = [], start, None      # held: the first item told by the next line
        while i < len(items):
            first = i if held is None else held
            index, ev, text = items[i]
            challenge = _challenge(items, i, self.values)
            if challenge is not None:
                at, n = challenge
                out.append((first, i + n - 1, self._challenge_lines(items, i, at)))
                held, i = None, i + n
                continue
            if _option(ev, self.values) and i + 1 < len(items) and items[i + 1][1].kind == "reveal" \
                    and items[i + 1][1].seat == ev.seat:
                out.append((first, i + 1, [Line(items[i + 1][0], items[i + 1][2], items[i + 1][1])]))
                held, i = None, i + 2
                continue
            if self._told_starter(items, i):
                held, i = first, i + 1
                continue
            n = _moves_run(items, i)
            if n > 1:
                run = [items[k][1] for k in range(i, i + n)]
                under = {"under": True} if ev.info.get("under") else {}   # one statement: all under, or none
                moved = Event("gather", None, tuple(mv for e in run for mv in e.moves), under, ev.span)
                index, ev, text = items[i + n - 1][0], run[-1], self.narrator.sentence(moved, self.layout)
            out.append((first, i + n - 1, [Line(index, text, ev)]))
            held, i = None, i + n
        return out

    def _challenge_lines(self, items, i: int, at: int) -> List[Line]:
        """The call ("Di to Bo: “You're bluffing!”"), then the reveal with the verdict (the verdict
        alone for a claim about no cards: "Bo was wrong.")."""
        n, reveal = self.narrator, items[at][1]
        last = at + 1 if reveal.kind == "reveal" else at
        verdict = items[last][1]
        said = items[i][1] if _option(items[i][1], self.values) else None
        words = option_words(n, said) if said is not None else accusation_name(n, verdict.info["accusation"])
        call = self.t["call"].format(seat=n.seat(verdict.seat), accused=n.seat(verdict.info["accused"]), words=words)
        verdict_key = "right" if verdict.info.get("right") else "wrong"
        if reveal is verdict:
            answer = self.t["none_" + verdict_key].format(seat=n.seat(verdict.seat))
        elif "to" in reveal.info:   # shown to the accuser alone: "Ada shows Cy ...", "Cy looks at Ada's hand"
            answer = self.t["shown_" + verdict_key].format(shown=n.sentence(reveal, self.layout)[:-1],
                                                          seat=n.seat(verdict.seat))
        else:
            answer = self.t[verdict_key].format(
                accused=n.seat(reveal.seat), cards=n.cards(reveal.info["cards"]), seat=n.seat(verdict.seat))
        asked = items[i][1] if at > i else reveal      # the rules line of the call: its choice, else the accusation
        return [Line(items[at][0] - 1, call, asked), Line(items[last][0], answer, verdict)]


class Teller:
    """The lines of a game told as one seat saw it, growing as the game goes on.

    narrator: a mogel.present.narrate.Narrator; layout: the game's ZoneLayout.  `add(index,
    event)` takes the game's events in order, each as the seat saw it (None: unseen); `lines()`
    returns every line so far.  Raises nothing of its own.
    """

    def __init__(self, narrator, layout):
        self._work = _Lines(narrator, layout)
        self.items: List[Told] = []
        self._final: List[Line] = []
        self._done = 0           # items told by final lines

    def add(self, index: int, event: Optional[Event]) -> None:
        """One more event of the game (its index, as the seat saw it; None: not seen)."""
        if event is None:
            return
        text = self._work.narrator.sentence(event, self._work.layout)
        if text:
            self.items.append((index, event, text))

    def lines(self) -> List[Line]:
        """Every line so far: the final ones, then the provisional ones of the last events."""
        return self._final + self._settle()

    def final(self) -> List[Line]:
        """The lines so far that no later event changes (the first lines of `lines()`): what a
        game told as it goes says at once (`mogel play`).  The list only grows; read, don't change it."""
        self._settle()
        return self._final

    def _settle(self) -> List[Line]:
        """Work out the lines since the last final one: the final ones join `_final`; returns the provisional ones."""
        items, provisional = self.items, []
        for first, last, lines in self._work.work(items, self._done):
            if not provisional and first + LOOK < len(items) and last + 1 < len(items):
                self._final.extend(lines)
                self._done = last + 1
            else:
                provisional.extend(lines)
        return provisional


def told_lines(narrator, events, layout, start: int = 0) -> List[Line]:
    """The lines of `events` (each as one seat saw it, None: unseen), the first at index `start`."""
    teller = Teller(narrator, layout)
    for offset, ev in enumerate(events):
        teller.add(start + offset, ev)
    return teller.lines()
