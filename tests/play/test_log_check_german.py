"""A log that differs from its replay, and an error named inside a refusal, in German (`mogel
replay --lang de`, trial 26): the field-by-field checks of mogel.play.log_check say themselves
through mogel.play.said_log, in English exactly as before."""

from __future__ import annotations

import json

import pytest

import mogel
from mogel.cli.commands import main
from mogel.errors import RulesRuntimeError, SavedGameError
from mogel.play.replaying import replay_file
from mogel.play.said_log import quoted
from mogel.present.log import write_log


@pytest.fixture(scope="module")
def log(tmp_path_factory):
    game = mogel.Game(mogel.load_rules(), ["random", "honest", "sneaky", "random"], seed=0).play()
    path = tmp_path_factory.mktemp("logs") / "g.jsonl"
    write_log(game, path, "en")
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _refusal(tmp_path, lines):
    path = tmp_path / "edited.jsonl"
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    with pytest.raises(SavedGameError) as caught:
        replay_file(path)
    return path, caught.value


def test_an_edited_event_is_told_in_german_and_in_english_as_before(log, tmp_path):
    lines = [dict(line) for line in log]
    shuffled = next(i for i, line in enumerate(lines) if line.get("kind") == "shuffle")
    lines[shuffled]["text"] = "Etwas anderes."
    path, err = _refusal(tmp_path, lines)
    fresh = log[shuffled]["text"]
    assert str(err) == (f"{path}: the replayed game differs from the log at event {shuffled - 1} (log line "
                        f"{shuffled + 1}, shuffle): 'text' is \"Etwas anderes.\" in the log, but the replay gives "
                        f"\"{fresh}\"")
    assert err.render("de") == (f"{path}: die nachgespielte Partie weicht bei Ereignis {shuffled - 1} vom Protokoll "
                                f"ab (Protokollzeile {shuffled + 1}, shuffle): 'text' ist im Protokoll \"Etwas "
                                f"anderes.\", aber das Nachspielen ergibt \"{fresh}\"")


def test_a_field_of_an_item_in_the_header_is_named_in_german(log, tmp_path):
    lines = [dict(line) for line in log]
    lines[0] = json.loads(json.dumps(lines[0]))
    lines[0]["players"][0]["colour"] = "red"
    _, err = _refusal(tmp_path, lines)
    assert str(err).endswith(": log line 1 (the header): seat 0's 'colour' is no setting of a seat")
    assert err.render("de").endswith(": Protokollzeile 1 (Kopfzeile): 'colour' von Platz 0 ist keine Einstellung "
                                     "eines Platzes")
    lines[0]["players"][0].pop("colour")
    card = next(c for c in lines[0]["cards"] if c.get("penalty"))
    card["penalty"] += 1
    _, err = _refusal(tmp_path, lines)
    assert f"card {card['id']}'s 'penalty' is {card['penalty']} in the log, but the rules and the replayed game " \
           "give" in str(err)
    assert f"'penalty' von Karte {card['id']} ist im Protokoll {card['penalty']}, aber die Regeln und die " \
           "nachgespielte Partie ergeben" in err.render("de")


def test_mogel_replay_lang_de_says_the_engines_reason_in_german_too(log, tmp_path, capsys):
    lines = [dict(line) for line in log]
    lines[-1] = dict(lines[-1], decisions=lines[-1]["decisions"] + [0])
    path, _ = _refusal(tmp_path, lines)
    assert main(["replay", str(path), "--lang", "de"]) != 0
    said = capsys.readouterr().err
    assert "Meldung auf Englisch" not in said and ": die gespeicherten Entscheidungen lassen sich nicht nachspielen: " \
        "die gespeicherte Partie hat mehr Entscheidungen, als die Partie verwendet hat" in said


def test_an_error_named_inside_another_is_told_in_the_language_asked():
    _, [found] = mogel.check_source("game x:\n    players: 2\n", "x.mm")
    rules_error = mogel.errors.RulesError([found])
    told = quoted(rules_error)
    assert told.text("en") == str(rules_error) and told.text("de") == rules_error.render("de") != str(rules_error)
    plain = RulesRuntimeError("rules.mm:3:4: something")
    assert quoted(plain).text("de") == str(plain)   # no German of its own: as it is
