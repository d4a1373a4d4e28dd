"""The human seat's "Save game" and HumanSeat(resume=FILE) (issue 19, item 6), clicked headless:
a game saved at the person's turn and resumed goes on exactly as the uninterrupted one, and a
save or resume that cannot work is told in words."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

pytest.importorskip("ipywidgets")

import mogel  # noqa: E402
from mogel.errors import SavedGameError  # noqa: E402
from mogel.widgets import HumanSeat, human  # noqa: E402


def click(seat, n: int) -> None:
    """Click `n` times, a different button each time (the i-th click: button i mod their number)."""
    for i in range(n):
        if seat.finished:
            return
        buttons = seat.choice_buttons
        buttons[(i * 7 + len(seat.game.events)) % len(buttons)].click()


def shown(seat) -> tuple:
    return seat.question, [b.description for b in seat.choice_buttons], seat.table.value if hasattr(
        seat.table, "value") else None


def save_by_clicking(seat, path) -> None:
    seat.save_name.value = str(path)
    seat.save_button.click()


@pytest.mark.parametrize("seed, seat_no, clicks", [(3, 0, 6), (5, 2, 25), (9, 1, 15)])
def test_saved_and_resumed_by_clicking_goes_on_as_the_uninterrupted_game(rules, tmp_path, monkeypatch, seed, seat_no,
                                                                         clicks):
    """A Slap! is timed by the clock (mogel.widgets.human): here a clock that stands still, so
    every slap is the quickest, 0.05 s, in both games however busy the machine is."""
    monkeypatch.setattr(human, "time", SimpleNamespace(monotonic=lambda: 0.0))
    bots = [mogel.RandomBot(), mogel.SneakyBot(cheat_rate=0.7), mogel.HonestBot()]
    whole = HumanSeat(rules, bots, seed=seed, seat=seat_no, attention=0.9)
    click(whole, clicks)
    assert not whole.finished
    path = tmp_path / "lesson.mogel"
    save_by_clicking(whole, path)
    assert whole.error_area.value == ""
    assert whole.saved_path == str(path) and "HumanSeat(resume=" in whole.save_status.value
    body = json.loads(path.read_text(encoding="utf-8"))
    assert body["finished"] is False and body["waiting"]["seat"] == seat_no
    again = HumanSeat(resume=path)
    assert again.seat == seat_no and again.game.agents[seat_no].attention == 0.9
    assert again.game.events == whole.game.events and shown(again) == shown(whole)
    while not whole.finished:          # the same clicks on both from here on
        i = len(whole.game.events)
        for seat in (whole, again):
            seat.choice_buttons[i % len(seat.choice_buttons)].click()
        assert shown(again) == shown(whole)
    assert again.finished
    assert again.game.events == whole.game.events and again.game.decisions == whole.game.decisions


def test_the_save_row_speaks_the_seats_language_and_a_finished_game_is_saved_too(rules, tmp_path):
    seat = HumanSeat(rules, seed=4, lang="de")
    assert (seat.save_button.description, seat.save_name.description) == ("Partie speichern", "Datei:")
    path = tmp_path / "partie.mogel"
    save_by_clicking(seat, path)
    assert "Gespeichert" in seat.save_status.value
    seat.language.value = "en"
    assert seat.save_button.description == "Save game" and "Saved to" in seat.save_status.value
    seat.finish()
    save_by_clicking(seat, path)                      # replaces the earlier save: a saved game too
    assert "the game is over" in seat.save_status.value
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 1
    assert mogel.replay_file(path).events == seat.game.events


@pytest.mark.parametrize("name, says", [("", "give the saved game a file name"),
                                        ("rules.mm", "is not a mogel saved game, so it is not replaced"),
                                        ("folder", "is a folder")])
def test_a_save_that_cannot_work_is_told_in_words(rules, tmp_path, monkeypatch, name, says):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rules.mm").write_text("# my own rules\n", encoding="utf-8")
    (tmp_path / "folder").mkdir()
    seat = HumanSeat(rules, seed=2)
    save_by_clicking(seat, name)
    assert isinstance(seat.error_area.error, mogel.MogelError)
    assert "That did not work" in seat.error_area.value and says in seat.error_area.value
    assert "Something went wrong" not in seat.error_area.value
    assert (tmp_path / "rules.mm").read_text(encoding="utf-8") == "# my own rules\n"
    assert seat.saved_path is None and seat.save_status.value == ""
    click(seat, 3)                                   # the game goes on
    assert seat.error_area.value == ""


def test_what_cannot_be_resumed_is_refused_in_words(rules, tmp_path):
    finished = tmp_path / "done.mogel"
    mogel.save_game(mogel.Game(rules, ["random", "random", "random"], seed=1).play(), finished)
    with pytest.raises(SavedGameError, match="this game is finished: there is nothing to resume"):
        HumanSeat(resume=finished)
    bots_only = tmp_path / "bots.mogel"
    mogel.save_game(mogel.Game(rules, ["random", "random", "random"], seed=1).play_until(rounds=1), bots_only)
    with pytest.raises(mogel.MogelError, match="HumanSeat plays a game with one person's seat; this saved game has 0"):
        HumanSeat(resume=bots_only)
    with pytest.raises(mogel.MogelError, match="resume= takes the name of a saved game"):
        HumanSeat(resume="")
    with pytest.raises(SavedGameError, match="no such file"):
        HumanSeat(resume=tmp_path / "missing.mogel")


def test_what_cannot_be_resumed_is_refused_in_german_for_a_german_seat(rules, tmp_path):
    """HumanSeat(resume=..., lang="de") said why it could not resume in English only (trial 26):
    the message catalogue's German (mogel.play.said_saved) is its message now."""
    finished = tmp_path / "fertig.mogel"
    mogel.save_game(mogel.Game(rules, ["random", "random", "random"], seed=1).play(), finished)
    with pytest.raises(SavedGameError, match="diese Partie ist zu Ende: es gibt nichts fortzusetzen"):
        HumanSeat(resume=finished, lang="de")
    bots_only = tmp_path / "bots.mogel"
    mogel.save_game(mogel.Game(rules, ["random", "random", "random"], seed=1).play_until(rounds=1), bots_only)
    with pytest.raises(SavedGameError) as err:
        HumanSeat(resume=bots_only, lang="de")
    assert str(err.value) == (f"{bots_only}: HumanSeat spielt eine Partie mit einem Platz einer Person; diese "
                              f"gespeicherte Partie hat 0 (eine Partie von Bots geht weiter mit: mogel resume {bots_only})")
    with pytest.raises(SavedGameError, match="^resume= nimmt den Namen einer gespeicherten Partie .*, nicht ''$"):
        HumanSeat(resume="", lang="de")
    with pytest.raises(SavedGameError, match="diese Datei gibt es nicht"):
        HumanSeat(resume=tmp_path / "fehlt.mogel", lang="de")
    with pytest.raises(SavedGameError, match="^resume= takes the name of a saved game .*, not ''$"):
        HumanSeat(resume="", lang="en")
