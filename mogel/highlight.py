"""A Pygments lexer for rules files (`*.mm`): comments, texts, numbers, keywords, headers, built-ins.

    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from mogel.highlight import MogelLexer
    html = highlight(text, MogelLexer(), HtmlFormatter())

The package registers the lexer under the entry point group "pygments.lexers", so after
`pip install mogel` Pygments finds it by name ("mogel", "mm") and by file name ("*.mm"), and
`IPython.display.Code(text, language="mogel")` highlights rules in notebooks.

The keywords and block headers are read from mogel/grammar.lark (its quoted words), so the
colours follow the grammar; the built-in names come from `mogel.typer`.  Nothing here is
imported by `import mogel`: Pygments is needed only for highlighting.
"""

from __future__ import annotations

import re
from importlib import resources
from typing import Dict, FrozenSet, List, Tuple

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import (Comment, Keyword, Name, Number, Operator, Punctuation, String,
                            Whitespace)

from .typer import BUILTINS, FUNCTIONS

__all__ = ["MogelLexer", "grammar_words"]

NAME = r"[a-z_][a-z0-9_]*"
OPERATOR_WORDS = ("and", "or", "not", "in", "is", "mod")
CONSTANTS = ("true", "false")
# Names bound by the engine in some places: `played` (on play), `card`/`player` (filters,
# selections, `each player`), `accuser`/`accused`/`cheated` (accusation outcomes).
BINDINGS = ("played", "card", "player", "accuser", "accused", "cheated")


def _rule_bodies(text: str) -> Dict[str, str]:
    """Rule name -> the text of its alternatives (comments removed), from a lark grammar."""
    bodies: Dict[str, List[str]] = {}
    current = None
    for raw in text.splitlines():
        line = raw.split("//", 1)[0].rstrip()
        if not line.strip():
            continue
        head = re.match(r"^[?!]?([a-zA-Z_][a-zA-Z0-9_]*)\s*:(.*)$", line)
        if head and not line[0].isspace():
            current = head[1]
            bodies[current] = [head[2]]
        elif current is not None:
            bodies[current].append(line)
    return {name: "\n".join(parts) for name, parts in bodies.items()}


def grammar_words(text: str = None) -> Tuple[FrozenSet[str], FrozenSet[str], FrozenSet[str], FrozenSet[str]]:
    """(keywords, item headers, named item headers, property heads) quoted in the grammar.

    keywords: every quoted word ("game", "plays", "fastest" ...); item headers: the first word
    of each top-level item ("card", "deck" ...), named ones take a NAME after it ("card NAME:");
    property heads: the words right before a quoted ':' ("penalty", "on play", "if right").
    """
    if text is None:
        text = (resources.files("mogel") / "grammar.lark").read_text(encoding="utf-8")
    bodies = _rule_bodies(text)
    literals = set(re.findall(r'"([^"\\]+)"', "\n".join(bodies.values())))
    keywords = frozenset(w for w in literals if re.fullmatch(r"[a-z]+", w))
    items = re.findall(r"[a-z_]+", bodies.get("item", ""))
    headers, named = set(), set()
    for item in items:
        first = re.match(r'\s*"([a-z]+)"\s*(NAME)?', bodies.get(item, ""))
        if first:
            headers.add(first[1])
            if first[2]:
                named.add(first[1])
    heads = set()
    for run in re.findall(r'((?:"[a-z]+"\s+)*"[a-z]+")\s+":"', "\n".join(bodies.values())):
        heads.add(" ".join(re.findall(r'"([a-z]+)"', run)))
    return keywords, frozenset(headers), frozenset(named), frozenset(heads)


KEYWORDS, ITEM_HEADERS, NAMED_ITEMS, HEADS = grammar_words()
BUILTIN_NAMES = tuple(sorted(set(BUILTINS) | set(BINDINGS)))
BUILTIN_FUNCTIONS = tuple(sorted(FUNCTIONS))
PLAIN_KEYWORDS = tuple(sorted(KEYWORDS - set(OPERATOR_WORDS) - set(CONSTANTS)))


def _phrase(words_: str) -> str:
    """A regex for a phrase of words separated by blanks: 'on play' -> r'on[ \t]+play'."""
    return r"[ \t]+".join(re.escape(w) for w in words_.split())


_HEADS = "|".join(_phrase(h) for h in sorted(HEADS, key=lambda h: (-len(h), h)))
_NAMED = "|".join(sorted(NAMED_ITEMS))
_UNNAMED = "|".join(sorted(ITEM_HEADERS - NAMED_ITEMS))


class MogelLexer(RegexLexer):
    """Pygments lexer for mogel rules files (`*.mm`, e.g. Mogel Motte's rules.mm).

    Item headers (`card spider:`) are Keyword.Declaration with the item's name as Name.Class
    (Name.Function for `define`); property heads (`penalty:`, `on play:`) are Name.Tag; deck
    rows name a card kind (Name.Class); built-in names and functions are Name.Builtin;
    `and or not in is mod` are Operator.Word.  Anything the language cannot contain (a capital
    letter, `'`, `&`) is an Error token.
    """

    name = "mogel"
    aliases = ["mogel", "mm"]
    filenames = ["*.mm"]
    mimetypes = ["text/x-mogel"]

    tokens = {
        "root": [
            (r"\n", Whitespace),
            # `card spider:`, `define fits(c, t) =`, `role guard` -- at the start of a line
            (rf"^([ \t]*)(define)([ \t]+)({NAME})",
             bygroups(Whitespace, Keyword.Declaration, Whitespace, Name.Function)),
            (rf"^([ \t]*)({_NAMED})([ \t]+)({NAME})(?=[ \t]*(:|$|#))",
             bygroups(Whitespace, Keyword.Declaration, Whitespace, Name.Class)),
            (rf"^([ \t]*)({_UNNAMED})([ \t]*)(:)",
             bygroups(Whitespace, Keyword.Declaration, Whitespace, Punctuation)),
            # property heads: `players:`, `on play:`, `if right:`, `else:`
            (rf"^([ \t]*)({_HEADS})([ \t]*)(:)",
             bygroups(Whitespace, Name.Tag, Whitespace, Punctuation)),
            # a row of the deck table: `spider:  1 1 1 1 1 = 5`
            (rf"^([ \t]+)({NAME})([ \t]*)(:)", bygroups(Whitespace, Name.Class, Whitespace, Punctuation)),
            (r"[ \t\f]+", Whitespace),
            (r"\\[ \t\f]*\n", Whitespace),                       # a line continued with '\'
            (r"#.*?$", Comment.Single),
            (r'"[^"\n]*"', String.Double),
            # built-in words used as keywords in fixed phrases
            (r"\b(each|per|chosen|for[ \t]+each)([ \t]+)(player)\b", bygroups(Keyword, Whitespace, Keyword)),
            (r"\b(below|except)([ \t]+)(top)\b", bygroups(Keyword, Whitespace, Keyword)),
            (r"\b(top)([ \t]+)(seen)\b", bygroups(Keyword, Whitespace, Keyword)),
            (r"\b(end)([ \t]+)(round)\b", bygroups(Keyword, Whitespace, Keyword)),
            (r"\b(cannot)([ \t]+)(be)([ \t]+)(played|given)\b",
             bygroups(Keyword, Whitespace, Keyword, Whitespace, Keyword)),
            (r"\bcards?\b(?=[ \t]+(from|chosen|to)\b)", Keyword),
            (r"\bcards\b", Keyword),
            (r"[0-9]+%", Number),
            (r"[0-9]+", Number.Integer),
            (words(OPERATOR_WORDS, prefix=r"\b", suffix=r"\b"), Operator.Word),
            (words(CONSTANTS, prefix=r"\b", suffix=r"\b"), Keyword.Constant),
            (words(BUILTIN_FUNCTIONS, prefix=r"\b", suffix=r"\b(?=[ \t]*(\(|of\b))"), Name.Builtin),
            (words(BUILTIN_NAMES, prefix=r"\b", suffix=r"\b"), Name.Builtin),
            (words(PLAIN_KEYWORDS, prefix=r"\b", suffix=r"\b"), Keyword),
            (r"->|!=|<=|>=|[=<>+\-*]", Operator),
            (r"[(){},.:]", Punctuation),
            (NAME, Name),
        ],
    }

    def analyse_text(text):
        """A rules file usually has a `game NAME:` block and `card NAME:` blocks."""
        score = 0.0
        if re.search(r"^game [a-z_][a-z0-9_]*:", text, re.MULTILINE):
            score += 0.4
        if re.search(r"^card [a-z_][a-z0-9_]*:", text, re.MULTILINE):
            score += 0.3
        return score
