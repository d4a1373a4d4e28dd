"""A player named in a claim's `says:` (docs/language.md 10.14) -- the value of a definition or
of a variable that holds a player -- is told by the seat's name, as the narration names
players elsewhere, in English and German: in a game's narration, in a seat's narration, in the
JSON log's `text` and at the terminal; the log's `says` field writes it `{seat N}` (the engine
knows no names).  Trials 22/23: it printed the seat's number ("“I hold no 3, 1”")."""

from __future__ import annotations

import json

import pytest

import mogel
from mogel.cli.commands import main
from face_up_claims import HOLD

SAYS = HOLD.replace(
    'says: en "I hold no 3", de "ich habe keine 3"',
    'says: en "I hold no 3, {after_me}, {marked}", de "ich habe keine 3, {after_me}, {marked}"') + """
define after_me = next(active)

variable marked:
    reset: each round
"""
SAYS = SAYS.replace("    otherwise active draws 1 card from draw\n",
                    "    otherwise active draws 1 card from draw\n    quietly set marked = active\n")

NAMES = ("Ada", "Bo", "Cy")


def claim_plays(game):
    return [ev for ev in game.events if ev.kind == "play" and "claim" in ev.info]


@pytest.fixture(scope="module")
def game():
    rules = mogel.load_rules(text=SAYS, file="says.mm")
    for seed in range(40):
        played = mogel.Game(rules, ["random"] * 3, seed=seed).play()
        if len(claim_plays(played)) >= 2:
            return played
    raise AssertionError("no seed of 40 makes a claim")


@pytest.mark.parametrize("lang, quote", [("en", "\u201c"), ("de", "\u201e")])
def test_the_narration_names_the_player_a_claim_says(game, lang, quote):
    told = [text for text in game.narration(lang=lang) if quote in text]
    said = claim_plays(game)
    assert said and len([text for text in told if ", " in text]) >= len(said)
    for ev in said:
        after = NAMES[(ev.seat + 1) % 3]
        assert any(text.split(quote, 1)[0].startswith(NAMES[ev.seat]) and f", {after}, " in text for text in told)
    for text in told:
        assert not any(f", {n}," in text or f", {n}\u201d" in text or f", {n}\u201c" in text for n in range(3))
    for seat in range(3):
        seat_told = [text for text in game.narration(seat=seat, lang=lang) if quote in text and "3, " in text]
        assert seat_told and all(text.split("3, ", 1)[1].split(",")[0] in NAMES for text in seat_told)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_terminal_and_the_log_name_the_player(tmp_path, capsys, lang):
    rules, log = tmp_path / "says.mm", tmp_path / "says.jsonl"
    rules.write_text(SAYS, encoding="utf-8")
    said, lines = [], []
    for seed in range(40):
        assert main(["play", str(rules), "--players", "3", "--seed", str(seed), "--lang", lang, "--log", str(log)]) == 0
        out = capsys.readouterr().out
        said = [line for line in out.splitlines() if ("keine 3, " if lang == "de" else "no 3, ") in line]
        if said:
            lines = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
            break
    assert said
    for line in said:
        assert line.split("keine 3, " if lang == "de" else "no 3, ", 1)[1].split(",")[0] in NAMES
    plays = [line for line in lines if line.get("kind") == "play" and line.get("claim")]
    assert len(plays) == len(said)
    for line in plays:
        after = (line["seat"] + 1) % 3
        assert f"3, {{seat {after}}}, " in line["claim"]["says"][lang]
        assert f"3, {NAMES[after]}, " in line["text"] and "{seat" not in line["text"]
