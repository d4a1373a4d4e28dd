"""Scenario tests of the action cards: spider, mosquito, cockroach and ant (001 "Spinne",
"Mücke", "Kakerlake", "Ameise").

One Arrange-Act-Assert scenario per rule, on hand-set tables; the conventions (which
rulebook a docstring quotes, the seats Ada/Bo/Cy/Di, who holds the Guard Bug) and the
helpers (`table`, `Scripted`, `Table.sequence`, `reactions`) are in conftest.py.
"""

from __future__ import annotations

from collections import Counter

import pytest

from conftest import ADA, BO, CY, DI, FAST, SLOW, of_kind, reactions


# --- spider (001 "Spinne") ----------------------------------------------------------------------

def test_spider_gives_one_card_to_a_chosen_other_player(table):
    """001 "Spinne": "Wer eine Spinne ausspielt, darf anschließend sofort noch eine seiner
    Handkarten ... an einen beliebigen Mitspieler verschenken." """
    t = table(hands={ADA: ["spider 4", "number 1", "number 5"], BO: ["number 2"], CY: ["number 2"],
                     DI: ["number 2"]},
              discard=["number 3"], guard=ADA)

    events = t.turn(ADA, answers=["number 5", CY])

    (to,) = t.asked("give_to", ADA)
    assert set(to.options) == {BO, CY, DI}                 # any other player, not Ada herself
    (give,) = of_kind(events, "give")
    assert give.seat == ADA and give.info["to"] == CY
    assert sorted(t.faces("hand", CY)) == ["number 2", "number 5"]
    assert t.faces("hand", ADA) == ["number 1"]
    assert t.faces("hand", BO) == ["number 2"] and t.faces("hand", DI) == ["number 2"]


def test_spider_player_may_keep_the_card(table):
    """001 "Spinne": "darf ... verschenken" -- giving is allowed, not required."""
    t = table(hands={ADA: ["spider 4", "number 1", "number 5"], BO: ["number 2"], CY: ["number 2"],
                     DI: ["number 2"]},
              discard=["number 3"], guard=ADA)

    events = t.turn(ADA, answers=[None])

    assert of_kind(events, "give") == []
    assert [ev.info["verb"] for ev in of_kind(events, "decline")] == ["give"]
    assert sorted(t.faces("hand", ADA)) == ["number 1", "number 5"]
    assert [t.faces("hand", seat) for seat in (BO, CY, DI)] == [["number 2"]] * 3


# --- mosquito (001 "Mücke") ---------------------------------------------------------------------

MOSQUITO_HANDS = {ADA: ["mosquito 4", "number 1", "moth 1"], BO: ["number 2", "moth 3"],
                  CY: ["number 4", "moth 2"], DI: ["number 5", "moth 5"]}


@pytest.mark.parametrize("slowest", [BO, CY, DI])
def test_mosquito_slowest_player_gets_a_card_from_every_other_player(table, slowest):
    """001 "Mücke": "schlagen alle, außer dem aktiven Spieler, ... auf die Mücken-Karte. Der
    langsamste Spieler bekommt von jedem Mitspieler eine Handkarte (aber keine Mogel-Motte)
    geschenkt." -- the active player gives too, every giver keeps the moth."""
    t = table(hands=MOSQUITO_HANDS, discard=["number 3"], settings=reactions(slowest), guard=DI)
    before = {seat: Counter(t.faces("hand", seat)) for seat in range(4)}

    events = t.turn(ADA)

    (start,) = of_kind(events, "race_start")
    assert sorted(start.info["runners"]) == [BO, CY, DI]
    (race,) = of_kind(events, "race")
    assert race.info["pick"] == "slowest" and race.info["winner"] == slowest
    givers = [seat for seat in (ADA, BO, CY, DI) if seat != slowest]
    gives = of_kind(events, "give")
    assert [(ev.seat, ev.info["to"]) for ev in gives] == [(seat, slowest) for seat in givers]
    given = t.moved_faces(gives, "give")
    assert not any(face.startswith("moth") for face in given)
    assert Counter(t.faces("hand", slowest)) == before[slowest] + Counter(given)
    for seat in givers:
        assert sum((before[seat] - Counter(t.faces("hand", seat))).values()) == (2 if seat == ADA else 1)
        assert any(face.startswith("moth") for face in t.faces("hand", seat))


def test_mosquito_a_player_holding_only_moths_gives_nothing(table):
    """001 "Mücke": "(aber keine Mogel-Motte)" -- Di holds only moths, so Di gives nothing;
    everybody else still gives."""
    t = table(hands={ADA: ["mosquito 4", "number 1", "number 1"], BO: ["number 2", "number 2"],
                     CY: ["number 4", "number 4"], DI: ["moth 5", "moth 1"]},
              discard=["number 3"], settings=reactions(CY), guard=BO)

    events = t.turn(ADA)

    assert [(ev.seat, ev.info["to"]) for ev in of_kind(events, "give")] == [(ADA, CY), (BO, CY)]
    assert sorted(t.faces("hand", DI)) == ["moth 1", "moth 5"]
    assert len(t.faces("hand", CY)) == 4


# --- cockroach (001 "Kakerlake") ----------------------------------------------------------------

@pytest.mark.parametrize("fastest", [BO, DI])
def test_cockroach_fastest_holder_of_a_same_value_number_card_plays_it(table, fastest):
    """001 "Kakerlake": "versuchen alle Spieler gleichzeitig eine beliebige Zahlenkarte mit dem
    gleichen Wert darauf zu legen. Nur der Schnellste darf seine Karte liegen lassen." -- Cy's
    ant 4 is an action card, so Cy does not race."""
    t = table(hands={ADA: ["cockroach 4", "number 1", "number 1"], BO: ["number 4", "number 2"],
                     CY: ["ant 4", "number 2"], DI: ["number 4", "number 5"]},
              discard=["number 3"], settings=reactions(*({ADA, BO, CY, DI} - {fastest})), guard=CY)
    slower = BO if fastest == DI else DI

    events = t.turn(ADA)

    (start,) = of_kind(events, "race_start")
    assert sorted(start.info["runners"]) == [BO, DI]
    (race,) = of_kind(events, "race")
    assert race.info["pick"] == "fastest" and race.info["winner"] == fastest
    plays = of_kind(events, "play")
    assert [(ev.seat, t.face(ev.moves[0][0])) for ev in plays] == [
        (ADA, "cockroach 4"), (fastest, "number 4")]
    assert t.faces("discard") == ["number 3", "cockroach 4", "number 4"]
    assert "number 4" in t.faces("hand", slower)
    assert sorted(t.faces("hand", CY)) == ["ant 4", "number 2"]


def test_cockroach_the_active_player_races_too(table):
    """001 "Kakerlake": "alle Spieler" (unlike the mosquito's "außer dem aktiven Spieler") --
    Ada, who played the cockroach, may lay her own number 4 on it."""
    t = table(hands={ADA: ["cockroach 4", "number 4", "number 1"], BO: ["number 4", "number 2"],
                     CY: ["number 2", "number 2"], DI: ["number 1", "number 5"]},
              discard=["number 5"], scripts={ADA: {"play": ["cockroach 4"]}},
              settings={ADA: {"reaction": FAST}, BO: {"reaction": SLOW}}, guard=CY)

    events = t.turn(ADA)

    (start,) = of_kind(events, "race_start")
    assert sorted(start.info["runners"]) == [ADA, BO]
    assert t.faces("discard") == ["number 5", "cockroach 4", "number 4"]
    assert t.faces("hand", ADA) == ["number 1"]


def test_cockroach_when_nobody_holds_such_a_number_card_play_goes_on(table):
    """001 "Kakerlake": "Kann niemand eine Karte ablegen, wird normal weitergespielt." -- action
    cards of the same value (Bo's spider 4, Di's ant 4) and moths do not count."""
    t = table(hands={ADA: ["cockroach 4", "number 1", "number 1"], BO: ["spider 4", "number 2"],
                     CY: ["moth 4", "number 2"], DI: ["ant 4", "number 5"]},
              discard=["number 3"], guard=CY)

    events = t.turn(ADA)

    assert of_kind(events, "race_start") == [] and of_kind(events, "race") == []
    assert len(of_kind(events, "play")) == 1
    assert t.faces("discard") == ["number 3", "cockroach 4"]
    assert t.round_over is None


# --- ant (001 "Ameise") -------------------------------------------------------------------------

def test_ant_every_other_player_takes_the_card_below_the_top_from_the_left(table):
    """001 "Ameise": "müssen alle Spieler eine Karte vom Ablagestapel nehmen, mit Ausnahme des
    aktiven Spielers" -- in seat order from Cy's left (Di, Ada, Bo); the ant stays on top
    (rules.mm gap 1)."""
    t = table(hands={ADA: ["number 1", "number 1"], BO: ["number 1", "number 1"],
                     CY: ["ant 4", "number 1", "number 1"], DI: ["number 2"]},
              discard=["number 1", "number 2", "number 5", "number 3"], guard=BO)

    events = t.turn(CY)

    takes = of_kind(events, "take")
    assert [(ev.seat, t.face(ev.moves[0][0])) for ev in takes] == [
        (DI, "number 3"), (ADA, "number 5"), (BO, "number 2")]
    assert t.faces("discard") == ["number 1", "ant 4"]
    assert sorted(t.faces("hand", CY)) == ["number 1", "number 1"]


def test_ant_when_only_the_ant_is_left_nobody_takes(table):
    """001 "Ameise", at its limit: once the ant is the only card on the pile (the ant itself
    stays), the remaining players take nothing and the game goes on."""
    t = table(hands={ADA: ["number 1", "number 1"], BO: ["number 1", "number 1"],
                     CY: ["ant 4", "number 1", "number 1"], DI: ["number 2"]},
              discard=["number 3"], guard=BO)

    events = t.turn(CY)

    assert [(ev.seat, t.face(ev.moves[0][0])) for ev in of_kind(events, "take")] == [(DI, "number 3")]
    assert t.faces("discard") == ["ant 4"]
    assert t.faces("hand", ADA) == t.faces("hand", BO) == ["number 1", "number 1"]
    assert t.round_over is None


def test_ant_action_on_a_pile_of_just_the_ant_takes_nothing(table):
    """001 "Ameise", the extreme case: the ant's action run with the ant as the only card on the
    discard pile -- there is no card below the top, so nobody takes anything."""
    t = table(hands={ADA: ["number 1", "number 1"], BO: ["number 1", "number 1"],
                     CY: ["number 1", "number 1"], DI: ["number 2"]},
              guard=BO)
    (ant,) = t.pile("discard", "ant 4")

    events = t.run(t.program.on_play["ant"](t.engine, {"played": ant, "active": CY}))

    assert of_kind(events, "take") == []
    assert t.faces("discard") == ["ant 4"]
    assert [len(t.faces("hand", seat)) for seat in range(4)] == [2, 2, 2, 1]
    assert t.round_over is None
