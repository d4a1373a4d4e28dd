"""A small game with face-down cards, for the tests of `face down`, `reveal` and `face_down(c)`.

"Peek" (2 to 4 players): each player lays cards in front of them, face down, into a stack
everyone sees (the backs); a mirror is played face up and turns every other stack's top card
face up; at the start one card of the draw pile lies face down on each stack, a face nobody
knows.  Shed your hand; each face-down card in your stack counts a point.
"""

PEEK = '''
game peek:
    name: en "Peek", de "Gucken"
    players: 2 to 4
    rounds: 1
    order: left
    winner: lowest score
    ties: shared

zone draw:
    name: en "draw pile", de "Nachziehstapel"
    shared, seen by nobody

zone hand:
    name: en "hand", de "Hand"
    per player, seen by owner

zone stack:
    name: en "stack", de "Stapel"
    per player, seen by all

card number:
    name: en "number card", de "Zahlenkarte"
    penalty: 1

card mirror:
    name: en "mirror", de "Spiegel"
    penalty: 2
    on play:
        for each player in others:
            if not empty(stack of player):
                reveal top of stack of player

deck:
    values:  1  2  3  4
    number:  3  3  3  3  = 12
    mirror:  1  1  1  1  = 4
    total: 16

define hidden_cards(p) = sum(stack of p, 1 if face_down(card) else 0)

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        for each player:
            move 1 card from draw to stack of player face down
        deal 3 cards from draw to hand
    first: starter
    ends when: any(players where empty(hand of player))
    checked: after each turn
    scoring:
        each player scores hidden_cards(player)

turn:
    if any(hand of active where card is mirror):
        expect warning: leaks_hidden   # a face-down play shows there was no mirror: a rule of Peek
        active must play 1 card from hand where card is mirror onto stack
    else:
        active must play 1 card from hand onto stack face down
'''


def peek_rules(old: str = "", new: str = ""):
    """The Peek rules loaded (with `old` replaced by `new` once, for a variation)."""
    import mogel

    text = PEEK
    if old:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return mogel.load_rules(text=text, file="peek.mm")
