"""Setting a `define` of a rules file to another whole number for one run.

    load_rules(defines={"catch_penalty_cards": 3})         # mogel.check.loader
    text = override_defines(assembled_rules, {"hand_size": 6})

A rules file names its numbers with `define NAME = 8`; a lesson may ask what happens with
another one ("at which catch penalty does cheating stop paying?").  `override_defines` writes
the new value into the rules text in place of the old one -- in the `define` itself and in
every variant that sets the same define to a whole number -- so that the result is an ordinary
rules text: the checker checks it again (a value that breaks the rules is a located error,
told "with NAME = VALUE: ..."), the lab's worker processes read it as they read any rules, and
a saved game keeps the text it was played with.  Only a define of one whole number can be set
(`define hand_size = 8`, `define bonus = -2`), not a function (`define fits(c, t) = ...`) nor
an expression (`define endless = turns >= 300`): those are refused in words, as is a name the
file does not define (with a did-you-mean).
"""

from __future__ import annotations

import dataclasses
import numbers
from typing import Dict, Iterable, List, Mapping, Optional, Tuple

from ..errors import Diagnostic, MogelError, did_you_mean
from ..language import model as m
from ..language.syntax import Const, Unary
from .said_items import SAY


class DefineError(MogelError):
    """A define that cannot be set: no such define, not one whole number, or a value that is
    no whole number.  (A value the rules cannot take is a RulesError, located.)"""


def whole_value(define: m.Define) -> Optional[int]:
    """The whole number a `define NAME = 8` (or `= -2`) stands for; None for anything else
    (a function, an expression, a percentage, a truth value)."""
    if define.params:
        return None
    body = define.body
    sign = 1
    if isinstance(body, Unary) and body.op == "-":
        body, sign = body.operand, -1
    if isinstance(body, Const) and isinstance(body.value, int) and not isinstance(body.value, bool):
        return sign * body.value
    return None


def number_defines(rules: m.Rules) -> Dict[str, int]:
    """{name: value} of every define of `rules` that is one whole number, in file order:
    the defines `override_defines` can set."""
    out = {}
    for name, define in rules.defines.items():
        value = whole_value(define)
        if value is not None:
            out[name] = value
    return out


def define_values(defines: Optional[Mapping[str, int]]) -> Tuple[Tuple[str, int], ...]:
    """defines: {name: whole number} or None -> ((name, value), ...) in the order given.

    Raises DefineError for anything but a mapping of names to whole numbers (an int or a
    numpy integer; not a bool, nor a float such as 3.0)."""
    if defines is None:
        return ()
    if not isinstance(defines, Mapping):
        raise DefineError(f"defines: a dict of names and whole numbers, such as {{'hand_size': 6}}, "
                          f"not {defines!r}")
    out = []
    for name, value in defines.items():
        if not isinstance(name, str):
            raise DefineError(f"defines: each key is the name of a define, such as 'hand_size', not {name!r}")
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise DefineError(f"define '{name}' can only be set to a whole number, not {value!r}")
        out.append((name, int(value)))
    return tuple(out)


def _shown(define: m.Define, source: str) -> str:
    """The text of a define's body as the file writes it (one line at most)."""
    span = define.body.span if define.body is not None else None
    if span is None or not span.line:
        return "an expression"
    lines = source.splitlines()
    text = lines[span.line - 1][span.column - 1:] if span.end_line != span.line else \
        lines[span.line - 1][span.column - 1:span.end_column - 1]
    return f"'{text.strip()}'"


def _refusal(rules: m.Rules, name: str) -> Optional[str]:
    """Why `name` cannot be set in `rules`, or None when it can."""
    numbers_ = number_defines(rules)
    if name in numbers_:
        return None
    settable = ", ".join(f"{n} = {v}" for n, v in numbers_.items()) or "none"
    if name not in rules.defines:
        hint = did_you_mean(name, rules.defines) or did_you_mean(name, numbers_)
        return f"{rules.file}: no define '{name}'{hint}; the defines that can be set: {settable}"
    define = rules.defines[name]
    where = f"{rules.file}:{define.span.line}"
    if define.params:
        return (f"{where}: '{name}' is a function of ({', '.join(define.params)}), not a number: only a define "
                f"of one whole number, such as 'define hand_size = 8', can be set (these can: {settable})")
    return (f"{where}: '{name}' is {_shown(define, rules.source)}, not one whole number: only a define "
            f"of one whole number, such as 'define hand_size = 8', can be set (these can: {settable})")


def _places(rules: m.Rules, name: str) -> List[m.Define]:
    """Every `define name = N` of whole numbers: the rules' own and each variant's."""
    places = [rules.defines[name]]
    for variant in rules.variants.values():
        for item in variant.items:
            if isinstance(item, m.Define) and item.name == name and whole_value(item) is not None:
                places.append(item)
    return places


def override_defines(rules: m.Rules, defines: Optional[Mapping[str, int]]) -> str:
    """The text of `rules` with each named define set to its new whole number (see the
    module's docstring).

    rules: the rules as read (`mogel.check.loader.assemble`; not yet checked: the caller
    checks the text returned).  defines: {name: whole number} or None (the text as it is).
    Raises DefineError for a name the rules do not define (with a did-you-mean and the
    defines that can be set), a define that is not one whole number or a value that is no
    whole number.
    """
    values = define_values(defines)
    if not values:
        return rules.source
    refusals = [why for why in (_refusal(rules, name) for name, _ in values) if why]
    if refusals:
        raise DefineError("\n".join(refusals))
    edits = []
    for name, value in values:
        for define in _places(rules, name):
            span = define.body.span
            edits.append((span.line, span.column, span.end_column, str(value)))
    lines = rules.source.split("\n")
    for line, start, end, new in sorted(edits, reverse=True):   # right to left: columns stay true
        row = lines[line - 1]
        lines[line - 1] = row[:start - 1] + new + row[end - 1:]
    return "\n".join(lines)


def told(problems: Iterable[Diagnostic], defines: Optional[Mapping[str, int]]) -> List[Diagnostic]:
    """The diagnostics of rules with `defines` set, each message led by "with NAME = VALUE: "
    (as a variant's are by "with variant 'NAME': "), so that nobody looks for the value in the file."""
    values = define_values(defines)
    if not values:
        return list(problems)
    told_defines = ", ".join(f"{name} = {value}" for name, value in values)
    out = []
    for d in problems:
        said = SAY("with_defines", defines=told_defines, message=d.said if d.said is not None else d.message)
        out.append(dataclasses.replace(d, message=str(said), said=said))
    return out
