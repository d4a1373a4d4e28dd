"""Mau-Mau, Uno style, as a new user wrote it (tests/games/maumau.mm), its variant
`challenge_four` with Uno's challenge of a wild draw four written as a claim made by the
face-up play of the card (`claiming no_colour about hand of active when card is wild_four`,
docs/language.md 10.14): it checks without a warning, plays at the command line, its challenges
show the hand to the challenger alone, and the lab counts its bluffs as cheats and their catches.
"""

from __future__ import annotations

from pathlib import Path

import mogel
from mogel.cli.commands import main

HERE = Path(__file__).resolve().parent
FILE = HERE / "maumau.mm"


def test_the_variant_checks_without_a_warning(monkeypatch, capsys):
    monkeypatch.chdir(HERE)
    assert main(["check", "maumau.mm", "--variant", "challenge_four"]) == 0
    assert capsys.readouterr().out.strip() == "ok"


def test_the_cli_plays_the_variant_and_a_challenge_shows_the_hand(monkeypatch, capsys):
    monkeypatch.chdir(HERE)
    assert main(["play", "maumau.mm", "--variant", "challenge_four", "--players", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "plays a wild draw four on" in out and ": \u201cI hold no " in out
    assert "Ada shows Cy " in out and ": Cy was right." in out


def test_the_lab_counts_the_bluffs_of_a_wild_draw_four_and_their_catches():
    rules = mogel.load_rules(FILE, variants=["challenge_four"])
    table = mogel.simulate(rules, games=40, players=4, seed=5, workers=1, progress=False,
                           bots=["honest", "random", "sneaky", "random"])
    by_bot = table.groupby("bot")[["cheats", "bluffs", "caught"]].sum()
    assert by_bot.loc["honest", "bluffs"] == 0                 # an honest bot never plays one falsely by choice
    assert by_bot.loc["random", "bluffs"] > 0 and by_bot.loc["random", "caught"] > 0
    assert (table.bluffs == table.cheats).all()                 # no covert moves here: every cheat is a bluff
    assert (table.caught <= table.cheats).all()
