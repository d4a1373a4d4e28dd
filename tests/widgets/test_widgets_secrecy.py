"""In a seat's view the rendered HTML holds no face of another player's hand, and nothing of a
cheat that seat did not see (its card, or even the size of another's cheated-cards zone); a
card lying face down shows its face to the seat that laid it only, in the table and the log
(the LAY game of tests/lay_rules.py, its stacks seen by all).

Faces are found as `data-face="KIND VALUE"` attributes (every face-up card has one; a
face-down card has none) and as the card's name and value in the log's sentences.
"""

from __future__ import annotations

import re
from collections import Counter
from html import unescape

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.present.narrate import Narrator  # noqa: E402
from mogel.widgets import GameViewer, HumanSeat  # noqa: E402
from mogel.widgets.log import Timeline  # noqa: E402
from mogel.widgets.faces import card_face, face_key  # noqa: E402
from mogel.widgets.table import render_table  # noqa: E402

from lay_rules import lay_rules  # noqa: E402

FACE = re.compile(r'data-face="([^"]+)"')


def seat_sections(html: str):
    """{seat: the HTML of that seat's row} and the HTML before the first seat (the piles)."""
    parts = re.split(r'(?=<div class="mogel-seat[^"]*" data-seat=")', html)
    rows = {}
    for part in parts[1:]:
        seat = int(re.match(r'<div class="mogel-seat[^"]*" data-seat="(\d+)"', part).group(1))
        rows[seat] = part
    return parts[0], rows


def allowed_faces(game, state, seat):
    """The faces `seat` may see at `state`: its own zones, and tops or zones shown to all."""
    vis, deck, layout = game.visibility, game.program.deck, state.layout
    faces = Counter()
    for slot, pile in enumerate(state.zones):
        if layout.slot_zone[slot] not in game.rules.zones:
            continue
        if layout.slot_owner[slot] is None:
            if pile and vis.sees_card(seat, slot, pile, pile[-1]):
                faces["%s %s" % deck.face(pile[-1])] += 1
        elif vis.sees_pile(seat, slot):
            faces.update("%s %s" % deck.face(c) for c in pile)
    return faces


def check_table(game, state, seat, html):
    assert Counter(FACE.findall(html)) == allowed_faces(game, state, seat)
    _, rows = seat_sections(html)
    for other, row in rows.items():
        if other == seat:
            continue
        assert "data-face" not in row, f"seat {seat} sees a face in seat {other}'s row"
        assert 'data-zone="hidden"' not in row, f"seat {seat} sees seat {other}'s cheated cards"
        hand = state.zones[state.slot_of["hand"] + other]
        assert row.count("mogel-card back") == len(hand)          # hand sizes are public


def check_log(game, seat, lang="en"):
    timeline = Timeline(game, seat, lang)
    narrator = Narrator(game.program, game.narrator.names, lang)
    vis = game.visibility
    for entry in timeline.entries:
        ev = game.events[entry.index]
        if ev.kind in ("cheat", "notice"):
            assert ev.seat == seat, f"seat {seat}'s log tells {ev.kind} of seat {ev.seat}"
        if ev.moves:
            card, src, dst = ev.moves[0]
            secret = not (vis.sees_pile(seat, src) or vis.sees_pile(seat, dst) or vis.top_seen[src]
                          or vis.top_seen[dst])
            if secret and ev.kind not in ("deal", "gather"):
                assert narrator.card(card) not in entry.text, entry.text
                assert narrator.card(None) in entry.text.lower(), entry.text
    hidden = [i for i, ev in enumerate(game.events) if ev.kind in ("cheat", "notice") and ev.seat != seat]
    assert hidden and not any(e.index in hidden for e in timeline.entries)
    return timeline


@pytest.mark.parametrize("seed", [1, 4])
@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_seat_view_table_shows_only_what_the_seat_may_see(rules, seed, seat):
    agents = [mogel.SneakyBot(), mogel.RandomBot(cheat_rate=0.5), mogel.SneakyBot(), mogel.RandomBot()]
    viewer = GameViewer(rules, agents, seed, view=seat)
    stepper = viewer.stepper
    for position in list(range(0, stepper.maximum + 1, 5)) + [stepper.maximum]:
        stepper.slider.value = position
        check_table(viewer.game, viewer.state, seat, viewer.table.value)


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_seat_view_log_holds_no_unseen_cheat_or_face(rules, seat):
    agents = [mogel.SneakyBot(), mogel.SneakyBot(), mogel.SneakyBot(), mogel.SneakyBot()]
    viewer = GameViewer(rules, agents, 6, view=seat)
    viewer.stepper.slider.value = viewer.stepper.maximum
    timeline = check_log(viewer.game, seat)
    log = unescape(viewer.event_log.value)
    for ev in viewer.game.events:
        if ev.kind == "cheat" and ev.seat != seat:
            told = Narrator(viewer.game.program, viewer.game.narrator.names).sentence(ev, viewer.game.state.layout)
            assert told not in log
    assert len(timeline) == viewer.stepper.maximum


def test_everything_view_shows_cheated_cards(rules):
    agents = [mogel.SneakyBot(cheat_rate=1.0)] * 4
    viewer = GameViewer(rules, agents, 2)
    for position in range(viewer.stepper.maximum):
        viewer.stepper.slider.value = position
        if 'data-zone="hidden"' in viewer.table.value:
            break
    else:
        pytest.fail("no cheated card was ever shown in the all-seeing view")
    _, rows = seat_sections(viewer.table.value)
    assert any("data-face" in row.split('data-zone="hidden"')[-1] for row in rows.values() if 'data-zone="hidden"' in row)


def test_guard_view_is_a_seat_view(rules):
    viewer = GameViewer(rules, [mogel.SneakyBot()] * 4, 3, view="role:guard")
    for _ in range(60):
        viewer.stepper.step.click()
        state = viewer.state
        check_table(viewer.game, state, state.roles["guard"], viewer.table.value)


def test_human_seat_view_hides_the_others(rules):
    seat = HumanSeat(rules, [mogel.SneakyBot(), mogel.SneakyBot(), mogel.SneakyBot()], seed=4)
    for _ in range(40):
        if seat.finished:
            break
        check_table(seat.game, seat.game.state, 0, seat.table.value)
        seat.choice_buttons[0].click()
    check_log(seat.game, 0)


def test_render_table_of_another_seat_at_the_same_moment_differs(rules):
    game = mogel.Game(rules, [mogel.RandomBot()] * 4, 1).play()
    state = game.state_at(200)
    views = {seat: render_table(game, state, seat) for seat in (None, 0, 1)}
    assert len(FACE.findall(views[None])) > len(FACE.findall(views[0]))
    assert Counter(FACE.findall(views[0])) != Counter(FACE.findall(views[1]))


def missed_lines(text: str):
    return re.findall(r"[^.!\n]*does not notice[^.\n]*\.", text) + re.findall(r"UNSEEN", text)


def test_a_cheat_the_guard_missed_is_told_to_nobody_at_the_table(rules):
    agents = [mogel.SneakyBot(cheat_rate=1.0, attention=0.3) for _ in range(4)]
    viewer = GameViewer(rules, agents, 5)
    missed = [e for e in viewer.game.events if e.kind == "notice" and not e.info["noticed"]]
    assert missed and any(e.info["noticed"] for e in viewer.game.events if e.kind == "notice")
    viewer.stepper.slider.value = viewer.stepper.maximum
    assert missed_lines(unescape(viewer.event_log.value))          # the teacher's view tells it
    assert any("does not notice" in line for line in viewer.game.narration())
    for view in (0, 1, 2, 3, "role:guard"):
        viewer.view.value = view
        for position in range(0, viewer.stepper.maximum + 1, 7):
            viewer.stepper.slider.value = position
            assert not missed_lines(unescape(viewer.event_log.value)), (view, position)
    for seat in range(4):
        told = list(viewer.game.narration(seat=seat))
        assert not [line for line in told if "does not notice" in line]
        noticed = [e for e in viewer.game.events if e.kind == "notice" and e.seat == seat and e.info["noticed"]]
        assert sum("notices" in line for line in told) == len(noticed)


def test_the_human_guard_is_not_told_of_a_cheat_they_missed(rules):
    seat = HumanSeat(rules, [mogel.SneakyBot(cheat_rate=1.0) for _ in range(3)], seed=0, attention=0.0, oldest=0)
    for _ in range(300):
        if seat.finished or sum(e.kind == "notice" for e in seat.game.events) >= 3:
            break
        seat.slap(0.5) if seat.decision.kind == "react" else seat.choice_buttons[0].click()
        assert not missed_lines(unescape(seat.event_log.value))
    assert sum(e.kind == "notice" and e.seat == 0 for e in seat.game.events) >= 3
    assert not [e for e in seat._timeline.entries if e.kind == "notice"]


# --- face-down cards (tests/lay_rules.py: kindless cards laid face down on stacks seen by all) -------
def shown_faces(game, state, seat):
    """The faces `seat` may see at `state`, a face-down card only by the seat that laid it."""
    vis, deck, layout = game.visibility, game.program.deck, state.layout
    faces = Counter()
    for slot, pile in enumerate(state.zones):
        if layout.slot_zone[slot] not in game.rules.zones:
            continue
        shared_top = layout.slot_owner[slot] is None and vis.seen_by[slot] != "all"
        for card in pile[-1:] if shared_top else pile:
            if vis.face_shown(seat, state, slot, card):
                faces[face_key(deck, card)] += 1
    return faces


def check_face_down(game, state, seat, html):
    """The HTML of `seat`'s table holds exactly the faces it may see, and no caption of a card
    another seat laid face down (each LAY card is the only one of its face)."""
    assert Counter(FACE.findall(html)) == shown_faces(game, state, seat)
    for card, layer in state.face_down.items():
        if layer != seat:
            face = card_face(game.program, card)
            assert f'data-face="{face.key}"' not in html and f">{face.label}<" not in html, (seat, face.label)


@pytest.mark.parametrize("seed", [3, 11])
@pytest.mark.parametrize("seat", [0, 1, 2])
def test_face_down_cards_stay_backs_for_every_other_seat(seed, seat):
    agents = [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot()]
    viewer = GameViewer(lay_rules(), agents, seed, view=seat, start=0)
    game, laid = viewer.game, 0
    for position in range(viewer.stepper.maximum + 1):
        viewer.stepper.slider.value = position
        state = viewer.state
        laid += bool(state.face_down)
        check_face_down(game, state, seat, viewer.table.value)
        for entry in viewer.timeline.entries[:position]:
            ev = game.events[entry.index]
            if ev.kind == "play" and ev.info.get("face_down") and ev.seat != seat:
                label = card_face(game.program, ev.moves[0][0]).label
                assert label not in entry.text and "face down" in entry.text, entry.text
    assert laid, "no card ever lay face down"


def test_the_human_seat_sees_only_its_own_face_down_cards():
    seat = HumanSeat(lay_rules(), [mogel.RandomBot(), mogel.SneakyBot()], seed=5)
    others_laid = False
    for step in range(120):
        if seat.finished:
            break
        state = seat.game.state
        others_laid |= any(layer != 0 for layer in state.face_down.values())
        check_face_down(seat.game, state, 0, seat.table.value)
        seat.choice_buttons[step % len(seat.choice_buttons)].click()
    assert seat.finished and others_laid
