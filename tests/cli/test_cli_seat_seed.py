"""The seed of a game a person plays at the terminal (`mogel play --seat N`, trial 26 finding 1):
the seed alone fixes every card, so without `--seed` it is drawn fresh from the system's
randomness, no line the seat reads names it before the game is over, and it is told at the end
(with how to play the game again); `--save` keeps it, so resume and replay stay exact.  A game
of bots keeps seed 0 by default (the same game each time, to study)."""

from __future__ import annotations

import io

import mogel
from conftest import run_cli
from mogel.play.record import load_record

ANSWERS = "1\n" * 5000     # more than a whole game of rules.mm asks, whatever the seed


def run(capsys, monkeypatch, typed: str, *argv):
    """(exit code, stdout, stderr) of `mogel ARGV` with `typed` as what the person types."""
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return run_cli(capsys, *argv)


def hand(out: str) -> str:
    return next(line for line in out.splitlines() if line.strip().startswith("hand ("))


def test_without_seed_each_seat_game_deals_afresh_and_names_no_seed(capsys, monkeypatch, tmp_path):
    games = []
    for n in range(2):
        part = tmp_path / f"part{n}.mogel"
        code, out, err = run(capsys, monkeypatch, "q\n", "play", "--seat", 0, "--save", part)
        assert (code, err) == (0, "")
        assert out.startswith("A game of Cheating Moth for 4 players.\n")
        assert "seed" not in out.replace(str(tmp_path), "DIR")
        games.append((hand(out), load_record(part).record.seed))
    assert games[0] != games[1]                        # 1 in 10**9 to meet the same seed
    assert all(seed > 0 for _, seed in games)          # not 0, the default of a game of bots
    code, out, err = run(capsys, monkeypatch, "q\n", "play", "--seat", 0, "--seed", games[0][1])
    assert hand(out) == games[0][0]                    # the saved seed deals the same cards again


def test_the_seed_is_told_once_the_game_is_over(capsys, monkeypatch, tmp_path):
    saved = tmp_path / "whole.mogel"
    code, out, err = run(capsys, monkeypatch, ANSWERS, "play", "--seat", 1, "--save", saved)
    assert (code, err) == (0, "")
    seed = load_record(saved).record.seed
    lines = out.replace(str(tmp_path), "DIR").rstrip().splitlines()
    told = f"This game's seed was {seed}: play it again with --seed {seed}."
    assert told in lines and [line for line in lines if "seed" in line] == [told]
    assert lines.index(told) > max(i for i, line in enumerate(lines) if line.startswith(("Winner: ", "Winners: ")))
    code, again, err = run(capsys, monkeypatch, ANSWERS, "play", "--seat", 1, "--seed", seed)
    assert again == out.replace(f"game saved to {saved} (replay it with: mogel replay {saved})\n", "")
    code, out, err = run(capsys, monkeypatch, "", "replay", saved)
    assert code == 0 and f"(seed {seed})" in out   # the teacher's view names it


def test_german_end_line(capsys, monkeypatch):
    code, out, err = run(capsys, monkeypatch, ANSWERS, "play", "--seat", 1, "--seed", 2, "--lang", "de")
    assert out.startswith("Eine Partie Mogel Motte mit 4 Spielern.\n")
    assert out.rstrip().splitlines()[-1] == "Der Startwert dieser Partie war 2: mit --seed 2 spielst du sie noch einmal."


def test_a_game_of_bots_keeps_seed_0(capsys, monkeypatch):
    code, out, err = run(capsys, monkeypatch, "", "play", "--players", 3)
    assert out.startswith("A game of Cheating Moth for 3 players (seed 0).\n") and "This game's seed" not in out


def test_no_seats_view_holds_the_seed():
    """A bot sees the game through its seat's view: the game's first event has no seed there."""
    game = mogel.Game(mogel.load_rules(), ["random", "honest", "sneaky"], seed=5)
    game.play_until(rounds=1)
    first = game.events[0]
    assert first.kind == "game_start" and first.info["seed"] == 5
    for seat in range(3):
        assert game.visibility.redact(first, seat).info["seed"] is None
