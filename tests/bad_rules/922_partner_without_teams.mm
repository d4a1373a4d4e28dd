# expect: 46:49: 'partner of' needs teams, and this game has none: say who plays together in the game header ('teams: partners opposite')
# defect: 'partner of' in a game that says nothing of teams
game two_by_two:
    name: en "Two by Two", de "Zwei gegen zwei"
    players: 4 to 4
    rounds: 3
    winner: highest score
    ties: shared

attribute suit:
    name: en "suit", de "Farbe"
    values: clubs, hearts
    clubs: en "clubs", de "Kreuz", icon "♣"
    hearts: en "hearts", de "Herz", icon "♥"

deck:
    values: 1 to 8
    clubs: 1 each
    hearts: 1 each
    total: 16
    shown as: en "the {value} of {suit}", de "{suit}-{value}"

zone stock:
    shared, seen by nobody
zone hand:
    per player, seen by owner
zone table:
    name: en "table", de "Tisch" der
    shared, seen by all
zone won:
    name: en "tricks won", de "gewonnene Stiche" plural
    per player, seen by all

variable led:
    name: en "suit led", de "angespielte Farbe"
    reset: each trick
variable leader
variable tricks:
    name: en "tricks", de "Stiche"
    per player
    starts: 0
    reset: each round

define legal(c, p) = absent(led) or c.suit = led or not any(hand of p where card.suit = led)
define power(c) = c.value + 10 if c.suit = hearts else (c.value if c.suit = led else 0)
define team_tricks(p) = tricks of p + tricks of partner of p

round:
    starter: oldest if round = 1 else left of last_starter
    setup:
        move all cards to stock
        shuffle stock
        deal all cards from stock to hand
        set leader = starter
    made of: trick
    scoring:
        each player scores tricks of player
        each player scores 5 if team_tricks(player) >= 3 else 0

level trick:
    name: en "trick", de "Stich"
    times: 4
    starter: leader
    made of: turns
    first: starter
    ends when: size(table) = 4
    checked: after each turn
    scoring:
        let w = player of highest(table, power(card))
        set tricks of w = tricks of w + 1
        move all cards from table to won of w
        set leader = w

turn:
    active must play 1 card from hand where legal(card, active) onto table
    if absent(led):
        set led = (top of table).suit
