"""Rules beside the game (mogel.widgets.log.RulesPanel) and the house-rules lab's jump to the first
difference (mogel.widgets.diff), driven headless through the widgets' own controls.

The mark is the rule of the newest line of the log the viewer shows: it follows Step, Back, the
slider and "Play to end of round" in every shipped game and every seat's view (where the log is
the seat's own, so the mark is never the rule of an event the seat was not told); in predict
mode it is the rule of the event already shown, never of the one asked about.  The jump lands
on the first line where the two games' logs differ, and shows both sides' rules lines.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.present.rules_page import marked_lines, rules_page  # noqa: E402
from mogel.widgets import GameViewer, VariantPanel  # noqa: E402
from mogel.widgets.diff import first_difference  # noqa: E402
from mogel.widgets.log import Timeline, rule_line  # noqa: E402

GAMES = (None, "mogelei", "cheat")


def load(game):
    return mogel.load_rules(game=game) if game else mogel.load_rules()


def expected(viewer):
    """The lines the panel must mark: those of the rule of the newest line of the viewer's log."""
    position = viewer.position
    span = viewer.timeline.entries[position - 1].span if position else None
    return marked_lines(viewer.game.rules.source, span) if span is not None else ()


def page_marks(viewer):
    return tuple(int(n) for n in re.findall(r'<div class="l hl[^"]*" data-line="(\d+)"', viewer.rules_panel.page.value))


@pytest.mark.parametrize("game", GAMES)
def test_the_mark_follows_step_back_slider_and_round_end(game):
    viewer = GameViewer(load(game), seed=4, players=4)
    stepper, panel = viewer.stepper, viewer.rules_panel
    moves = [stepper.step.click] * 6 + [stepper.back.click] * 2 + [lambda: setattr(stepper.slider, "value", 40),
             stepper.to_round_end.click, stepper.back.click, stepper.to_start.click, stepper.step.click]
    seen = set()
    for move in moves:
        move()
        assert panel.marked == expected(viewer) == page_marks(viewer), (viewer.position, panel.marked)
        seen.add(panel.marked)
    assert len(seen) >= 5, "the mark moved"
    assert viewer.position == 1 and panel.marked


@pytest.mark.parametrize("game", GAMES)
def test_the_marked_line_is_the_events_rule_in_every_view(game):
    rules = load(game)
    viewer = GameViewer(rules, seed=2, players=4)
    lines = rules.source.splitlines()
    for view in ["all", 0, 1, 2, 3]:
        viewer.view.value = view
        for position in range(0, viewer.stepper.maximum + 1, 9):
            viewer.stepper.slider.value = position
            entry = viewer.timeline.entries[position - 1] if position else None
            marked = viewer.rules_panel.marked
            assert marked == expected(viewer) == page_marks(viewer)
            if entry is not None:
                assert marked[0] == entry.span.line and lines[marked[0] - 1].strip()
                assert rule_line(viewer.game, entry.span).splitlines()[1].strip() == lines[marked[0] - 1].strip()


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_a_seat_view_never_marks_the_rule_of_a_cheat_it_was_not_told(rules, seat):
    """Every cheat of another seat is somebody's newest event in the everything view; in this
    seat's view the page at each position is the page of the seat's own newest event."""
    agents = [mogel.SneakyBot(cheat_rate=1.0, attention=0.4) for _ in range(4)]
    viewer = GameViewer(rules, agents, 5, view=seat)
    cheat_lines = set(marked_lines(rules.source, rules.cheats["hide"].where("moves")))
    game, told = viewer.game, viewer.timeline
    hidden = {i for i, ev in enumerate(game.events) if ev.kind in ("cheat", "notice") and ev.seat != seat}
    assert hidden and not hidden & {e.index for e in told.entries}
    for position in range(1, viewer.stepper.maximum + 1):
        viewer.stepper.slider.value = position
        entry = told.entries[position - 1]
        assert viewer.rules_panel.page.value == rules_page(rules, game.visibility.redact(game.events[entry.index],
                                                                                           seat).span, "en",
                                                           view=f"what {game.narrator.names[seat]} sees")
        if game.events[entry.index].kind not in ("cheat", "notice"):
            assert not set(viewer.rules_panel.marked) & cheat_lines or entry.kind in ("cheat", "notice")


@pytest.mark.parametrize("game", GAMES)
def test_in_predict_mode_the_mark_is_the_rule_already_shown(game):
    """While a question waits, the mark is the rule of the newest event shown; the lines of the
    event asked about are marked only after the reveal (or where its rule is the same)."""
    viewer = GameViewer(load(game), seed=3, players=4, predict=True)
    panel, source = viewer.predictor, viewer.game.rules.source
    asked = 0
    for _ in range(60):
        question = panel.question
        if question is None:
            panel.next_question.click()
            continue
        shown = viewer.timeline.entries[question.position - 1].span if question.position else None
        coming = set(marked_lines(source, viewer.timeline.entries[question.position].span))
        marked = set(viewer.rules_panel.marked)
        assert marked == set(marked_lines(source, shown) if shown else ())
        assert not (marked & coming) - set(marked_lines(source, shown) if shown else ())
        panel.option_buttons[0].click()
        assert viewer.rules_panel.marked == expected(viewer)
        asked += 1
    assert asked >= 20


def test_the_toggle_hides_the_rules_and_shows_them_again_at_the_newest_rule(rules):
    viewer = GameViewer(rules, seed=3)
    panel = viewer.rules_panel
    assert panel.toggle.value and panel.page.layout.display is None and panel.toggle.description == "Rules beside the game"
    panel.toggle.value = False
    page = panel.page.value
    for _ in range(4):
        viewer.stepper.step.click()
    assert panel.page.layout.display == "none" and panel.page.value == page        # hidden: not drawn
    panel.toggle.value = True
    assert panel.page.layout.display is None and page_marks(viewer) == expected(viewer) != ()
    viewer.set_lang("de")
    assert panel.toggle.description == "Regeln neben dem Spiel" and "die Regel des neuesten Ereignisses" in panel.page.value


def test_the_comments_button_leaves_out_the_comments_and_keeps_the_mark(rules):
    viewer = GameViewer(rules, seed=3)
    panel = viewer.rules_panel
    assert panel.comments.value and panel.comments.description == "Comments"
    assert "RULES-NOTES gap 14" in unescape(panel.page.value)
    viewer.stepper.step.click()
    marked = panel.marked
    panel.comments.value = False                                     # what a click does
    assert "RULES-NOTES gap 14" not in unescape(panel.page.value) and panel.marked == marked == page_marks(viewer)
    viewer.stepper.step.click()                                      # stays off while stepping
    assert "RULES-NOTES" not in unescape(panel.page.value) and page_marks(viewer) == expected(viewer)
    viewer.set_lang("de")
    assert panel.comments.description == "Kommentare" and panel.comments.tooltip.startswith("Die Kommentare")
    panel.comments.value = True
    assert "RULES-NOTES gap 14" in unescape(panel.page.value)


# --- the jump to the first difference ---------------------------------------------------------------
@pytest.mark.parametrize("variant", ["italian_ant", "plus_minus_or_equal", "no_cheating", "quick_game"])
def test_the_jump_lands_on_the_first_line_where_the_logs_differ(rules, variant):
    panel = VariantPanel(rules, seed=3, viewer=True)
    assert panel.diff.jump.disabled
    panel.set(variant)
    panel.diff.jump.click()
    plain, varied = Timeline(panel.baseline, None, "en"), Timeline(panel.game, None, "en")
    at = panel.diff.at
    assert at is not None and at == first_difference(plain, varied)
    assert [(e.kind, e.text) for e in plain.entries[:at]] == [(e.kind, e.text) for e in varied.entries[:at]]
    assert at == len(plain) or at == len(varied) or (plain.entries[at].kind, plain.entries[at].text) != (
        varied.entries[at].kind, varied.entries[at].text)
    assert panel.viewer.position == at + 1 and panel.viewer.rules_panel.marked == expected(panel.viewer)
    sides = unescape(panel.diff.sides.value)
    left, right = sides.split("data-side='variants'")
    for side, timeline in ((left, plain), (right, varied)):
        if at < len(timeline):
            assert timeline.entries[at].text in side and rule_line(timeline.game, timeline.entries[at].span) in side
    assert f"line {at + 1} of the log" in sides


def test_the_jump_shows_the_plain_rule_and_the_variants_rule(rules):
    panel = VariantPanel(rules, seed=3, viewer=True, lang="de")
    panel.set("italian_ant")
    panel.diff.jump.click()
    sides = unescape(panel.diff.sides.value)
    ant = rules.variants["italian_ant"].items[0]
    plain_line = rules.cards["ant"].on_play[0].span.line
    assert f"rules.mm:{plain_line}\n" in sides.split("data-side='variants'")[0]
    assert f"rules.mm:{ant.on_play[0].span.line}\n" in sides.split("data-side='variants'")[1]
    assert "Die Spiele trennen sich in Zeile" in sides and "Ameise" in sides
    panel.set_lang("en")
    assert "The games part at line" in unescape(panel.diff.sides.value)          # told anew, not lost
    panel.set("open_hands")
    assert panel.diff.sides.value == "" and panel.diff.at is None                # another game: jump again


def test_the_jump_shows_the_house_rules_own_lines_when_both_sides_name_the_same_rule(rules):
    panel = VariantPanel(rules, seed=3, viewer=True)
    panel.set("plus_minus_or_equal")
    panel.diff.jump.click()
    left, right = unescape(panel.diff.sides.value).split("data-side='variants'")
    at = panel.diff.at
    plain, varied = Timeline(panel.baseline, None, "en"), Timeline(panel.game, None, "en")
    assert plain.entries[at].span.line == varied.entries[at].span.line        # the same line: the play rule
    changed = rules.variants["plus_minus_or_equal"].items[0]                  # its define adjacent(...)
    shown = f"rules.mm:{changed.span.line}\n" + rules.source.splitlines()[changed.span.line - 1].rstrip()
    assert "The house rule plus_minus_or_equal changes:" in right and shown in right and shown not in left
    panel.set_lang("de")
    assert "Die Hausregel plus_minus_or_equal \u00e4ndert:" in unescape(panel.diff.sides.value)


def test_two_games_that_never_differ_are_told_so(rules):
    panel = VariantPanel(rules, seed=3)
    panel.set("big_table")                 # 4 players: the same game, rule for rule
    assert panel.diff.go() is None
    assert "The two games are the same, line for line" in panel.diff.sides.value


def region_label(viewer):
    """The accessible name of the viewer's rules page (its region landmark)."""
    return unescape(re.search(r'class="mogel-rules" role="region" aria-label="([^"]*)"', viewer.rules_panel.page.value)[1])


def test_two_viewers_of_one_game_name_their_rules_pages_apart_by_their_views():
    """Two viewers of one rules file in one notebook are two landmarks a screen reader tells apart
    (axe-core landmark-unique): each page is named by the file and the view beside it, and follows
    the view and the language."""
    rules = load("mogelei")
    everything, bo = GameViewer(rules, seed=12), GameViewer(rules, seed=12, view=1)
    assert region_label(everything) == "The rules (mogelei.mm) beside everything"
    assert region_label(bo) == "The rules (mogelei.mm) beside what Bo sees"
    everything.set_view(2)
    assert region_label(everything) == "The rules (mogelei.mm) beside what Cy sees"
    bo.set_lang("de")
    assert region_label(bo) == "Die Regeln (mogelei.mm) neben: was Bo sieht"
    assert 'aria-label="The rules (mogelei.mm)"' in rules_page(rules)   # a page beside nothing: the file alone


def test_the_table_heads_itself_one_level_below_a_notebooks_title():
    """The table's heading is an h2: a viewer stands under a notebook's `#` title or one of its
    sections, and a level skipped after either is a moderate axe-core finding (heading-order)."""
    viewer = GameViewer(load(None), seed=3)
    assert re.search(r"<h2>[^<]+</h2>", viewer.table.value) and not re.search(r"<h[3-6]", viewer.table.value)
