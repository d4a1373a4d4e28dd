"""Games that do not finish: the engine's turn limit stops a round that never ends (a
RunawayGame), and a run of many games counts them as "did not finish" and summarises the others
instead of stopping with no summary (the Crazy Eights trial: random bots declining to play, one
round of 300 games at the 2000-turn limit, and `mogel simulate` printed nothing else)."""

from __future__ import annotations

import warnings

import pytest

import mogel
from mogel.errors import MogelError, RunawayGame
from mogel.lab import run_rows
from conftest import run_cli

# A random walk: a player may play a card that fits, else draws three; two random bots decline a
# play now and then, so their hands grow in some games until the turn limit stops the round.
WALK = """\
game walk:
    players: 2 to 4
    rounds: 1
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
round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
        deal 5 cards from draw to hand
        move 1 card from draw to discard
    first: starter
    ends when: any(players where empty(hand of player))
    scoring: each player where empty(hand of player) scores 1
turn:
    active may play 1 card from hand where fits(card, top of discard) onto discard
    otherwise active draws 3 cards from draw
"""
NEVER = WALK.replace("ends when: any(players where empty(hand of player))", "ends when: size(draw) > 500")
BOTS = ["random", "random"]


@pytest.fixture(scope="module")
def walk(tmp_path_factory):
    path = tmp_path_factory.mktemp("walk") / "walk.mm"
    path.write_text(WALK)
    return path


def simulate(rules, **kwargs):
    return mogel.simulate(rules, **{"bots": BOTS, "games": 20, "progress": False, "workers": 1, **kwargs})


def test_unfinished_games_are_counted_and_left_out_while_the_others_are_summarised(walk):
    with pytest.warns(RuntimeWarning, match=r"of 20 games did not finish") as told:
        frame = simulate(walk)
    unfinished = frame.attrs["unfinished"]
    stopped = {u["game"] for u in unfinished}
    assert 0 < len(stopped) < 20                         # this game needs both kinds to mean anything
    assert f"{len(stopped)} of 20 games" in str(told[0].message)
    assert set(frame.game) == set(range(20)) - stopped   # every finished game has its rows, no stopped one
    assert all("did not end after 2000 turns" in u["message"] and "walk.mm:" in u["message"] for u in unfinished)
    assert [u["game"] for u in unfinished] == sorted(stopped)


def test_the_same_games_stop_whatever_the_number_of_workers(walk):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        one, two = simulate(walk), simulate(walk, workers=2)
    assert one.attrs["unfinished"] == two.attrs["unfinished"]
    assert one.equals(two)


def test_run_rows_without_a_handler_stops_at_the_first_unfinished_game(walk):
    stopped = []
    for _ in run_rows(walk, bots=BOTS, games=20, workers=1, progress=False,
                      on_unfinished=lambda game, message: stopped.append(game)):
        pass
    with pytest.raises(MogelError, match=rf"^game {stopped[0]} did not finish: .*did not end after 2000 turns"):
        for _ in run_rows(walk, bots=BOTS, games=20, workers=1, progress=False):
            pass


def test_a_run_in_which_no_game_finishes_raises_the_runaway(tmp_path):
    path = tmp_path / "never.mm"
    path.write_text(NEVER)
    with pytest.raises(RunawayGame, match=r"none of the 3 games finished; game 0: .*never.mm:\d+:\d+: round 1 did not end"):
        simulate(path, games=3)
    with pytest.raises(RunawayGame, match=r"^the game did not finish: "):
        simulate(path, games=1)


@pytest.mark.parametrize("lang, says", [("en", "did not finish (the engine's limits stopped them)"),
                                        ("de", "Nicht zu Ende gespielt: ")])
def test_mogel_simulate_prints_the_summary_of_the_finished_games_and_counts_the_others(capsys, walk, lang, says):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        stopped = len(simulate(walk).attrs["unfinished"])
    code, out, err = run_cli(capsys, "simulate", walk, "--players", 2, "--bots", "random", "--games", 20,
                             "--workers", 1, "--lang", lang)
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith(f"{20 - stopped} ")                     # the head counts the finished games
    assert len([line for line in lines if line.lstrip().startswith(("0 ", "1 "))]) == 2   # a row per seat
    told = next(line for line in lines if says in line)
    assert told.startswith((f"{stopped} games", f"Nicht zu Ende gespielt: {stopped} Partien"))
    assert "walk.mm:" in told and "RuntimeWarning" not in out + err


@pytest.mark.parametrize("lang, says", [
    ("en", "1 game did not finish (the engine's limits stopped it) and is left out of the table above; it is game 0: "),
    ("de", "Nicht zu Ende gespielt: 1 Partie (die Grenzen der Spielmaschine haben sie gestoppt), sie fehlt in der "
           "Tabelle oben; es ist Partie 0: ")])
def test_one_game_that_did_not_finish_is_told_in_the_singular(capsys, walk, lang, says):
    """Trial 24 (Ratscrew): "1 game did not finish (the engine's limits stopped them) and are left out"."""
    code, out, err = run_cli(capsys, "simulate", walk, "--players", 2, "--bots", "random", "--games", 2,
                             "--workers", 1, "--lang", lang)   # game 0 stops at the turn limit, game 1 finishes
    assert code == 0, err
    told = next(line for line in out.splitlines() if line.startswith(says))
    assert "walk.mm:" in told and " are left out" not in told and "sie fehlen" not in told


def test_mogel_simulate_of_games_that_never_finish_is_a_stopped_game(capsys, tmp_path):
    path = tmp_path / "never.mm"
    path.write_text(NEVER)
    code, out, err = run_cli(capsys, "simulate", path, "--players", 2, "--games", 2, "--workers", 1)
    assert code == 1
    assert "none of the 2 games finished" in err and "never.mm:" in err


def test_mogel_simulate_in_german_of_many_games_none_finished_tells_them_all(capsys, tmp_path):
    path = tmp_path / "never.mm"
    path.write_text(NEVER)
    code, out, err = run_cli(capsys, "simulate", path, "--players", 2, "--games", 3, "--workers", 1, "--lang", "de")
    assert code == 1
    assert err.startswith("mogel: Keine der 3 Partien wurde zu Ende gespielt: Die Grenzen der Spielmaschine haben "
                          "alle abgebrochen. Meldung auf Englisch: none of the 3 games finished; game 0: ")
    assert "Die Partie wurde" not in err
    code, out, err = run_cli(capsys, "simulate", path, "--players", 2, "--games", 1, "--workers", 1, "--lang", "de")
    assert err.startswith("mogel: Die Partie wurde wegen eines Fehlers in den Regeln abgebrochen. "
                          "Meldung auf Englisch: the game did not finish: ")
