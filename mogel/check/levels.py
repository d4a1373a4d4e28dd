"""The checks of levels: `round:`, `level NAME:` and `end NAME` (docs/language.md section 9.1).

`ChecksLevels` is a base of mogel.check.checker.Checker.  The levels must form one chain from
the top level down to the level of turns or steps (mogel.language.levels): each level is made
of one known level or of turns, or has steps; no cycles; one top level, whose number is given
once (`rounds:` in the game header or `times:` in the top level); `first:` goes with turns;
`checked: after each NAME` names the level's own parts; every level can end.  A file with no
`level` item is checked as before: its round needs `starter:`, `first:` and `ends when:`.
"""

from __future__ import annotations

from typing import Dict, List, Optional

from ..errors import did_you_mean
from ..language import model as m
from ..language.levels import TURNS, level_items, made_of, tops, turn_level
from .choice_types import all_statements
from .typer import BOOL, INT, PLAYER

RESERVED = {"match": "'match' is reserved for the whole game: choose another name for this level",
            "turn": "'turn' is the turn of a player (the 'turn:' block): choose another name for this level"}


def level_names(rules: m.Rules) -> List[str]:
    """The names of the levels, in file order (the round among them when it is one)."""
    return list(level_items(rules))


def listed(names) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def ends_of(rules: m.Rules) -> Dict[str, List[m.EndRound]]:
    """Every `end NAME` statement of the rules, by NAME."""
    out: Dict[str, List[m.EndRound]] = {}
    for node in all_statements(rules):
        if isinstance(node, m.EndRound):
            out.setdefault(node.level, []).append(node)
    return out


class ChecksLevels:
    """The level checks of Checker (its `rules`, `typer`, `error`, `need`, `block`, `in_play`)."""

    def levels(self) -> None:
        """Check every level and the chain they form; with no `level` item, only the round."""
        r = self.rules
        if not r.levels:
            if self.picked(r.round):
                self.round(r.round)
            return
        items = level_items(r)
        for name, level in r.levels.items():
            if name in RESERVED:
                self.error(level.where("name"), RESERVED[name])
        structure_ok = self._made_of(items)
        if structure_ok:
            self._tops(items)
        ends = ends_of(r)
        for level in items.values():
            if self.picked(level):
                self.level(level, items, ends if structure_ok else None)

    def _made_of(self, items: Dict[str, m.Round]) -> bool:
        """Each level names a known level or turns, or has steps (not both); no cycles."""
        ok = True
        for name, level in items.items():
            part = level.made_of
            if part is not None and level.steps is not None:
                self.error(level.where("steps"), f"level '{name}' says both 'made of:' and 'steps:': one {name} "
                                                 f"is made of parts or runs its steps, not both: keep one")
                ok = False
            elif made_of(level) is None and level.steps is None:
                self.error(level.span, f"level '{name}' says neither 'made of:' nor 'steps:': say what one "
                                       f"{name} is ('made of: turns', 'made of: LEVEL' or 'steps:')")
                ok = False
            elif part is not None and part != TURNS and part not in items:
                self.error(level.where("made_of.value"),
                           f"level '{name}' is made of '{part}': there is no such level (the levels are "
                           f"{listed(items)}){did_you_mean(part, [*items, TURNS])}")
                ok = False
            elif part == name:
                self.error(level.where("made_of.value"), f"a level is made of one other level or of turns: "
                                                         f"'{name}' is made of itself")
                ok = False
        if not ok:
            return False
        for name, level in items.items():   # cycles: follow the parts until turns, steps or a return
            seen, at = [name], made_of(level)
            while at in items and at not in seen:
                seen.append(at)
                at = made_of(items[at])
            if at == name and len(seen) > 1 and name == min(seen, key=lambda n: items[n].span.line):
                path = ", which is made of ".join(f"'{n}'" for n in (*seen, name))
                self.error(level.where("made_of.value"), f"the levels go round in a circle: {path}")
                return False
        return True

    def _tops(self, items: Dict[str, m.Round]) -> None:
        """One top level, whose number is given once."""
        top = tops(self.rules)
        if len(top) > 1:
            second = items[top[1]]
            self.error(second.span, f"two levels are the top (no level is made of '{top[0]}' nor of "
                                    f"'{top[1]}'): make one of them part of the other ('made of: {top[1]}')")
            return
        if not top:
            return
        level, game = items[top[0]], self.rules.game
        if level.times is not None and game.rounds is not None:
            self.error(level.where("times"), f"the number of {top[0]}s is given twice: 'rounds:' in the game "
                                             f"header (line {game.where('rounds').line}) and 'times:' here: keep one")
        elif level.times is None and game.rounds is None and game.span.line > 0:
            self.error(level.span, f"the game header has no 'rounds:' and the top level '{top[0]}' no 'times:': "
                                   f"say how many {top[0]}s the game has ('times: 3')")

    def level(self, level: m.Round, items: Dict[str, m.Round], ends: Dict[str, list]) -> None:
        """The properties of one level: their types, `first:` with turns, `checked:`, and
        whether an instance of it can end."""
        name, part = level.name, made_of(level)
        for prop, wanted, what in (("starter", PLAYER, "in 'starter:'"), ("first", PLAYER, "in 'first:'"),
                                   ("ends_when", BOOL, "in 'ends when:'"), ("times", INT, "as the number of "
                                                                                         f"{name}s")):
            expr = getattr(level, prop)
            if expr is not None:
                self.typer.expect(expr, {}, wanted, what)
        if part == TURNS:
            self.need(level, "first")
        elif level.first is not None:
            what = f"a {name} has steps, not turns" if part is None else f"a {name} is made of {part}s, not turns"
            self.error(level.where("first"), f"'first:' goes with 'made of: turns': {what}")
        if level.checked is not None:
            allowed = ("move", "turn", *([part] if part not in (None, TURNS) else []))
            if level.checked not in allowed:
                if level.checked in items:
                    told = f"{name} is made of {part}" if part is not None else f"{name} has steps"
                    self.error(level.where("checked.value"), f"'checked: after each {level.checked}' names a "
                                                             f"level that '{name}' is not made of: {told}")
                else:
                    self.error(level.where("checked.value"), f"'after each {level.checked}' is not a choice here: use "
                               + " or ".join(f"'after each {a}'" for a in allowed)
                               + did_you_mean(level.checked, allowed))
        for prop in ("setup", "scoring"):
            if getattr(level, prop):
                self.block(getattr(level, prop), {})
        if level.steps:
            self.in_play, self.running_in = True, name
            self.block(level.steps, {})
            self.in_play, self.running_in = False, None
        inner = items.get(part)
        if ends is not None and part is not None and level.ends_when is None and not any(ends.get(n) for n in self._around(name, items)) \
                and (inner is None or inner.times is None):
            parts = "" if inner is None else f"its parts ('{part}') have no 'times:', "
            self.error(level.span, f"level '{name}' can never end: {parts}it has no 'ends when:' and no "
                                   f"statement says 'end {name}'")

    def _around(self, name: str, items: Dict[str, m.Round]) -> List[str]:
        """`name` and the levels around it (an `end` of any of them ends it too)."""
        out, parents = [name], {made_of(level): n for n, level in items.items()}
        while out[-1] in parents and parents[out[-1]] not in out:
            out.append(parents[out[-1]])
        return out

    def end_statement(self, node: m.EndRound) -> None:
        """`end NAME`: NAME is a level, and one that is running where the statement runs: in a
        level's `steps:` that level or one around it, in `turn:` the level of turns or one
        around it (`running_in`: that level; None where any level of the chain may be running)."""
        names = level_names(self.rules)
        if node.level not in names:
            self.error(node.level_span, f"'end {node.level}': no level is called '{node.level}'"
                                        f"{did_you_mean(node.level, names)}")
            return
        at = getattr(self, "running_in", None)
        if at is None:
            return
        if at == TURNS:
            self.error(node.level_span, f"'end {node.level}' in 'turn:': no level is made of turns, so no turn "
                                        f"is ever played and this never runs: put it in the 'steps:' of a level")
            return
        around = self._around(at, level_items(self.rules))
        if node.level not in around:
            self.error(node.level_span, f"'end {node.level}': no {node.level} is running here (this runs inside "
                                        f"{listed(around)}): an 'end' ends a level that is running around it, "
                                        f"so write 'end {at}' or the name of a level around it")

    def turn_running(self) -> Optional[str]:
        """The level whose parts are turns (TURNS when a file with levels has none), for the
        `end` statements of `turn:`; None in a file without levels (the round is made of turns)."""
        if not self.rules.levels:
            return None
        return turn_level(self.rules) or TURNS


def top_level_needs_rounds(rules: m.Rules) -> bool:
    """Whether the game header must give `rounds:`: only with no level items (else the checks
    of the top level say where the number goes)."""
    return not rules.levels
