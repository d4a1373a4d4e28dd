"""Reading scores, an open-ended top level and `penalty:` as an expression (issue 22, docs/language.md
5, 8.1, 15), on a tiny shedding game: `score(p)` is this round's points so far and `total(p)` the
game's; a game whose top level has no `times:` is played once, round after round, until its `ends
when:` reads a total of 10 (told as a game of rounds, a line of the score history per round), and
stopped with a clear message when it never ends; a penalty worked out per card from its value.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.compile.program import compile_rules
from mogel.errors import RunawayGame
from mogel.play.scenario import Scenario
from mogel.present.log import log_lines
from mogel.present.narrate import Narrator
from tiny_games import load, play, tiny

ADA, BO, CY = range(3)

TURN = """\
    active scores 2
    if score(active) >= 4 and total(active) >= 4:
        active draws 1 card from draw
"""
TO_TEN = """
define reached(n) = any(players where total(player) >= n)

level game:
    made of: round
    ends when: reached(10)
    checked: after each round
"""


def table(text: str) -> Scenario:
    t = Scenario(load(text), players=3)
    t.pile("discard", "number 2")
    t.pile("draw", "number 3", "number 3")
    for seat in range(3):
        t.hand(seat, "number 1")
    return t


def test_score_is_this_round_s_points_and_total_the_game_s():
    t = table(tiny(turn=TURN))
    first = t.turn(ADA)
    assert not any(e.kind == "draw" for e in first)          # 2 points: not yet 4
    second = t.turn(ADA)
    assert [e.seat for e in second if e.kind == "draw"] == [ADA]
    assert (t.state.round_scores[ADA], t.state.totals[ADA]) == (4, 4)

    t.engine.emit("round_start", info={"round": 2})          # a new round: its scores start at 0
    third = t.turn(ADA)
    assert not any(e.kind == "draw" for e in third)          # total 6, but only 2 this round
    assert (t.state.round_scores[ADA], t.state.totals[ADA]) == (2, 6)


def open_game(text: str, players: int = 3, seed: int = 1) -> mogel.Game:
    return play(text.replace("    rounds: 1\n", "", 1) + TO_TEN, players=players, seed=seed)


def test_an_open_ended_top_level_plays_rounds_until_a_total_reaches_ten():
    game = open_game(tiny())
    s = game.engine.s

    rounds = [e for e in game.events if e.kind == "round_scored"]
    totals = [0] * 3
    for number, scored in enumerate(rounds, 1):
        totals = [a + b for a, b in zip(totals, scored.info["scores"])]
        assert (max(totals) >= 10) == (number == len(rounds))
    assert len(rounds) > 1 and s.totals == totals
    assert s.history == [e.info["scores"] for e in rounds]       # a line per round, none for the game
    assert [e.kind for e in game.events].count("level_start") == 1
    for lang, begins in (("en", "Round 2 begins."), ("de", "Runde 2 beginnt.")):
        narrator = Narrator(game.program, None, lang)
        lines = [narrator.sentence(e, s.layout) for e in game.events]
        assert begins in lines
        assert not any(line and ("Game 1" in line or "game 1" in line) for line in lines)


def test_an_open_ended_top_level_that_never_ends_is_stopped_after_2000_rounds():
    quick = tiny().replace("or turns >= 40", "or turns >= 1")
    text = quick.replace("    rounds: 1\n", "", 1) + TO_TEN.replace("reached(10)", "reached(1000000)")
    game = mogel.Game(load(text), ["random"] * 2, seed=0)
    with pytest.raises(RunawayGame) as stopped:
        game.play()
    assert "game 1 did not end after round 2000: its 'ends when:' did not hold within those 2000" in str(stopped.value)
    assert stopped.value.span.line == text.count("\n", 0, text.index("    ends when: reached")) + 1


def test_a_penalty_expression_is_worked_out_once_per_card_from_its_value():
    text = tiny().replace("    penalty: 1\n", "    penalty: 2 * card.value if card.value > 1 else -1\n", 1)
    program = compile_rules(load(text))
    deck = program.deck
    assert {(deck.values[c], deck.penalties[c]) for c in range(len(deck))} == {(1, -1), (2, 4), (3, 6)}

    game = play(text, players=2, seed=4)
    s = game.engine.s
    left = [sum(deck.penalties[c] for c in s.zones[s.slot_of["hand"] + p]) for p in range(2)]
    assert s.totals == left                                     # the scoring's sum of card.penalty
    header = next(log_lines(game))
    assert {(card["value"], card["penalty"]) for card in header["cards"]} == {(1, -1), (2, 4), (3, 6)}
