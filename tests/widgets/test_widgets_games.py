"""The viewer and the human seat on the bluffing games (mogel/games/mogelei.mm, cheat.mm): the
"to play" badge follows the seat that acts next (in a pass every player acts, not only the
caller who started it), a role told by its own sentence is a view named by its name, a game of
levels is headed by its path, a Cheat challenge is shown call first, the human lays its card
"face down" and hears why a card is not offered, and no caption a fan of cards covers shows
cut in half (in a real browser, when Debian's chromium and Playwright are there)."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.widgets import GameViewer, HumanSeat, render_table  # noqa: E402
from mogel.widgets.table import ACTS  # noqa: E402


def marked(html: str) -> list:
    """The seats whose row carries the "to play" badge."""
    rows = re.split(r'(?=<div class="mogel-seat)', html)[1:]
    return [int(re.search(r'data-seat="(\d+)"', row)[1]) for row in rows if "mogel-badge turn" in row]


@pytest.mark.parametrize("view", ["all", 1])
def test_the_badge_marks_the_seat_that_acts_next_not_the_caller(view):
    viewer = GameViewer(mogel.load_rules(game="mogelei"), seed=3, view=view, start=0)
    checked = not_caller = 0
    for _ in range(90):
        entries = viewer.timeline.entries
        upcoming = entries[viewer.position] if viewer.position < len(entries) else None
        if upcoming is not None and upcoming.kind in ACTS:          # the next line tells a player's act
            actor = viewer.game.events[upcoming.index].seat
            assert marked(viewer.table.value) == [actor], (viewer.position, upcoming.text)
            checked += 1
            not_caller += actor != viewer.state.active
        viewer.stepper.step.click()
    assert checked > 20 and not_caller > 10


def test_the_badge_stays_with_the_player_whose_turn_it_is_between_acts():
    viewer = GameViewer(mogel.load_rules(game="cheat"), seed=3, start=0)
    checked = 0
    for _ in range(40):
        viewer.stepper.step.click()
        entries = viewer.timeline.entries
        if viewer.state.active is not None and entries[viewer.position].kind == "turn":   # a turn ends here
            assert marked(viewer.table.value) == [viewer.state.active]
            checked += 1
    assert checked > 5


def test_roles_told_by_their_own_sentence_are_views_named_by_their_names(rules):
    game = mogel.load_rules(game="mogelei")
    labels = {lang: [label for label, _ in GameViewer(game, seed=3, lang=lang).view.options][5:]
              for lang in ("en", "de")}
    assert labels == {"en": ["Dealer", "Caller", "Player on turn", "Collector"],
                      "de": ["Kartengeber", "Ausrufer", "Spieler am Zug", "Sammler"]}
    assert [label for label, _ in GameViewer(rules, seed=3).view.options][-1] == "Guard Bug holder"   # a token


def test_a_game_of_levels_is_headed_by_its_path():
    viewer = GameViewer(mogel.load_rules(game="mogelei"), seed=3, start=60)
    assert re.search(r"<h2>Game 1, round \d+, pass \d+</h2>", viewer.table.value)
    viewer.set_lang("de")
    assert re.search(r"<h2>Spiel 1, Runde \d+, Durchgang \d+</h2>", viewer.table.value)


def test_a_cheat_challenge_is_shown_call_first_with_the_cards_still_face_down():
    viewer = GameViewer(mogel.load_rules(game="cheat"), seed=3, start=0)
    entries = viewer.timeline.entries
    call = next(p for p, entry in enumerate(entries) if entry.text.endswith("\u201cCheat!\u201d"))
    assert entries[call + 1].kind == "accuse" and " reveals " in entries[call + 1].text
    for position, down in ((call + 1, True), (call + 2, False)):
        viewer.stepper.slider.value = position
        pile = viewer.state.zones[viewer.state.slot_of["pile"]]
        assert (pile[-1] in viewer.state.face_down) is down


def test_the_human_lays_its_card_face_down_and_is_marked_when_asked():
    rules = mogel.load_rules(game="mogelei")   # a seed whose first call the human can follow (the bots call at random)
    seat = next(seat for seat in (HumanSeat(rules, seed=seed) for seed in range(40)) if seat.not_offered)
    assert seat.question == "Your turn: lay a card face down."
    assert seat.choice_buttons[0].description.endswith(" face down")
    assert seat.not_offered and "follows(card, player)" in seat.not_offered[0]     # why: the rules' words
    asked_off_turn = 0
    while seat.decision is not None and asked_off_turn < 3:
        assert marked(seat.table.value) == [seat.seat]
        asked_off_turn += seat.game.state.active != seat.seat
        seat.choice_buttons[-1].click()
    assert asked_off_turn == 3


@pytest.fixture(scope="module")
def browser_page():
    """A headless Debian chromium page (Playwright); skipped when either is missing."""
    sync_api = pytest.importorskip("playwright.sync_api")
    if not Path("/usr/bin/chromium").exists():
        pytest.skip("/usr/bin/chromium is missing (apt-get install -y chromium)")
    with sync_api.sync_playwright() as p, tempfile.TemporaryDirectory() as profile:
        context = p.chromium.launch_persistent_context(
            profile, executable_path="/usr/bin/chromium", headless=True, viewport={"width": 1000, "height": 900},
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--no-first-run", "--disable-quic"])
        try:
            yield context.new_page()
        finally:
            context.close()


COVERED = """() => [...document.querySelectorAll('.mogel-card .name')]
  .filter(name => name.getClientRects().length && getComputedStyle(name).visibility === 'visible'
                  && name.textContent.trim())
  .filter(name => { name.scrollIntoView({block: 'center'}); const box = name.getBoundingClientRect();
                    const card = name.closest('.mogel-card'), y = box.top + box.height / 2;
                    return [box.left + 1, box.right - 1].some(x => !card.contains(document.elementFromPoint(x, y))); })
  .map(name => name.textContent)"""


@pytest.mark.parametrize("game, count, fans", [("mogelei", 400, 3), ("cheat", 120, 1)])
def test_no_caption_shows_half_covered_by_the_card_on_it(browser_page, game, count, fans):
    played = mogel.Game(mogel.load_rules(game=game), ["random", "honest", "sneaky", "random"], 3).play()
    tables = (render_table(played, played.state_at(at), None, "en") for at in range(count, len(played.events)))
    html = next(html for html in tables if html.count('class="mogel-fan"') >= fans)  # the reward stack, the pile, the stacks in front
    browser_page.set_content(f"<html><body>{html}</body></html>")
    assert browser_page.evaluate(COVERED) == []
