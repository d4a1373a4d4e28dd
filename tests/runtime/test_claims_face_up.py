"""A claim made by a face-up play, `plays ... onto ZONE claiming NAME about CARDS [when COND]`,
and its challenge, which shows claimed cards in a hand to the challenger alone
(docs/language.md 10.14), on hand-built tables of HOLD (tests/face_up_claims.py): a joker
played claims "I hold no 3" about the hand left.  Seats: 0 = Ada, 1 = Bo, 2 = Cy.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.play.scenario import Scenario
from mogel.present.narrate import Narrator
from mogel.present.narrate_lines import told_lines
from face_up_claims import HOLD
from rule_h import Case, assert_no_leak

ADA, BO, CY = 0, 1, 2


def table(*hand: str) -> Scenario:
    t = Scenario(mogel.load_rules(text=HOLD, file="hold.mm"), players=3)
    t.hand(ADA, *hand)
    t.hand(BO, "number 1")
    t.hand(CY, "number 2")
    t.pile("pile", "number 1")
    return t


def lines(t: Scenario, events, seat, lang: str = "en"):
    """The narration `seat` reads of `events` (None: all-seeing)."""
    shown = [t.visibility.redact(ev, seat) for ev in events]
    return [line.text for line in told_lines(Narrator(t.program, None, lang), shown, t.state.layout)
            if line.event.kind != "turn"]


@pytest.mark.parametrize("hand, true", [(("joker", "number 1", "number 2"), True),
                                         (("joker", "number 3", "number 2"), False)])
def test_a_face_up_play_claims_about_the_hand_left_when_made(hand, true):
    t = table(*hand)
    events = t.turn(ADA, answers=["joker", None, None])
    (play,) = [ev for ev in events if ev.kind == "play"]
    assert "face_down" not in play.info and t.faces("pile")[-1] == "joker"   # laid face up, seen by all
    assert play.info["claim"] == {"name": "no_three", "says": {"en": "I hold no 3", "de": "ich habe keine 3"}}
    assert play.info["true"] is true and "true" not in t.visibility.redact(play, BO).info
    assert t.visibility.redact(play, BO).moves[0][0] == play.moves[0][0]
    (claim,) = t.engine.open_claims
    assert sorted(t.face_of(card) for card in claim.cards) == sorted(hand[1:])   # the hand but the joker
    assert [ev.kind for ev in events if ev.kind not in ("turn", "set")] == ["play", "no_accusation"]
    assert lines(t, events, BO) == ["Ada plays a joker on a number card (1): \u201cI hold no 3\u201d.",
                                    "Nobody calls \u201cDoubt!\u201d."]


def test_a_card_that_fails_when_makes_no_claim_and_the_decision_marks_the_bluffs():
    t = table("joker", "number 3", "number 2")
    events = t.turn(ADA, answers=["number 2"])
    assert [ev.kind for ev in events if ev.kind not in ("turn", "set")] == ["play"]
    assert "claim" not in events[-1].info and t.engine.open_claims == []
    (decision, _), = [(d, a) for d, a in t.decisions if d.kind == "play"]
    assert {t.face_of(card): flag for card, flag in decision.info["bluff"].items()} == \
        {"joker": True, "number 3": False, "number 2": False}   # only the joker claims; the 3 would stay


@pytest.mark.parametrize("hand, right", [(("joker", "number 3", "number 2"), True),
                                          (("joker", "number 1", "number 2"), False)])
def test_a_challenge_shows_the_hand_to_the_challenger_alone(hand, right):
    t = table(*hand)
    events = t.turn(ADA, answers=["joker", None, ADA])          # Bo lets it pass, Cy challenges
    assert [ev.kind for ev in events if ev.kind not in ("turn", "set")] == ["play", "reveal", "accuse", "score"]
    reveal = next(ev for ev in events if ev.kind == "reveal")
    assert (reveal.seat, reveal.info["to"]) == (ADA, CY)
    assert sorted(t.face_of(c) for c in reveal.info["cards"]) == sorted(hand[1:])
    assert sorted(t.faces("hand", ADA)) == sorted(hand[1:])     # the cards stay in the hand
    for seat in (ADA, CY, None):
        assert t.visibility.redact(reveal, seat).info["cards"] == reveal.info["cards"]
    assert t.visibility.redact(reveal, BO).info["cards"] == [None, None]
    verdict = "right" if right else "wrong"
    shown = " and ".join(f"a number card ({face[-1]})" for face in hand[1:])
    assert lines(t, events, CY)[-3:-1] == ["Cy to Ada: \u201cDoubt!\u201d", f"Ada shows Cy {shown}: Cy was {verdict}."]
    assert lines(t, events, BO)[-3:-1] == ["Cy to Ada: \u201cDoubt!\u201d", f"Cy looks at Ada's hand: Cy was {verdict}."]
    assert lines(t, events, BO, "de")[-2] == \
        f"Cy sieht sich die Hand von Ada an: Cy hatte {'recht' if right else 'unrecht'}."
    sentences = {seat: Narrator(t.program, None, "en").sentence(t.visibility.redact(reveal, seat), t.state.layout)
                 for seat in (BO, CY)}
    assert sentences == {BO: "Cy looks at Ada's hand.", CY: f"Ada shows Cy {shown}."}


def test_what_another_seat_reads_of_a_challenge_does_not_depend_on_the_hand_shown():
    """Bo reads the same lines whether Ada's hand held the 3 or not, but for the verdict (and
    who scores after it)."""
    told = []
    for hand in (("joker", "number 3", "number 2"), ("joker", "number 1", "number 1")):
        t = table(*hand)
        read = lines(t, t.turn(ADA, answers=["joker", None, ADA]), BO)
        told.append([*read[:-2], read[-2].rsplit(":", 1)[0]])
    assert told[0] == told[1]


def test_a_face_up_claim_in_the_search_bots_sightings_shows_only_the_accusers_cards():
    from mogel.agents.search_world import Sightings
    t = table("joker", "number 3", "number 2")
    t.turn(ADA, answers=["joker", None, ADA])
    three = next(c for c in t.state.zones[t.state.layout.slot_of["hand"] + ADA] if t.face_of(c) == "number 3")
    seen = {seat: Sightings(t.engine, seat, t.visibility) for seat in (BO, CY)}
    for sight in seen.values():
        sight.public = False
    assert seen[CY].update()[three] == t.state.where[three]
    assert seen[BO].update()[three] != t.state.where[three]


@pytest.mark.parametrize("bot, laid", [(mogel.HonestBot(), "number 2"), (mogel.SneakyBot(cheat_rate=1.0), "joker")])
def test_a_bot_bluffs_at_a_face_up_play_as_at_any_claim(bot, laid):
    """Ada holds the joker, a 3 and a 2: the joker would claim "no 3" with the 3 left, a bluff.
    The honest bot plays the 2 (it never bluffs while it can help it; the 3 would be no claim
    either, and it sheds a costly card first: the 2 or 3); a sneaky bot at cheat_rate 1 bluffs."""
    t = Scenario(mogel.load_rules(text=HOLD, file="hold.mm"), players=3,
                 agents=[bot, mogel.HonestBot(accuse_rate=0.0), mogel.HonestBot(accuse_rate=0.0)])
    t.hand(ADA, "joker", "number 3", "number 2")
    t.hand(BO, "number 1")
    t.hand(CY, "number 2")
    (play,) = [ev for ev in t.turn(ADA) if ev.kind == "play"]
    assert (t.face_of(play.moves[0][0]) == "joker") is (laid == "joker")
    assert ("claim" in play.info) is (laid == "joker")


def test_search_bot_games_with_face_up_claims_replay():
    rules = mogel.load_rules(text=HOLD, file="hold.mm")
    for seed in (1, 2):
        game = mogel.Game(rules, [mogel.SearchBot(playouts=8), mogel.make_bot("sneaky"), mogel.make_bot("random")],
                          seed=seed).play()
        assert mogel.replay(rules, game.record()).events == game.events


def test_the_rl_observation_of_the_accuser_and_of_another_seat_keeps_the_hand_hidden():
    """The observation is made from a seat's view of the table, where Ada's hand stays hidden
    from every other seat after the challenge: the cards shown live in the events alone."""
    from mogel.rl.encoding import Encoding
    from mogel.rl.observe import Observer
    t = table("joker", "number 3", "number 2")
    t.turn(ADA, answers=["joker", None, ADA])
    observer = Observer(t.program, t.state.layout, Encoding(t.program, 3))
    for seat in (BO, CY):
        seen = observer.as_dict(t.view(seat))["zones"]
        assert seen["hand 0"]["cards"] is None and seen["hand 0"]["size"] == 2


def test_rule_h_another_seat_is_told_the_same_whichever_hand_is_shown_to_the_accuser():
    """Two tables differ in Ada's hand but for the 3 (both challenges are right): Bo is told the
    same events, sentences, lines and log lines of the play and of Cy's look at the hand."""
    def common(t):
        t.hand(BO, "number 1")
        t.hand(CY, "number 2")
        t.pile("pile", "number 1")

    told = assert_no_leak(mogel.load_rules(text=HOLD, file="hold.mm"), common,
                          Case(lambda t: t.hand(ADA, "joker", "number 3", "number 2"), ["joker", None, ADA]),
                          Case(lambda t: t.hand(ADA, "joker", "number 3", "number 1"), ["joker", None, ADA]),
                          BO, lambda t, answers: t.turn(ADA, answers), players=3)
    assert "Cy looks at Ada's hand." in told


OTHER = HOLD.replace("about hand of active", "about hand of next(active)")


def test_a_claim_about_another_hand_is_shown_by_its_holder_to_the_accuser_alone():
    """Ada's joker claims Bo's hand holds no 3; Cy challenges: Bo's cards are shown to Cy by Bo,
    and Ada (the claimer) only reads that Cy looks at Bo's hand."""
    t = Scenario(mogel.load_rules(text=OTHER, file="other.mm"), players=3)
    t.hand(ADA, "joker", "number 1")
    t.hand(BO, "number 3", "number 2")
    t.hand(CY, "number 2")
    t.pile("pile", "number 1")
    events = t.turn(ADA, answers=["joker", None, ADA])
    reveal = next(ev for ev in events if ev.kind == "reveal")
    assert (reveal.seat, reveal.info["to"]) == (BO, CY)
    assert t.visibility.redact(reveal, ADA).info["cards"] == [None, None]
    assert t.visibility.redact(reveal, BO).info["cards"] == reveal.info["cards"]
    shown = "a number card (3) and a number card (2)"
    assert lines(t, events, CY)[-3:-1] == ["Cy to Ada: \u201cDoubt!\u201d", f"Bo shows Cy {shown}: Cy was right."]
    assert lines(t, events, ADA)[-3:-1] == ["Cy to Ada: \u201cDoubt!\u201d", "Cy looks at Bo's hand: Cy was right."]
    assert lines(t, events, None)[-2] == f"Bo shows Cy {shown}: Cy was right."


def test_rule_h_the_claimer_is_told_the_same_whichever_other_hand_is_shown_to_the_accuser():
    """Two tables differ in Bo's hand but for the 3: Ada, who claimed about it, is told the same
    events, sentences, lines and log lines of the challenge."""
    def common(t):
        t.hand(ADA, "joker", "number 1")
        t.hand(CY, "number 2")
        t.pile("pile", "number 1")

    told = assert_no_leak(mogel.load_rules(text=OTHER, file="other.mm"), common,
                          Case(lambda t: t.hand(BO, "number 3", "number 2"), ["joker", None, ADA]),
                          Case(lambda t: t.hand(BO, "number 3", "number 1"), ["joker", None, ADA]),
                          ADA, lambda t, answers: t.turn(ADA, answers), players=3)
    assert "Cy looks at Bo's hand." in told


@pytest.mark.parametrize("lang, wrong", [("en", "Cy was wrong."), ("de", "Cy hatte unrecht.")])
def test_a_challenge_of_a_claim_about_no_cards_is_told_as_any_other(lang, wrong):
    """The joker was Ada's last card: the claim is about her empty hand, nothing is shown, and
    the table reads the call and the verdict (not the log's "Cy calls ... wrongly.")."""
    t = table("joker")
    events = t.turn(ADA, answers=[None, ADA])                   # a single card: played at once
    assert [ev.kind for ev in events if ev.kind not in ("turn", "set")] == ["play", "accuse", "score"]
    call = "Cy to Ada: \u201cDoubt!\u201d" if lang == "en" else "Cy zu Ada: \u201eZweifel!\u201c"
    for seat in (ADA, BO, CY, None):
        assert lines(t, events, seat, lang)[1:3] == [call, wrong]


def test_an_absent_value_in_says_is_said_as_none_in_either_language():
    text = HOLD.replace('says: en "I hold no 3", de "ich habe keine 3"',
                        'says: en "I hold no {wished} card", de "ich habe keine Karte {wished}"') + """
variable wished:
    name: en "wished", de "Wunsch"
    reset: each round
"""
    t = Scenario(mogel.load_rules(text=text, file="wished.mm"), players=3)
    t.hand(ADA, "joker", "number 1")
    t.hand(BO, "number 1")
    t.hand(CY, "number 2")
    t.pile("pile", "number 1")
    events = t.turn(ADA, answers=["joker", None, None])
    (play,) = [ev for ev in events if ev.kind == "play"]
    assert play.info["claim"]["says"] == {"en": "I hold no none card", "de": "ich habe keine Karte keiner"}
    assert lines(t, events, BO)[0] == "Ada plays a joker on a number card (1): \u201cI hold no none card\u201d."
    assert lines(t, events, BO, "de")[0].endswith("\u201eich habe keine Karte keiner\u201c.")
