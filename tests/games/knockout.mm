# Knockout: beat the top card of the pile or drop out of the hand; the last player in (or the
# first to play all their cards) wins the hand.  A player who has scored nothing by the end of
# the second hand is knocked out of the game.  (docs/language.md 10.11: `drops out`, `players_in`,
# `dropped_out`; 10.13: `move all ... face down`.)

game knockout:
    name: en "Knockout", de "K.-o."
    players: 3 to 5
    rounds: 3
    winner: highest score

zone draw:
    name: en "stock", de "Talon"
    shared, seen by nobody

zone pile:
    name: en "pile", de "Stapel"
    shared, top seen by all

zone spent:
    name: en "spent cards", de "Ablage"
    shared, seen by all

zone hand:
    per player, seen by owner

card number:
    name: en "number card", de "Zahlenkarte"

deck:
    values: 1 2 3 4 5 6 7 8
    number: 4 4 4 4 4 4 4 4 = 32
    total: 32

define beats(c) = empty(pile) or c.value > (top of pile).value

round:
    name: en "hand", de "Runde"
    starter: oldest if round = 1 else next(last_starter)     # passes over a player knocked out
    setup:
        move all cards to draw
        shuffle draw
        deal 4 cards from draw to hand                       # only the players still in the game
        move 1 card from draw to pile
    first: starter
    ends when: count(players_in) <= 1 or any(players_in where empty(hand of player))
    checked: after each turn
    scoring:
        each player in players_in scores 2
        each player where dropped_out(player) and total(player) = 0 and round >= 2 drops out of the game

turn:
    active may play 1 card from hand where beats(card) onto pile
    otherwise:
        move all cards from hand of active to spent face down              # the hand given up, unseen
        active drops out                                                   # out of this hand
    if not empty(pile) and (top of pile).value = 8:
        move all cards from pile to bottom of spent face down              # an eight clears the pile
        active goes next                                                   # and its player leads again
