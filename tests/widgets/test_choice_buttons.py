"""The human seat's buttons for a rules choice (mogel/widgets/choice_buttons.py)."""

from mogel.runtime.events import Decision
from mogel.widgets.choice_buttons import choice_labels


def test_values_options_and_players_are_told_in_the_seat_language():
    labels = {"black": {"en": "BLACK", "de": "SCHWARZ"}, "go_on": {"en": "I'll continue!"}}
    decision = Decision(0, "choice", (None, "black", "go_on", "end_it", 2), info={"labels": labels})
    assert choice_labels(decision, "de", ["Ada", "Bo", "Cy"], "Nichts") == [
        ("Nichts", None), ("SCHWARZ", "black"), ("I'll continue!", "go_on"), ("end it", "end_it"), ("Cy", 2)]
