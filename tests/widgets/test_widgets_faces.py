"""Cards look as their rules declare (mogel.widgets.faces), and the widgets play a game with card
attributes, face-down cards and choices (tests/lay_rules.py) through their public interface.

- a card's icon, paint and caption come from the rules file: rules.mm's icons are declarations
  (without them the widget draws letters), and a new kind with `icon "★"` shows ★ with no
  widget change; an attribute value's paint wins over its kind's, which wins over Okabe-Ito;
- kindless cards (a deck of attribute values only) render in the table and the gallery;
- GameViewer: a stack in front of a player is fanned, face-down cards drawn as backs for the
  other seats and on a hatched ground for the seat that laid them; the named variable is shown; the log
  tells choices, face-down plays and reveals as the narration does;
- HumanSeat: a rules choice is asked with its options' labels in the seat's language, a
  player choice with names and "Choose nothing", a face-down play says "face down".
"""

from __future__ import annotations

import re
from pathlib import Path
from html import unescape

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.check.files import read_text  # noqa: E402
from mogel.check.files import default_rules_path  # noqa: E402
from mogel.compile.program import compile_rules  # noqa: E402
from mogel.widgets import GameViewer, HumanSeat, gallery_html  # noqa: E402
from mogel.widgets.cards import OKABE_ITO, contrast, text_on  # noqa: E402
from mogel.widgets.faces import card_face  # noqa: E402
from mogel.widgets.table import render_table  # noqa: E402

from lay_rules import lay_rules  # noqa: E402

ICONS = {"spider": "\U0001F577", "mosquito": "\U0001F99F", "cockroach": "\U0001FAB3", "ant": "\U0001F41C",
         "moth": "\U0001F98B"}
STAR = '''
variant stars:
    description: "a star card that does nothing"
    card star:
        name: en "star", de "Stern", icon "\u2605", paint "#F0E442"
        penalty: 2
    deck:
        star:     1  1  1  1  1
        total: 76
'''


def first_card(program, kind):
    return next(c for c in range(len(program.deck)) if program.deck.kinds[c] == kind)


# --- faces from declarations -------------------------------------------------------------------
def test_rules_mm_icons_are_declarations_of_the_rules_file(rules):
    program = compile_rules(rules)
    for kind, icon in ICONS.items():
        assert card_face(program, first_card(program, kind)).icon == icon
    assert card_face(program, first_card(program, "number")).icon is None       # a plain card: its value
    text = read_text(default_rules_path())
    for icon in ICONS.values():
        text = text.replace(f', icon "{icon}"', "")
    bare = compile_rules(mogel.load_rules(text=text, file="rules.mm"))
    assert all(card_face(bare, first_card(bare, kind)).icon is None for kind in ICONS)
    html = gallery_html(mogel.load_rules(text=text, file="rules.mm"))
    assert not any(icon in html for icon in ICONS.values()) and '<span class="letter">S</span>' in html


def test_a_new_kind_with_an_icon_shows_it_with_no_widget_change():
    text = read_text(default_rules_path()) + STAR
    rules = mogel.apply_variants(mogel.load_rules(text=text, file="rules.mm"), "stars")
    program = compile_rules(rules)
    face = card_face(program, first_card(program, "star"), "de")
    assert face.icon == "\u2605" and face.colour == "#F0E442" and face.label == "Stern"
    assert '<span class="glyph" aria-hidden="true">\u2605</span>' in gallery_html(rules)
    game = mogel.Game(rules, [mogel.RandomBot()] * 4, 2).play()
    assert any("\u2605" in render_table(game, game.state_at(k)) for k in range(0, len(game.events), 25))


def test_paint_of_an_attribute_value_wins_over_the_kinds_then_okabe_ito():
    text = '''
game paints:
    players: 2 to 2
    rounds: 1
    order: left
    winner: lowest score

attribute suit:
    values: hearts, spades, clubs
    hearts: en "hearts", de "Herz", icon "\u2665", paint "#c0392b"
    spades: en "spades", de "Pik", icon "\u2660"

card jack:
    name: en "jack", de "Bube", paint "#1f5fbf"

card queen:
    name: en "queen", de "Dame"

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

deck:
    columns: suit
    jack:   1 each = 3
    queen:  1 each = 3
    total: 6
    shown as: en "the {kind} of {suit}", de "{suit}-{kind}"

round:
    starter: oldest
    setup:
        move all cards to draw
        deal 3 cards from draw to hand
    first: starter
    ends when: turns >= 1
    scoring:
        each player scores size(hand of player)

turn:
    active draws 1 card from draw
'''
    program = compile_rules(mogel.load_rules(text=text, file="paints.mm"))
    faces = {card_face(program, c).key: card_face(program, c, "de") for c in range(len(program.deck))}
    assert faces["jack hearts"].colour == "#c0392b" and faces["jack hearts"].icon == "\u2665"
    assert faces["jack spades"].colour == "#1f5fbf" and faces["jack spades"].icon == "\u2660"
    assert faces["queen clubs"].colour == OKABE_ITO[1] and faces["queen clubs"].icon is None
    assert faces["queen spades"].label == "Pik-Dame" and faces["jack hearts"].value == ""
    for face in faces.values():
        assert contrast(text_on(face.colour), face.colour) >= 4.5


def test_kindless_cards_render_with_their_attributes_look():
    rules = lay_rules()
    program = compile_rules(rules)
    faces = {card_face(program, c).key: card_face(program, c) for c in range(len(program.deck))}
    assert set(faces) == {f"{colour} {v}" for colour in ("red", "blue", "green") for v in range(1, 5)}
    assert faces["red 3"].icon == "\u2665" and faces["red 3"].colour == "#c0392b" and faces["red 3"].label == "RED 3"
    assert faces["blue 1"].colour == "#1f5fbf" and faces["green 2"].colour == OKABE_ITO[2]
    html = gallery_html(rules, "de")
    assert html.count('class="mogel-card"') == 12 and "GR\u00dcN 4" in html and "<b>ROT</b> (red)" in html


# --- the viewer ------------------------------------------------------------------------------------
def lay_viewer(seed=3, **kwargs):
    return GameViewer(lay_rules(), [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot()], seed, **kwargs)


def test_viewer_fans_stacks_and_draws_face_down_cards_as_backs_for_others():
    viewer = lay_viewer(view=1, start="end")
    game, state = viewer.game, viewer.state
    html = viewer.table.value
    assert 'class="mogel-fan"' in html
    stack = state.slot_of["stack"]
    for owner in range(3):
        row = html.split(f'data-seat="{owner}"')[1].split('data-seat=')[0]
        drawn = row.split('data-zone="stack"')[1]
        for card in state.zones[stack + owner]:
            key = f'data-face="{mogel.widgets.faces.face_key(game.program.deck, card)}"'
            down = state.face_down.get(card)
            assert (key in drawn) == (down is None or down == 1), (owner, card)
    assert re.search(r'class="mogel-card down"[^>]*aria-label="[^"]*\(face down\)"', render_table(game, state))


def test_viewer_shows_the_named_variable_and_tells_choices_and_reveals():
    viewer = lay_viewer(start="end", lang="de")
    assert re.search(r'data-variable="called">Ansage: <b>(hoch|tief)!</b>', viewer.table.value)
    log = unescape(viewer.event_log.value)
    assert "\u201ehoch!\u201c" in log and "verdeckt" in log and "deckt" in log and "auf." in log
    viewer.set_view(0)
    log = unescape(viewer.event_log.value)
    assert re.search(r"(Bo|Cy) legt eine Karte verdeckt ab", log)


# --- the human seat --------------------------------------------------------------------------------
def test_human_seat_asks_choices_with_labels_and_plays_face_down():
    seat = HumanSeat(lay_rules(), [mogel.RandomBot(), mogel.HonestBot()], seed=3)
    assert seat.decision.kind == "choice" and seat.question == "Choose: call."
    assert [b.description for b in seat.choice_buttons] == ["high!", "low!"]
    seat.language.value = "de"
    assert seat.question == "W\u00e4hle: Ansage." and [b.description for b in seat.choice_buttons] == ["hoch!", "tief!"]
    seat.choice_buttons[0].click()
    assert seat.game.state.variables["called"] == "high"
    assert seat.question == "Du bist am Zug: leg eine Karte verdeckt ab."
    assert all(re.fullmatch(r"Leg (ROT|BLAU|GR\u00dcN) [34] verdeckt ab", b.description) for b in seat.choice_buttons)
    seat.language.value = "en"
    laid = seat.decision.options[0]
    seat.choice_buttons[0].click()
    assert seat.game.state.face_down.get(laid) == 0
    assert seat.question == "Choose a player."
    names = [b.description for b in seat.choice_buttons]
    assert names[-1] == "Choose nothing" and set(names[:-1]) <= {"Bo", "Cy"}
    seat.choice_buttons[-1].click()
    assert seat.game.events[-1].kind != "reveal"
    steps = 0
    while not seat.finished and steps < 200:
        seat.choice_buttons[steps % len(seat.choice_buttons)].click()
        steps += 1
    assert seat.finished and seat.error is None


def test_finish_answers_choices_like_the_honest_bot():
    seat = HumanSeat(lay_rules(), [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot()], seed=8)
    seat.finish()
    assert seat.finished and seat.question.startswith("Game over")


def test_the_prompt_path_is_generic_for_labelled_decisions_and_challenges(rules):
    """Decisions other branches bring (reveal or keep down, a claim's challenge) are asked with
    no change to the seat: labelled options as buttons in the seat's language, a challenge (an
    accusation no cheat opened) always asked, an unknown kind as "Your decision."."""
    from mogel.runtime.events import Decision
    from mogel.widgets.human import _ASK

    seat = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=5, lang="de")
    reveal = Decision(0, "reveal", (None, "show", "keep_down"), None,
                      {"labels": {"show": {"en": "Reveal", "de": "Aufdecken"}, "keep_down": {}}})
    assert seat._question(reveal) == "W\u00e4hle eine M\u00f6glichkeit."
    assert seat._question(Decision(0, "mystery", (3, 4), None, {})) == "Deine Entscheidung."
    assert [b.description for b in seat._labelled_buttons(reveal)] == ["Aufdecken", "keep down", "Nichts w\u00e4hlen"]
    challenge = Decision(0, "accuse", (None, 2), None, {"accusation": "doubt", "claimer": 2})
    assert seat._automatic(challenge) is _ASK
    assert seat._question(challenge) == "\u201eErwischt!\u201c rufen bei Cy?"
    assert seat._automatic(Decision(0, "accuse", (None, 1, 2), None, {"noticed": []})) is None   # a cheat window


def test_a_penalty_worked_out_per_card_shows_its_range_not_its_expression():
    """`penalty: worth(card)` (docs/language.md): the gallery reads the deck's numbers."""
    path = Path(__file__).resolve().parent.parent / "games" / "crazy_eights.mm"
    rules = mogel.load_rules(path)
    penalties = compile_rules(rules).deck.penalties
    low, high = min(penalties), max(penalties)
    assert low != high
    html = gallery_html(rules)
    assert f"{low} to {high} penalty points, by card" in html and "Call(" not in html
    assert f"{low} bis {high} Minuspunkte, je nach Karte" in gallery_html(rules, "de")
