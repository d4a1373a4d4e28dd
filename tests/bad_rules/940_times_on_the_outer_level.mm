# expect: 26:1: level 'deal' can never end: its parts ('play') have no 'times:' (the 'times:' of 'deal' counts the deals of the game; how many plays one deal has is the 'times:' of level 'play'), it has no 'ends when:' and no statement says 'end deal'
# defect: 'times: 4' (tricks in a deal) stands in the level of deals, and the tricks have no count
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
zone table:
    shared, seen by all

level game:
    made of: deal
    ends when: any(players where score(player) >= 10)

level deal:
    starter: oldest
    times: 4
    setup:
        move all cards to stock
        shuffle stock
        deal 4 cards from stock to hand
    made of: play

level play:
    made of: turns
    first: starter
    ends when: size(table) = player_count
    checked: after each turn
    scoring:
        move all cards from table to stock

turn:
    active must play 1 card from hand onto table
