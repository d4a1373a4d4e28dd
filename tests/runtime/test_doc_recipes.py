"""The recipes of docs/language.md do what the text says, read from the doc itself: "draw until
you can play" goes on through a refill of the draw pile (10.12), and the stalemate of section 8
ends the round at the move after which nobody can play, with no idle turn."""

from __future__ import annotations

from pathlib import Path

import mogel
from mogel.play.scenario import Scenario
from tiny_games import TURN, load, tiny

DOC = (Path(__file__).resolve().parents[2] / "docs" / "language.md").read_text(encoding="utf-8")
REFILL = """zone draw:
    shared, seen by nobody
    when empty:
        move all cards from discard except top to draw
"""
FITS = "define fits(c, t) = c.value = t.value\n"
ADA, BO, CY = range(3)


def doc_block(word: str) -> str:
    """The ```mm block of the doc that holds `word`."""
    at = DOC.index(word)
    start = DOC.rindex("```mm\n", 0, at) + len("```mm\n")
    return DOC[start:DOC.index("```", at)]


def with_refill(text: str) -> str:
    return text.replace("zone draw:\n    shared, seen by nobody\n", REFILL)


def draw_until_you_can_play() -> str:
    """The tiny game with the doc's "draw until you can play" as its turn."""
    block = doc_block("drew_nothing")
    variable, turn = block.split("turn:\n")[0], block.split("turn:\n")[1].split("\ncard plague:")[0]
    return with_refill(tiny(cards=FITS + variable, turn=turn))


def table(text: str) -> Scenario:
    t = Scenario(load(text), players=3)
    t.hand(BO, "number 1")
    t.hand(CY, "number 1")
    return t


def test_draw_until_you_can_play_goes_on_through_the_refill():
    """The draw pile is empty, the discard pile holds a 2 and a 3 under the top 2: the refill
    turns them over, Ada draws until the 2 comes and plays it (`... or empty(draw)` stopped her
    before the refill)."""
    t = table(draw_until_you_can_play())
    t.pile("discard", "number 2", "number 3", "number 2")
    t.hand(ADA, "number 1")

    events = t.turn(ADA)

    moved = [(ev.kind, t.face_of(ev.moves[0][0])) for ev in events if ev.kind in ("draw", "play")]
    assert moved[-2:] == [("draw", "number 2"), ("play", "number 2")]
    assert any(ev.kind == "gather" for ev in events)   # the refill


def test_draw_until_you_can_play_stops_when_nothing_can_be_drawn():
    t = table(draw_until_you_can_play())
    t.pile("discard", "number 2")
    t.hand(ADA, "number 1")

    events = t.turn(ADA)

    assert [ev.kind for ev in events if ev.kind in ("draw", "no_draw", "play")] == ["no_draw"]


def stalemate_game() -> str:
    block = doc_block("nothing_to_draw")
    defines = block.split("round:\n")[0]
    ends = block.split("ends when: ")[1].split("\n")[0]
    text = with_refill(tiny(cards=FITS + defines, turn=TURN.replace("may", "must")))
    old = text.split("    ends when: ")[1].split("\n")[0]
    return text.replace(f"    ends when: {old}", f"    ends when: {ends}")


def test_the_stalemate_ends_the_round_at_the_move_after_which_nobody_can_play():
    """Ada draws the last card; it does not fit, nor does any card of Bo and Cy, and the refill
    would bring nothing: the round ends after that draw, with no turn in which nothing happens."""
    t = table(stalemate_game())
    t.pile("discard", "number 2")
    t.pile("draw", "number 3")
    t.hand(ADA, "number 1")

    events = t.turn(ADA)

    assert [ev.kind for ev in events][-1] == "draw"
    assert t.round_over == "ends when"


def test_the_stalemate_waits_while_the_refill_would_bring_cards():
    t = table(stalemate_game())
    t.pile("discard", "number 2", "number 2")
    t.pile("draw", "number 3")
    t.hand(ADA, "number 1")

    t.turn(ADA)

    assert t.round_over is None


UNDER = """\
game under:
    players: 2 to 2
    rounds: 1
    winner: highest score

card number:
    penalty: 1

deck:
    values: 1 to 8
    number: 1 each
    total: 8

zone draw:
    shared, seen by nobody
zone stack:
    per player, seen by nobody
zone spare:
    shared, seen by nobody
zone table:
    shared, seen by all

round:
    starter: oldest
    setup:
        move all cards to draw
        deal 3 cards from draw to stack
        move 2 cards from draw to table
        let winner = oldest
{call}    first: starter
    ends when: turns >= 1
    scoring: each player scores size(stack of player)
turn:
    active scores 0
{recipe}"""


def zones_after(text):   # the piles after the setup (the one turn moves no card)
    s = mogel.Game(load(text, "under.mm"), ["random"] * 2, seed=1).play().state
    return s.zones[s.slot_of["stack"] + ADA], s.zones[s.slot_of["table"]], s.zones[s.slot_of["spare"]]


def test_cards_put_under_a_pile_by_bottom_of_section_10_4():
    recipe = doc_block("# the cards won, in their order, under the stack")
    assert recipe.count("to bottom of") == 1
    stack, won, _ = zones_after(UNDER.format(recipe="", call=""))
    assert len(stack) == 3 and len(won) == 2
    called = UNDER.format(recipe="\n" + recipe, call="        do take_the_table\n")
    assert zones_after(called) == (won + stack, [], [])   # the packet keeps its order, under the stack


def test_cards_put_under_a_pile_by_the_three_moves_of_section_10_4():
    recipe = doc_block("# the cards won, now at the bottom").replace("take_the_table_by_hand", "take_the_table")
    assert recipe.count("move all cards") == 3
    stack, won, _ = zones_after(UNDER.format(recipe="", call=""))
    called = UNDER.format(recipe="\n" + recipe, call="        do take_the_table\n")
    assert zones_after(called) == (won[::-1] + stack, [], [])
