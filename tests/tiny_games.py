"""A tiny shedding game for tests of single constructs: 2 to 4 players, 12 number cards (1-3, or
`copies` of each)
plus the rows a test adds, one round; a card is played on an equal value.

`tiny(...)` gives its rules text with a test's own cards, deck rows, turn and scoring;
`shuffled=False` leaves the deck in table order (no `shuffle`), so a whole game with
`FirstOption` agents is known card by card.  `play(text, players)` plays it and returns the Game.
"""

from __future__ import annotations

import mogel
from mogel.play.scenario import FirstOption

TURN = """\
    active may play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise active draws 1 card from draw
"""

SCORING = """\
        each player scores sum(hand of player, card.penalty)
"""

TEMPLATE = """\
game tiny:
    name: en "Tiny", de "Winzig"
    players: 2 to 4
    rounds: 1
    order: {order}
    winner: lowest score

zone draw:
    shared, seen by nobody

zone discard:
    shared, top seen by all

zone hand:
    per player, seen by owner

card number:
    name: en "number card", de "Zahlenkarte"
    penalty: 1
{cards}
deck:
    values:   1  2  3
    number:   {copies}  {copies}  {copies}  = {numbers}
{rows}    total: {total}

round:
    starter: oldest
    setup:
        move all cards to draw
{shuffle}        deal 3 cards from draw to hand
        move 1 card from draw to discard
    first: starter
    ends when: any(players where empty(hand of player)) or turns >= {limit}
    checked: after each move
    scoring:
{scoring}
turn:
{turn}"""


def tiny(cards: str = "", rows: str = "", turn: str = TURN, scoring: str = SCORING, shuffled: bool = True,
         order: str = "left", limit: int = 40, copies: int = 4) -> str:
    """The rules text; `rows` are deck rows such as "    skip:     1  1  1  = 3\\n"."""
    total = 3 * copies + sum(int(row.split("=")[1]) for row in rows.splitlines() if "=" in row)
    return TEMPLATE.format(cards=cards, rows=rows, turn=turn, scoring=scoring, total=total, order=order,
                           shuffle="        shuffle draw\n" if shuffled else "", limit=limit,
                           copies=copies, numbers=3 * copies)


def load(text: str, file: str = "tiny.mm"):
    return mogel.load_rules(text=text, file=file)


def play(text: str, players: int = 3, seed: int = 1, agents=None) -> mogel.Game:
    """A whole game of `text` with FirstOption agents (or `agents`)."""
    game = mogel.Game(load(text), agents or [FirstOption() for _ in range(players)], seed=seed)
    return game.play()
