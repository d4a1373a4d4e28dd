# expect: 51:57: 'trump' is a variable, not a card kind, tag or role, which 'is' names: to compare a card's attribute with its value, write 'c.suit = trump'
# defect: 'card is trump' of a variable 'trump': 'is' names a card kind, tag or role, not a value
game tricks:
    players: 2 to 4
    winner: highest score

attribute suit:
    values: red, black

deck:
    values: 1 to 8
    red: 1 each
    black: 1 each

zone stock:
    shared, seen by nobody
zone hand:
    per player, seen by owner
variable trump:
    name: en "trump"
    reset: each deal
variable taken = 0, per player, reset each deal

zone table:
    shared, seen by all

level game:
    made of: deal
    ends when: any(players where score(player) >= 10)

level deal:
    starter: oldest
    times: 1
    setup:
        move all cards to stock
        shuffle stock
        deal 4 cards from stock to hand
        set trump = red
    made of: play

level play:
    times: 4
    made of: turns
    first: starter
    ends when: size(table) = player_count
    checked: after each turn
    scoring:
        move all cards from table to stock

turn:
    active must play 1 card from hand where not card is trump onto table
