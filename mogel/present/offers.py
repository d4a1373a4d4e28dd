"""What a person's seat asks and tells (the notebook's, mogel.widgets.human, and the terminal's,
mogel.cli.seat; no ipywidgets here): the question and buttons of a decision with named options,
players or none, why it is offered the cards it is, the moves the rules made for it without
asking, and what happened since its last choice.

The engine offers a seat one card per face of its zone that passes the statement's `where`
condition and the card kind's `cannot be played` / `cannot be given` restriction, and asks
nothing when exactly one answer is legal: it plays that card itself.  These functions tell
both from the rules alone, for any game: the reasons are the rules' own text at their place
(a card's `cannot be played unless ...` line, a statement's `where` condition), found
through the statement's span in the rules model; no game's card is named here.

`not_offered(game, state, seat, kind, span, offered)` groups the faces a decision leaves out
by reason; `made_for(game, seat, start, answered)` lists the moves among `game.events[start:]`
that the rules made for `seat`: a card that was the only legal one, or the `otherwise` branch
taken because no card was, each with the event's `index` (its caller names its log line), and
the cards that move left out ("barred_then" / "unmet_then": about that move, not the question
shown now).  Both return notes `(key, fields)` for mogel.present.seat_words: fields hold card
ids (`card`, `cards`) for the caller to name, `file`, `line` and `text`.

Above its next question and in its status line the seat tells what happened since the human's
last choice, and the human's own notes of that choice -- never older ones.  After a click the
game runs on until the human is asked again; a slow "Slap!" may end a race, the round, and start
the next round and another race, all before the next question.  `news` picks from the lines of
the seat's own log (mogel.present.timeline.Timeline, so nothing the seat was not told) those told
since the click that matter to the human: the results of races the human ran in, accusations,
roles passing, a round's end (with the line just before it: the act that ended the round) and
start and the human's own score, and cards that came into or left the human's zones by another's
act (a gift, a take, a rules `move`).  Each comes with its number in the seat's log, the one
numbering the log beside it shows.  Event kinds are the engine's (mogel.runtime.events): no game
or card is named here.

`Told` (a mixin of mogel.widgets.human.HumanSeat) draws the box above the question (the news,
then the moves the rules made for the human: `made_for`) and the status line: the
notes made since the last choice (a hidden card, a call), then what is armed, each said once.

`ChoicePrompts` (another mixin of HumanSeat) asks a decision with one button per option,
whatever its kind, when its options are not cards: a rules choice (`let answer = active chooses
one of: ...`, `chooses a player`; kind "choice"), and any decision whose `info` carries `labels` (option -> {language: display
name}) -- the path later decisions with named options take (reveal or keep down, a claim's
challenge) with no change here.  The buttons:

- a named option: its display name in the seat's language ("I'll continue!"), the option's
  name (`_` read as a space) when the rules give none;
- a player: the seat's name ("Bo", "you" for the human's own seat);
- None (a `may` the seat may decline): "Choose nothing" / "Nichts wählen".

The prompt names the variable the answer goes to, when it has a `name:` ("Choose: called
colour."), and a play onto a zone `face down` says so ("Your turn: lay a card face down.").
An accusation that no cheat opened (a challenge) asks "Call “Caught!” on Bo?"; any other kind
of decision the seat does not know asks "Your decision." with its options as buttons.
`ChoicePrompts.options(d)` words every option of a decision but a race's, in the order of its
buttons (what HumanSeat's buttons say; `mogel play --seat N` numbers them at the terminal).
A card is named as the narration names it: its `shown as:` text ("BLACK 11") when the rules
give one, else "owl (3)" (mogel.present.shown).  The words are in mogel.present.seat_words.
"""

from __future__ import annotations

import dataclasses
from html import escape
from typing import Dict, List, Optional, Sequence, Tuple

from ..errors import Span
from ..language.model import display_name
from .seat_words import PROMPTED, card_namer, from_words, place_words, race_word, say
from .shown import Noun, noun, shown_card, told_value

RESTRICTION = {"play": "cannot_play", "give": "cannot_give"}   # decision kind -> card property
MOVES = {"play": "play", "give": "give"}                         # event kind -> decision kind

Note = Tuple[str, dict]

ALWAYS = frozenset({"race", "accuse", "role", "round_end", "round_start", "starter", "game_end"})
MOVED = frozenset({"give", "take", "move", "draw"})      # another's act that may move the seat's cards
OWN = frozenset({"play", "give", "cheat", "decline"})     # the seat's own choices: told by the seat itself
MOST = 8                                                  # lines of news at most; the log has them all


def _statements(rules):
    """Every statement node of `rules` with the node it is an `otherwise` of (or None)."""
    out, todo = [], [(item, None) for group in (rules.cards, rules.cheats, rules.accusations, rules.zones,
                                                 rules.procedures, rules.levels)
                     for item in group.values()] + [(rules.round, None), (rules.turn, None)]
    seen = set()
    while todo:
        node, parent = todo.pop()
        if isinstance(node, Span):   # a tuple of a place, nothing inside
            continue
        if isinstance(node, (list, tuple)):
            todo.extend((child, parent) for child in node)
        elif dataclasses.is_dataclass(node) and not isinstance(node, type) and id(node) not in seen:
            seen.add(id(node))
            if hasattr(node, "verb") and hasattr(node, "otherwise"):
                out.append((node, parent))
                todo.extend((child, node) for child in node.otherwise)
            for f in dataclasses.fields(node):
                if f.name != "otherwise":
                    todo.append((getattr(node, f.name), None))
    return out


def _at(game, span) -> Tuple[Optional[object], Optional[object]]:
    """The statement at `span` (a decision's or an event's) and the one it is `otherwise` of."""
    acts = game.__dict__.get("_offers_acts")
    if acts is None:
        acts = game._offers_acts = {(act.span.line, act.span.column): (act, parent)
                                    for act, parent in _statements(game.rules)}
    if span is None or getattr(span, "line", 0) < 1:
        return None, None
    return acts.get((span.line, span.column), (None, None))


def _text(rules, span, whole_line: bool = False) -> str:
    """The rules text at `span` (one line: from its column to its end, or the whole logical line,
    its lines continued with `\\` joined by a space), comments dropped."""
    lines = rules.source.splitlines()
    if not 0 < span.line <= len(lines):
        return ""
    line = lines[span.line - 1]
    if not whole_line and span.end_line == span.line and span.end_column > span.column:
        return _uncommented(line[span.column - 1:span.end_column - 1])
    parts, at = [_uncommented(line)], span.line
    while parts[-1].endswith("\\") and at < len(lines):
        parts[-1] = parts[-1][:-1].rstrip()
        parts.append(_uncommented(lines[at]))
        at += 1
    return " ".join(parts)


def _uncommented(line: str) -> str:
    return line.split("  #")[0].split("\t#")[0].strip()


def _source(state, selection, seat) -> Optional[List[int]]:
    """The cards `seat` chooses from: the selection's zone, the seat's own when it is per player."""
    zone = selection.zone
    base = state.layout.slot_of.get(zone.name)
    if base is None or zone.owner is not None and getattr(zone.owner, "name", None) != "player":
        return None
    owned = state.layout.slot_owner[base] is not None
    return list(state.zones[base + seat if owned else base])


def _look(deck, card: int) -> tuple:
    """What a card looks like: its kind, value and attribute values (deck.face leaves out the suit)."""
    return deck.face(card), tuple(sorted(deck.attributes_of(card).items()))


def not_offered(game, state, seat: int, kind: str, span, offered: Sequence) -> List[Note]:
    """Notes ("barred" / "unmet") for the faces of `seat`'s zone that a `kind` decision ("play",
    "give") at `span` leaves out of `offered`, in `state`, grouped by reason; [] when the
    statement takes its cards from elsewhere or every face is offered."""
    prop = RESTRICTION.get(kind)
    act, _ = _at(game, span)
    selection = getattr(getattr(act, "verb", None), "selection", None)
    if prop is None or selection is None:
        return []
    cards = _source(state, selection, seat)
    if cards is None:
        return []
    deck = game.program.deck
    tests = getattr(game.program, prop)
    shown = {_look(deck, c) for c in offered if c is not None}
    groups: Dict[tuple, List[int]] = {}
    for card in cards:
        face = _look(deck, card)
        if face in shown:
            continue
        shown.add(face)
        name = deck.kinds[card]
        test = tests.get(name)
        if test is not None and not test.fn(state, {"player": seat, "card": card}):
            where = game.rules.cards[name].where(prop)
            reason = ("barred", where.line, _text(game.rules, where, whole_line=True))
        elif selection.where is not None:
            reason = ("unmet", selection.where.span.line, _text(game.rules, selection.where.span))
        else:
            continue
        groups.setdefault(reason, []).append(card)
    return [(key, {"cards": cards, "file": span.file, "line": line, "text": text})
            for (key, line, text), cards in groups.items()]


def made_for(game, seat: int, start: int, answered: Optional[Tuple[str, object]] = None) -> List[Note]:
    """Notes for the moves among `game.events[start:]` that the rules made for `seat` without
    asking: "forced_play" / "forced_give" (the only legal card; with the reasons the others
    were left out, "barred_then" / "unmet_then") and "nothing_fit" (no card was legal, so the
    `otherwise` branch ran); each with `index`, the event's place in `game.events`.
    `answered`: (decision kind, answer) the seat gave just before; the move it asked for is
    the seat's own choice, not told, and so is an `otherwise` after the seat declined."""
    notes: List[Note] = []
    events, turn, told = game.events, 0, set()
    for index in range(start, len(events)):
        ev = events[index]
        turn += ev.kind == "turn"
        if ev.seat != seat or ev.span is None:
            continue
        act, parent = _at(game, ev.span)
        kind = MOVES.get(ev.kind)
        if kind is not None and ev.moves:
            card = ev.moves[0][0]
            if answered is not None and (answered == (kind, card) or answered[0] == "give_to" and kind == "give"):
                answered = None                      # the move the seat chose itself
                continue
            fields = {"card": card, "file": ev.span.file, "line": ev.span.line, "index": index,
                      "text": _text(game.rules, ev.span, whole_line=True)}
            notes.append(("forced_" + kind, fields))
            notes.extend(_then(not_offered(game, game.state_at(index), seat, kind, ev.span, (card,))))
        elif act is not None and parent is not None and getattr(parent.verb, "selection", None) is not None:
            kind = type(parent.verb).__name__.lower()
            declined = any(e.kind == "decline" and e.seat == seat and e.span == parent.span
                           for e in events[max(start, index - 20):index])
            if kind not in RESTRICTION or declined or (turn, id(parent)) in told:
                continue                             # the seat's own choice, or told at its first move
            told.add((turn, id(parent)))
            notes.append(("nothing_fit", {"file": ev.span.file, "line": parent.span.line, "index": index,
                                          "text": _text(game.rules, parent.span, whole_line=True),
                                          "then": _text(game.rules, ev.span, whole_line=True)}))
            notes.extend(_then(not_offered(game, game.state_at(index), seat, kind, parent.span, ())))
    return notes


def _then(notes: List[Note]) -> List[Note]:
    """Notes of cards not offered at a move already made: said in the past, about that move."""
    return [(key + "_then", fields) for key, fields in notes]


def news(game, timeline, seat: int, start: int, skip=()) -> List[Tuple[int, str]]:
    """[(log number, sentence)] of the lines of `timeline` (the seat's, refreshed) whose events
    happened at or after `game.events[start]` and matter to `seat` (see the module); events
    whose index is in `skip` (told otherwise: a move made for the seat) are left out."""
    layout, out, before = game.state.layout, [], None     # before: the line just passed over, if any
    for number, entry in enumerate(timeline.entries, 1):
        if entry.index < start or entry.index in skip:
            before = None
            continue
        ev = game.visibility.redact(game.events[entry.index], seat)
        if ev is None or ev.seat == seat and ev.kind in OWN:
            before = None
            continue
        mine = any(layout.slot_owner[slot] == seat for _, *slots in ev.moves for slot in slots if slot is not None)
        ran = ev.kind != "race" or seat in ev.info.get("times", ())       # a race result: the seat's race only
        if ev.kind in ALWAYS and ran or ev.kind == "score" and ev.seat == seat or ev.kind in MOVED and mine:
            if ev.kind == "round_end" and before is not None:           # the act that ended the round
                out.append(before)
            out.append((number, entry.text))
            before = None
        else:
            before = (number, entry.text)
    return out


class Told:
    """The box of news above the human's question and the status line (see the module).
    Uses the seat's `game`, `seat`, `lang`, `_timeline`, `_notes`, `notes`, `made_for_you`,
    `armed_cheat`, `armed_accuse` and `_since` (the index of the first event after the last
    choice, and how many notes there were then)."""

    def _told_box(self) -> str:
        """HTML: the news and the moves made for the human in the order of the log (a move's
        reasons right after it), under a heading; '' for nothing."""
        start, _ = self._since
        skip = {fields["index"] for _, fields in self._made if "index" in fields}
        told = [(n, f"{n}. {text}") for n, text in news(self.game, self._timeline, self.seat, start, skip)]
        if not told and not self._made:
            return ""
        more = [(0, say(self.lang, "more_news", n=len(told) - MOST))] if len(told) > MOST else []
        made, at = [], 0
        for key, fields in self._made:           # a move, numbered as in the log; its notes follow it
            if "index" in fields:
                at = self._timeline.position_of(fields["index"] + 1)
            made.append((at, ("{}. ".format(at) if "index" in fields else "") + self._words(key, fields)))
        shown = sorted(more + told[-MOST:] + made, key=lambda item: item[0])
        head = say(self.lang, "since_start" if start == 0 else "since_choice")
        return ("<div style='color:#000;background:#FFF3D6;border-left:5px solid #E69F00;padding:4px'>"
                f"<b>{escape(head)}</b><br>" + "<br>".join(escape(text) for _, text in shown) + "</div>")

    def _status_html(self) -> str:
        """HTML: the notes since the last choice, then what is armed (unless a note said it)."""
        _, first = self._since
        said = self.notes[first:]
        armed = []
        if self.armed_cheat is not None:
            armed.append(self._say("arm_hide", card=self._card(self._armed_card)))
        if self.armed_accuse is not None:
            armed.append(self._say("arm_accuse", seat=self.names[self.armed_accuse]))
        return f"<p style='color:#000'>{escape(' '.join(said + [a for a in armed if a not in said]))}</p>"


def labelled(decision) -> bool:
    """Whether `decision` is asked with a button per named option or player (not per card)."""
    return decision.kind == "choice" or "labels" in decision.info


def lays_face_down(game, span) -> bool:
    """Whether the statement at `span` plays its cards `face down` (from the rules model)."""
    act, _ = _at(game, span)
    return bool(getattr(getattr(act, "verb", None), "face_down", False))


def option_label(game, decision, option, lang: str, you: str) -> str:
    """The words on the button of one option of a labelled decision, in `lang` (None: '')."""
    if option is None:
        return ""
    labels = decision.info.get("labels") or {}
    if decision.info.get("what") == "number":   # `a number from 0 to 13`: the number itself
        return str(option)
    if decision.info.get("what") == "position":   # a place in a fan of unseen cards
        return say(lang, "place", n=option)
    if isinstance(option, str):
        return display_name(tuple(labels.get(option, {}).items()), lang, option)
    if isinstance(option, int) and not isinstance(option, bool):
        if option in labels:
            return display_name(tuple(labels[option].items()), lang, str(option))
        names = game.narrator.names
        return you if option == decision.seat else names[option] if option < len(names) else str(option)
    return str(option)


class ChoicePrompts:
    """The prompts and buttons of labelled decisions, and cards named as the rules show them,
    for mogel.widgets.human.HumanSeat (its `game`, `lang`, `seat`, `names`, `_say`, `_button`)."""

    def _card(self, card):
        """A card as the narration names it: its `shown as:` text (no article), else a Noun:
        "owl (3)" on a button, "{card:einen}" in a sentence."""
        shown = shown_card(self.game.program, card, self.lang)
        if shown is not None:
            return shown
        kind, value, name = card_namer(self.game, self.lang)(card)
        cards, value = self.game.rules.cards, told_value(self.game.rules, value, self.lang)
        return noun(cards[kind].names, self.lang, kind, "card", value) if kind in cards else Noun(name, "card", value)

    def _question(self, d) -> str:
        """The prompt of decision `d` in the language now, as plain text."""
        if labelled(d):
            what = d.info.get("what")
            if what == "position":   # a card picked unseen by its place (`chosen blindly by`)
                return self._say("choose_place", dest=from_words(self.game, d.info.get("from"), self.lang),
                                 n=len(d.options))
            if what == "cards":   # a set of cards worth a number (`cards worth V chosen by P`)
                return self._say("choose_set", dest=place_words(self.game, d.info.get("to"), self.lang),
                                 n=d.info.get("worth"))
            variable = self.game.rules.variables.get(d.info.get("choice") or "")
            noun = display_name(variable.names, self.lang, "") if variable is not None and variable.names else ""
            key = {"player": "choose_player", "number": "choose_number"}.get(what, "choose_option")
            return self._say(key + ("_named" if noun else ""), noun=noun)
        if d.kind not in PROMPTED:
            return self._say("decide")
        if d.kind == "accuse" and "noticed" not in d.info:       # not after a cheat: a challenge
            return self._say("challenge", who=self._say("or").join(self.names[s] for s in d.options if s is not None))
        key = "play_down" if d.kind == "play" and lays_face_down(self.game, d.span) else d.kind
        key = "react_may" if key == "react" and d.info.get("may") else key   # a race the seat may let pass
        key = "give_must" if key == "give" and None not in d.options else key   # a `gives` without `may`
        return self._say(key, card=self._card(d.info["card"]) if "card" in d.info else "?",
                         who=self._say("and").join(self.names[s] for s in d.info.get("noticed", [])),
                         dest=place_words(self.game, d.info.get("to"), self.lang),
                         race=race_word(self.game, d.info.get("race", ""), self.lang))

    def _labelled_buttons(self, d) -> List:
        """One button per option of a labelled decision: named options and players first,
        in the rules' order, then "Choose nothing" where the seat may decline."""
        return [self._button(label, value, style) for label, value, style in self._labelled_options(d)]

    def _labelled_options(self, d) -> List[Tuple[str, object, str]]:
        """[(words, answer, button style)] of a labelled decision, in the order of its buttons."""
        you = self._say("you")
        if d.info.get("what") == "cards":   # a set of cards worth a number: "pip (1) + pip (6)"
            return [(" + ".join(str(self._card(c)) for c in d.info["sets"][o]), o, "primary") for o in d.options]
        out = [(option_label(self.game, d, o, self.lang, you), o, "primary") for o in d.options if o is not None]
        if any(o is None for o in d.options):
            out.append((self._say("choose_nothing"), None, ""))
        return out

    def options(self, d) -> List[Tuple[str, object, str]]:
        """[(words, answer, button style)] of every option of decision `d` but a race's, in the
        order the seat shows them: what HumanSeat's buttons say, and the terminal's seat
        (mogel.cli.seat) numbers."""
        if labelled(d):                       # named options, players
            return self._labelled_options(d)
        if d.kind == "accuse":
            noticed = d.info.get("noticed") or []
            seats = sorted((o for o in d.options if o is not None), key=lambda s: s not in noticed)
            return [(self._say("caught", seat=self.names[s]) + (self._say("seen") if s in noticed else ""), s,
                     "danger" if s in noticed else "") for s in seats] + [(self._say("say_nothing"), None, "")]
        if d.kind == "give_to":
            return [(self._say("to", seat=self.names[s]), s, "info") for s in d.options]
        verb = "verb_" + (d.kind if d.kind in ("play", "give", "choose") else "pick") + (
            "_down" if d.kind == "play" and lays_face_down(self.game, d.span) else "")
        decline = "stop" if d.info.get("chosen") else "decline_" + d.kind if d.kind in ("play", "give") else "decline"
        return [(self._say(decline), None, "") if option is None else
                (self._say(verb, card=self._card(option)), option, "primary") for option in d.options]
