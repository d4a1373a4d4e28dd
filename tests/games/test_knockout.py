"""Knockout (tests/games/knockout.mm), a small elimination game of our own: beat the top of the pile
or drop out of the hand (`active drops out`), the last player in wins it; who has scored nothing by
the end of the second hand is knocked out of the game (`... drops out of the game`).  Its given-up
hands and cleared piles go to the spent cards face down (`move all ... [to bottom of Z] face down`).
Whole games by bots for 3 to 5 players: nobody out ever takes a turn, is dealt a card or starts a
hand; every hand ends with at most one player in or a player with an empty hand; the events rebuild
the game, a replay plays it again, and `mogel play`, `--save`/`replay` and `--lang de` tell it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from conftest import run_cli

HERE = Path(__file__).resolve().parent
FILE = HERE / "knockout.mm"


def played(players: int, seed: int, bot=mogel.RandomBot) -> mogel.Game:
    rules = mogel.load_rules(FILE)
    return mogel.Game(rules, [bot() for _ in range(players)], seed=seed).play()


def check_outs(game: mogel.Game) -> int:
    """Walk the events: nobody out takes a turn, is dealt a card or starts a hand; returns the outs."""
    layout, of_hand, of_game, outs, turns = game.state.layout, set(), set(), 0, 0
    for e in game.events:
        if e.kind == "round_start":
            of_hand, turns = set(), 0
        elif e.kind == "out":
            (of_game if e.info["of"] == "match" else of_hand).add(e.seat)
            outs += 1
        elif e.kind in ("turn", "starter"):
            assert e.seat not in of_hand | of_game, e
            turns += e.kind == "turn"
            assert turns <= 1 or game.state.n - len(of_hand | of_game) >= 2, e   # the hand ended at once
        elif e.kind == "deal":
            assert not {layout.describe(dst)[1] for _, _, dst in e.moves} & of_game, e
        elif e.kind == "round_end":
            assert game.state.n - len(of_hand | of_game) <= 1 or e.info["condition"] != "count(players_in) <= 1"
    return outs


@pytest.mark.parametrize("players", [3, 4, 5])
def test_whole_games_by_bots(players):
    outs = game_outs = 0
    for seed in range(6):
        game = played(players, seed)
        assert game.state.finished and game.state.round == 3
        outs += check_outs(game)
        game_outs += sum(e.kind == "out" and e.info["of"] == "match" for e in game.events)
        assert any(e.kind == "gather" and e.info.get("face_down") for e in game.events)
        rebuilt = game.state_at(len(game.events))
        assert rebuilt.out == game.state.out and rebuilt.face_down == game.state.face_down
        again = mogel.replay(game.rules, game.record())
        assert [(e.kind, e.seat, e.moves) for e in again.events] == [(e.kind, e.seat, e.moves) for e in game.events]
    assert outs > 0 and game_outs > 0


def test_the_lab_plays_it():
    rows = mogel.simulate(mogel.load_rules(FILE), games=10, players=4, seed=1, workers=1, progress=False)
    assert len(rows) == 10 * 3 * 4


@pytest.mark.parametrize("lang, out, knocked", [("en", " is out of this hand.", " is out of the game."),
                                                ("de", " scheidet für diese Runde aus.", " scheidet aus dem Spiel aus.")])
def test_the_command_line_tells_it(capsys, tmp_path, lang, out, knocked):
    save = tmp_path / "ko.mogel"
    code, told, err = run_cli(capsys, "play", FILE, "--players", 4, "--seed", 3, "--lang", lang, "--save", save)
    assert code == 0 and out in told and knocked in told
    assert ("face down" if lang == "en" else "verdeckt") in told
    code, again, _ = run_cli(capsys, "replay", save, "--lang", lang)
    assert code == 0 and [line for line in again.splitlines() if out in line] == \
        [line for line in told.splitlines() if out in line]
