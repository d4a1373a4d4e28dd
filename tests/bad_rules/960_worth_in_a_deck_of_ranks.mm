# expect: 37:8: 'any_worth' adds up the cards' numbers ('card.value') and no other attribute, but the deck's columns are ranks, not numbers ('columns: rank'): no card has a number to add up
# defect: a fishing game of ranks (columns: rank): 'any_worth' and 'cards worth' add up card.value only, which no card of this deck has
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
    if any_worth(table, 4):
        move cards worth 4 chosen by active from table to captured of active
    move top of lead to table
