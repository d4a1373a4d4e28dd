"""What a teacher's trial found in saved games and the files `mogel` writes (trial 26): `mogel
replay` of one's own unfinished seat game told every card and the seed; a tampered save named an
internal field, or replayed a table of fewer seats; `--log`/`--save`/`--out` into a named pipe
waited for a reader."""

from __future__ import annotations

import io

import pytest

import mogel
from mogel.play.record import save_game

from conftest import run_cli


def run(capsys, monkeypatch, typed: str, *argv):
    """(exit code, stdout, stderr) of `mogel ARGV` with `typed` as what the person types."""
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return run_cli(capsys, *argv)


def _told(out: str, head: str) -> list:
    """The narration lines of a replay's `out`: from the line after `head` to the first empty line."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(head)) + 1
    return lines[start:lines.index("", start)]


def _last_table(out: str, head: str) -> list:
    """The lines of the last table headed `head` in `out`."""
    block = out.rsplit(head + "\n", 1)[1].splitlines()
    return block[:block.index("")] if "" in block else block


def test_replaying_ones_own_unfinished_seat_game_tells_only_what_the_seat_saw(capsys, monkeypatch, tmp_path):
    """`mogel replay` of a game saved at `--seat 1` and stopped with q told it "as a teacher sees
    it": the seed (which fixes every card) and the other seats' cheats and hands."""
    saved = tmp_path / "mine.mogel"
    code, played, err = run(capsys, monkeypatch, "1\n1\nq\n", "play", "--seat", 1, "--seed", 7, "--save", saved)
    assert (code, err) == (0, "")
    code, out, err = run_cli(capsys, "replay", saved)
    assert (code, err) == (0, "")
    assert out.startswith("The game as Bo (seat 1, a person's) sees it: it is not over, so the other seats' "
                          "cards stay hidden (--all tells every card):\nA game of Cheating Moth for 4 players.\n")
    assert "seed" not in out and "secretly" not in out   # Di's cheats are secret
    told = _told(out, "The game as Bo")
    assert set(told) <= set(played.splitlines())   # nothing the seat was not told while it played
    assert _last_table(out, "The table as you see it:") == _last_table(played, "The table as you see it:")
    assert out.rstrip().endswith(f"(go on with: mogel resume {saved} --seat 1)")

    code, every, err = run_cli(capsys, "replay", saved, "--all")   # every card, warned
    assert code == 0 and err == ("mogel: warning: the game is not over, and this tells cards that Bo (seat 1, a "
                                 "person's) has not seen\n")
    assert every.startswith("A game of Cheating Moth for 4 players (seed 7).\n") and "secretly" in every
    assert "The table as you see it:" not in every
    code, quiet, err = run_cli(capsys, "replay", saved, "--quiet")   # scores only: nothing hidden, no warning
    assert (code, err) == (0, "") and "seed" not in quiet

    code, other, err = run_cli(capsys, "replay", saved, "--seat", 3)   # another seat's view spoils Bo's game too
    assert code == 0 and "cards that Bo (seat 1, a person's) has not seen" in err
    assert other.startswith("The game as Di (seat 3) sees it:\n") and "Di secretly" in other


def test_replaying_a_seat_game_in_german(capsys, monkeypatch, tmp_path):
    saved = tmp_path / "meins.mogel"
    assert run(capsys, monkeypatch, "q\n", "play", "--seat", 0, "--save", saved, "--lang", "de")[0] == 0
    code, out, err = run_cli(capsys, "replay", saved, "--lang", "de")
    assert (code, err) == (0, "")
    assert out.startswith("Die Partie, wie Ada (Platz 0, von einer Person gespielt) sie sieht: Sie ist noch nicht "
                          "zu Ende, darum bleiben die Karten der anderen verdeckt (--all zeigt alle Karten):\n"
                          "Eine Partie Mogel Motte mit 4 Spielern.\n")
    assert "Startwert" not in out and "Der Tisch, wie du ihn siehst:" in out
    code, out, err = run_cli(capsys, "replay", saved, "--lang", "de", "--all")
    assert err == ("mogel: Warnung: Die Partie ist noch nicht zu Ende, und hier stehen Karten, die Ada (Platz 0, "
                   "von einer Person gespielt) nicht gesehen hat\n") and "Startwert" in out


def test_a_finished_or_bots_only_game_is_told_whole_and_any_seats_view_on_request(capsys, monkeypatch, tmp_path):
    bots = tmp_path / "bots.mogel"
    assert run_cli(capsys, "play", "--seed", 3, "--stop-after", 1, "--save", bots, "--quiet")[0] == 0
    code, out, err = run_cli(capsys, "replay", bots)
    assert (code, err) == (0, "") and out.startswith("A game of Cheating Moth for 4 players (seed 3).\n")
    code, out, err = run_cli(capsys, "replay", bots, "--seat", 2)
    assert (code, err) == (0, "") and out.startswith("The game as Cy (seat 2) sees it:\nA game of Cheating Moth "
                                                     "for 4 players.\n")
    assert "The table as you see it:" not in out   # a bot's seat: no "you"
    code, out, err = run_cli(capsys, "replay", bots, "--seat", 4)
    assert code == 2 and out == "" and "--seat must be a seat from 0 to 3, not 4" in err
    with pytest.raises(SystemExit) as done:   # argparse's own refusal
        run_cli(capsys, "replay", bots, "--seat", 1, "--all")
    assert done.value.code == 2 and "argument --all: not allowed with argument --seat" in capsys.readouterr().err


def test_an_unfinished_game_of_two_persons_names_the_choice(capsys, tmp_path):
    """Whose view? Neither person may see the other's cards: the command asks for --seat or --all."""
    game = mogel.Game(mogel.load_rules(), [mogel.Human(), mogel.Human(), "random"], seed=4)
    assert game.advance() is not None
    saved = tmp_path / "two.mogel"
    save_game(game, saved)
    code, out, err = run_cli(capsys, "replay", saved)
    assert code == 2 and out == ""
    assert err == ("mogel: error: seats 0 and 1 are persons' and the game is not over: give --seat N to tell it "
                   "as seat N sees it, or --all to tell every card\n")
    code, out, err = run_cli(capsys, "replay", saved, "--seat", 0)
    assert code == 0 and "cards that Bo (seat 1, a person's) has not seen" in err
    assert out.startswith("The game as Ada (seat 0) sees it:\n")


def _forged(path, change) -> None:
    """The saved game at `path` changed by `change(body)`, its checksum made again (as a forger
    would: the checksum guards against damage, not against a forger)."""
    import json

    from mogel.play.record import _checksum

    body = json.loads(path.read_text(encoding="utf-8"))
    change(body)
    body["checksum"] = _checksum(body)
    path.write_text(json.dumps(body), encoding="utf-8")


@pytest.mark.parametrize("lang, says", [
    ("en", "seat 1 was saved as random with asks_reaction True (a person's seat: its race reactions are asked, not "
           "drawn), but random has no such setting: the game would not go on as it would have"),
    ("de", "Platz 1 wurde als random mit asks_reaction True gespeichert (der Platz einer Person: ihre Reaktionszeiten "
           "bei Wettl\u00e4ufen werden erfragt, nicht ausgelost), aber random hat diese Einstellung nicht"),
])
def test_a_persons_seat_forged_into_a_bot_names_the_setting_that_differs(capsys, monkeypatch, tmp_path, lang, says):
    """Trial 26, 11: "seat 1 was played by random (cheat_rate 0.0, ..., asks_reaction True), not
    random (cheat_rate 0.0, ...)": both sides read "random", and the field that differs was lost
    in the list; `mogel replay` called the file identical and named a resume that failed."""
    saved = tmp_path / "seat.mogel"
    assert run(capsys, monkeypatch, "q\n", "play", "--seat", 1, "--save", saved)[0] == 0

    def bot(body):
        body["seats"][1]["bot"] = "random"
    _forged(saved, bot)
    replayed = run_cli(capsys, "replay", saved, "--quiet", "--lang", lang)
    resumed = run_cli(capsys, "resume", saved, "--quiet", "--lang", lang)
    assert replayed[0] == resumed[0] == 1 and replayed[1] == resumed[1] == ""
    assert says in replayed[2] and replayed[2] == resumed[2].replace("fortsetzen", "nachspielen")


def test_a_setting_of_a_bot_given_in_python_names_the_field_and_another_bot_both_names(tmp_path):
    game = mogel.Game(mogel.load_rules(), ["sneaky", "random", "honest"], seed=2)
    game.play_until(rounds=1)
    saved = tmp_path / "part.mogel"
    save_game(game, saved)
    with pytest.raises(mogel.SavedGameError) as err:
        mogel.resume_game(saved, [mogel.make_bot("sneaky", cheat_rate=0.4), None, None])
    assert "seat 0 was saved as sneaky with cheat_rate 0.5 (how often it takes a chance to cheat), but sneaky has " \
           "0.4: the game would not go on" in str(err.value)
    with pytest.raises(mogel.SavedGameError) as err:
        mogel.resume_game(saved, [None, "honest", None])
    assert str(err.value).endswith("seat 1 was played by random, not honest: the game would not go on as it would have")


@pytest.mark.parametrize("lang, says", [
    ("en", "damaged: the game was played by 3 players ('players'), but 'seats' lists 2"),
    ("de", "besch\u00e4digt: die Partie wurde von 3 Spielern gespielt ('players'), aber 'seats' f\u00fchrt 2 auf"),
])
def test_a_seat_cut_from_a_saved_game_is_refused_by_the_counts(capsys, tmp_path, lang, says):
    """Trial 26, 11: `seats` cut to 2 of a 3-player game replayed a table of 2 and failed with
    "damaged at decision 1: 1 is not a legal answer there"."""
    saved = tmp_path / "part.mogel"
    assert run_cli(capsys, "play", "--players", 3, "--stop-after", 1, "--save", saved, "--quiet")[0] == 0
    assert '"players": 3' in saved.read_text(encoding="utf-8").splitlines()[9]

    def cut(body):
        body["seats"] = body["seats"][:2]
    _forged(saved, cut)
    for command in ("replay", "resume"):
        code, out, err = run_cli(capsys, command, saved, "--quiet", "--lang", lang)
        assert (code, out) == (1, "") and err.rstrip().endswith(says)


@pytest.mark.parametrize("option, name, argv", [("--log", "p.jsonl", ("play", "--quiet")),
                                                ("--save", "p.mogel", ("play", "--quiet")),
                                                ("--out", "p.csv", ("simulate", "--games", 1))])
def test_a_named_pipe_as_an_output_is_refused_before_playing(capsys, tmp_path, option, name, argv):
    """`mogel play --log FIFO` played the game, then waited for ever for a reader of the pipe
    (trial 26, 12: the input side was mended, the output side was not)."""
    import os

    fifo = tmp_path / name
    os.mkfifo(fifo)
    code, out, err = run_cli(capsys, *argv, option, fifo)
    assert (code, out) == (2, "") and err == f"mogel: error: {option} {fifo}: is a named pipe, not a file; give a file name\n"
    code, out, err = run_cli(capsys, *argv, option, fifo, "--lang", "de")
    assert code == 2 and err.startswith("mogel: Der Befehl ist so nicht richtig.") and "is a named pipe" in err
    if option == "--out":   # the lab's results file too
        with pytest.raises(mogel.MogelError, match="is a named pipe, not a file"):
            mogel.simulate(mogel.load_rules(), games=1, out=fifo)


def test_a_device_is_refused_but_the_commands_own_standard_output_is_written(tmp_path):
    """/dev/null, /dev/full: a device, refused in one line; /dev/stdout (the command's own
    output, a pipe here) still takes the log, as write_atomic writes it directly."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = {**__import__("os").environ, "PYTHONPATH": str(root)}
    for device in ("/dev/null", "/dev/full"):
        done = subprocess.run([sys.executable, "-m", "mogel", "play", "--quiet", "--log", device], env=env,
                              capture_output=True, text=True, timeout=120)
        assert (done.returncode, done.stdout) == (2, "")
        assert done.stderr == f"mogel: error: --log {device}: is a device, not a file; give a file name\n"
    done = subprocess.run([sys.executable, "-m", "mogel", "play", "--quiet", "--log", "/dev/stdout"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stderr) == (0, "")
    assert '{"type": "header", "format": "mogel-log"' in done.stdout and '"type": "decisions"' in done.stdout
