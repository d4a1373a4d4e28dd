"""The static check of who plays next (`goes next`, `misses N turns`, `drops out [of NAME]`), of
`repeat` and of procedures (`procedure NAME:`, `do NAME`).

`CheckControl` is a part of `mogel.check.statements.CheckStmt` (one of its bases): `CheckStmt.verb`
hands it the verbs `goes next` and `misses`, `CheckStmt.stmt` a `repeat`.  Messages:

    'goes next' needs one player: 'each player goes next' names several     (also for 'misses')
    'misses' counts turns: write '1 turn'                                    (`misses a turn`)
    'drops out of gmae': no level is called 'gmae' (the levels are ...) (did you mean 'game'?)
    'drops out' lasts for the level of turns, but no level is made of turns: say how long ...
    expected a number as how many turns, but this is a card
    say how often: 'repeat 3 times:' or 'repeat until COND:'
    'times' counts runs, but this is a card: write a number, as in 'repeat 3 times:'
    'until' needs a truth value, but this is a number

`turn_counts` refuses a number of turns or of runs that is negative for some number of players
(`a number of turns is 0 or more: this is -1`), as `Checker.counts` does for cards; the warning
of a `repeat until` that can never end is `never_ends` (mogel.check.warnings).

The statements of a procedure are checked where a `do` runs them (`CheckControl.do`): there they
see the names bound at that place, as they do in play.  `check_procedures` adds what is about
procedures as a whole: one that runs itself, directly or through others, or grows too deep or
too large with the procedures it does written out, is refused at a `do` (mogel.language.procedures
`problems`); one that no `do` runs gets a warning at its name, and its statements are checked as
if `turn:` did it.
"""

from __future__ import annotations

import dataclasses
from typing import Callable, Dict, Iterator, Optional, Tuple

from . import lets
from ..errors import Said, did_you_mean
from ..language import model as m
from ..language.procedures import ITEM_BLOCKS, bind, done_in, problems
from ..language.plain import ARTICLES, plain_name
from .said_statements import SAY
from .said_types import SAY as TYPES, type_word
from .names import parameter_names
from .kept import by_block
from .levels import level_names, listed, turn_level
from .vocabulary import ANY, BOOL, BUILTINS, INT

# The verbs that act once for one player, and their words in messages.
ONE_PLAYER = {m.GoNext: "goes next", m.Miss: "misses"}


class CheckControl:
    """Checks `goes next`, `misses`, `repeat` and procedures; a mixin of CheckStmt (error, warn,
    typer, block, rules, in_play, running_in, checked_bodies)."""

    def do(self, node: m.Do, scope: dict, actor: bool) -> None:
        """`do NAME`: the procedure's statements, checked where they run (they see its names), once
        for each place of the same names (a procedure done twice in a turn is checked once); a
        procedure that runs itself or grows too large has none (told by mogel.language.procedures).
        Its parameters are bound to the types of the `do`'s values, each worked out where the `do`
        stands; what is wrong with a parameter's name is told at the procedure (names.parameter_names)."""
        procedures = self.rules.procedures
        if node.name not in procedures:
            hint = did_you_mean(node.name, procedures) or SAY("procedures_are", names=", ".join(procedures))
            self.error(node.name_span, SAY("unknown_procedure", name=node.name, hint=hint) if procedures else
                       SAY("no_procedure", name=node.name))
            return
        params = procedures[node.name].params
        if len(params) != len(node.args):
            given, n = len(node.args), len(params)
            self.error(node.span, SAY("do_args", name=node.name, params=", ".join(params) or "-",
                                      given=SAY("value_1") if given == 1 else SAY("values_n", n=given),
                                      n=SAY("parameter_1") if n == 1 else SAY("parameters_n", n=n)))
            return
        bound = bind(params, node.args)   # the top of its statements: each told at the procedure, not here
        inner = {**scope, **{p: self.typer.type_of(arg, scope) for p, arg in zip(params, node.args)}}
        key = (id(node.body), tuple(sorted(inner.items())), actor, self.in_play, self.running_in)
        if key not in self.checked_bodies:
            self.checked_bodies[key] = node.body   # kept alive: its id stays its own
            self.block(node.body[len(bound):], inner, actor)

    def check_procedures(self, picked: Callable[[m.Item], bool]) -> None:
        """Tell the procedures that run themselves or grow too large, warn of those nothing does
        and check their statements as statements of the turn (called with `in_play` set)."""
        rules = self.rules
        if not rules.procedures:
            return
        for span, message in problems(rules):
            self.error(span, message)
        for procedure in filter(picked, rules.procedures.values()):
            parameter_names(rules, procedure, self.error, lambda span, message: self.warn(span, message, "let_hides"))
        done = {do.name for item in rules.items() for field in ITEM_BLOCKS.get(item.category, ())
                for do in done_in(getattr(item, field))}
        for name, procedure in rules.procedures.items():
            if name in done or not picked(procedure):
                continue
            hint = did_you_mean(name, sorted(done & set(rules.procedures)))   # a variant's misspelt replacement
            self.warn(procedure.where("name"), SAY("never_done", name=name, hint=hint), "never_done")
            saved, self.running_in = self.running_in, self.turn_running()
            self.block(procedure.body or (), {p: ANY for p in procedure.params}, actor=True)
            self.running_in = saved

    def control_verb(self, node: m.Act, scope: dict) -> None:
        verb = node.verb
        word = ONE_PLAYER[type(verb)]
        if node.subject.each:
            self.error(node.span, SAY("one_player_verb", word=word, more="" if word == "goes next" else " ..."))
        if isinstance(verb, m.Miss):
            count = verb.count
            if isinstance(count, m.Name) and count.name in (*ARTICLES, "one") \
                    and count.name not in self.typer.known_names(scope):
                self.error(count.span, SAY("misses_turns"))
            elif isinstance(count, m.Name) and count.name not in self.typer.known_names(scope) \
                    and plain_name(count.name):
                self.error(count.span, plain_name(count.name))
            else:
                self.typer.expect(count, scope, INT, TYPES("w_how_many_turns"))

    def drop_out(self, verb: m.DropOut) -> None:
        """`drops out [of [the] NAME]`: NAME is a level of the file or `game` (the whole game);
        without it, the level of turns, which the game must have."""
        names = level_names(self.rules) or ["round"]
        if verb.level is None:
            if self.rules.levels and turn_level(self.rules) is None:
                self.error(verb.span, SAY("drop_out_no_turns", level=names[-1]))
        elif verb.level not in names and verb.level != "game":
            self.error(verb.level_span, SAY("drop_out_no_level", level=verb.level, levels=listed(names),
                                            hint=did_you_mean(verb.level, [*names, "game"])))

    def repeat(self, node: m.Repeat, scope: dict, actor: bool) -> None:
        if node.times is None and node.until is None:
            self.error(node.span, SAY("how_often"))
        if node.times is not None:
            kind = self.typer.type_of(node.times, scope)
            if kind not in (INT, "any"):
                self.error(node.times.span, SAY("times_counts", actual=type_word(kind)))
        if node.until is not None:
            kind = self.typer.type_of(node.until, scope)
            if kind not in (BOOL, "any"):
                self.error(node.until.span, SAY("until_truth", actual=type_word(kind)))
        self.block(node.body, scope, actor)


MAX_RUNS = 1000   # runs of one `repeat` before the game is stopped (mogel.compile.work.too_many_runs)
WHOLE_GAME = "match"   # `drops out of the game` with no level called game (mogel.runtime.seating)


def out_level(rules: m.Rules, level: Optional[str]) -> str:
    """The level a checked `drops out [of LEVEL]` lasts for: LEVEL, the level of turns without one
    ("round" in a file without levels), WHOLE_GAME for `game` when no level is so named."""
    if level is None:
        return turn_level(rules) or "round"
    return level if level in level_names(rules) or level != "game" else WHOLE_GAME


def _turn_counts(node: m.Stmt) -> Iterator[tuple]:
    """(expression, what it counts) for each number of turns or runs a statement gives."""
    if isinstance(node, m.Act) and isinstance(node.verb, m.Miss):
        yield node.verb.count, "turns"
    if isinstance(node, m.Repeat) and node.times is not None:
        yield node.times, "times"


def turn_counts(rules: m.Rules, error: Callable, picked: Callable[[m.Item], bool]) -> None:
    """Refuse each number of turns (`misses N turns`) or runs (`repeat N times`) that is negative
    for some number of players the game allows (or over MAX_RUNS runs), and the range of a number
    choice that is empty or over MAX_RUNS numbers (_number_range), in the blocks of the items picked (all of them
    when the game is picked, as Checker.counts)."""
    every = picked(rules.game)
    for item, stmts, binds in lets.blocks(rules):
        if every or picked(item):
            for node, bound, known in lets.statements(rules, stmts, frozenset(binds)):
                for expr, what in _turn_counts(node):
                    message = lets.negative(rules, expr, bound, known, what)
                    if message is None and what == "times":
                        message = _too_many_runs(rules, expr, bound, known)
                    if message is not None:
                        error(expr.span, message)
                if isinstance(node, m.ChoiceStmt) and node.choice.what == "number":
                    _number_range(rules, node.choice, bound, known, error)


def _number_range(rules: m.Rules, c: m.Choice, bound, known, error: Callable) -> None:
    """Refuse `chooses a number from A to B` whose A and B the checker works out (lets.values) for
    some number of players to B below A (no number to offer) or more than MAX_RUNS numbers (the
    engine would stop the game there), at A."""
    lows, highs = lets.values(rules, c.low, bound, known), lets.values(rules, c.high, bound, known)
    for n, low in lows.items():
        high = highs[n]
        if low is not None and high is not None and (high < low or high - low >= MAX_RUNS):
            error(c.low.span, SAY("number_order", low=low, high=high) if high < low else
                  SAY("number_many", low=low, high=high, n=high - low + 1, most=MAX_RUNS))
            return


def _too_many_runs(rules: m.Rules, expr: m.Expr, bound, known) -> Optional[Said]:
    """What is wrong with a `repeat N times` whose N is more than MAX_RUNS for some number of
    players the game allows (as far as lets.values works it out), or None: the engine would
    stop the game there."""
    return lets.wrong_values(rules, expr, bound, known, lambda value: value > MAX_RUNS, "repeat_most", most=MAX_RUNS)


# --- the warning `never_ends` ----------------------------------------------------------------

# Statements that change nothing a condition can read, and verbs that do not either (who plays
# next is not read by expressions).  Any other statement -- a move, a deal, a shuffle, `end round`,
# `reverse order` (read by `next`), a score (read by `score` and `total`), and the statements this
# module does not know (a later `set` of a variable) -- is taken to change something.
_STILL = (m.Let, m.If, m.ForEach, m.ForValue, m.Race, m.Repeat, m.Do)   # a `do`: what its statements do
_STILL_VERBS = (m.GoNext, m.Miss)
# built-in functions whose value the game's course changes (the others are worked out from their arguments)
_STATE_FUNCTIONS = frozenset({"face_down", "total", "score", "chance", "next", "previous", "dropped_out"})


def changes_something(stmts, names=None) -> bool:
    """Whether a block may change what a condition reads: it (or a block inside it) plays,
    draws, gives, takes, moves, shuffles or deals cards, scores, gives a role, reverses the order
    of play or ends the round -- or, with `names` (a set of variables' names), only whether it
    sets one of them, or does what may set any (`calls` runs an accusation's blocks, `end`
    ends the loop)."""
    for node in stmts or ():
        if names is not None:
            if isinstance(node, (m.SetVar, m.ChoiceStmt)) and node.name in names and \
                    (isinstance(node, m.SetVar) or node.stores) or isinstance(node, m.EndRound) or \
                    isinstance(node, m.Act) and isinstance(node.verb, m.CallVerb):
                return True
        elif isinstance(node, m.Act):
            if not isinstance(node.verb, _STILL_VERBS):
                return True
        elif not isinstance(node, (*_STILL, m.SetVar, m.ChoiceStmt)):
            return True
        if any(changes_something(block, names) for block, _ in lets.inner_blocks(node)):
            return True
    return False


def reads(rules: m.Rules, e: m.Expr, defines: frozenset = frozenset()) -> Tuple[set, bool]:
    """(the names of the variables `e` reads, through the definitions it calls; whether it reads
    more: a zone, a role, a score, the order of play, `chance`, a counter such as `turns` -- any
    built-in name but those of functions worked out from their arguments alone, `max`, `size` ...)."""
    found: set = set()
    name = e.name if isinstance(e, m.Name) else e.func if isinstance(e, m.Call) else None
    more = name in rules.zones or name in rules.roles or name in BUILTINS or name in _STATE_FUNCTIONS
    if name in rules.variables:
        found.add(name)
    elif name in rules.defines and name not in defines:
        found, more = reads(rules, rules.defines[name].body, defines | {name})
    for part in m.sub_expressions(e):
        names, other = reads(rules, part, defines)
        found, more = found | names, more or other
    return found, more


def never_ends(rules: m.Rules, node: m.Stmt) -> Optional[Said]:
    """The warning `never_ends` about a `repeat until` (with no `times`) whose body changes
    nothing its condition could read: it runs until the limit and stops the game.  A variable
    the condition reads is changed only by a `set` of it; the rest it reads by a statement that
    moves cards, scores, gives a role ... (`changes_something`).  None for any other statement."""
    if not isinstance(node, m.Repeat) or node.until is None or node.times is not None:
        return None
    variables, more = reads(rules, node.until)
    if changes_something(node.body, variables) or more and changes_something(node.body):
        return None
    if variables and not more:
        names = ", ".join(f"'{name}'" for name in sorted(variables))
        return SAY("never_ends_variables", names=SAY("the_variable" if len(variables) == 1 else "the_variables",
                                                      names=names))
    return SAY("never_ends")


_MOVE_VERBS = (m.Play, m.Give, m.Draw, m.Take)


def _moves(node: m.Stmt) -> bool:
    """Whether running statement `node` may move a card (itself, or a statement of its blocks
    but an `otherwise`, which runs only when its act moves nothing)."""
    if isinstance(node, (m.MoveSel, m.MoveAll, m.MoveCard)) or \
            isinstance(node, m.Act) and isinstance(node.verb, _MOVE_VERBS):
        return True
    if isinstance(node, (m.Act, m.ChoiceStmt)):
        return False
    return any(_moves(inner) for block, _ in lets.inner_blocks(node) for inner in block or ())


def _reads_cards(rules: m.Rules, e: m.Expr, defines: frozenset = frozenset()) -> bool:
    """Whether `e` reads a zone or `played` (through the definitions it calls): a move may change it."""
    name = e.name if isinstance(e, m.Name) else e.func if isinstance(e, m.Call) else None
    if name in rules.zones or name == "played":
        return True
    if name in rules.defines and name not in defines and \
            _reads_cards(rules, rules.defines[name].body, defines | {name}):
        return True
    return any(_reads_cards(rules, part, defines) for part in m.sub_expressions(e))


def skipped_after_moves(rules: m.Rules, levels) -> Iterator[Tuple[m.Round, m.Stmt, m.Stmt]]:
    """(level, move, statement) for each `set` that follows a move in a turn (or an `on play`, or a
    procedure done there) of one of `levels` (the chain, top first) checked after each move (the
    default) whose `ends when:` reads cards, of a variable a `scoring:` of that level or one above
    reads or that outlives the level, and for each statement that scores there (`active scores
    1`, an Act): when that move ends the level, the rest of the turn does not run, and the value
    or the points are lost (docs/language.md 8)."""
    ending = [level for level in levels if (level.checked or "move") == "move" and level.ends_when is not None
              and _reads_cards(rules, level.ends_when)]
    if not ending or rules.turn is None:
        return
    level, seen = ending[-1], set()
    inner = [lv.name for lv in levels[levels.index(level):]] + ["turn"]
    scored = set()   # the variables a `scoring:` reads, of the level or one above: read after the end
    for lv in levels[:levels.index(level) + 1]:
        scored |= {found for e in _scoring_expressions(lv.scoring) for found in reads(rules, e)[0]}
    for block in (rules.turn.body, *(card.on_play for card in rules.cards.values())):
        for move, node in _after_moves(block, None):
            variable = rules.variables.get(getattr(node, "name", None)) if isinstance(node, m.SetVar) else None
            lost = isinstance(node, m.Act) or variable is None or variable.name in scored or variable.reset not in inner
            if lost and node.span not in seen:
                seen.add(node.span)
                yield level, move, node


def _expressions(part) -> Iterator[m.Expr]:
    """Every expression in `part`: a statement, a block or any part of one (a do's procedure too)."""
    if isinstance(part, m.Expr):
        yield part
    elif isinstance(part, (tuple, list)):
        for inner in part:
            yield from _expressions(inner)
    elif dataclasses.is_dataclass(part) and not isinstance(part, m.Span):
        for field in dataclasses.fields(part):
            yield from _expressions(getattr(part, field.name))


def _scoring_expressions(block) -> tuple:
    """The expressions of a level's `scoring:` block that are no part of another (`_expressions`
    of each statement), kept by the block object (mogel.check.kept `by_block`): the editor's checks
    share them (mogel.check.incremental)."""
    return by_block(_scoring, block, lambda b: tuple(_expressions(b)))


_scoring: Dict[int, tuple] = {}


def _after_moves(stmts, move: Optional[m.Stmt]) -> Iterator[Tuple[m.Stmt, m.Stmt]]:
    """(move, statement) for each `set` and each act that scores (`scores`) of `stmts` (and of its
    blocks) that runs after `move` (None: none yet) or a move before it in the block."""
    for node in stmts or ():
        if move is not None and (isinstance(node, m.SetVar) or
                                 isinstance(node, m.Act) and isinstance(node.verb, m.ScoreVerb)):
            yield move, node
        for block, _ in lets.inner_blocks(node):
            yield from _after_moves(block, None if isinstance(node, (m.Act, m.ChoiceStmt)) and block is node.otherwise
                                    and move is None else move)
        if move is None and _moves(node):   # the first move the statements after it follow
            move = node
