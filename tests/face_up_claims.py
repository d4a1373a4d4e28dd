"""Small games whose claims are made by face-up plays (docs/language.md 10.14), for tests.

HOLD: each player plays a card face up onto the pile; a joker played claims "I hold no 3"
about the player's hand (`claiming no_three about hand of active when card is joker`); the
others may call "Doubt!" right after.  LIAR(kind): one claim each turn, of the kind given
("face_down": the card laid face down is no 3; "option": a choice of two claims about the
card laid face down; "face_up": the hand left holds no 3), called "Doubt!" by the next player
by the rules' own chance(50%): a bluff is caught at a known rate, one in two.
"""

from __future__ import annotations

HEAD = """\
game GAME:
    name: en "GAME", de "GAME"
    players: 2 to 4
    rounds: 1
    order: left
    winner: lowest score

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone pile:
    name: en "pile", de "Stapel"
    shared, seen by all

card number:
    name: en "number card", de "Zahlenkarte"

card joker:
    name: en "joker", de "Joker"

deck:
    values:   1  2  3
    number:   4  4  4  = 12
    joker:    3 cards
    total: 15

claim no_three:
    name: en "no 3", de "keine 3"
    says: en "I hold no 3", de "ich habe keine 3"
    holds: not (card is number and card.value = 3)

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
    first: starter
    ends when: any(players where empty(hand of player)) or turns >= 60
    checked: after each turn
    scoring:
        each player scores size(hand of player)
"""

HOLD = HEAD.replace("GAME", "hold") + """
accusation doubt:
    name: en "Doubt!", de "Zweifel!"
    of: no_three
    by: others
    when: after each claim
    if right: accused scores 5
    if wrong: accuser scores 5

turn:
    active must play 1 card from hand onto pile claiming no_three about hand of active when card is joker
    otherwise active draws 1 card from draw
"""

CALLED = """
accusation doubt:
    name: en "Doubt!", de "Zweifel!"
    of: no_three
    by: players
    when: on call
    if right: accused scores 1
    if wrong: accuser scores 1
"""

TURNS = {
    "face_down": """
turn:
    active must play 1 card from hand onto pile face down claiming no_three
    if chance(50%):
        next(active) calls doubt on active
""",
    "option": """
claim a_three:
    name: en "a 3", de "eine 3"
    holds: card is number and card.value = 3

accusation doubt_three:
    name: en "Doubt!", de "Zweifel!"
    of: a_three
    by: players
    when: on call
    if right: accused scores 1
    if wrong: accuser scores 1

turn:
    active must play 1 card from hand onto pile face down
    let said = active chooses one of:
        low (en "No 3!", de "Keine 3!") claiming no_three about top of pile
        high (en "A 3!", de "Eine 3!") claiming a_three about top of pile
    if chance(50%):
        if said = low:
            next(active) calls doubt on active
        else:
            next(active) calls doubt_three on active
""",
    "face_up": """
turn:
    active must play 1 card from hand onto pile claiming no_three about hand of active
    if chance(50%):
        next(active) calls doubt on active
""",
}


def liar(kind: str) -> str:
    """LIAR with claims of `kind` ("face_down", "option" or "face_up")."""
    return HEAD.replace("GAME", "liar") + CALLED + TURNS[kind]
