"""Small rules texts with card attributes, shared by the tests of attributes (tests/*/test_attributes*.py).

COLOURS: 18 kindless cards, three colours of 1-6 (`values: 1 to 6`, `N each`, `shown as`),
played by colour or number.  SUITS: card kinds by suits (`columns: suit`), told "jack of
hearts" / "Herz-Bube", with `next(...)` over the suits.
"""

COLOURS = '''\
game colours:
    name: en "Colours", de "Farben"
    players: 2 to 4
    rounds: 1
    order: left
    winner: lowest score

attribute colour:
    name: en "colour", de "Farbe", icon "*"
    values: red, green, blue
    red: en "RED", de "ROT", paint "#c0392b"
    green: en "GREEN", de "GRÜN"
    blue: en "BLUE", de "BLAU", icon "o", paint "#1f5fbf"

zone draw:
    name: en "draw pile", de "Nachziehstapel"
    shared, seen by nobody
    when empty:
        move all cards from discard except top to draw
        shuffle draw

zone discard:
    name: en "discard pile", de "Ablagestapel"
    shared, top seen by all

zone hand:
    name: en "hand", de "Hand"
    per player, seen by owner

deck:
    values: 1 to 6
    red:    1 each = 6
    green:  1 each = 6
    blue:   1 each = 6
    total: 18
    shown as: en "{colour} {value}", de "{colour} {value}"

define same_colour(c, d) = c.colour = d.colour

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 4 cards from draw to hand
        move 1 card from draw to discard
    first: starter
    ends when: any(players where empty(hand of player)) or turns >= 60
    scoring:
        each player scores size(hand of player)

turn:
    active must play 1 card from hand where same_colour(card, top of discard) onto discard
    otherwise active draws 1 card from draw
'''

SUITS = '''\
game suits:
    players: 2 to 3
    rounds: 1
    order: left
    winner: lowest score

attribute suit:
    name: en "suit", de "Farbe"
    values: hearts, spades
    hearts: en "hearts", de "Herz", icon "\u2665", paint "#c0392b"
    spades: en "spades", de "Pik", icon "\u2660"

card jack:
    name: en "jack", de "Bube"
    penalty: 2

card queen:
    name: en "queen", de "Dame"
    penalty: 3

zone draw:
    shared, seen by nobody

zone discard:
    shared, top seen by all

zone hand:
    per player, seen by owner

deck:
    columns: suit
    jack:   2 each = 4
    queen:  1 1 = 2
    total: 6
    shown as: en "the {kind} of {suit}", de "{suit}-{kind}"

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 2 cards from draw to hand
        move 1 card from draw to discard
    first: starter
    ends when: any(players where empty(hand of player)) or turns >= 20
    scoring:
        each player scores sum(hand of player, card.penalty)

turn:
    active must play 1 card from hand where card.suit = next((top of discard).suit) or card.kind = (top of discard).kind onto discard
    otherwise active draws 1 card from draw
'''
