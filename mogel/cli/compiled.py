"""`mogel compile`: print the Python a rules file becomes ("this is what your rules become").

The source is mogel.compile.codegen's, exactly what the engine runs: each function preceded by
a comment naming the rules line it comes from (`# rules.mm:57  when: after each play`).  On a
terminal it is highlighted with Pygments (the notebook extra; plain without it); piped, or
with --plain, it is plain text.
"""

from __future__ import annotations

import sys

from ..compile.codegen import source
from ..compile.program import DeckTables
from ..language import model as m
from .streams import say


def highlighted(text: str) -> str:
    """`text` (Python) coloured for a terminal, or as it is when Pygments is not installed."""
    try:
        from pygments import highlight
        from pygments.formatters import TerminalFormatter
        from pygments.lexers import PythonLexer
    except ImportError:
        return text
    return highlight(text, PythonLexer(), TerminalFormatter()).rstrip("\n")


def show(rules: m.Rules, plain: bool) -> int:
    """Print the generated source of `rules` (highlighted on a terminal unless `plain`); exit code 0."""
    text = source(rules, DeckTables(rules)).rstrip("\n")
    if not plain and sys.stdout.isatty():
        text = highlighted(text)
    say(text)
    return 0
