"""A `let` names something for the rest of its block only (docs/language.md 10.5), in play as
in the check: a `let` in an `if` branch or an `otherwise` leaves the name outside as it was.

Found by a user trial: `let n = 8` / `if true: let n = draw` / `deal n cards ...` checked ok
(the checker types `n` as the number outside the branch) but the game crashed with a
TypeError, and `let x = top of discard` in a branch made a player draw a card's id of cards.
"""

from __future__ import annotations

import mogel
from mogel.check.loader import check_source

RULES = mogel.default_rules_path().read_text(encoding="utf-8")
DEAL = "        deal hand_size cards from draw to hand\n"
DRAW = "    otherwise active draws 1 card from draw"


def rules_with(old: str, new: str) -> mogel.Rules:
    assert old in RULES
    text = RULES.replace(old, new)
    rules, problems = check_source(text)
    assert rules is not None, [str(p) for p in problems]
    return rules


def hand_sizes_after_the_deal(rules) -> list:
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=3)
    game.play()
    deal = next(ev for ev in game.events if ev.kind == "deal")
    return sorted({sum(1 for _, _, to in deal.moves if to == slot) for _, _, slot in deal.moves})


def test_a_let_in_an_if_branch_does_not_change_the_name_after_the_branch():
    rules = rules_with(DEAL, "        let n = 5\n        if true:\n            let n = draw\n"
                             "        deal n cards from draw to hand\n")
    assert hand_sizes_after_the_deal(rules) == [5]


def test_a_let_in_a_branch_holds_for_the_rest_of_that_branch():
    rules = rules_with(DEAL, "        let n = 5\n        if true:\n            let n = 6\n"
                             "            deal n cards from draw to hand\n")
    assert hand_sizes_after_the_deal(rules) == [6]


PLAY = "    active must play 1 card from hand where fits(card, top of discard) onto discard\n"


def line_of(rules, start: str) -> int:
    """The number of the first line of the rules text that starts with `start`."""
    return next(number for number, line in enumerate(rules.source.split("\n"), 1) if line.startswith(start))


def cards_drawn_per_turn(game, line: int) -> list:
    """Cards drawn by the rules line `line` in each turn that drew any (one event per card)."""
    counts, current = [], 0
    for ev in game.events:
        if ev.kind == "turn":
            counts.append(current)
            current = 0
        elif ev.kind == "draw" and ev.span.line == line:
            current += 1
    return [n for n in counts + [current] if n]


def test_a_let_in_an_else_branch_does_not_change_the_name_after_the_if():
    turn = ("    let x = 1\n    if turns > 2:\n        let x = top of discard\n    else:\n        let x = 2\n"
            + PLAY + "    otherwise active draws x cards from draw")
    rules = rules_with(PLAY + DRAW, turn)
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=5).play()
    drawn = cards_drawn_per_turn(game, line_of(rules, "    otherwise active draws x cards"))
    assert drawn and set(drawn) == {1}


def test_a_let_in_an_otherwise_does_not_change_the_name_after_it():
    turn = ("    let x = 1\n" + PLAY + "    otherwise:\n        let x = top of discard\n"
            "        active draws 1 card from draw\n"
            "    if x = 1:\n        active scores 0\n    else:\n        active scores 100")
    rules = rules_with(PLAY + DRAW, turn)
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=5).play()
    kept, changed = line_of(rules, "        active scores 0"), line_of(rules, "        active scores 100")
    lines = [ev.span.line for ev in game.events if ev.kind == "score" and ev.span.line in (kept, changed)]
    assert lines and set(lines) == {kept}
