# Old Maid -- written from docs/language.md only.
game old_maid:
    name: en "Old Maid", de "Schwarzer Peter"
    players: 2 to 6
    rounds: 1
    order: left
    winner: lowest score

attribute suit:
    name: en "suit", de "Farbe"
    values: clubs, diamonds, hearts, spades
    clubs: en "clubs", de "Kreuz"
    diamonds: en "diamonds", de "Karo"
    hearts: en "hearts", de "Herz"
    spades: en "spades", de "Pik"

deck:
    values: 1 to 13
    1: en "ace", de "Ass", icon "A"
    11: en "jack", de "Bube", icon "J"
    12: en "queen", de "Dame", icon "Q"
    13: en "king", de "König", icon "K"
    clubs:    1 1 1 1 1 1 1 1 1 1 1 0 1 = 12
    diamonds: 1 each = 13
    hearts:   1 each = 13
    spades:   1 each = 13
    total: 51
    shown as: en "the {value} of {suit}", de "{suit}-{value}"

zone stock:
    name: en "stock", de "Stapel" der
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone pairs:
    name: en "pairs", de "Paare" plural
    shared, seen by all

define same_colour = false
define red(c) = c is hearts or c is diamonds
define mates(a, b) = a.value = b.value and (not same_colour or red(a) = red(b))
define has_mate(p, c) = any(hand of p where mates(card, c) and not card = c)
define has_pair(p) = any(hand of p where has_mate(p, card))
define holders = players where not empty(hand of player)

procedure lay_pairs:
    expect warning: leaks_hidden   # pairs are laid down face up: the rulebook makes them public
    # `player` is bound by the `for each player` around each `do`
    repeat until not has_pair(player):
        let c = first(hand of player where has_mate(player, card))
        move c to pairs
        move first(hand of player where mates(card, c)) to pairs

round:
    starter: oldest if round = 1 else left of last_starter
    setup:
        move all cards to stock
        shuffle stock
        deal all cards from stock to hand
        for each player:
            do lay_pairs
        each player where empty(hand of player) drops out
    first: next(starter)
    ends when: count(holders) <= 1
    checked: after each turn
    scoring:
        each player where not empty(hand of player) scores 1

turn:
    move 1 card from hand of next(active) at random to hand of active
    for each player where player = active:
        do lay_pairs
    each player where empty(hand of player) drops out

variant same_colour:
    description: en "a pair is two cards of the same rank and the same colour", de "ein Paar: gleicher Wert und gleiche Farbe (rot/schwarz)"
    define same_colour = true

variant match_of_five:
    description: en "play 5 games; the Old Maid of each scores a penalty point", de "5 Spiele; wer den Schwarzen Peter behält, bekommt einen Strafpunkt"
    game old_maid:
        rounds: 5
