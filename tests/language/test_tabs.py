"""Tabs in the indentation are read one way only (issue 19, item 4): a text whose blocks would
differ with a tab 4 wide (as mogel reads it), 1 column or 8 wide (as many editors show it) is
refused with one located message, as Python refuses inconsistent tabs; a text indented with
tabs alike everywhere reads as the same text indented with spaces.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mogel
from conftest import run_cli
from mogel.language.grammar import tab_dependent

RULES = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")
SCORING = "        each player scores sum(hand of player, card.penalty)\n"


def tabbed_into_if(tabs: str) -> str:
    """rules.mm whose scoring has an `if` and then a line indented `tabs`: 4 spaces each for
    mogel, 8 each in an editor showing tabs 8 wide."""
    assert SCORING in RULES
    return RULES.replace(SCORING, "        if round = 1:\n            each player scores 1\n"
                                  f"{tabs}each player scores sum(hand of player, card.penalty)\n")


def test_a_line_an_8_wide_editor_shows_inside_an_if_is_refused_not_read_one_level_up():
    text = tabbed_into_if("\t\t")   # mogel: 8, after the if (it parses); an editor: 16, inside the if

    with pytest.raises(mogel.RulesError) as caught:
        mogel.load_rules(text=text)

    (d,) = caught.value.diagnostics
    line = text.split("\n").index("\t\teach player scores sum(hand of player, card.penalty)") + 1
    assert (d.span.line, d.span.column) == (line, 3)
    assert d.message == (f"this line is indented with a tab, which counts as 4 spaces: the line is 8 spaces in, "
                         f"but an editor showing tabs 8 wide shows it 16 in, and line {line - 1} above it is 12 in "
                         f"(12 with tabs 8 wide): the tab width decides which block it belongs to; indent with spaces only")


def test_mogel_check_tells_it_and_fails(capsys, tmp_path):
    path = tmp_path / "tabs.mm"
    path.write_text(tabbed_into_if("\t\t"), encoding="utf-8")

    code, out, err = run_cli(capsys, "check", path)

    assert code == 1
    assert "the tab width decides which block it belongs to" in err
    assert err.rstrip().endswith("1 error")


def test_a_text_indented_with_tabs_alike_reads_as_the_same_text_with_spaces():
    tabs = re.sub(r"(?m)^((?:    )+)", lambda found: "\t" * (len(found.group(1)) // 4), RULES)
    assert "\t" in tabs

    with_tabs = mogel.Game(mogel.load_rules(text=tabs), ["random", "honest", "sneaky"], seed=5)
    with_spaces = mogel.Game(mogel.load_rules(text=RULES), ["random", "honest", "sneaky"], seed=5)
    with_tabs.play()
    with_spaces.play()

    assert list(with_tabs.narration()) == list(with_spaces.narration())
    assert tab_dependent(tabs) is None


@pytest.mark.parametrize("text", [RULES, tabbed_into_if("        "), "a:\n\tb:\n\t    c\n\td\ne\n"])
def test_indentation_that_means_one_thing_whatever_the_tab_width_is_never_told(text):
    """Spaces only, and tabs before spaces alike in every line of a block."""
    assert tab_dependent(text) is None


def test_a_dedent_that_an_8_wide_tab_would_not_make_is_told_at_its_line():
    """`\\t` after a block at 8 spaces: mogel reads 4 (one block out), an editor 8 (the same block)."""
    text = "a:\n    b:\n        c\n\td\n"

    told = tab_dependent(text)

    assert (told.line, told.column) == (4, 2)
    assert "shows it 8 in, and line 3 above it is 8 in (8 with tabs 8 wide)" in str(told.message)


def test_a_tab_on_a_block_line_with_spaces_under_it_is_told_at_the_tab_not_the_line_below():
    """Line 2 indented with a tab, line 3 with 4 spaces: line 3 has no tab to change."""
    text = "game t:\n\tplayers: 2 to 4\n    rounds: 1\n"

    told = tab_dependent(text)

    assert (told.line, told.column) == (2, 2)
    assert str(told.message).startswith("this line is indented with a tab")
    assert "shows it 8 in, and line 3 below it is 4 in (4 with tabs 8 wide)" in str(told.message)


def test_mogel_check_tells_the_tabbed_line_in_german_too(capsys, tmp_path):
    path = tmp_path / "tabs.mm"
    path.write_text("game t:\n\tplayers: 2 to 4\n    rounds: 1\n", encoding="utf-8")

    code, out, err = run_cli(capsys, "check", "--lang", "de", path)

    assert code == 1
    assert "tabs.mm:2:2: diese Zeile ist mit einem Tabulator eingerückt" in err
    assert "Zeile 3 darunter steht 4 tief (4 bei Tabulatoren 8 breit)" in err


@pytest.mark.parametrize("lang, said", [("en", "the first line starts with a tab: start it at the left edge"),
                                        ("de", "die erste Zeile beginnt mit einem Tabulator")])
def test_a_tab_before_the_first_line_is_told_as_such_not_as_a_tab_in_the_middle(lang, said):
    text = "\t" + RULES   # no line above it: the indenter never sees this tab, the lexer stops at it

    with pytest.raises(mogel.RulesError) as caught:
        mogel.load_rules(text=text)

    (d,) = caught.value.diagnostics
    assert (d.span.line, d.span.column) == (1, 1)
    assert said in d.render(lang)
    assert "middle" not in d.render("en")
