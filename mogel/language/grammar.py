"""The lark parser of the rules language: mogel/language/grammar.lark, LALR, with the indenter
that turns indentation into _INDENT and _DEDENT tokens (a tab counts 4 spaces).

The lowest module of the language stage: the parser (mogel.language.parser) and the modules
that put lark's errors into words (indentation, messages, words) all ask `grammar()` for the
same parser, so none of them needs another; `whole_word` gives them the word the user wrote
where lark stopped.
"""

from __future__ import annotations

import functools
import re

from lark import Lark, Token
from lark.exceptions import UnexpectedInput
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


_WORD = re.compile(r"\w+")


def whole_word(token: Token, text: str) -> Token:
    """The word the user wrote where lark stopped at `token`.  In a parser state that takes a
    keyword but no name, lark's contextual lexer matches the keyword at the start of a longer
    word ('to' of `top` in `fits(card top of discard)`): that keyword is not what was written,
    so the token becomes the whole word, of the kind the lexer gives it on its own ('top':
    TOP).  Any other token is returned as it is."""
    pos = getattr(token, "start_pos", None)
    value = str(token)
    if pos is None or not value or not _WORD.fullmatch(value) or text[pos:pos + len(value)] != value:
        return token
    word = _WORD.match(text, pos).group()
    if word == value:
        return token
    try:
        kinds = [t.type for t in grammar().lex(word)]
    except UnexpectedInput:
        kinds = []
    return Token.new_borrow_pos(kinds[0] if len(kinds) == 1 else "NAME", word, token)
