"""`mogel.replay(other_rules, record)` of a record of another game says whose game it is and how to
replay it, in the words `mogel replay --rules` uses ("this is a game of ..., but FILE is the rules
of the game ..."); it said "the rules changed since this game was saved" (trial 21: a Crazy
Eights record replayed with Go Fish's rules).  Rules of the same game that changed still say so."""

from __future__ import annotations

import re

import pytest

import mogel
from conftest import run_cli
from tiny_games import tiny


@pytest.fixture
def files(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)            # the rules files by the names they are played with
    first, other = tmp_path / "first.mm", tmp_path / "other.mm"
    first.write_text(tiny().replace("game tiny:", "game first_game:"), encoding="utf-8")
    other.write_text(tiny().replace("game tiny:", "game other_game:"), encoding="utf-8")
    return first.name, other.name


def test_a_record_replayed_with_another_games_rules_names_both_games(files):
    first, other = files
    record = mogel.Game(mogel.load_rules(first), ["random"] * 2, seed=1).play().record()
    with pytest.raises(mogel.MogelError) as caught:
        mogel.replay(mogel.load_rules(other), record)
    assert str(caught.value) == ("this is a game of first_game, but other.mm is the rules of the game other_game: "
                                 "replay it with its own rules: mogel.replay('first.mm', record)")
    assert len(mogel.replay(first, record).events) > 10        # as it says


def test_the_command_line_says_the_same_of_a_saved_game(files, capsys):
    first, other = files
    mogel.save_game(mogel.Game(mogel.load_rules(first), ["random"] * 2, seed=1).play(), "game.mogel")
    code, _, err = run_cli(capsys, "replay", "game.mogel", "--rules", other)
    assert code == 1 and "this is a game of first_game, but other.mm is the rules of the game other_game: " in err


def test_changed_rules_of_the_same_game_are_still_told_as_changed(files):
    first, _ = files
    record = mogel.Game(mogel.load_rules(first), ["random"] * 2, seed=1).play().record()
    changed = mogel.load_rules(text=tiny().replace("game tiny:", "game first_game:") + "\n# a comment\n",
                               file="changed.mm")
    with pytest.raises(mogel.MogelError, match=re.escape("the rules changed since this game was saved (first.mm)")):
        mogel.replay(changed, record)


@pytest.fixture(scope="module")
def mogelei_game():
    return mogel.Game(mogel.load_rules(game="mogelei"), ["random"] * 4, seed=1).play()


def test_a_shipped_games_rules_are_named_as_the_command_line_names_them(mogelei_game):
    """mogel.load_rules(game="cheat") said "but cheat.mm is the rules of the game cheat" (trial 22:
    its file is the name alone); the command line's `--game cheat` says "not of the shipped game
    cheat", and so does mogel.replay now, for rules.mm's game too."""
    record = mogelei_game.record()
    for rules, game in ((mogel.load_rules(game="cheat"), "cheat"), (mogel.load_rules(), "mogel_motte")):
        with pytest.raises(mogel.MogelError) as caught:
            mogel.replay(rules, record)
        assert str(caught.value) == (f"this is a game of mogelei, not of the shipped game {game}: replay it with its "
                                     f"own rules: mogel.replay(mogel.load_rules(game='mogelei'), record)")


def test_the_command_line_says_it_of_the_same_record(mogelei_game, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    mogel.save_game(mogelei_game, "game.mogel")
    code, _, err = run_cli(capsys, "replay", "game.mogel", "--game", "cheat")
    assert code == 1 and err == ("mogel: game.mogel: this is a game of mogelei, not of the shipped game cheat: "
                                 "replay it with: mogel replay game.mogel --game mogelei\n")


def test_a_copy_of_a_shipped_game_under_another_file_name_is_that_game(mogelei_game, tmp_path):
    """The words follow the text: a user's copy of cheat.mm is the shipped game's rules; an edited
    copy is the user's file."""
    text = mogel.load_rules(game="cheat").source
    record = mogelei_game.record()
    with pytest.raises(mogel.MogelError, match=re.escape("this is a game of mogelei, not of the shipped game cheat:")):
        mogel.replay(mogel.load_rules(text=text, file="my_cheat.mm"), record)
    with pytest.raises(mogel.MogelError, match=re.escape("but my_cheat.mm is the rules of the game cheat:")):
        mogel.replay(mogel.load_rules(text=text + "\n# mine\n", file="my_cheat.mm"), record)
