"""A shuffle of an empty zone is no event (issue 19, item 7): 'The draw pile is shuffled.' was
told of an empty pile.  It draws no chance either, so the rest of the game is as before."""

from __future__ import annotations

import mogel

GAME = """game shuffles:
    players: 2 to 3
    rounds: 1
    order: left
    winner: lowest score
    ties: shared

zone draw:
    name: en "draw pile", de "Nachziehstapel"
    shared, seen by nobody

zone aside:
    name: en "set-aside pile", de "Beiseite-Stapel"
    shared, seen by nobody

zone hand:
    per player, seen by owner

card chip:
    penalty: 1

deck:
    values: 1 2 3
    chip: 2 2 2

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle aside
        shuffle draw
        deal 2 cards from draw to hand
    first: starter
    ends when: turns >= 2
    scoring:
        each player scores size(hand of player)

turn:
    active draws 1 card from draw
"""


def test_an_empty_zone_is_not_shuffled_and_nothing_is_told():
    game = mogel.Game(mogel.load_rules(text=GAME, file="shuffles.mm"), ["random", "random"], seed=3)
    game.play()

    shuffled = [ev.info["slot"] for ev in game.events if ev.kind == "shuffle"]
    assert shuffled == [game.state.slot_of["draw"]]
    for lang, empty, full in (("en", "set-aside pile is shuffled", "draw pile is shuffled"),
                              ("de", "Beiseite-Stapel wird gemischt", "Nachziehstapel wird gemischt")):
        told = " ".join(game.narration(lang=lang))
        assert empty not in told and full in told


def test_a_game_with_an_empty_shuffle_replays_identically():
    rules = mogel.load_rules(text=GAME, file="shuffles.mm")
    game = mogel.Game(rules, ["random", "honest"], seed=8)
    game.play()

    again = mogel.replay(rules, game.record())

    assert again.events == game.events
