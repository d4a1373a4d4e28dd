"""`top of discard.value` reads `top of (discard.value)`: told as one mistake, at the place.

'.' binds tighter than 'of' (docs/language.md section 14), so a learner who means "the value
of the top card of the discard pile" and writes `top of discard.value` got three messages at
two places ("cannot compare a number with a card", "expected a card before '.value' ...",
"expected a set of cards in 'top' ..."), none of which said what to write.  `dot_before_of`
tells it once: `write '(top of discard).value': '.' is read before 'of'`.
"""

from __future__ import annotations

import dataclasses
from typing import Optional

from ..language import model as m
from .said_types import SAY


def dot_before_of(typer, e: m.Call, scope) -> Optional[str]:
    """When the chain of 'of' that `e` starts (`top of hand of active.value`) ends in an
    attribute, gives a problem as written and none with the attribute taken of the whole
    chain: the message, reported once through `typer` at the chain, and the type of
    `(top of hand of active).value`; else None (and nothing reported)."""
    chain, inner = [], e
    while isinstance(inner, m.Call) and written_with_of(inner):
        chain.append(inner)
        inner = inner.args[0]
    if not chain or not isinstance(inner, m.Attr) or not typer.silently(e, scope)[1]:
        return None
    rebuilt = inner.obj
    for call in reversed(chain):
        rebuilt = dataclasses.replace(call, args=(rebuilt,))
    rebuilt_type, problems = typer.silently(m.Attr(rebuilt, inner.name, e.span), scope)
    if problems:
        return None
    head = written(typer.rules.source, e.span, inner.obj.span)
    typer.report(e.span, SAY("dot_before_of", head=head, name=inner.name))
    return rebuilt_type


def written_with_of(call: m.Call) -> bool:
    """Whether a call of one argument was written `f of x` (it ends where its argument ends)
    rather than `f(x)` (a ')' after the argument)."""
    if len(call.args) != 1:
        return False
    end, arg_end = call.span, call.args[0].span
    return end.end_line > 0 and (end.end_line, end.end_column) == (arg_end.end_line, arg_end.end_column)


def written(source: str, start: m.Span, end: m.Span) -> str:
    """The text of `source` from the start of `start` to the end of `end`, on one line."""
    lines = source.split("\n")
    if not 0 < start.line <= end.end_line <= len(lines):
        return "..."
    if start.line == end.end_line:
        return lines[start.line - 1][start.column - 1:end.end_column - 1]
    parts = [lines[start.line - 1][start.column - 1:], *lines[start.line:end.end_line - 1],
             lines[end.end_line - 1][:end.end_column - 1]]
    return " ".join(" ".join(parts).replace("\\", " ").split())
