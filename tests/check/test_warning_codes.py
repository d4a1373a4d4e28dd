"""Every code `expect warning:` takes, at each place that may say it, and each documented in
docs/language.md section 17 (trial 24 section 16: a warning with no code cannot be
acknowledged).  The places and their codes are told by the error of an unknown code."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel

DOC = (Path(__file__).resolve().parents[2] / "docs" / "language.md").read_text(encoding="utf-8")
RULES = mogel.default_rules_path().read_text(encoding="utf-8")

# the warnings about statements, which any block around them may acknowledge
BLOCK = "constant_if, let_hides, branch_let, others_in_each, deal_short, hides_nothing, nobody_chooses"
# (place, where its `expect warning:` line goes in rules.mm, the codes it takes)
PLACES = [
    ("card", ("card spider:\n", "card spider:\n    expect warning: nosuch\n"),
     "stuck, never_fires, lone_tag, leaks_hidden, " + BLOCK + ", shown_lacking"),
    ("level", ("    first: guard", "    expect warning: nosuch\n    first: guard"),
     "leaks_hidden, nobody_holds, ends_when_false, lost_after_move, " + BLOCK),
    ("turn", ("\nturn:\n", "\nturn:\n    expect warning: nosuch\n"), "leaks_hidden, turn_never_played, " + BLOCK),
    ("if", ("\nturn:\n", "\nturn:\n    if true:\n        expect warning: constant_if, nosuch\n        active scores 1\n"),
     "leaks_hidden, " + BLOCK),
    ("procedure", ("\nturn:\n", "\nprocedure bonus:\n    expect warning: nosuch, never_done\n    active scores 1\n"
                                 "\nturn:\n"), "leaks_hidden, never_done, " + BLOCK),
]


@pytest.mark.parametrize("old, new, codes", [pytest.param(*p[1], p[2], id=p[0]) for p in PLACES])
def test_each_place_names_the_codes_it_takes(old, new, codes):
    assert RULES.count(old) >= 1
    text = RULES.replace(old, new, 1)
    _, found = mogel.check_source(text, "rules.mm")
    assert [d.message for d in found if d.severity == "error"] == [
        f"unknown warning 'nosuch': the codes are {codes}"]


@pytest.mark.parametrize("code", sorted({code for *_, codes in PLACES for code in codes.split(", ")}))
def test_each_code_has_its_row_in_section_17(code):
    section = DOC[DOC.index("## 17. Warnings"):DOC.index("## 18. Error messages")]
    assert f"\n| `{code}` " in section
