# Hearts, simplified (no passing, no "hearts broken"), as a new user wrote it from their rulebook
# (tests/games/test_hearts.py), with its numbers named: ace high is `card.value` 14, told "the
# ace of hearts" (docs/language.md section 6).
game hearts:
    name: en "Hearts", de "Hearts"
    players: 4 to 4
    winner: lowest score

attribute suit:
    name: en "suit", de "Farbe"
    values: clubs, diamonds, spades, hearts
    clubs: en "clubs", de "Kreuz", icon "♣"
    diamonds: en "diamonds", de "Karo", icon "♦"
    spades: en "spades", de "Pik", icon "♠"
    hearts: en "hearts", de "Herz", icon "♥"

deck:
    values: 2 to 14
    11: en "jack", de "Bube", icon "J"
    12: en "queen", de "Dame", icon "Q"
    13: en "king", de "König", icon "K"
    14: en "ace", de "Ass", icon "A"
    clubs: 1 each
    diamonds: 1 each
    spades: 1 each
    hearts: 1 each
    total: 52
    shown as: en "the {value} of {suit}", de "{suit}-{value}"

zone hand:
    per player, seen by owner
zone table:
    name: en "card on the table", de "Karte auf dem Tisch" die
    per player, seen by all
zone taken:
    name: en "tricks taken", de "Stiche" die
    per player, seen by nobody
zone stock:
    shared, seen by nobody

variable led:
    name: en "suit led", de "angespielte Farbe"
    reset: each trick
variable leader

define points(c) = 1 if c is hearts else 13 if c is spades and c.value = 12 else 0
define can_follow(p) = any(hand of p where card.suit = led)
define legal(c, p) = absent(led) or c.suit = led or not can_follow(p)
define trick_winner = highest(players where (top of table of player).suit = led, (top of table of player).value)
define reached_100 = any(players where total(player) >= 100)

level game:
    made of: round
    ends when: reached_100
    checked: after each round

round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        deal all cards from stock to hand
        set leader = first(players where any(hand of player where card is clubs and card.value = 2))
    made of: trick
    scoring:
        each player scores sum(taken of player, points(card))

level trick:
    name: en "trick", de "Stich"
    times: 13
    starter: leader
    made of: turns
    first: starter
    ends when: count(players where empty(table of player)) = 0
    checked: after each turn
    scoring:
        let w = trick_winner
        for each player:
            move all cards from table of player to taken of w
        set leader = w

turn:
    active must play 1 card from hand where legal(card, active) onto table
    if absent(led):
        set led = (top of table of active).suit

zone passing:
    name: en "cards passed", de "weitergegebene Karten" die
    per player, seen by owner

variable hearts_broken = false, reset each round

variant pass_three:
    description: en "before each hand everyone passes three cards to the left, all at once"
    round:
        setup:
            move all cards to stock
            shuffle stock
            deal all cards from stock to hand
            for each player:
                move 3 cards chosen by player from hand of player to passing of left of player
            for each player:
                move all cards from passing of player to hand of player
            set leader = first(players where any(hand of player where card is clubs and card.value = 2))

variant hearts_broken:
    description: en "hearts may not be led until a heart has been played (unless you hold only hearts)"
    define legal(c, p) = (absent(led) and (hearts_broken or not c is hearts \
        or not any(hand of p where not card is hearts))) or c.suit = led \
        or (present(led) and not can_follow(p))
    turn:
        active must play 1 card from hand where legal(card, active) onto table
        if absent(led):
            set led = (top of table of active).suit
        if (top of table of active) is hearts:
            quietly set hearts_broken = true
