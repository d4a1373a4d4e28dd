"""docs/log-format.md cannot drift from rules.mm: each example event line that names a rule of
rules.mm must be an event real games give from that very line (rules.mm is commented like a
rulebook, so a new comment moves every line below it)."""

from __future__ import annotations

import json
from pathlib import Path

import mogel

DOC = Path(__file__).resolve().parents[2] / "docs" / "log-format.md"


def test_example_events_name_the_rules_lines_real_games_use():
    rules = mogel.load_rules()
    real = set()
    for seed in range(30):
        bots = [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot(), mogel.RandomBot()]
        for ev in mogel.Game(rules, bots, seed=seed).play().events:
            if ev.span is not None:
                real.add((ev.kind, f"{ev.span.file}:{ev.span.line}:{ev.span.column}"))
    examples = [json.loads(line) for line in DOC.read_text(encoding="utf-8").splitlines()
                if line.startswith('{"type": "event"')]
    from_rules_mm = [(ev["kind"], ev["rule"]) for ev in examples if ev["rule"].startswith("rules.mm:")]
    assert len(from_rules_mm) >= 20
    assert [pair for pair in from_rules_mm if pair not in real] == []


def test_example_header_is_the_header_of_the_documented_game(tmp_path):
    """The doc's header line is `mogel play --players 4 --seed 0 --log` of the packaged rules.mm,
    field for field (its rules_sha256 included), the deck table shortened to its first two and
    last card with '...'."""
    from mogel.present.log import log_lines

    line = next(line for line in DOC.read_text(encoding="utf-8").splitlines()
                if line.startswith('{"type": "header"'))
    shown = json.loads(line.replace(", ..., ", ", "))
    bots = [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot(), mogel.RandomBot()]
    real = next(log_lines(mogel.Game(mogel.load_rules(), bots, seed=0)))
    real["cards"] = real["cards"][:2] + real["cards"][-1:]
    assert shown == json.loads(json.dumps(real))


def test_an_attribute_no_card_carries_gives_the_cards_no_field(tmp_path):
    """An attribute used only as the type of a variable (the Crazy Eights trial's `direction`)
    is listed under `attributes` but adds no `"direction": null` to each card, as the doc says."""
    from mogel.present.log import log_lines

    rules_text = (Path(__file__).resolve().parents[2] / "docs" / "language.md").read_text(encoding="utf-8")
    game_text = rules_text.split("```mm\n", 1)[1].split("```", 1)[0]
    assert "attribute colour:" in game_text
    game_text = game_text.replace("attribute colour:", "attribute direction:\n    values: clockwise, against\n"
                                  "attribute colour:", 1)
    path = tmp_path / "run.mm"
    path.write_text(game_text, encoding="utf-8")
    header = next(log_lines(mogel.Game(mogel.load_rules(path), [mogel.RandomBot(), mogel.RandomBot()], seed=0)))
    assert [a["attribute"] for a in header["attributes"]] == ["direction", "colour"]
    assert all("direction" not in card and "colour" in card for card in header["cards"])
    assert {card["colour"] for card in header["cards"]} == {"red", "green", "blue", None}
