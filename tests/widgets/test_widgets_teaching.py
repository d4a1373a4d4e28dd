"""Issue 20, item 6 (teaching, second round): what the learner reads in notebooks 01, 04, 05, 06.

- 04: the list of house rules scrolls; its rows keep their height (the browser test measures it
  in JupyterLab at 1400 and 1920 px; here the layout that makes it so);
- 05: an indentation message names lines of the learner's box, not of rules.mm + the box;
- 06: a move the rules made for the human (the only legal card) is told, with the rules' line
  and its log line, and a card of the hand that is not offered is told why, in the rules' own
  words -- about the earlier move above, about the question on screen under it; what happened
  since the last choice (a race lost, a round scored) is told above the next question, and the
  status line holds only the notes of the last choice;
- 01: in "One rule in action" the slowest gets a card from every other player, and the round
  goes on; when it ends, its `ends when:` line is named;
- 02 and 06: what the notebooks' words promise (Step twice, the event numbers of two views, a
  game in which the learner holds the Guard Bug) is what their widgets show.
"""

from __future__ import annotations

import contextlib
import html
import io
import json
import re
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.widgets import HumanSeat, RulesEditor, VariantPanel  # noqa: E402

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


# --- 04: the house-rule list -------------------------------------------------------------------
def test_the_house_rule_list_scrolls_and_its_rows_keep_their_height(rules):
    panel = VariantPanel(rules, seed=3)
    listing = next(c for c in panel.children if "mogel-variants" in c._dom_classes)
    assert listing.layout.max_height == "300px" and "auto" in listing.layout.overflow
    rows = listing.children
    assert len(rows) == len(rules.variants) >= 20
    for row, (name, variant) in zip(rows, rules.variants.items()):
        assert row.layout.flex == "0 0 auto"            # a row never shrinks below its text
        box, text = row.children
        assert box.description == name and html.escape(variant.description) in text.value
        assert "white-space:normal" in text.value and text.layout.min_width == "0"   # long text wraps


# --- 05: the learner's line numbers ---------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("line, spaces", [(9, 7), (9, 6), (14, 6), (13, 7)])
def test_an_indentation_message_counts_the_lines_of_the_learners_box(lang, line, spaces):
    editor = RulesEditor(seed=2, lang=lang)
    lines = editor.text.value.splitlines()
    lines[line - 1] = " " * spaces + lines[line - 1].lstrip()
    editor.text.value = "\n".join(lines) + "\n"
    assert editor.diagnostics, "the bad indentation is an error"
    shown = editor.messages.value
    numbers = [int(n) for n in re.findall(r"\b(?:line|Zeile) (\d+)", shown)]
    assert numbers and max(numbers) <= len(lines), shown           # was "like line 357"
    said = " ".join(editor.told(d) for d in editor.diagnostics)
    assert re.search(r"like line (8|13)\b|line 14 of the same block" if lang == "en" else
                     r"wie Zeile (8|13)\b|Zeile 14 desselben Blocks", said), said
    assert "rules.mm" not in said


def test_a_place_in_rules_mm_in_a_message_says_so():
    editor = RulesEditor(seed=2)
    assert editor._places("as many as line 12 above it") == "as many as line 12 of the game's own rules.mm above it"
    assert editor._places(f"like line {editor.offset + 3}") == "like line 3"


# --- 06: moves made for the human, cards not offered ----------------------------------------------
def _click_until(seat, want, limit=2000):
    for _ in range(limit):
        if want(seat):
            return True
        if seat.finished:
            return False
        seat.choice_buttons[0].click()
    return False


def _plays(seat, kind="play"):
    return [e for e in seat.game.events if e.kind == kind and e.seat == seat.seat]


def test_a_card_played_for_the_human_is_told_with_its_rule(rules):
    seat = HumanSeat(rules, seed=18)      # a game where Ada's only fitting card is played for her
    assert _click_until(seat, lambda s: any("could be played" in t for t in s.made_for_you))
    told = next(t for t in seat.made_for_you if "could be played" in t)
    deck = seat.game.program.deck
    card = next(c for key, f in seat._made if key == "forced_play" for c in [f["card"]])
    assert any(e.moves[0][0] == card for e in _plays(seat))          # it was played, by the human's seat
    kind, value = deck.face(card)
    assert f"({value})" in told and "played for you" in told and "rules.mm, line " in told
    assert html.escape(told) in seat.prompt.value                     # shown above the next question
    seat.language.value = "de"
    assert any(t.startswith("Nur ") and "f\u00fcr dich gespielt" in t for t in seat.made_for_you)


def test_a_move_the_human_chose_is_not_told_as_made_for_them(rules):
    seat = HumanSeat(rules, seed=7)
    assert _click_until(seat, lambda s: s.decision.kind == "play" and len([o for o in s.decision.options if o]) > 1)
    chosen = seat.decision.options[-1]
    seat.choice_buttons[-1].click()
    assert any(e.moves[0][0] == chosen for e in _plays(seat))
    assert all(f.get("card") != chosen for key, f in seat._made)


def test_cards_the_human_chose_then_said_thats_all_are_not_told_as_made_for_them():
    """Cheat's `1 to most_cards cards`: a card clicked, then "That's all" -- the move is the human's."""
    seat = HumanSeat(mogel.load_rules(game="cheat"), ["random", "honest", "sneaky"], seed=4, seat=1)
    stops = 0
    for _ in range(12):
        stops += [b.description for b in seat.choice_buttons][:1] == ["That's all"]
        seat.choice_buttons[0].click()
        assert not any("could be played" in t for t in seat.made_for_you), seat.made_for_you
    assert stops >= 3


def test_a_card_not_offered_is_told_why_in_the_rules_words(rules):
    seat = HumanSeat(rules, seed=7)
    deck = seat.game.program.deck

    def moth_held_not_guard(s):
        return (s.decision is not None and s.decision.kind == "play" and not s.is_watcher()
                and any(deck.kinds[c] == "moth" for c in s.game.view(0).hand))
    assert _click_until(seat, moth_held_not_guard)
    why = [t for t in seat.not_offered if "Cheating Moth" in t]
    assert why and "cannot be played unless player is guard" in why[0] and "rules.mm, line 97" in why[0]
    assert "Not offered: Cheating Moth" in seat.prompt.value
    assert all("Cheating Moth" not in b.description for b in seat.choice_buttons)
    unfit = [t for t in seat.not_offered if "fits(card, top of discard)" in t]
    faces = {deck.face(c) for c in seat.game.view(0).hand}
    offered = {deck.face(o) for o in seat.decision.options if o is not None}
    assert bool(unfit) == bool({f for f in faces - offered if f[0] != "moth"})   # each left out has its reason
    seat.language.value = "de"
    assert any(t.startswith("Nicht angeboten: ") and "Mogel-Motte" in t for t in seat.not_offered)


def test_no_card_that_fits_is_told_as_the_rules_drawing_for_the_human(rules):
    seat = HumanSeat(rules, seed=7)
    assert _click_until(seat, lambda s: any("No card of yours" in t for t in s.made_for_you))
    told = next(t for t in seat.made_for_you if "No card of yours" in t)
    assert "otherwise active draws 1 card from draw" in told and "line 164" in told
    assert _plays(seat, "draw")


# --- 01: one rule in action --------------------------------------------------------------------------
def test_notebook01_shows_the_slowest_getting_a_card_from_every_other_player():
    book = json.loads((NOTEBOOKS / "01_meet_the_rules.ipynb").read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in book["cells"]]
    at = next(i for i, text in enumerate(cells) if text.startswith("## One rule in action"))
    assert "every other player" in cells[at]
    space: dict = {}
    exec(next(c for c in cells if "mogel.load_rules()" in c), space)   # noqa: S102 - our own notebook
    exec(cells[at + 1], space)                                             # noqa: S102
    table, events = space["table"], space["events"]
    gives = [e for e in events if e.kind == "give"]
    loser = gives[0].info["to"]
    assert {e.seat for e in gives} == set(range(4)) - {loser}     # each of the other three gives
    assert all(e.info["to"] == loser for e in gives)
    assert table.round_over is None                                        # and the round goes on


# --- 06: what happened since the last choice; notes of that choice only ----------------------------
def _box(seat) -> str:
    """The plain text of the box above the question (what happened, moves made for the human)."""
    head = seat.prompt.value.split("<p style='color:#000;font-size:15px'>")[0].split("<h2")[0]
    return html.unescape(re.sub(r"<br>", "\n", re.sub(r"<(?!br>)[^>]+>", "", head)))


def test_the_first_screen_tells_the_earlier_turn_apart_from_the_question_on_screen(rules):
    seat = HumanSeat(rules, seed=18)      # a game where Ada's first turn was played for her
    box = _box(seat)
    forced = next(line for line in box.splitlines() if "played for you" in line)
    number = int(re.match(r"(\d+)\. Only ", forced)[1])                   # numbered as in the log
    entry = seat._timeline.entries[number - 1]
    assert entry.kind == "play" and entry.text.startswith("Ada plays ") and f"{number}." in seat.event_log.value
    earlier = [line for line in box.splitlines() if "not offered" in line.lower()]
    assert earlier and all(line.startswith("At that move, not offered: ") for line in earlier)
    buttons = " ".join(b.description for b in seat.choice_buttons)
    for line in seat.not_offered:                                  # under the question: the hand now
        assert line.startswith("Not offered: ") and html.escape(line) in seat.prompt.value
        named = re.findall(r"([A-Za-z ]+ \(\d\))", line.split(" -- ")[0][len("Not offered: "):])
        assert named and not any(name.strip() in buttons for name in named)
    seat.language.value = "de"
    assert "Bei diesem Zug nicht angeboten: " in _box(seat) and f"{number}. Nur " in _box(seat)


def _slow_slaps_until_a_round_ends(seat):
    """Answer (the first button; a race: 9 s) until an answer ends a round; the events it ran."""
    for _ in range(400):
        start = len(seat.game.events)
        if seat.decision.kind == "react":
            seat.slap(9.0)
        else:
            seat.choice_buttons[0].click()
        if any(e.kind == "round_end" for e in seat.game.events[start:]) and not seat.finished:
            return seat.game.events[start:]
    raise AssertionError("no answer ended a round")


def test_an_answer_that_ends_a_round_is_told_above_the_next_question(rules):
    seat = HumanSeat(rules, seed=7)
    ran = _slow_slaps_until_a_round_ends(seat)
    box = _box(seat)
    ended = next(e for e in ran if e.kind == "round_end").info["round"]
    score = next(e for e in ran if e.kind == "score" and e.seat == 0).info["points"]
    assert box.startswith("Since your last choice:") and f"Round {ended} ends." in box
    assert f"Ada scores {score} point" in box and f"Round {ended + 1} begins." in box
    lines = [line for line in box.splitlines()[1:] if re.match(r"\d+\. ", line)]
    told = [e.text for e in seat._timeline.entries]
    for line in lines:                                             # each a line of Ada's own log, numbered as there
        number, text = line.split(". ", 1)
        assert told[int(number) - 1] == text
    if any(e.kind == "race" and 0 in e.info["times"] for e in ran):
        assert "9.00 s" in box                                     # the race Ada lost, with her time
    entries = seat._timeline.entries
    first = len(seat.game.events) - len(ran)
    end = next(n for n, e in enumerate(entries, 1) if e.kind == "round_end" and e.index >= first)
    ender = entries[end - 2]                                       # the act that ended the round: why it ended
    if seat.game.events[ender.index].seat != 0:
        assert f"{end - 1}. {ender.text}\n{end}. {entries[end - 1].text}" in box
    seat.language.value = "de"
    assert _box(seat).startswith("Seit deiner letzten Wahl:") and f"Runde {ended} ist zu Ende." in _box(seat)


def test_a_note_of_a_choice_is_gone_after_the_next_choice(rules):
    seat = HumanSeat(rules, [mogel.HonestBot()] * 3, seed=5)
    assert _click_until(seat, lambda s: s.decision.kind == "play" and len(s.game.view(0).hand) > 2)
    seat.hide_toggle.click()
    seat.hide_buttons[0].click()
    assert plain_status(seat).count("you will hide") == 1             # said once, in words, not "armed:"
    seat.choice_buttons[0].click()
    assert "You hid" in plain_status(seat) and "you will hide" not in plain_status(seat)
    seat.choice_buttons[0].click()                                   # the next choice
    assert "You hid" not in plain_status(seat)
    assert "You hid" in " ".join(seat.notes)                         # kept in the notes, not on screen


def plain_status(seat) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", seat.status.value))


# --- what the notebooks' words promise is what their widgets show ------------------------------------
def _cells(name: str) -> dict:
    book = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    return {c["id"]: "".join(c["source"]) for c in book["cells"]}


def test_notebook01_a_round_that_ends_names_its_ends_when_line():
    cells = _cells("01_meet_the_rules.ipynb")
    space: dict = {}
    exec(cells["01-01"], space)                                            # noqa: S102 - our own notebook
    edited = cells["01-09"].replace('"number 5", "number 1")', '"number 5")')   # the notebook's "Try it"
    assert edited != cells["01-09"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(edited, space)                                                # noqa: S102
    end = space["rules"].round.where("ends_when").line
    said = out.getvalue()
    assert "The round is over: a hand is empty.\n" in said
    assert f"    <- line {end}: ends when: any(players where empty(hand of player))" in said


def test_notebook02_step_twice_shows_adas_play_and_once_more_a_cheat(rules):
    cells = _cells("02_step_through_a_game.ipynb")
    assert "Press **Step** twice. What did Ada do?" in cells["02-02"]
    viewer = mogel.widgets.GameViewer(seed=3)                              # as the notebook makes it
    for _ in range(2):
        viewer.stepper.step.click()
    newest = viewer.timeline.entries[viewer.position - 1]
    assert newest.kind == "play" and newest.text.startswith("Ada plays ")
    turn = rules.turn.span
    assert viewer.rules_panel.marked[0] == newest.span.line and turn.line < newest.span.line <= turn.end_line
    viewer.stepper.step.click()
    assert viewer.timeline.entries[viewer.position - 1].kind == "cheat"    # "who did something secretly?"
    viewer.stepper.to_round_end.click()
    everything = viewer.position
    viewer.view.value = 1
    assert f"event {everything} in *Everything*, {viewer.position} for Bo" in cells["02-00"]


def test_notebook06_the_guards_game_offers_a_fitting_moth_and_not_another(rules):
    cells = _cells("06_play_against_the_bots.ipynb")
    space = {"mogel": mogel, "HumanSeat": HumanSeat}
    exec(cells["06-guard"], space)                                         # noqa: S102
    guard = space["guard"]
    assert guard.is_watcher() and guard.decision.kind == "play"            # Ada's first turn, as the guard
    deck = guard.game.program.deck
    assert any(deck.kinds[o] == "moth" for o in guard.decision.options if o is not None)
    assert any("Cheating Moth" in b.description for b in guard.choice_buttons)
    assert any("Cheating Moth" in why and "fits(card, top of discard)" in why for why in guard.not_offered)
