"""German names with adjectives (trial 27: `de "gespielte Karte" die` was told "von der gespielte
Karte"): the adjectives before the noun are declined after the article the sentence puts there, for
each gender and the plural; a name without a given gender keeps its kind's noun."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.present.shown import Noun

OLD_MAID = Path(__file__).resolve().parents[1] / "cli" / "trial27" / "oldmaid.mm"


@pytest.mark.parametrize("name, gender, told", [
    ("offene Stapel", "m", ["der offene Stapel", "den offenen Stapel", "dem offenen Stapel", "vom offenen Stapel",
                            "ein offener Stapel", "einen offenen Stapel", "einem offenen Stapel",
                            "keinen offenen Stapel"]),
    ("gespielte Karte", "f", ["die gespielte Karte", "die gespielte Karte", "der gespielten Karte",
                              "von der gespielten Karte", "eine gespielte Karte", "eine gespielte Karte",
                              "einer gespielten Karte", "keine gespielte Karte"]),
    ("verdeckte Blatt", "n", ["das verdeckte Blatt", "das verdeckte Blatt", "dem verdeckten Blatt",
                              "vom verdeckten Blatt", "ein verdecktes Blatt", "ein verdecktes Blatt",
                              "einem verdeckten Blatt", "kein verdecktes Blatt"]),
    ("genommene Karten", "p", ["die genommenen Karten", "die genommenen Karten", "den genommenen Karten",
                               "von den genommenen Karten", "genommene Karten", "genommene Karten",
                               "genommenen Karten", "keine genommenen Karten"]),
])
def test_each_gender_and_the_plural_decline_their_adjectives(name, gender, told):
    noun = Noun(name, "zone", gender_of=gender)
    specs = ("der", "den", "dem", "vom", "ein", "einen", "einem", "keinen")
    assert [format(noun, spec) for spec in specs] == told
    assert format(noun, "Vom").startswith("Vo") and str(noun) == name   # the bare name: as written


def test_only_adjectives_before_the_noun_change():
    assert format(Noun("rosa Karte", "card", gender_of="f"), "dem") == "der rosa Karte"
    assert format(Noun("Karte des Königs", "card", gender_of="f"), "dem") == "der Karte des Königs"
    assert format(Noun("gespielte Karte", "zone"), "dem") == "der Zone \u201egespielte Karte\u201c"   # no gender given


def test_the_narration_declines_a_rules_file_s_names(tmp_path):
    """Old Maid with its pile named `de "offene Stapel" der` and its pairs `de "abgelegte Paare" plural`."""
    text = OLD_MAID.read_text(encoding="utf-8")
    text = text.replace('de "Stapel" der', 'de "offene Stapel" der').replace('de "Paare" plural',
                                                                             'de "abgelegte Paare" plural')
    rules = tmp_path / "om.mm"
    rules.write_text(text, encoding="utf-8")
    game = mogel.Game(str(rules), ["random"] * 3, seed=4).play()
    told = "\n".join(game.narration(lang="de"))
    assert "auf den offenen Stapel" in told and "vom offenen Stapel" in told
    assert "auf die abgelegten Paare" in told and "Der offene Stapel wird gemischt." in told
