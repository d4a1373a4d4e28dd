"""Taking a set of cards whose values add up to a number (`move cards worth V chosen by P from Z
to ...`, and the test `any_worth(CARDS, N)`: docs/language.md 10.2, 15), in
tests/games/sum_capture.mm (a small Scopa): the sets offered (exactly those that add up, one
question, one per set of faces), the one sentence that tells them, bots, replays, the terminal's
words, the limit on the sets (10.15) and the checker's words.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import mogel
from mogel.cli.seat import TerminalSeat
from mogel.errors import RulesRuntimeError
from mogel.play.scenario import Scenario

HERE = Path(__file__).resolve().parent
TEXT = (HERE / "sum_capture.mm").read_text(encoding="utf-8")
RULES = mogel.load_rules(text=TEXT, file="sum_capture.mm")


def capture(table, played, answers=(), seed=0, text=None):
    """Ada (seat 0) plays `played` (her one card) onto a table of `table`; her turn's events."""
    rules = RULES if text is None else mogel.load_rules(text=text, file="sum_capture.mm")
    sc = Scenario(rules, 2, seed=seed)
    sc.pile("table", *table)
    sc.hand(0, played)
    sc.hand(1, "pip 10")
    sc.pile("stock", "pip 10")
    return sc, sc.turn(0, answers)


def test_every_set_that_adds_up_is_offered_once_and_only_those():
    sc, events = capture(["pip 1", "pip 2", "pip 3", "pip 4", "pip 6"], "pip 7", [1])
    decision = next(d for d, _ in sc.decisions if d.kind == "choice")
    sets = [sorted(sc.face_of(c) for c in cards) for cards in decision.info["sets"]]
    assert sets == [["pip 1", "pip 2", "pip 4"], ["pip 1", "pip 6"], ["pip 3", "pip 4"]]
    assert decision.options == (0, 1, 2) and decision.info["what"] == "cards" and decision.info["worth"] == 7
    taken = next(ev for ev in events if ev.info.get("chosen_by") == 0)
    assert sorted(sc.face_of(c) for c, _, _ in taken.moves) == ["pip 1", "pip 6"]
    assert sc.faces("table") == ["pip 2", "pip 3", "pip 4"]


def test_cards_of_one_face_make_one_set():
    sc, _ = capture(["pip 3", "pip 3", "pip 4", "pip 4"], "pip 7")
    assert sum(1 for d, _ in sc.decisions if d.kind == "choice") == 0   # one set of faces: no question
    assert sorted(sc.faces("captured", 0)) == ["pip 3", "pip 4", "pip 7"]


def test_no_set_no_capture_and_any_worth_tells_it():
    sc, _ = capture(["pip 5", "pip 6"], "pip 4")
    assert sc.faces("table") == ["pip 5", "pip 6", "pip 4"] and sc.faces("captured", 0) == []


def test_the_table_hears_one_sentence():
    sc, events = capture(["pip 1", "pip 2", "pip 6"], "pip 8")
    game_text = [line for line in mogel.Game(RULES, [mogel.RandomBot(), mogel.RandomBot()], seed=5).play().narration()
                 if " takes " in line and " from the table to " in line]
    assert game_text and all(line.startswith(("Ada takes ", "Bo takes ")) for line in game_text)
    assert any(" and a pip (" in line for line in game_text)


@pytest.mark.parametrize("players, seed", [(2, 0), (3, 1), (4, 2)])
def test_bots_play_whole_games_and_a_replay_plays_them_again(players, seed):
    bots = [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot(), mogel.RandomBot()][:players]
    game = mogel.Game(RULES, bots, seed=seed).play()
    assert game.finished
    assert mogel.replay(RULES, game.record()).events == game.events


def test_the_random_bot_picks_among_the_sets_uniformly():
    got = Counter()
    for seed in range(150):
        sc = Scenario(RULES, 2, seed=seed, agents=[mogel.RandomBot(), mogel.RandomBot()])
        sc.pile("table", "pip 1", "pip 2", "pip 3", "pip 4", "pip 6")
        sc.hand(0, "pip 7")
        sc.hand(1, "pip 10")
        sc.pile("stock", "pip 10")
        sc.turn(0)
        got[tuple(sorted(sc.faces("captured", 0)))] += 1
    assert len(got) == 3 and min(got.values()) > 30


def test_a_search_bot_plays_it():
    assert mogel.Game(RULES, [mogel.SearchBot(playouts=4), mogel.RandomBot()], seed=3).play().finished


def test_a_person_is_asked_which_cards_by_the_sets():
    game = mogel.Game(RULES, [mogel.Human(), mogel.RandomBot()], seed=11)
    decision = game.advance()
    while decision is not None and decision.info.get("what") != "cards":
        decision = game.advance(decision.options[0])
    assert decision is not None
    seat = TerminalSeat.__new__(TerminalSeat)
    seat.game, seat.seat, seat.names, seat.lang = game, 0, game.narrator.names, "en"
    n = decision.info["worth"]
    assert seat._question(decision) == f"Which cards worth {n} do you take to Ada's captured cards?"
    words = [label for label, _, _ in seat.options(decision)]
    assert all(" + " in label or label.startswith("pip (") for label in words)
    seat.lang = "de"
    assert seat._question(decision).startswith(f"Welche Karten im Wert von {n} nimmst du")


def test_too_many_sets_stop_the_game_at_the_line():
    text = TEXT.replace("move cards worth v chosen", "move cards worth 40 chosen").replace(
        "if any_worth(table, v):", "if true:")
    table = [f"pip {v}" for v in (1, 2, 3, 4, 5, 6, 7, 8, 9)] * 4
    with pytest.raises(RulesRuntimeError, match=r"sum_capture.mm:\d+:\d+: 'cards worth 40' .*more than 1,000 sets"):
        capture(table, "pip 10", text=text)


def test_the_checker_wants_a_number_and_a_seeing_chooser():
    rules, found = mogel.check_source(TEXT.replace("cards worth v chosen by active",
                                                   "cards worth active chosen by active"), file="s.mm")
    assert rules is None and "after 'worth'" in found[0].render("en") and "nach 'worth'" in found[0].render("de")
    rules, found = mogel.check_source(TEXT.replace("from table to captured of active\n            move top",
                                                   "from hand of next(active) to captured of active\n            move top"),
                                      file="s.mm")
    assert rules is None and "cannot see 'hand of next(active)'" in found[0].render("en")
    rules, found = mogel.check_source(TEXT.replace("cards worth v chosen by", "cards worth v chosen blindly by"),
                                      file="s.mm")
    assert rules is None and "write 'chosen by', not 'chosen blindly by'" in found[0].render("en")


def test_a_scopa_is_told_with_its_reason_and_kept_in_the_score_event():
    sc, events = capture(["pip 3", "pip 4"], "pip 7")
    score, = [ev for ev in events if ev.kind == "score"]
    assert score.seat == 0 and score.info == {"points": 1, "reason": {"en": "Scopa!", "de": "Scopa!"}}
    games = (mogel.Game(RULES, [mogel.RandomBot(), mogel.RandomBot()], seed=seed).play() for seed in range(40))
    game = next(g for g in games if any("reason" in ev.info for ev in g.events if ev.kind == "score"))
    told = [line for line in game.narration() if line.endswith(": Scopa!")]
    assert told and all(line.endswith("scores 1 point: Scopa!") for line in told)
    assert any(line.endswith("bekommt 1 Punkt: Scopa!") for line in game.narration(lang="de"))
    plain = [ev for ev in game.events if ev.kind == "score" and "reason" not in ev.info]
    assert plain and all(set(ev.info) == {"points"} for ev in plain)   # the end's count: no reason


def test_a_reason_in_a_language_the_narration_does_not_speak_is_refused():
    rules, found = mogel.check_source(TEXT.replace('de "Scopa!")', 'fr "Scopa!")'), file="s.mm")
    at = next(n for n, row in enumerate(TEXT.splitlines(), 1) if "Scopa!" in row)
    assert rules is None and found[0].render("en").startswith(f"s.mm:{at}:")
    assert "not 'fr'" in found[0].render("en")


def test_a_reason_in_german_only_is_told_in_english_too_and_braces_are_refused():
    german = mogel.load_rules(text=TEXT.replace('(en "Scopa!", de "Scopa!")', '(de "Tisch leer!")'), file="s.mm")
    games = (mogel.Game(german, [mogel.RandomBot(), mogel.RandomBot()], seed=seed).play() for seed in range(40))
    game = next(g for g in games if any("reason" in ev.info for ev in g.events if ev.kind == "score"))
    told = [line for line in game.narration() if "Tisch leer" in line]
    assert told and all(line.endswith("scores 1 point: Tisch leer!") for line in told)
    at = next(n for n, row in enumerate(TEXT.splitlines(), 1) if "Scopa!" in row)
    for lang, said in (("en", "a reason for points is said as written, so '{player} sweeps' would be told with its "
                              "braces: write the words themselves"),
                       ("de", "ein Grund für Punkte wird gesagt, wie er dasteht")):
        rules, found = mogel.check_source(TEXT.replace('en "Scopa!"', 'en "{player} sweeps"'), file="s.mm")
        assert rules is None and found[0].render(lang).startswith(f"s.mm:{at}:")
        assert said in found[0].render(lang)
