"""The loop of turns of the twins for bots answered at once (`TURNS`, mogel.compile.source_turns):
`Game.play()` of bots and `mogel.simulate` play a level's turns in it, the turn's body written
inline, and never call the turn's function (`TURN`); the other modules have no such loop.  Each
game is the one the engine's own loop (mogel.runtime.levels `_turns`, which calls `TURN`) plays
in the same twin: event for event and decision for decision, the lab's table, and the same error
at the same point -- with variables reset each turn, an `end` inside a turn, a level pruned with
its `which_kept` or not, levels around the turns, turns passed over and played again, a level
of turns that never ends, and the shipped games."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

import mogel
from mogel.compile.codegen import source
from mogel.compile.program import compile_rules
from mogel.errors import MogelError
from small_games import TEST_GAMES
from level_games import GAME_OF_TURNS

WALK = """\
game walk:
    players: 2 to 4
    rounds: 3
    winner: highest score
attribute colour:
    values: red, green, blue
deck:
    values: 1 to 8
    red: 3 each
    green: 3 each
    blue: 3 each
zone draw:
    shared, seen by nobody
    when empty:
        move all cards from discard except top to draw
        shuffle draw
zone discard:
    shared, top seen by all
zone hand:
    per player, seen by owner
define fits(c, t) = c.colour = t.colour or c.value = t.value
variable drawn = 0, reset each turn
variable plays = 0, reset each round
round:
    starter: oldest if round = 1 else left of last_starter
    setup:
        move all cards to draw
        shuffle draw
        deal 5 cards from draw to hand
        move 1 card from draw to discard
    first: starter
    ends when: any(players where empty(hand of player)) or plays > 12
    scoring: each player where empty(hand of player) scores 1
turn:
    active may play 1 card from hand where fits(card, top of discard) onto discard
    otherwise active draws 3 cards from draw
    set drawn = drawn + size(hand of active)
    set plays = plays + 1
    if drawn > 11:
        end round
"""
NEVER = WALK.replace("    ends when: any(players where empty(hand of player)) or plays > 12\n",
                     "    ends when: size(draw) > 500\n").replace("    if drawn > 11:\n        end round\n", "")
ENDED = GAME_OF_TURNS.replace("    otherwise active draws 1 card from draw\n",
                              "    otherwise active draws 1 card from draw\n"
                              "    if size(hand of active) > 4:\n        end game\n")
GAMES = Path(__file__).resolve().parent.parent / "games"
RULES = {"walk": WALK, "never": NEVER, "ended": ENDED, "game_of_turns": GAME_OF_TURNS, "turns": TEST_GAMES["turns"],
         "mogel_motte": None, "cheat": None, "maumau": GAMES / "maumau.mm", "go_fish": GAMES / "go_fish.mm"}
BOTS = ["sneaky", "random", "honest", "random:cheat_rate=0.4"]


def rules_of(name: str):
    source = RULES[name]
    if source is None:
        return mogel.load_rules(game=name)
    if isinstance(source, Path):
        return mogel.load_rules(source)
    return mogel.load_rules(text=source, file=f"{name}.mm")


def played(rules, players: int, seed: int):
    """(events, decisions, the error that stopped it or None) of a Game.play() of bots."""
    game = mogel.Game(rules, BOTS[:players], seed=seed)
    try:
        game.play()
        error = None
    except MogelError as stopped:
        error = (type(stopped).__name__, str(stopped))
    assert game.engine.p.at_once
    return [(ev.kind, ev.seat, ev.moves, ev.info, ev.span) for ev in game.events], list(game.decisions), error


def counted(rules, players: int):
    """The lab's table of a simulate() of bots and the games that did not finish, or the error
    when none did."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        try:
            frame = mogel.simulate(rules, bots=BOTS[:players], games=4, seed=2, workers=1, progress=False)
        except MogelError as stopped:
            return str(stopped)
    return frame.to_csv(index=False), frame.attrs.get("unfinished")


@pytest.mark.parametrize("name", sorted(RULES))
def test_the_generated_loop_plays_the_games_the_engines_loop_plays(name, monkeypatch):
    rules = rules_of(name)
    players = max(rules.game.players[0], 3)
    twins = [compile_rules(rules, lab, True) for lab in (False, True)]
    assert all(twin.turns is not None for twin in twins)
    generated = [played(rules, players, seed) for seed in (1, 2)], counted(rules, players)
    for twin in twins:   # the engine's own loop, which calls TURN, in the same twins
        monkeypatch.setattr(twin, "turns", None)
    engines = [played(rules, players, seed) for seed in (1, 2)], counted(rules, players)
    assert generated == engines
    assert any(events for events, _, _ in generated[0])
    assert (generated[0][0][2] is not None) == (name == "never")


def test_a_level_of_turns_that_never_ends_stops_as_the_engines_loop_stops_it():
    _, _, error = played(rules_of("never"), 3, 1)
    assert error[0] == "RunawayGame" and "round 1 did not end after 2000 turns" in error[1]
    assert error[1].startswith("never.mm:") and "(turns: never.mm:" in error[1]


def test_the_twins_for_bots_answered_at_once_never_call_the_turns_function(monkeypatch):
    rules = mogel.load_rules()

    def called(eng, v):
        raise AssertionError("TURN was called")
    for lab in (False, True):
        monkeypatch.setattr(compile_rules(rules, lab, True), "turn", called)
    assert mogel.Game(rules, BOTS[:3], seed=4).play().finished
    assert len(mogel.simulate(rules, bots=BOTS[:3], games=2, seed=4, workers=1, progress=False))
    monkeypatch.setattr(compile_rules(rules), "turn", called)   # the usual module's engine calls it
    with pytest.raises(AssertionError, match="TURN was called"):
        mogel.Game(rules, BOTS[:3], seed=4).advance()


def test_only_the_twins_for_bots_answered_at_once_have_the_loop():
    rules = mogel.load_rules()
    assert compile_rules(rules).turns is None and compile_rules(rules, lab=True).turns is None
    assert "TURNS = " not in source(rules, compile_rules(rules).deck)
    assert "TURNS = " in source(rules, compile_rules(rules).deck, at_once=True)
