"""Syntax mistakes of one word or one character that lark reports somewhere else.

mogel.syntax_messages asks these first; each returns a located Diagnostic, or None when the
mistake at hand is not the one it knows:

* a misspelt keyword: `active drawz 1 card`, `penalti: 1` (lark stops at the word) and
  `shufle draw` (lark reads a player `shufle` who draws, and stops at the end of the line);
* a text whose closing quote is missing: `name: en "beetle, de "Käfer"`;
* a line continued without a `\\`, or with something after the `\\`;
* an `otherwise` that follows no statement in which a player acts.
"""

from __future__ import annotations

import re
from typing import Optional

from lark.exceptions import LarkError, UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from .errors import Diagnostic, did_you_mean, locate
from .model import Span

# The words a misspelling of a keyword-like terminal is told to mean (`draws`, not `draw`, as
# in the docs: with both, 'drawz' would be told as 'draw').
TERMINAL_WORDS = {"MODAL": ("may", "must"), "PLAY": ("plays",), "DRAW": ("draws",), "GIVE": ("gives",),
                  "TAKE": ("takes",), "SCORE": ("scores",), "BECOME": ("becomes",),
                  "PICK": ("fastest", "slowest")}

# The words a statement may start with (besides the player who acts).
STATEMENT_WORDS = ("shuffle", "move", "deal", "let", "end", "if", "for", "race", "each", "otherwise")

# Words and signs an expression may go on with: a line starting with one of them continues
# the line above.
_CONTINUING = re.compile(r"(and|or|not|where|except|if|else|in|is|of|mod)\b|[-+*=<>!.]")


def misspelt_keyword(err: UnexpectedToken, keywords, text: str, file: str) -> Optional[Diagnostic]:
    """`unknown word 'drawz' (did you mean 'draws'?)` for a name where lark expects a keyword
    it is close to; `keywords` are the quoted keywords lark expects (from its own words)."""
    token = err.token
    if token.type != "NAME":
        return None
    words = [word for terminal in err.expected for word in TERMINAL_WORDS.get(terminal, ())]
    words += [word for word in keywords if word.isidentifier()]
    hint = did_you_mean(str(token), words)
    if not hint:
        return None
    return locate(text, Span(file, token.line, token.column), f"unknown word '{token}'{hint}")


def _error_position(err: UnexpectedInput, text: str) -> int:
    if isinstance(err, UnexpectedCharacters):
        return err.pos_in_stream
    pos = getattr(getattr(err, "token", None), "start_pos", None)
    return len(text) if pos is None or getattr(err.token, "type", "") == "$END" else pos


def misspelt_statement(err: UnexpectedToken, text: str, file: str) -> Optional[Diagnostic]:
    """`unknown word 'shufle' (did you mean 'shuffle'?)` when the indented line of the error
    starts with a word close to a statement keyword, and the rules read past that line with
    the keyword in its place (else the word may well be a player, as in `mover draws ...`)."""
    from .parser import grammar

    pos = _error_position(err, text)
    line_start = text.rfind("\n", 0, pos) + 1
    if err.token.type == "_NL" and text[pos:pos + 1] == "\n" and pos == line_start:   # at the line's end
        line_start = text.rfind("\n", 0, max(pos - 1, 0)) + 1
    first = re.match(r"( +)([a-z_][a-z0-9_]*)\b", text[line_start:])
    if first is None or first[2] in STATEMENT_WORDS:
        return None
    word = first[2]
    hint = did_you_mean(word, STATEMENT_WORDS)
    if not hint:
        return None
    suggestion = hint.split("'")[1]
    start = line_start + len(first[1])
    fixed = text[:start] + suggestion + text[start + len(word):]
    try:
        grammar().parse(fixed)
    except UnexpectedInput as again:
        line_end = fixed.find("\n", start)
        if _error_position(again, fixed) <= (len(fixed) if line_end < 0 else line_end):
            return None
    except LarkError:   # a bad indentation further on: the word was not the problem here
        pass
    line = text.count("\n", 0, start) + 1
    return locate(text, Span(file, line, len(first[1]) + 1), f"unknown word '{word}'{hint}")


def unclosed_text(text: str, pos: int, file: str) -> Optional[Diagnostic]:
    """`this text is not closed` at the opening quote of a text whose closing quote is missing,
    seen from lark stopping at a word glued to the quote it took for the closing one, which
    stands after a blank as an opening quote does: `name: en "beetle, de "Käfer"` reads the
    text `"beetle, de "` and stops at `Käfer`."""
    if pos < 1 or text[pos - 1] != '"' or not (text[pos:pos + 1].isalnum() or text[pos:pos + 1] == "_"):
        return None
    line_start = text.rfind("\n", 0, pos) + 1
    opening = None
    for i in range(line_start, pos):
        char = text[i]
        if char == "#" and opening is None:
            return None
        if char == '"':
            if opening is None:
                opening = i
            elif i == pos - 1 and text[i - 1] in " \t" and i - 1 > opening:   # `"a, de "K`, not `"a"b`
                line = text.count("\n", 0, pos) + 1
                return locate(text, Span(file, line, opening - line_start + 1),
                              'this text is not closed: end it with " (as it is, the text runs on '
                              'to the next ")')
            else:
                opening = None
    return None


def after_backslash(text: str, pos: int, file: str, line: int, column: int) -> Optional[Diagnostic]:
    """A `\\` that lark could not take as the end of a line: something follows it."""
    if text[pos:pos + 1] != "\\":
        return None
    return locate(text, Span(file, line, column),
                  "nothing may follow the \\ that continues a line (not even a comment)")


def continuation_hint(text: str, line: int) -> str:
    """A hint for a line indented deeper than its block: when it starts with a word or sign
    that goes on with an expression (or the line above ends with one), the learner meant to
    continue the line above."""
    lines = text.split("\n")
    deeper = lines[line - 1].strip() if 0 < line <= len(lines) else ""
    above = ""
    for previous in reversed(lines[:line - 1]):
        above = previous.split("#", 1)[0].strip()
        if above:
            break
    if above.endswith(":") or not above:
        return ""
    if _CONTINUING.match(deeper) or re.search(r"(\b(and|or|not|where|except|if|else|in|is|of|mod)|[-+*=<>,])$",
                                              above):
        return " (to continue an expression on the next line, end the line with \\)"
    return ""


def stray_otherwise(err: UnexpectedToken, text: str, file: str) -> Optional[Diagnostic]:
    """`otherwise` at the start of a line, where lark read it as a name or a property."""
    token = err.token
    pos = getattr(token, "start_pos", None)
    if pos is None or token.type in ("$END",):
        return None
    line_start = text.rfind("\n", 0, pos) + 1
    if token.type == "_NL" and pos == line_start:
        return None
    before = text[line_start:pos]
    line_text = text[line_start:].split("\n", 1)[0]
    if not re.match(r" *otherwise\b", line_text) or before.strip() not in ("", "otherwise"):
        return None
    indent = len(line_text) - len(line_text.lstrip(" "))
    line = text.count("\n", 0, pos) + 1
    return locate(text, Span(file, line, indent + 1),
                  "'otherwise' belongs right after a statement in which a player acts ('active must play "
                  "...'), at the same indentation as that statement")
