"""Small whole games played in levels (design section 10 of issue 17), for tests of levels.

MATCH: a match of 2 games, each of rounds, each of passes; in a pass each player may play a
card of the top's value, else draws; a round has 2 passes (`end round`); a game ends when a
hand is empty or the draw pile is dry (the definition `dry`, told by name when it ends one);
each game scores what is left in the hands.  A variable counts the passes of each round.
GAME_OF_TURNS: a match of 2 games, each of rounds of turns (the round as today, inside a game).
STEPS: a game of one level of steps (the deal), whose length the lab counts in decisions.
"""

from __future__ import annotations

HEAD = """\
game tiny_match:
    name: en "Tiny match", de "Kleines Turnier"
    players: 2 to 4
    winner: lowest score

zone draw:
    name: en "draw pile", de "Nachziehstapel"
    shared, seen by nobody

zone discard:
    name: en "discard pile", de "Ablagestapel"
    shared, top seen by all

zone hand:
    name: en "hand", de "Hand"
    per player, seen by owner

card number:
    name: en "number card", de "Zahlenkarte"
    penalty: 1

deck:
    values:   1  2  3
    number:   8  8  8  = 24
    total: 24

define dry = empty(draw)
"""

GAME = """\
level game:
    name: en "game", de "Spiel"
    times: 2
    starter: oldest if game = 1 else left of last_starter
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
        move 1 card from draw to discard
    made of: round
    ends when: any(players where empty(hand of player)) or dry
    scoring:
        each player scores sum(hand of player, card.penalty)
"""

MATCH = HEAD + GAME + """
variable passes = 0, reset each round

level round:
    name: en "round", de "Runde"
    made of: pass

level pass:
    name: en "pass", de "Durchgang"
    steps:
        set passes = passes + 1
        for each player:
            player may play 1 card from hand where card.value = (top of discard).value onto discard
            otherwise player draws 1 card from draw
        if pass = 2:
            end round
"""

GAME_OF_TURNS = HEAD + GAME + """
round:
    starter: starter if round = 1 else left of last_starter   # the game's starter begins its first round
    first: starter
    ends when: turns >= 4

turn:
    active may play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise active draws 1 card from draw
"""

# A game of one level of steps, the deal: its length can only be told in decisions.  (The `turn:`
# block is not played; mogel.check.loader asks for one when a file has levels but no round.)
STEPS = HEAD.replace("    winner: lowest score", "    rounds: 2\n    winner: lowest score") + """
level deal:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
        move 1 card from draw to discard
    steps:
        for each player:
            player may play 1 card from hand where card.value = (top of discard).value onto discard
            otherwise player draws 1 card from draw
    scoring:
        each player scores sum(hand of player, card.penalty)

turn:
    active draws 1 card from draw
"""
