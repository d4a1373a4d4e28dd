"""Saved games (mogel/play/record.py) and `mogel replay FILE`: exact replay, clear errors, files untouched."""

from __future__ import annotations

import json
import os

import pytest

import mogel
from conftest import engine_freed
from mogel.play import record as rec
from mogel.play.replaying import replay_file
from mogel.cli.commands import main
from mogel.errors import SavedGameError


@pytest.fixture(scope="module")
def rules():
    return mogel.load_rules()


def _game(rules, seed=3, variants=()):
    if variants:
        rules = mogel.load_rules(variants=variants)
    bots = [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot(cheat_rate=0.9), mogel.RandomBot()]
    return mogel.Game(rules, bots, seed=seed, oldest=1).play()


@pytest.fixture(scope="module")
def saved(rules, tmp_path_factory):
    game = _game(rules)
    path = tmp_path_factory.mktemp("saved") / "game.mogel"
    rec.save_game(game, path)
    return game, path


def test_a_saved_game_replays_event_for_event(saved, rules):
    game, path = saved
    again = replay_file(path, rules=rules)
    assert again.events == game.events
    assert again.decisions == game.decisions
    assert again.state.totals == game.state.totals


def test_the_saved_file_carries_format_version_record_and_digest(saved):
    _, path = saved
    body = json.loads(path.read_text(encoding="utf-8"))
    assert body["format"] == "mogel-saved-game" and body["version"] == rec.VERSION
    assert {"rules_sha256", "variants", "seed", "oldest", "seats", "decisions", "events", "checksum"} <= set(body)
    assert body["events"]["count"] == len(saved[0].events)


@pytest.mark.parametrize("variants", [("italian_ant", "guard_stays"), ("catch_until_next_move",)])
def test_variants_are_saved_and_replayed(variants, tmp_path):
    game = _game(None, seed=11, variants=variants)
    path = tmp_path / "v.mogel"
    rec.save_game(game, path)
    again = replay_file(path)
    assert list(again.rules.applied) == list(variants)
    assert again.events == game.events


def test_a_human_seats_reaction_times_replay(rules, tmp_path):
    """A human's answers, race reaction times included, are part of the record."""
    game = mogel.Game(rules, [mogel.Human(), mogel.RandomBot(), mogel.RandomBot()], seed=5)
    decision = game.advance()
    while decision is not None:
        if decision.kind == "react":
            answer = 0.42
        else:
            real = [o for o in decision.options if o is not None]
            answer = real[-1] if real and decision.kind not in ("cheat", "accuse") else None
            if answer is None and None not in decision.options:
                answer = decision.options[0]
        decision = game.advance(answer)
    path = tmp_path / "human.mogel"
    rec.save_game(game, path)
    assert replay_file(path, rules=rules).events == game.events


def test_a_game_in_progress_is_saved_but_not_one_that_has_not_started(rules, tmp_path):
    """Issue 19, item 6: "only a finished game can be saved" is gone (tests/play/test_resume.py
    resumes such a file); a game before its first event has nothing to save."""
    game = mogel.Game(rules, [mogel.Human(), mogel.RandomBot(), mogel.RandomBot()], seed=5)
    with pytest.raises(mogel.MogelError, match="has not started yet"):
        rec.save_game(game, tmp_path / "x.mogel")
    assert not (tmp_path / "x.mogel").exists()
    game.advance()
    rec.save_game(game, tmp_path / "x.mogel")
    body = json.loads((tmp_path / "x.mogel").read_text(encoding="utf-8"))
    assert body["version"] == rec.IN_PROGRESS_VERSION and body["finished"] is False
    assert body["waiting"] == {"seat": 0, "kind": game.pending.kind}


def test_writing_is_atomic(saved, rules, tmp_path, monkeypatch):
    """A write that fails half-way leaves the old file as it was and no temporary file."""
    game, good = saved
    target = tmp_path / "game.mogel"
    target.write_bytes(good.read_bytes())
    before = target.read_bytes()

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        rec.save_game(_game(rules, seed=4), target)
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.mogel"]


# --- bad files: a clear SavedGameError, and the file is left as it was ------------------------------
def _bad_files(good: bytes):
    text = good.decode("utf-8")
    body = json.loads(text)
    newer = dict(body, version=rec.NEWEST + 1)   # newer than the newest this mogel reads
    edited = dict(body, seed=body["seed"] + 1)
    resealed = dict(body, decisions=list(reversed(body["decisions"])))
    resealed["checksum"] = rec._checksum(resealed)
    wrong_digest = dict(body, events=dict(body["events"], sha256="0" * 64, rounds=["0" * 64] * 3))
    wrong_digest["checksum"] = rec._checksum(wrong_digest)
    bad_types = dict(body, seats="four")
    bad_types["checksum"] = rec._checksum(bad_types)
    return {
        "empty": (b"", "empty"),
        "whitespace": (b"  \n\n", "empty"),
        "truncated": (good[: len(good) // 2], "truncated"),
        "truncated by one byte": (good.rstrip()[:-1], "truncated"),
        "not utf-8": (b"\xff\xfe\x00{" + good[:50], "UTF-8"),
        "binary junk": (bytes(range(256)), "UTF-8"),
        "foreign json": (b'{"name": "my notes", "items": [1, 2, 3]}\n', "not a mogel saved game"),
        "foreign text": (b"game mogel_motte:\n    players: 3 to 5\n", "not a mogel saved game"),
        "json list": (b"[1, 2, 3]\n", "not a mogel saved game"),
        "newer format": (json.dumps(newer).encode(), "newer mogel"),
        "edited without the checksum": (json.dumps(edited).encode(), "checksum"),
        "corrupted byte": (good.replace(b'"seed": 3', b'"seed": 8'), "checksum"),
        "decisions that do not fit": (json.dumps(resealed).encode(), "damaged at decision 1"),
        "events digest differs": (json.dumps(wrong_digest).encode(), "differs from the saved one"),
        "wrong field types": (json.dumps(bad_types).encode(), "damaged"),
        "deep nesting": (b"{" + b'"a":[' * 100000 + b"]" * 100000 + b"}", "not a mogel saved game|damaged"),
        "nan": (good.replace(b'"seed": 3', b'"seed": NaN'), "damaged"),
    }


BAD_CASES = ["empty", "whitespace", "truncated", "truncated by one byte", "not utf-8", "binary junk",
             "foreign json", "foreign text", "json list", "newer format", "edited without the checksum",
             "corrupted byte", "decisions that do not fit", "events digest differs", "wrong field types",
             "deep nesting", "nan"]


@pytest.mark.parametrize("case", BAD_CASES)
def test_a_bad_saved_file_gives_a_clear_error_and_stays_as_it_was(case, saved, rules, tmp_path):
    data, expect = _bad_files(saved[1].read_bytes())[case]
    path = tmp_path / "bad.mogel"
    path.write_bytes(data)
    stamp = path.stat().st_mtime_ns
    with pytest.raises(SavedGameError) as err:
        replay_file(path, rules=rules)
    assert any(word in str(err.value) for word in expect.split("|")), str(err.value)
    assert str(path) in str(err.value)
    assert path.read_bytes() == data and path.stat().st_mtime_ns == stamp
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.mogel"]


def test_changed_rules_are_refused(saved, tmp_path):
    _, path = saved
    changed = tmp_path / "rules.mm"
    changed.write_text(mogel.default_rules_path().read_text(encoding="utf-8") + "\n# a new comment\n",
                       encoding="utf-8")
    with pytest.raises(SavedGameError, match="rules changed"):
        replay_file(path, rules_path=changed)
    with pytest.raises(SavedGameError, match="rules changed"):
        replay_file(path, rules=mogel.load_rules(changed))


# --- the command line ---------------------------------------------------------------------------------
def test_cli_play_save_then_replay(tmp_path, capsys):
    path = tmp_path / "g.mogel"
    assert main(["play", "--seed", "2", "--quiet", "--save", str(path)]) == 0
    capsys.readouterr()
    assert main(["replay", str(path), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "identical" in out and "Winner" in out


def test_cli_replays_a_log_file_too(tmp_path, capsys):
    path = tmp_path / "g.jsonl"
    assert main(["play", "--seed", "6", "--quiet", "--log", str(path)]) == 0
    capsys.readouterr()
    assert main(["replay", str(path), "--quiet"]) == 0
    assert "identical" in capsys.readouterr().out
    lines = path.read_text(encoding="utf-8").splitlines()
    event = json.loads(lines[5])
    event["seat"] = (event.get("seat") or 0) + 1
    lines[5] = json.dumps(event)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["replay", str(path), "--quiet"]) == 1
    assert "differs from the log at event 4" in capsys.readouterr().err


@pytest.mark.parametrize("case", ["truncated", "newer format", "foreign text", "empty"])
def test_cli_replay_of_a_bad_file_exits_1_with_a_message(case, saved, tmp_path, capsys):
    data, expect = _bad_files(saved[1].read_bytes())[case]
    path = tmp_path / "bad.mogel"
    path.write_bytes(data)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("mogel: ") and expect in err and "Traceback" not in err
    assert path.read_bytes() == data


def test_cli_replay_with_changed_rules_exits_1(saved, tmp_path, capsys):
    changed = tmp_path / "mine.mm"
    changed.write_text(mogel.default_rules_path().read_text(encoding="utf-8").replace(
        "define hand_size = 8", "define hand_size = 7"), encoding="utf-8")
    assert main(["replay", str(saved[1]), "--rules", str(changed)]) == 1
    assert "rules changed" in capsys.readouterr().err


def test_cli_replay_of_a_missing_file(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "nope.mogel")]) == 1
    assert "no such file" in capsys.readouterr().err


# --- what the user trial found --------------------------------------------------------------------
def test_a_saved_game_with_a_byte_order_mark_replays(saved, tmp_path):
    game, path = saved
    bom = tmp_path / "bom.mogel"
    bom.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())   # as Notepad saves it
    assert replay_file(bom).events == game.events


@pytest.mark.parametrize("cut", ["the header line", "the header's format", "the header's type"])
def test_a_log_without_its_header_is_called_that_not_bad_json(tmp_path, cut):
    path = tmp_path / "g.jsonl"
    assert main(["play", "--seed", "6", "--quiet", "--log", str(path)]) == 0
    lines = path.read_text(encoding="utf-8").splitlines()
    if cut == "the header line":
        lines = lines[1:]
    else:
        header = json.loads(lines[0])
        del header["format" if cut == "the header's format" else "type"]
        lines[0] = json.dumps(header)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SavedGameError, match=r"not a mogel game log \(no header line\)"):
        rec.load_record(path)


def test_a_game_of_the_packaged_rules_of_another_version_says_the_rules_changed(saved, tmp_path, monkeypatch):
    """Played with the packaged rules.mm; replayed after an upgrade changed it (and no rules.mm nearby)."""
    _, path = saved
    upgraded = tmp_path / "site-packages" / "rules.mm"
    upgraded.parent.mkdir()
    upgraded.write_text(mogel.default_rules_path().read_text(encoding="utf-8") + "# upgraded\n", encoding="utf-8")
    monkeypatch.setattr("mogel.check.loader.default_rules_path", lambda: upgraded)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SavedGameError, match="the rules changed since this game was saved: the rules.mm of this "
                                             "version of mogel is not the text"):
        replay_file(path)


def test_save_game_does_not_replace_a_file_that_is_not_a_saved_game(saved, tmp_path):
    game, path = saved
    notes = tmp_path / "rules.mm"
    notes.write_text("# my house rules\n", encoding="utf-8")
    with pytest.raises(OSError, match="exists and is not a mogel saved game, so it is not replaced"):
        rec.save_game(game, notes)
    assert notes.read_text(encoding="utf-8") == "# my house rules\n"
    again = tmp_path / "again.mogel"
    again.write_bytes(path.read_bytes())
    rec.save_game(_game(mogel.load_rules(), seed=5), again)   # a saved game is replaced
    assert rec.load_record(again).record.seed == 5


def test_a_saved_game_with_a_negative_seed_is_refused(saved, tmp_path):
    body = json.loads(saved[1].read_text(encoding="utf-8"))
    body["seed"] = -3
    body["checksum"] = rec._checksum(body)
    path = tmp_path / "negative.mogel"
    path.write_text(json.dumps(body), encoding="utf-8")
    with pytest.raises(SavedGameError, match="seed"):
        replay_file(path)


def test_a_saved_game_without_a_name_is_refused_by_name():
    """Path("") is the current folder (it read as "is a folder"); None was a TypeError from pathlib."""
    for read in (rec.load_record, mogel.replay_file):
        for name in ("", None, 7):
            with pytest.raises(SavedGameError, match=r"^no name of a saved game \(" + repr(name).replace("'", "'") + r"\)"):
                read(name)


def test_a_finished_game_is_freed_as_soon_as_nobody_holds_it(rules, tmp_path):
    """No reference cycle keeps a finished game, and its events, for the cyclic collector: its
    bots' answerers, which refer back to the game, are let go at the end; the game still saves
    and answers play_until as before."""
    game = _game(rules)
    assert game.play_until(rounds=99) is game and game.finished
    rec.save_game(game, tmp_path / "x.mogel")
    assert mogel.replay(rules, rec.load_record(tmp_path / "x.mogel").record).events == game.events
    games = [game]   # its engine holds the events
    del game
    assert engine_freed(games)
