# Spades, after spades.txt: 4 players, partners sit opposite (seats 0 & 2 against 1 & 3).
# Both partners always score the same points, so the winning partnership shares the win.

game spades:
    name: en "Spades", de "Pik"
    players: 4 to 4
    winner: highest score
    ties: shared

define target = 500          # the partnership that reaches it first wins
define mercy = false         # house rule: a partnership at -200 or lower loses at once
define blind_allowed = false # house rule: blind nil

attribute suit:
    name: en "suit", de "Farbe"
    values: clubs, diamonds, hearts, spades
    clubs: en "clubs", de "Kreuz", icon "♣", paint "#222222"
    diamonds: en "diamonds", de "Karo", icon "♦", paint "#c0392b"
    hearts: en "hearts", de "Herz", icon "♥", paint "#c0392b"
    spades: en "spades", de "Pik", icon "♠", paint "#222222"

deck:
    values: 2 to 14
    11: en "jack", de "Bube", icon "J"
    12: en "queen", de "Dame", icon "Q"
    13: en "king", de "König", icon "K"
    14: en "ace", de "Ass", icon "A"
    clubs: 1 each = 13
    diamonds: 1 each = 13
    hearts: 1 each = 13
    spades: 1 each = 13
    total: 52
    shown as: en "the {value} of {suit}", de "{suit}-{value}"

zone stock:
    name: en "pack", de "Kartenstapel" der
    shared, seen by nobody

zone hand:
    name: en "hand", de "Hand" die
    per player, seen by owner

zone played_card:
    name: en "card in the trick", de "Stichkarte" die
    per player, seen by all

zone quitted:
    name: en "tricks taken", de "Stiche" die
    shared, seen by nobody

variable bid:
    name: en "bid", de "Gebot"
    per player
    starts: 0
    reset: each deal

variable blind = false, per player, reset each deal

variable tricks:
    name: en "tricks", de "Stiche"
    per player
    starts: 0
    reset: each deal

variable bags:
    name: en "bags", de "Überstiche"
    per player
    starts: 0

variable leader:
    name: en "leader", de "Ausspieler"
    reset: each deal

variable broken = false, reset each deal

define partner(p) = left of left of p
define led_suit = (top of played_card of leader).suit
define leading = empty(played_card of leader)
define legal(c, p) = (c.suit != spades or broken or not any(hand of p where card.suit != spades)) if leading \
    else (c.suit = led_suit or not any(hand of p where card.suit = led_suit))
define power(c) = c.value + 100 if c.suit = spades else (c.value if c.suit = led_suit else 0)
define trick_winner = highest(players, power(top of played_card of player))
define trick_done = not any(players where empty(played_card of player))

define contract(p) = bid of p + bid of partner(p)
define counted(p) = (0 if bid of p = 0 else tricks of p) + (0 if bid of partner(p) = 0 else tricks of partner(p))
define made(p) = counted(p) >= contract(p)
define contract_points(p) = 0 if contract(p) = 0 else \
    (10 * contract(p) + counted(p) - contract(p) if made(p) else -10 * contract(p))
define new_bags(p) = counted(p) - contract(p) if contract(p) > 0 and made(p) else 0
define nil_value(q) = 200 if blind of q else 100
define nil_points(q) = 0 if bid of q > 0 else (nil_value(q) if tricks of q = 0 else 0 - nil_value(q))
define hand_points(p) = contract_points(p) + nil_points(p) + nil_points(partner(p))
define behind(p) = max(players, total(player)) - total(p) >= 100

define someone_won = any(players where total(player) >= target) and total(oldest) != total(left of oldest)
define someone_sank = mercy and any(players where total(player) <= -200)

level game:
    name: en "game", de "Partie"
    made of: deal
    ends when: someone_won or someone_sank
    checked: after each deal

level deal:
    name: en "hand", de "Spiel"
    starter: oldest if deal = 1 else next(last_starter)
    setup:
        move all cards to stock
        shuffle stock
        if blind_allowed:
            for each player except starter where behind(player):
                do blind_nil
            for each player where player = starter and behind(player):
                do blind_nil
        deal 13 cards from stock to hand
        for each player where blind of player:
            player gives 2 cards from hand to partner(player)
            partner(player) gives 2 cards from hand to player
        for each player except starter where not blind of player:
            do bidding
        for each player where player = starter and not blind of player:
            do bidding
        set leader = next(starter)
    made of: trick
    scoring:
        for each player:
            quietly set bags of player = bags of player + new_bags(player)
        each player scores hand_points(player) - (100 if bags of player >= 10 else 0)
        for each player where bags of player >= 10:
            set bags of player = bags of player - 10

level trick:
    name: en "trick", de "Stich"
    times: 13
    made of: turns
    first: leader
    ends when: trick_done
    checked: after each turn
    scoring:
        let w = trick_winner
        set tricks of w = tricks of w + 1
        set leader = w
        for each player:
            move all cards from played_card of player to quitted

turn:
    active must play 1 card from hand where legal(card, active) onto played_card of active
    if (top of played_card of active).suit = spades:
        quietly set broken = true

procedure bidding:
    let b = player chooses one of:
        b0 (en "Nil!", de "Null!")
        b1 (en "1 trick", de "1 Stich")
        b2 (en "2 tricks", de "2 Stiche")
        b3 (en "3 tricks", de "3 Stiche")
        b4 (en "4 tricks", de "4 Stiche")
        b5 (en "5 tricks", de "5 Stiche")
        b6 (en "6 tricks", de "6 Stiche")
        b7 (en "7 tricks", de "7 Stiche")
        b8 (en "8 tricks", de "8 Stiche")
        b9 (en "9 tricks", de "9 Stiche")
        b10 (en "10 tricks", de "10 Stiche")
        b11 (en "11 tricks", de "11 Stiche")
        b12 (en "12 tricks", de "12 Stiche")
        b13 (en "13 tricks", de "13 Stiche")
    set bid of player = 1 if b = b1 else 2 if b = b2 else 3 if b = b3 else 4 if b = b4 else 5 if b = b5 else 6 if b = b6 else 7 if b = b7 else 8 if b = b8 else 9 if b = b9 else 10 if b = b10 else 11 if b = b11 else 12 if b = b12 else 13 if b = b13 else 0

procedure blind_nil:
    if not blind of partner(player):
        let answer = player chooses one of:
            go_blind (en "Blind nil!", de "Blind Null!")
            normal (en "I will look at my cards.", de "Ich sehe mir meine Karten an.")
        if answer = go_blind:
            set blind of player = true

variant blind_nil:
    description: en "blind nil: a partnership behind by 100 may bid blind nil (200 points)", \
                 de "Blind Null: eine Partei, die 100 Punkte zurückliegt, darf blind Null sagen (200 Punkte)"
    define blind_allowed = true

variant short_game:
    description: en "play to 250", de "bis 250 Punkte"
    define target = 250

variant mercy:
    description: en "a partnership at -200 or lower loses at once", de "eine Partei mit -200 oder weniger verliert sofort"
    define mercy = true
