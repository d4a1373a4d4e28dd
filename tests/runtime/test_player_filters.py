"""`except X where COND` after `each player`, `for each player`, `a chosen player` and `chooses a
player` (docs/language.md 10.1, 10.7): read as the expression `players except X where COND` is,
`(players except X) where COND` -- the players but X for whom COND holds.  A fresh user's
`each player except dealer where beats(player, dealer) scores 1` was refused ("'where' filters a
set of cards or players, but this is a player"); each form now plays the game its `in` spelling
plays, event for event."""

from __future__ import annotations

import pytest

import mogel
from tiny_games import play, tiny

FORMS = [  # (the combined filter, its spelling with `in`, where it stands)
    ("""\
    for each player except active where size(hand of player) < 4:
        player draws 1 card from draw
""", """\
    for each player in players except active where size(hand of player) < 4:
        player draws 1 card from draw
""", "turn"),
    ("""\
    each player except active where size(hand of player) > 2 draws 1 card from draw
""", """\
    each player in players except active where size(hand of player) > 2 draws 1 card from draw
""", "turn"),
    ("""\
    active may give 1 card from hand to a chosen player except active where size(hand of player) < 5
""", """\
    active may give 1 card from hand to a chosen player in players except active where size(hand of player) < 5
""", "turn"),
    ("""\
    let target = active chooses a player except active except left of active where not empty(hand of player)
    target draws 1 card from draw
""", """\
    let target = active chooses a player in players except active except left of active where not empty(hand of player)
    target draws 1 card from draw
""", "turn"),
    ("""\
        each player except oldest where size(hand of player) >= 2 scores 5
""", """\
        each player in players except oldest where size(hand of player) >= 2 scores 5
""", "scoring"),
]


def game_of(part: str, where: str, players: int = 4, seed: int = 3) -> mogel.Game:
    text = tiny(turn=part + "    active may play 1 card from hand onto discard\n") if where == "turn" else tiny(scoring=part)
    return play(text, players=players, seed=seed)


@pytest.mark.parametrize("combined, spelled, where", FORMS)
def test_except_then_where_plays_as_players_except_then_where(combined, spelled, where):
    for seed in (1, 2, 3):
        one, other = game_of(combined, where, seed=seed), game_of(spelled, where, seed=seed)
        assert [(e.kind, e.seat, e.moves) for e in one.events] == [(e.kind, e.seat, e.moves) for e in other.events]
        assert one.state.totals == other.state.totals


def test_the_scoring_filter_scores_the_players_but_x_for_whom_the_condition_holds():
    game = game_of(FORMS[-1][0], "scoring")
    hands = [len(game.state.zones[game.state.slot_of["hand"] + seat]) for seat in range(4)]
    oldest = 0
    assert game.state.totals == [5 if seat != oldest and hands[seat] >= 2 else 0 for seat in range(4)]
    assert any(game.state.totals) and game.state.totals[oldest] == 0


def test_a_set_after_except_is_still_refused_as_before():
    with pytest.raises(mogel.RulesError, match="tiny.mm:.*'except'"):
        mogel.load_rules(text=tiny(scoring="        each player except players where true scores 1\n"), file="tiny.mm")
