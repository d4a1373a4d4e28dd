"""What the `mogel` command says, in English and German (mogel.cli): its reports, its error
lead-ins and the words of its score table.  A German session (`--lang de`) announces each
English message (the checker's, the engine's, argparse's) with a German sentence.
"""

MESSAGES = {
    "en": {"log": "log written to {path}",
           "saved": "game saved to {path} (replay it with: mogel replay {quoted})",
           "replayed": "replayed {events} events, {decisions} decisions: identical to {path}"},
    "de": {"log": "Protokoll geschrieben: {path}",
           "saved": "Partie gespeichert: {path} (nachspielen mit: mogel replay {quoted})",
           "replayed": "{events} Ereignisse und {decisions} Entscheidungen nachgespielt: gleich wie {path}"},
}
# What stderr says when a command fails: {error} is the English message (a checker's or the
# engine's located one, argparse's, a saved game's), which a German session announces in German.
# {cause}: the engine's message behind a saved game that stopped while replayed; {prog}: `mogel play`.
ERRORS = {
    "en": {"usage": "mogel: error: {error}",
           "arguments": "mogel: error: {error} (`{prog} --help` lists the options)",
           "rules": "{error}",
           "stopped": "mogel: {error}",
           "replay_stopped": "mogel: {error}",
           "unreplayable": "mogel: {error}",
           "failed": "mogel: {error}"},
    "de": {"usage": "mogel: Der Befehl ist so nicht richtig. Meldung auf Englisch: {error}",
           "arguments": "mogel: Der Befehl ist so nicht richtig (`{prog} --help` zeigt alle Optionen). "
                        "Meldung auf Englisch: {error}",
           "rules": "mogel: Die Regeln enthalten Fehler, so kann nicht gespielt werden. Meldung auf Englisch:\n{error}",
           "stopped": "mogel: Die Partie wurde wegen eines Fehlers in den Regeln abgebrochen. "
                      "Meldung auf Englisch: {error}",
           "replay_stopped": "mogel: Beim Nachspielen von {path} wurde die Partie wegen eines Fehlers in den "
                             "Regeln abgebrochen. Meldung auf Englisch: {cause}",
           "unreplayable": "mogel: Die gespeicherte Partie l\u00e4sst sich nicht nachspielen. Meldung auf Englisch: {error}",
           "failed": "mogel: Der Befehl konnte nicht ausgef\u00fchrt werden. Meldung auf Englisch: {error}"},
}
SCORE_WORDS = {"en": ("R", "total", "Winner", "Winners", "fewest points wins", "most points wins"),
               "de": ("R", "Summe", "Gewinner", "Gewinner", "die wenigsten Punkte gewinnen",
                      "die meisten Punkte gewinnen")}

