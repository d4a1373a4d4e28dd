# expect: 35:26: 'cards worth' adds up the cards' numbers ('card.value') and no other attribute, but the deck has no 'values:' line: no card has a number to add up
# defect: a deck of suits without 'values:' has no numbers, and 'cards worth' adds up card.value only
game ranks:
    players: 2 to 4
    rounds: 1
    winner: highest score
attribute suit:
    values: hearts, spades
deck:
    hearts: 6 cards
    spades: 6 cards
zone stock:
    shared, seen by nobody
zone table:
    shared, seen by all
zone lead:
    shared, seen by all
zone hand:
    per player, seen by owner
zone captured:
    per player, seen by all
round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        deal 3 cards from stock to hand
        move 2 cards from stock to table
    first: starter
    ends when: not any(players where not empty(hand of player))
    scoring: each player scores size(captured of player)
turn:
    active must play 1 card from hand onto lead
    if size(table) > 1:
        move cards worth 4 chosen by active from table to captured of active
    move top of lead to table
