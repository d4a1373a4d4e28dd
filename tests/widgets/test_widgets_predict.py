"""Predict-then-reveal in the game viewer (mogel.widgets.predict), driven headless through its buttons.

For every shipped game: a prediction clicked on an answer button steps the viewer on, and the
tally counts it right exactly when the answer equals what the revealed events (as the viewing
seat was told them) say; Skip steps without counting; in a seat's view no question offers a card
that seat could not see (checked against the seat's PlayerView at its own decisions, noted by a
recording bot), and a choice of another seat offers what the rules text lists, whatever was
really offered.
"""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.agents import HonestBot, RandomBot, SneakyBot  # noqa: E402
from mogel.widgets import GameViewer  # noqa: E402
from mogel.widgets.predict_questions import Questions  # noqa: E402
from mogel.widgets.viewer_text import PREDICT_KINDS as KINDS  # noqa: E402

from lay_rules import lay_rules  # noqa: E402
from recording_bot import Recorder  # noqa: E402

GAMES = {"rules.mm": None, "mogelei": "mogelei", "cheat": "cheat"}    # the shipped games
ASKED = {"rules.mm": {"turn", "role", "card", "notice", "accuse", "race"}, "mogelei": {"turn", "role", "card",
         "choice", "accuse"}, "cheat": {"turn", "card", "accuse"}, "lay": {"turn", "card", "choice"}}
PER_KIND = 3          # predictions per kind of question and game (each a step of the viewer)


def load(game):
    """The rules of a shipped game, or of LAY (tests/lay_rules.py: a `may` play, a choice of a player)."""
    if game == "lay":
        return lay_rules()
    return mogel.load_rules(game=GAMES[game]) if GAMES[game] else mogel.load_rules()


def revealed(viewer, start):
    """The entries shown by the last move from position `start`, as the viewer's seat was told them."""
    game, seat = viewer.game, viewer.timeline.seat
    return [game.visibility.redact(game.events[e.index], seat) for e in viewer.timeline.entries[start:viewer.position]]


def what_happened(question, events, deck_kinds):
    """The answer the revealed events give to `question`, read as a learner reads the log: the
    last event revealed answers it (a call on a claim: after the cards turned over)."""
    last = events[-1]
    if question.kind == "turn":
        return last.seat
    if question.kind == "role":
        return last.info["to"]
    if question.kind == "race":
        return last.info["winner"]
    if question.kind == "notice":
        return last.info["noticed"]
    if question.kind == "choice":
        return last.info["chosen"]
    if question.kind == "accuse":
        if "nobody" in question.options:
            return "nobody" if last.kind == "no_accusation" else "right" if last.info["right"] else "wrong"
        return last.info["right"]
    assert question.kind == "card"
    if last.kind == "decline":
        return None
    card = last.moves[0][0]
    return deck_kinds[card] if isinstance(question.options[0], str) else card


def positions_by_kind(viewer):
    found = {}
    questions = Questions(viewer.game, viewer.timeline)
    for p in range(len(viewer.timeline)):
        q = questions.at(p)
        if q is not None:
            found.setdefault(q.kind, []).append(p)
    return found


@pytest.mark.parametrize("game", [*GAMES, "lay"])
@pytest.mark.parametrize("view", ["all", 1])
def test_a_prediction_counts_right_exactly_when_the_step_shows_it(game, view):
    viewer = GameViewer(load(game), seed=3, view=view, predict=True)
    panel, kinds = viewer.predictor, viewer.game.program.deck.kinds
    found = positions_by_kind(viewer)
    assert ASKED[game] - {"notice"} <= set(found) and ("notice" in found) == (view == "all" and "notice" in ASKED[game])
    outcomes = set()
    for kind, positions in found.items():
        for n, position in enumerate(positions[:PER_KIND]):
            viewer.stepper.go(position)
            question = panel.question
            assert question is not None and question.kind == kind
            labels = [b.description for b in panel.option_buttons]
            assert labels == list(question.labels) and len(labels) >= 2
            pick = n * 7 % len(labels)       # a spread of answers: some right, some wrong
            before = {k: list(v) for k, v in panel.tally.items()}
            panel.option_buttons[pick].click()
            assert viewer.position > position
            said, answer = question.options[pick], what_happened(question, revealed(viewer, position), kinds)
            right = type(said) is type(answer) and said == answer
            outcomes.add(right)
            assert panel.tally[kind] == [before[kind][0] + right, before[kind][1] + 1]
            assert all(panel.tally[k] == before[k] for k in KINDS if k != kind)
            assert panel.last == (question, said, right)
            shown = panel.feedback.value
            assert ("right!" in shown) == right and (right or question.label_of(answer) in shown.replace("&#x27;", "'"))
    assert outcomes == {True, False}
    assert f"{sum(r for r, _ in panel.tally.values())} of {sum(a for _, a in panel.tally.values())} right" \
        in panel.scores.value


@pytest.mark.parametrize("game", list(GAMES))
def test_skip_steps_without_counting_and_next_question_finds_one(game):
    viewer = GameViewer(load(game), seed=5, predict=True)
    panel = viewer.predictor
    start = viewer.position
    panel.skip.click()
    assert viewer.position == start + 1
    assert all(asked == 0 for _, asked in panel.tally.values()) and panel.last is None
    assert "No predictions yet" in panel.scores.value
    for _ in range(5):
        before = viewer.position
        panel.next_question.click()
        assert viewer.position > before and panel.question is not None
        assert panel.question.position == viewer.position
    viewer.stepper.step.click()                      # the viewer's own Step is no prediction either
    assert all(asked == 0 for _, asked in panel.tally.values())


@pytest.mark.parametrize("game", [*GAMES, "lay"])
@pytest.mark.parametrize("seat", [0, 2])
def test_a_seat_view_offers_only_cards_the_seat_sees(game, seat):
    rules = load(game)
    bots = [Recorder(kind()) for kind in (RandomBot, HonestBot, SneakyBot, RandomBot)]
    viewer = GameViewer(rules, bots, seed=4, view=seat, predict=True)
    own = bots[seat].seen                   # (decision, answer, hand, cards the seat's PlayerView knew)
    questions = Questions(viewer.game, viewer.timeline)
    offered_by_span, cards_asked = {}, 0
    for p in range(len(viewer.timeline)):
        q = questions.at(p)
        if q is None:
            continue
        assert q.kind != "notice", "a notice is told to the watcher only when noticed: never asked in a seat view"
        if q.kind == "card" and not any(isinstance(o, str) for o in q.options):    # card ids (None: no card)
            cards = {o for o in q.options if o is not None}
            match = [known for d, _, _, known in own if {o for o in d.options if o is not None} == cards]
            assert match and any(cards <= known for known in match), f"{game}: seat {seat} offered {q.labels}"
            cards_asked += 1
        if q.kind == "card" and isinstance(q.options[0], str):     # another seat's play: the deck's kinds
            assert set(q.options) == set(viewer.game.program.deck.kinds) - {None}
        entry = viewer.timeline.entries[p]
        ev = viewer.game.events[entry.index]
        if q.kind == "choice" and ev.seat != seat:
            offered_by_span.setdefault(ev.span, set()).add(q.options)
    assert cards_asked > 0
    assert all(len(options) == 1 for options in offered_by_span.values()), \
        "another seat's choice must offer what the rules list, not what that seat was offered"


def test_german_words_and_the_tally_follow_the_viewer_language(rules):
    viewer = GameViewer(rules, seed=3, predict=True, lang="de")
    panel = viewer.predictor
    panel.next_question.click()
    assert "Erst tippen, dann sehen" in panel.prompt.value
    panel.option_buttons[0].click()
    assert "getippt" in panel.feedback.value and "richtig" in panel.scores.value
    viewer.set_lang("en")
    assert "Predict, then see" in panel.prompt.value and "right" in panel.scores.value
    assert panel.skip.description.startswith("Skip") and panel.next_question.tooltip


def test_every_answer_is_a_named_button_and_the_keys_are_told(rules):
    viewer = GameViewer(rules, seed=3, predict=True)
    panel = viewer.predictor
    for _ in range(6):
        panel.next_question.click()
        for button in panel.option_buttons + [panel.skip, panel.next_question]:
            assert button.description.strip() and button.tooltip and not button.disabled
    assert "Enter or Space" in panel.key_help.value
    viewer.stepper.go(viewer.stepper.maximum)
    assert panel.question is None and panel.skip.disabled and "game is over" in panel.prompt.value


def test_without_predict_the_viewer_is_unchanged(rules):
    plain, predicting = GameViewer(rules, seed=3), GameViewer(rules, seed=3, predict=True)
    assert plain.predictor is None and predicting.predictor in predicting.children
    assert len(predicting.children) == len(plain.children) + 1
    assert plain.game.events == predicting.game.events


def test_another_game_gets_new_questions(rules):
    viewer = GameViewer(rules, seed=3, predict=True)
    panel = viewer.predictor
    panel.next_question.click()
    first = panel.question
    viewer.set_seed(8)
    panel.next_question.click()
    assert panel.question is not None and panel.question is not first
    panel.option_buttons[-1].click()
    assert sum(asked for _, asked in panel.tally.values()) == 1


@pytest.mark.parametrize("game", list(GAMES))
def test_random_clicks_through_views_and_languages_keep_the_tally_honest(game):
    """Seeded random clicks on the panel's answers, Skip and Next question, the viewer's Step,
    Back, View and language: no error is told, and the tally counts every answer clicked."""
    import random

    rng = random.Random(game)
    viewer = GameViewer(load(game), seed=rng.randrange(100), predict=True, lang="de")
    panel, answered = viewer.predictor, 0
    views = [value for _, value in viewer.view.options]
    for _ in range(120):
        roll = rng.random()
        if roll < 0.45 and panel.option_buttons:
            rng.choice(panel.option_buttons).click()
            answered += 1
        elif roll < 0.6:
            rng.choice([panel.skip, panel.next_question, viewer.stepper.step, viewer.stepper.back]).click()
        elif roll < 0.7:
            viewer.view.value = rng.choice(views)
        elif roll < 0.75:
            viewer.language.value = rng.choice(["en", "de"])
        else:
            panel.next_question.click()
        assert viewer.error_area.error is None, viewer.error_area.value
        question = panel.question
        assert question is None or [b.description for b in panel.option_buttons] == list(question.labels)
    assert answered > 20 and sum(asked for _, asked in panel.tally.values()) == answered
