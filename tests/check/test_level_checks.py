"""The checker on levels (design section 10 of issue 17): each message, word for word, at its
place, and what it lets through.  The catalogue (tests/bad_rules/10x) pins some in whole files.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

import mogel
from level_games import GAME_OF_TURNS, MATCH


def errors(text: str):
    _, found = mogel.check_source(text, "match.mm")
    return [d for d in found if d.severity == "error"]


def where(text: str, snippet: str) -> tuple:
    index = text.index(snippet)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


def changed(old: str, new: str, text: str = MATCH) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


BONUS = "\nlevel bonus:\n    steps:\n        each player scores 1\n"

# (id, rules text, snippet the first error stands at, message)
REFUSED = [
    ("made-of-unknown", changed("    made of: pass", "    made of: passes"), "passes\n",
     "level 'round' is made of 'passes': there is no such level (the levels are game, round and pass) "
     "(did you mean 'pass'?)"),
    ("made-of-itself", changed("    made of: pass", "    made of: round"), "round\n\nlevel pass",
     "a level is made of one other level or of turns: 'round' is made of itself"),
    ("cycle", changed("    made of: pass", "    made of: game"), "round\n    ends when",
     "the levels go round in a circle: 'game', which is made of 'round', which is made of 'game'"),
    ("neither", changed("    made of: pass", "    made of: bonus") + "\nlevel bonus:\n    times: 2\n", "level bonus:",
     "level 'bonus' says neither 'made of:' nor 'steps:': say what one bonus is ('made of: turns', "
     "'made of: LEVEL' or 'steps:')"),
    ("both", changed("    name: en \"pass\", de \"Durchgang\"\n", "    name: en \"pass\", de \"Durchgang\"\n    made of: round\n"),
     "steps:", "level 'pass' says both 'made of:' and 'steps:': one pass is made of parts or runs its steps, "
               "not both: keep one"),
    ("two-tops", MATCH + BONUS, "level bonus:",
     "two levels are the top (no level is made of 'game' nor of 'bonus'): make one of them part of the other "
     "('made of: bonus')"),
    ("times-twice", changed("    winner: lowest score\n", "    rounds: 3\n    winner: lowest score\n"), "times: 2",
     "the number of games is given twice: 'rounds:' in the game header (line 4) and 'times:' here: keep one"),
    ("open-top-that-never-ends", changed("    times: 2\n", "")
     .replace("    ends when: any(players where empty(hand of player)) or dry\n", ""), "level game:",
     "level 'game' can never end: its parts ('round') have no 'times:', it has no 'ends when:' and no statement "
     "says 'end game'"),
    ("first-without-turns", changed("    steps:\n        set passes", "    first: oldest\n    steps:\n        set passes"),
     "first: oldest", "'first:' goes with 'made of: turns': a pass has steps, not turns"),
    ("never-ends", changed("        if pass = 2:\n            end round\n", ""), "level round:",
     "level 'round' can never end: its parts ('pass') have no 'times:', it has no 'ends when:' and no "
     "statement says 'end round'"),
    ("end-misspelt", changed("            end round", "            end roud"), "roud",
     "'end roud': no level is called 'roud' (did you mean 'round'?)"),
    ("checked-not-a-part", changed("    made of: round\n", "    made of: round\n    checked: after each pass\n"),
     "pass\n    ends", "'checked: after each pass' names a level that 'game' is not made of: game is made of round"),
    ("checked-misspelt", changed("    made of: round\n", "    made of: round\n    checked: after each rnd\n"),
     "rnd", "'after each rnd' is not a choice here: use 'after each move' or 'after each round' (did you mean "
            "'round'?)"),   # a game of levels of steps has no turns: 'after each turn' is not offered
    ("named-like-a-zone", changed("level pass:", "level draw:").replace("made of: pass", "made of: draw")
     .replace("pass = 2", "draw = 2"), "draw:\n    name: en \"pass\"",
     "'draw' is already a zone (match.mm:6:6): a level's name is also its running number in an expression "
     "('draw = 1'), so choose another name for this level; the level's display name may still say it: "
     "'level deal:' with 'name: en \"draw\"'"),
    ("built-in-name", changed("level pass:", "level turns:").replace("made of: pass", "made of: turns_x"),
     "turns:", "'turns' is a built-in name: choose another name"),
    ("match-reserved", changed("level game:", "level match:"), "match:\n    name: en \"game\"",
     "'match' is reserved for the whole game: choose another name for this level"),
    ("end-in-scoring", changed("        each player scores sum", "        end game\n        each player scores sum"),
     "end game", "'end game' ends a game while it is played: use it in 'turn:', 'on play:', 'steps:' or an "
                 "accusation, not in 'setup:', 'scoring:' or 'when empty:'"),
    ("level-number-is-no-player", changed("        set passes = passes + 1", "        pass becomes dealer")
     .replace("define dry", "role dealer\n\ndefine dry"), "pass becomes",
     "expected a player, but this is a number"),
    ("times-a-player", changed("    times: 2", "    times: oldest"), "oldest",
     "expected a number as the number of games, but this is a player"),
    ("reset-unknown-level", changed("reset each round", "reset each passs"), "passs",
     "'reset: each passs': 'passs' is not a level; the levels are round, game and pass (did you mean 'pass'?)"),
    ("end-in-a-turn-never-played", MATCH + "\nturn:\n    end pass  # a turn, but no level is made of turns\n",
     "pass  # a turn", "'end pass' in 'turn:': no level is made of turns, so no turn is ever played and this "
                      "never runs: put it in the 'steps:' of a level"),
    ("end-a-level-not-around", changed("            end round", "            end bonus") + BONUS, "bonus\n\nlevel",
     "'end bonus': no bonus is running here (this runs inside pass, round and game): an 'end' ends a level "
     "that is running around it, so write 'end pass' or the name of a level around it"),
]


@pytest.mark.parametrize("text, snippet, message", [pytest.param(t, s, m, id=i) for i, t, s, m in REFUSED])
def test_refused_with_a_located_message(text, snippet, message):
    found = errors(text)
    assert found, "checked ok"
    first = next((d for d in found if d.message == message), found[0])   # other errors may come first
    assert first.message == message
    assert (first.span.line, first.span.column) == where(text, snippet), first.render()


ACCEPTED = [
    ("match", MATCH),
    ("game-of-rounds-of-turns", GAME_OF_TURNS),
    ("level-round-is-the-round", GAME_OF_TURNS.replace("round:\n    starter", "level round:\n    starter")),
    ("checked-after-each-round", changed("    made of: round\n", "    made of: round\n    checked: after each round\n")),
    ("reset-each-game", changed("reset each round", "reset each game")),
    ("end-game-in-a-pass", changed("            end round", "            end game")),
    ("end-pass-in-a-pass", changed("            end round", "            end pass")
     .replace("    made of: pass\n", "    made of: pass\n    ends when: round > 0 and pass = 2\n")),
    ("end-round-in-a-turn", GAME_OF_TURNS.replace("turn:\n", "turn:\n    if turns > 9:\n        end round\n", 1)),
    ("end-game-in-a-turn", GAME_OF_TURNS.replace("turn:\n", "turn:\n    if turns > 9:\n        end game\n", 1)),
    ("open-top-level", changed("    times: 2\n", "")),   # played once, until its `ends when:`
    ("times-of-the-pass", changed("        if pass = 2:\n            end round\n", "").replace(
        "    name: en \"pass\", de \"Durchgang\"\n", "    name: en \"pass\", de \"Durchgang\"\n    times: 2\n")),
]


@pytest.mark.parametrize("text", [pytest.param(t, id=i) for i, t in ACCEPTED])
def test_accepted(text):
    assert errors(text) == []


NEVER_PLAYED = ("this 'turn:' is never played: no level is made of turns (each has 'steps:' or is made of another "
                "level); delete it, or write 'made of: turns' in the level whose parts are the players' turns "
                "(docs/language.md 8.1) [write 'expect warning: turn_never_played' as the first line of 'turn:' if "
                "that is meant]")


def test_a_turn_no_level_plays_is_warned_at_it_in_english_and_german(tmp_path):
    """Levels made only of steps (trial22 b01) never play `turn:`; it checks, but with a warning."""
    text = MATCH + "\nturn:\n    active scores 1\n"
    _, found = mogel.check_source(text, "match.mm")
    assert [(d.severity, d.message, (d.span.line, d.span.column)) for d in found] == \
        [("warning", NEVER_PLAYED, where(text, "turn:\n    active"))]
    assert found[0].render("de").splitlines()[0].endswith(
        "Warnung: dieser 'turn:' wird nie gespielt: keine Ebene besteht aus Zügen (jede hat 'steps:' oder besteht aus "
        "einer anderen Ebene); lösch ihn, oder schreib 'made of: turns' in die Ebene, deren Teile die Züge der Spieler "
        "sind (docs/language.md 8.1) [schreib 'expect warning: turn_never_played' als erste Zeile von 'turn:', wenn "
        "das so gemeint ist]")
    path = tmp_path / "match.mm"
    path.write_text(text, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mogel", "check", str(path)], capture_output=True, text=True)
    assert f"match.mm:{where(text, 'turn:')[0]}:1: warning: this 'turn:' is never played" in done.stdout + done.stderr


@pytest.mark.parametrize("text", [pytest.param(t, id=i) for i, t in ACCEPTED if "turn:" in t])
def test_a_turn_a_level_plays_is_not_warned(text):
    _, found = mogel.check_source(text, "match.mm")
    assert NEVER_PLAYED not in [d.message for d in found]


def test_a_level_named_like_a_zone_is_told_with_the_display_name_way_out_in_english_and_german():
    """Spades' `level hand:` beside `zone hand:` (trial 26): the level's name is its running number in
    an expression, so the clash stays; the message says to keep the word in the display name."""
    text = changed("level pass:", "level hand:").replace("made of: pass", "made of: hand").replace("pass = 2", "hand = 2")
    zone = where(text, "zone hand:")[0]
    found = errors(text)
    assert [(d.message, (d.span.line, d.span.column)) for d in found] == [(
        "'hand' is already a zone (match.mm:%d:6): a level's name is also its running number in an expression "
        "('hand = 1'), so choose another name for this level; the level's display name may still say it: "
        "'level deal:' with 'name: en \"hand\"'" % zone, where(text, "hand:\n    name: en \"pass\""))]
    assert found[0].render("de").splitlines()[0].endswith(
        "'hand' ist schon eine Zone (match.mm:%d:6): der Name einer Ebene ist in einem Ausdruck auch ihre laufende "
        "Nummer ('hand = 1'), also wähl einen anderen Namen für diese Ebene; der Anzeigename der Ebene darf es "
        "trotzdem sagen: 'level deal:' mit 'name: de \"hand\"'" % zone)




LEVELS_WITH_DEAL = """game trick_levels:
    players: 4 to 4
deck:
    values: 1 to 8
zone hand:
    per player, seen by owner
zone trick:
    shared, seen by all
level deal:
    made of: trick
    times: 1
level trick:
    times: 2
    made of: turns
    first: oldest
turn:
    active must play 1 card from hand onto trick
"""


def test_the_hint_names_a_level_the_rules_do_not_have():
    """Spades of trial 27b: `level trick:` beside `zone trick:` in rules with a `level deal:`
    already: the hint offers a free name ('part': 'hand' is a zone), not 'level deal:'."""
    _, found = mogel.check_source(LEVELS_WITH_DEAL, "t.mm")
    error = next(d for d in found if d.severity == "error")
    assert error.message.endswith("the level's display name may still say it: 'level part:' with 'name: en \"trick\"'")
    assert error.render("de").splitlines()[0].endswith("'level part:' mit 'name: de \"trick\"'")
