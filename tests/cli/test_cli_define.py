"""`mogel play --define NAME=VALUE` plays the rules with a `define` set to another number, as
`mogel simulate --define` does, with the same errors; and a table the rules are not played by
is told with the --players that makes one, whether --bots was given or not.  A user trial met
`unrecognized arguments: --define` from `mogel play`, and `War is played by exactly 2 players,
not 4` with no hint when no --bots was given.
"""

from __future__ import annotations

import pytest

from conftest import run_cli

PENALTY = "catch_penalty_cards"


def test_play_takes_a_define_and_plays_the_rules_with_that_number(capsys, tmp_path):
    code, defined, err = run_cli(capsys, "play", "--seed", "3", "--define", f"{PENALTY}=9")
    assert (code, err) == (0, "")
    code, plain, _ = run_cli(capsys, "play", "--seed", "3")
    assert code == 0 and defined != plain
    from mogel.check.files import default_rules_path
    text = default_rules_path().read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.startswith(f"define {PENALTY} ="))
    written = tmp_path / "rules.mm"
    written.write_text(text.replace(line, f"define {PENALTY} = 9"), encoding="utf-8")
    code, same, _ = run_cli(capsys, "play", written, "--seed", "3")
    assert code == 0 and same == defined


@pytest.mark.parametrize("command", [("play", "--seed", "1"), ("simulate", "--games", "1", "--workers", "1"),
                                     ("check",), ("compile", "--plain")])
@pytest.mark.parametrize("define, code, says", [
    ("catch_penalty_card=3", 2, "no define 'catch_penalty_card' (did you mean 'catch_penalty_cards'?)"),
    ("endless=3", 2, "'endless' is 'turns >= 300', not one whole number"),
    ("catch_penalty_cards=-2", 1, "with catch_penalty_cards = -2: "),
])
def test_play_refuses_a_bad_define_as_simulate_does(command, define, code, says, capsys):
    got, out, err = run_cli(capsys, *command, "--define", define)
    assert got == code and says in err and out == ""


@pytest.mark.parametrize("command", ["play", "simulate", "check", "compile"])
@pytest.mark.parametrize("define, says", [
    ("catch_penalty_cards=x", "argument --define: the value of catch_penalty_cards must be a whole number, not 'x'"),
    ("catch_penalty_cards", "argument --define: give NAME=VALUE, such as catch_penalty_cards=3"),
])
def test_a_define_that_is_no_name_and_number_is_a_usage_error_of_both(command, define, says, capsys):
    from mogel.cli.commands import main

    with pytest.raises(SystemExit) as stopped:
        main([command, "--define", define])
    err = capsys.readouterr().err
    assert stopped.value.code == 2 and says in err and f"mogel {command} --help" in err


def test_check_and_compile_take_a_define_as_play_does(capsys, tmp_path):
    """`mogel check --define` checks, and `mogel compile --define` prints, the rules with that number."""
    code, out, err = run_cli(capsys, "check", "--define", f"{PENALTY}=9")
    assert (code, out, err) == (0, "ok\n", "")
    code, defined, _ = run_cli(capsys, "compile", "--plain", "--define", f"{PENALTY}=9")
    assert code == 0
    from mogel.check.files import default_rules_path
    text = default_rules_path().read_text(encoding="utf-8")
    line = next(line for line in text.splitlines() if line.startswith(f"define {PENALTY} ="))
    written = tmp_path / "rules.mm"
    written.write_text(text.replace(line, f"define {PENALTY} = 9"), encoding="utf-8")
    code, same, _ = run_cli(capsys, "compile", "--plain", written)
    assert code == 0 and same.replace(str(written), "rules.mm") == defined
    code, plain, _ = run_cli(capsys, "compile", "--plain")
    assert plain != defined


def test_a_define_is_saved_and_logged_and_resume_and_replay_set_it_again(capsys, tmp_path):
    """A game saved in progress with --define resumes with it (the same game as one played through), and
    a log or a saved game records it (`defines`), so that `mogel replay` plays the game again."""
    import json

    import mogel

    part, rest, whole, log = (tmp_path / name for name in ("part.mogel", "rest.mogel", "whole.mogel", "game.jsonl"))
    table = ("--seed", "3", "--players", "3", "--quiet", "--define", f"{PENALTY}=9")
    code, _, err = run_cli(capsys, "play", *table, "--save", part, "--stop-after", "1")
    assert (code, err) == (0, "") and json.loads(part.read_text(encoding="utf-8"))["defines"] == {PENALTY: 9}
    code, resumed, err = run_cli(capsys, "resume", part, "--quiet", "--save", rest)
    assert (code, err) == (0, "")
    code, played, err = run_cli(capsys, "play", *table, "--save", whole, "--log", log)
    assert (code, err) == (0, "")
    assert resumed.splitlines()[1:6] == played.splitlines()[:5]   # the score table: the same game
    assert json.loads(log.read_text(encoding="utf-8").splitlines()[0])["defines"] == {PENALTY: 9}
    for saved in (rest, whole, log):
        code, out, err = run_cli(capsys, "replay", saved)
        assert (code, err) == (0, "") and f"identical to {saved}" in out
    record = mogel.replay_file(whole).record()
    assert record.defines == {PENALTY: 9}
    assert mogel.replay(mogel.load_rules(defines={PENALTY: 9}), record).events
    with pytest.raises(mogel.MogelError, match=rf"played with defines set \({{'{PENALTY}': 9}}\)"):
        mogel.replay(mogel.load_rules(), record)
    code, plain, _ = run_cli(capsys, "play", *table[:5])
    assert plain != played


TWO = """\
game duel:
    name: en "Duel"
    players: 2 to 2
    rounds: 1
    winner: highest score

zone draw:
    shared, seen by nobody

zone hand:
    per player, seen by owner

card number:
    penalty: 1

deck:
    values:   1  2  3
    number:   2  2  2  = 6
    total: 6

round:
    starter: oldest
    setup:
        move all cards to draw
        shuffle draw
    first: starter
    ends when: turns >= 2
    scoring:
        each player scores size(hand of player)

turn:
    active draws 1 card from draw
"""


@pytest.mark.parametrize("argv, hint", [
    ((), "not 4: the 4 default bots take a seat each; give --players 2 (the first ones play)"),
    (("--players", "3"), "not 3: give --players 2"),
    (("--bots", "random"), "not 1: --bots names 1 bot, one per seat; add --players 2 to repeat it round the table"),
    (("--bots", "random,honest,sneaky"), "not 3: --bots names 3 bots, one per seat; name 2"),
])
@pytest.mark.parametrize("command", ["play", "simulate"])
def test_a_table_the_rules_are_not_played_by_is_told_with_the_players_to_give(capsys, tmp_path, command, argv, hint):
    rules = tmp_path / "duel.mm"
    rules.write_text(TWO, encoding="utf-8")
    code, out, err = run_cli(capsys, command, rules, *argv)
    assert (code, out, err) == (2, "", f"mogel: error: Duel is played by exactly 2 players, {hint}\n")
