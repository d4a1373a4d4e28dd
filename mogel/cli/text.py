"""What the `mogel` command says, in English and German (mogel.cli.commands): its reports, its error
lead-ins, the words of its score table and those of a person's seat (`WORDS_SEAT`: mogel.cli.seat's
prompts, refusals and table lines).  A German session (`--lang de`) tells the checker's
messages in German (mogel.errors.Diagnostic.render), the same lines as an English one; it
announces each English message (the engine's, argparse's) with a German sentence; the
simulation summary has words of its own in both languages (mogel.lab.tally.TEXT).
`argv_lang` reads a session's language from the raw command line, for what is said before
argparse has read it (its own errors, Ctrl-C while loading); `Terminated` is what SIGTERM and
SIGHUP raise (mogel.__main__), so that a seat's game saves what was played, as Ctrl-C does.

Nothing of mogel is imported here, so that `mogel.__main__` can say "interrupted" in the session's
language even when Ctrl-C comes while the rest of the command line is still loading.
"""

import signal
from typing import Sequence

# The reports on stdout.
MESSAGES = {
    "en": {"log": "log written to {path}",
           "stopped_log": "log of the game up to where it stopped written to {path}",
           "stopped_in": "The rules stopped the game in {path}.",
           "saved": "game saved to {path} (replay it with: mogel replay {quoted})",
           "replayed": "replayed {events}, {decisions}: identical to {path}",
           "replayed_in_progress": "replayed {events}, {decisions} of a game in progress: "
                                   "identical to {path} (go on with: mogel resume {quoted})",
           "replay_seat": "The game as {name} (seat {seat}) sees it:",
           "replay_person": "The game as {name} (seat {seat}, a person's) sees it: it is not over, so the other "
                            "seats' cards stay hidden (--all tells every card):",
           "stopped_saved": "game stopped after {level} {rounds} and saved to {path} (go on with: mogel resume {quoted})",
           "ended_first": "the game ended after {level} {rounds}, before {level} {stop} was over",
           "ended_with": "the game ended with {level} {last}: there was nothing left to stop",
           "resumed": "resumed {path} after {events} and {decisions}, as saved:",
           "resumed_quiet": "resumed {path} after {events} and {decisions}, as saved",
           "resumed_recap": "resumed {path} after {events} and {decisions}, as saved; {part} so far, told again:",
           "cut": "... ({n} before these are left out)",
           "results": "results written to {path}",
           "unfinished": "{count} did not finish (the engine's limits stopped them) and are left out of "
                         "the table above; the first, game {game}: {message}",
           "unfinished_one": "{count} did not finish (the engine's limits stopped it) and is left out of "
                             "the table above; it is game {game}: {message}",
           "no_variants": "this rules file has no variants",
           "variant_broken": "  [does not check: line {line}: {error}]",
           "players": "{low} to {high} players",
           "players_or": "{counts} or {last} players",
           "app_starting": "mogel app: starting Voila with {title} on port {port} ...",
           "app": "mogel app: {title} is served at {url} -- open it in a browser; Ctrl-C stops it "
                  "(Voila's messages: {log})",
           "app_stopped": "mogel app: stopped",
           "app_page": "{title} \u2014 play against the bots",
           "seed_told": "This game's seed was {seed}: play it again with --seed {seed}."},
    "de": {"log": "Protokoll geschrieben: {path}",
           "stopped_log": "Protokoll der Partie bis zum Abbruch geschrieben: {path}",
           "stopped_in": "Die Regeln haben die Partie hier angehalten: {path}.",
           "saved": "Partie gespeichert: {path} (nachspielen mit: mogel replay {quoted})",
           "replayed": "{events} und {decisions} nachgespielt: gleich wie {path}",
           "replayed_in_progress": "{events} und {decisions} einer unterbrochenen Partie "
                                   "nachgespielt: gleich wie {path} (weiterspielen mit: mogel resume {quoted})",
           "replay_seat": "Die Partie, wie {name} (Platz {seat}) sie sieht:",
           "replay_person": "Die Partie, wie {name} (Platz {seat}, von einer Person gespielt) sie sieht: Sie ist "
                            "noch nicht zu Ende, darum bleiben die Karten der anderen verdeckt (--all zeigt alle Karten):",
           "stopped_saved": "Partie nach {level} {rounds} angehalten und gespeichert: {path} "
                            "(weiterspielen mit: mogel resume {quoted})",
           "ended_first": "Die Partie war nach {level} {rounds} zu Ende, bevor {level} {stop} vorbei war.",
           "ended_with": "Die Partie endete mit {level} {last}: Es blieb nichts anzuhalten.",
           "resumed": "{path} fortgesetzt nach {events} und {decisions}, wie gespeichert:",
           "resumed_quiet": "{path} fortgesetzt nach {events} und {decisions}, wie gespeichert",
           "resumed_recap": "{path} fortgesetzt nach {events} und {decisions}, wie gespeichert; {part} bisher, "
                            "noch einmal erz\u00e4hlt:",
           "cut": "... ({n} davor sind ausgelassen)",
           "results": "Ergebnisse geschrieben: {path}",
           "unfinished": "Nicht zu Ende gespielt: {count} (die Grenzen der Spielmaschine haben sie gestoppt), "
                         "sie fehlen in der Tabelle oben; die erste, Partie {game}: {message}",
           "unfinished_one": "Nicht zu Ende gespielt: {count} (die Grenzen der Spielmaschine haben sie gestoppt), "
                             "sie fehlt in der Tabelle oben; es ist Partie {game}: {message}",
           "no_variants": "Diese Regeldatei hat keine Varianten.",
           "variant_broken": "  [pr\u00fcft nicht: Zeile {line}: {error}]",
           "players": "{low} bis {high} Spieler",
           "players_or": "{counts} oder {last} Spieler",
           "app_starting": "mogel app: Voila startet mit {title} auf Port {port} ...",
           "app": "mogel app: {title} l\u00e4uft unter {url} -- im Browser \u00f6ffnen; Strg-C beendet die App "
                  "(Meldungen von Voila: {log})",
           "app_stopped": "mogel app: beendet",
           "app_page": "{title} \u2014 gegen die Bots spielen",
           "seed_told": "Der Startwert dieser Partie war {seed}: mit --seed {seed} spielst du sie noch einmal."},
}
# What stderr says when a command fails (the checker's messages, in the session's language, are
# said as they are: mogel.cli.commands): {error} is the message in English (the engine's located
# one, argparse's, a saved game's), which a German session announces in German.
# {cause}: the engine's message behind a saved game that stopped while replayed; {prog}: `mogel play`.
# "game_stopped": a game of `mogel simulate` stopped by its rules ({game}, {seed}, {again}: the
# `mogel play` command; {located}: the engine's message); "none_finished": no game of a run of
# {count} finished.  "spoiled": `mogel replay` telling a game not over yet in cards its person's seat
# has not seen.  "interrupted"/"terminated"/"hung_up": after Ctrl-C (exit code 130), SIGTERM (143) and
# SIGHUP (129: the terminal was closed).
ERRORS = {
    "en": {"usage": "mogel: error: {error}",
           "arguments": "mogel: error: {error} (`{prog} --help` lists the options)",
           "stopped": "mogel: {error}",
           "stopped_said": "mogel: {error}",
           "game_stopped": "mogel: {error}",
           "none_finished": "mogel: {error}",
           "replay_stopped": "mogel: {error}",
           "unreplayable": "mogel: {error}",
           "unreplayable_said": "mogel: {error}",
           "unresumable": "mogel: {error}",
           "unresumable_said": "mogel: {error}",
           "failed": "mogel: {error}",
           "spoiled": "mogel: warning: the game is not over, and this tells cards that {name} (seat {seat}, a "
                      "person's) has not seen",
           "interrupted": "mogel: interrupted",
           "terminated": "mogel: terminated",
           "hung_up": "mogel: hung up (the terminal was closed)"},
    "de": {"usage": "mogel: Der Befehl ist so nicht richtig. Meldung auf Englisch: {error}",
           "arguments": "mogel: Der Befehl ist so nicht richtig (`{prog} --help` zeigt alle Optionen). "
                        "Meldung auf Englisch: {error}",
           "stopped": "mogel: Die Partie wurde wegen eines Fehlers in den Regeln abgebrochen. "
                      "Meldung auf Englisch: {error}",
           "stopped_said": "mogel: Die Partie wurde wegen eines Fehlers in den Regeln abgebrochen: {error}",
           "game_stopped": "mogel: Partie {game} der Simulation (Startwert {seed}) wurde wegen eines Fehlers in den "
                           "Regeln abgebrochen; nachspielen mit: {again}\nMeldung auf Englisch: {located}",
           "none_finished": "mogel: Keine der {count} Partien wurde zu Ende gespielt: Die Grenzen der Spielmaschine "
                            "haben alle abgebrochen. Meldung auf Englisch: {error}",
           "replay_stopped": "mogel: Beim Nachspielen von {path} wurde die Partie wegen eines Fehlers in den "
                             "Regeln abgebrochen. Meldung auf Englisch: {cause}",
           "unreplayable": "mogel: Die gespeicherte Partie l\u00e4sst sich nicht nachspielen. Meldung auf Englisch: {error}",
           "unresumable": "mogel: Die gespeicherte Partie l\u00e4sst sich nicht fortsetzen. Meldung auf Englisch: {error}",
           "unreplayable_said": "mogel: Die gespeicherte Partie l\u00e4sst sich nicht nachspielen: {error}",
           "unresumable_said": "mogel: Die gespeicherte Partie l\u00e4sst sich nicht fortsetzen: {error}",
           "failed": "mogel: Der Befehl konnte nicht ausgef\u00fchrt werden. Meldung auf Englisch: {error}",
           "spoiled": "mogel: Warnung: Die Partie ist noch nicht zu Ende, und hier stehen Karten, die {name} "
                      "(Platz {seat}, von einer Person gespielt) nicht gesehen hat",
           "interrupted": "mogel: abgebrochen",
           "terminated": "mogel: beendet",
           "hung_up": "mogel: beendet (das Terminal wurde geschlossen)"},
}
# Counted nouns of MESSAGES, singular and plural ({events}, {decisions}, {rounds} are `counted`):
# English has one form of each; German the accusative (after "nachgespielt") and the dative (after "nach").
NOUNS = {"en": {"event": ("event", "events"), "decision": ("decision", "decisions"), "round": ("round", "rounds"),
                "player": ("player", "players"), "sentence": ("sentence", "sentences"),
                "game": ("game", "games"), "error": ("error", "errors")},
         "de": {"event": ("Ereignis", "Ereignisse"), "decision": ("Entscheidung", "Entscheidungen"),
                "round": ("Runde", "Runden"), "player": ("Spieler", "Spieler"),
                "sentence": ("Satz", "Sätze"), "game": ("Partie", "Partien"), "error": ("Fehler", "Fehler")}}
DATIVE = {"de": {"event": ("Ereignis", "Ereignissen")}}


def counted(lang: str, n: int, noun: str, dative: bool = False) -> str:
    """`n` and `noun` ("event", "decision", "round", "player", "sentence", "game", "error") in `lang`, singular for 1: "1 event",
    "2 events", "1 Ereignis", "nach 2 Ereignissen" (dative=True: the German form after "nach")."""
    forms = (DATIVE.get(lang, {}) if dative else {}).get(noun) or NOUNS[lang][noun]
    return f"{n} {forms[n != 1]}"


SCORE_WORDS = {"en": ("total", "Winner", "Winners", "fewest points wins", "most points wins"),
               "de": ("Summe", "Gewinner", "Gewinner", "die wenigsten Punkte gewinnen",
                      "die meisten Punkte gewinnen")}


class Terminated(BaseException):
    """SIGTERM or SIGHUP (`signum`), raised where the program is, so that its cleanups run and
    a seat's game is saved as Ctrl-C saves it; `key` names its line in ERRORS, `code` is the exit
    code (128 + the signal's number: 143, 129)."""

    def __init__(self, signum: int = signal.SIGTERM):
        super().__init__(signum)
        self.key = "hung_up" if signum == getattr(signal, "SIGHUP", None) else "terminated"
        self.code = 128 + int(signum)


def argv_lang(argv: Sequence[str]) -> str:
    """The language a command line asks for, read before argparse reads it (whose errors come
    before `args.lang` is known): the last `--lang X`, `--lang=X` or an abbreviation argparse
    takes (`--la de`) before a lone `--`; "en" when none names a language of ERRORS."""
    lang = "en"
    for i, word in enumerate(argv):
        if word == "--":
            break
        name, equals, value = word.partition("=")
        if len(name) > 3 and "--lang".startswith(name):
            value = value if equals else (argv[i + 1] if i + 1 < len(argv) else "")
            lang = value if value in ERRORS else lang
    return lang


# A person's seat (mogel.cli.seat, mogel.cli.seat_table): its prompts, refusals, table lines and stops.
WORDS_SEAT = {
    "en": {"race": "Race: {race}!", "pick": "Type a number from 1 to {n} (? shows the table, q stops):",
           "slap": "Press Enter as fast as you can (or type your time in seconds):",
           "slap_may": "Press Enter as fast as you can to run, or type p to let it pass (or type your time in seconds):",
           "wrong": "'{text}' is not one of the options: type a number from 1 to {n} or the start of one "
                    "option's words; ? shows the table, q stops the game",
           "wrong_none": "Nothing typed: type one of the options, a number from 1 to {n} or the start of one "
                         "option's words; ? shows the table, q stops the game",
           "several": "'{text}' is the start of more than one option ({numbers}): type its number, or more of "
                      "its words",
           "number": "Type a number: {numbers}{nothing} (? shows the table, q stops):",
           "no_number": "'{text}' is not one of the numbers offered: type {numbers}{nothing}; ? shows the table, q "
                        "stops the game",
           "no_number_none": "Nothing typed: type one of the numbers offered, {numbers}{nothing}; ? shows the "
                             "table, q stops the game",
           "to": "{low} to {high}", "of": "one of {numbers}", "nothing": ", or - to choose nothing",
           "slow": "'{text}' is no time: press Enter, or type the seconds (0.05 to 60)",
           "slow_may": "'{text}' is no time: press Enter, type the seconds (0.05 to 60), or p to let it pass",
           "took": "You took {took} s to answer: that is your time, not {text} s.",
           "table": "The table as you see it:", "hand": "{zone} ({n}): {cards}", "empty": "empty",
           "top": "{zone}: {top} on top ({count})", "pile": "{zone}: {count}",
           "all_seen": "{zone} ({n}, top last): {cards}", "below": "{n} below",
           "seat": "{who}{roles}{turn}: {this} {round}, total {total}",
           "stopped": "game stopped before it ended, not saved (give --save FILE to keep a game you stop)",
           "kept": "game stopped before it ended: {path} still holds it as it was saved; what was played since "
                   "is not saved (add --save FILE to keep it: mogel resume {quoted} --seat {seat} --save FILE)",
           "saved": "game stopped and saved to {path} (go on with: mogel resume {quoted} --seat {seat})",
           "no_log": "--log {log} is not written: a log holds a whole game, which mogel replay checks to its end",
           "log_later": "; it is written when the game ends: mogel resume {quoted} --seat {seat} --log {log}",
           "go_on": "Press Enter to play on (? shows the table, q stops):"},
    "de": {"race": "Rennen: {race}!", "pick": "Gib eine Zahl von 1 bis {n} ein (? zeigt den Tisch, q h\u00f6rt auf):",
           "slap": "Dr\u00fcck Enter, so schnell du kannst (oder gib deine Zeit in Sekunden ein):",
           "slap_may": "Dr\u00fcck Enter, so schnell du kannst, um mitzulaufen, oder gib p ein, um es vorbeigehen zu "
                       "lassen (oder gib deine Zeit in Sekunden ein):",
           "wrong": "\u201e{text}\u201c ist keine der M\u00f6glichkeiten: gib eine Zahl von 1 bis {n} oder den "
                    "Anfang der Worte einer M\u00f6glichkeit ein; ? zeigt den Tisch, q beendet die Partie",
           "wrong_none": "Nichts eingegeben: gib eine der M\u00f6glichkeiten ein, eine Zahl von 1 bis {n} oder "
                         "den Anfang ihrer Worte; ? zeigt den Tisch, q beendet die Partie",
           "several": "\u201e{text}\u201c ist der Anfang mehrerer M\u00f6glichkeiten ({numbers}): gib ihre Zahl "
                      "ein oder mehr von ihren Worten",
           "number": "Gib eine Zahl ein: {numbers}{nothing} (? zeigt den Tisch, q h\u00f6rt auf):",
           "no_number": "\u201e{text}\u201c ist keine der angebotenen Zahlen: gib {numbers}{nothing} ein; ? zeigt "
                        "den Tisch, q beendet die Partie",
           "no_number_none": "Nichts eingegeben: gib eine der angebotenen Zahlen ein, {numbers}{nothing}; ? "
                             "zeigt den Tisch, q beendet die Partie",
           "to": "{low} bis {high}", "of": "eine von {numbers}", "nothing": ", oder -, um nichts zu w\u00e4hlen",
           "slow": "\u201e{text}\u201c ist keine Zeit: dr\u00fcck Enter oder gib die Sekunden ein (0,05 bis 60)",
           "slow_may": "\u201e{text}\u201c ist keine Zeit: dr\u00fcck Enter, gib die Sekunden ein (0,05 bis 60) oder p, "
                       "um es vorbeigehen zu lassen",
           "took": "Du hast {took} s zum Antworten gebraucht: das ist deine Zeit, nicht {text} s.",
           "table": "Der Tisch, wie du ihn siehst:", "hand": "{zone} ({n}): {cards}", "empty": "leer",
           "top": "{zone}: oben {top} ({count})", "pile": "{zone}: {count}",
           "all_seen": "{zone} ({n}, die oberste zuletzt): {cards}", "below": "{n} darunter",
           "seat": "{who}{roles}{turn}: {this} {round}, gesamt {total}",
           "stopped": "Partie vor ihrem Ende angehalten, nicht gespeichert (mit --save DATEI bleibt sie erhalten)",
           "kept": "Partie vor ihrem Ende angehalten: {path} enth\u00e4lt sie weiter, wie sie gespeichert war; was "
                   "seitdem gespielt wurde, ist nicht gespeichert (mit --save DATEI bleibt es erhalten: mogel resume "
                   "{quoted} --seat {seat} --save DATEI)",
           "saved": "Partie angehalten und gespeichert: {path} (weiter mit: mogel resume {quoted} --seat {seat})",
           "no_log": "--log {log} wird nicht geschrieben: ein Protokoll enth\u00e4lt eine ganze Partie, die mogel "
                     "replay bis zu ihrem Ende pr\u00fcft",
           "log_later": "; es wird am Ende der Partie geschrieben: mogel resume {quoted} --seat {seat} --log {log}",
           "go_on": "Dr\u00fcck Enter, um weiterzuspielen (? zeigt den Tisch, q h\u00f6rt auf):"},
}
