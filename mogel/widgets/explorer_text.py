"""The words of the rules explorer (mogel.widgets.explorer), in English and German.

PARTS: the parts of a rules file, each `(key, {lang: (button label, a word of help)})`, in
the order of the buttons; the key is the attribute of the rules model.  A help text may name
the rules' roles ("{roles}", their display names in that language, filled in by the caller),
so a rules file whose role is not the Guard Bug is told as it is.  `say(lang, key, **fields)`
fills one of the explorer's other words; an unknown language falls back to English.
"""

from __future__ import annotations

from .viewer_text import say_from

PARTS = (
    ("game", {"en": ("Game", "The header: the game's names, how many players, how many rounds, and who wins."),
              "de": ("Spiel", "Der Kopf: die Namen des Spiels, wie viele mitspielen, wie viele Runden es gibt "
                              "und wer gewinnt.")}),
    ("zones", {"en": ("Zones", "Where cards can lie: shared piles and each player's own zones, and who may see them."),
               "de": ("Zonen", "Wo Karten liegen k\u00f6nnen: gemeinsame Stapel und die eigenen Zonen jedes "
                               "Spielers, und wer sie sehen darf.")}),
    ("cards", {"en": ("Cards", "Each kind of card: its names, its penalty points, what happens when it is played "
                               "(`on play`) and what may not be done with it."),
               "de": ("Karten", "Jede Kartenart: ihre Namen, ihre Minuspunkte, was geschieht, wenn sie gespielt "
                                "wird (`on play`), und was man mit ihr nicht tun darf.")}),
    ("deck", {"en": ("Deck", "How many cards of each kind and value are in the box; the checker adds them up."),
              "de": ("Kartensatz", "Wie viele Karten jeder Art und jedes Werts in der Schachtel sind; der Pr\u00fcfer "
                                   "z\u00e4hlt sie zusammen.")}),
    ("defines", {"en": ("Definitions", "Named rules used elsewhere, such as which card fits on which (`fits`)."),
                 "de": ("Definitionen", "Benannte Regeln, die anderswo gebraucht werden, etwa welche Karte auf "
                                        "welche passt (`fits`).")}),
    ("roles", {"en": ("Roles", "A token a player holds, and what its holder may and may not do: here {roles}."),
               "de": ("Rollen", "Eine Spielmarke, die ein Spieler hat, und was ihr Inhaber darf und nicht "
                                "darf: hier {roles}.")}),
    ("round", {"en": ("Round", "How a round is set up, who starts, when it ends and how it is scored."),
               "de": ("Runde", "Wie eine Runde vorbereitet wird, wer beginnt, wann sie endet und wie sie gewertet "
                               "wird.")}),
    ("turn", {"en": ("Turn", "What the active player must do on a turn."),
              "de": ("Zug", "Was der Spieler am Zug tun muss.")}),
    ("cheats", {"en": ("Cheating", "Covert moves: who may cheat, when, which cards, and who may notice."),
                "de": ("Mogeln", "Heimliche Z\u00fcge: wer mogeln darf, wann, welche Karten, und wer es bemerken "
                                 "kann.")}),
    ("accusations", {"en": ("Caught!", "Accusations: who may call them and what happens when they are right or wrong."),
                     "de": ("Erwischt!", "Beschuldigungen: wer sie aussprechen darf und was geschieht, wenn sie "
                                         "stimmen oder nicht.")}),
    ("variants", {"en": ("House rules", "Variants: named changes that can be switched on together."),
                  "de": ("Hausregeln", "Varianten: benannte \u00c4nderungen, die man zusammen einschalten kann.")}),
)

TEXT = {
    "en": {"part": "Part", "block": "Block", "lines": "{file}, lines {first}-{last}", "line": "{file}, line {first}", "and": " and ",
           "role": "the"},      # the article of a role in "here {roles}" (mogel.present.narrate.Noun)
    "de": {"part": "Teil", "block": "Block", "lines": "{file}, Zeilen {first}-{last}", "line": "{file}, Zeile {first}", "and": " und ",
           "role": "der"},
}


def say(lang: str, key: str, **fields) -> str:
    """The explorer's text `key` in `lang` (see mogel.widgets.viewer_text.say_from)."""
    return say_from(TEXT, lang, key, **fields)


def part_words(lang: str, key: str):
    """(button label, help) of part `key` in `lang` (others: English); KeyError for no part."""
    words = dict(PARTS)[key]
    return words.get(lang, words["en"])
