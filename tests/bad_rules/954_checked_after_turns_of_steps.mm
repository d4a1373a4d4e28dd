# expect: 50:25: 'checked: after each turn' never comes: no level of this game is made of turns (the innermost, 'battle', has 'steps:'), so no turn is ever played; write 'after each move' or 'after each battle' for 'game'
# defect: a level whose parts have steps, not turns, is checked after each turn
game colours:
    name: en "Colours", de "Farben"
    players: 2 to 4
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

level game:
    name: en "game", de "Spiel"
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 4 cards from draw to hand
    made of: battle
    ends when: any(players where empty(hand of player))
    checked: after each turn
    scoring:
        each player scores size(hand of player)

level battle:
    name: en "battle", de "Schlacht"
    steps:
        each player must play 1 card from hand onto discard
