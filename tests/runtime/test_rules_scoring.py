"""Scenario tests of the end of a round, its scoring, the rounds and the end of the game
(001 "Ende der Runde", "Rundenwertung", "Spielende").

One Arrange-Act-Assert scenario per rule, on hand-set tables; the conventions (which
rulebook a docstring quotes, the seats Ada/Bo/Cy/Di, who holds the Guard Bug) and the
helpers (`table`, `Scripted`, `Table.sequence`, `reactions`) are in conftest.py.
"""

from __future__ import annotations

import pytest

import mogel
from conftest import ADA, BO, CY, DI, PENALTY, of_kind, reactions


def zone_kinds(game, zone: str, seat: int) -> list:
    """The kinds of the cards in a seat's zone of a running Game ("moth", "number" ...)."""
    slot = game.state.slot_of[zone] + seat
    return [game.program.deck.kinds[card] for card in game.state.zones[slot]]


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


@pytest.mark.parametrize("players, seed", [(3, 47), (4, 4)])
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
