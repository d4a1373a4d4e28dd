# EGYPTIAN RATSCREW -- a slapping game for 2 to 6 players (trial 24's, its slap rewritten:
# any player may slap after each card; a wrong slap costs a card).
# Ranks 2 to 10, jack 11, queen 12, king 13, ace 14.
# The game is one open-ended level 'game' made of piles: each pile is played
# until somebody takes it (by a slap or by winning a face-card challenge).

game ratscrew:
    name: en "Egyptian Ratscrew", de "Ägyptischer Rattenschreck"
    players: 2 to 6
    winner: highest score

attribute suit:
    values: clubs, diamonds, hearts, spades
    clubs: en "clubs", de "Kreuz", icon "♣"
    diamonds: en "diamonds", de "Karo", icon "♦"
    hearts: en "hearts", de "Herz", icon "♥"
    spades: en "spades", de "Pik", icon "♠"

deck:
    values: 2 to 14
    11: en "jack", de "Bube", icon "J"
    12: en "queen", de "Dame", icon "Q"
    13: en "king", de "König", icon "K"
    14: en "ace", de "Ass", icon "A"
    clubs: 1 each
    diamonds: 1 each
    hearts: 1 each
    spades: 1 each
    total: 52
    shown as: en "the {value} of {suit}", de "{suit}-{value}"

zone stock:
    shared, seen by nobody

zone stack:
    name: en "stack", de "Stapel" der
    per player, seen by nobody

zone pile:
    name: en "pile", de "Mitte" die
    shared, seen by all

zone penalties:
    name: en "penalty cards under the pile", de "Strafkarten unter der Mitte" die
    shared, seen by nobody

zone spare:
    shared, seen by nobody

# who starts the next pile (the last to take a pile)
variable leader

# the running face-card challenge
variable challenger, reset each round
variable owed = 0, reset each round

define holding(p) = not empty(stack of p)
define holders = count(players where holding(player))
define is_face(c) = c.value >= 11
define allowance(c) = c.value - 10
define second = top of (pile except top of pile)
define third = top of (pile except top of pile except second)
define double = (top of pile).value = second.value
define sandwich = (top of pile).value = third.value
define slappable = double or sandwich
# while two players hold cards, the players who are out may slap back in
define may_slap(p) = holding(p) or holders >= 2
define decided = holders <= 1 and (absent(challenger) or holding(challenger))

procedure take_pile:
    # the winner puts the pile (and the penalty cards under it) under their stack
    move all cards from stack of winner to spare
    move all cards from pile to stack of winner
    move all cards from penalties to stack of winner
    move all cards from spare to stack of winner
    set leader = winner
    end round

level game:
    name: en "game", de "Spiel"
    made of: round
    ends when: decided
    checked: after each round
    scoring:
        each player where holding(player) scores 1

level round:
    name: en "pile", de "Mitte"
    starter: leader if present(leader) else oldest
    setup:
        if game = 1 and round = 1:
            move all cards to stock
            shuffle stock
            deal all cards from stock to stack
    first: starter
    ends when: decided
    checked: after each turn

turn:
    if holders = 0 and present(challenger):
        # nobody can answer the challenge any more: its face card wins the pile
        let winner = challenger
        do take_pile
    if holding(active):
        move 1 card from stack of active to pile
        # anyone may slap: the first to slap a slappable pile takes it, a wrong slapper pays a card
        race slap (en "slap", de "Klatschen") among players where may_slap(player) who may, right if slappable -> fastest as winner:
            do take_pile
        wrong as hasty:
            if holding(hasty):
                move all cards from penalties to spare
                move 1 card from stack of hasty to penalties
                move all cards from spare to penalties
        if is_face(top of pile):
            set challenger = active
            set owed = allowance(top of pile)
        else:
            if present(challenger):
                set owed = owed - 1
                if owed = 0:
                    let winner = challenger
                    do take_pile
                else:
                    active goes next
