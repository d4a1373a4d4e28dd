"""What trial 26 left unwarned (docs/language.md section 17), through mogel.check_source and
`mogel check`:

* a variable only some ways through a `setup:` set (a trump set only `if` the talon is empty, the
  `else` forgetting it): `maybe_absent`;
* `move N cards from hand of P` without `chosen by`: the rules, not a player, pick among cards only
  P sees: `nobody_chooses`.
"""

from __future__ import annotations

import subprocess
import sys

import mogel

GAME = """game trumps:
    players: 2 to 4
    rounds: 1
    winner: highest score
attribute suit:
    values: red, black
deck:
    values: 1 to 6
    red: 1 each
    black: 1 each
zone hand:
    per player, seen by owner
zone pile:
    shared, seen by all
zone stock:
    shared, seen by nobody
variable trump:
    name: en "trump"
define beats(c) = c.suit = trump
round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        deal 2 cards from stock to hand
        if empty(stock):
            set trump = red
        else:
            move 1 card from stock to pile
    first: starter
    ends when: empty(hand of active)
    scoring:
        each player where beats(top of pile) scores 1
turn:
    active must play 1 card from hand onto pile
"""
TRUMP_SET = "            set trump = red\n"


def told(text: str):
    """(line, severity, message) of each diagnostic of `text`."""
    _, diagnostics = mogel.check_source(text, "trumps.mm")
    return [(d.span.line, d.severity, d.message) for d in diagnostics]


def line_of(text: str, snippet: str) -> int:
    return text[:text.index(snippet)].count("\n") + 1


def test_a_variable_only_one_branch_of_a_setup_sets_is_warned_at_its_name():
    read = line_of(GAME, "define beats"), GAME.splitlines()[line_of(GAME, "define beats") - 1].index("trump") + 1
    assert told(GAME) == [(line_of(GAME, "variable trump"), "warning",
                           f"variable 'trump' is read (at trumps.mm:{read[0]}:{read[1]}), but only a 'setup:' sets it "
                           f"(at line {line_of(GAME, 'set trump')}), and only on some ways through it (under an 'if' "
                           "whose other branch does not set it, in an 'otherwise', or by a 'may' choice), and it has no "
                           "start value: where the setup does not set it, it stays absent, and every comparison with it "
                           "is false; set it on every way (an 'else' that sets it too) or give it a start value "
                           "('variable trump = ...') [write 'expect warning: maybe_absent' in the block of variable "
                           "'trump' if that is meant]")]
    _, [found] = mogel.check_source(GAME, "trumps.mm")
    assert "Warnung: die Variable 'trump' wird gelesen" in found.render("de") and "'if', dessen anderer Zweig" in \
        found.render("de")


BRANCHES = "        if empty(stock):\n" + TRUMP_SET + "        else:\n            move 1 card from stock to pile\n"


def test_a_may_choice_sets_only_sometimes_unless_its_otherwise_sets_too():
    may = GAME.replace(BRANCHES, "        set trump = starter may choose a suit\n")
    assert [s for _, s, _ in told(may)] == ["warning"]
    declined = may.replace("may choose a suit\n", "may choose a suit\n        otherwise set trump = red\n")
    assert told(declined) == []
    assert told(may.replace("may choose", "must choose")) == []


def test_a_variable_set_on_every_way_or_elsewhere_or_read_as_absent_is_not_warned():
    both = GAME.replace("            move 1 card from stock to pile\n",
                        "            move 1 card from stock to pile\n            set trump = (top of pile).suit\n")
    assert told(both) == []
    assert told(GAME.replace("variable trump:\n", "variable trump = black, reset each round\nvariable unset:\n")) == []
    in_turn = GAME.replace("    active must play 1 card from hand onto pile\n",
                           "    if empty(stock):\n        set trump = black\n"
                           "    active must play 1 card from hand onto pile\n")
    assert told(in_turn) == []   # the turns set it too: a value set as the game goes
    looped = GAME.replace(TRUMP_SET, "            for each player:\n                set trump = red\n")
    assert [s for _, s, _ in told(looped)] == ["warning"]   # the loop is run, but the `if` may not be
    assert told(GAME.replace(BRANCHES, "        set trump = black\n" + BRANCHES)) == []   # set first, then maybe again
    asked = GAME.replace("define beats(c) = c.suit = trump", "define beats(c) = present(trump) and c.suit = red")
    assert told(asked) == []   # it reads `trump` only to ask whether it is there


def test_maybe_absent_is_acknowledged_in_the_variable_block():
    text = GAME.replace('    name: en "trump"\n', '    name: en "trump"\n    expect warning: maybe_absent\n')
    assert [s for _, s, _ in told(text)] == ["note"]
    errors = [said for _, s, said in told(text.replace("maybe_absent\n", "maybe_absen\n")) if s == "error"]
    assert errors == ["unknown warning 'maybe_absen' (did you mean 'maybe_absent'?): the codes are leaks_hidden, "
                      "never_set, maybe_absent"]


ELSE_SET = "            move 1 card from stock to pile\n            set trump = black\n"
TAKE = GAME.replace("            move 1 card from stock to pile\n", ELSE_SET).replace(
    "    active must play 1 card from hand onto pile\n",
    "    active must play 1 card from hand onto pile\n"
    "    move 1 card from hand of left of active where card.value > 3 to hand of active\n")
MOVE = "move 1 card from hand of left of active where card.value > 3 to hand of active"


def test_a_move_from_a_hand_that_nobody_chooses_is_warned_at_its_selection():
    line = line_of(TAKE, MOVE)
    assert told(TAKE) == [(line, "warning",
                           "nobody chooses which cards of 'hand' this move takes: without 'chosen by' it takes the top "
                           "ones that pass (the cards their owner received last), and only the owner sees them, so the "
                           "rules pick for the owner; write 'chosen by' and the owner to let the owner choose, or 'at "
                           "random' to take blind [write 'expect warning: nobody_chooses' as the first line of 'turn:' "
                           "if that is meant]")]
    _, diagnostics = mogel.check_source(TAKE, "trumps.mm")
    assert diagnostics[0].span.column == TAKE.splitlines()[line - 1].index("1 card") + 1
    assert "niemand wählt, welche Karten aus 'hand' dieser Zug nimmt" in diagnostics[0].render("de")
    assert [s for _, s, _ in told(TAKE.replace(MOVE, "move 1 card from hand of left of active to hand of active"))] \
        == ["warning"]   # without `where` too: the card received last


def test_a_chosen_a_random_a_positioned_or_a_whole_move_is_not_warned():
    for move in ("move 1 card chosen by left of active from hand of left of active where card.value > 3 to hand of "
                 "active",
                 "move 1 card from hand of left of active at random to hand of active",
                 "move 1 card from hand of left of active below top to hand of active",
                 "move all cards from hand of left of active to hand of active",
                 "move 1 card from stock to hand of active"):
        assert told(TAKE.replace(MOVE, move)) == [], move
    seen = TAKE.replace("zone hand:\n    per player, seen by owner\n", "zone hand:\n    per player, seen by all\n")
    assert told(seen) == []   # every player sees which card goes


def test_nobody_chooses_is_acknowledged_under_the_move_or_in_its_block():
    under = TAKE.replace(MOVE + "\n", MOVE + "\n        expect warning: nobody_chooses   # the last card taken\n")
    assert [s for _, s, _ in told(under)] == ["note"]
    turn = TAKE.replace("turn:\n", "turn:\n    expect warning: nobody_chooses\n")
    assert [s for _, s, _ in told(turn)] == ["note"]


def test_a_procedure_done_twice_is_warned_once():
    text = TAKE.replace("    " + MOVE + "\n", "    do take\n    do take\n") + "procedure take:\n    " + MOVE + "\n"
    assert [(line, s) for line, s, _ in told(text)] == [(line_of(text, "    " + MOVE), "warning")]


def test_mogel_check_prints_them(tmp_path):
    path = tmp_path / "trumps.mm"
    path.write_text(TAKE.replace(ELSE_SET, "            move 1 card from stock to pile\n"), encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "mogel", "check", str(path)], capture_output=True, text=True)
    said = run.stdout + run.stderr
    assert run.returncode == 0 and said.rstrip().endswith("ok")
    assert "[write 'expect warning: maybe_absent'" in said and "[write 'expect warning: nobody_chooses'" in said
