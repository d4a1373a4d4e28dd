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

card spider:
    name: en "spider", de "Spinne"
    tags: action
    penalty: 5                          # 001 "jede Aktionskarte 5 Minuspunkte"
    on play:                            # 001 "Spinne": "darf ... eine seiner Handkarten (aber
        active may give 1 card from hand to a chosen player except active   # keine Mogel-Motte)
                                        # an einen beliebigen Mitspieler verschenken"

card mosquito:
    name: en "mosquito", de "Mücke"
    tags: action
    penalty: 5
    on play:                            # 001 "Mücke": all but the active player slap; "der
        race slap among others -> slowest as loser:   # langsamste Spieler bekommt von jedem
            each player except loser gives 1 card from hand to loser   # Mitspieler eine Handkarte"

card cockroach:
    name: en "cockroach", de "Kakerlake"
    tags: action
    penalty: 5
    on play:                            # 001 "Kakerlake": "alle Spieler ... eine beliebige
        race cockroach among players where any(hand of player where same_number(card, played)) -> fastest as winner:
            winner must play 1 card from hand where same_number(card, played) onto discard

card ant:
    name: en "ant", de "Ameise"
    tags: action
    penalty: 5
    on play:                            # 001 "Ameise": "alle Spieler eine Karte vom Ablagestapel
        each player except active takes 1 card from discard below top   # nehmen, mit Ausnahme
                                        # des aktiven Spielers"; the ant stays on top (gap 1)

card moth:
    name: en "Cheating Moth", de "Mogel-Motte"
    penalty: 10                         # 001 "jede Mogel-Motte 10 Minuspunkte"
    cannot be given                     # 001 "darf nicht ... verschenkt werden"
    cannot be played unless player is guard   # "Ausnahme: Der Spieler mit der Wächter-Wanze"

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

# --- The Guard Bug (001 "Wächter-Wanze") -------------------------------------------------------

role guard:
    name: en "Guard Bug", de "Wächter-Wanze"

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
    ends when: any(players where empty(hand of player))   # 001 "Ende der Runde"
    checked: after each move            # the round ends at once, even in the middle of an action
    scoring:                            # 001 "Rundenwertung"; cheated cards are not in the hand
        each player scores sum(hand of player, card.penalty)

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
        move 1 card chosen by accuser from hand of accuser to hand of accused   # any card (gap 5)
        accused becomes guard           # "Zudem bekommst du die Karte mit der Wächter-Wanze"
    if wrong:                           # "Du wurdest zu unrecht beschuldigt?"
        accuser draws 1 card from draw  # "muss der Wächter eine Strafkarte ... ziehen"
