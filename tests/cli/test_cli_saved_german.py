"""Why a saved game cannot be replayed or resumed, told in German with `--lang de` as the other
messages of the command line are (mogel.play.said_saved): a damaged or forged file, a file that is
none, a decision no game could give, the person's seat named wrongly.  The English stays as it was."""

from __future__ import annotations

import io
import json

import pytest

import mogel
import mogel.play.record as rec
from conftest import run_cli
from mogel.play.said_saved import SAY, Refused

RESUME = "mogel: Die gespeicherte Partie l\u00e4sst sich nicht fortsetzen: "
REPLAY = "mogel: Die gespeicherte Partie l\u00e4sst sich nicht nachspielen: "


@pytest.fixture
def saved(tmp_path, capsys, monkeypatch):
    """A game of rules.mm stopped at the person's first question (seat 0), saved as g.mogel."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO("1\nq\n"))
    assert run_cli(capsys, "play", "--seat", 0, "--seed", 3, "--save", "g.mogel")[0] == 0
    return tmp_path / "g.mogel"


def _said(capsys, *argv):
    """The English and the German error line of `mogel ARGV` (each with exit code 1)."""
    code, out, english = run_cli(capsys, *argv)
    assert code == 1 and english.count("\n") == 1
    code, out, german = run_cli(capsys, *argv, "--lang", "de")
    assert code == 1 and german.count("\n") == 1
    return english.rstrip("\n"), german.rstrip("\n")


def test_a_forged_save_is_told_in_german(saved, capsys):
    saved.write_text(saved.read_text(encoding="utf-8").replace('"seed": 3', '"seed": 4'), encoding="utf-8")
    english, german = _said(capsys, "resume", "g.mogel", "--seat", 0)
    assert english == ("mogel: g.mogel: damaged: its checksum does not match its contents (the file was changed or "
                       "damaged after it was saved)")
    assert german == (RESUME + "g.mogel: besch\u00e4digt: ihre Pr\u00fcfsumme passt nicht zu ihrem Inhalt (die Datei "
                      "wurde nach dem Speichern ge\u00e4ndert oder besch\u00e4digt)")
    english, german = _said(capsys, "replay", "g.mogel")
    assert german.startswith(REPLAY + "g.mogel: besch\u00e4digt: ihre Pr\u00fcfsumme")


@pytest.mark.parametrize("make, german", [
    (lambda path: path.write_bytes(path.read_bytes()[:300]), "g.mogel: abgeschnitten: die Datei endet mitten in der "
                                                             "gespeicherten Partie (nach Zeile 13)"),
    (lambda path: path.write_text("", encoding="utf-8"), "g.mogel: die Datei ist leer: keine gespeicherte Partie"),
    (lambda path: path.unlink(), "g.mogel: diese Datei gibt es nicht"),
    (lambda path: path.write_bytes(b"{\xff\n"), "g.mogel: keine gespeicherte Partie: kein UTF-8-Text (Byte 1)"),
])
def test_a_damaged_or_missing_file_is_told_in_german(saved, capsys, make, german):
    make(saved)
    assert _said(capsys, "resume", "g.mogel", "--seat", 0)[1] == RESUME + german


def test_a_resealed_save_with_a_decision_no_game_gives_is_told_in_german(saved, capsys):
    body = json.loads(saved.read_text(encoding="utf-8"))
    body["decisions"][0] = 999
    body["checksum"] = rec._checksum(body)
    saved.write_text(json.dumps(body), encoding="utf-8")
    english, german = _said(capsys, "resume", "g.mogel", "--seat", 0)
    assert english.startswith("mogel: g.mogel: damaged at decision 1: 999 is not a legal answer there (before event ")
    assert german.startswith(RESUME + "g.mogel: besch\u00e4digt bei Entscheidung 1: 999 ist dort keine erlaubte "
                                      "Antwort (vor Ereignis ")
    assert german.endswith("; die gespeicherte Partie wurde nach dem Schreiben ge\u00e4ndert oder besch\u00e4digt")
    assert "Meldung auf Englisch" not in german


def test_the_wrong_seat_is_told_in_german(saved, capsys):
    english, german = _said(capsys, "resume", "g.mogel", "--seat", 1)
    assert english == "mogel: g.mogel: --seat 1: seat 0 is the person's in this saved game: give --seat 0"
    assert german == RESUME + "g.mogel: --seat 1: in dieser gespeicherten Partie geh\u00f6rt Platz 0 der Person: gib " \
                              "--seat 0 an"
    english, german = _said(capsys, "resume", "g.mogel")
    assert german == (RESUME + "g.mogel: Platz 0 geh\u00f6rt einer Person: spiel ihn hier mit: mogel resume g.mogel "
                      "--seat 0 (oder in einem Notebook: mogel.widgets.HumanSeat(resume='g.mogel'))")


def test_other_agents_than_the_saved_seats_are_refused_in_either_language(saved):
    with pytest.raises(mogel.SavedGameError) as caught:
        mogel.resume_game(saved, agents=[mogel.Human(), "honest", "random", "sneaky"])
    err = caught.value
    assert isinstance(err, Refused) and str(err) == err.render("en") and str(err) == (
        f"{saved}: seat 1 was played by random, not honest: the game would not go on as it would have")
    assert err.render("de") == (f"{saved}: Platz 1 wurde von random gespielt, nicht von honest: die Partie ginge "
                                "nicht so weiter, wie sie weitergegangen w\u00e4re")


def test_every_message_has_a_german_text_of_its_own():
    assert all(SAY.entries[key]["de"] != SAY.entries[key]["en"] for key in SAY)
