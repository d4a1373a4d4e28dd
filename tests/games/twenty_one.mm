# Twenty-One with stakes (a simplified Blackjack / Pontoon), first written by a new user from
# docs/language.md (trial 22) and given bets once variables could be kept per player.  The
# dealer role goes round the table.  Each player bets 1, 2 or 5 chips, is dealt two cards face
# up (the dealer one up and one face down), then hits or stands until they stand or go over 21;
# with two cards they may double their stake for exactly one more card.  Then the dealer turns
# the hole card and draws to 17.  A player who beats the dealer wins their stake from the
# dealer; a player who goes over 21 or is beaten loses it to the dealer; a tie keeps it.  Aces
# count 1 or 11, whichever is better.  The points scored are the chips won and lost.

game twenty_one:
    name: en "Twenty-One", de "Siebzehn und Vier"
    players: 2 to 7
    rounds: 2 * player_count          # everybody deals twice
    winner: highest score

attribute suit:
    name: en "suit", de "Farbe"
    values: spades, hearts, diamonds, clubs
    spades: en "spades", de "Pik", icon "♠"
    hearts: en "hearts", de "Herz", icon "♥"
    diamonds: en "diamonds", de "Karo", icon "♦"
    clubs: en "clubs", de "Kreuz", icon "♣"

card pip:
    name: en "card", de "Karte" die
    penalty: 10 if card.value > 10 else card.value      # the points a card counts (ace 1 here)

deck:
    values:     1 to 13             # 1 ace, 11 jack, 12 queen, 13 king
    pip spades:     1 each = 13
    pip hearts:     1 each = 13
    pip diamonds:   1 each = 13
    pip clubs:      1 each = 13
    total: 52
    shown as: en "{suit} {value}", de "{suit} {value}"

zone draw:
    name: en "shoe", de "Kartenschlitten" der
    shared, seen by nobody
    when empty:
        move all cards from used to draw
        shuffle draw

zone used:
    name: en "discards", de "Ablage" die
    shared, seen by all

zone hand:
    name: en "hand", de "Hand" die
    per player, seen by all

role dealer:
    name: en "dealer", de "Bank" die
    shown as: en "{player} deals this hand.", de "{player} gibt diese Runde."

variable stood, reset each turn

variable chips:                     # each player's chips, for the whole game
    name: en "chips", de "Chips"
    per player
    starts: 20
    expect warning: leaks_hidden      # set in the scoring, from the hole card the dealer's turn revealed

variable stake:                     # what each player bets in a round: absent until they bet
    name: en "stake", de "Einsatz"
    per player
    reset: each round

define hard(p) = sum(hand of p, card.penalty)
define has_ace(p) = any(hand of p where card.value = 1)
define best(p) = hard(p) + 10 if has_ace(p) and hard(p) <= 11 else hard(p)
define bust(p) = best(p) > 21
define dealer_stops = best(dealer) >= 17
define beats(p, q) = not bust(p) and (bust(q) or best(p) > best(q))
define won(p) = stake of p if beats(p, dealer) else -stake of p if bust(p) or beats(dealer, p) else 0

round:
    starter: oldest if round = 1 else left of last_starter
    setup:
        starter becomes dealer
        if round = 1:
            move all cards to draw
            shuffle draw
        for each player:
            move all cards from hand of player to used
        deal 1 cards from draw to hand
        for each player except dealer:
            move 1 card from draw to hand of player
        move 1 card from draw to hand of dealer face down       # the hole card
    first: left of dealer
    ends when: turns = player_count
    checked: after each turn
    scoring:
        for each player except dealer:
            set chips of player = chips of player + won(player)
        set chips of dealer = chips of dealer - sum(players except dealer, won(player))
        each player where not player is dealer scores won(player)
        dealer scores -sum(players except dealer, won(player))

turn:
    expect warning: leaks_hidden    # the dealer's hand is revealed before it draws, and no other hand holds a
                                    # face-down card: the checker cannot tell that from "may lie face down"
    if active is dealer:
        reveal hand of dealer
        repeat until dealer_stops:
            dealer draws 1 card from draw
    else:
        let bet = active chooses one of:
            small (en "I bet 1 chip.", de "Ich setze 1 Chip.")
            medium (en "I bet 2 chips.", de "Ich setze 2 Chips.") if chips of active >= 2
            big (en "I bet 5 chips.", de "Ich setze 5 Chips.") if chips of active >= 5
        quietly set stake of active = 5 if bet = big else 2 if bet = medium else 1   # the bet was told
        repeat until stood or best(active) >= 21:
            let answer = active chooses one of:
                hit (en "Hit me!", de "Noch eine!")
                stand (en "I stand.", de "Ich bleibe.")
                double (en "Double!", de "Verdoppeln!") if size(hand of active) = 2 and chips of active >= 2 * stake of active
            if answer = hit:
                active draws 1 card from draw
            else:
                if answer = double:
                    set stake of active = 2 * stake of active
                    active draws 1 card from draw
                set stood = true

variant hit_soft_17:
    description: en "the dealer also draws on a soft 17 (an ace counted 11)", de "die Bank zieht auch bei weicher 17"
    define dealer_stops = best(dealer) >= 18 or (best(dealer) = 17 and best(dealer) = hard(dealer))

variant rich_dealer:
    description: en "the oldest player, who deals first, starts with 50 chips", de "wer zuerst gibt, beginnt mit 50 Chips"
    variable chips:
        starts: 50 if player = oldest else 20
