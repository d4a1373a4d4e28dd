"""The article after a German name (`de "Talon" der`, docs/language.md 2): right after the
German name of a card, zone or role, nowhere else."""

from __future__ import annotations

import pytest

import mogel
from tiny_games import tiny


def errors(text: str):
    _, found = mogel.check_source(text, "tiny.mm")
    return [d.message for d in found if d.severity == "error"]


@pytest.mark.parametrize("old, new", [
    ('name: en "number card", de "Zahlenkarte"', 'name: en "number card", de "Zahlenkarte" die'),
    ("zone draw:\n", 'zone draw:\n    name: en "draw pile", de "Talon" der, icon "#"\n'),
    ("card number:\n", 'role dealer:\n    name: en "dealer", de "Geber" der\n\ncard number:\n')])
def test_an_article_after_the_german_name_of_a_card_zone_or_role_checks(old, new):
    text = tiny()
    assert old in text

    assert errors(text.replace(old, new, 1)) == []


def test_an_article_after_another_name_or_of_another_item_is_refused():
    text = tiny()

    assert errors(text.replace('de "Winzig"', 'de "Winzig" das')) == [
        "an article is given only after the German name of a card, zone, role or value of an attribute (the "
        "narration puts articles before those): leave it out here"]
    assert errors(text.replace('en "number card",', 'en "number card" die,')) == [
        "'die' is a German article: it goes right after the German name, as in de \"Talon\" die"]
