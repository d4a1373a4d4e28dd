"""The vocabulary of rules expressions, shared by the typer, the checker, the compiler and the
highlighter: their types, the built-in names and functions and what each gives, the attributes
every card has (the words messages use for each type: mogel.check.said_types.type_word), and
the types of choices and variables.

Types are short strings: "int", "bool", "card", "player", "cards" (a zone or a filtered set
of cards), "players", "ints" (a set literal of numbers) and "any" (a definition's parameter,
which fits everything); a value of an attribute is "value:NAME" (mogel.check.typer_attrs).
`mogel.check.typer.Typer` types expressions with them; the highlighter and the name checks
read the names.

The types of choices and variables, pure functions of a Rules model (mogel.check.choices holds
the checks themselves): the type of the answer of a choice, the names of every option, the type
of a variable.

* A choice of named options has a type of its own, written as it is told in messages:
  "an option of the choice at line 12"; its bound name compares only with its own options
  (`answer = go_on`), and an unknown one is told with its options and a did-you-mean.
* A variable holds a number, a truth value, a player, an option or an attribute value: the type of its `starts:`,
  else of the choice a `set` stores in it, else of the first `set` the checker meets.
* `reset: each LEVEL` names round, game (never reset), turn or a level (mogel.check.levels.level_choices).
"""

from __future__ import annotations

import difflib
import functools
from typing import Dict, Iterator, Mapping, Optional, Tuple

from ..errors import SAID, closest, did_you_mean
from ..language import model as m
from ..language.model import BOX
from ..language.syntax import sub_expressions
from .said_types import SAY

INT, BOOL, CARD, PLAYER, CARDS, PLAYERS, INTS, ANY = (
    "int", "bool", "card", "player", "cards", "players", "ints", "any")



class EachPlayer(str):
    """The type "player" of `player` bound by a walk over players (`each player`, `for each
    player`, a `where` over players, an aggregate of players): equal to PLAYER everywhere; the
    typer tells `others` read there (it counts from `active`, not from that player)."""


EACH_PLAYER = EachPlayer(PLAYER)

# Built-in names and what they are.  `played` exists only inside `on play` blocks.
BUILTINS: Mapping[str, str] = {
    "active": PLAYER, "starter": PLAYER, "last_starter": PLAYER, "oldest": PLAYER,
    "round": INT, "player_count": INT, "turns": INT, "turns_without_play": INT,
    "players": PLAYERS, "others": PLAYERS, "players_in": PLAYERS,   # the players who have not dropped out
}

# Built-in functions: name -> (argument types, result type).  `sum` binds `card` in its
# second argument; zone names of per-player zones are functions of a player (`hand of p`).
# The aggregates, `first`, `next` and `previous` are typed by mogel.check.typer_sets (a set of
# cards or of players: "set" here; their results depend on it: "any").
FUNCTIONS: Mapping[str, tuple] = {
    "size": ((CARDS,), INT), "empty": ((CARDS,), BOOL), "top": ((CARDS,), CARD),
    "any": (("set",), BOOL), "count": (("set",), INT), "sum": ((CARDS, INT), INT),
    "left": ((PLAYER,), PLAYER), "right": ((PLAYER,), PLAYER),
    "max": (("set", INT), INT), "min": (("set", INT), INT), "highest": (("set", INT), ANY),
    "lowest": (("set", INT), ANY), "first": (("set",), ANY),
    "next": ((ANY,), ANY), "previous": ((ANY,), ANY),   # of a player or an attribute value (typer_sets)
    "face_down": ((CARD,), BOOL),
    "present": ((ANY,), BOOL), "absent": ((ANY,), BOOL),   # whether a value is there (typer: not of a set)
    "total": ((PLAYER,), INT), "score": ((PLAYER,), INT),   # a player's points so far: in the game, in this round
    "chance": ((ANY,), BOOL),   # `chance(30%)`, `chance(1 in 6)`: drawn by chance (mogel.check.chances)
    "dropped_out": ((PLAYER,), BOOL),   # whether a player is out of the order of play (`drops out`)
    "player": ((CARD,), PLAYER),   # who laid a card by a play, while it lies there (`player of highest(trick, ...)`)
    "partner": ((PLAYER,), PLAYER), "team": ((PLAYER,), PLAYERS), "teammates": ((PLAYER,), PLAYERS),   # mogel.check.teams
    "any_worth": ((CARDS, INT), BOOL),   # whether some of the cards have values adding up to N (`cards worth N`)
}

# What a built-in function written as a name is told to look like (`total >= 100`).
FUNCTION_EXAMPLES: Mapping[str, str] = {
    "total": "total(player) >= 100", "score": "score(active)", "chance": "if chance(30%):",
    "size": "size(hand of active)", "empty": "empty(draw)", "top": "top of discard", "count": "count(players)",
}

# The game box (mogel.runtime.state.BOX) holds the cards out of play; no rule may name it.
BOX_MESSAGE = SAY("box", box=BOX)


CARD_ATTRIBUTES = {"value": INT, "penalty": INT}
COMPARE = {"=", "!=", "<", "<=", ">", ">="}
ARITH = {"+", "-", "*", "mod"}


def fits(actual: str, wanted: str) -> bool:
    """Whether a value of type `actual` may stand where `wanted` is expected."""
    if ANY in (actual, wanted) or actual == wanted:
        return True
    return wanted == "set" and actual in (CARDS, PLAYERS, INTS)


HELD = (INT, BOOL, PLAYER, ANY)   # types a variable may hold, besides the options of a choice
OPTION_TYPE = "an option of the choice at line {}"


def option_type(choice: m.Choice) -> str:
    """The type of the answer of a choice of named options (a player's choice: "player"; a
    value's: that attribute's value type, "value:colour"; a number's: "int")."""
    if choice.what == "value":
        return "value:" + (choice.attribute or "")
    if choice.what == "number":
        return INT
    return OPTION_TYPE.format(choice.span.line) if choice.what == "option" else PLAYER


def is_option_type(t: str) -> bool:
    return t.startswith("an option of the choice at line ")


def _inner(node) -> list:
    if isinstance(node, m.If):
        return [node.then, node.other]
    if isinstance(node, m.Race):
        return [node.body, node.wrong_body]
    if isinstance(node, (m.ForEach, m.ForValue, m.Repeat)):
        return [node.body]
    if isinstance(node, (m.Act, m.ChoiceStmt)):
        return [node.otherwise]
    return []


def _walk(stmts) -> Iterator[m.Stmt]:
    for node in stmts or ():
        yield node
        for block in _inner(node):
            yield from _walk(block)


def all_statements(rules: m.Rules) -> Iterator[m.Stmt]:
    """Every statement of every block of the rules and of their variants, in any order.  Those
    of a block are kept for the last KEPT blocks by the block object (a model is immutable): the
    editor's checks of its text after each edit share most blocks (mogel.check.incremental)."""
    items = list(rules.items())
    items += [item for variant in rules.variants.values() for item in variant.items]
    for item in items:
        for prop in ("setup", "scoring", "steps", "body", "when_empty", "on_play", "if_right", "if_wrong"):
            block = getattr(item, prop, None)
            if isinstance(block, tuple):   # a block of statements (a definition's body is an expression)
                kept = _walked.get(id(block))
                if kept is None or kept[0] is not block:
                    if len(_walked) >= KEPT:
                        _walked.clear()
                    kept = _walked[id(block)] = (block, tuple(_walk(block)))
                yield from kept[1]


KEPT = 4096
_walked: Dict[int, Tuple[tuple, Tuple[m.Stmt, ...]]] = {}


@functools.lru_cache(maxsize=64)
def choice_table(rules: m.Rules) -> Tuple[Dict[str, Tuple[str, ...]], Dict[str, str], frozenset]:
    """(option type -> its option names, variable -> the type a `set ... chooses` stores in it,
    every option name of the rules) -- cached per Rules object."""
    options: Dict[str, Tuple[str, ...]] = {}
    stored: Dict[str, str] = {}
    for node in all_statements(rules):
        if isinstance(node, m.ChoiceStmt):
            t = option_type(node.choice)
            if node.choice.what == "option":
                options[t] = tuple(o.name for o in node.choice.options)
            if node.stores:
                stored.setdefault(node.name, t)
    return options, stored, frozenset(name for names in options.values() for name in names)


def option_names(rules: m.Rules) -> frozenset:
    """Every option name of every choice of the rules (the compiler reads them as themselves)."""
    return choice_table(rules)[2]


def starts_scope(variable: m.Variable) -> Dict[str, str]:
    """The names bound in a variable's `starts:`: `player` (the owner) for one `per player`."""
    return {"player": EACH_PLAYER} if variable.per_player else {}


def starts_cycle(rules: m.Rules, name: str) -> Tuple[str, ...]:
    """The variables whose `starts:` read one another from `name`'s on, back to `name` (`name`
    first; through definitions too): () when its start value does not read itself; (`name`,)
    for `variable leader = leader`."""
    def reads(e: m.Expr, seen: set) -> Iterator[str]:
        if isinstance(e, (m.Name, m.Call)):
            called = e.name if isinstance(e, m.Name) else e.func
            if called in rules.variables:
                yield called
            elif called in rules.defines and called not in seen and rules.defines[called].body is not None:
                seen.add(called)
                yield from reads(rules.defines[called].body, seen)
        for inner in sub_expressions(e):
            yield from reads(inner, seen)

    path, done = [name], set()

    def walk(at: str) -> bool:
        starts = rules.variables[at].starts
        for read in (reads(starts, set()) if starts is not None else ()):
            if read == name:
                return True
            if read not in done:
                done.add(read)
                path.append(read)
                if walk(read):
                    return True
                path.pop()
        return False
    return tuple(path) if walk(name) else ()


def variable_type(typer, name: str) -> str:
    """The type of variable `name` where it is read: of its `starts:`, of the choice a `set`
    stores in it, of the first `set` the checker met so far, else "any" (also for a `starts:`
    that reads the variable itself, which the checker refuses: see starts_cycle)."""
    variable = typer.rules.variables[name]
    if variable.starts is not None:
        if ("starts", name) in typer._in_progress:
            return ANY
        typer._in_progress.add(("starts", name))
        try:
            return typer.silently(variable.starts, starts_scope(variable))[0]
        finally:
            typer._in_progress.discard(("starts", name))
    stored = choice_table(typer.rules)[1].get(name)
    if stored is not None:
        return stored
    return typer.set_types.get(name, (ANY, None))[0]


def variable_read(typer, e: m.Expr, scope) -> str:
    """The type of a variable read by `e`: `owed` (a Name: one value for the table) or `stake of P`
    (a Call: a variable `per player`, P a player), telling one read the other way."""
    name = e.name if isinstance(e, m.Name) else e.func
    each = bool(typer.rules.variables[name].per_player)
    if isinstance(e, m.Name):
        if each:
            typer.report(e.span, SAY("variable_of_each", name=name))
    elif not each:
        typer.report(e.span, SAY("variable_of_table", name=name))
        for arg in e.args:
            typer.type_of(arg, scope)
    elif typer._arity(e, 1):
        typer.expect(e.args[0], scope, PLAYER, SAY("w_after", word=f"{name} of"))
    return variable_type(typer, name)


def option_compare(typer, e: m.BinOp, scope) -> Optional[str]:
    """`answer = go_on` (or `!=`) where `answer` is the answer of a choice of options and
    `go_on` a bare name: "bool" after telling an option the choice does not have; None when
    the comparison is no such one (then it is typed as any other)."""
    for mine, other in ((e.left, e.right), (e.right, e.left)):
        if not isinstance(other, m.Name) or other.name in scope or typer.is_declared(other.name):
            continue
        if isinstance(mine, m.Name) and mine.name == other.name:
            return None
        t = typer.silently(mine, scope)[0]
        if not is_option_type(t):
            return None
        typer.type_of(mine, scope)
        names = choice_table(typer.rules)[0].get(t, ())
        if other.name not in names:
            typer.report(other.span, SAY("not_an_option", name=other.name, line=t[len(OPTION_TYPE.format("")):],
                                         options=", ".join(names), hint=did_you_mean(other.name, names)))
        return "bool"
    return None


def name_hint(name: str, values, names):
    """The did-you-mean of an unknown name or function (mogel.errors.did_you_mean): the closest
    value of an attribute in `values` (`star` for `stars`), else the closest of `names` only
    when it is very close (difflib's ratio of 0.75: a misspelling such as `sise` for `size`, not
    a word of another kind that shares a few letters, 'chance' or 'active' for 'ace')."""
    hint = did_you_mean(name, values)
    if hint:
        return hint
    close = closest(name, names)
    if close is not None and difflib.SequenceMatcher(None, name.lower(), close.lower()).ratio() < 0.75:
        close = None
    return SAID("did_you_mean", word=close) if close is not None else ""
