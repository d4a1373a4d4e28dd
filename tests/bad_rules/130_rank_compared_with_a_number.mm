# expect: 32:44: cannot compare a rank with a number: the ranks are two, three, four (write 'c.rank = two')
# defect: a rank compared with a number: the ranks of a deck with 'columns: rank' are named values, not numbers
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
    active may play 1 card from hand where card.rank = 2 onto discard
    otherwise active draws 1 card from draw
