"""The bots' settings at play in every shipped game (mogel/agents/base.py): `cheat_rate` covers
covert moves and bluffs, `accuse_rate` every challenge and accusation, `honest` never cheats
or bluffs, and rules choices are spread by each bot's seeded rng.  Each game is played whole
through the public Game, with the bots wrapped to see what they were asked (tests/recording_bot.py).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import mogel
from mogel.agents import bot_from_text
from mogel.check.files import shipped_games
from mogel.runtime.events import Decision
from recording_bot import Recorder

GAMES = list(shipped_games())
SEEDS = range(6)


def play(game: str, bots, seed: int, variants=()):
    """A whole game of `game` between `bots` (texts as --bots takes them), each Recorder-wrapped."""
    agents = [Recorder(bot_from_text(text)) for text in bots]
    return mogel.Game(mogel.load_rules(game=game, variants=variants), agents, seed=seed).play(), agents


def bluff_chance(decision) -> bool:
    """Whether the decision offered both a bluff and an honest option."""
    bluff = decision.info.get("bluff") if isinstance(decision.info, dict) else None
    if not bluff:
        return False
    flags = [bool(bluff.get(option)) for option in decision.options if option is not None]
    return any(flags) and (not all(flags) or None in decision.options)


def accusing_choice(decision) -> bool:
    """Whether the decision offered an option that leads to an accusation and one that does not."""
    accuses = decision.info.get("accuses") if decision.kind == "choice" else None
    return bool(accuses) and any(option not in accuses for option in decision.options)


def test_every_shipped_game_is_covered():
    assert {"mogel_motte", "mogelei", "cheat"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_honest_never_cheats_nor_bluffs_where_the_sneaky_bot_does(game):
    honest_chances = Counter()
    sneaky_took = Counter()
    for seed in SEEDS:
        played, (honest, sneaky, _) = play(game, ["honest", "sneaky:cheat_rate=0.9", "random"], seed)
        for decision, answer, *_ in honest.seen:
            if decision.kind == "cheat":
                honest_chances["cheat"] += 1
                assert answer is None
            if bluff_chance(decision):
                honest_chances["bluff"] += 1
                assert answer is None or not decision.info["bluff"].get(answer)
        sneaky_took["cheat"] += sum(1 for d, answer, *_ in sneaky.seen if d.kind == "cheat" and answer is not None)
        sneaky_took["bluff"] += sum(1 for d, answer, *_ in sneaky.seen
                                    if bluff_chance(d) and answer is not None and d.info["bluff"].get(answer))
        assert not any(ev.kind == "cheat" and ev.seat == 0 for ev in played.events)
    assert sum(honest_chances.values()) > 0
    assert all(sneaky_took[kind] > 0 for kind in honest_chances)   # the same chances, taken by sneaky


@pytest.mark.parametrize("game", GAMES)
def test_an_accuse_rate_of_0_never_accuses_and_of_1_always_when_it_may(game):
    """With accuse_rate 0 nobody accuses, not even a bot sure to notice and to accuse falsely;
    with 1, random and sneaky challenge every claim, take every option that leads to an
    accusation and accuse every covert move they noticed."""
    loud = quiet = 0
    for seed in SEEDS:
        silent = ["random:accuse_rate=0:attention=1:false_accusations=1", "sneaky:accuse_rate=0:cheat_rate=1:attention=1",
                  "honest:accuse_rate=0:attention=1", "random:accuse_rate=0:cheat_rate=1"]
        played, agents = play(game, silent, seed)
        assert not any(ev.kind == "accuse" for ev in played.events)
        for agent in agents:
            for decision, answer, *_ in agent.seen:
                assert not (accusing_choice(decision) and answer in decision.info["accuses"])
                assert not (decision.kind == "accuse" and answer is not None)
                quiet += decision.kind == "accuse" or accusing_choice(decision)
        eager = ["random:accuse_rate=1:attention=1", "sneaky:accuse_rate=1:cheat_rate=1:attention=1",
                 "random:accuse_rate=1:cheat_rate=1:attention=1", "sneaky:accuse_rate=1:attention=1"]
        played, agents = play(game, eager, seed)
        for agent in agents:
            for decision, answer, *_ in agent.seen:
                if accusing_choice(decision):
                    loud += 1
                    assert answer in decision.info["accuses"]
                elif decision.kind == "accuse" and "claim" in decision.info:
                    loud += 1
                    assert answer == decision.info["claimer"]
                elif decision.kind == "accuse" and decision.info.get("noticed"):
                    loud += 1
                    assert answer == decision.info["noticed"][-1]
    assert quiet > 0 and loud > 0


@pytest.mark.parametrize("game", GAMES)
def test_honest_accuses_only_with_proof(game):
    """Honest's accusations are all right: it challenges a claim only when the cards it sees
    disprove it, and accuses only covert moves it noticed."""
    for seed in SEEDS:
        bots = ["honest:attention=1", "sneaky:cheat_rate=1", "honest:attention=1", "random:cheat_rate=1"]
        played, agents = play(game, bots, seed)
        honest_seats = {0, 2}
        assert all(ev.info["right"] for ev in played.events if ev.kind == "accuse" and ev.seat in honest_seats)
        for seat in honest_seats:
            for decision, answer, _, known in agents[seat].seen:
                if accusing_choice(decision) and answer in decision.info["accuses"]:
                    assert any(len(set(claim["matching"]) - known) < claim["count"]
                               for claim in decision.info["open_claims"].values())


@pytest.mark.parametrize("game, variants, choice", [("mogelei", (), "called"),
                                                     ("mogelei", (), "answer"),
                                                     ("mogelei", (), "accused"),
                                                     ("cheat", ("up_same_or_down",), "step")])
def test_every_bot_spreads_its_rules_choices_over_the_options(game, variants, choice):
    """A bot knows no game to prefer an option: over many seeds each kind of bot gives every
    answer of a choice among named options, attribute values or players (honest and sneaky
    once always called the first colour); the same seed gives the same answers."""
    answers = {bot: Counter() for bot in ("random", "honest", "sneaky")}
    for seed in range(12):
        played, agents = play(game, ["random", "honest", "sneaky", "random:accuse_rate=1"], seed, variants)
        for agent in agents:
            for decision, answer, *_ in agent.seen:
                if decision.kind == "choice" and decision.info["choice"] == choice and len(decision.options) > 1:
                    key = answer if decision.info["what"] != "player" else (answer - decision.seat) % len(agents)
                    answers[agent.name][key] += 1
    again, _ = play(game, ["random", "honest", "sneaky", "random:accuse_rate=1"], 11, variants)
    assert again.events == played.events
    for bot, counts in answers.items():
        if choice == "accused" and bot == "honest":
            assert not counts   # honest accuses only with proof (above)
            continue
        assert len(counts) >= 2, (bot, counts)
        assert max(counts.values()) < 0.8 * sum(counts.values()), (bot, counts)


# --- one decision at a time, from a seat's view ------------------------------------------------------

class View:
    """The part of a PlayerView the bots read for rules choices: a hand, the faces it sees, and
    each card's attributes (card id -> colour)."""

    def __init__(self, hand=(), known=(), colours=None):
        self.hand, self._known, self._colours = tuple(hand), frozenset(known), colours or {}

    def known_cards(self):
        return self._known

    def sees_face(self, card):
        return card in self._known

    def attributes(self, card):
        return {"colour": self._colours[card]} if card in self._colours else {}


def decide(bot_text: str, decision, view, seed: int = 0):
    return bot_from_text(bot_text).decide(view, decision, random.Random(seed))


def answer_choice(options, **info):
    return Decision(0, "choice", tuple(options), None, {"choice": "answer", "what": "option", **info})


PROVEN = {2: {"count": 1, "matching": [5, 6]}}   # seat 2 claimed 1 card; 5 and 6 are the only cards that fit


@pytest.mark.parametrize("bot", ["honest", "sneaky", "random"])
def test_an_accusing_option_is_taken_with_proof_unless_accuse_rate_is_0(bot):
    decision = answer_choice(["go_on", "stop", "doubt"], accuses=["doubt"], open_claims=PROVEN)
    sees_all = View(known=[5, 6])
    assert all(decide(bot, decision, sees_all, seed) == "doubt" for seed in range(20))
    assert all(decide(f"{bot}:accuse_rate=0", decision, sees_all, seed) != "doubt" for seed in range(20))


def test_without_proof_honest_never_takes_an_accusing_option_and_the_others_at_their_rate():
    decision = answer_choice(["go_on", "stop", "doubt"], accuses=["doubt"], open_claims=PROVEN)
    sees_one = View(known=[5])
    taken = {bot: sum(decide(bot, decision, sees_one, seed) == "doubt" for seed in range(400))
             for bot in ("honest", "sneaky:accuse_rate=0.3", "random:accuse_rate=1")}
    assert taken["honest"] == 0 and taken["random:accuse_rate=1"] == 400
    assert 90 <= taken["sneaky:accuse_rate=0.3"] <= 150


def test_the_accused_is_a_player_whose_claim_the_bot_can_disprove():
    decision = Decision(0, "choice", (1, 2, 3), None, {"choice": "accused", "what": "player", "accusation": "bluff",
                                                        "open_claims": {1: {"count": 1, "matching": [7]}, **PROVEN}})
    assert {decide(bot, decision, View(known=[5, 6]), seed) for bot in ("honest", "sneaky") for seed in range(20)} == {2}
    assert {decide("sneaky", decision, View(), seed) for seed in range(40)} == {1, 2, 3}


def test_a_value_is_one_the_bot_holds_most_cards_of():
    decision = Decision(0, "choice", ("black", "red", "blue"), None, {"choice": "called", "what": "value",
                                                                     "attribute": "colour"})
    view = View(hand=[1, 2, 3, 4, 5], colours={1: "red", 2: "blue", 3: "red", 4: "blue", 5: "black"})
    assert {decide(bot, decision, view, seed) for bot in ("honest", "sneaky") for seed in range(30)} == {"red", "blue"}
    assert {decide("random", decision, view, seed) for seed in range(30)} == {"black", "red", "blue"}
