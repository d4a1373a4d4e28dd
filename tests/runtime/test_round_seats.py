"""`starter:` and `first:` that give no player stop the game at their line (mogel.runtime.engine).

A role nobody holds yet reads as no player; a round cannot start with nobody, so the engine
stops with a located RulesRuntimeError instead of playing a turn for "?".
"""

from __future__ import annotations

import pytest

import mogel
from mogel.errors import RulesRuntimeError

SOURCE = mogel.default_rules_path().read_text(encoding="utf-8")
GIVE = "        starter becomes guard\n"


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(needle))


def game_of(text: str, players: int = 4) -> mogel.Game:
    rules = mogel.load_rules(text=text, file="seats.mm")
    return mogel.Game(rules, [mogel.RandomBot() for _ in range(players)], seed=3)


def test_first_that_names_a_role_nobody_holds_stops_at_first():
    """Setup gives the guard only at a table of five: at four, `first: guard` is nobody."""
    text = SOURCE.replace(GIVE, "        if player_count = 5:\n    " + GIVE, 1)
    assert text != SOURCE
    with pytest.raises(RulesRuntimeError) as stop:
        game_of(text).play()
    line = line_of(text, "    first: guard")
    assert str(stop.value).startswith(f"seats.mm:{line}:5: 'first:' gives no player in round 1")
    assert stop.value.span.line == line and "first: guard" in stop.value.excerpt
    assert game_of(text, players=5).play().state.finished   # where it is given, the game plays


def test_starter_that_names_a_role_nobody_holds_stops_before_the_setup():
    """`starter: guard` in round 1 is refused by the checker (mogel.check.roles); in round 2
    it reads the guard before round 2's setup gives it (a warning), and the game stops there."""
    text = SOURCE.replace("    starter: oldest if round = 1 else left of last_starter",
                          "    starter: oldest if round = 1 else guard", 1)
    text = text.replace(GIVE, "        if round = 2:\n    " + GIVE, 1).replace("    first: guard", "    first: starter", 1)
    game = game_of(text)
    with pytest.raises(RulesRuntimeError, match=r"^seats\.mm:\d+:5: 'starter:' gives no player in round 2"):
        game.play()
    kinds = [ev.kind for ev in game.events]
    assert kinds[-2:] == ["round_scored", "round_start"]   # no deal, no turn in round 2


def test_starter_that_names_a_variable_not_set_yet_says_so():
    """A variable without a player yet (no `starts:`, set only in play) is no role: the message says
    what a variable needs and how to read it safely."""
    from tiny_games import tiny
    text = tiny(turn="    set leader = active\n" + tiny().split("turn:\n", 1)[1]).replace(
        "    starter: oldest\n", "    starter: leader\n", 1).replace("zone draw:", "variable leader\n\nzone draw:", 1)
    with pytest.raises(RulesRuntimeError) as stop:
        mogel.Game(mogel.load_rules(text=text, file="seats.mm"), [mogel.RandomBot() for _ in range(3)], seed=3).play()
    line = line_of(text, "    starter: leader")
    assert str(stop.value) == (f"seats.mm:{line}:5: 'starter:' gives no player in round 1: variable 'leader' holds no "
                               f"player yet (a variable must be set, or start with a player, before it is read: "
                               f"'starter: leader if present(leader) else oldest')")
    assert "role" not in str(stop.value)
