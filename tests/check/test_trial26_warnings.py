"""What trial 26 found told nowhere (docs/language.md section 17), through mogel.check_source and
`mogel check`:

* the `scoring:` of an inner level (a trick) that reads the hands tells them while they are still
  played: `leaks_hidden` (the top level's scoring, and a zone the level's own setup gathers, are
  the count in the open);
* `move all cards from hand of P where COND` tells every seat how many of P's cards pass COND:
  `leaks_hidden` (not when they go face up where all see them);
* a variable read but never given a value: `never_set`;
* a setup's `move 1 card from talon` after a deal that takes every card with the most players:
  `deal_short`.
"""

from __future__ import annotations

import subprocess
import sys

import mogel

TRICKS = """game tricks:
    players: 2 to 4
    winner: highest score
attribute suit:
    values: red, black
deck:
    values: 1 to 6
    red: 1 each
    black: 1 each
zone hand:
    per player, seen by owner
zone table:
    per player, seen by all
zone taken:
    per player, seen by nobody
zone pile:
    shared, seen by all
zone stock:
    shared, seen by nobody
variable leader
level game:
    made of: deal
    scoring:
        each player where any(hand of player where card.value = 6) scores 1
level deal:
    times: 2
    starter: oldest
    setup:
        move all cards to stock
        shuffle stock
        deal 3 cards from stock to hand
        set leader = starter
    made of: trick
    ends when: not any(players where not empty(hand of player))
    scoring:
        each player scores count(taken of player)
level trick:
    starter: leader
    made of: turns
    first: starter
    ends when: count(players where empty(table of player)) = 0
    checked: after each turn
    scoring:
        let w = highest(players, (top of table of player).value)
        for each player:
            move all cards from table of player to taken of w
        set leader = w
turn:
    active must play 1 card from hand onto table
"""
TRICK_SCORING = "        set leader = w\n"
OWNER = "the face of a card in 'hand', which only its owner sees"


def told(text: str):
    """(line, severity, message) of each diagnostic of `text`."""
    _, diagnostics = mogel.check_source(text, "tricks.mm")
    return [(d.span.line, d.severity, d.message) for d in diagnostics]


def told_at(text: str):
    """(line, column, severity, message) of each diagnostic of `text`."""
    _, diagnostics = mogel.check_source(text, "tricks.mm")
    return [(d.span.line, d.span.column, d.severity, d.message) for d in diagnostics]


def line_of(text: str, snippet: str) -> int:
    return text[:text.index(snippet)].count("\n") + 1


def in_trick_scoring(*lines: str, text: str = TRICKS) -> str:
    return text.replace(TRICK_SCORING, TRICK_SCORING + "".join(f"        {line}\n" for line in lines), 1)


def test_the_game_checks_clean():
    """The top level's scoring reads the hands (the count at the end of the game) and the deal's
    reads `taken`, which the next deal's setup gathers: neither is warned."""
    assert told(TRICKS) == []


def test_a_tricks_scoring_that_reads_the_hands_is_warned():
    text = in_trick_scoring("each player where any(hand of player where card.value = 6) scores 1")
    assert told(text) == [(line_of(text, "each player where any(hand of player where card.value = 6) scores 1\n"
                                         "turn"), "warning",
                           f"every player is told who does this, and it is worked out from {OWNER}: the rules give "
                           "that card away; decide it by what every player sees, or by a choice ('active chooses "
                           "...') [write 'expect warning: leaks_hidden' in the block of level 'trick' if the "
                           "rulebook makes it public]")]


def test_a_zone_the_levels_own_setup_gathers_is_not_warned():
    """The trick's setup gathers `pile` (seen by nobody here): its cards are out of play once
    the trick ends, so its scoring may count them."""
    text = TRICKS.replace("zone pile:\n    shared, seen by all", "zone pile:\n    shared, seen by nobody")
    text = text.replace("    starter: leader\n", "    starter: leader\n    setup:\n        move all cards from pile "
                                                 "to stock\n", 1)
    assert told(in_trick_scoring("if any(pile where card.value = 6):", "    leader scores 1", text=text)) == []
    kept = text.replace("        move all cards from pile to stock\n", "        shuffle pile\n")
    assert [severity for _, severity, _ in told(in_trick_scoring("if any(pile where card.value = 6):",
                                                                 "    leader scores 1", text=kept))] == ["warning"]


def test_the_levels_expect_warning_acknowledges_it():
    text = in_trick_scoring("each player where any(hand of player where card.value = 6) scores 1")
    text = text.replace("    starter: leader\n", "    starter: leader\n    expect warning: leaks_hidden\n", 1)
    [(_, severity, said)] = told(text)
    assert severity == "note" and said.endswith("(expected: 'expect warning: leaks_hidden')")


MOVE_WHERE = "move all cards from hand of starter where card.value > 3 to {dest}"


def in_deal_setup(line: str, text: str = TRICKS) -> str:
    return text.replace("        set leader = starter\n", f"        set leader = starter\n        {line}\n", 1)


NOBODY = "the face of a card in 'stock', which nobody sees"


def test_how_many_cards_pass_a_moves_where_is_warned():
    for line, what in ((MOVE_WHERE.format(dest="stock"), OWNER),
                       ("move 2 cards from stock where card.value > 3 to taken of starter", NOBODY)):
        text = in_deal_setup(line)
        assert told_at(text) == [(line_of(text, "card.value > 3"), text.splitlines()[
            line_of(text, line) - 1].index("card.value > 3") + 1, "warning", (
            "every player is told how many cards pass this move's 'where' (the cards go where not every player sees "
            f"them, so only their number is told), and it is worked out from {what}: the rules give that card away; "
            "decide it by what every player sees, or by a choice ('active chooses ...') [write 'expect warning: "
            "leaks_hidden' in the block of level 'deal' if the rulebook makes it public]"))], line


def test_a_move_where_to_a_zone_all_see_or_from_every_zone_is_not_warned():
    assert told(in_deal_setup(MOVE_WHERE.format(dest="pile"))) == []   # the cards themselves are shown
    assert [s for _, s, _ in told(in_deal_setup(MOVE_WHERE.format(dest="pile") + " face down"))] == ["warning"]
    assert told(in_deal_setup("move all cards where card.value > 3 to stock")) == []   # the deck's number


def test_a_moves_where_count_acknowledged_under_the_move_and_a_players_pick_not_warned():
    text = in_deal_setup("move 2 cards from stock where card.value > 3 to taken of starter\n"
                         "            expect warning: leaks_hidden")
    assert [severity for _, severity, _ in told(text)] == ["note"]
    # a player picks from what they see: told as a play is (how many cards one plays shows in any game)
    assert told(in_deal_setup("move 2 cards chosen by starter from hand of starter where card.value > 3 to stock")) == []


NEVER = TRICKS.replace("variable leader\n", "variable leader\nvariable trump:\n    name: en \"trump\"\n", 1).replace(
    "each player scores count(taken of player)", "each player scores count(taken of player where card.suit = trump)")


def test_a_variable_read_but_never_set_is_warned_at_its_name():
    read = line_of(NEVER, "card.suit = trump"), NEVER.splitlines()[line_of(NEVER, "card.suit = trump") - 1].index(
        "trump)") + 1
    assert told(NEVER) == [(line_of(NEVER, "variable trump"), "warning",
                            f"variable 'trump' is read (at tricks.mm:{read[0]}:{read[1]}) but no statement sets it "
                            "and it has no start value: it is absent all game, and every comparison with it is false; "
                            "set it ('set trump = ...') or give it a start value ('variable trump = ...') [write "
                            "'expect warning: never_set' in the block of variable 'trump' if that is meant]")]
    _, [found] = mogel.check_source(NEVER, "tricks.mm")
    assert "Warnung: die Variable 'trump' wird gelesen" in found.render("de")


def test_a_variable_set_somewhere_with_a_start_value_or_acknowledged_is_not_warned():
    assert told(in_deal_setup("set trump = (top of pile).suit", NEVER)) == []
    assert told(in_deal_setup("set trump = starter chooses a suit", NEVER)) == []
    assert told(NEVER.replace("variable trump:\n", "variable trump = red\nvariable unused:\n")) == []
    variant = NEVER + "variant red_trump:\n    description: en \"red is trump\"\n    level deal:\n        setup:\n" \
        "            move all cards to stock\n            set trump = red\n"
    assert [s for _, s, _ in told(variant)] == []
    [(_, severity, _)] = told(NEVER.replace("    name: en \"trump\"\n",
                                            "    name: en \"trump\"\n    expect warning: never_set\n"))
    assert severity == "note"
    errors = [said for _, severity, said in told(NEVER.replace(
        "    name: en \"trump\"\n", "    name: en \"trump\"\n    expect warning: never_st\n")) if severity == "error"]
    assert errors == ["unknown warning 'never_st' (did you mean 'never_set'?): the codes are leaks_hidden, never_set, maybe_absent"]


TRUMP = in_deal_setup("move 1 card from stock to pile").replace(   # 12 cards: 4 players take them all
    "variable leader\n", "variable leader\ndefine turned = (top of pile).value\n", 1)


def test_a_setup_move_after_a_deal_that_takes_every_card_is_warned():
    text = TRUMP
    assert told(text) == [(line_of(text, "move 1 card from stock to pile"), "warning",
                           f"with 4 players the deal at line {line_of(text, 'deal 3 cards')} leaves too few cards in 'stock' for this move (with 4 "
                           "players: 0 left, it needs 1): it moves fewer, or none, and 'pile', which no other statement "
                           "fills, stays short all game without a word; take the cards before the deal, or deal fewer "
                           "[write 'expect warning: deal_short' in the block of level 'deal' if that is meant]")]
    assert told(text.replace("players: 2 to 4", "players: 2 to 3")) == []
    before = TRUMP.replace("        move 1 card from stock to pile\n", "").replace(
        "        deal 3 cards from stock to hand\n", "        move 1 card from stock to pile\n        deal 3 cards from "
                                                     "stock to hand\n")
    assert told(before) == []


def test_a_refill_from_a_zone_that_holds_cards_is_not_warned():
    refill = TRUMP.replace("zone stock:\n    shared, seen by nobody\n",
                           "zone stock:\n    shared, seen by nobody\n    when empty:\n        move all cards from "
                           "taken of starter to stock\n")
    assert [s for _, s, _ in told(refill)] == ["warning"]   # `taken` is empty after the gather: no refill
    refill = refill.replace("        move all cards from taken of starter to stock\n",
                            "        move all cards from pile to stock\n").replace(
        "        move 1 card from stock to pile\n", "        move 1 card from hand of starter at random to pile\n"
                                                    "        move 1 card from stock to pile\n")
    assert told(refill) == []


def test_mogel_check_prints_them(tmp_path):
    path = tmp_path / "tricks.mm"
    path.write_text(in_trick_scoring("each player where any(hand of player where card.value = 6) scores 1", text=NEVER),
                    encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "mogel", "check", str(path), "--lang", "de"], capture_output=True,
                         text=True)
    said = run.stdout + run.stderr
    assert run.returncode == 0 and said.rstrip().endswith("ok")
    assert said.count("Warnung:") == 2 and "[schreib 'expect warning: never_set'" in said


def test_a_zone_other_statements_fill_is_not_warned():
    """A discard pile the turn plays onto is not left empty for the game by a short turn-up."""
    assert told(TRUMP.replace("active must play 1 card from hand onto table",
                              "active must play 1 card from hand onto pile")) == []


ACES = "procedure count_aces:\n    each player where any(hand of player where card.value = 6) scores 1\n"


def test_a_procedure_done_from_a_tricks_scoring_is_warned_and_from_the_games_not():
    text = in_trick_scoring("do count_aces") + ACES
    assert [(line, severity) for line, severity, _ in told(text)] == [(line_of(text, ACES) + 1, "warning")]
    top = TRICKS.replace("        each player where any(hand of player where card.value = 6) scores 1\n",
                         "        do count_aces\n") + ACES
    assert told(top) == []
