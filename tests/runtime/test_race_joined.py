"""A race the runners may join (`race NAME among SET who may, right if COND -> PICK as NAME:` and
`wrong as NAME:`, docs/language.md 10.8; trial 24's Egyptian Ratscrew): scenarios from hand-built
tables through mogel.play.Scenario -- a right slap, a wrong one, nobody slapping, two slappers, a
person letting the race pass -- what each bot is told and answers, and whole games of bots."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel import Game, HonestBot, Human, RandomBot, SneakyBot, load_rules, replay, simulate
from mogel.play.scenario import FirstOption, Scenario
from mogel.present.narrate import Narrator

RATSCREW = Path(__file__).resolve().parents[1] / "cli" / "trial24" / "ratscrew_slap.mm"

SNAP = """
game snap:
    players: 2 to 4
    rounds: 1
    winner: highest score

zone stock:
    shared, seen by nobody

zone pile:
    shared, seen by all

zone hand:
    per player, seen by owner

card number:
    penalty: 0

deck:
    values:  1  2  3  4  5  6
    number:  2  2  2  2  2  2   = 12
    total: 12

define pair = size(pile) >= 2 and (top of pile).value = (top of (pile except top of pile)).value

round:
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
    first: starter
    ends when: empty(stock)
    checked: after each turn

turn:
    move 1 card from stock to pile
    race snap (en "snap", de "Schnapp") among players who may, right if pair -> fastest as caller:
        move all cards from pile to hand of caller
    wrong as hasty:
        hasty scores -1
"""


def snap(text: str = SNAP):
    return load_rules(text=text, file="snap.mm")


def table(agents=None, players: int = 3) -> Scenario:
    agents = agents or [FirstOption(reaction=0.2), FirstOption(reaction=5.0), FirstOption(reaction=10.0)]
    return Scenario(snap(), players, agents=agents)


def kinds(events):
    return [ev.kind for ev in events]


def test_a_right_slap_takes_the_pile_and_every_bot_that_sees_it_runs():
    t = table()
    t.pile("stock", "number 4")
    t.pile("pile", "number 1", "number 4")
    events = t.turn(1)
    joins = [(d.seat, d.info, answer) for d, answer in t.decisions]
    assert joins == [(seat, {"race": "snap", "holds": True}, True) for seat in (1, 2, 0)]   # from the active on
    start = next(ev for ev in events if ev.kind == "race_start")
    race = next(ev for ev in events if ev.kind == "race")
    assert start.info["runners"] == [1, 2, 0] and race.info["winner"] == 0 and "race_wrong" not in kinds(events)
    assert sorted(t.faces("hand", 0)) == ["number 1", "number 4", "number 4"] and t.faces("pile") == []


def test_a_wrong_slap_is_told_and_each_wrong_runner_pays():
    t = table()
    t.pile("stock", "number 5")
    t.pile("pile", "number 1", "number 4")
    events = t.turn(0, answers=[True, False, True])   # Ada and Cy slap a pile that is no pair
    assert [d.info["holds"] for d, _ in t.decisions] == [False, False, False]
    wrong = [ev for ev in events if ev.kind == "race_wrong"]
    assert [ev.seat for ev in wrong] == [0, 2] and all(ev.info == {"name": "snap"} for ev in wrong)
    assert "race" not in kinds(events) and t.state.round_scores == [-1, 0, -1]
    assert t.faces("pile") == ["number 1", "number 4", "number 5"]
    narrator = Narrator(t.program, ["Ada", "Bo", "Cy"], "en")
    assert narrator.sentence(wrong[0], t.state.layout) == "Race (snap): Ada was wrong!"


def test_a_wrong_slap_is_told_in_german():
    t = table()
    t.pile("stock", "number 5")
    t.pile("pile", "number 4")
    events = t.turn(0, answers=[False, True, False])
    wrong = next(ev for ev in events if ev.kind == "race_wrong")
    assert Narrator(t.program, ["Ada", "Bo", "Cy"], "de").sentence(wrong, t.state.layout) == "Wettlauf (Schnapp): Bo lag falsch!"


def test_nobody_slapping_tells_nothing_and_leaves_the_pile():
    t = table()
    t.pile("stock", "number 4")
    t.pile("pile", "number 4")
    events = t.turn(0, answers=[False, False, False])
    assert kinds(events) == ["move"] and t.faces("pile") == ["number 4", "number 4"]


def test_of_two_slappers_the_faster_takes_the_pile_and_the_slower_pays_nothing():
    t = table()
    t.pile("stock", "number 2")
    t.pile("pile", "number 2")
    events = t.turn(0, answers=[False, True, True])   # Bo (5 s) and Cy (10 s)
    race = next(ev for ev in events if ev.kind == "race")
    assert set(race.info["times"]) == {1, 2} and race.info["winner"] == 1
    assert t.faces("hand", 1) == ["number 2", "number 2"] and t.state.round_scores == [0, 0, 0]


def test_a_person_lets_the_race_pass_or_slaps_with_a_time():
    t = table([FirstOption(reaction=0.2), Human(), FirstOption(reaction=10.0)])
    t.pile("stock", "number 3")
    t.pile("pile", "number 3")
    t.turn(0, answers=[False, None, True])   # Ada holds back, the person lets it pass, Cy slaps
    asked = t.decisions[1][0]
    assert (asked.kind, asked.info, asked.options) == ("react", {"race": "snap", "may": True}, ())
    assert asked.accepts(None) and not asked.accepts(True) and t.faces("hand", 2) == ["number 3", "number 3"]
    t2 = table([FirstOption(reaction=0.2), Human(), FirstOption(reaction=10.0)])
    t2.pile("stock", "number 3")
    t2.pile("pile", "number 3")
    events = t2.turn(0, answers=[True, 0.1, True])   # the person is faster than both bots
    race = next(ev for ev in events if ev.kind == "race")
    assert race.info["times"][1] == 0.1 and race.info["winner"] == 1


def test_a_race_without_right_if_lets_every_runner_win():
    text = SNAP.replace("who may, right if pair", "who may").replace(
        "    wrong as hasty:\n        hasty scores -1\n", "")
    t = Scenario(snap(text), 3, agents=[FirstOption(reaction=0.2), FirstOption(reaction=5.0), FirstOption()])
    t.pile("stock", "number 3")
    events = t.turn(0, answers=[False, True, False])
    assert [d.info["holds"] for d, _ in t.decisions] == [True, True, True]
    assert next(ev for ev in events if ev.kind == "race").info["winner"] == 1


def test_a_runner_is_told_holds_only_of_what_it_sees():
    """COND of each runner (`player`): the runner's own hand is its to see (holds True/False);
    the stock nobody sees leaves every runner unable to tell (holds None)."""
    own = SNAP.replace("right if pair", "right if any(hand of player where card.value = (top of pile).value)") \
        .replace("        move all cards from pile to hand of caller\n",
                 "        expect warning: leaks_hidden\n        caller scores 1\n")
    t = Scenario(snap(own), 3)
    t.pile("stock", "number 6")
    t.hand(2, "number 6")
    t.turn(0, answers=[False, False, False])
    assert [d.info["holds"] for d, _ in t.decisions] == [False, False, True]
    hidden = own.replace("hand of player where", "stock where")
    t = Scenario(snap(hidden), 3)
    t.pile("stock", "number 6", "number 6")
    t.turn(0, answers=[False, False, False])
    assert [d.info["holds"] for d, _ in t.decisions] == [None, None, None]


@pytest.mark.parametrize("holds, honest, sneaky", [(True, True, True), (False, False, False), (None, False, True)])
def test_each_bot_joins_by_what_it_sees(holds, honest, sneaky):
    import random

    d = mogel.Decision(0, "join", (True, False), None, {"race": "snap", "holds": holds})
    assert HonestBot().decide(None, d, random.Random(0)) is honest
    assert SneakyBot(cheat_rate=1.0).decide(None, d, random.Random(0)) is sneaky
    answers = {RandomBot().decide(None, d, random.Random(seed)) for seed in range(20)}
    assert answers == {True, False}   # the random bot runs at a rate of one half, whatever it sees


def test_bots_play_ratscrew_to_its_end_and_only_the_random_bot_slaps_wrongly():
    rules = load_rules(RATSCREW)
    for seed in range(3):
        game = Game(rules, [HonestBot(), SneakyBot(), RandomBot()], seed=seed).play()
        assert game.finished
        wrong = {ev.seat for ev in game.events if ev.kind == "race_wrong"}
        won = [ev.info["winner"] for ev in game.events if ev.kind == "race"]
        assert wrong <= {2} and won and set(won) <= {0, 1, 2}
        again = replay(rules, game.record())   # the generator twin gives the same events as the plain one
        assert list(again.events) == list(game.events)


def test_the_lab_plays_ratscrew_with_its_slaps():
    frame = simulate(load_rules(RATSCREW), games=4, players=3, bots=["honest", "sneaky", "random"], workers=1)
    assert len(frame) > 0 and set(frame["bot"]) == {"honest", "sneaky", "random"}
