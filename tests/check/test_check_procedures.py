"""The checks of procedures (docs/language.md 10.16): unknown names, procedures that run
themselves or grow too large, procedures nothing does, their statements checked where they
run, and variants that replace one procedure."""

from __future__ import annotations

import pytest

import mogel
from tiny_games import tiny

NORMAL = """\
procedure normal_play:
    active must play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise do punish

procedure punish:
    active draws 1 card from draw
"""


def messages(cards: str, turn: str = "    do normal_play\n", variants=()):
    """(severity, message, line) of every diagnostic of the tiny game with these items and turn."""
    _, found = mogel.check_source(tiny(cards=cards, turn=turn), "tiny.mm", variants)
    return [(d.severity, d.message, d.span.line) for d in found]


def line_of(text: str, cards: str, turn: str = "    do normal_play\n") -> int:
    return tiny(cards=cards, turn=turn).split("\n").index(text) + 1


def test_procedures_that_do_one_another_check():
    assert messages(NORMAL) == []


def test_an_unknown_procedure_is_told_with_the_one_meant():
    assert messages(NORMAL, "    do normal_ply\n") == [
        ("warning", "procedure 'normal_play' is never done: no 'do normal_play' runs it (a procedure that only a "
                    "variant does belongs in that variant) [write 'expect warning: never_done' as the first line of procedure "
                    "'normal_play' if that is meant]", line_of("procedure normal_play:", NORMAL, "    do normal_ply\n")),
        ("error", "unknown procedure 'normal_ply' (did you mean 'normal_play'?)", line_of("    do normal_ply", NORMAL,
                                                                                           "    do normal_ply\n"))]


def test_a_do_in_a_file_with_no_procedure_says_how_to_declare_one():
    assert messages("", "    do normal_play\n") == [
        ("error", "no procedure is called 'normal_play': declare it as 'procedure normal_play:' followed by its "
                  "statements, indented", line_of("    do normal_play", ""))]


def test_a_procedure_that_does_itself_is_refused_at_that_do():
    cards = NORMAL.replace("    otherwise do punish", "    otherwise do normal_play")

    found = [m for m in messages(cards) if m[0] == "error"]

    assert found == [("error", "procedure 'normal_play' runs itself: it does itself in its own statements; a "
                               "procedure cannot run itself, not even through others (for a loop, write 'repeat')",
                      line_of("    otherwise do normal_play", cards))]


def test_procedures_that_do_one_another_in_a_circle_are_told_once():
    cards = NORMAL + "    do normal_play\n"

    found = [m for m in messages(cards) if m[0] == "error"]

    assert found == [("error", "procedure 'normal_play' runs itself: 'normal_play' does 'punish', which does "
                               "'normal_play'; a procedure cannot run itself, not even through others (for a loop, "
                               "write 'repeat')", line_of("    otherwise do punish", cards))]


def test_procedures_nested_too_deep_are_refused_at_the_innermost_that_is():
    chain = "".join(f"procedure p{i}:\n    if round > 0:\n        do p{i + 1}\n" for i in range(25))
    chain += "procedure p25:\n    active draws 1 card from draw\n"

    found = [m for m in messages(chain, "    do p0\n") if m[0] == "error"]

    assert found == [("error", "procedure 'p5', with the procedures it does written out in it, nests 42 blocks deep: "
                               "at most 40; do fewer procedures inside one another",
                      line_of("        do p5", chain, "    do p0\n"))]


def test_procedures_that_double_one_another_are_refused_when_too_large():
    chain = "".join(f"procedure p{i}:\n    do p{i + 1}\n    do p{i + 1}\n" for i in range(14))
    chain += "procedure p14:\n    active draws 1 card from draw\n"

    found = [m for m in messages(chain, "    do p0\n") if m[0] == "error"]

    assert [m[1] for m in found] == ["procedure 'p3', with the procedures it does written out in it, has 6142 "
                                     "statements: at most 5000; a procedure that does others several times "
                                     "multiplies them"]


def test_statements_of_a_procedure_are_checked_where_they_run():
    """`player` is bound inside `for each player`, not in the turn: the message stands in the
    procedure, told once however often it is done there."""
    cards = "procedure give_one:\n    player draws 1 card from draw\n"
    fine = "    for each player:\n        do give_one\n"
    wrong = "    do give_one\n    do give_one\n"

    assert messages(cards, fine) == []
    assert [(m[0], m[2]) for m in messages(cards, wrong)] == [("error", line_of("    player draws 1 card from draw",
                                                                                 cards, wrong))]


def test_a_procedure_nothing_does_is_checked_as_a_part_of_the_turn():
    cards = "procedure lost:\n    active draws 1 card from drow\n"

    found = messages(cards, "    active draws 1 card from draw\n")

    assert [m[:2] for m in found] == [
        ("warning", "procedure 'lost' is never done: no 'do lost' runs it (a procedure that only a variant does "
                    "belongs in that variant) [write 'expect warning: never_done' as the first line of procedure "
                    "'lost' if that is meant]"),
        ("error", "unknown zone 'drow' (did you mean 'draw'?)")]


@pytest.mark.parametrize("name, message", [
    ("draw", "'draw' is already a zone (tiny.mm:{line}:6): choose another name for this procedure"),
    ("do", "'do' is a word of the language: choose another name for this procedure")])
def test_a_procedure_takes_no_name_another_item_or_the_language_has(name, message):
    cards = f"procedure {name}:\n    active draws 1 card from draw\n"

    found = messages(cards, "    active draws 1 card from draw\n")

    assert found[0][:2] == ("error", message.format(line=line_of("zone draw:", cards, "")))


VARIANTS = NORMAL + """
variant draw_two:
    description: "a player who cannot play draws two"
    procedure punish:
        active draws 2 cards from draw

variant draw_three:
    description: "a player who cannot play draws three"
    procedure punish:
        active draws 3 cards from draw
"""


def test_a_variant_replaces_one_procedure_and_checks_alone():
    rules = mogel.load_rules(text=tiny(cards=VARIANTS, turn="    do normal_play\n"), file="tiny.mm",
                             variants=["draw_two"])

    assert rules.procedures["normal_play"].body == mogel.load_rules(
        text=tiny(cards=VARIANTS, turn="    do normal_play\n"), file="tiny.mm").procedures["normal_play"].body
    assert rules.turn.body[0].body[0].otherwise[0].body[0].verb.count.value == 2   # the turn reads the new one


def test_two_variants_that_replace_one_procedure_clash():
    found = messages(VARIANTS, variants=["draw_two", "draw_three"])

    assert found[0][:2] == ("error", f"variants 'draw_two' and 'draw_three' clash: both change the statements of "
                                     f"procedure punish (the other change is at tiny.mm:"
                                     f"{line_of('    procedure punish:', VARIANTS)}:5)")


def test_a_variant_that_breaks_a_procedure_is_told_with_its_name():
    cards = VARIANTS.replace("active draws 3 cards from draw", "active draws 3 cards from drow")

    found = messages(cards)

    assert [m[:2] for m in found] == [("error", "with variant 'draw_three': unknown zone 'drow' (did you mean 'draw'?)")]
