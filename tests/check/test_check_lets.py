"""What the checker works out of a number of cards and of a `let`, for each number of players
(mogel/check/lets.py).

docs/language.md 10.2: a number of cards (of `deal`, `move`, `plays`, `gives`, `draws`,
`takes`) that the checker can work out (numbers, definitions, `let` names, `+ - * mod`, `A if TEST
else B` of such numbers, `player_count`, `count(players)`) and that comes out negative for some number of players `players:` allows is
refused, naming those numbers of players: before, such a count checked ok and every game with
those players stopped at run time.  10.5: a `let` whose value the checker can work out is
worked out for each number of players, also when it uses `player_count` (`let n = player_count
* 6`): before, such a let was unknown to the check, so neither a negative count nor a deal
warning was told through it.  Each case is a mutation of rules.mm (3 to 5 players; the variant
big_table allows 3 to 7).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.cli.commands import main

RULES_TEXT = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")
DEAL = "deal hand_size cards from draw to hand"
ANT = "each player except active takes 1 card from discard below top"
NEGATIVE = "a number of cards is 0 or more: "


def mutate(*changes) -> str:
    text = RULES_TEXT
    for old, new in changes:
        assert old in text, f"rules.mm no longer contains {old!r}"
        text = text.replace(old, new, 1)
    return text


def where(text: str, snippet: str) -> tuple:
    """1-based (line, column) of the first occurrence of `snippet` in `text`."""
    index = text.index(snippet)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


def told(text: str, severity: str = "error") -> list:
    _, diagnostics = mogel.check_source(text, "rules.mm")
    return [(d.message, d.span.line, d.span.column) for d in diagnostics if d.severity == severity]


# (id, changes to rules.mm, snippet the error stands at, message)
NEGATIVE_FOR_SOME = [
    ("deal-made-of-player-count", [(DEAL, "deal 2 - player_count cards from draw to hand")], "2 - player_count",
     "this is -1 with 3 players, -2 with 4 players, -3 with 5 players"),
    ("deal-negative-with-five-only", [(DEAL, "deal 4 - player_count cards from draw to hand")], "4 - player_count",
     "this is -1 with 5 players"),
    ("let-of-player-count", [(DEAL, "let n = 4 - player_count\n        deal n cards from draw to hand")],
     "n cards", "'n' is -1 with 5 players"),
    ("let-through-a-let", [(DEAL, "let n = player_count * 2\n        let k = 9 - n\n"
                                  "        deal k cards from draw to hand")], "k cards", "'k' is -1 with 5 players"),
    ("definition-of-player-count", [("define hand_size = 8", "define hand_size = 4 - player_count")],
     "hand_size cards from", "'hand_size' is -1 with 5 players"),
    ("move", [("move 1 card from draw to discard   #", "move 4 - player_count cards from draw to discard   #")],
     "4 - player_count", "this is -1 with 5 players"),
    ("takes", [(ANT, "each player except active takes 4 - player_count cards from discard below top")],
     "4 - player_count", "this is -1 with 5 players"),
    ("draws", [("accuser draws 1 card from draw", "accuser draws 4 - player_count cards from draw")],
     "4 - player_count", "this is -1 with 5 players"),
    ("gives", [("active may give 1 card from hand to a chosen", "active may give 4 - player_count cards from hand "
                                                                "to a chosen")],
     "4 - player_count", "this is -1 with 5 players"),
    ("plays", [("active must play 1 card from hand where fits", "active must play 4 - player_count cards from hand "
                                                                "where fits")],
     "4 - player_count", "this is -1 with 5 players"),
    ("in-a-for-each-body", [(DEAL, "for each player:\n            let n = 3 - player_count\n"
                                   "            move n cards from draw to hand of player")],
     "n cards", "'n' is -1 with 4 players, -2 with 5 players"),
]


@pytest.mark.parametrize("changes, snippet, message", [pytest.param(*c[1:], id=c[0]) for c in NEGATIVE_FOR_SOME])
def test_a_count_negative_for_some_numbers_of_players_is_refused_naming_them(changes, snippet, message):
    text = mutate(*changes)

    errors = told(text)

    assert errors[:1] == [(NEGATIVE + message, *where(text, snippet))], errors


def test_the_same_negative_count_for_every_number_of_players_names_none():
    text = mutate((DEAL, "deal player_count - player_count - 2 cards from draw to hand"))

    assert told(text)[:1] == [(NEGATIVE + "this is -2", *where(text, "player_count - player_count"))]


def test_a_count_negative_only_with_the_players_a_variant_allows_is_told_with_the_variant():
    """big_table allows 3 to 7 players: the rules check ok, the variant alone breaks them, and
    the error is told although the variant changes only the game, not the round."""
    text = mutate((DEAL, "deal 6 - player_count cards from draw to hand"))

    assert told(text) == [("with variant 'big_table': " + NEGATIVE + "this is -1 with 7 players",
                           *where(text, "6 - player_count"))]
    rules, diagnostics = mogel.check_source(text, "rules.mm", ("big_table",))
    assert rules is None
    assert [(d.message, d.span.line) for d in diagnostics if d.severity == "error"] == \
        [(NEGATIVE + "this is -1 with 7 players", where(text, "6 - player_count")[0])]


@pytest.mark.parametrize("count", ["5 - player_count", "player_count - 3", "player_count * 2 - 6"])
def test_a_count_of_player_count_that_is_never_negative_checks_ok(count):
    text = mutate((DEAL, f"deal {count} cards from draw to hand"), ("players: 3 to 7", "players: 3 to 5"))

    rules, diagnostics = mogel.check_source(text, "rules.mm")

    assert rules is not None, [d.render() for d in diagnostics]


def test_a_let_of_player_count_is_worked_out_for_the_deal_warning():
    """`let n = player_count * 6`: 18 cards for 3 players fit the 71 cards, 24 for 4 do not."""
    text = mutate((DEAL, "let n = player_count * 6\n        deal n cards from draw to hand"),
                  ("players: 3 to 7", "players: 3 to 5"))

    assert told(text, "warning") == [(
        "with 4 to 5 players this deal needs more cards than the deck has (30 each: 150 for 5 players; the deck "
        "has 71): it stops when 'draw' is empty and players get fewer than 30 ('when empty' does not run during "
        "a deal); deal at most 14 cards each, or allow at most 3 players [write 'expect warning: deal_short' in "
        "the block of level 'round' if that is meant]", *where(text, "n cards"))]


def test_a_let_of_player_count_in_a_branch_ends_with_the_branch():
    text = mutate((DEAL, "let n = 2\n        if round = 1:\n            let n = 2 - player_count\n"
                         "        deal n cards from draw to hand"))

    assert told(text) == []


def test_a_let_of_player_count_holds_after_a_branch_that_names_another_n():
    text = mutate((DEAL, "let n = 2 - player_count\n        if round = 1:\n            let n = 2\n"
                         "        deal n cards from draw to hand"))

    assert told(text)[:1] == [(NEGATIVE + "'n' is -1 with 3 players, -2 with 4 players, -3 with 5 players",
                               *where(text, "n cards"))]


def test_mogel_check_refuses_the_count_with_a_caret(tmp_path, capsys):
    path = tmp_path / "fewer.mm"
    text = mutate((DEAL, "deal 2 - player_count cards from draw to hand"))
    path.write_text(text, encoding="utf-8")
    line, column = where(text, "2 - player_count")

    code = main(["check", str(path)])

    _, err = capsys.readouterr()
    assert code == 1
    assert err.splitlines()[:3] == [
        f"{path}:{line}:{column}: {NEGATIVE}this is -1 with 3 players, -2 with 4 players, -3 with 5 players",
        "            deal 2 - player_count cards from draw to hand",
        "    " + " " * (column - 1) + "^"]


# (count, snippet, what the message says after NEGATIVE): mod, `if ... else` of player_count
# and count(players) are worked out too (trial G: each checked ok and then stopped the game)
FOLDED = [
    ("player_count mod 4 - 1", "this is -1 with 4 players"),
    ("2 if player_count = 3 else 0 - 1", "this is -1 with 4 players, -1 with 5 players"),
    ("count(players) - 4", "this is -1 with 3 players"),
    ("1 if not (player_count > 3 and player_count != 5) else 0 - 2", "this is -2 with 4 players"),
]


@pytest.mark.parametrize("count, message", FOLDED)
def test_mod_a_choice_and_the_count_of_players_are_worked_out(count, message):
    text = mutate((DEAL, f"deal {count} cards from draw to hand"))

    assert told(text)[:1] == [(NEGATIVE + message, *where(text, count))]


@pytest.mark.parametrize("count", ["2 if size(draw) > 3 else 0 - 1",
                                   "count(players where empty(hand of player)) - 4"])
def test_a_choice_or_count_known_only_in_play_is_not_worked_out(count):
    assert told(mutate((DEAL, f"deal {count} cards from draw to hand"))) == []
