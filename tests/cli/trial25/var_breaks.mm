# Hearts, after hearts.txt
game hearts:
    name: en "Hearts", de "Hearts"
    players: 4 to 4
    winner: lowest score
    ties: shared

define target = 100
define moon_minus = false            # house rule A
define jack_bonus = 0                # house rule B: the jack of diamonds

attribute suit:
    name: en "suit", de "Farbe"
    values: clubs, diamonds, spades, hearts
    clubs: en "clubs", de "Kreuz", icon "♣"
    diamonds: en "diamonds", de "Karo", icon "♦", paint "#c0392b"
    spades: en "spades", de "Pik", icon "♠"
    hearts: en "hearts", de "Herz", icon "♥", paint "#c0392b"

card plain:
    name: en "card", de "Karte" die
    penalty: 1 if card is hearts else 13 if card is spades and card.value = 12 else jack_bonus if card is diamonds and card.value = 11 else 0

deck:
    values: 2 to 14
    11: en "jack", de "Bube", icon "J"
    12: en "queen", de "Dame", icon "Q"
    13: en "king", de "König", icon "K"
    14: en "ace", de "Ass", icon "A"
    plain clubs: 1 each
    plain diamonds: 1 each
    plain spades: 1 each
    plain hearts: 1 each
    total: 52
    shown as: en "the {value} of {suit}", de "{suit}-{value}"

zone stock:
    shared, seen by nobody
zone hand:
    name: en "hand", de "Hand"
    per player, seen by owner
zone passing:
    name: en "cards to pass", de "Karten zum Weitergeben"
    per player, seen by owner
zone laid:
    name: en "card on the trick", de "Karte im Stich" die
    per player, seen by all
zone won:
    name: en "tricks", de "Stiche" der
    per player, seen by owner

role leader:
    name: en "leader", de "Ausspieler"
    shown as: en "{player} leads.", de "{player} spielt aus."

variable led:
    name: en "suit led", de "angespielte Farbe"
    reset: each trick
variable broken:
    name: en "hearts broken", de "Herz gebrochen"
    starts: false
    reset: each round
variable first_trick = true, reset each round

define points(p) = sum(won of p, card.penalty if card is hearts or (card is spades and card.value = 12) else 0)
define shot(p) = points(p) = 26
define someone_shot = any(players where shot(player))
define is_two_of_clubs(c) = c is clubs and c.value = 2
define is_points(c) = c is hearts or (c is spades and c.value = 12)
define only_hearts(p) = not any(hand of p where not card is hearts)
define only_points(p) = not any(hand of p where not is_points(card))
define can_lead(p, c) = is_two_of_clubs(c) if first_trick else (not c is hearts or broken or only_hearts(p))
define can_follow(p, c) = c.suit = led if any(hand of p where card.suit = led) \
    else (not (first_trick and is_points(c)) or only_points(p))
define receiver(p) = left of p if round mod 4 = 1 else right of p if round mod 4 = 2 else left of left of p
define trick_winner = highest(players where (top of laid of player).suit = led, (top of laid of player).value)
define reached = any(players where total(player) >= target)

level game:
    made of: round
    ends when: reached
    checked: after each round

level round:
    name: en "hand", de "Spiel" das
    starter: oldest if round = 1 else left of last_starter
    setup:
        move all cards to stock
        shuffle stock
        deal 13 cards from stock to hand
        do pass_cards
        first(players where any(hand of player where is_two_of_clubs(card))) becomes leader
    made of: trick
    ends when: not any(players where not empty(hand of player))
    checked: after each trick
    scoring:
        if someone_shot:
            if moon_minus:
                each player where shot(player) scores -26
            else:
                each player where not shot(player) scores 26
            each player scores sum(won of player, card.penalty) - points(player)
        else:
            each player scores sum(won of player, card.penalty)
    expect warning: leaks_hidden     # who holds the 2 of clubs: told as the hand begins

level trick:
    name: en "trick", de "Stich" der
    made of: turns
    first: leader
    ends when: not any(players where empty(laid of player))
    checked: after each turn
    scoring:
        let taker = trick_winner
        taker becomes leader
        for each player:
            move all cards from laid of player to won of taker
        quietly set first_trick = false

procedure pass_cards:
    if round mod 4 != 0:
        for each player:
            move 3 cards chosen by player from hand of player to passing of player
        for each player:
            move all cards from passing of player to hand of receiver(player)

turn:
    if active is leader:
        active must play 1 card from hand where can_lead(active, card) onto laid of active
        quietly set led = (top of laid of active).suit
    else:
        active must play 1 card from hand where can_follow(active, card) onto laid of active
    if (top of laid of active) is hearts and not broken:
        set broken = true

variant moon_minus:
    description: en "shooting the moon subtracts 26 from the shooter instead", de "wer alle Punkte holt, bekommt 26 abgezogen"
    define moon_minus = true

variant omnibus:
    description: en "the jack of diamonds counts minus 10", de "der Karo-Bube zählt minus 10"
    define jack_bonus = -10

variant three_players:
    description: "three players"
    game hearts:
        players: 3 to 3
