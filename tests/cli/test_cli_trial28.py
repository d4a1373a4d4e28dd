"""What fresh users met at the command line after session 27 (trial 28): a seat's game stopped by
SIGTERM or SIGHUP is saved as Ctrl-C saves it; a save in progress keeps the language it was told
in (an older one without it, or without the player count, resumes in English)."""

from __future__ import annotations

import io
import json
import signal
import subprocess
import sys

import pytest

from conftest import run_cli
from mogel.play.record import _checksum

ANSWERS = "1\n" * 800      # more than a whole game of rules.mm asks
PROMPT = {"en": "Type a number from 1 to", "de": "Gib eine Zahl von 1 bis"}


def run(capsys, monkeypatch, typed: str, *argv):
    """(exit code, stdout, stderr) of `mogel ARGV` with `typed` as what the person types."""
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return run_cli(capsys, *argv)


def _foreground() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize("stop, code, says", [
    (signal.SIGTERM, 143, "mogel: terminated\n"),
    (signal.SIGHUP, 129, "mogel: hung up (the terminal was closed)\n"),
])
def test_a_signal_at_a_question_saves_the_seat_game_as_ctrl_c_does(tmp_path, capsys, monkeypatch, stop, code, says):
    """`kill` (or the terminal closing) while the person thinks: before, the game was lost with
    "mogel: terminated" (SIGHUP: killed without a word); now it is saved at that question, the
    line naming how to go on, and resumes to the game played without stopping."""
    part, whole, done = tmp_path / "part.mogel", tmp_path / "whole.mogel", tmp_path / "done.mogel"
    proc = subprocess.Popen([sys.executable, "-m", "mogel", "play", "--seat", "0", "--seed", "6", "--save", str(part)],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=tmp_path, preexec_fn=_foreground)
    try:
        proc.stdin.write("1\n")
        proc.stdin.flush()
        asked = 0
        for line in proc.stdout:   # the second question: the first was answered
            asked += line.startswith(PROMPT["en"])
            if asked == 2:
                break
        proc.send_signal(stop)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert (proc.returncode, err) == (code, says)
    assert out.splitlines()[-1] == f"game stopped and saved to {part} (go on with: mogel resume {part} --seat 0)"
    assert run(capsys, monkeypatch, ANSWERS, "resume", part, "--seat", 0, "--save", done)[0] == 0
    assert run(capsys, monkeypatch, ANSWERS, "play", "--seat", 0, "--seed", 6, "--save", whole)[0] == 0
    assert done.read_bytes() == whole.read_bytes()


def test_a_signal_while_the_bots_play_is_held_to_the_next_question(tmp_path, capsys, monkeypatch):
    """SIGTERM while a bot decides: the game runs on to the person's question and is saved there."""
    from mogel.agents.simple import RandomBot
    from mogel.cli.text import Terminated

    def terminate(signum, frame):
        raise Terminated(signum)

    part, calls, choose = tmp_path / "part.mogel", [], RandomBot.choose

    def terminated(self, view, decision, rng):
        calls.append(1)
        if len(calls) == 12:
            signal.raise_signal(signal.SIGTERM)
        return choose(self, view, decision, rng)

    monkeypatch.setattr(RandomBot, "choose", terminated)
    before = signal.signal(signal.SIGTERM, terminate)   # as mogel.__main__ sets it
    try:
        with pytest.raises(Terminated):
            run(capsys, monkeypatch, ANSWERS, "play", "--seat", 0, "--seed", 6, "--save", part)
    finally:
        signal.signal(signal.SIGTERM, before)
    out = capsys.readouterr().out
    assert out.splitlines()[-1] == f"game stopped and saved to {part} (go on with: mogel resume {part} --seat 0)"
    assert json.loads(part.read_text(encoding="utf-8"))["waiting"]["seat"] == 0


def test_a_game_resumes_in_the_language_it_was_saved_in(tmp_path, capsys, monkeypatch):
    """Played with --lang de and stopped with q: `mogel resume` went on in English; now in German
    unless --lang says otherwise, and a save by `--stop-after` keeps it too."""
    saved = tmp_path / "de.mogel"
    code, out, _ = run(capsys, monkeypatch, "1\nq\n", "play", "--seat", 0, "--seed", 5, "--save", saved, "--lang", "de")
    assert code == 0 and json.loads(saved.read_text(encoding="utf-8"))["lang"] == "de"
    code, out, _ = run(capsys, monkeypatch, "q\n", "resume", saved, "--seat", 0)
    assert code == 0 and out.startswith(f"{saved} fortgesetzt nach ") and PROMPT["de"] in out
    code, out, _ = run(capsys, monkeypatch, "q\n", "resume", saved, "--seat", 0, "--lang", "en")
    assert code == 0 and out.startswith(f"resumed {saved} after ") and PROMPT["en"] in out
    bots = tmp_path / "bots.mogel"
    assert run(capsys, monkeypatch, "", "play", "--seed", 5, "--stop-after", 1, "--save", bots, "--lang", "de")[0] == 0
    code, out, _ = run(capsys, monkeypatch, "", "resume", bots, "--stop-after", 2, "--save", bots)
    assert code == 0 and out.splitlines()[-1].startswith("Partie nach Runde 2 angehalten und gespeichert")


def test_an_older_save_without_language_or_player_count_resumes_in_english(tmp_path, capsys, monkeypatch):
    """A save in progress written before 'players' (trial 26) and 'lang' (session 28): read as
    before, with the seats' count and English, never a traceback; --lang de still tells it in German."""
    saved = tmp_path / "old.mogel"
    assert run(capsys, monkeypatch, "1\nq\n", "play", "--seat", 0, "--seed", 5, "--save", saved, "--lang", "de")[0] == 0
    body = json.loads(saved.read_text(encoding="utf-8"))
    del body["players"], body["lang"]
    body["checksum"] = _checksum(body)
    saved.write_text(json.dumps(body), encoding="utf-8")
    code, out, err = run(capsys, monkeypatch, "q\n", "resume", saved, "--seat", 0)
    assert (code, err) == (0, "") and out.startswith(f"resumed {saved} after 12 events and 2 decisions")
    code, out, err = run(capsys, monkeypatch, "q\n", "resume", saved, "--seat", 0, "--lang", "de")
    assert (code, err) == (0, "") and out.startswith(f"{saved} fortgesetzt nach 12 Ereignissen")
    code, _, err = run(capsys, monkeypatch, "", "resume", tmp_path / "missing.mogel")
    assert code == 1 and err == f"mogel: {tmp_path / 'missing.mogel'}: no such file\n"


def test_one_point_less_is_singular_as_one_point_more(tmp_path, capsys):
    """German (and English) take the singular for 1 and -1: "bekommt -1 Punkt" (was "-1 Punkte")."""
    from tiny_games import tiny

    rules = tmp_path / "minus.mm"
    rules.write_text(tiny(scoring="        each player scores -1\n        starter scores -2\n"), encoding="utf-8")
    code, out, _ = run_cli(capsys, "play", rules, "--players", 2, "--lang", "de")
    assert code == 0 and "Ada bekommt -1 Punkt." in out and "Ada bekommt -2 Punkte." in out
    assert "-1 Punkte" not in out
    code, out, _ = run_cli(capsys, "play", rules, "--players", 2)
    assert code == 0 and "Ada scores -1 point." in out and "Ada scores -2 points." in out


def test_the_points_of_a_level_in_progress_take_no_possessive_of_a_guessed_gender(tmp_path, capsys):
    """"* läuft noch: Spiel 1 (seine Punkte bisher)" was wrong for a Runde or a Partie (ihre): the
    line names no possessive now, whatever the level is called."""
    saved = tmp_path / "m.mogel"
    code, out, _ = run_cli(capsys, "play", "--game", "mogelei", "--stop-after", 1, "--save", saved, "--lang", "de",
                           "--quiet")
    assert code == 0 and "* l\u00e4uft noch: Spiel 1 (die Punkte bisher)" in out.splitlines()
    assert "seine" not in out


@pytest.mark.parametrize("lang, must, may", [("en", "Give a card away.", "You may give a card away."),
                                             ("de", "Verschenke eine Karte.", "Du darfst eine Karte verschenken.")])
def test_a_compulsory_give_is_asked_as_one(tmp_path, capsys, monkeypatch, lang, must, may):
    """`active gives 1 card ...` (no `may`) was asked "You may give a card away." with no option to
    keep the cards; `active may give` still is."""
    from tiny_games import tiny

    rules = tmp_path / "give.mm"
    for text, asked, not_asked in (("active gives", must, may), ("active may give", may, must)):
        rules.write_text(tiny(turn=f"    {text} 1 card from hand to a chosen player except active\n", limit=4),
                         encoding="utf-8")
        code, out, _ = run(capsys, monkeypatch, "1\n" * 20, "play", rules, "--players", 2, "--seat", 0, "--seed", 1,
                           "--lang", lang)
        lines = out.splitlines()
        assert code == 0 and asked in lines and not_asked not in lines


@pytest.mark.parametrize("target", ["/dev/stdout", "/dev/fd/1"])
def test_simulate_writes_its_rows_to_its_own_standard_output_as_log_does(tmp_path, target):
    """`--out /dev/stdout` was refused ("needs a .csv file or a .parquet file") where `--log
    /dev/stdout` works: the rows are written there as CSV when the games are done, with no
    "results written" line and no temporary file left."""
    pytest.importorskip("pandas")
    import os

    if not os.path.exists(target):
        pytest.skip(f"no {target} here")
    (tmp_path / "tmp").mkdir()
    env = {**os.environ, "TMPDIR": str(tmp_path / "tmp"), "MOGEL_CACHE": "0"}
    out = tmp_path / "f.txt"
    with open(out, "w", encoding="utf-8") as stdout:
        done = subprocess.run([sys.executable, "-m", "mogel", "simulate", "--games", "3", "--out", target],
                              stdout=stdout, stderr=subprocess.PIPE, text=True, env=env, cwd=tmp_path, timeout=300)
    assert (done.returncode, done.stderr) == (0, "")
    lines = out.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("game,round,seat,bot,points,") and not any("results written" in line for line in lines)
    rows = [line for line in lines[1:] if line[:1].isdigit() and line.count(",") == lines[0].count(",")]
    assert len(rows) >= 3 * 4 and {row.split(",")[0] for row in rows} == {"0", "1", "2"}
    assert [name for name in os.listdir(tmp_path / "tmp") if name.startswith("mogel-results.")] == []


def test_the_winners_are_listed_alike_in_the_narration_and_the_score_table(tmp_path, capsys):
    """"The game ends. ... Winners: Ada and Bo." above "Winners: Ada, Bo (...)": now both say
    "Ada and Bo" ("Ada und Bo"), as the notebook's seat and table do."""
    from tiny_games import tiny

    rules = tmp_path / "tie.mm"
    rules.write_text(tiny(scoring="        each player scores 1\n"), encoding="utf-8")
    for lang, said in (("en", "Winners: Ada and Bo (fewest points wins)"),
                       ("de", "Gewinner: Ada und Bo (die wenigsten Punkte gewinnen)")):
        code, out, _ = run_cli(capsys, "play", rules, "--players", 2, "--lang", lang)
        assert code == 0 and out.splitlines()[-1] == said and (" Ada and Bo." in out or " Ada und Bo." in out)


@pytest.mark.parametrize("argv", [("--game", "cheat", "--seat", 0, "--seed", 1), ("--seat", 1, "--seed", 0)])
def test_the_first_question_shows_the_table_once(capsys, monkeypatch, argv):
    """A seat not asked on the first turn was shown its table after the deal and again, its cards
    unchanged, right before its first question: twice with no question in between.  Now once."""
    code, out, _ = run(capsys, monkeypatch, "q\n", "play", *argv)
    before = out[:out.index(PROMPT["en"])]
    assert code == 0 and before.count("The table as you see it:") == 1


def test_a_seat_never_asked_is_still_shown_its_cards_as_they_change(capsys, monkeypatch):
    """What the mark is for (trial 27, Old Maid: nobody ever decides) stays: a table after the
    deal and after each change of the seat's own cards."""
    from pathlib import Path

    oldmaid = Path(__file__).parent / "trial27" / "oldmaid.mm"
    code, out, _ = run(capsys, monkeypatch, "", "play", oldmaid, "--seat", 0, "--players", 3, "--seed", 4)
    assert code == 0 and out.count("The table as you see it:") > 3
