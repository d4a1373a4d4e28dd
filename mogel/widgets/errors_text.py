"""The words of a widget's error area (mogel.widgets.errors), in English and German.

`say(lang, key, **fields)` fills one template; an unknown language falls back to English.
The error's own message stays as Python or the engine wrote it (English): the German line says
so ("Meldung auf Englisch: ..."), as the viewer does for the engine's messages; the checker's
messages (a RulesError) come in the widget's language.  The "report
this" detail is English in both languages: it is read by the people who fix mogel.
"""

from __future__ import annotations

from .viewer_text import say_from

TEXT = {
    "en": {
        "wrong": "<b>Something went wrong</b> with \u201c{control}\u201d: {what}. This is a mistake in mogel, "
                 "not in what you did: please report it (open \u201creport this\u201d and copy the lines). "
                 "Re-run the cell to start again.",
        "wrong_plain": "<b>Something went wrong</b>: {what}. This is a mistake in mogel, not in what you did: "
                       "please report it (open \u201creport this\u201d and copy the lines). "
                       "Re-run the cell to start again.",
        "refused": "<b>That did not work</b> (\u201c{control}\u201d): {what}",
        "refused_plain": "<b>That did not work:</b> {what}",
        "english": "{message}",
        "report": "report this",
    },
    "de": {
        "wrong": "<b>Etwas ist schiefgegangen</b> bei \u201e{control}\u201c: {what}. Das ist ein Fehler in mogel, "
                 "nicht in dem, was du getan hast: bitte melde ihn (\u201eFehler melden\u201c aufklappen und "
                 "die Zeilen kopieren). F\u00fchre die Zelle noch einmal aus, um neu anzufangen.",
        "wrong_plain": "<b>Etwas ist schiefgegangen</b>: {what}. Das ist ein Fehler in mogel, nicht in dem, "
                       "was du getan hast: bitte melde ihn (\u201eFehler melden\u201c aufklappen und die Zeilen "
                       "kopieren). F\u00fchre die Zelle noch einmal aus, um neu anzufangen.",
        "refused": "<b>Das ging nicht</b> (\u201e{control}\u201c): {what}",
        "refused_plain": "<b>Das ging nicht:</b> {what}",
        "english": "Meldung auf Englisch: {message}",
        "report": "Fehler melden",
    },
}


def say(lang: str, key: str, **fields) -> str:
    """The error area's text `key` in `lang` (English for an unknown language), `fields` filled in."""
    return say_from(TEXT, lang, key, **fields)
