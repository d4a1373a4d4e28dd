"""The Python API's promises about its arguments, as a fresh user tried them: every bad
argument is refused up front with a message that names it (MogelError, or ValueError where the
docstring says so), never a raw TypeError or AttributeError from deep inside, and arguments a
user would expect to work (a path for replay's rules, None for no variants) do.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mogel

ROOT = Path(__file__).resolve().parent.parent
RULES_TEXT = (ROOT / "rules.mm").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def rules():
    return mogel.load_rules()


@pytest.fixture(scope="module")
def game(rules):
    return mogel.Game(rules, ["random"] * 4, seed=3).play()


@pytest.mark.parametrize("oldest", [1.0, True, "1", None, -1, 4])
def test_game_refuses_an_oldest_that_is_no_seat(rules, oldest):
    """oldest=1.0 was taken, and play() failed with a TypeError."""
    says = f"the oldest player must be a seat from 0 to 3, not {re.escape(repr(oldest))}"
    with pytest.raises(mogel.MogelError, match=says):
        mogel.Game(rules, ["random"] * 4, oldest=oldest)


@pytest.mark.parametrize("draws", [0, 3, True, 2.0, "2", None])
def test_game_refuses_draws_that_are_no_way_of_drawing(rules, draws):
    with pytest.raises(mogel.MogelError, match=f"draws must be 1 or 2, not {re.escape(repr(draws))}"):
        mogel.Game(rules, ["random"] * 4, draws=draws)


@pytest.mark.parametrize("count", [-1, -700, 1.5, True, "3", None])
def test_state_at_refuses_a_count_that_is_no_number_of_events(game, count):
    """state_at(-1) was the state before the last event, state_at(-700) after 16 events (as a
    list slice counts), state_at(1.5) a TypeError."""
    n = len(game.events)
    with pytest.raises(mogel.MogelError, match=rf"a number of events from 0 to {n} \(this game has {n} events "
                                               rf"so far\), not {re.escape(repr(count))}"):
        game.state_at(count)


def test_state_at_takes_every_count_from_none_to_all(game):
    n = len(game.events)
    assert game.state_at(0).totals == [0, 0, 0, 0]
    assert game.state_at(n).totals == game.state.totals
    with pytest.raises(mogel.MogelError, match=f"from 0 to {n} "):
        game.state_at(n + 1)


def test_load_rules_takes_none_for_no_variants_and_refuses_a_name_that_is_no_string(rules):
    assert mogel.load_rules(variants=None).applied == rules.applied == ()
    for variants in ([1], 5, ["quick_game", None]):
        with pytest.raises(mogel.MogelError, match=r"variants: names of variants, such as \['italian_ant'\]"):
            mogel.load_rules(variants=variants)


def test_load_rules_names_the_given_path_when_the_text_is_given_too():
    """load_rules("my.mm", text=...) said "rules.mm:..." in its messages."""
    broken = RULES_TEXT.replace("card moth", "card moth moth", 1)
    with pytest.raises(mogel.RulesError) as raised:
        mogel.load_rules("my.mm", text=broken)
    assert str(raised.value).startswith("my.mm:")
    assert mogel.load_rules("my.mm", text=RULES_TEXT).file == "my.mm"
    assert mogel.load_rules("my.mm", text=RULES_TEXT, file="shown.mm").file == "shown.mm"
    assert mogel.load_rules(text=RULES_TEXT).file == "rules.mm"


def test_load_rules_refuses_a_path_that_is_no_name():
    with pytest.raises(mogel.MogelError, match="path: the name of a rules file, not 5"):
        mogel.load_rules(5)


def test_replay_takes_a_path_for_the_rules_as_game_does(tmp_path):
    path = tmp_path / "mine.mm"
    path.write_text(RULES_TEXT, encoding="utf-8")
    rules = mogel.load_rules(path, variants=["quick_game"])
    game = mogel.Game(rules, ["random", "honest", "sneaky"], seed=4).play()
    for given in (path, str(path)):
        assert mogel.replay(given, game.record()).events == game.events


def test_replay_refuses_a_record_that_is_no_game_record(rules):
    says = r"a GameRecord \(game.record\(\)\); a saved file: mogel.replay_file"
    with pytest.raises(mogel.MogelError, match=says):
        mogel.replay(rules, "game.mogel")


THREE_ONLY = RULES_TEXT + '''
variant three_only:
    description: "a table of three"
    game mogel_motte:
        players: 3 to 3
'''


def test_a_player_count_a_variant_rules_out_names_the_variant(tmp_path, capsys):
    """'played by 3 to 3 players' read oddly and did not say which switched-on rule set it."""
    from mogel.cli.commands import main

    rules = mogel.load_rules(text=THREE_ONLY, file="three.mm", variants=["three_only"])
    said = "Cheating Moth is played by exactly 3 players with variant 'three_only', not 4"
    with pytest.raises(mogel.MogelError, match=f"^{re.escape(said)}$"):
        mogel.Game(rules, ["random"] * 4)
    path = tmp_path / "three.mm"
    path.write_text(THREE_ONLY, encoding="utf-8")
    assert main(["play", str(path), "--variant", "three_only", "--quiet"]) == 2
    assert said in capsys.readouterr().err
    assert mogel.Game(rules, ["random"] * 3, seed=1).play().state.finished
