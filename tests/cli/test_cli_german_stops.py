"""The engine's stops a user meets in a normal game are told in German with `--lang de`, as the
checker's messages are (mogel.compile.said_work): the German sentence, then the same rules line
and caret as in English; English sessions read what they always read.  Before, a German session
read "Meldung auf Englisch:" and the English message."""

from __future__ import annotations

import pytest

from conftest import run_cli as run

BASE = """game probe:
    name: en "Probe", de "Probe"
    players: 2 to 4
    rounds: 1
    winner: highest score

card number:
    name: en "number card", de "Zahlenkarte"

deck:
    values: 1 to 5
    number: 4 each

zone draw:
    shared, seen by nobody
zone hand:
    per player, seen by owner
zone pile:
    shared, seen by all

variable boss, reset each round

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
    first: starter
    ends when: any(players where empty(hand of player))
    scoring: each player scores size(hand of player)

turn:
    active must play 1 card from hand onto pile
    otherwise active draws 1 card from draw
"""
DRAW = "    otherwise active draws 1 card from draw\n"
ENDS = "any(players where empty(hand of player))"

# (id, the rules, the English message's start, the German message's start)
STOPS = [
    ("never-ends", BASE.replace(ENDS, "false"), "round 1 did not end after 2000 turns: the condition of 'ends when' "
     "is never met", "Runde 1 war nach 2000 Zügen nicht zu Ende: die Bedingung von 'ends when' wird nie erfüllt"),
    ("repeat-never-holds", BASE.replace(DRAW, DRAW + "    repeat until empty(hand of active):\n        active scores 1\n"),
     "this 'repeat' ran 1000 times and 'empty(hand of active)' still does not hold",
     "dieses 'repeat' lief 1000-mal, und 'empty(hand of active)' gilt immer noch nicht"),
    ("negative-count", BASE.replace(DRAW, DRAW + "    active draws size(pile) - 9 cards from draw\n"),
     "a number of cards came out as -", "eine Anzahl von Karten ergab -"),
    ("too-many-runs", BASE.replace(DRAW, DRAW + "    repeat size(pile) * 999 times:\n        active scores 0\n"),
     "this 'repeat' would run ", "dieses 'repeat' würde "),
    ("no-owner", BASE.replace(DRAW, DRAW + "    move 1 card from draw to hand of boss\n"),
     "'hand of ...' names no player here", "'hand of ...' nennt hier keinen Spieler"),
    ("first-gives-nobody", BASE.replace("    first: starter", "    first: boss"),
     "'first:' gives no player in round 1: variable 'boss' holds no player yet",
     "'first:' ergibt keinen Spieler in round 1: die Variable 'boss' hält noch keinen Spieler"),
    ("too-large", BASE.replace(DRAW, DRAW + "    active scores 999999999999\n"),
     "the score these points make came out as 1,999,999,999,998", "der Punktestand, den diese Punkte ergeben, ergab 1.999.999.999.998"),
]


@pytest.mark.parametrize("text, english, german", [pytest.param(*s[1:], id=s[0]) for s in STOPS])
def test_a_stop_of_the_rules_is_told_in_german(tmp_path, capsys, text, english, german):
    rules = tmp_path / "probe.mm"
    rules.write_text(text, encoding="utf-8")
    code, _, said = run(capsys, "play", rules, "--quiet", "--seed", 1)
    assert code == 1 and said.startswith(f"mogel: {rules}:"), said
    assert said.splitlines()[0].split(": ", 2)[2].startswith(english), said
    code, _, gesagt = run(capsys, "play", rules, "--quiet", "--seed", 1, "--lang", "de")
    first = gesagt.splitlines()[0]
    assert code == 1 and first.startswith(
        f"mogel: Die Partie wurde wegen eines Fehlers in den Regeln abgebrochen: {rules}:"), gesagt
    assert first.split(": ", 3)[3].startswith(german) and "Englisch" not in gesagt, gesagt
    assert gesagt.splitlines()[1:] == said.splitlines()[1:]   # the same rules line and caret
