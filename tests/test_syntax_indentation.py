"""A block whose first line is not indented under its header is told so, at that line.

Every kind of block header that ends in ':' (items, properties with a block, statements) gets
"the lines of a block are indented under its header (4 spaces)" with the caret at the first
line of the block, not a message about the end of the header's line or an unknown block.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mogel.errors import RulesSyntaxError
from mogel.parser import parse_items

NOT_INDENTED = "the lines of a block are indented under its header (4 spaces)"
RULES = (Path(__file__).parent.parent / "rules.mm").read_text(encoding="utf-8").split("\n")


def _code(line: str) -> str:
    return line.split("#", 1)[0].rstrip()


def _headers():
    """(line number, header) of each line of rules.mm that opens an indented block."""
    found = []
    for number, line in enumerate(RULES, 1):
        if not _code(line).endswith(":"):
            continue
        body = next(n for n in range(number, len(RULES)) if _code(RULES[n]).strip())
        if len(RULES[body]) - len(RULES[body].lstrip()) > len(line) - len(line.lstrip()):
            found.append((number, _code(line).strip()))
    return found


HEADERS = _headers()


def _first_error(text: str) -> str:
    with pytest.raises(RulesSyntaxError) as caught:
        parse_items(text, "t.mm")
    return caught.value.diagnostics[0].render().split("\n", 1)[0]


def test_rules_mm_has_every_kind_of_item_header():
    kinds = {re.match(r"[a-z]+( [a-z]+)?", header)[0].split()[0] for _, header in HEADERS}
    assert {"game", "zone", "card", "deck", "role", "round", "turn", "cheat", "accusation",
            "variant", "on", "when", "setup", "scoring", "race", "if"} <= kinds


@pytest.mark.parametrize("number, header", HEADERS, ids=[f"{n}-{h}" for n, h in HEADERS])
def test_each_block_of_rules_mm_with_its_first_line_not_indented_is_told_so_there(number, header):
    lines = list(RULES)
    indent = len(lines[number - 1]) - len(lines[number - 1].lstrip())
    body = next(n for n in range(number, len(lines)) if _code(lines[n]).strip())
    lines[body] = " " * indent + lines[body].lstrip()

    message = _first_error("\n".join(lines))

    assert message == f"t.mm:{body + 1}:{indent + 1}: {NOT_INDENTED}"


STATEMENTS = [
    ("if", "turn:\n    if true:\n    end round\n", 3, 5),
    ("if-deeper", "turn:\n    for each player:\n        if size(hand of player) > 1:\n"
                  "        player gives 1 card from hand to active\n", 4, 9),
    ("else", "turn:\n    if true:\n        end round\n    else:\n    end round\n", 5, 5),
    ("for-each", "turn:\n    for each player except active:\n    if true:\n        end round\n", 3, 5),
    ("otherwise", "turn:\n    active may draw 1 card from draw\n    otherwise:\n    end round\n", 4, 5),
    ("race", "turn:\n    race slap among players -> fastest as winner:\n    winner scores -1\n", 3, 5),
    ("setup", "round:\n    setup:\n    move all cards to draw\n", 3, 5),
    ("on-play-let", "card flea:\n    on play:\n    let n = size(hand of active)\n", 3, 5),
    ("card-name", 'card flea:\nname: en "flea", de "Floh"\n', 2, 1),
    ("role-name", 'role guard:\nname: en "guard"\n', 2, 1),
    ("deck", "deck:\nvalues: 1 2\n", 2, 1),
    ("variant", 'variant v:\ndescription: "v"\n', 2, 1),
    ("variant-item", 'variant v:\n    description: "v"\n    card x:\n    penalty: 3\n', 4, 5),
    ("header-with-comment", "turn:   # a comment\n\n# another\nactive draws 1 card from draw\n", 4, 1),
]


@pytest.mark.parametrize("source, line, column", [pytest.param(s, n, c, id=i) for i, s, n, c in STATEMENTS])
def test_a_block_line_at_its_headers_indentation_is_told_so(source, line, column):
    assert _first_error(source) == f"t.mm:{line}:{column}: {NOT_INDENTED}"


def test_a_missing_block_is_still_told_as_missing():
    """The next line less indented than the header, or the end of the file: no block at all."""
    assert _first_error("card x:\n    on play:\npenalty: 5\n") == \
        "t.mm:2:13: expected an indented block after 'play:', not a change of indentation"
    assert _first_error("zone draw:\n") == "t.mm:1:11: expected an indented block after 'draw:', not the end of the file"


OVER = ("this line is indented 8 spaces more than its header, and line {} of the same block 4: the lines of a "
        "block are indented 4 spaces under its header, all alike")
LESS = f"this line is indented less than its header: {NOT_INDENTED}"


@pytest.mark.parametrize("source, line, column, message", [
    pytest.param('card number:\n        name: en "n", de "n"\n    penalty: 3\n', 2, 9, OVER.format(3), id="card"),
    pytest.param("turn:\n    if true:\n            end round\n\n        # c\n        end round\n", 3, 13, OVER.format(6),
                 id="if-with-comment"),
    pytest.param("round:\n    setup:\n  move all cards to draw\n  shuffle draw\n", 3, 3, LESS, id="setup-at-2"),
    pytest.param("turn:\n    if true:   # c\n\n  end round\n", 4, 3, LESS, id="if-then-blank-line"),
])
def test_a_block_indented_unlike_its_header_is_told_at_its_first_line(source, line, column, message):
    """Trial I: a block whose first line is 8 spaces under its header and the rest 4 was told at
    the second line ("matches no block above it"); a block at 2 spaces under a header at 4 was
    told at the header ("expected an indented block after 'setup:'")."""
    assert _first_error(source) == f"t.mm:{line}:{column}: {message}"


def test_rules_mm_with_its_setup_2_spaces_deep_is_told_at_the_first_line_of_setup():
    lines = list(RULES)
    number = next(n for n, line in enumerate(lines) if line.strip() == "setup:")
    end = next(n for n in range(number + 1, len(lines)) if not lines[n].startswith("        "))
    for n in range(number + 1, end):
        lines[n] = "  " + lines[n].lstrip() if not lines[n].lstrip().startswith("#") else lines[n]

    assert _first_error("\n".join(lines)) == f"t.mm:{number + 2}:3: {LESS}"
