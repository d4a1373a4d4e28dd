"""The words of a choice of a value naming players and values bound before it (docs/language.md
10.10): "Ada asks Bo for GREEN." at play, told in English and German, in both twins, and the
leak warned where such a name reads a hidden card.  Seats: 0 Ada, 1 Bo, 2 Cy.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.play.scenario import Scenario
from mogel.present.narrate import Narrator
from attr_rules import COLOURS

ADA, BO, CY = 0, 1, 2

ASK = COLOURS.replace("turn:\n", """turn:
    let target = active chooses a player except active
    let asked = active chooses a colour (en "{player} asks {target} for {colour}, turn {turns}.", \\
        de "{player} fragt {target} nach {colour}, Zug {turns}.")
    for each colour shade:
        if shade = asked:
            let echo = active chooses a colour (en "{player}: {shade} again, from {target}? {colour}!", \\
                de "{player}: nochmal {shade} von {target}? {colour}!") where colour = shade
""", 1)


@pytest.fixture(scope="module")
def rules():
    found, problems = mogel.check_source(ASK, "ask.mm")
    assert found is not None, problems
    assert not [d for d in problems if d.severity == "warning"], problems
    return found


def table(rules):
    t = Scenario(rules, 3)
    t.pile("discard", "blue 6")
    t.hand(ADA, "red 1", "green 2")
    t.hand(BO, "blue 1")
    t.hand(CY, "red 2")
    t.pile("draw", "green 5", "green 6")
    return t


def told(t, lang):
    narrator, layout = Narrator(t.program, None, lang), t.state.layout
    return [narrator.sentence(ev, layout) for ev in t.events if ev.kind == "choose"]


def test_the_words_name_the_player_chosen_before_and_a_for_each_variable(rules):
    t = table(rules)
    t.turn(ADA, answers=[CY, "green"])
    assert told(t, "en") == ["Ada chooses Cy.", "Ada asks Cy for GREEN, turn 1.", "Ada: GREEN again, from Cy? GREEN!"]
    assert told(t, "de") == ["Ada wählt Cy.", "Ada fragt Cy nach GRÜN, Zug 1.", "Ada: nochmal GRÜN von Cy? GRÜN!"]


def test_the_event_keeps_the_values_as_they_were_when_the_choice_was_made(rules):
    t = table(rules)
    t.turn(ADA, answers=[BO, "red"])
    asked = [ev for ev in t.events if ev.kind == "choose" and ev.info["choice"] == "asked"][0]
    assert asked.info["words"] == {"target": BO, "turns": 1}
    for seat in (ADA, BO, CY):   # the words are public: every seat is told them
        shown = [ev for ev in t.view(seat).events() if ev.kind == "choose" and ev.info["choice"] == "asked"]
        assert shown[0].info["words"] == {"target": BO, "turns": 1}


def test_a_choice_whose_words_name_nothing_else_has_no_words_field(rules):
    t = table(rules)
    t.turn(ADA, answers=[BO, "red"])
    target = [ev for ev in t.events if ev.kind == "choose" and ev.info["choice"] == "target"][0]
    assert "words" not in target.info


@pytest.mark.parametrize("bots", [["random"] * 3, ["honest", "sneaky", "random"]])
def test_whole_games_in_both_twins_replay_and_tell_the_names(rules, bots):
    for seed in range(3):
        game = mogel.Game(rules, bots, seed=seed).play()
        assert mogel.replay(rules, game.record()).events == game.events
        text = "\n".join(game.narration(lang="en"))
        assert "{" not in text and " asks " in text and "None" not in text
    rows = mogel.simulate(rules, bots=bots, games=4, seed=1, workers=1)   # the lab twin
    assert len(rows) == 4 * 3


def test_a_name_read_from_a_hidden_card_is_warned_and_acknowledged():
    text = ASK.replace("    let asked = active chooses a colour (en \"{player} asks {target} for {colour}, turn {turns}.\"",
                       "    let peek = (top of draw).colour\n"
                       "    let asked = active chooses a colour (en \"{player} asks {target} for {colour}, {peek}.\"", 1)
    _, found = mogel.check_source(text, "ask.mm")
    warned = [d for d in found if d.severity == "warning"]
    assert [d.message for d in warned] == [
        "the words of the choice of 'active' say '{peek}' to every player, and its value depends on the face of a "
        "card in 'draw', which nobody sees (read at ask.mm:54:16): name in the words only what every player sees "
        "[write 'expect warning: leaks_hidden' indented under this statement if that is meant]"]
    assert (warned[0].span.line, warned[0].span.column) == (55, 17)
    quiet = text.replace("{colour}, {peek}.\", \\\n        de \"{player} fragt {target} nach {colour}, Zug {turns}.\")",
                         "{colour}, {peek}.\", \\\n        de \"{player} fragt {target} nach {colour}, Zug {turns}.\")\n"
                         "        expect warning: leaks_hidden", 1)
    assert quiet != text
    _, found = mogel.check_source(quiet, "ask.mm")
    assert not [d for d in found if d.severity == "warning"]
