# Crazy Eights with two house rules, as a new user wrote it from a rulebook (issue 22): 2 to 5
# players, 52 cards; play a card of the top card's suit or rank, an eight on anything (and name
# the suit to follow); a two makes the next player draw two unless they pass it on with a two of
# their own; a queen skips the next player.  Whoever cannot or will not play draws one card and
# may play it.  The round ends when a hand is empty; the others score what is left in their
# hands, and rounds are played until someone has 100 points: the fewest points win.
game crazy_eights:
    name: en "Crazy Eights", de "Verrückte Acht"
    players: 2 to 5
    winner: lowest score

attribute suit:
    values: clubs, diamonds, hearts, spades
    clubs: en "clubs", de "Kreuz", icon "♣", paint "#222222"
    diamonds: en "diamonds", de "Karo", icon "♦", paint "#c0392b"
    hearts: en "hearts", de "Herz", icon "♥", paint "#c0392b"
    spades: en "spades", de "Pik", icon "♠", paint "#222222"
attribute rank:
    values: two, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace
    two: en "two", de "Zwei" die
    three: en "three", de "Drei" die
    four: en "four", de "Vier" die
    five: en "five", de "Fünf" die
    six: en "six", de "Sechs" die
    seven: en "seven", de "Sieben" die
    eight: en "eight", de "Acht" die
    nine: en "nine", de "Neun" die
    ten: en "ten", de "Zehn" die
    jack: en "jack", de "Bube" der
    queen: en "queen", de "Dame" die
    king: en "king", de "König" der
    ace: en "ace", de "Ass" das

card plain:
    penalty: worth(card)                          # worked out once per card: a plain number in play
    on play:
        if played is two:
            set owed = owed + 2
        if played is eight:
            set wished = active chooses a suit (en "{player} names {suit}.", de "{player} wünscht sich {suit}.")
        if played is queen:
            next(active) misses 1 turn            # the next player in the direction of play
        if played is ace and aces_reverse:
            reverse order
deck:
    columns: rank
    plain clubs: 1 each
    plain diamonds: 1 each
    plain hearts: 1 each
    plain spades: 1 each
    total: 52
    shown as: en "the {rank} of {suit}", de "{suit}-{rank}"

zone draw:
    name: en "stock", de "Talon" der
    shared, seen by nobody
    when empty:
        move all cards from discard except top to draw
        shuffle draw
zone discard:
    name: en "discard pile", de "Ablagestapel" der
    shared, top seen by all
zone hand:
    per player, seen by owner

variable wished, reset each round
variable owed:
    name: en "cards to draw", de "Strafkarten"
    starts: 0
    reset: each round

define aces_reverse = false                       # house rules: their variants switch them on
define last_card = false
define fits(c, t) = c is eight or \
    (c.suit = wished if t is eight else (c.suit = t.suit or c.rank = t.rank))
define worth(c) = 50 if c is eight else 10 if c.rank in {ten, jack, queen, king} else 1 if c is ace \
    else 2 if c is two else 3 if c is three else 4 if c is four else 5 if c is five \
    else 6 if c is six else 7 if c is seven else 9
define reached_100 = any(players where total(player) >= 100)

level game:                                       # no `times:`: one game, until someone has 100
    name: en "game", de "Spiel"
    made of: round
    ends when: reached_100
    checked: after each round
round:
    starter: oldest if round = 1 else left of last_starter
    setup:
        move all cards to draw
        shuffle draw
        deal (5 if player_count = 2 else 7) cards from draw to hand
        move 1 card from draw to discard
        quietly set wished = (top of discard).suit    # an eight turned up: follow its suit
    first: starter
    ends when: any(players where empty(hand of player))    # no stalemate: an eight always fits
    scoring:
        each player scores sum(hand of player, card.penalty)

turn:
    if owed > 0:
        active may play 1 card from hand where card is two onto discard    # "Bo does not play a two."
        otherwise:
            active draws owed cards from draw
            quietly set owed = 0
    else:
        active may play 1 card from hand where fits(card, top of discard) onto discard
        otherwise:
            let before = size(hand of active)
            active draws 1 card from draw
            if size(hand of active) > before:
                active may play 1 card from hand where card = top of hand of active \
                    and fits(card, top of discard) onto discard
    if last_card and size(hand of active) = 1 and turns_without_play = 0:
        let said = active chooses one of:
            call (en "Last card!", de "Letzte Karte!")
            forget (en "(says nothing)", de "(sagt nichts)")
        if said = forget:
            if chance(70%):                       # the table notices, 7 times in 10
                active draws 2 cards from draw

variant aces_reverse:
    description: en "an ace reverses the direction of play", de "ein Ass kehrt die Spielrichtung um"
    define aces_reverse = true

variant last_card:
    description: en "a player down to one card must say 'last card!'; one who forgets draws two if the table notices", \
                 de "wer nur noch eine Karte hat, sagt 'letzte Karte!'; wer es vergisst, zieht zwei, wenn es jemand merkt"
    define last_card = true
