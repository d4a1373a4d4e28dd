# Durak (Podkidnoy Durak, "throw-in fool"), after durak.txt.
# One game: the last player holding cards is the durak and scores 1 (lowest score wins).

game durak:
    name: en "Durak", de "Durak"
    players: 2 to 6
    winner: lowest score
    ties: shared

define games = 1            # games of a match
define most_attacks = 6     # at most six attack cards in a bout
define passing = false      # house rule perevodnoy: the defender may pass the attack on
define hand_limit = true    # never more attack cards than the defender held at the start

attribute suit:
    name: en "suit", de "Farbe"
    values: clubs, diamonds, hearts, spades
    clubs: en "clubs", de "Kreuz", icon "♣", paint "#222222"
    diamonds: en "diamonds", de "Karo", icon "♦", paint "#c0392b"
    hearts: en "hearts", de "Herz", icon "♥", paint "#c0392b"
    spades: en "spades", de "Pik", icon "♠", paint "#222222"

deck:
    values: 6 to 14
    11: en "jack", de "Bube", icon "J"
    12: en "queen", de "Dame", icon "Q"
    13: en "king", de "König", icon "K"
    14: en "ace", de "Ass", icon "A"
    clubs: 1 each = 9
    diamonds: 1 each = 9
    hearts: 1 each = 9
    spades: 1 each = 9
    total: 36
    shown as: en "the {value} of {suit}", de "{suit}-{value}"

zone talon:
    name: en "talon", de "Talon" der
    shared, seen by nobody
    when empty:
        move all cards from trump_card to talon    # the turned trump is drawn last

zone trump_card:
    name: en "turned trump", de "Trumpfkarte" die
    shared, seen by all

zone hand:
    name: en "hand", de "Hand" die
    per player, seen by owner

zone attack:
    name: en "attack", de "Angriff" der
    shared, seen by all

zone covered:
    name: en "beaten cards", de "Tisch" der
    shared, seen by all

zone discard:
    name: en "discard pile", de "Ablagestapel" der
    shared, seen by nobody

variable trump:
    name: en "trump", de "Trumpf"
    reset: each game
    expect warning: leaks_hidden    # with 6 players the dealer shows their last card for trump

variable attacker:
    name: en "attacker", de "Angreifer"
    reset: each game
    expect warning: leaks_hidden    # "the player holding the lowest trump shows it and attacks first"

variable defender:
    name: en "defender", de "Verteidiger"
    reset: each game

variable durak:
    name: en "durak", de "Durak"

variable limit = 6, reset each bout
variable attacks = 0, reset each bout
variable taking = false, reset each bout
variable over = false, reset each bout
variable thrown = false, reset each bout
variable carried = false

define beats(c, a) = (c.suit = a.suit and c.value > a.value) or (c.suit = trump and a.suit != trump)
define beatable(a, p) = any(hand of p where beats(card, a))
define can_beat(p) = any(attack where beatable(card, p))
define on_table(c) = any(attack where card.value = c.value) or any(covered where card.value = c.value)
define holds_trump(p) = any(hand of p where card.suit = trump)
define lowest_trump = lowest(players where holds_trump(player), min(hand of player where card.suit = trump, card.value))
define smaller(a, b) = a if a < b else b
define bout_limit(p) = smaller(most_attacks, size(hand of p)) if hand_limit else most_attacks
define can_pass(p) = passing and empty(covered) and any(hand of p where card.value = (top of attack).value) \
    and size(hand of next(p)) >= size(attack) + 1 and next(p) != p
define nothing_left = empty(talon) and empty(trump_card)

level game:
    name: en "game", de "Spiel"
    times: games
    starter: oldest if game = 1 else previous(durak)
    setup:
        move all cards to talon
        shuffle talon
        deal 6 cards from talon to hand
        if empty(talon):
            set trump = (top of hand of starter).suit   # 6 players: the dealer's last card shows trump
        else:
            move 1 card from talon to trump_card
            set trump = (top of trump_card).suit
        if game = 1 or absent(durak):
            set attacker = lowest_trump if present(lowest_trump) else left of starter
        else:
            set attacker = previous(durak)
        set defender = next(attacker)
    made of: bout
    ends when: count(players_in) <= 1
    checked: after each bout
    scoring:
        each player in players_in scores 1
        if count(players_in) = 1:
            set durak = first(players_in)

level bout:
    name: en "bout", de "Angriff"
    starter: attacker
    steps:
        quietly set limit = bout_limit(defender)
        if carried:
            quietly set carried = false            # the attack was passed on: the cards lie there
            quietly set attacks = size(attack)
        else:
            attacker must play 1 card from hand onto attack
            quietly set attacks = 1
        repeat until over:
            if taking or empty(attack):
                do throw_in
                if not thrown:
                    quietly set over = true
            else:
                do defend
        do end_bout

procedure throw_in:
    quietly set thrown = false
    let before = size(attack)
    for each player in players_in except defender:
        if not thrown and attacks < limit:
            player may play 1 card from hand where on_table(card) onto attack
            if size(attack) > before:
                quietly set thrown = true
                quietly set attacks = attacks + 1

procedure defend:
    let answer = defender chooses one of:
        beat (en "I beat it.", de "Ich schlage.") if can_beat(defender)
        pass_on (en "I pass it on.", de "Ich schiebe weiter.") if can_pass(defender)
        take (en "I take.", de "Ich nehme.")
    if answer = beat:
        move 1 card chosen by defender from attack where beatable(card, defender) to covered
        defender must play 1 card from hand where beats(card, top of covered) onto covered
    if answer = pass_on:
        defender must play 1 card from hand where card.value = (top of attack).value onto attack
        set attacker = defender
        set defender = next(defender)
        quietly set carried = true
        end bout                                    # a new bout, led by the passer, on the same table
    if answer = take:
        quietly set taking = true

procedure end_bout:
    if taking:
        move all cards from attack to hand of defender
        move all cards from covered to hand of defender
    else:
        move all cards from covered to discard
    each player in players_in except defender where size(hand of player) < 6 draws 6 - size(hand of player) cards from talon
    if size(hand of defender) < 6:
        defender draws 6 - size(hand of defender) cards from talon
    each player where nothing_left and empty(hand of player) drops out of the game
    if taking:
        set attacker = next(defender)
    else:
        set attacker = defender if not dropped_out(defender) else next(defender)
    set defender = next(attacker)

variant perevodnoy:
    description: en "perevodnoy: the defender may pass the attack on with a card of the same rank", \
                 de "Perevodnoy: der Verteidiger darf mit einer Karte gleichen Ranges weiterschieben"
    define passing = true

variant six_only:
    description: en "always up to six attack cards, whatever the defender holds", \
                 de "immer bis zu sechs Angriffskarten, egal wie viele Karten der Verteidiger hat"
    define hand_limit = false
