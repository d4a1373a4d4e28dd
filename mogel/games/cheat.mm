# Cheat ("I doubt it", "Bullshit"; German "Lügen", "Mogeln") -- the classic in the mogel rules language.
#
# A traditional game with no single rulebook.  The rules below are the common core as these
# descriptions give it (quoted in short; each rule names the one it follows):
#   [H] classicgamesandpuzzles.com, "I Doubt It"       [D] fredshead.info, "How to Play I Doubt It"
#   [Y] youthmatters.org.au, "Cheat"                   [T] cardgametutorials.com, "I Doubt It"
#   [R] ravenblack.net, "Cheat"                        [E] everything2.com, "bullshit" (a write-up)
#   [W] Wikipedia, "Cheat (game)", its variations
# All 52 cards are dealt; in turn, each player lays 1 to 4 cards face down on the pile and says
# they are of the rank after the last one (aces, 2s ... kings, then aces again); anyone may
# call "Cheat!"; the cards are turned over; if any is not of the stated rank, the player who
# laid them takes the whole pile, otherwise the caller does.  The first player with no cards
# left wins.  Common house rules are variants at the end (`mogel variants --game cheat`).
#
# Assumptions (the sources are silent or differ; each is ours):
#   - one pack for 2 to 8 players (with more than 4, [D] and [W] take two packs: few cards each);
#   - the players are asked "Cheat?" one by one, in seat order after the player who laid the
#     cards ([H] "the player closest to the doubted player's left goes first"); the first who
#     calls it is the caller;
#   - a game that goes round in circles ends after 1000 turns; then the fewest cards win.

game cheat:
    name: en "Cheat", de "Lügen"
    players: 2 to 8
    rounds: 1                           # one round; a match of several is the variant `match`
    order: left                         # [H] "The next player to the left"
    winner: highest score               # the winner scores 1 (see `scoring:`)
    ties: shared

define most_cards = 4                   # [D] "Play up to four cards": there are 4 of each rank

# --- Cards: a standard pack of 52 ([H] "A deck of 52 playing cards") ---------------------------

attribute suit:
    name: en "suit", de "Farbe"
    values: spades, hearts, diamonds, clubs
    spades: en "spades", de "Pik", icon "♠", paint "#222222"
    hearts: en "hearts", de "Herz", icon "♥", paint "#c0392b"
    diamonds: en "diamonds", de "Karo", icon "♦", paint "#c0392b"
    clubs: en "clubs", de "Kreuz", icon "♣", paint "#222222"

# [H] "Play continues to the left with each player playing the next highest card until king is
# reached.  After the king is played the cycle starts over with the ace card."  The order of
# `values:` is that cycle: next(king) is ace.
attribute rank:
    name: en "rank", de "Rang"
    values: ace, two, three, four, five, six, seven, eight, nine, ten, jack, queen, king
    ace: en "ace", de "Ass"
    two: en "2", de "2"
    three: en "3", de "3"
    four: en "4", de "4"
    five: en "5", de "5"
    six: en "6", de "6"
    seven: en "7", de "7"
    eight: en "8", de "8"
    nine: en "9", de "9"
    ten: en "10", de "10"
    jack: en "jack", de "Bube"
    queen: en "queen", de "Dame"
    king: en "king", de "König"

deck:                                   # no card kinds: a card is a suit and a rank
    columns: rank
    spades:     1 each  = 13
    hearts:     1 each  = 13
    diamonds:   1 each  = 13
    clubs:      1 each  = 13
    total: 52
    shown as: en "{rank} of {suit}", de "{suit}-{rank}"

# --- Zones ------------------------------------------------------------------------------------

zone draw:
    name: en "deck", de "Kartenstapel"
    shared, seen by nobody              # only while dealing

zone hand:
    name: en "hand", de "Hand"
    per player, seen by owner           # [H] "sort them by rank": faces to the owner only

zone pile:
    name: en "pile", de "Stapel"
    shared, seen by all                 # [H] "face down on the table": every card on it lies
                                        # face down until a challenge turns the last play over

# --- The rank to claim ------------------------------------------------------------------------

variable rank_now:
    starts: king                        # the rank of the last claim: so the first claim is aces
    reset: each round                   # (no name: the claim itself tells the rank)

# [H] "The player who successfully plays all their cards" wins: the narration and the viewer
# tell who ("No cards left: Cy." / "Keine Karten mehr: Cy.").
variable out:
    name: en "no cards left", de "keine Karten mehr"
    reset: each round

# --- The claim and "Cheat!" -------------------------------------------------------------------

# [H] "the player calls out what they have laid down ... If the player played an ace and
# another card they would still say 'two aces'".  The claim covers every card of the play.
claim of_rank:
    name: en "claim", de "Ansage"
    says: en "{count} × {rank_now}", de "{count} × {rank_now}"    # "2 × king"
    holds: card.rank = rank_now         # a card of another rank makes the claim false

# [H] "If someone doubts you must show the cards you just played.  If you are in fact bluffing
# you will have to pick up all the cards played so far ..., but if you were telling the truth
# all the cards go to the person who doubted you."
accusation doubt:
    name: en "Cheat!", de "Gelogen!"
    of: of_rank
    by: others                          # [Y] "If someone suspects another player": anyone
    when: after each claim              # [W] "Once the next player has placed cards, it is too late"
    if right:                           # a card was not of the stated rank
        move all cards from pile to hand of accused
    if wrong:                           # every card was of the stated rank
        move all cards from pile to hand of accuser

# --- A round: the whole game ------------------------------------------------------------------

round:
    starter: oldest                     # the dealer
    setup:
        move all cards to draw
        shuffle draw
        deal all cards from draw to hand    # [H] "deals them all out ... It does not matter if
                                            # some players have more cards than others"
    first: next(starter)                # [H] "The player to the left of the dealer goes first"
    ends when: any(players where empty(hand of player)) or endless
    checked: after each turn            # [H] "The player who successfully plays all their
                                        # cards" wins: the last play can still be challenged,
                                        # and a player who must take the pile is not out
    scoring:                            # the player with no cards left (after 1000 turns:
        each player where size(hand of player) = fewest_cards scores 1   # the fewest) wins

define fewest_cards = min(players, size(hand of player))
define endless = turns >= 1000          # the sources say nothing of a game that never ends

turn:
    set rank_now = next(rank_now)       # [H] "the next highest card"; after kings, aces
    active must play 1 to most_cards cards from hand onto pile face down claiming of_rank
                                        # [D] "You cannot pass": a bluff when no card fits
    if empty(hand of active):           # the play stood (a player who must take the pile is not out)
        set out = active

# ==============================================================================================
# House rules (`mogel variants --game cheat`)
# ==============================================================================================

variant up_same_or_down:
    description: en "after the first claim (aces), claim the rank one higher, the same or one lower ([T] cardgametutorials.com 'I Doubt It'; [R] ravenblack.net 'Cheat': 'up-one, down-one or the same')", \
                 de "nach der ersten Ansage (Asse) wird der nächsthöhere, derselbe oder der nächstniedrigere Rang angesagt ([T] cardgametutorials.com „I Doubt It“; [R] ravenblack.net „Cheat“: „up-one, down-one or the same“)"
    turn:
        if turns = 1:
            set rank_now = ace          # the first claim of the round is aces, as in the core rules
        else:
            let step = active chooses one of:
                up (en "One higher.", de "Einen höher.")        # said as at the table: "Bo: “One higher.”"
                same (en "The same rank.", de "Denselben Rang.")
                down (en "One lower.", de "Einen tiefer.")
            if step = up:
                set rank_now = next(rank_now)
            if step = down:
                set rank_now = previous(rank_now)
        active must play 1 to most_cards cards from hand onto pile face down claiming of_rank
        if empty(hand of active):
            set out = active

variant loser_leads:
    description: en "whoever takes the pile after a challenge plays next ([H] classicgamesandpuzzles.com 'I Doubt It': 'Whoever ended up with the pile starts the next round with the next highest card')", \
                 de "wer nach einem Zweifel den Stapel nimmt, spielt als Nächstes ([H] classicgamesandpuzzles.com „I Doubt It“: „Whoever ended up with the pile starts the next round with the next highest card“)"
    accusation doubt:
        if right:
            move all cards from pile to hand of accused
            accused goes next
        if wrong:
            move all cards from pile to hand of accuser
            accuser goes next

variant next_player_only:
    description: en "only the next player may call 'Cheat!' (a quick house rule; in the sources anyone may)", \
                 de "nur der nächste Spieler darf „Gelogen!“ rufen (eine schnelle Hausregel; in den Quellen darf es jeder)"
    accusation doubt:
        by: next(active)

variant one_card:
    description: en "lay exactly one card a turn ([W] Wikipedia 'Cheat (game)': 'Some variants allow only a single card to be discarded during a turn')", \
                 de "genau eine Karte pro Zug ablegen ([W] Wikipedia „Cheat (game)“: „Some variants allow only a single card to be discarded during a turn“)"
    define most_cards = 1

variant any_number:
    description: en "lay as many cards as you like, even more than four ([E] everything2.com 'bullshit': 'any number of cards (more than four, however, is not advisable)')", \
                 de "beliebig viele Karten ablegen, auch mehr als vier ([E] everything2.com „bullshit“: „any number of cards (more than four, however, is not advisable)“)"
    define most_cards = 52

variant discard_fours:
    description: en "at the start of your turn, lay aside face up every rank of which you hold all four cards, keeping at least one card (a family house rule: we found it in no printed source)", \
                 de "zu Beginn deines Zuges legst du jeden Rang, von dem du alle vier Karten hast, offen beiseite und behältst mindestens eine Karte (eine Familien-Hausregel: in keiner gedruckten Quelle gefunden)"
    zone aside:
        name: en "sets laid aside", de "abgelegte Sätze"
        shared, seen by all
    turn:
        if size(hand of active) > cards_in_fours(active):
            expect warning: leaks_hidden   # "discard it face up": the rulebook shows the four laid aside
            move all cards from hand of active where four_of(active, card.rank) to aside
        set rank_now = next(rank_now)
        active must play 1 to most_cards cards from hand onto pile face down claiming of_rank
        if empty(hand of active):
            set out = active
    define four_of(p, r) = count(hand of p where card.rank = r) = 4
    define cards_in_fours(p) = count(hand of p where four_of(p, card.rank))

variant match:
    description: en "a match of one round per player, each dealt by the next player; cards left in hand are penalty points, the fewest in total win (a common way to score several rounds)", \
                 de "eine Partie mit einer Runde pro Spieler, jede vom nächsten Spieler gegeben; Karten, die auf der Hand bleiben, sind Strafpunkte, die wenigsten insgesamt gewinnen (eine übliche Wertung über mehrere Runden)"
    game cheat:
        rounds: player_count
        winner: lowest score
    round:
        starter: oldest if round = 1 else left of last_starter
        scoring:
            each player scores size(hand of player)

variant two_packs:
    description: en "two packs of 52 shuffled together, up to 8 cards at once (for many players: [D] fredshead.info 'How to Play I Doubt It': 'Use two or three decks with large groups of players')", \
                 de "zwei Pakete zu 52 Karten zusammengemischt, bis zu 8 Karten auf einmal (für viele Spieler: [D] fredshead.info „How to Play I Doubt It“: „Use two or three decks with large groups of players“)"
    define most_cards = 8               # 8 of each rank now
    deck:
        columns: rank
        spades:     2 each  = 26
        hearts:     2 each  = 26
        diamonds:   2 each  = 26
        clubs:      2 each  = 26
        total: 104
        shown as: en "{rank} of {suit}", de "{suit}-{rank}"
