"""What differs between a game log and its replay (mogel.play.log_check), in English and German.

Each check of a log against the rules and the replayed game ends in a Refused (a SavedGameError,
mogel.play.said_saved) whose message is a Said of `SAY`, so that `mogel replay --lang de` tells
it in German as it tells the other reasons a saved game is refused; `str()` stays the English
sentence these checks always gave ("log line 3 (the header): 'seed' is 5 in the log, but ...").
A field of the log is named by `field(path)`: "card 43's 'kind'", in German "'kind' von Karte 43".
The values from the log and from the replay are put in as JSON, in both languages.

`quoted(err)` puts the message of another error inside one of these messages (a rules error, a
bot setting refused, a decision the engine refused): in German as that error says itself in
German when it can (a checker's or engine's message, a Refused, a `Told`), else as it is.
"""

from __future__ import annotations

from ..errors import Catalogue, MogelError, RulesError, RulesRuntimeError, Said

SAY = Catalogue({
    "log_refused": ("{path}: log line {number} ({what}): {text}", "{path}: Protokollzeile {number} ({what}): {text}"),
    "the_header": ("the header", "Kopfzeile"), "the_decisions": ("the decisions", "Entscheidungen"),
    "event_differs": ("{path}: the replayed game differs from the log at event {event} (log line {number}{kind}): "
                      "{text}",
                      "{path}: die nachgespielte Partie weicht bei Ereignis {event} vom Protokoll ab (Protokollzeile "
                      "{number}{kind}): {text}"),
    "counts_differ": ("{path}: the replayed game has {fresh} events, the log {logged}: log line {number}: {told}",
                      "{path}: die nachgespielte Partie hat {fresh} Ereignisse, das Protokoll {logged}: Protokollzeile "
                      "{number}: {told}"),
    "log_ends": ("the log's events end here, but the replay goes on with event {event} ({kind})",
                 "die Ereignisse des Protokolls enden hier, aber das Nachspielen geht mit Ereignis {event} ({kind}) "
                 "weiter"),
    "replay_ends": ("event {event} is not in the replay, which ends after event {last}",
                    "Ereignis {event} kommt beim Nachspielen nicht vor, das nach Ereignis {last} endet"),
    # what differs in a line: its field, the log's value and the replay's
    "no_field": ("the log has no {field}, but {source} {fresh}", "das Protokoll hat kein {field}, aber {source} {fresh}"),
    "extra_field": ("{field} ({logged}) is in the log, but {source} no such field",
                    "{field} ({logged}) steht im Protokoll, aber {source} kein solches Feld"),
    "other_value": ("{field} is {logged} in the log, but {source} {fresh}",
                    "{field} ist im Protokoll {logged}, aber {source} {fresh}"),
    "replay_gives": ("the replay gives", "das Nachspielen ergibt"),
    "rules_give": ("the rules and the replayed game give", "die Regeln und die nachgespielte Partie ergeben"),
    "game_gives": ("the replayed game gives", "die nachgespielte Partie ergibt"),
    # a field: a key in quotes, or one of a list's items, or the whole line
    "key": ("'{key}'", "'{key}'"), "the_line": ("the line", "die Zeile"),
    "of_item": ("{item}'s {part}", "{part} von {item}"),
    "card": ("card {n}", "Karte {n}"), "seat": ("seat {n}", "Platz {n}"), "zone": ("zone {n}", "Zone {n}"),
    "move": ("move {n}", "Bewegung {n}"),
    # the header
    "lang_unknown": ("'lang' is {lang}: the narration is written in {langs}",
                     "'lang' ist {lang}: die Erzählung ist in {langs} geschrieben"),
    "or": (" or ", " oder "),
    "no_setting": ("seat {seat}'s '{key}' is no setting of a seat", "'{key}' von Platz {seat} ist keine Einstellung "
                                                                    "eines Platzes"),
    "no_display_name": ("seat {seat}'s 'name' is {name}, not a display name",
                        "'name' von Platz {seat} ist {name}, kein Anzeigename"),
    "seats_edited": ("the seats' settings in 'players' (a bot's name, its cheat_rate, ...) are not the ones the game "
                     "was played with: they were edited after the log was written (their SHA-256 is not the header's "
                     "'seats_sha256')",
                     "die Einstellungen der Plätze in 'players' (der Name eines Bots, seine cheat_rate, ...) sind nicht "
                     "die, mit denen die Partie gespielt wurde: sie wurden geändert, nachdem das Protokoll geschrieben "
                     "war (ihr SHA-256 ist nicht das 'seats_sha256' der Kopfzeile)"),
    "start_differs": ("{what}, but the game in the log was played with {key} {value} (its first event, log line "
                      "{number})",
                      "{what}, aber die Partie im Protokoll wurde mit {key} {value} gespielt (ihr erstes Ereignis, "
                      "Protokollzeile {number})"),
    "seats_in_players": ("{n} seats in 'players'", "{n} Plätze in 'players'"),
    "key_is": ("'{key}' is {value}", "'{key}' ist {value}"),
    "start_no_replay": ("{start}: the saved decisions do not replay: {error}",
                        "{start}: die gespeicherten Entscheidungen lassen sich nicht nachspielen: {error}"),
    "text_language": ("'lang' is {lang}, but the events' text is in {other} (log line {number})",
                      "'lang' ist {lang}, aber der Text der Ereignisse ist in {other} (Protokollzeile {number})"),
    "seat_named": ("seat {seat}'s 'name' is {name}, but the events' text calls that seat {usual} (log line {number})",
                   "'name' von Platz {seat} ist {name}, aber der Text der Ereignisse nennt diesen Platz {usual} "
                   "(Protokollzeile {number})"),
    "rules_file": ("'rules_file' is {file}, but the events name the rules file {named} (log line {number})",
                   "'rules_file' ist {file}, aber die Ereignisse nennen die Regeldatei {named} (Protokollzeile "
                   "{number})"),
    "quoted": ("{en}", "{de}"),
    # mogel.replay's own (mogel.play.replaying.replay), told inside "the saved decisions do not replay: ..."
    "more_decisions": ("the saved game has more decisions than the game used",
                       "die gespeicherte Partie hat mehr Entscheidungen, als die Partie verwendet hat"),
    "ends_early": ("the saved game was in progress, but its decisions end the game",
                   "die gespeicherte Partie lief noch, aber ihre Entscheidungen beenden die Partie"),
})


class Told(MogelError):
    """A MogelError whose message is a Said (`said`), so that `quoted` tells it in German too;
    `str()` is its English."""

    def __init__(self, said: Said):
        super().__init__(str(said))
        self.said = said

    def __reduce__(self):   # so that a worker process can hand it back
        return (type(self), (self.said,))

_ITEM_WORDS = {"card": "card", "seat": "seat", "zone": "zone", "move": "move"}


def field(parts) -> Said:
    """A field of a log line in words: `parts` are ("card", 43) for a list's item or ("key",
    "kind") for keys (joined by "."), outermost first; none: the whole line."""
    told = None
    for word, value in parts:
        part = SAY(word, n=value) if word in _ITEM_WORDS else SAY("key", key=value)
        told = part if told is None else SAY("of_item", item=told, part=part)
    return told if told is not None else SAY("the_line")


def quoted(err: MogelError) -> Said:
    """The message of `err` to put inside another message: its English as `str(err)` gives it,
    and in German what it says in German (the module's docstring)."""
    said = getattr(err, "said", None)
    if isinstance(err, RulesError):
        german = err.render("de")
    elif isinstance(said, Said) and not (isinstance(err, RulesRuntimeError) and err.game is not None):
        german = said.text("de")
    else:
        german = str(err)
    return SAY("quoted", en=str(err), de=german)
