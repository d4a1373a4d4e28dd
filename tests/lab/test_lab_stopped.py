"""A rules error in one game of a run (a `repeat` past the round's step budget, only where the
first discard is a 3) stops the run, as designed, and names that game: its index, its seed and
the `mogel play` command that plays it again, with the engine's located message and caret, of
the error's own type -- on every backend, and in German on the command line."""

from __future__ import annotations

import shlex

import pytest

import mogel
from mogel.errors import RulesRuntimeError, TooMuchRoundWork
from mogel.lab import game_seed
from conftest import run_cli
from tiny_games import tiny

LOOPS = "".join("    " * (i + 3) + "for each player:\n" for i in range(12))
RARE = tiny(turn="    if turns < 2 and (top of discard).value = 3:\n"
                 "        repeat 1000 times:\n            active scores 1\n" + LOOPS + "    " * 15 + "let x = player\n"
                 "    active may play 1 card from hand where card.value = (top of discard).value onto discard\n"
                 "    otherwise active draws 1 card from draw\n")
LINE = RARE.splitlines().index("        repeat 1000 times:") + 1
BOTS = ["random", "honest", "sneaky"]
SEED, GAME = 2, 3   # the run of seed 2 plays games 0-2 to their end and stops in game 3
AGAIN = f"mogel play rare.mm --seed {game_seed(SEED, GAME)} --players 3 --bots random,honest,sneaky"


@pytest.fixture
def rare(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rare.mm").write_text(RARE)
    return "rare.mm"


def stops_in_game(rules, **kwargs) -> TooMuchRoundWork:
    with pytest.raises(TooMuchRoundWork) as stopped:
        mogel.simulate(rules, bots=BOTS, games=8, seed=SEED, progress=False, **kwargs)
    error = stopped.value
    assert (error.game, error.seed, error.again) == (GAME, game_seed(SEED, GAME), AGAIN)
    message = str(error)
    assert message.startswith(f"game {GAME} of the run (seed {game_seed(SEED, GAME)}) stopped: rare.mm:{LINE}:9: "
                              f"this 'repeat' and what runs inside it took more than ")
    assert f"\n            repeat 1000 times:\n            ^\nplay it again with: {AGAIN}" in message
    assert error.render() == message and error.located.startswith(f"rare.mm:{LINE}:9: ")
    return error


@pytest.mark.parametrize("workers", [1, 2])
def test_a_rules_error_in_one_game_names_the_game_its_seed_and_the_command(rare, workers):
    stops_in_game(rare, workers=workers)


def test_the_game_named_stops_alike_when_played_again(rare, capsys):
    error = stops_in_game(rare, workers=1)
    code, out, err = run_cli(capsys, *shlex.split(error.again)[1:])
    assert code == 1
    assert err == f"mogel: {error.located}\n"


def test_compare_names_the_game_too(rare):
    with pytest.raises(RulesRuntimeError, match=rf"^game {GAME} of the run \(seed {game_seed(SEED, GAME)}\) stopped: "):
        mogel.compare({"rulebook": []}, rules=rare, bots=BOTS, games=8, seed=SEED, workers=1, progress=False)


def test_on_dask_the_game_is_named_too(rare):
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        stops_in_game(rare, client=client)


@pytest.mark.parametrize("lang, head", [
    ("en", f"mogel: game {GAME} of the run (seed {game_seed(SEED, GAME)}) stopped: rare.mm:{LINE}:9: this 'repeat'"),
    ("de", f"mogel: Partie {GAME} der Simulation (Startwert {game_seed(SEED, GAME)}) wurde wegen eines Fehlers in "
           f"den Regeln abgebrochen; nachspielen mit: {AGAIN}\nMeldung auf Englisch: rare.mm:{LINE}:9: this 'repeat'")])
def test_mogel_simulate_names_the_game_in_the_sessions_language(rare, capsys, lang, head):
    code, out, err = run_cli(capsys, "simulate", rare, "--players", 3, "--games", 8, "--seed", SEED,
                             "--workers", 1, "--lang", lang)
    assert code == 1 and out == ""
    assert err.startswith(head)
    assert "\n            repeat 1000 times:\n            ^" in err
    assert AGAIN in err


def test_the_command_says_which_defines_to_set(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    text = RARE.replace("repeat 1000 times:", "repeat runs times:").replace("round:\n", "define runs = 1\n\nround:\n", 1)
    (tmp_path / "rare.mm").write_text(text)
    assert len(mogel.simulate("rare.mm", bots=BOTS, games=8, seed=SEED, workers=1, progress=False)) == 8 * 3
    for rules, kwargs in (("rare.mm", {"defines": {"runs": 1000}}), (mogel.load_rules("rare.mm", defines={"runs": 1000}), {})):
        with pytest.raises(TooMuchRoundWork) as stopped:
            mogel.simulate(rules, bots=BOTS, games=8, seed=SEED, workers=1, progress=False, **kwargs)
        assert stopped.value.again == f"{AGAIN} --define runs=1000"
    code, out, err = run_cli(capsys, *shlex.split(stopped.value.again)[1:], "--quiet")   # plays the game that stopped
    assert code == 1 and f"rare.mm:{LINE + 2}:9: this 'repeat'" in err
