"""The checker on `P drops out [of NAME]` (docs/language.md 10.11): NAME a level of the rules or
`game`, with a did-you-mean; without `of`, a game whose levels play no turns is told to say how
long; `may`, `must` and `quietly` are refused as for every verb but `goes next`; `each player ...
drops out` is one player after another.  Messages in English and German, at their place; and
the levels a game of levels drops out of (`of game`, `of round`), played.
"""

from __future__ import annotations

import pytest

import mogel
from level_games import GAME_OF_TURNS, MATCH
from mogel.check.loader import check_source
from tiny_games import tiny


def said(d, lang: str = "en") -> str:
    """The message of a Diagnostic in `lang`, without its place, source line and caret."""
    return d.render(lang).splitlines()[0].split(": ", 1)[1]


def errors(text: str, lang: str = "en"):
    _, found = check_source(text, "t.mm")
    return [(d.span.line, d.span.column, said(d, lang)) for d in found if d.severity == "error"]


def place(text: str, word: str):
    """(line, column) of the first `word` in `text`, 1-based."""
    at = text.index(word)
    return text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)


@pytest.mark.parametrize("lang, told", [
    ("en", "'drops out of rund': no level is called 'rund' (write a level: round, or 'game' for the whole game) "
           "(did you mean 'round'?)"),
    ("de", "'drops out of rund': keine Ebene heißt 'rund' (schreib eine Ebene: round, oder 'game' für das ganze "
           "Spiel) (meintest du 'round'?)")])
def test_an_unknown_level_is_told_with_a_did_you_mean(lang, told):
    text = tiny(turn="    active drops out of the rund\n")
    assert errors(text, lang) == [(*place(text, "rund"), told)]


def test_the_levels_of_a_game_of_levels_and_the_whole_game_are_known():
    for words in ("drops out", "drops out of game", "drops out of the round", "drops out of the game"):
        assert errors(GAME_OF_TURNS.replace("    otherwise active draws 1 card from draw\n",
                                            f"    otherwise active draws 1 card from draw\n    if empty(draw):\n"
                                            f"        active {words}\n")) == []


@pytest.mark.parametrize("lang, told", [
    ("en", "'drops out' lasts for the level of turns, but no level is made of turns: say how long, as in 'drops out "
           "of the game' or 'drops out of pass'"),
    ("de", "'drops out' gilt für die Ebene der Züge, aber keine Ebene besteht aus Zügen: sag, wie lange, wie in "
           "'drops out of the game' oder 'drops out of pass'")])
def test_drops_out_with_no_level_of_turns_must_say_how_long(lang, told):
    text = MATCH.replace("            otherwise player draws 1 card from draw\n",
                         "            otherwise player drops out\n")
    _, found = check_source(text, "t.mm")
    said_ = [d for d in found if d.severity == "error"]
    assert len(said_) == 1 and (said_[0].span.line, said_[0].span.column) == place(text, "drops out")
    assert said(said_[0], lang) == told


@pytest.mark.parametrize("words, told", [
    ("active may drops out", "'must' and 'may' go with 'play' and 'give'"),
    ("quietly active drops out", "drops out")])
def test_may_must_and_quietly_are_refused(words, told):
    _, found = check_source(tiny(turn=f"    {words}\n"), "t.mm")
    assert any(told in said(d) for d in found if d.severity == "error"), [said(d) for d in found]


def test_each_player_may_drop_out_and_players_in_is_a_set_of_players():
    text = tiny(turn="    each player where size(hand of player) > 5 drops out\n"
                     "    if count(players_in) = 1 and not dropped_out(first(players_in)):\n        end round\n")
    assert errors(text) == []
    told = errors(tiny(turn="    if dropped_out(top of discard):\n        end round\n"))
    assert len(told) == 1 and "player" in told[0][2]


def test_a_level_of_steps_drops_players_out_of_its_round_and_brings_them_back():
    text = MATCH.replace("            otherwise player draws 1 card from draw\n",
                         "            otherwise player draws 1 card from draw\n"
                         "            if size(hand of player) >= 5:\n                player drops out of round\n")
    rules = mogel.load_rules(text=text, file="match.mm")
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(3)], seed=4).play()
    outs = [e for e in game.events if e.kind == "out"]
    assert outs and all(e.info["of"] == "round" for e in outs)
    rebuilt = game.state_at(len(game.events))
    assert rebuilt.out == game.state.out
