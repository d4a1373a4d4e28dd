"""What fresh users met at the command line after session 27 (trial 28, Old Maid and Whist), the
second part: the command line run in-process leaves the signal handlers as it found them; a
resume given --rules says them again in its hints, and a save in progress finds its rules file
from another folder; changed rules say the way forward; `mogel variants` lists every variant
when one is broken; a rules' reason ends its sentence; Enter alone, a mistyped command and a bot
name in capitals."""

from __future__ import annotations

import io
import json
import shutil
import signal
from pathlib import Path

import pytest

import mogel.__main__ as entry
from conftest import run_cli
from mogel.cli.commands import main

OLD_MAID = Path(__file__).parent / "trial28b" / "old_maid.mm"   # as the trial wrote it
STOPS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def run(capsys, monkeypatch, typed: str, *argv):
    """(exit code, stdout, stderr) of `mogel ARGV` with `typed` as what the person types."""
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return run_cli(capsys, *argv)


def test_the_command_run_in_process_puts_the_signal_handlers_back(capsys, monkeypatch):
    """`run()` set its SIGTERM handler for good: a later SIGTERM in the test process raised
    Terminated inside unrelated code."""
    before = {sig: signal.getsignal(sig) for sig in STOPS}
    for argv in (["check"], ["plya"], ["check", "missing.mm"]):
        monkeypatch.setattr("sys.argv", ["mogel", *argv])
        with pytest.raises(SystemExit):
            entry.run()
        assert {sig: signal.getsignal(sig) for sig in STOPS} == before
    assert run_cli(capsys, "play", "--seed", 1, "--quiet")[0] == 0
    assert {sig: signal.getsignal(sig) for sig in STOPS} == before


def _saved(tmp_path, capsys, monkeypatch) -> Path:
    """A game of Old Maid saved in progress at seat 0, played from `tmp_path` with its rules there."""
    shutil.copy(OLD_MAID, tmp_path / "old_maid.mm")
    monkeypatch.chdir(tmp_path)
    code, out, _ = run(capsys, monkeypatch, "1\nq\n", "play", "old_maid.mm", "--seat", 0, "--players", 3,
                       "--seed", 4, "--save", "s.mogel")
    assert code == 0 and "(go on with: mogel resume s.mogel --seat 0)" in out
    return tmp_path / "s.mogel"


def test_a_save_in_progress_finds_its_rules_file_from_another_folder(tmp_path, capsys, monkeypatch):
    saved = _saved(tmp_path, capsys, monkeypatch)
    head = json.loads(saved.read_text(encoding="utf-8"))
    assert (head["rules_file"], head["rules_path"]) == ("old_maid.mm", str((tmp_path / "old_maid.mm").resolve()))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    shutil.move(saved, elsewhere / "s.mogel")
    monkeypatch.chdir(elsewhere)
    code, out, err = run(capsys, monkeypatch, "q\n", "resume", "s.mogel", "--seat", 0)
    assert (code, err) == (0, "") and "s.mogel still holds it as it was saved" in out


def test_a_resume_given_rules_says_them_in_its_hints(tmp_path, capsys, monkeypatch):
    saved = _saved(tmp_path, capsys, monkeypatch)
    other = tmp_path / "other"
    other.mkdir()
    shutil.move(tmp_path / "old_maid.mm", other / "my rules.mm")   # the save's rules_path no longer holds it
    monkeypatch.chdir(other)
    code, _, err = run(capsys, monkeypatch, "q\n", "resume", saved, "--seat", 0)
    assert code == 1 and "give it with --rules FILE" in err
    again = f"mogel resume {saved} --rules 'my rules.mm' --seat 0"
    code, out, _ = run(capsys, monkeypatch, "q\n", "resume", saved, "--seat", 0, "--rules", "my rules.mm")
    assert code == 0 and f"(add --save FILE to keep it: {again} --save FILE)" in out
    code, out, _ = run(capsys, monkeypatch, "1\nq\n", "resume", saved, "--seat", 0, "--rules", "my rules.mm",
                       "--save", "t.mogel", "--log", "t.jsonl")
    assert code == 0 and "(go on with: mogel resume t.mogel --rules 'my rules.mm' --seat 0)" in out
    assert "it is written when the game ends: mogel resume t.mogel --rules 'my rules.mm' --seat 0 --log t.jsonl" in out


@pytest.mark.parametrize("lang, says", [
    ("en", "; to go on, use the rules text it was saved with (its SHA-256 begins {sha}): put the file back as it "
           "was, or give a copy of it with --rules FILE; or start a new game"),
    ("de", "; um weiterzumachen, nimm den Regeltext, mit dem sie gespeichert wurde (sein SHA-256 beginnt mit {sha}): "
           "stelle die Datei wieder her, wie sie war, oder gib eine Kopie davon mit --rules DATEI an; oder beginne "
           "eine neue Partie")])
def test_rules_changed_since_the_save_say_the_way_forward(tmp_path, capsys, monkeypatch, lang, says):
    saved = _saved(tmp_path, capsys, monkeypatch)
    sha = json.loads(saved.read_text(encoding="utf-8"))["rules_sha256"][:12]
    with open(tmp_path / "old_maid.mm", "a", encoding="utf-8") as rules:
        rules.write("# changed\n")
    for command in ("resume", "replay"):
        code, _, err = run(capsys, monkeypatch, "q\n", command, saved, "--seat", 0, "--lang", lang)
        assert code == 1 and err.rstrip().endswith(says.format(sha=sha))


@pytest.mark.parametrize("lang, marked", [("en", "  [does not check: line 70: 'previous' takes one player: write "
                                                 "previous(active)]"),
                                          ("de", "  [pr\u00fcft nicht: Zeile 70: 'previous' nimmt einen Spieler: "
                                                 "schreib previous(active)]")])
def test_variants_lists_every_variant_and_marks_the_broken_one(tmp_path, capsys, lang, marked):
    broken = tmp_path / "broken.mm"
    broken.write_text(OLD_MAID.read_text(encoding="utf-8").replace("previous(p)", "previous(p, q)"), encoding="utf-8")
    code, out, err = run_cli(capsys, "variants", broken, "--lang", lang)
    assert code == 1
    assert out.splitlines() == ["from_the_right  draw from the player on your right instead" + marked,
                                "dealer_draws    nobody picks: the card drawn is taken at random"]
    assert f"{broken}:70:27: " in err   # the error itself, located, as before
    code, out, err = run_cli(capsys, "variants", OLD_MAID)
    assert code == 0 and "does not check" not in out


def test_variants_of_rules_that_do_not_check_list_nothing(tmp_path, capsys):
    broken = tmp_path / "broken.mm"
    broken.write_text(OLD_MAID.read_text(encoding="utf-8").replace("players: 2 to 6", "players: 2 to"),
                      encoding="utf-8")
    code, out, err = run_cli(capsys, "variants", broken)
    assert (code, out) == (1, "") and err


def test_a_reason_of_the_rules_ends_its_sentence(capsys):
    code, out, _ = run_cli(capsys, "play", OLD_MAID, "--players", 3, "--seed", 4)
    told = [line for line in out.splitlines() if "left holding" in line]
    assert code == 0 and told and all(line.endswith("scores 1 point: left holding the Old Maid.") for line in told)


def test_a_quiet_resume_ends_its_line(tmp_path, capsys):
    saved = tmp_path / "part.mogel"
    assert run_cli(capsys, "play", "--seed", 5, "--stop-after", 1, "--save", saved, "--quiet")[0] == 0
    code, out, _ = run_cli(capsys, "resume", saved, "--quiet")
    first = out.splitlines()[0]
    assert code == 0 and first.startswith(f"resumed {saved} after ") and first.endswith(", as saved")


@pytest.mark.parametrize("lang, says", [
    ("en", "Nothing typed: type one of the options, a number from 1 to 7 or the start of one option's words; ? "
           "shows the table, q stops the game"),
    ("de", "Nichts eingegeben: gib eine der M\u00f6glichkeiten ein, eine Zahl von 1 bis 7 oder den Anfang ihrer "
           "Worte; ? zeigt den Tisch, q beendet die Partie")])
def test_enter_alone_at_a_question_is_told_to_type_an_option(capsys, monkeypatch, lang, says):
    code, out, _ = run(capsys, monkeypatch, "\n  \nq\n", "play", OLD_MAID, "--seat", 0, "--players", 3, "--seed", 4,
                       "--lang", lang)
    assert code == 0 and out.count(says) == 2 and "''" not in out and "\u201e\u201c" not in out


@pytest.mark.parametrize("argv, says", [
    (["plya"], "invalid choice: 'plya' (choose from 'check', 'compile', 'play', 'resume', 'replay', 'simulate', "
               "'variants', 'games', 'app') (did you mean 'play'?)"),
    (["plya", "--lang", "de"], "(meintest du 'play'?)"),
    (["play", "--lang", "DE"], "(did you mean 'de'?)")])
def test_a_mistyped_command_or_choice_gets_a_did_you_mean(capsys, argv, says):
    with pytest.raises(SystemExit) as done:   # argparse's errors exit
        main(argv)
    err = capsys.readouterr().err
    assert done.value.code == 2 and says in err and len(err.splitlines()) == 1


def test_a_mistyped_bot_gets_a_did_you_mean(capsys):
    code, _, err = run_cli(capsys, "play", "--bots", "randm,honest")
    assert code == 2 and "unknown bot 'randm': choose from random, honest, sneaky, search (did you mean 'random'?)" in err


def test_a_bot_name_in_capitals_is_that_bot(capsys):
    code, out, err = run_cli(capsys, "play", "--bots", "RANDOM,Honest,sneaky:cheat_rate=0.3,search", "--seed", 1,
                             "--quiet")
    assert (code, err) == (0, "") and "(search)" in out and "(random)" in out
