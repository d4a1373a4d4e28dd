# Bid your tricks: each player, starting after the dealer, bids how many tricks they will take
# (0 up to the cards in hand, but never more than `most_bid`); a player who takes exactly that
# many scores 10 plus the bid, anyone else loses a point per trick off.  The highest card wins a
# trick and its player leads the next.  (docs/language.md 10.10: `chooses a number from A to B`;
# 10.7: `for each player starting after P`; 15: `min` of numbers.)

game bidding:
    name: en "Bid your tricks", de "Stiche ansagen"
    players: 3 to 4
    winner: highest score

define most_bid = 3          # no bid above it, however many cards a player holds

zone stock:
    name: en "stock", de "Talon"
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone trick_card:
    name: en "card in the trick", de "Stichkarte" die
    per player, seen by all

zone taken:
    name: en "tricks taken", de "Stiche" die
    shared, seen by nobody

card number:
    name: en "number card", de "Zahlenkarte"

deck:
    values: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
    number: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 = 16
    total: 16

role dealer:
    name: en "dealer", de "Geber"

variable bid:
    name: en "bid", de "Gebot"
    per player
    reset: each deal

variable tricks = 0, per player, reset each deal

variable leader, reset each deal

define off(p) = max(tricks of p - bid of p, bid of p - tricks of p)
define winner_of_trick = highest(players, (top of trick_card of player).value)

level game:
    name: en "game", de "Partie"
    made of: deal

level deal:
    name: en "hand", de "Spiel"
    times: 3
    starter: oldest if deal = 1 else next(last_starter)
    setup:
        starter becomes dealer
        move all cards to stock
        shuffle stock
        deal 4 cards from stock to hand
        for each player starting after dealer:
            set bid of player = player chooses a number (en "{player} bids {number}.", de "{player} sagt {number} an.") \
                from 0 to min(size(hand of player), most_bid)
        set leader = next(dealer)
    made of: trick
    scoring:
        each player where off(player) = 0 scores 10 + bid of player
        each player where off(player) > 0 scores 0 - off(player)

level trick:
    name: en "trick", de "Stich"
    times: 4
    made of: turns
    first: leader
    ends when: not any(players where empty(trick_card of player))
    checked: after each turn
    scoring:
        let w = winner_of_trick
        set tricks of w = tricks of w + 1
        set leader = w
        for each player starting from w:
            move all cards from trick_card of player to taken

turn:
    active must play 1 card from hand onto trick_card of active
