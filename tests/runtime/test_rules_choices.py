"""Variables and choices at play (docs/language.md 10.9, 10.10): scenarios and whole small games.

OWING (tests/owing_game.py) is a small game written for these tests: on each turn the active player chooses to draw
a card or to pass; a pass adds 1 to `owed` (reset each round), and once 2 are owed the player
may choose a victim, who draws what is owed.  Seats: 0 = Ada, 1 = Bo, 2 = Cy.
"""

from __future__ import annotations

from collections import Counter

import pytest

import mogel
from mogel.errors import IllegalDecision
from mogel.play.scenario import Scenario
from mogel.runtime.events import Decision
from owing_game import OWING

ADA, BO, CY = 0, 1, 2



def load(text: str = OWING, variants=()):
    rules, problems = mogel.check_source(text, "owing.mm", variants)
    assert rules is not None, "\n".join(str(p) for p in problems)
    return rules


@pytest.fixture(scope="module")
def rules():
    return load()


def table(rules, players=3):
    t = Scenario(rules, players)
    for seat in range(players):
        t.hand(seat, "number 1")
    t.pile("draw", "number 2", "number 3", "number 3")
    return t


def kinds(events, kind):
    return [ev for ev in events if ev.kind == kind]


# --- variables ------------------------------------------------------------------------------

def test_a_variable_starts_at_its_value_and_a_set_changes_it(rules):
    """`starts: 0`, reset each round; `set owed = owed + 1` adds one: a `set` event each time."""
    t = table(rules)
    assert t.state.variables["owed"] == 0

    events = t.turn(ADA, answers=["pass_on"])

    assert [ev.info for ev in kinds(events, "set")] == [{"variable": "owed", "value": 1},
                                                        {"variable": "passes", "value": 1}]
    assert t.state.variables["owed"] == 1


def test_a_variable_without_starts_is_absent_until_set_and_compares_false(rules):
    """`victim` has no `starts:`: absent (None), and `victim draws ...` does nothing while absent."""
    t = table(rules)
    assert t.state.variables["victim"] is None


def test_a_set_to_the_value_it_holds_has_no_event():
    text = OWING.replace("        set passes = passes + 1\n", "        set passes = 0\n")
    t = table(load(text))

    events = t.turn(ADA, answers=["pass_on"])

    assert [ev.info["variable"] for ev in kinds(events, "set")] == ["owed"]


def test_the_variable_is_reset_when_each_round_begins_and_the_game_one_is_not(rules):
    """A whole game: `owed` is 0 at each round's start (a `set` with `reset` when it changed);
    `passes` (no reset) counts on over both rounds."""
    game = mogel.Game(rules, ["random", "random", "random"], seed=4).play()
    events = game.events
    starts = [i for i, ev in enumerate(events) if ev.kind == "round_start"]
    assert len(starts) == 2
    state = game.state_at(starts[1] + 1)
    before_reset = dict(state.variables)
    state = game.state_at(starts[1] + 3)
    assert state.variables["owed"] == 0
    resets = [ev.info["variable"] for ev in events if ev.kind == "set" and ev.info.get("reset")]
    assert "passes" in resets and resets.count("passes") == 1     # once, when the game began
    passes = sum(1 for ev in events if ev.kind == "choose" and ev.info["chosen"] == "pass_on")
    assert game.state.variables["passes"] == passes
    assert before_reset["passes"] <= passes


def test_a_variant_changes_a_variable_property_by_property():
    rules = load(variants=("owe_more",))
    t = table(rules)
    assert t.state.variables["owed"] == 1
    assert rules.variables["owed"].reset == "round"   # kept from the rules


def test_a_named_variable_is_told_and_a_reset_or_an_unnamed_one_is_not(rules):
    game = mogel.Game(rules, ["honest", "random", "random"], seed=1)
    game.play()
    en, de = list(game.narration()), list(game.narration(lang="de"))
    assert "Cards owed: 1." in en and "Geschuldete Karten: 1." in de
    assert not any("passes" in line for line in en)
    assert not any(line.startswith("Cards owed: 0") for line in en[:8])   # the reset is not told


# --- choices --------------------------------------------------------------------------------

def test_a_choice_of_options_is_asked_with_display_names_and_binds_the_answer(rules):
    t = table(rules)

    events = t.turn(ADA, answers=["draw_one"])

    decision, answer = t.decisions[0]
    assert decision.kind == "choice" and decision.options == ("draw_one", "pass_on")
    assert decision.info["labels"]["draw_one"] == {"en": "I'll draw!", "de": "Ich ziehe!"}
    assert decision.info["choice"] == "answer" and decision.info["what"] == "option"
    assert answer == "draw_one"
    assert [ev.kind for ev in events] == ["choose", "draw"]
    assert events[0].info["chosen"] == "draw_one" and events[0].info["asked"] is True


def test_an_option_whose_if_fails_is_not_offered_and_one_left_of_a_must_is_taken_unasked(rules):
    """With the draw pile empty only `pass_on` is offered: taken without a question."""
    t = Scenario(rules, 3)
    t.hand(ADA, "number 1")

    events = t.turn(ADA)

    assert t.decisions == []
    choose = kinds(events, "choose")[0]
    assert choose.info["chosen"] == "pass_on" and choose.info["options"] == ["pass_on"]
    assert choose.info["asked"] is False


def test_a_player_choice_offers_the_filtered_players_in_seat_order_from_the_chooser(rules):
    t = table(rules)
    t.turn(ADA, answers=["pass_on"])
    t.turn(BO, answers=["pass_on"])          # owed reaches 2: Bo may choose a victim

    decision = t.decisions[-1][0]
    assert decision.kind == "choice" and decision.options == (None, CY, ADA)
    assert decision.info["what"] == "player"


def test_a_chosen_player_is_stored_and_acts(rules):
    t = table(rules)
    t.turn(ADA, answers=["pass_on"])

    events = t.turn(BO, answers=["pass_on", CY])

    choose = kinds(events, "choose")[-1]
    assert choose.info == {"choice": "victim", "chosen": CY, "variable": "victim", "options": [CY, ADA],
                           "asked": True, "private": ["options", "asked"]}
    assert t.state.variables["victim"] == CY
    assert [ev.seat for ev in kinds(events, "draw")] == [CY, CY]          # the 2 cards owed
    assert t.state.variables["owed"] == 0


def test_a_declined_may_binds_nothing_and_runs_otherwise(rules):
    t = table(rules)
    t.turn(ADA, answers=["pass_on"])

    events = t.turn(BO, answers=["pass_on", None])

    choose = kinds(events, "choose")[-1]
    assert choose.info["chosen"] is None and t.state.variables["victim"] is None
    assert kinds(events, "draw") == []                      # nobody was chosen to draw
    assert [ev.info["value"] for ev in kinds(events, "set") if ev.info["variable"] == "owed"] == [2, 3, 0]


def test_an_answer_not_offered_is_refused(rules):
    t = table(rules)
    with pytest.raises(IllegalDecision):
        t.turn(ADA, answers=["stop"])


def test_a_choice_decision_accepts_only_its_options_and_true_is_no_seat():
    decision = Decision(0, "choice", (None, 1, 2))
    assert decision.accepts(1) and decision.accepts(None)
    assert not decision.accepts(True) and not decision.accepts("1") and not decision.accepts(0)
    assert Decision(0, "choice", ("a", "b")).accepts("b")
    assert not Decision(0, "choice", ("a", "b")).accepts(None)


# --- rule H: what other seats see -------------------------------------------------------------

def test_other_seats_see_only_the_answer_of_a_choice_and_the_chooser_sees_its_options(rules):
    t = table(rules)
    t.turn(ADA, answers=["pass_on"])
    t.turn(BO, answers=["pass_on", CY])

    own = [ev for ev in t.view(BO).events() if ev.kind == "choose"][-1]
    other = [ev for ev in t.view(CY).events() if ev.kind == "choose"][-1]
    assert own.info["options"] == [CY, ADA] and own.info["asked"] is True
    assert other.info == {"choice": "victim", "chosen": CY, "variable": "victim"}


def test_declined_and_no_option_read_the_same_for_other_seats():
    """A `may` choice declined and one with no player to choose: the same event for Cy."""
    text = OWING.replace("may choose a player except active",
                         "may choose a player where player != active and size(hand of player) > 0")
    rules = load(text)
    seen = []
    for empty_hands in (False, True):
        t = Scenario(rules, 3)
        t.hand(BO, "number 1")
        if not empty_hands:
            t.hand(ADA, "number 2")
            t.hand(CY, "number 3")
        t.pile("draw", "number 1")
        t.turn(ADA, answers=["pass_on"])
        events = t.turn(BO, answers=["pass_on", None] if not empty_hands else ["pass_on"])
        shown = list(t.view(CY).events())[-len(events):]
        seen.append([(ev.kind, ev.seat, ev.info) for ev in shown if ev.kind == "choose"])
    assert seen[0] == seen[1] == [("choose", BO, {"choice": "answer", "chosen": "pass_on"}),
                                  ("choose", BO, {"choice": "victim", "chosen": None, "variable": "victim"})]


# --- whole games ----------------------------------------------------------------------------

@pytest.mark.parametrize("bots", [["random"] * 3, ["honest", "sneaky", "random"], ["sneaky"] * 4])
def test_whole_games_replay_event_for_event(rules, bots):
    for seed in range(3):
        game = mogel.Game(rules, bots, seed=seed).play()
        again = mogel.replay(rules, game.record())
        assert again.events == game.events
        assert any(ev.kind == "choose" for ev in game.events)


def test_every_bot_spreads_its_choices_over_the_options_and_only_random_declines_a_may(rules):
    """Honest and sneaky once took the first option every time; a bot knows no game to prefer
    one, so each bot's seeded rng spreads its answers; only random declines the `may` victim."""
    counts, declined, victims = Counter(), Counter(), Counter()
    for seed in range(30):
        game = mogel.Game(rules, ["honest", "sneaky", "random"], seed=seed).play()
        for ev in game.events:
            if ev.kind == "choose" and ev.info["asked"] and ev.info["choice"] == "answer":
                counts[(ev.seat, ev.info["chosen"])] += 1
            if ev.kind == "choose" and ev.info["asked"] and ev.info["choice"] == "victim":
                victims[ev.seat] += 1
                declined[ev.seat] += ev.info["chosen"] is None
    for seat in (ADA, BO, CY):
        drawn, passed = counts[(seat, "draw_one")], counts[(seat, "pass_on")]
        assert drawn + passed > 40 and abs(drawn - passed) < 0.4 * (drawn + passed)
    assert victims[ADA] and victims[BO] and declined[ADA] == declined[BO] == 0
    assert 0 < declined[CY] < victims[CY]


def test_narration_of_choices_in_english_and_german(rules):
    t = table(rules)
    t.turn(ADA, answers=["pass_on"])
    t.turn(BO, answers=["pass_on", CY])
    t.turn(CY, answers=["pass_on"])
    t.turn(ADA, answers=["pass_on", None])
    narrator_en = mogel.Game(rules, ["random"] * 3).narrator
    from mogel.present.narrate import Narrator
    narrator_de = Narrator(t.program, None, "de")
    layout = t.state.layout
    en = [narrator_en.sentence(ev, layout) for ev in t.events if ev.kind == "choose"]
    de = [narrator_de.sentence(ev, layout) for ev in t.events if ev.kind == "choose"]
    assert en == ["Ada: \u201cI pass.\u201d", "Bo: \u201cI pass.\u201d", "Bo chooses Cy (victim).",
                  "Cy: \u201cI pass.\u201d", "Ada: \u201cI pass.\u201d", "Ada chooses nothing (victim)."]
    assert de == ["Ada: \u201eIch passe.\u201c", "Bo: \u201eIch passe.\u201c", "Bo wählt Cy (Opfer).",
                  "Cy: \u201eIch passe.\u201c", "Ada: \u201eIch passe.\u201c", "Ada wählt nichts (Opfer)."]
    sets = [narrator_en.sentence(ev, layout) for ev in t.events if ev.kind == "set"]
    assert "Cards owed: 2." in sets and not any("Victim" in (s or "") for s in sets)   # told by the choice


def test_an_unnamed_player_choice_and_options_without_names_are_told_plainly():
    text = OWING.replace('draw_one (en "I\'ll draw!", de "Ich ziehe!")', "draw_one") \
        .replace("set victim = active may choose", "let who = active may choose") \
        .replace("victim draws owed", "who draws owed")
    rules = load(text)
    t = table(rules)
    t.turn(ADA, answers=["draw_one"])
    t.turn(BO, answers=["pass_on"])
    t.turn(CY, answers=["pass_on", ADA])
    from mogel.present.narrate import Narrator
    told = [Narrator(t.program).sentence(ev, t.state.layout) for ev in t.events if ev.kind == "choose"]
    assert told == ["Ada: \u201cdraw one\u201d", "Bo: \u201cI pass.\u201d", "Cy: \u201cI pass.\u201d",
                    "Cy chooses Ada."]
