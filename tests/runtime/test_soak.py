"""CI's small run of bench/soak.py: one refereed game on every table of every shipped game
(default rules, each variant, Mogel Motte's fixed combinations); the full run is
`python bench/soak.py --games 100000`."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import soak  # noqa: E402

import mogel  # noqa: E402


def test_soak_small_run_finds_no_violation(capsys):
    code = soak.main(["--games", "1", "--per-table", "--jobs", "1", "--seed", "20240"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert " 0 violations" in out


def test_every_bot_mix_is_played_for_each_player_count():
    assert len(soak.mixes(3)) == 10 and len(soak.mixes(4)) == 15 and len(soak.mixes(5)) == 21
    assert {"random", "honest", "sneaky"} == {b for mix in soak.mixes(3) for b in mix}


def test_a_violation_is_reported_not_hidden(monkeypatch):
    """A referee that objects makes the run fail (the soak is not blind)."""
    from invariants import Checker

    monkeypatch.setattr(Checker, "check_cards", lambda self: self.fail("planted violation"))
    found, _, _ = soak.play_one(("mogel_motte", ()), 0, 0)
    assert any("planted violation" in v for v in found)


def test_every_shipped_game_and_variant_has_tables():
    from mogel.check.files import shipped_games

    tables = soak.tables()
    for game in shipped_games():
        rules = mogel.load_rules(game=game)
        assert (game, ()) in tables
        assert {(name,) for name in rules.variants} <= {variants for g, variants in tables if g == game}
    assert soak.tables("mogel_motte") == [t for t in tables if t[0] == "mogel_motte"]


def test_a_generic_violation_is_reported_for_any_game(monkeypatch):
    """The generic referee objects in the soak too (here: a view that hides the seat's own hand)."""
    from mogel.present import views

    monkeypatch.setattr(views.PlayerView, "cards", lambda self, zone, owner=None: None)
    found, _, _ = soak.play_one(("mogel_motte", ()), 0, 0)
    assert any("view of hand" in v for v in found), found[:3]


def test_an_unknown_game_is_refused(capsys):
    import pytest

    with pytest.raises(SystemExit):
        soak.main(["--game", "mogle_motte", "--games", "1"])
    assert "no shipped game is called 'mogle_motte'" in capsys.readouterr().err


def test_a_game_that_lands_in_the_games_folder_is_soaked_at_once(tmp_path, monkeypatch):
    """A rules file put into mogel/games/ (here a temporary games folder holding the Doubt game
    of the tests) is a table of the soak with no change to it, refereed by the generic referee."""
    from claims_rules import doubt
    from mogel.check import files as shipped

    (tmp_path / "doubt.mm").write_text(doubt(), encoding="utf-8")
    monkeypatch.setattr(shipped, "games_folder", lambda: tmp_path)
    assert ("doubt", ()) in soak.tables()
    assert soak.tables("doubt") == [("doubt", ())]
    for index in range(3):
        found, events, _ = soak.play_one(("doubt", ()), index, 0)
        assert found == [] and events > 10


def test_the_small_games_of_the_tests_join_with_test_games():
    tables = soak.tables(test_games=True)
    assert ("doubt", ()) in tables and ("owing", ("owe_more",)) in tables and ("mogel_motte", ()) in tables
    assert ("doubt", ()) not in soak.tables()
    found, _, _ = soak.play_one(("match", ()), 0, 0)
    assert found == []
