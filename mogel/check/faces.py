"""The checker's rules about face-down cards: `... face down`, `reveal CARDS`, `face_down(c)`.

* `reveal` takes a card or a set of cards:
  `expected a card or a set of cards after 'reveal', but this is a player`.
* `face_down(c)` takes one card; given a set, the message shows how to ask of a set:
  `'face_down' takes a card, not a set of cards: write 'any(stack of cy where face_down(card))'`.
* A warning (no code) when `face down` hides nothing: the cards go to a zone whose faces the
  other players do not see anyway (`seen by owner` of a player's zone, or `seen by nobody`).

Each function reports through the `error` and `warn` of mogel.check.statements.CheckStmt; the
typing of `face_down(c)` is mogel.check.typer.Typer.face_down_call.
"""

from __future__ import annotations

from typing import Optional

from ..language import model as m
from .said_statements import SAY
from .said_types import type_word
from .vocabulary import ANY, CARD, CARDS


def reveal(checker, node: m.Reveal, scope: dict) -> None:
    """Refuse `reveal X` for an X that is neither a card nor a set of cards."""
    actual = checker.typer.type_of(node.cards, scope)
    if actual not in (CARD, CARDS, ANY):
        checker.error(node.cards.span, SAY("reveal_type", actual=type_word(actual)))


def hides_nothing(checker, dest: Optional[m.Zone], face_down: bool, span: m.Span) -> None:
    """Warn when `face down` sends cards to a zone whose faces the other players never see."""
    if not face_down or dest is None:
        return
    if dest.seen_by == "nobody" and not dest.top_seen_by:
        checker.warn(span, SAY("hides_nothing", zone=dest.name))
    elif dest.seen_by == "owner" and not dest.shared:
        checker.warn(span, SAY("hides_nothing_owner", zone=dest.name))

