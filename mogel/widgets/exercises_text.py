"""The words of the checked exercises (mogel.widgets.exercises), in English and German.

`say(lang, key, **fields)` fills one template; an unknown language falls back to English.
KINDS names the five kinds of exercise in the order of PRIMM (predict, run, investigate,
modify, make); YES and NO are the words a yes-or-no answer may be written in, in either
language.  The exercises' own questions and hints come with each exercise, in both languages.
"""

from __future__ import annotations

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
    """The exercises' text `key` in `lang` (see mogel.widgets.viewer_text.say_from)."""
    return say_from(TEXT, lang, key, **fields)


def kind_name(lang: str, kind: str) -> str:
    """The name of an exercise kind ("modify") in `lang` ("ver\u00e4ndern")."""
    return KINDS.get(lang, KINDS["en"])[kind]
