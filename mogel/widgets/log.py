"""The event log: the lines of narration as a seat saw the game, cheats and catches marked, each
line able to show the rules.mm line that caused it.

`Timeline(game, seat, lang)` lists the lines told of a game (mogel.present.narrate_lines: events
with a sentence, as `seat` saw them -- mogel.present.views.Visibility.redact --, a few runs of
them told together); position p (0..len) means "the first p lines have happened", i.e.
`game.state_at(timeline.count(p))`.  `EventLog` renders the
first p entries, newest first, each a <details> element whose body is the rules line.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import List, Optional

import ipywidgets as W

from ..present.narrate import Narrator
from ..present.narrate_lines import Teller

MARKS = {
    "en": {"cheat": "CHEAT", "seen": "SEEN", "unseen": "UNSEEN", "caught": "CAUGHT", "wrong": "WRONG CALL",
           "race": "RACE", "score": "SCORE", "why": "rule", "more": "{n} earlier events not shown",
           "empty": "Nothing has happened yet: press Step."},
    "de": {"cheat": "MOGELN", "seen": "BEMERKT", "unseen": "UNBEMERKT", "caught": "ERWISCHT",
           "wrong": "FALSCH GERUFEN", "race": "WETTLAUF", "score": "WERTUNG", "why": "Regel",
           "more": "{n} frühere Ereignisse nicht gezeigt", "empty": "Noch ist nichts passiert: drücke „Weiter“."},
}

LOG_CSS = """
<style>
.mogel-log{font:13px/1.4 system-ui,-apple-system,'Segoe UI',Arial,sans-serif;color:#000;background:#FFF;
 border:1px solid #767676;border-radius:8px;padding:4px 8px;max-height:360px;overflow-y:auto;max-width:980px}
.mogel-log details{border-bottom:1px solid #E0E0E0;padding:1px 0}
.mogel-log summary{cursor:pointer}
.mogel-log .n{display:inline-block;min-width:2.6em;color:#333;font-variant-numeric:tabular-nums}
.mogel-log .mark{display:inline-block;border:2px solid #000;border-radius:4px;padding:0 4px;margin-right:4px;
 font-size:11px;font-weight:700}
.mogel-log .cheat .mark{background:#D55E00;color:#000}
.mogel-log .seen .mark,.mogel-log .caught .mark{background:#009E73;color:#000}
.mogel-log .unseen .mark{background:#FFF;color:#000;border-style:dashed}
.mogel-log .wrong .mark{background:#CC79A7;color:#000}
.mogel-log .race .mark{background:#56B4E9;color:#000}
.mogel-log .score .mark{background:#F0E442;color:#000}
.mogel-log .cheat summary,.mogel-log .caught summary{font-weight:700}
.mogel-log .newest{background:#FFF3D6}
.mogel-log details pre{margin:2px 0 4px 2.6em;padding:3px 6px;background:#F2F2F2;border-left:4px solid #0072B2;
 white-space:pre-wrap;word-break:normal;overflow-wrap:normal;overflow-x:auto;
 font:12px/1.3 ui-monospace,Menlo,Consolas,monospace;color:#000}
</style>
"""


@dataclass(frozen=True)
class Entry:
    """One told event: its index in game.events, kind, sentence, mark class and rule span."""

    index: int
    kind: str
    text: str
    mark: str
    span: object


def mark_of(ev) -> str:
    """The highlight class of an event: cheat, seen, unseen, caught, wrong, race, score or ''."""
    kind = ev.kind
    if kind == "cheat":
        return "cheat"
    if kind == "notice":
        return "seen" if ev.info.get("noticed") else "unseen"
    if kind == "accuse":
        return "caught" if ev.info.get("right") else "wrong"
    if kind in ("race_start", "race"):
        return "race"
    if kind in ("round_end", "game_end"):
        return "score"
    return ""


class Timeline:
    """The lines told of `game` as `seat` (None: everyone) saw it, in `lang`: one entry per
    line of mogel.present.narrate_lines (a line may tell several events).

    Call `refresh()` after the game has gone on (a human seat); entries are added, and the
    last few, whose events a later event may still join into one line, may be told anew.
    """

    def __init__(self, game, seat: Optional[int] = None, lang: str = "en"):
        self.game = game
        self.seat = seat
        self.lang = lang
        self.narrator = Narrator(game.program, game.narrator.names, lang)
        self.entries: List[Entry] = []
        self._teller = Teller(self.narrator, game.state.layout)
        self._done = 0
        self.refresh()

    def refresh(self) -> int:
        """Tell the events added since the last call; returns how many entries there are."""
        vis, events = self.game.visibility, self.game.events
        for i in range(self._done, len(events)):
            self._teller.add(i, vis.redact(events[i], self.seat))
        self._done = len(events)
        self.entries = [Entry(line.index, line.event.kind, line.text, mark_of(line.event), line.event.span)
                        for line in self._teller.lines()]
        return len(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def count(self, position: int) -> int:
        """How many events of game.events have happened at `position` (0..len)."""
        if position <= 0:
            return 0
        return self.entries[min(position, len(self.entries)) - 1].index + 1

    def position_of(self, count: int) -> int:
        """The position whose events are the first `count` events (the last entry before them)."""
        return sum(1 for e in self.entries if e.index < count)

    def first(self, kind: str, after: int = 0) -> Optional[int]:
        """The position just before the first entry of `kind` at or after position `after`."""
        for p in range(max(after, 0), len(self.entries)):
            if self.entries[p].kind == kind:
                return p
        return None


def rule_line(game, span, block_lines: int = 6) -> str:
    """`file:line` and the text of the rules line a span points at ('' without a span).

    When that line opens a block (`cheat hide:`), up to `block_lines` lines of the block follow.
    """
    if span is None or getattr(span, "line", 0) < 1:
        return ""
    lines = game.rules.source.splitlines()
    if span.line > len(lines):
        return f"{span.file}:{span.line}"
    first = lines[span.line - 1].rstrip()
    shown = [first]
    if first.split("#")[0].rstrip().endswith(":"):
        indent = len(first) - len(first.lstrip())
        for line in lines[span.line:span.line + block_lines]:
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                break
            shown.append(line.rstrip())
    return f"{span.file}:{span.line}\n" + "\n".join(shown).rstrip()


def render_log(timeline: Timeline, position: int, max_lines: int = 80) -> str:
    """HTML of the first `position` entries, newest first (at most `max_lines`).  Only the newest
    line is in the Tab order, however long the log: in a browser the arrow keys go from line to
    line (mogel.widgets.toplevel), and Enter opens one."""
    marks = MARKS.get(timeline.lang, MARKS["en"])
    shown = timeline.entries[:max(position, 0)]
    out = [LOG_CSS, f'<div class="mogel-log" data-position="{len(shown)}">']
    if not shown:
        out.append(f"<p>{escape(marks['empty'])}</p>")
    for number in range(len(shown), max(len(shown) - max_lines, 0), -1):
        entry = shown[number - 1]
        classes = " ".join(c for c in (entry.mark, "newest" if number == len(shown) else "") if c)
        mark = f'<span class="mark">{marks[entry.mark]}</span>' if entry.mark else ""
        why = rule_line(timeline.game, entry.span)
        body = (f'<pre aria-label="{marks["why"]}">{escape(why)}</pre>') if why else ""
        stop = 0 if number == len(shown) else -1        # one Tab stop: the newest line (mogel.widgets.toplevel)
        out.append(f'<details class="mogel-line {classes}" data-n="{number}" data-kind="{entry.kind}">'
                   f'<summary tabindex="{stop}"><span class="n">{number}.</span>{mark}{escape(entry.text)}'
                   f'</summary>{body}</details>')
    if len(shown) > max_lines:
        out.append(f"<p>{escape(marks['more'].format(n=len(shown) - max_lines))}</p>")
    out.append("</div>")
    return "".join(out)


class EventLog(W.HTML):
    """An HTML widget showing a Timeline up to a position (see `render_log`)."""

    def __init__(self, max_lines: int = 80, **kwargs):
        super().__init__(**kwargs)
        self.max_lines = max_lines
        self.layout.width = "100%"

    def show(self, timeline: Timeline, position: int) -> None:
        """Redraw: the first `position` entries of `timeline`."""
        self.value = render_log(timeline, position, self.max_lines)
