"""The numbers the checker can work out before a game: a `let` whose value is certain, and the
counts of cards, for each number of players the game allows (docs/language.md 10.2, 10.5:
`let n = 4 - player_count` then `deal n cards ...`; `deal 2 - player_count cards ...`).

`Known` maps a name to what a `let` bound it to: one whole number for each number of players
`game: players:` allows (`let n = player_count * 6` is `{3: 18, 4: 24, 5: 30}`; the one key is
None when `players:` gives no valid range, and then only what does not use `player_count` is
worked out), as `constant_number` works it out.  A name is in it only where its value is
certain: a `let` of the same block, or of a block around it, bound it to such a number, and no
`let` of that block since bound it again.  A `let` names something for the rest of its own
block only (docs/language.md 10.5; mogel.compile.source_stmt writes it so), so one inside an `if`
branch, a `for each` or race body or an `otherwise` changes nothing after that statement;
inside a `for each` or race body the name it binds (`player`, the race's name) is unknown.

The same numbers check `A to B cards` in a selection (docs/language.md 10.2): how many the
player chooses, from A to B.

    'to' counts go with 'plays', 'gives' and 'move ... chosen by': a move without 'chosen by'
        takes a number of cards                       (`move 1 to 3 cards from draw to hand`)
    '4 to 1 cards': the smaller number first          (A > B, for some number of players)
    expected a number as the most cards, but ...      (B is no number: the typer's words)

`up_to(checker, sel, scope, what)` checks B where the selection is checked
(mogel.check.statements); `order(rules, sel, bound, known)` compares A and B for each number of
players, and `block_counts` gives both that and each negative number of cards (`negative`) of a
block, for the checker.  `draws`, `takes` and `deal` have no selection: their `1 to 3 cards` is a
syntax error with its own words (mogel.language.messages).
"""

from __future__ import annotations

import operator
from types import MappingProxyType
from typing import Callable, Collection, Dict, Iterator, Mapping, Optional, Tuple

from ..errors import Joined, Said
from ..language import model as m
from .said_statements import SAY
from .said_types import SAY as TYPES
from .variants import player_counts as listed_counts
from .vocabulary import INT

Known = Mapping[str, Mapping[Optional[int], int]]
NOTHING: Known = MappingProxyType({})   # read-only: a default no caller can change


def player_counts(rules: m.Rules) -> Tuple[Optional[int], ...]:
    """Every number of players `game: players:` allows, lowest first (only those listed of
    `players: 2 or 4`); (None,) when it is not set or not within 2 to 12 (an error the checker tells)."""
    players = rules.game.players
    if players is None or not 2 <= players[0] <= players[1] <= 12:
        return (None,)
    return listed_counts(players)


def values(rules: m.Rules, expr: m.Expr, scope: Collection[str], known: Known) -> Dict[Optional[int], Optional[int]]:
    """The value of a number `expr` for each number of players (`player_counts`), None for a
    number of players where it cannot be worked out; `scope`: the names bound where it stands."""
    return {n: constant_number(rules, expr, n, scope, known={name: v[n] for name, v in known.items()})
            for n in player_counts(rules)}


def truth(rules: m.Rules, expr: m.Expr, scope: Collection[str], known: Known) -> Optional[bool]:
    """Whether a test is true (True) or false (False) for every number of players the game
    allows, as `constant_number` works tests of constants out; None when that depends on the
    number of players or cannot be worked out.  `scope`, `known`: as for `values`."""
    found = {_constant_truth(rules, expr, n, scope, 0, {name: v[n] for name, v in known.items()})
             for n in player_counts(rules)}
    return found.pop() if len(found) == 1 else None


def inner_blocks(node: m.Stmt) -> list:
    """(block, names the statement binds for it) for each block a statement holds."""
    if isinstance(node, m.If):
        return [(node.then, ()), (node.other, ())]
    if isinstance(node, m.ForEach):
        return [(node.body, ("player",))]
    if isinstance(node, m.Race) and node.wrong is not None:   # `wrong as NAME:` binds its own name
        return [(node.body, (node.binding,)), (node.wrong_body, (node.wrong,))]
    if isinstance(node, (m.Race, m.ForValue)):
        return [(node.body, (node.binding,))]
    if isinstance(node, m.Act):
        return [(node.otherwise, ("player",) if node.subject.each else ())]
    if isinstance(node, m.ChoiceStmt):
        return [(node.otherwise, ())]
    if isinstance(node, (m.Repeat, m.Do)):   # a `do`: its procedure's statements (mogel.language.procedures)
        return [(node.body, ())]
    return []


def entering(known: Known, binds: Collection[str] = ()) -> Known:
    """What is known at the start of a nested block that binds `binds` around it."""
    return {name: value for name, value in known.items() if name not in binds}


def after(rules: m.Rules, known: Known, node: m.Stmt, scope: Collection[str]) -> Known:
    """What is known after `node`; `scope`: the names bound where it stands (blind unless known).
    Only a `let` changes it: the blocks a statement holds bind names for themselves only."""
    if isinstance(node, m.ChoiceStmt) and not node.stores:
        return {name: v for name, v in known.items() if name != node.name}
    if not isinstance(node, m.Let):
        return known
    found = values(rules, node.expr, scope, known)
    rest = {name: v for name, v in known.items() if name != node.name}
    return rest if None in found.values() else {**rest, node.name: found}


def statements(rules: m.Rules, stmts, bound: frozenset = frozenset(), known: Known = NOTHING) \
        -> Iterator[Tuple[m.Stmt, frozenset, Known]]:
    """(statement, the names bound where it stands, what is known there) for each statement of
    a block and of the blocks it holds, in file order; `let` and a race bind names, which hide
    definitions of those names."""
    for node in stmts or ():
        yield node, bound, known
        for block, binds in inner_blocks(node):
            yield from statements(rules, block, bound | set(binds), entering(known, binds))
        known = after(rules, known, node, bound)
        if isinstance(node, m.Let) or (isinstance(node, m.ChoiceStmt) and not node.stores):
            bound = bound | {node.name}


def blocks(rules: m.Rules) -> Iterator[Tuple[m.Item, tuple, Tuple[str, ...]]]:
    """(item, block of statements, the names bound around it) for every block of the game, in
    a stable order (that of the check)."""
    yield rules.round, rules.round.setup, ()
    yield rules.round, rules.round.scoring, ()
    yield rules.round, rules.round.steps, ()
    for level in rules.levels.values():
        for block in (level.setup, level.steps, level.scoring):
            yield level, block, ()
    yield rules.turn, rules.turn.body, ()
    for zone in rules.zones.values():
        yield zone, zone.when_empty, () if zone.shared else ("player",)
    for card in rules.cards.values():
        yield card, card.on_play, ("played",)
    for accusation in rules.accusations.values():
        about = "claimed" if accusation.of in rules.claims else "cheated"
        yield accusation, accusation.if_right, ("accuser", "accused", about)
        yield accusation, accusation.if_wrong, ("accuser", "accused", about)
    for procedure in rules.procedures.values():   # also walked where a `do` runs it
        yield procedure, procedure.body, ()


def counts(node: m.Stmt) -> tuple:
    """The numbers of cards a statement moves (`deal N`, `move N`, `plays`, `gives`, `draws`,
    `takes N cards`), as expressions."""
    if isinstance(node, m.Deal):
        return (node.count,)
    if isinstance(node, m.MoveSel):
        return _selection_counts(node.selection)
    verb = node.verb if isinstance(node, m.Act) else None
    if isinstance(verb, (m.Play, m.Give)):
        return _selection_counts(verb.selection)
    if isinstance(verb, (m.Draw, m.Take)):
        return (verb.count,)
    return ()


def _selection_counts(sel: m.Selection) -> tuple:
    """A selection's numbers of cards: N, or A and B of `A to B cards`."""
    return (sel.count,) if sel.up_to is None else (sel.count, sel.up_to)


def negative(rules: m.Rules, expr: m.Expr, scope: Collection[str], known: Known, what: str = "cards") -> Optional[Said]:
    """What is wrong with a number of cards that is negative, for some number of players the
    game allows, or None: `a number of cards is 0 or more: 'n' is -2` (the same for every
    number of players), `... this is -1 with 3 players, -2 with 4 players` (otherwise).  At
    run time such a count stops the game (mogel.compile.source_verbs).  `what`: what is
    counted ("cards", "turns" of `misses`, "times" of `repeat`)."""
    counted = SAY({"cards": "count_cards", "turns": "count_turns", "times": "count_times"}[what])
    if isinstance(expr, m.Unary) and expr.op == "-" and isinstance(expr.operand, m.Const):
        return SAY("negative", what=counted)
    return wrong_values(rules, expr, scope, known, lambda value: value < 0, "negative_is", what=counted)


def wrong_values(rules: m.Rules, expr: m.Expr, scope: Collection[str], known: Known, wrong_if: Callable,
                 key: str, **fields) -> Optional[Said]:
    """The message `key` (with `fields`) of a number `expr` whose value is wrong (`wrong_if(value)`)
    for some number of players the game allows, or None: its `named` is the name or "this", its
    `value` the one value when every number of players gives the same, else "-1 with 3 players,
    -2 with 4 players" (`values` works them out)."""
    found = values(rules, expr, scope, known)
    wrong = {n: value for n, value in found.items() if value is not None and wrong_if(value)}
    if not wrong:
        return None
    named = f"'{expr.name}'" if isinstance(expr, m.Name) else SAY("this")
    if len(set(found.values())) == 1:
        return SAY(key, named=named, value=wrong.popitem()[1], **fields)
    told = Joined(tuple(SAY("with_players", value=value, n=n) for n, value in wrong.items()))
    return SAY(key, named=named, value=told, **fields)


def up_to(checker, sel: m.Selection, scope: dict, what: str) -> None:
    """Check the B of `A to B cards` in a selection of `what` ("plays", "gives", "move")."""
    if sel.up_to is None:
        return
    if what == "move" and sel.chooser is None:
        checker.error(sel.up_to_span, SAY("move_without_chooser"))
    checker.typer.expect(sel.up_to, scope, INT, TYPES("w_most_cards"))


def _text(expr: m.Expr, value: int) -> str:
    """A number as the rules write it: a name by its name, anything else by its value."""
    return expr.name if isinstance(expr, m.Name) else str(value)


def order(rules: m.Rules, sel: m.Selection, bound: Collection[str], known) -> Optional[Said]:
    """`'4 to 1 cards': the smaller number first` when A > B for some number of players the
    game allows (as far as both can be worked out), else None."""
    if sel.up_to is None:
        return None
    least = values(rules, sel.count, bound, known)
    most = values(rules, sel.up_to, bound, known)
    for n, low in least.items():
        high = most.get(n)
        if low is not None and high is not None and low > high >= 0:   # a negative one is told as such
            said = f"'{_text(sel.count, low)} to {_text(sel.up_to, high)} cards'"
            players = "" if len(set(least.values())) == 1 and len(set(most.values())) == 1 else \
                SAY("with_n_players", n=n)
            numbers = isinstance(sel.count, m.Const) and isinstance(sel.up_to, m.Const)
            return SAY("range_order", said=said, players=players,
                       more="" if numbers else SAY("is_more_than", low=low, high=high))
    return None


def selection_of(node: m.Stmt) -> Optional[m.Selection]:
    """The selection of a statement that can have `A to B cards`, or None."""
    if isinstance(node, m.MoveSel):
        return node.selection
    verb = node.verb if isinstance(node, m.Act) else None
    if isinstance(verb, (m.Play, m.Give)):
        return verb.selection
    return None


def block_counts(rules: m.Rules, stmts, binds) -> Tuple[Tuple[m.Span, Said], ...]:
    """(span, message) of each negative number of cards (negative) and each `4 to 1 cards`
    (order) in a block of the game (blocks) and the blocks it holds, in file order.  What
    they read of the rules is `players:` and the definitions, so the answer is kept for the last
    KEPT blocks by the block itself, the players and the very same definition objects (a model
    is immutable): the editor's two checks of its text, and its checks after each edit, share
    most blocks (mogel.check.incremental)."""
    key = (id(stmts), tuple(binds), rules.game.players, tuple(map(id, rules.defines.values())), tuple(rules.defines))
    kept = _counted.get(key)
    if kept is not None and kept[0] is stmts and all(a is b for a, b in zip(kept[1], rules.defines.values())):
        return kept[2]
    found = []
    for node, bound, known in statements(rules, stmts, frozenset(binds)):
        for expr in counts(node):
            message = negative(rules, expr, bound, known)
            if message is not None:
                found.append((expr.span, message))
        sel = selection_of(node)
        backwards = order(rules, sel, bound, known) if sel is not None else None
        if backwards is not None:   # `4 to 1 cards`
            found.append((sel.count.span, backwards))
    if len(_counted) >= KEPT:
        _counted.clear()
    _counted[key] = (stmts, tuple(rules.defines.values()), tuple(found))
    return tuple(found)


KEPT = 4096
_counted: Dict[tuple, Tuple[object, tuple, tuple]] = {}


_FOLD = {"+": operator.add, "-": operator.sub, "*": operator.mul, "mod": lambda a, b: a % b if b else None}
_COMPARE = {"=": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt,
            ">=": operator.ge}


def constant_number(rules: m.Rules, expr: m.Expr, players: Optional[int] = None, scope: Collection[str] = (),
                    depth: int = 0, known: Mapping[str, int] = MappingProxyType({}), calls: bool = False) -> Optional[int]:
    """The value of a whole-number constant, through definitions without parameters, + - * mod
    and `A if TEST else B` whose TEST compares such constants (`define hand_size = 0 - 3`), with
    `player_count` and `count(players)` = `players` if that is given; None for anything else
    (and for `mod 0`, which has no value in play either).  With `calls`, a call of a definition
    with parameters (`twice(player_count)`) is worked out too, its arguments first, as `rounds:`
    is when a game starts, and at any depth (only for checked rules: mogel.check.chains bounds
    their definitions).  A name in `known` has that value (a `let` whose value is certain there,
    mogel.check.lets); any other name in `scope` (a `let`, a parameter) is not the definition of that name."""
    if depth > 16 and not calls:
        return None
    if isinstance(expr, m.Const) and type(expr.value) is int:
        return expr.value
    if isinstance(expr, m.Unary) and expr.op == "-":
        value = constant_number(rules, expr.operand, players, scope, depth + 1, known, calls)
        return None if value is None else -value
    if isinstance(expr, m.BinOp) and expr.op in _FOLD:
        left = constant_number(rules, expr.left, players, scope, depth + 1, known, calls)
        right = constant_number(rules, expr.right, players, scope, depth + 1, known, calls)
        return None if left is None or right is None else _FOLD[expr.op](left, right)
    if isinstance(expr, m.Cond):
        test = _constant_truth(rules, expr.test, players, scope, depth + 1, known, calls)
        return None if test is None else \
            constant_number(rules, expr.then if test else expr.other, players, scope, depth + 1, known, calls)
    if isinstance(expr, m.Call) and expr.func == "count" and expr.args == (m.Name("players"),) \
            and "players" not in scope:
        return players
    if calls and isinstance(expr, m.Call) and expr.func not in scope and expr.func in rules.defines:
        define = rules.defines[expr.func]
        if define.params and len(define.params) == len(expr.args):
            args = [constant_number(rules, arg, players, scope, depth + 1, known, calls) for arg in expr.args]
            if None not in args:
                return constant_number(rules, define.body, players, (), depth + 1, dict(zip(define.params, args)), calls)
        return None
    if isinstance(expr, m.Name) and expr.name in known:
        return known[expr.name]
    if not isinstance(expr, m.Name) or expr.name in scope:
        return None
    if expr.name == "player_count":
        return players
    define = rules.defines.get(expr.name)
    if define is not None and not define.params:
        return constant_number(rules, define.body, players, (), depth + 1, calls=calls)
    return None


def _constant_truth(rules: m.Rules, expr: m.Expr, players: Optional[int], scope: Collection[str], depth: int,
                    known: Mapping[str, int], calls: bool = False) -> Optional[bool]:
    """The truth of a test of constants (`= != < <= > >=` of constant numbers, `and`, `or`,
    `not`, `true`, `false`) as `constant_number` works them out; None for anything else."""
    if isinstance(expr, m.Const) and type(expr.value) is bool:
        return expr.value
    if isinstance(expr, m.Unary) and expr.op == "not":
        value = _constant_truth(rules, expr.operand, players, scope, depth + 1, known, calls)
        return None if value is None else not value
    if not isinstance(expr, m.BinOp) or expr.op not in ("and", "or", *_COMPARE):
        return None
    work = _constant_truth if expr.op in ("and", "or") else constant_number
    left = work(rules, expr.left, players, scope, depth + 1, known, calls)
    right = work(rules, expr.right, players, scope, depth + 1, known, calls)
    if left is None or right is None:
        return None
    if expr.op in ("and", "or"):
        return (left and right) if expr.op == "and" else (left or right)
    return _COMPARE[expr.op](left, right)
