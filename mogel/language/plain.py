"""Words in the wrong place, told as such: words of plain English (or German) that the rules
language has no use for, and words of the language declared as names.

A learner writes rules as they would say them: `draws two cards from the draw pile`.  The
parser reads `two` and `the` as names, and the message was about the name (`unknown name 'two'
(did you mean 'top'?)`) or about the word after it (`expected 'at', 'below' ... after 'the',
not 'draw'`).  Here they are told for what they are:

* a number written as a word (`two`, `zwei`, `fünf`): `write numbers as digits: '2', not
  'two'`, where the parser wanted a number (`plain_token`, `plain_character`) and where the
  checker meets an unknown name (`plain_name`, for mogel.check.typer and
  mogel.check.statements); `a` (`draws a card`) only as how many cards;
* `the` before a zone or a name: `there is no 'the' in the rules language: write 'from draw'`,
  at the `the`.

Words of the language cannot be names: `reserved_name` finds the declaration of one.

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

Characters that look like the language's but are not, told with what to type
(`odd_character`): a no-break or other unusual space (`a no-break space (U+00A0) stands
here ...: type an ordinary space`), an invisible character such as a zero-width space (delete
it), a full-width digit or letter (`'５' is a full-width '5'`), a letter outside a-z in a name
(`names are written with a-z, 0-9 and _ (write 'ae' for 'ä')`) and a digit outside 0-9.

`code_only` blanks out the texts and the comment of a line (for `reserved_name` and
mogel.language.words).  Nothing here imports lark: mogel.check.typer asks `plain_name` when a
compiled game is checked.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Iterator, Optional, Tuple

from ..errors import Diagnostic, Said, located
from .model import LITERALS, Span
from .said import SAY

_ENGLISH = ("zero one two three four five six seven eight nine ten eleven twelve").split()
_GERMAN = ("null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf").split()
NUMBER_WORDS = {**{word: n for n, word in enumerate(_ENGLISH)}, **{word: n for n, word in enumerate(_GERMAN)},
                "fuenf": 5, "zwoelf": 12}
# `draws a card`: an article is told as a number only as how many cards (a name `a` is most
# often a parameter left out: `define adjacent = (a - b) mod 5 in {1, 4}`).
ARTICLES = ("a", "an", "ein", "eine")

# how a German letter is written without it (other letters: without their accent, if that leaves a-z)
_SPELLED = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "ae", "Ö": "oe", "Ü": "ue"}

_WORD = re.compile(r"[a-z_][a-z0-9_]*")
_THE_BEFORE = re.compile(r"(?:([a-z_][a-z0-9_]*)[ \t]+)?\b(?P<the>the)[ \t]+$")


def digits(word: str) -> Optional[Said]:
    """`write numbers as digits: '2', not 'two'` for a number written as a word; else None."""
    if word not in NUMBER_WORDS:
        return None
    return SAY("digits", number=NUMBER_WORDS[word], word=word)


def plain_name(name: str, count: bool = False) -> Optional[Said]:
    """What to say of an unknown name that is a plain word: a number word, or `the`; with
    `count` (the name stands as how many cards), `a` and `an` too."""
    if name == "the":
        return SAY("the_leave")
    if count and name in ARTICLES:
        return SAY("digits_card", word=name)
    return digits(name)


def plain_token(err, text: str, file: str) -> Optional[Diagnostic]:
    """For lark's UnexpectedToken `err`: a number word where a number is expected (`players:
    three to five`), at the word; or a word right after a `the` that lark took for a name
    (`from the draw pile`, `top of the discard`), at the `the`.  None otherwise."""
    token = err.token
    pos = getattr(token, "start_pos", None)
    if pos is None or not _WORD.fullmatch(str(token)):
        return None
    number = digits(str(token))
    if number is not None and "INT" in err.expected:
        return located(text, Span(file, token.line, token.column), number)
    line_start = text.rfind("\n", 0, pos) + 1
    the = _THE_BEFORE.search(text[line_start:pos])
    if the is None:
        return None
    column = the.start("the") + 1   # lark counts a tab as one column, as this does
    written = f"{the[1]} {token}" if the[1] else str(token)
    return located(text, Span(file, token.line, column), SAY("the_write", written=written))


def plain_character(text: str, pos: int, file: str, line: int, column: int) -> Optional[Diagnostic]:
    """For a character the lexer stops at inside a German number word (`fünf`, `zwölf`): the
    digits, at the word's first letter; None for any other character."""
    start, end = pos, pos
    while start > 0 and text[start - 1].isalpha():
        start -= 1
    while end < len(text) and text[end].isalpha():
        end += 1
    number = digits(text[start:end])
    if number is None or not text[pos].isalpha():
        return None
    return located(text, Span(file, line, column - (pos - start)), number)


def odd_character(text: str, pos: int, file: str, line: int, column: int) -> Optional[Diagnostic]:
    """For a character outside ASCII the lexer stops at (at line:column, 1-based): an unusual
    space, an invisible (format) character, a full-width digit or letter, a letter or digit
    outside a-z and 0-9, told with what to type instead (the module's docstring); None for any
    other character."""
    char = text[pos] if pos < len(text) else ""
    if not char or char.isascii():
        return None
    code, plain = f"{ord(char):04X}", unicodedata.normalize("NFKC", char)
    name = unicodedata.name(char, "").lower()
    if char.isspace() or plain == " ":
        said = SAY("c_odd_space", code=code, name=name or "space")
    elif unicodedata.category(char) == "Cf":
        said = SAY("c_invisible", code=code, name=name or "format character")
    elif plain.isascii() and plain.isalnum():
        said = SAY("c_wide", char=char, plain=plain.lower() if plain.isalpha() else plain, code=code)
    elif char.isdigit():
        said = SAY("c_digit", char=char)
    elif char.isalpha():
        spelled = _SPELLED.get(char) or unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode().lower()
        said = SAY("c_letter", char=char, hint=SAY("c_letter_as", char=char, spelled=spelled) if spelled else "")
    else:
        return None
    return located(text, Span(file, line, column), said)


_TEXT_OR_COMMENT = re.compile(r'"[^"\n]*"?|#.*')


def code_only(line: str) -> str:
    """The line with its texts and its comment blanked out (the columns stay where they are)."""
    return _TEXT_OR_COMMENT.sub(lambda found: " " * len(found.group()), line)


RESERVED = frozenset({"and", "or", "not", "if", "else", "where", "except", "in", "is", "of", "mod",
                      "move", "shuffle", "deal", "let", "set", "end", "for", "each", "race", "otherwise",
                      "reveal", "repeat", "until", "times", "do", "quietly", "reverse",
                      "wrong"})   # `repeat 3 times until C:`, `wrong as NAME:` (a statement at the start of a line)
DECK_WORDS = frozenset({"total"})   # a card kind `total`: its row would read as the `total:` line

_ITEM = re.compile(r"[ \t]*(define|zone|card|role|variable|procedure)[ \t]+([a-z_][a-z0-9_]*)(?=[ \t]*(?:[:=(]|$))")
_WHAT = {"define": "for_define", "zone": "for_zone", "card": "for_card", "role": "for_role", "variable": "for_variable",
         "procedure": "for_procedure"}   # where to choose another name: ids of mogel.language.said
_PARAMS = re.compile(r"[ \t]*define[ \t]+[a-z_][a-z0-9_]*[ \t]*\(([^)]*)\)")
_LET = re.compile(r"[ \t]*let[ \t]+([a-z_][a-z0-9_]*)")
_AS = re.compile(r"\bas[ \t]+([a-z_][a-z0-9_]*)[ \t]*:")
_TAGS = re.compile(r"[ \t]*tags[ \t]*:(.*)")
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
