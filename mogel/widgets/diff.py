"""Where a game with house rules parts from the same game without them: the house-rules lab's jump.

    panel = VariantPanel(seed=3, viewer=True)
    panel.set("italian_ant")
    panel.diff.jump.click()          # "Jump to the first difference"
    panel.diff.at                    # 56: the first line of the log that differs (0-based)
    panel.diff.sides.value           # both sides' line and rule, side by side

The two games (the panel's `baseline`, plain rules, and its `game`, with the ticked variants;
same seats, same seed) are told line by line as the viewer's seat was told them (everything
without a viewer; mogel.present.timeline.Timeline, the same filtering as the log), and the first
line where they differ is "the first difference": its kind or its sentence differs, or one game
has ended.  Jumping moves the viewer to that line (its rules panel marks the variant's rule) and
shows both sides beside each other: each side's line there, the last line both share, and the
rules line behind each (`rule_line`: the plain rules' line on the left, the variant's on the
right), and on the right the lines of each ticked variant's block (`house_lines`: what it
changes, a `define` or a block), so that the rule behind the difference is seen even when both
events name the same line.  Two games that never differ are told so.  The words follow the panel's language
(mogel.widgets.variants_text).
"""

from __future__ import annotations

from html import escape
from typing import Optional

import ipywidgets as W

from .errors import Button, on_click
from .log import Timeline, rule_line
from .variants_text import say

DIFF_CSS = ("<style>.mogel-diff{display:flex;flex-wrap:wrap;gap:8px;color:#000;font:13px/1.4 system-ui,-apple-system,"
            "'Segoe UI',Arial,sans-serif;contain:inline-size}.mogel-diff .side{flex:1 1 280px;min-width:0;border:1px solid #767676;"
            "border-radius:8px;padding:4px 8px;background:#FFF}.mogel-diff .side p{margin:2px 0}"
            ".mogel-diff .side pre{margin:2px 0;padding:3px 6px;background:#F2F2F2;border-left:4px solid #D55E00;"
            "white-space:pre-wrap;word-break:normal;overflow-wrap:normal;overflow-x:auto;"
            "font:12px/1.3 ui-monospace,Menlo,Consolas,monospace}</style>")


def first_difference(before: Timeline, after: Timeline) -> Optional[int]:
    """The index of the first line of two timelines whose kind or sentence differ, or where one
    of them has ended; None when they are the same line for line."""
    for i, (a, b) in enumerate(zip(before.entries, after.entries)):
        if (a.kind, a.text) != (b.kind, b.text):
            return i
    shorter = min(len(before), len(after))
    return None if len(before) == len(after) else shorter


def house_lines(game, name: str, items: int = 4) -> list:
    """`file:line` and text (rule_line) of the first `items` things variant `name` of the
    game's rules changes (its description left out), in file order."""
    variant = game.rules.variants[name]
    return [rule_line(game, item.span) for item in variant.items[:items] if item.span is not None]


class DiffView(W.VBox):
    """The jump button of a VariantPanel and the two sides it shows (see the module).

    Attributes: `jump` (the Button; disabled while no variant is ticked or the ticked ones
    clash), `sides` (HTML), `at` (the index of the first differing line after a jump, None
    before one, or when the games do not differ).
    """

    def __init__(self, panel):
        self.panel = panel
        self.at: Optional[int] = None
        self._told = None      # (plain timeline, variants' timeline) of the last jump
        self.jump = Button(icon="step-forward", layout=W.Layout(width="auto"))
        self.sides = W.HTML()
        on_click(self.jump, panel.error_area, lambda _: self.go())
        super().__init__([self.jump, self.sides])
        self.refresh()

    def refresh(self) -> None:
        """After the panel changed its games or language: the button's words, enabled only when
        there is a game with variants to compare; the sides of an earlier jump are cleared."""
        lang = self.panel.lang
        self.jump.description, self.jump.tooltip = say(lang, "jump"), say(lang, "jump_tip")
        self.jump.disabled = not self.panel.selected or self.panel.clash is not None
        self.at, self._told, self.sides.value = None, None, ""

    def go(self) -> Optional[int]:
        """Find the first difference, move the viewer there (if the panel has one), show both
        sides; returns the index of that line (None: the games do not differ)."""
        panel, viewer = self.panel, self.panel.viewer
        seat = viewer.current_seat(viewer.count) if viewer is not None else None
        plain = Timeline(panel.baseline, seat, panel.lang)
        varied = viewer.timeline_for(seat) if viewer is not None else Timeline(panel.game, seat, panel.lang)
        self.at, self._told = first_difference(plain, varied), (plain, varied)
        if self.at is not None and viewer is not None:
            viewer.stepper.go(min(self.at + 1, len(varied)))
        self._draw()
        return self.at

    def _draw(self) -> None:
        lang, (plain, varied) = self.panel.lang, self._told
        if self.at is None:
            self.sides.value = f"<p style='color:#000'>{escape(say(lang, 'diff_same', n=len(plain)))}</p>"
            return
        file = self.panel.baseline.rules.file.replace("\\", "/").rsplit("/", 1)[-1]
        heads = (say(lang, "side_plain", file=file), say(lang, "side_variants", names=", ".join(self.panel.selected)))
        out = [DIFF_CSS, f"<p style='color:#000'><b>{escape(say(lang, 'diff_at', n=self.at + 1))}</b></p>",
               "<div class='mogel-diff'>"]
        for side, head, timeline in (("plain", heads[0], plain), ("variants", heads[1], varied)):
            out.append(f"<div class='side' data-side='{side}'><p><b>{escape(head)}</b></p>")
            if self.at > 0:
                out.append(f"<p>{escape(say(lang, 'diff_before', text=timeline.entries[self.at - 1].text))}</p>")
            if self.at < len(timeline):
                entry = timeline.entries[self.at]
                why = rule_line(timeline.game, entry.span)
                out.append(f"<p data-kind='{escape(entry.kind)}'><b>{escape(say(lang, 'diff_event', n=self.at + 1))}"
                           f"</b> {escape(entry.text)}</p>" + (f"<pre>{escape(why)}</pre>" if why else ""))
            else:
                out.append(f"<p>{escape(say(lang, 'diff_ended'))}</p>")
            for name in self.panel.selected if side == "variants" else ():
                shown = "".join(f"<pre>{escape(text)}</pre>" for text in house_lines(plain.game, name))
                out.append(f"<p data-house='{escape(name)}'>{escape(say(lang, 'diff_house', name=name))}</p>{shown}")
            out.append("</div>")
        self.sides.value = "".join(out) + "</div>"

    def set_lang(self) -> None:
        """The words in the panel's language now; the sides of a jump stay, told anew in it."""
        told, at = self._told, self.at
        self.refresh()
        if told is not None:
            viewer = self.panel.viewer
            seat = told[0].seat
            varied = viewer.timeline_for(seat) if viewer is not None else Timeline(self.panel.game, seat, self.panel.lang)
            self._told, self.at = (Timeline(self.panel.baseline, seat, self.panel.lang), varied), at
            self._draw()
