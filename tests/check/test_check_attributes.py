"""The checker's messages about card attributes (`attribute colour:`), the deck rows and
columns that use them, attribute types in expressions, `shown as` and the look of names.

Each case changes one line of a small good rules file (tests/attr_rules.py) and pins the
first error as `mogel check` prints it after the file name."""

from __future__ import annotations

import pytest

from attr_rules import COLOURS, SUITS
from mogel.check.loader import check_source

TURN = "active must play 1 card from hand where same_colour(card, top of discard) onto discard"
SHADE = "attribute shade:\n    values: pale, dark\n\nattribute colour:"


def errors(text):
    rules, problems = check_source(text, "c.mm")
    return [f"{p.span.line}:{p.span.column}: {p.message}" for p in problems if p.severity == "error"]


def changed(old, new, base=COLOURS):
    assert old in base, old
    return errors(base.replace(old, new, 1))


def test_the_example_files_check_clean():
    assert errors(COLOURS) == [] and errors(SUITS) == []


CASES = [
    ("unknown value in a row", "    green:  1 each = 6", "    gren:  1 each = 6",
     "33:5: 'gren' is not a colour: the colours are red, green, blue (did you mean 'green'?)"),
    ("value line of no value", "    green: en \"GREEN\", de \"GRÜN\"", "    grey: en \"GREY\"",
     "12:5: 'grey' is not a colour: the colours are red, green, blue (did you mean 'green'?)"),
    ("value of two attributes", "attribute colour:", SHADE.replace("pale", "red"),
     "13:13: 'red' is a value of both 'shade' (line 9) and 'colour' (line 13): give one of them another name"),
    ("value named like a zone", "    values: red, green, blue", "    values: red, green, blue, hand",
     "10:31: 'hand' is already a zone (c.mm:26:6): choose another name for this colour"),
    ("two values of one attribute in a row", "    red:    1 each = 6", "    red green:    1 each = 6",
     "32:5: a row names one colour: this one names 'red' and 'green'"),
    ("columns names no attribute", "    values: 1 to 6", "    columns: colours",
     "31:14: 'columns:' names an attribute: 'colours' is not one (did you mean 'colour'?)"),
    ("each without columns", "    values: 1 to 6\n", "",
     "31:5: '1 each' needs columns: give 'values:' or 'columns:' first"),
    ("reversed range", "    values: 1 to 6", "    values: 6 to 1",
     "31:13: write a range of values as '1 to 6', lowest first (not '6 to 1')"),
    ("each row adds up", "    red:    1 each = 6", "    red:    1 each = 5",
     "32:5: the counts of 'red' add up to 6, not 5"),
    ("misspelt attribute", "same_colour(c, d) = c.colour", "same_colour(c, d) = c.color",
     "38:28: a card has no 'color'; it has value, penalty, kind and colour (did you mean 'colour'?)"),
    ("a colour compared with a number", "same_colour(c, d) = c.colour = d.colour",
     "same_colour(c, d) = c.colour = d.value",
     "38:28: cannot compare a colour with a number: write 'c.value = 3' for the number on the card"),
    ("'<' on colours", "same_colour(c, d) = c.colour = d.colour", "same_colour(c, d) = c.colour < d.colour",
     "38:28: '<' compares numbers, but this is a colour: use next(...) and previous(...) for the order of colours"),
    ("shown as placeholder", 'de "{colour} {value}"', 'de "{colours} {value}"',
     "36:38: 'shown as' knows {kind}, {value} and {colour} here: 'colours' is not one of them "
     "(did you mean 'colour'?)"),
    ("icon misspelt", 'icon "*"', 'icom "*"',
     "9:36: 'icom' is not a language: the languages are en and de, and a name line may end with icon \"...\" "
     "and paint \"#rrggbb\" (did you mean 'icon'?)"),
    ("paint not #rrggbb", 'paint "#c0392b"', 'paint "red"', '11:30: paint is a colour written "#rrggbb", not "red"'),
    ("a set of colours and numbers", "same_colour(c, d) = c.colour = d.colour",
     "same_colour(c, d) = c.colour in {red, 3}",
     "38:46: expected a colour in a set of colours, but this is a number"),
    ("next of a number", "same_colour(c, d) = c.colour = d.colour", "same_colour(c, d) = next(c.value) = 3",
     "38:33: 'next' gives the player after a player in seat order (or the value after a value of an "
     "attribute, as next(c.colour)), but this is a number"),
    ("unknown name after is", "same_colour(c, d) = c.colour = d.colour", "same_colour(c, d) = c is gren",
     "38:33: 'gren' is not a colour: the colours are red, green, blue (did you mean 'green'?)"),
]


@pytest.mark.parametrize("label, old, new, expected", CASES, ids=[c[0] for c in CASES])
def test_message(label, old, new, expected):
    found = changed(old, new)
    assert found and found[0] == expected, found


def test_a_colour_is_not_a_suit():
    text = COLOURS.replace("attribute colour:", "attribute suit:\n    values: cups, coins\n\nattribute colour:")
    text = text.replace("same_colour(c, d) = c.colour = d.colour", "same_colour(c, d) = c.colour = d.suit")
    assert errors(text)[0] == "41:28: cannot compare a colour with a suit"


def test_rows_of_one_kind_name_the_same_attributes():
    text = SUITS.replace("    jack:   2 each = 4\n", "    jack hearts:   2 each = 4\n    jack:   2 each = 4\n")
    text = text.replace("columns: suit", "values: 1 2").replace("queen:  1 1 = 2", "queen:  1 1 = 2")
    text = text.replace("total: 6", "total: 10").replace("next((top of discard).suit)", "(top of discard).suit")
    assert "this row names no suit, but the row of 'jack hearts' at line 32 does: every row of a kind names " \
           "the same attributes" in errors(text)[0]


def test_row_with_two_kinds():
    found = changed("    jack:   2 each = 4", "    jack queen:   2 each = 4", SUITS)
    assert found[0] == "32:5: a row names at most one card kind: this one names 'jack' and 'queen'"


def test_columns_attribute_named_again_in_a_row():
    found = changed("    jack:   2 each = 4", "    jack hearts:   2 each = 4", SUITS)
    assert found[0] == "32:5: the columns are the suits: a row cannot name 'hearts' as well"


def test_attribute_named_like_a_card_field():
    found = changed("attribute colour:", "attribute value:")
    assert "'value' is what every card has already (card.value): give the attribute another name" in found[0]


def test_a_kind_compares_only_with_equality():
    found = changed("card.kind = (top of discard).kind", "card.kind < (top of discard).kind", SUITS)
    assert found[0].endswith("'<' compares numbers, but this is a card kind")
    assert changed("card.kind = (top of discard).kind", "card.kind = queen", SUITS) == []


def test_value_names_are_names_in_expressions():
    assert changed("same_colour(c, d) = c.colour = d.colour",
                   "same_colour(c, d) = c.colour = red or c is blue or next(c.colour) in {green}") == []
