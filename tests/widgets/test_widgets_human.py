"""The human seat, clicked from Python: legal cards as buttons, hide a card, "Caught!", "Slap!",
giving a spider card to a chosen player, automatic answers, and an exact record."""

from __future__ import annotations

import html
import re

import pytest

pytest.importorskip("ipywidgets")

import ipywidgets as W  # noqa: E402

import mogel  # noqa: E402
from mogel.widgets import HumanSeat  # noqa: E402
from mogel.widgets import human as human_module  # noqa: E402

ASKED = {"play", "give", "give_to", "choose", "react", "accuse"}


def click_until(seat, want, limit=3000, prefer=None):
    """Click the first button (or a preferred one) until `want(seat)` holds; returns True if it did."""
    for _ in range(limit):
        if want(seat):
            return True
        if seat.finished:
            return False
        buttons = seat.choice_buttons
        chosen = next((b for b in buttons if prefer and prefer(b.description)), buttons[0])
        chosen.click()
    return False


def test_a_whole_game_by_clicking_only(rules):
    seat = HumanSeat(rules, seed=3)
    kinds = set()
    while not seat.finished:
        d = seat.decision
        assert d.seat == 0 and d.kind in ASKED
        if d.kind == "accuse":
            assert d.info["noticed"]                      # asked only after noticing a cheat
        assert seat.choice_buttons and all(b.description for b in seat.choice_buttons)
        kinds.add(d.kind)
        seat.choice_buttons[0].click()
    assert {"play", "react"} <= kinds
    assert "Game over" in seat.prompt.value and seat.decision is None and not seat.choice_buttons
    again = mogel.replay(rules, seat.game.record())
    assert again.events == seat.game.events


def test_card_buttons_are_the_legal_cards(rules):
    seat = HumanSeat(rules, seed=3)
    assert click_until(seat, lambda s: s.decision.kind == "play" and len(s.decision.options) > 1)
    d = seat.decision
    deck = seat.game.program.deck
    labels = [b.description for b in seat.choice_buttons]
    cards = [o for o in d.options if o is not None]
    assert len(labels) == len(d.options)
    for card, label in zip(cards, labels):
        kind, value = deck.face(card)
        assert label.startswith("Play ") and f"({value})" in label
    before = len(seat.game.events)
    seat.choice_buttons[1].click()
    played = next(e for e in seat.game.events[before:] if e.kind == "play")
    assert played.seat == 0 and played.moves[0][0] == cards[1]


def test_hide_a_card_cheats_at_the_next_chance(rules):
    seat = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=5)
    assert click_until(seat, lambda s: s.decision.kind == "play" and len(s.game.view(0).hand) > 2)
    assert not seat.hide_toggle.disabled and not seat.is_watcher()        # a bot holds the Guard Bug
    seat.hide_toggle.click()
    hand = seat.game.view(0).hand
    deck = seat.game.program.deck
    faces = [deck.face_ids[c] for c in hand]         # armed: a face (its id: kind, value and attributes)
    playing = seat.decision.options[0] if seat.decision.options[0] is not None else seat.decision.options[1]
    target = next(i for i, b in enumerate(seat.hide_buttons) if deck.face(playing)[0] not in b.description
                  or str(deck.face(playing)[1]) not in b.description)
    seat.hide_buttons[target].click()
    face = seat.armed_cheat
    assert face in faces and seat.status.value.count("At your next chance you will hide") == 1   # said once
    before = len(seat.game.events)
    seat.choice_buttons[0].click()
    cheats = [e for e in seat.game.events[before:] if e.kind == "cheat"]
    assert cheats and cheats[0].seat == 0 and deck.face_ids[cheats[0].moves[0][0]] == face
    assert seat.armed_cheat is None and "You hid" in seat.status.value and "you will hide" not in seat.status.value


def test_no_cheat_unless_armed(rules):
    seat = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=5)
    for _ in range(30):
        if seat.finished:
            break
        seat.choice_buttons[0].click()
    assert not any(e.kind == "cheat" for e in seat.game.events)


def test_caught_when_the_guard_notices(rules):
    seat = HumanSeat(rules, [mogel.SneakyBot(cheat_rate=1.0)] * 3, seed=1, attention=1.0, oldest=0)
    assert seat.is_watcher() and seat.caught_buttons and seat.hide_toggle.disabled
    assert click_until(seat, lambda s: s.decision is not None and s.decision.kind == "accuse")
    cheater = seat.decision.info["noticed"][-1]
    first = seat.choice_buttons[0]
    assert first.description == f"Caught! {seat.names[cheater]} (seen)"
    before = len(seat.game.events)
    first.click()
    accuse = next(e for e in seat.game.events[before:] if e.kind == "accuse")
    assert accuse.seat == 0 and accuse.info == {"accused": cheater, "right": True}


def test_caught_on_a_hunch(rules):
    seat = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=1, attention=0.0, oldest=0)
    labels = [b.description for b in seat.caught_buttons]
    assert labels == ["Caught! Bo", "Caught! Cy", "Caught! Di"]
    seat.caught_buttons[1].click()
    assert seat.armed_accuse == 2
    before = len(seat.game.events)
    seat.choice_buttons[0].click()
    accuse = next(e for e in seat.game.events[before:] if e.kind == "accuse")
    assert accuse.info == {"accused": 2, "right": False}                  # honest bots never cheat
    assert any(e.kind == "draw" and e.seat == 0 for e in seat.game.events[before:])   # the penalty card


def test_slap_measures_the_time_from_the_prompt(rules, monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(human_module.time, "monotonic", lambda: clock[0])
    seat = HumanSeat(rules, seed=3)
    assert click_until(seat, lambda s: s.decision is not None and s.decision.kind == "react")
    assert seat.slap_button is seat.choice_buttons[0] and seat.slap_button.description == "Slap!"
    clock[0] += 0.437
    before = len(seat.game.events)
    seat.slap_button.click()
    race = next(e for e in seat.game.events[before:] if e.kind == "race")
    assert race.info["times"][0] == pytest.approx(0.437)


def test_spider_gift_to_a_chosen_player(rules):
    for seed in range(1, 40):
        seat = HumanSeat(rules, seed=seed)
        if click_until(seat, lambda s: s.decision is not None and s.decision.kind == "give_to", limit=400,
                       prefer=lambda label: label.startswith(("Play spider", "Give "))):
            break
    else:
        pytest.fail("no seed led to a spider gift")
    labels = [b.description for b in seat.choice_buttons]
    assert labels == [f"To {seat.names[s]}" for s in seat.decision.options]
    target = seat.decision.options[-1]
    before = len(seat.game.events)
    seat.choice_buttons[-1].click()
    give = next(e for e in seat.game.events[before:] if e.kind == "give")
    assert give.seat == 0 and give.info["to"] == target


def test_let_a_bot_finish(rules):
    seat = HumanSeat(rules, seed=9)
    seat.choice_buttons[0].click()
    seat.finish_button.click()
    assert seat.finished and seat.finish_button.disabled
    assert mogel.replay(rules, seat.game.record()).events == seat.game.events


def test_language_switch_and_labelled_buttons(rules):
    seat = HumanSeat(rules, seed=2)
    seat.language.value = "de"
    assert "ist am Zug" in seat.event_log.value

    def walk(widget):
        yield widget
        for child in getattr(widget, "children", ()):
            yield from walk(child)
    seat.hide_toggle.click()
    buttons = [w for w in walk(seat) if isinstance(w, W.Button)]
    assert len(buttons) >= 4 and all(b.description.strip() and b.tooltip for b in buttons)


def forever_rules():
    text = mogel.check.files.read_text(mogel.check.loader.default_rules_path())
    text += '\nvariant forever:\n    description: "the round never ends"\n    round:\n        ends when: false\n'
    rules, _ = mogel.check.loader.check_source(text, "rules.mm")
    return mogel.apply_variants(rules, ["forever"])


def test_slap_time_runs_from_the_first_prompt_not_from_a_redraw(rules, monkeypatch):
    clock = [100.0]
    monkeypatch.setattr(human_module.time, "monotonic", lambda: clock[0])
    seat = HumanSeat(rules, seed=3)
    assert click_until(seat, lambda s: s.decision is not None and s.decision.kind == "react")
    clock[0] += 3.0                                   # the student waits ...
    seat.language.value = "de"                        # ... and redraws: other language, an armed hunch
    seat.hide_toggle.click()
    seat.language.value = "en"
    clock[0] += 0.25
    before = len(seat.game.events)
    seat.slap_button.click()
    race = next(e for e in seat.game.events[before:] if e.kind == "race")
    assert race.info["times"][0] == pytest.approx(3.25)


def test_rules_that_never_end_stop_the_game_with_a_message(rules):
    seat = HumanSeat(forever_rules(), seed=1)
    card = seat.choice_buttons[0]
    seat.finish_button.click()                        # would raise RulesRuntimeError in the handler
    assert isinstance(seat.error, mogel.RulesRuntimeError) and not seat.finished
    assert seat.question.startswith("This game never ended: ") and "did not end after" in seat.question
    assert "This game never ended" in seat.prompt.value
    assert seat.decision is None and seat.choice_buttons == [] and seat.choices.children == ()
    assert seat.finish_button.disabled and seat.hide_toggle.disabled and seat.caught_row.children == ()
    events = len(seat.game.events)
    card.click()                                      # a stale button does nothing
    assert len(seat.game.events) == events


def test_an_armed_hunch_is_dropped_when_the_guard_bug_goes(rules):
    seat = HumanSeat(rules, [mogel.SneakyBot(cheat_rate=1.0)] * 3, seed=1, attention=1.0, oldest=0)
    seat.caught_buttons[2].click()                    # "Caught! Di" at the next chance
    assert seat.armed_accuse == 3
    assert click_until(seat, lambda s: s.decision is not None and s.decision.kind == "accuse")
    seen = next(b for b in seat.choice_buttons if b.description.endswith("(seen)"))
    seen.click()                                      # rightly caught: the cheater becomes the guard
    assert click_until(seat, lambda s: s.game.state.roles["guard"] != 0, limit=3)     # after the penalty card
    assert not seat.is_watcher()
    assert seat.armed_accuse is None and "you will call" not in seat.status.value
    assert "your call on Di is dropped" in html.unescape(seat.status.value)
    assert seat.caught_buttons == [] and seat.caught_row.children == ()


def test_the_hide_row_closes_after_the_game(rules):
    seat = HumanSeat(rules, seed=9)
    seat.hide_toggle.click()
    stale = seat.hide_buttons[0]
    assert seat.hide_row.children
    seat.finish_button.click()
    assert seat.finished and seat.hide_row.children == () and seat.hide_buttons == []
    notes = list(seat.notes)
    stale.click()
    assert seat.armed_cheat is None and seat.notes == notes and "you will hide" not in seat.status.value


def test_the_hide_row_closes_when_the_human_becomes_the_guard(rules):
    bots = [mogel.HonestBot(attention=1.0, false_accusations=0.0) for _ in range(3)]
    seat = HumanSeat(rules, bots, seed=2)
    seat.hide_toggle.click()
    seat.hide_buttons[0].click()                      # armed: hide that card at the next chance
    seat.hide_toggle.click()                          # open the row again
    stale = seat.hide_buttons[0]
    assert click_until(seat, lambda s: s.game.state.roles.get("guard") == 0, limit=200)
    assert not seat.may_cheat() and seat.hide_toggle.disabled
    assert seat.hide_row.children == () and seat.hide_buttons == []
    stale.click()
    assert seat.armed_cheat is None


def test_race_prompt_uses_the_race_name_and_german_buttons(rules):
    seat = HumanSeat(rules, seed=3, lang="de")
    assert seat.hide_toggle.description == "Eine Karte verstecken\u2026"
    assert seat.finish_button.description == "Ein Bot spielt f\u00fcr mich zu Ende"
    assert seat.language.description == "Erz\u00e4hlung" and seat.finish_button.tooltip.startswith("Deine")
    assert seat.hide_toggle.tooltip.startswith("W\u00e4hle eine Karte")
    assert seat.question == "Du bist am Zug: spiel eine Karte."
    assert all(b.description.startswith(("Spiel ", "Nicht spielen")) for b in seat.choice_buttons)
    assert click_until(seat, lambda s: s.decision is not None and s.decision.info.get("race") == "slap")
    assert seat.question == "Wettlauf (M\u00fcckenklatschen)! Klick, so schnell du kannst, auf \u201eKlatsch!\u201c."
    assert seat.slap_button.description == "Klatsch!"
    seat.language.value = "en"
    assert seat.question.startswith("Race (mosquito slap)!") and seat.slap_button.description == "Slap!"
    assert seat.language.description == "Narration" and seat.finish_button.tooltip.startswith("Answer the rest")


def test_a_bad_seat_or_language_is_a_clear_error():
    with pytest.raises(mogel.MogelError, match="the human's seat must be 0 to 3, not 7"):
        HumanSeat(seat=7)
    with pytest.raises(ValueError, match="no narration in 'fr': choose one of en, de"):
        HumanSeat(lang="fr")   # was a TraitError from the language buttons


def test_german_tooltips_of_the_hide_slap_and_caught_buttons(rules):
    seat = HumanSeat(rules, seed=3, lang="de")
    seat.hide_toggle.click()
    *hide, cancel = seat.hide_row.children
    assert hide and all(b.tooltip == "Lass diese Karte bei deiner n\u00e4chsten Gelegenheit verschwinden "
                                     "(der W\u00e4chter kann es bemerken!)" for b in hide)
    assert cancel.tooltip == "Keine Karte verstecken"
    assert click_until(seat, lambda s: s.slap_button is not None)
    assert seat.slap_button.tooltip == "So schnell du kannst!"
    guard = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=1, lang="de", oldest=0)
    assert [b.tooltip for b in guard.caught_buttons] == [
        f"Bei der n\u00e4chsten Gelegenheit \u201eErwischt!\u201c bei {name} rufen" for name in ("Bo", "Cy", "Di")]
    guard.language.value = "en"
    assert guard.caught_buttons[0].tooltip == "Call \u201cCaught!\u201d on Bo at the next chance"


@pytest.mark.parametrize("lang, hid, arm, give", [
    ("de", "Du hast eine Mogel-Motte (3) versteckt.", "versteckst du eine Mogel-Motte (3).",
     "Wem gibst du die M\u00fccke (3)?"),
    ("en", "You hid a Cheating Moth (3).", "you will hide a Cheating Moth (3).", "Whom do you give the mosquito (3) to?"),
])
def test_the_seats_sentences_give_a_card_its_article(rules, lang, hid, arm, give):
    seat = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=5, lang=lang)
    assert click_until(seat, lambda s: s.decision.kind == "play" and len(s.game.view(0).hand) > 2)
    seat.hide_toggle.click()
    moth = next(b for b in seat.hide_buttons if "Mot" in b.description)
    assert moth.description.endswith((" Mogel-Motte (3)", " Cheating Moth (3)"))       # a label: no article
    moth.click()
    assert seat.notes[-1].endswith(arm)
    seat.choice_buttons[0].click()
    assert seat.notes[-1] == hid
    seat = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=5, lang=lang)
    assert click_until(seat, lambda s: s.decision.kind == "give_to", prefer=lambda label: label.startswith(("Gib ", "Give ")))
    assert seat.question == give


GUARD_NAMES = 'name: en "Guard Bug", de "W\u00e4chter-Wanze" die'


@pytest.mark.parametrize("names, lang, says", [
    (GUARD_NAMES, "de", "Du hast die W\u00e4chter-Wanze."),
    ('name: en "Referee", de "Schiri"', "en", "You hold the Referee."),
    ('name: en "Referee", de "Schiri"', "de", "Du hast die Rolle \u201eSchiri\u201c."),    # a gender not known
    ('name: en "Lookout Beetle", de "Sp\u00e4her-K\u00e4fer" der', "de", "Du hast den Sp\u00e4her-K\u00e4fer."),
])
def test_the_caught_row_names_the_role_the_human_holds_as_the_rules_name_it(names, lang, says):
    text = mogel.check.files.read_text(mogel.default_rules_path()).replace(GUARD_NAMES, names)
    seat = HumanSeat(mogel.load_rules(text=text), [mogel.HonestBot()] * 3, seed=1, oldest=0, lang=lang)
    hunch = {"en": "On a hunch:", "de": "Auf Verdacht:"}[lang]
    assert seat.caught_row.children[0].value == f"<b>{html.escape(says)}</b> {hunch}"
    seat.language.value = "de" if lang == "en" else "en"
    other = seat.caught_row.children[0].value
    assert other.startswith("<b>You hold the " if lang == "de" else "<b>Du hast ") and says not in other


def test_a_human_who_may_call_caught_holding_no_role_is_told_so():
    text = mogel.check.files.read_text(mogel.default_rules_path()).replace(
        "    by: guard                           # only", "    by: left of guard               # only", 1)
    seat = HumanSeat(mogel.load_rules(text=text), [mogel.HonestBot()] * 3, seed=1, oldest=3)    # Di holds it
    assert seat.is_watcher() and seat.game.state.roles["guard"] == 3
    assert seat.caught_row.children[0].value == "<b>You may call \u201cCaught!\u201d.</b> On a hunch:"
    seat.language.value = "de"
    assert seat.caught_row.children[0].value == "<b>Du darfst \u201eErwischt!\u201c rufen.</b> Auf Verdacht:"


@pytest.mark.parametrize("lang, label, sentence", [("en", "Gotcha! Cy", "You call \u201cGotcha!\u201d on Cy."),
                                                   ("de", "Hab dich! Cy", "Du rufst \u201eHab dich!\u201c bei Cy.")])
def test_the_caught_buttons_use_the_accusations_name_from_the_rules(lang, label, sentence):
    text = mogel.check.files.read_text(mogel.check.loader.default_rules_path())
    assert 'name: en "Caught!", de "Erwischt!"' in text
    text = text.replace('name: en "Caught!", de "Erwischt!"', 'name: en "Gotcha!", de "Hab dich!"')
    rules, _ = mogel.check.loader.check_source(text, "rules.mm")
    seat = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=1, attention=0.0, oldest=0, lang=lang)
    assert seat.caught_buttons[1].description == label
    seat.caught_buttons[1].click()
    assert any("Hab dich!" in note or "Gotcha!" in note for note in seat.notes)
    seat.choice_buttons[0].click()
    assert sentence in seat.notes


def test_a_seat_asked_to_accuse_or_slap_is_marked_to_decide_not_to_play(rules):
    seat = HumanSeat(rules, seed=7, oldest=0)                      # Ada holds the guard role: asked to accuse
    marks = {}
    for _ in range(3000):
        if seat.finished or len(marks) == 2:
            break
        badge = re.findall(r'<div class="mogel-seat active" data-seat="(\d)">.*?&#9654; ([^<]+)</span>', seat.table.value)
        assert badge and badge[0][0] == "0"                        # the seat asked, Ada, is the one marked
        marks.setdefault("decide" if seat.decision.kind in ("accuse", "react", "cheat") else "play", badge[0][1])
        seat.choice_buttons[0].click()
    assert marks == {"decide": "to decide", "play": "to play"}
    seat.language.value = "de"
    assert "&#9654; entscheidet" in seat.table.value or "&#9654; ist am Zug" in seat.table.value



def test_without_a_seed_each_seat_deals_afresh_and_tells_the_seed_only_at_the_end(rules):
    """Trial 26: the seed alone fixes every card.  HumanSeat() draws a fresh one from the system's
    randomness; the seat's log does not name it; the end says it, with how to deal it again."""
    seats = [HumanSeat(rules) for _ in range(2)]
    assert seats[0].game.seed != seats[1].game.seed
    seat = seats[0]
    seed = seat.game.seed
    assert "A game of" in seat.event_log.value and "(seed" not in seat.event_log.value
    while not seat.finished:
        seat.choice_buttons[0].click()
    assert seat.question.endswith(f"This game's seed was {seed}: HumanSeat(seed={seed}) deals the same cards again.")
    again = HumanSeat(rules, seed=seed).game.events
    assert again == seat.game.events[:len(again)]
