"""The event log and the rules beside it: the lines of narration as a seat saw the game, cheats
and catches marked, each line able to show the rules.mm line that caused it; and the rules text
next to the log with the rule of the newest event marked.

`Timeline(game, seat, lang)` (mogel.present.timeline, which the terminal's seat uses too) lists
the lines told of a game, as `seat` saw them; position p (0..len) means "the first p lines have
happened", i.e. `game.state_at(timeline.count(p))`.  `EventLog` renders the
first p entries, newest first, each a <details> element whose body is the rules line.

`RulesPanel` is the rules beside the game: the rules text next to the log, the newest event's
rule marked.

    viewer = GameViewer(seed=3)
    viewer.rules_panel.marked              # (164,): the lines of the rule of the newest event shown
    viewer.rules_panel.toggle.value = False   # what clicking "Rules beside the game" does: hide it
    viewer.rules_panel.comments.value = False # what clicking "Comments" does: the rules without them

The GameViewer calls `show(rules, span)` after each redraw with the span of the newest line of
its log (the entry before the stepper's position, as the seat shown was told it): Step, Back, the
slider, "Play to end of round", a change of view or language, and a prediction's reveal all
move the mark, with no click.  In predict mode the mark is the rule of the event already shown,
never of the one the learner is asked about.  The page (mogel.present.rules_page) opens a few
lines above the marked rule; lines wrap at spaces, never inside a word.  The toggle hides the
text (it is then not drawn at all) and shows it again at the newest rule; "Comments" leaves out
the comments (the rulebook quotes after `#`, noisy in a narrow column on a projector) and
brings them back.  Its words are English or German (mogel.widgets.viewer_text); the log's
marks are MARKS.
"""

from __future__ import annotations

from html import escape
from typing import Optional, Tuple

import ipywidgets as W

from ..present.rules_page import marked_lines, rules_page
from ..present.timeline import Timeline, rule_line
from .errors import ErrorArea, observe
from .viewer_text import say

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


class RulesPanel(W.VBox):
    """A toggle and the rules page (see the module).

    lang: "en" or "de" (`set_lang`); error_area: where the toggle's handler tells its errors
    (mogel.widgets.errors).  Attributes: `toggle` (a ToggleButton, True while the text is
    shown), `comments` (a ToggleButton, True while the comments are shown), `page` (the HTML
    widget), `marked` (the lines marked now, () for none).
    """

    def __init__(self, lang: str = "en", error_area: Optional[ErrorArea] = None):
        self.lang = lang
        self.error_area = error_area if error_area is not None else ErrorArea("RulesPanel", lambda: self.lang)
        self.toggle = W.ToggleButton(value=True, icon="book", layout=W.Layout(width="auto"))
        self.comments = W.ToggleButton(value=True, icon="comment", layout=W.Layout(width="auto"))
        self.page = W.HTML(layout=W.Layout(width="100%"))
        self.page.add_class("mogel-rules-page")
        self._rules, self._span, self._view = None, None, ""
        self.set_lang(lang)
        observe(self.toggle, self.error_area, lambda change: self._draw())
        observe(self.comments, self.error_area, lambda change: self._draw())
        super().__init__([W.HBox([self.toggle, self.comments], layout=W.Layout(flex_flow="row wrap")), self.page],
                         layout=W.Layout(width="100%", margin="6px 0 0 0"))

    @property
    def marked(self) -> Tuple[int, ...]:
        """The lines of the rules text marked now (those of the newest event's rule)."""
        if self._rules is None or self._span is None or self._span.file != self._rules.file:
            return ()
        return marked_lines(self._rules.source, self._span)

    def show(self, rules, span, view: str = "") -> None:
        """Mark the lines of `span` (None: nothing has happened yet) in the text of `rules`;
        `view`: what the page stands beside ("what Bo sees"), in its accessible name."""
        self._rules, self._span, self._view = rules, span, view
        self._draw()

    def set_lang(self, lang: str) -> None:
        """The toggle's words and the page's in `lang` ("en" or "de")."""
        self.lang = lang
        self.toggle.description, self.toggle.tooltip = say(lang, "rules_toggle"), say(lang, "rules_tip")
        self.comments.description, self.comments.tooltip = say(lang, "comments"), say(lang, "comments_tip")
        self._draw()

    def _draw(self) -> None:
        shown = self.toggle.value
        self.page.layout.display = None if shown else "none"
        if shown and self._rules is not None:
            self.page.value = rules_page(self._rules, self._span, self.lang, comments=self.comments.value,
                                         view=self._view)
