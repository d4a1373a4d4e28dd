"""What the checked exercises (mogel.widgets.exercises) show, in English and German: the question
(`Task`) and the outcome of a check (`Result`: right, wrong with its hint and places, not
answered yet, failed, or waiting), each as plain text and as the HTML a notebook shows
(`_repr_html_`; `marked` turns the questions' `code` and **bold** into HTML).

`say(lang, key, **fields)` fills one template; an unknown language falls back to English.
KINDS names the five kinds of exercise in the order of PRIMM (predict, run, investigate,
modify, make); YES and NO are the words a yes-or-no answer may be written in, in either
language.  The exercises' own questions and hints come with each exercise, in both languages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from typing import Callable, Tuple

from .viewer_text import say_from

KINDS = {
    "en": {"predict": "predict", "run": "run", "investigate": "investigate", "modify": "modify", "make": "make"},
    "de": {"predict": "vorhersagen", "run": "ausf\u00fchren", "investigate": "untersuchen", "modify": "ver\u00e4ndern",
           "make": "selbst machen"},
}

YES = frozenset({"yes", "y", "true", "ja", "j", "wahr"})
NO = frozenset({"no", "n", "false", "nein", "falsch"})

TEXT = {
    "en": {
        "task": "Exercise {id} \u00b7 {kind}",
        "answer_in": "Write your answer in the next cell in place of <code>None</code>: "
                     "<code>answer_{id} = {form}</code> ({expects}); run that cell, then the cell after it.",
        "right": "\u2714 {id}: right!",
        "wrong": "\u2718 {id}: not yet.",
        "unanswered": "{id}: not answered yet. Write your answer in place of None in the cell above "
                      "(answer_{id} = ...), run it, then run this cell again.",
        "failed": "\u2718 {id}: your answer cell did not run.",
        "failed_why": "Python stopped at a {error} in it, so answer_{id} still holds what it held before. "
                      "Write the answer as `answer_{id} = {form}`, run that cell, then this one again.",
        "quotes": "A text needs quotes around it: `\"like this\"`.",
        "waiting": "{id}: your prediction is noted.",
        "noted": "You predicted {answer}. {then}",
        "form": "The answer should be {expects}.",
        "hint": "Hint: {words}",
        "look": "Look at {places}.",
        "place": "{where} ({text})",
        "and": " and ",
        "unknown": "There is no exercise {id!r} here; the exercises are {known}.",
    },
    "de": {
        "task": "Aufgabe {id} \u00b7 {kind}",
        "answer_in": "Schreib deine Antwort in die n\u00e4chste Zelle statt <code>None</code>: "
                     "<code>answer_{id} = {form}</code> ({expects}); f\u00fchre diese Zelle aus, dann die "
                     "Zelle danach.",
        "right": "\u2714 {id}: richtig!",
        "wrong": "\u2718 {id}: noch nicht.",
        "unanswered": "{id}: noch nicht beantwortet. Schreib deine Antwort statt None in die Zelle dar\u00fcber "
                      "(answer_{id} = ...), f\u00fchre sie aus und dann diese Zelle noch einmal.",
        "failed": "\u2718 {id}: deine Antwortzelle ist nicht gelaufen.",
        "failed_why": "Python hat darin bei einem {error} angehalten, darum hat answer_{id} noch den alten Wert. "
                      "Schreib die Antwort als `answer_{id} = {form}`, f\u00fchre die Antwortzelle aus und dann diese "
                      "hier noch einmal.",
        "quotes": "Ein Text braucht Anf\u00fchrungszeichen: `\"so wie hier\"`.",
        "waiting": "{id}: deine Vorhersage ist notiert.",
        "noted": "Du hast {answer} vorhergesagt. {then}",
        "form": "Die Antwort sollte {expects} sein.",
        "hint": "Tipp: {words}",
        "look": "Schau in {places}.",
        "place": "{where} ({text})",
        "and": " und ",
        "unknown": "Hier gibt es keine Aufgabe {id!r}; die Aufgaben sind {known}.",
    },
}


def say(lang: str, key: str, **fields) -> str:
    """The exercises' text `key` in `lang` (see mogel.present.seat_words.say_from)."""
    return say_from(TEXT, lang, key, **fields)


def kind_name(lang: str, kind: str) -> str:
    """The name of an exercise kind ("modify") in `lang` ("ver\u00e4ndern")."""
    return KINDS.get(lang, KINDS["en"])[kind]


UNANSWERED, FAILED, WAITING = "unanswered", "failed", "waiting"
COLOURS = {"right": "#009E73", "wrong": "#D55E00", FAILED: "#D55E00", UNANSWERED: "#767676",
           WAITING: "#0072B2"}   # Okabe-Ito, and a grey


def marked(text: str) -> str:
    """`text` as HTML: escaped, with `code` and **bold** marked as the questions write them."""
    html = re.sub(r"`([^`]+)`", r"<code>\1</code>", escape(text))
    return re.sub(r"\*\*([^*]+)\*\*", r"<b>\1</b>", html)


@dataclass(frozen=True)
class Result:
    """The outcome of one check: `status` ("right", "wrong", "unanswered", "failed": the answer
    cell stopped with an error, or "waiting": a prediction noted until its moment is shown) and
    what it says in `lang`: `text` (plain) or `_repr_html_` (a notebook shows that); `ok` for a
    right answer."""

    id: str
    status: str
    lang: str
    reason: str = ""
    hint: str = ""
    places: Tuple[object, ...] = ()        # the Places (mogel.widgets.exercises.Place) of the hint

    @property
    def ok(self) -> bool:
        return self.status == "right"

    def _parts(self, quote: Callable[[str], str], code: Callable[[str], str]):
        lang = self.lang
        parts = [quote(say(lang, self.status, id=self.id))]
        if self.reason:
            parts.append(quote(self.reason))
        if self.hint:
            parts.append(quote(say(lang, "hint", words=self.hint)))
        if self.places:
            shown = [say(lang, "place", where=quote(str(p)), text=code(p.text)) if p.text else quote(str(p))
                     for p in self.places]
            parts.append(say(lang, "look", places=say(lang, "and").join(shown)))
        return parts

    @property
    def text(self) -> str:
        return " ".join(self._parts(str, str))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        colour = COLOURS[self.status]
        body = " ".join(self._parts(marked, lambda text: f"<code>{escape(text)}</code>"))
        return (f"<div role='status' style='font:14px/1.45 system-ui,Arial,sans-serif;color:#000;"
                f"background:#F7F7F7;border-left:6px solid {colour};padding:6px 10px'>{body}</div>")


@dataclass(frozen=True)
class Task:
    """An exercise's question in one language, as a notebook shows it (`_repr_html_`)."""

    id: str
    kind: str
    prompt: str
    expects: str
    lang: str
    form: str = "..."

    def __str__(self) -> str:
        prompt = self.prompt.replace("**", "")
        return f"{say(self.lang, 'task', id=self.id, kind=kind_name(self.lang, self.kind))}: {prompt}"

    def _repr_html_(self) -> str:
        lang = self.lang
        title = escape(say(lang, "task", id=self.id, kind=kind_name(lang, self.kind)))
        prompt = marked(self.prompt)
        where = say(lang, 'answer_in', id=escape(self.id), form=escape(self.form), expects=escape(self.expects))
        return (f"<div style='font:14px/1.45 system-ui,Arial,sans-serif;color:#000;border:1px solid #999;"
                f"border-left:6px solid #0072B2;padding:6px 10px'><b>{title}</b><br>{prompt}<br>"
                f"<small>{where}</small></div>")
