"""The engine's stops in English and German: the RulesRuntimeErrors a user meets in a normal game.

A game its rules stop (a round or a level that never ends, a `repeat` that runs for ever, a
number that comes out negative, absent or too large, `ZONE of` nobody, `end` of a level that
does not run, `first:` or `starter:` that gives nobody) is a RulesRuntimeError whose message is
a Said of `SAY` (mogel.errors.Catalogue), as the checker's messages are: `err.render("de")`
says it in German, with the same rules line and caret; `str(err)` stays the English.  `stop`
builds one: `stop(RunawayGame, "round_never_ends", span, source, level="round", ...)`.  The
English texts are the ones the engine always gave (tests and logs read them); every field is
put in as it is but the words of `COUNTED` and `WHAT` (what a number counts, what came out absent
or too large: `what_words`) and the levels (`level_words`: by their display names, as the
narration names them), told in the language asked.

The errors of one game of a run (mogel.simulate: `RulesRuntimeError.in_run`) and the messages
that name seats (`about_seats`) stay English (their German sentence says "Meldung auf
Englisch"); so do the engine's rarer stops: `A to B cards` backwards, a `times:` or `rounds:`
out of range, `chance(A in B)` with A beyond B, `end` in a setup or scoring, too much work, a
player who misses every turn.
"""

from __future__ import annotations

from typing import Optional

from ..errors import Catalogue, RulesRuntimeError, Span
from ..language.model import display_name

SAY = Catalogue({
    "bad_number": ("{where}: a number of {what} came out as {n}; it must be 0 or more",
                   "{where}: eine Anzahl von {what} ergab {n}; sie muss 0 oder mehr sein"),
    "no_value": ("{where}: {what} came out with no value, and the game was stopped: a variable read here has "
                 "none yet (no start value and not set so far), or a choice nobody made, or a role nobody holds; "
                 "give the variable a start value ('= 0') or set it first",
                 "{where}: {what} ergab keinen Wert, und die Partie wurde abgebrochen: eine Variable, die hier "
                 "gelesen wird, hat noch keinen (keinen Startwert und bisher nicht gesetzt), oder eine Wahl, die "
                 "niemand getroffen hat, oder eine Rolle, die niemand hat; gib der Variablen einen Startwert "
                 "('= 0') oder setz sie vorher"),
    "too_large": ("{where}: {what} came out as {shown}, and the game was stopped: a score or a number kept in a "
                  "variable must lie between {low} and {high} (12 digits, as a number written in the rules)",
                  "{where}: {what} ergab {shown}, und die Partie wurde abgebrochen: ein Punktestand oder eine "
                  "Zahl in einer Variablen muss zwischen {low} und {high} liegen (12 Stellen, wie eine Zahl in den "
                  "Regeln)"),
    "digits": ("a number of {digits} digits", "eine Zahl mit {digits} Stellen"),
    "grouped": ("{en}", "{de}"),   # a number with its thousands grouped: 1,250 / 1.250
    "named": ("{en}", "{de}"),   # a level, or where one stands, by display names: hand / Spiel 3, Stich 1
    "no_owner": ("{where}: '{zone} of ...' names no player here (it is absent: a choice nobody made, or a role "
                 "nobody holds)",
                 "{where}: '{zone} of ...' nennt hier keinen Spieler (er fehlt: eine Wahl, die niemand getroffen "
                 "hat, oder eine Rolle, die niemand hat)"),
    "end_level": ("{where}: 'end {level}': no {level} is running now (running: {running}), so nothing ends",
                  "{where}: 'end {level}': gerade läuft keine Ebene '{level}' (es laufen: {running}), also endet nichts"),
    "too_many_runs": ("{where}: this 'repeat' would run {n} times; a 'repeat' runs at most {most} times",
                      "{where}: dieses 'repeat' würde {n}-mal laufen; ein 'repeat' läuft höchstens {most}-mal"),
    "too_many_numbers": ("{where}: this choice would offer {n} numbers; a player chooses among at most {most}",
                         "{where}: diese Wahl würde {n} Zahlen anbieten; ein Spieler wählt unter höchstens {most}"),
    "never_holds": ("{where}: this 'repeat' ran {most} times and '{told}' still does not hold: make sure the block "
                    "can make it hold (what if a pile it takes from is empty?)",
                    "{where}: dieses 'repeat' lief {most}-mal, und '{told}' gilt immer noch nicht: sorg dafür, dass "
                    "der Block es wahr machen kann (was, wenn ein Stapel, von dem er nimmt, leer ist?)"),
    "turns_never_end": ("{where}: {path} did not end after {most} turns: the condition of 'ends when' is "
                        "never met (turns: {turns})",
                        "{where}: {path} war nach {most} Zügen nicht zu Ende: die Bedingung von 'ends "
                        "when' wird nie erfüllt (Züge: {turns})"),
    "parts_never_end": ("{where}: {path} did not end after {part} {most}: {why}",
                        "{where}: {path} war nach {part} {most} nicht zu Ende: {why}"),
    "ends_never_held": ("its 'ends when:' did not hold within those {most} (it may hold later, as with a high "
                        "target, or never)",
                        "sein 'ends when:' galt in diesen {most} nicht (vielleicht später, wie bei einem hohen "
                        "Ziel, oder nie)"),
    "nothing_ends": ("nothing ends it", "nichts beendet es"),
    "events_never_end": ("{where}: round {round} did not end: {most} events and still going; {whence}",
                         "{where}: Runde {round} war nicht zu Ende: {most} Ereignisse, und es geht immer weiter; "
                         "{whence}"),
    "events_from": ("the last ones came from {spans}", "die letzten kamen von {spans}"),
    "events_unknown": ("the lab mode keeps no events to tell where they came from",
                       "der Labormodus behält keine Ereignisse, die sagen könnten, woher sie kamen"),
    "gives_nobody": ("{where}: '{prop}:' gives no player in {path}: {why}",
                     "{where}: '{prop}:' ergibt keinen Spieler in {path}: {why}"),
    "variable_nobody": ("variable '{name}' holds no player yet (a variable must be set, or start with a player, "
                        "before it is read: '{prop}: {name} if present({name}) else oldest')",
                        "die Variable '{name}' hält noch keinen Spieler (eine Variable muss gesetzt sein oder mit "
                        "einem Spieler beginnen, bevor sie gelesen wird: '{prop}: {name} if present({name}) else "
                        "oldest')"),
    "role_nobody": ("what it names is held by nobody (a role must be given before it is read)",
                    "was es nennt, hat niemand (eine Rolle muss vergeben sein, bevor sie gelesen wird)"),
    # WHAT: what a number counts or what came out absent or too large
    "cards": ("cards", "Karten"), "turns": ("turns", "Zügen"), "times": ("times", "Wiederholungen"),
    "number_of": ("the number of {what} here", "die Anzahl von {what} hier"),
    "points_scored": ("the points scored here", "die hier gewerteten Punkte"),
    "score_made": ("the score these points make", "der Punktestand, den diese Punkte ergeben,"),
    "number_set": ("the number set here", "die hier gesetzte Zahl"),
    "number_range": ("a bound of the numbers to choose from", "eine Grenze der Zahlen, unter denen gewählt wird,"),
})
COUNTED = ("cards", "turns", "times")   # what a number of `bad_number` counts
WHAT = {"the points scored here": "points_scored", "the score these points make": "score_made",
        "the number set here": "number_set", "a bound of the numbers to choose from": "number_range"}


def what_words(what: str):
    """The words of `what` (a word of WHAT, or "the number of cards here") as a Said; any other
    text as it is."""
    if what in COUNTED:
        return SAY(what)
    if what.startswith("the number of ") and what.endswith(" here") and what[14:-5] in COUNTED:
        return SAY("number_of", what=SAY(what[14:-5]))
    return SAY(WHAT[what]) if what in WHAT else what


def grouped(n: int):
    """`n` with its thousands grouped as each language groups them ("1,250", German "1.250")."""
    return SAY("grouped", en=f"{n:,}", de=f"{n:,}".replace(",", "."))


ROUND_WORDS = {"en": "round", "de": "Runde"}   # the round without a `name:`, as the narration names it


def level_path(eng, name: str, number: int):
    """Where instance `number` of the level `name` stands in the game of `eng` (a mogel.runtime
    Engine), as a Said: the levels around it from the top with the numbers they are at, then it,
    each by its display name in the language asked, the round without a `name:` "round" /
    "Runde" (as the narration names them): "hand 3, trick 1" / "Spiel 3, Stich 1".  An open-ended
    top level, the game itself (mogel.compile.levels.open_top), is named only when it is the
    level: "game 1"."""
    specs = list(eng.p.levels)
    names = [spec.name for spec in specs]
    around = specs[1 if eng.p.open_top else 0:names.index(name)] if name in names else []
    parts = [(spec.name, spec.names, eng.s.levels.get(spec.name)) for spec in around]
    parts.append((name, specs[names.index(name)].names if name in names else None, number))
    told = {lang: ", ".join(f"{display_name(names_, lang, ROUND_WORDS[lang] if level == 'round' else level)} {n}"
                            for level, names_, n in parts if n is not None) for lang in ROUND_WORDS}
    return SAY("named", **told)


def level_words(spec):
    """A level (a mogel.compile.levels.LevelSpec) by its display name in either language, as the
    narration names it ("hand" / "Spiel"; the round: "round" / "Runde"), as a Said."""
    return SAY("named", **{lang: display_name(spec.names, lang, words if spec.name == "round" else spec.name)
                           for lang, words in ROUND_WORDS.items()})


def stop(kind, key: str, span: Optional[Span], source: str, **fields) -> RulesRuntimeError:
    """A RulesRuntimeError of class `kind` (RunawayGame ...) at `span`, its message the Said
    `SAY(key, **fields)` (`where`, the span, is filled in): English as `str()`, either
    language by `render(lang)`."""
    said = SAY(key, where=str(span), **fields)
    error = kind(str(said), span, source)
    error.said = said
    return error
