"""Errors users see: one root `MogelError`, located rules errors with the line and a caret;
and `Span`, the place in a rules file that every node of the model and every message carries.

Every message a user can meet is a `MogelError`; the CLI prints `str(error)` and never a
traceback.  Rules errors read like a compiler's:

    rules.mm:12:5: unknown card kind 'kanga' (did you mean 'kangaroo'?)
        card kanga:
             ^

Every message of the parser and the checker (mogel.language, mogel.check) comes from a
`Catalogue`: an id with an English and a German template, filled in as a `Said`, which says
itself in either language.  A catalogue refuses an entry without its German, or whose German
has other fields than its English, when it is made (that is, when its module is imported), and
the checkers make their Diagnostics with `located`, which takes only a Said: no message gets
into a Diagnostic without its German.  `Diagnostic.render(lang)` and `RulesError.render(lang)`
tell them in English (as `str()`) or German, at the same place, with the same line and caret.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
import string
from collections import namedtuple
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Optional, Sequence, Tuple


class Span(namedtuple("Span", ("file", "line", "column", "end_line", "end_column"), defaults=(0, 0))):
    """Where a node stands in its rules file: 1-based line and column of its first character.

    Span(file, line, column, end_line=0, end_column=0): the rules file's name as the loader was
    given it, the line and column of the first character (line 0: no place in the file), of
    the last one's line and the column after it (0: not known).  Immutable, equal to another
    Span with the same five values (never to a plain tuple) and hashed like them; `str()` is
    "file:line:column".  A named tuple underneath, so that C builds it and reads its fields: it
    is the commonest object of a rules model, and reading one back from the cache of checked
    rules (mogel.check.cache) calls no Python code."""

    __slots__ = ()

    def __eq__(self, other):
        if type(other) is Span:
            return tuple.__eq__(self, other)
        return False if isinstance(other, tuple) else NotImplemented

    def __ne__(self, other):
        same = self.__eq__(other)
        return same if same is NotImplemented else not same

    __hash__ = tuple.__hash__

    def __reduce__(self):   # unpickled by C alone: tuple.__new__(Span, (file, line, ...))
        return tuple.__new__, (Span, tuple(self))

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


NOWHERE = Span("<mogel>", 0, 0)


class MogelError(Exception):
    """Root of every error mogel raises on purpose (bad rules, bad arguments, bad saved games)."""


LANGS = ("en", "de")   # the languages of every catalogue (mogel.language.model.LANGUAGES names the same)


class Said:
    """A message of a Catalogue, filled in: its id (`key`), its template in each language and
    its fields.  `text(lang)` says it in "en" or "de" (another language: English); `str()` is
    the English.  A field may be a Said (or a Joined) itself, told in the same language; any
    other field is put in as it is (a name from the rules file, a number, a place)."""

    __slots__ = ("key", "templates", "fields")

    def __init__(self, key: str, templates: Mapping[str, str], fields: Mapping[str, object]):
        self.key, self.templates, self.fields = key, templates, dict(fields)

    def text(self, lang: str = "en") -> str:
        template = self.templates.get(lang, self.templates["en"])
        return template.format(**{name: told(value, lang) for name, value in self.fields.items()})

    def __str__(self) -> str:
        return self.text("en")

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return f"Said({self.key!r}, {self.fields!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Said) and (self.key, self.fields) == (other.key, other.fields)

    def __hash__(self) -> int:
        return hash((self.key, str(self)))

    def __reduce__(self):   # pickled with its templates: a cached Diagnostic says itself without its catalogue
        return (Said, (self.key, dict(self.templates), self.fields))


@dataclass(frozen=True)
class Joined:
    """Parts told one after another: `sep` between them, `last` before the last one ("a, b or
    c"); each part and separator a str or a Said, told in the language asked."""

    parts: Tuple[object, ...]
    sep: object = ", "
    last: object = ", "

    def text(self, lang: str = "en") -> str:
        parts = [told(part, lang) for part in self.parts]
        if len(parts) < 2:
            return "".join(parts)
        return told(self.sep, lang).join(parts[:-1]) + told(self.last, lang) + parts[-1]

    def __str__(self) -> str:
        return self.text("en")


def told(value, lang: str) -> str:
    """A field of a Said in `lang`: a Said or Joined told in it, anything else as it is."""
    return value.text(lang) if isinstance(value, (Said, Joined)) else value


def _fields(template: str) -> frozenset:
    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name is not None)


class Catalogue:
    """Messages by id, each in English and German: {id: (english, german)}, templates of
    str.format with named fields (`{name}`).  A language may leave out a field the other needs
    (the "st" of English "51st", the name of an attribute German says in words of its own), so
    a message's fields are those of its two templates together.  `catalogue(id, **fields)` fills
    one in as a Said.  Raises ValueError, when made, for an entry without both languages (a
    message cannot come without its German); calling it raises KeyError for an unknown id and
    TypeError for fields other than the message's."""

    def __init__(self, entries: Mapping[str, Tuple[str, str]]):
        self.entries, self.fields = {}, {}
        for key, texts in entries.items():
            if not (isinstance(texts, tuple) and len(texts) == len(LANGS) and all(isinstance(t, str) and t for t in texts)):
                raise ValueError(f"message '{key}': give its text in {' and '.join(LANGS)}, as a pair of strings")
            self.entries[key] = dict(zip(LANGS, texts))
            self.fields[key] = frozenset().union(*map(_fields, texts))

    def __call__(self, key: str, /, **fields) -> Said:
        templates = self.entries[key]
        if set(fields) != self.fields[key]:
            raise TypeError(f"message '{key}' has the fields {sorted(self.fields[key])}, not {sorted(fields)}")
        return Said(key, templates, fields)

    def __iter__(self):
        return iter(self.entries)


# The words this module says itself: the did-you-mean hint, the joining words, the severities.
SAID = Catalogue({
    "did_you_mean": (" (did you mean '{word}'?)", " (meintest du '{word}'?)"),
    "or": (" or ", " oder "), "and": (" and ", " und "),
    "warning": ("warning", "Warnung"), "note": ("note", "Hinweis"),
})


@dataclass(frozen=True)
class Diagnostic:
    """One located message about a rules file; `severity` is "error", "warning" or "note".
    `said`: the message as a Said (every message of the parser and checker has one), which
    `render(lang)` tells in English or German; None for a message in English only."""

    span: Span
    message: str
    severity: str = "error"
    source_line: str = ""
    caret: int = 0   # column of the caret in `source_line` when it is not the span's (tabs, a long line cut)
    said: Optional[Said] = field(default=None, compare=False, repr=False)

    @property
    def caret_column(self) -> int:
        """1-based column of `source_line` that the caret stands under."""
        return self.caret or self.span.column

    def text(self, lang: str = "en") -> str:
        """The message in `lang` ("en", "de"): `message` itself in English or without a Said."""
        return self.said.text(lang) if self.said is not None and lang != "en" else self.message

    def render(self, lang: str = "en") -> str:
        """`file:line:col: [warning: ]message`, then the source line and a caret under the column;
        in German (`lang="de"`) `Warnung: `, `Hinweis: ` and the German message, at the same place."""
        label = "" if self.severity == "error" else f"{told(SAID(self.severity), lang)}: "
        where = str(self.span) if self.span.line > 0 else self.span.file
        return f"{where}: {label}{self.text(lang)}{self.excerpt()}"

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


def located(source: str, span: Span, said: Said, severity: str = "error") -> Diagnostic:
    """`locate` for a message of a catalogue: the Diagnostic carries the Said, so that it can
    be told in German too.  Raises TypeError for a message that is no Said (the parser and the
    checker make every Diagnostic here: none without its German)."""
    if not isinstance(said, Said):
        raise TypeError(f"a message of the rules checker comes from a Catalogue (English and German), not {said!r}")
    return dataclasses.replace(locate(source, span, str(said), severity), said=said)


class RulesError(MogelError):
    """A rules file that cannot be used: one or more located errors (and any warnings).

    `diagnostics` holds every message, errors first in file order; `str()` renders them all,
    `render(lang)` in English or German.
    """

    def __init__(self, diagnostics: Sequence[Diagnostic]):
        self.diagnostics = tuple(diagnostics)
        super().__init__("\n".join(d.render() for d in self.diagnostics))

    def render(self, lang: str = "en") -> str:
        """Every message rendered in `lang` (Diagnostic.render), one after another."""
        return "\n".join(d.render(lang) for d in self.diagnostics)

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
    carries `excerpt`, the rules line and a caret under the column as a checker's message shows them ("" when
    not given; `render(lang)` joins the two, in German too for a `said` message).  `span`: None when not given.

    An error of one game of a run (mogel.simulate) is told with that game by `in_run`: then
    `game` is its index, `seed` its seed, `again` the command that plays it again (else all
    None) and `located` the error as it was raised (its `render()`, with line and caret).

    An error about a player is raised by `about_seats` ("seat N": the engine knows no names);
    `named` calls them by a game's seat names ("Ada"), as mogel.Game does before anyone reads it.
    """

    game = seed = again = located = said = None   # said: the message as a Said (mogel.compile.said_work)
    pieces: tuple = ()   # about_seats: the message in pieces, a seat (int) where a player is named

    def __init__(self, message: str, span: Optional[Span] = None, source: str = ""):
        super().__init__(message)
        self.span = span
        self.excerpt = locate(source, span, message).excerpt() if span is not None and source else ""

    @classmethod
    def about_seats(cls, span: Span, source: str, *pieces) -> "RulesRuntimeError":
        """The error at `span` whose message is `pieces` joined: each str as it is, each int a
        seat, said "seat N" until `named`."""
        error = cls("".join(f"seat {p}" if isinstance(p, int) else p for p in pieces), span, source)
        error.pieces = pieces
        return error

    def named(self, names: Sequence[str]) -> "RulesRuntimeError":
        """This error with each seat its message names said by `names[seat]` (a seat beyond
        them stays "seat N"); returns itself.  Nothing changes for an error that names no seat
        or that `in_run` already told as a game of a run."""
        if self.pieces and self.game is None:
            self.args = ("".join((names[p] if p < len(names) else f"seat {p}") if isinstance(p, int) else p
                                 for p in self.pieces),)
        return self

    def in_run(self, game: int, seed: int, again: str) -> "RulesRuntimeError":
        """This error, now told as game `game` (seed `seed`) of a run: "game G of the run (seed S)
        stopped: <the message, its rules line and caret>" and a last line "play it again with:
        <again>" make its message (`excerpt` is in it).  Returns itself, of its own type."""
        self.game, self.seed, self.again, self.located = game, seed, again, self.render()
        self.args = (f"game {game} of the run (seed {seed}) stopped: {self.located}\nplay it again with: {again}",)
        self.excerpt = ""
        return self

    def render(self, lang: str = "en") -> str:
        """The message (in `lang` when it is a Said not told `in_run`), then its line and caret."""
        told = self.said.text(lang) if self.said is not None and self.game is None else str(self)
        return f"{told}{self.excerpt}"


class RunawayGame(RulesRuntimeError):
    """A game whose round does not end; raised by the engine's turn and event limits.

    Other RulesRuntimeErrors (e.g. a number of cards that came out negative) are no loop.
    """


class TooMuchWork(RulesRuntimeError):
    """A rules file whose evaluation or loop went on too long with nothing happening in the game:
    more steps (a player or card looked at, a run of a `repeat`) than the work budget allows
    between two events (mogel.compile.work).  Located at the outermost expression or loop at
    work, as RulesRuntimeError is."""


class TooMuchRoundWork(RulesRuntimeError):
    """A round that took more steps in all than ROUND_WORK, events or not (mogel.compile.work):
    located at the outermost loop at work, as RulesRuntimeError is."""


class ChainTooDeep(RulesRuntimeError):
    """Cards played by the `on play` of cards played by ... too deep (mogel.runtime.verbs):
    located at the `on play` that would have played one more."""


class BotSettingError(MogelError, ValueError):
    """A bot name or setting that is none (`make_bot("nope")`, `RandomBot(cheat_rate=2)`); a
    ValueError too, as the bots' settings have always raised, and caught with MogelError."""


class NotCopied(MogelError, TypeError):
    """Something of a running game that cannot be copied or pickled (a mogel.Game: it holds a
    running engine); a TypeError too, as Python's own "cannot pickle" errors."""


class IllegalDecision(MogelError):
    """An agent answered a decision with something that is not one of its options."""


class SavedGameError(MogelError):
    """A saved game record that cannot be read or replayed (the file is left as it was)."""


def closest(word: str, candidates: Iterable[str], parts: bool = False) -> Optional[str]:
    """The candidate closest to `word` (letter case aside), or None when none is close.  With
    `parts`, when none is close by its letters, the only candidate one of whose `_`-separated
    parts `word` is ('fast' for 'fast_deal', a name shortened)."""
    by_lower = {}
    for candidate in sorted(set(candidates)):
        by_lower.setdefault(candidate.lower(), candidate)
    close = difflib.get_close_matches(word.lower(), list(by_lower), n=1, cutoff=0.6)
    if not close and parts:
        close = [lower for lower in by_lower if word.lower() in lower.split("_")]
        close = close if len(close) == 1 else []
    return by_lower[close[0]] if close else None


def did_you_mean(word: str, candidates: Iterable[str], parts: bool = False):
    """` (did you mean 'x'?)` for the closest candidate (a Said: German " (meintest du 'x'?)"),
    or '' when none is close (`parts`: as for `closest`); in an f-string or str() it is the English."""
    close = closest(word, candidates, parts)
    return SAID("did_you_mean", word=close) if close is not None else ""

