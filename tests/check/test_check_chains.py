"""Definitions that use one another too deeply: a located error, never a RecursionError.

A chain of more than 50 definitions (`define d0 = d1 + 1`, `define d1 = d2 + 1` ...) is told at
its 51st definition; a definition nested more than 120 levels deep with the definitions it uses
written out is told where it first gets so deep, and one with more than 5,000 parts written out
(each using the next twice doubles them) where it first has so many.  Within the limits, checking, compiling and
playing the deepest rules stay below 700 Python calls above the caller (mogel/check/chains.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import mogel
from mogel.check.chains import MAX_CHAIN, MAX_NESTING, MAX_PARTS
from mogel.cli.commands import main
from mogel.check.loader import check_source

ROOT = Path(__file__).resolve().parents[2]
RULES_TEXT = (ROOT / "rules.mm").read_text(encoding="utf-8")
ENDS = "or stalemate or endless"


def rules_with(definitions, use: str = "d0 = 123456789") -> str:
    """rules.mm with `definitions` (lines) before `hand_size`, and `ends when:` also ending
    the round when `use` holds (it never does: the definitions are worked out every move)."""
    assert ENDS in RULES_TEXT and "define hand_size = 8" in RULES_TEXT
    text = RULES_TEXT.replace("define hand_size = 8", "\n".join(definitions) + "\ndefine hand_size = 8")
    return text.replace(ENDS, f"{ENDS} or ({use})")


def chain(n: int, body: str = "{next} + 1", leaf: str = "turns", params: str = "") -> list:
    """`define d0 = d1 + 1` ... `define d{n-1} = turns`: n definitions, each using the next."""
    return [f"define d{i}{params} = " + (body.format(next=f"d{i + 1}") if i + 1 < n else leaf) for i in range(n)]


def line_of(text: str, start: str) -> int:
    return next(n for n, line in enumerate(text.split("\n"), 1) if line.startswith(start))


def errors(text: str):
    rules, found = check_source(text, "x.mm")
    assert rules is None
    return [(d.span.line, d.span.column, d.message) for d in found if d.severity == "error"]


# --- the chain --------------------------------------------------------------------------------

def test_a_chain_of_50_definitions_checks_and_plays():
    rules = mogel.load_rules(text=rules_with(chain(MAX_CHAIN)), file="x.mm")

    mogel.Game(rules, [mogel.RandomBot()] * 3, seed=1).play()


def test_a_chain_of_51_definitions_is_told_at_its_51st():
    text = rules_with(chain(MAX_CHAIN + 1))

    assert errors(text) == [(line_of(text, "define d50 "), 1,
                             "a chain of 51 definitions that each use the next ('d0' uses 'd1', which uses 'd2', ... "
                             "to 'd50') is too long: 'd50' is its 51st, and at most 50 may use one another in a row; "
                             "write part of the chain as one definition")]


def test_the_trials_chain_of_141_definitions_is_one_located_error_not_a_recursion_error():
    """Trial H: `define d0 = d1 + 1` ... `define d140 = 1`, used by `hand_size`."""
    lines = chain(141, leaf="1")
    text = RULES_TEXT.replace("define hand_size = 8", "\n".join(lines) + "\ndefine hand_size = d0")

    with pytest.raises(mogel.RulesError) as caught:
        mogel.load_rules(text=text, file="x.mm")

    (error,) = caught.value.diagnostics
    assert (error.span.line, error.span.column) == (line_of(text, "define d49 "), 1)
    assert error.message.startswith("a chain of 142 definitions that each use the next ('hand_size' uses 'd0', "
                                    "which uses 'd1', ... to 'd140') is too long: 'd49' is its 51st")


@pytest.mark.parametrize("command", ["check", "play"])
def test_the_command_line_tells_a_long_chain_with_exit_code_1(command, tmp_path, capsys):
    path = tmp_path / "long.mm"
    path.write_text(rules_with(chain(141)), encoding="utf-8")

    code = main([command, str(path)])

    out, err = capsys.readouterr()
    assert code == 1
    assert "Traceback" not in out + err and "RecursionError" not in out + err
    assert f"{path}:{line_of(path.read_text(), 'define d50 ')}:1: a chain of 141 definitions" in err


def test_every_chain_too_long_is_told_once_at_its_own_51st_and_a_cycle_beside_it_breaks_nothing():
    text = rules_with(chain(60) + ["define e0 = d5 + e1", "define e1 = e0 + 1"], use="e0 = 1")

    assert [line for line, _, _ in errors(text)] == [line_of(text, "define d50 "), line_of(text, "define d54 ")]


def test_a_variant_that_makes_a_chain_too_long_is_told_with_its_name():
    text = rules_with(chain(MAX_CHAIN)) + (
        '\nvariant longer:\n    description: "one more"\n    define d49 = e + 1\n    define e = turns\n')

    found = errors(text)

    assert len(found) == 1 and found[0][2].startswith("with variant 'longer': a chain of 51 definitions")


# --- the nesting ------------------------------------------------------------------------------

NEGATIVE = chain(11, body="- - - - - - - - - - - {next}")   # 12 levels a definition, 1 for 'turns'
AT_THE_LIMIT = [NEGATIVE[0].replace("= - ", "= ", 1), *NEGATIVE[1:]]   # d0: 120 levels


def test_a_definition_nested_more_than_120_levels_written_out_is_told_where_it_gets_so_deep():
    text = rules_with(NEGATIVE + ["define e = d0 + 1"])

    found = errors(text)

    assert found == [(line_of(text, "define d0 "), 1,
                      f"'d0', with the definitions it uses written out in it, is nested 121 levels deep ('d0' uses "
                      f"'d1', which uses 'd2', ... to 'd10', a chain of 11): at most {MAX_NESTING}; write it with fewer "
                      f"operators and brackets one inside another")]


def test_a_definition_nested_120_levels_written_out_checks():
    mogel.load_rules(text=rules_with(AT_THE_LIMIT), file="x.mm")


# --- within the limits, nothing goes near Python's recursion limit ----------------------------

def _calls_above_here() -> int:
    frame, depth = sys._getframe(), 0
    while frame is not None:
        frame, depth = frame.f_back, depth + 1
    return depth


DEEPEST = {   # the deepest rules within the limits, and how they are used
    "chain-of-50": (chain(MAX_CHAIN), "d0 = 123456789"),
    "nested-120": (AT_THE_LIMIT, "d0 = 123456789"),
    "calls-with-arguments": (chain(17, body="- - - - - {next}(x)", leaf="x + turns", params="(x)"), "d0(1) = 0"),
    "filters": (chain(40, body="any(players where {next})", leaf="turns >= 0"), "d0"),
    "conditions": (chain(MAX_CHAIN, body="{next} if true else 0"), "d0 = 123456789"),
    "cards": (chain(40, body="{next}(c) and c.value > 0", leaf="c.value > 2", params="(c)"), "d0(top of discard)"),
}


def in_blocks(text: str, use: str) -> str:
    """`text` whose turn starts with 15 `if` blocks, one inside another, around `if USE: end round`."""
    at = text.index("\nturn:\n") + len("\nturn:\n")
    ifs = "".join("    " * (k + 1) + "if turns >= 0:\n" for k in range(15))
    return text[:at] + ifs + "    " * 16 + f"if {'not ' * 20}({use}):\n" + "    " * 17 + "end round\n" + text[at:]


@pytest.mark.parametrize("where", ["expression", "blocks"])
@pytest.mark.parametrize("name", DEEPEST)
def test_checking_compiling_and_playing_the_deepest_rules_stays_below_700_calls(name, where):
    definitions, use = DEEPEST[name]
    if where == "expression":
        text = rules_with(definitions, use="not " * 55 + f"({use})")
    else:
        text = in_blocks(rules_with(definitions, use="1 = 2"), use)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(_calls_above_here() + 700)
    try:
        rules = mogel.load_rules(text=text, file="x.mm")
        mogel.Game(rules, [mogel.RandomBot()] * 3, seed=1).play()
    finally:
        sys.setrecursionlimit(limit)


def test_the_limits_are_the_ones_the_reference_gives():
    doc = (ROOT / "docs" / "language.md").read_text(encoding="utf-8")

    assert f"At most {MAX_CHAIN} definitions may use one another in a row" in doc
    assert f"may nest at most {MAX_NESTING}\n  levels deep" in doc


def doubled_parts(n: int) -> list:
    """Parts of d0 .. d{n-1} of `chain(n, body="{next} + {next}")` written out: the leaf `turns`
    is 1, and each `d + d` is itself, two names and the two written out."""
    parts = [1]
    for _ in range(n - 1):
        parts.insert(0, 3 + 2 * parts[0])
    return parts


def test_definitions_that_each_use_the_next_twice_are_told_where_they_grow_too_large():
    """Each doubles the next: 20 of them would be millions of parts, and checking, compiling and
    playing took minutes; the error stands at the first definition over MAX_PARTS."""
    text = rules_with(chain(20, body="{next} + {next}"))
    parts = doubled_parts(20)
    first_over = max(i for i, n in enumerate(parts) if n > MAX_PARTS)
    (told,) = errors(text)
    assert told[:2] == (line_of(text, f"define d{first_over} "), 1)
    assert told[2].startswith(f"'d{first_over}', with the definitions it uses written out in it, has "
                              f"{parts[first_over]} parts")


def test_definitions_just_within_the_parts_limit_check_and_play():
    n = max(k for k in range(1, 30) if doubled_parts(k)[0] <= MAX_PARTS)
    rules = mogel.load_rules(text=rules_with(chain(n, body="{next} + {next}")), file="twice.mm")
    assert mogel.Game(rules, ["random"] * 4, seed=1).play().state.finished
