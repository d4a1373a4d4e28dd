# expect: 34:22: 'chance(7 in 6)': A in B is a chance when A is from 0 to B and B is 1 or more
# defect: 'chance(7 in 6)': A must be from 0 to B
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
    active may play 1 card from hand where card.rank = (top of discard).rank onto discard
    otherwise active draws 1 card from draw
    let six = chance(7 in 6)
    if six:
        active draws 1 card from draw
