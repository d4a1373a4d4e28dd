"""Scenario tests of cheating and catching: chances to cheat, the guard's watch, and "Caught!"
(001 "Mogeln", "Wächter-Wanze", "Erwischt!").

One Arrange-Act-Assert scenario per rule, on hand-set tables; the conventions (which
rulebook a docstring quotes, the seats Ada/Bo/Cy/Di, who holds the Guard Bug) and the
helpers (`table`, `Scripted`, `Table.sequence`, `reactions`) are in conftest.py.
"""

from __future__ import annotations

import pytest

import mogel
from conftest import ADA, BO, CY, DI, of_kind, reactions

MOVES = {"play", "draw", "give", "take", "move", "gather"}


# --- cheating (001 "Mogeln") --------------------------------------------------------------------

CHEAT_HANDS = {ADA: ["number 1", "number 1"], BO: ["moth 1", "moth 3", "number 2"],
               CY: ["spider 2", "number 4", "number 5"], DI: ["number 3", "number 3"]}


def test_a_cheat_hides_exactly_one_card(table):
    """001 "Mogeln": "Ihr dürft ... einzelne Karten (egal ob Mogel-Motte, Aktionskarte oder
    Zahlenkarte) verschwinden lassen" and "Es dürfen nie mehrere Karten gleichzeitig
    weggemogelt werden." """
    t = table(hands=CHEAT_HANDS, scripts={BO: {"cheat": ["moth 1", "moth 3"]}}, guard=DI)

    events = t.window(ADA)

    (ask,) = t.asked("cheat", BO)
    assert t.option_faces(ask) == {None, "moth 1", "moth 3", "number 2"}
    (cheat,) = of_kind(events, "cheat")
    assert cheat.seat == BO and len(cheat.moves) == 1
    assert t.faces("hidden", BO) == ["moth 1"]
    assert sorted(t.faces("hand", BO)) == ["moth 3", "number 2"]


def test_the_last_card_in_hand_is_never_cheated_away(table):
    """001 "Mogeln": "Die letzte Handkarte darf nie weggemogelt werden." -- Bo hides one of two
    cards; with one card left he is not asked again, and Cy with one card is never asked."""
    t = table(hands={ADA: ["number 1", "number 1"], BO: ["moth 1", "number 2"], CY: ["number 4"],
                     DI: ["number 3", "number 3"]},
              scripts={BO: {"cheat": ["moth 1", "number 2"]}, CY: {"cheat": ["number 4"]}}, guard=DI)

    t.window(ADA)
    t.window(ADA)

    assert len(t.asked("cheat", BO)) == 1
    assert t.asked("cheat", CY) == []
    assert t.faces("hand", BO) == ["number 2"] and t.faces("hand", CY) == ["number 4"]
    assert t.faces("hidden", BO) == ["moth 1"] and t.faces("hidden", CY) == []


def test_the_guard_may_not_cheat(table):
    """001 "Wächter-Wanze": "Als Wächter-Wanze musst du immer ehrlich spielen und darfst selber
    nicht mogeln." """
    t = table(hands=CHEAT_HANDS, scripts={CY: {"cheat": ["spider 2"]}}, guard=CY)

    events = t.window(ADA)

    assert t.asked("cheat", CY) == []
    assert {d.seat for d in t.asked("cheat")} == {ADA, BO, DI}
    assert of_kind(events, "cheat") == [] and t.faces("hidden", CY) == []


def test_every_move_opens_a_chance_to_cheat(table):
    """001 "Mogeln": cards may be made to disappear at any time ("Ihr dürft geschickt einzelne
    Karten ... verschwinden lassen") -- rules.mm: a chance for each non-guard after each move.
    Ada plays a spider and gives a card: two moves, two rounds of chances."""
    t = table(hands={ADA: ["spider 4", "number 1", "number 5", "number 1"], BO: ["number 1", "number 1"],
                     CY: ["number 2", "number 2"], DI: ["number 2", "number 2"]},
              discard=["number 3"], scripts={ADA: {"give": ["number 5"], "give_to": [CY]}}, guard=DI)

    t.turn(ADA)

    chances, current = [], None
    for item in t.sequence(since="turn"):
        if isinstance(item, mogel.Event) and item.kind in MOVES:
            current = []
            chances.append((item.kind, current))
        elif not isinstance(item, mogel.Event) and item[0].kind == "cheat":
            assert current is not None, "a chance to cheat before any move"
            current.append(item[0].seat)
    assert [kind for kind, _ in chances] == ["play", "give"]
    for kind, seats in chances:
        assert sorted(seats) == [ADA, BO, CY], f"chances after the {kind}"


def test_a_race_is_a_chance_to_cheat_while_the_guard_watches_less_well(table):
    """001 "Mogeln": cards may disappear at any time, so also while everyone slaps the mosquito
    (001 "Mücke"); rules.mm "attention during races: 50%": the slapping guard notices with half
    its attention.  Everyone but the guard, the active player included, gets the chance."""
    t = table(hands={ADA: ["mosquito 4", "number 1", "number 1"], BO: ["moth 1", "number 2", "number 2"],
                     CY: ["number 4", "number 4"], DI: ["number 5", "number 5"]},
              discard=["number 3"], guard=CY, settings=reactions(DI) | {CY: {"attention": 1.0}},
              scripts={BO: {"cheat": [None, "moth 1"]}})          # not after the play: in the race

    t.turn(ADA)

    sequence = t.sequence(since="turn")
    kinds = [x.kind if isinstance(x, mogel.Event) else None for x in sequence]
    racing = sequence[kinds.index("race_start"):kinds.index("race")]
    chances = [x[0] for x in racing if not isinstance(x, mogel.Event) and x[0].kind == "cheat"]
    assert sorted(d.seat for d in chances) == [ADA, BO, DI]
    assert all(d.info["race"] for d in chances)
    (notice,) = [x for x in racing if isinstance(x, mogel.Event) and x.kind == "notice"]
    assert notice.seat == CY and notice.info["cheater"] == BO and notice.info["chance"] == 0.5
    assert t.faces("hidden", BO) == ["moth 1"]


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("attention, noticed", [(1.0, True), (0.0, False)], ids=["alert", "asleep"])
def test_the_guard_notices_a_cheat_as_attentive_as_it_is(table, seed, attention, noticed):
    """001 "Wächter-Wanze": the guard "behältst ... deine Mitspieler genau im Auge" -- noticing
    is a chance of the guard's attention: always at 1.0, never at 0.0."""
    t = table(hands=CHEAT_HANDS, scripts={BO: {"cheat": ["moth 1"]}},
              settings={CY: {"attention": attention}}, guard=CY, seed=seed)

    events = t.window(ADA)

    (notice,) = of_kind(events, "notice")
    assert notice.seat == CY and notice.info["cheater"] == BO
    assert notice.info["noticed"] is noticed


def test_a_rightly_accused_cheater_takes_the_card_back_gets_one_of_the_guards_and_the_guard_bug(table):
    """001 "Erwischt!": "Du wurdest zurecht beschuldigt? Dann musst du die Karte ... sofort wieder
    auf die Hand nehmen und erhältst vom Wächter-Spieler eine seiner Handkarten. Zudem bekommst du
    die Karte mit der Wächter-Wanze." -- Cy chooses which of her cards Bo gets."""
    t = table(hands=CHEAT_HANDS, guard=CY, settings={CY: {"attention": 1.0}},
              scripts={BO: {"cheat": ["moth 1"]}, CY: {"accuse": [BO], "choose": ["number 5"]}})

    events = t.window(ADA)

    (accuse,) = of_kind(events, "accuse")
    assert accuse.seat == CY and accuse.info == {"accused": BO, "right": True}
    (choose,) = t.asked("choose", CY)
    assert t.option_faces(choose) == {"spider 2", "number 4", "number 5"}
    assert sorted(t.faces("hand", BO)) == ["moth 1", "moth 3", "number 2", "number 5"]
    assert t.faces("hidden", BO) == []
    assert sorted(t.faces("hand", CY)) == ["number 4", "spider 2"]
    assert t.state.roles["guard"] == BO


def test_after_a_right_accusation_the_new_guard_watches_and_the_old_one_may_cheat(table):
    """001 "Erwischt!": "Ab jetzt bist du der neue Aufpasser!" with 001 "Wächter-Wanze" ("darfst
    selber nicht mogeln") -- from the moment Bo holds the Guard Bug he gets no chance to cheat
    and makes the accusations, while Cy, no longer the guard, may cheat."""
    t = table(hands=CHEAT_HANDS, guard=CY, settings={CY: {"attention": 1.0}},
              scripts={BO: {"cheat": ["moth 1"]}, CY: {"accuse": [BO], "choose": ["number 5"]}})

    t.window(ADA)

    sequence = t.sequence()
    role = next(i for i, x in enumerate(sequence) if isinstance(x, mogel.Event) and x.kind == "role"
                and x.info["to"] == BO)
    after = [x[0] for x in sequence[role:] if not isinstance(x, mogel.Event)]
    assert sorted(d.seat for d in after if d.kind == "cheat") == [ADA, CY, DI]
    assert {d.seat for d in after if d.kind == "accuse"} == {BO}


def test_a_wrong_accusation_costs_the_guard_a_card_and_the_guard_stays(table):
    """001 "Erwischt!": "Du wurdest zu unrecht beschuldigt? Dann muss der Wächter eine Strafkarte
    vom Nachziehstapel ziehen. Er behält weiterhin die Wächterfunktion." -- Cy accuses Ada, who
    did not cheat (Bo did)."""
    t = table(hands=CHEAT_HANDS, guard=CY, draw=["number 1", "number 5"],
              scripts={BO: {"cheat": ["moth 1"]}, CY: {"accuse": [ADA]}})

    events = t.window(ADA)

    (accuse,) = of_kind(events, "accuse")
    assert accuse.info == {"accused": ADA, "right": False}
    assert sorted(t.faces("hand", CY)) == ["number 4", "number 5", "number 5", "spider 2"]
    assert t.faces("draw") == ["number 1"]
    assert t.state.roles["guard"] == CY
    assert t.faces("hand", ADA) == ["number 1", "number 1"]
    assert t.faces("hidden", BO) == ["moth 1"]


@pytest.mark.parametrize("accused, right", [(BO, True), (ADA, False)], ids=["right", "wrong"])
def test_nobody_may_cheat_while_an_accusation_is_settled(table, accused, right):
    """001 "Mogeln": "Wird ein Spieler beim Mogeln erwischt, darf in der Zeit der Klärung nicht
    gemogelt werden." -- no chance to cheat between the accusation and its last consequence,
    though Ada and Di are ready to cheat at every chance."""
    eager = {"cheat": ["number 1", "number 1", "number 1"]}
    t = table(hands={**CHEAT_HANDS, ADA: ["number 1", "number 1", "number 1", "number 1"],
                     DI: ["number 1", "number 1", "number 1", "number 1"]},
              guard=CY, draw=["number 2", "number 2"],
              scripts={BO: {"cheat": ["moth 1"]}, CY: {"accuse": [accused], "choose": ["number 5"]},
                       ADA: eager, DI: eager})

    t.window(ADA)

    sequence = t.sequence()
    start = next(i for i, x in enumerate(sequence) if isinstance(x, mogel.Event) and x.kind == "accuse")
    assert sequence[start].info["right"] is right
    last = "role" if right else "draw"
    end = next(i for i in range(start, len(sequence))
               if isinstance(sequence[i], mogel.Event) and sequence[i].kind == last)
    settling = sequence[start:end + 1]
    assert not [x for x in settling if not isinstance(x, mogel.Event) and x[0].kind == "cheat"]
    assert len(t.asked("cheat")) > 1          # the chances to cheat resume once it is settled
