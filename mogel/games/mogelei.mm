# Mogelei -- a bluffing game for 3 to 8 players, in the mogel rules language.
#
# Rule text: seed 003 (the English rulebook, with the German terms in brackets).  Each rule
# below cites the section of 003 it implements, as rules.mm does.  A match is 5 games; a game
# is played in rounds until every hand is empty; a round is one or more passes (Durchgänge).
# There are no turns: everything happens in the passes, so no player ever has a turn in which
# nothing happens, and no card stands for a menu, a colour or a counter.
#
# Gaps in the text, and our readings (each other reading is a variant at the end):
#   A  how many fried eggs each card carries is not printed in the text (see `eggs` below);
#   B  whether the accused player's card, turned over by "You're bluffing!", still counts for
#      "the fattest egg": we say no -- 003 "The Fattest Egg" names "All players who still have
#      their card lying face down", and the accused's card no longer lies face down;
#   C  the first dealer ("One player is chosen as the dealer"): the oldest player;
#   D  ties for the best total: a shared win (the text is silent);
#   E  "You're bluffing!" accuses "one player who did not reveal their card": any other player
#      whose card of the last pass lies face down ("Can a player also accuse themselves of
#      having bluffed?  NO"); to continue, every player must have a card left (003 "Tips":
#      "Every player must have at least one card in hand"), so the last pass of a game is
#      always ended or accused.

game mogelei:
    name: en "Mogelei", de "Mogelei"
    players: 3 to 8                     # 003 "Number of Players": "3 to 8 players"
    order: left                         # "the role passes clockwise"; "the other players follow clockwise"
    winner: highest score               # 003 "Object of the Game": "The player with the best score wins"
    ties: shared                        # gap D

define hand_size = 12                   # 003 "Setup": "Each player receives 12 cards"
define top_value = 3 * player_count     # 003 "Setup": 3 players use 1-9, 4: 1-12 ... 8: 1-24
define reward_points = 3                # 003 "End of the Game": "Each reward card scores 3 plus points"
define accused_lays_eggs = false        # gap B (variant accused_lays_eggs)
define free_recall = false              # a house rule (variant new_colour_on_continue)

# --- Colours and cards (003 "Components") ----------------------------------------------------
# "Each of the four members of the Mogelei family has 24 cards, numbered 1 to 24, in their own
# colour"; "12 reward cards for 'the fattest egg' (das dickste Ei)".

attribute colour:
    name: en "colour", de "Farbe"
    values: black, red, yellow, blue
    black: en "BLACK", de "SCHWARZ", paint "#222222"    # Father Mogelei
    red: en "RED", de "ROT", paint "#c0392b"            # Mother Mogelei
    yellow: en "YELLOW", de "GELB", paint "#d4a000"     # Daughter Mogelei
    blue: en "BLUE", de "BLAU", paint "#1f5fbf"         # Son Mogelei

card family:
    name: en "family card", de "Familienkarte"
    shown as: en "{colour} {value}", de "{colour} {value}"      # "BLACK 11", "SCHWARZ 11"

card reward:
    name: en "reward card", de "Belohnungskarte", icon "🍳"

deck:
    values:         1 to 24
    family black:   1 each      = 24
    family red:     1 each      = 24
    family yellow:  1 each      = 24
    family blue:    1 each      = 24
    reward:         12 cards            # no value
    total: 108

# ASSUMPTION (gap A): 003 "End of the Game" counts "the fried eggs on the edge of a card"
# ("only the fried eggs on the edge of a card are counted") but prints no table of them.  The
# words imply that the cards differ (otherwise every collected card would simply score -1 and
# the brackets would say nothing), and the rules notes read "fried eggs printed on some cards'
# edges".  Our table, the same for every colour: one egg on every third value (3, 6, 9, 15,
# 18, 21), two on 12 and 24, none on the others.  So each step of three values that one more
# player adds to the deck (003 "Setup") brings one egg per colour, two at 12 and 24: the eggs
# grow with the player count like the cards do.  Change the sets to try another table; the
# variant one_egg_each is the other reading (an egg on every card).
define eggs(c) = 0 if not c is family else 2 if c.value in {12, 24} else 1 if c.value in {3, 6, 9, 15, 18, 21} else 0

# --- Zones -----------------------------------------------------------------------------------

zone draw:
    name: en "deck", de "Kartenstapel"
    shared, seen by nobody              # 003 "Setup": "The dealer shuffles the cards and deals them face down"

zone hand:
    name: en "hand", de "Hand"
    per player, seen by owner           # "Tip: Do not let the other players see your cards!"

zone stack:
    name: en "cards in front", de "ausgespielte Karten"
    per player, seen by all             # 003 "Reveal or Not?": "Each card is placed on top of the
                                        # card(s) already played, but in such a way that the
                                        # card(s) underneath remain visible"; a face-down card
                                        # shows its back

zone collected:
    name: en "collected cards", de "Sammelstapel"
    per player, seen by nobody          # 003 "Reveal or Not?": "forms them into a stack, and places
                                        # it beside themselves"; "places them face down"

zone rewards:
    name: en "reward stack", de "Belohnungsstapel"
    shared, seen by all                 # 003 "Setup": "place them as a face-up stack in the middle"

zone earned:
    name: en "rewards", de "Belohnungen"
    per player, seen by all             # 003 "The Fattest Egg": "receives a reward card ... and
                                        # places it beside themselves"

# --- Roles -----------------------------------------------------------------------------------

# A role is told by its `shown as:` sentence, as the table would say it: "Bo is now the
# caller." / "Bo ist jetzt Ausrufer."; the viewer's badge and view name it by its `name:`.
role dealer:
    name: en "dealer", de "Kartengeber"
    shown as: en "{player} is the dealer.", de "{player} ist Kartengeber."

role caller:
    name: en "caller", de "Ausrufer"
    shown as: en "{player} is now the caller.", de "{player} ist jetzt Ausrufer."

role on_turn:
    name: en "player on turn", de "Spieler am Zug"
    shown as: en "{player} is now on turn.", de "{player} ist jetzt am Zug."

role collector:
    name: en "collector", de "Sammler"
    shown as: en "{player} receives the cards of this round.", de "{player} bekommt die Karten dieser Runde."

# --- The called colour ----------------------------------------------------------------------

variable called:
    name: en "called colour", de "angesagte Farbe"
    reset: each round                   # a colour is called at the start of each round

# 003 "Beginning a Round": "A player who has the called colour in hand must play a card of
# that colour face down.  A player who does not have the called colour in hand plays any
# other card face down."
define follows(c, p) = c.colour = called or not any(hand of p where card.colour = called)
define laid_called(p) = (top of stack of p).colour = called
# gap E: "You're bluffing!" accuses "one player who did not reveal their card", never oneself.
define suspects(p) = players except p where face_down(top of stack of player)

# --- Bluffing and "You're bluffing!" (003 "Reveal or Not?") -------------------------------------
# A card left face down says "I did not have the called colour"; a player who had it and leaves
# it face down bluffs ("They act as if they did not have the called colour").

claim not_called:
    name: en "no card of the called colour", de "keine Karte der angesagten Farbe"
    holds: card.colour != called

# "The accused player must then reveal their most recently played card.  If the accused player
# really did play the called colour, they receive all cards played in this round.  If, however,
# they did not bluff and played a different colour, the player who made the accusation
# receives the cards played in this round."  Who receives them is only decided here: the
# fattest egg comes first ("Before either of the two players receives the cards").
accusation bluff:
    name: en "You're bluffing!", de "Du bluffst!"
    of: not_called
    by: on_turn
    when: on call                       # only as the choice of the player on turn (the pass below)
    if right: accused becomes collector
    if wrong: accuser becomes collector

# --- Levels: 5 games of rounds of passes (003 "Playing the Game", "End of the Game") ------------

level game:
    name: en "game", de "Spiel"
    times: 5                            # "After 5 games, the player with the best total score is the winner"
    starter: oldest if game = 1 else left of last_starter   # gap C; "In the next game, the player
                                        # to the dealer's left becomes the new dealer"
    setup:
        move all cards where card is reward to rewards       # 003 "Setup": "Sort out the reward cards"
        move all cards where card is family and card.value <= top_value to draw   # "The remaining
        shuffle draw                    # cards stay in the box"; "The dealer shuffles the cards"
        starter becomes dealer          # "One player is chosen as the dealer"
        deal hand_size cards from draw to hand   # "deals them face down to every player (including themselves)"
        left of dealer becomes caller   # 003 "Playing the Game": "The player to the left of the dealer is the first caller"
    made of: round
    ends when: not any(players where not empty(hand of player))   # "The game ends when no player has
    checked: after each round           # any cards left in hand"; "The final round is also evaluated"
    scoring:                            # 003 "End of the Game": "Each reward card scores 3 plus points.
        each player scores reward_points * size(earned of player) - sum(collected of player, eggs(card))
                                        # Each fried egg (Spiegelei) scores 1 minus point"

level round:
    name: en "round", de "Runde"
    made of: pass                       # "a round can consist of several passes"; it ends by
                                        # "I'll end it!" or "You're bluffing!" (`end round` below)

level pass:
    name: en "pass", de "Durchgang"
    expect warning: leaks_hidden        # the tops read below are face up or revealed (the rulebook shows
                                        # them), which the checker cannot tell from "may lie face down"
    starter: caller                     # the pass begins with its caller
    steps:
        # 003 "Beginning a Round": "The caller may call any colour they like, including a colour
        # they do not have in hand."  In a later pass: "The player must again call the colour
        # that was called at the start of this round" (one colour left: told, not asked).
        set called = caller chooses a colour (en "{player} calls {colour}.", de "{player} sagt {colour} an.") \
            where pass = 1 or colour = called or free_recall

        # "All players, including the caller, then play one card face down in front of themselves"
        each player must play 1 card from hand where follows(card, player) onto stack face down

        # 003 "Reveal or Not?": "each player decides whether to reveal their card or leave it face
        # down.  The caller begins, and the other players follow clockwise."  "A player who could
        # not play the called colour ... must leave their card face down": only one option, so
        # that player is not asked, and the table hears the same words as from a bluffer.
        for each player:
            let shown = player chooses one of:
                show (en "I'll reveal it.", de "Ich decke auf.") if laid_called(player)
                keep (en "I'll leave it face down.", de "Ich lasse sie verdeckt.") claiming not_called about top of stack of player
            if shown = show:
                reveal top of stack of player

        # "If no card was revealed in the last pass, the caller is on turn again.  If one or more
        # cards were revealed ..., the player who revealed the highest value in the last pass is
        # on turn."  (Only cards of the called colour are revealed, so the highest is one card.)
        let revealers = players where not face_down(top of stack of player)
        if any(revealers):
            highest(revealers, (top of stack of player).value) becomes on_turn
        else:
            caller becomes on_turn

        # "The player who is on turn now has a choice"; 003 "Tips": to continue "every player
        # must have at least one card in hand"; to accuse "at least one card of the other players
        # must have remained face down".
        let answer = on_turn chooses one of:
            go_on (en "I'll continue!", de "Ich mache weiter!") if not any(players where empty(hand of player))
            end_it (en "I'll end it!", de "Ich mache Schluss!")
            bluffing (en "You're bluffing!", de "Du bluffst!") if any(suspects(on_turn))

        if answer = go_on:              # "The round continues and the next pass begins.  The
            on_turn becomes caller      # player must again call the colour" (the next pass)
        else:
            let down_before = players where face_down(top of stack of player)
            if answer = bluffing:       # "This accuses one player who did not reveal their card"
                let accused = on_turn chooses a player in suspects(on_turn)
                on_turn calls bluff on accused   # turns the accused's card over; says who collects
            else:                       # "I'll end it!": "the player who ended the round collects"
                on_turn becomes collector

            # 003 "The Fattest Egg": "All players who still have their card lying face down from
            # the last pass reveal it.  Of these players, whoever played the highest card of the
            # called colour in the last pass has laid 'the fattest egg.'  That player receives a
            # reward card."  (12 reward cards suffice: 12 cards in hand allow at most 12 rounds.)
            let down_now = players where face_down(top of stack of player)
            let egg_layers = (down_before if accused_lays_eggs else down_now) where laid_called(player)
            for each player in down_now:
                reveal top of stack of player
            if any(egg_layers):
                move 1 card from rewards to earned of highest(egg_layers, (top of stack of player).value)

            # "collects all cards played in this round, forms them into a stack, and places it
            # beside themselves"; "The player who received the cards begins the next round"
            for each player:
                move all cards from stack of player to collected of collector
            collector becomes caller
            end round

# ==============================================================================================
# Variants: the other readings of the text, and house rules (`mogel variants --game mogelei`).
# ==============================================================================================

# Gap A: the fried eggs.  Default: the table of `eggs` above.
variant one_egg_each:
    description: en "every card of the four colours carries exactly one fried egg, so each collected card scores -1 (the other reading of 003 'End of the Game')", \
                 de "jede Karte der vier Farben trägt genau ein Spiegelei, jede gesammelte Karte zählt also -1 (die andere Lesart von 003 „End of the Game“)"
    define eggs(c) = 1 if c is family else 0

# Gap B: the accused's card and the fattest egg.  Default: it does not count.
variant accused_lays_eggs:
    description: en "the accused player's card, turned over by 'You're bluffing!', still counts for the fattest egg (another reading of 003 'The Fattest Egg')", \
                 de "die Karte des Beschuldigten, nach „Du bluffst!“ aufgedeckt, zählt weiter für das dickste Ei (eine andere Lesart von 003 „The Fattest Egg“)"
    define accused_lays_eggs = true

# --- House rules -------------------------------------------------------------------------------

variant short_match:
    description: en "a short lesson: a match of 3 games instead of 5", \
                 de "eine kurze Unterrichtsstunde: eine Partie aus 3 Spielen statt 5"
    level game:
        times: 3

variant new_colour_on_continue:
    description: en "the player who says 'I'll continue!' may call a new colour for the next pass (a house rule; 003 has the same colour called again)", \
                 de "wer „Ich mache weiter!“ sagt, darf für den nächsten Durchgang eine neue Farbe ansagen (eine Hausregel; in 003 wird dieselbe Farbe wieder angesagt)"
    define free_recall = true

variant fat_reward:
    description: en "a reward card is worth 5 points instead of 3, so bluffing for the fattest egg pays more", \
                 de "eine Belohnungskarte ist 5 Punkte statt 3 wert, Bluffen um das dickste Ei lohnt sich also mehr"
    define reward_points = 5
