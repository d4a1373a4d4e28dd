"""Rules text -> list of model items: lark (LALR, mogel/grammar.lark) and a pure Transformer.

`parse_items(text, file)` returns the top-level items in file order.  A text that does not
follow the grammar raises `RulesSyntaxError` with `file:line:col`, the line and a caret, and
says in words what was expected; no lark exception escapes.
"""

from __future__ import annotations

import functools
from typing import List

from lark import Lark
from lark.exceptions import LarkError, UnexpectedInput, VisitError
from lark.indenter import DedentError, Indenter

from . import model as m
from .build import Build
from .errors import RulesSyntaxError, locate
from .syntax_messages import describe_unexpected


class _Indenter(Indenter):
    NL_type = "_NL"
    OPEN_PAREN_types = ["LPAR", "LBRACE"]
    CLOSE_PAREN_types = ["RPAR", "RBRACE"]
    INDENT_type = "_INDENT"
    DEDENT_type = "_DEDENT"
    tab_len = 4


@functools.cache
def grammar() -> Lark:
    """The LALR parser for the rules language, built once per process.

    lark caches the parse tables in the temporary folder, keyed by the grammar's hash, so
    only the first process after a grammar change pays for building them.
    """
    return Lark.open_from_package("mogel", "grammar.lark", parser="lalr", postlex=_Indenter(),
                                  propagate_positions=True, maybe_placeholders=True, cache=True)


def parse_items(text: str, file: str = "rules.mm") -> List[m.Item]:
    """Parse a rules text into its top-level items, in file order.

    Raises RulesSyntaxError (located, with a caret line) when the text breaks the grammar.
    """
    if not text.endswith("\n"):
        text += "\n"
    try:
        tree = grammar().parse(text)
    except UnexpectedInput as err:
        raise RulesSyntaxError([describe_unexpected(err, text, file)]) from None
    except DedentError:
        line = _bad_dedent_line(text)
        raise RulesSyntaxError([locate(text, m.Span(file, line, 1),
                                       "this line's indentation matches no block above it")]) from None
    except LarkError as err:   # anything else lark may raise on odd input
        raise RulesSyntaxError([locate(text, m.Span(file, 1, 1), f"cannot read the rules: {err}")]) from None
    try:
        return Build(file, text).transform(tree)
    except VisitError as err:
        raise err.orig_exc from None


def _bad_dedent_line(text: str) -> int:
    """The first line whose indentation is not one of the enclosing blocks' (for DedentError)."""
    stack = [0]
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.lstrip(" \t")
        if not stripped or stripped.startswith("#"):
            continue
        width = len(line.expandtabs(4)) - len(stripped.expandtabs(4))
        if width > stack[-1]:
            stack.append(width)
        while width < stack[-1]:
            stack.pop()
        if width != stack[-1]:
            return number
    return 1

