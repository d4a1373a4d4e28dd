# Go Fish as a new user wrote it from their rulebook (tests/games/test_go_fish.py), its rule
# "whoever holds all four cards of a rank lays them down" written as a loop over the ranks,
# `for each rank r:` (docs/language.md 10.7), where the user's first try needed a variable and
# `repeat 13 times: ... set r = next(r)` for the books dealt, and a procedure for the others.
game go_fish:
    name: en "Go Fish", de "Angeln"
    players: 2 to 5
    rounds: 1
    winner: highest score

attribute suit:
    values: hearts, diamonds, clubs, spades

attribute rank:
    values: ace, two, three, four, five, six, seven, eight, nine, ten, jack, queen, king

deck:
    columns: suit
    ace: 1 each
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
    total: 52
    shown as: en "{rank} of {suit}", de "{suit} {rank}"

zone stock:
    name: en "stock", de "Stapel" der
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone books:
    name: en "books", de "Quartette" die
    per player, seen by all

variable asked:
    name: en "asked rank", de "gefragter Rang"
    reset: each turn

define hand_size = 7 if player_count <= 3 else 5
define holds(p, k) = any(hand of p where card.rank = k)
define all_books = size(stock) = 0 and not any(players where not empty(hand of player))

procedure lay_books:
    # whoever holds all four cards of a rank lays them down
    for each rank r:
        for each player:
            if count(hand of player where card.rank = r) = 4:
                move all cards from hand of player where card.rank = r to books of player

round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        deal hand_size cards from stock to hand
        # books dealt straight away
        do lay_books
    first: starter
    ends when: all_books
    checked: after each turn
    scoring:
        each player scores size(books of player)

turn:
    expect warning: leaks_hidden    # "Go fish!": the rulebook makes the answer public, and a book is laid face up
    if empty(hand of active):
        active draws 1 card from stock
    if not empty(hand of active):
        let victim = active chooses a player where player != active and not empty(hand of player)
        otherwise:
            active draws 1 card from stock
        if present(victim):
            set asked = active chooses a rank where holds(active, rank)
            if holds(victim, asked):
                move all cards from hand of victim where card.rank = asked to hand of active
                do lay_books
                active goes next
            else:
                let before = size(hand of active)
                active draws 1 card from stock
                let k = (top of hand of active).rank
                if size(hand of active) > before and k = asked:
                    do lay_books
                    active goes next
                else:
                    do lay_books
