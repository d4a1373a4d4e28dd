"""Scenario tests of setup, playing and drawing: the first discard, the discard rule, must play
or draw, the empty draw pile, and the Cheating Moth (001 "Spielvorbereitung",
"Spielverlauf", "Mogel-Motte", "Ist der Nachziehstapel leer ...").

One Arrange-Act-Assert scenario per rule, on hand-set tables; the conventions (which
rulebook a docstring quotes, the seats Ada/Bo/Cy/Di, who holds the Guard Bug) and the
helpers (`table`, `Scripted`, `Table.sequence`, `reactions`) are in conftest.py.
"""

from __future__ import annotations

from collections import Counter

import pytest

import mogel
from conftest import ADA, BO, CY, DI, of_kind


def adjacent(a: int, b: int) -> bool:
    """001 "Spielverlauf": one higher or lower, and 1 and 5 are neighbours."""
    return abs(a - b) == 1 or {a, b} == {1, 5}


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
