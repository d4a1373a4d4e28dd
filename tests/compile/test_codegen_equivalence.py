"""The generated back-end (mogel.compile.codegen) plays exactly the games the closure compiler
played before it replaced it (issue 18 item 1): for every shipped game with each of its
variants and every test game, with random and sneaky bots at the smallest and largest table
and seeds 1 and 2, the same events (kinds, seats, moves, infos, spans) and decisions, or the
same error.  tests/golden/closure_compiler_games.json holds a SHA-256 of each case's games as
the closure compiler played them (both back-ends were run side by side when it was written,
and agreed).  The bots play as they did then (`draws=1`: text seeds, asked at each chance; the
countdowns of issue 18 item 3 came later and change every game of a seed, not the engine's
rules).  A change of the engine that changes a game changes its digest, and then this
file must be written again on purpose, with the reason in the commit message:

    PYTHONPATH=.:tests python tests/compile/test_codegen_equivalence.py   # from the top of the repository
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

import mogel
from lay_rules import LAY
from small_games import TEST_GAMES
from value_choice_rules import WISH

DIGESTS = json.loads((Path(__file__).resolve().parents[1] / "golden" / "closure_compiler_games.json")
                     .read_text(encoding="utf-8"))


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


def _play(rules, n: int, seed: int, bots: str):
    try:
        game = mogel.Game(rules, [bots] * n, seed=seed, draws=1).play()
    except mogel.MogelError as error:
        return type(error).__name__, str(error)
    return [(e.kind, e.seat, e.moves, e.info, e.span) for e in game.events], list(game.decisions)


def test_every_case_has_a_digest():
    assert sorted(DIGESTS) == sorted(name for name, *_ in CASES)


@pytest.mark.parametrize("name, game, text, variants", CASES, ids=[c[0] for c in CASES])
def test_the_generated_code_plays_the_games_the_closures_played(name, game, text, variants):
    if text is None:
        rules = mogel.load_rules(game=game, variants=list(variants))
    else:
        rules = mogel.load_rules(text=text, file=f"{name}.mm")
    digest, played = _digest(rules)
    assert any(isinstance(game, tuple) and isinstance(game[0], list) and game[0] for game in played)
    assert digest == DIGESTS[name]


def _digest(rules):
    """(SHA-256 of the games of `rules` this test plays, those games)."""
    low, high = rules.game.players
    digest = hashlib.sha256()
    played = []
    for n in sorted({low, high}):
        for seed in (1, 2):
            for bots in ("random", "sneaky"):
                played.append(_play(rules, n, seed, bots))
                digest.update(repr(played[-1]).encode())
    return digest.hexdigest(), played


if __name__ == "__main__":   # write the digests again (after a deliberate change of the games)
    out = {}
    for name, game, text, variants in CASES:
        rules = mogel.load_rules(game=game, variants=list(variants)) if text is None else \
            mogel.load_rules(text=text, file=f"{name}.mm")
        out[name] = _digest(rules)[0]
    (Path(__file__).resolve().parents[1] / "golden" / "closure_compiler_games.json").write_text(
        json.dumps(out, indent=1) + "\n", encoding="utf-8")
