"""A name bound where it is used -- a definition's parameter, a `let` -- hides every other
meaning of that name there (mogel/compile/source_expr.py), as the checker reads it (mogel/check/typer.py).

A parameter named like a built-in (`define g(round) = round + 1`) is the argument inside its
definition: the built-in is hidden there and nowhere else, and the checker lets it be.  A
parameter or `let` named like a definition without parameters whose value is a constant used
to be folded to the definition's value (`let hand_size = 3` scored 8): the compiler now folds
only names that nothing binds.  Each case plays one seeded round of rules.mm in which every
player scores the expression; the score of the first round is pinned.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel

RULES_TEXT = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")
SCORING = "        each player scores sum(hand of player, card.penalty)"


def first_round_scores(definitions: str, scoring: str) -> list:
    """The round scores of the first round of a 3-player game whose scoring is `scoring`."""
    text = RULES_TEXT.replace(SCORING, scoring, 1) + "\n" + definitions + "\n"
    rules, diagnostics = mogel.check_source(text, "rules.mm")
    assert rules is not None, [d.render() for d in diagnostics]
    game = mogel.Game(rules, [mogel.RandomBot()] * 3, seed=1)
    game.play()
    return game.state.history[0]


HIDING = [
    # (id, definitions, scoring, what each player scores)
    ("parameter-named-round", "define g(round) = round + 1", "        each player scores g(5)", 6),
    ("parameter-named-active", "define f(active) = active + 1", "        each player scores f(5)", 6),
    ("parameter-named-player-count", "define f(player_count) = 2 * player_count",
     "        each player scores f(5)", 10),
    ("parameter-named-card", "define f(card) = card * 2", "        each player scores f(7)", 14),
    ("parameter-named-a-function", "define f(size) = size + 1", "        each player scores f(4)", 5),
    ("parameter-named-a-definition", "define f(hand_size) = hand_size + 1", "        each player scores f(3)", 4),
    ("parameter-named-a-definition-in-a-filtering-body",
     "define f(hand_size) = count(players where true) * 0 + hand_size + 1", "        each player scores f(3)", 4),
    ("let-named-a-definition", "", "        let hand_size = 3\n        each player scores hand_size", 3),
    ("let-named-a-definition-in-arithmetic", "",
     "        let hand_size = 3\n        each player scores hand_size * 2 + 1", 7),
]


@pytest.mark.parametrize("definitions, scoring, points", [pytest.param(*c[1:], id=c[0]) for c in HIDING])
def test_a_bound_name_hides_the_built_in_or_definition_of_that_name(definitions, scoring, points):
    assert first_round_scores(definitions, scoring) == [points] * 3
