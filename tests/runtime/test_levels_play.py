"""Levels (design section 10 of issue 17): whole small matches of games of rounds of passes (and
of rounds of turns), their events, paths, running numbers, resets, scores and narration in
English and German, replayed identically; and rules.mm's rounds as before, with the condition
that ended each.
"""

from __future__ import annotations

import json

import pytest

import mogel
from conftest import engine_freed
from level_games import GAME_OF_TURNS, MATCH
from mogel.check.files import shipped_games
from mogel.present.log import write_log
from tiny_games import tiny


def load(text: str):
    return mogel.load_rules(text=text, file="match.mm")


def play(text: str, seed: int, players: int = 3) -> mogel.Game:
    return mogel.Game(load(text), [mogel.RandomBot() for _ in range(players)], seed=seed).play()


def of(game, *kinds):
    return [ev for ev in game.events if ev.kind in kinds]


@pytest.mark.parametrize("seed", range(6))
def test_a_match_of_two_games_of_rounds_of_passes(seed):
    game = play(MATCH, seed)
    starts = of(game, "level_start", "round_start")
    games = [ev for ev in starts if ev.info.get("level") == "game"]
    assert [ev.info["number"] for ev in games] == [1, 2]
    for ev in starts:   # the path runs from the top level down, numbers from 1 within each instance
        path = ev.info["path"]
        assert [name for name, _ in path] == ["game", "round", "pass"][:len(path)]
        assert path[-1][1] == ev.info.get("number", ev.info.get("round"))
    passes = [ev for ev in starts if ev.info.get("level") == "pass"]
    assert passes and all(ev.info["number"] in (1, 2) for ev in passes)   # `end round` after pass 2
    ends = {ev.info["condition"] for ev in of(game, "level_end") if ev.info["level"] == "game"}
    assert ends <= {"any(players where empty(hand of player))", "dry"}
    rounds = of(game, "round_end")
    assert {ev.info["reason"] for ev in rounds} <= {"end round", "ends when"}
    # the score history has one line per game; the totals add them up
    assert len(game.state.history) == 2
    assert [sum(col) for col in zip(*game.state.history)] == list(game.state.totals)
    scored = [ev for ev in of(game, "level_scored") if ev.info["level"] == "game"]
    assert [ev.info["scores"] for ev in scored] == game.state.history
    # a variable reset each round counts its passes
    sets = [ev for ev in of(game, "set") if ev.info["variable"] == "passes"]
    assert all(ev.info["value"] in (0, 1, 2) for ev in sets)
    again = mogel.replay(load(MATCH), game.record())
    assert again.events == game.events


def test_the_second_game_starts_left_of_the_first():
    game = play(MATCH, 1)
    starters = [ev.seat for ev in of(game, "starter") if ev.info.get("level") == "game"]
    assert starters == [0, 1]


def test_a_game_that_ends_mid_pass_ends_its_round_and_pass_first_silently():
    game = play(MATCH, 3)
    kinds = [(ev.kind, ev.info.get("level"), ev.info.get("outer")) for ev in game.events
             if ev.kind in ("level_end", "round_end")]
    i = kinds.index(("level_end", "game", None))
    assert kinds[i - 2:i] == [("level_end", "pass", "game"), ("round_end", "round", "game")]
    told = list(game.narration(lang="en"))
    assert "Game 1 ends: the condition \u201cdry\u201d holds (match.mm, line 27)." in told
    assert not any("pass 1 ends" in line for line in told)


def test_narration_names_the_path_in_english_and_german():
    game = play(MATCH, 3)
    en, de = ("\n".join(game.narration(lang=lang)) for lang in ("en", "de"))
    for line in ("Game 1 begins.", "Ada starts game 1.", "Game 1, round 1.", "Game 1, round 1, pass 2.",
                 "Game 1, round 1 ends.", "Game 1 ends: the condition \u201cdry\u201d holds (match.mm, line 27).",
                 "Game 2 begins.", "Bo starts game 2."):
        assert line in en
    for line in ("Spiel 1 beginnt.", "Ada beginnt Spiel 1.", "Spiel 1, Runde 1.", "Spiel 1, Runde 1, Durchgang 2.",
                 "Spiel 1, Runde 1 ist zu Ende.",
                 "Spiel 1 ist zu Ende: die Bedingung \u201edry\u201c gilt (match.mm, Zeile 27).", "Bo beginnt Spiel 2."):
        assert line in de


@pytest.mark.parametrize("seed", range(4))
def test_a_match_of_games_of_rounds_of_turns(seed):
    game = play(GAME_OF_TURNS, seed)
    rounds = of(game, "round_start")
    assert all(ev.info["level"] == "round" and ev.info["path"][0][0] == "game" for ev in rounds)
    # the first round of each game begins with the game's starter; the next ones go to the left
    game_starters = [ev.seat for ev in of(game, "starter") if ev.info.get("level") == "game"]
    round_starters = [(ev.seat, prev.info["round"]) for prev, ev in zip(game.events, game.events[1:])
                      if ev.kind == "starter" and prev.kind == "round_start"]
    firsts = [seat for seat, number in round_starters if number == 1]
    assert firsts == game_starters
    # every round of turns ends after 4 turns, or with its game
    for ev in of(game, "round_end"):
        assert ev.info["condition"] in ("turns >= 4", "any(players where empty(hand of player))", "dry")
    assert mogel.replay(load(GAME_OF_TURNS), game.record()).events == game.events


def test_misses_are_forgotten_when_the_level_of_turns_ends():
    text = GAME_OF_TURNS.replace("    otherwise active draws 1 card from draw\n",
                                 "    otherwise active draws 1 card from draw\n    next(active) misses 1 turn\n")
    game = play(text, 2)
    assert of(game, "miss")
    state = game.state_at(next(i for i, ev in enumerate(game.events) if ev.kind == "round_end") + 1)
    assert state.missing == [0, 0, 0]


def test_the_log_of_a_match_names_levels_and_paths(tmp_path):
    game = play(MATCH, 2)
    path = tmp_path / "match.jsonl"
    write_log(game, path)
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    kinds = {line.get("kind") for line in lines}
    assert {"level_start", "level_end", "level_scored", "round_start", "round_end"} <= kinds
    start = next(line for line in lines if line.get("kind") == "level_start")
    assert start["level"] == "game" and start["path"] == [["game", 1]] and start["text"] == "Game 1 begins."


# --- rules.mm: its rounds play as before, and say what ended them --------------------------------

def test_rules_mm_round_end_has_the_condition_and_tells_a_named_one():
    rules = mogel.load_rules(variants=["no_cheating"])
    game = mogel.Game(rules, [mogel.make_bot("honest") for _ in range(5)], seed=6).play()
    ends = of(game, "round_end")
    assert [ev.info["condition"] for ev in ends][-1] == "endless"
    assert all("path" not in ev.info and "level" not in ev.info for ev in of(game, "round_start", "round_end"))
    assert {ev.info["condition"] for ev in ends[:-1]} == {"any(players where empty(hand of player))"}
    en, de = list(game.narration(lang="en")), list(game.narration(lang="de"))
    assert "Round 5 ends: the condition \u201cendless\u201d holds (rules.mm, line 159)." in en and "Round 4 ends." in en
    assert "Runde 5 ist zu Ende: die Bedingung \u201eendless\u201c gilt (rules.mm, Zeile 159)." in de
    assert "Runde 4 ist zu Ende." in de


def test_end_round_and_times_are_conditions_too():
    text = tiny(turn="    active draws 1 card from draw\n    end round\n")
    game = mogel.Game(mogel.load_rules(text=text, file="tiny.mm"), [mogel.RandomBot(), mogel.RandomBot()], seed=0).play()
    (end,) = of(game, "round_end")
    assert end.info["reason"] == end.info["condition"] == "end round"
    assert "Round 1 ends." in list(game.narration())


def test_an_end_of_a_level_that_is_not_running_stops_at_its_line():
    """The checker refuses it; the engine, given such rules unchecked, ends no other level
    in its place (it used to end the innermost running one) but stops at the statement."""
    from mogel.check.loader import assemble
    from mogel.language.parser import parse_items
    text = MATCH.replace("            end round", "            end bonus") + \
        "\nlevel bonus:\n    steps:\n        each player scores 1\n"
    rules, _ = assemble(parse_items(text, "match.mm"), text, "match.mm")
    with pytest.raises(mogel.MogelError) as caught:
        mogel.Game(rules, [mogel.RandomBot() for _ in range(3)], seed=1).play()
    line = text[:text.index("end bonus")].count("\n") + 1
    assert f"match.mm:{line}:13: 'end bonus': no bonus is running now (running: game, round, pass)" in str(caught.value)


def test_a_finished_match_whose_passes_ended_their_rounds_is_freed_without_the_cyclic_collector():
    """Mogelei's `end round` in a pass ends the pass and then its round (the RoundOver passed on
    from the pass to the round): the exception kept for that must not hold the pass's frame, and
    through it the engine, in a reference cycle once the game is over."""
    rules = mogel.load_rules(shipped_games()["mogelei"])
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=3).play()
    assert game.finished and any(ev.kind == "level_end" and ev.info["level"] == "pass"
                                 and ev.info.get("outer") == "round" for ev in game.events)
    games = [game]
    del game
    assert engine_freed(games)
