"""The game viewer's own words follow its Narration language (title, views, stepper, bot
settings and the bots' names), and the RulesEditor's viewer tells places in the learner's line
numbers."""

from __future__ import annotations

import html
import re

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.widgets import GameViewer, RulesEditor  # noqa: E402

ENGLISH = ("Start", "Step", "Back", "Play to end of round", "Autoplay", "Everything", "holder", "showing",
           "variants:", "event ", "Bot settings", "cheat rate", "attention", "reaction", "random", "honest", "sneaky")


def labels(viewer) -> list:
    """Every visible label of the viewer apart from the table and the event log."""
    stepper = viewer.stepper
    out = [viewer.title.value, viewer.view.description, viewer.language.description,
           *(label for label, _ in viewer.view.options)]
    out += [w.description for w in (stepper.to_start, stepper.back, stepper.step, stepper.to_round_end,
                                    stepper.autoplay, stepper.slider, stepper.speed)]
    out += [w.tooltip for w in (stepper.to_start, stepper.back, stepper.step, stepper.to_round_end)]
    if viewer.settings is not None:
        out += [viewer.settings.children[0].value, *viewer.children[-1].titles]
        out += [control.description for row in viewer.settings.rows for control in row.controls()]
        out += [label for row in viewer.settings.rows for label, _ in row.strategy.options]
    return out


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", value))


def english_words(viewer) -> list:
    return [text for text in labels(viewer) for word in ENGLISH if word in text]


def test_a_german_viewer_labels_everything_in_german(rules):
    viewer = GameViewer(rules, seed=3, lang="de", settings=True)
    assert english_words(viewer) == []
    title = html.unescape(viewer.title.value)
    assert re.search(r"Seed 3</b> · Ansicht: alles · Varianten: keine · Ereignis \d+ von \d+$", title)
    assert [label for label, _ in viewer.view.options] == ["Alles", "Ada", "Bo", "Cy", "Di",
                                                           "Wer die Wächter-Wanze hat"]   # rules.mm's German name
    assert (viewer.stepper.to_start.description, viewer.stepper.step.description) == ("« Anfang", "Weiter ▶")
    assert viewer.settings.rows[0].cheat_rate.description == "Mogelrate"


def test_toggling_the_language_relabels_and_keeps_the_moment_and_the_view(rules):
    viewer = GameViewer(rules, seed=3, settings=True)
    viewer.view.value = "role:guard"
    for _ in range(30):
        viewer.stepper.step.click()
    english = labels(viewer)
    moment = (viewer.position, viewer.count, viewer.view.value, viewer.timeline.seat)
    game = viewer.game
    viewer.language.value = "de"
    assert (viewer.position, viewer.count, viewer.view.value, viewer.timeline.seat) == moment
    assert english_words(viewer) == [] and "Ansicht: was" in viewer.title.value
    assert viewer.stepper.back.description == "◀ Zurück" and viewer.game is game     # relabelled, not replayed
    viewer.stepper.step.click()
    viewer.stepper.back.click()
    viewer.language.value = "en"
    assert (viewer.position, viewer.count, viewer.view.value, viewer.timeline.seat) == moment
    assert labels(viewer) == english


def test_a_german_viewer_opened_on_a_seat_shows_that_seat(rules):
    viewer = GameViewer(rules, seed=3, lang="de", view=2, start=100)
    assert viewer.timeline.seat == 2 and "Ansicht: was Cy sieht" in viewer.title.value
    viewer.set_lang("en")
    assert viewer.view.value == 2 and "showing what Cy sees" in viewer.title.value


def test_editor_viewer_title_tells_a_never_ending_game_in_the_texts_lines():
    editor = RulesEditor(seed=2)
    editor.text.value += '\nvariant forever:\n    description: "x"\n    round:\n        ends when: false\n'
    editor.play.click()
    title = plain(editor.viewer.title.value)
    assert "This game never ended: line 19, column 9 of your text: round 1 did not end" in title
    assert "rules.mm:" not in title
    editor.viewer.language.value = "de"
    assert "Dieses Spiel endet nie: line 19, column 9 of your text" in plain(editor.viewer.title.value)


def test_the_holder_view_gives_a_role_of_unknown_gender_its_article():
    text = mogel.loader.read_text(mogel.default_rules_path()).replace('de "Wächter-Wanze"', 'de "Aufpasser"')
    viewer = GameViewer(mogel.load_rules(text=text), seed=3, lang="de")
    assert viewer.view.options[-1] == ("Wer die Rolle \u201eAufpasser\u201c hat", "role:guard")


def test_the_bot_dropdown_names_the_bots_as_the_german_cli_does(rules):
    viewer = GameViewer(rules, seed=3, lang="de", settings=True)
    rows = viewer.settings.rows
    assert [label for label, _ in rows[0].strategy.options] == ["Zufalls-Bot", "ehrlicher Bot", "gerissener Bot"]
    assert [row.strategy.label for row in rows] == ["Zufalls-Bot", "ehrlicher Bot", "gerissener Bot", "Zufalls-Bot"]
    cheat_rates, game = [row.cheat_rate.value for row in rows], viewer.game
    viewer.language.value = "en"
    assert [row.strategy.label for row in rows] == ["random", "honest", "sneaky", "random"]
    assert [row.cheat_rate.value for row in rows] == cheat_rates and viewer.game is game      # relabelled only
    viewer.language.value = "de"
    rows[0].strategy.value = "sneaky"
    assert rows[0].strategy.label == "gerissener Bot" and viewer.game.agents[0].name == "sneaky"
