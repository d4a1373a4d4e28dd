"""A player's zone's `when empty` (docs/language.md 4, `when empty`): `player` is the owner of the
zone that ran out, so War's "your winnings become your stack" is one block; in a shared zone's
block `player` stays unknown, with the checker's message."""

from __future__ import annotations

import pytest

import mogel

RULES = """\
game refilling:
    players: 2 to 3
    rounds: 1
    winner: highest score

card number:
    penalty: 1

deck:
    values: 1 to 12
    number: 1 each
    total: 12

zone draw:
    shared, seen by nobody
zone stack:
    per player, seen by nobody
    when empty:
        move all cards from won of player to stack of player
zone won:
    per player, seen by nobody
zone table:
    shared, seen by all

round:
    starter: oldest
    setup:
        move all cards to draw
        deal 1 card from draw to stack
        deal 2 cards from draw to won
    first: starter
    ends when: turns >= 9
    scoring: each player scores size(stack of player)
turn:
    move 1 card from stack of active to table
"""


def test_each_players_stack_is_refilled_from_their_own_winnings():
    game = mogel.Game(mogel.load_rules(text=RULES, file="refill.mm"), ["random"] * 3, seed=2).play()
    s = game.state
    stacks = range(s.slot_of["stack"], s.slot_of["stack"] + 3)
    gathers = [ev for ev in game.events if ev.kind == "gather" and ev.moves[0][2] in stacks]
    assert len(gathers) == 3   # each player's one card played, then their two won cards come up
    for seat, ev in enumerate(gathers):
        assert {(src, dst) for _, src, dst in ev.moves} == {(s.slot_of["won"] + seat, s.slot_of["stack"] + seat)}
        assert len(ev.moves) == 2
    assert all(not s.zones[s.slot_of["won"] + seat] for seat in range(3))
    assert len(s.zones[s.slot_of["table"]]) == 9


def test_player_is_not_known_in_a_shared_zones_block():
    text = RULES.replace("    when empty:\n        move all cards from won of player to stack of player\n", "").replace(
        "zone table:\n    shared, seen by all\n",
        "zone table:\n    shared, seen by all\n    when empty:\n        player scores 1\n")
    with pytest.raises(mogel.RulesError, match=r"refill\.mm:\d+:\d+: .*'player'"):
        mogel.load_rules(text=text, file="refill.mm")
