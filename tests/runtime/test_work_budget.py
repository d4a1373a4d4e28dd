"""The work budget and the chain of cards played by cards (issue 19, items 1 and 2).

Rules that check fine could hang a game or end it in a Python traceback: twelve `count(players
where ...)` inside one another, or twelve `for each player:`, ran past 60 s with no event (so
the turn and event limits never fired); an `on play` that plays another card, with hands of
hundreds of such cards, ended in a RecursionError; two zones whose `when empty` refill each
other from each other recursed for ever.  Each is now stopped with a located RulesRuntimeError
(or, for the refill, plays on), quickly, in the API, the CLI and the notebook editor; the
checker warns about loops nested too deeply for the largest table (`too_much_work`).
"""

from __future__ import annotations

import re
import sys

import pytest

import mogel
from conftest import hard_limit, run_cli
from tiny_games import tiny

PLAY = ("    active may play 1 card from hand where card.value = (top of discard).value onto discard\n"
        "    otherwise active draws 1 card from draw\n")


def nested_count(depth: int) -> str:
    expr = "true"
    for _ in range(depth):
        expr = f"count(players where {expr}) > 0"
    return expr


def counts_text(depth: int = 12) -> str:
    """A turn that asks `ok`, a definition of `depth` counts of players inside one another."""
    return tiny(turn="    if ok:\n        active scores 0\n" + PLAY).replace(
        "turn:\n", f"define ok = {nested_count(depth)}\n\nturn:\n")


def for_each_text(depth: int = 12) -> str:
    """A turn that begins with `depth` `for each player:` inside one another, doing nothing."""
    loops = "".join("    " * (i + 1) + "for each player:\n" for i in range(depth))
    return tiny(turn=loops + "    " * (depth + 1) + "let x = player\n" + PLAY)


def repeat_text() -> str:
    return tiny(turn="    repeat 1000 times:\n        repeat 1000 times:\n            repeat 1000 times:\n"
                     "                let x = 1\n" + PLAY)


CHAIN_CARD = """card chain:
    name: en "chain card", de "Kettenkarte"
    penalty: 1
    on play:
        active may play 1 card from hand where card is chain onto discard
"""


def chain_text(copies: int) -> str:
    """Hands of `copies` chain cards each; a chain card's `on play` plays another one."""
    turn = ("    active may play 1 card from hand where card is chain or card.value = (top of discard).value "
            "onto discard\n    otherwise active draws 1 card from draw\n")
    return tiny(cards=CHAIN_CARD, rows=f"    chain:    {copies}  0  0  = {copies}\n", turn=turn).replace(
        "deal 3 cards", f"deal {copies // 2} cards")


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


def play(text: str, players: int = 4, seconds: int = 20):
    """A whole game of honest bots (they play what they may: a random bot may stop a chain)."""
    rules = mogel.load_rules(text=text, file="deep.mm")
    game = mogel.Game(rules, [mogel.make_bot("honest") for _ in range(players)], seed=1)
    with hard_limit(seconds):
        game.play()
    return game


def stopped(text: str, players: int = 4) -> mogel.RulesRuntimeError:
    """The game's stop (`play`'s hard limit stands for a hang, not for a speed)."""
    with pytest.raises(mogel.RulesRuntimeError) as err:
        play(text, players)
    assert "Traceback" not in str(err.value)
    return err.value


def test_twelve_counts_inside_one_another_stop_at_the_definition():
    """Before: past 60 s (22 million steps at 4 players, with no event)."""
    text = counts_text()
    error = stopped(text)
    assert str(error).startswith(f"deep.mm:{line_of(text, 'define ok')}:13: this took more than 1,000,000 steps")
    assert error.span.line == line_of(text, "define ok")
    assert "nest fewer sets" in str(error)
    assert error.render().splitlines()[-1].strip() == "^"   # the line and a caret, as a checker message


def test_twelve_for_eachs_inside_one_another_stop_at_the_outermost():
    text = for_each_text()
    error = stopped(text)
    assert str(error).startswith(f"deep.mm:{line_of(text, 'for each player:')}:5: this 'for each' took more than")
    assert "with nothing happening in the game" in str(error)


def test_repeats_inside_one_another_stop_at_the_outermost():
    """A billion runs of `let` (each `repeat` is within its own limit of 1000 runs)."""
    text = repeat_text()
    error = stopped(text)
    assert str(error).startswith(f"deep.mm:{line_of(text, 'repeat 1000 times:')}:5: this 'repeat' took more than")


def test_a_budget_spent_inside_a_loop_that_saw_events_names_the_inner_loop():
    """An outer `for each` whose body makes things happen is not the culprit: the inner one is."""
    loops = "".join("    " * (i + 2) + "for each player:\n" for i in range(12))
    turn = "    for each player:\n        active scores 0\n" + loops + "    " * 14 + "let x = player\n" + PLAY
    text = tiny(turn=turn)
    error = stopped(text)
    assert error.span.line == line_of(text, "active scores 0") + 1


def test_rules_mm_and_small_nestings_play_as_before():
    """Six counts inside one another at 4 players are 5,460 steps: nothing is stopped."""
    game = play(counts_text(6))
    assert game.finished
    assert mogel.Game(mogel.load_rules(), [mogel.RandomBot() for _ in range(4)], seed=3).play().finished


def test_cards_played_by_cards_stop_at_the_on_play_line_with_a_deck_of_10000():
    """Before: a RecursionError traceback (hands of 4,994 chain cards, 10,000 cards)."""
    text = chain_text(9_988)
    error = stopped(text, players=2)
    assert isinstance(error, mogel.RulesRuntimeError)
    message = str(error)
    assert re.match(rf"deep\.mm:{line_of(text, 'on play:')}:5: cards played by cards more than \d+ deep", message)
    assert "RecursionError" not in message


def test_a_chain_is_stopped_before_the_stack_ends_also_deep_inside_a_caller():
    """A notebook or a test runner calls the game from frames of its own: 300 more here."""
    def nested(depth):
        return nested(depth - 1) if depth else stopped(chain_text(1000), players=2)
    assert "cards played by cards" in str(nested(300))


def test_a_short_chain_plays():
    game = play(chain_text(20), players=2)
    assert game.finished


def test_two_zones_that_refill_each_other_play_on():
    """Before: a RecursionError (each `when empty` ran the other's, for ever)."""
    text = tiny(turn=PLAY).replace("zone draw:\n    shared, seen by nobody\n", (
        "zone draw:\n    shared, seen by nobody\n    when empty:\n        move 1 card from spare to draw\n\n"
        "zone spare:\n    shared, seen by nobody\n    when empty:\n        move 1 card from draw to spare\n"))
    for seed in range(3):
        rules = mogel.load_rules(text=text, file="refill.mm")
        with hard_limit(20):
            assert mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=seed).play().finished


@pytest.mark.parametrize("make, players", [(counts_text, 4), (for_each_text, 4), (lambda: chain_text(2000), 2)])
def test_mogel_play_says_where_and_exits_1(tmp_path, capsys, make, players):
    path = tmp_path / "deep.mm"
    text = make()
    path.write_text(text, encoding="utf-8")
    with hard_limit(30):
        code, out, err = run_cli(capsys, "play", path, "--quiet", "--players", players,
                                 "--bots", ",".join(["honest"] * players))
    assert code == 1
    assert re.search(r"deep\.mm:\d+:\d+: (this|cards played by cards)", err)
    assert err.rstrip().endswith("^")


def test_the_notebook_editor_shows_where_the_rules_stopped():
    from mogel.widgets import RulesEditor

    text = ('variant deep:\n    description: "a rule that takes forever to work out"\n'
            f'    define fits(c, top_card) = adjacent(c.value, top_card.value) and {nested_count(12)}\n')
    editor = RulesEditor(seed=2, text=text)
    assert editor.rules is not None and not editor.play.disabled
    with hard_limit(30):
        editor.play.click()
    report = editor.report.value
    assert "took more than 1,000,000 steps" in report
    assert re.search(r"line \d+|rules\.mm:\d+", report), report


# --- the checker's warning -----------------------------------------------------------------------

def warnings_of(text: str) -> list:
    from mogel.check.loader import check_source

    rules, problems = check_source(text, "deep.mm")
    assert rules is not None, [p.render() for p in problems]
    return [p for p in problems if p.severity == "warning" and "steps with nothing happening" in p.message]


def test_the_checker_warns_at_the_outermost_loop_that_cannot_finish_at_the_largest_table():
    text = counts_text()
    (warning,) = warnings_of(text)
    assert warning.span.line == line_of(text, "define ok") and warning.span.column == 13
    assert "with 4 players and all 12 cards in each pile it looks at, this can take 22,369,620 steps" in warning.message
    (warning,) = warnings_of(for_each_text())
    assert warning.span.column == 5
    (warning,) = warnings_of(repeat_text())
    assert "1,001,001,000 steps" in warning.message


def test_the_checker_counts_cards_at_the_deck_size_and_stops_at_what_happens():
    """Two card loops inside one another over a 10,000-card deck warn; a loop whose body makes
    something happen (a player scores) does not, nor do rules.mm and small nestings."""
    deep = tiny(turn="    if any(hand of active where count(discard where card.value = 1) > 0):\n        active scores 0\n" + PLAY,
                rows="    chain:    9988  0  0  = 9988\n", cards=CHAIN_CARD)
    assert len(warnings_of(deep)) == 1
    acting = "".join("    " * (i + 1) + "for each player:\n" for i in range(12)) + "    " * 13 + "active scores 0\n"
    assert warnings_of(tiny(turn=acting + PLAY)) == []
    assert warnings_of(counts_text(6)) == []
    assert warnings_of(mogel.default_rules_path().read_text(encoding="utf-8")) == []


def test_no_recursion_limit_was_changed():
    assert sys.getrecursionlimit() <= 3000
