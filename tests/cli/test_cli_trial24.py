"""What a fresh user's trial of President and Egyptian Ratscrew found in the `mogel` command
(trial 24): help text that said `--seat` needs the notebook extra, ... Each test runs the
command line (mogel.cli.commands.main, or `python -m mogel` in a subprocess where the process
itself matters)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import run_cli
from mogel import replay_file
from mogel.cli.commands import main

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent / "trial24"   # the trial's two games, as it wrote them
PRESIDENT, RATSCREW = HERE / "president.mm", HERE / "ratscrew.mm"


def _help(capsys, command: str) -> str:
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    return " ".join(capsys.readouterr().out.split())


def test_the_seat_option_needs_no_extra_and_its_help_says_so(capsys):
    """`mogel play --help` said `--seat` "needs the notebook extra"; it has needed none since trial 22."""
    told = _help(capsys, "play")
    assert "notebook extra" not in told and "play seat N yourself at the terminal" in told and "needs no extra" in told
    told = _help(capsys, "resume")
    assert "mogel play --seat N --save FILE" in told and "when you stop your seat with q" in told


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_unknown_variant_that_shortens_one_names_it(capsys, lang):
    """`--variant twos` said only "unknown variant 'twos'" where the rules have `twos_clear`."""
    code, out, err = run_cli(capsys, "play", PRESIDENT, "--variant", "twos", "--quiet", "--lang", lang)
    assert code == 2 and out == "" and err.rstrip().endswith("unknown variant 'twos' (did you mean 'twos_clear'?)")
    code, _, err = run_cli(capsys, "play", PRESIDENT, "--variant", "clear", "--quiet")   # a part of one name only
    assert code == 2 and "(did you mean 'twos_clear'?)" in err


def _typed(monkeypatch, text: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(text))


def test_replay_of_a_seat_game_names_the_resume_command_that_works(capsys, monkeypatch, tmp_path):
    """`mogel replay` of a game saved with `--seat 0` said "go on with: mogel resume FILE", which
    resume then refused ("seat 0 is a person's: ... --seat 0")."""
    save = tmp_path / "seat.mogel"
    _typed(monkeypatch, "1\n1\nq\n")
    assert run_cli(capsys, "play", "--seat", 0, "--seed", 3, "--save", save)[0] == 0
    code, out, err = run_cli(capsys, "replay", save, "--quiet")
    told = out.rstrip().splitlines()[-1]
    assert (code, err) == (0, "") and told.endswith(f"(go on with: mogel resume {save} --seat 0)")
    _typed(monkeypatch, "q\n")
    code, out, err = run_cli(capsys, *told.rpartition("go on with: mogel ")[2].rstrip(")").split())
    assert (code, err) == (0, "") and "Type a number from 1 to" in out
    bots = tmp_path / "bots.mogel"
    assert run_cli(capsys, "play", "--seed", 3, "--stop-after", 1, "--save", bots, "--quiet")[0] == 0
    assert run_cli(capsys, "replay", bots, "--quiet")[1].rstrip().endswith(f"(go on with: mogel resume {bots})")


@pytest.mark.parametrize("lang, says", [("en", "still holds it as it was saved"),
                                        ("de", "enth\u00e4lt sie weiter, wie sie gespeichert war")])
def test_stopping_a_resumed_seat_game_unsaved_says_the_earlier_save_is_kept(capsys, monkeypatch, tmp_path, lang, says):
    """Ctrl-D in `mogel resume FILE --seat 0` said "game stopped before it ended, not saved",
    although FILE still holds the game as it was saved."""
    save = tmp_path / "seat.mogel"
    _typed(monkeypatch, "1\nq\n")
    assert run_cli(capsys, "play", "--seat", 0, "--seed", 3, "--save", save)[0] == 0
    before = save.read_bytes()
    _typed(monkeypatch, "1\n")   # one answer, then the end of the input (Ctrl-D)
    code, out, err = run_cli(capsys, "resume", save, "--seat", 0, "--lang", lang)
    last = out.rstrip().splitlines()[-1]
    assert (code, err) == (0, "") and save.read_bytes() == before
    assert says in last and f"mogel resume {save} --seat 0 --save " in last and "not saved (give" not in last


def test_a_resumed_seat_is_told_only_what_is_new_after_its_first_answer(capsys, monkeypatch, tmp_path):
    """After `mogel resume FILE --seat 0` and one answer, the seat's whole narration from the
    game's start was told again (Ratscrew: 375 lines; President: a stray "A game of President"
    header mid-game): the lines told before the resume were marked as told with no text."""
    save = tmp_path / "r_seat.mogel"
    _typed(monkeypatch, "0.2\n" * 8 + "q\n")
    code, played, _ = run_cli(capsys, "play", RATSCREW, "--seat", 0, "--players", 3, "--seed", 1, "--save", save)
    assert code == 0 and played.count("\nRace: ") == 9 and "Pile 15 begins." in played
    _typed(monkeypatch, "0.3\nq\n")
    code, out, err = run_cli(capsys, "resume", save, "--seat", 0)
    asked = out.index("Press Enter as fast as you can")
    first, after = out[:asked], out[asked:]
    assert (code, err) == (0, "") and "Pile 15 begins." in first and "Race: " in after
    assert "A game of" not in out and "Pile 1 begins." not in out and "Pile 15 begins." not in after
    lines = [line for line in after.splitlines() if line.startswith("Pile ") and line.endswith(" begins.")]
    assert lines == sorted(set(lines), key=lines.index)   # each pile begun once, none told again


def _mogel(*argv, stdout, stdin=None):
    """(exit code, stderr) of `python -m mogel ARGV` as a real process writing to `stdout`."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    done = subprocess.run([sys.executable, "-m", "mogel", *map(str, argv)], stdout=stdout, stderr=subprocess.PIPE,
                          input=stdin, env={**env, "PYTHONPATH": str(ROOT)}, cwd=ROOT, timeout=300)
    assert b"Traceback" not in done.stderr and b"Exception ignored" not in done.stderr
    return done.returncode, done.stderr.decode()


def _closed_pipe():
    """The writing end of a pipe whose reader is gone (`| head -1` once head has its line)."""
    reader = subprocess.Popen([sys.executable, "-c", "pass"], stdin=subprocess.PIPE)
    reader.wait()
    return reader.stdin


def test_a_closed_pipe_keeps_the_save_and_ends_quietly(tmp_path):
    """`mogel play --save x.mogel | head -1` ended with code 0 and no x.mogel: the game, already
    played, was lost with the narration nobody read.  As any Unix filter whose reader is gone it
    ends quietly (exit code 0, nothing on stderr), and the file it was asked for is written."""
    save, log = tmp_path / "x.mogel", tmp_path / "x.jsonl"
    pipe = _closed_pipe()
    assert _mogel("play", "--seed", 1, "--save", save, stdout=pipe) == (0, "")
    assert _mogel("play", "--seed", 1, "--log", log, stdout=pipe) == (0, "")
    pipe.close()
    for written in (save, log):
        game = replay_file(written)
        assert game.finished and len(game.events) > 100


def test_a_seat_game_whose_output_is_closed_is_saved_in_progress(tmp_path):
    save = tmp_path / "seat.mogel"
    pipe = _closed_pipe()
    assert _mogel("play", "--seat", 0, "--seed", 3, "--save", save, stdout=pipe, stdin=b"1\n" * 50) == (0, "")
    pipe.close()
    assert not replay_file(save).finished   # stopped at its first question nobody could read


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (Linux)")
def test_a_full_standard_output_is_told_and_the_save_still_written(tmp_path):
    save = tmp_path / "full.mogel"
    with open("/dev/full", "wb") as full:
        assert _mogel("play", "--seed", 1, "--save", save, stdout=full) == (
            1, "mogel: standard output: No space left on device\n")
    assert replay_file(save).finished


def test_stop_after_stops_an_open_ended_game_after_that_many_of_its_rounds(capsys, tmp_path):
    """Ratscrew's top level is `level game` with no `times:`, made of rounds called "pile", and
    bots make no decision in it: `--stop-after 1` played all 611 piles and said "the game ended
    with round 1: there was nothing left to stop".  It stops before pile 2 begins, says so in the
    level's own name, and the game resumed (and stopped again) is the uninterrupted one."""
    whole, part, more, done = (tmp_path / f"{name}.mogel" for name in ("whole", "part", "more", "done"))
    table = ("--players", 4, "--seed", 3)
    assert run_cli(capsys, "play", RATSCREW, *table, "--save", whole, "--quiet")[0] == 0
    code, out, err = run_cli(capsys, "play", RATSCREW, *table, "--stop-after", 1, "--save", part, "--quiet")
    lines = out.splitlines()
    assert (code, err) == (0, "") and lines[0].split() == ["P1", "total"] and "nothing left to stop" not in out
    assert lines[-1] == f"game stopped after pile 1 and saved to {part} (go on with: mogel resume {part})"
    code, out, err = run_cli(capsys, "resume", part, "--stop-after", 10, "--save", more, "--quiet", "--lang", "de")
    assert (code, err) == (0, "") and f"Partie nach Mitte 10 angehalten und gespeichert: {more} " in out
    code, out, err = run_cli(capsys, "resume", more, "--save", done)   # told in German, as it was saved (trial 28)
    assert (code, err) == (0, "") and "Mitte 11 beginnt." == out.splitlines()[1] and "Mitte 10 beginnt." not in out
    assert done.read_bytes() == whole.read_bytes()
    code, out, _ = run_cli(capsys, "play", RATSCREW, *table, "--stop-after", 700, "--save", part, "--quiet")
    assert code == 0 and "the game ended after pile 611, before pile 700 was over" in out
