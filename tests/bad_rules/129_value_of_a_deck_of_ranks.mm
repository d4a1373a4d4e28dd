# expect: 32:44: the cards have no number: the deck's columns are ranks, not numbers ('columns: rank'); compare 'c.rank = two' or 'c is two' instead
# defect: a deck of ranks (columns: rank) has no numbers: '.value' would be nothing on every card (the Crazy Eights trial followed an old hint to it)
game ranks:
    players: 2 to 4
    rounds: 1
    winner: highest score
attribute rank:
    values: two, three, four
attribute suit:
    values: hearts, spades
deck:
    columns: rank
    hearts: 2 each
    spades: 2 each
zone draw:
    shared, seen by nobody
zone discard:
    shared, top seen by all
zone hand:
    per player, seen by owner
round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
        move 1 card from draw to discard
    first: starter
    ends when: any(players where empty(hand of player))
    scoring: each player where empty(hand of player) scores 1
turn:
    active may play 1 card from hand where card.value = 2 onto discard
    otherwise active draws 1 card from draw
