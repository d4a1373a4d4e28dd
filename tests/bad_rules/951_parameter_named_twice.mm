# expect: 59:25: procedure 'follow' has two parameters called 'least': give each its own name
# defect: a procedure with two parameters of one name
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

variable lead = 0

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
    do follow(1, 2)

procedure follow(least, least):
    active may play 1 card from hand where card.value > least onto discard
    otherwise active draws 1 card from draw
    set lead = least
