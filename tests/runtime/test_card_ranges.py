"""`A to B cards` (docs/language.md 10.2): the chooser picks how many, card by card, and may stop
once A are chosen -- in plays (face up, and face down with a claim), gives and `move ...
chosen by`; stopping and running out are told alike (rule H); bots choose how many.
Seats: 0 = Ada, 1 = Bo, 2 = Cy, 3 = Di.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.agents import HonestBot, SneakyBot, RandomBot
from mogel.errors import RulesRuntimeError
from mogel.play.scenario import FirstOption, Scenario
from mogel.present.narrate import Narrator
from claims_rules import doubt
from rule_h import Case, Declines, assert_no_leak

ADA, BO, CY, DI = 0, 1, 2, 3

SHED = """\
game shed:
    name: en "Shed", de "Abwerfen"
    players: 2 to 4
    rounds: 1
    order: left
    winner: lowest score

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone discard:
    shared, seen by all

zone stash:
    per player, seen by owner

card number:
    name: en "number card", de "Zahlenkarte"

deck:
    values:   1  2  3
    number:   4  4  4  = 12
    total: 12

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
    first: starter
    ends when: any(players where empty(hand of player)) or turns >= 40
    checked: after each turn
    scoring:
        each player scores size(hand of player)

turn:
    TURN
"""


def shed(turn: str):
    return mogel.load_rules(text=SHED.replace("TURN", turn), file="shed.mm")


def plays(events):
    return [ev for ev in events if ev.kind == "play"]


def asked(table, kind="play"):
    return [(decision.options, decision.info.get("chosen")) for decision, _ in table.decisions if decision.kind == kind]


# --- plays ------------------------------------------------------------------------------------

def test_the_player_chooses_card_by_card_and_may_stop_once_the_least_are_chosen():
    t = Scenario(shed("active must play 1 to 3 cards from hand where card.value > 1 onto discard"), players=3)
    t.hand(ADA, "number 2", "number 3", "number 3", "number 1")
    events = t.turn(ADA, answers=["number 2", "number 3", None])
    assert [t.face_of(ev.moves[0][0]) for ev in plays(events)] == ["number 2", "number 3"]
    assert [ev.kind for ev in events if ev.kind != "turn"] == ["play", "play"]   # no decline: a stop is no event
    first, second, third = [d for d, _ in t.decisions]
    assert None not in first.options and None in second.options and None in third.options
    assert [d.info["chosen"] for d in (first, second, third)] == [0, 1, 2]
    assert (first.info["at_least"], first.info["at_most"]) == (1, 3)


def test_the_play_ends_by_itself_at_the_most_or_when_no_card_is_left():
    t = Scenario(shed("active must play 1 to 2 cards from hand onto discard"), players=3)
    t.hand(ADA, "number 2", "number 3", "number 1")
    assert len(plays(t.turn(ADA, answers=["number 2", "number 3"]))) == 2      # at most 2: not asked again
    t.hand(BO, "number 2")
    assert len(plays(t.turn(BO))) == 1                                         # one card, nothing to ask


def test_a_stop_and_no_card_left_are_told_alike_to_the_other_seats():
    """Rule H: whether Ada stopped with cards she could still play or had none left is hers
    to know -- even the all-seeing log is the same."""
    rules = shed("active must play 1 to 3 cards from hand where card.value > 1 onto discard")
    tables = []
    for hand, answers in ((("number 2", "number 3", "number 3"), ["number 2", None]),
                          (("number 2", "number 1", "number 1"), ["number 2"])):
        t = Scenario(rules, players=3)
        t.hand(ADA, *hand)
        tables.append((t, t.turn(ADA, answers=answers)))
    (stops, told_stop), (runs_out, told_out) = tables
    assert None in stops.decisions[-1][0].options and runs_out.decisions == []   # she was asked; he was not
    assert [(ev.kind, ev.seat, ev.moves, ev.info) for ev in told_stop] == \
        [(ev.kind, ev.seat, ev.moves, ev.info) for ev in told_out]
    narrator = Narrator(stops.program, None, "en")
    assert narrator.sentence(stops.visibility.redact(told_stop[-1], BO), stops.state.layout) == \
        "Ada plays a number card (2)."


def test_with_may_declining_before_the_first_card_is_a_decline_and_with_none_at_least_too():
    t = Scenario(shed("active may play 1 to 2 cards from hand onto discard"), players=3)
    t.hand(ADA, "number 2", "number 3")
    events = t.turn(ADA, answers=[None])
    assert [ev.kind for ev in events if ev.kind != "turn"] == ["decline"]
    t = Scenario(shed("active must play 0 to 2 cards from hand onto discard\n    otherwise active scores 1"), players=3)
    t.hand(ADA, "number 2", "number 3")
    events = t.turn(ADA, answers=[None])
    assert [ev.kind for ev in events if ev.kind != "turn"] == ["score"]      # none chosen: not done


def test_a_most_below_the_least_stops_the_game_at_the_selection():
    t = Scenario(shed("active must play 2 to size(hand of active) cards from hand onto discard"), players=3)
    t.hand(ADA, "number 2")
    with pytest.raises(RulesRuntimeError) as caught:
        t.turn(ADA)
    assert "'2 to 1 cards': the smaller number first" in str(caught.value)
    assert str(caught.value).startswith("shed.mm:")


# --- a claim covers every card of the play -----------------------------------------------------

def test_a_claiming_play_lays_the_chosen_cards_together_under_one_claim():
    t = Scenario(mogel.load_rules(text=doubt("1 to 3 cards"), file="doubt.mm"), players=3)
    t.engine.set_variable("value_now", 1, None)
    t.hand(ADA, "number 2", "number 2", "number 3", "number 1")
    events = t.turn(ADA, answers=["number 2", "number 3", None])
    (play,) = plays(events)
    assert len(play.moves) == 2 and play.info["true"] is False
    assert play.info["claim"]["says"] == {"en": "2 × 2", "de": "2 × 2"}
    bluffs = [{t.face_of(c): flag for c, flag in d.info["bluff"].items()} for d, _ in t.decisions if d.kind == "play"]
    assert bluffs[0] == {"number 2": False, "number 3": True, "number 1": True}
    told = {lang: Narrator(t.program, None, lang).sentence(t.visibility.redact(play, BO), t.state.layout)
            for lang in ("en", "de")}
    assert told == {"en": "Ada lays 2 cards face down: \u201c2 × 2\u201d.",
                    "de": "Ada legt 2 Karten verdeckt ab: \u201e2 × 2\u201c."}


def test_a_true_play_and_a_bluff_of_as_many_cards_are_told_alike():
    rules = mogel.load_rules(text=doubt("1 to 3 cards"), file="doubt.mm")

    def common(t):
        t.engine.set_variable("value_now", 1, None)
        t.hand(BO, "number 1")
    true = Case(lambda t: t.hand(ADA, "number 2", "number 2", "number 1"), answers=["number 2", "number 2", None])
    bluff = Case(lambda t: t.hand(ADA, "number 2", "number 3", "number 1"), answers=["number 2", "number 3", None])
    told = assert_no_leak(rules, common, true, bluff, seat=BO, act=lambda t, answers: t.turn(ADA, answers),
                          players=3, agents=lambda: [FirstOption()] * 3)
    assert "Ada lays 2 cards face down: \u201c2 × 2\u201d." in told


@pytest.mark.parametrize("hand, laid, true", [
    (("number 2", "number 2", "number 3"), ["number 2", "number 2"], True),   # every true card, then stops
    (("number 3", "number 1", "number 3"), None, False),                      # none: one bluff, then stops
])
def test_the_honest_bot_plays_its_true_cards_of_the_claim_and_bluffs_one_card_only_when_it_must(hand, laid, true):
    rules = mogel.load_rules(text=doubt("1 to 3 cards"), file="doubt.mm")
    t = Scenario(rules, players=3, agents=[HonestBot(), FirstOption(), FirstOption()])
    t.engine.set_variable("value_now", 1, None)
    t.hand(ADA, *hand)
    (play,) = plays(t.turn(ADA))
    assert play.info["true"] is true
    if laid is None:
        assert len(play.moves) == 1
    else:
        assert sorted(t.face_of(c) for c, _, _ in play.moves) == sorted(laid)


def test_a_bluffing_bot_judges_each_card_against_the_claim():
    rules = mogel.load_rules(text=doubt("1 to 3 cards"), file="doubt.mm")
    t = Scenario(rules, players=3, agents=[SneakyBot(cheat_rate=1.0, accuse_rate=0.0), FirstOption(), FirstOption()])
    t.engine.set_variable("value_now", 1, None)
    t.hand(ADA, "number 2", "number 3", "number 1", "number 1")
    (play,) = plays(t.turn(ADA))
    assert len(play.moves) == 3 and play.info["true"] is False     # bluffs, card after card, up to 3
    assert all(t.face_of(c) != "number 2" for c, _, _ in play.moves)


# --- gives and moves ------------------------------------------------------------------------------

def test_gives_and_moves_chosen_by_a_player_stop_when_the_chooser_says():
    t = Scenario(shed("active may give 1 to 3 cards from hand to next(active)"), players=3)
    t.hand(ADA, "number 2", "number 3", "number 1")
    events = t.turn(ADA, answers=["number 2", None])
    assert [ev.kind for ev in events if ev.kind != "turn"] == ["give"]
    assert t.faces("hand", BO) == ["number 2"]
    t = Scenario(shed("move 0 to 2 cards chosen by active from hand of active to stash of active"), players=3)
    t.hand(ADA, "number 2", "number 3")
    assert t.turn(ADA, answers=[None])[1:] == []                    # none: no move
    events = t.turn(ADA, answers=["number 3", "number 2"])
    assert [ev.kind for ev in events if ev.kind != "turn"] == ["move", "move"]
    faces = [([None if o is None else t.face_of(o) for o in options], chosen) for options, chosen in asked(t, "choose")]
    assert faces[-2:] == [([None, "number 2", "number 3"], 0), ([None, "number 2"], 1)]


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("bot", [RandomBot, HonestBot, SneakyBot])
def test_whole_games_with_ranges_replay_identically(seed, bot):
    rules = shed("active must play 1 to 3 cards from hand onto discard\n"
                 "    active may give 0 to 1 cards from hand to next(active)")
    game = mogel.Game(rules, [bot(), bot(), RandomBot()], seed=seed)
    game.play()
    again = mogel.replay(rules, game.record())
    assert [(ev.kind, ev.seat, ev.moves) for ev in again.events] == [(ev.kind, ev.seat, ev.moves) for ev in game.events]
