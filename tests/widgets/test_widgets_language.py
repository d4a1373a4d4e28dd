"""The game viewer's own words follow its Narration language (title, views, stepper, bot
settings and the bots' names), the RulesEditor's viewer tells places in the learner's line
numbers, and the house-rules lab (VariantPanel) and the card gallery (gallery_html) say their own
words in the same language."""

from __future__ import annotations

import html
import itertools
import re

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as W  # noqa: E402

import mogel  # noqa: E402
from mogel.widgets import (GameViewer, HumanSeat, RulesEditor, VariantPanel, describe_difference,  # noqa: E402
                           gallery_html)
from mogel.widgets.variants import game_facts, play_out  # noqa: E402
from mogel.widgets.viewer import default_agents  # noqa: E402

ENGLISH = ("Start", "Step", "Back", "Play to end of round", "Autoplay", "Everything", "holder", "showing",
           "variants:", "event ", "Bot settings", "cheat rate", "attention", "reaction", "random", "honest", "sneaky",
           "Seed")


def labels(viewer) -> list:
    """Every visible label of the viewer apart from the table and the event log."""
    stepper = viewer.stepper
    out = [viewer.title.value, viewer.view.description, viewer.language.description,
           *(label for label, _ in viewer.view.options)]
    out += [w.description for w in (stepper.to_start, stepper.back, stepper.step, stepper.to_round_end, stepper.to_end,
                                    stepper.autoplay, stepper.slider, stepper.speed)]
    out += [w.tooltip for w in (stepper.to_start, stepper.back, stepper.step, stepper.to_round_end, stepper.to_end)]
    if viewer.settings is not None:
        accordion = next(child for child in viewer.children if isinstance(child, W.Accordion))
        out += [viewer.settings.children[0].value, *accordion.titles]
        out += [control.description for row in viewer.settings.rows for control in row.controls()]
        out += [label for row in viewer.settings.rows for label, _ in row.strategy.options]
    return out


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", value))


def english_words(viewer) -> list:
    """The labels with an English word in them, as a word of its own ("Start", not "Startwert")."""
    return [text for text in labels(viewer) for word in ENGLISH if english_word(word, text)]


def test_a_german_viewer_labels_everything_in_german(rules):
    viewer = GameViewer(rules, seed=3, lang="de", settings=True)
    assert english_words(viewer) == []
    title = html.unescape(viewer.title.value)
    assert re.search(r"Startwert 3</b> · Ansicht: alles · Varianten: keine · Ereignis \d+ von \d+$", title)
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
    assert "Dieses Spiel endet nie. Meldung auf Englisch: line 19, column 9 of your text" in \
        plain(editor.viewer.title.value)


def test_the_holder_view_gives_a_role_of_unknown_gender_its_article():
    text = mogel.check.files.read_text(mogel.default_rules_path()).replace('de "Wächter-Wanze" die', 'de "Aufpasser"')
    viewer = GameViewer(mogel.load_rules(text=text), seed=3, lang="de")
    assert viewer.view.options[-1] == ("Wer die Rolle \u201eAufpasser\u201c hat", "role:guard")


def test_an_empty_german_log_names_the_german_step_button(rules):
    viewer = GameViewer(rules, seed=3, lang="de", start=0)
    assert "Noch ist nichts passiert: dr\u00fccke \u201eWeiter\u201c." in plain(viewer.event_log.value)
    assert viewer.stepper.step.description.startswith("Weiter")


def test_the_bot_dropdown_names_the_bots_as_the_german_cli_does(rules):
    viewer = GameViewer(rules, seed=3, lang="de", settings=True)
    rows = viewer.settings.rows
    assert [label for label, _ in rows[0].strategy.options] == ["Zufalls-Bot", "ehrlicher Bot", "gerissener Bot",
                                                                "vorausdenkender Bot"]
    assert [row.strategy.label for row in rows] == ["Zufalls-Bot", "ehrlicher Bot", "gerissener Bot", "Zufalls-Bot"]
    cheat_rates, game = [row.cheat_rate.value for row in rows], viewer.game
    viewer.language.value = "en"
    assert [row.strategy.label for row in rows] == ["random", "honest", "sneaky", "random"]
    assert [row.cheat_rate.value for row in rows] == cheat_rates and viewer.game is game      # relabelled only
    viewer.language.value = "de"
    rows[0].strategy.value = "sneaky"
    assert rows[0].strategy.label == "gerissener Bot" and viewer.game.agents[0].name == "sneaky"


# --- the house-rules lab ---------------------------------------------------------------------

PANEL_ENGLISH = ("House rules", "scroll", "Plain", "tick", "variants:", "none", "turns", "rounds", "instead",
                 "wins", "still", "cheats", "catches", "races", "with the variants", "total of", "winner",
                 "wrong calls", "plays", "clash", "Language", "Seed")
COUNTED = r"(\d+ Schummelei(en)?|\d+-mal erwischt|\d+ (Wettlauf|Wettläufe)) statt \d+"
DE_SENTENCE = (r"Das Spiel (endet \d+ (Zug|Züge) (früher|später) \(\d+ Züge statt \d+\)|dauert genauso lange "
               r"\(\d+ Züge\))(, hat \d+ Runden? statt \d+)?(, und \w+( und \w+)* (gewinnt|gewinnen) "
               rf"(statt \w+( und \w+)*|wieder))?\.( {COUNTED}(; {COUNTED})*\.)?")


def english_word(word: str, text: str) -> bool:
    """Whether `word` stands in `text` as a word of its own ("winner", not "Gewinner")."""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) is not None


def panel_texts(panel) -> list:
    """Every text of the panel apart from the variants' names and descriptions (the rules' own)."""
    spaced = [html.unescape(re.sub(r"<[^>]+>", " ", w.value)) for w in (panel.heading, panel.result)]
    return [*spaced, panel.summary, panel.language.description]


def test_a_german_variant_panel_says_its_own_words_in_german(rules):
    panel = VariantPanel(rules, seed=3, lang="de")
    assert panel.heading.value == "<b>Hausregeln</b> (Varianten in rules.mm; scrolle für mehr):"
    assert panel.summary == ("Nur rules.mm: kreuze eine Hausregel an, und dasselbe Spiel wird mit ihr "
                             "noch einmal gespielt.")
    assert plain(panel.result.value).startswith("Startwert 3, Varianten: keine. Nur rules.mm")
    panel.checkboxes["quick_game"].value = True
    assert re.fullmatch(DE_SENTENCE, panel.summary) and "hat 2 Runden statt 4" in panel.summary
    assert "Startwert 3, Varianten: quick_game." in plain(panel.result.value)
    table = plain(panel.result.value)
    for row in ("mit den Varianten", "Runden", "Züge", "gespielte Karten", "Schummeleien", "erwischt",
                "falsch gerufen", "Wettläufe", "Punkte von Ada", "Gewinner"):
        assert row in table
    assert [word for text in panel_texts(panel) for word in PANEL_ENGLISH if english_word(word, text)] == []


def test_the_house_rules_are_described_in_the_panels_language(rules):
    """Each row shows the variant's description in the panel's language (rules.mm gives every
    one in English and German) and follows the language toggle, with no replay."""
    panel = VariantPanel(rules, seed=3, lang="de")
    game = panel.game

    def shown():
        return [html.unescape(plain(row.children[1].value)) for row in panel.listing.children]

    assert shown() == [dict(v.descriptions)["de"] for v in rules.variants.values()]
    panel.set_lang("en")
    assert shown() == [dict(v.descriptions)["en"] for v in rules.variants.values()] and panel.game is game


def test_a_clash_is_summed_up_in_german_above_the_checkers_message(rules):
    panel = VariantPanel(rules, seed=3, lang="de")
    panel.set("no_moth_as_penalty", "penalty_from_draw")
    assert panel.summary == ("Diese Varianten widersprechen sich: \u201eno_moth_as_penalty\u201c und "
                             "\u201epenalty_from_draw\u201c ändern beide dieselbe Regel. Die Meldung des Prüfers "
                             "darunter zeigt, wo.")
    assert "rules.mm:" in panel.result.value and panel.game is panel.baseline
    assert "die Varianten 'no_moth_as_penalty' und 'penalty_from_draw' widersprechen sich: beide ändern " \
        in html.unescape(panel.result.value)
    panel.set_lang("en")
    assert panel.summary == ("These variants clash: 'no_moth_as_penalty' and 'penalty_from_draw' both change "
                             "the same rule. The checker's message below says where.")
    assert "variants 'no_moth_as_penalty' and 'penalty_from_draw' clash: both change" in html.unescape(panel.result.value)


def test_the_viewers_language_toggle_relabels_the_panel_without_a_replay(rules):
    panel = VariantPanel(rules, seed=3, viewer=True)
    panel.set("quick_game")
    english, game = panel_texts(panel), panel.game
    assert panel.language is panel.viewer.language          # one toggle for the panel and its viewer
    panel.viewer.language.value = "de"
    assert panel.lang == "de" and panel.game is game and re.fullmatch(DE_SENTENCE, panel.summary)
    assert panel.heading.value.startswith("<b>Hausregeln</b>") and "Ansicht:" in panel.viewer.title.value
    panel.set_lang("en")
    assert panel_texts(panel) == english and "showing" in panel.viewer.title.value


def test_a_german_panel_starts_its_viewer_in_german_and_refuses_other_languages(rules):
    panel = VariantPanel(rules, seed=3, viewer=True, lang="de")
    assert panel.viewer.lang == "de" and panel.viewer.language.value == "de"
    with pytest.raises(ValueError, match="no narration in 'fr': choose one of en, de"):
        VariantPanel(rules, seed=3, lang="fr")


def test_describe_difference_counts_one_turn_in_the_singular(rules):
    agents = default_agents(4)
    for seed, variant in itertools.product(range(10), rules.variants):
        base = play_out(rules, agents, seed)
        other = play_out(mogel.apply_variants(rules, [variant]), agents, seed)
        if abs(game_facts(other)["turns"] - game_facts(base)["turns"]) == 1:
            break
    else:
        pytest.fail("no variant changes a game of seeds 0-9 by one turn")
    text = describe_difference(base, other, "de")
    assert re.fullmatch(DE_SENTENCE, text)
    assert re.match(r"Das Spiel endet 1 Zug (früher|später) \(\d+ Züge statt", text)
    assert re.match(r"The game ends 1 turn (earlier|later) \(", describe_difference(base, other))


def test_a_never_ending_game_is_told_in_german(rules):
    text = mogel.check.files.read_text(mogel.default_rules_path())
    forever = mogel.load_rules(text=text + 'variant forever:\n    description: "x"\n    round:\n'
                                          '        ends when: false\n')
    base = play_out(forever, default_agents(4), 2)
    never = play_out(mogel.apply_variants(forever, ["forever"]), default_agents(4), 2)
    assert re.match(r"Das Spiel endet nie: nach \d+ Zügen in Runde 1 hat das Programm aufgegeben \(Meldung auf "
                    r"Englisch: rules\.mm:\d+:\d+: round 1 did not end .+\)\. Geh das Spiel Schritt für Schritt "
                    r"durch, um die Schleife zu finden\.$", describe_difference(base, never, "de"))



def test_german_face_down_cards_and_a_never_ending_seat_are_told_in_german(rules):
    viewer = GameViewer(rules, seed=3, lang="de", view=1, start=10)
    assert 'aria-label="verdeckte Karte"' in viewer.table.value and "face-down" not in viewer.table.value
    viewer.set_lang("en")
    assert 'aria-label="face-down card"' in viewer.table.value
    text = mogel.check.files.read_text(mogel.default_rules_path())
    forever = mogel.load_rules(text=text + 'variant forever:\n    description: "x"\n    round:\n'
                                          '        ends when: false\n', variants=["forever"])
    seat = HumanSeat(forever, seed=1, lang="de")
    seat.finish_button.click()
    assert re.match(r"Dieses Spiel endet nie\. Meldung auf Englisch: rules\.mm:\d+:\d+: round 1 did not end",
                    seat.question)


@pytest.mark.parametrize("lang, heading, plain_words", [
    ("en", "(variants in house.mm;", "Plain house.mm: tick"), ("de", "(Varianten in house.mm;", "Nur house.mm: kreuze")])
def test_the_panel_names_the_rules_file_it_was_given(tmp_path, lang, heading, plain_words):
    path = tmp_path / "house.mm"
    path.write_text(mogel.check.files.read_text(mogel.default_rules_path()), encoding="utf-8")
    panel = VariantPanel(mogel.load_rules(path), seed=3, lang=lang)
    assert heading in panel.heading.value and panel.summary.startswith(plain_words)
    assert "<th scope='col'>house.mm</th>" in panel.result.value
    assert "rules.mm" not in panel.heading.value + panel.result.value


def gallery_lines(rules, lang: str) -> list:
    """The heading line of each card kind in `gallery_html(rules, lang)`, without its tags."""
    return [plain(line) for line in re.findall(r"<div><b>.*?<br>", gallery_html(rules, lang))]


def test_the_card_gallery_says_its_own_words_in_the_language_asked_for():
    text = mogel.check.files.read_text(mogel.default_rules_path())
    text = text.replace("ant:        1  1  1  1  1   = 5", "ant:        1  0  0  0  0   = 1", 1)
    rules = mogel.load_rules(text=text.replace("total: 71", "total: 67", 1))
    english, german = gallery_lines(rules, "en"), gallery_lines(rules, "de")
    assert english[0] == "number card (number): 43 cards, 1 penalty point each"
    assert "ant (ant): 1 card, 5 penalty points each" in english
    assert german[0] == "Zahlenkarte (number): 43 Karten, je 1 Minuspunkt"
    assert "Ameise (ant): 1 Karte, je 5 Minuspunkte" in german
    assert german[-1] == "Mogel-Motte (moth): 8 Karten, je 10 Minuspunkte"
