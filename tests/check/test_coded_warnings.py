"""Every warning the checker gives carries a code (trial 24 section 16: warnings without one
could not be acknowledged): the warning ends with the `expect warning: CODE` line and the block it
goes in, that line there makes it a note, and docs/language.md section 17 lists the code.  A
warning no `expect warning:` takes (a loop that never ends, too much work, an accusation's)
ends with its code in brackets."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from level_games import MATCH

DOC = (Path(__file__).resolve().parents[2] / "docs" / "language.md").read_text(encoding="utf-8")

BASE = """game probe:
    name: en "Probe", de "Probe"
    players: 2 to 4
    rounds: 1
    winner: highest score

card number:
    name: en "number card", de "Zahlenkarte"

deck:
    values: 1 to 5
    number: 4 each

zone draw:
    shared, seen by nobody
zone hand:
    per player, seen by owner
zone pile:
    shared, seen by all

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
    first: starter
    ends when: any(players where empty(hand of player))
    checked: after each turn   # what the turn scores after its move always counts (lost_after_move)
    scoring: each player scores size(hand of player)

turn:
    active must play 1 card from hand onto pile
    otherwise active draws 1 card from draw
"""
PLAY = "    active must play 1 card from hand onto pile\n"
DRAW = "    otherwise active draws 1 card from draw\n"
START = "    starter: oldest\n"
IN_ROUND = "in the block of level 'round'"
IN_TURN = "as the first line of 'turn:'"
IN_IF = "as the first line of this 'if''s block"

# (code, the rules that get it, the same rules acknowledging it, where the hint puts the line, the text
# the warning stands at)
CASES = [
    ("constant_if", BASE.replace(DRAW, DRAW + "    if true:\n        active scores 1\n"),
     BASE.replace(DRAW, DRAW + "    if true:\n        expect warning: constant_if\n        active scores 1\n"),
     IN_IF, "if true"),
    ("ends_when_false", BASE.replace("any(players where empty(hand of player))", "false"),
     BASE.replace("any(players where empty(hand of player))", "false").replace(
         "of player)\n\n", "of player)\n    expect warning: ends_when_false\n\n"), IN_ROUND, "false\n"),
    ("let_hides", BASE.replace(PLAY, "    let draw = 1\n" + PLAY),
     BASE.replace("turn:\n", "turn:\n    expect warning: let_hides\n").replace(PLAY, "    let draw = 1\n" + PLAY),
     IN_TURN, "draw = 1"),
    ("branch_let", BASE.replace(DRAW, DRAW + "    let n = 1\n    if size(pile) > 2:\n        let n = 2\n"),
     BASE.replace(DRAW, DRAW + "    let n = 1\n    if size(pile) > 2:\n        expect warning: branch_let\n"
                        "        let n = 2\n"), IN_IF, "n = 2"),
    ("others_in_each", BASE.replace("scores size(hand of player)", "scores count(others)"),
     BASE.replace("scores size(hand of player)", "scores count(others)").replace(
         START, "    expect warning: others_in_each\n" + START), IN_ROUND, "others)"),
    ("deal_short", BASE.replace("deal 3 cards", "deal 9 cards"),
     BASE.replace("deal 3 cards", "deal 9 cards").replace(START, "    expect warning: deal_short\n" + START),
     IN_ROUND, "9 cards"),
    ("hides_nothing", BASE.replace(PLAY, "    move 1 card from draw to hand of active face down\n" + PLAY),
     BASE.replace(PLAY, "    move 1 card from draw to hand of active face down\n" + PLAY).replace(
         "turn:\n", "turn:\n    expect warning: hides_nothing\n"), IN_TURN, "hand of active face"),
    ("nobody_chooses", BASE.replace(PLAY, "    move 1 card from hand of active to pile\n" + PLAY),
     BASE.replace(PLAY, "    move 1 card from hand of active to pile\n" + PLAY).replace(
         "turn:\n", "turn:\n    expect warning: nobody_chooses\n"), IN_TURN, "1 card from hand of active"),
    ("never_done", BASE + "\nprocedure bonus:\n    active scores 1\n",
     BASE + "\nprocedure bonus:\n    expect warning: never_done\n    active scores 1\n",
     "as the first line of procedure 'bonus'", "bonus:"),
    ("turn_never_played", MATCH + "\nturn:\n    active scores 1\n",
     MATCH + "\nturn:\n    expect warning: turn_never_played\n    active scores 1\n", IN_TURN, "turn:\n"),
    ("shown_lacking", BASE.replace("deck:\n", 'card joker:\n    name: en "joker"\n\ndeck:\n').replace(
        "number: 4 each\n", 'number: 4 each\n    joker: 2 cards\n    shown as: en "{value} {kind}"\n'),
     BASE.replace("deck:\n", 'card joker:\n    name: en "joker"\n    expect warning: shown_lacking\n\ndeck:\n').replace(
         "number: 4 each\n", 'number: 4 each\n    joker: 2 cards\n    shown as: en "{value} {kind}"\n'),
     "in the block of card 'joker'", 'en "{value}'),
]


def told(text: str):
    """(severity, message, (line, column)) of each warning and note of `text`; it has no error."""
    _, found = mogel.check_source(text, "probe.mm")
    assert not [d for d in found if d.severity == "error"], [d.render() for d in found]
    return [(d.severity, d.message, (d.span.line, d.span.column)) for d in found if d.severity != "error"]


def where(text: str, snippet: str) -> tuple:
    index = text.index(snippet)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


@pytest.mark.parametrize("code, warned, acknowledged, place, at", CASES, ids=[c[0] for c in CASES])
def test_each_warning_names_its_code_and_its_expect_warning_makes_it_a_note(code, warned, acknowledged, place, at):
    [(severity, message, span)] = told(warned)
    assert severity == "warning" and span == where(warned, at)
    assert message.endswith(f" [write 'expect warning: {code}' {place} if that is meant]")
    [(severity, note, span)] = told(acknowledged)
    assert severity == "note" and span == where(acknowledged, at)
    assert note == message.split(" [write ")[0] + f" (expected: 'expect warning: {code}')"
    section = DOC[DOC.index("## 17. Warnings"):DOC.index("## 18. Error messages")]
    assert f"\n| `{code}` " in section


def test_the_german_warning_names_the_code_and_where_it_goes():
    text = CASES[0][1]
    _, [found] = mogel.check_source(text, "probe.mm")
    assert found.render("de").splitlines()[0].endswith(
        "[schreib 'expect warning: constant_if' als erste Zeile in den Block dieses 'if', wenn das so gemeint ist]")


@pytest.mark.parametrize("code, body", [
    ("never_ends", "    repeat until empty(hand of active):\n        let x = 1\n"),
    ("too_much_work", "    active scores count(pile where count(pile where count(pile where count(pile where count("
                      "pile where count(players where count(pile where card.value > 1) > 1) > 1) > 1) > 1) > 1) > 1)\n"),
])
def test_a_warning_no_expect_warning_takes_ends_with_its_code(code, body):
    [(severity, message, _)] = told(BASE.replace(DRAW, DRAW + body))
    assert severity == "warning" and message.endswith(f" [{code}]")
    unknown = BASE.replace(DRAW, DRAW + body).replace("turn:\n", f"turn:\n    expect warning: {code}\n")
    _, found = mogel.check_source(unknown, "probe.mm")
    assert [d.message for d in found if d.severity == "error"] == [
        f"unknown warning '{code}': the codes are leaks_hidden, turn_never_played, constant_if, let_hides, "
        "branch_let, others_in_each, deal_short, hides_nothing, nobody_chooses"]
