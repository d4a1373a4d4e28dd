"""A game the rules stop without looping (a RulesRuntimeError that is no RunawayGame, here a
count that comes out negative in play) is told as stopped by the rules in every widget, in
English and German; a round that never ends (RunawayGame) keeps the "never ends" texts."""

from __future__ import annotations

import html
import re

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
import mogel.check.loader  # noqa: E402
from mogel.errors import RulesRuntimeError, RunawayGame  # noqa: E402
from mogel.widgets import GameViewer, HumanSeat, RulesEditor, VariantPanel  # noqa: E402

NEVER = ("never", "endet nie", "loop", "Schleife")


def negative_text() -> str:
    text = mogel.check.files.read_text(mogel.check.loader.default_rules_path())
    assert "deal hand_size cards from draw to hand" in text
    return text.replace("deal hand_size cards from draw to hand", "deal size(draw) - 80 cards from draw to hand")


@pytest.fixture(scope="module")
def negative():
    rules, diagnostics = mogel.check.loader.check_source(negative_text(), "rules.mm")
    assert rules is not None and not [d for d in diagnostics if d.severity == "error"]
    return rules


def plain(value: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", value))


def no_never(text: str) -> None:
    assert not any(word in text for word in NEVER), text


def test_a_round_that_never_ends_is_a_runaway_game():
    text = mogel.check.files.read_text(mogel.check.loader.default_rules_path())
    text += '\nvariant forever:\n    description: "x"\n    round:\n        ends when: false\n'
    rules, _ = mogel.check.loader.check_source(text, "rules.mm")
    with pytest.raises(RunawayGame, match="did not end after"):
        mogel.Game(mogel.apply_variants(rules, ["forever"]), [mogel.HonestBot() for _ in range(4)], 1).play()


def test_a_negative_count_is_no_runaway_game(negative):
    with pytest.raises(RulesRuntimeError, match="came out as -") as caught:
        mogel.Game(negative, [mogel.HonestBot() for _ in range(4)], 1).play()
    assert not isinstance(caught.value, RunawayGame)


@pytest.mark.parametrize("lang, says", [("en", "The rules stopped this game:"),
                                        ("de", "Die Regeln haben diese Partie abgebrochen. Meldung auf Englisch:")])
def test_viewer_title_says_the_rules_stopped_the_game(negative, lang, says):
    viewer = GameViewer(negative, lang=lang)
    title = plain(viewer.title.value)
    assert viewer.error is not None and says in title and "came out as -" in title
    no_never(title)


@pytest.mark.parametrize("lang, says", [("en", "The rules stopped this game: "),
                                        ("de", "Die Regeln haben diese Partie abgebrochen. Meldung auf Englisch: ")])
def test_human_seat_says_the_rules_stopped_the_game(negative, lang, says):
    seat = HumanSeat(negative, seed=1, lang=lang)
    assert seat.error is not None and not seat.finished
    assert seat.question.startswith(says) and "came out as -" in seat.question
    no_never(seat.question)


@pytest.mark.parametrize("lang, says", [("en", "No winner: the rules stopped this game ("),
                                        ("de", "Kein Gewinner: die Regeln haben diese Partie abgebrochen "
                                               "(Meldung auf Englisch: ")])
def test_editor_report_says_the_rules_stopped_the_game(lang, says):
    editor = RulesEditor(base=negative_text(), seed=2, lang=lang)
    assert editor.rules is not None
    editor.play.click()
    report = plain(editor.report.value)
    assert says in report and "came out as -" in report
    no_never(report)
    no_never(plain(editor.viewer.title.value))


@pytest.mark.parametrize("lang, says", [("en", "The rules stopped this game after "),
                                        ("de", "Die Regeln haben diese Partie nach ")])
def test_variant_panel_says_the_rules_stopped_the_game(negative, lang, says):
    panel = VariantPanel(negative, lang=lang)
    panel.set(next(iter(negative.variants)))
    assert panel.summary.startswith(says) and "came out as -" in panel.summary
    no_never(panel.summary)
