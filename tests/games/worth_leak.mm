# A sum-capture taking sets worth a card nobody sees (the top of the draw): the checker warns leaks_hidden.
game worth_leak:
    players: 2 to 3
    rounds: 1
    winner: highest score
attribute suit:
    values: red, black, green
deck:
    values: 1 to 6
    red: 1 each
    black: 1 each
    green: 1 each
zone draw:
    shared, seen by nobody
zone hand:
    per player, seen by owner
zone won:
    per player, seen by nobody
round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 4 cards from draw to hand
    first: starter
    ends when: turns >= 2
turn:
    move cards worth (top of draw).value chosen by active from hand of active to won of active
