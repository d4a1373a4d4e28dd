"""Every statement form reads the same right after a nested block as after a plain line.

A user trial met `starter becomes dealer` after a `for each player:` block refused ("expected an
expression ... not 'starter'"), and `first(others) goes next` after an `if` block: the state
after a statement's block was merged (LALR) with the state after an item's block, which expects
`starter:` and `first:` of a round, and lark's contextual lexer read the next statement's first
word as that keyword.  Each statement of docs/language.md 10 is tried here after each kind of
block, in a round's `setup:` (followed by the round's properties), in the `turn:` and in a
procedure (followed by other items); it must be told exactly what it is told after a plain line.
"""

from __future__ import annotations

import pytest

import mogel

RULES = """\
game after:
    players: 2 to 4
    rounds: 2
    winner: highest score

zone draw:
    shared, seen by nobody

zone discard:
    shared, top seen by all

zone hand:
    per player, seen by owner

card number:
    penalty: 1

deck:
    values:   1  2  3
    number:   4  4  4  = 12
    total: 12

role dealer

variable owed = 0

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
{setup}
        deal 3 cards from draw to hand
    first: starter
    ends when: turns >= 6
    checked: after each turn
    scoring:
        each player scores size(hand of player)

turn:
    active may play 1 card from hand onto discard
    otherwise active draws 1 card from draw
{turn}
procedure pay:
    set owed = 0
{procedure}
define spare = 1
"""

# The statements of docs/language.md 10, one per form, and one for every built-in name a
# statement may start with (its subject).
STATEMENTS = [
    "starter becomes dealer",
    "first(others) goes next",
    "first(players) scores 1",
    "active scores 1",
    "oldest scores 1",
    "last_starter scores 1",
    "played scores 1",
    "dealer scores 1",
    "next(active) misses 1 turn",
    "previous(active) goes next",
    "left of active scores 1",
    "highest(players, score(player)) scores 1",
    "lowest(players, total(player)) scores 1",
    "round scores 1",
    "turns scores 1",
    "player_count scores 1",
    "players scores 1",
    "others scores 1",
    "turns_without_play scores 1",
    "each player scores 1",
    "each player except active draws 1 card from draw",
    "quietly active goes next",
    "active must give 1 card from hand to a chosen player except active",
    "active takes 1 card from discard",
    "move all cards from discard except top to draw",
    "move 1 card from draw to discard",
    "shuffle draw",
    "deal 1 cards from draw to hand",
    "let n = 1",
    "set owed = 1",
    "quietly set owed = 2",
    "end round",
    "reveal top of discard",
    "do pay",
    "reverse order",
    "if owed > 0:\n    set owed = 0",
    "for each player:\n    shuffle draw",
    "race grab among players -> fastest as winner:\n    winner scores 1",
    "repeat 2 times:\n    shuffle draw",
    "repeat until owed = 0:\n    set owed = 0",
    "let answer = active chooses one of:\n    go_on\n    stop",
    "let who = active chooses a player",
]

# Blocks a statement may follow: what ends them is a dedent, or a line end after a one-line block.
BLOCKS = {
    "for each": "for each player:\n    shuffle draw",
    "if": "if owed > 0:\n    shuffle draw",
    "if, else": "if owed > 0:\n    shuffle draw\nelse:\n    shuffle draw",
    "one-line if": "if owed > 0: shuffle draw",
    "repeat": "repeat 1 times:\n    shuffle draw",
    "race": "race slap among players -> fastest as quick:\n    quick scores 1",
    "choice": "let pick = active chooses one of:\n    yes\n    no",
    "otherwise block": "active may play 1 card from hand onto discard\notherwise:\n    shuffle draw",
    "two deep": "if owed > 0:\n    for each player:\n        shuffle draw",
}

PLACES = {"setup": 8, "turn": 4, "procedure": 4}


def _text(place: str, lines: str) -> str:
    indent = " " * PLACES[place]
    body = "\n".join(indent + line if line else line for line in lines.split("\n"))
    return RULES.format(**{name: body if name == place else "" for name in PLACES})


def _messages(place: str, lines: str):
    _, diagnostics = mogel.check_source(_text(place, lines), "after.mm")
    return [(d.severity, d.message) for d in diagnostics]


@pytest.mark.parametrize("place", list(PLACES))
@pytest.mark.parametrize("block", list(BLOCKS))
def test_each_statement_after_a_block_reads_as_after_a_plain_line(place, block):
    for statement in STATEMENTS:
        after_block = _messages(place, f"{BLOCKS[block]}\n{statement}")
        after_line = _messages(place, f"{BLOCKS[block]}\nshuffle draw\n{statement}")
        assert after_block == after_line, (place, block, statement)


@pytest.mark.parametrize("place", list(PLACES))
def test_each_statement_parses_after_a_plain_line(place):
    for statement in STATEMENTS:
        try:
            mogel.load_rules(text=_text(place, f"shuffle draw\n{statement}"), file="after.mm")
        except mogel.RulesSyntaxError as err:
            pytest.fail(f"{statement!r} in {place}: {err}")
        except mogel.RulesError:   # a statement out of its place ('end round' in setup) is the checker's
            pass


def test_the_trial_setup_with_starter_after_a_for_each_block_loads():
    text = RULES.format(setup="        for each player:\n            shuffle draw\n        starter becomes dealer",
                        turn="    if owed > 0:\n        active scores 1\n    first(others) goes next", procedure="")
    rules = mogel.load_rules(text=text, file="after.mm")
    game = mogel.Game(rules, ["random", "random", "random"], seed=1)
    game.play()
    assert game.finished
