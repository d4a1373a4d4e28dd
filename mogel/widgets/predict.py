"""Predict, then see: a GameViewer's panel that asks about the next event before showing it.

    viewer = GameViewer(seed=3, predict=True)       # the panel sits under the stepper
    panel = viewer.predictor                          # a PredictPanel
    panel.question                                    # the Question now (mogel.widgets.predict_questions), or None
    panel.option_buttons[0].click()                   # predict its first answer: the viewer steps on and tells
    panel.tally                                       # {"turn": [right, asked], "card": [...], ...}
    panel.skip.click()                                # step on without predicting

Before each event with something to predict -- who is on turn, which card is played, whether a
cheat is noticed, who is slowest in a race, whether a call is right (the module
mogel.widgets.predict_questions derives the question from the kind of event, for any rules
file) -- the panel shows the question and one button per answer.  Choosing an answer steps the
viewer to the event that answers it and says "right!" or what it was; the tally counts, per
kind of question, the right predictions and the predictions made.  "Skip" steps without
predicting; "Next question" steps on to the next event with a question.  The viewer's own
Step, Back and slider work as before (a prediction counts only through the panel's buttons).

Hidden information stays hidden: in a seat's view the questions and answers offered use only
what that seat sees; the answer itself stays in Python until the step shows it.  Keyboard:
every answer, Skip and Next question are buttons (Tab, Shift+Tab; Enter or Space presses);
after a prediction the focus goes to the first answer of the next question (with none: to
Next question).  The words follow
the viewer's language (mogel.widgets.viewer_text); every handler tells its errors in the
viewer's error area (mogel.widgets.errors).
"""

from __future__ import annotations

from html import escape
from typing import Dict, List, Optional

import ipywidgets as W

from .errors import Button, on_click
from .predict_questions import Question, Questions
from .viewer_text import PREDICT_KINDS as KINDS, say_predict as say

STYLE = ("<style>.mogel-predict-tally{border-collapse:collapse;font-size:13px;line-height:1.4;color:#000}"
         ".mogel-predict-tally td{padding:0 10px 0 0;white-space:nowrap}"
         ".mogel-predict-said{margin:2px 0;padding:2px 6px;color:#000;border-left:5px solid #0072B2;background:#F2F2F2}"
         ".mogel-predict-said.right{border-left-color:#009E73}.mogel-predict-said.wrong{border-left-color:#D55E00}"
         "</style>")


class PredictPanel(W.VBox):
    """The predict-then-reveal panel of `viewer` (a GameViewer): see the module.

    Attributes: question (the Question before the next event, None when there is nothing to
    predict), option_buttons (one Button per answer of the question, in its order), skip,
    next_question (Buttons), tally ({kind: [right, asked]} for every kind of KINDS), last (the
    latest prediction as (Question, the answer chosen, right?), None after any other move).
    """

    def __init__(self, viewer):
        self.viewer = viewer
        self.tally: Dict[str, List[int]] = {kind: [0, 0] for kind in KINDS}
        self.question: Optional[Question] = None
        self.last = None
        self._questions: Optional[Questions] = None
        self._predicting = False
        self._pool: List[Button] = []
        area = viewer.error_area
        self.prompt = W.HTML()
        self.answers = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.skip = Button(layout=W.Layout(width="auto"))
        self.next_question = Button(layout=W.Layout(width="auto"))
        self.feedback = W.HTML()
        self.scores = W.HTML()
        self.key_help = W.HTML()
        on_click(self.skip, area, lambda _: self._move(self.viewer.position + 1))
        on_click(self.next_question, area, self._next)
        super().__init__([self.prompt, self.answers, W.HBox([self.skip, self.next_question]), self.feedback,
                          self.scores, self.key_help],
                         layout=W.Layout(border="1px solid #767676", padding="4px 8px", margin="4px 0"))
        self.add_class("mogel-predict")
        viewer.on_show.append(self.refresh)

    @property
    def option_buttons(self) -> List[Button]:
        """The buttons of the question's answers, in its order (none when there is no question)."""
        return list(self.answers.children)

    # --- following the viewer -------------------------------------------------------------------
    def refresh(self, position: Optional[int] = None) -> None:
        """Ask about the event after the viewer's position now (the viewer calls it after each redraw)."""
        viewer = self.viewer
        timeline = viewer.timeline
        questions = self._questions
        if questions is None or questions.timeline is not timeline or questions.game is not viewer.game:
            questions = self._questions = Questions(viewer.game, timeline)
        self.question = questions.at(viewer.position)
        if not self._predicting:
            self.last = None
        self._draw()

    def _move(self, position: int) -> None:
        """Step the viewer to `position` without a prediction (Skip, Next question)."""
        self.viewer.stepper.go(position)

    def _next(self, _button=None) -> None:
        target = self._questions.next_after(self.viewer.position) if self._questions is not None else None
        if target is None:
            self.feedback.value = f"<div role='status'>{escape(say(self.viewer.lang, 'no_more'))}</div>"
            return
        self._move(target)

    def _pick(self, number: int) -> None:
        """The learner predicts answer `number` of the question: step to its answer, count it."""
        question = self.question
        if question is None or number >= len(question.options):
            return                                   # a click that arrived after the question changed
        option = question.options[number]
        right = question.is_answer(option)
        row = self.tally[question.kind]
        row[0] += right
        row[1] += 1
        self._predicting = True
        try:
            self.viewer.stepper.go(question.after)
        finally:
            self._predicting = False
        self.last = (question, option, right)
        self._draw()
        following = self.option_buttons[:1] or [b for b in (self.next_question, self.skip) if not b.disabled][:1]
        for button in following:             # the keyboard goes on from there
            button.focus()

    # --- drawing ------------------------------------------------------------------------------
    def _button(self, number: int) -> Button:
        while len(self._pool) <= number:
            button = Button(layout=W.Layout(width="auto", height="auto"), button_style="info")
            index = len(self._pool)
            on_click(button, self.viewer.error_area, lambda _, index=index: self._pick(index))
            self._pool.append(button)
        return self._pool[number]

    def _draw(self) -> None:
        lang, question = self.viewer.lang, self.question
        at_end = self.viewer.position >= self.viewer.stepper.maximum
        title = f"<b>{escape(say(lang, 'title'))}</b> "
        if question is None:
            self.prompt.value = title + escape(say(lang, "end" if at_end else "none"))
            self.answers.children = ()
        else:
            self.prompt.value = title + escape(question.text)
            buttons = [self._button(i) for i in range(len(question.options))]
            for button, label in zip(buttons, question.labels):
                button.description = label
                button.tooltip = f"{say(lang, 'answers')}: {label}"
            self.answers.children = tuple(buttons)
        for control, key in ((self.skip, "skip"), (self.next_question, "next")):
            control.description, control.tooltip = say(lang, key), say(lang, key + "_tip")
            control.disabled = at_end
        self.feedback.value = self._said(lang)
        self.scores.value = self._tally_html(lang)
        self.key_help.value = f"<small style='line-height:1.4'>{escape(say(lang, 'keys'))}</small>"

    def _said(self, lang: str) -> str:
        if self.last is None:
            return ""
        question, option, right = self.last
        said = question.label_of(option)
        text = say(lang, "right", said=said) if right else say(lang, "wrong", said=said,
                                                                was=question.label_of(question.answer))
        return (f"<div class='mogel-predict-said {'right' if right else 'wrong'}' role='status'>"
                f"{escape(text)}</div>")

    def _tally_html(self, lang: str) -> str:
        rows = [(say(lang, "kind_" + kind), *self.tally[kind]) for kind in KINDS if self.tally[kind][1]]
        if not rows:
            return f"{STYLE}<small>{escape(say(lang, 'tally_empty'))}</small>"
        right, asked = sum(r for _, r, _ in rows), sum(a for _, _, a in rows)
        rows.append((say(lang, "total"), right, asked))
        cells = "".join(f"<tr><td>{escape(name)}</td><td>{escape(say(lang, 'tally_row', right=r, asked=a))}</td></tr>"
                        for name, r, a in rows)
        return (f"{STYLE}<table class='mogel-predict-tally' aria-label='{escape(say(lang, 'tally'))}'>"
                f"<caption style='text-align:left;font-weight:700'>{escape(say(lang, 'tally'))}</caption>"
                f"{cells}</table>")
