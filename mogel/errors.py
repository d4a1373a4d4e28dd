"""Errors users see: one root `MogelError`, located rules errors with the line and a caret;
and `Span`, the place in a rules file that every node of the model and every message carries.

Every message a user can meet is a `MogelError`; the CLI prints `str(error)` and never a
traceback.  Rules errors read like a compiler's:

    rules.mm:12:5: unknown card kind 'spidre' (did you mean 'spider'?)
        card spidre:
             ^
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Iterable, Optional, Sequence


@dataclass(frozen=True, slots=True)
class Span:
    """Where a node stands in its rules file: 1-based line and column of its first character."""

    file: str
    line: int
    column: int
    end_line: int = 0
    end_column: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


NOWHERE = Span("<mogel>", 0, 0)


class MogelError(Exception):
    """Root of every error mogel raises on purpose (bad rules, bad arguments, bad saved games)."""


@dataclass(frozen=True)
class Diagnostic:
    """One located message about a rules file; `severity` is "error", "warning" or "note"."""

    span: Span
    message: str
    severity: str = "error"
    source_line: str = ""
    caret: int = 0   # column of the caret in `source_line` when it is not the span's (tabs, a long line cut)

    @property
    def caret_column(self) -> int:
        """1-based column of `source_line` that the caret stands under."""
        return self.caret or self.span.column

    def render(self) -> str:
        """`file:line:col: [warning: ]message`, then the source line and a caret under the column."""
        label = "" if self.severity == "error" else f"{self.severity}: "
        where = str(self.span) if self.span.line > 0 else self.span.file
        return f"{where}: {label}{self.message}{self.excerpt()}"

    def excerpt(self) -> str:
        """What `render` puts under the message: a newline, the source line indented by 4, a
        newline and the caret; "" when there is no line to show (no text, no column)."""
        if not self.source_line or self.span.column < 1:
            return ""
        caret = " " * (self.caret_column - 1) + "^"
        return f"\n    {self.source_line.rstrip()}\n    {caret}"


# Control characters (but the tab, shown as 4 columns) and the Unicode controls of the direction
# of text: a line shown under a message holds U+FFFD in their place, one column each.
_UNSHOWN = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
LONG = 200    # a longer line is no rules line a person wrote (a saved game, a log) ...
SHOWN = 100   # ... and only this many of its characters are shown, around the column


def locate(source: str, span: Span, message: str, severity: str = "error") -> Diagnostic:
    """A Diagnostic for `span` in `source`, carrying the text of its line.

    A line longer than LONG characters is cut to the SHOWN around the column, with "..."
    where it is cut, and the Diagnostic's `caret` says where the column lands in it.  Tabs are
    shown as 4 columns (as the indentation counts them), and the caret moves with them: the
    span's column counts a tab as one character, as lark does.
    """
    lines = source.split("\n")   # lines as the parser counts them (a form feed ends none)
    raw = lines[span.line - 1] if 0 < span.line <= len(lines) else ""
    raw = _UNSHOWN.sub("\ufffd", raw)   # a control character is shown as one, never sent to a terminal
    line, column = raw, span.column
    if "\t" in raw:
        line = raw.expandtabs(4)
        column = len(raw[:column - 1].expandtabs(4)) + 1 if column >= 1 else column
    if len(line.rstrip()) <= LONG or span.column < 1:
        return Diagnostic(span, message, severity, line, column if column != span.column else 0)
    line = line.rstrip()
    start = max(0, min(column - 1 - SHOWN // 2, len(line) - SHOWN))
    shown = ("..." if start else "") + line[start:start + SHOWN] + ("..." if start + SHOWN < len(line) else "")
    return Diagnostic(span, message, severity, shown, column - start + (3 if start else 0))


class RulesError(MogelError):
    """A rules file that cannot be used: one or more located errors (and any warnings).

    `diagnostics` holds every message, errors first in file order; `str()` renders them all.
    """

    def __init__(self, diagnostics: Sequence[Diagnostic]):
        self.diagnostics = tuple(diagnostics)
        super().__init__("\n".join(d.render() for d in self.diagnostics))

    def __reduce__(self):   # so that a worker process can hand it back
        return (type(self), (self.diagnostics,))

    @property
    def errors(self):
        return tuple(d for d in self.diagnostics if d.severity == "error")


class RulesSyntaxError(RulesError):
    """The rules file does not follow the grammar (mogel/language/grammar.lark)."""


class UnknownVariantError(MogelError):
    """A variant name the rules file does not define (the message has a did-you-mean).
    `unknown`: ((name, hint), ...), each unknown name with the hint its line of the message
    gives; `file`: the rules file's name (a front end may word its own hint from them)."""

    def __init__(self, message: str, unknown=(), file: str = ""):
        super().__init__(message)
        self.unknown, self.file = tuple(unknown), file


class RulesRuntimeError(MogelError):
    """A rules file that checked fine failed while a game ran (e.g. a game that cannot end).

    The message names the rules line(s) involved, most starting `file:line:col: `.  Raised
    with the `span` of that place and the rules text `source` it stands in, the error also
    carries `excerpt`, the rules line and a caret under the column as a checker's message
    shows them ("" when not given; `render()` puts the two together).  `span` is None
    when the raiser gave none.
    """

    def __init__(self, message: str, span: Optional[Span] = None, source: str = ""):
        super().__init__(message)
        self.span = span
        self.excerpt = locate(source, span, message).excerpt() if span is not None and source else ""

    def render(self) -> str:
        """The message, then the rules line and a caret when the error knows them."""
        return f"{self}{self.excerpt}"


class RunawayGame(RulesRuntimeError):
    """A game whose round does not end; raised by the engine's turn and event limits.

    Other RulesRuntimeErrors (e.g. a number of cards that came out negative) are no loop.
    """


class TooMuchWork(RulesRuntimeError):
    """A rules file whose evaluation or loop went on too long with nothing happening in the game:
    more steps (a player or card looked at, a run of a `repeat`) than the work budget allows
    between two events (mogel.compile.work).  Located at the outermost expression or loop at
    work, as RulesRuntimeError is."""


class ChainTooDeep(RulesRuntimeError):
    """Cards played by the `on play` of cards played by ... too deep (mogel.runtime.verbs):
    located at the `on play` that would have played one more."""


class BotSettingError(MogelError, ValueError):
    """A bot name or setting that is none (`make_bot("nope")`, `RandomBot(cheat_rate=2)`); a
    ValueError too, as the bots' settings have always raised, and caught with MogelError."""


class IllegalDecision(MogelError):
    """An agent answered a decision with something that is not one of its options."""


class SavedGameError(MogelError):
    """A saved game record that cannot be read or replayed (the file is left as it was)."""


def did_you_mean(word: str, candidates: Iterable[str]) -> str:
    """` (did you mean 'x'?)` for the closest candidate, or '' when none is close."""
    by_lower = {}
    for candidate in sorted(set(candidates)):
        by_lower.setdefault(candidate.lower(), candidate)
    close = difflib.get_close_matches(word.lower(), list(by_lower), n=1, cutoff=0.6)
    return f" (did you mean '{by_lower[close[0]]}'?)" if close else ""

