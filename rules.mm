# Mogel Motte (Cheating Moth) -- the whole game in the mogel rules language.
#
# Emely & Lukas Brand, Schmidt Spiele / Drei Magier 2011.  3-5 players, shed your hand;
# cheating is allowed, and the Guard Bug catches cheaters.
#
# Rule texts quoted below (the project's shared/seeds folder):
#   001  the German rulebook ("Spielregel") -- where texts disagree, this is the default reading
#   000  the English manual and FAQ
#   002  Portuguese summary        004  Italian summary
# Each block names the section it implements.  House rules and the other readings of the
# texts are variants: see the `variant` blocks at the end (`mogel variants` lists them).

game mogel_motte:
    name: en "Cheating Moth", de "Mogel Motte"
    players: 3 to 5                     # 001 header "Spieleranzahl: 3 - 5"
    rounds: player_count                # 001 "Spielende": "so viele Runden ... wie es Mitspieler gibt"
    order: left                         # 001 "Gespielt wird reihum"; 000 "the player to your left"
    winner: lowest score                # 001 "Wer dann am Ende die wenigsten Minuspunkte hat, gewinnt"
    ties: shared                        # the texts are silent on ties: our choice (RULES-NOTES gap 14)

define hand_size = 8                    # 001 "Spielvorbereitung": "verteilt verdeckt acht Karten"

# --- Zones (001 "Spielvorbereitung") ---------------------------------------------------------

zone draw:
    name: en "draw pile", de "Nachziehstapel"
    shared, seen by nobody
    when empty:                         # 001 "Ist der Nachziehstapel leer, wird der Ablagestapel
        move all cards from discard except top to draw   # gemischt" -- the top card stays, so
        shuffle draw                    # play can go on (RULES-NOTES gap 11)

zone discard:
    name: en "discard pile", de "Ablagestapel"
    shared, top seen by all

zone hand:
    name: en "hand", de "Hand"
    per player, seen by owner           # hand sizes are public; faces only to the owner

zone hidden:
    name: en "cheated cards", de "weggemogelte Karten"
    per player, seen by owner           # 001 "Mogeln": cards made to disappear score nothing

# --- Cards (000 "Materials": 72 cards; the Guard Bug is a role below, not a card) -------------

card number:
    name: en "number card", de "Zahlenkarte"
    penalty: 1                          # 001 "Rundenwertung": "Jede Zahlenkarte zählt 1 Minuspunkt"

# 001 "Spinne": "Wer eine Spinne ausspielt, darf anschließend sofort noch eine seiner
# Handkarten (aber keine Mogel-Motte) an einen beliebigen Mitspieler verschenken."
card spider:
    name: en "spider", de "Spinne" die, icon "🕷"
    tags: action
    penalty: 5                          # 001 "jede Aktionskarte 5 Minuspunkte"
    on play:                            # moths are never given: see `cannot be given` below
        active may give 1 card from hand to a chosen player except active

# 001 "Mücke": "schlagen alle, außer dem aktiven Spieler, schnellstmöglich ... auf die
# Mücken-Karte.  Der langsamste Spieler bekommt von jedem Mitspieler eine Handkarte (aber keine
# Mogel-Motte) geschenkt."  "Each fellow player" includes the player of the mosquito (gap 7).
card mosquito:
    name: en "mosquito", de "Mücke" die, icon "🦟"
    tags: action
    penalty: 5
    on play:
        race slap (en "mosquito slap", de "Mückenklatschen") among others -> slowest as loser:
            each player except loser gives 1 card from hand to loser

# 001 "Kakerlake": "versuchen alle Spieler gleichzeitig eine beliebige Zahlenkarte mit dem
# gleichen Wert darauf zu legen.  Nur der Schnellste darf seine Karte liegen lassen.  Kann
# niemand eine Karte ablegen, wird normal weitergespielt."  Number cards only (gap 6).
card cockroach:
    name: en "cockroach", de "Kakerlake" die, icon "🪳"
    tags: action
    penalty: 5
    on play:
        race cockroach among players where holds_same_number(player, played) -> fastest as winner:
            winner must play 1 card from hand where same_number(card, played) onto discard

# 001 "Ameise": "müssen alle Spieler eine Karte vom Ablagestapel nehmen, mit Ausnahme des
# aktiven Spielers."  Our reading (gap 1): in seat order, each takes the card under the ant,
# which stays on top so play goes on from it.
card ant:
    name: en "ant", de "Ameise" die, icon "🐜"
    tags: action
    penalty: 5
    on play:
        each player except active takes 1 card from discard below top

# 001 "Mogel-Motte": "darf nicht auf den Ablagestapel gespielt und auch nicht verschenkt
# werden ... Ausnahme: Der Spieler mit der Wächter-Wanze darf die Mogel-Motte ... ausspielen."
card moth:
    name: en "Cheating Moth", de "Mogel-Motte" die, icon "🦋"
    penalty: 10                         # 001 "jede Mogel-Motte 10 Minuspunkte"
    cannot be given                     # 001 "darf nicht ... verschenkt werden"
    cannot be played unless player is guard   # "Ausnahme: Der Spieler mit der Wächter-Wanze"
    expect warning: stuck               # "Man kann sie nur durch geschicktes Mogeln loswerden!"

# --- The deck (000 "Materials": 43 number cards, 5 of each action card, 8 moths) --------------
# ASSUMPTION: every playable card carries a value 1-5, but how the 43 number cards and the 8
# moths split over the values is not published (RULES-NOTES).  The split below is ours: the
# middle values a little more common.  Each action card comes once per value.  Change a row to
# try another deck; the numbers after `=` are checked.

deck:
    values:     1  2  3  4  5
    number:     8  9  9  9  8   = 43
    spider:     1  1  1  1  1   = 5
    mosquito:   1  1  1  1  1   = 5
    cockroach:  1  1  1  1  1   = 5
    ant:        1  1  1  1  1   = 5
    moth:       2  1  2  1  2   = 8
    total: 71                           # 72 cards in the box, less the Guard Bug

# --- The discard rule (001 "Spielverlauf") ---------------------------------------------------
# "Die Handkarte muss um eine Zahl höher oder niedriger sein ... Auf eine 1 darfst du eine 2
# oder eine 5 legen und auf eine 5 passt eine 4 oder eine 1."

define adjacent(a, b) = (a - b) mod 5 in {1, 4}
define fits(c, top_card) = adjacent(c.value, top_card.value)
define same_number(c, p) = c is number and c.value = p.value   # 001 "Kakerlake": "Zahlenkarte"
define holds_same_number(p, c) = any(hand of p where same_number(card, c))

# --- The Guard Bug (001 "Wächter-Wanze") -------------------------------------------------------

role guard:
    name: en "Guard Bug", de "Wächter-Wanze" die

# --- A round -----------------------------------------------------------------------------------

round:
    starter: oldest if round = 1 else left of last_starter   # 001 "Der älteste Spieler erhält
                                        # die Wächter-Wanze"; "In der nächsten Runde bekommt der
                                        # Spieler, der links neben dem Startspieler ... sitzt"
    setup:
        move all cards to draw
        shuffle draw                    # "Mischt die übrigen Karten gut durch"
        starter becomes guard
        deal hand_size cards from draw to hand
        move 1 card from draw to discard   # "Ist diese Karte eine Aktionskarte, entfällt die
                                        # Aktion": a move is not a play, so no action happens
    first: guard                        # "Der Spieler mit der Wächter-Wanze beginnt"
    ends when: any(players where empty(hand of player)) or stalemate or endless   # 001 "Ende der Runde"
    checked: after each move            # the round ends at once, even in the middle of an action
    scoring:                            # 001 "Rundenwertung"; cheated cards are not in the hand
        each player scores sum(hand of player, card.penalty)

# The texts are silent on a stalemate: nothing left to draw and nobody able to play.  Our
# rule: when a whole circle of turns passes without a card played and both piles are spent
# (the discard pile is down to its top card), the round ends and is scored as it stands.
define stalemate = empty(draw) and size(discard) <= 1 and turns_without_play >= player_count

# Nor do they say what happens when play goes round in a circle: two ants of values 1 and 5 can
# take each other back off the discard pile for ever when every player must play.  Our rule: a
# round that reaches 300 turns ends and is scored as it stands.  (With four random bots four
# rounds in five last 12 to 34 turns; with the no_cheating house rule 22 to 85, and a round
# where every hand keeps a moth can reach the 300.)
define endless = turns >= 300

# --- A turn (001 "Spielverlauf") ---------------------------------------------------------------

turn:
    active must play 1 card from hand where fits(card, top of discard) onto discard
    otherwise active draws 1 card from draw   # "Du hast keine passende Handkarte? Dann ziehe"

# --- Cheating and "Caught!" (001 "Mogeln", "Erwischt!") ---------------------------------------

cheat hide:
    name: en "cheat", de "mogeln"
    by: players except guard            # "Als Wächter-Wanze ... darfst selber nicht mogeln"
    moves: 1 card from hand to hidden   # "Es dürfen nie mehrere Karten gleichzeitig weggemogelt
    only if: size(hand of player) >= 2  # werden" / "Die letzte Handkarte darf nie weggemogelt werden"
    windows: after each move, during races   # "Ihr dürft ... verschwinden lassen" at any time
    noticed by: guard
    attention during races: 50%         # a guard slapping a mosquito watches less well

accusation caught:
    name: en "Caught!", de "Erwischt!"
    of: hide
    by: guard                           # only the guard calls; "Das Verpetzen ... ist nicht erlaubt"
    when: after each act                # "auf frischer Tat": right after the act (gap 4)
    if right:                           # "Du wurdest zurecht beschuldigt?"
        move cheated to hand of accused # "die Karte ... sofort wieder auf die Hand nehmen"
        move catch_penalty_cards cards chosen by accuser from hand of accuser to hand of accused   # any (gap 5)
        accused becomes guard           # "Zudem bekommst du die Karte mit der Wächter-Wanze"
    if wrong:                           # "Du wurdest zu unrecht beschuldigt?"
        accuser draws 1 card from draw  # "muss der Wächter eine Strafkarte ... ziehen"

# The cards a rightly caught cheater gets from the guard (`if right` above), named so that a
# lesson can vary them (`mogel.lab.sweep`: "at which catch penalty does cheating stop paying?").
# 001 "Erwischt!": "erhältst vom Wächter-Spieler eine seiner Handkarten" -- one card.
define catch_penalty_cards = 1

# ==============================================================================================
# Variants: the other readings of the rule texts (RULES-NOTES gaps 1-15) and house rules.
# Switch them on with `mogel play --variant NAME` (several at once are fine); `mogel variants`
# lists them.  Each replaces only the properties it names; the rest of the game stays.
# ==============================================================================================

# Gap 1: the ant.  Default (001, 002): each other player takes a card from the discard pile.
variant italian_ant:
    description: en "the ant makes each other player draw from the draw pile, as in the Italian text (004) and the English box text", \
                 de "die Ameise lässt jeden anderen Spieler vom Nachziehstapel ziehen, wie im italienischen Text (004) und im englischen Schachteltext"
    card ant:
        on play:
            each player except active draws 1 card from draw

variant ant_takes_top:
    description: en "each other player takes the top card of the discard pile in turn, the ant itself first (a literal reading of 001)", \
                 de "jeder andere Spieler nimmt reihum die oberste Karte des Ablagestapels, als Erstes die Ameise selbst (eine wörtliche Lesart von 001)"
    card ant:
        on play:
            each player except active takes 1 card from discard

# Gap 2: the guard plays a moth.  Default: only where its value fits.
variant moth_on_anything:
    description: en "the guard may play a moth on any card, fitting or not (a reading of 001 'Ausnahme')", \
                 de "wer die Wächter-Wanze hat, darf eine Mogel-Motte auf jede Karte legen, ob sie passt oder nicht (eine Lesart von 001 „Ausnahme“)"
    define fits(c, top_card) = adjacent(c.value, top_card.value) or c is moth

# Gap 3: when cheating may happen.  Default: between any two moves, by anyone but the guard.
variant cheat_own_turn:
    description: en "cheat only right after a move of your own, not at any time (a strict reading of 001 'Mogeln')", \
                 de "mogeln nur direkt nach einem eigenen Zug, nicht jederzeit (eine strenge Lesart von 001 „Mogeln“)"
    cheat hide:
        windows: after own move

# Gap 4: how long "Caught!" may be called.  Default: right after the act.
variant catch_until_next_move:
    description: en "the guard may call 'Caught!' on any cheat until the next move, not only right after it (001 says only 'auf frischer Tat')", \
                 de "wer die Wächter-Wanze hat, darf „Erwischt!“ bis zum nächsten Zug rufen, nicht nur direkt nach dem Mogeln (001 sagt nur „auf frischer Tat“)"
    accusation caught:
        when: after each window

# Gap 5: the card a rightly caught cheater gets from the guard.  Default: any card, guard's choice.
variant no_moth_as_penalty:
    description: en "the guard's penalty card is never a moth, since moths may not be given (001 'Mogel-Motte')", \
                 de "die Strafkarte vom Wächter ist nie eine Mogel-Motte, denn Motten dürfen nicht verschenkt werden (001 „Mogel-Motte“)"
    accusation caught:
        if right:
            move cheated to hand of accused
            move catch_penalty_cards cards chosen by accuser from hand of accuser where not card is moth to hand of accused
            accused becomes guard

variant penalty_from_draw:
    description: en "a caught cheater draws the penalty card from the draw pile instead of getting one from the guard (a house reading; 001 and 000 have the guard give it)", \
                 de "wer beim Mogeln erwischt wird, zieht die Strafkarte vom Nachziehstapel, statt eine vom Wächter zu bekommen (eine Lesart am Spieltisch; in 001 und 000 gibt der Wächter sie)"
    accusation caught:
        if right:
            move cheated to hand of accused
            accused draws catch_penalty_cards cards from draw
            accused becomes guard

# Gap 6: the cockroach.  Default (001 "Zahlenkarte"): everyone races with a number card.
variant cockroach_others_race:
    description: en "the player of the cockroach does not race, only the others (a reading of 000 'all the players')", \
                 de "wer die Kakerlake spielt, macht beim Wettlauf nicht mit, nur die anderen (eine Lesart von 000 „all the players“)"
    card cockroach:
        on play:
            race cockroach among others where holds_same_number(player, played) -> fastest as winner:
                winner must play 1 card from hand where same_number(card, played) onto discard

variant cockroach_any_card:
    description: en "any card of the value may race, and a raced action card does its action (000 FAQ 'a card of the same value')", \
                 de "jede Karte mit dem Wert darf mitlaufen, und eine so gelegte Aktionskarte führt ihre Aktion aus (000 FAQ „a card of the same value“)"
    define same_number(c, p) = c.value = p.value

# Gap 7: the mosquito.  Default (001 "von jedem Mitspieler"): the active player gives too.
variant mosquito_others_give:
    description: en "the player of the mosquito gives nothing, only the other slappers do (a reading of 002 'todos os outros jogadores')", \
                 de "wer die Mücke spielt, gibt nichts, nur die anderen Klatschenden geben (eine Lesart von 002 „todos os outros jogadores“)"
    card mosquito:
        on play:
            race slap (en "mosquito slap", de "Mückenklatschen") among others -> slowest as loser:
                each player in others except loser gives 1 card from hand to loser

# Gap 8: the spider.  Default (001 "darf"): giving is optional and may empty the hand.
variant spider_must_give:
    description: en "the spider's gift is compulsory (the Portuguese summary 002: 'dê uma carta')", \
                 de "das Geschenk der Spinne ist Pflicht (die portugiesische Zusammenfassung 002: „dê uma carta“)"
    card spider:
        on play:
            active must give 1 card from hand to a chosen player except active

variant spider_keeps_last:
    description: en "the spider may not give away the last card in hand, so it cannot win the round (a house reading; 001 is silent)", \
                 de "mit der Spinne darf man die letzte Handkarte nicht verschenken, so gewinnt sie keine Runde (eine Lesart am Spieltisch; 001 sagt nichts dazu)"
    card spider:
        on play:
            active may give 1 card from hand where size(hand of active) >= 2 to a chosen player except active

# Gap 9: going out during an action.  Default: the round ends at once.
variant finish_the_action:
    description: en "a round ends only when the turn is over, so the action of the last card still happens (a reading of 001 'endet die Runde')", \
                 de "eine Runde endet erst, wenn der Zug vorbei ist, die Aktion der letzten Karte geschieht also noch (eine Lesart von 001 „endet die Runde“)"
    round:
        checked: after each turn

# Gap 10: must you play when a card fits?  Default (001 "Du hast keine passende Handkarte?"): yes.
variant may_draw_instead:
    description: en "a player may draw even when a card fits (a loose reading of 000 'If you cannot')", \
                 de "man darf auch ziehen, wenn eine Karte passt (eine freie Lesart von 000 „If you cannot“)"
    turn:
        active may play 1 card from hand where fits(card, top of discard) onto discard
        otherwise active draws 1 card from draw

# Gap 11: the exhausted draw pile.  Default: reshuffle all of the discard pile but its top card.
variant reshuffle_whole_pile:
    description: en "the whole discard pile is shuffled into a new draw pile, as 001 says word for word; the next card may go on the empty pile", \
                 de "der ganze Ablagestapel wird zum neuen Nachziehstapel gemischt, wie 001 es Wort für Wort sagt; die nächste Karte darf auf den leeren Stapel"
    zone draw:
        when empty:
            move all cards from discard to draw
            shuffle draw
    define fits(c, top_card) = empty(discard) or adjacent(c.value, top_card.value)

# Gap 12: a lone moth.  Default: its holder is stuck until they draw or receive cards.
variant lone_moth_may_vanish:
    description: en "a moth that is the last card in hand may be cheated away (a house rule: nobody is stuck with one moth)", \
                 de "eine Mogel-Motte, die die letzte Handkarte ist, darf weggemogelt werden (eine Hausregel: niemand bleibt auf einer Motte sitzen)"
    cheat hide:
        only if: size(hand of player) >= 2 or card is moth

# Gap 13: next round's guard.  Default (001): left of the previous round's starter.
variant guard_stays:
    description: en "whoever holds the Guard Bug at the end of a round keeps it and starts the next (a reading of 002)", \
                 de "wer am Ende einer Runde die Wächter-Wanze hat, behält sie und beginnt die nächste (eine Lesart von 002)"
    round:
        starter: oldest if round = 1 else guard

# Gap 14: a tie for the fewest points.  Default: a shared win.
variant tie_last_round:
    description: en "of the players tied for the fewest points, the one with the fewest in the last round wins (a house tie-break; the texts are silent)", \
                 de "haben mehrere gleich wenige Punkte, gewinnt von ihnen, wer in der letzten Runde die wenigsten hatte (eine Hausregel bei Gleichstand; die Texte sagen nichts dazu)"
    game mogel_motte:
        ties: last_round

# Gap 15: what a caught cheater takes back.  Default: exactly the card just cheated.
variant caught_returns_all:
    description: en "a caught cheater takes back every card cheated away this round (a house rule; 001 returns only 'die Karte, die du wegmogeln wolltest')", \
                 de "wer beim Mogeln erwischt wird, nimmt jede in dieser Runde weggemogelte Karte zurück (eine Hausregel; in 001 nur „die Karte, die du wegmogeln wolltest“)"
    accusation caught:
        if right:
            move all cards from hidden of accused to hand of accused
            move catch_penalty_cards cards chosen by accuser from hand of accuser to hand of accused
            accused becomes guard

# --- House rules -------------------------------------------------------------------------------

variant plus_minus_or_equal:
    description: en "a card fits on one a value higher or lower, or of the same value", \
                 de "eine Karte passt auf eine um eins höhere oder niedrigere oder auf eine mit gleichem Wert"
    define adjacent(a, b) = (a - b) mod 5 in {0, 1, 4}

variant big_table:
    description: en "3 to 7 players, as reviewers report 6 or 7 work too (the same 71 cards, 8 dealt to each)", \
                 de "3 bis 7 Spieler, denn laut Rezensionen geht es auch zu sechst oder siebt (dieselben 71 Karten, je 8 ausgeteilt)"
    game mogel_motte:
        players: 3 to 7

variant open_hands:
    description: en "for beginners: every hand is played face up", \
                 de "für Anfänger: alle spielen mit offenen Karten"
    zone hand:
        per player, seen by all

variant quick_game:
    description: en "a short lesson: two rounds, whatever the number of players", \
                 de "eine kurze Unterrichtsstunde: zwei Runden, egal wie viele mitspielen"
    game mogel_motte:
        rounds: 2

variant no_cheating:
    description: en "nobody may cheat: a control table for 'does cheating pay?'", \
                 de "niemand darf mogeln: ein Vergleichstisch für „Lohnt sich Mogeln?“"
    cheat hide:
        by: players where false
