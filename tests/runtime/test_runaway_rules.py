"""Runaway rules: a game that cannot end is stopped by a step budget with an error naming the
rules lines; the real game's dead ends (stalemate, endless circles) end by rules in rules.mm.
"""

from __future__ import annotations

import re
import time

import pytest

import mogel
from mogel.play.scenario import Scenario

from conftest import hard_limit

SOURCE = mogel.default_rules_path().read_text(encoding="utf-8")


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def mutant(*pairs):
    text = SOURCE
    for old, new in pairs:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


def play(text: str, seconds: int = 20, players: int = 4, seed: int = 1):
    rules = mogel.load_rules(text=text, file="runaway.mm")
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(players)], seed=seed)
    with hard_limit(seconds):
        game.play()
    return game


ENDS = "    ends when: any(players where empty(hand of player))"


def _without_end_rules(text: str) -> str:
    """The round's end condition of rules.mm without its stalemate and endless rules."""
    line = next(l for l in text.splitlines() if l.startswith(ENDS))
    return text.replace(line, ENDS + "   # no stalemate rule", 1)


def test_nobody_can_ever_play_or_draw_is_stopped_naming_the_rules_lines():
    """No card fits, no stalemate rule: the round cannot end; the budget stops it, naming
    the `ends when` line and the turn."""
    text = _without_end_rules(mutant(("define fits(c, top_card) = adjacent(c.value, top_card.value)",
                                      "define fits(c, top_card) = false")))
    started = time.perf_counter()
    with pytest.raises(mogel.RulesRuntimeError) as err:
        play(text)
    assert time.perf_counter() - started < 15
    message = str(err.value)
    assert f"runaway.mm:{line_of(text, 'ends when:')}" in message
    assert f"runaway.mm:{line_of(text, 'turn:')}" in message
    assert "Traceback" not in message


def test_a_round_whose_end_condition_is_false_is_stopped():
    text = _without_end_rules(SOURCE).replace(ENDS + "   # no stalemate rule", "    ends when: false", 1)
    with pytest.raises(mogel.RulesRuntimeError, match=r"runaway\.mm:\d+"):
        play(text)


def test_the_cli_reports_a_runaway_game_without_a_traceback(tmp_path, capsys):
    path = tmp_path / "runaway.mm"
    path.write_text(_without_end_rules(mutant(("define fits(c, top_card) = adjacent(c.value, top_card.value)",
                                               "define fits(c, top_card) = false"))), encoding="utf-8")
    from mogel.cli.commands import main
    with hard_limit(30):
        code = main(["play", str(path), "--quiet"])
    err = capsys.readouterr().err
    assert code == 1 and "did not end" in err and "Traceback" not in err


def test_an_effect_that_loops_inside_the_setup_is_stopped_naming_its_lines():
    """Moving a billion cards from the draw pile, whose `when empty` refills it from the
    discard pile, goes round for ever inside one step: the budget must stop it too."""
    text = mutant(("        move 1 card from draw to discard", "        move 1000000000 cards from draw to discard"))
    with pytest.raises(mogel.RulesRuntimeError) as err:
        play(text, seconds=6)
    message = str(err.value)
    assert f"runaway.mm:{line_of(text, 'move 1000000000 cards')}" in message
    assert f"runaway.mm:{line_of(text, 'move all cards from discard except top to draw')}" in message


def test_dealing_more_cards_than_the_deck_has_stops_when_the_pile_is_empty():
    text = mutant(("define hand_size = 8", "define hand_size = 100000000000"))
    started = time.perf_counter()
    try:
        play(text, seconds=4)
    except mogel.RulesRuntimeError:
        pass
    assert time.perf_counter() - started < 3


def test_a_game_of_a_million_rounds_is_refused_naming_the_rounds_line():
    """Refused by the checker (a constant) or stopped by the engine (an expression): either way
    the error names the `rounds:` line, at once."""
    text = mutant(("    rounds: player_count", "    rounds: 1000000"))
    with pytest.raises((mogel.RulesError, mogel.RulesRuntimeError)) as err:
        play(text, seconds=8)
    assert f"runaway.mm:{line_of(text, 'rounds: 1000000')}" in str(err.value)


# --- the real game: dead ends handled by rules.mm ------------------------------------------------------
def test_stalemate_both_piles_spent_nobody_can_play_ends_the_round():
    """rules.mm `stalemate`: draw pile empty, discard pile down to its top card, a whole circle
    of turns without a play -> the round's end condition holds (it is scored as it stands)."""
    rules = mogel.load_rules()
    table = Scenario(rules, players=3)
    table.hand(0, "number 3", "moth 1")
    table.hand(1, "number 3", "number 3")
    table.hand(2, "moth 3", "number 3")
    table.pile("discard", "number 1")                  # 3 never fits on 1; the moths are not the guard's
    table.role("guard", 1)
    ends = table.program.ends
    for seat in (0, 1, 2):
        assert not ends(table.state, {}), "the round ended before a whole circle passed"
        events = table.turn(seat)
        assert [e.kind for e in events if e.kind in ("play", "draw", "no_draw")] == ["no_draw"]
    assert ends(table.state, {})


def test_stalemate_round_ends_in_a_whole_game_and_is_scored():
    """A text where nothing ever fits: the `stalemate` rule of rules.mm ends each round."""
    text = mutant(("define fits(c, top_card) = adjacent(c.value, top_card.value)", "define fits(c, top_card) = false"))
    game = play(text, players=3)
    ends = [e for e in game.events if e.kind == "round_end"]
    assert len(ends) == 3 and all(e.info["reason"] == "ends when" for e in ends)
    assert game.state.finished and len(game.state.history) == 3


def _endless_limit() -> int:
    match = re.search(r"^define endless = turns >= (\d+)", SOURCE, re.M)
    assert match, "rules.mm has no 'endless' rule"
    return int(match.group(1))


def test_the_endless_rule_ends_a_round_that_goes_round_in_circles():
    """rules.mm `endless`: with cards in every hand and on both piles, the round's end
    condition holds from the limit's turn on, not before."""
    limit = _endless_limit()
    rules = mogel.load_rules()
    table = Scenario(rules, players=4)
    for seat in range(4):
        table.hand(seat, "number 1", "number 2")
    table.pile("draw", "number 3", "number 4")
    table.pile("discard", "number 5", "number 5")
    table.role("guard", 0)
    ends = table.program.ends
    for turn in range(1, limit + 1):
        table.engine.emit("turn", turn % 4)
        assert ends(table.state, {}) == (turn >= limit), turn


def test_endless_circle_of_ants_ends_in_a_real_game():
    """Five honest players (seed 10) passed two ants round for ever in round 1 (each takes the
    other back off the discard pile) before rules.mm had its `endless` rule: the game ends now."""
    limit = _endless_limit()
    rules = mogel.load_rules()
    game = mogel.Game(rules, [mogel.HonestBot() for _ in range(5)], seed=10)
    with hard_limit(30):
        game.play()
    turns, longest = 0, 0
    for ev in game.events:
        if ev.kind == "round_start":
            turns = 0
        elif ev.kind == "turn":
            turns += 1
            longest = max(longest, turns)
    assert longest <= limit
    assert game.state.finished and all(e.info["reason"] == "ends when" for e in game.events if e.kind == "round_end")
