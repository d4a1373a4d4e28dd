"""What a teacher's trial of the command line found (trial 26, Durak and Spades written from their
rulebooks: games of levels with no level called `round`): `--stop-after` counts the parts of any
game's top level (hands, bouts) and refuses a game that has none; the messages about it name the
parts by their display name."""

from __future__ import annotations

from pathlib import Path

import mogel

from conftest import run_cli

HERE = Path(__file__).parent / "trial26"
DURAK, SPADES, ONE_LEVEL = HERE / "durak.mm", HERE / "spades.mm", HERE / "one_level.mm"
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
