"""`mogel play --seat N` in a race the seat may join (`who may`, docs/language.md 10.8): asked as
every race ("press Enter as fast as you can"), it may let the race pass with `p`; a wrong slap is
told and paid; the game saved with such answers resumes and replays (trial 24's Egyptian
Ratscrew with its slap rewritten: tests/cli/trial24/ratscrew_slap.mm)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from conftest import run_cli

RATSCREW = Path(__file__).resolve().parent / "trial24" / "ratscrew_slap.mm"


def _typed(monkeypatch, text: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(text))


@pytest.mark.parametrize("lang, asks", [
    ("en", "Press Enter as fast as you can to run, or type p to let it pass"),
    ("de", "Dr\u00fcck Enter, so schnell du kannst, um mitzulaufen, oder gib p ein")])
def test_the_seat_may_let_every_slap_pass(capsys, monkeypatch, lang, asks):
    _typed(monkeypatch, "p\n" * 6 + "q\n")
    code, out, err = run_cli(capsys, "play", RATSCREW, "--seat", 0, "--players", 2, "--seed", 1, "--bots", "honest",
                             "--lang", lang)
    assert (code, err) == (0, "") and out.count(asks) == 7
    assert "Ada was wrong" not in out and "Ada lag falsch" not in out and "only Ada runs" not in out


def test_a_slap_on_a_pile_that_is_no_pair_is_wrong_and_costs_a_card(capsys, monkeypatch, tmp_path):
    save = tmp_path / "slap.mogel"
    _typed(monkeypatch, "p\n\nq\n")   # the first card let pass, the second slapped with Enter
    code, out, err = run_cli(capsys, "play", RATSCREW, "--seat", 0, "--players", 2, "--seed", 1, "--bots", "honest",
                             "--save", save)
    assert (code, err) == (0, "")
    told = out[out.index("Race (slap): only Ada runs!"):]
    assert told.startswith("Race (slap): only Ada runs!\nRace (slap): Ada was wrong!\n")
    assert "A card goes from Ada's stack to the penalty cards under the pile." in told
    code, out, err = run_cli(capsys, "replay", save, "--quiet")
    assert (code, err) == (0, "") and "identical" in out
    _typed(monkeypatch, "pass\nq\n")
    code, out, err = run_cli(capsys, "resume", save, "--seat", 0)
    assert (code, err) == (0, "") and "type p to let it pass" in out


def test_something_else_than_enter_p_or_seconds_is_asked_again(capsys, monkeypatch):
    _typed(monkeypatch, "maybe\np\nq\n")
    code, out, err = run_cli(capsys, "play", RATSCREW, "--seat", 0, "--players", 2, "--seed", 1, "--bots", "honest")
    assert (code, err) == (0, "") and "'maybe' is no time: press Enter, type the seconds (0.05 to 60), or p to let it pass" in out


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_race_is_quoted_with_its_wrong_block_as_written(capsys, monkeypatch, lang):
    _typed(monkeypatch, "q\n")
    code, out, err = run_cli(capsys, "play", RATSCREW, "--seat", 0, "--players", 2, "--seed", 1, "--bots", "honest",
                             "--lang", lang)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    at = lines.index(f"  {RATSCREW}:107")
    assert lines[at + 1:at + 10] == [
        '    race slap (en "slap", de "Klatschen") among players where may_slap(player) who may, right if slappable '
        '-> fastest as winner:',
        "        do take_pile",
        f"  {RATSCREW}:109",
        "    wrong as hasty:",
        "        if holding(hasty):",
        "            move all cards from penalties to spare",
        "            move 1 card from stack of hasty to penalties",
        "            move all cards from spare to penalties",
        "Press Enter as fast as you can to run, or type p to let it pass (or type your time in seconds):" if lang == "en"
        else "Dr\u00fcck Enter, so schnell du kannst, um mitzulaufen, oder gib p ein, um es vorbeigehen zu lassen "
             "(oder gib deine Zeit in Sekunden ein):"]


def test_a_race_without_a_wrong_block_quotes_only_its_own(capsys, monkeypatch):
    _typed(monkeypatch, "1\n" * 400)
    code, out, err = run_cli(capsys, "play", "--seat", 0, "--seed", 3, "--bots", "honest,honest,honest")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    at = lines.index("  rules.mm:67")
    assert lines[at + 3].startswith("Press Enter as fast as you can") and "wrong as" not in out
