"""A choice of a number at the terminal (`mogel play --seat N`, mogel.cli.seat): the person types
the number itself, told the range offered (or the numbers a `where` leaves), `-` declines a `may`,
anything else is told in one line and asked again; in English and German; a whole game of
tests/games/bidding.mm played, saved and replayed."""

from __future__ import annotations

import io
from pathlib import Path

import mogel
from conftest import run_cli
from mogel.cli.seat import TerminalSeat
from tiny_games import load, tiny

BIDDING = Path(__file__).resolve().parents[1] / "games" / "bidding.mm"
TURN = """\
    let n = active may choose a number (en "{player} says {number}.", de "{player} sagt {number}.") \\
        from 0 to 8 where number != 3
    otherwise: active scores 1
    let m = active chooses a number from 2 to 4
"""


def asked(typed: str, lang: str = "en"):
    """What seat 0 is told when it types `typed` at the first two questions of TURN."""
    game = mogel.Game(load(tiny(turn=TURN)), [mogel.Human(), mogel.RandomBot()], seed=1)
    seat = TerminalSeat(game, 0, lang, stdin=io.StringIO(typed))
    decision = game.advance()
    answers = []
    for _ in range(2):
        answers.append(seat.ask(decision))
        decision = game.advance(answers[-1])
    return answers


def test_the_number_is_typed_as_it_is_and_wrong_ones_are_told(capsys):
    assert asked("three\n3\n9\n-1\n7\n4\n") == [7, 4]
    out = capsys.readouterr().out.splitlines()
    assert "Choose a number." in out
    prompts = [line for line in out if line.startswith("Type a number:")]
    assert prompts[0] == "Type a number: one of 0, 1, 2, 4, 5, 6, 7 and 8, or - to choose nothing " \
                         "(? shows the table, q stops):"
    assert prompts[-1] == "Type a number: 2 to 4 (? shows the table, q stops):"
    wrong = [line for line in out if "is not one of the numbers offered" in line]
    assert wrong[0] == "'three' is not one of the numbers offered: type one of 0, 1, 2, 4, 5, 6, 7 and 8, or - to " \
                       "choose nothing; ? shows the table, q stops the game"
    assert len(wrong) == 4   # three, 3 (left out by the where), 9, -1


def test_a_dash_declines_a_may_and_german_asks_in_german(capsys):
    assert asked("-\n2\n", "de") == [None, 2]
    out = capsys.readouterr().out
    assert "Wähle eine Zahl." in out and "Gib eine Zahl ein: 2 bis 4 (? zeigt den Tisch, q hört auf):" in out


def test_a_whole_bidding_game_at_the_terminal_saves_and_replays(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 200))
    log = tmp_path / "bid.jsonl"
    code, out, err = run_cli(capsys, "play", BIDDING, "--seat", 1, "--seed", 4, "--players", 3, "--log", log)
    assert (code, err) == (0, "")
    assert "Type a number: 0 to 3 (? shows the table, q stops):" in out and "Bo bids 1." in out
    code, out, err = run_cli(capsys, "replay", log)
    assert code == 0, err
