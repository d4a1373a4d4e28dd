"""Messages of trial 26 that named what the game has not: `after each turn` offered to a level of
a game without turns (a game whose levels run `steps:`)."""

from __future__ import annotations

import mogel
from test_missing_blocks import LEVELS_OF_STEPS


def errors(text: str):
    _, found = mogel.check_source(text, "flip.mm")
    return [d.message for d in found if d.severity == "error"]


def test_a_game_without_turns_is_not_offered_after_each_turn():
    assert errors(LEVELS_OF_STEPS) == []
    assert errors(LEVELS_OF_STEPS.replace("checked: after each battle", "checked: after each battl")) == [
        "'after each battl' is not a choice here: use 'after each move' or 'after each battle' (did you mean "
        "'battle'?)"]
    steps = LEVELS_OF_STEPS.replace("level battle:\n", "level battle:\n    checked: after each bout\n")
    assert errors(steps) == ["'after each bout' is not a choice here: use 'after each move'"]
    assert mogel.check_source(steps, "flip.mm")[1][0].render("de").startswith(
        "flip.mm:30:25: 'after each bout' ist hier keine Wahlmöglichkeit: nimm 'after each move'\n")
