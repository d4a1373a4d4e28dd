"""A rules file without one of its blocks (`game NAME:`, `deck:`, `round:`, `turn:`) is told
"the rules have no '...' block", never a traceback: the checker's passes that read a block's
properties (the warning about a deal that needs more cards than the deck has reads the game's
`players:`) skip what a missing block would hold.  A user trial met a file with a `deal` and no
`game` header crashing every command.
"""

from __future__ import annotations

import pytest

import mogel
from conftest import run_cli
from tiny_games import tiny

TEXT = tiny()
NO_TURN = ("the rules have no 'turn:' block, and 'round' is made of turns (a round is, unless it says 'made of:' or "
           "'steps:'): write a 'turn:' block, or give 'round' 'steps:' (docs/language.md 8.1)")


def without(header: str, text: str = TEXT) -> str:
    """`text` without the top-level block whose header line starts with `header`."""
    lines = text.split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith(header))
    end = next((i for i in range(start + 1, len(lines)) if lines[i] and not lines[i][0].isspace()), len(lines))
    return "\n".join(lines[:start] + lines[end:])


def errors(text: str):
    _, diagnostics = mogel.check_source(text, "missing.mm")
    return [d.message for d in diagnostics if d.severity == "error"]


def test_a_deal_without_a_game_header_is_told_the_game_block_is_missing():
    text = without("game ")
    assert "deal 3 cards from draw to hand" in text
    assert errors(text) == ["the rules have no 'game NAME:' block"]
    with pytest.raises(mogel.RulesError, match="the rules have no 'game NAME:' block"):
        mogel.load_rules(text=text, file="missing.mm")


def test_a_deal_that_needs_more_cards_without_a_game_header_is_told_the_same():
    text = without("game ", tiny().replace("deal 3 cards", "deal 30 cards"))
    assert errors(text) == ["the rules have no 'game NAME:' block"]


@pytest.mark.parametrize("headers, told", [
    (("deck:",), ["the rules have no 'deck:' block"]),
    (("round:",), ["the rules have no 'round:' block"]),
    (("turn:",), [NO_TURN]),
    (("game ", "deck:"), ["the rules have no 'game NAME:' block", "the rules have no 'deck:' block"]),
    (("game ", "round:"), ["the rules have no 'game NAME:' block", "the rules have no 'round:' block"]),
])
def test_each_missing_block_is_told_by_name_without_a_traceback(headers, told):
    text = TEXT
    for header in headers:
        text = without(header, text)
    found = errors(text)   # a missing deck: each card's `.value` is told too
    assert [message for message in told if message in found] == told


def test_every_command_tells_a_missing_game_block(tmp_path, capsys):
    path = tmp_path / "nogame.mm"
    path.write_text(without("game "), encoding="utf-8")
    for command in (("check",), ("play", "--quiet", "--seed", "1"), ("simulate", "--games", "2")):
        code, out, err = run_cli(capsys, *command, path)
        assert code != 0
        assert f"{path}:1:1: the rules have no 'game NAME:' block" in out + err


def test_a_missing_block_is_told_at_line_1_and_a_missing_turn_at_the_round(tmp_path, capsys):
    _, diagnostics = mogel.check_source(without("deck:"), "missing.mm")
    told = next(d for d in diagnostics if d.message == "the rules have no 'deck:' block")
    assert (told.span.line, told.span.column) == (1, 1)
    text = without("turn:")
    _, diagnostics = mogel.check_source(text, "missing.mm")
    told = next(d for d in diagnostics if d.message == NO_TURN)
    assert told.span.line == text.split("\n").index("round:") + 1
    path = tmp_path / "noturn.mm"
    path.write_text(text, encoding="utf-8")
    code, out, err = run_cli(capsys, "check", path)
    assert code != 0 and f"{path}:{told.span.line}:1: {NO_TURN}" in out + err


@pytest.mark.parametrize("text", ["", "\n\n", "# nothing here\n# at all\n"])
def test_an_empty_file_is_told_once_that_it_holds_no_rules(tmp_path, capsys, text):
    path = tmp_path / "empty.mm"
    path.write_text(text, encoding="utf-8")
    code, out, err = run_cli(capsys, "check", path)
    assert code != 0
    assert f"{path}:1:1: the file holds no rules: a rules file needs a 'game NAME:' header" in out + err
    assert "1 error" in out + err and "no 'turn:' block" not in out + err


LEVELS_OF_STEPS = """\
game flip:
    players: 2 to 2
    winner: highest score

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by all

card number:
    penalty: 1

deck:
    values:   1  2  3  4
    number:   2  2  2  2  = 8
    total: 8

level game:
    setup:
        move all cards to draw
        shuffle draw
    made of: battle
    ends when: empty(draw)
    checked: after each battle
    scoring:
        each player scores sum(hand of player, card.value)

level battle:
    steps:
        for each player:
            move 1 card from draw to hand of player
"""


def test_a_game_of_levels_of_steps_needs_neither_round_nor_turn():
    rules = mogel.load_rules(text=LEVELS_OF_STEPS, file="flip.mm")
    game = mogel.Game(rules, ["random", "random"], seed=1)
    game.play()
    assert game.finished and sum(game.state.totals) == 20


def test_a_level_made_of_turns_without_a_turn_block_is_told_at_that_level():
    text = LEVELS_OF_STEPS.replace("    steps:\n        for each player:\n            move 1 card from draw to hand of player\n",
                                   "    made of: turns\n    first: oldest\n    ends when: turns = 2\n")
    _, diagnostics = mogel.check_source(text, "flip.mm")
    told = [d for d in diagnostics if d.severity == "error"]
    assert [d.message for d in told] == [NO_TURN.replace("'round'", "'battle'")]
    assert told[0].span.line == text.split("\n").index("level battle:") + 1


NO_ROWS = ("the deck has no rows: give a line for each card kind with its copies, one count per value ('king: 1 1 1 1 "
           "1') or the same count for each ('king: 1 each', 'joker: 2 cards' for cards with no value; section 6)")


def test_a_deck_without_rows_names_what_to_write_not_a_keyword_that_does_not_exist():
    """Trial 25's item 12: a `deck:` of `values:` and `total:` only was told "deck has no 'rows:'",
    and `rows: 10` is no property (`unknown card kind 'rows'`)."""
    lines = TEXT.split("\n")
    at = lines.index("deck:")
    text = "\n".join(lines[:at + 2] + [line for line in lines[at + 2:] if not line.startswith("    number:")])
    assert "deck:\n    values:   1  2  3\n    total:" in text
    _, diagnostics = mogel.check_source(text, "rows.mm")
    told = [(d.span.line, d.message) for d in diagnostics if d.severity == "error"]
    assert told == [(at + 1, NO_ROWS)]
    assert "Zeilen" in diagnostics[0].render("de") and "'rows" not in diagnostics[0].render("en")
