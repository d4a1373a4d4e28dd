"""The command line works for every shipped game (issue 17's acceptance), parametrized over
mogel.check.files.shipped_games() so that a game added to mogel/games/ is covered the moment
it lands: `mogel check --game G` (and with each variant), `mogel play --game G --players N`
for every allowed N (and each variant on one), `--log` and `--save` replayed identically by
`mogel replay`, in English and German."""

from __future__ import annotations

import json

import pytest

import mogel
from conftest import run_cli
from mogel.check.files import shipped_games

GAMES = list(shipped_games())


def players(game, variants=()):
    low, high = mogel.load_rules(game=game, variants=list(variants)).game.players
    return list(range(low, high + 1))


@pytest.mark.parametrize("game", GAMES)
def test_check_by_name_says_ok_with_every_variant(capsys, game):
    code, out, err = run_cli(capsys, "check", "--game", game)
    assert (code, err) == (0, ""), out + err
    for variant in mogel.load_rules(game=game).variants:
        code, out, err = run_cli(capsys, "check", "--game", game, "--variant", variant)
        assert (code, err) == (0, ""), f"--variant {variant}: {out}{err}"


@pytest.mark.parametrize("game,n", [(game, n) for game in GAMES for n in players(game)])
def test_play_by_name_for_every_allowed_number_of_players(capsys, game, n):
    code, out, err = run_cli(capsys, "play", "--game", game, "--players", n, "--seed", n)
    assert (code, err) == (0, ""), err
    assert "Winner" in out
    code, out, err = run_cli(capsys, "play", "--game", game, "--players", n, "--seed", n, "--lang", "de", "--quiet")
    assert (code, err) == (0, ""), err


@pytest.mark.parametrize("game", GAMES)
def test_play_by_name_with_every_variant(capsys, game):
    for i, variant in enumerate(mogel.load_rules(game=game).variants):
        counts = players(game, [variant])
        n = counts[i % len(counts)]
        code, out, err = run_cli(capsys, "play", "--game", game, "--variant", variant, "--players", n,
                                 "--seed", i, "--quiet")
        assert (code, err) == (0, ""), f"--variant {variant}: {err}"


@pytest.mark.parametrize("game", GAMES)
def test_log_and_saved_game_replay_identically(capsys, tmp_path, game):
    n = players(game)[-1]
    log, saved = tmp_path / "game.jsonl", tmp_path / "game.mogel"
    code, played, err = run_cli(capsys, "play", "--game", game, "--players", n, "--seed", 5,
                                "--bots", "sneaky,random,honest", "--log", log, "--save", saved)
    assert (code, err) == (0, ""), err
    lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["game"] == game and lines[1]["kind"] == "game_start" and lines[-2]["kind"] == "game_end"
    table = played[:played.index("log written")]
    for path in (log, saved):
        code, out, err = run_cli(capsys, "replay", path)
        assert (code, err) == (0, ""), err
        assert f"identical to {path}" in out
        assert table.splitlines()[-n - 2:] == out[:out.index("replayed")].splitlines()[-n - 2:]
