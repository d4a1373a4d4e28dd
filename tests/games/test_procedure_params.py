"""Procedures with parameters (`procedure lay_pairs(p):` ... `do lay_pairs(active)`,
docs/language.md 10.16) in tests/games/blind_pairs.mm: each parameter bound to its value where
the procedure is done, checked as a `let` is (types, names), a wrong number of values refused at
the `do` (English and German), a procedure nothing does checked with its parameters known.
"""

from __future__ import annotations

from pathlib import Path

import mogel
from mogel.play.scenario import Scenario

HERE = Path(__file__).resolve().parent
TEXT = (HERE / "blind_pairs.mm").read_text(encoding="utf-8")
RULES = mogel.load_rules(text=TEXT, file="blind_pairs.mm")


def test_the_parameter_is_the_player_the_do_names():
    sc = Scenario(RULES, 3, seed=0)
    sc.hand(0, "pip 1", "pip 2")
    sc.hand(1, "pip 1")
    sc.hand(2, "pip 3", "pip 3")   # Cy's pair is not Ada's to lay
    sc.turn(0)   # Ada takes Bo's one card (no question) and lays her pair of 1s
    assert sc.faces("pairs") == ["pip 1", "pip 1"]
    assert sc.faces("hand", 0) == ["pip 2"] and sc.faces("hand", 2) == ["pip 3", "pip 3"]


def test_setup_lays_every_players_pairs():
    game = mogel.Game(RULES, [mogel.RandomBot() for _ in range(3)], seed=2).play()
    first_turn = next(i for i, ev in enumerate(game.events) if ev.kind == "turn")
    laid = [ev for ev in game.events[:first_turn] if ev.kind == "move"]
    assert laid and all(game.state.layout.describe(ev.moves[0][2]) == ("pairs", None) for ev in laid)


def _errors(text):
    rules, found = mogel.check_source(text, file="b.mm")
    return rules, [d for d in found if d.severity == "error"]


def test_a_wrong_number_of_values_is_refused_at_the_do():
    text = TEXT.replace("    do lay_pairs(active)", "    do lay_pairs")
    rules, (error, ) = _errors(text)
    at = next(n for n, row in enumerate(text.splitlines(), 1) if row == "    do lay_pairs")
    assert rules is None and error.render("en").startswith(f"b.mm:{at}:5: 'do lay_pairs' gives 0 values, but "
                                                            "'procedure lay_pairs' has 1 parameter (p)")
    assert "hat 1 Parameter (p)" in error.render("de")


def test_a_value_of_the_wrong_type_is_refused_where_it_is_used():
    rules, errors = _errors(TEXT.replace("do lay_pairs(active)", "do lay_pairs(3)"))
    assert rules is None and errors and "b.mm:" in errors[0].render("en")


def test_a_procedure_nothing_does_is_checked_with_its_parameters_known():
    text = TEXT.replace("    do lay_pairs(active)\n", "")
    text = text.replace("        for each player:\n            do lay_pairs(player)\n", "")
    rules, found = mogel.check_source(text, file="b.mm")
    assert rules is not None, [d.render("en") for d in found]
    assert any("never" in d.render("en") and "lay_pairs" in d.render("en") for d in found)
