"""The checker on who plays next (`goes next`, `misses`, `next`, `previous`), the aggregates
(`sum` over players, `max`, `min`, `highest`, `lowest`, `first`) and `repeat`: each message,
word for word, at its place; and what it lets through (design sections 4, 8, 9 of issue 17).
The catalogue (tests/bad_rules/4xx, 8xx, 9xx) pins one mistake of each kind in a whole file.
"""

from __future__ import annotations

import pytest

import mogel
from tiny_games import tiny

SKIP_CARD = """
card skip:
    penalty: 2
    on play:
{body}
"""
SKIP_ROW = "    skip:     1  1  1  = 3\n"


def diagnostics(text: str):
    _, found = mogel.check_source(text, "tiny.mm")
    return found


def errors(text: str):
    return [d for d in diagnostics(text) if d.severity == "error"]


def where(text: str, snippet: str) -> tuple:
    index = text.index(snippet)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


def with_card(body: str) -> str:
    return tiny(cards=SKIP_CARD.format(body="\n".join("        " + line for line in body.splitlines())),
                rows=SKIP_ROW)


def with_turn(body: str) -> str:
    return tiny(turn="\n".join("    " + line for line in body.splitlines()) + "\n")


# (id, rules text, snippet the error stands at, message)
REFUSED = [
    ("each-player-goes-next", with_card("each player goes next"), "each player goes",
     "'goes next' needs one player: 'each player goes next' names several"),
    ("each-player-misses", with_card("each player except active misses 1 turn"), "each player except",
     "'misses' needs one player: 'each player misses ...' names several"),
    ("misses-a-turn", with_card("next(active) misses a turn"), "a turn", "'misses' counts turns: write '1 turn'"),
    ("misses-one-turn", with_card("next(active) misses one turn"), "one turn", "'misses' counts turns: write '1 turn'"),
    ("misses-a-card", with_card("next(active) misses played turns"), "played turns",
     "expected a number as how many turns, but this is a card"),
    ("misses-negative", with_card("next(active) misses 1 - player_count turns"), "1 - player_count",
     "a number of turns is 0 or more: this is -1 with 2 players, -2 with 3 players, -3 with 4 players"),
    ("may-goes-next", with_card("active may goes next"), "may", "'must' and 'may' go with 'play' and 'give' (a choice of cards)"),
    ("next-of-a-card", with_card("next(played) goes next"), "played)",
     "'next' gives the player after a player in seat order (or the value after a value of an attribute, "
     "as next(c.colour)), but this is a card"),
    ("previous-of-two", with_card("previous(active, active) goes next"), "previous(",
     "'previous' takes one player: write previous(active)"),
    ("max-of-a-card", with_turn("active scores max(hand of active, card)"), "card)",
     "'max' compares numbers, but this is a card: use highest(...) for the card itself"),
    ("min-of-a-player", with_turn("active scores min(players, player)"), "player)\n",
     "'min' compares numbers, but this is a player: use highest(...) for the player itself"),
    ("min-of-one-number", with_turn("active scores min(3)"), "min(",
     "'min' needs two numbers or more, or a set and what to compare: write min(bid, 13) or "
     "min(players, size(hand of player))"),
    ("max-of-nothing", with_turn("active scores max()"), "max(",
     "'max' needs two numbers or more, or a set and what to compare: write max(bid, 13) or "
     "max(players, size(hand of player))"),
    ("max-of-a-number-and-a-card", with_turn("active scores max(1, top of discard)"), "top of discard)",
     "'max' of numbers takes numbers only, but this is a card: write max(bid, 13), or "
     "max(players, size(hand of player)) over a set"),
    ("min-of-three-with-a-set", with_turn("active scores min(players, 1, 2)"), "players, 1",
     "'min' of numbers takes numbers only, but this is a set of players: write min(bid, 13), or "
     "min(players, size(hand of player)) over a set"),
    ("highest-of-truth", with_turn("highest(players, empty(hand of player)) scores 1"), "empty(hand of player)) scores",
     "'highest' compares numbers, but this is a truth value"),
    ("highest-one-argument", with_turn("highest(players) scores 1"), "highest(",
     "'highest' needs a set and what to compare: write highest(players, size(hand of player))"),
    ("sum-one-argument", with_turn("active scores sum(players)"), "sum(players)",
     "'sum' needs a set and what to add up: write sum(hand of player, card.penalty)"),
    ("lowest-of-a-number", with_turn("lowest(3, 1) scores 1"), "3, 1",
     "'lowest' looks at a set of cards or players, but this is a number"),
    ("highest-compared", with_turn("if highest(players, size(hand of player)) = 3:\n    active scores 1"),
     "highest(players, size(hand of player)) = 3",
     "'highest' of a set of players gives a player: it cannot be compared with a number; for the number, write max(...)"),
    ("first-compared", with_turn("if first(hand of active) > 3:\n    active scores 1"), "first(hand of active) >",
     "'first' of a set of cards gives a card: it cannot be compared with a number"),
    ("first-two-arguments", with_turn("first(players, 1) scores 1"), "first(",
     "'first' needs one set: write first(players where size(hand of player) > 3)"),
    ("sum-player-counts-a-card", with_turn("active scores sum(players, top of hand of player)"), "top of hand",
     "expected a number as what each player counts, but this is a card"),
    ("repeat-how-often", with_turn("repeat:\n    active draws 1 card from draw"), "repeat:",
     "say how often: 'repeat 3 times:' or 'repeat until COND:'"),
    ("until-a-number", with_turn("repeat until size(draw):\n    active draws 1 card from draw"), "size(draw)",
     "'until' needs a truth value, but this is a number"),
    ("times-a-card", with_turn("repeat top of discard times:\n    active draws 1 card from draw"), "top of discard times",
     "'times' counts runs, but this is a card: write a number, as in 'repeat 3 times:'"),
    ("times-negative", with_turn("repeat 1 - player_count times:\n    active draws 1 card from draw"), "1 - player_count",
     "a number of times is 0 or more: this is -1 with 2 players, -2 with 3 players, -3 with 4 players"),
    ("times-minus-one", with_turn("repeat -1 times:\n    active draws 1 card from draw"), "-1 times",
     "a number of times is 0 or more"),
    ("body-is-checked", with_turn("repeat 2 times:\n    active draws 1 card from drwa"), "drwa",
     "unknown zone 'drwa' (did you mean 'draw'?)"),
]


@pytest.mark.parametrize("text, snippet, message", [pytest.param(t, s, msg, id=i) for i, t, s, msg in REFUSED])
def test_refused_with_a_located_message(text, snippet, message):
    found = errors(text)
    assert found, "checked ok"
    first = found[0]
    assert first.message == message
    assert (first.span.line, first.span.column) == where(text, snippet), first.render()


ACCEPTED = [
    ("skip-and-play-again", with_card("next(active) misses 1 turn\nactive goes next")),
    ("previous-of", with_card("previous of active misses 2 turns")),
    ("jump", with_card("first(others where size(hand of player) > 0) goes next")),
    ("sum-of-players", with_turn("active scores sum(players, size(hand of player))")),
    ("player-who-has-most", with_turn("highest(players, size(hand of player)) scores 5")),
    ("card-with-lowest-value", with_turn("move lowest(hand of active, card.value) to discard")),
    ("max-as-a-number", with_turn("if max(players, size(hand of player)) > 2 and min(others, size(hand of player)) < 3:\n"
                                  "    active scores 1")),
    ("min-max-of-numbers", with_turn("active scores min(size(hand of active), 3, turns) + max(1, round)")),
    ("zone-of-highest", with_turn("move 1 card from hand of highest(others, size(hand of player)) to discard")),
    ("draw-until", with_turn("repeat until any(hand of active where card.value = (top of discard).value) or empty(draw):\n"
                             "    active draws 1 card from draw")),
    ("times-until", with_turn("repeat player_count times until size(hand of active) > 4:\n"
                              "    active draws 1 card from draw\n    let n = 1")),
]


@pytest.mark.parametrize("text", [pytest.param(t, id=i) for i, t in ACCEPTED])
def test_accepted(text):
    assert errors(text) == []


NEVER_ENDS = ("nothing in this 'repeat' can change what 'until' tests (it moves no card and gives no role): "
              "it runs until the limit of 1000 runs and stops the game [never_ends]")


def test_a_repeat_until_whose_body_changes_nothing_is_warned_of_at_the_repeat():
    text = with_turn("repeat until size(hand of active) > 5:\n    active goes next\n    next(active) misses 1 turn")
    found = diagnostics(text)
    assert [(d.severity, d.message) for d in found] == [("warning", NEVER_ENDS)]
    assert (found[0].span.line, found[0].span.column) == where(text, "repeat until")


@pytest.mark.parametrize("body", [
    "repeat until size(hand of active) > 5:\n    active draws 1 card from draw",
    "repeat until size(hand of active) > 5:\n    if empty(draw):\n        end round",
    "repeat 3 times until size(hand of active) > 5:\n    active scores 1",   # it ends after 3 runs
    "repeat 3 times:\n    active scores 1",
])
def test_no_warning_when_the_body_can_change_something_or_the_runs_are_counted(body):
    assert diagnostics(with_turn(body)) == []


VARIABLES = "variable passes = 0, reset each round\nvariable finished = 0, reset each round\nvariable target\n"


@pytest.mark.parametrize("body, told", [
    # trial 24 section 17: a `set` that cannot change what `until` reads silenced the warning
    ("repeat until empty(hand of active):\n    set passes = passes", NEVER_ENDS),
    ("repeat until passes > 100:\n    set finished = finished",
     "nothing in this 'repeat' can change what 'until' tests: it reads only the variable 'passes', and the block "
     "sets none: it runs until the limit of 1000 runs and stops the game [never_ends]"),
    ("repeat until passes > finished:\n    active draws 1 card from draw",
     "nothing in this 'repeat' can change what 'until' tests: it reads only the variables 'finished', 'passes', "
     "and the block sets none: it runs until the limit of 1000 runs and stops the game [never_ends]"),
])
def test_a_repeat_is_warned_of_when_nothing_in_it_changes_what_until_reads(body, told):
    text = VARIABLES + with_turn(body)
    assert [(d.severity, d.message) for d in diagnostics(text)] == [("warning", told)]


@pytest.mark.parametrize("body", [
    "repeat until passes > 100:\n    set passes = passes + 1",
    "repeat until passes > 100 or empty(hand of active):\n    active draws 1 card from draw",
    "repeat until passes > 100:\n    if empty(draw):\n        end round",
    "repeat until present(target):\n    set target = active chooses a player",
])
def test_a_set_of_what_until_reads_or_a_move_of_the_cards_it_reads_silences_it(body):
    assert diagnostics(VARIABLES + with_turn(body)) == []


@pytest.mark.parametrize("word, line", [("repeat", "define repeat = 1"), ("until", "define until = 1"),
                                        ("times", "define times = 1")])
def test_the_new_words_are_no_names(word, line):
    text = tiny().replace("game tiny:", line + "\n\ngame tiny:")
    assert errors(text)[0].message == f"'{word}' is a word of the language: choose another name for this definition"


@pytest.mark.parametrize("name", ["max", "min", "highest", "lowest", "first", "next", "previous"])
def test_the_new_functions_are_built_in_names(name):
    text = tiny().replace("game tiny:", f"define {name} = 1\n\ngame tiny:")
    assert errors(text)[0].message == f"'{name}' is a built-in function: choose another name"
