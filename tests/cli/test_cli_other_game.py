"""The command line when a file, a variant or a decision belongs elsewhere (issue 17): a variant
of another shipped game names that game and its --game; a log or saved game replayed with
another game's rules says whose game it is and how to replay it; a log that does not name its
game, or names a rules file that is not on this machine, finds the shipped game by its text; a
decision changed in a log or saved game is the file's damage at decision N, never a bot's.
Each through `mogel` itself (conftest.run_cli: no traceback), with its exit code."""

from __future__ import annotations

import json
import shutil

import pytest

from conftest import run_cli
from mogel.check.files import game_path
from mogel.play.record import _checksum


@pytest.mark.parametrize("argv, says", [
    (["play", "--game", "cheat", "--variant", "nosuch"],
     "mogel: error: cheat.mm: unknown variant 'nosuch'; `mogel variants --game cheat` lists them"),
    (["play", "--variant", "short_match"],
     "mogel: error: rules.mm: unknown variant 'short_match': variant short_match belongs to game mogelei: "
     "add --game mogelei"),
    (["simulate", "--games", "1", "--variant", "one_card"],
     "mogel: error: rules.mm: unknown variant 'one_card': variant one_card belongs to game cheat: add --game cheat"),
    (["check", "--game", "cheat", "--variant", "short_match"],
     "mogel: error: cheat.mm: unknown variant 'short_match': variant short_match belongs to game mogelei, "
     "not cheat: use --game mogelei"),
    (["play", "--game", "cheat", "--variant", "one_crd"],
     "mogel: error: cheat.mm: unknown variant 'one_crd' (did you mean 'one_card'?)"),
    (["play", "--variant", "italian_ant,no_cheating"],   # as --bots lists: the did-you-mean named one of the two
     "mogel: error: rules.mm: unknown variant 'italian_ant,no_cheating': --variant takes one name each time: "
     "--variant italian_ant --variant no_cheating"),
    (["check", "--variant", "italian_ant no_cheating"],
     "mogel: error: rules.mm: unknown variant 'italian_ant no_cheating': --variant takes one name each time: "
     "--variant italian_ant --variant no_cheating"),
    (["simulate", "--game", "cheat", "--variant", "one_card, match"],
     "mogel: error: cheat.mm: unknown variant 'one_card, match': --variant takes one name each time: "
     "--variant one_card --variant match"),
])
def test_an_unknown_variant_names_the_game_it_belongs_to_or_the_command_that_lists_them(capsys, argv, says):
    code, out, err = run_cli(capsys, *argv)
    assert (code, out, err) == (2, "", says + "\n")


def test_a_variant_of_another_game_given_with_a_rules_file_says_to_use_that_game(capsys, tmp_path):
    rules = tmp_path / "mine.mm"
    shutil.copy(game_path("mogel_motte"), rules)
    code, out, err = run_cli(capsys, "play", rules, "--variant", "short_match", "--variant", "nosuch")
    assert code == 2 and out == ""
    assert err.splitlines() == [
        f"mogel: error: {rules}: unknown variant 'short_match': variant short_match belongs to game mogelei: "
        f"use --game mogelei instead of {rules}",
        f"{rules}: unknown variant 'nosuch'; `mogel variants {rules}` lists them"]


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """A Mogelei game's log and saved game, and a saved Mogelei game in progress."""
    from mogel.cli.commands import main

    folder = tmp_path_factory.mktemp("played")
    assert main(["play", "--game", "mogelei", "--players", "4", "--seed", "2", "--quiet",
                 "--log", str(folder / "m.jsonl"), "--save", str(folder / "m.mogel")]) == 0
    assert main(["play", "--game", "mogelei", "--players", "3", "--seed", "3", "--quiet", "--stop-after", "1",
                 "--save", str(folder / "p.mogel")]) == 0
    return folder


@pytest.mark.parametrize("name", ["m.jsonl", "m.mogel"])
@pytest.mark.parametrize("how", [["--rules", "RULES_MM"], ["--game", "cheat"], ["--game", "mogel_motte"]])
def test_another_games_rules_say_whose_game_the_file_is_and_how_to_replay_it(capsys, played, name, how):
    how = [str(game_path("mogel_motte")) if word == "RULES_MM" else word for word in how]
    path = played / name
    code, out, err = run_cli(capsys, "replay", path, *how, "--quiet")
    where = " (log line 1, the header's 'game')" if name.endswith(".jsonl") else ""
    other = "cheat" if "cheat" in how else "mogel_motte"
    assert (code, out) == (1, "")
    # a shipped game's rules are told by its name, not by where mogel is installed
    assert err == (f"mogel: {path}: this is a game of mogelei{where}, not of the shipped game {other}: "
                   f"replay it with: mogel replay {path} --game mogelei\n")
    assert "rules changed" not in err
    code, out, err = run_cli(capsys, "replay", path, "--game", "mogelei", "--quiet")
    assert (code, err) == (0, "") and f"identical to {path}" in out


def test_replay_takes_rules_or_a_game_not_both(capsys, played):
    code, out, err = run_cli(capsys, "replay", played / "m.jsonl", "--game", "mogelei", "--rules", "x.mm")
    assert (code, out, err) == (2, "", "mogel: error: give --rules or --game, not both (--rules x.mm and --game "
                                       "mogelei)\n")
    code, out, err = run_cli(capsys, "resume", played / "p.mogel", "--game", "mogelo")
    assert code == 2 and "no shipped game is called 'mogelo' (did you mean 'mogelei'?)" in err


def edited_log(played, tmp_path, header=None, decision=None):
    """A copy of the Mogelei log with its header's fields changed (None: removed) or one decision
    (index, answer) changed."""
    lines = (played / "m.jsonl").read_text(encoding="utf-8").splitlines()
    head, end = json.loads(lines[0]), json.loads(lines[-1])
    for key, value in (header or {}).items():
        if value is None:
            head.pop(key)
        else:
            head[key] = value
    if decision is not None:
        end["decisions"][decision[0]] = decision[1]
    path = tmp_path / "edited.jsonl"
    path.write_text("\n".join([json.dumps(head), *lines[1:-1], json.dumps(end)]) + "\n", encoding="utf-8")
    return path


def test_a_log_without_its_game_finds_the_shipped_game_by_its_text(capsys, played, tmp_path):
    log = edited_log(played, tmp_path, header={"game": None})
    code, out, err = run_cli(capsys, "replay", log, "--quiet")
    assert (code, err) == (0, "") and f"identical to {log}" in out
    code, out, err = run_cli(capsys, "replay", log, "--game", "cheat", "--quiet")
    assert code == 1 and "this is a game of mogelei, not of the shipped game cheat" in err


def test_a_log_of_a_rules_file_that_is_not_here_finds_the_shipped_file_with_its_text(capsys, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shutil.copy(game_path("mogelei"), elsewhere / "family.mm")
    log = tmp_path / "far.jsonl"
    code, _, err = run_cli(capsys, "play", elsewhere / "family.mm", "--players", "3", "--quiet", "--log", log)
    assert (code, err) == (0, "")
    shutil.rmtree(elsewhere)
    lines = log.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    del head["game"]
    log.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n", encoding="utf-8")
    code, out, err = run_cli(capsys, "replay", log, "--quiet")
    assert (code, err) == (0, "") and f"identical to {log}" in out


def test_a_log_whose_rules_are_nowhere_says_to_give_them(capsys, played, tmp_path):
    log = edited_log(played, tmp_path, header={"game": None, "rules_file": "family.mm", "rules_sha256": "0" * 64})
    code, out, err = run_cli(capsys, "replay", log, "--quiet")
    assert (code, out) == (1, "")
    assert err == (f"mogel: {log}: the game was played with the rules file family.mm, which is not here (nor next "
                   f"to the saved game), and no game shipped with mogel has its text: give it with --rules FILE\n")


@pytest.mark.parametrize("answer", [999, "nosuch", None])
def test_a_changed_decision_in_a_log_is_the_logs_damage_at_that_decision(capsys, played, tmp_path, answer):
    log = edited_log(played, tmp_path, decision=(3, answer))
    code, out, err = run_cli(capsys, "replay", log, "--quiet")
    last = len(log.read_text(encoding="utf-8").splitlines())
    shown = "null" if answer is None else repr(answer)
    assert (code, out) == (1, "")
    assert err.startswith(f"mogel: {log}: damaged at decision 4 (log line {last}, the decisions): {shown} is not "
                          f"a legal answer there (before event ")
    assert "was asked for a card to play: one of " in err
    assert err.endswith("the log was changed or damaged after it was written\n")
    assert "bot" not in err


def saved_copy(source, tmp_path, index, answer):
    """A copy of a saved game with decision `index` changed and its checksum made to fit (as a
    careful hand, or a faulty program, would leave it)."""
    body = json.loads(source.read_text(encoding="utf-8"))
    body["decisions"][index] = answer
    body["checksum"] = _checksum(body)
    path = tmp_path / source.name
    path.write_text(json.dumps(body), encoding="utf-8")
    return path


@pytest.mark.parametrize("command, name", [("replay", "m.mogel"), ("replay", "p.mogel"), ("resume", "p.mogel")])
def test_a_changed_decision_in_a_saved_game_is_its_damage_not_the_bots(capsys, played, tmp_path, command, name):
    """Resuming once said the bots "now answer" otherwise than when the game was saved."""
    path = saved_copy(played / name, tmp_path, 1, 107)   # decision 2: a card to play; 107 is a reward card
    code, out, err = run_cli(capsys, command, path, "--quiet")
    assert (code, out) == (1, "")
    assert err.startswith(f"mogel: {path}: damaged at decision 2: 107 is not a legal answer there (before event ")
    assert err.endswith("the saved game was changed or damaged after it was written\n")
    assert "bots" not in err


def test_a_game_in_progress_resumed_with_another_games_rules_says_how_to_resume_it(capsys, played):
    path = played / "p.mogel"
    code, out, err = run_cli(capsys, "resume", path, "--game", "cheat", "--quiet")
    assert (code, out) == (1, "")
    assert err == (f"mogel: {path}: this is a game of mogelei, not of the shipped game cheat: resume it with: "
                   f"mogel resume {path} --game mogelei\n")
    code, out, err = run_cli(capsys, "resume", path, "--game", "mogelei", "--quiet")
    assert (code, err) == (0, "") and "Winner" in out
