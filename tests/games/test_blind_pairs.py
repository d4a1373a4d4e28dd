"""A card picked unseen, by its place in a fan (`move 1 card chosen blindly by P from ZONE to ...`,
docs/language.md 10.2), in tests/games/blind_pairs.mm (a pairing game): the question (places 1..n,
not the faces), the card each place gives (each card alike, whatever the place), what the other
seats learn (no more than by `at random`), bots and replays, the terminal's words, the RL action,
and the checker's refusals (English and German, with their place).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import mogel
from mogel.cli.seat import TerminalSeat
from mogel.play.scenario import Scenario
from mogel.rl.encoding import Encoding

HERE = Path(__file__).resolve().parent
TEXT = (HERE / "blind_pairs.mm").read_text(encoding="utf-8")
RULES = mogel.load_rules(text=TEXT, file="blind_pairs.mm")


def table(seed: int, answers=()):
    """Ada (seat 0) holds pip 1 and pip 2, Bo (seat 1) pip 3, pip 4 and the witch; Ada's turn."""
    sc = Scenario(RULES, 3, seed=seed)
    sc.hand(0, "pip 1", "pip 2")
    sc.hand(1, "pip 3", "pip 4", "witch 1")
    sc.hand(2, "pip 5", "pip 6")
    return sc, sc.turn(0, answers)


def test_the_chooser_is_asked_for_a_place_and_the_card_there_goes_to_its_hand():
    sc, events = table(0, [2])
    (decision, answer), = sc.decisions
    assert decision.kind == "choice" and decision.seat == 0 and answer == 2
    assert decision.options == (1, 2, 3)
    assert decision.info["what"] == "position" and decision.info["from"] == ("hand", 1)
    moved = [ev for ev in events if ev.kind == "move"][0]
    card, src, dest = moved.moves[0]
    assert sc.face_of(card) in ("pip 3", "pip 4", "witch 1")
    assert sc.state.layout.describe(src) == ("hand", 1) and sc.state.layout.describe(dest) == ("hand", 0)


@pytest.mark.parametrize("place", [1, 3])
def test_every_place_gives_every_card_alike(place):
    got = Counter(sc.face_of(ev.moves[0][0]) for sc, events in (table(seed, [place]) for seed in range(300))
                  for ev in events[:3] if ev.kind == "move")
    assert set(got) == {"pip 3", "pip 4", "witch 1"}
    assert min(got.values()) > 70   # 100 each expected


def test_the_other_seats_learn_no_more_than_which_hand_gave_a_card():
    sc, events = table(1, [1])
    moved = next(ev for ev in events if ev.kind == "move")
    view = sc.view(2)
    assert all(ev.kind != "choose" for ev in events)   # no event tells the place picked
    seen = [ev for ev in view.events() if ev.kind == "move" and ev.moves and ev.moves[0][1] == moved.moves[0][1]]
    assert seen and seen[-1].moves[0][0] is None   # Cy sees a card go, not which
    assert moved.moves[0][0] in sc.view(0).hand   # Ada learns it once it is hers


def test_one_card_is_taken_without_a_question():
    sc = Scenario(RULES, 2, seed=0)
    sc.hand(0, "pip 1")
    sc.hand(1, "witch 1")
    sc.turn(0)
    assert sc.decisions == [] and sc.faces("hand", 0) == ["pip 1", "witch 1"]


@pytest.mark.parametrize("players, seed", [(2, 0), (3, 1), (4, 2)])
def test_bots_play_whole_games_and_a_replay_plays_them_again(players, seed):
    bots = [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot(), mogel.RandomBot()][:players]
    game = mogel.Game(RULES, bots, seed=seed).play()
    assert game.finished
    again = mogel.replay(RULES, game.record())
    assert again.events == game.events
    assert sum(1 for line in game.narration() if " hand to " in line) > 0


def test_a_search_bot_picks_a_place():
    game = mogel.Game(RULES, [mogel.SearchBot(playouts=4), mogel.RandomBot()], seed=3).play()
    assert game.finished


def test_a_person_is_asked_which_card_by_its_place():
    game = mogel.Game(RULES, [mogel.Human(), mogel.RandomBot()], seed=3)
    decision = game.advance()
    while decision.info.get("what") != "position":
        decision = game.advance(decision.options[0])
    seat = TerminalSeat.__new__(TerminalSeat)
    seat.game, seat.seat, seat.names = game, 0, game.narrator.names
    for lang, prompt, first in (("en", "Which card of Bo's hand do you take, unseen (1-{n})?", "card 1"),
                                ("de", "Welche Karte von der Hand von Bo nimmst du, ungesehen (1-{n})?", "Karte 1")):
        seat.lang = lang
        assert seat._question(decision) == prompt.format(n=len(decision.options))
        assert seat.options(decision)[0][:2] == (first, 1)
    before = len(game.record().decisions)
    game.advance(len(decision.options))
    assert game.record().decisions[before] == len(decision.options)


def test_the_rl_encoding_has_one_action_for_the_places():
    sc, _ = table(0, [1])
    decision = sc.decisions[0][0]
    enc = Encoding(sc.program, 3)
    assert enc.actions(decision) == {enc.pass_action: 1}


@pytest.mark.parametrize("zone, tail, key", [
    ("hand of next(active)", "where card is pip to hand of active", "a 'where' would tell the chooser"),
    ("hand of next(active)", "at random to hand of active", "drop 'at random'"),
    ("hand of active", "to hand of next(active)", "'active' sees the cards of 'hand of active': a pick 'chosen blindly' there is made "
                                "with the faces in view, so 'blindly' means nothing; write 'chosen by active'"),
])
def test_the_checker_refuses_what_a_blind_pick_cannot_have(zone, tail, key):
    line = "    move 1 card chosen blindly by active from hand of next(active) to hand of active"
    text = TEXT.replace(line, f"    move 1 card chosen blindly by active from {zone} " + tail)
    rules, found = mogel.check_source(text, file="blind.mm")
    error, = [d for d in found if d.severity == "error"]
    at = next(n for n, row in enumerate(text.splitlines(), 1) if "chosen blindly" in row)
    assert rules is None and key in error.render("en")
    assert error.render("en").startswith(f"blind.mm:{at}:")
    assert "'chosen blindly'" in error.render("de")


def test_a_range_of_cards_is_refused():
    line = "    move 1 card chosen blindly by active from hand of next(active) to hand of active"
    text = TEXT.replace(line, "    move 1 to 2 cards chosen blindly by active from hand of next(active) to hand of active")
    _, found = mogel.check_source(text, file="blind.mm")
    error, = [d for d in found if d.severity == "error"]
    assert "not 'A to B cards'" in error.render("en") and "nicht 'A to B cards'" in error.render("de")
