"""Aggregates (`sum` over players, `max`, `min`, `highest`, `lowest`, `first`) and bounded loops
(`repeat N times`, `repeat until`, both), design sections 8 and 9 of issue 17: on hand-built
tables of the tiny shedding game, and in whole games ("draw until you can play"; the player
with the most cards left pays a bonus penalty).
"""

from __future__ import annotations

import pytest

import mogel
from mogel.play.scenario import Scenario
from tiny_games import load, play, tiny

ADA, BO, CY, DI = range(4)


def table(turn: str, players: int = 4, draw=("number 3", "number 3", "number 2"), **hands) -> Scenario:
    text = tiny(turn="\n".join("    " + line for line in turn.splitlines()) + "\n", scoring="        active scores 0\n",
                copies=9)
    t = Scenario(load(text), players=players)
    t.pile("discard", "number 1")
    t.pile("draw", *draw)
    for seat in "ABCD"[:players]:
        t.hand("ABCD".index(seat), *hands.get(seat, ["number 2"]))
    return t


def scores(events):
    return [(e.seat, e.info["points"]) for e in events if e.kind == "score"]


# --- aggregates --------------------------------------------------------------------------------

def test_sum_max_and_min_over_players():
    t = table("active scores sum(players, size(hand of player))\n"
              "active scores max(players, size(hand of player))\n"
              "active scores min(others, size(hand of player))",
              A=["number 2"], B=["number 2", "number 3"], C=["number 3", "number 3", "number 2"], D=["number 1"])
    assert scores(t.turn(ADA)) == [(ADA, 7), (ADA, 3), (ADA, 1)]


def test_highest_and_lowest_give_the_player_and_ties_go_to_the_first_in_seat_order_from_the_active():
    t = table("highest(players, size(hand of player)) scores 10\nlowest(players, size(hand of player)) scores 1",
              A=["number 2"], B=["number 2", "number 3"], C=["number 1"], D=["number 3", "number 3"])
    assert scores(t.turn(ADA)) == [(BO, 10), (ADA, 1)]
    assert scores(t.turn(CY)) == [(DI, 10), (CY, 1)]   # from Cy: Di comes before Bo, Cy before Ada


def test_highest_and_first_of_cards_count_from_the_top_of_the_pile():
    t = table("move highest(hand of active, card.value) to discard\nmove first(hand of active) to discard",
              A=["number 3", "number 1", "number 3", "number 2"])
    t.turn(ADA)
    assert t.faces("discard") == ["number 1", "number 3", "number 2"]   # the upper 3, then the top card
    assert t.faces("hand", ADA) == ["number 3", "number 1"]


def test_an_empty_set_gives_nothing_and_an_absent_value_is_passed_over():
    t = table("if not any(players where false):\n"
              "    first(players where false) scores 5\n"
              "    highest(players where false, 1) scores 5\n"
              "if max(players where false, 1) = 0 or min(players where false, 1) = 0:\n"
              "    active scores 5\n"
              "highest(players, (top of hand of player).value) scores 2",
              A=["number 2"], B=[], C=["number 3"], D=["number 1"])
    assert scores(t.turn(ADA)) == [(CY, 2)]


def test_min_and_max_of_numbers_take_the_smallest_and_largest_of_two_or_more():
    t = table("active scores min(size(hand of active), 3)\n"
              "active scores max(1, size(hand of active), 2)\n"
              "active scores min(size(draw), size(hand of active), 5) + max(players, size(hand of player))\n"
              "active scores max(2 - size(hand of active), -5)",
              A=["number 2", "number 3", "number 3", "number 1"], B=["number 1"] * 6)
    assert scores(t.turn(ADA)) == [(ADA, 3), (ADA, 4), (ADA, 3 + 6), (ADA, -2)]


def test_min_of_numbers_is_absent_when_one_is_as_arithmetic():
    t = table("if absent(min(3, (top of hand of active).value)) and present(max(3, (top of draw).value)):\n"
              "    active scores 5", A=[])
    assert scores(t.turn(ADA)) == [(ADA, 5)]


def test_sum_over_cards_is_as_before():
    t = table("active scores sum(hand of active, card.value)", A=["number 3", "number 2"])
    assert scores(t.turn(ADA)) == [(ADA, 5)]


def test_a_where_over_cards_that_reads_the_card_inside_an_aggregate_of_players_reads_each_card():
    """`card` inside an aggregate over players is the card of the selection: the test is worked
    out card by card, not once for the whole hand."""
    t = table("active must play 1 card from hand where max(players, card.value) = 3 onto discard",
              A=["number 3", "number 1"])
    t.turn(ADA)
    assert t.faces("discard") == ["number 1", "number 3"]


def test_the_player_with_the_most_cards_left_pays_a_bonus_in_whole_games():
    text = tiny(scoring="        each player scores sum(hand of player, card.penalty)\n"
                        "        highest(players, size(hand of player)) scores 5\n")
    for seed in range(5):
        game = play(text, players=3, seed=seed, agents=[mogel.RandomBot() for _ in range(3)])
        events = game.events
        end = next(i for i, e in enumerate(events) if e.kind == "round_end")
        sizes = game.state_at(end + 1).hand_sizes("hand")
        bonus = [e for e in events[end:] if e.kind == "score" and e.info["points"] == 5
                 and e.span.line == text.splitlines().index("        highest(players, size(hand of player)) scores 5") + 1]
        order = game.state.seats_from(game.state.starter)
        assert [e.seat for e in bonus] == [max(order, key=lambda p: sizes[p])]
        assert mogel.replay(load(text), game.record()).events == events


# --- repeat ------------------------------------------------------------------------------------

DRAW_UNTIL = ("repeat until any(hand of active where card.value = (top of discard).value) or empty(draw):\n"
              "    active draws 1 card from draw\n"
              "active may play 1 card from hand where card.value = (top of discard).value onto discard")


def test_draw_until_you_can_play():
    t = table(DRAW_UNTIL, draw=("number 1", "number 3", "number 2"), A=["number 2"])   # top: number 2
    events = t.turn(ADA)
    assert [e.kind for e in events if e.kind in ("draw", "play")] == ["draw", "draw", "draw", "play"]
    assert t.faces("discard") == ["number 1", "number 1"]


def test_a_player_who_can_play_draws_nothing():
    t = table(DRAW_UNTIL, A=["number 1"])
    events = t.turn(ADA)
    assert [e.kind for e in events if e.kind in ("draw", "play")] == ["play"]


def test_repeat_n_times_runs_n_times_worked_out_once():
    t = table("repeat size(hand of active) times:\n    active draws 1 card from draw", A=["number 2", "number 1"])
    events = t.turn(ADA)
    assert sum(e.kind == "draw" for e in events) == 2


def test_repeat_n_times_until_stops_early():
    t = table("repeat 3 times until size(hand of active) >= 3:\n    active draws 1 card from draw",
              A=["number 2"])
    assert sum(e.kind == "draw" for e in t.turn(ADA)) == 2


def test_repeat_zero_times_runs_nothing_and_a_let_holds_for_one_run():
    t = table("repeat 0 times:\n    active draws 1 card from draw\n"
              "repeat 2 times:\n    let n = size(hand of active)\n    active scores n\n    active draws 1 card from draw",
              A=["number 2"])
    events = t.turn(ADA)
    assert scores(events) == [(ADA, 1), (ADA, 2)]


def test_end_round_inside_a_repeat_leaves_it():
    t = table("repeat 5 times:\n    active draws 1 card from draw\n    if size(hand of active) >= 2:\n        end round")
    events = t.turn(ADA)
    assert sum(e.kind == "draw" for e in events) == 1 and t.round_over == "end round"


def repeat_line(text: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.strip().startswith("repeat"))


def test_a_repeat_that_never_ends_is_stopped_at_its_line_naming_its_condition():
    text = tiny(turn="    repeat until size(hand of active) > 50:\n        active draws 1 card from draw\n")
    with pytest.raises(mogel.RulesRuntimeError) as err:
        play(text)
    assert str(err.value) == (f"tiny.mm:{repeat_line(text)}:5: this 'repeat' ran 1000 times and 'size(hand of active) "
                              f"> 50' still does not hold: make sure the block can make it hold (what if a pile it "
                              f"takes from is empty?)")
    assert "repeat until" in err.value.excerpt and "Traceback" not in err.value.render()


def test_a_repeat_asked_for_too_many_runs_is_stopped_before_it_starts():
    """(A count known before the game, as `repeat 5000 times`, the checker refuses:
    tests/check/test_level_counts.py; this one is known only in play: 1 card on the discard pile.)"""
    text = tiny(turn="    repeat 1000 + size(discard) * 4000 times:\n        active draws 1 card from draw\n")
    with pytest.raises(mogel.RulesRuntimeError, match=r"^tiny\.mm:\d+:5: this 'repeat' would run 5000 times; "
                                                      r"a 'repeat' runs at most 1000 times$"):
        play(text)


def test_a_negative_number_of_runs_stops_the_game_at_the_number():
    text = tiny(turn="    repeat size(hand of active) - 10 times:\n        active draws 1 card from draw\n")
    with pytest.raises(mogel.RulesRuntimeError, match=r"^tiny\.mm:\d+:12: a number of times came out as -7; "
                                                      r"it must be 0 or more$"):
        play(text)


@pytest.mark.parametrize("seed", range(4))
def test_whole_games_that_draw_until_they_can_play_replay_identically(seed):
    text = tiny(turn="\n".join("    " + line for line in DRAW_UNTIL.splitlines()) + "\n")
    game = play(text, players=3, seed=seed, agents=[mogel.RandomBot() for _ in range(3)])
    assert mogel.replay(load(text), game.record()).events == game.events
    # every turn either plays, or has drawn the draw pile empty, or ends the game
    for en, de in zip(game.narration(lang="en"), game.narration(lang="de")):
        assert ("Traceback" not in en) and de
