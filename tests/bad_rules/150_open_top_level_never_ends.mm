# expect: 20:1: level 'game' can never end: its parts ('round') have no 'times:', it has no 'ends when:' and no statement says 'end game'
# defect: a top level with neither 'times:' nor 'rounds:' nor 'ends when:': nothing ends the game
game ranks:
    players: 2 to 4
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
level game:
    made of: round
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
