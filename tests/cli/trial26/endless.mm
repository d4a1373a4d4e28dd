# A game whose open-ended top level never ends: its bouts (shown "hand") run into the engine's limit
game endless:
    name: en "Endless", de "Endlos"
    players: 2 to 2
    winner: highest score

attribute suit:
    values: red, blue
    red: en "red", de "rot"
    blue: en "blue", de "blau"

deck:
    values: 1 to 2
    red: 1 each
    blue: 1 each
    total: 4
    shown as: en "the {suit} {value}", de "{suit} {value}"

zone stock:
    shared, seen by nobody

variable bouts = 0

level game:
    name: en "match", de "Partie" die
    made of: bout
    ends when: bouts < 0
    checked: after each bout

level bout:
    name: en "hand", de "Spiel" das
    steps:
        quietly set bouts = bouts + 1
