"""The command line at its edges, as a new user met them: a game that deals no cards, a saved
game replayed from another folder, files that must not be overwritten, Ctrl-C, the German
score table and race times, a variant name in the wrong case, a game that never ends in German.

Each case is run through `mogel.cli.commands.main` (or, for Ctrl-C, as a real process) and must give
a sentence and an exit code, never a traceback, and leave every existing file as it was.
"""

from __future__ import annotations

import contextlib
import hashlib
import multiprocessing
import os
import re
import shlex
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import mogel
from mogel.cli import commands as cli
from mogel.cli import progress
from mogel.cli.commands import main
from mogel.compile.program import compile_rules
from mogel.runtime.events import Event
from mogel.present.narrate import Narrator
from mogel.play.record import load_record
from mogel.present.log import write_atomic
from conftest import run_cli as run, wait_for_first_rows

ROOT = Path(__file__).resolve().parents[2]
RULES_TEXT = (ROOT / "rules.mm").read_text(encoding="utf-8")



def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_deal_of_no_cards_is_told_logged_saved_and_replayed(tmp_path, capsys):
    """rules.mm with `define hand_size = 0`: every player starts with an empty hand, so each
    round ends at once -- a strange game, but a game (the checker accepts it)."""
    rules = tmp_path / "empty_hands.mm"
    rules.write_text(RULES_TEXT.replace("define hand_size = 8 ", "define hand_size = 0 ", 1), encoding="utf-8")
    assert run(capsys, "check", rules)[0] == 0
    for lang, sentence in (("en", "No cards are dealt."), ("de", "Es werden keine Karten verteilt.")):
        log, save = tmp_path / f"{lang}.jsonl", tmp_path / f"{lang}.mogel"
        code, out, _ = run(capsys, "play", rules, "--lang", lang, "--log", log, "--save", save)
        assert code == 0 and sentence in out.splitlines()
        assert run(capsys, "replay", save, "--rules", rules)[0] == 0
        assert run(capsys, "replay", log, "--rules", rules)[0] == 0


def test_a_saved_game_finds_its_rules_file_or_names_it(tmp_path, capsys, monkeypatch):
    """The record keeps the rules path as typed (`../mine.mm`, from another folder): replay looks
    there, from the saved game's folder and by name beside the saved game, choosing the file with
    the saved text; with none there it names the file (never blames the packaged rules.mm)."""
    (tmp_path / "sub").mkdir()
    rules = tmp_path / "mine.mm"
    rules.write_text(RULES_TEXT.replace("define hand_size = 8 ", "define hand_size = 7 ", 1), encoding="utf-8")
    monkeypatch.chdir(tmp_path / "sub")
    assert run(capsys, "play", "../mine.mm", "--quiet", "--save", "../game.mogel")[0] == 0
    monkeypatch.chdir(tmp_path)   # "../mine.mm" now points outside tmp_path
    code, out, _ = run(capsys, "replay", "game.mogel", "--quiet")
    assert code == 0 and "identical to game.mogel" in out
    (tmp_path / "elsewhere").mkdir()
    rules.rename(tmp_path / "elsewhere" / "mine.mm")
    code, _, err = run(capsys, "replay", "game.mogel")
    assert code == 1
    assert "played with the rules file ../mine.mm, which is not here" in err and "--rules" in err
    assert "site-packages" not in err
    code, out, _ = run(capsys, "replay", "game.mogel", "--rules", "elsewhere/mine.mm", "--quiet")
    assert code == 0 and "identical to game.mogel" in out


def test_a_read_only_file_is_not_replaced(tmp_path, capsys):
    save = tmp_path / "keep.mogel"
    assert run(capsys, "play", "--quiet", "--save", save)[0] == 0
    save.chmod(0o444)
    before = digest(save)
    code, _, err = run(capsys, "play", "--quiet", "--seed", "5", "--save", save)
    assert code == 2 and "read-only" in err
    assert digest(save) == before and save.stat().st_mode & 0o777 == 0o444
    with pytest.raises(OSError, match="read-only"):
        write_atomic(save, "something else")
    assert digest(save) == before


def test_log_and_save_into_one_file_is_refused_before_playing(tmp_path, capsys):
    target = tmp_path / "both.out"
    code, out, err = run(capsys, "play", "--log", target, "--save", target)
    assert code == 2 and "--log and --save both name" in err and out == ""
    assert not target.exists()


def test_replay_prints_the_same_score_table_as_play(tmp_path, capsys):
    save = tmp_path / "g.mogel"
    for lang in ("en", "de"):
        _, played, _ = run(capsys, "play", "--quiet", "--seed", "4", "--lang", lang, "--save", save)
        _, replayed, _ = run(capsys, "replay", save, "--quiet", "--lang", lang)
        table = played.splitlines()[:6]
        assert replayed.splitlines()[:6] == table
        assert ("Summe" if lang == "de" else "total") in table[0]
        assert table[1].endswith("(Zufalls-Bot)" if lang == "de" else "(random)")


def test_german_narration_names_races_by_the_card_and_writes_decimal_commas(capsys):
    _, out, _ = run(capsys, "play", "--seed", "3", "--lang", "de")
    starts = [line for line in out.splitlines() if line.startswith("Wettlauf (")]
    assert "Wettlauf (Kakerlake) zwischen" in "\n".join(starts)
    assert "Wettlauf (Mückenklatschen) zwischen" in "\n".join(starts)   # rules.mm: race slap (de ...)
    times = [line for line in out.splitlines() if re.search(r"\d s\)\.$", line)]
    assert times and all(re.search(r"\d,\d\d s", line) and not re.search(r"\d\.\d\d s", line) for line in times)
    assert "Protokoll" not in out and "log written" not in out


def test_a_race_is_told_by_its_own_names(tmp_path, capsys):
    """`race slap (en "slap", de "Klatschen")`: the narration's name for the race, per language;
    the log keeps the rules' name."""
    rules = tmp_path / "named_race.mm"
    text = re.sub(r"race slap (\([^)]*\) )?among", 'race slap (en "a slap", de "Klatschen") among', RULES_TEXT)
    rules.write_text(text, encoding="utf-8")
    log = tmp_path / "game.jsonl"
    _, out_de, _ = run(capsys, "play", rules, "--seed", "3", "--lang", "de", "--log", log)
    _, out_en, _ = run(capsys, "play", rules, "--seed", "3")
    assert "Wettlauf (Klatschen) zwischen" in out_de and "Race (a slap) among" in out_en
    assert '"name": "slap"' in log.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang, one, several", [
    ("en", "Winner: Ada.", "Winners: Ada and Cy."),
    ("de", "Gewinner: Ada.", "Gewinner: Ada und Cy."),
])
def test_the_end_of_a_game_names_one_winner_or_several(lang, one, several):
    program = compile_rules(mogel.load_rules())
    narrator = Narrator(program, lang=lang)
    end = [Event("game_end", info={"totals": [3, 9, 3, 7], "winners": winners}) for winners in ([0], [0, 2])]
    assert narrator.sentence(end[0], None).endswith(one)
    assert narrator.sentence(end[1], None).endswith(several)


@pytest.mark.parametrize("lang, several, alone", [
    ("en", "Race (cockroach) among Ada and Cy!", "Race (cockroach): only Cy runs!"),
    ("de", "Wettlauf (Kakerlake) zwischen Ada und Cy!", "Wettlauf (Kakerlake): nur Cy läuft!"),
])
def test_a_race_of_one_runner_is_told_as_such(lang, several, alone):
    narrator = Narrator(compile_rules(mogel.load_rules()), lang=lang)
    starts = [Event("race_start", info={"name": "cockroach", "runners": runners}) for runners in ([0, 2], [2])]
    assert narrator.sentence(starts[0], None) == several
    assert narrator.sentence(starts[1], None) == alone


def test_a_variant_name_in_the_wrong_case_gets_a_did_you_mean(capsys):
    code, _, err = run(capsys, "play", "--variant", "ITALIAN_ANT")
    assert code == 2 and "did you mean 'italian_ant'?" in err


def test_ctrl_c_in_play_is_one_line_and_exit_130(capsys, monkeypatch):
    def interrupted(self):
        raise KeyboardInterrupt
    monkeypatch.setattr("mogel.play.game.Game.play", interrupted)
    code, out, err = run(capsys, "play")
    assert code == 130 and err.strip() == "mogel: interrupted"


def test_python_dash_m_mogel_is_the_command_line():
    done = subprocess.run([sys.executable, "-m", "mogel", "check"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.strip() == "ok"


def test_ctrl_c_while_the_command_line_is_still_loading_is_one_line(monkeypatch, capsys):
    """The console script's `run()` imports mogel.cli.commands itself, so Ctrl-C during those imports
    is caught like Ctrl-C later (exit 130, one line)."""
    import mogel.__main__ as entry

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr("mogel.cli.commands.main", interrupted)
    with pytest.raises(SystemExit) as done:
        entry.run()
    assert done.value.code == 130 and capsys.readouterr().err.strip() == "mogel: interrupted"


def foreground_signals() -> None:
    """In the child, before mogel starts: SIGINT as a terminal's foreground job has it.  A test
    run started in the background of a shell (`pytest &`, nohup, some CI runners) has SIGINT
    ignored, and a child inherits that: mogel then rightly ignores Ctrl-C, and the test hung."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@contextlib.contextmanager
def running(argv, folder: Path):
    """`python -m mogel ARGV` in its own process group in `folder`, with foreground signals;
    the group is killed afterwards if it still runs (a failed test leaves no simulation behind)."""
    proc = subprocess.Popen([sys.executable, "-m", "mogel", *argv], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True, cwd=folder, preexec_fn=foreground_signals)
    try:
        yield proc
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)          # whatever of the group still runs
        proc.wait()


def test_ctrl_c_in_a_parallel_simulation_stops_without_tracebacks_or_files(tmp_path):
    """SIGINT goes to the whole process group at a terminal; the workers ignore it and the
    parent stops the run, leaving no results file (and no temporary one)."""
    out = tmp_path / "results.csv"
    with running(["simulate", "--games", "100000", "--workers", "2", "--out", str(out)], tmp_path) as proc:
        wait_for_first_rows(proc, tmp_path)
        os.killpg(proc.pid, signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    assert "Traceback" not in stdout + stderr and "mogel: interrupted" in stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == []


@pytest.mark.skipif(multiprocessing.get_all_start_methods()[0] != "fork", reason="workers are not forked here")
@pytest.mark.parametrize("stop, code, says", [(signal.SIGINT, 130, "interrupted"), (signal.SIGTERM, 143, "terminated")])
def test_ctrl_c_while_the_workers_start_stops_the_run(tmp_path, stop, code, says):
    """A signal that came in Python's after-fork hooks (here: sent by one, at once) was lost
    there ("Exception ignored ... KeyboardInterrupt") and the run went on to its end; it is held
    back until the workers have started, then stops the run."""
    script = (f"import os, sys\nos.register_at_fork(after_in_parent=lambda: os.kill(os.getpid(), {int(stop)}))\n"
              "sys.argv = ['mogel', 'simulate', '--games', '300', '--workers', '2', '--out', 'results.csv']\n"
              "from mogel.__main__ import run\nrun()\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path, timeout=120,
                          preexec_fn=foreground_signals)
    assert (done.returncode, done.stdout, done.stderr) == (code, "", f"mogel: {says}\n")
    assert list(tmp_path.iterdir()) == []


def test_a_count_that_comes_out_negative_while_playing_stops_at_its_line(tmp_path, capsys):
    """`define hand_size = size(draw) - 77` passes the checker (it is known only during play) but
    deals -6 cards from the 71 of the draw pile: the game stops with the line of the `deal`.
    (`player_count - 10` is refused by the check: tests/check/test_check_lets.py.)"""
    rules = tmp_path / "minus.mm"
    rules.write_text(RULES_TEXT.replace("define hand_size = 8 ", "define hand_size = size(draw) - 77 ", 1),
                     encoding="utf-8")
    assert run(capsys, "check", rules)[0] == 0
    deal_line = next(n for n, line in enumerate(RULES_TEXT.splitlines(), 1) if "deal hand_size" in line)
    code, _, err = run(capsys, "play", rules)
    assert code == 1
    assert f"minus.mm:{deal_line}:" in err and "a number of cards came out as -6" in err


def test_a_game_that_never_ends_is_announced_in_german_with_the_english_message(tmp_path, capsys):
    """`ends when: false`: the engine stops the round with its (English) located message, which
    a German session introduces in German, as the German widgets do; English prints it as it is."""
    ends = "    ends when: any(players where empty(hand of player)) or stalemate or endless"
    rules = tmp_path / "never.mm"
    rules.write_text(RULES_TEXT.replace(ends, "    ends when: false", 1), encoding="utf-8")
    ends_line = next(n for n, line in enumerate(RULES_TEXT.splitlines(), 1) if line.startswith(ends))
    code, out, english = run(capsys, "play", rules)
    assert (code, len(out.splitlines())) == (1, 42)   # "... (N sentences ...)", the last 40 and a blank line
    assert english.startswith(f"mogel: {rules}:{ends_line}:5: round 1 did not end after ")
    line = rules.read_text(encoding="utf-8").splitlines()[ends_line - 1]
    assert english.splitlines()[1:] == ["    " + line, "        ^"]   # the rules line and a caret, as checker messages show them
    code, out, german = run(capsys, "play", rules, "--lang", "de")
    assert code == 1 and out.endswith("\n\n") and "Sätze davor sind ausgelassen" in out.splitlines()[0]
    assert german.startswith(f"mogel: Die Partie wurde wegen eines Fehlers in den Regeln abgebrochen: {rules}:"
                             f"{ends_line}:5: Runde 1 war nach 2000 Z\u00fcgen nicht zu Ende: die Bedingung von "
                             "'ends when' wird nie erf\u00fcllt")
    assert german.splitlines()[1:] == english.splitlines()[1:]   # the same rules line and caret


def test_a_log_replays_from_another_folder(tmp_path, capsys, monkeypatch):
    """The replayed rules keep the file name the game was played with, so the log's `rule`
    fields (`seven.mm:13:1`) match wherever the replay runs."""
    (tmp_path / "e").mkdir()
    (tmp_path / "f").mkdir()
    (tmp_path / "e" / "seven.mm").write_text(RULES_TEXT, encoding="utf-8")
    monkeypatch.chdir(tmp_path / "e")
    assert run(capsys, "play", "seven.mm", "--quiet", "--seed", "3", "--log", "g.jsonl")[0] == 0
    monkeypatch.chdir(tmp_path / "f")
    for extra in ((), ("--rules", "../e/seven.mm")):
        code, out, err = run(capsys, "replay", "../e/g.jsonl", "--quiet", *extra)
        assert code == 0 and "identical to ../e/g.jsonl" in out, err


def test_a_race_named_only_in_german_is_told_in_english_by_its_card(tmp_path, capsys):
    rules = tmp_path / "cockroach_named.mm"
    rules.write_text(RULES_TEXT.replace("race cockroach among", 'race cockroach (de "Kakerlakenrennen") among'),
                     encoding="utf-8")
    _, out_de, _ = run(capsys, "play", rules, "--seed", "3", "--lang", "de")
    _, out_en, _ = run(capsys, "play", rules, "--seed", "3")
    assert "Wettlauf (Kakerlakenrennen) zwischen" in out_de and "Race (cockroach) among" in out_en


@pytest.fixture
def ctrl_c_raises():
    """Ctrl-C (SIGINT) raises KeyboardInterrupt in this process for the test, as at a terminal,
    also when the test run was started with SIGINT ignored (see foreground_signals)."""
    before = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before if before is not None else signal.SIG_DFL)


@pytest.mark.usefixtures("ctrl_c_raises")
def test_ctrl_c_while_play_writes_its_files_comes_after_both_are_written(tmp_path, capsys, monkeypatch):
    """Ctrl-C between writing the log and the saved game used to leave the log alone."""
    real = progress.write_log

    def write_then_ctrl_c(*args):
        real(*args)
        os.kill(os.getpid(), signal.SIGINT)   # held back until both files are written

    monkeypatch.setattr(progress, "write_log", write_then_ctrl_c)
    log, save = tmp_path / "g.jsonl", tmp_path / "g.mogel"
    assert main(["play", "--quiet", "--log", str(log), "--save", str(save)]) == 130
    out, err = capsys.readouterr()
    assert err == "mogel: interrupted\n"
    assert f"log written to {log}" in out and f"game saved to {save}" in out
    assert main(["replay", str(save), "--quiet"]) == 0 and main(["replay", str(log), "--quiet"]) == 0


@pytest.mark.parametrize("option, name", [("--save", "rules.mm"), ("--log", "notes.txt"), ("--save", "g.jsonl")])
def test_play_does_not_replace_a_file_of_another_kind(tmp_path, capsys, monkeypatch, option, name):
    """A teacher's own rules.mm next to the packaged game, notes, a log given to --save: all kept."""
    monkeypatch.chdir(tmp_path)
    other = tmp_path / name
    if name == "g.jsonl":
        assert main(["play", "--quiet", "--log", "g.jsonl"]) == 0
        capsys.readouterr()
    else:
        other.write_text("# my own work\n", encoding="utf-8")
    before = other.read_bytes()
    code, out, err = run(capsys, "play", "--quiet", option, name)
    what = "saved game" if option == "--save" else "game log"
    assert code == 2 and out == ""
    assert err == f"mogel: error: {option} {name}: the file exists and is not a mogel {what}, so it is not " \
                  f"replaced (delete it first, or give another name)\n"
    assert other.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == [name]


def test_play_replaces_its_own_kind_of_file_and_quotes_the_replay_hint(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for seed in ("1", "2"):
        code, out, _ = run(capsys, "play", "--quiet", "--seed", seed, "--save", "my game.mogel", "--log", "my log.jsonl")
        assert code == 0 and "(replay it with: mogel replay 'my game.mogel')" in out
    assert load_record("my game.mogel").record.seed == 2 and load_record("my log.jsonl").record.seed == 2


def test_a_simulate_out_file_of_another_kind_is_kept(tmp_path, capsys):
    table = tmp_path / "marks.csv"
    table.write_text("name,mark\nAda,1\n", encoding="utf-8")
    code, out, err = run(capsys, "simulate", "--games", "1", "--out", table)
    assert code == 2 and "is not a mogel results table, so it is not replaced" in err
    assert table.read_text(encoding="utf-8") == "name,mark\nAda,1\n"


def test_simulate_refuses_a_negative_seed_as_play_does(tmp_path, capsys, monkeypatch):
    """`--seed -1` was run by simulate (each game's seed is hashed from it) but refused by play,
    whose seed goes to Python's random, which ignores the sign: one rule for both."""
    monkeypatch.chdir(tmp_path)
    for argv in (["play", "--quiet", "--save", "g.mogel"], ["simulate", "--games", "1", "--out", "r.csv"]):
        code, out, err = run(capsys, *argv, "--seed", "-1")
        assert (code, out, err) == (2, "", "mogel: error: the seed must be a whole number from 0 up, not -1\n")
        assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("argv, says", [
    (["--seed", "-7"], "the seed must be a whole number from 0 up, not -7"),
    (["--players", "4", "--bots", "random,random,random,random,honest"], "--bots names 5 bots for 4 players"),
    (["--bots", "sneaky:cheat_rate=0.3:cheat_rate=0.5"], "cheat_rate is given twice"),
    (["--log", "-"], "--log -: needs a file name"),
])
def test_play_refuses_what_would_be_silently_changed(tmp_path, capsys, monkeypatch, argv, says):
    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "play", "--quiet", *argv)
    assert code == 2 and out == "" and says in err and list(tmp_path.iterdir()) == []


def test_a_saved_game_or_log_given_as_rules_says_to_replay_it(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["play", "--quiet", "--save", "my game.mogel", "--log", "g.jsonl"]) == 0
    capsys.readouterr()
    for command, name, what in (("check", "my game.mogel", "a mogel saved game"), ("play", "g.jsonl", "a mogel game log"),
                                ("variants", "my game.mogel", "a mogel saved game")):
        code, out, err = run(capsys, command, name)
        assert code == 1 and out == ""
        assert err == f"mogel: {name}: this is {what}, not a rules file: replay it with mogel replay " \
                      f"{shlex.quote(name)}\n"


@pytest.mark.parametrize("command", ["replay", "resume"])
@pytest.mark.parametrize("game", ["mogel_motte", "cheat", "mogelei"])
def test_a_rules_file_given_to_replay_or_resume_says_to_play_it(tmp_path, capsys, command, game):
    """The reverse of the test above: it said "not a mogel saved game (it does not start with '{')"."""
    rules = tmp_path / "mine.mm"
    rules.write_text(mogel.load_rules(game=game).source, encoding="utf-8")
    code, out, err = run(capsys, command, rules)
    assert (code, out, err) == (1, "", f"mogel: {rules}: this is a rules file, not a mogel saved game (play it with "
                                       f"mogel.Game, or on the command line: mogel play {rules})\n")
    with pytest.raises(mogel.SavedGameError, match="this is a rules file, not a mogel saved game"):
        mogel.replay_file(rules)


def test_another_users_file_in_a_sticky_folder_is_refused_before_the_game(tmp_path, capsys, monkeypatch):
    """In a folder like /tmp only a file's owner may rename over it: the save would fail after the game."""
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)
    theirs = shared / "g.mogel"
    assert main(["play", "--quiet", "--save", str(theirs)]) == 0
    theirs.chmod(0o666)
    before = theirs.read_bytes()
    capsys.readouterr()
    monkeypatch.setattr(os, "geteuid", lambda: theirs.stat().st_uid + 4242)   # someone else
    code, out, err = run(capsys, "play", "--quiet", "--save", theirs)
    assert code == 2 and out == "" and "belongs to another user in a shared folder" in err
    assert theirs.read_bytes() == before


def test_the_same_file_for_log_and_save_is_told_first(tmp_path, capsys):
    same = tmp_path / "same.mogel"
    assert main(["play", "--quiet", "--save", str(same)]) == 0
    capsys.readouterr()
    code, _, err = run(capsys, "play", "--quiet", "--save", same, "--log", same)
    assert code == 2 and f"--log and --save both name {same}: give two files" in err
