"""What a student does with the events of a game: an Event kept by the engine is an Event in
every way.  A new user's trial found `set(game.events)` failing with "unhashable type:
'KeptEvent'" (a class nobody meets) and `ev._replace(info=None)` keeping None where
`Event(info=None)` gives {}."""

from __future__ import annotations

import pytest

import mogel


@pytest.fixture(scope="module")
def events():
    return mogel.Game(mogel.load_rules(), ["random"] * 4, seed=2).play().events


def test_hashing_an_event_says_why_not_and_what_to_do(events):
    with pytest.raises(TypeError, match=r"an Event cannot be hashed \(its info is a dict\).*ev\.kind, ev\.seat"):
        set(events)
    assert len({(ev.kind, ev.seat, ev.moves) for ev in events}) > 10


def test_replace_gives_an_event_as_the_constructor_does(events):
    role = next(ev for ev in events if ev.kind == "role")
    moved = role._replace(seat=3)
    assert type(moved) is mogel.Event and moved.seat == 3 and moved.info == role.info and moved != role
    assert moved == mogel.Event(role.kind, 3, role.moves, role.info, role.span)
    assert role._replace(info=None).info == {} and role._replace(info=None) == mogel.Event("role", role.seat, (), None, role.span)
    with pytest.raises(TypeError, match="no field 'colour'"):
        role._replace(colour="red")
