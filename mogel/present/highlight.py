"""A Pygments lexer for rules files (`*.mm`): comments, texts, numbers, keywords, headers, built-ins.

    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from mogel.present.highlight import MogelLexer
    html = highlight(text, MogelLexer(), HtmlFormatter())

The package registers the lexer under the entry point group "pygments.lexers", so after
`pip install mogel` Pygments finds it by name ("mogel", "mm") and by file name ("*.mm"), and
`IPython.display.Code(text, language="mogel")` highlights rules in notebooks.

The keywords and block headers are read from mogel/language/grammar.lark (its quoted words), so the
colours follow the grammar; the built-in names come from `mogel.check.typer`.  Nothing here is
imported by `import mogel`: Pygments is needed only for highlighting.
"""

from __future__ import annotations

import re
from importlib import resources
from typing import Dict, FrozenSet, List, NamedTuple, Optional

from pygments.lexer import RegexLexer, bygroups, words
from pygments.token import (Comment, Keyword, Name, Number, Operator, Punctuation, String,
                            Whitespace)

from ..check.vocabulary import BUILTINS, FUNCTIONS

__all__ = ["GrammarWords", "MogelLexer", "grammar_words"]

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


def _grammar_text() -> str:
    return (resources.files("mogel.language") / "grammar.lark").read_text(encoding="utf-8")


_HEAD_RUN = re.compile(r'((?:"[a-z]+"\s+)*"[a-z]+")\s+":"')


class GrammarWords(NamedTuple):
    """The quoted words of the grammar, sorted by the part they play (see `grammar_words`)."""

    keywords: FrozenSet[str]
    items: FrozenSet[str]
    named_items: FrozenSet[str]
    heads: FrozenSet[str]
    inline: FrozenSet[str]


def grammar_words(text: Optional[str] = None) -> GrammarWords:
    """The quoted words of a lark grammar (default: mogel/language/grammar.lark), by the part they play.

    keywords: every quoted word ("game", "plays", "fastest" ...); items: the first word of each
    top-level item ("card", "deck" ...); named_items: those followed by a NAME ("card NAME:");
    heads: the phrases right before a quoted ':' ("penalty", "on play", "if right", "else");
    inline: the keywords that also stand elsewhere than as a head or item header ("from",
    "card", "by" ...) -- the others ("winner", "penalty") are plain names outside their head.
    """
    bodies = _rule_bodies(_grammar_text() if text is None else text)
    everything = "\n".join(bodies.values())
    keywords = frozenset(w for w in re.findall(r'"([a-z]+)"', everything))
    items, named = set(), set()
    for item in re.findall(r"[a-z_]+", bodies.get("item", "")):
        first = re.match(r'\s*"([a-z]+)"\s*(NAME)?', bodies.get(item, ""))
        if first:
            items.add(first[1])
            if first[2]:
                named.add(first[1])
            bodies[item] = bodies[item].replace(f'"{first[1]}"', "")
    heads = frozenset(" ".join(re.findall(r'"([a-z]+)"', run)) for run in _HEAD_RUN.findall(everything))
    rest = _HEAD_RUN.sub('":"', "\n".join(bodies.values()))
    inline = frozenset(re.findall(r'"([a-z]+)"', rest))
    return GrammarWords(keywords, frozenset(items), frozenset(named), heads, inline)


WORDS = grammar_words()
KEYWORDS, ITEM_HEADERS, NAMED_ITEMS, HEADS = WORDS.keywords, WORDS.items, WORDS.named_items, WORDS.heads
BUILTIN_NAMES = tuple(sorted(set(BUILTINS) | set(BINDINGS)))
BUILTIN_FUNCTIONS = tuple(sorted(FUNCTIONS))
PLAIN_KEYWORDS = tuple(sorted(WORDS.inline - set(OPERATOR_WORDS) - set(CONSTANTS)))
# The plain forms of the verbs (`PLAY: "plays" | "play"`) double as zone names (`draws 1 card
# from draw`): after these words they are names.
ZONE_WORDS = ("from", "to", "onto", "shuffle", "of")
VERB_WORDS = tuple(sorted(set(re.findall(r'"([a-z]+)s"\s*\|\s*"\1"', _grammar_text()))))


def _phrase(words_: str) -> str:
    """A regex for a phrase of words separated by blanks: 'on play' -> r'on[ \t]+play'."""
    return r"[ \t]+".join(re.escape(w) for w in words_.split())


_HEADS = "|".join(_phrase(h) for h in sorted(HEADS, key=lambda h: (-len(h), h)))
_NAMED = "|".join(sorted(NAMED_ITEMS))
_UNNAMED = "|".join(sorted(ITEM_HEADERS - NAMED_ITEMS))


class MogelLexer(RegexLexer):
    """Pygments lexer for mogel rules files (`*.mm`, e.g. the packaged rules.mm).

    Item headers (`card owl:`) are Keyword.Declaration with the item's name as Name.Class
    (Name.Function for `define`); property heads (`penalty:`, `on play:`) are Name.Tag; deck
    rows name a card kind (Name.Class); built-in names and functions are Name.Builtin;
    `and or not in is mod` are Operator.Word.  Anything the language cannot contain (a capital
    letter, `'`, `&`) is an Error token.
    """

    name = "mogel"
    aliases = ["mogel", "mm"]
    filenames = ["*.mm"]
    mimetypes = ["text/x-mogel"]
    # `*.mm` is also Objective-C++ (priority 0.05) and Maple: for a file name alone, prefer mogel.
    priority = 0.1

    tokens = {
        "root": [
            (r"\n", Whitespace),
            # `card owl:`, `define fits(c, t) =`, `role guard` -- at the start of a line
            (rf"^([ \t]*)(define)([ \t]+)({NAME})",
             bygroups(Whitespace, Keyword.Declaration, Whitespace, Name.Function)),
            (rf"^([ \t]*)({_NAMED})([ \t]+)({NAME})(?=[ \t]*(:|$|#))",
             bygroups(Whitespace, Keyword.Declaration, Whitespace, Name.Class)),
            (rf"^([ \t]*)({_UNNAMED})([ \t]*)(:)",
             bygroups(Whitespace, Keyword.Declaration, Whitespace, Punctuation)),
            # property heads: `players:`, `on play:`, `if right:`, `else:`
            (rf"^([ \t]*)({_HEADS})([ \t]*)(:)",
             bygroups(Whitespace, Name.Tag, Whitespace, Punctuation)),
            # a row of the deck table: `owl:  1 1 1 1 1 = 5`
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
            (rf"\b({'|'.join(ZONE_WORDS)})([ \t]+)({'|'.join(VERB_WORDS)})\b",
             bygroups(Keyword, Whitespace, Name)),
            (rf"(\()({'|'.join(VERB_WORDS)})\b", bygroups(Punctuation, Name)),
            (rf"(\.)({NAME})", bygroups(Punctuation, Name.Attribute)),
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
