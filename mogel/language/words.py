"""Syntax mistakes of one word or one character that lark reports somewhere else.

mogel.language.messages asks these first; each returns a located Diagnostic, or None when the
mistake at hand is not the one it knows:

* a misspelt keyword: `active drawz 1 card`, `penalti: 1` (lark stops at the word) and
  `shufle draw` (lark reads a player `shufle` who draws, and stops at the end of the line);
* a text whose closing quote is missing: `name: en "beetle, de "Käfer"`;
* a line continued without a `\\`, or with something after the `\\`, or onto a blank line, a
  comment line or the end of the file;
* an `otherwise` that follows no statement in which a player acts, and an `else` where
  `otherwise` is meant;
* `A if TEST else B` where only a simpler value may stand (`starting after A if T else B`):
  it needs brackets there;
* a text with `\\"` in it or a double quote too many, and display names without the comma
  between them or without their language.

`code_only` (mogel.language.plain) blanks out the texts and the comment of a line.
"""

from __future__ import annotations

import re
from typing import Optional

from lark.exceptions import LarkError, UnexpectedCharacters, UnexpectedInput, UnexpectedToken

from ..errors import Diagnostic, closest, did_you_mean, located
from .model import Span
from .plain import code_only
from .said import SAY

# The words a misspelling of a keyword-like terminal is told to mean (`draws`, not `draw`, as
# in the docs: with both, 'drawz' would be told as 'draw').
TERMINAL_WORDS = {"MODAL": ("may", "must"), "PLAY": ("plays",), "DRAW": ("draws",), "GIVE": ("gives",),
                  "TAKE": ("takes",), "SCORE": ("scores",), "BECOME": ("becomes",),
                  "PICK": ("fastest", "slowest"), "GO": ("goes",), "MISS": ("misses",),
                  "DROP": ("drops",), "SHOW": ("shows",)}

# The words a statement may start with (besides the player who acts).
STATEMENT_WORDS = ("shuffle", "move", "deal", "let", "end", "if", "for", "race", "each", "otherwise", "repeat", "do")

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
    return located(text, Span(file, token.line, token.column), SAY("unknown_word", word=str(token), hint=hint))


def _error_position(err: UnexpectedInput, text: str) -> int:
    if isinstance(err, UnexpectedCharacters):
        return err.pos_in_stream
    pos = getattr(getattr(err, "token", None), "start_pos", None)
    return len(text) if pos is None or getattr(err.token, "type", "") == "$END" else pos


def misspelt_statement(err: UnexpectedToken, text: str, file: str) -> Optional[Diagnostic]:
    """`unknown word 'shufle' (did you mean 'shuffle'?)` when the indented line of the error
    starts with a word close to a statement keyword, and the rules read past that line with
    the keyword in its place (else the word may well be a player, as in `mover draws ...`)."""
    pos = _error_position(err, text)
    line_start = text.rfind("\n", 0, pos) + 1
    if err.token.type == "_NL" and text[pos:pos + 1] == "\n" and pos == line_start:   # at the line's end
        line_start = text.rfind("\n", 0, max(pos - 1, 0)) + 1
    first = re.match(r"( +)([a-z_][a-z0-9_]*)\b", text[line_start:])
    if first is None or first[2] in STATEMENT_WORDS:
        return None
    word = first[2]
    suggestion = closest(word, STATEMENT_WORDS)
    start = line_start + len(first[1])
    if suggestion is None:
        return _unknown_first_word(err, text, file, word, start)
    if not _reads_past(text[:start] + suggestion + text[start + len(word):], start):
        return None
    line = text.count("\n", 0, start) + 1
    return located(text, Span(file, line, len(first[1]) + 1),
                   SAY("unknown_word", word=word, hint=did_you_mean(word, STATEMENT_WORDS)))


def _unknown_first_word(err: UnexpectedToken, text: str, file: str, word: str, start: int) -> Optional[Diagnostic]:
    """`unknown word 'mische'` when a statement starts with a word the rules name nowhere else,
    followed by a name where a player who acts would go on with a verb (`mische stock`: lark
    took `mische` for a player and stops at `stock`)."""
    after = re.match(r"[a-z_][a-z0-9_]*", text[start + len(word):].lstrip(" "))
    at = start + len(word) + len(text[start + len(word):]) - len(text[start + len(word):].lstrip(" "))
    if err.token.type != "NAME" or getattr(err.token, "start_pos", None) != at or after is None \
            or len(re.findall(rf"\b{word}\b", code_only(text))) > 1:
        return None
    line = text.count("\n", 0, start) + 1
    return located(text, Span(file, line, start - text.rfind("\n", 0, start)),
                   SAY("unknown_statement_word", word=word, words=", ".join(STATEMENT_WORDS)))


def _reads_past(fixed: str, start: int) -> bool:
    """Whether the rules text `fixed` reads past the line of `start` (a word was put in there)."""
    from .grammar import grammar

    try:
        grammar().parse(fixed)
    except UnexpectedInput as again:
        line_end = fixed.find("\n", start)
        return _error_position(again, fixed) > (len(fixed) if line_end < 0 else line_end)
    except LarkError:   # a bad indentation further on: the word was not the problem here
        pass
    return True


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
                return located(text, Span(file, line, opening - line_start + 1), SAY("text_not_closed"))
            else:
                opening = None
    return None


def after_backslash(text: str, pos: int, file: str, line: int, column: int) -> Optional[Diagnostic]:
    """A `\\` that lark could not take as the end of a line: something follows it."""
    if text[pos:pos + 1] != "\\":
        return None
    return located(text, Span(file, line, column), SAY("after_backslash"))


def continuation_hint(text: str, line: int):
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
        return SAY("continue_hint")
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
    return located(text, Span(file, line, indent + 1), SAY("stray_otherwise"))


def if_without_brackets(err: UnexpectedToken, text: str, file: str) -> Optional[Diagnostic]:
    """`A if TEST else B` where a value without `if` must stand (after `starting after`, `of`, in
    a selection ...): lark stops at the `if`, and the line goes on to an `else`; told at the `if`."""
    token = err.token
    pos = getattr(token, "start_pos", None)
    if pos is None or str(token) != "if" or "IF" in err.expected:
        return None
    rest = code_only(text[pos:].split("\n", 1)[0])
    return located(text, Span(file, token.line, token.column), SAY("if_brackets")) \
        if re.search(r"\belse\b", rest) else None


def else_for_otherwise(err: UnexpectedToken, text: str, file: str) -> Optional[Diagnostic]:
    """`else` where `otherwise` is meant: the line starts with `else` (lark read it as a player
    named `else`, or stopped at its `:`) and reads once `otherwise` stands in its place."""
    token = err.token
    pos = getattr(token, "start_pos", None)
    if pos is None or token.type == "$END":
        return None
    line_start = text.rfind("\n", 0, pos) + 1
    first = re.match(r"([ \t]*)else\b", text[line_start:])
    if first is None or text[line_start:pos].strip() != "else":
        return None
    start = line_start + len(first[1])
    if not _reads_past(text[:start] + "otherwise" + text[start + len("else"):], start):
        return None
    return located(text, Span(file, text.count("\n", 0, pos) + 1, len(first[1]) + 1), SAY("else_for_otherwise"))


_QUIETLY = re.compile(r"[ \t]*(?:[a-z][a-z ]*:[ \t]*)?quietly[ \t]+([a-z_]+)\b")
# The words that start a statement no `quietly` may stand before (only `set` and `P goes next` may).
_TOLD_ALWAYS = frozenset({"move", "shuffle", "deal", "let", "end", "for", "race", "reveal", "repeat", "do", "reverse",
                          "if", "else", "otherwise", "quietly"})


def quietly_what(err: UnexpectedToken, text: str, file: str) -> Optional[Diagnostic]:
    """`quietly deal ...`: a statement that is always told after `quietly`, told at its word;
    None for any other error."""
    pos = getattr(err.token, "start_pos", None)
    if pos is None or err.token.type == "$END":
        return None
    line_start = text.rfind("\n", 0, pos) + 1
    found = _QUIETLY.match(text, line_start)
    if found is None or found[1] not in _TOLD_ALWAYS:
        return None
    return located(text, Span(file, text.count("\n", 0, line_start) + 1, found.start(1) - line_start + 1),
                   SAY("quietly_what", word=found[1]))


_HEADER_THEN_BLOCK = re.compile(r"([ \t]*)([a-z][a-z ]*?):[ \t]*(?=(?:if|for|race|repeat|let|set)\b)")


def block_on_header_line(err: UnexpectedToken, text: str, file: str) -> Optional[Diagnostic]:
    """A statement that holds a block or a choice written on its header's line, `on play: set
    wished = active chooses a suit`: only a one-line statement may stand there; the rules read
    on once the statement stands on the next line, indented."""
    pos = getattr(err.token, "start_pos", None)
    if pos is None or err.token.type == "$END":
        return None
    line_start = text.rfind("\n", 0, pos) + 1
    header = _HEADER_THEN_BLOCK.match(text, line_start)
    if header is None or header[2].strip() in ("if", "else"):
        return None
    moved = text[:header.end()].rstrip(" \t") + "\n" + header[1] + "    " + text[header.end():]
    if not _reads_past(moved, header.end() + len(header[1]) + 5):
        return None
    return located(text, Span(file, text.count("\n", 0, header.end()) + 1, header.end() - line_start + 1),
                   SAY("block_on_header", header=header[2]))


def escaped_quote(text: str, pos: Optional[int], file: str) -> Optional[Diagnostic]:
    """`a text cannot hold a double quote` at a `\\"` inside a text, on the line where lark
    stopped (at `pos`) and not after that place: `"the \\"big\\" table"` reads as the text
    `"the \\"`, a name `big`, and so on."""
    if pos is None:
        return None
    line_start = text.rfind("\n", 0, pos) + 1
    line_end = text.find("\n", pos)
    line_text = text[line_start:len(text) if line_end < 0 else line_end]
    opening = None
    for i, char in enumerate(line_text):
        if char == "#" and opening is None:
            return None
        if char != '"':
            continue
        if opening is not None and line_text[i - 1] == "\\" and line_start + i - 1 <= pos:
            fixed = line_text[opening:].rstrip().replace('\\"', "'")
            shown = f' ("{fixed[1:-1]}")' if re.fullmatch(r'"[^"]*"', fixed) and len(fixed) <= 60 else ""
            return located(text, Span(file, text.count("\n", 0, line_start) + 1, i), SAY("escaped_quote", shown=shown))
        opening = i if opening is None else None
    return None


def _quotes(line_text: str) -> int:
    """How many double quotes the code of a line holds (its comment left out)."""
    count = 0
    for char in line_text:
        if char == "#" and count % 2 == 0:
            break
        count += char == '"'
    return count


def stray_quote(err: UnexpectedToken, text: str, file: str) -> Optional[Diagnostic]:
    """A double quote too many next to a text, on a line with an odd number of them: lark reads
    `de "Nach"ziehstapel"` as the text `"Nach"` and stops at the word glued to it, and
    `en "draw pile"", de "..."` as the text `"draw pile"` and a text `", de "` glued to it; a
    text glued to another on a line with an even number (`en "pile" "Stapel"`) lacks its
    language."""
    token = err.token
    pos = getattr(token, "start_pos", None)
    if pos is None or token.type not in ("NAME", "STRING") or text[pos - 1:pos] not in ('"', " ", "\t"):
        return None
    line_start = text.rfind("\n", 0, pos) + 1
    line = text.count("\n", 0, line_start) + 1
    before = text[line_start:pos].rstrip(" \t")
    closed = re.search(r'"([^"]*)"$', before)
    if closed is None or (token.type == "NAME" and text[pos - 1] != '"'):
        return None
    line_text = text[line_start:].split("\n", 1)[0]
    if _quotes(line_text) % 2 == 0:
        if token.type == "NAME" or not re.match(r"[ \t]*(name[ \t]*:|race\b)", line_text):
            return None
        return located(text, Span(file, line, pos - line_start + 1), SAY("name_language"))
    if token.type == "NAME":
        return located(text, Span(file, line, pos - line_start), SAY("quote_ends_text", text=closed[1], word=str(token)))
    return located(text, Span(file, line, pos - line_start + 1), SAY("stray_quote", text=closed[1]))


def missing_comma(err: UnexpectedToken, text: str, file: str) -> Optional[Diagnostic]:
    """`put a comma between the names of two languages` for `name: en "owl" de "Eule"`
    (or the same in a race's brackets): lark stops at the second language."""
    token = err.token
    pos = getattr(token, "start_pos", None)
    if token.type != "NAME" or "COMMA" not in err.expected or pos is None:
        return None
    line_start = text.rfind("\n", 0, pos) + 1
    line_text = text[line_start:].split("\n", 1)[0]
    before = line_text[:pos - line_start].rstrip(" \t")
    if not before.endswith('"'):
        return None
    header = re.match(r"[ \t]*name[ \t]*:", line_text)
    if header is not None:
        pairs, brackets = line_text[header.end():], "{}"
    else:
        opening = before.rfind("(")
        pairs, brackets = line_text[opening + 1:].split(")", 1)[0], "({})"
    names = re.findall(r'([a-z_][a-z0-9_]*)[ \t]*("[^"\n]*")', pairs)
    following = line_text[pos - line_start + len(str(token)):].lstrip(" \t")
    if header is not None and not following.startswith('"'):   # `de "Stapel" den`: no language, a word
        named = names[-1][1][1:-1] if names else "Kasten"   # the example says the line's own name
        return located(text, Span(file, token.line, token.column), SAY("article_only", word=str(token), name=named))
    example = brackets.format(", ".join(f"{lang} {name}" for lang, name in names))
    return located(text, Span(file, token.line, token.column),
                   SAY("missing_comma", example=f": {example}" if len(names) > 1 else ""))


# A `\` that ends a line, then only blank or comment lines up to the place lark stopped.
_GAP_AFTER_BACKSLASH = re.compile(r"\\[\t \f]*\r?\n(?:[\t \f]*(?:#[^\n]*)?\r?\n)*[\t \f]*\Z")


def broken_continuation(err: UnexpectedToken, text: str, file: str) -> Optional[Diagnostic]:
    """A `\\` that continues a line onto a blank line, a comment line or the end of the file:
    lark takes the `\\` and its line break as a blank, so the next line break (or the end of
    the file) ends the line too early; told at the `\\`."""
    token = err.token
    if token.type not in ("_NL", "_INDENT", "_DEDENT", "$END"):
        return None
    pos = getattr(token, "start_pos", None)
    last = re.search(r"\\[\t \f]*\r?\n\s*\Z", text)   # a `\` on the last line of the file
    gap = None if pos is None else _GAP_AFTER_BACKSLASH.search(text, 0, pos)   # a line break token starts it
    if last is not None and (pos is None or "\n" not in text[pos:last.start()]):
        at, why = last.start(), SAY("continued_end")
    elif gap is not None and token.type in ("_NL", "_INDENT"):
        at = gap.start()
        why = _next_line_comment(text, at) or SAY("continued_blank")
    else:
        return None
    return _continued(text, at, file, why)


def _next_line_comment(text: str, at: int):
    """Why the `\\` at `at` cannot continue its line when the next line is a comment, or None."""
    if not text[text.index("\n", at) + 1:].split("\n", 1)[0].strip().startswith("#"):
        return None
    return SAY("continued_comment")


def _continued(text: str, at: int, file: str, why) -> Diagnostic:
    line_start = text.rfind("\n", 0, at) + 1
    return located(text, Span(file, text.count("\n", 0, at) + 1, at - line_start + 1), SAY("continued", why=why))


def backslash_at_end(text: str, file: str) -> Optional[Diagnostic]:
    """A `\\` that continues the last line of code onto nothing but blank and comment lines:
    lark reads the blank line after it as the end of the line, so the rules read fine, but
    the same `\\` before a blank or comment line in the middle of the file is refused."""
    end = len(text)
    while end > 0:   # the last line that holds code
        start = text.rfind("\n", 0, end - 1) + 1
        code = code_only(text[start:end]).rstrip()
        if code:
            break
        end = start
    else:
        return None
    if not code.endswith("\\"):
        return None
    at = start + len(code) - 1
    return _continued(text, at, file, _next_line_comment(text, at) or SAY("continued_end"))
