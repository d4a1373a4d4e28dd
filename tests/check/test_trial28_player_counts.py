"""`players: 2 or 4` (model.PlayerCounts) in the checks made for each number of players
(docs/language.md 2, 10.2, 10.5): only the counts listed are checked, not those between them
(trial 27: a game for 2 or 4 was refused for what it would do with 3)."""

from __future__ import annotations

import mogel
from tiny_games import tiny

SQUARE = "(player_count - 3) * (player_count - 3)"   # 1 with 2 or 4 players, 0 with 3


def found(text: str):
    _, diagnostics = mogel.check_source(text, "tiny.mm")
    return [(d.severity, d.message) for d in diagnostics]


def two_or_four(text: str, listed: str = "2 or 4") -> str:
    return text.replace("players: 2 to 4", f"players: {listed}")


def test_a_count_of_cards_is_checked_only_for_the_counts_listed():
    text = tiny().replace("deal 3 cards from draw to hand", f"deal {SQUARE} - 1 cards from draw to hand")

    assert found(two_or_four(text)) == []
    assert found(text) == [("error", "a number of cards is 0 or more: this is -1 with 3 players")]


def test_rounds_are_worked_out_only_for_the_counts_listed():
    text = tiny().replace("rounds: 1", f"rounds: {SQUARE}")

    assert found(two_or_four(text)) == []
    assert found(text) == [("error", "'rounds:' gives 0 for 3 players: a game has 1 to 1000 rounds")]


def test_a_deal_too_large_suggests_the_next_count_listed():
    text = tiny(copies=6).replace("deal 3 cards from draw to hand", "deal 4 cards from draw to hand")

    (message,) = [message for severity, message in found(two_or_four(text, "2 or 5")) if severity == "warning"]

    assert "with 5 players" in message and ", or allow at most 2 players" in message
