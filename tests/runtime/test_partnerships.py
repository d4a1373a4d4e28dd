"""Teams and who played a card (docs/language.md 2, 10.7, 15): `teams: partners opposite`,
`partner of P`, `team of P`, `teammates of P`, `each team scores ...`, a team's points counted for
each member, a team winning; `player of C`, who laid C by a play while it lies there, rebuilt from
the events.  Scenarios from hand-built tables of tests/games/partners.mm and whole games.
Seats: 0 Ada, 1 Bo, 2 Cy, 3 Di; Ada and Cy against Bo and Di.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.compile.codegen import expression
from mogel.language.parser import parse_items
from mogel.play.scenario import Scenario
from mogel.present.narrate import Narrator

ADA, BO, CY, DI = 0, 1, 2, 3
TEXT = (Path(__file__).parents[1] / "games" / "partners.mm").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def rules():
    found, problems = mogel.check_source(TEXT, "partners.mm")
    assert found is not None and not problems, problems
    return found


def worked_out(t: Scenario, text: str, **bound):
    """The value of the expression `text` on the scenario's table now (`bound`: names bound, each a seat)."""
    define = parse_items(f"define x = {text}\n")[0]
    return expression(t.program.rules, t.program.deck, define.body, {name: "player" for name in bound})(t.state, bound)


def trick_table(rules) -> Scenario:
    t = Scenario(rules, 4)
    t.hand(ADA, "clubs 8", "hearts 2")
    t.hand(BO, "clubs 2", "hearts 3")
    t.hand(CY, "hearts 1", "hearts 4")
    t.hand(DI, "clubs 7", "hearts 5")
    return t


def play_trick(t: Scenario):
    t.turn(ADA, ["clubs 8"])
    t.turn(BO)   # must follow: the 2 of clubs, its only club (not asked)
    t.turn(CY, ["hearts 1"])   # no clubs: a heart, the trump
    return t.turn(DI)


def test_player_of_a_card_is_who_played_it_while_it_lies_where_it_was_played(rules):
    t = trick_table(rules)
    play_trick(t)
    assert worked_out(t, "player of top of table") == DI
    assert worked_out(t, "player of highest(table, power(card))") == CY
    assert worked_out(t, "player of top of hand of p", p=ADA) is None   # never played
    trick = next(spec for spec in t.program.levels if spec.name == "trick")
    t.run(trick.scoring(t.engine, {}))   # the trick goes to the player of its best card: Cy
    assert sorted(t.faces("won", CY)) == ["clubs 2", "clubs 7", "clubs 8", "hearts 1"]
    assert t.state.variables[("tricks", CY)] == 1 and t.state.variables["leader"] == CY
    assert worked_out(t, "player of top of won of p", p=CY) is None   # moved on: no longer where it was played


def test_the_state_rebuilt_from_the_events_knows_who_played_each_card(rules):
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=4).play()
    laid = game.state.laid_by
    assert laid and all(seat in range(4) for seat, _ in laid.values())
    assert game.state_at(len(game.events)).laid_by == laid
    plays = [i for i, ev in enumerate(game.events) if ev.kind == "play"]
    middle = game.state_at(plays[5] + 1)   # after the sixth play: the second trick's second card lies there
    card = game.events[plays[5]].moves[0][0]
    assert middle.laid_by[card] == (game.events[plays[5]].seat, middle.where[card])


def test_games_without_player_of_keep_no_record():
    game = mogel.Game(mogel.load_rules(), [mogel.RandomBot() for _ in range(4)], seed=1).play_until(rounds=1)
    assert game.state.laid_by is None and game.state.teams is None


def test_partners_sit_opposite_and_team_expressions_name_them(rules):
    t = trick_table(rules)
    assert [worked_out(t, "partner of p", p=seat) for seat in range(4)] == [CY, DI, ADA, BO]
    assert [list(worked_out(t, "team of p", p=seat)) for seat in (ADA, DI)] == [[ADA, CY], [BO, DI]]
    assert list(worked_out(t, "teammates of p", p=BO)) == [DI]
    assert worked_out(t, "count(players where player in team of p)", p=ADA) == 2
    assert worked_out(t, "p in teammates of q", p=ADA, q=CY) is True


def test_a_members_points_count_for_the_team_and_each_team_scores_once(rules):
    t = trick_table(rules)
    for seat, tricks in ((ADA, 2), (BO, 1), (CY, 1), (DI, 0)):
        t.variable("tricks", tricks, owner=seat)
    rnd = next(spec for spec in t.program.levels if spec.name == "round")
    events = t.run(rnd.scoring(t.engine, {}))
    scored = [(ev.seat, ev.info["points"]) for ev in events if ev.kind == "score"]
    assert scored == [(ADA, 2), (BO, 1), (CY, 1), (DI, 0), (ADA, 5), (BO, 0)]   # `each team`: first seats only
    assert t.state.totals == [8, 1, 8, 1]   # Ada and Cy: 2 + 1 + the bonus 5 for 3 tricks; Bo and Di: 1
    told = Narrator(t.program, None, "en").sentence(events[-1], t.state.layout)
    assert told == "Bo scores 0 points for Bo and Di."
    assert Narrator(t.program, None, "de").sentence(events[0], t.state.layout) == "Ada bekommt 2 Punkte für Ada und Cy."


def test_each_team_where_scores_the_teams_whose_first_seat_passes_the_test():
    """`each team where C` (trial 28): `each player where player = first(team of player) and C`."""
    text = TEXT.replace("each team scores 5 if team_tricks(player) >= 3 else 0",
                        "each team where team_tricks(player) >= 3 scores 5")
    filtered, problems = mogel.check_source(text, "partners.mm")
    assert filtered is not None and not problems, problems
    t = trick_table(filtered)
    for seat, tricks in ((ADA, 2), (BO, 1), (CY, 1), (DI, 0)):
        t.variable("tricks", tricks, owner=seat)
    rnd = next(spec for spec in t.program.levels if spec.name == "round")
    events = t.run(rnd.scoring(t.engine, {}))
    scored = [(ev.seat, ev.info["points"]) for ev in events if ev.kind == "score"]
    assert scored == [(ADA, 2), (BO, 1), (CY, 1), (DI, 0), (ADA, 5)]   # Bo and Di took 1 trick: no score


@pytest.mark.parametrize("seed", [1, 2, 7])
def test_a_team_wins_together_and_the_end_is_told_by_team(rules, seed):
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=seed).play()
    totals = game.state.totals
    assert totals[ADA] == totals[CY] and totals[BO] == totals[DI]
    best = max(totals)
    assert list(game.winners) == [seat for seat in range(4) if totals[seat] == best]
    start, end = game.events[0], game.events[-1]
    assert start.info["teams"] == [[ADA, CY], [BO, DI]]
    text = Narrator(game.program, None, "en").sentence(end, game.state.layout)
    teams = {ADA: "Ada and Cy", BO: "Bo and Di"}
    if totals[ADA] != totals[BO]:
        winner = ADA if totals[ADA] > totals[BO] else BO
        assert text == f"The game ends. Totals: Ada and Cy {totals[ADA]}, Bo and Di {totals[BO]}. {teams[winner]} win."
    else:
        assert text.endswith("A tie: Ada and Cy; Bo and Di share the win.")


def test_a_game_without_teams_tells_its_end_as_before():
    game = mogel.Game(mogel.load_rules(), [mogel.RandomBot() for _ in range(4)], seed=3).play()
    assert "teams" not in game.events[0].info
    assert Narrator(game.program, None, "en").sentence(game.events[-1], game.state.layout).startswith(
        "The game ends. Totals: Ada ")


def test_a_saved_team_game_replays_the_same(rules, tmp_path):
    game = mogel.Game(rules, [mogel.RandomBot() for _ in range(4)], seed=5).play()
    path = tmp_path / "partners.mogel"
    mogel.save_game(game, path)
    again = mogel.replay_file(path, rules=rules)
    assert [(ev.kind, ev.seat, ev.info) for ev in again.events] == [(ev.kind, ev.seat, ev.info) for ev in game.events]
    assert again.state.laid_by == game.state.laid_by
