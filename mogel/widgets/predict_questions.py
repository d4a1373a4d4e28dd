"""What a learner can predict before the next event of a game, for any rules file.

`Questions(game, timeline).at(position)` looks at the next told entry of `timeline` (the events
as its seat saw them, mogel.present.timeline.Timeline) and returns a `Question` -- or None when that
event holds nothing to predict.  The question comes from the kind of the event and the decision
behind it, never from a game's card or role names:

    kind     the next entry                         asks                              options
    turn     `turn`, `starter`                      who is on turn / who starts       every seat
    role     `role`                                 who gets the role                 every seat
    card     an event made by a card decision       which card is played, given,      the decision's options
             (play, give, cheat, choose)            hidden or chosen
             `play` of a face-up card, no decision  which kind of card                the deck's card kinds
             the viewer may see
    choice   `choose`                               what (or whom) a player chooses   the decision's options, or
                                                                                      every option of the choice
    notice   `notice`                               whether the watcher notices       yes, no
    race     `race`                                 who is fastest / slowest          the runners
    accuse   `accuse` of a covert move, or the      whether the call is right; for    yes, no; nobody,
             cards turned over for a call            a claim anyone may call: whether  rightly, wrongly
             `no_accusation`                        and how it is called

Hidden information stays hidden: in a seat's view a question uses only what that seat sees --
its own decisions' options (its own cards), public facts (the seats, the runners, every option
the rules text lists for a choice, the deck's kinds) and events it is told either way (a yes/no
question is asked only when both answers would be told to it: a notice nobody but the watcher
sees is never asked in a seat's view).  The answer comes from the same told event the step then
shows.  The decisions are read by playing the game's record once more with agents that note
each decision and the number of events before it (`decisions_by_count`).
"""

from __future__ import annotations

import dataclasses
import weakref
from collections.abc import Mapping
from typing import Dict, List, Optional, Tuple

from ..errors import MogelError, Span
from ..language.model import display_name
from ..language.choosing import ChoiceStmt
from ..play.game import Game
from ..play.seats import Script, ScriptedAgent
from ..present.narrate_choices import claim_words, value_name
from ..present.shown import noun, shown_card, told_value
from ..runtime.events import DECLINABLE, Event
from .viewer_text import say_predict as say

CARD_DECISIONS = frozenset({"play", "give", "cheat", "choose"})    # decisions whose options are cards
_NOTES: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()   # game -> decisions by count


@dataclasses.dataclass(frozen=True)
class Question:
    """A prediction to make before the entry at `position` of a timeline is shown.

    kind: the tally's kind (see the module); text: the question in the timeline's language;
    options: the answers offered (seats, card ids, kinds, option names, True/False, None, or
    "nobody"/"right"/"wrong"); labels: their words, in the same order; answer: the one that
    happens (one of `options`); position: where it is asked (the entry it is about is the
    timeline's entry there); after: the position at which the answer has been shown."""

    kind: str
    text: str
    options: Tuple
    labels: Tuple[str, ...]
    answer: object
    position: int
    after: int

    def label_of(self, option) -> str:
        """The words of one of the options."""
        return self.labels[_index(self.options, option)]

    def is_answer(self, option) -> bool:
        """Whether `option` is the answer (True is not the seat 1)."""
        return type(option) is type(self.answer) and option == self.answer


def _index(options, option) -> int:
    return next(i for i, o in enumerate(options) if type(o) is type(option) and o == option)


def decisions_by_count(game) -> Dict[int, List[tuple]]:
    """{count: [(Decision, answer), ...]}: the decisions of `game`'s seats asked when `count` of
    its events had happened, in the order asked (its record played again, cached per game).
    A game the rules stopped gives the decisions up to there."""
    notes = _NOTES.get(game)
    if notes is not None:
        return notes
    record, notes, again = game.record(), {}, []
    answers = Script(record.decisions)

    class Noting(ScriptedAgent):
        def decide(self, view, decision, rng):
            decision.options      # listed now: the engine lists them lazily, from the state at this moment
            answer = super().decide(view, decision, rng)
            notes.setdefault(len(again[0].events), []).append((decision, answer))
            return answer

    again.append(Game(game.rules, [Noting(s, answers) for s in record.seats], record.seed, oldest=record.oldest,
                      seat_names=game.narrator.names))
    try:
        again[0].play()
    except MogelError:      # a game the rules stopped: its decisions so far
        pass
    _NOTES[game] = notes
    return notes


def _choices(rules) -> Dict[Tuple[int, int], object]:
    """(line, column) -> the Choice of every `... chooses ...` statement of `rules`."""
    found, todo, seen = {}, [rules], set()
    while todo:
        node = todo.pop()
        if isinstance(node, Span):   # a tuple of a place, nothing inside
            continue
        if isinstance(node, (list, tuple)):
            todo.extend(node)
        elif isinstance(node, Mapping):
            todo.extend(node.values())
        elif dataclasses.is_dataclass(node) and not isinstance(node, type) and id(node) not in seen:
            seen.add(id(node))
            if isinstance(node, ChoiceStmt):
                found[(node.span.line, node.span.column)] = node.choice
            todo.extend(getattr(node, f.name) for f in dataclasses.fields(node))
    return found


def can_be_nothing(choice) -> bool:
    """Whether a choice can end with nothing chosen, as its rules text says: a `may`, a player
    or value filter, or named options that all have a condition."""
    if choice is None or choice.modal == "may" or choice.filter_kind is not None:
        return True
    return choice.what == "option" and all(option.condition is not None for option in choice.options)


class Questions:
    """The questions of one Timeline (its game, seat and language); see the module."""

    def __init__(self, game, timeline):
        self.game, self.timeline = game, timeline
        self.seat, self.lang = timeline.seat, timeline.lang
        self.names = timeline.narrator.names
        self.notes = decisions_by_count(game)
        self._state, self._count = None, 0
        self._choice_nodes = None

    # --- the public questions --------------------------------------------------------------
    def at(self, position: int) -> Optional[Question]:
        """The question before the entry at `position` (0..len-1) is shown, or None."""
        entries = self.timeline.entries
        if not 0 <= position < len(entries):
            return None
        ev = self._told(position)
        kind = ev.kind
        if kind in ("turn", "starter"):
            return self._seats("turn", say(self.lang, "q_" + kind), ev.seat, position)
        if kind == "role" and ev.info.get("to") is not None:
            role = self.game.rules.roles.get(ev.info["role"])
            told = noun(role.names if role else None, self.lang, ev.info["role"], "role")
            return self._seats("role", say(self.lang, "q_role", role=told), ev.info["to"], position)
        if kind == "race" and len(ev.info.get("times", ())) > 1:
            return self._race(ev, position)
        if kind == "notice":
            return self._notice(ev, position)
        if kind in ("accuse", "reveal", "no_accusation"):
            return self._accusation(position)
        if kind == "choose":
            return self._choice(ev, position)
        if ev.moves:
            return self._card(ev, position)
        return None

    def next_after(self, position: int) -> Optional[int]:
        """The first position after `position` that has a question, or None."""
        for p in range(position + 1, len(self.timeline.entries)):
            if self.at(p) is not None:
                return p
        return None

    # --- helpers -----------------------------------------------------------------------------
    def _told(self, position: int) -> Event:
        """The entry at `position` as the timeline's seat saw it."""
        index = self.timeline.entries[position].index
        return self.game.visibility.redact(self.game.events[index], self.seat)

    def _sees_both(self, ev: Event, field: str) -> bool:
        """Whether the seat is told `ev` whatever its yes/no `field` says."""
        flipped = Event(ev.kind, ev.seat, ev.moves, {**ev.info, field: not ev.info[field]}, ev.span)
        vis = self.game.visibility
        return vis.redact(ev, self.seat) is not None and vis.redact(flipped, self.seat) is not None

    def _ask(self, kind, text, options, labels, answer, position, after=None) -> Question:
        return Question(kind, text, tuple(options), tuple(labels), answer, position,
                        position + 1 if after is None else after)

    def _seats(self, kind, text, answer, position) -> Question:
        seats = range(len(self.game.agents))
        return self._ask(kind, text, seats, [self.names[s] for s in seats], answer, position)

    def _yes_no(self, kind, text, answer: bool, position, after=None) -> Question:
        return self._ask(kind, text, (True, False), (say(self.lang, "yes"), say(self.lang, "no")), answer,
                         position, after)

    def _race(self, ev: Event, position: int) -> Question:
        info, program = ev.info, self.game.program
        cards = self.game.rules.cards
        card = cards.get(info["name"])
        race = display_name(program.race_names.get(info["name"]), self.lang,
                            display_name(card.names if card else None, self.lang, info["name"]))
        runners = list(info["times"])
        text = say(self.lang, "q_race", race=race, pick=say(self.lang, info["pick"]))
        return self._ask("race", text, runners, [self.names[s] for s in runners], info["winner"], position)

    def _notice(self, ev: Event, position: int) -> Optional[Question]:
        if not self._sees_both(ev, "noticed"):
            return None
        text = say(self.lang, "q_notice", watcher=self.names[ev.seat], cheater=self.names[ev.info["cheater"]])
        return self._yes_no("notice", text, bool(ev.info["noticed"]), position)

    def _accusation_name(self, name: Optional[str]) -> str:
        accusations = self.game.rules.accusations
        name = name or next(iter(accusations), "")
        item = accusations.get(name)
        return display_name(item.names if item else None, self.lang, name)

    def _accusation(self, position: int) -> Optional[Question]:
        """An accusation's outcome: asked before a covert move's `accuse`, before the cards a
        call on a claim turns over, or before a claim's `no_accusation`."""
        entries = self.timeline.entries
        ev = self._told(position)
        if ev.kind == "accuse" and "claim" in ev.info and position and entries[position - 1].kind == "reveal":
            return None                                  # asked before its cards were turned over
        end = position
        while end < len(entries) and entries[end].kind == "reveal":
            end += 1
        if end == len(entries) or end > position and entries[end].kind != "accuse":
            return None                                  # cards turned over by a rule, no call
        judged = self._told(end)
        if judged.kind == "accuse" and not self._sees_both(judged, "right"):
            return None
        name = judged.info.get("accusation")
        spec = self.game.program.claim_accusations.get(name) if "claim" in judged.info else None
        accusation = self._accusation_name(name)
        if spec is None or spec.when != "claim":         # a call made by a choice, or on a covert move
            text = say(self.lang, "q_accuse", accuser=self.names[judged.seat], accusation=accusation,
                       accused=self.names[judged.info["accused"]])
            return self._yes_no("accuse", text, bool(judged.info["right"]), position, end + 1)
        claimer, says = self._last_claim(position)
        outcome = "nobody" if judged.kind == "no_accusation" else "right" if judged.info["right"] else "wrong"
        text = say(self.lang, "q_claim", claimer=claimer, says=says, accusation=accusation)
        options = ("nobody", "right", "wrong")
        return self._ask("accuse", text, options, [say(self.lang, "called_" + o) for o in options], outcome,
                         position, end + 1)

    def _last_claim(self, position: int) -> Tuple[str, str]:
        """(claimer's name, the claim's words) of the latest claim told before `position`."""
        for p in range(position - 1, -1, -1):
            ev = self._told(p)
            if ev.kind in ("play", "choose") and "claim" in ev.info:
                return self.names[ev.seat], claim_words(self.timeline.narrator, ev.info["claim"])
        return "?", "?"

    def _decision(self, index: int, seat: Optional[int], kinds) -> List[tuple]:
        """The decisions of `kinds` asked just before event `index`, of `seat` (None: any)."""
        return [(d, a) for d, a in self.notes.get(index, ()) if d.kind in kinds and (seat is None or d.seat == seat)]

    def _choice(self, ev: Event, position: int) -> Optional[Question]:
        chooser, chosen, span = ev.seat, ev.info.get("chosen"), ev.span
        if getattr(self._choice_node(span), "what", None) == "number":   # no question: its range may be a secret
            return None
        index = self.timeline.entries[position].index
        labels = self.game.program.choice_labels.get(span)
        told = self.game.program.choice_told.get(span)
        if self.seat is None or self.seat == chooser:    # the chooser's own decision, when it was asked
            asked = self._decision(index, chooser, ("choice",))
            if not asked:
                return None
            options = asked[0][0].options
        else:                                            # what the rules text offers, and nothing if it can be
            options = tuple(labels) if labels is not None else tuple(range(len(self.game.agents)))
            options += (None,) if can_be_nothing(self._choice_node(span)) else ()
        words = [self._option_words(o, labels, told) for o in options]
        what = "q_choose_player" if labels is None else "q_choose_value" if told else "q_choose"
        attribute = self.game.rules.attributes.get(told[0]) if told else None
        text = say(self.lang, what, seat=self.names[chooser],
                   attribute=display_name(attribute.names if attribute else None, self.lang, told[0] if told else ""))
        return self._ask("choice", text, options, words, chosen, position)

    def _option_words(self, option, labels, told) -> str:
        if option is None:
            return say(self.lang, "nothing")
        if isinstance(option, int) and not isinstance(option, bool):
            return self.names[option]
        if told:
            return value_name(self.timeline.narrator, told[0], option)
        return display_name((labels or {}).get(option, ()), self.lang, option.replace("_", " "))

    def _choice_node(self, span):
        if self._choice_nodes is None:
            self._choice_nodes = _choices(self.game.rules)
        return self._choice_nodes.get((span.line, span.column)) if span is not None else None

    def _card(self, ev: Event, position: int) -> Optional[Question]:
        index = self.timeline.entries[position].index
        moved = {card for card, _, _ in self.game.events[index].moves}
        for d, answer in self._decision(index, self.seat, CARD_DECISIONS):
            if answer in moved or answer is None and ev.kind == "decline" and ev.seat == d.seat:
                options = tuple(o for o in d.options if o is not None or d.kind not in DECLINABLE)
                if len(options) > 1 and self._all_seen(options, index):
                    words = [say(self.lang, "no_card") if o is None else self.card_name(o) for o in options]
                    key = "q_choose_card" if d.kind == "choose" else "q_" + d.kind
                    text = say(self.lang, key, seat=self.names[d.seat])
                    return self._ask("card", text, options, words, answer, position)
        card = ev.moves[0][0]
        if ev.kind != "play" or card is None:
            return None
        kinds = list(dict.fromkeys(k for k in self.game.program.deck.kinds if k is not None))
        if len(kinds) < 2:
            return None
        cards = self.game.rules.cards
        words = [display_name(cards[k].names if k in cards else None, self.lang, k) for k in kinds]
        text = say(self.lang, "q_kind", seat=self.names[ev.seat])
        return self._ask("card", text, kinds, words, self.game.program.deck.kinds[card], position)

    def _all_seen(self, cards, index: int) -> bool:
        """Whether the timeline's seat sees the face of every card (None: no card) where it
        lies when `index` events have happened."""
        if self.seat is None:
            return True
        state = self._state_at(index)
        vis = self.game.visibility
        return all(card is None or vis.face_shown(self.seat, state, state.where[card], card) for card in cards)

    def _state_at(self, count: int):
        """The state after `count` events: moved on from the last one asked for, when it is not later."""
        if self._state is None or self._count > count:
            self._state, self._count = self.game.state_at(count), count
        for ev in self.game.events[self._count:count]:
            self._state.apply(ev)
        self._count = count
        return self._state

    def card_name(self, card: int) -> str:
        """A card as the narration names it, without an article: "owl (3)", "BLACK 11"."""
        shown = shown_card(self.game.program, card, self.lang)
        if shown is not None:
            return str(shown)
        kind, value = self.game.program.deck.face(card)
        cards = self.game.rules.cards
        return str(noun(cards[kind].names if kind in cards else None, self.lang, kind, "card",
                        told_value(self.game.rules, value, self.lang)))
