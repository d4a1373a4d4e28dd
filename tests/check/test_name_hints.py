"""The checker's words for a name it does not know, from a user trial:

* `set wished = spade` was "unknown name 'spade'" with no suggestion while `c is spade` suggested
  'spades': an unknown name is compared with the attributes' values first;
* `ace` where no attribute has that value was "(did you mean 'chance'?)": a function's name is
  suggested for a name that stands alone only when it is very close;
* `hand of p` without `zone hand` was "unknown function 'hand' (did you mean 'hand_size'?)": the
  message says no zone, function or definition has that name, and suggests no definition
  without parameters for a call;
* `set wished = ...` without `variable wished` was told to "declare it with 'variable wished = 0'"
  for a variable meant to hold a suit: the declaration is worded for any value.
"""

from __future__ import annotations

import mogel
from attr_rules import SUITS

TURN = "    active must play 1 card from hand where"


def errors(text: str):
    _, diagnostics = mogel.check_source(text, "names.mm")
    return [d.message for d in diagnostics if d.severity == "error"]


def with_turn_line(line: str, declare: str = "variable wished = hearts\n\n") -> str:
    assert TURN in SUITS
    return SUITS.replace(TURN, f"    {line}\n{TURN}", 1).replace("zone draw:", declare + "zone draw:", 1)


def test_an_unknown_name_close_to_a_value_suggests_the_value_as_is_does():
    assert errors(with_turn_line("set wished = spade")) == ["unknown name 'spade' (did you mean 'spades'?)"]
    assert errors(with_turn_line("if (top of discard) is spade:\n        active draws 1 card from draw")) \
        == ["'spade' is not a suit: the suits are hearts, spades (did you mean 'spades'?)"]


def test_a_name_far_from_any_value_gets_no_function_suggested():
    told = errors(with_turn_line("set wished = ace"))
    assert told == ["unknown name 'ace'"], told


def test_a_close_name_of_the_file_is_still_suggested():
    assert errors(with_turn_line("set wished = wishd")) == ["unknown name 'wishd' (did you mean 'wished'?)"]


def test_a_call_of_a_missing_zone_says_no_zone_function_or_definition_has_that_name():
    text = SUITS.replace("zone hand:\n    per player, seen by owner\n", "", 1).replace(
        "round:\n", "define hand_size = 2\n\nround:\n", 1)
    told = errors(text)
    assert "unknown function 'hand': no zone, function or definition has that name" in told
    assert not any("hand_size" in message or "chance" in message for message in told)


def test_a_set_of_an_undeclared_variable_suggests_a_declaration_for_any_value():
    _, diagnostics = mogel.check_source(with_turn_line("set wished = spades", declare=""), "names.mm")
    (d,) = [d for d in diagnostics if d.severity == "error"]
    assert d.message == ("unknown variable 'wished': declare it with 'variable wished = <its first value>', or "
                         "'variable wished' to start with none")
    assert "'variable wished = <ihr erster Wert>'" in d.render("de")
