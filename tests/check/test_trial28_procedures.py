"""What trial 27 met with procedures' parameters (docs/language.md 10.16), through
mogel.check_source and a scenario:

* a parameter named like a `let` where the procedure is done (`let p = active`, `do give(p)`) is
  the procedure's own name: no `branch_let` warning at the `do`;
* a parameter named like something of the language or of the file is told at its name in
  `procedure NAME(PARAMS):`: a definition, zone, built-in ... with `let_hides` (it hides them in
  the whole procedure), a variable refused (as for a `let`), a name given twice refused;
* each value of a `do` is worked out where the `do` stands, before any parameter is bound:
  `do swap(b, a)` of `procedure swap(a, b):` swaps.
"""

from __future__ import annotations

import mogel
from mogel.play.scenario import Scenario
from tiny_games import tiny

GIVE = """define limit = 3

procedure give({param}):
    {param} draws 1 card from draw

"""


def diagnostics(cards: str, turn: str):
    """(severity, line, column, English message, German message) of each diagnostic."""
    _, found = mogel.check_source(tiny(cards=cards, turn=turn), "tiny.mm")
    return [(d.severity, d.span.line, d.span.column, d.message, d.render("de")) for d in found]


def header_line(cards: str) -> int:
    return tiny(cards=cards).split("\n").index(next(row for row in cards.split("\n") if row.startswith("procedure"))) + 1


def test_a_parameter_named_like_a_let_at_the_do_is_no_branch_let():
    turn = ("    let p = active\n    do give(p)\n    if size(hand of p) > 2:\n        do give(left of p)\n")

    assert diagnostics(GIVE.format(param="p"), turn) == []


def test_a_let_in_a_branch_is_still_told():
    turn = ("    let p = active\n    if size(hand of p) > 2:\n        let p = left of active\n        do give(p)\n")

    found = diagnostics(GIVE.format(param="q"), turn)

    assert [(severity, message.split(":")[0]) for severity, _, _, message, _ in found] == [
        ("warning", "this 'let' names 'p' for the rest of its block only")]


def test_a_parameter_named_like_a_definition_is_told_at_its_name():
    cards = GIVE.format(param="limit")

    (found,) = diagnostics(cards, "    do give(active)\n")

    assert found[:4] == ("warning", header_line(cards), 16,
                         "'limit' is a definition: this parameter hides it in all of procedure 'give', where 'limit' "
                         "in an expression is the value the 'do' gives; choose another name [write 'expect warning: "
                         "let_hides' as the first line of procedure 'give' if that is meant]")
    assert "'limit' ist eine Definition: dieser Parameter verdeckt es in der ganzen Prozedur 'give'" in found[4]


def test_a_parameter_named_like_a_zone_says_so_once_at_the_procedure_not_at_each_do():
    cards = GIVE.format(param="hand").replace("    hand draws", "    active draws")

    found = diagnostics(cards, "    do give(active)\n    do give(left of active)\n")

    assert [(severity, line, message.split(";")[0]) for severity, line, _, message, _ in found] == [
        ("warning", header_line(cards), "'hand' is a zone: this parameter hides it in all of procedure 'give', where "
                                        "'hand' in an expression is the value the 'do' gives, not the zone's cards")]


def test_an_acknowledged_parameter_name_is_a_note():
    cards = GIVE.format(param="limit").replace("(limit):\n", "(limit):\n    expect warning: let_hides\n")

    assert [severity for severity, *_ in diagnostics(cards, "    do give(active)\n")] == ["note"]


def test_a_do_gives_each_value_as_it_stands_where_the_do_is():
    cards = "procedure swap(a, b):\n    b draws 1 card from draw\n\n"
    turn = "    let a = active\n    let b = left of active\n    do swap(b, a)\n"
    rules = mogel.load_rules(text=tiny(cards=cards, turn=turn), file="tiny.mm")
    sc = Scenario(rules, 3, seed=0)
    sc.hand(0, "number 1")
    sc.hand(1, "number 2")
    sc.pile("draw", "number 3")

    sc.turn(0)   # b is the `a` of the turn: the active player draws

    assert sc.faces("hand", 0) == ["number 1", "number 3"] and sc.faces("hand", 1) == ["number 2"]
