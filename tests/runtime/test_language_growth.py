"""The game grows in the rules language alone: a new discard rule and a new action card.

A copy of rules.mm (a temporary file) gets
  (a) a discard rule of "one higher, one lower or equal": `adjacent` redefined, and
  (b) a beetle -- "every other player gives the active player one card" -- as a `card
      beetle:` block with its row in the deck table (and the deck total fixed),
and is loaded with `mogel.load_rules(path)`.  Scenarios on both rule sets show the difference;
no Python code changes.
"""

from __future__ import annotations

from collections import Counter

import pytest

import mogel
from conftest import ADA, BO, CY, DI, of_kind

ADJACENT = "define adjacent(a, b) = (a - b) mod 5 in {1, 4}"
ADJACENT_OR_EQUAL = "define adjacent(a, b) = (a - b) mod 5 in {0, 1, 4}"

BEETLE_CARD = '''
card beetle:
    name: en "beetle", de "Käfer"
    tags: action
    penalty: 5
    on play:
        each player except active gives 1 card from hand to active
'''
ANT_ROW = "    ant:        1  1  1  1  1   = 5\n"
BEETLE_ROW = "    beetle:     1  1  1  1  1   = 5\n"
DECK_TOTAL, GROWN_TOTAL = "    total: 71", "    total: 76"
DECK_HEADER = "# --- The deck"


def replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"rules.mm changed: expected exactly one {old.strip()!r}"
    return text.replace(old, new)


@pytest.fixture(scope="module")
def grown_rules(tmp_path_factory):
    """rules.mm with the equal-or-adjacent discard rule and the beetle, loaded from a file."""
    text = mogel.default_rules_path().read_text(encoding="utf-8")
    text = replace_once(text, ADJACENT, ADJACENT_OR_EQUAL)
    text = replace_once(text, DECK_HEADER, BEETLE_CARD.lstrip() + "\n" + DECK_HEADER)
    text = replace_once(text, ANT_ROW, ANT_ROW + BEETLE_ROW)
    text = replace_once(text, DECK_TOTAL, GROWN_TOTAL)
    path = tmp_path_factory.mktemp("grown") / "grown.mm"
    path.write_text(text, encoding="utf-8")
    return mogel.load_rules(path)


def test_grown_rules_load_with_the_new_card_in_the_deck(rules, grown_rules):
    """The new file passes the checker; its deck has 5 more cards, one beetle per value."""
    grown = mogel.Game(grown_rules, [mogel.RandomBot() for _ in range(4)], seed=1).program.deck
    original = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=1).program.deck

    assert len(original) == 71 and len(grown) == 76
    assert sorted(v for k, v in map(grown.face, range(len(grown))) if k == "beetle") == [1, 2, 3, 4, 5]
    assert "beetle" in grown_rules.cards and "beetle" not in rules.cards


# --- (a) the discard rule: one higher, one lower, or equal ---------------------------------

EQUAL_ONLY = {ADA: ["number 3", "number 1"], BO: ["number 1"], CY: ["number 1"], DI: ["number 1"]}


def test_original_rules_an_equal_card_does_not_fit_so_the_player_draws(table):
    """Original rules (001 "Spielverlauf"): a 3 on a 3 is not one higher or lower: Ada draws."""
    t = table(hands=EQUAL_ONLY, discard=["number 3"], draw=["number 5"])

    events = t.turn(ADA)

    assert of_kind(events, "play") == []
    assert t.moved_faces(events, "draw") == ["number 5"]
    assert t.faces("discard") == ["number 3"]


def test_grown_rules_an_equal_card_fits_and_must_be_played(table, grown_rules):
    """Grown rules: `adjacent` also allows the equal value, so the same hand plays its 3."""
    t = table(hands=EQUAL_ONLY, discard=["number 3"], draw=["number 5"], with_rules=grown_rules)

    events = t.turn(ADA)

    assert t.moved_faces(events, "play") == ["number 3"]
    assert of_kind(events, "draw") == []
    assert t.faces("discard") == ["number 3", "number 3"] and t.faces("draw") == ["number 5"]


@pytest.mark.parametrize("top, original, grown", [
    ("number 3", {"number 2", "number 4"}, {"number 2", "number 3", "number 4"}),
    ("number 1", {"number 2", "number 5"}, {"number 1", "number 2", "number 5"}),
    ("number 5", {"number 1", "number 4"}, {"number 1", "number 4", "number 5"}),
])
def test_the_offered_cards_differ_by_exactly_the_equal_value(table, rules, grown_rules, top, original, grown):
    """Same table, both rule sets: the grown rules offer the equal card on top of the old ones,
    wrapping (1-5) unchanged."""
    offered = {}
    for name, which in (("original", rules), ("grown", grown_rules)):
        t = table(hands={ADA: ["number 1", "number 2", "number 3", "number 4", "number 5"],
                         BO: ["number 2"], CY: ["number 2"], DI: ["number 2"]},
                  discard=[top], with_rules=which)
        t.turn(ADA)
        (decision,) = t.asked("play", ADA)
        offered[name] = t.option_faces(decision)

    assert offered == {"original": original, "grown": grown}


# --- (b) the beetle: every other player gives the active player one card -------------------

BEETLE_HANDS = {ADA: ["beetle 4", "number 1", "number 1"], BO: ["number 2", "moth 3"],
                CY: ["number 5", "number 5"], DI: ["spider 1", "number 2"]}


def test_original_rules_have_no_beetle(table):
    """Original rules: the deck has no beetle, so no table can hold one."""
    with pytest.raises(mogel.MogelError, match="no card 'beetle 4'"):
        table(hands=BEETLE_HANDS)


def test_grown_rules_a_beetle_makes_every_other_player_give_the_active_player_one_card(table, grown_rules):
    """Grown rules: Ada plays the beetle (it follows the discard rule like any action card);
    Bo, Cy and Di, in seat order from her left, each give her one card -- never a moth."""
    t = table(hands=BEETLE_HANDS, discard=["number 3"], with_rules=grown_rules)
    before = {seat: Counter(t.faces("hand", seat)) for seat in range(4)}

    events = t.turn(ADA)

    assert t.moved_faces(events, "play") == ["beetle 4"]
    gives = of_kind(events, "give")
    assert [(ev.seat, ev.info["to"]) for ev in gives] == [(BO, ADA), (CY, ADA), (DI, ADA)]
    given = t.moved_faces(gives, "give")
    assert "moth 3" not in given
    assert Counter(t.faces("hand", ADA)) == before[ADA] - Counter(["beetle 4"]) + Counter(given)
    for seat in (BO, CY, DI):
        assert sum((before[seat] - Counter(t.faces("hand", seat))).values()) == 1
    assert t.faces("discard") == ["number 3", "beetle 4"]


def test_grown_rules_a_beetle_scores_five_like_any_action_card(table, grown_rules):
    """Grown rules, 001 "Rundenwertung" unchanged: a beetle left in hand is 5 minus points."""
    t = table(hands={ADA: ["beetle 2", "number 1"], BO: ["number 1"], CY: ["number 1"], DI: ["number 1"]},
              with_rules=grown_rules)

    events = t.run(t.program.scoring(t.engine, {}))

    assert {ev.seat: ev.info["points"] for ev in of_kind(events, "score")} == {ADA: 6, BO: 1, CY: 1, DI: 1}


def test_grown_rules_play_whole_games(grown_rules):
    """Whole games run to the end with the grown rules, and beetles do get played."""
    game = mogel.Game(grown_rules, [mogel.RandomBot() for _ in range(4)], seed=4)

    game.play()

    deck = game.program.deck
    assert game.state.finished and len(game.state.history) == 4
    assert any(deck.kinds[ev.moves[0][0]] == "beetle" for ev in of_kind(game.events, "play"))
