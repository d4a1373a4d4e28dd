"""`maybe_absent` (docs/language.md section 17) of a variable set from a value that may be absent:
trial 27 set a variable from another that only some ways through the setup set, and read it
with no warning.  The warning now follows the value: a variable whose `set`s all stand in setups,
one of which sets it from a variable that may be absent there, may be absent too."""

from __future__ import annotations

import mogel
from tiny_games import tiny

CARDS = "variable leader\nvariable mate\n\n"
TURN = "    mate draws 1 card from draw\n    if leader = active:\n        active draws 1 card from draw\n"
SETUP = "        move 1 card from draw to discard\n"


def found(mate: str = "left of leader", cards: str = CARDS):
    setup = SETUP + f"        if size(draw) > 3:\n            set leader = oldest\n        set mate = {mate}\n"
    text = tiny(cards=cards, turn=TURN).replace(SETUP, setup)
    _, diagnostics = mogel.check_source(text, "tiny.mm")
    lines = text.split("\n")
    return [(d.severity, lines[d.span.line - 1].strip(), d.message, d.render("de")) for d in diagnostics]


def test_a_variable_set_from_one_that_may_be_absent_is_warned_at_its_name():
    (leader, mate) = found()

    assert leader[:2] == ("warning", "variable leader") and "only on some ways through it" in leader[2]
    assert mate[:2] == ("warning", "variable mate")
    assert mate[2].startswith("variable 'mate' is read (at tiny.mm:")
    assert "from 'leader', which may be absent there (see the warning of 'leader')" in mate[2]
    assert "ask 'present(leader)' first [write 'expect warning: maybe_absent' in the block of variable 'mate'" in mate[2]
    assert "aus 'leader', das dort fehlen kann" in mate[3]


def test_a_value_that_asks_present_first_is_not_warned():
    assert [line for _, line, _, _ in found("left of leader if present(leader) else oldest")] == ["variable leader"]


def test_the_variables_block_acknowledges_it():
    cards = CARDS.replace("variable mate\n", "variable mate:\n    expect warning: maybe_absent\n")

    assert [(severity, line) for severity, line, _, _ in found(cards=cards)] == [
        ("warning", "variable leader"), ("note", "variable mate:")]
