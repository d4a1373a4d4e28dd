"""The words of the rules editor (mogel.widgets.editor), in English and German, and its starter text.

`say(lang, key, **fields)` fills one template; `count(lang, key, n)` says a number with its
noun; an unknown language falls back to English.  The checker's messages come in the editor's
language (mogel.errors), their places said in the learner's lines ("line 4, column 9 of your
text", "Zeile 4, Spalte 9 deines Texts": the place_... words); the engine's message of a game
the rules stop stays English, and German says so ("Meldung auf Englisch: ...").  Card and
variant names come from the learner's text.  STARTERS holds the text the editor opens
with, per language: comments in that language above the same rules lines, whose variant is
described in both (`description: en "...", de "..."`: the house-rules lab shows the one of its
language).
"""

from __future__ import annotations

from .viewer_text import say_from

RULES_LINES = '''variant beetles:
    description: en "five beetles join the deck", de "f\u00fcnf K\u00e4fer kommen in den Kartenstapel"
    card beetle:
        name: en "beetle", de "K\u00e4fer" der
        tags: action
        penalty: 5
        on play:
            each player except active draws 1 card from draw
    deck:
        beetle:     1  1  1  1  1
        total: 76
'''

STARTERS = {
    "en": ("# Your card: a beetle.  When it is played, every other player draws a card.\n"
           "# A variant adds it to the game (rules.mm stays as it is).  The deck row says how many\n"
           "# beetles there are of each value 1-5; the total must add up (71 + 5 = 76).\n"
           + RULES_LINES),
    "de": ("# Deine Karte: ein K\u00e4fer.  Wird er gespielt, zieht jeder andere Spieler eine Karte.\n"
           "# Eine Variante bringt ihn ins Spiel (rules.mm bleibt, wie es ist).  Die Zeile unter deck:\n"
           "# so viele K\u00e4fer gibt es von jedem Wert 1-5; die Summe muss stimmen (71 + 5 = 76).\n"
           + RULES_LINES),
}

TEXT = {
    "en": {
        "your_rules": "Your rules",
        "play": "Play a game with my card",
        "play_tip": "Play the same seats with your variant switched on",
        "ok": "<b>OK:</b> no errors{below}. Variant(s) {names} can be played.",
        "below": " ({warnings} below)",
        "warnings": ("{n} warning", "{n} warnings"),
        "no_variant": "<b>No variant yet:</b> put your card in a <code>variant NAME:</code> block to play it.",
        "error": "Error", "warning": "Warning", "note": "Note",
        "message": "<b>{label}</b> at {where}: {message}",
        # places in a message, counted in the learner's lines (RulesEditor._places)
        "line_word": "Line", "place_own": "line {line} of the game's own {file}",
        "place_mine": "line {line}{column} of your text", "place_column": ", column {column}",
        "prose_own": "{said} of the game's own {file}",
        "there": "there, in {file} (line {line}):",
        "at_line": "line {line}, column {column}",
        "in_rules": "line {line} of the game's own {file}, not in your text",
        "in_variant": "line {line}, your variant '{variant}' (it shows at {place})",
        "no_game": "<b>No game could start:</b> {error}",
        "report": "Seed {seed}, {allowed}with {variants}: {counts}. {outcome}. Step through it below.",
        "allowed": "{players} players (your rules allow {low} to {high}), ",
        "played": ("{kind}: played {n} time", "{kind}: played {n} times"),
        "no_kinds": "no new card kinds",
        "winner": "Winner: {winners}",
        "winners": "A tie: the winners are {winners}",
        "never": "No winner: the game never ended ({error})",
        "stopped": "No winner: the rules stopped this game ({error})",
        "and": ", ",
    },
    "de": {
        "your_rules": "Deine Regeln",
        "play": "Eine Partie mit meiner Karte spielen",
        "play_tip": "Dieselben Pl\u00e4tze spielen mit deiner Variante",
        "ok": "<b>OK:</b> keine Fehler{below}. Die Variante(n) {names} k\u00f6nnen gespielt werden.",
        "below": " ({warnings} darunter)",
        "warnings": ("{n} Warnung", "{n} Warnungen"),
        "no_variant": "<b>Noch keine Variante:</b> schreib deine Karte in einen Block <code>variant NAME:</code>, "
                      "um sie zu spielen.",
        "error": "Fehler", "warning": "Warnung", "note": "Hinweis",
        "message": "<b>{label}</b> in {where}: {message}",
        "line_word": "Zeile", "place_own": "Zeile {line} der spieleigenen Datei {file}",
        "place_mine": "Zeile {line}{column} deines Texts", "place_column": ", Spalte {column}",
        "prose_own": "{said} der spieleigenen Datei {file}",
        "there": "dort, in {file} (Zeile {line}):",
        "at_line": "Zeile {line}, Spalte {column}",
        "in_rules": "Zeile {line} der spieleigenen Datei {file}, nicht in deinem Text",
        "in_variant": "Zeile {line}, deine Variante \u201e{variant}\u201c (sie zeigt sich in {place})",
        "no_game": "<b>Es konnte keine Partie beginnen.</b> Meldung auf Englisch: {error}",
        "report": "Startwert {seed}, {allowed}mit {variants}: {counts}. {outcome}. Geh sie unten Schritt f\u00fcr "
                  "Schritt durch.",
        "allowed": "{players} Spieler (deine Regeln erlauben {low} bis {high}), ",
        "played": ("{kind}: {n}-mal gespielt", "{kind}: {n}-mal gespielt"),
        "no_kinds": "keine neuen Kartenarten",
        "winner": "Gewinner: {winners}",
        "winners": "Gleichstand: es gewinnen {winners}",
        "never": "Kein Gewinner: das Spiel endet nie (Meldung auf Englisch: {error})",
        "stopped": "Kein Gewinner: die Regeln haben diese Partie abgebrochen (Meldung auf Englisch: {error})",
        "and": ", ",
    },
}


def say(lang: str, key: str, **fields) -> str:
    """The editor's text `key` in `lang` (see mogel.present.seat_words.say_from)."""
    return say_from(TEXT, lang, key, **fields)


def count(lang: str, key: str, n: int, **fields) -> str:
    """`n` with the two-form text `key` in `lang`, singular for exactly one: "1 warning"."""
    one, several = TEXT.get(lang, TEXT["en"])[key]
    return (one if n == 1 else several).format(n=n, **fields)
