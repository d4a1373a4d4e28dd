"""The levels of a game: their chain read off a Rules model, and the checks of levels:
`round:`, `level NAME:` and `end NAME` (docs/language.md section 9.1).

A game is played in levels, each made of repeated parts: the `round:` item is the level
`round`, made of turns unless it says otherwise; `level NAME:` items add levels.  Each level is
made of one other level (`made of: round`), of `turns` (the `turn:` block in seat order) or runs
its `steps:` once.  The levels form a chain from the top level (the one no level is made of; the
whole game plays `times:` of it, or the header's `rounds:`) down to the level of turns or steps.
`chain`, `turn_level`, `made_of`, `level_items` and `tops` read the chain of a checked file (the
compiler and the lab read them) and, for a faulty one, give whatever part of it they can;
`level_choices` says what `reset: each ...` may name.

`ChecksLevels` is a base of mogel.check.checker.Checker.  The levels must form one chain from
the top level down to the level of turns or steps: each level is made
of one known level or of turns, or has steps; no cycles; one top level, whose number is given
once (`rounds:` in the game header or `times:` in the top level) or not at all (an open-ended top
level: the game is one instance of it, which ends as its `ends when:` says); `first:` goes with turns;
`checked: after each NAME` names the level's own parts; every level can end.  A file with no
`level` item is checked as before: its round needs `starter:`, `first:` and `ends when:`.
"""

from __future__ import annotations

from typing import Dict, List, Optional, Tuple

from ..errors import SAID, Joined, did_you_mean
from ..language import model as m
from . import lets
from .vocabulary import all_statements
from .said_items import SAY
from .said_statements import SAY as STATEMENTS
from .said_types import SAY as TYPES
from .typer import BOOL, INT, PLAYER

TURNS = "turns"


MAX_ROUNDS = 1000   # instances of the top level a game plays (`rounds:`, its `times:`)
MAX_PARTS = 2000   # instances of an inner level (or turns) one instance of a level may play

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


LEVELS = ("round", "game", "turn")   # what `reset: each ...` may name (more levels come with `level`)


def level_choices(rules: m.Rules) -> Tuple[str, ...]:
    """What `reset: each ...` may name: the levels of the file, game and, when a level is made
    of turns, turn (a game whose levels run steps has no turns)."""
    items = level_items(rules)
    names = [name for name in items if name not in LEVELS]
    turn = ("turn",) if any(made_of(level) == TURNS for level in items.values()) or not items else ()
    return (*LEVELS[:2], *names, *turn) if "round" in items or not names else ("game", *names, *turn)


RESERVED = {"match": "match_reserved", "turn": "turn_reserved"}   # their messages' ids (mogel.check.said_items)


def level_names(rules: m.Rules) -> List[str]:
    """The names of the levels, in file order (the round among them when it is one)."""
    return list(level_items(rules))


def listed(names) -> Joined:
    """Names joined as "a, b and c" (German "a, b und c")."""
    return Joined(tuple(names), ", ", SAID("and"))


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
                self.error(level.where("name"), SAY(RESERVED[name]))
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
                self.error(level.where("steps"), SAY("level_both", name=name))
                ok = False
            elif made_of(level) is None and level.steps is None:
                self.error(level.span, SAY("level_neither", name=name))
                ok = False
            elif part is not None and part != TURNS and part not in items:
                self.error(level.where("made_of.value"), SAY("level_no_part", name=name, part=part, levels=listed(items),
                                                             hint=did_you_mean(part, [*items, TURNS])))
                ok = False
            elif part == name:
                self.error(level.where("made_of.value"), SAY("level_itself", name=name))
                ok = False
        if not ok:
            return False
        for name, level in items.items():   # cycles: follow the parts until turns, steps or a return
            seen, at = [name], made_of(level)
            while at in items and at not in seen:
                seen.append(at)
                at = made_of(items[at])
            if at == name and len(seen) > 1 and name == min(seen, key=lambda n: items[n].span.line):
                path = Joined(tuple(f"'{n}'" for n in (*seen, name)), SAY("made_of_which"), SAY("made_of_which"))
                self.error(level.where("made_of.value"), SAY("levels_circle", path=path))
                return False
        return True

    def _tops(self, items: Dict[str, m.Round]) -> None:
        """One top level, whose number is given once, if at all (without `times:` and `rounds:`
        the game is one instance of it, played until its `ends when:`: open-ended)."""
        top = tops(self.rules)
        if len(top) > 1:
            second = items[top[1]]
            self.error(second.span, SAY("two_tops", a=top[0], b=top[1]))
            return
        if not top:
            return
        level, game = items[top[0]], self.rules.game
        if level.times is not None and game.rounds is not None:   # with neither, it is played once: open-ended
            self.error(level.where("times"), SAY("number_twice", top=top[0], line=game.where('rounds').line))

    def level(self, level: m.Round, items: Dict[str, m.Round], ends: Dict[str, list]) -> None:
        """The properties of one level: their types, `first:` with turns, `checked:`, and
        whether an instance of it can end."""
        name, part = level.name, made_of(level)
        for prop, wanted, what in (("starter", PLAYER, TYPES("w_in", word="starter:")),
                                   ("first", PLAYER, TYPES("w_in", word="first:")),
                                   ("ends_when", BOOL, TYPES("w_in", word="ends when:")),
                                   ("times", INT, TYPES("w_times_of", name=name))):
            expr = getattr(level, prop)
            if expr is not None and self.typer.expect(expr, {}, wanted, what) == INT and prop == "times":
                self._times(level, items)
        if isinstance(level.ends_when, m.Const) and level.ends_when.value is False:
            self.warn(level.ends_when.span, SAY("ends_never", name=name), "ends_when_false")
        if part == TURNS:
            self.need(level, "first")
        elif level.first is not None and (part is None or part in items):   # an unknown part is told above
            what = SAY("has_steps", name=name) if part is None else SAY("made_of_parts", name=name, part=part)
            self.error(level.where("first"), SAY("first_with_turns", what=what))
        if level.checked is not None:   # a game whose levels run steps has no turn to check after
            turns = ("turn",) if turn_level(self.rules) is not None else ()
            allowed = ("move", *turns, *([part] if part not in (None, TURNS) else []))
            choices = Joined(tuple(f"'after each {a}'" for a in allowed), SAID("or"), SAID("or"))
            if level.checked == "turn" and not turns and "turn" not in items:
                self.error(level.where("checked.value"), SAY("checked_no_turns", name=name, choices=choices,
                                                             bottom=chain(self.rules)[-1].name))
            elif level.checked not in allowed:
                if level.checked in items:
                    told = SAY("is_made_of", name=name, part=part) if part is not None else \
                        SAY("has_steps_only", name=name)
                    self.error(level.where("checked.value"), SAY("checked_not_part", checked=level.checked, name=name,
                                                                 told=told))
                else:
                    self.error(level.where("checked.value"), STATEMENTS(
                        "not_a_choice", shown=f"after each {level.checked}", hint=did_you_mean(level.checked, allowed),
                        allowed=choices))
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
            counted = SAY("times_counts_level", name=name, part=part) if level.times is not None else ""
            parts = "" if inner is None else SAY("parts_no_times", part=part, counted=counted)
            self.error(level.span, SAY("never_ends", name=name, parts=parts))

    def _times(self, level: m.Round, items: Dict[str, m.Round]) -> None:
        """Refuse a `times:` known before the game starts (numbers, player_count, definitions of
        them) that is out of 1 to MAX_ROUNDS (the top level) or MAX_PARTS (a level inside
        another) for some number of players the game allows: the engine would stop there."""
        outer = next((n for n, other in items.items() if made_of(other) == level.name), None)
        most, within = (MAX_ROUNDS, SAY("times_game")) if outer is None else (MAX_PARTS, SAY("times_each", outer=outer))
        found = lets.values(self.rules, level.times, (), lets.NOTHING)
        wrong = {n: value for n, value in found.items() if value is not None and not 1 <= value <= most}
        if not wrong:
            return
        if len(set(found.values())) == 1:
            told = wrong.popitem()[1]
        else:
            told = Joined(tuple(STATEMENTS("with_players", value=value, n=n) for n, value in wrong.items()))
        self.error(level.times.span, SAY("times_range", within=within, most=most, name=level.name, told=told))

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
            self.error(node.level_span, SAY("end_no_level", level=node.level, hint=did_you_mean(node.level, names)))
            return
        at = getattr(self, "running_in", None)
        if at is None:
            return
        if at == TURNS:
            self.error(node.level_span, SAY("end_in_turn", level=node.level))
            return
        around = self._around(at, level_items(self.rules))
        if node.level not in around:
            self.error(node.level_span, SAY("end_not_running", level=node.level, around=listed(around), at=at))

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
