"""The generated back-end (mogel.compile.codegen) plays exactly the games the closure compiler
played: for every shipped game with each of its variants and every test game, with random and
sneaky bots at the smallest and largest table, the same events (kinds, seats, moves, infos,
spans) and the same decisions, or the same error."""

from __future__ import annotations

import pytest

import mogel
from mogel.compile import program
from lay_rules import LAY
from small_games import TEST_GAMES
from value_choice_rules import WISH


def _cases():
    out = []
    for game in (None, "mogelei", "cheat"):
        rules = mogel.load_rules(game=game)
        out.append((rules.game.name, game, None, ()))
        out += [(f"{rules.game.name}+{v}", game, None, (v,)) for v in rules.variants]
    tests = {**TEST_GAMES, "lay": LAY, "wish": WISH}
    out += [(name, None, text, ()) for name, text in tests.items()]
    return out


CASES = _cases()


def _play(rules, backend: str, n: int, seed: int, bots: str):
    program.BACKEND = backend
    program.compile_rules.cache_clear()
    try:
        game = mogel.Game(rules, [bots] * n, seed=seed).play()
    except mogel.MogelError as error:
        return type(error).__name__, str(error)
    return [(e.kind, e.seat, e.moves, e.info, e.span) for e in game.events], list(game.decisions)


@pytest.mark.parametrize("name, game, text, variants", CASES, ids=[c[0] for c in CASES])
def test_both_back_ends_play_the_same_games(name, game, text, variants, monkeypatch):
    monkeypatch.setattr(program, "BACKEND", program.BACKEND)
    if text is None:
        rules = mogel.load_rules(game=game, variants=list(variants))
    else:
        rules = mogel.load_rules(text=text, file=f"{name}.mm")
    low, high = rules.game.players
    try:
        for n in sorted({low, high}):
            for seed in (1, 2):
                for bots in ("random", "sneaky"):
                    closures = _play(rules, "closures", n, seed, bots)
                    generated = _play(rules, "codegen", n, seed, bots)
                    assert generated == closures, (n, seed, bots)
    finally:
        program.compile_rules.cache_clear()
