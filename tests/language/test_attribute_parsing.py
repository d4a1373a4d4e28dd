"""Parsing `attribute` items and the deck forms that use them into the rules model."""

from __future__ import annotations

import pytest

from attr_rules import COLOURS, SUITS
from mogel.errors import RulesSyntaxError
from mogel.language import model as m
from mogel.language.parser import parse_items


def items(text):
    return {type(i).__name__: i for i in parse_items(text, "t.mm")}


def test_attribute_item():
    a = items(COLOURS)["Attribute"]
    assert a.name == "colour" and a.values == ("red", "green", "blue")
    assert a.names == (("en", "colour"), ("de", "Farbe"), ("icon", "*"))
    assert a.names_of("blue") == (("en", "BLUE"), ("de", "BLAU"), ("icon", "o"), ("paint", "#1f5fbf"))
    assert a.names_of("nothing") is None
    assert m.look(a.names_of("blue")) == {"icon": "o", "paint": "#1f5fbf"}
    assert m.display_name(a.names_of("green"), "de", "green") == "GRÜN"


def test_deck_range_each_and_shown_as():
    d = items(COLOURS)["Deck"]
    assert d.values == (1, 2, 3, 4, 5, 6)
    assert d.rows[0] == m.DeckRow(None, (1,), 6, attrs=(("colour", "red"),), count="each")
    assert d.rows[0].names == ("red",) and d.rows[0].label == "red"
    assert d.shown_as == (("en", "{colour} {value}"), ("de", "{colour} {value}"))


def test_deck_columns_and_kinds():
    d = items(SUITS)["Deck"]
    assert d.columns == "suit" and d.values is None
    assert [(r.kind, r.count, r.counts) for r in d.rows] == [("jack", "each", (2,)), ("queen", "counts", (1, 1))]


@pytest.mark.parametrize("row, expected", [
    ("family black:   1 each      = 24", m.DeckRow("family", (1,), 24, attrs=(("colour", "black"),), count="each")),
    ("black family:   1 each", m.DeckRow("family", (1,), None, attrs=(("colour", "black"),), count="each")),
    ("reward:         12 cards", m.DeckRow("reward", (12,), None, count="cards")),
    ("reward:         1 card", m.DeckRow("reward", (1,), None, count="cards")),
    ("number:  1 2 = 3", m.DeckRow("number", (1, 2), 3)),
])
def test_rows_name_a_kind_and_values(row, expected):
    text = f"attribute colour:\n    values: black, red\n\ndeck:\n    values: 1 2\n    {row}\n"
    assert items(text)["Deck"].rows[0] == expected


def test_several_ranges_and_numbers():
    text = "deck:\n    values: 1 to 3 7 10 to 11\n    a: 1 each\n"
    assert items(text)["Deck"].values == (1, 2, 3, 7, 10, 11)


def test_a_range_written_backwards_is_refused_at_its_place():
    with pytest.raises(RulesSyntaxError) as err:
        parse_items("deck:\n    values: 24 to 1\n    a: 1 each\n", "t.mm")
    d = err.value.diagnostics[0]
    assert (d.span.line, d.span.column) == (2, 13)
    assert d.message == "write a range of values as '1 to 24', lowest first (not '24 to 1')"


def test_shown_as_on_a_card():
    card = items('card jack:\n    name: en "jack", icon "J"\n    shown as: en "{kind} of {suit}", de "{suit}-{kind}"\n')["Card"]
    assert card.shown_as == (("en", "{kind} of {suit}"), ("de", "{suit}-{kind}"))
    assert m.look(card.names) == {"icon": "J"}


def test_variant_deck_rows_merge_by_kind_and_values():
    base = m.Deck("deck", rows=(m.DeckRow("family", (1,), attrs=(("colour", "red"),), count="each"),
                                m.DeckRow("family", (1,), attrs=(("colour", "blue"),), count="each")))
    over = m.Deck("deck", rows=(m.DeckRow("family", (2,), attrs=(("colour", "blue"),), count="each"),))
    merged = m.merge_item(base, over)
    assert [r.counts for r in merged.rows] == [(1,), (2,)]
