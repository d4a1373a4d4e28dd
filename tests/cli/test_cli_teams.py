"""A game with teams at the terminal and in the notebook's table (`teams:`, docs/language.md 2;
tests/games/partners.mm): the score table names the teams above it and the winning team under it,
the narration tells the end by team, a seat's table (the terminal's and the notebook's) marks
each player's teammates, in English and German; a game without teams shows none of it, nor
one of teams of one player (2 players, `alternate seats`: "Bo wins.")."""

from __future__ import annotations

import io
from pathlib import Path

import mogel
from conftest import run_cli
from mogel.widgets.table import render_table

PARTNERS = Path(__file__).resolve().parents[1] / "games" / "partners.mm"


def test_the_score_table_names_the_teams_and_the_winning_team(capsys):
    code, out, err = run_cli(capsys, "play", PARTNERS, "--seed", 3)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert "The game ends. Totals: Ada and Cy 3, Bo and Di 19. Bo and Di win." in lines
    assert "Teams (a member's points count for the whole team): Ada and Cy; Bo and Di" in lines
    assert lines[-1] == "Winners: Bo and Di (most points wins)"
    code, out, err = run_cli(capsys, "play", PARTNERS, "--seed", 3, "--lang", "de", "--quiet")
    assert "Teams (die Punkte eines Mitglieds z\u00e4hlen f\u00fcr das ganze Team): Ada und Cy; Bo und Di" in out
    assert out.splitlines()[-1].startswith("Gewinner: Bo und Di")


def test_a_game_without_teams_shows_no_team_line(capsys):
    code, out, err = run_cli(capsys, "play", "--seed", 3, "--quiet")
    assert (code, err) == (0, "") and "Teams" not in out


def test_a_seats_table_marks_each_players_teammates(capsys, monkeypatch):
    for lang, mark, other in (("en", "  Ada (you, team with Cy) \u25b6 to play", "  Bo (team with Di): "),
                              ("de", "  Ada (du, im Team mit Cy) \u25b6 ist am Zug", "  Bo (im Team mit Di): ")):
        monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
        code, out, err = run_cli(capsys, "play", PARTNERS, "--seat", 0, "--lang", lang)
        assert (code, err) == (0, "")
        assert any(line.startswith(mark) for line in out.splitlines()), out
        assert any(line.startswith(other) for line in out.splitlines())


def test_the_notebooks_table_wears_a_team_badge_for_each_player():
    rules = mogel.load_rules(PARTNERS)
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=1).play_until(rounds=1)
    html = render_table(game, game.state, 0)
    assert html.count('<span class="mogel-badge team">team with ') == 4
    assert '<span class="mogel-badge team">im Team mit Ada</span>' in render_table(game, game.state, 2, "de")
    plain = mogel.Game(mogel.load_rules(), [mogel.RandomBot() for _ in range(4)], seed=1).play_until(rounds=1)
    assert "mogel-badge team" not in render_table(plain, plain.state, 0)


def test_teams_of_one_player_are_told_as_players(capsys, tmp_path):
    solo = tmp_path / "solo.mm"
    solo.write_text(PARTNERS.read_text(encoding="utf-8").replace("players: 4 to 4", "players: 2 to 2")
                    .replace("teams: partners opposite", "teams: alternate seats"), encoding="utf-8")
    code, out, err = run_cli(capsys, "play", solo, "--seed", 3, "--players", 2)
    assert (code, err) == (0, "")
    assert "The game ends. Totals: Ada 3, Bo 19. Bo wins." in out and "Bo scores 4 points." in out
    assert " for Bo" not in out and "Teams" not in out and out.splitlines()[-1] == "Winner: Bo (most points wins)"
    code, out, err = run_cli(capsys, "play", solo, "--seed", 3, "--players", 2, "--lang", "de")
    assert "Das Spiel ist aus. Endstand: Ada 3, Bo 19. Bo gewinnt." in out
    code, out, err = run_cli(capsys, "simulate", solo, "--games", 2, "--players", 2, "--workers", 1)
    assert (code, err) == (0, "") and "team of seats" not in out
