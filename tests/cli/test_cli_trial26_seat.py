"""What a teacher's trial found at a seat played at the terminal (trial 26, Durak and Spades: games
of levels with no level called `round`): the table marks the seat being asked, names the running
levels and their points by their display names, shows every face of a pile all seats see; a
choice's rules line that is cut says so; a prefix of several options and bytes that are not
UTF-8 get lines of their own."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import mogel
from mogel.cli.seat import TerminalSeat, table_lines
from mogel.errors import Span
from mogel.present.seat_words import WORDS, heading
from mogel.present.timeline import rule_line
from mogel.runtime.events import Decision

from conftest import run_cli

HERE = Path(__file__).parent / "trial26"
DURAK, SPADES = HERE / "durak.mm", HERE / "spades.mm"
ROOT = Path(__file__).resolve().parents[2]


def run(capsys, monkeypatch, typed: str, *argv):
    """(exit code, stdout, stderr) of `mogel ARGV` with `typed` as what the person types."""
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return run_cli(capsys, *argv)


def tables(out: str):
    """The tables printed (each a list of its lines, without their indent)."""
    found = []
    for block in out.split("The table as you see it:\n" if "The table" in out else "Der Tisch, wie du ihn siehst:\n")[1:]:
        lines = []
        for line in block.splitlines():
            if not line.startswith("  "):
                break
            lines.append(line[2:])
        found.append(lines)
    return found


def test_the_seat_asked_in_a_level_s_setup_is_marked_and_the_hand_named(capsys, monkeypatch):
    """Spades: seat 2 bids in the hand's `setup:` while Ada is the level's active seat; the table
    said "Ada ▶ to play", "Before the first round" and "this round 0" in a game of hands."""
    code, out, err = run(capsys, monkeypatch, "q\n", "play", SPADES, "--seat", 2, "--seed", 5)
    assert (code, err) == (0, "")
    table = tables(out)[0]
    marked = [line for line in table if "\u25b6" in line]
    assert marked == ["Cy (you) \u25b6 to play: this hand 0, total 0"] and table[0] == "Hand 1"
    assert "round" not in " ".join(table)
    code, out, err = run(capsys, monkeypatch, "q\n", "play", SPADES, "--seat", 2, "--seed", 5, "--lang", "de")
    table = tables(out)[0]
    assert table[0] == "Spiel 1" and "Cy (du) \u25b6 ist am Zug: dieses Spiel 0, gesamt 0" in table


def test_a_defender_asked_is_marked_not_the_bout_s_starter(capsys, monkeypatch):
    """Durak: Ada defends and is asked, Cy started the bout (the level's active seat)."""
    code, out, err = run(capsys, monkeypatch, "1\n1\n?\nq\n", "play", DURAK, "--seat", 0, "--players", 3,
                         "--bots", "honest,sneaky", "--seed", 4)
    assert (code, err) == (0, "")
    for table in tables(out):
        assert table[0] == "Game 1, bout 1"
        assert [line for line in table if "\u25b6" in line] == ["Ada (you) \u25b6 to play: this game 0, total 0"]


def test_a_pile_every_seat_sees_shows_the_faces_of_its_cards(capsys, monkeypatch):
    """Durak's beaten cards showed only their top card ("the queen of spades on top (2 cards)")."""
    code, out, _ = run(capsys, monkeypatch, "1\n1\n?\nq\n", "play", DURAK, "--seat", 0, "--players", 3,
                       "--bots", "honest,sneaky", "--seed", 4)
    assert code == 0
    beaten = [line for table in tables(out) for line in table if line.startswith("beaten cards")]
    assert "beaten cards (2, top last): the 8 of spades, the queen of spades" in beaten


def test_a_long_pile_seen_by_all_shows_its_last_cards_at_a_question_and_all_of_them_for_help():
    game = mogel.Game(mogel.load_rules(DURAK), [mogel.Human(), "random", "random"], seed=4)
    decision = game.advance()
    state = game.state
    slot = next(slot for slot, zone in enumerate(state.layout.slot_zone) if zone == "covered")
    state.zones[slot][:] = [card for pile in state.zones[:slot] + state.zones[slot + 1:] for card in pile][:12]
    seat = TerminalSeat(game, 0, "en")
    short = next(line for line in table_lines(seat, state, decision) if line.startswith("beaten cards"))
    full = next(line for line in table_lines(seat, state, decision, full=True) if line.startswith("beaten cards"))
    assert short.startswith("beaten cards (12, top last): 4 below, ") and short.count(", ") == 1 + 1 + 7
    assert full.startswith("beaten cards (12, top last): ") and "below" not in full and full.count(", ") == 1 + 11
    assert full.endswith(short.split("4 below, ")[1])
    german = TerminalSeat(game, 0, "de")
    assert any(line.startswith("Tisch (12, die oberste zuletzt): 4 darunter, ")
               for line in table_lines(german, state, decision))


def test_a_seat_asked_whether_to_accuse_is_marked_to_decide():
    game = mogel.Game(mogel.load_rules(), [mogel.Human(), "random", "random", "random"], seed=3)
    game.advance()
    asked = Decision(2, "accuse", [None, 1], None)
    lines = table_lines(TerminalSeat(game, 0, "en"), game.state, asked)
    assert [line for line in lines if "\u25b6" in line] == [line for line in lines if line.startswith("Cy \u25b6 to decide")]
    assert any(line.startswith("Cy \u25b6 to decide: this round ") for line in lines)


def test_before_any_level_the_table_names_the_first_part_by_its_name():
    for rules, en, de in ((SPADES, "Before the first hand", "Vor dem ersten Spiel"),
                          (DURAK, "Before the first game", "Vor dem ersten Spiel"),
                          (None, "Before the first round", "Vor der ersten Runde")):
        game = mogel.Game(mogel.load_rules(rules) if rules else mogel.load_rules(), ["random"] * 4, seed=1)
        assert (heading(game, game.state, WORDS["en"], "en"), heading(game, game.state, WORDS["de"], "de")) == (en, de)


def test_a_choice_whose_rules_block_is_cut_ends_its_line_with_an_ellipsis(capsys, monkeypatch):
    """The bid quoted `... b5 (en "5 tricks", de "5 Stiche")` and stopped there: b6 to b13 missing
    with no sign."""
    code, out, _ = run(capsys, monkeypatch, "q\n", "play", SPADES, "--seat", 1, "--seed", 5)
    quoted = next(line for line in out.splitlines() if "spades.mm:153" in line)
    assert quoted.endswith('b5 (en "5 tricks", de "5 Stiche") \u2026') and "b6" not in quoted
    game = mogel.Game(mogel.load_rules(SPADES), ["random"] * 4, seed=5)
    whole = rule_line(game, Span(game.rules.file, 172, 22))   # the blind-nil choice: its two options
    assert whole.endswith('normal (en "I will look at my cards.", de "Ich sehe mir meine Karten an.")')
    assert rule_line(game, Span(game.rules.file, 153, 17)).splitlines()[-1] == "        \u2026"


def test_the_start_of_several_options_says_so(capsys, monkeypatch):
    """'play' starts "Play the jack of spades", "Play ...": it was "not one of the options"."""
    table = ("play", DURAK, "--seat", 0, "--players", 2, "--bots", "honest", "--seed", 2)
    code, out, _ = run(capsys, monkeypatch, "play\nq\n", *table)
    assert code == 0 and ("'play' is the start of more than one option (1, 2, 3, 4, 5 and 6): type its number, "
                          "or more of its words") in out
    code, out, _ = run(capsys, monkeypatch, "spiel\nq\n", *table, "--lang", "de")
    assert code == 0 and ("\u201espiel\u201c ist der Anfang mehrerer M\u00f6glichkeiten (1, 2, 3, 4, 5 und 6): "
                          "gib ihre Zahl ein oder mehr von ihren Worten") in out
    code, out, _ = run(capsys, monkeypatch, "xyz\nq\n", *table)
    assert "'xyz' is not one of the options" in out


def test_bytes_that_are_not_utf8_are_said_back_escaped_not_raw():
    """`printf '\\xff\\xfe\\n'` at the prompt was echoed back raw; under a locale whose standard input
    is strict UTF-8 it was a traceback."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MOGEL_CACHE": "0"}
    for encoding in ("utf-8:strict", "utf-8:surrogateescape"):
        done = subprocess.run([sys.executable, "-m", "mogel", "play", str(DURAK), "--seat", "0", "--players", "2",
                               "--bots", "honest", "--seed", "2"], input=b"\xff\xfe\x07\nq\n", capture_output=True,
                              env={**env, "PYTHONIOENCODING": encoding}, timeout=120)
        assert done.returncode == 0 and b"Traceback" not in done.stderr
        assert b"'\\xff\\xfe\\x07' is not one of the options" in done.stdout and b"\xff" not in done.stdout
