"""`others` read where a walk over players binds `player` is warned of: `others` counts from the
active player (in `scoring:`, the starter), never from that `player`, so a rule meaning "every
player but this one" is silently another rule.  A user trial wrote
`each player where empty(hand of player) scores sum(others, ...)`; the fix is
`players except player`.  The warning is told in English and German at the `others`, in every
construct that binds `player` over players, and not where `others` is read outside one.
"""

from __future__ import annotations

import pytest

import mogel
from conftest import run_cli
from tiny_games import tiny

WARNING = ("'others' here is every player but 'active' (whose turn it is; outside a turn, the starter), not every "
           "player but the 'player' looked at here: for those, write 'players except player'")
GERMAN = ("'others' sind hier alle Spieler außer 'active' (wer am Zug ist; außerhalb eines Zuges der Startspieler), "
          "nicht alle Spieler außer dem 'player', der hier betrachtet wird: für diese schreib 'players except player'")
ACK = " [write 'expect warning: others_in_each' {} if that is meant]"   # its code, where it is acknowledged
IN_IF = ACK.format("as the first line of this 'if''s block")
TRAP = "        each player where empty(hand of player) scores sum(others, sum(hand of player, card.penalty))\n"


def warnings(text: str):
    _, diagnostics = mogel.check_source(text, "others.mm")
    assert not [d for d in diagnostics if d.severity == "error"]
    return [(d.span.line, d.span.column, d.message) for d in diagnostics if d.severity == "warning"]


def at(text: str, piece: str, column_of: str = "others"):
    """(line, column) of `column_of` on the line of `text` holding `piece`."""
    number, line = next((n, line) for n, line in enumerate(text.splitlines(), 1) if piece in line)
    return number, line.index(column_of) + 1


def test_others_inside_each_player_in_the_scoring_is_warned_of_in_both_languages():
    text = tiny(scoring=TRAP)
    assert warnings(text) == [(*at(text, "sum(others"), WARNING + ACK.format("in the block of level 'round'"))]
    _, diagnostics = mogel.check_source(text, "others.mm")
    assert GERMAN in diagnostics[0].render("de")


def test_the_fix_players_except_player_checks_clean():
    assert warnings(tiny(scoring=TRAP.replace("sum(others,", "sum(players except player,"))) == []


@pytest.mark.parametrize("turn, piece", [
    ("    for each player in players:\n        if size(hand of player) > count(others):\n"
     "            active draws 1 card from draw\n" + tiny().split("turn:\n", 1)[1], "count(others)"),
    ("    if any(players where player in others):\n        active draws 1 card from draw\n"
     + tiny().split("turn:\n", 1)[1], "player in others"),
    ("    if sum(players, count(others)) > 2:\n        active draws 1 card from draw\n"
     + tiny().split("turn:\n", 1)[1], "count(others)"),
], ids=["for-each-player", "where-over-players", "sum-over-players"])
def test_others_in_every_walk_over_players_is_warned_of(turn, piece):
    text = tiny(turn=turn)
    assert warnings(text) == [(*at(text, piece), WARNING + IN_IF)]


def test_others_outside_a_walk_over_players_is_no_warning():
    turn = ("    for each player in others:\n        player draws 1 card from draw\n"
            "    if any(others where empty(hand of player)):\n        active draws 1 card from draw\n"
            + tiny().split("turn:\n", 1)[1])
    assert warnings(tiny(turn=turn)) == []


def test_mogel_check_tells_it_as_a_warning_and_passes(tmp_path, capsys):
    path = tmp_path / "others.mm"
    path.write_text(tiny(scoring=TRAP), encoding="utf-8")
    code, out, err = run_cli(capsys, "check", path, "--lang", "de")
    assert code == 0 and f"Warnung: {GERMAN}" in out + err
