# expect: 12:20: 'penalty:' is worked out once for each card, when the deck is made: it may read the card ('card.value', 'card is ...', an attribute such as 'card.rank'), numbers and definitions made of those, not 'player_count': that is not known then
# defect: 'penalty:' reads player_count: it is worked out once per card, before any table is known
game ranks:
    players: 2 to 4
    rounds: 1
    winner: highest score
attribute rank:
    values: two, three, four
attribute suit:
    values: hearts, spades
card plain:
    penalty: 10 if player_count > 3 else 5
deck:
    columns: rank
    plain hearts: 2 each
    plain spades: 2 each
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
