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
        "'die' is a German article: it goes right after the German name, as in de \"Zahlenkarte\" die"]


@pytest.mark.parametrize("article, german", [("der", "Kasten"), ("die", "Schale"), ("das", "Fach")])
def test_an_article_after_the_english_name_is_shown_after_the_german_one_or_an_example_of_its_gender(article, german):
    """The example is the line's own German name with the article written (a zone of each
    gender), or, without a German name, a made-up name of that article's gender."""
    zone = 'zone draw:\n    name: en "draw pile" {article}, de "{german}"\n'
    text = tiny().replace("zone draw:\n", zone.format(article=article, german=german), 1)
    assert errors(text) == [f"'{article}' is a German article: it goes right after the German name, as in de "
                            f"\"{german}\" {article}"]
    text = tiny().replace("zone draw:\n", f'zone draw:\n    name: en "draw pile" {article}\n', 1)
    assert errors(text) == [f"'{article}' is a German article: it goes right after the German name, as in de "
                            f"\"{german}\" {article}"]


@pytest.mark.parametrize("german", ["Stapel", "Ablage", "Fach", "Stiche"])
def test_a_word_after_a_name_is_told_with_the_lines_own_name(german):
    """`de "Stapel" den`: the message shows the line's own name with the three articles and
    `plural` (a zone of each gender, and a plural one), never another zone's."""
    text = tiny().replace("zone draw:\n", f'zone draw:\n    name: en "draw pile", de "{german}" den\n', 1)
    _, [found] = mogel.check_source(text, "tiny.mm")
    assert found.message == (f"after a name only the article of a German name may follow, the one of its gender (de "
                             f"\"{german}\" der, die or das), or 'plural' after a plural noun, not 'den'; between two "
                             "names put a comma")
    assert f"(de \"{german}\" der, die oder das), oder 'plural' hinter einem Wort in der Mehrzahl" in found.render("de")
