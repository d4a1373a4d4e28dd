# Mau-Mau, Uno style, as a new user wrote it (/work/trial22/maumau.mm), its variant challenge_four
# rewritten with a claim made by a face-up play (docs/language.md 10.14).
# Mau-Mau, Uno style: match the colour or the number (or the symbol) of the top card.
# Skip: the next player misses a turn.  Reverse: play goes the other way.  Draw two: the next
# player draws 2 and misses a turn.  Wild: the player names the colour; wild draw four also
# makes the next player draw 4 and miss a turn.  Who cannot play draws one card and may play
# it if it fits.  The first player with no cards wins the hand and scores the cards left in
# the other hands (numbers at face value, actions 20, wilds 50).  First to 200 points wins.

game mau_mau:
    name: en "Mau-Mau", de "Mau-Mau"
    players: 2 to 6
    winner: highest score

define target = 200

attribute colour:
    name: en "colour", de "Farbe"
    values: red, yellow, green, blue
    red: en "red", de "rot", paint "#c0392b"
    yellow: en "yellow", de "gelb", paint "#d4ac0d"
    green: en "green", de "grün", paint "#1e8449"
    blue: en "blue", de "blau", paint "#2471a3"

card number:
    name: en "number", de "Zahl" die
    penalty: card.value

card skip:
    shown as: en "{colour} {kind}", de "{colour} {kind}"
    name: en "skip", de "Aussetzen" das
    tags: action
    penalty: 20
    on play:
        next(active) misses 1 turn

card turnabout:
    shown as: en "{colour} {kind}", de "{colour} {kind}"
    name: en "reverse", de "Richtungswechsel" der
    tags: action
    penalty: 20
    on play:
        reverse order
        if player_count = 2:              # with two players a reverse is a skip
            next(active) misses 1 turn

card draw_two:
    shown as: en "{colour} {kind}", de "{colour} {kind}"
    name: en "draw two", de "Zieh zwei" die
    tags: action
    penalty: 20
    on play:
        next(active) draws 2 cards from draw
        next(active) misses 1 turn

card wild:
    name: en "wild", de "Farbwahl" die
    tags: wildcard
    penalty: 50
    on play:
        set colour_now = active chooses a colour (en "{player} wishes {colour}.", de "{player} wünscht sich {colour}.")

card wild_four:
    name: en "wild draw four", de "Zieh vier" die
    tags: wildcard
    penalty: 50
    cannot be played unless not any(hand of player where card.colour = colour_now)   # Uno's rule
    on play:
        set colour_now = active chooses a colour (en "{player} wishes {colour}.", de "{player} wünscht sich {colour}.")
        next(active) draws 4 cards from draw
        next(active) misses 1 turn

deck:
    values:           0 1 2 3 4 5 6 7 8 9
    number red:       1 2 2 2 2 2 2 2 2 2 = 19
    number yellow:    1 2 2 2 2 2 2 2 2 2 = 19
    number green:     1 2 2 2 2 2 2 2 2 2 = 19
    number blue:      1 2 2 2 2 2 2 2 2 2 = 19
    skip red:         2 cards
    skip yellow:      2 cards
    skip green:       2 cards
    skip blue:        2 cards
    turnabout red:      2 cards
    turnabout yellow:   2 cards
    turnabout green:    2 cards
    turnabout blue:     2 cards
    draw_two red:     2 cards
    draw_two yellow:  2 cards
    draw_two green:   2 cards
    draw_two blue:    2 cards
    wild:             4 cards
    wild_four:        4 cards
    total: 108
    shown as: en "{colour} {value}", de "{colour} {value}"

zone draw:
    name: en "draw pile", de "Talon" der
    shared, seen by nobody
    when empty:
        move all cards from discard except top to draw
        shuffle draw

zone discard:
    name: en "discard pile", de "Ablagestapel" der
    shared, top seen by all

zone hand:
    per player, seen by owner

variable colour_now:
    name: en "colour to play", de "Farbe"
    reset: each round

define fits(c) = c is wildcard or c.colour = colour_now \
    or c.value = (top of discard).value \
    or (c is action and c.kind = (top of discard).kind)

level game:
    made of: round
    ends when: any(players where total(player) >= target)
    checked: after each round

round:
    starter: oldest if round = 1 else left of last_starter
    setup:
        move all cards to draw
        shuffle draw
        deal 7 cards from draw to hand
        move 1 card from draw to discard
        if top of discard is wildcard:
            set colour_now = starter chooses a colour
        else:
            quietly set colour_now = (top of discard).colour
    first: next(starter)
    ends when: any(players where empty(hand of player))
    scoring:
        each player where empty(hand of player) scores sum(players except player, sum(hand of player, card.penalty))

procedure play_or_draw:
    active must play 1 card from hand where fits(card) onto discard
    otherwise:
        active draws 1 card from draw
        active may play 1 card from hand where card = top of hand of active and fits(card) onto discard

define say_mau = false

turn:
    do play_or_draw
    if say_mau and size(hand of active) = 1 and turns_without_play = 0:
        let said = active chooses one of:
            mau (en "Mau!", de "Mau!")
            silent (en "(says nothing)", de "(sagt nichts)")
        if said = silent:
            if chance(50%):
                active draws 2 cards from draw
    if turns_without_play = 0 and not top of discard is wildcard:
        quietly set colour_now = (top of discard).colour

variant draw_until_play:
    description: en "who cannot play draws until a card fits, then must play it", de "ziehen, bis eine Karte passt"
    procedure play_or_draw:
        expect warning: leaks_hidden   # drawing until a card fits shows the table when one does: the rulebook's
        repeat until any(hand of active where fits(card)) or drew_nothing:
            active draws 1 card from draw
            otherwise set drew_nothing = true
        active must play 1 card from hand where fits(card) onto discard
    variable drew_nothing = false, reset each turn

variant mau:
    description: en "who is down to one card must say 'Mau!', or may be caught and draw two", de "wer nur noch eine Karte hat, muss 'Mau!' sagen"
    define say_mau = true

# Uno's challenge of a wild draw four: it may be played at any time, but only honestly when the
# player holds no card of the colour to play; the next player may challenge it and then sees the
# player's hand (the challenger alone).
variant challenge_four:
    description: en "a wild draw four may be a bluff; the next player may challenge it", de "Zieh vier darf geblufft sein; der Nächste darf anzweifeln"
    claim no_colour:
        name: en "no card of the colour", de "keine Karte der Farbe"
        says: en "I hold no {colour_now} card", de "ich habe keine Karte der Farbe {colour_now}"
        holds: not card.colour = colour_now
    accusation doubt_four:
        name: en "Challenge!", de "Angezweifelt!"
        of: no_colour
        by: players
        when: on call
        if right:
            accused draws 4 cards from draw
        if wrong:
            accuser draws 6 cards from draw
            accuser misses 1 turn
    procedure play_or_draw:
        active must play 1 card from hand where fits(card) onto discard \
            claiming no_colour about hand of active when card is wild_four
        otherwise:
            active draws 1 card from draw
            active may play 1 card from hand where card = top of hand of active and fits(card) onto discard \
                claiming no_colour about hand of active when card is wild_four
    card wild_four:
        cannot be played unless true
        on play:
            set colour_now = active chooses a colour (en "{player} wishes {colour}.", de "{player} wünscht sich {colour}.")
            let answer = next(active) chooses one of:
                challenge (en "I challenge that!", de "Das zweifle ich an!")
                accept (en "I draw.", de "Ich ziehe.")
            if answer = challenge:
                next(active) calls doubt_four on active
            else:
                next(active) draws 4 cards from draw
                next(active) misses 1 turn
