"""Rules text -> list of model items: lark (LALR, mogel.language.grammar) and a pure transform (mogel.language.build).

`parse_items(text, file)` returns the top-level items in file order.  A text that does not
follow the grammar raises `RulesSyntaxError` with `file:line:col`, the line and a caret, and
says in words what was expected; so does a name spelt like a word of the language
(mogel.language.plain).  No lark exception escapes.
"""

from __future__ import annotations

import re
from typing import List

from lark import TextSlice, Token, Tree
from lark.tree import Meta
from lark.exceptions import LarkError, UnexpectedInput
from lark.indenter import DedentError

from . import model as m
from .build import Build
from ..errors import RulesSyntaxError, located
from .grammar import NO_BLOCK, BadIndent, bad_indentation, grammar, tab_dependent
from .messages import describe_unexpected
from .plain import reserved_name
from .said import SAY
from .words import backslash_at_end


def parse_items(text: str, file: str = "rules.mm", start: int = 0) -> List[m.Item]:
    """Parse a rules text into its top-level items, in file order.

    start: parse only text[start:] (a position just after a line end), its spans at their
    lines and columns in `text` (lark counts the lines before it, without reading them); a
    syntax error is then located as in text[start:] alone (mogel.check.incremental, which
    parses such a part, parses the whole text for the message).
    Raises RulesSyntaxError (located, with a caret line) when the text breaks the grammar.
    """
    if not text.endswith("\n"):
        text += "\n"
    part = text[start:] if start else text
    _check_brackets(part, file)
    try:
        tree = grammar().parse(TextSlice(text, start, len(text)) if start else text)
    except UnexpectedInput as err:   # a name spelt like a word of the language breaks where it is used
        reserved = reserved_name(text, file, max(err.line, 1))
        raise RulesSyntaxError([reserved or describe_unexpected(err, text, file)]) from None
    except DedentError:
        bad = bad_indentation(part) or BadIndent(1, 1, NO_BLOCK)
        raise RulesSyntaxError([located(part, m.Span(file, bad.line, bad.column), bad.message)]) from None
    except LarkError as err:   # anything else lark may raise on odd input
        raise RulesSyntaxError([located(part, m.Span(file, 1, 1), SAY("cannot_read", error=err))]) from None
    _check_tree(tree, text, file)
    tabbed = tab_dependent(part)   # it parsed, but as tabs 8 wide it would mean something else
    if tabbed is not None:
        raise RulesSyntaxError([located(part, m.Span(file, tabbed.line, tabbed.column), tabbed.message)])
    refused = backslash_at_end(part, file) or reserved_name(part, file)
    if refused is not None:
        raise RulesSyntaxError([refused])
    return Build(file, text).transform(tree)


# Limits that keep every later stage (building the model, the checker, the compiler) far from
# Python's recursion limit, and lark fast: rules.mm itself nests 14 levels and 2 brackets deep.
MAX_BRACKETS = 32
MAX_DEPTH = 64
MAX_CHAIN = 500   # terms of one flat chain of `or`s (or of `and`s): not nesting, but a bound on its size
BALANCED_FROM = 17   # a longer chain is built as a balanced tree (the same value, evaluated in the same order)
MAX_DIGITS = 12
MAX_LINE = 2000
MAX_LINES = 20000   # 50 times the longest shipped game (rules.mm: 378 lines); checking takes about 0.3 ms a line


_BRACKETS_AND_SKIPPED = re.compile(r'"[^"\n]*"?|#[^\n]*|[(){}]')   # strings and comments hide brackets


def _check_brackets(text: str, file: str) -> None:
    """Refuse a text of more than MAX_LINES lines, lines longer than MAX_LINE characters and
    brackets nested deeper than MAX_BRACKETS, before lark spends time on them."""
    if text.count("\n") > MAX_LINES:   # (the text ends with a line end)
        raise RulesSyntaxError([located(text, m.Span(file, MAX_LINES + 1, 1), SAY("too_many_lines", most=MAX_LINES))])
    for number, line_text in enumerate(text.split("\n"), 1):
        if len(line_text) > MAX_LINE:
            raise RulesSyntaxError([located(text, m.Span(file, number, MAX_LINE + 1),
                                            SAY("line_too_long", most=MAX_LINE))])
    depth = 0
    for found in _BRACKETS_AND_SKIPPED.finditer(text):
        bracket = found.group()
        if bracket in ("(", "{"):
            depth += 1
            if depth > MAX_BRACKETS:
                at = found.start()
                line, column = text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)
                raise RulesSyntaxError([located(text, m.Span(file, line, column),
                                                SAY("brackets_too_deep", most=MAX_BRACKETS))])
        elif bracket in (")", "}") and depth:
            depth -= 1


def _first_token(tree):
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, Token):
            return node
        if isinstance(node, Tree):
            stack.extend(reversed(node.children))
    return None


def _chain(node: Tree) -> List:
    """The operands of the flat chain of `or`s (or `and`s) that `node` ends, left to right:
    lark builds `a or b or c` as `(a or b) or c`, a tree as deep as the chain is long."""
    operands = []
    while isinstance(node, Tree) and node.data in ("or_", "and_") and len(node.children) == 2:
        operands.append(node.children[1])
        first = node.children[0]
        if not (isinstance(first, Tree) and first.data == node.data):
            operands.append(first)
            break
        node = first
    return operands[::-1]


def _balanced(data: str, operands: List) -> Tree:
    """`operands` joined by `data` ("or_", "and_") as a balanced tree, each node spanning its operands."""
    if len(operands) == 1:
        return operands[0]
    half = len(operands) // 2
    left, right = _balanced(data, operands[:half]), _balanced(data, operands[half:])
    meta = Meta()
    start, end = (getattr(part, "meta", part) for part in (left, right))
    meta.line, meta.column, meta.start_pos = start.line, start.column, start.start_pos
    meta.end_line, meta.end_column, meta.end_pos = end.end_line, end.end_column, end.end_pos
    meta.empty = False
    return Tree(data, [left, right], meta)


def _flatten(node: Tree, text: str, file: str) -> None:
    """Refuse a chain of `or`s or `and`s of more than MAX_CHAIN terms that `node` ends; build one
    of BALANCED_FROM terms or more balanced in place, so its length is no nesting."""
    operands = _chain(node) if node.data in ("or_", "and_") else []
    if len(operands) > MAX_CHAIN:
        token = _first_token(operands[MAX_CHAIN])
        raise RulesSyntaxError([located(text, m.Span(file, token.line, token.column),
                                        SAY("chain_too_long", most=MAX_CHAIN, word=node.data[:-1]))])
    if len(operands) >= BALANCED_FROM:
        node.children = _balanced(node.data, operands).children


def _check_tree(tree, text: str, file: str) -> None:
    """Refuse trees nested deeper than MAX_DEPTH and numbers longer than MAX_DIGITS digits
    (Python's recursion limit and int() would otherwise fail with a traceback); a long flat
    chain of `or`s or `and`s is no nesting (_flatten)."""
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        _flatten(node, text, file)
        if depth > MAX_DEPTH:
            token = _first_token(node)
            meta = node.meta
            line = getattr(meta, "line", None) or (token.line if token is not None else 1)
            column = getattr(meta, "column", None) or (token.column if token is not None else 1)
            raise RulesSyntaxError([located(text, m.Span(file, line, column), SAY("too_deep", most=MAX_DEPTH))])
        for child in node.children:
            if isinstance(child, Tree):
                stack.append((child, depth + 1))
            elif isinstance(child, Token) and child.type in ("INT", "PERCENT") \
                    and len(child.rstrip("%")) > MAX_DIGITS:
                raise RulesSyntaxError([located(text, m.Span(file, child.line, child.column),
                                                SAY("number_too_large", most=MAX_DIGITS))])
            elif isinstance(child, Token) and child.type == "STRING":
                _check_characters(child, text, file)


# Characters a text of a rules file may not hold: they would reach a terminal, a log or a page as
# they are.  C0 and C1 controls (ESC starts a terminal's escape sequences, BEL rings, CR returns
# to the start of the line and so can overwrite a narration line with a fake one) and the
# Unicode controls that reverse the direction of what follows them on screen.
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def _check_characters(token, text: str, file: str) -> None:
    """Refuse a text (a name, a description) holding a control character, at that character."""
    found = _CONTROLS.search(token)
    if found is not None:
        char = found.group()
        raise RulesSyntaxError([located(text, m.Span(file, token.line, token.column + found.start()),
                                        SAY("control_character", code=f"{ord(char):04X}"))])
