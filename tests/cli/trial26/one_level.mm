# A game that is one instance of a level of turns: no rounds, hands or other parts to stop between
game race_out:
    name: en "Race Out", de "Wettablegen"
    players: 2 to 4
    winner: lowest score

attribute suit:
    values: red, blue
    red: en "red", de "rot"
    blue: en "blue", de "blau"

deck:
    values: 1 to 6
    red: 1 each
    blue: 1 each
    total: 12
    shown as: en "the {suit} {value}", de "{suit} {value}"

zone stock:
    shared, seen by nobody
zone hand:
    per player, seen by owner
zone pile:
    name: en "pile", de "Ablage" die
    shared, seen by all

level game:
    name: en "game", de "Partie" die
    setup:
        move all cards to stock
        shuffle stock
        deal 3 cards from stock to hand
    made of: turns
    first: oldest
    ends when: any(players where empty(hand of player))
    scoring:
        each player scores size(hand of player)

turn:
    active must play 1 card from hand onto pile
