"""The checks of teams (docs/language.md 2, 10.7, 15): the header's `teams:` (its words, an even
number of players, a list of seats that puts each seat in one team), `partner of`, `team of`,
`teammates of` and `each team` (refused without teams; `partner of` only for teams of two),
definitions named `partner` or `team` (a game's own without teams, refused with them), and
`player of C` (a card: a player; no face read, so no `leaks_hidden`).  Each message located
`file:line:col`, in English and German."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel

TEXT = (Path(__file__).parents[1] / "games" / "partners.mm").read_text(encoding="utf-8")


def problems(text: str, lang: str = "en"):
    """The first error as `LINE:COL: message` in `lang`, or None when the rules check ok."""
    found, said = mogel.check_source(text, "t.mm")
    errors = [d for d in said if d.severity == "error"]
    if not errors:
        return None
    return errors[0].render(lang).splitlines()[0].removeprefix("t.mm:")


def header(teams: str, players: str = "4 to 4") -> str:
    return TEXT.replace("    teams: partners opposite", f"    teams: {teams}").replace("players: 4 to 4", f"players: {players}")


def test_the_test_game_checks_ok():
    assert problems(TEXT) is None


@pytest.mark.parametrize("teams, players", [("partners opposite", "4 to 4"), ("partners opposite", "6 to 6"),
                                            ("alternate seats", "4 to 4"), ("0 and 1, 2 and 3", "4 to 4"),
                                            ("0 and 3, 1 and 2", "4 to 4"), ("alternate seats", "2 or 4"),
                                            ("alternate seats", "2, 4, 6"), ("partners opposite", "4 or 6")])
def test_ways_of_sitting_in_teams_check_ok(teams, players):
    assert problems(header(teams, players)) is None


@pytest.mark.parametrize("teams, players, message", [
    ("partners oposite", "4 to 4", "11:12: 'teams: partners oposite' is not a way of sitting in teams (did you mean "
                                   "'partners opposite'?): use 'partners opposite' or 'alternate seats', or the seats of "
                                   "each team ('teams: 0 and 2, 1 and 3')"),
    ("alternate seats", "3 to 6", "11:12: 'teams: alternate seats' needs an even number of players, but 'players: 3 to "
                                  "6' allows 3"),
    ("alternate seats", "2, 3 or 4", "11:12: 'teams: alternate seats' needs an even number of players, but "
                                     "'players: 2, 3 or 4' allows 3"),
    ("partners opposite", "2 or 4", "11:12: 'teams: partners opposite' at a table of 2 makes one team of both "
                                    "players, with nobody to play against, and 'players: 2 or 4' allows 2: say "
                                    "'teams: alternate seats' (one against one at 2 players), or leave 2 out of "
                                    "'players:'"),
    ("0 and 1 and 2 and 3", "4 to 4", "11:12: 'teams: 0 and 1 and 2 and 3' makes one team of every player, with "
                                      "nobody to play against: give two teams or more, parted by commas ('teams: 0 "
                                      "and 2, 1 and 3'), or leave 'teams:' out"),
    ("0 and 2, 1 and 3", "4 to 6", "11:12: teams given by their seats need one number of players ('players: 4 to 4'), "
                                   "not 4 to 6: or say 'teams: partners opposite' or 'teams: alternate seats'"),
    ("0 and 2, 1 and 2", "4 to 4", "11:21: seat 2 is in two teams: put each seat in one team"),
    ("0 and 2, 1", "4 to 4", "11:12: seat 3 is in no team: put each seat in one team"),
    ("0 and 4, 1 and 2, 3", "4 to 4", "11:12: there is no seat 4: 4 players sit at seats 0 to 3"),
])
def test_a_wrong_teams_line_is_told_where_it_stands(teams, players, message):
    assert problems(header(teams, players)) == message


def test_the_header_messages_in_german():
    assert problems(header("0 and 2, 1 and 2"), "de") == "11:21: Platz 2 ist in zwei Teams: setz jeden Platz in genau ein Team"
    assert problems(header("partners opposite", "2 to 2"), "de").startswith(
        "11:12: 'teams: partners opposite' macht an einem Tisch zu zweit ein Team aus beiden Spielern, ohne Gegner")
    assert problems(header("alternate seats", "3 to 4"), "de") == (
        "11:12: 'teams: alternate seats' braucht eine gerade Zahl von Spielern, aber 'players: 3 to 4' erlaubt 3")


def test_team_words_without_teams_are_refused_each_at_its_place():
    plain = TEXT.replace("    teams: partners opposite\n", "")
    assert problems(plain) == ("48:29: 'team of' needs teams, and this game has none: say who plays together in the "
                               "game header ('teams: partners opposite')")
    no_define = plain.replace("define team_tricks(p) = sum(team of p, tricks of player)\n",
                              "define team_tricks(p) = tricks of p\n")
    assert problems(no_define) == ("60:9: 'team of' needs teams, and this game has none: say who plays together in "
                                   "the game header ('teams: partners opposite')")   # `each team scores`
    assert problems(no_define, "de").startswith("60:9: 'team of' braucht Teams, und dieses Spiel hat keine")


def test_partner_of_needs_teams_of_two():
    six = header("alternate seats", "6 to 6").replace("sum(team of p, tricks of player)", "tricks of partner of p")
    assert problems(six) == "49:35: 'partner of' needs teams of two players, but a team here has 3: use 'teammates of'"
    assert problems(header("partners opposite", "6 to 6").replace(
        "sum(team of p, tricks of player)", "tricks of partner of p")) is None   # 6 players: 3 pairs
    assert problems(header("0 and 1 and 2, 3", "4 to 4").replace(
        "sum(team of p, tricks of player)", "tricks of partner of p")) == (
        "49:35: 'partner of' needs teams of two players, but a team here has 1 or 3: use 'teammates of'")


def test_a_game_without_teams_may_define_its_own_partner_but_a_game_with_teams_may_not():
    own = "define partner(p) = left of left of p\n"
    plain = TEXT.replace("    teams: partners opposite\n", "").replace(
        "define team_tricks(p) = sum(team of p, tricks of player)\n",
        own + "define team_tricks(p) = tricks of p + tricks of partner(p)\n").replace(
        "each team scores", "each player scores")
    assert problems(plain) is None
    assert problems(TEXT.replace("define legal", own + "define legal")) == (
        "47:8: 'partner' is a built-in function: choose another name")


def test_player_of_takes_a_card_and_gives_a_player():
    assert problems(TEXT.replace("let w = player of highest(table, power(card))", "let w = player of leader")) == (
        "72:27: 'player of' gives who laid a card (as in 'player of top of table'), but this is a player already: "
        "write it without 'player of'")
    assert problems(TEXT.replace("set tricks of w = tricks of w + 1", "set tricks of w = w + 1")) == (
        "73:27: expected a number before '+', but this is a player")
