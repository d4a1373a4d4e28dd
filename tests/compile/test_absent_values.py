"""Absent values as docs/language.md 14 says: every comparison with one is false, the zone of an
absent player is empty in an expression, and a statement that puts cards into the zone of an
absent player stops the game at that place (it was a raw TypeError)."""

from __future__ import annotations

import pytest

import mogel

GAME = """game absent_test:
    players: 2 to 3
    rounds: 1
    order: left
    winner: lowest score
    ties: shared

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone stack:
    per player, seen by all

card chip:
    penalty: 1

deck:
    values: 1 2 3
    chip: 3 3 3

round:
    starter: oldest
    setup:
        move all cards to draw
        deal 2 cards from draw to hand
    first: starter
    ends when: turns >= 4
    scoring:
        each player scores size(hand of player)

turn:
    let target = active may choose a player where false
    otherwise: active scores 0
{body}
"""


def play(body: str):
    rules = mogel.load_rules(text=GAME.format(body=body), file="absent.mm")
    game = mogel.Game(rules, ["random", "random"], seed=1)
    game.play()
    return game


@pytest.mark.parametrize("test", ["target = active", "target != active", "target = target",
                                  "not (target != active) and target = active"])
def test_every_comparison_with_an_absent_value_is_false(test):
    """`target != active` with `target` absent was true, and `target = target` too."""
    game = play(f"    if {test}:\n        active scores 5")

    assert game.state.totals == [2, 2]


def test_the_zone_of_an_absent_player_is_empty_in_an_expression():
    """`empty(stack of target)` with `target` absent was a TypeError from the compiled code."""
    game = play("    if empty(stack of target) and size(stack of target) = 0 and count(stack of target) = 0:\n"
                "        active scores 1")

    assert game.state.totals == [4, 4]   # 2 cards, and 1 point in each of 2 turns


def test_a_move_into_the_zone_of_an_absent_player_stops_the_game_at_its_place():
    with pytest.raises(mogel.RulesRuntimeError) as stopped:
        play("    move 1 card from hand of active to stack of target")

    assert str(stopped.value).startswith("absent.mm:37:49: 'stack of ...' names no player here (it is absent")


@pytest.mark.parametrize("test, points", [("absent(target)", 3), ("present(target)", 0),
                                          ("absent of target and not present(target)", 3),
                                          ("present(active) and absent(top of stack of active)", 3),
                                          ("present(size(hand of active))", 3)])
def test_present_and_absent_tell_whether_a_value_is_there(test, points):
    """`target` is absent (nobody was chosen); `active` and a number are present; the top of an
    empty pile is absent."""
    game = play(f"    if {test}:\n        active scores {points}")

    assert game.state.totals == [2 + 2 * points, 2 + 2 * points]


@pytest.mark.parametrize("arg, fix", [("hand of active", "'empty(hand of active)'"), ("others", "'any(others)'")])
def test_present_of_a_set_is_refused_with_what_to_ask_instead(arg, fix):
    _, diagnostics = mogel.check_source(GAME.format(body=f"    if present({arg}):\n        active scores 1"),
                                        "absent.mm")

    assert [d.message for d in diagnostics if d.severity == "error"] == [
        f"'present' asks whether a value is there, but this is "
        f"{'a set of cards' if 'empty' in fix else 'a set of players'}, which always is (perhaps with no "
        f"members): ask {fix}"]
