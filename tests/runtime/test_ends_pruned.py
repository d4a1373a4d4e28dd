"""After a move, the `ends when:` of the one level a move ever ends tests only the operands that
move may turn true, by what it changes and which way (mogel.compile.levels `Ends`, `rises`): a
level still ends at the same event, with the same operand, when an operand becomes true through
a move, through the start of a turn or through a change no check follows (a deal), and the first
operand that holds still wins."""

from __future__ import annotations

import re

import pytest

import mogel
from mogel.check.levels import chain
from mogel.compile.codegen import source
from mogel.compile.levels import Ends
from mogel.compile.program import DeckTables
from mogel.play.scenario import Scenario

HEAD = """game pruned:
    players: 2 to 3
    rounds: 1
    order: left
    winner: lowest score
    ties: shared

zone draw:
    name: en "draw pile", de "Nachziehstapel"
    shared, seen by nobody

zone aside:
    name: en "set-aside pile", de "Beiseite-Stapel"
    shared, seen by all

zone hand:
    per player, seen by owner

card chip:
    penalty: 1

deck:
    values: 1 2 3
    chip: 4 4 4

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 2 cards from draw to hand
    first: starter
"""

SCORING = """    scoring:
        each player scores size(hand of player)
"""


def rules(ends: str, turn: str):
    return mogel.load_rules(text=HEAD + f"    ends when: {ends}\n" + SCORING + "\nturn:\n" + turn, file="pruned.mm")


def ended(rules_, seed: int = 1):
    """The events of a game of two random bots, up to its round_end, and that event."""
    game = mogel.Game(rules_, ["random", "random"], seed=seed)
    game.play()
    events = list(game.events)
    end = next(i for i, ev in enumerate(events) if ev.kind == "round_end")
    return events[:end], events[end]


def listing(rules_) -> str:
    return source(rules_, DeckTables(rules_))


def test_the_start_of_a_turn_ends_the_round_at_its_first_move_not_at_its_end():
    # a draw changes no operand: it tests none, yet `turns >= 3` ends the round right after
    # the first draw of turn 3 (the start of the turn set the phase "fresh"), as before
    r = rules("size(aside) >= 1 or turns >= 3", "    active draws 1 card from draw\n    active draws 1 card from draw\n")
    before, end = ended(r)
    assert end.info["condition"] == "turns >= 3"
    assert before[-1].kind == "draw" and [ev.kind for ev in before[-2:]] == ["turn", "draw"]
    assert sum(ev.kind == "turn" for ev in before) == 3
    text = listing(r)
    assert "    if (s.turn >= 3):\n        eng.unchecked()\n" in text   # the turn's first lines
    # after a draw, in the phase "play": no operand (neither reads the draw pile nor a hand)
    assert "if eng.phase == 'play':\n                # " in text
    play_branch = text.split("if eng.phase == 'play':", 1)[1].split("elif eng.phase == 'fresh':", 1)[0]
    assert "level_ended" not in play_branch and "eng.unchecked()" not in play_branch


def test_a_move_ends_the_round_at_that_move():
    r = rules("turns >= 9 or size(aside) >= 1",
              "    if turns = 2:\n        move 1 card from draw to aside\n    active draws 1 card from draw\n")
    before, end = ended(r)
    assert end.info["condition"] == "size(aside) >= 1"
    assert before[-1].kind == "move" and sum(ev.kind == "turn" for ev in before) == 2
    text = listing(r)
    play_branch = text.split("if eng.phase == 'play':", 1)[1].split("elif eng.phase == 'fresh':", 1)[0]
    assert "eng.level_ended(eng.move_checks[0], 1)" in play_branch   # the move to aside tests only operand 1
    assert "eng.level_ended(eng.move_checks[0], 0)" not in play_branch


def test_the_first_operand_that_holds_wins_when_a_turn_and_a_move_make_two_true():
    # at turn 3 the turn makes operand 0 true and the move operand 1: operand 0 is reported
    r = rules("turns >= 3 or size(aside) >= 1",
              "    if turns = 3:\n        move 1 card from draw to aside\n    active draws 1 card from draw\n")
    before, end = ended(r)
    assert end.info["condition"] == "turns >= 3"
    assert before[-1].kind == "move"


def test_a_deal_no_check_follows_ends_the_round_at_the_next_move():
    # the deal empties the draw pile; the play (hand -> aside) does not test `empty(draw)` in
    # the phase "play", but the deal set the phase "fresh": the round ends right after the play
    r = rules("turns >= 9 or empty(draw)",
              "    if turns = 4:\n        deal 8 cards from draw to hand\n    active must play 1 card from hand onto aside\n")
    before, end = ended(r)
    assert end.info["condition"] == "empty(draw)"
    assert [ev.kind for ev in before[-3:]] == ["turn", "deal", "play"]


def test_a_round_that_ends_after_a_turn_without_a_move():
    # no move in the turn: the check after the turn (the phase "fresh" after the turn's start) ends it
    r = rules("size(aside) >= 1 or turns >= 2", "    if turns = 1:\n        active draws 1 card from draw\n")
    before, end = ended(r)
    assert end.info["condition"] == "turns >= 2" and before[-1].kind == "turn"


def test_a_card_put_on_a_hand_built_table_ends_the_round_at_the_next_move():
    # after a first turn the phase is "play"; a card placed by hand makes `size(aside) >= 1`
    # true and the next draw, which tests no operand in the phase "play", ends the round
    r = rules("turns >= 9 or size(aside) >= 1", "    active draws 1 card from draw\n")
    table = Scenario(r, players=2)
    table.hand(0, "chip 1")
    table.hand(1, "chip 2")
    table.pile("draw", "chip 3", "chip 3", "chip 3")
    assert [ev.kind for ev in table.turn(0)] == ["draw"] and table.round_over is None
    table.pile("aside", "chip 1")
    assert [ev.kind for ev in table.turn(1)] == ["draw"] and table.round_over == "ends when"


def test_what_each_move_of_rules_mm_tests():
    r = mogel.load_rules()
    ends = Ends(r, chain(r)[0])   # any(players where empty(hand of player)) or stalemate or endless
    assert ends.kept == ()
    assert ends.at_move(("hand", "discard"), True) == (0,)     # a play: a hand may empty, no stalemate
    assert ends.at_move(("draw", "hand"), False) == (1,)       # a draw: no hand empties
    assert ends.at_move(("hand", "hand"), False) == (0,)       # a give: a hand only
    assert ends.at_move(("discard", "hand"), False) == (1,)    # the ant: `size(discard) <= 1`
    assert ends.at_move((None, "hand"), False) == (0, 1)       # `move cheated to ...`: from anywhere
    assert ends.at_move(None, False) == (0, 1)
    assert ends.at_move(("hidden", "hand"), False) == ()       # ... right after the covert move it caught
    assert ends.aside((), True) == (1, 2)                      # a turn begins: the turns counted
    assert ends.aside(("hand", "hidden")) == (0,)              # a covert move
    assert ends.aside(("hand", "hidden"), kept="hand") == ()   # ... from a hand of two cards at least


def window_of(rules) -> str:
    text = source(rules, DeckTables(rules))
    return text.split("\ndef window_", 1)[1].split("\n\n", 1)[0]


def test_a_covert_move_tests_whether_a_hand_is_empty_only_where_it_may_empty_one():
    r = mogel.load_rules()   # `only if: size(hand of player) >= 2`: a covert move leaves a card in the hand
    assert "eng.unchecked()" not in window_of(r)
    last = mogel.load_rules(text=r.source.replace("only if: size(hand of player) >= 2", "only if: size(hand of player) >= 1"),
                            file="last.mm")   # the last card may go: the hand may be empty after it
    assert "eng.unchecked()" in window_of(last)


def test_an_operand_that_reads_more_is_tested_after_every_turn():
    # `active = starter` reads who is active: tested after every move and every turn; turn 3
    # (the starter's again) has no move, and the round ends after it with that operand
    r = rules("size(aside) >= 1 or turns >= 3 and active = starter", "    if turns = 1:\n        active draws 1 card from draw\n")
    assert Ends(r, chain(r)[0]).kept == (1,)
    before, end = ended(r)
    assert end.info["condition"] == "turns >= 3 and active = starter"
    assert before[-1].kind == "turn" and sum(ev.kind == "turn" for ev in before) == 3


def play_branches(rules_) -> list:
    text = listing(rules_)
    return [part.split("elif eng.phase == 'fresh':", 1)[0] for part in text.split("if eng.phase == 'play':")[1:]]


def test_a_move_tests_only_the_operands_it_may_turn_true():
    # `size(draw) <= 5` may become true only when a card leaves the draw pile, `not
    # empty(aside)` only when one enters the aside pile: a draw tests the first, a play onto the
    # aside pile the second, and the round ends at the draw that leaves five cards (8 after the deal)
    r = rules("size(draw) <= 5 or turns >= 30 and not empty(aside)",
              "    active draws 1 card from draw\n    active must play 1 card from hand onto aside\n")
    ends = Ends(r, chain(r)[0])
    assert ends.at_move(("draw", "hand"), False) == (0,)
    assert ends.at_move(("hand", "aside"), True) == (1,)
    assert ends.at_move(("aside", "hand"), False) == ()
    assert ends.at_move(("hand", "draw"), False) == ()      # a card back onto the draw pile: neither
    assert ends.at_move((None, "hand"), False) == (0,)      # from a pile not known: it may be the draw pile
    before, end = ended(r)
    assert end.info["condition"] == "size(draw) <= 5"
    assert before[-1].kind == "draw" and [ev.kind for ev in before].count("draw") == 3
    draw, play = play_branches(r)[-2:]   # the turn's draw tests operand 0, its play operand 1
    assert "eng.level_ended(eng.move_checks[0], 0)" in draw and "eng.level_ended(eng.move_checks[0], 1)" not in draw
    assert "eng.level_ended(eng.move_checks[0], 1)" in play and "eng.level_ended(eng.move_checks[0], 0)" not in play


def test_a_play_lowers_the_turns_without_a_play():
    # `turns_without_play < 1` may become true at a play only; `turns_without_play >= 3` never at one
    r = rules("turns >= 9 or turns_without_play >= 3 or empty(aside) and turns_without_play < 1",
              "    active may play 1 card from hand onto aside\n")
    ends = Ends(r, chain(r)[0])
    assert ends.at_move(("hand", "aside"), True) == (2,)
    assert ends.at_move(("hand", "aside"), False) == ()
    assert ends.at_move(("aside", "hand"), False) == (2,)
    before, end = ended(r)
    assert end.info["condition"] in ("turns >= 9", "turns_without_play >= 3")


def caught_block(rules_) -> str:
    """The window's lines from the move of the card caught back to the next statement."""
    window = window_of(rules_)
    rest = re.split(r"# \d+: move cheated to hand of accused", window, 1)[1]
    return re.split(r"\n *# \d+: (?!ends when:)", rest, 1)[0]


def test_the_card_caught_comes_back_from_where_the_covert_move_put_it():
    # `if right:` runs right after the covert move (`when: after each act`): its first statement
    # moves the card from the hidden pile, which empties no hand and brings no stalemate
    r = mogel.load_rules()
    block = caught_block(r)
    assert block.count("level_ended") == 3   # the phase "fresh" only: every operand
    assert re.search(r"if eng.phase == 'play':\n *# [^\n]*\n *pass\n", block)   # no test
    # a statement before it (here: the role moved first) may have moved the card: from anywhere again
    later = mogel.load_rules(text=r.source.replace(
        "        move cheated to hand of accused # ", "        accused becomes guard\n        move cheated to hand of accused # "),
        file="later.mm")
    assert caught_block(later).count("level_ended") == 5   # operands 0 and 1 in the phase "play" too


TURNS = """    active may play 1 card from hand onto aside
    otherwise active draws 1 card from draw
    if turns mod 3 = 0:
        active takes 1 card from aside
    if turns mod 4 = 1:
        move 1 card from aside to draw
    if turns mod 5 = 2:
        move top of draw to aside
"""
MOVES = {"play", "draw", "take", "give", "move"}


@pytest.mark.parametrize("ends", [
    "size(draw) <= 3 or turns >= 40", "not empty(aside) and size(aside) >= 3 or turns >= 40",
    "any(players where size(hand of player) >= 5) or turns >= 40",
    "any(players where empty(hand of player)) or empty(draw) and turns_without_play >= 2 or turns >= 40",
    "size(aside) - size(draw) >= 0 or turns >= 40", "size(draw) + 2 < size(aside) or turns >= 40",
    "not (size(aside) < 2) and turns_without_play < 1 or turns >= 40", "empty(aside) and turns >= 3 or turns >= 40"])
def test_no_move_that_makes_the_condition_hold_goes_unnoticed(ends):
    # after every move in play, the whole `ends when:` worked out by a listener: whenever it holds,
    # the round ends right there, whatever operands the move's own test left out
    r = rules(ends, TURNS)
    ended_at = 0
    for seed in range(40):
        held, box = [], {}

        def listen(ev, held=held, box=box):
            eng = box["game"].engine
            if ev.kind in MOVES and eng.phase in ("play", "fresh"):
                work = eng.s.work   # (the listener's test spends none of the game's budget)
                held.append((len(box["game"].events), eng.move_checks[0].which_end(eng.s, {})))
                eng.s.work = work

        game = box["game"] = mogel.Game(r, ["random", "random"], seed=seed, on_event=listen)
        game.play()
        events = list(game.events)
        for after, index in held:
            if index is not None:
                assert events[after].kind == "round_end", (seed, events[after - 1])
                ended_at += 1
    assert ended_at >= 30
