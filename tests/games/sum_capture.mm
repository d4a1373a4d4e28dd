# A fishing game (a small Scopa): play a card from your hand to the table; if table cards of the
# same value lie there, take one of them; else take a set of table cards whose values add up to it.
game sum_capture:
    name: en "Sum capture", de "Summenfang"
    players: 2 to 4
    rounds: 1
    order: left
    winner: highest score

card pip:
    name: en "pip", de "Auge" das

deck:
    values: 1  2  3  4  5  6  7  8  9  10
    pip:    4  4  4  4  4  4  4  4  4  4  = 40
    total: 40

zone stock:
    name: en "stock", de "Stapel" der
    shared, seen by nobody

zone table:
    name: en "table", de "Tisch" der
    shared, seen by all

zone hand:
    per player, seen by owner

zone lead:
    name: en "played card", de "gespielte Karte" die
    shared, seen by all

zone captured:
    name: en "captured cards" plural, de "genommene Karten" plural
    per player, seen by all

define v = (top of lead).value

round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        move 4 cards from stock to table
    first: starter
    ends when: empty(stock) and not any(players where not empty(hand of player))
    checked: after each turn
    scoring:
        each player scores size(captured of player)

turn:
    if empty(hand of active):
        deal 3 cards from stock to hand
    active must play 1 card from hand onto lead
    if any(table where card.value = v):
        move 1 card chosen by active from table where card.value = v to captured of active
        move top of lead to captured of active
    else:
        if any_worth(table, v):
            move cards worth v chosen by active from table to captured of active
            move top of lead to captured of active
            if empty(table):
                active scores 1 (en "Scopa!", de "Scopa!")
        else:
            move top of lead to table
