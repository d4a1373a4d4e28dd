"""Which choices lead to an accusation: what a bot's `accuse_rate` needs to know of a choice.

An accusation that a rules text calls (`P calls NAME on X`, docs/language.md 10.14) is offered
through ordinary choices: a named option (an "I accuse" of the rules) whose branch reaches the `calls`,
then a player choice whose answer is the accused.  Nothing marks those choices in the text, so
this module reads it from the statements that follow each choice in its block:

* an **option choice** `let NAME = P chooses one of: ...` leads to an accusation by the options
  for which a `calls` statement after it can run: the tests `NAME = OPTION`, `NAME != OPTION`,
  and `not`, `and` and `or` of those narrow the options down each branch of an
  `if`; any other test keeps them all (the analysis may say "can lead" where the game's state
  would forbid it, never the other way round);
* a **player choice** `let NAME = P chooses a player ...` chooses the accused of the
  accusation of a `calls ... on NAME` after it.

    choice_accusations(rules) -> {choice span: Accusing(accusation, options)}

`options`: the options that lead to the accusation (an option choice; only when some other
option does not), or None (a player choice: the chosen player is accused).  The engine puts
it in the choice's Decision (mogel.runtime.choices); the bots weigh it (mogel.agents.base).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Dict, FrozenSet, Iterator, Optional, Tuple

from ..language import model as m


@dataclass(frozen=True)
class Accusing:
    """A choice that leads to the accusation `accusation`: through `options` (an option
    choice), or by naming the accused (a player choice: `options` is None)."""

    accusation: str
    options: Optional[FrozenSet[str]] = None


def choice_accusations(rules: m.Rules) -> Dict[m.Span, Accusing]:
    """{choice span: Accusing} for every choice of the rules (variants applied) that leads to an
    accusation a `calls` statement runs (module docstring)."""
    found: Dict[m.Span, Accusing] = {}
    for block in _blocks([getattr(rules, f.name) for f in dataclasses.fields(rules)
                          if f.name not in ("variants", "source")]):
        for index, stmt in enumerate(block):
            if not isinstance(stmt, m.ChoiceStmt):
                continue
            rest, name, choice = block[index + 1:], stmt.name, stmt.choice
            if choice.what == "option":
                names = frozenset(o.name for o in choice.options)
                reached: Dict[str, set] = {}
                _reach(rest, name, names, reached)
                for accusation, options in reached.items():
                    if options and options != names:
                        found[stmt.span] = Accusing(accusation, frozenset(options))
                        break
            elif choice.what == "player":
                accusation = next((verb.accusation for verb in _calls(rest)
                                   if isinstance(verb.accused, m.Name) and verb.accused.name == name), None)
                if accusation is not None:
                    found[stmt.span] = Accusing(accusation)
    return found


def _blocks(node) -> Iterator[Tuple[m.Stmt, ...]]:
    """Every block of statements (a tuple of Stmt nodes) anywhere inside `node`."""
    if isinstance(node, (tuple, list)) and not isinstance(node, m.Span):   # a Span is a tuple of a place
        if node and all(isinstance(item, m.Stmt) for item in node):
            yield tuple(node)
        for item in node:
            yield from _blocks(item)
    elif isinstance(node, Mapping):
        for item in node.values():
            yield from _blocks(item)
    elif dataclasses.is_dataclass(node) and not isinstance(node, type):
        for f in dataclasses.fields(node):
            yield from _blocks(getattr(node, f.name))


def _inner_blocks(stmt) -> Iterator[Tuple[m.Stmt, ...]]:
    """The blocks directly inside a statement (a loop's body, an `otherwise:` ...)."""
    for f in dataclasses.fields(stmt):
        value = getattr(stmt, f.name)
        if isinstance(value, tuple) and value and all(isinstance(item, m.Stmt) for item in value):
            yield value


def _call_verb(stmt) -> Optional[m.CallVerb]:
    return stmt.verb if isinstance(stmt, m.Act) and isinstance(stmt.verb, m.CallVerb) else None


def _calls(stmts) -> Iterator[m.CallVerb]:
    """Every `calls` verb in `stmts`, nested blocks included."""
    for stmt in stmts:
        verb = _call_verb(stmt)
        if verb is not None:
            yield verb
        for block in _inner_blocks(stmt):
            yield from _calls(block)


def _reach(stmts, name: str, options: FrozenSet[str], out: Dict[str, set]) -> None:
    """Add to `out[accusation]` the options (of `name`) with which a `calls` in `stmts` can run."""
    for stmt in stmts:
        if not options:
            return
        verb = _call_verb(stmt)
        if verb is not None:
            out.setdefault(verb.accusation, set()).update(options)
        if isinstance(stmt, m.If):
            then, other = _narrow(stmt.test, name, options)
            _reach(stmt.then, name, then, out)
            _reach(stmt.other, name, other, out)
            continue
        for block in _inner_blocks(stmt):
            _reach(block, name, options, out)


def _narrow(test, name: str, options: FrozenSet[str]) -> Tuple[FrozenSet[str], FrozenSet[str]]:
    """(options with which `test` can hold, options with which it can fail)."""
    if isinstance(test, m.Unary) and test.op == "not":
        then, other = _narrow(test.operand, name, options)
        return other, then
    if isinstance(test, m.BinOp) and test.op in ("and", "or"):
        left_then, left_other = _narrow(test.left, name, options)
        right_then, right_other = _narrow(test.right, name, options)
        if test.op == "and":
            return left_then & right_then, left_other | right_other
        return left_then | right_then, left_other & right_other
    named = _named(test, name)
    if named is None:
        return options, options
    op, values = named
    hit = options & values
    return (hit, options - hit) if op == "=" else (options - hit, hit)


def _named(test, name: str) -> Optional[Tuple[str, FrozenSet[str]]]:
    """("=" or "!=", {option}) for `NAME = X`, `X = NAME` or `NAME != X`; None for another test."""
    if not isinstance(test, m.BinOp) or test.op not in ("=", "!="):
        return None
    left, right = test.left, test.right
    if isinstance(right, m.Name) and right.name == name:
        left, right = right, left
    if isinstance(left, m.Name) and left.name == name and isinstance(right, m.Name):
        return test.op, frozenset({right.name})
    return None
