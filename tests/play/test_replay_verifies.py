"""Replay verifies everything it reads (issue 19, item 3): every field of every line of a log
-- the narration in the language it was written in, the header against the rules and the
replayed game -- and the rules text of a saved game or log before play.  Each edit below
used to replay as "identical"; the first difference is named with its file, line and field."""

from __future__ import annotations

import json
import shutil

import pytest

import mogel
from mogel.cli.commands import main
from mogel.check.files import shipped_games
from mogel.errors import SavedGameError
from mogel.play import record as rec
from mogel.play.replaying import replay_file
from mogel.present.log import write_log

BOTS = ["random", "honest", "sneaky", "random"]


def _log(tmp_path, lang="en", names=None, name="g.jsonl"):
    game = mogel.Game(mogel.load_rules(), BOTS, seed=0, seat_names=names).play()
    path = tmp_path / name
    write_log(game, path, lang)
    return path


def _lines(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _write(path, lines):
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")


def _refused(path, *parts):
    with pytest.raises(SavedGameError) as caught:
        replay_file(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    for part in parts:
        assert part in message, message
    return message


@pytest.fixture(scope="module")
def logged(tmp_path_factory):
    folder = tmp_path_factory.mktemp("logs")
    return {lang: _log(folder, lang, name=f"{lang}.jsonl") for lang in ("en", "de")}


def _copy(logged, tmp_path, lang="en"):
    path = tmp_path / f"edited.{lang}.jsonl"
    shutil.copy(logged[lang], path)
    return path, _lines(path)


# --- the narration ------------------------------------------------------------------------------
def test_a_correct_log_in_either_language_replays(logged):
    for path in logged.values():
        assert replay_file(path).finished


def test_narration_rightly_edited_to_wrongly_is_refused_with_its_line(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    n = next(i for i, line in enumerate(lines) if "rightly!" in line.get("text", ""))
    lines[n]["text"] = lines[n]["text"].replace("rightly!", "wrongly.")
    _write(path, lines)
    _refused(path, f"differs from the log at event {n - 1} (log line {n + 1}, accuse)", "'text'",
             "wrongly.", "rightly!")


def test_german_narration_is_verified_in_german(logged, tmp_path):
    path, lines = _copy(logged, tmp_path, "de")
    assert lines[0]["lang"] == "de"
    n = next(i for i, line in enumerate(lines) if line.get("kind") == "accuse")
    lines[n]["text"] = lines[n]["text"] + " (sagt man)"
    _write(path, lines)
    _refused(path, f"(log line {n + 1}, accuse)", "'text'", "(sagt man)")


def test_the_headers_language_is_verified_against_the_text(logged, tmp_path):
    path, lines = _copy(logged, tmp_path, "de")
    lines[0]["lang"] = "en"
    _write(path, lines)
    _refused(path, "log line 1 (the header): 'lang' is \"en\", but the events' text is in \"de\" (log line 2)")
    lines[0]["lang"] = "fr"
    _write(path, lines)
    _refused(path, "log line 1 (the header): 'lang' is \"fr\"")


def test_a_log_written_before_the_header_named_its_language_is_verified_in_its_language(logged, tmp_path):
    for lang in ("en", "de"):
        path, lines = _copy(logged, tmp_path, lang)
        del lines[0]["lang"]
        _write(path, lines)
        assert replay_file(path).finished
        lines[5]["text"] = "Something else happened."
        _write(path, lines)
        _refused(path, "(log line 6", "'text'", "Something else happened.")


def test_a_removed_or_added_field_of_an_event_is_refused(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    del lines[2]["text"]
    _write(path, lines)
    _refused(path, "log line 3", "the log has no 'text'")
    path, lines = _copy(logged, tmp_path)
    lines[3]["note"] = "added"
    _write(path, lines)
    _refused(path, "log line 4", "'note' (\"added\") is in the log, but the replay gives no such field")


def test_an_edited_seat_still_says_at_which_event(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    lines[5]["seat"] = (lines[5].get("seat") or 0) + 1
    _write(path, lines)
    _refused(path, "differs from the log at event 4 (log line 6", "'seat'")


# --- the header ---------------------------------------------------------------------------------
def test_a_moth_relabelled_a_number_card_in_the_header_is_refused(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    moth = next(c for c in lines[0]["cards"] if c["kind"] == "moth")
    moth["kind"] = "number"
    _write(path, lines)
    _refused(path, f"log line 1 (the header): card {moth['id']}'s 'kind' is \"number\" in the log, "
                   f"but the rules and the replayed game give \"moth\"")


def test_a_penalty_set_to_0_in_the_header_is_refused(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    lines[0]["cards"][43]["penalty"] = 0
    _write(path, lines)
    _refused(path, "log line 1 (the header): card 43's 'penalty' is 0 in the log", "give 5")


def test_a_player_renamed_in_the_header_is_refused(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    lines[0]["players"][0]["name"] = "Eve"
    _write(path, lines)
    _refused(path, "log line 1 (the header): seat 0's 'name' is \"Eve\", but the events' text calls that "
                   "seat \"Ada\"")


def test_a_log_with_display_names_replays_and_its_names_are_verified(tmp_path):
    path = _log(tmp_path, names=["Anna", "Ben", "Carla", "Dora"])
    assert replay_file(path).finished
    lines = _lines(path)
    lines[0]["players"][0]["name"] = "Zoe"
    _write(path, lines)
    _refused(path, "'text'", "Anna", "Zoe")
    lines[0]["players"][0]["name"] = ""
    _write(path, lines)
    _refused(path, "log line 1 (the header): seat 0's 'name' is \"\", not a display name")


@pytest.mark.parametrize("key, value, expect", [
    ("game", "snap", "log line 1 (the header): 'game' is \"snap\", but the rules file rules.mm is the game "
                     "\"mogel_motte\""),
    ("seed", 5, "log line 1 (the header): 'seed' is 5, but the game in the log was played with seed 0"),
    ("rules_file", "house.mm", "log line 1 (the header): 'rules_file' is \"house.mm\", but the events name "
                               "the rules file \"rules.mm\""),
    ("zones", [], "log line 1 (the header): 'zones' is []"),
    ("extra", 1, "log line 1 (the header): 'extra' (1) is in the log, but the rules and the replayed game "
                 "give no such field"),
])
def test_edited_header_fields_are_named(logged, tmp_path, key, value, expect):
    path, lines = _copy(logged, tmp_path)
    lines[0][key] = value
    _write(path, lines)
    _refused(path, expect)


def test_an_unknown_seat_setting_in_the_header_is_refused(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    lines[0]["players"][2]["luck"] = 1
    _write(path, lines)
    _refused(path, "log line 1 (the header): seat 2's 'luck' is no setting of a seat")


def test_an_extra_field_of_the_decisions_line_is_refused(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    lines[-1]["winner"] = 0
    _write(path, lines)
    _refused(path, f"log line {len(lines)} (the decisions): 'winner' (0) is in the log, but the replayed game "
                   f"gives no such field")


def test_line_numbers_count_blank_lines(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    lines[0]["cards"][0]["value"] = 9
    text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
    path.write_text("\n" + text, encoding="utf-8")
    _refused(path, "log line 2 (the header): card 0's 'value' is 9")


def test_cli_replay_of_an_edited_log_names_the_line_and_exits_1(logged, tmp_path, capsys):
    path, lines = _copy(logged, tmp_path)
    lines[0]["cards"][43]["penalty"] = 0
    _write(path, lines)
    assert main(["replay", str(path), "--quiet"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"mogel: {path}: log line 1 (the header): card 43's 'penalty'")
    assert "Traceback" not in captured.err


# --- the rules text, before play ------------------------------------------------------------------
def _rules_copy(tmp_path):
    rules = tmp_path / "mine.mm"   # a house copy: not the packaged text, which a replay would find instead
    rules.write_text(mogel.default_rules_path().read_text(encoding="utf-8") + "# our table\n", encoding="utf-8")
    return rules


@pytest.mark.parametrize("kind", ["saved game", "log"])
def test_a_game_whose_rules_text_is_not_the_one_it_names_is_refused_before_play(tmp_path, kind):
    rules = _rules_copy(tmp_path)
    game = mogel.Game(mogel.load_rules(rules, file="mine.mm"), BOTS, seed=1).play()
    path = tmp_path / ("g.mogel" if kind == "saved game" else "g.jsonl")
    rec.save_game(game, path) if kind == "saved game" else write_log(game, path)
    assert replay_file(path).events == game.events
    rules.write_text(rules.read_text(encoding="utf-8").replace("define hand_size = 8", "define hand_size = 7"),
                     encoding="utf-8")
    played = []
    with pytest.raises(SavedGameError, match="the rules changed since this game was saved") as caught:
        replay_file(path, on_event=played.append)
    assert played == []   # refused before a single event was played
    assert ("log line 1" in str(caught.value)) == (kind == "log")


def test_a_resealed_saved_game_naming_another_game_is_refused_before_play(tmp_path):
    game = mogel.Game(mogel.load_rules(), BOTS, seed=1).play()
    path = tmp_path / "g.mogel"
    rec.save_game(game, path)
    body = json.loads(path.read_text(encoding="utf-8"))
    body["game"] = "snap"
    body["checksum"] = rec._checksum(body)
    path.write_text(json.dumps(body), encoding="utf-8")
    played = []
    with pytest.raises(SavedGameError, match="'game' is \"snap\", but the rules file rules.mm is the game"):
        replay_file(path, on_event=played.append)
    assert played == []


def test_the_oldest_seat_edited_in_the_header_is_named_there(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    lines[0]["oldest"] = 1
    _write(path, lines)
    _refused(path, "log line 1 (the header): 'oldest' is 1, but the game in the log was played with oldest 0 "
                   "(its first event, log line 2)")


def test_a_seed_edited_in_the_first_event_alone_is_named_there(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    lines[1]["seed"] = 4
    _write(path, lines)
    _refused(path, "differs from the log at event 0 (log line 2, game_start): 'seed' is 4 in the log, "
                   "but the replay gives 0")


def test_an_unknown_variant_in_the_header_names_the_header(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    lines[0]["variants"] = ["x"]
    _write(path, lines)
    _refused(path, "unknown variant 'x'", "(log line 1, the header's 'variants')")


def test_a_dropped_event_is_named_by_its_line(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    del lines[7]
    _write(path, lines)
    _refused(path, "differs from the log at event 6 (log line 8, ", "'i' is 7 in the log, but the replay gives 6")
    path, lines = _copy(logged, tmp_path)
    del lines[-2]
    _write(path, lines)
    _refused(path, f"log line {len(lines)}: the log's events end here, but the replay goes on with event "
                   f"{len(lines) - 2} (game_end)")


# --- the seats' settings, sealed (a new user's trial: an edited bot replayed as "identical") -------
SEALED = ("log line 1 (the header): the seats' settings in 'players' (a bot's name, its cheat_rate, ...) are not "
          "the ones the game was played with: they were edited after the log was written")


@pytest.mark.parametrize("key, value", [("bot", "honest"), ("cheat_rate", 0.9), ("false_accusations", 0.5)])
def test_a_seats_setting_edited_in_the_header_is_refused_before_play(logged, tmp_path, capsys, key, value):
    """What the events cannot show (a bot's name, its rates) is sealed by the header's
    'seats_sha256': an edit of it is told, where it used to replay as "identical"."""
    path, lines = _copy(logged, tmp_path)
    lines[0]["players"][2][key] = value
    _write(path, lines)
    _refused(path, SEALED)
    code = main(["replay", str(path), "--quiet"])
    captured = capsys.readouterr()
    assert (code, captured.out) == (1, "")
    assert captured.err.startswith(f"mogel: {path}: {SEALED}"), captured.err


def test_a_removed_seal_is_refused_and_a_format_1_log_without_it_still_replays(logged, tmp_path):
    path, lines = _copy(logged, tmp_path)
    del lines[0]["seats_sha256"]
    _write(path, lines)
    _refused(path, "log line 1 (the header): the log has no 'seats_sha256'")
    lines[0]["version"] = 1   # a log written before the seal: replayed, its seats not verified
    _write(path, lines)
    assert replay_file(path).finished


@pytest.mark.parametrize("kind", ["log", "saved game"])
def test_a_file_of_a_newer_format_says_its_format_and_every_format_this_mogel_reads(tmp_path, capsys, kind):
    """Not "this mogel reads version 3" of a file of format 99: the file's format, and the
    formats this mogel reads (1 to 4 of saved games, 1 to 2 of logs)."""
    path = tmp_path / ("g.jsonl" if kind == "log" else "g.mogel")
    code = main(["play", "--seed", "1", "--quiet", "--log" if kind == "log" else "--save", str(path)])
    assert code == 0
    capsys.readouterr()
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"version": 2,' if kind == "log" else '"version": 1,', '"version": 99,', 1),
                    encoding="utf-8")
    fmt, reads = ("mogel-log", "1 to 2") if kind == "log" else ("mogel-saved-game", "1 to 4")
    assert main(["replay", str(path), "--quiet"]) == 1
    assert capsys.readouterr().err == (f"mogel: {path}: written by a newer mogel (it is {fmt} format 99; this mogel "
                                       f"reads formats {reads}): update mogel to open it\n")


@pytest.mark.parametrize("given", ["--game", "rules"])
def test_another_shipped_games_rules_are_named_by_the_game_not_where_mogel_is_installed(tmp_path, capsys, given):
    """`mogel replay FILE --game mogelei` of a game of Cheat names the shipped game, not the path
    of its rules file inside the installed package."""
    path = tmp_path / "c.mogel"
    assert main(["play", "--game", "cheat", "--seed", "1", "--quiet", "--save", str(path)]) == 0
    capsys.readouterr()
    other = ["--game", "mogelei"] if given == "--game" else ["--rules", str(shipped_games()["mogelei"])]
    assert main(["replay", str(path), *other]) == 1
    err = capsys.readouterr().err
    assert err == (f"mogel: {path}: this is a game of cheat, not of the shipped game mogelei: replay it with: "
                   f"mogel replay {path} --game cheat\n")
