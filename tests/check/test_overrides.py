"""Setting a `define` to another whole number for one run: load_rules(defines=...)
(mogel.check.overrides).  The rules are checked again with the new number, so a value they
cannot take is a located error; a define that is no whole number, or that the file lacks, is
refused in words."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.check.overrides import DefineError, number_defines

ROOT = Path(__file__).resolve().parents[2]
RULES_TEXT = (ROOT / "rules.mm").read_text(encoding="utf-8")

SMALL = """\
game tiny:
    players: 3 to 4
    rounds: 1
define hand_size = 5
define bonus = -2
define endless = turns >= 50
define twice(n) = 2 * n
zone draw:
    shared, seen by nobody
zone discard:
    shared, top seen by all
zone hand:
    per player, seen by owner
card number:
    penalty: 1
deck:
    values: 1 2 3
    number: 12 12 12
round:
    starter: oldest
    first: starter
    setup:
        move all cards to draw
        shuffle draw
        deal hand_size cards from draw to hand
        move 1 card from draw to discard
    ends when: any(players where empty(hand of player)) or endless
    scoring:
        each player scores sum(hand of player, card.penalty) + bonus
turn:
    active must play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise active draws 1 card from draw
variant small_hands:
    description: "three cards each"
    define hand_size = 3
"""


def _dealt(rules) -> int:
    """The cards each player holds right after the deal of round 1."""
    game = mogel.Game(rules, [mogel.HonestBot() for _ in range(4)], seed=3)
    game.play()
    first_turn = next(i for i, ev in enumerate(game.events) if ev.kind == "turn")
    return sum(len(ev.moves) for ev in game.events[:first_turn] if ev.kind == "deal") // 4


def test_the_new_value_is_the_one_played():
    rules = mogel.load_rules(text=SMALL, file="tiny.mm", defines={"hand_size": 7})

    assert number_defines(rules)["hand_size"] == 7
    assert "define hand_size = 7" in rules.source          # the text played (and saved) says so
    assert _dealt(rules) == 7
    assert _dealt(mogel.load_rules(text=SMALL, file="tiny.mm")) == 5


def test_the_value_holds_with_a_variant_that_sets_the_same_define():
    rules = mogel.load_rules(text=SMALL, file="tiny.mm", variants=["small_hands"], defines={"hand_size": 6})

    assert _dealt(rules) == 6


def test_a_negative_number_is_a_whole_number_too():
    rules = mogel.load_rules(text=SMALL, file="tiny.mm", defines={"bonus": 4, "hand_size": 6})

    assert number_defines(rules) == {"hand_size": 6, "bonus": 4}


def test_the_catch_penalty_of_rules_mm_is_a_define_and_the_default_plays_as_the_rulebook():
    rules = mogel.load_rules()
    assert number_defines(rules)["catch_penalty_cards"] == 1

    harsh = mogel.load_rules(defines={"catch_penalty_cards": 3})
    game = mogel.Game(harsh, ["sneaky", "honest", "honest", "honest"], seed=2)
    game.play()
    kinds = [ev.kind for ev in game.events]
    call = next(i for i, ev in enumerate(game.events) if ev.kind == "accuse" and ev.info["right"])
    # after a right call: the cheated card back, then the guard's 3 penalty cards, then the role passes
    assert kinds[call + 1:call + 6] == ["move"] * 4 + ["role"]


def test_a_value_the_rules_cannot_take_is_a_located_error_that_names_the_value():
    with pytest.raises(mogel.RulesError) as caught:
        mogel.load_rules(defines={"catch_penalty_cards": -1})

    error = caught.value.errors[0]
    line = RULES_TEXT.splitlines()[error.span.line - 1]
    assert "move catch_penalty_cards cards chosen by accuser" in line
    assert error.message.startswith("with catch_penalty_cards = -1: ")
    assert error.span.column == line.index("catch_penalty_cards") + 1


@pytest.mark.parametrize("name, says", [
    ("endless", "tiny.mm:6: 'endless' is 'turns >= 50', not one whole number"),
    ("twice", "tiny.mm:7: 'twice' is a function of (n), not a number"),
])
def test_a_define_that_is_no_whole_number_is_refused_in_words(name, says):
    with pytest.raises(DefineError) as caught:
        mogel.load_rules(text=SMALL, file="tiny.mm", defines={name: 3})

    assert str(caught.value).startswith(says)
    assert "these can: hand_size = 5, bonus = -2" in str(caught.value)


def test_an_unknown_define_gets_a_did_you_mean_and_the_list_of_those_that_can_be_set():
    with pytest.raises(DefineError) as caught:
        mogel.load_rules(defines={"catch_penalty_card": 2})

    message = str(caught.value)
    assert message.startswith("rules.mm: no define 'catch_penalty_card' (did you mean 'catch_penalty_cards'?)")
    assert "catch_penalty_cards = 1" in message and "hand_size = 8" in message
    assert isinstance(caught.value, mogel.MogelError)


@pytest.mark.parametrize("defines, says", [
    ({"hand_size": 6.0}, "define 'hand_size' can only be set to a whole number, not 6.0"),
    ({"hand_size": True}, "define 'hand_size' can only be set to a whole number, not True"),
    ({"hand_size": "6"}, "define 'hand_size' can only be set to a whole number, not '6'"),
    ({6: 6}, "each key is the name of a define"),
    ([("hand_size", 6)], "defines: a dict of names and whole numbers"),
])
def test_a_value_that_is_no_whole_number_is_refused(defines, says):
    with pytest.raises(DefineError, match=says.replace("(", r"\(").replace(")", r"\)")):
        mogel.load_rules(defines=defines)


def test_no_defines_reads_the_file_as_it_is():
    assert mogel.load_rules(defines={}).source == mogel.load_rules(defines=None).source == mogel.load_rules().source


def test_a_numpy_integer_is_a_whole_number():
    np = pytest.importorskip("numpy")

    assert number_defines(mogel.load_rules(defines={"hand_size": np.int64(7)}))["hand_size"] == 7
