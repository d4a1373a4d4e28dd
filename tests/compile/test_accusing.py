"""Which choices lead to an accusation (mogel/compile/accusing.py): read from the statements
after each choice, for PEEK (tests/claims_rules.py) rewritten in the ways a rules writer may
branch, and for the shipped games."""

from __future__ import annotations

import pytest

import mogel
from mogel.compile.accusing import Accusing, choice_accusations
from claims_rules import PEEK

BRANCH = """    if answer = doubt:
        let accused = next(active) chooses a player in suspects(next(active))
        next(active) calls bluff on accused
"""
OPTIONS = """    let answer = next(active) chooses one of:
        trust (en "I trust you all", de "Ich glaube euch")
        doubt (en "You're bluffing!", de "Du bluffst!") if any(suspects(next(active)))
"""
THREE = OPTIONS + """        wait (en "Later", de "Später")
"""
CALL = """        let accused = next(active) chooses a player in suspects(next(active))
        next(active) calls bluff on accused
"""


def found(text: str) -> dict:
    """{"option": the options of the answer that lead to `bluff`, "player": True when the accused is chosen}."""
    rules = mogel.load_rules(text=text, file="peek.mm")
    out = {}
    for span, accusing in choice_accusations(rules).items():
        assert accusing.accusation == "bluff"
        if accusing.options is None:
            out["player"] = True
        else:
            out["option"] = set(accusing.options)
    return out


def test_the_option_whose_branch_calls_and_the_player_choice_named_as_the_accused():
    assert found(PEEK) == {"option": {"doubt"}, "player": True}


@pytest.mark.parametrize("test, leads", [
    ("answer = doubt", {"doubt"}),
    ("doubt = answer", {"doubt"}),
    ("not answer = trust", {"doubt", "wait"}),
    ("answer != trust", {"doubt", "wait"}),
    ("answer = doubt or answer = wait", {"doubt", "wait"}),
    ("answer = doubt and any(suspects(next(active)))", {"doubt"}),
])
def test_the_tests_of_an_if_narrow_the_options_down_each_branch(test, leads):
    text = PEEK.replace(OPTIONS + BRANCH, THREE + f"    if {test}:\n" + CALL)
    assert found(text)["option"] == leads


def test_the_else_branch_gets_the_options_the_test_leaves():
    text = PEEK.replace(OPTIONS + BRANCH, THREE + "    if answer = trust:\n        active scores 1\n"
                        "    else:\n        if answer = wait:\n            active scores 2\n        else:\n"
                        + CALL.replace("        ", "            "))
    assert found(text)["option"] == {"doubt"}


def test_a_call_every_option_leads_to_marks_no_option_and_a_test_of_something_else_keeps_them_all():
    unconditional = PEEK.replace(BRANCH, CALL.replace("        ", "    "))
    assert "option" not in found(unconditional)
    other = PEEK.replace("    if answer = doubt:\n", "    if any(suspects(next(active))):\n")
    assert "option" not in found(other)   # both options can reach the call: neither is "the accusation"


def test_the_shipped_games():
    mogelei = choice_accusations(mogel.load_rules(game="mogelei"))
    assert sorted(mogelei.values(), key=str) == [Accusing("bluff"), Accusing("bluff", frozenset({"bluffing"}))]
    assert choice_accusations(mogel.load_rules(game="cheat")) == {}
    assert choice_accusations(mogel.load_rules(game="mogel_motte")) == {}
