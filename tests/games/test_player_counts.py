"""`players: 2 or 4` (docs/language.md 2): a game played by some numbers of players that are not
a range -- tests/games/sum_capture.mm with its header changed -- refused for a count between them
by mogel.Game, `mogel play` and mogel.simulate, with the counts it is played by; a list not
lowest first refused by the checker (English and German)."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.cli.commands import main

HERE = Path(__file__).resolve().parent
TEXT = (HERE / "sum_capture.mm").read_text(encoding="utf-8").replace("players: 2 to 4", "players: 2 or 4")


def test_two_and_four_play_three_does_not():
    rules = mogel.load_rules(text=TEXT, file="pairs.mm")
    assert rules.game.players == mogel.load_rules(text=TEXT.replace("2 or 4", "2, 4"), file="p.mm").game.players
    for n in (2, 4):
        assert mogel.Game(rules, [mogel.RandomBot() for _ in range(n)], seed=1).play().finished
    with pytest.raises(mogel.MogelError, match=r"Sum capture is played by 2 or 4 players, not 3"):
        mogel.Game(rules, [mogel.RandomBot() for _ in range(3)])
    with pytest.raises(mogel.MogelError, match=r"played by 2 or 4 players, not 3: give players=2 or players=4$"):
        mogel.simulate(rules, games=2, players=3)


def test_the_cli_refuses_three(tmp_path, capsys):
    path = tmp_path / "pairs.mm"
    path.write_text(TEXT, encoding="utf-8")
    assert main(["play", str(path), "--players", "3"]) == 2
    assert "played by 2 or 4 players, not 3: give --players 2 or 4\n" in capsys.readouterr().err
    assert main(["play", str(path), "--players", "4", "--quiet"]) == 0


def test_three_counts_and_a_list_out_of_order():
    rules = mogel.load_rules(text=TEXT.replace("2 or 4", "2, 3 or 5"), file="p.mm")
    with pytest.raises(mogel.MogelError, match="played by 2, 3 or 5 players, not 4"):
        mogel.Game(rules, [mogel.RandomBot() for _ in range(4)])
    bad, found = mogel.check_source(TEXT.replace("2 or 4", "4 or 2"), file="p.mm")
    at = next(n for n, row in enumerate(TEXT.splitlines(), 1) if "players:" in row)
    assert bad is None and found[0].render("en") .startswith(f"p.mm:{at}:")
    assert "lowest first, as in 'players: 2 or 4' (not 4, 2)" in found[0].render("en")
    assert "die kleinste zuerst" in found[0].render("de")
