"""The words of the human seat's Save row (mogel.widgets.human_save), in English and German.

`say(lang, key, **fields)` fills one template; an unknown language falls back to English.  The
messages of a save or resume that did not work are MogelErrors, in English, told by the
seat's error area (mogel.widgets.errors: "Meldung auf Englisch: ..." in German).
"""

from __future__ import annotations

from .viewer_text import say_from

TEXT = {
    "en": {
        "file": "File:",
        "save": "Save game",
        "save_tip": "Save the game as it stands (go on later with HumanSeat(resume=\"FILE\"))",
        "saved": "Saved to {path}: go on later with HumanSeat(resume=\"{path}\").",
        "saved_over": "Saved to {path} (the game is over: watch it again with mogel.replay_file(\"{path}\")).",
        "download": "Download {file}",
    },
    "de": {
        "file": "Datei:",
        "save": "Partie speichern",
        "save_tip": "Die Partie so speichern, wie sie steht (später weiter mit HumanSeat(resume=\"DATEI\"))",
        "saved": "Gespeichert: {path}. Später weiterspielen mit HumanSeat(resume=\"{path}\").",
        "saved_over": "Gespeichert: {path} (die Partie ist aus: nachspielen mit mogel.replay_file(\"{path}\")).",
        "download": "{file} herunterladen",
    },
}


def say(lang: str, key: str, **fields) -> str:
    """The Save row's text `key` in `lang` (English for an unknown language), `fields` filled in."""
    return say_from(TEXT, lang, key, **fields)
