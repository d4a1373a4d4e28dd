"""Teams (partnerships): the game header's `teams:` and the expressions about them.

A game header may say who plays together (docs/language.md 2):

* `teams: partners opposite` -- each player with the one across the table (an even number of
  players, not 2: 4 players make 2 pairs, 6 players 3 pairs);
* `teams: alternate seats` -- two teams, every other seat (an even number of players: 6
  players make 2 teams of 3);
* `teams: 0 and 2, 1 and 3` -- the seats of each team, counted from 0 (the first seat, Ada);
  for one number of players (`players: 4 to 4`), every seat in one team, two teams or more.

`seat_teams(teams, n)` is the table every stage reads (the compiler's expressions, the engine's
scores, the narration, the lab): for each seat, its team's seats in seat order.  The
expressions `partner of P` (teams of two), `team of P` (P's team, P too) and `teammates of P`
(the others of P's team) are typed here (`team_call`, for mogel.check.typer); a game without
`teams:` may use those names for its own definitions (mogel.check.names).
"""

from __future__ import annotations

from typing import Callable, Optional, Tuple

from ..errors import SAID, Joined, did_you_mean
from ..language import model as m
from .said_items import SAY
from .said_types import SAY as TYPES
from .variants import player_counts, players_said
from .vocabulary import PLAYER, PLAYERS

Report = Callable[[m.Span, object], None]
WORDS = ("partners opposite", "alternate seats")   # the words of `teams:` besides a list of seats
TEAM_FUNCTIONS = {"partner": PLAYER, "team": PLAYERS, "teammates": PLAYERS}   # `NAME of P`: the result's type


def seat_teams(teams, n: int) -> Optional[Tuple[Tuple[int, ...], ...]]:
    """For each of `n` seats the seats of its team, in seat order: `partners opposite` with 4
    players gives ((0, 2), (1, 3), (0, 2), (1, 3)); None for a game without teams (`teams`
    None).  `teams` is the header's value (mogel.language.model.Game.teams), checked."""
    if teams is None:
        return None
    if teams == "partners opposite":
        groups = [(seat, seat + n // 2) for seat in range(n // 2)]
    elif teams == "alternate seats":
        groups = [tuple(range(0, n, 2)), tuple(range(1, n, 2))]
    else:
        groups = [tuple(sorted(seats)) for seats in teams]
    table: list = [()] * n
    for group in groups:
        for seat in group:
            table[seat] = group
    return tuple(table)


def team_sizes(game: m.Game) -> set:
    """The sizes the teams of `game` can have over its numbers of players (empty: no teams)."""
    if game.teams is None:
        return set()
    if game.teams == "partners opposite":
        return {2}
    if game.teams == "alternate seats":
        return {n // 2 for n in player_counts(game.players or (2, 12))}
    return {len(seats) for seats in game.teams}


def check_teams(game: m.Game, error: Report) -> None:
    """The header's `teams:`: its words, an even number of players for the words (not 2 for
    `partners opposite`, one team of both), and a list of two teams or more that puts every seat
    of its one number of players into exactly one team."""
    teams, at = game.teams, game.where("teams.value")
    if teams is None:
        return
    low, high = game.players or (2, 12)
    if isinstance(teams, str):
        if teams not in WORDS:
            error(at, SAY("teams_words", words=teams, hint=did_you_mean(teams, WORDS),
                          allowed=Joined(tuple(f"'{w}'" for w in WORDS), SAID("or"), SAID("or"))))
            return
        counts = player_counts(game.players or (2, 12))
        odd = [n for n in counts if n % 2]
        if odd:
            error(at, SAY("teams_odd", words=teams, players=players_said(game.players or (2, 12)), odd=odd[0]))
        elif teams == "partners opposite" and 2 in counts:   # the one across from seat 0 is seat 1
            error(at, SAY("teams_opposite_two", players=players_said(game.players or (2, 12))))
        return
    if len(teams) == 1:
        error(at, SAY("teams_one", seats=" and ".join(map(str, teams[0]))))
        return
    if low != high:   # the players the seats describe (seats 0 to 3: 4), else the most allowed
        seats = max(seat for team in teams for seat in team) + 1
        error(at, SAY("teams_seats_count", seats=seats if low <= seats <= high else high,
                      players=players_said(game.players or (2, 12))))
        return
    seen: dict = {}
    for i, seats in enumerate(teams):
        for seat in seats:
            if not 0 <= seat < high:
                error(game.where(f"teams.{i}"), SAY("teams_no_seat", seat=seat, n=high, last=high - 1))
                return
            if seat in seen:
                error(game.where(f"teams.{i}"), SAY("teams_seat_twice", seat=seat))
                return
            seen[seat] = i
    missing = [seat for seat in range(high) if seat not in seen]
    if missing:
        error(at, SAY("teams_seat_missing", seat=missing[0]))


def team_call(typer, e: m.Call, scope) -> str:
    """The type of `partner of P`, `team of P` or `teammates of P` (P a player): told when the
    game has no teams, and `partner of` when a team may have other than two players."""
    game = typer.rules.game
    sizes = team_sizes(game)
    if not sizes:
        typer.report(e.span, TYPES("no_teams", name=e.func))
    elif e.func == "partner" and sizes != {2}:
        typer.report(e.span, TYPES("partner_of_two", sizes=Joined(tuple(map(str, sorted(sizes - {2}))), SAID("or"),
                                                                  SAID("or"))))
    if typer._arity(e, 1):
        typer.expect(e.args[0], scope, PLAYER, TYPES("w_after", word=f"{e.func} of"))
    return TEAM_FUNCTIONS[e.func]
