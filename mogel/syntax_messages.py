"""Syntax errors in words: lark's expected-terminal sets -> "expected a number after 'to'".

Learners never see terminal names such as `_NL` or `RPAR`: each terminal is described in words,
keywords are quoted, and the message names what came before the error.
"""

from __future__ import annotations

from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .errors import Diagnostic, locate
from .model import Span

WORDS = {
    "_NL": "the end of the line",
    "_INDENT": "an indented block",
    "_DEDENT": "the end of the block",
    "$END": "the end of the file",
    "NAME": "a name",
    "INT": "a number",
    "PERCENT": "a percentage such as 50%",
    "STRING": 'a quoted text such as "spider"',
    "MODAL": "'may' or 'must'",
    "PLAY": "'plays'",
    "DRAW": "'draws'",
    "GIVE": "'gives'",
    "TAKE": "'takes'",
    "SCORE": "'scores'",
    "BECOME": "'becomes'",
    "PICK": "'fastest' or 'slowest'",
}

# The most telling few, in this order, when lark expects many things at once.
_PREFERRED = ["NAME", "INT", "STRING", "PERCENT", "COLON", "_NL", "_INDENT", "_DEDENT"]


def _describe(terminal: str) -> str:
    if terminal in WORDS:
        return WORDS[terminal]
    from .parser import grammar
    try:
        pattern = grammar().get_terminal(terminal).pattern
    except KeyError:
        return terminal.lower()
    if pattern.type == "str":
        return f"'{pattern.value}'"
    return terminal.lower()


def _join(words):
    words = sorted(set(words), key=lambda w: (w.startswith("'"), w))
    if len(words) > 6:
        words = words[:6] + ["..."]
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


def _shown(token) -> str:
    if token.type == "_NL":
        return "the end of the line"
    if token.type in ("_INDENT", "_DEDENT"):
        return "a change of indentation"
    if token.type == "$END":
        return "the end of the file"
    return f"'{token}'"


def describe_unexpected(err: UnexpectedInput, text: str, file: str) -> Diagnostic:
    """A located Diagnostic for a lark UnexpectedInput, in words."""
    line, column = max(err.line, 1), max(err.column, 1)
    if isinstance(err, UnexpectedCharacters):
        char = text[err.pos_in_stream] if err.pos_in_stream < len(text) else "?"
        message = f"unexpected character {char!r}"
        if char == "\t":
            message = "a tab in the middle of a line: use spaces"
        elif char.isupper():
            message = f"unexpected capital letter {char!r}: names are written in lower case"
        return locate(text, Span(file, line, column), message)
    if isinstance(err, UnexpectedEOF):
        return locate(text, Span(file, line, column), "the file ends in the middle of a rule")
    assert isinstance(err, UnexpectedToken)
    token = err.token
    if token.type == "_NL" or token.type == "$END":
        line, column = _end_of_previous(text, token, line, column)
    expected = [t for t in err.expected if not t.startswith("__ANON") or _describe(t) != t.lower()]
    preferred = [t for t in _PREFERRED if t in expected]
    words = [_describe(t) for t in (preferred if len(expected) > 8 and preferred else expected)]
    message = f"expected {_join(words)}, not {_shown(token)}"
    return locate(text, Span(file, line, column), message)


def _end_of_previous(text, token, line, column):
    """Point at the end of the line that stopped short, not at the start of the next one."""
    pos = getattr(token, "start_pos", None)
    if pos is None:
        return line, column
    before = text[:pos].rstrip(" \t")
    last = before.rsplit("\n", 1)[-1]
    comment = last.find("#")
    if comment >= 0:
        last = last[:comment].rstrip()
    return before.count("\n") + 1, len(last) + 1
