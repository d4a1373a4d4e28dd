"""Where the indentation of a rules text goes wrong, told at the line to change.

lark's indenter (mogel.parser) keeps the indentations of the open blocks and stops at the
first line whose indentation is none of them, before or after the parser has seen that line's
change of indentation; it does not say which line is at fault.  `bad_indentation` works it out
from the text, as the indenter counts lines: a line less deep than the block it is in and
deeper than the block around that (`card x:`, a line at 8 spaces, then one at 4: the first
line of the block is the one indented more than the rest), or the first line of a block less
deep than its header (`setup:` at 4 spaces and its lines at 2).
"""

from __future__ import annotations

from typing import NamedTuple, Optional

BLOCK = "the lines of a block are indented under its header (4 spaces)"
NO_BLOCK = "this line's indentation matches no block above it"


class BadIndent(NamedTuple):
    """The line to change (1-based, lark's count of lines), its column and what to say."""

    line: int
    column: int
    message: str


def bad_indentation(text: str) -> Optional[BadIndent]:
    """The first line whose indentation is not one of the enclosing blocks', told at the line
    to change; None when every line's indentation is."""
    stack = [(0, 0)]   # (indentation, line that opened the block) of the open blocks
    depth, continued = 0, False   # open brackets, and a `\` at the end of the line before
    for number, line in enumerate(text.split("\n"), 1):   # lines as lark counts them (\n only)
        stripped = line.lstrip(" \t")
        code = stripped.split("#", 1)[0].rstrip()
        inside = depth > 0 or continued
        depth = max(0, depth + code.count("(") + code.count("{") - code.count(")") - code.count("}"))
        continued = code.endswith("\\")
        if not stripped or stripped.startswith("#") or inside:
            continue
        width = len(line.expandtabs(4)) - len(stripped.expandtabs(4))
        if width > stack[-1][0]:
            stack.append((width, number))
            continue
        closed = None
        while width < stack[-1][0]:
            closed = stack.pop()
        outer = stack[-1][0]
        if width == outer:
            continue
        if closed is not None and width - outer == 4 and closed[0] - outer != 4:
            first = text.split("\n")[closed[1] - 1]
            column = len(first) - len(first.lstrip(" \t")) + 1
            return BadIndent(closed[1], column,
                             f"this line is indented {closed[0] - outer} spaces more than its header, and "
                             f"line {number} of the same block {width - outer}: the lines of a block are "
                             f"indented 4 spaces under its header, all alike")
        return BadIndent(number, 1, NO_BLOCK)
    return None


def under_header(text: str, line: int) -> Optional[BadIndent]:
    """At `line`, the first line after a block header, when it is less deep than the header and
    than no open block alike (`setup:` at 4 spaces, then a line at 2): the block's first line,
    not indented under its header; None when its indentation is an open block's (the block is
    missing: the line belongs to a block further out)."""
    found = bad_indentation(text)
    if found is None or found.line != line or found.message != NO_BLOCK:
        return None
    content = text.split("\n")[line - 1]
    column = len(content) - len(content.lstrip(" \t")) + 1
    return BadIndent(line, column, f"this line is indented less than its header: {BLOCK}")
