"""One Arrange-Act-Assert scenario per rule of Mogel Motte, on hand-set tables.

Every docstring names the rule text it checks: seed 001 is the German rulebook (the default
reading), seed 000 the English manual; the section is the rulebook's heading.  Seats:
0 = Ada, 1 = Bo, 2 = Cy, 3 = Di; "left" of a seat is seat + 1.  Unless a test says
otherwise Di holds the Guard Bug, and every seat keeps at least one card so that a round
does not end by accident.  Helpers (`table`, `Scripted`, `Table.sequence`) are in conftest.
"""

from __future__ import annotations

from collections import Counter

import pytest

import mogel
from conftest import ADA, BO, CY, DI, PENALTY, of_kind

FAST, SLOW = 0.1, 10.0          # mean race reaction times (s): 40 standard deviations apart

MOVES = {"play", "draw", "give", "take", "move", "gather"}


def zone_kinds(game, zone: str, seat: int) -> list:
    """The kinds of the cards in a seat's zone of a running Game ("moth", "number" ...)."""
    slot = game.state.slot_of[zone] + seat
    return [game.program.deck.kinds[card] for card in game.state.zones[slot]]


def adjacent(a: int, b: int) -> bool:
    """001 "Spielverlauf": one higher or lower, and 1 and 5 are neighbours."""
    return abs(a - b) == 1 or {a, b} == {1, 5}


# --- the discard rule (001 "Spielverlauf") ------------------------------------------------------

@pytest.mark.parametrize("top, fitting", [
    ("number 3", {"number 2", "number 4"}),
    ("number 1", {"number 2", "number 5"}),      # 1-5 wraps
    ("number 5", {"number 4", "number 1"}),      # 5-1 wraps
], ids=["middle", "five-on-one", "one-on-five"])
def test_only_cards_one_higher_or_lower_are_offered(table, top, fitting):
    """001 "Spielverlauf": "Die Handkarte muss um eine Zahl höher oder niedriger sein ...
    Auf eine 1 darfst du eine 2 oder eine 5 legen und auf eine 5 passt eine 4 oder eine 1."
    """
    t = table(hands={ADA: ["number 1", "number 2", "number 3", "number 4", "number 5"],
                     BO: ["number 3"], CY: ["number 3"], DI: ["number 3"]},
              discard=[top])

    events = t.turn(ADA)

    (decision,) = t.asked("play", ADA)
    assert t.option_faces(decision) == fitting
    (play,) = of_kind(events, "play")
    assert t.moved_faces([play], "play")[0] in fitting
    assert t.faces("discard")[-1] in fitting


def test_action_cards_follow_the_discard_rule(table):
    """001 "Aktionskarten": "...werden entsprechend der Ablageregel ausgespielt" -- an action
    card that does not fit the top card is not played."""
    t = table(hands={ADA: ["spider 1", "mosquito 5", "cockroach 3", "ant 1", "ant 4"],
                     BO: ["number 1"], CY: ["number 1"], DI: ["number 1"]},
              discard=["number 3"])

    events = t.turn(ADA)

    assert t.moved_faces(events, "play") == ["ant 4"]
    assert sorted(t.faces("hand", ADA)) == ["ant 1", "cockroach 3", "mosquito 5", "spider 1"]


# --- must play, otherwise draw (001 "Spielverlauf") ----------------------------------------------

def test_a_player_with_a_fitting_card_must_play_and_may_not_draw(table):
    """001 "Spielverlauf": "Wenn du an der Reihe bist, lege eine deiner Handkarten auf den
    Ablagestapel" -- playing is not optional, and drawing is only for "keine passende Handkarte"."""
    t = table(hands={ADA: ["number 4", "number 2", "number 5"],
                     BO: ["number 1"], CY: ["number 1"], DI: ["number 1"]},
              discard=["number 3"], draw=["number 1"])

    events = t.turn(ADA)

    (decision,) = t.asked("play", ADA)
    assert None not in decision.options                 # no "decline", so no way to draw instead
    assert len(of_kind(events, "play")) == 1
    assert of_kind(events, "draw") == [] and of_kind(events, "decline") == []
    assert t.faces("draw") == ["number 1"]


def test_a_player_with_no_fitting_card_draws_one_and_the_turn_ends(table):
    """001 "Spielverlauf": "Du hast keine passende Handkarte? Dann ziehe eine Karte vom
    Nachziehstapel. Anschließend ist der nächste Spieler an der Reihe." -- even if the drawn
    card fits, it is not played in the same turn."""
    t = table(hands={ADA: ["number 1", "number 5"], BO: ["number 1"], CY: ["number 1"], DI: ["number 1"]},
              discard=["number 3"], draw=["number 4", "number 2"])

    events = t.turn(ADA)

    assert t.moved_faces(events, "draw") == ["number 2"]          # the top of the draw pile
    assert of_kind(events, "play") == []
    assert sorted(t.faces("hand", ADA)) == ["number 1", "number 2", "number 5"]
    assert t.faces("draw") == ["number 4"] and t.faces("discard") == ["number 3"]


def test_turns_pass_to_the_left_starting_with_the_guard(rules):
    """001 "Spielverlauf": "Gespielt wird reihum. Der Spieler mit der Wächter-Wanze beginnt";
    000 "What to do if I cannot play a card?": "Then it's the turn of the player to your left"."""
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=5)

    game.play()

    rounds, guard = [], None
    for ev in game.events:
        if ev.kind == "round_start":
            rounds.append([])
        elif ev.kind == "role":
            guard = ev.info["to"]
        elif ev.kind == "turn":
            if not rounds[-1]:
                assert ev.seat == guard, "the guard takes the first turn of a round"
            rounds[-1].append(ev.seat)
    assert len(rounds) == 4 and all(len(turns) > 1 for turns in rounds)
    for turns in rounds:
        assert all(nxt == (seat + 1) % 4 for seat, nxt in zip(turns, turns[1:]))


# --- an empty draw pile (001 "Ist der Nachziehstapel leer ...") ---------------------------------

def test_an_empty_draw_pile_is_refilled_from_the_discard_pile_except_its_top(table):
    """001 (last page): "Ist der Nachziehstapel leer, wird der Ablagestapel gemischt und als neuer
    Nachziehstapel bereitgelegt" -- the top card stays so that play can go on (rules.mm gap 11)."""
    t = table(hands={ADA: ["number 4", "number 4"], BO: ["number 1"], CY: ["number 1"], DI: ["number 1"]},
              discard=["number 5", "number 1", "moth 2", "number 2"])

    events = t.turn(ADA)

    assert t.faces("discard") == ["number 2"]
    kinds = [ev.kind for ev in events if ev.kind in ("gather", "shuffle", "draw")]
    assert kinds == ["gather", "shuffle", "draw"]
    (drawn,) = t.moved_faces(events, "draw")
    assert Counter(t.faces("draw") + [drawn]) == Counter(["number 5", "number 1", "moth 2"])
    assert Counter(t.faces("hand", ADA)) == Counter(["number 4", "number 4", drawn])


@pytest.mark.parametrize("discard", [(), ("number 2",)], ids=["no-discard", "only-a-top-card"])
def test_nothing_is_drawn_when_draw_and_discard_piles_are_used_up(table, discard):
    """001 (last page) refill rule, at its limit: with nothing under the top card (or no discard
    pile at all) there is nothing to shuffle, so no card is drawn and the game goes on."""
    t = table(hands={ADA: ["number 4", "number 4"], BO: ["number 1"], CY: ["number 1"], DI: ["number 1"]},
              discard=list(discard))

    events = t.turn(ADA)

    assert [ev.seat for ev in of_kind(events, "no_draw")] == [ADA]
    assert of_kind(events, "draw") == []
    assert t.faces("hand", ADA) == ["number 4", "number 4"]
    assert t.faces("discard") == list(discard) and t.faces("draw") == []
    assert t.round_over is None


# --- the Cheating Moth (001 "Mogel-Motte") ------------------------------------------------------

def test_a_player_without_the_guard_bug_may_not_play_a_moth_even_if_it_fits(table):
    """001 "Mogel-Motte": "Die freche Mogel-Motte darf nicht auf den Ablagestapel gespielt ...
    werden" -- both moths fit the 3 by value, yet Ada has to draw."""
    t = table(hands={ADA: ["moth 4", "moth 2", "number 1"], BO: ["number 1"], CY: ["number 1"],
                     DI: ["number 1"]},
              discard=["number 3"], draw=["number 5"], guard=DI)

    events = t.turn(ADA)

    assert of_kind(events, "play") == []
    assert t.moved_faces(events, "draw") == ["number 5"]
    assert sorted(t.faces("hand", ADA)) == ["moth 2", "moth 4", "number 1", "number 5"]


def test_a_moth_is_not_offered_beside_fitting_cards(table):
    """001 "Mogel-Motte": a non-guard's fitting moth is not among the cards to play."""
    t = table(hands={ADA: ["moth 4", "number 2", "number 4"], BO: ["number 1"], CY: ["number 1"],
                     DI: ["number 1"]},
              discard=["number 3"], guard=DI)

    t.turn(ADA)

    (decision,) = t.asked("play", ADA)
    assert t.option_faces(decision) == {"number 2", "number 4"}


def test_the_guard_may_play_a_fitting_moth(table):
    """001 "Mogel-Motte": "Ausnahme: Der Spieler mit der Wächter-Wanze darf die Mogel-Motte auf
    den Ablagestapel ausspielen." """
    t = table(hands={ADA: ["moth 4", "number 1", "number 1"], BO: ["number 1"], CY: ["number 2"],
                     DI: ["number 2"]},
              discard=["number 3"], draw=["number 5"], guard=ADA)

    events = t.turn(ADA)

    assert t.moved_faces(events, "play") == ["moth 4"]
    assert t.faces("discard") == ["number 3", "moth 4"]
    assert of_kind(events, "draw") == []


def test_a_moth_is_never_given_away_not_even_by_the_guard(table):
    """001 "Mogel-Motte": "...und auch nicht verschenkt werden"; 001 "Spinne": "(aber keine
    Mogel-Motte)" -- the guard's exception is only for playing."""
    t = table(hands={ADA: ["spider 4", "moth 1", "number 1", "number 5"], BO: ["number 2"],
                     CY: ["number 2"], DI: ["number 2"]},
              discard=["number 3"], guard=ADA)

    t.turn(ADA, answers=["number 1", BO])

    (decision,) = t.asked("give", ADA)
    assert t.option_faces(decision) == {None, "number 1", "number 5"}
    assert "moth 1" in t.faces("hand", ADA)


def test_a_spider_with_only_moths_left_gives_nothing(table):
    """001 "Spinne" with "(aber keine Mogel-Motte)": no card may be given, so nothing is asked."""
    t = table(hands={ADA: ["spider 4", "moth 1", "moth 3"], BO: ["number 2"], CY: ["number 2"],
                     DI: ["number 2"]},
              discard=["number 3"], guard=ADA)

    events = t.turn(ADA)

    assert t.asked("give") == [] and of_kind(events, "give") == []
    assert sorted(t.faces("hand", ADA)) == ["moth 1", "moth 3"]


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


def reactions(*slow: int) -> dict:
    """Agent settings: the seats in `slow` react in SLOW seconds on average, the rest in FAST."""
    return {seat: {"reaction": SLOW if seat in slow else FAST} for seat in range(4)}


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


# --- the first discard (001 "Spielvorbereitung") ------------------------------------------------

ACTION_KINDS = {"spider", "mosquito", "cockroach", "ant"}


@pytest.mark.parametrize("seed", [3, 6, 11, 18])     # first discard: mosquito, spider, ant, cockroach
def test_an_action_card_turned_up_as_first_discard_has_no_action(rules, seed):
    """001 "Spielvorbereitung": "Deckt die oberste Karte des Stapels auf ... Ist diese Karte eine
    Aktionskarte, entfällt die Aktion. Es gilt der Zahlenwert." """
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=seed)
    deck = game.program.deck

    game.play()

    events = game.events
    first_turn = next(i for i, ev in enumerate(events) if ev.kind == "turn")
    setup = events[:first_turn]
    flipped = setup[-1].moves[0][0]
    assert setup[-1].kind == "move" and deck.kinds[flipped] in ACTION_KINDS      # the seed's premise
    assert not {"race_start", "race", "give", "take", "play", "decline"} & {ev.kind for ev in setup}
    first_move = next(ev for ev in events[first_turn:] if ev.kind in ("play", "draw", "no_draw"))
    assert first_move.kind == "play" and first_move.info["onto"] == flipped    # its number value counts
    assert adjacent(deck.values[first_move.moves[0][0]], deck.values[flipped])


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
        elif isinstance(item, tuple) and item[0].kind == "cheat":
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
    chances = [x[0] for x in racing if isinstance(x, tuple) and x[0].kind == "cheat"]
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
    after = [x[0] for x in sequence[role:] if isinstance(x, tuple)]
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
    assert not [x for x in settling if isinstance(x, tuple) and x[0].kind == "cheat"]
    assert len(t.asked("cheat")) > 1          # the chances to cheat resume once it is settled


# --- end of a round and scoring (001 "Ende der Runde", "Rundenwertung") -------------------------

def test_a_round_ends_the_moment_a_hand_is_empty_even_in_the_middle_of_an_action(table):
    """001 "Ende der Runde": "Hat ein Spieler keine Handkarte mehr auf der Hand endet die Runde."
    -- Bo gives his last card to the slowest (Cy) during a mosquito; Di gives nothing more and
    nobody gets another chance to cheat."""
    t = table(hands={ADA: ["mosquito 4", "number 1", "number 1"], BO: ["number 2"],
                     CY: ["number 4", "number 4"], DI: ["number 5", "number 5"]},
              discard=["number 3"], settings=reactions(CY), guard=DI)

    events = t.turn(ADA)

    assert t.round_over == "ends when"
    assert [(ev.seat, ev.info["to"]) for ev in of_kind(events, "give")] == [(ADA, CY), (BO, CY)]
    assert events[-1].kind == "give" and events[-1].seat == BO
    assert t.faces("hand", BO) == [] and t.faces("hand", DI) == ["number 5", "number 5"]


def test_playing_the_last_card_ends_the_round_before_its_action(table):
    """001 "Ende der Runde": the round ends as soon as Ada's hand is empty -- her mosquito,
    her last card, starts no race."""
    t = table(hands={ADA: ["mosquito 4"], BO: ["number 2", "number 2"], CY: ["number 4", "number 4"],
                     DI: ["number 5", "number 5"]},
              discard=["number 3"], guard=DI)

    events = t.turn(ADA)

    assert t.round_over == "ends when"
    assert [ev.kind for ev in events] == ["play"]
    assert t.decisions == []


def test_round_score_counts_the_cards_left_in_hand_and_not_the_cheated_ones(table):
    """001 "Rundenwertung": "Jede Zahlenkarte zählt 1 Minuspunkt, jede Aktionskarte 5 Minuspunkte
    und jede Mogel-Motte 10 Minuspunkte"; 001 "Spielidee"/"Mogeln": cards made to disappear
    are gone -- Di's hidden moth and ant score nothing."""
    t = table(hands={ADA: ["number 2", "spider 3", "moth 1"], BO: ["mosquito 2", "cockroach 5", "number 5"],
                     DI: ["number 1"]},
              hidden={DI: ["moth 3", "ant 2"]})

    events = t.run(t.program.scoring(t.engine, {}))

    scores = {ev.seat: ev.info["points"] for ev in of_kind(events, "score")}
    assert scores == {ADA: 1 + 5 + 10, BO: 5 + 5 + 1, CY: 0, DI: 1}
    assert t.state.round_scores == [16, 11, 0, 1]


def test_whole_games_score_exactly_the_hands_left_when_a_round_ends(rules):
    """001 "Ende der Runde" and "Rundenwertung", over whole games with cheating bots: at every
    round's end some hand is empty, and each round score is the 1/5/10 sum of the cards in that
    player's hand -- never of the cards cheated away."""
    snapshots = []

    def on_event(ev):
        if ev.kind == "round_end":
            snapshots.append([(zone_kinds(game, "hand", seat), zone_kinds(game, "hidden", seat))
                              for seat in range(4)])

    game = mogel.Game(rules, [mogel.SneakyBot(cheat_rate=0.6, attention=0.1) for _ in range(4)], seed=2,
                      on_event=on_event)
    game.play()

    assert len(snapshots) == len(game.state.history) == 4
    assert any(hidden for snap in snapshots for _, hidden in snap), "premise: somebody cheated"
    for snap, scores in zip(snapshots, game.state.history):
        assert any(not hand for hand, _ in snap)
        assert scores == [sum(PENALTY[kind] for kind in hand) for hand, _ in snap]


# --- rounds and the end of the game (001 "Rundenwertung", "Spielende") --------------------------

@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_game_has_as_many_rounds_as_players(rules, players):
    """001 "Spielende": "Das Spiel wird so viele Runden gespielt, wie es Mitspieler gibt." """
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(players)], seed=players)

    game.play()

    assert [ev.info["round"] for ev in of_kind(game.events, "round_start")] == list(range(1, players + 1))
    assert len(of_kind(game.events, "round_scored")) == players == len(game.state.history)
    assert len(of_kind(game.events, "game_end")) == 1 and game.events[-1].kind == "game_end"


@pytest.mark.parametrize("players, oldest", [(3, 0), (4, 2), (5, 4)])
def test_guard_bug_and_first_turn_pass_left_of_the_previous_starter(rules, players, oldest):
    """001 "Spielvorbereitung": "Der älteste Spieler erhält die Wächter-Wanze"; 001
    "Rundenwertung": "In der nächsten Runde bekommt der Spieler, der links neben dem Startspieler
    der vergangen Runde sitzt, die Wächter-Wanze"; 001 "Spielverlauf": the guard begins."""
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(players)], seed=11, oldest=oldest)

    game.play()

    starters, guards, first_turns, guard = [], [], [], None
    for ev in game.events:
        if ev.kind == "starter":
            starters.append(ev.seat)
        elif ev.kind == "role":
            guard = ev.info["to"]
        elif ev.kind == "turn" and len(first_turns) < len(starters):
            guards.append(guard)
            first_turns.append(ev.seat)
    expected = [(oldest + k) % players for k in range(players)]
    assert starters == expected
    assert guards == expected
    assert first_turns == expected


def test_the_lowest_total_wins(rules):
    """001 "Spielende": "Wer dann am Ende die wenigsten Minuspunkte hat, gewinnt das Spiel!"; 000
    "Who wins the game?": "Points are accumulated over all rounds." """
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=0)

    game.play()

    totals = [sum(column) for column in zip(*game.state.history)]
    assert game.state.totals == totals
    (end,) = of_kind(game.events, "game_end")
    assert end.info["totals"] == totals
    assert end.info["winners"] == [seat for seat in range(4) if totals[seat] == min(totals)]
    assert len(set(totals)) == 4, "premise: no tie in this game"
    assert list(game.winners) == [totals.index(min(totals))]


@pytest.mark.parametrize("players, seed", [(3, 35), (4, 43)])
def test_tied_lowest_totals_share_the_win(rules, players, seed):
    """The texts are silent on ties; rules.mm "ties: shared" (RULES-NOTES gap 14): every player
    with the lowest total wins."""
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(players)], seed=seed)

    game.play()

    totals = game.state.totals
    lowest = [seat for seat in range(players) if totals[seat] == min(totals)]
    assert len(lowest) >= 2, "premise: this seed ends in a tie"
    assert list(game.winners) == lowest
    assert of_kind(game.events, "game_end")[0].info["winners"] == lowest
