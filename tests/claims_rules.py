"""Two small games with claims for tests (docs/language.md 10.14).

DOUBT, in the style of "Cheat" / "I doubt it": players shed cards face down claiming the next
value (1, 2, 3, 1 ...); anyone may call "Cheat!" in seat order after the claimer; the loser of
a challenge takes the pile.  `doubt(count, by)` gives it with another number of cards per play
or another `by:`.  PEEK makes a claim an option of a choice: each player lays a card face
down in front of them and shows it or keeps it hidden, which claims "not a 3"; the next
player may call "You're bluffing!" on a player whose card is hidden (`calls`).
"""

from __future__ import annotations

DOUBT = """\
game doubt:
    name: en "Doubt", de "Zweifel"
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

deck:
    values:   1  2  3
    number:   4  4  4  = 12
    total: 12

variable value_now:
    name: en "value", de "Wert"
    starts: 3
    reset: each round

define next_value = value_now mod 3 + 1

claim of_value:
    name: en "claim", de "Ansage"
    says: en "{count} × {value_now}", de "{count} × {value_now}"
    holds: card.value = value_now

accusation doubt:
    name: en "Cheat!", de "Gelogen!"
    of: of_value
    by: others
    when: after each claim
    if right:
        move all cards from pile to hand of accused
    if wrong:
        move all cards from pile to hand of accuser

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
    first: starter
    ends when: any(players where empty(hand of player)) or turns >= 80
    checked: after each turn
    scoring:
        each player scores size(hand of player)

turn:
    set value_now = next_value
    active must play HOW_MANY from hand onto pile face down claiming of_value
"""


def doubt(count: str = "1 card", by: str = "others") -> str:
    return DOUBT.replace("HOW_MANY", count).replace("by: others", f"by: {by}")


PEEK = """\
game peek:
    name: en "Peek", de "Guck"
    players: 3 to 4
    rounds: 1
    order: left
    winner: lowest score

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone stack:
    per player, seen by all

card number:
    name: en "number card", de "Zahlenkarte"

deck:
    values:   1  2  3
    number:   4  4  4  = 12
    total: 12

claim not_high:
    name: en "not a 3", de "keine 3"
    holds: card.value != 3

accusation bluff:
    name: en "You're bluffing!", de "Du bluffst!"
    of: not_high
    by: players
    when: on call
    if right: accused scores 5
    if wrong: accuser scores 5

define suspects(p) = players except p where not empty(stack of player) and face_down(top of stack of player)

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
    first: starter
    ends when: any(players where empty(hand of player))
    checked: after each turn
    scoring:
        each player scores size(hand of player)

turn:
    active must play 1 card from hand onto stack face down
    let shown = active chooses one of:
        show (en "I show it", de "Ich zeige sie")
        keep (en "I keep it hidden", de "Ich lasse sie verdeckt") claiming not_high about top of stack of active
    if shown = show:
        reveal top of stack of active
    let answer = next(active) chooses one of:
        trust (en "I trust you all", de "Ich glaube euch")
        doubt (en "You're bluffing!", de "Du bluffst!") if any(suspects(next(active)))
    if answer = doubt:
        let accused = next(active) chooses a player in suspects(next(active))
        next(active) calls bluff on accused
"""


