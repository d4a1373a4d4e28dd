"""Why a saved game (or a game log) cannot be read, replayed or resumed, in English and German.

The SavedGameErrors of mogel.play.record, mogel.play.replaying, mogel.play.resuming (and of
`mogel resume --seat`, mogel.cli.progress) are `Refused`s (a SavedGameError, caught as one) whose
message is a Said of `SAY` (mogel.errors.Catalogue), as the checker's messages and the engine's
stops (mogel.compile.said_work) are: `err.render("de")` says it in German (`mogel replay|resume
--lang de`); `str(err)` stays the English, the texts these modules always gave (tests and users'
scripts read them).  `refused(key, **fields)` builds one.  A field that is a Said (what is
damaged, which seat) is told in the same language; any other is put in as it is: a path, a
number, a name from the file.  The message of another error named inside (a bot setting
refused, a rules error, a decision the engine refused) comes as mogel.play.said_log.quoted
makes it: in German as that error says itself in German, when it can.

The field-by-field checks of a game log against its replay (mogel.play.log_check: "log line 3
(the header): ...") have their own catalogue, mogel.play.said_log.
"""

from __future__ import annotations

from ..errors import Catalogue, Said, SavedGameError

SAY = Catalogue({
    # reading the file (mogel.play.record)
    "no_name": ("no name of a saved game ({shown}): give the file to replay",
                "kein Name einer gespeicherten Partie ({shown}): gib die Datei an, die nachgespielt werden soll"),
    "no_file": ("{path}: no such file", "{path}: diese Datei gibt es nicht"),
    "folder": ("{path}: is a folder, not a saved game", "{path}: ist ein Ordner, keine gespeicherte Partie"),
    "unreadable": ("{path}: cannot read: {reason}", "{path}: kann nicht gelesen werden: {reason}"),
    "special": ("{path}: is {kind}, not a saved game", "{path}: ist {kind}, keine gespeicherte Partie"),
    "pipe": ("a named pipe", "eine benannte Pipe"), "device": ("a device", "ein Ger\u00e4t"),
    "socket": ("a socket", "ein Socket"),
    "too_large": ("{path}: too large to be a saved game (over {mb} MB)",
                  "{path}: zu gro\u00df f\u00fcr eine gespeicherte Partie (\u00fcber {mb} MB)"),
    "empty": ("{path}: the file is empty: not a saved game", "{path}: die Datei ist leer: keine gespeicherte Partie"),
    "not_utf8": ("{path}: not a saved game: not UTF-8 text (byte {byte})",
                 "{path}: keine gespeicherte Partie: kein UTF-8-Text (Byte {byte})"),
    "truncated_json": ("{path}: truncated: the file ends in the middle of the saved game (after line {line})",
                       "{path}: abgeschnitten: die Datei endet mitten in der gespeicherten Partie (nach Zeile {line})"),
    "truncated_log": ("{path}: truncated: the log's last line is incomplete",
                      "{path}: abgeschnitten: die letzte Zeile des Protokolls ist unvollst\u00e4ndig"),
    "no_decisions_line": ("{path}: truncated: the log has no 'decisions' line at its end",
                          "{path}: abgeschnitten: am Ende des Protokolls fehlt die Zeile 'decisions'"),
    "rules_file": ("{path}: this is a rules file, not a mogel saved game (play it with mogel.Game, or on the command "
                   "line: mogel play {path})",
                   "{path}: das ist eine Regeldatei, keine gespeicherte mogel-Partie (spiel sie mit mogel.Game oder "
                   "auf der Kommandozeile: mogel play {path})"),
    "no_brace": ("{path}: not a mogel saved game (it does not start with '{{')",
                 "{path}: keine gespeicherte mogel-Partie (sie beginnt nicht mit '{{')"),
    "no_format": ("{path}: not a mogel saved game (no format name)",
                  "{path}: keine gespeicherte mogel-Partie (kein Formatname)"),
    "other_format": ("{path}: not a mogel saved game: a '{fmt}' file",
                     "{path}: keine gespeicherte mogel-Partie: eine Datei im Format '{fmt}'"),
    "unnamed_format": ("{path}: not a mogel saved game: a file without a format name",
                       "{path}: keine gespeicherte mogel-Partie: eine Datei ohne Formatnamen"),
    "no_log": ("{path}: not a mogel game log (no header line)", "{path}: kein mogel-Protokoll (keine Kopfzeile)"),
    "newer": ("{path}: written by a newer mogel (it is {fmt} format {version}; this mogel reads formats 1 to "
              "{newest}): update mogel to open it",
              "{path}: von einem neueren mogel geschrieben (es ist {fmt} im Format {version}; dieses mogel liest "
              "die Formate 1 bis {newest}): aktualisiere mogel, um die Datei zu \u00f6ffnen"),
    "newer_one": ("{path}: written by a newer mogel (it is {fmt} format {version}; this mogel reads format "
                  "{newest}): update mogel to open it",
                  "{path}: von einem neueren mogel geschrieben (es ist {fmt} im Format {version}; dieses mogel liest "
                  "Format {newest}): aktualisiere mogel, um die Datei zu \u00f6ffnen"),
    "damaged": ("{path}: damaged: {what}", "{path}: besch\u00e4digt: {what}"),
    # what is damaged ("damaged": {what})
    "too_deep": ("nested too deeply to be a saved game", "zu tief verschachtelt f\u00fcr eine gespeicherte Partie"),
    "not_json": ("not valid JSON", "kein g\u00fcltiges JSON"),
    "not_json_at": ("not valid JSON at line {line}, column {column}", "kein g\u00fcltiges JSON in Zeile {line}, Spalte {column}"),
    "must_be": ("'{key}' must be {what}", "'{key}' muss {what} sein"),
    "sha": ("a SHA-256 hex digest", "ein SHA-256-Hexwert"),
    "file_name": ("a file name", "ein Dateiname"),
    "variant_names": ("a list of variant names", "eine Liste von Namen von Varianten"),
    "whole": ("a whole number", "eine ganze Zahl"),
    "seat_number": ("a seat number", "eine Platznummer"),
    "seat_list": ("a list of seat settings", "eine Liste der Einstellungen der Pl\u00e4tze"),
    "answers": ("a list of answers", "eine Liste von Antworten"),
    "defines": ("'defines' must map names to whole numbers", "'defines' muss Namen ganze Zahlen zuordnen"),
    "seats": ("'seats' must list each seat's settings", "'seats' muss die Einstellungen jedes Platzes auff\u00fchren"),
    "seats_short": ("the game was played by {players} players ('players'), but 'seats' lists {seats}",
                    "die Partie wurde von {players} Spielern gespielt ('players'), aber 'seats' f\u00fchrt {seats} auf"),
    "seat_range": ("seat {seat}'s '{key}' must be a number from {low} to {high}",
                   "'{key}' von Platz {seat} muss eine Zahl von {low_de} bis {high_de} sein"),
    "bad_answer": ("decision {number} is {answer}, not a card, a seat, a time, a chosen name, true, false or null",
                   "Entscheidung {number} ist {answer}: keine Karte, kein Platz, keine Zeit, kein gew\u00e4hlter "
                   "Name, weder true noch false noch null"),
    "oldest": ("'oldest' must be a seat from 0 to {last}", "'oldest' muss ein Platz von 0 bis {last} sein"),
    "version": ("the format version is {version}", "die Formatversion ist {version}"),
    "v1_finished": ("a format version 1 file holds a finished game, without 'finished' or 'waiting'",
                    "eine Datei im Format 1 enth\u00e4lt eine beendete Partie, ohne 'finished' oder 'waiting'"),
    "in_progress": ("a format version {version} file holds a game in progress, with \"finished\": false",
                    "eine Datei im Format {version} enth\u00e4lt eine laufende Partie, mit \"finished\": false"),
    "waiting_round": ("'waiting' must be the start of the round after the rounds played (a format version {version} "
                      "file)", "'waiting' muss der Beginn der Runde nach den gespielten Runden sein (eine Datei im "
                               "Format {version})"),
    "waiting": ("'waiting' must name the seat and kind of the decision the game stopped at",
                "'waiting' muss Platz und Art der Entscheidung nennen, bei der die Partie angehalten wurde"),
    "digest": ("'events' must be the digest of the game's events",
               "'events' muss die Pr\u00fcfsumme der Ereignisse der Partie sein"),
    "no_checksum": ("the checksum is missing", "die Pr\u00fcfsumme fehlt"),
    "checksum": ("its checksum does not match its contents (the file was changed or damaged after it was saved)",
                 "ihre Pr\u00fcfsumme passt nicht zu ihrem Inhalt (die Datei wurde nach dem Speichern ge\u00e4ndert "
                 "oder besch\u00e4digt)"),
    "log_json": ("line {number} is not valid JSON", "Zeile {number} ist kein g\u00fcltiges JSON"),
    "log_entry": ("line {number} is not a log entry", "Zeile {number} ist kein Eintrag eines Protokolls"),
    "log_event": ("log line {number}, between the header and the decisions, is not an event",
                  "Protokollzeile {number} zwischen Kopfzeile und Entscheidungen ist kein Ereignis"),
    "no_players": ("the header has no 'players'", "der Kopfzeile fehlt 'players'"),
    # replaying and resuming it (mogel.play.replaying, mogel.play.resuming)
    "rules_missing": ("{path}: the game was played with the rules file {file}, which is not here (nor next to the "
                      "saved game), and no game shipped with mogel has its text: give it with --rules FILE",
                      "{path}: die Partie wurde mit der Regeldatei {file} gespielt, die hier nicht liegt (auch nicht "
                      "neben der gespeicherten Partie), und kein mit mogel ausgeliefertes Spiel hat ihren Text: gib "
                      "sie mit --rules DATEI an"),
    "rules_changed": ("{path}: the rules changed since this game was saved{where}; {forward}",
                      "{path}: die Regeln haben sich ge\u00e4ndert, seit diese Partie gespeichert wurde{where}; "
                      "{forward}"),
    "rules_changed_file": ("{path}: the rules changed since this game was saved: {which} is not the text the game "
                           "was played with (its SHA-256 differs){where}; {forward}",
                           "{path}: die Regeln haben sich ge\u00e4ndert, seit diese Partie gespeichert wurde: {which} "
                           "ist nicht der Text, mit dem die Partie gespielt wurde (ihr SHA-256 weicht ab){where}; "
                           "{forward}"),
    # the way forward from changed rules: {sha} the first 12 hex digits of the saved 'rules_sha256'
    "rules_forward": ("to go on, use the rules text it was saved with (its SHA-256 begins {sha}): put the file "
                      "back as it was, or give a copy of it with --rules FILE; or start a new game",
                      "um weiterzumachen, nimm den Regeltext, mit dem sie gespeichert wurde (sein SHA-256 beginnt mit "
                      "{sha}): stelle die Datei wieder her, wie sie war, oder gib eine Kopie davon mit --rules DATEI "
                      "an; oder beginne eine neue Partie"),
    "another_game": ("this is a game of {played}{where}, {given}", "das ist eine Partie von {played}{where}, {given}"),
    "not_shipped": ("not of the shipped game {game}", "nicht des ausgelieferten Spiels {game}"),
    "rules_of_game": ("but {file} is the rules of the game {game}", "aber {file} sind die Regeln des Spiels {game}"),
    "other_game": ("{path}: {another}: {command} it with: mogel {command} {quoted} {how}",
                   "{path}: {another}: so geht es: mogel {command} {quoted} {how}"),
    "rules_option": ("--rules FILE (the rules file of {game})", "--rules DATEI (die Regeldatei von {game})"),
    "header_field": (" (log line {line}, the header's '{key}')", " (Protokollzeile {line}, '{key}' der Kopfzeile)"),
    "header_line": ("log line {line} (the header): ", "Protokollzeile {line} (Kopfzeile): "),
    "other_named": ("{path}: {where}'game' is {named}, but the rules file {file} is the game {game}",
                    "{path}: {where}'game' ist {named}, aber die Regeldatei {file} ist das Spiel {game}"),
    "this_rules": ("the rules.mm of this version of mogel", "die rules.mm dieser Version von mogel"),
    "shipped_rules": ("the rules file of the shipped game {game}", "die Regeldatei des ausgelieferten Spiels {game}"),
    "rules_unusable": ("{path}: the saved game's rules cannot be used: {error}{where}",
                       "{path}: die Regeln der gespeicherten Partie lassen sich nicht verwenden: {error}{where}"),
    "seat_refused": ("{path}: seat {seat}: {error}", "{path}: Platz {seat}: {error}"),
    "not_our_bot": ("{path}: seat {seat} was played by {name}, which is no bot of this mogel: the game cannot go on "
                    "with mogel's bots (mogel resume), only with that seat's own agent, in Python: "
                    "mogel.resume_game({shown}, agents=[...])",
                    "{path}: Platz {seat} wurde von {name} gespielt, keinem Bot dieses mogel: die Partie kann nicht "
                    "mit den Bots von mogel weitergehen (mogel resume), nur mit dem eigenen Agenten dieses Platzes, "
                    "in Python: mogel.resume_game({shown}, agents=[...])"),
    "stopped_alike": ("{path}: the replay stops where the played game stopped, after the same {count} events: the "
                      "rules stop it there: {error}",
                      "{path}: das Nachspielen endet, wo die gespielte Partie endete, nach denselben {count} "
                      "Ereignissen: die Regeln brechen sie dort ab: {error}"),
    "no_replay": ("{path}: the saved decisions do not replay: {error}",
                  "{path}: die gespeicherten Entscheidungen lassen sich nicht nachspielen: {error}"),
    "damaged_decision": ("{path}: damaged at decision {number}{where}: {detail}; the {what} was changed or damaged "
                         "after it was written",
                         "{path}: besch\u00e4digt bei Entscheidung {number}{where}: {detail}; {what} wurde nach dem "
                         "Schreiben ge\u00e4ndert oder besch\u00e4digt"),
    "the_log": ("log", "das Protokoll"),
    "the_save": ("saved game", "die gespeicherte Partie"),
    "illegal": ("{answer} is not a legal answer there ({before}seat {seat} was asked for {asked}: {options})",
                "{answer} ist dort keine erlaubte Antwort ({before}Platz {seat} wurde gefragt: {asked}; erlaubt: "
                "{options})"),
    "before_event": ("before event {event}, ", "vor Ereignis {event}, "),
    "a_time": ("a time from 0.05 to 60 seconds", "eine Zeit von 0,05 bis 60 Sekunden"),
    "one_of": ("one of {options}", "eine von {options}"),
    "asked_play": ("a card to play", "eine Karte zum Ausspielen"),
    "asked_give": ("a card to give", "eine Karte zum Abgeben"),
    "asked_give_to": ("whom to give a card", "wem eine Karte gegeben wird"),
    "asked_choose": ("a card to choose", "eine Karte zum W\u00e4hlen"),
    "asked_choice": ("a choice", "eine Wahl"),
    "asked_cheat": ("a covert move (or none)", "ein verdeckter Zug (oder keiner)"),
    "asked_accuse": ("whom to accuse (or nobody)", "wen es beschuldigt (oder niemanden)"),
    "asked_react": ("a reaction time", "eine Reaktionszeit"),
    "asked_join": ("whether to run in a race (true or false)", "ob es bei einem Rennen mitl\u00e4uft (true oder false)"),
    "asked_other": ("a '{kind}' decision", "eine Entscheidung '{kind}'"),
    "waited": ("{path}: the saved game stopped at {said}, but replayed it stops at {told}: the same record no longer "
               "gives the same game",
               "{path}: die gespeicherte Partie hielt bei {said} an, nachgespielt h\u00e4lt sie bei {told} an: "
               "dieselbe Aufzeichnung ergibt nicht mehr dieselbe Partie"),
    "a_decision": ("a '{kind}' decision of seat {seat}", "einer Entscheidung '{kind}' von Platz {seat}"),
    "the_end": ("the end of the game", "dem Ende der Partie"),
    "differs": ("{path}: the replayed game differs from the saved one {where} ({now} events now, {saved} saved): "
                "the same record no longer gives the same game",
                "{path}: die nachgespielte Partie weicht von der gespeicherten ab {where} (jetzt {now} Ereignisse, "
                "gespeichert {saved}): dieselbe Aufzeichnung ergibt nicht mehr dieselbe Partie"),
    "before_first": ("before the first round", "vor der ersten Runde"),
    "from_round": ("from round {round} on", "ab Runde {round}"),
    "nothing_finished": ("{path}: this game is finished: there is nothing to resume (replay it with "
                         "mogel.replay_file, or on the command line: mogel replay {path})",
                         "{path}: diese Partie ist zu Ende: es gibt nichts fortzusetzen (spiel sie mit "
                         "mogel.replay_file nach oder auf der Kommandozeile: mogel replay {path})"),
    "nothing_log": ("{path}: a game log holds a finished game: there is nothing to resume (replay it with "
                    "mogel.replay_file, or on the command line: mogel replay {path})",
                    "{path}: ein Protokoll enth\u00e4lt eine beendete Partie: es gibt nichts fortzusetzen (spiel sie "
                    "mit mogel.replay_file nach oder auf der Kommandozeile: mogel replay {path})"),
    "other_variants": ("{path}: the game was played with variants {saved}, not {given}",
                       "{path}: die Partie wurde mit den Varianten {saved} gespielt, nicht mit {given}"),
    "none": ("none", "keine"),
    "no_setup": ("{path}: the saved game cannot be set up again: {error}",
                 "{path}: die gespeicherte Partie l\u00e4sst sich nicht wieder aufbauen: {error}"),
    "seat_count": ("{path}: the saved game has {seats} seats, but {given} agents were given",
                   "{path}: die gespeicherte Partie hat {seats} Pl\u00e4tze, aber {given} Agenten wurden angegeben"),
    "no_agent": ("{path}: seat {seat} needs an agent such as mogel.make_bot('sneaky') or mogel.Human(), not {agent}",
                 "{path}: Platz {seat} braucht einen Agenten wie mogel.make_bot('sneaky') oder mogel.Human(), nicht "
                 "{agent}"),
    "other_seat": ("{path}: seat {seat} was played by {saved}, not {now}: the game would not go on as it would have",
                   "{path}: Platz {seat} wurde von {saved} gespielt, nicht von {now}: die Partie ginge nicht so "
                   "weiter, wie sie weitergegangen w\u00e4re"),
    "other_setting": ("{path}: seat {seat} was saved as {bot} with {key} {saved} ({meaning}), but {bot} {now}: the "
                      "game would not go on as it would have",
                      "{path}: Platz {seat} wurde als {bot} mit {key} {saved} gespeichert ({meaning}), aber {bot} "
                      "{now}: die Partie ginge nicht so weiter, wie sie weitergegangen w\u00e4re"),
    "has_value": ("has {value}", "hat {value}"),
    "has_none": ("has no such setting", "hat diese Einstellung nicht"),
    # a seat's settings (mogel.agents: `other_setting`), as mogel.widgets.settings words them
    "cheat_rate": ("how often it takes a chance to cheat", "wie oft er eine Gelegenheit zum Schummeln nutzt"),
    "attention": ("the chance of noticing a cheat", "die Chance, eine Schummelei zu bemerken"),
    "reaction": ("its mean reaction time in races, in seconds", "seine mittlere Reaktionszeit bei Wettl\u00e4ufen, "
                 "in Sekunden"),
    "false_accusations": ("how often it accuses without having seen a cheat", "wie oft er beschuldigt, ohne eine "
                          "Schummelei gesehen zu haben"),
    "accuse_rate": ("how often it accuses a cheat it noticed", "wie oft er eine bemerkte Schummelei anklagt"),
    "asks_reaction": ("a person's seat: its race reactions are asked, not drawn", "der Platz einer Person: ihre "
                      "Reaktionszeiten bei Wettl\u00e4ufen werden erfragt, nicht ausgelost"),
    "join_rate": ("how often it runs in a race it may join", "wie oft er bei einem Wettlauf mitl\u00e4uft, bei "
                  "dem er darf"),
    "playouts": ("how many games it plays out before a decision", "wie viele Partien er vor einer Entscheidung "
                 "durchspielt"),
    "ms": ("how long it thinks, in milliseconds", "wie lange er nachdenkt, in Millisekunden"),
    "setting": ("a setting of the seat", "eine Einstellung des Platzes"),
    # the person's seat of `mogel resume --seat N` (mogel.cli.progress)
    "person_seat": ("{path}: seat {seat} is a person's: play it here with: mogel resume {quoted} --seat {seat} (or in "
                    "a notebook: mogel.widgets.HumanSeat(resume={shown}))",
                    "{path}: Platz {seat} geh\u00f6rt einer Person: spiel ihn hier mit: mogel resume {quoted} --seat "
                    "{seat} (oder in einem Notebook: mogel.widgets.HumanSeat(resume={shown}))"),
    "wrong_seat": ("{path}: --seat {seat}: {whose} in this saved game{give}",
                   "{path}: --seat {seat}: in dieser gespeicherten Partie {whose}{give}"),
    # HumanSeat(resume=FILE) (mogel.widgets.human_save)
    "resume_name": ("resume= takes the name of a saved game (HumanSeat's \"Save game\" wrote it), not {shown}",
                    "resume= nimmt den Namen einer gespeicherten Partie (HumanSeats \u201ePartie speichern\u201c hat "
                    "sie geschrieben), nicht {shown}"),
    "one_person": ("{path}: HumanSeat plays a game with one person's seat; this saved game has {count} (a game of bots "
                   "goes on with: mogel resume {path})",
                   "{path}: HumanSeat spielt eine Partie mit einem Platz einer Person; diese gespeicherte Partie hat "
                   "{count} (eine Partie von Bots geht weiter mit: mogel resume {path})"),
    "person_is": ("seat {seat} is the person's", "geh\u00f6rt Platz {seat} der Person"),
    "all_bots": ("every seat is a bot's", "geh\u00f6rt jeder Platz einem Bot"),
    "give_seat": (": give --seat {seat}", ": gib --seat {seat} an"),
    "ended": ("{path}: the saved game was in progress, but its decisions end the game",
              "{path}: die gespeicherte Partie lief noch, aber ihre Entscheidungen beenden sie"),
    "bots_differ": ("{path}: decision {number} was {then} when the game was saved, but the bots now answer {now}: they "
                    "do not play as the ones that saved it, so the game cannot go on as it would have (mogel replay "
                    "still checks it){why}",
                    "{path}: Entscheidung {number} war {then}, als die Partie gespeichert wurde, aber die Bots "
                    "antworten jetzt {now}: sie spielen nicht wie die, die sie gespeichert haben, also kann die "
                    "Partie nicht so weitergehen, wie sie weitergegangen w\u00e4re (mogel replay pr\u00fcft sie "
                    "weiterhin){why}"),
    "timed": ("; a search bot of this game thought for a time (ms=), which plays another game on every run: give it "
              "playouts= or its default budget to save games that can be resumed",
              "; ein vorausdenkender Bot dieser Partie hat eine Zeit lang nachgedacht (ms=), was bei jedem Lauf eine "
              "andere Partie ergibt: gib ihm playouts= oder sein voreingestelltes Budget, um Partien zu speichern, "
              "die sich fortsetzen lassen"),
})


MEANINGS = ("cheat_rate", "attention", "reaction", "false_accusations", "accuse_rate", "asks_reaction", "join_rate",
            "playouts", "ms")   # the settings SAY words (else "setting")


class Refused(SavedGameError):
    """A SavedGameError whose message is a Said (`said`): `str()` is its English, `render(lang)`
    says it in "en" or "de" (another language: English)."""

    def __init__(self, said: Said):
        super().__init__(str(said))
        self.said = said

    def render(self, lang: str = "en") -> str:
        return self.said.text(lang)

    def __reduce__(self):   # so that a worker process can hand it back
        return (type(self), (self.said,))


def changed(key: str, sha: str, /, **fields) -> Refused:
    """The SavedGameError of rules changed since a game was saved (`key`: "rules_changed" or
    "rules_changed_file"), with the way forward: the text of SHA-256 `sha` (the saved one), or a
    new game."""
    return refused(key, forward=SAY("rules_forward", sha=sha[:12]), **fields)


def refused(key: str, /, **fields) -> Refused:
    """The SavedGameError whose message is `SAY(key, **fields)` (a Refused).  Raises KeyError and
    TypeError as Catalogue does."""
    return Refused(SAY(key, **fields))


def german_number(value: float) -> str:
    """`value` as `{value:g}` writes it, with a decimal comma ("0,05")."""
    return f"{value:g}".replace(".", ",")
