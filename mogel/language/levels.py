"""The levels of a game (a match of games of rounds of passes), read off a Rules model.

A game is played in levels, each made of repeated parts (docs/language.md section 9.1): the
`round:` item is the level `round`, made of turns unless it says otherwise; `level NAME:` items
add levels.  Each level is made of one other level (`made of: round`), of `turns` (the `turn:`
block in seat order) or runs its `steps:` once.  The levels form a chain from the top level
(the one no level is made of; the whole game plays `times:` of it, or the header's `rounds:`)
down to the level of turns or steps.  The checker (mogel.check.levels) refuses files whose
levels do not form one chain; these helpers read the chain of a checked file and, for a
faulty one, give whatever part of it they can.
"""

from __future__ import annotations

from typing import Dict, Optional, Tuple

from . import model as m

TURNS = "turns"


def round_is_level(rules: m.Rules) -> bool:
    """Whether the file has a round: a `round:` or `level round:` block, or no level at all."""
    return rules.round.span.line > 0 or not rules.levels


def level_items(rules: m.Rules) -> Dict[str, m.Round]:
    """Every level of the file by name, the round among them (when it has one), in file order."""
    items = dict(rules.levels)
    if round_is_level(rules):
        items["round"] = rules.round
    return dict(sorted(items.items(), key=lambda kv: (kv[1].span.line, kv[1].span.column)))


def made_of(level: m.Round) -> Optional[str]:
    """What a level is made of: an inner level's name, TURNS, or None (its `steps:`).  The
    round is made of turns unless it says otherwise."""
    if level.made_of is not None:
        return level.made_of
    if level.name == "round" and level.steps is None:
        return TURNS
    return None


def tops(rules: m.Rules) -> Tuple[str, ...]:
    """The levels no level is made of, in file order (one in a checked file)."""
    items = level_items(rules)
    parts = {made_of(level) for level in items.values()}
    return tuple(name for name in items if name not in parts)


def chain(rules: m.Rules) -> Tuple[m.Round, ...]:
    """The levels from the top one down to the level of turns or steps (a checked file: every
    level once).  A faulty file gives the chain from its first top level as far as it goes."""
    items = level_items(rules)
    top = tops(rules)
    name = top[0] if top else next(iter(items), None)
    out, seen = [], set()
    while name in items and name not in seen:
        seen.add(name)
        out.append(items[name])
        name = made_of(items[name])
    return tuple(out)


def turn_level(rules: m.Rules) -> Optional[str]:
    """The name of the level made of turns, or None (every level has steps or inner levels)."""
    return next((level.name for level in chain(rules) if made_of(level) == TURNS), None)
