"""Who is in the order of play: the seat orders of a State, the changes the events of who plays next
make to them, and the verb `drops out` of the Engine.

A State keeps its seat orders as lists shared by every State of a table and never changed in place
(`seat_rings`, worked out once a table and way round): `rings[p]` is every seat in order of play from
p (`players`, `others`, `each player`, the cheating windows, deals), `next_of[p]` the seat after p.
A player who has dropped out (`P drops out [of NAME]`, docs/language.md 10.11) takes no turn until
the next instance of that level begins (`State.out[p]`: the level's name, "match" for the whole game,
None while p is in).  The turns, `next(P)`, `previous(P)`, `first:`, `starter:`, `goes next` and the
deals pass over such a player: they read `next_in[p]` and `previous_in[p]`, the nearest seat after
and before p in order of play that is in (p itself when it is the only one; None when nobody is).
While nobody is out they are `next_of` and the seat before each, the very lists `seat_rings` gives,
so that a game without `drops out` reads the same lists as before (`next_in is next_of`).  Everything
else sees every player: `players`, `others`, `each player`, `for each player`, races, the cheating
windows, accusations and claims; `players_in` (the players still in, in order of play from the
active player) and `dropped_out(P)` read `out`.

Events and their changes (`CHANGES`, joined into the State's table of changes by mogel.runtime.state):
`next_turn` (the `goes next` player), `miss` (turns owed to miss), `skip` (one of them passed over),
`reverse` (the other way round: every order anew), `out` (seat, info: `of`, the level the out lasts
for).  When an instance of a level begins (`back_in`, from the State's level start), the players out
of that level are in again, untold.
"""

from __future__ import annotations

import functools
from typing import List, Optional, Tuple

from ..errors import RulesRuntimeError


@functools.lru_cache(maxsize=64)
def seat_rings(n: int, order: int) -> Tuple[List[List[int]], List[int], List[int]]:
    """(rings, next_of, previous_of) of a table of `n` seats whose play passes in `order` (+1 to the
    left, -1 to the right): rings[p] lists all seats in order of play from seat p, next_of[p] is the
    seat after p, previous_of[p] the seat before it.  Worked out once for every State of such a
    table, which all share these lists: nobody changes them in place (`reverse order` gives a State
    the other ones)."""
    rings = [[(p + i * order) % n for i in range(n)] for p in range(n)]
    return rings, [ring[1 % n] for ring in rings], [ring[-1] for ring in rings]


def in_order(s) -> None:
    """Set the seat orders of State `s` from its `order` and `out`: `rings`, `next_of`, and
    `next_in`, `previous_in`, which pass over the players who are out (the shared lists while
    nobody is)."""
    rings, s.next_of, previous_of = seat_rings(s.n, s.order)
    s.rings = rings
    out = s.out
    if all(level is None for level in out):
        s.next_in, s.previous_in = s.next_of, previous_of
        return

    def first_in(seats) -> Optional[int]:
        return next((seat for seat in seats if out[seat] is None), None)
    s.next_in = [first_in(ring[1:] + ring[:1]) for ring in rings]
    s.previous_in = [first_in(ring[:0:-1] + ring[:1]) for ring in rings]


def back_in(s, level: str) -> None:
    """An instance of `level` begins: the players out of that level are in again."""
    out = s.out
    for seat, held in enumerate(out):
        if held == level:
            out[seat] = None
    in_order(s)


def _reverse(s, seat: Optional[int], info: dict) -> None:
    """`reverse order`: every seat order (`seats_from`) goes the other way round."""
    s.order = -1 if info["order"] == "right" else 1
    in_order(s)


def forget_turns(s) -> None:
    """Who goes next and the turns owed to miss last for one round."""
    s.missing = [0] * s.n
    s.next_seat = None


def _next_turn(s, seat: Optional[int], info: dict) -> None:
    s.next_seat = seat


def _miss(s, seat: Optional[int], info: dict) -> None:
    s.missing[seat] = info["turns"]


def _skip(s, seat: Optional[int], info: dict) -> None:
    s.missing[seat] -= 1


def _out(s, seat: Optional[int], info: dict) -> None:
    """`P drops out`: P is out until the next instance of the level `of` begins; a `goes next` of
    P goes to the player in after P."""
    s.out[seat] = info["of"]
    in_order(s)
    if s.next_seat == seat:
        s.next_seat = s.next_in[seat]


CHANGES = {"next_turn": _next_turn, "miss": _miss, "skip": _skip, "reverse": _reverse, "out": _out}


class Seating:
    """`reverse order`, `drops out` and the seats that pass over the players who are out, for
    Engine (its `p`, `s`, `emit`, `running`)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def reverse_order(self, span):
        """`reverse order`: play goes the other way round from now on."""
        self.emit("reverse", info={"order": "right" if self.s.order == 1 else "left"}, span=span)
        return
        yield

    def reset_order(self, span) -> None:
        """Play goes the header's way again (at the start of a round), if it was turned round."""
        if self.s.order != self.p.order:
            self.emit("reverse", info={"order": "left" if self.p.order == 1 else "right", "reset": True}, span=span)

    def drop_out(self, actor: Optional[int], level: str, span):
        """`P drops out [of NAME]`: an `out` event, none when P is absent or already out of a level
        that lasts as long or longer (`level` or one around it, or the whole game)."""
        if actor is None:
            return True
        held = self.s.out[actor]
        if held is None or self._lasting(level) < self._lasting(held):
            self.emit("out", actor, info={"of": level}, span=span)
        return True
        yield

    def _lasting(self, level: str) -> int:
        """How long an out of `level` lasts, as a rank: the whole game -1, then the levels top first."""
        names = [spec.name for spec in self.p.levels]
        return names.index(level) if level in names else -1

    def seat_in(self, seat: int) -> int:
        """`seat`, or the next seat in order of play that is in when it is out (`first:` and
        `starter:`); RulesRuntimeError when everybody is out (`nobody_in`)."""
        if self.s.out[seat] is None:
            return seat
        seat = self.s.next_in[seat]
        if seat is None:
            raise self.nobody_in()
        return seat

    def nobody_in(self) -> RulesRuntimeError:
        """The error of a game in which everybody has dropped out and a turn or a starter is wanted,
        located at the `ends when:` of the innermost level running."""
        spec = self.running[-1] if self.running else next(spec for spec in self.p.levels if spec.turns)
        where = spec.item.where("ends_when")
        name = spec.name
        return RulesRuntimeError(
            f"{where}: everybody has dropped out, so nobody can play on in {name} {self.s.levels.get(name, self.s.round)}: "
            f"end the {name} before the last player drops out, as in 'ends when: count(players_in) <= 1'",
            where, self.p.rules.source)
