"""The lark parser of the rules language: mogel/language/grammar.lark, LALR, with the indenter
that turns indentation into _INDENT and _DEDENT tokens (a tab counts 4 spaces).

The lowest module of the language stage: the parser (mogel.language.parser) and the modules
that put lark's errors into words (indentation, messages, words) all ask `grammar()` for the
same parser, so none of them needs another.
"""

from __future__ import annotations

import functools

from lark import Lark
from lark.indenter import Indenter


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
    return Lark.open_from_package("mogel.language", "grammar.lark", parser="lalr", postlex=_Indenter(),
                                  propagate_positions=True, maybe_placeholders=True, cache=True)
