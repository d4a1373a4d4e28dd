"""A choice of a number (`a number from A to B`) in the RL environment and the OpenSpiel game: its
block of actions at the end of the space (action number0 + k chooses A + k), as many as the rules'
widest range (B - A + 1 for the least A and most B mogel.check.bounds finds, else the engine's
limit), none in rules without one;
whole games of tests/games/bidding.mm play to their end both ways."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from rl_helpers import need

need("numpy", "pettingzoo", "gymnasium")

import mogel.env  # noqa: E402
from mogel.check.control import MAX_RUNS  # noqa: E402
from mogel.compile.program import compile_rules  # noqa: E402
from mogel.rl.encoding import REACTIONS, Encoding  # noqa: E402
from mogel.rl.env import play_episode  # noqa: E402

BIDDING = Path(__file__).resolve().parents[1] / "games" / "bidding.mm"


def encoding(text: str, n: int = 3) -> Encoding:
    return Encoding(compile_rules(mogel.load_rules(text=text, file="bid.mm")), n)


def test_the_number_block_follows_the_reactions_and_counts_from_the_lowest_number():
    text = BIDDING.read_text().replace("from 0 to min(size(hand of player), most_bid)", "from 2 to 5")
    enc = encoding(text)
    assert enc.numbers == 4 and enc.number0 == enc.react0 + len(REACTIONS) and enc.size == enc.number0 + 4
    bid = mogel.Decision(0, "choice", (2, 4, 5), None, {"what": "number", "low": 2, "choice": "bid"})
    assert enc.actions(bid) == {enc.number0: 2, enc.number0 + 2: 4, enc.number0 + 3: 5}
    assert enc.name(enc.number0 + 3) == "number +3" and enc.blocks()[-1] == ("number", enc.number0, 4)
    declined = mogel.Decision(0, "choice", (None, 2), None, {"what": "number", "low": 2, "choice": "bid"})
    assert enc.action_of(declined, None) == enc.pass_action


BOUNDED = [   # the bid's range -> the numbers of the block for 3 players (deck: 16 cards valued 1 to 16)
    ("from 0 to min(size(hand of player), most_bid)", 4),   # bidding.mm: most_bid = 3 whatever the hand
    ("from 0 to size(hand of player)", 17),                   # a zone holds the deck at most
    ("from 1 to count(players)", 3),                          # the players
    ("from 0 to count(hand of player where card.value > 8) + most_bid", 20),
    ("from size(hand of player) to 2 * most_bid", 7),         # the least A: 0
    ("from 0 to (top of hand of player).value", 17),          # the deck's numbers: 1 to 16
    ("from 0 to max(size(hand of player), 5)", 17),
    ("from 0 to (2 if size(hand of player) > 3 else most_bid)", 4),
    ("from 0 to min(players, size(hand of player))", 17),   # the least size over the players
]


@pytest.mark.parametrize("words, numbers", BOUNDED)
def test_a_range_the_rules_do_not_fix_takes_the_bounds_the_checker_finds(words, numbers):
    text = BIDDING.read_text().replace("from 0 to min(size(hand of player), most_bid)", words)
    enc = encoding(text)
    assert enc.numbers == numbers and enc.size == enc.number0 + numbers
    env = mogel.env.aec_env(mogel.load_rules(text=text, file="bid.mm"), players=3)
    assert env.action_space("seat_0").n == enc.size


def test_bounds_that_grow_with_the_player_count_and_a_let_whose_value_is_certain():
    text = BIDDING.read_text().replace("from 0 to min(size(hand of player), most_bid)", "from 0 to count(others)")
    assert (encoding(text, 3).numbers, encoding(text, 4).numbers) == (3, 4)
    let = BIDDING.read_text().replace("        for each player starting after dealer:\n",
                                      "        let most = 2 * player_count\n        for each player starting after dealer:\n")
    assert encoding(let.replace("from 0 to min(size(hand of player), most_bid)", "from 0 to most"), 4).numbers == 9


def test_a_range_without_bounds_takes_the_engines_limit_and_rules_without_one_none():
    unbounded = BIDDING.read_text().replace("from 0 to min(size(hand of player), most_bid)", "from 0 to bid of player")
    assert encoding(unbounded).numbers == MAX_RUNS
    plain = BIDDING.read_text().replace("from 0 to min(size(hand of player), most_bid)", "from 0 to 0")
    assert encoding(plain).numbers == 1
    shipped = Encoding(compile_rules(mogel.load_rules()), 4)
    assert shipped.numbers == 0 and shipped.size == shipped.number0


def test_bidding_plays_to_its_end_in_the_environment():
    env = mogel.env.aec_env(BIDDING, players=3, seed=1)
    assert len(play_episode(env)) == 3


def test_bidding_plays_to_its_end_in_the_openspiel_game():
    need("pyspiel")
    import random

    import mogel.openspiel

    state = mogel.openspiel.MogelGame({"rules": str(BIDDING), "players": 3}).new_initial_state()
    pick = random.Random(0)
    for _ in range(20000):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(pick.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(pick.choice(state.legal_actions()))
    assert state.is_terminal()
