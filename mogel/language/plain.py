"""Words of plain English (or German) that the rules language has no use for, told as such.

A learner writes rules as they would say them: `draws two cards from the draw pile`.  The
parser reads `two` and `the` as names, and the message was about the name (`unknown name 'two'
(did you mean 'top'?)`) or about the word after it (`expected 'at', 'below' ... after 'the',
not 'draw'`).  Here they are told for what they are:

* a number written as a word (`two`, `zwei`, `fünf`): `write numbers as digits: '2', not
  'two'`, where the parser wanted a number (`plain_token`, `plain_character`) and where the
  checker meets an unknown name (`plain_name`, for mogel.check.typer and mogel.check.statements); `a`
  (`draws a card`) only as how many cards;
* `the` before a zone or a name: `there is no 'the' in the rules language: write 'from draw'`,
  at the `the`.

Nothing here imports lark: mogel.check.typer asks `plain_name` when a compiled game is checked.
"""

from __future__ import annotations

import re
from typing import Optional

from ..errors import Diagnostic, Said, located
from .model import Span
from .said import SAY

_ENGLISH = ("zero one two three four five six seven eight nine ten eleven twelve").split()
_GERMAN = ("null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf").split()
NUMBER_WORDS = {**{word: n for n, word in enumerate(_ENGLISH)}, **{word: n for n, word in enumerate(_GERMAN)},
                "fuenf": 5, "zwoelf": 12}
# `draws a card`: an article is told as a number only as how many cards (a name `a` is most
# often a parameter left out: `define adjacent = (a - b) mod 5 in {1, 4}`).
ARTICLES = ("a", "an", "ein", "eine")

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
