"""`P shows CARDS [to PLAYERS]` (docs/language.md 10.13): cards shown where they lie, without
moving them; a seat is told their faces only when it is shown them (or sees them anyway).
Scenarios from hand-built tables of a small Colours game, whole games in both twins, the log.
Seats: 0 Ada, 1 Bo, 2 Cy.
"""

from __future__ import annotations

import json

import pytest

import mogel
from mogel.play.scenario import Scenario
from mogel.present.log import event_record
from mogel.present.narrate import Narrator
from attr_rules import COLOURS
from show_rules import SHOW

ADA, BO, CY = 0, 1, 2

@pytest.fixture(scope="module")
def rules():
    found, problems = mogel.check_source(SHOW, "show.mm")
    assert found is not None, problems
    assert not [d for d in problems if d.severity == "warning"], problems
    return found


def table(rules, drawn="red 5"):
    t = Scenario(rules, 3)
    t.pile("discard", "green 6")
    t.hand(ADA, "blue 1", "blue 2", "green 2")
    t.hand(BO, "blue 3")
    t.hand(CY, "red 2")
    t.pile("draw", "green 5", drawn)
    return t


def shows(events):
    return [ev for ev in events if ev.kind == "show"]


def test_the_card_drawn_is_shown_to_everybody_and_the_blue_ones_to_the_left_neighbour(rules):
    t = table(rules)
    events = t.turn(ADA)
    first, second = shows(events)
    assert (first.seat, first.info["to"], [t.face_of(c) for c in first.info["cards"]]) == (ADA, [BO, CY], ["red 5"])
    assert (second.seat, second.info["to"], [t.face_of(c) for c in second.info["cards"]]) == (
        ADA, [BO], ["blue 1", "blue 2"])
    assert t.faces("hand", ADA) == ["blue 1", "blue 2", "red 5"]   # nothing moved by showing (green 2 was played)
    assert not [ev for ev in events if ev.kind == "score"]   # cards were shown: no `otherwise`


def test_each_seat_is_told_the_faces_only_when_shown_them(rules):
    t = table(rules)
    t.turn(ADA)
    seen = {seat: [[c is not None for c in ev.info["cards"]] for ev in t.view(seat).events() if ev.kind == "show"]
            for seat in (ADA, BO, CY)}
    assert seen == {ADA: [[True], [True, True]], BO: [[True], [True, True]], CY: [[True], [False, False]]}


def test_narration_in_english_and_german_as_each_seat_reads_it(rules):
    t = table(rules)
    t.turn(ADA)
    layout = t.state.layout

    def told(seat, lang):
        narrator = Narrator(t.program, None, lang)
        return [narrator.sentence(ev, layout) for ev in t.view(seat).events() if ev.kind == "show"]
    assert told(None, "en") == ["Ada shows RED 5.", "Ada shows Bo BLUE 1 and BLUE 2."]
    assert told(CY, "en") == ["Ada shows RED 5.", "Ada shows Bo 2 cards."]
    assert told(None, "de") == ["Ada zeigt ROT 5.", "Ada zeigt Bo BLAU 1 und BLAU 2."]
    assert told(CY, "de") == ["Ada zeigt ROT 5.", "Ada zeigt Bo 2 Karten."]


def test_nothing_to_show_tells_nothing_and_runs_otherwise(rules):
    t = table(rules, drawn="green 1")
    t.hand(ADA)
    events = t.turn(BO)   # Bo holds one blue card: shown to Cy; drew green: not shown
    assert [(ev.seat, ev.info["to"]) for ev in shows(events)] == [(BO, [CY])]
    events = t.turn(CY)   # Cy holds no blue card: nothing shown, `otherwise` scores 1
    assert shows(events) == [] and [ev.info["points"] for ev in events if ev.kind == "score"] == [1]


def test_the_log_names_the_zones_and_whom(rules):
    t = table(rules)
    t.turn(ADA)
    game = type("G", (), {"state": t.state})()
    record = event_record(shows(t.events)[1], 7, game, Narrator(t.program, None, "en"))
    assert json.loads(json.dumps(record)) == {
        "i": 7, "kind": "show", "seat": ADA, "cards": record["cards"], "on_top": [False, False],
        "zones": [{"zone": "hand", "owner": ADA}] * 2, "to": [BO], "rule": record["rule"],
        "text": "Ada shows Bo BLUE 1 and BLUE 2."}
    assert record["rule"].startswith("show.mm:")


@pytest.mark.parametrize("bots", [["random"] * 3, ["honest", "sneaky", "search"]])
def test_whole_games_in_both_twins(rules, bots):
    for seed in range(2):
        game = mogel.Game(rules, bots, seed=seed).play()
        assert mogel.replay(rules, game.record()).events == game.events
        assert any(ev.kind == "show" for ev in game.events)
        assert "None" not in "\n".join(game.narration(lang="de"))
    rows = mogel.simulate(rules, bots=["random"] * 3, games=3, seed=1, workers=1)   # the lab twin
    assert len(rows) == 3 * 3


CHECKED = [
    ("active shows left of active", "left of active",
     "expected a card or a set of cards after 'shows', but this is a player"),
    ("active shows top of hand of active to 3", "3",
     "expected a player or a set of players after 'shows ... to', but this is a number"),
]


@pytest.mark.parametrize("line, snippet, message", CHECKED)
def test_the_checker_refuses_what_cannot_be_shown_or_told(line, snippet, message):
    text = COLOURS.replace("turn:\n", f"turn:\n    {line}\n", 1)
    _, found = mogel.check_source(text, "show.mm")
    errors = [d for d in found if d.severity == "error"]
    assert [d.message for d in errors] == [message]
    assert (errors[0].span.line, errors[0].span.column) == (
        text[:text.index(f"    {line}")].count("\n") + 1, 4 + line.index(snippet) + 1)


def test_whom_a_card_is_shown_to_is_public():
    text = COLOURS.replace("turn:\n", "turn:\n    active shows top of hand of active to first(players where "
                                      "any(hand of player where card.colour = red))\n", 1)
    _, found = mogel.check_source(text, "show.mm")
    warned = [d.message for d in found if d.severity == "warning"]
    assert len(warned) == 1 and warned[0].startswith(
        "every player is told who this is done to, and it is worked out from the face of a card in 'hand'"), warned


@pytest.mark.parametrize("to, shown", [("first(players where size(hand of player) > 10)", None),   # absent: nobody
                                       ("players where player != left of active", [CY]),
                                       ("players", [BO, CY])])   # not to the one who shows
def test_to_an_absent_player_nobody_and_to_a_set_each_of_it_but_the_one_who_shows(to, shown):
    text = COLOURS.replace("turn:\n", f"turn:\n    active shows top of hand of active to {to}\n"
                                      "    otherwise active scores 5\n", 1)
    t = table(mogel.load_rules(text=text, file="show.mm"))
    events = t.turn(ADA)
    assert [ev.info["to"] for ev in shows(events)] == ([] if shown is None else [shown])
    assert [ev.info["points"] for ev in events if ev.kind == "score"] == ([5] if shown is None else [])
