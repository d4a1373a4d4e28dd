"""What a teacher's trial of the command line found (trial 26, Durak and Spades written from their
rulebooks: games of levels with no level called `round`): `--stop-after` counts the parts of any
game's top level (hands, bouts) and refuses a game that has none; the messages about it, and a
level that never ends, name the parts by their display name; German tells a one-card move as a
sentence and a person's seat as "Mensch"; `reset: each` offers `turn` only in a game of turns;
a named pipe is refused, not waited on.  (The seat's own findings: test_cli_trial26_seat.py.)"""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

import mogel

from conftest import run_cli

HERE = Path(__file__).parent / "trial26"
DURAK, SPADES, ONE_LEVEL, ENDLESS = (HERE / f"{name}.mm" for name in ("durak", "spades", "one_level", "endless"))
THREE = ("--players", 3, "--seed", 1)


def test_stop_after_counts_the_hands_of_a_game_without_a_level_called_round(capsys, tmp_path):
    """Spades' open-ended `level game` is made of `level deal` (shown "hand"): `--stop-after 1`
    played the whole game and said "the game ended after round 0, before round 1 was over"."""
    part, more, done, whole = (tmp_path / f"{name}.mogel" for name in ("part", "more", "done", "whole"))
    table = ("--variant", "mercy", "--seed", 1)
    assert run_cli(capsys, "play", SPADES, *table, "--save", whole, "--quiet")[0] == 0
    code, out, err = run_cli(capsys, "play", SPADES, *table, "--stop-after", 1, "--save", part)
    assert (code, err) == (0, "") and "round 0" not in out
    assert out.splitlines()[-1] == f"game stopped after hand 1 and saved to {part} (go on with: mogel resume {part})"
    assert "Hand 1 ends." in out and "Hand 2" not in out
    assert mogel.resume_game(part).parts_played == 1
    code, out, err = run_cli(capsys, "resume", part, "--save", done, "--quiet")
    assert (code, err) == (0, "") and done.read_bytes() == whole.read_bytes()   # as played straight through
    code, out, err = run_cli(capsys, "play", SPADES, *table, "--stop-after", 1, "--save", more, "--lang", "de")
    assert (code, err) == (0, "") and f"Partie nach Spiel 1 angehalten und gespeichert: {more} " in out


def test_stop_after_counts_the_bouts_of_a_game_of_bouts(capsys, tmp_path):
    """Durak's top level `game` (times: games) is made of bouts: they are its parts; a game of the
    top level in progress has its starred column."""
    part = tmp_path / "part.mogel"
    code, out, err = run_cli(capsys, "play", DURAK, *THREE, "--stop-after", 2, "--save", part)
    assert (code, err) == (0, "") and "Game 1, bout 2." in out and "bout 3" not in out
    assert out.splitlines()[-1] == f"game stopped after bout 2 and saved to {part} (go on with: mogel resume {part})"
    assert "* in progress: Game 1 (its points so far)" in out
    code, _, err = run_cli(capsys, "resume", part, "--stop-after", 2, "--save", part)
    assert code == 2 and err.count("\n") == 1
    assert (f"--stop-after 2: {part} has played up to bout 2 already: --stop-after names the bout to stop after, "
            "counted from the game's start; give a later bout (for 2 more: --stop-after 4)") in err
    code, _, err = run_cli(capsys, "play", DURAK, *THREE, "--stop-after", 0, "--save", part)
    assert (code, err.count("\n")) == (2, 1) and "--stop-after 0: give the bout after which to stop, from 1 up" in err


def test_stop_after_is_refused_up_front_for_a_game_with_no_parts(capsys, tmp_path):
    """A game that is one instance of a level of turns has nothing to stop between: refused before
    any card is dealt, in one line (exit 2), not played to the end."""
    part = tmp_path / "part.mogel"
    code, out, err = run_cli(capsys, "play", ONE_LEVEL, "--players", 2, "--stop-after", 1, "--save", part)
    assert (code, out) == (2, "") and err.count("\n") == 1 and not part.exists()
    assert "--stop-after stops a game between its parts (rounds, hands ...), and a game of" in err
    assert "is one game of turns: play it to its end" in err
    game = mogel.Game(mogel.load_rules(ONE_LEVEL), ["random", "random"], seed=1)
    try:
        game.play_until(rounds=1)
    except mogel.MogelError as err:
        assert "give decisions= instead" in str(err)
    else:
        raise AssertionError("play_until(rounds=1) of a game with no parts")


def test_the_help_of_stop_after_names_the_parts_of_any_game(capsys):
    from mogel.cli.commands import main

    for command in ("play", "resume"):
        try:
            main([command, "--help"])
        except SystemExit:
            pass
        helped = " ".join(capsys.readouterr().out.split())
        assert "--stop-after N" in helped and "ROUNDS" not in helped and "hand" in helped


def test_german_tells_a_one_card_move_as_a_sentence_with_the_zones_articles(capsys):
    """`Pik-7 wandert: Talon → Trumpfkarte.` beside "3 Karten kommen vom Angriff auf die Hand von Bo"."""
    code, out, _ = run_cli(capsys, "play", DURAK, "--players", 3, "--seed", 7, "--lang", "de")
    assert code == 0 and "wandert" not in out and "\u2192" not in out
    assert "Pik-7 kommt vom Talon auf die Trumpfkarte." in out and "Karo-Dame kommt vom Angriff auf den Tisch." in out
    code, out, _ = run_cli(capsys, "play", DURAK, "--players", 3, "--seed", 7)
    assert "The 7 of spades goes from the talon to the turned trump." in out


def test_the_german_score_table_names_a_person_s_seat_in_german(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 400))
    code, out, _ = run_cli(capsys, "play", DURAK, "--seat", 0, "--players", 2, "--bots", "honest", "--seed", 2,
                           "--lang", "de")
    rows = [line for line in out.splitlines() if line.endswith(")") and "  " in line][-2:]   # the score table's rows
    assert code == 0 and rows[0].startswith("Ada ") and rows[0].endswith("(Mensch)")
    assert rows[1].endswith("(ehrlicher Bot)") and "human" not in out


def test_a_level_that_never_ends_is_named_as_the_narration_names_it(capsys):
    """"game 1 did not end after 2000 deals" named the parts by their identifier (`level deal`),
    the narration around it "Hand 2000"."""
    code, _, err = run_cli(capsys, "play", ENDLESS, "--players", 2, "--quiet")
    assert code == 1 and ("endless.mm:27:5: match 1 did not end after hand 2000: its 'ends when:' did not hold "
                          "within those 2000") in err
    code, _, err = run_cli(capsys, "play", ENDLESS, "--players", 2, "--quiet", "--lang", "de")
    assert code == 1 and "endless.mm:27:5: Partie 1 war nach Spiel 2000 nicht zu Ende" in err


def test_reset_each_names_turn_only_where_a_level_is_made_of_turns(capsys, tmp_path):
    """Durak's bouts are steps: `'bou' is not a level; the levels are game, bout and turn` offered
    a level of turns the game has not (and `reset each turn` was taken, never to be reset)."""
    text = DURAK.read_text(encoding="utf-8")
    for typed, told in (("bou", "the levels are game and bout (did you mean 'bout'?)"),
                        ("turn", "the levels are game and bout")):
        rules = tmp_path / f"reset_{typed}.mm"
        rules.write_text(text.replace("variable limit = 6, reset each bout", f"variable limit = 6, reset each {typed}"),
                         encoding="utf-8")
        code, _, err = run_cli(capsys, "check", rules)
        assert code == 1 and f"'reset: each {typed}': '{typed}' is not a level; {told}" in err
    code, _, err = run_cli(capsys, "check", SPADES)   # made of turns: `reset: each turn` is offered there
    assert code == 0


def test_a_named_pipe_is_refused_in_one_line_not_waited_on(capsys, tmp_path):
    """`mkfifo /tmp/fifo.mm; mogel check /tmp/fifo.mm` waited for ever, as would a saved game."""
    rules, saved = tmp_path / "fifo.mm", tmp_path / "fifo.mogel"
    os.mkfifo(rules)
    os.mkfifo(saved)
    for argv in (("check", rules), ("play", rules, "--quiet"), ("simulate", rules, "--games", 1)):
        code, out, err = run_cli(capsys, *argv)
        assert (code, out) == (1, "") and err == (f"mogel: {rules}: is a named pipe, not a rules file: give a file "
                                                  "(mogel check reads the rules from standard input too: mogel check -)\n")
    code, _, err = run_cli(capsys, "replay", saved)
    assert code == 1 and err == f"mogel: {saved}: is a named pipe, not a saved game\n"
    code, _, err = run_cli(capsys, "resume", saved, "--lang", "de")
    assert code == 1 and err.endswith(f"{saved}: ist eine benannte Pipe, keine gespeicherte Partie\n")
    with pytest.raises(mogel.MogelError, match="is a device, not a rules file"):
        mogel.load_rules("/dev/zero")
