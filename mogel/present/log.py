"""The JSON Lines game log: a header, one line per event, and the decisions (docs/log-format.md).

The log is complete enough to re-check every rule: the header carries the deck table (card
id -> kind, value, penalty) and the zone layout; each event names its cards, zones, seats,
the rules line that caused it, and a sentence.  Files are written atomically (a temporary
file renamed over the target), so a failed write never leaves half a log.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import re
import stat
import sys
import tempfile
from pathlib import Path
from typing import Callable, Iterator, Optional, Sequence, Tuple, Union

from ..check.files import SPECIAL, special_file
from .narrate import Narrator

FORMAT = "mogel-log"
VERSION = 2   # 2: the header seals its seats' settings (`seats_sha256`); 1: without it, still read
STREAMS = {1: "standard output", 2: "standard error"}   # the names of an OSError in writing them
HEAD_BYTES = 4096   # what is read of an existing file to tell whether it is one of ours

# What an output may replace: (what it is, in words; a test of an existing file, given its
# first HEAD_BYTES bytes and its path).
Kind = Tuple[str, Callable[[bytes, Path], bool]]


def names_format(text: str, name: str) -> bool:
    """Whether JSON `text` (or the start of it) has the field "format": `name`."""
    return re.search(r'"format"\s*:\s*"' + re.escape(name) + '"', text) is not None


def _is_log(head: bytes, path: Path) -> bool:
    return names_format(head.decode("utf-8", "ignore").split("\n", 1)[0], FORMAT)


LOG_KIND: Kind = ("a mogel game log", _is_log)


def _zone(layout, slot):
    zone, owner = layout.describe(slot)
    return {"zone": zone, "owner": owner}


def event_record(ev, index: int, game, narrator: Narrator) -> dict:
    """One event as a JSON-ready dict (all-seeing: nothing is hidden in the log)."""
    layout = game.state.layout
    out = {"i": index, "kind": ev.kind}
    if ev.seat is not None:
        out["seat"] = ev.seat
    if ev.moves:
        out["moves"] = [{"card": card, "from": _zone(layout, src), "to": _zone(layout, dst)}
                        for card, src, dst in ev.moves]
    info = dict(ev.info)
    if "slot" in info:
        info.update(_zone(layout, info.pop("slot")))
    if "slots" in info:   # a reveal: the zone of each card
        info["zones"] = [_zone(layout, slot) for slot in info.pop("slots")]
    if "times" in info:
        info["times"] = {str(seat): t for seat, t in info["times"].items()}
    out.update(info)
    if ev.span is not None and ev.span.line > 0:
        out["rule"] = str(ev.span)
    text = narrator.sentence(ev, layout)
    if text:
        out["text"] = text
    return out


def seats_digest(seats: Sequence[dict]) -> str:
    """SHA-256 (hex) of the seats' settings ([{"bot": ..., "cheat_rate": ...}, ...], each seat's
    entry of the header without its `seat` and `name`), as canonical JSON: the header's
    `seats_sha256`.  The events cannot show a bot's name or rates, so this is what tells a replay
    that they were edited after the log was written."""
    text = json.dumps(list(seats), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def log_lines(game, lang: str = "en", names: Optional[Sequence[str]] = None) -> Iterator[dict]:
    """The header, every event, then the decisions of a game, as dicts; the events' `text` in
    `lang`, naming the seats `names` (default: the game's own display names)."""
    program, record = game.program, game.record()
    deck = program.deck
    narrator = Narrator(program, names or game.narrator.names, lang)
    carried = [(name, table) for name, table in deck.attrs.items() if any(v is not None for v in table)]
    yield {"type": "header", "format": FORMAT, "version": VERSION, "game": game.rules.game.name,
           "rules_file": record.rules_file, "rules_sha256": record.rules_sha256,
           "variants": record.variants, **({"defines": record.defines} if record.defines else {}),
           "seed": record.seed, "oldest": record.oldest, "lang": lang,
           "players": [{"seat": i, "name": narrator.seat(i), **s} for i, s in enumerate(record.seats)],
           "seats_sha256": seats_digest(record.seats),
           "cards": [{"id": c, "kind": deck.kinds[c], "value": deck.values[c],
                      **{name: table[c] for name, table in carried}, "penalty": deck.penalties[c]}
                     for c in range(len(deck))],
           "zones": [{"zone": name, "per_player": not shared} for name, shared in program.zones],
           **({"attributes": [{"attribute": a.name, "values": list(a.values or ())}
                              for a in game.rules.attributes.values()]} if game.rules.attributes else {})}
    for index, ev in enumerate(game.events):
        yield {"type": "event", **event_record(ev, index, game, narrator)}
    yield {"type": "decisions", "decisions": record.decisions}


def output_problem(value, endings: Sequence[str] = (), kind: Optional[Kind] = None) -> Optional[str]:
    """Why `value` (a path) cannot take an output file, or None when it can.

    Checked before anything is played or written.  endings: the allowed lower-case endings
    (".csv", ...), or () for any file name.  kind: what the output is (e.g. LOG_KIND): an
    existing file that is not empty and not of that kind is not replaced, so that no saved
    work (a rules file, notes) is lost.  Returns a short reason ("is a folder; give a file
    name", "the file is read-only, so it is not replaced", ...) for an empty name, '-', a
    wrong ending, a folder, a named pipe, a device or a socket (whose writer would wait for a
    reader, or write nowhere: "is a named pipe, not a file; give a file name"; this process's
    own standard output or error, /dev/stdout, is taken, whatever its name's ending), a missing folder, a file this user may not write (or, in a
    sticky folder such as /tmp, may not rename over), a file of another kind, or a folder
    where no file can be created (tried with an empty temporary file, removed again).
    """
    text = os.fspath(value) if isinstance(value, (str, os.PathLike)) else None
    path = Path(text) if text else None
    name = path.name.lower() if path is not None else ""
    if name and standard_stream(path) is not None:   # written to that stream, whatever it is: nothing replaced
        return None
    if not name or name == "-" or (endings and (not name.endswith(tuple(endings)) or name in endings)):
        return "needs " + (" or ".join(f"a {e} file" for e in endings) or "a file name")
    if path.is_dir() or text.endswith(("/", os.sep)):
        return "is a folder; give a file name"
    special = special_file(path)
    if special is not None:   # a named pipe would wait for a reader, for ever
        return f"is {SPECIAL[special]}, not a file; give a file name"
    folder = path.resolve().parent
    if not folder.is_dir():
        return f"the folder {path.parent if path.parent.resolve() == folder else folder} does not exist"
    problem = _replace_problem(path, kind)
    if problem is not None:
        return problem
    if not path.exists() or path.is_file():
        try:
            with tempfile.TemporaryFile(dir=folder):
                pass
        except OSError as err:
            return f"cannot write in {path.parent}: {err.strerror}"
    return None


def standard_stream(path: Union[str, Path]) -> Optional[int]:
    """1 or 2 when `path` is this process's own standard output or error (/dev/stdout, /dev/fd/2,
    /proc/self/fd/1: a terminal, a pipe, or the file `> f.txt` made), which write_atomic writes
    to as that stream; else None."""
    try:
        found = os.stat(path)
        return next((fd for fd in STREAMS if os.path.samestat(found, os.fstat(fd))), None)
    except (OSError, ValueError):   # a stream closed, a name no file has
        return None


def _replace_problem(path: Path, kind: Optional[Kind]) -> Optional[str]:
    """Why the existing file at `path` must not be replaced (read-only for this user, or of
    another kind than `kind`), or None."""
    if not path.is_file():
        return None
    if not path.stat().st_mode & 0o222 or not os.access(path, os.W_OK):
        return "the file is read-only, so it is not replaced"
    if _others_in_shared_folder(path.resolve()):
        return ("the file belongs to another user in a shared folder (one with the sticky bit, as /tmp), "
                "so it cannot be replaced")
    if kind is not None:
        try:
            with open(path, "rb") as existing:
                head = existing.read(HEAD_BYTES)
        except OSError as err:
            return f"cannot read the file there: {err.strerror}"
        if head.strip() and not kind[1](head, path):
            return (f"the file exists and is not {kind[0]}, so it is not replaced "
                    f"(delete it first, or give another name)")
    return None


def _others_in_shared_folder(path: Path) -> bool:
    """Whether `path` is another user's file in a folder with the sticky bit, where only its
    owner (or the folder's, or root) may rename over it -- as the atomic write does."""
    if not hasattr(os, "geteuid"):
        return False
    me, folder = os.geteuid(), path.parent.stat()
    return bool(folder.st_mode & stat.S_ISVTX) and me not in (0, path.stat().st_uid, folder.st_uid)


def file_mode(path: Path) -> int:
    """The permissions a file written over `path` gets: those of the file it replaces, else
    0666 less the umask (what any new file gets)."""
    if path.is_file():
        return path.stat().st_mode & 0o7777
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def write_atomic(path: Union[str, Path], text: str, kind: Optional[Kind] = None) -> None:
    """Write `text` to `path` through a temporary file in the same folder and a rename.

    A symbolic link is written through (its target is replaced, the link stays); this process's
    own standard output or error (`standard_stream`: /dev/stdout, even where it is a file) is
    written to as sys.stdout or sys.stderr, after what they hold, and raises OSError named
    "standard output" or "standard error" (STREAMS) when it cannot be written.
    The file keeps the permissions of the file it replaces (a new one: 0666 less the umask).
    kind: as for output_problem; an existing file of another kind is not replaced.
    Raises OSError naming `path` (not the temporary file) when it cannot be written, is
    read-only for this user, or is of another kind.
    """
    given = Path(path)
    fd = standard_stream(given)
    if fd is not None:
        stream = sys.stdout if fd == 1 else sys.stderr
        try:
            stream.write(text)
            stream.flush()
        except OSError as err:
            raise OSError(err.errno, err.strerror, STREAMS[fd]) from None
        return
    path = given.resolve()
    if path.is_dir():
        raise OSError(errno.EISDIR, "is a folder", str(given))
    problem = _replace_problem(path, kind)
    if problem is not None:
        raise OSError(errno.EACCES, problem, str(given))
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    except OSError as err:   # name the file the user asked for, not the temporary one
        raise OSError(err.errno, err.strerror, str(given)) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.chmod(tmp, file_mode(path))
        os.replace(tmp, path)
    except OSError as err:
        Path(tmp).unlink(missing_ok=True)
        raise OSError(err.errno, err.strerror, str(given)) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_log(game, path: Union[str, Path], lang: str = "en") -> None:
    """Write the game's JSON Lines log to `path` (atomically).  Raises OSError (naming
    `path`) when it cannot be written, or would replace a file that is not a game log."""
    text = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in log_lines(game, lang))
    write_atomic(path, text, LOG_KIND)
