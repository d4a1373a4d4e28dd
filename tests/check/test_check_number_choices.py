"""The checker on choices of a number (`P chooses a number from A to B [(WORDS)] [where COND]`,
docs/language.md 10.10): each mistake's message, word for word, at its place, in English and
German; what it lets through; and `leaks_hidden` for a bound or a `where` that reads a card the
chooser cannot see (section 17).
"""

from __future__ import annotations

import pytest

import mogel
from tiny_games import tiny

BID = '''
variable bid:
    name: en "bid", de "Gebot"
    per player
'''


def text_of(turn: str) -> str:
    return tiny(cards=BID, turn="\n".join("    " + line for line in turn.splitlines()) + "\n")


def found(turn: str):
    text = text_of(turn)
    _, problems = mogel.check_source(text, "tiny.mm")
    return text, problems


def at(text: str, snippet: str) -> tuple:
    index = text.index(snippet)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


REFUSED = [
    ("bound-a-card", "let n = active chooses a number from 0 to top of discard", "top of discard",
     "expected a number after 'to', but this is a card"),
    ("low-a-player", "let n = active chooses a number from active to 3", "active to",
     "expected a number after 'from', but this is a player"),
    ("where-a-number", "let n = active chooses a number from 0 to 3 where number + 1", "number + 1",
     "expected a truth value after 'where', but this is a number"),
    ("range-of-a-value", "let n = active chooses a colour from 0 to 3", "colour from",
     "'a colour from ...': only a number is chosen from a range: write 'a number from 0 to 13', or 'a colour' "
     "for a value of the attribute"),
    ("number-without-range", "let n = active chooses a number", "number\n",
     "'a number': say from what to what, as in 'a number from 0 to 13'"),
    ("words-misspelt", 'let n = active chooses a number (en "{player} bids {numbr}.") from 0 to 3', 'en "{player}',
     "'{numbr}' is not known in the words of this choice: they may say {player} (who chooses), {number} "
     "(the chosen number) and a player or value named before the choice (as 'let target = ...' names one) "
     "(did you mean 'number'?)"),
    ("bounds-out-of-order", "let n = active chooses a number from 5 to 2", "5 to 2",
     "the numbers to choose from go from 5 up to 2, and 2 is less than 5: there is no number to offer; write the "
     "lowest first ('from 2 to 5')"),
    ("too-many-numbers", "let n = active chooses a number from 0 to 1000 * 5", "0 to 1000",
     "this choice would offer 5001 numbers (0 to 5000); a player chooses among at most 1000"),
    ("stored-in-a-player", "set bid of active = active chooses a player\n"
                           "set bid of active = active chooses a number from 0 to 3", "bid of active = active chooses a n",
     "'bid' is set to a player at line 44 and to a number here"),
]


@pytest.mark.parametrize("turn, snippet, message", [pytest.param(t, s, msg, id=i) for i, t, s, msg in REFUSED])
def test_refused_with_a_located_message(turn, snippet, message):
    text, problems = found(turn)
    errors = [p for p in problems if p.severity == "error"]
    assert errors and errors[0].message == message
    assert (errors[0].span.line, errors[0].span.column) == at(text, snippet), errors[0].render()


def test_the_messages_are_german_too():
    _, problems = found("let n = active chooses a number")
    assert problems[0].render("de").splitlines()[0].endswith(
        "'a number': sag, von wo bis wo, wie in 'a number from 0 to 13'")
    _, problems = found("let n = active chooses a colour from 0 to 3")
    assert "nur eine Zahl wird aus einem Bereich gewählt" in problems[0].render("de")
    _, problems = found("let n = active chooses a number from 5 to 2")
    assert "die Zahlen zur Wahl gehen von 5 bis 2, und 2 ist kleiner als 5" in problems[0].render("de")
    _, problems = found("let n = active chooses a number from 0 to 5000")
    assert "diese Wahl böte 5001 Zahlen an (0 bis 5000)" in problems[0].render("de")


@pytest.mark.parametrize("turn", [
    "set bid of active = active chooses a number from 0 to min(size(hand of active), 13)",
    'let n = active may choose a number (en "{player} says {number}.", de "{player} sagt {number}.") '
    'from 1 - player_count to turns where number != 0\notherwise: active scores 1\nif n = 2:\n    active scores n',
    "for each player starting after active:\n    set bid of player = player chooses a number from 0 to 3",
    "let n = active chooses a number from 0 to 999",
])
def test_accepted(turn):
    _, problems = found(turn)
    assert problems == []


def test_a_bound_that_reads_another_hand_is_warned_and_one_that_counts_cards_is_not():
    _, problems = found("let n = active chooses a number from 0 to (top of hand of next(active)).value")
    assert [(p.severity, "expect warning: leaks_hidden" in p.message) for p in problems] == [("warning", True)]
    _, problems = found("let n = active chooses a number from 0 to size(hand of next(active))")
    assert problems == []
    _, problems = found("let n = active chooses a number from 0 to 3 where number != (top of draw).value")
    assert [(p.severity, "expect warning: leaks_hidden" in p.message) for p in problems] == [("warning", True)]
