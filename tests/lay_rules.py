"""LAY: a small game with card attributes, face-down cards and choices, for the widget tests
(tests/widgets/test_widgets_faces.py, test_widgets_secrecy.py, test_click_fuzz.py).

Twelve kindless cards, three colours of 1-4 (`values: 1 to 4`, `N each`, `shown as`; RED has
an icon and a paint, BLUE a paint, GREEN neither).  On each turn the active player calls
"high!" or "low!" (a choice stored in the named variable `called`), lays a card of that kind
face down on their stack in front of them (seen by all: the others see its back), and may
choose another player whose top card is then revealed.  Each card in hand and each face-down
card in your stack counts a point.  Two variants, so that the click fuzz has some to switch.
"""

LAY = '''
game lay:
    name: en "Lay", de "Ablegen"
    players: 2 to 4
    rounds: 1
    order: left
    winner: lowest score
    ties: shared

attribute colour:
    name: en "colour", de "Farbe"
    values: red, blue, green
    red: en "RED", de "ROT", icon "♥", paint "#c0392b"
    blue: en "BLUE", de "BLAU", paint "#1f5fbf"
    green: en "GREEN", de "GRÜN"

variable called:
    name: en "call", de "Ansage"
    reset: each round

zone draw:
    name: en "draw pile", de "Nachziehstapel"
    shared, seen by nobody

zone hand:
    name: en "hand", de "Hand"
    per player, seen by owner

zone stack:
    name: en "stack", de "Stapel"
    per player, seen by all

deck:
    values: 1 to 4
    red:    1 each = 4
    blue:   1 each = 4
    green:  1 each = 4
    total: 12
    shown as: en "{colour} {value}", de "{colour} {value}"

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
    first: starter
    ends when: any(players where empty(hand of player)) or turns >= 16
    checked: after each turn
    scoring:
        each player scores size(hand of player) + sum(stack of player, 1 if face_down(card) else 0)

turn:
    set called = active chooses one of:
        high (en "high!", de "hoch!") if any(hand of active where card.value >= 3)
        low (en "low!", de "tief!")
    if called = high:
        active must play 1 card from hand where card.value >= 3 onto stack face down
    else:
        active may play 1 card from hand where card.value <= 2 onto stack face down
        otherwise active draws 1 card from draw
    let target = active may choose a player where player != active and not empty(stack of player)
    for each player in players where player = target:
        reveal top of stack of player

variant open_hands:
    description: "every hand is played face up"
    zone hand:
        per player, seen by all

variant longer:
    description: "up to 24 turns"
    round:
        ends when: any(players where empty(hand of player)) or turns >= 24
'''


def lay_rules(extra: str = ""):
    """The LAY rules loaded, with `extra` (say, a variant) appended."""
    import mogel

    return mogel.load_rules(text=LAY + extra, file="lay.mm")
