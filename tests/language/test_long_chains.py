"""A flat chain `a or b or c ...` (or of `and`s) is no nesting (mogel/language/parser.py `_flatten`,
docs/language.md section 18's limits): up to 500 terms are read, checked and played with the
value and the order of evaluation they are written with; more are refused as too long, and deep
nesting is still refused as too deep.  Trial 25's item 13: 64 `or`s were refused as "nested too
deeply", at a term in the middle of the list."""

from __future__ import annotations

import pytest

import mogel
from tiny_games import play, tiny

CHAIN_TURN = """\
    if {chain}:
        active scores 1
    active may play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise active draws 1 card from draw
"""


def chained(terms: int, word: str = "or") -> str:
    """A turn that scores 1 when `turns` is one of 0 .. terms - 1 (`or`), or is none of them
    (`and` of `!=`), the terms on lines of their own inside a bracket."""
    test = "=" if word == "or" else "!="
    chain = f" {word}\n        ".join(f"turns {test} {k}" for k in range(terms))
    return tiny(turn=CHAIN_TURN.format(chain=f"({chain})"), limit=30)


def totals(text: str):
    game = play(text, seed=3)
    return [event.kind for event in game.events], game.state.totals


@pytest.mark.parametrize("terms", [16, 17, 64, 500])
def test_a_long_flat_chain_of_ors_plays_as_the_test_it_means(terms):
    assert mogel.check_source(chained(terms), "chain.mm")[1] == []
    short = tiny(turn=CHAIN_TURN.format(chain=f"turns < {terms}"), limit=30)
    assert totals(chained(terms)) == totals(short)


def test_a_long_flat_chain_of_ands_plays_as_the_test_it_means():
    short = tiny(turn=CHAIN_TURN.format(chain="turns >= 64"), limit=30)
    assert totals(chained(64, "and")) == totals(short)


def test_a_chain_of_more_than_500_terms_is_refused_at_its_501st():
    text = chained(501)
    with pytest.raises(mogel.RulesError) as caught:
        mogel.load_rules(text=text, file="chain.mm")
    [told] = caught.value.diagnostics
    assert told.message == "this chain of 'or's has more than 500 terms: split it into smaller 'define's"
    assert told.span.line == text.split("\n").index("        turns = 500):") + 1
    assert "diese Kette von 'or' hat mehr als 500 Glieder" in told.render("de")


def test_deep_nesting_is_still_refused_as_too_deep():
    text = tiny(turn=CHAIN_TURN.format(chain="not " * 70 + "turns = 0"), limit=30)
    with pytest.raises(mogel.RulesError) as caught:
        mogel.load_rules(text=text, file="deep.mm")
    [told] = caught.value.diagnostics
    assert told.message == ("this is nested too deeply (more than 64 levels of blocks, operators, calls and brackets "
                            "one inside another): split it into smaller 'define's or blocks")
