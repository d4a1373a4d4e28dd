"""The `mogel` command's dealings with its process (mogel.cli.commands): what it writes when the
output's encoding lacks a character, what it does when standard output cannot be written (it
goes on without it, its files written, and tells it at the end: `lost`), and Ctrl-C held back
while it writes its files (`signals_held`).

The narration uses „…“ (German) or “…” (English) and –, the German messages ä, ö, ü, a rules line may hold →.
Windows writes redirected output in its ANSI code page (cp1252: no →), and PYTHONIOENCODING
or an old locale may say ASCII: Python's `print` then raises UnicodeEncodeError (stdout) or
writes `\\u2192` (stderr).  `plain_streams()` has both streams write such characters in plain
letters instead ("->", '"', "ae"), through an error handler registered with `codecs` and set
with `TextIOWrapper.reconfigure(errors=...)`: the standard library's own way, which changes
nothing where the encoding has the character.  Plain letters rather than errors="replace",
whose "?" for every arrow would leave a learner guessing.
"""

from __future__ import annotations

import codecs
import contextlib
import os
import re
import signal
import sys
import threading
import unicodedata

from ..present.log import standard_stream

STDOUT = "standard output"   # the file names of an OSError from writing them (`say`, `flush`, and
STDERR = "standard error"    # mogel.present.log.STREAMS: a file written to them)
HELD = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))
PLAIN = "mogel.plain"        # the codecs error handler that `plain_streams` sets
_PLAIN = {"\u2192": "->", "\u2190": "<-", "\u2013": "-", "\u2014": "-", "\u2026": "...", "\u00d7": "x",
          "\u00e4": "ae", "\u00f6": "oe", "\u00fc": "ue", "\u00c4": "Ae", "\u00d6": "Oe", "\u00dc": "Ue",
          "\u00df": "ss", **dict.fromkeys("\u201e\u201c\u201d\u201f\u00ab\u00bb", '"'),
          **dict.fromkeys("\u201a\u2018\u2019\u201b", "'")}   # → – … ä ß „ “ ‘ ...


def _plain(error: UnicodeError):
    """The codecs error handler PLAIN: each character the encoding lacks in ASCII letters
    (_PLAIN, else without its accents: ê -> e), or "?" when it has none."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    lacking = error.object[error.start:error.end]
    plain = "".join(_PLAIN.get(c) or unicodedata.normalize("NFKD", c).encode("ascii", "ignore").decode() or "?"
                    for c in lacking)
    return plain, error.end


codecs.register_error(PLAIN, _plain)


def plain_streams() -> None:
    """Have sys.stdout and sys.stderr write the characters their encoding lacks in plain letters
    (for the rest of the process).  Only streams left at Python's defaults (errors "strict",
    "backslashreplace" for stderr) are changed: a handler someone chose is kept, and so is
    "surrogateescape", which writes back the bytes of a file name that is not UTF-8."""
    for stream in (sys.stdout, sys.stderr):
        if getattr(stream, "errors", None) in ("strict", "backslashreplace") and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors=PLAIN)


def fitted(text: str, stream) -> str:
    """`text` with each caret line ("    ^" under a rules line) moved to stay under its word
    when `stream` writes the line above it in plain letters ("ae" for ä, "->" for →: longer
    than the characters they stand for).  Unchanged where the stream's encoding has them."""
    if getattr(stream, "errors", None) != PLAIN:
        return text
    lines = text.split("\n")
    for i in range(1, len(lines)):
        caret = re.fullmatch(r"( *)\^", lines[i])
        if caret is not None:
            before = lines[i - 1][:len(caret.group(1))]
            plain = before.encode(stream.encoding, PLAIN).decode(stream.encoding)
            lines[i] = " " * len(plain) + "^"
    return "\n".join(lines)


_LOST = []   # the OSError (named STDOUT) standard output failed with first, if it did: `lost`


def say(*parts, sep: str = " ", error: bool = False) -> None:
    """print() to standard output (`error`: to standard error), carets `fitted`.  Standard error
    that cannot be written raises OSError (of the same kind: BrokenPipeError for a reader gone)
    with the file name STDERR.  Standard output that cannot be written (a full disk, `| head`
    gone) raises nothing: it is dropped (`drop`) and the error kept for `lost()`, so that the
    command goes on to write its files (--save, --log) and tells the error at its end."""
    stream = sys.stderr if error else sys.stdout
    try:
        print(fitted(sep.join(map(str, parts)), stream), file=stream)
    except OSError as err:
        if error:
            raise _named(err, STDERR) from None
        _lose(err)


def flush() -> None:
    """Write out what standard output still holds (a redirected one holds a few kilobytes, which
    Python would otherwise write at exit, too late to be told); a failure as for `say`."""
    try:
        sys.stdout.flush()
    except OSError as err:
        _lose(err)


def _lose(err: OSError) -> None:
    if not _LOST:
        _LOST.append(_named(err, STDOUT))
        drop(STDOUT)


def write_told(write, path: str, said: str) -> None:
    """Call `write()`, which writes a file to `path` (--log, --save: mogel.present.log.write_atomic),
    and `say` the sentence `said`, but not when `path` is this command's own standard output or
    error, where the words would end up in the file or among its errors.  Standard output that
    cannot take the file (a reader gone) is lost as `say` loses it, so that the command goes on
    to its other files; any other OSError is raised."""
    own = standard_stream(path)
    try:
        write()
    except OSError as err:
        if err.filename != STDOUT:
            raise
        _lose(err)
    if own is None:
        say(said)


def lost(forget: bool = False):
    """The OSError (file name STDOUT) that standard output failed with since the last
    `lost(forget=True)`, else None; `forget`: start afresh (a new command in the same process)."""
    err = _LOST[0] if _LOST else None
    if forget:
        _LOST.clear()
    return err


def _named(err: OSError, name: str) -> OSError:
    return type(err)(err.errno, err.strerror, name)


def drop(name: str) -> None:
    """After the stream `name` (STDOUT or STDERR) failed: point it at os.devnull, so that what
    it still holds is not tried again at exit (Python would say "Exception ignored ..." and
    exit with code 120), and what is said after goes nowhere rather than failing.  Nothing to
    do for a stream that is no file (a test's capture)."""
    stream = sys.stdout if name == STDOUT else sys.stderr
    try:
        fd = stream.fileno()
    except (OSError, ValueError):   # io.UnsupportedOperation is both
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


@contextlib.contextmanager
def signals_held():
    """Ctrl-C, SIGTERM and SIGHUP wait until the block is done, then stop the command as they
    would have (only the main thread can hold them back; elsewhere the block runs as it is)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    held = []
    before = {sig: signal.signal(sig, lambda signum, frame: held.append(signum))
              for sig in HELD}
    try:
        yield
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler if handler is not None else signal.SIG_DFL)   # None: set outside Python
        if held:
            signal.raise_signal(held[0])
