"""What a seat was told, line by line, and the rules line behind each: the log of the notebook's
widgets (mogel.widgets.log: GameViewer, HumanSeat) and of the terminal's seat (`mogel play
--seat N`, mogel.cli.seat), which has no ipywidgets.

`Timeline(game, seat, lang)` lists the lines told of a game (mogel.present.narrate_lines: events
with a sentence, as `seat` saw them -- mogel.present.views.Visibility.redact --, a few runs of
them told together); position p (0..len) means "the first p lines have happened", i.e.
`game.state_at(timeline.count(p))`.  Each line is an `Entry` with its mark (`mark_of`: cheat,
seen, unseen, caught, wrong, race, score, the classes of mogel.widgets.log.MARKS).
`rule_line(game, span)` is the rules line an event comes from, as `file:line` and its text;
`wrong_block(game, span)` the `wrong as NAME:` block of the race at `span` (a race the runners
may join), quoted the same way.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Dict, List, Optional

from ..check.vocabulary import all_statements
from ..language.choosing import Race
from .narrate import Narrator
from .narrate_lines import Teller


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
    if kind == "race_wrong":
        return "wrong"
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

    When that line opens a block (`cheat hide:`), up to `block_lines` lines of the block follow,
    and a line "\u2026" (indented as the next) when the block has more; when it is continued with
    `\\`, the lines that continue it.
    """
    if span is None or getattr(span, "line", 0) < 1:
        return ""
    lines = game.rules.source.splitlines()
    if span.line > len(lines):
        return f"{span.file}:{span.line}"
    first = lines[span.line - 1].rstrip()
    shown = [first]
    while shown[-1].endswith("\\") and span.line + len(shown) <= len(lines):   # a line continued
        shown.append(lines[span.line + len(shown) - 1].rstrip())
    if len(shown) == 1 and first.split("#")[0].rstrip().endswith(":"):
        indent = len(first) - len(first.lstrip())
        for line in lines[span.line:span.line + block_lines]:
            if line.strip() and len(line) - len(line.lstrip()) <= indent:
                break
            shown.append(line.rstrip())
        else:   # the block goes on past the lines shown: say so
            rest = next((line for line in lines[span.line + block_lines:] if line.strip()), "")
            if len(rest) - len(rest.lstrip()) > indent:
                shown.append(rest[:len(rest) - len(rest.lstrip())] + "\u2026")
    return f"{span.file}:{span.line}\n" + "\n".join(shown).rstrip()


def wrong_block(game, span, block_lines: int = 6) -> str:
    """`file:line` and the lines of the `wrong as NAME:` block of the race that stands at `span`
    (a react Decision's span; as rule_line quotes a block); '' when no race stands there or it has
    no such block (`race ... who may, right if COND -> ...:`, docs/language.md 10.8)."""
    if span is None:
        return ""
    wrong = _wrong_spans(game.rules).get(tuple(span[:3]))
    return rule_line(game, wrong, block_lines) if wrong is not None else ""


@functools.lru_cache(maxsize=16)
def _wrong_spans(rules) -> Dict[tuple, object]:
    """{(file, line, col) of a race with a `wrong as` block: that block's span} of `rules`."""
    return {tuple(node.span[:3]): node.wrong_span for node in all_statements(rules)
            if isinstance(node, Race) and node.wrong is not None}
