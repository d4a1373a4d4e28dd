"""The lark parser of the rules language and its indentation: mogel/language/grammar.lark, LALR,
with the indenter that turns indentation into _INDENT and _DEDENT tokens (a tab counts 4
spaces), and where the indentation of a rules text goes wrong, told at the line to change.

The lowest module of the language stage: the parser (mogel.language.parser) and the modules
that put lark's errors into words (messages, words, and the indentation below) all ask
`grammar()` for the same parser, so none of them needs another; `whole_word` gives them the
word the user wrote where lark stopped.

The indenter keeps the indentations of the open blocks and stops at the first line whose
indentation is none of them, before or after the parser has seen that line's change of
indentation; it does not say which line is at fault.  `bad_indentation` works it out from the
text, as the indenter counts lines (a tab is 4 spaces wherever it stands):

* a line less deep than the block it is in and 4 spaces deeper than the block around that
  (`card x:`, a line at 8 spaces, then one at 4): the first line of the block is the one
  indented unlike the rest, and `short_first_line` tells the same of a first line at 6 and the
  next at 8, which lark stops at as a line deeper than its block;
* a line between the indentations of two open blocks (`setup:` at 4, its lines at 8, a line at
  7 or 5) belongs to one of them: to the one where the rest of the text reads on (tried with
  the parser), else to the nearer; it is told how far it is from that block's lines.  A line
  halfway between the two (at 6) that reads as far at either is told "matches no block above
  it";
* the first line of a block less deep than its header (`setup:` at 4 spaces and its lines at
  2), in `under_header`.

A line indented with a tab among lines indented with spaces is told so (`mixed_tab`): a tab
counts as 4 spaces, however wide an editor shows it.
"""

from __future__ import annotations

import difflib
import functools
import re
from typing import List, NamedTuple, Optional

from lark import Lark, Token
from lark.exceptions import LarkError, UnexpectedInput
from lark.indenter import DedentError, Indenter

from ..errors import Said
from .said import SAY


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


NO_BLOCK = SAY("no_block")
_STRING = re.compile(r'"[^"\n]*"?')   # a text hides brackets and '#' from the indenter


class BadIndent(NamedTuple):
    """The line to change (1-based, lark's count of lines), its column and what to say."""

    line: int
    column: int
    message: Said


class _Line(NamedTuple):
    number: int
    width: int     # the indentation as lark counts it
    indent: str    # the spaces and tabs it is made of
    code: str      # the line without its indentation, texts and comment


def _code_lines(text: str) -> List[_Line]:
    """The lines whose indentation lark's indenter looks at: not blank, no comment only, not
    inside brackets nor after a `\\` at the end of the line before."""
    found, depth, continued = [], 0, False
    for number, line in enumerate(text.split("\n"), 1):   # lines as lark counts them (\n only)
        stripped = line.lstrip(" \t")
        code = _STRING.sub('""', stripped).split("#", 1)[0].rstrip()
        inside = depth > 0 or continued
        depth = max(0, depth + code.count("(") + code.count("{") - code.count(")") - code.count("}"))
        continued = code.endswith("\\")
        if stripped and not stripped.startswith("#") and not inside:   # no line end before line 1:
            indent = line[:len(line) - len(stripped)]                   # its indentation counts not
            width = indent.count(" ") + 4 * indent.count("\t") if number > 1 else 0
            found.append(_Line(number, width, indent, code))
    return found


def _spaces(n: int) -> Said:
    return SAY("space" if n == 1 else "spaces", n=n)


def _unlike(line: _Line, first: int, number: int, rest: int) -> BadIndent:
    return BadIndent(line.number, len(line.indent) + 1, SAY("unlike", first=_spaces(first), number=number, rest=rest))


def _off(lines: List[_Line]):
    """(index of the first line whose indentation is no open block's, the open indentations
    with the line that opened each, the innermost block that line closes); None when there
    is no such line."""
    stack = [(0, 0)]   # (indentation, index of the line that opened the block) of the open blocks
    for index, line in enumerate(lines):
        if line.width > stack[-1][0]:
            stack.append((line.width, index))
            continue
        closed = None
        while line.width < stack[-1][0]:
            closed = stack.pop()
        if line.width != stack[-1][0]:
            return index, stack, closed
    return None


def _first_unlike(lines: List[_Line], off) -> Optional[BadIndent]:
    """The first line of the block that the line at `off` closes, when it is deeper than 4
    spaces under its header and that line 4 (`card x:`, a line at 8 spaces, then one at 4)."""
    index, stack, closed = off
    if lines[index].width - stack[-1][0] == 4 and closed[0] - stack[-1][0] != 4:
        return _unlike(lines[closed[1]], closed[0] - stack[-1][0], lines[index].number, 4)
    return None


def bad_indentation(text: str) -> Optional[BadIndent]:
    """The first line whose indentation is not one of the enclosing blocks', told at the line
    to change; None when every line's indentation is."""
    lines = _code_lines(text)
    off = _off(lines)
    if off is None:
        return None
    index, stack, closed = off
    line, inner, outer = lines[index], closed[0], stack[-1][0]
    tab = mixed_tab(text, line.number, indentation=True)
    if tab is not None:
        return tab
    unlike = _first_unlike(lines, off)
    if unlike is not None:
        return unlike
    reach = {width: _reach(text, lines, index, width) for width in (inner, outer)}
    if reach[inner] != reach[outer]:
        nearer = max(reach, key=reach.get)
    elif inner - line.width == line.width - outer:   # halfway, and either reads as far
        return BadIndent(line.number, 1, NO_BLOCK)
    else:
        nearer = inner if inner - line.width < line.width - outer else outer
    like = next((SAY("like_line", line=above.number) for above in reversed(lines[:index]) if above.width == nearer), "")
    where = SAY("indent_it", n=nearer, like=like) if nearer else SAY("left_margin", like=like)
    return BadIndent(line.number, len(line.indent) + 1,
                     SAY("indented_off", spaces=_spaces(abs(line.width - nearer)),
                         than=SAY("less" if nearer > line.width else "more"), where=where))


def _reach(text: str, lines: List[_Line], index: int, width: int) -> int:
    """The line at which the parser stops when the line at `index` is indented by `width`
    spaces; one past the last line when the text parses."""
    rows = text.split("\n")
    number = lines[index].number
    rows[number - 1] = " " * width + rows[number - 1][len(lines[index].indent):]
    trial = "\n".join(rows)
    try:
        grammar().parse(trial)
    except DedentError:
        tried = _code_lines(trial)
        off = _off(tried)
        return tried[off[0]].number if off else number
    except UnexpectedInput as err:
        token = getattr(err, "token", None)
        if token is None or token.type not in ("_INDENT", "_DEDENT"):
            return err.line if err.line > 0 else len(rows) + 1
        after = trial.count("\n", 0, token.start_pos) + 1   # a change of indentation is told
        return next((line.number for line in lines if line.number > after), len(rows) + 1)   # at the line's end
    except (LarkError, AssertionError):   # anything else lark may raise on odd input: no reach
        return number
    return len(rows) + 1


def short_first_line(text: str, line: int) -> Optional[BadIndent]:
    """At `line`, a line deeper than the line before it where no block may start: the line
    before, when it is the first line of its block, indented less than 4 spaces under its
    header, and `line` 4 (`setup:` at 4 spaces, a line at 6, then one at 8); else None."""
    lines = _code_lines(text)
    at = next((index for index, found in enumerate(lines) if found.number == line), None)
    if at is None or at < 2:
        return None
    header, first, this = lines[at - 2:at + 1]
    if header.width < first.width < this.width == header.width + 4:
        return _unlike(first, first.width - header.width, this.number, 4)
    return None


def mixed_tab(text: str, line: int, indentation: bool) -> Optional[BadIndent]:
    """At `line`, indented with a tab when the code line above it is indented with spaces: the
    tab, told, when the error at `line` is about its `indentation` and the two lines stand at
    other indentations, or when a tab 8 wide (as many editors show it) would have lined the line
    up with the line above it or 4 spaces under it as under a header.  None otherwise."""
    pair = _tabbed_and_above(text, line)
    if pair is None or "\t" in pair[1].indent:
        return None
    this, above = pair
    shown = len(this.indent.expandtabs(8))
    if this.width == above.width if indentation else \
            shown not in (above.width, above.width + 4 * above.code.endswith(":")):
        return None
    where = SAY("as_many_as_line", line=above.number) if this.width == above.width else \
        SAY("and_line", line=above.number, width=above.width)
    return BadIndent(this.number, len(this.indent) + 1, SAY("mixed_tab", lead=SAY("tab_lead", width=this.width),
                                                            where=where))


def tab_under_header(text: str, line: int) -> Optional[BadIndent]:
    """At `line`, the first line of a block, indented with a tab that an editor showing tabs 8
    wide shows deeper than the block's header, though as a tab counts 4 it is not (a line
    `\t\tend round` under `        if true:`): the tab, told; None otherwise."""
    pair = _tabbed_and_above(text, line)
    if pair is None:
        return None
    this, header = pair
    if this.width > header.width or len(this.indent.expandtabs(8)) <= len(header.indent.expandtabs(8)):
        return None
    where = SAY("as_many_as_header", line=header.number) if this.width == header.width else \
        SAY("less_than_header", line=header.number, width=header.width)
    return BadIndent(this.number, len(this.indent) + 1, SAY("tab_under_header", lead=SAY("tab_lead", width=this.width),
                                                            where=where))


def tab_dependent(text: str) -> Optional[BadIndent]:
    """The first code line whose block depends on how wide a tab is: read with a tab as 4
    spaces (as mogel reads it), as 1 column or as tab stops 8 wide (as many editors show it),
    it stands deeper than, as deep as or less deep than an open block in one reading and not
    in another.  Python refuses such indentation (TabError) for the same reason: a text that
    parses could mean two things.  A text indented consistently (spaces only, tabs only, or
    tabs before spaces alike everywhere) is never told; None then."""
    stack = [(0, 0, 0, 0)]   # the open blocks: (mogel's width, 1-column width, 8-wide width, line)
    lines = _code_lines(text)
    for line in lines:
        widths = (line.width, len(line.indent), len(line.indent.expandtabs(8)), line.number)
        while stack[-1][0] > widths[0]:
            block = stack.pop()
            if not all(deeper > this for deeper, this in zip(block[:3], widths[:3])):
                return _tab_told(line, block, lines)
        block = stack[-1]
        if len({(this > open_) - (this < open_) for this, open_ in zip(widths[:3], block[:3])}) > 1:
            return _tab_told(line, block, lines)
        if widths[0] > block[0]:
            stack.append(widths)
    return None


def _tab_told(line: _Line, block, lines: List[_Line]) -> BadIndent:
    """The tab that makes `line`'s block depend on the tab width, told at the line it is on:
    `line` itself, or, when `line` is indented with spaces only, the line that opened `block`
    (a tab on line 2 under which line 3 stands with spaces is line 2's to change)."""
    if "\t" not in line.indent and block[3]:
        tabbed = next(found for found in lines if found.number == block[3])
        below = SAY("tab_line_below", line=line.number, width=line.width, wide=len(line.indent.expandtabs(8)))
        return BadIndent(tabbed.number, len(tabbed.indent) + 1,
                         SAY("tab_width", lead=SAY("tab_lead", width=tabbed.width), wide=block[2], above=below))
    wide = len(line.indent.expandtabs(8))
    above = SAY("tab_line_above", line=block[3], width=block[0], wide=block[2]) if block[3] else SAY("tab_top_level")
    return BadIndent(line.number, len(line.indent) + 1,
                     SAY("tab_width", lead=SAY("tab_lead", width=line.width), wide=wide, above=above))


def _tabbed_and_above(text: str, line: int):
    """(the code line `line`, the code line above it) when `line` is indented with a tab and is
    not the first code line; else None."""
    lines = _code_lines(text)
    at = next((index for index, found in enumerate(lines) if found.number == line), None)
    if not at or "\t" not in lines[at].indent:
        return None
    return lines[at], lines[at - 1]


def under_header(text: str, line: int) -> Optional[BadIndent]:
    """At `line`, the first line after a block header, when it is less deep than the header and
    than no open block alike (`setup:` at 4 spaces, then a line at 2): the block's first line,
    not indented under its header; None when its indentation is an open block's (the block is
    missing: the line belongs to a block further out)."""
    lines = _code_lines(text)
    off = _off(lines)
    if off is None or lines[off[0]].number != line or _first_unlike(lines, off) is not None:
        return None
    tab = mixed_tab(text, line, indentation=True)
    if tab is not None:
        return tab
    content = text.split("\n")[line - 1]
    column = len(content) - len(content.lstrip(" \t")) + 1
    return BadIndent(line, column, SAY("under_header", block=SAY("block_lines")))


def only_an_acknowledgement(err) -> bool:
    """Whether lark, at UnexpectedToken `err`, took a deeper line under a statement for an `expect
    warning:` line (the only line a play, a choice or a line statement may have indented under
    it) and that line is none, nor a misspelt one: then the line is only indented too deep."""
    token = err.token
    return set(err.expected) - {"_NL"} == {"EXPECT"} and token.type not in ("_DEDENT", "_NL", "$END") \
        and not difflib.get_close_matches(str(token), ["expect"])
