"""Rules that check fine but stop a game while it runs, as the command line tells them: the
engine's located message, then the rules line and a caret under the place, as every checker
message shows them -- in `mogel play`, `mogel simulate` (also from worker processes) and
`mogel replay`, in English and in German.

Three places stop a game: a number of cards that comes out negative (mogel/compile/source_verbs.py),
a `rounds:` out of range and a setup that ends the round (mogel/runtime/engine.py).  The last two
cannot happen with rules the checker passes, so those tests lower the engine's round limit or
let the checker pass everything, to show the engine's own guard as a user would meet it.
"""

from __future__ import annotations

import json
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest

import mogel
from mogel.lab import game_seed
from conftest import run_cli as run

ROOT = Path(__file__).resolve().parents[2]
RULES_TEXT = (ROOT / "rules.mm").read_text(encoding="utf-8")
GERMAN_STOP = "mogel: Die Partie wurde wegen eines Fehlers in den Regeln abgebrochen: "   # then the German message



def minus_rules(tmp_path: Path) -> Path:
    """rules.mm dealing `size(draw) - 77` cards: -6 from the 71 of the draw pile, known only
    during play (the checker passes it: tests/cli/test_cli_edges.py)."""
    rules = tmp_path / "minus.mm"
    rules.write_text(RULES_TEXT.replace("define hand_size = 8 ", "define hand_size = size(draw) - 77 ", 1),
                     encoding="utf-8")
    return rules


def line_of(text: str, piece: str) -> tuple:
    """(line number, line) of the first line of `text` holding `piece`."""
    return next((n, line) for n, line in enumerate(text.splitlines(), 1) if piece in line)


def shown_at(message: str, line: str) -> int:
    """Check that `message` is a located head line, then `line` and a caret under the head's
    column, each indented by 4 as a checker's message has them; return that column."""
    head, source, caret = message.split("\n")
    column = int(re.match(r".*?:(\d+):(\d+): ", head).group(2))
    assert source == "    " + line.rstrip()
    assert caret == "    " + " " * (column - 1) + "^"
    return column


def test_a_negative_count_shows_its_line_and_a_caret_under_the_count(tmp_path, capsys):
    rules = minus_rules(tmp_path)
    number, line = line_of(RULES_TEXT, "deal hand_size cards")
    code, out, english = run(capsys, "play", rules)
    assert (code, out.splitlines()[-2:]) == (1, ["Ada now holds the Guard Bug.", ""])   # what led there
    assert english.startswith(f"mogel: {rules}:{number}:{line.index('hand_size') + 1}: a number of cards "
                              f"came out as -6; it must be 0 or more\n")
    assert shown_at(english[len("mogel: "):].rstrip("\n"), line) == line.index("hand_size") + 1
    code, out, german = run(capsys, "play", rules, "--lang", "de")
    assert (code, out.splitlines()[-2:]) == (1, ["Ada hat jetzt die Wächter-Wanze.", ""])
    head, rest = english[len("mogel: "):].split("\n", 1)
    assert german == GERMAN_STOP + head.replace("a number of cards came out as -6; it must be 0 or more",
                                                "eine Anzahl von Karten ergab -6; sie muss 0 oder mehr sein") + "\n" + rest


def test_the_error_keeps_its_span_and_line_when_it_comes_back_from_a_worker(tmp_path):
    """A simulation's worker process hands the error back pickled: span and excerpt survive."""
    game = mogel.Game(mogel.load_rules(minus_rules(tmp_path)), [mogel.RandomBot() for _ in range(3)], seed=0)
    with pytest.raises(mogel.RulesRuntimeError) as stopped:
        game.play()
    again = pickle.loads(pickle.dumps(stopped.value))
    assert (str(again), again.span, again.render()) == (str(stopped.value), stopped.value.span, stopped.value.render())
    assert again.span.line == line_of(RULES_TEXT, "deal hand_size cards")[0] and again.excerpt


@pytest.mark.parametrize("workers", ["1", "2"])
def test_simulate_shows_the_line_of_a_stop_also_from_worker_processes(tmp_path, workers):
    rules = minus_rules(tmp_path)
    done = subprocess.run([sys.executable, "-m", "mogel", "simulate", str(rules), "--games", "4", "--workers", workers],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert (done.returncode, done.stdout) == (1, "") and "Traceback" not in done.stderr
    number, line = line_of(RULES_TEXT, "deal hand_size cards")
    seed = game_seed(0, 0)   # the run's first game stops: named, with the command that plays it again
    assert done.stderr.startswith(f"mogel: game 0 of the run (seed {seed}) stopped: {rules}:{number}:")
    located, again = done.stderr[len("mogel: "):].rstrip("\n").rsplit("\n", 1)
    shown_at(located, line)
    assert again == f"play it again with: mogel play {rules} --seed {seed} --players 4 --bots random,honest,sneaky,random"


def test_rounds_out_of_range_during_play_shows_the_rounds_line(capsys, monkeypatch):
    monkeypatch.setattr("mogel.runtime.engine.MAX_ROUNDS", 3)   # rules.mm plays as many rounds as players: 4
    number, line = line_of(RULES_TEXT, "rounds: player_count")
    code, out, english = run(capsys, "play")
    assert (code, out) == (1, "A game of Cheating Moth for 4 players (seed 0).\n\n")
    assert english.startswith(f"mogel: rules.mm:{number}:5: 'rounds:' gives 4 rounds for 4 players; a game has 1 to 3\n")
    shown_at(english[len("mogel: "):].rstrip("\n"), line)


def test_a_setup_that_ends_the_round_shows_the_setup_line(tmp_path, capsys, monkeypatch):
    """`end round` in the setup is refused by the checker; let through, the engine stops."""
    text = RULES_TEXT.replace("        starter becomes guard\n", "        starter becomes guard\n        end round\n", 1)
    text = re.sub(r"(?ms)^variant .*?(?=^\S|\Z)", "", text)   # nor do the variants' checks see it
    rules = tmp_path / "setup_ends.mm"
    rules.write_text(text, encoding="utf-8")
    monkeypatch.setattr("mogel.check.loader.check_rules", lambda rules: [])
    number, line = line_of(text, "    setup:")
    code, out, english = run(capsys, "play", rules)
    assert (code, out.splitlines()[-2:]) == (1, ["Ada now holds the Guard Bug.", ""])
    assert english.startswith(f"mogel: {rules}:{number}:5: 'setup' tried to end the round\n")
    shown_at(english[len("mogel: "):].rstrip("\n"), line)


def test_a_replay_the_rules_stop_shows_the_line_in_english_and_german(tmp_path, capsys, monkeypatch):
    save = tmp_path / "g.mogel"
    assert run(capsys, "play", "--quiet", "--save", save)[0] == 0
    monkeypatch.setattr("mogel.runtime.engine.MAX_ROUNDS", 3)
    number, line = line_of(RULES_TEXT, "rounds: player_count")
    engine = f"rules.mm:{number}:5: 'rounds:' gives 4 rounds for 4 players; a game has 1 to 3"
    code, out, english = run(capsys, "replay", save)
    assert (code, out) == (1, "")
    head, _, shown = english.partition("\n")
    assert head == f"mogel: {save}: the saved decisions do not replay: {engine}"
    assert shown_at(f"{engine}\n{shown}".rstrip("\n"), line) == 5
    code, out, german = run(capsys, "replay", save, "--lang", "de")
    assert (code, out) == (1, "")
    assert german == (f"mogel: Beim Nachspielen von {save} wurde die Partie wegen eines Fehlers in den Regeln "
                      f"abgebrochen. Meldung auf Englisch: {engine}\n{shown}")


def test_play_tells_what_led_to_a_stop_and_only_the_last_sentences_of_a_long_game(tmp_path, capsys, monkeypatch):
    """The narration of a game the rules stop is not thrown away: stdout holds its last 40
    sentences (after a line that says how many came before), stderr the located message."""
    monkeypatch.setattr("mogel.runtime.levels.MAX_PARTS", 15)   # a round of rules.mm ends later than that
    rules = mogel.load_rules()
    game = mogel.Game(rules, [mogel.make_bot(name) for name in ("random", "honest", "sneaky", "random")], seed=0)
    with pytest.raises(mogel.MogelError) as stopped:   # "round 1 did not end after 15 turns"
        game.play()
    told = list(game.narration())

    code, out, english = run(capsys, "play")

    assert code == 1 and english.startswith(f"mogel: {stopped.value}".split("\n")[0])
    assert out.splitlines() == [f"... ({len(told) - 40} sentences before these are left out)", *told[-40:], ""]
    code, out, _ = run(capsys, "play", "--lang", "de")
    assert out.splitlines()[0] == f"... ({len(told) - 40} Sätze davor sind ausgelassen)"
    assert run(capsys, "play", "--quiet")[1] == ""


@pytest.mark.parametrize("lang, says", [("en", "log of the game up to where it stopped written to "),
                                        ("de", "Protokoll der Partie bis zum Abbruch geschrieben: ")])
def test_a_game_the_rules_stop_still_writes_its_log_up_to_the_stop(tmp_path, capsys, lang, says):
    """The log is what a writer of rules needs to find why the game stopped (the Crazy Eights trial:
    a game at the 2000-turn limit left no log at all); replayed, it stops at the same place.  A
    --save is not written: a stopped game cannot go on."""
    rules, log, save = minus_rules(tmp_path), tmp_path / "stopped.jsonl", tmp_path / "stopped.mogel"
    code, out, err = run(capsys, "play", rules, "--log", log, "--save", save, "--lang", lang)
    assert code == 1 and says + str(log) in out and not save.exists()
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    events = [line for line in lines if line["type"] == "event"]
    assert lines[0]["type"] == "header" and lines[-1]["type"] == "decisions" and events
    assert events[-1]["text"] in out                 # the last event told is the last one logged
    stop = err.splitlines()[-3:]                     # located message, rules line, caret
    code, _, replayed = run(capsys, "replay", log, "--rules", rules, "--quiet")
    assert code == 1 and replayed.splitlines()[-2:] == stop[-2:]
    said = stop[0].split(str(rules), 1)[1]   # the same place and message (the replay's in English)
    assert (said if lang == "en" else said.split(" ", 1)[0]) in replayed
    assert replayed.startswith(f"mogel: {log}: the replay stops where the played game stopped, after the same "
                               f"{len(events)} events: the rules stop it there: ")


def test_a_stopped_games_log_missing_its_last_event_is_not_told_as_stopped_alike(tmp_path, capsys):
    """Only a replay that gives every logged event, and no more, stops 'where the played game
    stopped'; a log cut short is told as not replaying."""
    rules, log = minus_rules(tmp_path), tmp_path / "stopped.jsonl"
    assert run(capsys, "play", rules, "--log", log)[0] == 1
    header, *events, decisions = log.read_text(encoding="utf-8").splitlines()
    log.write_text("\n".join([header, *events[:-1], decisions]) + "\n", encoding="utf-8")
    code, _, replayed = run(capsys, "replay", log, "--rules", rules, "--quiet")
    assert code == 1 and "stops where the played game stopped" not in replayed
    assert replayed.startswith(f"mogel: {log}: the saved decisions do not replay: ")
