"""The command line's errors in a German session (`--lang de`): a German sentence says what
went wrong, then "Meldung auf Englisch:" and the English message as an English session
prints it (the engine's located message, argparse's, a saved game's); the checker's messages
are German themselves, at the same places (file:line:col, the line, the caret).  English
sessions print exactly what they did before.

Each case runs through `mogel.cli.commands.main` and compares the German output with the English
one of the same command, so an English message is shown whole, never half translated.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import mogel
import mogel.__main__ as entry
from mogel.__main__ import Terminated
from mogel.cli.commands import main
from conftest import run_cli as run

ROOT = Path(__file__).resolve().parents[2]
RULES_TEXT = (ROOT / "rules.mm").read_text(encoding="utf-8")
ENGLISH = "Meldung auf Englisch: "



def refused(capsys, *argv):
    """(exit code, stderr) of a command line argparse refuses."""
    with pytest.raises(SystemExit) as done:
        main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err
    return done.value.code, err


def test_a_broken_rules_file_played_in_german_tells_the_same_lines_as_in_english_translated(tmp_path, capsys):
    """The German session put a heading line before the messages that the English one did not."""
    broken = tmp_path / "broken.mm"
    broken.write_text(RULES_TEXT.replace("role guard:", "role guard", 1), encoding="utf-8")
    code, out, english = run(capsys, "play", broken)
    assert (code, out) == (1, "") and english.startswith(f"{broken}:")
    code, out, german = run(capsys, "play", broken, "--lang", "de")
    assert (code, out) == (1, "")
    *told, count = german.splitlines()
    assert count == "1 Fehler" and english.endswith("\n1 error\n")
    assert told_as(told, german_of(english.splitlines()[:-1]))


@pytest.mark.parametrize("argv, english", [
    (["--players", "9"], "Cheating Moth is played by 3 to 5 players, not 9: give --players from 3 to 5"),
    (["--variant", "nope"], "rules.mm: unknown variant 'nope'; `mogel variants` lists them"),
])
def test_a_usage_error_after_the_arguments_are_read_is_announced_in_german(capsys, argv, english):
    code, out, err = run(capsys, "play", *argv)
    assert (code, out, err) == (2, "", f"mogel: error: {english}\n")
    code, out, err = run(capsys, "play", *argv, "--lang", "de")
    assert (code, out) == (2, "")
    assert err == f"mogel: Der Befehl ist so nicht richtig. {ENGLISH}{english}\n"


@pytest.mark.parametrize("argv", [
    ["play", "--lang", "de", "--seed", "x"],
    ["play", "--seed", "x", "--lang=de"],
    ["play", "--seed", "x", "--la", "de"],          # argparse takes an abbreviation
    ["play", "--lang", "en", "--seed", "x", "--lang", "de"],   # the last one counts, as for argparse
])
def test_argparse_errors_come_before_lang_is_read_and_are_german_all_the_same(capsys, argv):
    english = refused(capsys, *[a for a in argv if a not in ("--lang", "en", "de", "--lang=de", "--la")])[1]
    assert english == "mogel: error: argument --seed: a whole number written with the digits 0 to 9, not 'x' (`mogel play --help` lists the options)\n"
    code, german = refused(capsys, *argv)
    assert code == 2
    assert german == (f"mogel: Der Befehl ist so nicht richtig (`mogel play --help` zeigt alle Optionen). "
                      f"{ENGLISH}argument --seed: a whole number written with the digits 0 to 9, not 'x'\n")


@pytest.mark.parametrize("argv", [["play", "--lang", "fr"], ["play", "--seed", "x", "--", "--lang", "de"],
                                  ["play", "--seed", "x", "--lang"]])
def test_no_german_asked_for_keeps_argparse_errors_english(capsys, argv):
    code, err = refused(capsys, *argv)
    assert code == 2 and err.startswith("mogel: error: ") and ENGLISH not in err


@pytest.mark.parametrize("argv", [["play", "--lang", "de", "--bogus"], ["play", "--bogus", "--lang=de"]])
def test_an_unknown_option_of_play_points_to_mogel_play_help_in_german(capsys, argv):
    code, err = refused(capsys, *argv)
    assert code == 2 and err == (f"mogel: Der Befehl ist so nicht richtig (`mogel play --help` zeigt alle "
                                 f"Optionen). {ENGLISH}unrecognized arguments: --bogus\n")


def test_a_replay_without_its_file_is_refused_in_german(capsys):
    code, err = refused(capsys, "replay", "--lang", "de")
    assert code == 2 and err == (f"mogel: Der Befehl ist so nicht richtig (`mogel replay --help` zeigt alle "
                                 f"Optionen). {ENGLISH}the following arguments are required: file\n")


def test_a_file_that_is_no_saved_game_is_told_in_german(tmp_path, capsys):
    notes = tmp_path / "notes.mogel"
    notes.write_text("my notes\n", encoding="utf-8")
    code, out, english = run(capsys, "replay", notes)
    assert (code, out, english) == (1, "", f"mogel: {notes}: not a mogel saved game (it does not start with '{{')\n")
    code, out, german = run(capsys, "replay", notes, "--lang", "de")
    assert (code, out) == (1, "")
    assert german == (f"mogel: Die gespeicherte Partie l\u00e4sst sich nicht nachspielen: {notes}: keine gespeicherte "
                      f"mogel-Partie (sie beginnt nicht mit '{{')\n")


def test_a_missing_rules_file_is_announced_in_german(tmp_path, capsys):
    missing = tmp_path / "missing.mm"
    code, _, english = run(capsys, "play", missing)
    assert code == 1 and english == f"mogel: {missing}: no such rules file\n"
    code, _, german = run(capsys, "play", missing, "--lang", "de")
    assert code == 1
    assert german == f"mogel: Der Befehl konnte nicht ausgef\u00fchrt werden. {ENGLISH}{missing}: no such rules file\n"


def stopping_log(tmp_path, capsys) -> Path:
    """A log of three honest bots whose rules have no 300-turn limit, with the seed (22) and
    the decisions of a game whose third round goes round in a circle: replaying it stops
    where playing it stopped.  (Playing writes no log of a stopped game; this is one written
    by hand, as a teacher might to show the loop.)"""
    rules = tmp_path / "circle.mm"
    rules.write_text(RULES_TEXT.replace(" or stalemate or endless", " or stalemate", 1), encoding="utf-8")
    finished = tmp_path / "finished.jsonl"
    assert run(capsys, "play", rules, "--bots", "honest", "--players", "3", "--quiet", "--log", finished)[0] == 0
    game = mogel.Game(mogel.load_rules(rules), [mogel.HonestBot() for _ in range(3)], seed=22)
    with pytest.raises(mogel.RulesRuntimeError):
        game.play()
    header = json.loads(finished.read_text(encoding="utf-8").splitlines()[0])
    stopped = tmp_path / "stopped.jsonl"
    stopped.write_text(json.dumps({**header, "seed": 22}) + "\n"
                       + json.dumps({"type": "decisions", "decisions": list(game.record().decisions)}) + "\n",
                       encoding="utf-8")
    return stopped


def test_a_replay_that_the_rules_stop_is_told_in_german_with_the_engines_message(tmp_path, capsys):
    stopped = stopping_log(tmp_path, capsys)
    code, out, english = run(capsys, "replay", stopped)
    assert (code, out) == (1, "")
    assert english.startswith(f"mogel: {stopped}: the saved decisions do not replay: ")
    engine = english[len(f"mogel: {stopped}: the saved decisions do not replay: "):]
    assert engine.startswith(f"{tmp_path / 'circle.mm'}:") and "round 3 did not end after 2000 turns" in engine
    code, out, german = run(capsys, "replay", stopped, "--lang", "de")
    assert (code, out) == (1, "")
    assert german == (f"mogel: Beim Nachspielen von {stopped} wurde die Partie wegen eines Fehlers in den Regeln "
                      f"abgebrochen. {ENGLISH}{engine}")


def german_of(english_lines):
    """What a German session must print for the English lines of checker messages: each message
    line (`FILE:LINE:COL: ...`) with the same place and another (German) text; the rules line
    and the caret under it unchanged."""
    return [re.compile(re.escape(line.split(": ", 1)[0]) + r": (?!" + re.escape(line.split(": ", 1)[1]) + r"$).+")
            if not line.startswith("    ") else line for line in english_lines]


def told_as(german_lines, expected):
    return len(german_lines) == len(expected) and all(
        e.fullmatch(g) if isinstance(e, re.Pattern) else e == g for g, e in zip(german_lines, expected))


def test_check_in_german_tells_the_checkers_errors_in_german_at_the_same_places_and_counts_them(tmp_path, capsys):
    broken = tmp_path / "broken.mm"
    broken.write_text(RULES_TEXT.replace("role guard:", "role guard", 1), encoding="utf-8")
    code, out, english = run(capsys, "check", broken)
    assert (code, out) == (1, "") and english.endswith("\n1 error\n")
    code, out, german = run(capsys, "check", broken, "--lang", "de")
    assert (code, out) == (1, "")
    *told, count = german.splitlines()   # no heading line the English output lacks
    assert count == "1 Fehler" and told[0].startswith(f"{broken}:")
    assert told_as(told, german_of(english.splitlines()[:-1]))
    assert "diese Zeile ist tiefer eingerückt als die Zeilen ihres Blocks" in german


def test_check_in_german_tells_the_notes_in_german_and_says_ok_as_english_does(capsys):
    code, english, err = run(capsys, "check", "--notes")
    assert (code, err) == (0, "") and english.endswith("\nok\n") and "note: " in english
    code, german, err = run(capsys, "check", "--notes", "--lang", "de")
    *told, ok = german.splitlines()   # no heading line the English output lacks
    assert (code, err, ok) == (0, "", "ok") and told[0].startswith("rules.mm:")
    assert told_as(told, german_of(english.splitlines()[:-1])) and ": Hinweis: die Karte 'moth'" in german
    assert run(capsys, "check", "--lang", "de") == (0, "ok\n", "")   # nothing shown: nothing to announce


def test_variants_in_german_lists_the_german_descriptions_else_the_english(tmp_path, capsys):
    """A description given per language (`description: en "...", de "..."`) is listed in the
    session's language; one given as one text is English, and stays so in German."""
    rules = mogel.load_rules()
    code, english, _ = run(capsys, "variants")
    code_de, german, err = run(capsys, "variants", "--lang", "de")
    assert (code, code_de, err) == (0, 0, "")
    for name, variant in rules.variants.items():
        texts = dict(variant.descriptions)
        assert re.search(rf"^{name} +{re.escape(texts['en'])}$", english, re.MULTILINE)
        assert re.search(rf"^{name} +{re.escape(texts['de'])}$", german, re.MULTILINE)
    one_text = tmp_path / "one_text.mm"
    one_text.write_text(re.sub(r"(?ms)^variant (?!quick_game).*?(?=^\S|\Z)", "", RULES_TEXT).replace(
        f'en "{dict(rules.variants["quick_game"].descriptions)["en"]}", \\\n', "").replace(
        f'de "{dict(rules.variants["quick_game"].descriptions)["de"]}"', '"two rounds"'), encoding="utf-8")
    assert run(capsys, "variants", one_text, "--lang", "de") == (0, "quick_game  two rounds\n", "")
    plain = tmp_path / "plain.mm"
    plain.write_text(re.sub(r"(?ms)^variant .*?(?=^\S|\Z)", "", RULES_TEXT), encoding="utf-8")
    assert run(capsys, "variants", plain) == (0, "this rules file has no variants\n", "")
    assert run(capsys, "variants", plain, "--lang", "de") == (0, "Diese Regeldatei hat keine Varianten.\n", "")


def test_simulate_in_german_prints_a_german_summary_with_the_same_numbers_and_english_columns(tmp_path, capsys):
    pytest.importorskip("pandas")
    from mogel.lab import COLUMNS
    runs = {}
    for lang in ("en", "de"):
        out = tmp_path / f"{lang}.csv"
        code, printed, err = run(capsys, "simulate", "--games", "2", "--workers", "1", "--out", out, "--lang", lang)
        assert (code, err) == (0, "")
        runs[lang] = re.sub(r" in \d+[.,]\d s \((\d+([.,]\d)? (rounds|Runden)/s|\d+[.,]\d s/(round|Runde))\)", "", printed).splitlines()
    en, de = runs["en"], runs["de"]
    assert en[-1] == f"results written to {tmp_path / 'en.csv'}"
    assert de[-1] == f"Ergebnisse geschrieben: {tmp_path / 'de.csv'}"
    assert "Englisch" not in "\n".join(de) and len(de) == len(en)
    rounds = en[0].split()[2]
    assert en[0] == f"2 games, {rounds} rounds; seed 0; variants: none"
    assert de[0] == f"2 Partien, {rounds} Runden; Startwert 0; Varianten: keine"
    assert de[1] == "Sitz  Bot            Punkte/Runde  Siegquote  Schummeleien/Runde  erwischt (% seiner Schummeleien)"
    assert [line.split()[1] for line in de[2:6]] == ["Zufalls-Bot", "ehrlicher", "gerissener", "Zufalls-Bot"]
    number = r"\d+\.\d+%?"
    for english, german in zip(en[2:-1], de[2:-1]):   # the seats and the mean round length: a decimal comma
        assert re.findall(number.replace(r"\.", ","), german) == [
            n.replace(".", ",") for n in re.findall(number, english)] != []
    assert de[-2].startswith("mittlere Rundenl\u00e4nge: ") and de[-2].endswith(" Z\u00fcge")
    written = [(tmp_path / f"{lang}.csv").read_text(encoding="utf-8") for lang in ("en", "de")]
    assert written[0] == written[1] and written[1].splitlines()[0] == ",".join(COLUMNS)   # data: English names


@pytest.mark.parametrize("argv, english", [
    (["simulate", "--games", "0"], "--games must be a positive number, not 0"),
    (["check", "--variant", "nope"], "rules.mm: unknown variant 'nope'; `mogel variants` lists them"),
])
def test_the_usage_errors_of_check_and_simulate_are_announced_in_german(capsys, argv, english):
    assert run(capsys, *argv) == (2, "", f"mogel: error: {english}\n")
    assert run(capsys, *argv, "--lang", "de") == (2, "", f"mogel: Der Befehl ist so nicht richtig. {ENGLISH}{english}\n")


def test_a_missing_rules_file_is_announced_in_german_by_variants(tmp_path, capsys):
    missing = tmp_path / "missing.mm"
    assert run(capsys, "variants", missing, "--lang", "de") == (
        1, "", f"mogel: Der Befehl konnte nicht ausgef\u00fchrt werden. {ENGLISH}{missing}: no such rules file\n")


@pytest.mark.parametrize("command", ["check", "simulate", "variants"])
def test_check_simulate_and_variants_speak_only_the_languages_of_the_narration(capsys, command):
    code, err = refused(capsys, command, "--lang", "fr")
    assert code == 2 and "argument --lang: invalid choice: 'fr'" in err


def test_ctrl_c_is_told_in_german_in_a_german_session(capsys, monkeypatch):
    def interrupted(self):
        raise KeyboardInterrupt
    monkeypatch.setattr("mogel.play.game.Game.play", interrupted)
    assert run(capsys, "play", "--lang", "de") == (130, "", "mogel: abgebrochen\n")
    assert run(capsys, "play") == (130, "", "mogel: interrupted\n")


@pytest.mark.parametrize("stop, code, english, german", [
    (KeyboardInterrupt, 130, "mogel: interrupted\n", "mogel: abgebrochen\n"),
    (Terminated, 143, "mogel: terminated\n", "mogel: beendet\n"),
])
def test_a_stop_while_the_command_line_loads_is_told_in_the_language_of_the_raw_arguments(
        capsys, monkeypatch, stop, code, english, german):
    """Ctrl-C or SIGTERM before argparse has read `--lang` (mogel.__main__.run reads it itself)."""
    def stopped(*args, **kwargs):
        raise stop
    monkeypatch.setattr("mogel.cli.commands.main", stopped)
    for argv, says in ((["check", "--lang", "de"], german), (["check", "--lang=de", "--", "x"], german),
                       (["check"], english), (["check", "--lang", "fr"], english)):
        monkeypatch.setattr("sys.argv", ["mogel", *argv])
        with pytest.raises(SystemExit) as done:
            entry.run()
        assert (done.value.code, *capsys.readouterr()) == (code, "", says)
