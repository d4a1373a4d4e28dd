"""The vocabulary of rules expressions: their types, the built-in names and functions and what
each gives, the attributes every card has (the words messages use for each type:
mogel.check.said_types.type_word).

Types are short strings: "int", "bool", "card", "player", "cards" (a zone or a filtered set
of cards), "players", "ints" (a set literal of numbers) and "any" (a definition's parameter,
which fits everything); a value of an attribute is "value:NAME" (mogel.check.typer_attrs).
`mogel.check.typer.Typer` types expressions with them; the highlighter and the name checks
read the names.
"""

from __future__ import annotations

from typing import Mapping

from ..language.model import BOX
from .said_types import SAY

INT, BOOL, CARD, PLAYER, CARDS, PLAYERS, INTS, ANY = (
    "int", "bool", "card", "player", "cards", "players", "ints", "any")

# Built-in names and what they are.  `played` exists only inside `on play` blocks.
BUILTINS: Mapping[str, str] = {
    "active": PLAYER, "starter": PLAYER, "last_starter": PLAYER, "oldest": PLAYER,
    "round": INT, "player_count": INT, "turns": INT, "turns_without_play": INT,
    "players": PLAYERS, "others": PLAYERS,
}

# Built-in functions: name -> (argument types, result type).  `sum` binds `card` in its
# second argument; zone names of per-player zones are functions of a player (`hand of p`).
# The aggregates, `first`, `next` and `previous` are typed by mogel.check.typer_sets (a set of
# cards or of players: "set" here; their results depend on it: "any").
FUNCTIONS: Mapping[str, tuple] = {
    "size": ((CARDS,), INT), "empty": ((CARDS,), BOOL), "top": ((CARDS,), CARD),
    "any": (("set",), BOOL), "count": (("set",), INT), "sum": ((CARDS, INT), INT),
    "left": ((PLAYER,), PLAYER), "right": ((PLAYER,), PLAYER),
    "max": (("set", INT), INT), "min": (("set", INT), INT), "highest": (("set", INT), ANY),
    "lowest": (("set", INT), ANY), "first": (("set",), ANY),
    "next": ((ANY,), ANY), "previous": ((ANY,), ANY),   # of a player or an attribute value (typer_sets)
    "face_down": ((CARD,), BOOL),
    "present": ((ANY,), BOOL), "absent": ((ANY,), BOOL),   # whether a value is there (typer: not of a set)
    "total": ((PLAYER,), INT), "score": ((PLAYER,), INT),   # a player's points so far: in the game, in this round
    "chance": ((ANY,), BOOL),   # `chance(30%)`, `chance(1 in 6)`: drawn by chance (mogel.check.chances)
}

# What a built-in function written as a name is told to look like (`total >= 100`).
FUNCTION_EXAMPLES: Mapping[str, str] = {
    "total": "total(player) >= 100", "score": "score(active)", "chance": "if chance(30%):",
    "size": "size(hand of active)", "empty": "empty(draw)", "top": "top of discard", "count": "count(players)",
}

# The game box (mogel.runtime.state.BOX) holds the cards out of play; no rule may name it.
BOX_MESSAGE = SAY("box", box=BOX)


CARD_ATTRIBUTES = {"value": INT, "penalty": INT}
COMPARE = {"=", "!=", "<", "<=", ">", ">="}
ARITH = {"+", "-", "*", "mod"}


def fits(actual: str, wanted: str) -> bool:
    """Whether a value of type `actual` may stand where `wanted` is expected."""
    if ANY in (actual, wanted) or actual == wanted:
        return True
    return wanted == "set" and actual in (CARDS, PLAYERS, INTS)
