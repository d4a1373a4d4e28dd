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
    (("turn:",), ["the rules have no 'turn:' block"]),
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
        assert f"{path}: the rules have no 'game NAME:' block" in out + err
