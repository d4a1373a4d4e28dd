"""Choices of a number (`P chooses a number from A to B [(WORDS)] [where COND]`, docs/language.md
10.10; trial 26's Spades bid "0 to 13 tricks"): on hand-built tables of the tiny shedding game.
The numbers offered, `where`, an empty range, `may`, the answer stored and compared, the words
told in English and German, what another seat is told (rule H), and the errors of a bound that is
absent or of a range too wide.  Seats: 0 Ada, 1 Bo, 2 Cy, 3 Di.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.errors import RulesRuntimeError
from mogel.play.scenario import Scenario
from mogel.present.narrate import Narrator
from tiny_games import load, tiny

ADA, BO, CY, DI = range(4)
BID = '''
variable bid:
    name: en "bid", de "Gebot"
    per player
'''


def table(turn: str, cards: int = 3, players: int = 3) -> Scenario:
    text = tiny(cards=BID, turn="\n".join("    " + line for line in turn.splitlines()) + "\n",
                scoring="        active scores 0\n", copies=6)
    t = Scenario(load(text), players=players)
    t.pile("discard", "number 1")
    t.pile("draw", "number 2", "number 2")
    t.hand(ADA, *["number 3"] * cards)
    t.hand(BO, "number 1")
    t.hand(CY, "number 1")
    return t


def asked(t):
    return [d for d, _ in t.decisions if d.kind == "choice"]


def told(t, lang, seat=None):
    narrator, layout = Narrator(t.program, None, lang), t.state.layout
    events = t.engine.events if seat is None else t.view(seat).events()
    return [narrator.sentence(ev, layout) for ev in events if ev.kind == "choose"]


def test_the_numbers_from_a_to_b_are_offered_in_order_and_the_answer_is_stored():
    t = table("set bid of active = active chooses a number from 0 to size(hand of active)\n"
              "active scores bid of active * 2")
    events = t.turn(ADA, answers=[2])
    decision, = asked(t)
    assert decision.options == (0, 1, 2, 3) and decision.info["what"] == "number" and decision.info["low"] == 0
    assert t.state.variables[("bid", ADA)] == 2
    assert [e.info["points"] for e in events if e.kind == "score"] == [4]


def test_where_binds_number_and_let_compares_it():
    t = table("let n = active chooses a number from 1 to 6 where number mod 2 = 0 and number != 4\n"
              "if n = 6:\n    active scores 5")
    events = t.turn(ADA, answers=[6])
    assert asked(t)[0].options == (2, 6)
    assert [e.info["points"] for e in events if e.kind == "score"] == [5]


def test_min_bounds_the_range_and_one_number_left_of_a_must_is_taken_without_asking():
    t = table("set bid of active = active chooses a number from 1 to min(size(hand of active), 1)", cards=3)
    events = t.turn(ADA)
    assert asked(t) == [] and t.state.variables[("bid", ADA)] == 1
    assert [e.info["asked"] for e in events if e.kind == "choose"] == [False]


def test_an_empty_range_is_a_choice_with_no_option_and_may_declines():
    t = table("let n = active chooses a number from 3 to size(hand of active)\n"
              "otherwise: active scores 7\n"
              "let m = active may choose a number from 0 to 2\n"
              "otherwise: active scores 1")
    events = t.turn(BO, answers=[None])   # Bo holds 1 card: 3 to 1 offers nothing
    assert [e.info["points"] for e in events if e.kind == "score"] == [7, 1]
    assert asked(t)[0].options == (None, 0, 1, 2)
    assert told(t, "en") == ["Bo chooses nothing.", "Bo chooses nothing."]


def test_the_words_tell_the_number_in_english_and_german_and_other_seats_hear_only_the_answer():
    t = table('set bid of active = active chooses a number (en "{player} bids {number}.", '
              'de "{player} sagt {number} an.") from 0 to 3\n'
              "let m = active chooses a number from 0 to 2")
    t.turn(ADA, answers=[3, 0])
    assert told(t, "en") == ["Ada bids 3.", "Ada chooses 0."]
    assert told(t, "de") == ["Ada sagt 3 an.", "Ada wählt 0."]
    assert told(t, "en", BO) == told(t, "en")
    seen = [e for e in t.view(BO).events() if e.kind == "choose"]
    assert all("options" not in e.info and "asked" not in e.info for e in seen)


def test_a_named_variable_is_told_with_its_noun():
    t = table("set bid of active = active chooses a number from 0 to 3")
    t.turn(ADA, answers=[1])
    assert told(t, "en") == ["Ada chooses 1 (Ada's bid)."]
    assert told(t, "de") == ["Ada wählt 1 (Gebot von Ada)."]


@pytest.mark.parametrize("bounds, said", [
    ("0 to bid of active", "a bound of the numbers to choose from came out with no value"),
    # bounds only the game works out (a constant range that wide the checker refuses: tests/check)
    ("size(hand of active) to 1000 + size(hand of active)",
     "this choice would offer 1001 numbers; a player chooses among at most 1000"),
])
def test_an_absent_bound_or_a_range_too_wide_stops_the_game_at_its_line(bounds, said):
    t = table(f"let n = active chooses a number from {bounds}")
    with pytest.raises(RulesRuntimeError) as caught:
        t.turn(ADA)
    assert said in str(caught.value) and "tiny.mm:" in str(caught.value)


def test_a_range_of_a_thousand_numbers_is_offered():
    t = table("let n = active chooses a number from -500 to 499")
    t.turn(ADA, answers=[-500])
    assert asked(t)[0].options == tuple(range(-500, 500))


def test_random_bots_choose_every_number_of_the_range():
    rules = load(tiny(cards=BID, turn="    set bid of active = active chooses a number from 0 to 3\n"
                      "    active may play 1 card from hand where card.value = (top of discard).value onto discard\n"
                      "    otherwise active draws 1 card from draw\n"))
    seen = set()
    for seed in range(8):
        game = mogel.Game(rules, [mogel.RandomBot(), mogel.RandomBot()], seed=seed).play()
        seen |= {e.info["chosen"] for e in game.events if e.kind == "choose"}
    assert seen == {0, 1, 2, 3}
