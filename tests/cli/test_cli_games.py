"""The shipped games by name: `mogel games`, `--game NAME` on check, play, simulate and variants,
and `mogel.load_rules(game=NAME)` (mogel/check/files.py).

A game is shipped when its rules file is the packaged rules.mm or lies in the package's games
folder; the tests put a second game into a temporary games folder (a copy of rules.mm under
another header and file name) to see it listed and played by name.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from conftest import run_cli
from mogel.check import files as shipped

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def second_game(tmp_path, monkeypatch):
    """A games folder holding `tiny.mm`: rules.mm as the game `tiny_motte`, for 3 to 4 players."""
    text = (ROOT / "rules.mm").read_text(encoding="utf-8")
    text = text.replace("game mogel_motte:", "game tiny_motte:", 1).replace("players: 3 to 5", "players: 3 to 4", 1)
    text = text.replace('name: en "Cheating Moth", de "Mogel Motte"', 'name: en "Tiny Moth", de "Kleine Motte"', 1)
    text = text.replace("    game mogel_motte:\n", "    game tiny_motte:\n")   # the variants that change the header
    (tmp_path / "tiny.mm").write_text(text, encoding="utf-8")
    monkeypatch.setattr(shipped, "games_folder", lambda: tmp_path)
    return tmp_path / "tiny.mm"


def test_games_lists_the_packaged_game_first_with_its_title_and_players(capsys, second_game):
    code, out, err = run_cli(capsys, "games")

    assert (code, err) == (0, "")
    assert out.splitlines() == ["mogel_motte  Cheating Moth, 3 to 5 players",
                                "tiny_motte   Tiny Moth, 3 to 4 players"]


def test_games_in_german_names_the_titles_in_german(capsys, second_game):
    code, out, _ = run_cli(capsys, "games", "--lang", "de")

    assert code == 0
    assert out.splitlines() == ["mogel_motte  Mogel Motte, 3 bis 5 Spieler",
                                "tiny_motte   Kleine Motte, 3 bis 4 Spieler"]


def test_games_lists_a_game_for_some_counts_of_players_by_those_counts(capsys, second_game):
    second_game.write_text(second_game.read_text(encoding="utf-8").replace("players: 3 to 4", "players: 3 or 5", 1),
                           encoding="utf-8")

    out = [run_cli(capsys, "games", *lang)[1].splitlines()[1] for lang in ((), ("--lang", "de"))]

    assert out == ["tiny_motte   Tiny Moth, 3 or 5 players", "tiny_motte   Kleine Motte, 3 oder 5 Spieler"]


def test_a_game_is_played_checked_and_listed_by_its_name(capsys, second_game, tmp_path):
    log = tmp_path / "game.jsonl"

    code, out, err = run_cli(capsys, "play", "--game", "tiny_motte", "--players", "3", "--seed", "4",
                             "--log", log)

    assert (code, err) == (0, "")
    assert "Winner" in out
    assert '"rules_file": "tiny.mm"' in log.read_text(encoding="utf-8").splitlines()[0]
    assert run_cli(capsys, "check", "--game", "tiny_motte")[:2] == (0, "ok\n")
    code, out, _ = run_cli(capsys, "variants", "--game", "tiny_motte")
    assert code == 0 and out.startswith("italian_ant")


def test_a_game_played_by_name_replays_from_its_log(capsys, second_game, tmp_path):
    """The log names the shipped file; replayed with --rules it is identical."""
    log = tmp_path / "game.jsonl"
    assert run_cli(capsys, "play", "--game", "tiny_motte", "--players", "4", "--quiet", "--log", log)[0] == 0

    code, out, err = run_cli(capsys, "replay", log, "--rules", second_game, "--quiet")

    assert (code, err) == (0, "")
    assert "identical" in out


def test_the_packaged_game_by_name_is_the_default_game(capsys):
    by_name = run_cli(capsys, "play", "--game", "mogel_motte", "--seed", "3")
    default = run_cli(capsys, "play", "--seed", "3")

    assert by_name == default


def test_an_unknown_game_is_a_wrong_command_line_naming_the_games(capsys):
    code, out, err = run_cli(capsys, "play", "--game", "mogel_mote")

    assert (code, out) == (2, "")
    assert "no shipped game is called 'mogel_mote' (did you mean 'mogel_motte'?)" in err
    assert "the games are mogel_motte" in err


def test_a_rules_file_and_a_game_together_are_refused(capsys):
    code, out, err = run_cli(capsys, "check", ROOT / "rules.mm", "--game", "mogel_motte")

    assert (code, out) == (2, "")
    assert "give a rules file or --game, not both" in err


def test_load_rules_takes_a_game_by_name(second_game):
    rules = mogel.load_rules(game="tiny_motte", variants="quick_game")

    assert rules.game.name == "tiny_motte"
    assert rules.game.players == (3, 4)
    assert mogel.load_rules(game="mogel_motte").source == mogel.load_rules().source


@pytest.mark.parametrize("call, message", [
    (lambda: mogel.load_rules(game="nope"), "no shipped game is called 'nope'"),
    (lambda: mogel.load_rules(game=3), "game: the name of a shipped game"),
    (lambda: mogel.load_rules(ROOT / "rules.mm", game="mogel_motte"), "not both"),
    (lambda: mogel.load_rules(text="x", game="mogel_motte"), "not both"),
])
def test_load_rules_refuses_a_game_it_cannot_use(call, message):
    with pytest.raises(mogel.MogelError, match=message):
        call()


def test_two_shipped_files_of_one_game_are_a_packaging_mistake(second_game):
    (second_game.parent / "again.mm").write_text(second_game.read_text(encoding="utf-8"), encoding="utf-8")

    with pytest.raises(mogel.MogelError, match="two shipped rules files are called game tiny_motte"):
        shipped.shipped_games()


def test_a_broken_shipped_file_is_a_file_error_not_a_wrong_command_line(capsys, second_game):
    """A shipped file without a header broke every --game command with exit code 2 (the command
    line is wrong), though the command line was right: it is exit code 1 (a file is wrong)."""
    (second_game.parent / "broken.mm").write_text("# no header\n", encoding="utf-8")

    code, out, err = run_cli(capsys, "play", "--game", "tiny_motte")

    assert (code, out) == (1, "")
    assert "a shipped rules file without a 'game NAME:' header" in err
