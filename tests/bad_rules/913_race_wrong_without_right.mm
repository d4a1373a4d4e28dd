# expect: 42:5: 'wrong as hasty:' needs a claim to be wrong about: write 'who may, right if COND' before the '->' of race 'snap' (running claims that COND holds)
# defect: 'wrong as' without 'right if'
game snap:
    name: en "Snap", de "Schnipp"
    players: 2 to 4
    rounds: 1
    order: left
    winner: highest score
    ties: shared

zone stock:
    shared, seen by nobody

zone pile:
    shared, seen by all

zone hand:
    per player, seen by owner

card number:
    penalty: 0

deck:
    values:  1  2  3
    number:  2  2  2   = 6
    total: 6

round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        deal 1 card from stock to hand
    first: starter
    ends when: empty(stock)
    checked: after each turn

turn:
    move 1 card from stock to pile
    race snap among players who may -> fastest as caller:
        caller scores 1
    wrong as hasty:
        hasty scores -1
