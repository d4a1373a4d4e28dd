"""The rules editor (notebook 05) and the rules explorer (notebook 01) in German, as the game
viewer, the house-rules lab and the human seat already were: `lang="de"` gives German
labels, buttons, sentences and the checker's messages (the engine's message of a game the
rules stop stays English and is announced so); another language is a clear ValueError."""

from __future__ import annotations

import html
import re

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.widgets import RulesEditor, RulesExplorer  # noqa: E402
from mogel.widgets.editor import STARTER  # noqa: E402

RULES_TEXT = mogel.check.files.read_text(mogel.default_rules_path())


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", value))


def test_a_german_editor_labels_its_box_and_button_and_starts_with_a_german_card():
    editor = RulesEditor(seed=2, lang="de")
    assert (editor.text.description, editor.play.description) == ("Deine Regeln", "Eine Partie mit meiner Karte spielen")
    assert editor.play.tooltip == "Dieselben Pl\u00e4tze spielen mit deiner Variante"
    german, english = editor.text.value.splitlines(), STARTER.splitlines()
    assert german[0] == "# Deine Karte: ein K\u00e4fer.  Wird er gespielt, zieht jeder andere Spieler eine Karte."
    assert german[4] == '    description: en "five beetles join the deck", de "f\u00fcnf K\u00e4fer kommen in den Kartenstapel"'
    assert german[3:] == english[3:]      # the same rules on the same lines, described in both languages
    assert editor.variant_names == ["beetles"] and not editor.play.disabled
    assert plain(editor.messages.value) == "OK: keine Fehler. Die Variante(n) beetles k\u00f6nnen gespielt werden."


def test_a_german_editor_tells_the_place_and_the_checkers_message_in_german():
    editor = RulesEditor(seed=2, lang="de")
    editor.text.value = editor.text.value.replace("draws 1 card", "drawz 1 card")
    column = editor.text.value.splitlines()[10].index("drawz") + 1
    assert editor.where(editor.diagnostics[0]) == f"Zeile 11, Spalte {column}"
    shown = plain(editor.messages.value)
    assert shown.startswith(f"Fehler in Zeile 11, Spalte {column}: unbekanntes Wort 'drawz' (meintest du 'draws'?)")
    editor.text.value = editor.text.value.replace("drawz", "draws").replace("        total: 76\n", "")
    where = editor.where(editor.diagnostics[0])
    assert re.fullmatch(r"Zeile 4, deine Variante \u201ebeetles\u201c \(sie zeigt sich in Zeile \d+ der "
                        r"spieleigenen Datei rules\.mm, nicht in deinem Text\)", where)
    assert "dort, in rules.mm (Zeile " in plain(editor.messages.value)


def test_a_german_editor_counts_its_warnings_and_says_when_there_is_no_variant():
    editor = RulesEditor(seed=2, lang="de", text=STARTER + "    define hand_size = 30\n")
    assert plain(editor.messages.value).startswith("OK: keine Fehler (1 Warnung darunter). ")
    assert "Warnung in Zeile 4, deine Variante \u201ebeetles\u201c" in plain(editor.messages.value)
    editor.text.value = "# nur ein Kommentar\n"
    assert plain(editor.messages.value).startswith("Noch keine Variante: schreib deine Karte in einen Block "
                                                   "variant NAME:")


def test_a_german_editor_plays_its_game_in_german():
    editor = RulesEditor(seed=2, lang="de")
    editor.play.click()
    report = plain(editor.report.value)
    assert re.fullmatch(r"Startwert 2, mit beetles: K\u00e4fer: \d+-mal gespielt\. Gewinner: [A-Za-z, ]+\. "
                        r"Geh sie unten Schritt f\u00fcr Schritt durch\.", report), report
    assert editor.viewer.lang == "de" and "Startwert 2" in editor.viewer.title.value
    editor.text.value += '\nvariant forever:\n    description: "x"\n    round:\n        ends when: false\n'
    editor.play.click()
    assert "Kein Gewinner: das Spiel endet nie (Meldung auf Englisch: line 19, column 9 of your text: round 1 " \
           "did not end" in plain(editor.report.value)


def test_a_german_editor_says_why_no_game_could_start(monkeypatch):
    editor = RulesEditor(seed=2, lang="de")

    def refuse(*args, **kwargs):
        raise mogel.MogelError("the table is too small")
    monkeypatch.setattr("mogel.widgets.editor.GameViewer", refuse)
    editor.play.click()
    assert plain(editor.report.value) == "Es konnte keine Partie beginnen. Meldung auf Englisch: the table is too small"


def test_an_english_editor_says_what_it_said():
    editor = RulesEditor(seed=2)
    assert editor.text.value == STARTER and editor.play.description == "Play a game with my card"
    assert plain(editor.messages.value) == "OK: no errors. Variant(s) beetles can be played."


@pytest.mark.parametrize("widget", [RulesEditor, RulesExplorer])
def test_the_editor_and_explorer_refuse_a_language_they_do_not_speak(widget):
    with pytest.raises(ValueError, match="no texts in 'fr': choose one of en, de"):
        widget(lang="fr")


def test_a_german_explorer_labels_its_parts_and_help_in_german(rules):
    explorer = RulesExplorer(rules, lang="de")
    assert (explorer.part.description, explorer.item.description) == ("Teil", "Block")
    assert [label for label, _ in explorer.part.options] == [
        "Spiel", "Zonen", "Karten", "Kartensatz", "Definitionen", "Rollen", "Runde", "Zug", "Mogeln", "Erwischt!",
        "Hausregeln"]
    explorer.part.value = "cards"
    explorer.item.value = "spider"
    assert plain(explorer.help.value).startswith("Jede Kartenart: ihre Namen, ihre Minuspunkte")
    first, last = explorer.shown
    assert plain(explorer.code.value).startswith(f"rules.mm, Zeilen {first}-{last}")
    explorer.part.value = "roles"
    assert plain(explorer.help.value).endswith(": hier die W\u00e4chter-Wanze.")


@pytest.mark.parametrize("lang, says", [("en", "here the Referee."), ("de", "hier die Rolle \u201eSchiri\u201c.")])
def test_the_explorer_names_the_role_of_the_rules_it_shows(lang, says):
    text = RULES_TEXT.replace('name: en "Guard Bug", de "W\u00e4chter-Wanze" die', 'name: en "Referee", de "Schiri"')
    explorer = RulesExplorer(mogel.load_rules(text=text), lang=lang)
    explorer.part.value = "roles"
    assert plain(explorer.help.value).endswith(says) and "Guard Bug" not in explorer.help.value
