"""The rules beside the game: the rules text next to the event log, the newest event's rule marked.

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
brings them back.  Its words are English or German (mogel.widgets.viewer_text).
"""

from __future__ import annotations

from typing import Optional, Tuple

import ipywidgets as W

from ..present.rules_page import marked_lines, rules_page
from .errors import ErrorArea, observe
from .viewer_text import say


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
        self._rules, self._span = None, None
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

    def show(self, rules, span) -> None:
        """Mark the lines of `span` (None: nothing has happened yet) in the text of `rules`."""
        self._rules, self._span = rules, span
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
            self.page.value = rules_page(self._rules, self._span, self.lang, comments=self.comments.value)
