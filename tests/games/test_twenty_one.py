"""Twenty-One with stakes (tests/games/twenty_one.mm): a new user's Blackjack from trial 22 given
bets once variables could be kept per player (docs/language.md 10.9): each player's `chips` for
the game and `stake` for the round.  It checks with no warning, plays with bots through
`mogel.Game`, `mogel play` and `mogel simulate`, its chips only change hands (what one player
wins the dealer loses), and a variant gives the first dealer more chips."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.cli.commands import main

HERE = Path(__file__).resolve().parent
TEXT = (HERE / "twenty_one.mm").read_text(encoding="utf-8")


def rules(*variants):
    return mogel.load_rules(text=TEXT, file="twenty_one.mm", variants=variants)


def played(players: int, seed: int, *variants) -> mogel.Game:
    return mogel.Game(rules(*variants), ["random", "honest", "search", "sneaky"][:players] + ["random"] * (players - 4),
                      seed=seed).play()


def test_it_checks_with_no_warning():
    found, problems = mogel.check_source(TEXT, "twenty_one.mm")

    assert found is not None
    assert [d for d in problems if d.severity != "note"] == []


@pytest.mark.parametrize("players, seed", [(2, 0), (3, 1), (5, 2)])
def test_the_chips_only_change_hands_and_the_scores_are_the_chips_won(players, seed):
    game = played(players, seed)
    view = game.view(None)

    chips = [view.variable("chips", seat) for seat in range(players)]
    assert sum(chips) == 20 * players
    assert [c - 20 for c in chips] == list(game.state.totals)
    bets = [ev for ev in game.events if ev.kind == "set" and ev.info["variable"] == "stake" and ev.info.get("quiet")]
    assert bets and all(ev.info["value"] in (1, 2, 5) for ev in bets)


def test_a_double_is_told_in_english_and_german():
    game = next(g for g in (played(3, seed) for seed in range(20))
                if any(line.endswith("“Double!”") for line in g.narration()))
    english, german = list(game.narration()), list(game.narration(lang="de"))

    at = next(i for i, line in enumerate(english) if line.endswith("“Double!”"))
    who = english[at].split(":")[0]
    assert english[at + 1].startswith(f"{who}'s stake: ")
    assert german[at + 1].startswith(f"Einsatz von {who}: ")


def test_the_rich_dealer_variant_starts_the_oldest_player_with_50():
    game = played(3, 4, "rich_dealer")

    starts = [ev.info["value"] for ev in game.events if ev.kind == "set" and ev.info["variable"] == "chips"][:3]
    assert starts == [50, 20, 20]


def test_the_cli_plays_and_simulates_it(monkeypatch, capsys):
    monkeypatch.chdir(HERE)
    assert main(["play", "twenty_one.mm", "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "'s chips: " in out and "Winner" in out
    assert main(["simulate", "twenty_one.mm", "--players", "3", "--games", "20", "--workers", "1"]) == 0
    assert "20 games" in capsys.readouterr().out


def test_the_log_examples_of_the_doc_are_this_games():
    """docs/log-format.md's `set` lines of twenty_one.mm are those of a game of 3 random bots, seed 1."""
    import json

    from mogel.present.log import log_lines

    doc = (HERE.parents[1] / "docs" / "log-format.md").read_text(encoding="utf-8")
    shown = [json.loads(line) for line in doc.splitlines()
             if line.startswith('{"type": "event"') and '"rule": "twenty_one.mm:' in line]
    real = list(log_lines(mogel.Game(rules(), ["random"] * 3, seed=1).play()))

    assert len(shown) == 3
    assert all(line in real for line in shown)


def test_the_table_and_the_terminal_show_each_players_values_in_their_box():
    """The named variables `per player` are shown per seat, with that seat's values, not at the top."""
    import re

    from mogel.cli.seat import TerminalSeat, table_lines
    from mogel.widgets.table import render_table

    game = played(3, 1)
    view = game.view(None)
    html = render_table(game, game.state, 0)
    boxes = re.split(r'<div class="mogel-seat[^"]*" data-seat="(\d)">', html)
    assert 'data-variable="chips"' not in boxes[0]
    for seat, box in zip(boxes[1::2], boxes[2::2]):
        chips = view.variable("chips", int(seat))
        assert f'data-variable="chips">chips: <b>{chips}</b>' in box

    lines = table_lines(TerminalSeat(game, 0, "de"), game.state)
    for seat, name in enumerate(["Ada", "Bo", "Cy"]):
        at = next(i for i, line in enumerate(lines) if line.startswith(name))
        assert f"  Chips: {view.variable('chips', seat)}" in lines[at + 1:at + 3]
    assert not any(line.startswith("Chips") for line in lines)
