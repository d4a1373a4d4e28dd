"""`quietly chance(...)` (docs/language.md 10.17): the draw is made as a plain `chance(...)` makes
it -- the same seeded stream, the same outcomes, in the usual module, the twin for bots answered
at once and the lab twin --, its `chance` event is marked `quiet` and the narration does not tell
it, in English or German, to any seat; `quietly` after `if` or `=` before anything but a chance is
refused at the word, in English and German.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.agents import RandomBot
from mogel.play.scenario import Scenario
from tiny_games import load, tiny

TURN = """\
    active may play 1 card from hand where card.value = (top of discard).value onto discard
    otherwise active draws 1 card from draw
    let oops = {q}chance(1 in 3)
    if {q}chance(30%):
        active scores 1
    set lucky = {q}chance(odds in 4)
    if oops and lucky:
        active scores 10
"""
VARIABLES = """
variable lucky, reset each turn
variable odds = 1
"""


def text(quiet: bool) -> str:
    return tiny(turn=TURN.format(q="quietly " if quiet else "")) + VARIABLES


def game(quiet: bool, seed: int) -> mogel.Game:
    return mogel.Game(load(text(quiet)), [RandomBot() for _ in range(3)], seed=seed).play()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_quiet_chance_draws_the_same_and_is_marked_quiet(seed):
    loud, quiet = game(False, seed), game(True, seed)
    assert [(e.kind, e.seat) for e in quiet.events] == [(e.kind, e.seat) for e in loud.events]
    chances = [(a, b) for a, b in zip(loud.events, quiet.events) if a.kind == "chance"]
    assert len(chances) >= 9 and {b.info.get("quiet") for _, b in chances} == {True}
    assert [{k: v for k, v in b.info.items() if k != "quiet"} for _, b in chances] == [a.info for a, _ in chances]
    assert "quiet" not in chances[0][0].info
    assert quiet.decisions == loud.decisions and quiet.winners == loud.winners


@pytest.mark.parametrize("lang, told", [("en", "chance"), ("de", "Chance")])
def test_a_quiet_chance_is_told_to_no_seat(lang, told):
    loud, quiet = game(False, 4), game(True, 4)
    for seat in (None, 0, 1, 2):
        assert any(told in line for line in loud.narration(seat=seat, lang=lang))
        assert not any(told in line for line in quiet.narration(seat=seat, lang=lang))
        assert [line for line in loud.narration(seat=seat, lang=lang) if told not in line] == \
            list(quiet.narration(seat=seat, lang=lang))


def test_the_lab_twin_draws_a_quiet_chance_as_a_told_one():
    tables = [mogel.simulate(load(text(quiet)), games=12, players=3, seed=5, workers=1, progress=False)
              for quiet in (False, True)]
    assert tables[0].equals(tables[1])


def test_a_scenario_turn_tells_the_quiet_draws_nowhere():
    t = Scenario(load(text(True)), players=3, seed=0)
    t.pile("discard", "number 2")
    t.pile("draw", *["number 3"] * 4)
    for seat in range(3):
        t.hand(seat, "number 1")
    events = [e for e in t.turn(0) if e.kind == "chance"]
    assert [(e.info["a"], e.info["b"], e.info["quiet"]) for e in events] == [(1, 3, True), (30, 100, True), (1, 4, True)]


@pytest.mark.parametrize("statement", ["let n = quietly size(draw)", "if quietly empty(draw):\n        active scores 1",
                                       "set odds = quietly 2", "quietly set odds = quietly 2"])
def test_quietly_before_what_is_no_chance_is_refused_at_the_word(statement):
    rules = tiny(turn=f"    {statement}\n") + VARIABLES
    with pytest.raises(mogel.RulesError) as refused:
        load(rules)
    at = rules.index(" quietly ", rules.index(statement.split(" quietly")[0].strip()) + 2) + 1
    assert "'quietly' after 'if' or '=' goes only before a chance" in str(refused.value)
    assert f"tiny.mm:{rules.count(chr(10), 0, at) + 1}:{at - rules.rfind(chr(10), 0, at)}:" in str(refused.value)


def test_the_refusal_is_said_in_german():
    rules = tiny(turn="    let n = quietly size(draw)\n") + VARIABLES
    with pytest.raises(mogel.RulesError) as refused:
        load(rules)
    assert "'quietly' nach 'if' oder '=' steht nur vor einer Chance" in refused.value.render("de")
