"""Choices of an attribute's value at play (docs/language.md 10.10): scenarios from hand-built
tables and whole small games of WISH (tests/value_choice_rules.py).  Seats: 0 Ada, 1 Bo, 2 Cy.
"""

from __future__ import annotations

from collections import Counter

import pytest

import mogel
from mogel.errors import IllegalDecision
from mogel.play.scenario import Scenario
from mogel.present.narrate import Narrator
from recording_bot import Recorder
from value_choice_rules import WISH

ADA, BO, CY = 0, 1, 2


@pytest.fixture(scope="module")
def rules():
    found, problems = mogel.check_source(WISH, "wish.mm")
    assert found is not None, problems
    return found


def table(rules, top="blue 6"):
    t = Scenario(rules, 3)
    t.pile("discard", top)
    t.hand(ADA, "red 1", "green 2")
    t.hand(BO, "blue 1")
    t.hand(CY, "red 2")
    t.pile("draw", "green 5", "green 6")
    return t


def chooses(events):
    return [ev for ev in events if ev.kind == "choose"]


def test_the_values_are_offered_in_their_order_where_the_condition_holds(rules):
    t = table(rules)
    t.turn(ADA, answers=["green", None])
    wish, named = [d for d, _ in t.decisions if d.kind == "choice"]
    assert wish.options == ("red", "green")   # not blue: the top card is blue
    assert wish.info["what"] == "value"
    assert wish.info["labels"]["red"]["en"] == "RED" and wish.info["labels"]["green"]["de"] == "GRÜN"
    assert named.options == (None, "green")   # a `may`: declining first; green = wish and green
    assert t.state.variables["wish"] == "green"


def test_the_answer_is_stored_bound_and_compared(rules):
    t = table(rules)
    events = t.turn(ADA, answers=["green", "green"])
    assert [(ev.info["choice"], ev.info["chosen"]) for ev in chooses(events)] == [("wish", "green"), ("named", "green")]
    assert chooses(events)[0].info["variable"] == "wish"
    assert [ev.info["points"] for ev in events if ev.kind == "score"] == [2]   # if named = green
    assert t.faces("discard")[-1] == "green 2"   # card.colour = wish


def test_one_value_left_of_a_must_is_taken_without_asking():
    text = WISH.replace("where colour != (top of discard).colour", "where colour = red")
    t = table(mogel.load_rules(text=text, file="wish.mm"))
    events = t.turn(ADA, answers=[None])
    first = chooses(events)[0]
    assert first.info["chosen"] == "red" and first.info["asked"] is False
    assert [d.info["choice"] for d, _ in t.decisions if d.kind == "choice"] == ["named"]


def test_a_declined_may_binds_nothing_and_runs_otherwise(rules):
    t = table(rules)
    events = t.turn(ADA, answers=["red", None])
    assert chooses(events)[1].info["chosen"] is None
    assert [ev.info["points"] for ev in events if ev.kind == "score"] == [1]


def test_an_answer_not_offered_is_refused(rules):
    t = table(rules)
    with pytest.raises(IllegalDecision):
        t.turn(ADA, answers=["blue"])


def test_narration_in_english_and_german_tells_the_display_names(rules):
    t = table(rules)
    t.turn(ADA, answers=["green", "green"])
    t.turn(BO, answers=["red", None])
    layout = t.state.layout
    told = {lang: [Narrator(t.program, None, lang).sentence(ev, layout) for ev in chooses(t.events)]
            for lang in ("en", "de")}
    assert told["en"] == ["Ada wishes GREEN.", "Ada chooses GREEN.", "Bo wishes RED.", "Bo chooses nothing."]
    assert told["de"] == ["Ada wünscht sich GRÜN.", "Ada wählt GRÜN.", "Bo wünscht sich ROT.", "Bo wählt nichts."]


def test_without_words_a_stored_value_is_told_with_the_variable_and_a_set_by_its_name():
    text = WISH.replace(' (en "{player} wishes {colour}.", de "{player} wünscht sich {colour}.")', "") \
        .replace("    let named", "    set wish = blue\n    let named")
    t = table(mogel.load_rules(text=text, file="wish.mm"))
    t.turn(ADA, answers=["green", None])
    layout = t.state.layout
    en = [Narrator(t.program, None, "en").sentence(ev, layout) for ev in t.events if ev.kind in ("choose", "set")]
    de = [Narrator(t.program, None, "de").sentence(ev, layout) for ev in t.events if ev.kind in ("choose", "set")]
    en, de = [s for s in en if s], [s for s in de if s]   # resets are not told
    assert en[:3] == ["Ada chooses GREEN (wished colour).", "Wished colour: BLUE.", "Ada chooses nothing."]
    assert de[:3] == ["Ada wählt GRÜN (gewünschte Farbe).", "Gewünschte Farbe: BLAU.", "Ada wählt nichts."]


def test_other_seats_see_only_the_answer(rules):
    t = table(rules)
    t.turn(ADA, answers=["green", None])
    for seat, private in ((ADA, True), (BO, False), (CY, False)):
        shown = [ev for ev in t.view(seat).events() if ev.kind == "choose"]
        assert all(("options" in ev.info) == private and ("asked" in ev.info) == private for ev in shown)


@pytest.mark.parametrize("bots", [["random"] * 3, ["honest", "sneaky", "random"]])
def test_whole_games_replay_event_for_event(rules, bots):
    for seed in range(3):
        game = mogel.Game(rules, bots, seed=seed).play()
        assert mogel.replay(rules, game.record()).events == game.events
        assert any(ev.kind == "choose" and ev.info["choice"] == "wish" for ev in game.events)
        text = "\n".join(game.narration(lang="de"))
        assert "None" not in text and "wünscht sich" in text


def test_honest_wishes_a_colour_it_holds_most_of_and_random_picks_uniformly(rules):
    """Honest once took the first value every time: now the value of which its hand holds the
    most cards (at random among equals), so its wishes follow its hands."""
    counts, wished = Counter(), Counter()
    for seed in range(30):
        honest = Recorder(mogel.make_bot("honest"))
        game = mogel.Game(rules, [honest, "random", "random"], seed=seed).play()
        deck = game.program.deck
        for decision, answer, hand, _ in honest.seen:
            if decision.kind == "choice" and decision.info["choice"] == "wish":
                held = Counter(deck.attributes_of(card)["colour"] for card in hand)
                assert held[answer] == max(held[value] for value in decision.options)
                wished[answer] += 1
        for ev in game.events:
            if ev.kind == "choose" and ev.info["choice"] == "wish" and ev.info["asked"] and ev.seat != ADA:
                counts[ev.info["options"].index(ev.info["chosen"])] += 1
    assert len(wished) >= 3
    first, second = counts[0], counts[1]
    assert first + second > 60 and abs(first - second) < 0.3 * (first + second)
