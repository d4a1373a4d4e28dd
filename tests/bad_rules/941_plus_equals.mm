# expect: 49:27: there is no '+=' or '-=': a variable changes by a 'set' of its new value, 'set X = X + 1' ('set tricks of w = tricks of w + 1')
# defect: 'taken of starter += 1': there is no '+=' (write 'set taken of starter = taken of starter + 1')
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
        taken of starter += 1

turn:
    active must play 1 card from hand onto table
