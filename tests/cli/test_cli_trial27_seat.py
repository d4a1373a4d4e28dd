"""What a teacher's trial found at a seat played at the terminal (trial 27, Old Maid: a game in
which nobody ever decides, the draw being blind): a seat never asked is shown its table after the
deal and whenever its own cards changed, and the game waits for Enter before each part of it
(`Press Enter to play on`: `?` shows the table, `q` stops and saves, the end of the input plays on);
a game the rules stop tells what happened since the person's last answer before the message."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from conftest import run_cli

HERE = Path(__file__).parent / "trial27"
OLD_MAID = HERE / "oldmaid.mm"
ROOT = Path(__file__).resolve().parents[2]
GO_ON = {"en": "Press Enter to play on (? shows the table, q stops):",
         "de": "Drück Enter, um weiterzuspielen (? zeigt den Tisch, q hört auf):"}


def run(capsys, monkeypatch, typed: str, *argv):
    """(exit code, stdout, stderr) of `mogel ARGV` with `typed` as what the person types."""
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    return run_cli(capsys, *argv)


def own_hands(out: str, me: str = "Ada (you"):
    """The seat's own hand line of each table printed, in order."""
    lines = out.splitlines()
    return [lines[n + 1] for n, line in enumerate(lines) if line.startswith("  " + me)]


def test_a_seat_never_asked_sees_its_hand_after_the_deal_and_whenever_it_changes(capsys, monkeypatch):
    """Before, `--seat 0` of Old Maid scrolled the whole game past without one table: the seat read
    "17 cards are dealt", never which.  Now its first table follows the deal and the pairs laid,
    with the faces of its own hand, and a table follows each turn after its cards changed only."""
    code, out, err = run(capsys, monkeypatch, "", "play", OLD_MAID, "--seat", 0, "--players", 3, "--seed", 4)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    first = lines.index("The table as you see it:")
    assert first > next(n for n, line in enumerate(lines) if "cards are dealt" in line)
    hands = own_hands(out)
    assert len(hands) > 5 and hands[0].startswith("    hand (9): the ")
    assert all(a != b for a, b in zip(hands, hands[1:]))   # a table only where the seat's cards changed
    assert hands[-1] == "    hand (0): empty" or "queen" in hands[-1]   # the game's end: the seat's last cards
    assert GO_ON["en"] not in out   # a game of one round: no part to wait before


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_game_waits_for_enter_before_each_part_and_q_there_saves_it(tmp_path, capsys, monkeypatch, lang):
    """A match of five rounds: after each round the seat was not asked in, the game waits for Enter;
    `?` there shows the table, `q` stops it, saved with --save before the next round, and the
    resumed game goes on from that round, waiting again."""
    saved = tmp_path / "om.mogel"
    code, out, err = run(capsys, monkeypatch, "\n?\nq\n", "play", OLD_MAID, "--seat", 0, "--players", 3, "--seed", 4,
                         "--variant", "match_of_five", "--save", saved, "--lang", lang)
    assert (code, err) == (0, "") and saved.exists()
    assert out.count(GO_ON[lang]) == 3   # before round 2 (Enter), before round 3 (?, then q)
    between = out.split(GO_ON[lang])[2]
    assert ("The table as you see it:" if lang == "en" else "Der Tisch, wie du ihn siehst:") in between
    assert ("Round 3" if lang == "en" else "Runde 3") not in out
    code, out, err = run(capsys, monkeypatch, "\n" * 5, "resume", saved, "--seat", 0, "--lang", lang)
    assert (code, err) == (0, "")
    assert out.count(GO_ON[lang]) == 2 and "R5" in out   # before rounds 4 and 5, then the scores


def test_the_end_of_the_input_at_a_wait_plays_on_to_the_end(capsys, monkeypatch):
    """Piped input that ends (`< /dev/null`) does not stop a game the seat decides nothing in."""
    code, out, err = run(capsys, monkeypatch, "", "play", OLD_MAID, "--seat", 1, "--players", 4, "--seed", 2,
                         "--variant", "match_of_five")
    assert (code, err) == (0, "")
    assert out.count(GO_ON["en"]) == 1 and "R5" in out and "Winner" in out


def test_a_seat_asked_questions_is_not_kept_waiting(capsys, monkeypatch):
    """rules.mm asks seat 0 at its turns: no wait between rounds eats an answer typed."""
    code, out, err = run(capsys, monkeypatch, "1\n" * 400, "play", "--seat", 0, "--seed", 3)
    assert (code, err) == (0, "") and GO_ON["en"] not in out


def test_a_stopped_seat_game_tells_the_person_s_last_answer_before_the_message(capsys, monkeypatch):
    """Before, the person's question was followed at once by the stop: what the answer did was not
    told (a bots' game tells it).  Now the seat's log since its answer comes first."""
    monkeypatch.setattr("mogel.runtime.levels.MAX_PARTS", 15)   # round 1 of rules.mm does not end in 15 turns
    code, out, err = run(capsys, monkeypatch, "1\n" * 40, "play", "--seat", 0, "--seed", 0)
    assert code == 1 and "15" in err
    after = out.split("Type a number from 1 to")[-1].splitlines()[1:]
    assert after and after[0].startswith("Ada ")


def test_a_stopped_game_the_seat_decides_nothing_in_tells_its_moves(tmp_path, capsys, monkeypatch):
    """Old Maid stopped by its rules in the first turn: the deal and the moves are told, not only the error."""
    rules = tmp_path / "om_stop.mm"
    text = OLD_MAID.read_text(encoding="utf-8")
    anchor = "    move 1 card from hand of next(active) at random"
    assert anchor in text
    stop = "    move size(hand of next(active)) - 30 cards from stock to pairs\n"
    rules.write_text(text.replace(anchor, stop + anchor, 1), encoding="utf-8")
    code, out, err = run(capsys, monkeypatch, "", "play", rules, "--seat", 0, "--players", 3, "--seed", 3)
    assert code == 1 and "came out as" in err
    assert "cards are dealt" in out and "The table as you see it:" in out
