"""What the human seat tells above its next question, and in its status line: what happened since
the human's last choice, and the human's own notes of that choice -- never older ones.

After a click the game runs on until the human is asked again; a slow "Slap!" may end a race,
the round, and start the next round and another race, all before the next question.  `news`
picks from the lines of the seat's own log (mogel.widgets.log.Timeline, so nothing the seat
was not told) those told since the click that matter to the human: the results of races the
human ran in, accusations,
roles passing, a round's end (with the line just before it: the act that ended the round) and
start and the human's own score, and cards that came into or left the human's zones by
another's act (a gift, a take, a rules `move`).  Each comes with its
number in the seat's log, the one numbering the log beside it shows.  Event kinds are the
engine's (mogel.runtime.events): no game or card is named here.

`Told` (a mixin of mogel.widgets.human.HumanSeat) draws the box above the question (the news,
then the moves the rules made for the human: mogel.widgets.offers) and the status line: the
notes made since the last choice (a hidden card, a call), then what is armed, each said once.
"""

from __future__ import annotations

from html import escape
from typing import List, Tuple

from .human_text import say

ALWAYS = frozenset({"race", "accuse", "role", "round_end", "round_start", "starter", "game_end"})
MOVED = frozenset({"give", "take", "move", "draw"})      # another's act that may move the seat's cards
OWN = frozenset({"play", "give", "cheat", "decline"})     # the seat's own choices: told by the seat itself
MOST = 8                                                  # lines of news at most; the log has them all


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
