"""Words of the language cannot be names: `reserved_name` finds the declaration of one.

Lark reads a word such as `not` or `each` as that word wherever the word may stand, and as a
name elsewhere, so a definition called `not` was declared without a complaint and broke where
it was used (`define x = not + 1`: "expected an expression after 'not'"), and a role called
`each` broke the statement `each draws 1 card`. The words of expressions and statements
(`RESERVED`) are refused for every name a rules file declares: a definition, a parameter, a
zone, a card kind, a role, a variable, a tag, and the name after `let` or after `as` in a race; a card kind
may not be called `total` either (its row would read as the deck table's `total:` line). A
parameter, a tag and the name after `let` or `as` may not be `true` or `false` either: in an
expression they are the truth values, so such a name could never be used (the checker refuses a
definition, zone, card kind or role named so, mogel.check.names). The parser asks
`reserved_name` after a successful parse, and after a failed one for the words the failing line
uses.
"""

from __future__ import annotations

import re
from typing import Iterator, Optional, Tuple

from ..errors import Diagnostic, located
from .model import LITERALS, Span
from .said import SAY
from .words import code_only

RESERVED = frozenset({"and", "or", "not", "if", "else", "where", "except", "in", "is", "of", "mod",
                      "move", "shuffle", "deal", "let", "set", "end", "for", "each", "race", "otherwise",
                      "reveal", "repeat", "until", "times", "do", "quietly", "reverse"})   # `repeat 3 times until C:` (a statement at the start of a line)
DECK_WORDS = frozenset({"total"})   # a card kind `total`: its row would read as the `total:` line

_ITEM = re.compile(r"[ \t]*(define|zone|card|role|variable|procedure)[ \t]+([a-z_][a-z0-9_]*)(?=[ \t]*(?:[:=(]|$))")
_WHAT = {"define": "for_define", "zone": "for_zone", "card": "for_card", "role": "for_role", "variable": "for_variable",
         "procedure": "for_procedure"}   # where to choose another name: ids of mogel.language.said
_PARAMS = re.compile(r"[ \t]*define[ \t]+[a-z_][a-z0-9_]*[ \t]*\(([^)]*)\)")
_LET = re.compile(r"[ \t]*let[ \t]+([a-z_][a-z0-9_]*)")
_AS = re.compile(r"\bas[ \t]+([a-z_][a-z0-9_]*)[ \t]*:")
_TAGS = re.compile(r"[ \t]*tags[ \t]*:(.*)")
_WORD = re.compile(r"[a-z_][a-z0-9_]*")
_DECLARING_LINE = re.compile(r"^[ \t]*(?:define|zone|card|role|variable|procedure|tags|let|race)\b.*", re.MULTILINE)


def _declared(code: str) -> Iterator[Tuple[str, int, str]]:
    """(name, 0-based column, where to choose another: an id of mogel.language.said) for each
    name a line of code declares."""
    item = _ITEM.match(code)
    if item is not None:
        yield item[2], item.start(2), _WHAT[item[1]]
    for found, what in ((_PARAMS.match(code), "for_parameter"), (_TAGS.match(code), "for_tag")):
        if found is not None:
            for word in _WORD.finditer(found[1]):
                yield word.group(), found.start(1) + word.start(), what
    let = _LET.match(code)
    if let is not None:
        yield let[1], let.start(1), "after_let"
    for binding in _AS.finditer(code):
        yield binding[1], binding.start(1), "after_as"


def reserved_name(text: str, file: str, line: Optional[int] = None) -> Optional[Diagnostic]:
    """The first declaration of a name that is a word of the language, as a located error; with
    `line`, only of a word that line (1-based) uses.  None when there is none."""
    used = None
    if line is not None:
        lines = text.split("\n")
        used = set(_WORD.findall(code_only(lines[line - 1]))) if 0 < line <= len(lines) else set()
    number, counted = 1, 0
    for found in _DECLARING_LINE.finditer(text):
        number, counted = number + text.count("\n", counted, found.start()), found.start()
        for name, column, what in _declared(code_only(found.group())):
            if used is not None and name not in used:
                continue
            if name in RESERVED or (what == _WHAT["card"] and name in DECK_WORDS):
                return located(text, Span(file, number, column + 1), SAY("reserved", name=name, what=SAY(what)))
            if name in LITERALS and what not in _WHAT.values():   # the checker tells a declared item
                return located(text, Span(file, number, column + 1), SAY("reserved_literal", name=name, what=SAY(what)))
    return None
