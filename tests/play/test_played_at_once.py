"""`Game.play()` of bots alone, begun there with nothing to stop it, runs the module written for
bots answered at once (Engine.answer_at_once; mogel.compile.codegen): no answerer tested, no
Decision yielded, no chance asked -- the same game as the usual module plays, event for event
and decision for decision, which replays from its record.  Any other game runs the usual
module: one with a person, one stopped or begun by `advance` or `play_until`, one whose chance
is asked, one in the lab mode (whose own twin is chosen by `Engine.count_only`)."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import mogel
from mogel.compile.codegen import check_tree, load as load_module, source
from mogel.compile.program import compile_rules
from mogel.compile.source_module import CodegenError
from mogel.errors import MogelError
from referee import load
from small_games import TEST_GAMES

BOTS = ["sneaky", "random", "honest", "random:cheat_rate=0.4"]


def fields(game):
    return [(ev.kind, ev.seat, ev.moves, ev.info, ev.span) for ev in game.events]


@pytest.mark.parametrize("game", ["mogel_motte", "cheat", "mogelei"])
def test_play_answers_bots_at_once_and_plays_the_game_the_usual_module_plays(game):
    rules = mogel.load_rules(game=game)
    played = mogel.Game(rules, BOTS, seed=3)
    played.play()
    usual = mogel.Game(rules, BOTS, seed=3)
    assert usual.advance() is None   # bots alone: advance runs to the end, in the usual module
    assert played.engine.p is compile_rules(rules, at_once=True) and usual.engine.p is compile_rules(rules)
    assert fields(played) == fields(usual) and played.decisions == usual.decisions and played.decisions
    again = mogel.replay(rules, played.record())
    assert fields(again) == fields(played) and again.engine.p.at_once


def test_a_game_stopped_or_begun_otherwise_plays_on_in_the_usual_module():
    rules = mogel.load_rules()
    stopped = mogel.Game(rules, BOTS, seed=5).play_until(rounds=1)
    assert stopped.play().engine.p is compile_rules(rules)
    person = mogel.Game(rules, ["random", mogel.Human(), "random"], seed=5)
    person.engine.answer_at_once()   # a seat without an answerer: nothing changes
    assert person.engine.p is compile_rules(rules)
    asked = mogel.Game(rules, BOTS, seed=5)
    asked.engine.asks_chance = True
    asked.engine.answer_at_once()
    assert asked.engine.p is compile_rules(rules)
    counted = mogel.Game(rules, BOTS, seed=5)
    counted.engine.count_only({})
    assert counted.play().engine.p is compile_rules(rules, lab=True)
    full = mogel.Game(rules, BOTS, seed=5).play()
    assert counted.decisions == full.decisions and counted.state.totals == full.state.totals


def test_a_game_played_at_once_stops_at_no_decision():
    rules = mogel.load_rules()
    game = mogel.Game(rules, BOTS, seed=2)
    game.engine.answer_at_once()
    with pytest.raises(MogelError, match="answered at once"):
        game.play_until(rounds=1)
    assert game.play().finished and game.record().decisions == game.decisions


def test_a_search_bot_thinks_in_copies_of_a_game_played_at_once():
    """Its copies replay the game in the usual module (Engine: an at-once Program is not theirs)."""
    rules = mogel.load_rules()
    search = mogel.make_bot("search", playouts=4)
    game = mogel.Game(rules, [search, "random", "random"], seed=1)
    game.play_until(rounds=0)
    game.engine.answer_at_once()   # begun already: nothing changes
    assert game.engine.p is compile_rules(rules)
    played = mogel.Game(rules, [mogel.make_bot("search", playouts=4), "random", "random"], seed=1).play()
    assert played.engine.p.at_once and played.finished


@pytest.mark.parametrize("game", sorted(TEST_GAMES))
def test_each_small_game_of_the_tests_plays_at_once_as_the_usual_module_plays_it(game):
    """Claims, choices, levels, face-down cards, turn control: each verb the plain functions of the
    twins call (run to their end by Engine.done, or as plain calls) plays the usual module's game."""
    rules = load(game, (), TEST_GAMES[game])
    players = max(rules.game.players[0], 3)
    for seed in (1, 2):
        played = mogel.Game(rules, ["sneaky", "random", "honest"][:players] + ["random"] * (players - 3), seed=seed)
        played.play()
        usual = mogel.Game(rules, ["sneaky", "random", "honest"][:players] + ["random"] * (players - 3), seed=seed)
        assert usual.advance() is None and played.engine.p.at_once and not usual.engine.p.at_once
        assert fields(played) == fields(usual) and played.decisions == usual.decisions
        counted = mogel.Game(rules, ["sneaky", "random", "honest"][:players] + ["random"] * (players - 3), seed=seed)
        counted.engine.count_only({}, at_once=True)
        assert counted.play().state.totals == usual.state.totals and counted.engine.p.lab


@pytest.mark.parametrize("game", ["mogel_motte", "cheat", "mogelei", *sorted(TEST_GAMES)])
def test_the_twins_for_bots_answered_at_once_hold_no_generator(game):
    """Nothing pauses there: every function of the twins is plain, none a generator (a frame and a
    generator object fewer a turn, a window, an `on play`); the usual module's blocks are generators."""
    rules = load(game, (), TEST_GAMES.get(game))
    for lab in (False, True):
        names = load_module(rules, compile_rules(rules).deck, lab, at_once=True)
        assert not [name for name, f in names.items() if inspect.isgeneratorfunction(f)]
    usual = load_module(rules, compile_rules(rules).deck)
    assert inspect.isgeneratorfunction(usual["TURN"]) and inspect.isgeneratorfunction(usual["SETUP"])


def test_a_yield_in_a_twin_for_bots_answered_at_once_is_refused():
    tree = ast.parse("def turn_1(eng, v):\n    yield from WINDOW(eng, None, False)\n")
    check_tree(tree)   # the usual module's
    with pytest.raises(CodegenError, match="YieldFrom"):
        check_tree(tree, plain=True)
    engine = mogel.Game(mogel.load_rules(), ["random", mogel.Human(), "random"], seed=1).engine
    assert engine.done(engine.choose(0, "play", (4, 5), None, None, {})) in (4, 5)   # a bot's: answered at once
    with pytest.raises(MogelError, match="paused at a decision"):   # a person's: a twin for bots never runs it
        engine.done(engine.choose(1, "play", (4, 5), None, None, {}))


GAME_FILES = sorted((Path(__file__).resolve().parent.parent / "games").glob("*.mm"))


@pytest.mark.parametrize("path", GAME_FILES, ids=[path.stem for path in GAME_FILES])
def test_every_variant_of_the_rules_files_of_the_tests_compiles_twins_without_a_generator(path):
    """Each verb the generator writes takes its plain form in the twins: a rules file with all its
    variants (a claim made by a face-up play, a choice, a race ...) compiles to twins that hold no
    generator and play a game of bots in the lab."""
    for variants in [(), *[(name,) for name in mogel.load_rules(path).variants]]:
        rules = mogel.load_rules(path, variants=list(variants))
        for lab in (False, True):
            names = load_module(rules, compile_rules(rules).deck, lab, at_once=True)
            assert not [name for name, f in names.items() if inspect.isgeneratorfunction(f)]
        players = max(rules.game.players[0], 3)
        table = mogel.simulate(rules, games=2, players=players, seed=1, workers=1, progress=False)
        assert sorted(set(table["game"])) == [0, 1] and set(table["seat"]) == set(range(players))


PEEK = """\
game peek:
    name: en "Peek", de "Spähen"
    players: 3 to 4
    rounds: 2
    winner: lowest score

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

zone hidden:
    per player, seen by owner

role guard:
    name: en "guard", de "Wache" die

card pebble:
    name: en "pebble", de "Kiesel"
    penalty: 1

card rock:
    name: en "rock", de "Fels"
    penalty: 5

deck:
    values:   1  2  3
    pebble:   4  4  4  = 12
    rock:     2  2  2  = 6
    total: 18

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 3 cards from draw to hand
        starter becomes guard
    first: starter
    ends when: turns >= 12
    scoring:
        each player scores sum(hand of player, card.penalty)

turn:
    active draws 1 card from draw

cheat hide:
    name: en "hide", de "verstecken"
    by: players except guard
    moves: CHANCES from hand to hidden
    ONLY_IF
    WINDOWS
    noticed by: guard

accusation caught:
    name: en "Caught!", de "Erwischt!"
    of: hide
    by: guard
    WHEN
    if right:
        move cheated to hand of accused
        accused becomes guard
    if wrong:
        accuser draws 1 card from draw
"""
# one `cheat` block in the forms a window written in place at the turn's moves takes
CHEAT_FORMS = {"each move, accused after each act": ("1 card", "", "", ""),
               "own move, two chances of a rock": ("2 cards", "only if: card is rock", "windows: after own move", ""),
               "each move, accused after each window": ("2 cards", "only if: size(hand of player) >= 2", "",
                                                        "when: after each window")}


@pytest.mark.parametrize("form", sorted(CHEAT_FORMS))
def test_a_window_written_in_place_at_the_turns_moves_plays_the_usual_modules_game(form):
    """In the twins for bots answered at once the turn's windows are written in place (no call of
    WINDOW after a move in the phase "play"), the window function kept for every other caller: the
    same game, each form of its block."""
    chances, only_if, windows, when = CHEAT_FORMS[form]
    text = PEEK.replace("CHANCES", chances).replace("ONLY_IF", only_if).replace("WINDOWS", windows).replace("WHEN", when)
    rules = mogel.load_rules(text=text, file="peek.mm")
    for lab in (False, True):
        written, usual = (source(rules, compile_rules(rules).deck, lab, at_once) for at_once in (True, False))
        turn, usual_turn = (text.split("\ndef turn_", 1)[1].split("\ndef ", 1)[0] for text in (written, usual))
        # the move's window in the phase "play" written in place; in the phase "fresh" (once a round) called
        assert usual_turn.count("WINDOW(eng, a_") == 2 and turn.count("WINDOW(eng, a_") == 1
        assert "for seat in seats:" in turn and "\nWINDOW = window_" in written
    cheats = 0
    for seed in range(6):
        played = mogel.Game(rules, BOTS[:3] + ["random:cheat_rate=0.8"], seed=seed).play()
        usual = mogel.Game(rules, BOTS[:3] + ["random:cheat_rate=0.8"], seed=seed)
        assert usual.advance() is None and played.engine.p.at_once and not usual.engine.p.at_once
        assert fields(played) == fields(usual) and played.decisions == usual.decisions
        cheats += sum(ev.kind == "cheat" for ev in played.events)
    assert cheats
