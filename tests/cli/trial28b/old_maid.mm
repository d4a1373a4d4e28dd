# Old Maid: remove one queen, deal all, discard pairs, draw blindly from the left.
game old_maid:
    name: en "Old Maid", de "Schwarzer Peter"
    players: 2 to 6
    rounds: 3
    winner: lowest score

attribute suit:
    values: clubs, diamonds, hearts, spades

attribute rank:
    values: two, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace

deck:
    columns: suit
    two: 1 each
    three: 1 each
    four: 1 each
    five: 1 each
    six: 1 each
    seven: 1 each
    eight: 1 each
    nine: 1 each
    ten: 1 each
    jack: 1 each
    queen: 1 each
    king: 1 each
    ace: 1 each
    total: 52
    shown as: en "the {rank} of {suit}", de "{suit}-{rank}"

zone stock:
    shared, seen by nobody
zone hand:
    per player, seen by owner
zone pairs:
    name: en "discarded pairs" plural
    shared, seen by all

define take_from(p) = next(p)

procedure discard_pairs(p):
    expect warning: leaks_hidden
    for each rank r:
        repeat until count(hand of p where card.rank = r) < 2:
            move 2 cards from hand of p at random where card.rank = r to pairs

round:
    starter: oldest if round = 1 else next(last_starter)
    setup:
        move all cards where not (card.rank = queen and card.suit = clubs) to stock
        shuffle stock
        deal all cards from stock to hand
        for each player:
            do discard_pairs(player)
        each player where empty(hand of player) drops out
    first: starter
    ends when: count(players where not empty(hand of player)) <= 1
    checked: after each turn
    scoring:
        each player where not empty(hand of player) scores 1 (en "left holding the Old Maid")

turn:
    move 1 card chosen blindly by active from hand of take_from(active) to hand of active
    do discard_pairs(active)
    each player where empty(hand of player) drops out

variant from_the_right:
    description: "draw from the player on your right instead"
    define take_from(p) = previous(p)

variant dealer_draws:
    description: "nobody picks: the card drawn is taken at random"
    turn:
        move 1 card from hand of take_from(active) at random to hand of active
        do discard_pairs(active)
        each player where empty(hand of player) drops out
