"""Claims and challenges (docs/language.md 10.14) on hand-built tables and in whole small games.

DOUBT is a tiny game in the style of "Cheat" / "I doubt it": players shed cards face down
claiming the next value (1, 2, 3, 1 ...); anyone may call "Cheat!" in seat order after the
claimer; the loser of a challenge takes the pile.  PEEK makes a claim an option of a choice:
each player lays a card face down in front of them and shows it or keeps it hidden, which
claims "not a 3"; the next player may call "You're bluffing!" on a player whose card is hidden.
Seats: 0 = Ada, 1 = Bo, 2 = Cy, 3 = Di.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.agents import bot_from_text
from mogel.agents.base import Agent
from mogel.check.files import shipped_games
from mogel.errors import RulesRuntimeError
from mogel.play.scenario import FirstOption, Scenario
from mogel.present.narrate import Narrator
from claims_rules import DOUBT, PEEK, doubt
from rule_h import Case, Declines, assert_no_leak

ADA, BO, CY, DI = 0, 1, 2, 3

def load(text: str, file: str = "doubt.mm"):
    return mogel.load_rules(text=text, file=file)


def table(text: str = None, players: int = 3, agents=None, value: int = 1) -> Scenario:
    """A DOUBT table whose last claimed value is `value` (so the next claim is value + 1)."""
    t = Scenario(load(text or doubt()), players=players, agents=agents)
    t.engine.set_variable("value_now", value, None)
    return t


def kinds(events):
    return [ev.kind for ev in events if ev.kind not in ("turn", "set")]


# --- a claim made by a play ----------------------------------------------------------------------

def test_a_claim_is_worked_out_when_made_and_its_truth_is_private():
    t = table()
    t.hand(ADA, "number 2", "number 3")
    events = t.turn(ADA, answers=["number 3"])
    (play,) = [ev for ev in events if ev.kind == "play"]
    assert play.info["face_down"] is True
    assert play.info["claim"] == {"name": "of_value", "says": {"en": "1 × 2", "de": "1 × 2"}}
    assert play.info["true"] is False and play.info["private"] == ["true"]
    assert "true" not in t.visibility.redact(play, BO).info
    assert t.visibility.redact(play, BO).moves[0][0] is None          # the face stays Ada's
    assert t.visibility.redact(play, ADA).info["true"] is False       # Ada knows she bluffed
    assert kinds(events) == ["play", "no_accusation"]


@pytest.mark.parametrize("hand, forced", [(("number 3", "number 1"), True), (("number 3", "number 2"), False)])
def test_a_bluff_the_rules_force_is_marked_forced_for_the_claimer_only(hand, forced):
    """With no 2 in hand every card bluffs "1 × 2": the bluff is forced, not chosen (mogel.lab counts
    only chosen bluffs as cheats).  With a 2 in hand, laying the 3 is a chosen bluff: no `forced`."""
    t = table()
    t.hand(ADA, *hand)
    (play,) = [ev for ev in t.turn(ADA, answers=["number 3"]) if ev.kind == "play"]
    assert play.info["true"] is False and play.info.get("forced", False) is forced
    assert play.info["private"] == (["true", "forced"] if forced else ["true"])
    assert "forced" not in t.visibility.redact(play, BO).info           # whether Ada had a 2 is hers
    assert t.visibility.redact(play, ADA).info.get("forced", False) is forced


def test_the_decision_marks_each_option_a_bluff_or_not():
    t = table()
    t.hand(ADA, "number 2", "number 3")
    t.turn(ADA)
    (decision, answer), *_ = [(d, a) for d, a in t.decisions if d.kind == "play"]
    bluffs = {t.face_of(card): flag for card, flag in decision.info["bluff"].items()}
    assert bluffs == {"number 2": False, "number 3": True}


@pytest.mark.parametrize("card, right", [("number 3", True), ("number 2", False)])
def test_a_challenge_reveals_the_cards_then_runs_the_outcome(card, right):
    t = table()
    t.hand(ADA, card, "number 1")
    t.hand(BO, "number 1")
    t.pile("pile", "number 3")
    events = t.turn(ADA, answers=[card, ADA])          # Ada plays; Bo (asked first) accuses Ada
    assert kinds(events) == ["play", "reveal", "accuse", "gather"]
    accuse = next(ev for ev in events if ev.kind == "accuse")
    assert (accuse.seat, accuse.info) == (BO, {"accused": ADA, "right": right, "accusation": "doubt",
                                               "claim": "of_value"})
    loser = ADA if right else BO
    assert len(t.faces("hand", loser)) == 3              # the loser took the pile of 2
    assert t.faces("pile") == []
    assert t.state.face_down == {}
    told = [Narrator(t.program, None, lang).sentence(ev, t.state.layout) for lang in ("en", "de") for ev in events
            if ev.kind == "accuse"]
    word = ("rightly", "zu Recht") if right else ("wrongly", "zu Unrecht")
    assert told == [f"Bo calls \u201cCheat!\u201d on Ada: {word[0]}.",
                    f"Bo ruft \u201eGelogen!\u201c zu Ada: {word[1]}."]


def test_the_players_of_by_are_asked_in_seat_order_after_the_claimer_and_the_first_accuser_counts():
    t = table(players=4)
    t.hand(BO, "number 2", "number 1")
    events = t.turn(BO, answers=["number 2", None, BO])   # Cy declines, Di accuses (wrongly)
    asked = [d.seat for d, _ in t.decisions if d.kind == "accuse"]
    assert asked == [CY, DI]
    accuse = next(ev for ev in events if ev.kind == "accuse")
    assert accuse.seat == DI and accuse.info["right"] is False


def test_nobody_accusing_is_one_event_that_names_nobody_asked():
    t = table(players=4)
    t.hand(ADA, "number 3", "number 1")
    events = t.turn(ADA)
    assert [d.seat for d, _ in t.decisions if d.kind == "accuse"] == [BO, CY, DI]
    (none,) = [ev for ev in events if ev.kind == "no_accusation"]
    assert (none.seat, none.info) == (None, {"accusation": "doubt", "claim": "of_value"})
    assert Narrator(t.program, None, "en").sentence(none, t.state.layout) == "Nobody calls \u201cCheat!\u201d."
    assert Narrator(t.program, None, "de").sentence(none, t.state.layout) == "Niemand ruft \u201eGelogen!\u201c."


def test_by_may_name_one_player():
    t = table(doubt(by="next(active)"), players=4)
    t.hand(ADA, "number 3", "number 1")
    t.turn(ADA)
    assert [d.seat for d, _ in t.decisions if d.kind == "accuse"] == [BO]


def test_several_cards_land_in_one_play_and_are_told_by_count_to_the_others():
    t = table(doubt("2 cards"))
    t.hand(ADA, "number 2", "number 3", "number 1")
    events = t.turn(ADA, answers=["number 2", "number 3"])
    (play,) = [ev for ev in events if ev.kind == "play"]
    assert len(play.moves) == 2 and play.info["claim"]["says"]["en"] == "2 × 2" and play.info["true"] is False
    en, de = Narrator(t.program, None, "en"), Narrator(t.program, None, "de")
    layout = t.state.layout
    assert en.sentence(t.visibility.redact(play, BO), layout) == "Ada lays 2 cards face down: \u201c2 × 2\u201d."
    assert de.sentence(t.visibility.redact(play, BO), layout) == "Ada legt 2 Karten verdeckt ab: \u201e2 × 2\u201c."
    assert en.sentence(t.visibility.redact(play, ADA), layout) == \
        "Ada lays a number card (2) and a number card (3) face down: \u201c2 × 2\u201d."
    assert en.sentence(t.visibility.redact(play, BO), layout).startswith("Ada lays 2 cards")


def test_one_card_reads_as_a_card_to_the_others():
    t = table()
    t.hand(ADA, "number 2")
    events = t.turn(ADA)
    play = next(ev for ev in events if ev.kind == "play")
    en, de = Narrator(t.program, None, "en"), Narrator(t.program, None, "de")
    assert en.sentence(t.visibility.redact(play, CY), t.state.layout) == "Ada lays a card face down: \u201c1 × 2\u201d."
    assert de.sentence(t.visibility.redact(play, CY), t.state.layout) == \
        "Ada legt eine Karte verdeckt ab: \u201e1 × 2\u201c."


# --- rule H -------------------------------------------------------------------------------------

def _doubt_common(t):
    t.engine.set_variable("value_now", 1, None)
    t.hand(BO, "number 1", "number 1")
    t.hand(CY, "number 1")


@pytest.mark.parametrize("seat", [BO, CY])
def test_another_seat_is_told_the_same_of_a_true_claim_and_a_bluff(seat):
    """Ada claims "1 × 2" with a 2 in one table and with a 3 (a bluff) in the other; nobody
    challenges: Bo and Cy are told the same events, sentences and log lines."""
    told = assert_no_leak(load(doubt()), _doubt_common,
                          Case(lambda t: t.hand(ADA, "number 2")), Case(lambda t: t.hand(ADA, "number 3")),
                          seat, lambda t, answers: t.turn(ADA, answers), players=3,
                          agents=lambda: [Declines() for _ in range(3)])
    assert told[-2:] == ["Ada lays a card face down: \u201c1 × 2\u201d.", "Nobody calls \u201cCheat!\u201d."]


def test_whoever_was_asked_to_challenge_is_never_told():
    """`by:` reads Cy's hand: Cy is asked in one table (holds a 2) and not in the other (and
    Ada's card differs too); Bo, asked in both and declining, is told the same."""
    text = doubt(by="others where any(hand of player where card.value = 2)")

    def common(t):
        t.engine.set_variable("value_now", 1, None)
        t.hand(BO, "number 2")

    asked_cy = Case(lambda t: (t.hand(ADA, "number 3"), t.hand(CY, "number 2")))
    not_asked = Case(lambda t: (t.hand(ADA, "number 1"), t.hand(CY, "number 1")))
    told = assert_no_leak(load(text), common, asked_cy, not_asked, BO,
                          lambda t, answers: t.turn(ADA, answers), players=3,
                          agents=lambda: [Declines() for _ in range(3)])
    assert told[-1] == "Nobody calls \u201cCheat!\u201d."
    for case, asked in ((asked_cy, [BO, CY]), (not_asked, [BO])):
        t = Scenario(load(text), players=3, agents=[Declines() for _ in range(3)])
        common(t)
        case.build(t)
        t.turn(ADA)
        assert [d.seat for d, _ in t.decisions if d.kind == "accuse"] == asked


# --- a claim made by an option, and `calls` ---------------------------------------------------------

def peek_table(players: int = 3) -> Scenario:
    return Scenario(load(PEEK, "peek.mm"), players=players)


def test_an_option_claims_about_its_cards_and_calls_judges_the_latest_open_claim():
    t = peek_table()
    t.hand(ADA, "number 3", "number 1")
    events = t.turn(ADA, answers=["number 3", "keep", "doubt", ADA])
    choose = next(ev for ev in events if ev.kind == "choose" and ev.info["choice"] == "shown")
    assert choose.info["claim"] == {"name": "not_high", "says": {"en": "not a 3", "de": "keine 3"}}
    assert choose.info["true"] is False and "true" in choose.info["private"]
    assert "true" not in t.visibility.redact(choose, BO).info
    shown_decision = next(d for d, _ in t.decisions if d.kind == "choice" and d.info["choice"] == "shown")
    assert shown_decision.info["bluff"] == {"show": False, "keep": True}
    accuse = next(ev for ev in events if ev.kind == "accuse")
    assert (accuse.seat, accuse.info["accused"], accuse.info["right"]) == (BO, ADA, True)
    assert kinds(events)[-3:] == ["reveal", "accuse", "score"]
    assert t.state.face_down == {}
    assert Narrator(t.program, None, "en").sentence(accuse, t.state.layout) == \
        "Bo calls \u201cYou're bluffing!\u201d on Ada: rightly."


@pytest.mark.parametrize("card, answers, forced", [("number 3", ["trust"], True), ("number 1", ["keep", "trust"], None)])
def test_a_claim_that_is_the_only_option_of_a_3_is_a_forced_bluff(card, answers, forced):
    """Showing is offered only for a card that is no 3: keeping a 3 hidden is a bluff the rules force
    (Ada is not even asked); keeping a 1 hidden is a true claim she chose."""
    rules = load(PEEK.replace('show (en "I show it", de "Ich zeige sie")',
                              'show (en "I show it", de "Ich zeige sie") if (top of stack of active).value != 3'),
                 "peek.mm")
    t = Scenario(rules, players=3)
    t.hand(ADA, card, "number 2")
    events = t.turn(ADA, answers=[card, *answers])
    choose = next(ev for ev in events if ev.kind == "choose" and ev.info["choice"] == "shown")
    assert choose.info["chosen"] == "keep" and choose.info.get("forced") is forced
    assert ("forced" in choose.info["private"]) is bool(forced)
    assert "forced" not in t.visibility.redact(choose, BO).info


def test_calls_on_a_player_with_no_open_claim_stops_at_the_calls_line():
    rules = load(PEEK.replace("if any(suspects(next(active)))", "").replace(
        "chooses a player in suspects(next(active))", "chooses a player except next(active)"), "peek.mm")
    t = Scenario(rules, players=3)
    t.hand(ADA, "number 1", "number 2")
    with pytest.raises(RulesRuntimeError, match=r"peek.mm:\d+:9: seat 0 has no open claim 'not_high'"):
        t.turn(ADA, answers=["number 1", "show", "doubt", ADA])


def test_a_game_names_the_player_with_no_open_claim_by_the_seat_names():
    """The engine knows no names ("seat 0" above); a Game's error says the player's name, as its
    narration does, and so does the error a run of mogel.simulate stops with."""
    rules = load(PEEK.replace("if any(suspects(next(active)))", "").replace(
        "chooses a player in suspects(next(active))", "chooses a player except next(active)"), "peek.mm")
    game = mogel.Game(rules, ["random"] * 3, seed=4, seat_names=["Ann", "Ben", "Cat"])
    with pytest.raises(RulesRuntimeError, match=r"peek.mm:\d+:9: Cat has no open claim 'not_high' to accuse") as err:
        game.play()
    assert "seat" not in str(err.value) and "    ^" in err.value.render()
    with pytest.raises(RulesRuntimeError, match=r"stopped: peek.mm:\d+:9: (Ada|Bo|Cy) has no open claim"):
        mogel.simulate(rules, games=6, players=3, bots=["random"] * 3, seed=0, progress=False)


# --- bots and whole games ---------------------------------------------------------------------------

class Recorder(Agent):
    """Wraps a bot and notes each decision it answers."""

    def __init__(self, bot):
        self.bot, self.seen = bot, []
        self.attention, self.reaction, self.name = bot.attention, bot.reaction, bot.name

    def settings(self):
        return self.bot.settings()

    def decide(self, view, decision, rng):
        answer = self.bot.decide(view, decision, rng)
        self.seen.append((decision, answer))
        return answer


DOUBT_GAME = doubt("1 card")
BOTS = [["random", "sneaky", "honest"], ["sneaky:accuse_rate=0.9:cheat_rate=0.9", "random:accuse_rate=0.5", "honest"],
        ["honest", "honest", "honest", "sneaky"]]


@pytest.mark.parametrize("bots", BOTS)
def test_whole_doubt_games_replay_event_for_event(bots):
    rules = load(DOUBT_GAME)
    for seed in range(3):
        game = mogel.Game(rules, [bot_from_text(b) for b in bots], seed=seed).play()
        again = mogel.replay(rules, game.record())
        assert again.events == game.events
        assert any(ev.kind == "play" and "claim" in ev.info for ev in game.events)
        list(game.narration(lang="de"))


def test_whole_peek_games_replay_event_for_event():
    rules = load(PEEK, "peek.mm")
    for bots in (["random"] * 3, ["sneaky", "random", "honest", "random"]):
        for seed in range(3):
            game = mogel.Game(rules, [bot_from_text(b) for b in bots], seed=seed).play()
            again = mogel.replay(rules, game.record())
            assert again.events == game.events


def test_challenges_happen_and_a_bot_with_accuse_rate_0_never_challenges():
    rules = load(DOUBT_GAME)
    accusers = set()
    for seed in range(10):
        bots = [bot_from_text("sneaky:accuse_rate=0"), bot_from_text("random:accuse_rate=0.6"),
                bot_from_text("sneaky:accuse_rate=0")]
        game = mogel.Game(rules, bots, seed=seed).play()
        accusers |= {ev.seat for ev in game.events if ev.kind == "accuse"}
    assert accusers == {BO}


def test_honest_never_bluffs_when_it_can_avoid_it_and_accuses_only_with_evidence():
    rules = load(DOUBT_GAME)
    forced = avoided = 0
    for seed in range(12):
        honest = Recorder(mogel.make_bot("honest"))
        game = mogel.Game(rules, [bot_from_text("sneaky:cheat_rate=0.8"), honest, "random"], seed=seed).play()
        for decision, answer in honest.seen:
            if decision.kind == "play":
                bluff = decision.info["bluff"]
                if all(bluff.values()):
                    forced += 1
                else:
                    avoided += 1
                    assert not bluff[answer]
        for ev in game.events:
            if ev.kind == "accuse" and ev.seat == 1:
                assert ev.info["right"] is True          # it accused only a claim it could disprove
        for ev in game.events:                           # its bluffs are the forced ones, marked so
            if ev.kind == "play" and ev.seat == 1:
                assert ev.info.get("forced", False) is not ev.info["true"]
    assert forced and avoided


def test_cheat_rate_is_the_chance_of_a_bluff_when_an_honest_option_exists():
    rules = load(DOUBT_GAME)
    for rate, low, high in ((0.0, 0.0, 0.0), (1.0, 1.0, 1.0)):
        taken = []
        for seed in range(8):
            bot = Recorder(bot_from_text(f"sneaky:cheat_rate={rate:g}:accuse_rate=0"))
            mogel.Game(rules, [bot, "honest", "honest"], seed=seed).play()
            taken += [decision.info["bluff"][answer] for decision, answer in bot.seen
                      if decision.kind == "play" and not all(decision.info["bluff"].values())
                      and any(decision.info["bluff"].values())]
        assert taken and low <= sum(taken) / len(taken) <= high


def test_a_bot_that_sees_the_claim_is_impossible_challenges_it():
    """Cy holds all four 2s: a claim "1 × 2" cannot be true, and even honest challenges it."""
    t = table(agents=[FirstOption(), FirstOption(), mogel.make_bot("honest")])
    t.hand(ADA, "number 3")
    t.hand(CY, "number 2", "number 2", "number 2", "number 2")
    events = t.turn(ADA)
    accuse = next(ev for ev in events if ev.kind == "accuse")
    assert (accuse.seat, accuse.info["right"]) == (CY, True)


def test_an_engine_holds_its_open_claims_from_the_start_and_keeps_the_latest_claim_there():
    """`open_claims` is an attribute of every engine, set up with its other per-game state (not
    made on the first claim through the instance's __dict__): empty before any claim, and a
    Cheat game's latest claim is in it after the claimer's play."""
    game = mogel.Game(mogel.load_rules(shipped_games()["cheat"]), [mogel.RandomBot() for _ in range(4)], seed=4)
    assert game.engine.open_claims == []
    while not any(isinstance(ev.info.get("claim"), dict) for ev in game.events):
        game.advance()
    made = [ev for ev in game.events if isinstance(ev.info.get("claim"), dict)][-1]
    latest = game.engine.open_claims[-1]
    assert (latest.claimer, latest.claim, latest.true) == (made.seat, made.info["claim"]["name"], made.info["true"])
