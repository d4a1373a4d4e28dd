# A pairing game (an Old Maid): each turn the player picks, blind, one of the
# left neighbour's cards by its place in the fan, then lays down pairs.
game blind_pairs:
    name: en "Blind pairs", de "Blinde Paare"
    players: 2 to 4
    rounds: 1
    order: left
    winner: lowest score

card pip:
    name: en "pip", de "Auge" das

card witch:
    name: en "witch", de "Hexe" die

deck:
    values: 1  2  3  4  5  6
    pip:    2  2  2  2  2  2  = 12
    witch:  1  0  0  0  0  0  = 1
    total: 13

zone stock:
    name: en "stock", de "Stapel" der
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone pairs:
    name: en "pairs", de "Paare" plural
    shared, seen by all

define has_mate(p, c) = any(hand of p where card.value = c.value and card is pip and c is pip and not card = c)
define holders = players where not empty(hand of player)

round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        deal all cards from stock to hand
        for each player:
            do lay_pairs(player)
    first: next(starter)
    ends when: count(holders) <= 1
    checked: after each turn
    scoring:
        each player where not empty(hand of player) scores 1

procedure lay_pairs(p):
    expect warning: leaks_hidden   # pairs are laid face up: the rulebook makes them public
    repeat until not any(hand of p where has_mate(p, card)):
        let c = first(hand of p where has_mate(p, card))
        move c to pairs
        move first(hand of p where card.value = c.value and card is pip) to pairs

turn:
    move 1 card chosen blindly by active from hand of next(active) to hand of active
    do lay_pairs(active)
    each player where empty(hand of player) drops out
