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
from mogel.language.parser import parse_items

NOT_INDENTED = "the lines of a block are indented under its header (4 spaces)"
RULES = (Path(__file__).parents[2] / "rules.mm").read_text(encoding="utf-8").split("\n")


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


def _number(exact: str) -> int:
    """The line number of the one line of rules.mm that reads `exact`."""
    assert RULES.count(exact) == 1, exact
    return RULES.index(exact) + 1


SETUP = "    setup:"
SHUFFLE = '        shuffle draw                    # "Mischt die übrigen Karten gut durch"'
STARTER = "        starter becomes guard"
DEAL = "        deal hand_size cards from draw to hand"
LAST_OF_SETUP = '        move 1 card from draw to discard   # "Ist diese Karte eine Aktionskarte, entfällt die'
FIRST = '    first: guard                        # "Der Spieler mit der Wächter-Wanze beginnt"'
DRAW_NAME = '    name: en "draw pile", de "Nachziehstapel"'
NUMBER_NAME = '    name: en "number card", de "Zahlenkarte"'
NUMBER_PENALTY = '    penalty: 1                          # 001 "Rundenwertung": "Jede Zahlenkarte zählt 1 Minuspunkt"'
STARTER_RULE = "    starter: oldest if round = 1 else left of last_starter   # 001 \"Der älteste Spieler erhält"
WHEN_EMPTY = "        when empty:"
RESHUFFLE = "            move all cards from discard to draw"
ORDER = '    order: left                         # 001 "Gespielt wird reihum"; 000 "the player to your left"'
ROUNDS = '    rounds: player_count                # 001 "Spielende": "so viele Runden ... wie es Mitspieler gibt"'
LESS_THAN_BLOCK = "this line is indented {} less than the lines of its block: indent it {} spaces, like line {}"
MORE_THAN_BLOCK = "this line is indented {} more than the lines of its block: indent it {} spaces, like line {}"
UNLIKE = ("this line is indented {} more than its header, and line {} of the same block 4: the lines of a "
          "block are indented 4 spaces under its header, all alike")
TAB = "this line is indented with a tab, which counts as 4 spaces: the line is {} spaces in, {}; indent with spaces only"

# (id, the line of rules.mm, what it is replaced by, the column of the caret, the message, the
# lines of rules.mm whose numbers the message names); the caret is on the replaced line
BETWEEN_BLOCKS = [
    ("setup-line-at-7", STARTER, "       starter becomes guard", 8,
     LESS_THAN_BLOCK.format("1 space", 8, "{}"), [SHUFFLE]),
    # nearer to round's lines (4), but only at 8 does the setup read on: the lines below are at 8
    ("setup-line-at-5-in-the-middle", STARTER, "     starter becomes guard", 6,
     LESS_THAN_BLOCK.format("3 spaces", 8, "{}"), [SHUFFLE]),
    ("last-setup-line-at-7", LAST_OF_SETUP, LAST_OF_SETUP[1:], 8, LESS_THAN_BLOCK.format("1 space", 8, "{}"), [DEAL]),
    ("property-after-setup-at-5", FIRST, " " + FIRST, 6,
     MORE_THAN_BLOCK.format("1 space", 4, "{}"), [SETUP]),
    # nearer to the setup's lines (8), but 'first:' is a property of the round: it reads on at 4 only
    ("property-after-setup-at-7", FIRST, "   " + FIRST, 8, MORE_THAN_BLOCK.format("3 spaces", 4, "{}"), [SETUP]),
    ("zone-line-at-3", "    shared, seen by nobody", "   shared, seen by nobody", 4,
     LESS_THAN_BLOCK.format("1 space", 4, "{}"), [DRAW_NAME]),
    ("last-card-line-at-3", NUMBER_PENALTY, NUMBER_PENALTY[1:], 4, LESS_THAN_BLOCK.format("1 space", 4, "{}"),
     [NUMBER_NAME]),
    # nearer to the left margin, but a 'penalty:' there starts no block
    ("last-card-line-at-1", NUMBER_PENALTY, NUMBER_PENALTY[3:], 2, LESS_THAN_BLOCK.format("3 spaces", 4, "{}"),
     [NUMBER_NAME]),
    ("block-header-at-3", SETUP, SETUP[1:], 4, LESS_THAN_BLOCK.format("1 space", 4, "{}"), [STARTER_RULE]),
    ("last-line-of-a-block-3-deep-at-11", "            shuffle draw", "           shuffle draw", 12,
     LESS_THAN_BLOCK.format("1 space", 12, "{}"), [RESHUFFLE]),
    ("game-line-at-5-then-4", ROUNDS, " " + ROUNDS, 6, "this line is indented deeper than the lines of its block: "
                                                      "line it up with them", []),
    # a first line less than 4 spaces under its header is told there, not at the next line
    ("first-setup-line-at-6", "        move all cards to draw", "      move all cards to draw", 7,
     UNLIKE.format("2 spaces", "{}"), [SHUFFLE]),
    ("first-card-line-at-3", NUMBER_NAME, NUMBER_NAME[1:], 4, UNLIKE.format("3 spaces", "{}"), [NUMBER_PENALTY]),
    # a tab counts as 4 spaces, however wide the editor shows it
    ("tab-in-setup", STARTER, "\tstarter becomes guard", 2, TAB.format(4, "and line {} above it 8"), [SHUFFLE]),
    ("spaces-then-tab-in-game", ORDER, "  \t" + ORDER.lstrip(), 4, TAB.format(6, "and line {} above it 4"), [ROUNDS]),
    ("tab-under-a-header", "        move all cards to draw", "\tmove all cards to draw", 2,
     TAB.format(4, "as many as line {} above it"), [SETUP]),
]


@pytest.mark.parametrize("old, new, column, message, named",
                         [pytest.param(*case[1:], id=case[0]) for case in BETWEEN_BLOCKS])
def test_a_line_indented_unlike_its_block_is_told_where_it_belongs(old, new, column, message, named):
    """A line between the indentations of two blocks is told which block it belongs to and how
    many spaces to indent it (was: "this line's indentation matches no block above it", at
    column 1), the first line of a block less than 4 spaces under its header is told there
    (was: "indented deeper" at the next line), and a tab among spaces is told as a tab."""
    number = _number(old)
    lines = list(RULES)
    lines[number - 1] = new

    expected = message.format(*[_number(line) for line in named])
    assert _first_error("\n".join(lines)) == f"t.mm:{number}:{column}: {expected}"


@pytest.mark.parametrize("source, told", [
    pytest.param("game g:\n    players: 3 to 5\n  rounds: 3\n",
                 "t.mm:3:3: this line is indented 2 spaces less than the lines of its block: "
                 "indent it 4 spaces, like line 2", id="at-the-end"),
    pytest.param("round:\n    setup:\n        shuffle draw\n      shuffle draw\n        shuffle draw\n",
                 "t.mm:4:7: this line is indented 2 spaces less than the lines of its block: "
                 "indent it 8 spaces, like line 3", id="in-the-middle"),
])
def test_a_line_halfway_between_two_blocks_goes_where_the_text_reads_on(source, told):
    """Halfway (2 spaces from each), the distance does not tell the block; the parser does:
    `rounds: 3` reads on only as a line of the game, `shuffle draw` only as one of the setup."""
    assert _first_error(source) == told


def test_a_line_halfway_that_reads_on_in_either_block_matches_no_block():
    """After an `if` inside the setup, a statement at 10 spaces could be the `if`'s (12) or the
    setup's (8): neither the distance nor the parser tells which, so no block is named."""
    source = "round:\n    setup:\n        if round = 1:\n            shuffle draw\n          shuffle draw\n"
    assert _first_error(source) == "t.mm:5:1: this line's indentation matches no block above it"
