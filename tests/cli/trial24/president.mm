# PRESIDENT (Scum, Arschloch) -- a climbing game for 4 to 7 players.
# Rank from low to high: 3 4 5 6 7 8 9 10 J Q K A 2 (values 3 to 15).

game president:
    name: en "President", de "Arschloch"
    players: 4 to 7
    rounds: hands
    winner: highest score

define hands = 5

attribute suit:
    values: clubs, diamonds, hearts, spades
    clubs: en "clubs", de "Kreuz", icon "♣"
    diamonds: en "diamonds", de "Karo", icon "♦"
    hearts: en "hearts", de "Herz", icon "♥"
    spades: en "spades", de "Pik", icon "♠"

deck:
    values: 3 to 15
    11: en "jack", de "Bube", icon "J"
    12: en "queen", de "Dame", icon "Q"
    13: en "king", de "König", icon "K"
    14: en "ace", de "Ass", icon "A"
    15: en "2", de "2", icon "2"
    clubs: 1 each
    diamonds: 1 each
    hearts: 1 each
    spades: 1 each
    total: 52
    shown as: en "the {value} of {suit}", de "{suit}-{value}"

zone stock:
    name: en "stock", de "Stapel" der
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone trick:
    name: en "middle", de "Mitte" die
    shared, seen by all

zone gathered:
    name: en "gathered tricks", de "Stich" der
    shared, seen by nobody

role president:
    name: en "President", de "Präsident" der
    shown as: en "{player} is now the President.", de "{player} ist jetzt Präsident."

role scum:
    name: en "Scum", de "Arschloch" das
    shown as: en "{player} is now the Scum.", de "{player} ist jetzt das Arschloch."

# the state of the trick in the middle
variable need = 0, reset each round          # cards per play in this trick; 0: a new trick is led
variable rank_now = 0, reset each round      # rank of the last play
variable last_player, reset each round       # who made the last play
variable passes = 0, reset each round        # passes in a row since the last play
variable finished = 0, reset each round      # how many players are out of this hand
variable place = 0, per player, reset each round    # 1 = President, 2 = Vice-President ...

# house-rule switches (see the variants at the end)
define twos_clear = false
define skip_rule = false

define in_hand(p) = not empty(hand of p)
define still_in = players where in_hand(player)
define top_value(p) = max(hand of p, card.value)
define holds_three_of_clubs(p) = any(hand of p where card is clubs and card.value = 3)

# wild cards: none in the base game (the variant 'jokers' makes the jokers wild)
define wild(c) = false
define jokers(p) = count(hand of p where wild(card))
define higher(v) = v > rank_now or (skip_rule and v = rank_now)
define completes(p, v, n) = count(hand of p where card.value = v or wild(card)) >= n
# the rank of the play being made: its cards are the top ones of the trick, and every
# earlier play of the trick had a lower (or, with 'skip', the same) rank
define play_rank = max(trick where not wild(card), card.value)
# s: size of the trick before this play, w: wild cards in it before this play
define ranked_yet(s, w) = size(trick) - s > count(trick where wild(card)) - w
# may card c be the next card of a play that still needs n cards (c included)?
define fits(c, p, n, s, w) = (wild(c) or c.value = play_rank) if ranked_yet(s, w) \
    else (wild(c) and (jokers(p) >= n and rank_now < 16 \
                       or any(hand of p where not wild(card) and higher(card.value) and completes(p, card.value, n))) \
          or not wild(c) and higher(c.value) and completes(p, c.value, n))
define lead_fits(c, s, w) = wild(c) or not ranked_yet(s, w) or c.value = play_rank
# the Scum's highest card: a joker if they hold one
define highest_card(c, p) = wild(c) if jokers(p) > 0 else c.value = top_value(p)

round:
    starter: oldest if round = 1 else left of last_starter
    setup:
        move all cards to stock
        shuffle stock
        deal all cards from stock to hand
        if round > 1:
            # Scum gives the highest card, President gives back any card
            scum must give 1 card from hand where highest_card(card, scum) to president
            president must give 1 card from hand to scum
    first: first(players where holds_three_of_clubs(player)) if round = 1 else scum
    ends when: count(still_in) <= 1
    checked: after each move
    scoring:
        each player where place of player = 1 scores 2
        each player where place of player = 2 scores 1
        each player where in_hand(player) scores -1
        first(players where place of player = 1) becomes president
        first(players where in_hand(player)) becomes scum

procedure lead:
    let start = size(trick)
    let wild_before = count(trick where wild(card))
    active must play 1 card from hand onto trick
    active must play 0 to 3 cards from hand where lead_fits(card, start, wild_before) onto trick
    do set_rank

procedure follow:
    let was = rank_now
    let start = size(trick)
    let wild_before = count(trick where wild(card))
    active may play 1 card from hand where fits(card, active, need, start, wild_before) onto trick
    otherwise:
        set passes = passes + 1
    if turns_without_play = 0:
        active must play need - 1 cards from hand \
            where fits(card, active, need - (size(trick) - start), start, wild_before) onto trick
        do set_rank
        if skip_rule and rank_now = was:
            next(active) misses 1 turn

# the rank of the play just made (all jokers: above a 2)
procedure set_rank:
    set rank_now = play_rank if ranked_yet(start, wild_before) else 16

procedure after_play:
    set last_player = active
    set passes = 0
    if empty(hand of active):
        set finished = finished + 1
        set place of active = finished
    if twos_clear and rank_now = 15:
        do clear_trick
        if in_hand(active):
            active goes next

procedure clear_trick:
    move all cards from trick to gathered
    set need = 0
    set rank_now = 0
    set passes = 0

turn:
    if in_hand(active):
        if need = 0:
            do lead
            set need = size(trick)
            do after_play
        else:
            do follow
            if turns_without_play = 0:
                do after_play
            else:
                if passes >= count(still_in except last_player):
                    do clear_trick
                    last_player goes next

variant twos_clear:
    description: en "Twos clear: a 2 (or set of 2s) ends the trick at once; its player leads again", \
                 de "Zweien räumen: eine 2 beendet den Stich sofort; wer sie spielt, spielt neu aus"
    define twos_clear = true

variant skip:
    description: en "Skip: a play of the same rank as the last play skips the next player", \
                 de "Aussetzen: wer denselben Rang legt, lässt den nächsten aussetzen"
    define skip_rule = true

variant jokers:
    description: en "Jokers: two jokers, highest of all, and wild (any rank) when played with other cards", \
                 de "Joker: zwei Joker, höher als alles, und mit anderen Karten gespielt jeder Rang"
    card joker:
        name: en "joker", de "Joker" der
        shown as: en "a joker", de "ein Joker"
    deck:
        joker: 2 cards
        total: 54
    define wild(c) = c is joker
