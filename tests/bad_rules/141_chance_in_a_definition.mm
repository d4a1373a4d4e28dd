# expect: 11:16: 'chance' cannot stand in a definition: a definition is worked out again each time it is used, and would draw anew each time; draw it in a statement ('let caught = chance(30%)') and pass it on
# defect: 'chance' in a definition: a definition is worked out each time it is read, and would draw anew each time
game ranks:
    players: 2 to 4
    rounds: 1
    winner: highest score
attribute rank:
    values: two, three, four
attribute suit:
    values: hearts, spades
define lucky = chance(30%)
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
    active may play 1 card from hand where card.rank = (top of discard).rank onto discard
    otherwise active draws 1 card from draw
    if lucky:
        active draws 1 card from draw
