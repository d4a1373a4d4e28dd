"""The checker's warnings about a `deal` that needs more cards than the deck has (mogel/check/warnings.py).

A deal gives N cards to each player and stops when its pile is empty; `when empty` does not
run during a deal (docs/language.md section 10.5), so no refill makes up for cards the deck
does not have.  The checker warns, at the deal's count, when the count is a constant (numbers,
definitions, `let` names whose value is certain there, + - *, player_count) and, for some
number of players `players:` allows, N cards for each player are more than the deck's cards.
A deal that takes every card but gives each player the full count, a count known only during
the game and a `let` that hides the definition of its name get no warning, nor does a deal
after a branch whose `let` of the count's name ends with the branch.  Each case is a mutation of rules.mm (3 to 5 players, 71 cards), with the warning
pinned word for word at its line and column.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.cli.commands import main

RULES_PATH = Path(__file__).resolve().parents[2] / "rules.mm"
RULES_TEXT = RULES_PATH.read_text(encoding="utf-8")
DEAL = "deal hand_size cards from draw to hand"
REFILL = " ('when empty' does not run during a deal)"


def mutate(*changes) -> str:
    text = RULES_TEXT
    for old, new in changes:
        assert old in text, f"rules.mm no longer contains {old!r}"
        text = text.replace(old, new, 1)
    return text


def where(text: str, snippet: str) -> tuple:
    """1-based (line, column) of the first occurrence of `snippet` in `text`."""
    index = text.index(snippet)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


def needs(who: str, each: int, cards: int, players: int, deck: int, pile: str = "draw", refill: str = REFILL,
          most: int = 0, fewer: str = "", place: str = "in the block of level 'round'") -> str:
    """The warning, with its code and where `expect warning: deal_short` would acknowledge it."""
    return (f"with {who} this deal needs more cards than the deck has ({each} each: {cards} for {players} players; "
            f"the deck has {deck}): it stops when '{pile}' is empty and players get fewer than {each}{refill}; "
            f"deal at most {most} cards each{fewer} [write 'expect warning: deal_short' {place} if that is meant]")


# (id, changes to rules.mm, snippet the warning stands at, message)
TOO_MANY = [
    ("thirty-each", [(DEAL, "deal 30 cards from draw to hand")], "30 cards",
     needs("3 to 5 players", 30, 150, 5, 71, most=14)),
    ("too-many-for-some-tables", [(DEAL, "deal 20 cards from draw to hand")], "20 cards",
     needs("4 to 5 players", 20, 100, 5, 71, most=14, fewer=", or allow at most 3 players")),
    ("through-a-definition", [("define hand_size = 8", "define hand_size = 2 * 10")], "hand_size cards from",
     needs("4 to 5 players", 20, 100, 5, 71, most=14, fewer=", or allow at most 3 players")),
    ("made-of-player-count", [(DEAL, "deal 80 - player_count * 10 cards from draw to hand")], "80 -",
     needs("3 to 5 players", 40, 160, 4, 71, most=17)),
    ("from-a-pile-without-refill", [(DEAL, "deal 30 cards from discard to hand")], "30 cards",
     needs("3 to 5 players", 30, 150, 5, 71, pile="discard", refill="", most=14)),
    ("in-an-action", [("each player except active takes 1 card from discard below top",
                       "deal 30 cards from draw to hand")], "30 cards",
     needs("3 to 5 players", 30, 150, 5, 71, most=14, place="in the block of card 'ant'")),
    ("through-a-let", [(DEAL, "let n = 30\n        deal n cards from draw to hand")], "n cards",
     needs("3 to 5 players", 30, 150, 5, 71, most=14)),
    ("through-two-lets-in-a-branch", [(DEAL, "let n = 5\n        if round = 1:\n            let k = n * 6\n"
                                             "            deal k cards from draw to hand")], "k cards",
     needs("3 to 5 players", 30, 150, 5, 71, most=14, place="as the first line of this 'if''s block")),
    ("with-more-players", [(DEAL, "deal 12 cards from draw to hand"), ("players: 3 to 5", "players: 3 to 7")],
     "12 cards", needs("6 to 7 players", 12, 84, 7, 71, most=10, fewer=", or allow at most 5 players")),
]


@pytest.mark.parametrize("changes, snippet, message", [pytest.param(*c[1:], id=c[0]) for c in TOO_MANY])
def test_a_deal_that_needs_more_cards_than_the_deck_has_is_warned_at_its_count(changes, snippet, message):
    text = mutate(*changes)

    rules, diagnostics = mogel.check_source(text, "rules.mm")

    assert rules is not None, [d.render() for d in diagnostics]
    warnings = [(d.message, d.span.line, d.span.column) for d in diagnostics
                if d.severity == "warning" and not d.message.startswith("with variant")]
    assert warnings == [(message, *where(text, snippet))], warnings


ENOUGH = [
    ("the-shipped-deal", []),
    ("every-card-dealt-to-five", [(DEAL, "deal 14 cards from draw to hand"),
                                  ("number:     8  9  9  9  8   = 43", "number:     8  9  9  9  7   = 42"),
                                  ("total: 71", "total: 70")]),
    ("a-count-known-only-in-play", [(DEAL, "deal size(draw) cards from draw to hand")]),
    ("a-let-hides-the-definition", [("define hand_size = 8", "define hand_size = 30"),
                                    (DEAL, "let hand_size = 5\n        " + DEAL)]),
    ("fewer-for-more-players", [(DEAL, "deal 28 - player_count * 3 cards from draw to hand")]),
]


def test_a_let_in_a_branch_ends_with_it_and_the_deal_after_it_gets_no_warning():
    """`n` is 5 at the deal: the branch's `let n = 30` holds inside the branch only (the only
    warning is about that `let`: mogel.check.names.branch_lets)."""
    text = mutate((DEAL, "let n = 5\n        if round = 1:\n            let n = 30\n        deal n cards from draw to hand"))

    _, diagnostics = mogel.check_source(text, "rules.mm")

    assert [d.message.split(":")[0] for d in diagnostics if d.severity == "warning"] == [
        "this 'let' names 'n' for the rest of its block only"]


@pytest.mark.parametrize("changes", [pytest.param(c[1], id=c[0]) for c in ENOUGH])
def test_a_deal_the_deck_can_give_gets_no_warning(changes):
    """14 cards for each of 5 players are 70 of the 70 cards: the draw pile is empty after the
    deal, and the game goes on (its `when empty` refills it from the discard pile).  (The
    variant big_table, 7 players, is warned about where it needs more: not told here.)"""
    _, diagnostics = mogel.check_source(mutate(*changes), "rules.mm")

    assert [d.render() for d in diagnostics
            if d.severity != "note" and not d.message.startswith("with variant 'big_table'")] == []


def test_mogel_check_shows_the_warning_with_a_caret_and_says_ok(tmp_path, capsys):
    path = tmp_path / "thirty.mm"
    text = mutate((DEAL, "deal 30 cards from draw to hand"), ("players: 3 to 5", "players: 3 to 4"),
                  ("players: 3 to 7", "players: 3 to 4"))
    path.write_text(text, encoding="utf-8")
    line, column = where(text, "30 cards")

    code = main(["check", str(path)])

    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert out.splitlines() == [
        f"{path}:{line}:{column}: warning: " + needs("3 to 4 players", 30, 120, 4, 71, most=17),
        "            deal 30 cards from draw to hand",
        "    " + " " * (column - 1) + "^",
        "ok"]


def test_rules_mm_and_each_of_its_variants_check_without_errors_or_warnings():
    rules, diagnostics = mogel.check_source(RULES_TEXT, "rules.mm")
    assert rules is not None
    for variant in [None, *rules.variants]:
        _, diagnostics = mogel.check_source(RULES_TEXT, "rules.mm", () if variant is None else (variant,))
        assert [d.render() for d in diagnostics if d.severity != "note"] == [], variant
