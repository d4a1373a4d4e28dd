"""`mogel play` with a bot that may think for seconds a decision (the search bot: `Agent.thinks_long`)
says the narration line by line as the game goes, not all at its end: with
`--bots search:playouts=1000` a game takes minutes, and a command that printed nothing for
so long looked hung (trial 21).  The lines said are those of the finished game, as
`mogel replay` tells it; the other bots' games are told at the end as before (their tests pin that).
"""

from __future__ import annotations

import sys

from mogel.agents.search import SearchBot
from conftest import run_cli as run
from tiny_games import tiny


def test_a_game_with_a_search_bot_is_told_while_it_is_played(tmp_path, capsys, monkeypatch):
    rules, saved = tmp_path / "tiny.mm", tmp_path / "game.mogel"
    rules.write_text(tiny(), encoding="utf-8")
    said_before = []                        # what stdout held when the search bot was asked
    decide = SearchBot.decide

    def watched(self, view, decision, rng):
        said_before.append(sys.stdout.getvalue())
        return decide(self, view, decision, rng)
    monkeypatch.setattr(SearchBot, "decide", watched)

    code, out, err = run(capsys, "play", rules, "--bots", "search:playouts=2,random", "--seed", "4",
                         "--save", saved)

    assert code == 0 and err == "" and len(said_before) >= 2
    told = out[:out.index("\n\n") + 1]      # the narration, up to the blank line before the scores
    assert said_before[0].startswith("A game of Tiny for 2 players (seed 4).\nRound 1 begins.\n")
    assert all(told.startswith(so_far) for so_far in said_before)
    assert len(said_before[0]) < len(said_before[-1]) < len(told)   # the last lines wait for the events after them
    code, replayed, _ = run(capsys, "replay", saved)
    assert code == 0 and replayed.startswith(told + "\n")


def test_a_quiet_game_with_a_search_bot_says_only_its_scores(tmp_path, capsys):
    rules = tmp_path / "tiny.mm"
    rules.write_text(tiny(), encoding="utf-8")
    code, quiet, _ = run(capsys, "play", rules, "--bots", "search:playouts=2,random", "--seed", "4", "--quiet")
    code, told, _ = run(capsys, "play", rules, "--bots", "search:playouts=2,random", "--seed", "4")
    assert code == 0 and told.endswith("\n\n" + quiet) and not quiet.startswith("A game")
