"""`mogel play --stop-after N --save FILE` and `mogel resume FILE` (issue 19, item 6): a game
stopped after some rounds and resumed is the game played straight through, to the byte of its
saved file; errors are one line, exit codes as the rest of the command line."""

from __future__ import annotations

import itertools
import json

import pytest

import mogel
from conftest import run_cli as run


def _tail(out: str) -> list:
    """The score table and what follows it (the lines from the one that starts with spaces and "R1")."""
    lines = out.splitlines()
    return lines[next(i for i, line in enumerate(lines) if line.lstrip().startswith("R1")):]


@pytest.mark.parametrize("seed, stop", [(3, 1), (7, 2), (12, 3)])
def test_stop_save_resume_gives_the_uninterrupted_game(tmp_path, capsys, seed, stop):
    whole, part, done = tmp_path / "whole.mogel", tmp_path / "part.mogel", tmp_path / "done.mogel"
    code, straight, _ = run(capsys, "play", "--seed", seed, "--save", whole)
    assert code == 0
    code, first, err = run(capsys, "play", "--seed", seed, "--stop-after", stop, "--save", part)
    assert (code, err) == (0, "")
    assert first.splitlines()[-1] == f"game stopped after round {stop} and saved to {part} (go on with: mogel resume {part})"
    assert "Winner" not in first
    assert json.loads(part.read_text(encoding="utf-8"))["finished"] is False
    code, second, err = run(capsys, "resume", part, "--save", done)
    assert (code, err) == (0, "")
    assert second.splitlines()[0].startswith(f"resumed {part} after ")
    # the saved files are the same, byte for byte; the scores and winner too
    assert done.read_bytes() == whole.read_bytes()
    assert _tail(second)[:-1] == _tail(straight)[:-1]
    # the narration is the uninterrupted one: the stopped part up to the end of round `stop`
    # (trial 24: it stops before the next round begins), then the resumed part from its start
    lines = second.splitlines()[1:]
    assert second.splitlines()[0].endswith("as saved:") and lines[0] == f"Round {stop + 1} begins."
    assert f"Round {stop + 1} begins." not in first
    told = [line for line in first.splitlines() if line][:-len(_tail(first))]
    told += [line for line in lines if line][:-len(_tail(second))]
    assert told == [line for line in straight.splitlines() if line][:-len(_tail(straight))]


def test_a_game_saved_in_the_middle_of_a_round_is_resumed_after_a_recap_of_it(tmp_path, capsys):
    """A game saved at a decision inside a round (mogel.Game.play_until(decisions=N)): the
    round in progress is told again from its start (indented), as the stopped part told it."""
    part, whole = tmp_path / "part.mogel", tmp_path / "whole.mogel"
    bots = ["random", "honest", "sneaky", "random"]
    straight = run(capsys, "play", "--seed", 7, "--save", whole)[1]
    game = mogel.Game(mogel.load_rules(), bots, seed=7).play_until(decisions=300)
    mogel.save_game(game, part)
    begun = sum(ev.kind == "round_start" for ev in game.events)
    code, second, err = run(capsys, "resume", part)
    lines = second.splitlines()[1:]
    recap = [line[2:] for line in itertools.takewhile(lambda line: line.startswith("  "), lines)]
    assert (code, err) == (0, "") and second.splitlines()[0].endswith("as saved; the round so far, told again:")
    assert recap[0] == f"Round {begun} begins." and straight.split(f"\nRound {begun} begins.\n")[1].startswith(
        "\n".join(recap[1:]))


def test_resume_can_stop_again_and_write_the_whole_games_log(tmp_path, capsys):
    part, log = tmp_path / "part.mogel", tmp_path / "game.jsonl"
    assert run(capsys, "play", "--seed", 5, "--stop-after", 1, "--save", part, "--quiet")[0] == 0
    code, out, _ = run(capsys, "resume", part, "--stop-after", 2, "--save", part, "--quiet", "--lang", "de")
    assert code == 0 and "Partie nach Runde 2 angehalten und gespeichert" in out
    code, out, _ = run(capsys, "replay", part, "--quiet")
    assert code == 0 and "of a game in progress: identical to" in out and "mogel resume" in out
    assert run(capsys, "resume", part, "--quiet", "--log", log)[0] == 0
    assert run(capsys, "replay", log, "--quiet")[0] == 0
    straight = mogel.Game(mogel.load_rules(), ["random", "honest", "sneaky", "random"], seed=5).play()
    assert mogel.replay_file(log).events == straight.events


def test_a_game_that_ends_before_the_stop_is_saved_finished(tmp_path, capsys):
    path = tmp_path / "g.mogel"
    code, out, _ = run(capsys, "play", "--seed", 2, "--variant", "quick_game", "--stop-after", 50, "--save", path,
                       "--quiet")
    assert code == 0 and "before round 50 was over" in out and "replay it with: mogel replay" in out
    code, _, err = run(capsys, "resume", path)
    assert code == 1 and err == (f"mogel: {path}: this game is finished: there is nothing to resume (replay it "
                                 f"with mogel.replay_file, or on the command line: mogel replay {path})\n")


@pytest.mark.parametrize("argv, says", [
    (["play", "--stop-after", "1"], "--stop-after needs --save FILE"),
    (["play", "--stop-after", "0", "--save", "X"], "--stop-after 0: give the round after which to stop, from 1 up"),
    (["play", "--stop-after", "1", "--save", "X", "--log", "Y"], "--log writes the log of a whole game"),
    (["resume", ""], "the name of the saved game is empty"),
    (["resume", "P", "--stop-after", "1", "--save", "P"], "has played up to round 1 already"),
])
def test_bad_command_lines_exit_2(tmp_path, capsys, monkeypatch, argv, says):
    monkeypatch.chdir(tmp_path)
    assert run(capsys, "play", "--stop-after", "1", "--save", "P", "--quiet")[0] == 0
    code, out, err = run(capsys, *argv)
    assert code == 2 and says in err and err.count("\n") == 1 and "Traceback" not in err


def test_bad_files_exit_1_in_words(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert run(capsys, "play", "--stop-after", "1", "--save", "p.mogel", "--quiet")[0] == 0
    data = (tmp_path / "p.mogel").read_bytes()
    (tmp_path / "p.mogel").write_bytes(data.replace(b'"seed": 0', b'"seed": 1'))
    code, _, err = run(capsys, "resume", "p.mogel")
    assert code == 1 and "damaged: its checksum does not match" in err
    code, _, err = run(capsys, "resume", "p.mogel", "--lang", "de")
    assert code == 1 and err.startswith("mogel: Die gespeicherte Partie l\u00e4sst sich nicht fortsetzen: p.mogel: "
                                        "besch\u00e4digt: ihre Pr\u00fcfsumme passt nicht zu ihrem Inhalt")
    code, _, err = run(capsys, "resume", "missing.mogel")
    assert code == 1 and "missing.mogel: no such file" in err
    (tmp_path / "p.mogel").write_bytes(data)
    (tmp_path / "notes.txt").write_text("mine\n", encoding="utf-8")
    code, _, err = run(capsys, "resume", "p.mogel", "--save", "notes.txt")
    assert code == 2 and "not replaced" in err and (tmp_path / "notes.txt").read_text(encoding="utf-8") == "mine\n"


def test_a_game_with_a_persons_seat_needs_that_seat_named(tmp_path, capsys):
    game = mogel.Game(mogel.load_rules(), [mogel.Human(), "random", "random"], seed=1)
    game.advance()
    path = tmp_path / "h.mogel"
    mogel.save_game(game, path)
    code, out, err = run(capsys, "resume", path)
    assert code == 1 and out == ""
    assert f"seat 0 is a person's: play it here with: mogel resume {path} --seat 0" in err   # tests/cli/test_cli_seat.py
    assert "HumanSeat(resume=" in err


def test_a_quiet_resume_promises_no_recap_it_does_not_tell(tmp_path, capsys):
    part = tmp_path / "part.mogel"   # saved inside a round (--stop-after stops between rounds)
    mogel.save_game(mogel.Game(mogel.load_rules(), ["random", "honest", "sneaky", "random"], seed=3)
                    .play_until(decisions=300), part)
    code, loud, _ = run(capsys, "resume", part, "--save", tmp_path / "loud.mogel")
    assert code == 0 and loud.splitlines()[0].endswith("the round so far, told again:")   # a round in progress

    code, quiet, err = run(capsys, "resume", part, "--quiet", "--save", tmp_path / "quiet.mogel")

    assert (code, err) == (0, "")
    first = quiet.splitlines()[0]
    assert first.startswith(f"resumed {part} after ") and first.endswith(", as saved")   # nothing told after it: no colon
    assert "told again" not in quiet


def test_resume_stop_after_counts_the_rounds_from_the_game_s_start_as_its_help_says(tmp_path, capsys):
    """`resume --stop-after N` stops once round N of the game is over, as the narration numbers
    the rounds -- not N more rounds; its help says which, and a round already played is refused
    with the N a reader of "N more" meant (the trials read it both ways)."""
    from mogel.cli.commands import main

    with pytest.raises(SystemExit):
        main(["resume", "--help"])
    helped = " ".join(capsys.readouterr().out.split())
    assert "once part N (a round, hand ... as in mogel play) is over, counted from the game's start" in helped
    assert "not N more" in helped
    part, later = tmp_path / "part.mogel", tmp_path / "later.mogel"
    assert run(capsys, "play", "--seed", 5, "--stop-after", 1, "--save", part, "--quiet")[0] == 0
    code, out, _ = run(capsys, "resume", part, "--stop-after", 3, "--save", later)
    assert code == 0 and "game stopped after round 3 and saved" in out
    assert "Round 2 begins." in out and "Round 3 begins." in out and "Round 4 begins." not in out
    saved = mogel.replay_file(later)
    assert sum(ev.kind == "round_scored" for ev in saved.events) == 3
    code, _, err = run(capsys, "resume", later, "--stop-after", 2, "--save", later)
    assert code == 2 and ("has played up to round 3 already: --stop-after names the round to stop after, counted "
                          "from the game's start; give a later round") in err
    assert "(for 2 more: --stop-after 5)" in err
