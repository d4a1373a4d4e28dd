"""The words of the house-rules lab (mogel.widgets.variants), in English and German.

`say(lang, key, **fields)` fills one template; `count(lang, key, n)` says a number with its
noun ("1 turn", "2 Züge"); an unknown language falls back to English.  Variant names and
descriptions come from the rules file, the file's name ("{file}") from its path, and seat
names from the game: the caller fills them in.  The checker's located message of a clash
is told in the panel's language (mogel.errors.RulesError.render), under a summary that says
which variants clash.
"""

from __future__ import annotations

from .viewer_text import say_from

TEXT = {
    "en": {
        "language": "Language",
        "heading": "<b>House rules</b> (variants in {file}; scroll for more):",
        "plain": "Plain {file}: tick a house rule to replay the same game with it.",
        "status": "Seed {seed}, variants: {names}.",
        "none": "none",
        "clash": "These variants clash: {pairs}. The checker's message below says where.",
        "clash_pair": "'{a}' and '{b}' both change the same rule",
        # a variant for another number of players, unticked again
        "refused": "'{name}' is a house rule for {players}, but this table has {n} ({seated}): it is unticked "
                   "again. To try it, open a VariantPanel with {with_fit} (players={fit}, or {fit} agents).",
        "exactly": "exactly {players}", "between": "{low} to {high} players",
        "players": ("{n} player", "{n} players"), "with_players": ("{n} player", "{n} players"),
        # describe_difference: "The game ends 6 turns later (40 turns instead of 34), and Bo wins instead of Ada."
        "game": "The game {parts}.",
        "and_last": ", and ",
        "never": "The game never ends: after {turns} in round {rounds} the engine gave up ({error}). "
                 "Find the loop with the game viewer.",
        "stopped": "The rules stopped this game after {turns} in round {rounds} ({error}). "
                   "Step through it with the game viewer to see where.",
        "no_end": "no end",
        "later": "ends {diff} later ({b} instead of {a})",
        "earlier": "ends {diff} earlier ({b} instead of {a})",
        "as_long": "lasts just as long ({a})",
        "rounds_changed": "has {b} instead of {a}",
        "win_instead": "{winners} {win} instead of {before}",
        "still_wins": "{winners} still {win}",
        "win": ("wins", "win"),
        "nobody": "nobody", "and": " and ",
        "instead": "{b} instead of {a}",
        # numbers with their nouns: (one, several)
        "turns": ("{n} turn", "{n} turns"), "turns_after": ("{n} turn", "{n} turns"),
        "rounds": ("{n} round", "{n} rounds"), "cheats": ("{n} cheat", "{n} cheats"),
        "caught": ("{n} catch", "{n} catches"), "races": ("{n} race", "{n} races"),
        # the table of numbers
        "col_variants": "with the variants", "col_what": "in the game",
        "row_rounds": "rounds", "row_turns": "turns", "row_plays": "plays", "row_cheats": "cheats",
        "row_caught": "caught", "row_wrong_calls": "wrong calls", "row_races": "races",
        "row_total": "total of {name}", "row_winner": "winner",
        # the jump to the first difference (mogel.widgets.diff)
        "jump": "Jump to the first difference",
        "jump_tip": "Step both games to the first event where they differ, and show the rule behind each",
        "diff_at": "The games part at line {n} of the log:",
        "diff_same": "The two games are the same, line for line ({n} lines of the log).",
        "side_plain": "{file} as it is", "side_variants": "with {names}",
        "diff_before": "Before it, in both: {text}", "diff_event": "Line {n}:",
        "diff_ended": "The game is over here.", "diff_house": "The house rule {name} changes:",
    },
    "de": {
        "language": "Sprache",
        "heading": "<b>Hausregeln</b> (Varianten in {file}; scrolle f\u00fcr mehr):",
        "plain": "Nur {file}: kreuze eine Hausregel an, und dasselbe Spiel wird mit ihr noch einmal gespielt.",
        "status": "Startwert {seed}, Varianten: {names}.",
        "none": "keine",
        "clash": "Diese Varianten widersprechen sich: {pairs}. Die Meldung des Pr\u00fcfers darunter zeigt, wo.",
        "clash_pair": "\u201e{a}\u201c und \u201e{b}\u201c \u00e4ndern beide dieselbe Regel",
        "refused": "\u201e{name}\u201c ist eine Hausregel f\u00fcr {players}, an diesem Tisch sitzen aber {n} "
                   "({seated}): der Haken ist wieder weg. Zum Ausprobieren \u00f6ffne ein VariantPanel mit "
                   "{with_fit} (players={fit} oder {fit} Agenten).",
        "exactly": "genau {players}", "between": "{low} bis {high} Spieler",
        "players": ("{n} Spieler", "{n} Spieler"), "with_players": ("{n} Spieler", "{n} Spielern"),
        "game": "Das Spiel {parts}.",
        "and_last": ", und ",
        "never": "Das Spiel endet nie: nach {turns} in Runde {rounds} hat das Programm aufgegeben (Meldung auf "
                 "Englisch: {error}). Geh das Spiel Schritt f\u00fcr Schritt durch, um die Schleife zu finden.",
        "stopped": "Die Regeln haben diese Partie nach {turns} in Runde {rounds} abgebrochen (Meldung auf "
                   "Englisch: {error}). Geh das Spiel Schritt f\u00fcr Schritt durch, um die Stelle zu finden.",
        "no_end": "kein Ende",
        "later": "endet {diff} sp\u00e4ter ({b} statt {a})",
        "earlier": "endet {diff} fr\u00fcher ({b} statt {a})",
        "as_long": "dauert genauso lange ({a})",
        "rounds_changed": "hat {b} statt {a}",
        "win_instead": "{winners} {win} statt {before}",
        "still_wins": "{winners} {win} wieder",
        "win": ("gewinnt", "gewinnen"),
        "nobody": "niemand", "and": " und ",
        "instead": "{b} statt {a}",
        "turns": ("{n} Zug", "{n} Z\u00fcge"), "turns_after": ("{n} Zug", "{n} Z\u00fcgen"),
        "rounds": ("{n} Runde", "{n} Runden"), "cheats": ("{n} Schummelei", "{n} Schummeleien"),
        "caught": ("{n}-mal erwischt", "{n}-mal erwischt"), "races": ("{n} Wettlauf", "{n} Wettl\u00e4ufe"),
        "col_variants": "mit den Varianten", "col_what": "in der Partie",
        "row_rounds": "Runden", "row_turns": "Z\u00fcge", "row_plays": "gespielte Karten", "row_cheats": "Schummeleien",
        "row_caught": "erwischt", "row_wrong_calls": "falsch gerufen", "row_races": "Wettl\u00e4ufe",
        "row_total": "Punkte von {name}", "row_winner": "Gewinner",
        "jump": "Zum ersten Unterschied",
        "jump_tip": "Beide Spiele bis zum ersten Ereignis weiterschalten, an dem sie sich unterscheiden, und die "
                    "Regel dahinter zeigen",
        "diff_at": "Die Spiele trennen sich in Zeile {n} des Protokolls:",
        "diff_same": "Die beiden Spiele sind Zeile f\u00fcr Zeile gleich ({n} Zeilen des Protokolls).",
        "side_plain": "{file}, wie es ist", "side_variants": "mit {names}",
        "diff_before": "Davor, in beiden: {text}", "diff_event": "Zeile {n}:",
        "diff_ended": "Hier ist das Spiel vorbei.", "diff_house": "Die Hausregel {name} \u00e4ndert:",
    },
}


def say(lang: str, key: str, **fields) -> str:
    """The lab's text `key` in `lang` (see mogel.present.seat_words.say_from)."""
    return say_from(TEXT, lang, key, **fields)


def count(lang: str, key: str, n: int) -> str:
    """`n` with the noun `key` in `lang`, singular for exactly one: "1 turn", "3 Schummeleien"."""
    one, several = TEXT.get(lang, TEXT["en"])[key]
    return (one if n == 1 else several).format(n=n)


def one_or_more(lang: str, key: str, n: int) -> str:
    """The form of a two-form word `key` ("win") for `n` subjects: "wins" for none or one."""
    one, several = TEXT.get(lang, TEXT["en"])[key]
    return one if n <= 1 else several
