"""A cache of checked rules: a text checked before is not parsed or checked again.

`check_source` and `load_rules` (mogel.check.loader) keep what they return, by a hash of what
they were given: the rules text, the file name, the variants and the defines.

    MOGEL_CACHE=0               no cache: every load parses and checks
    MOGEL_CACHE_DIR=/some/dir   where the files go (default: the user's cache folder,
                                platformdirs.user_cache_dir("mogel"): ~/.cache/mogel on Linux,
                                ~/Library/Caches/mogel on macOS, %LOCALAPPDATA%\\mogel\\Cache on Windows)

Two layers.  In memory, the last MEMORY results of this process: a repeated load in one
process (a notebook, a sweep, a test) costs a hash of the text and returns the same immutable
Rules object.  On disk, one pickle file per result in the `checked` folder of the cache
folder: a new process (a lab worker, the next `mogel` command) costs a hash, a read and an
unpickle, and imports no lark.  The key is a BLAKE2b of those arguments and of the source of
the stages that make the result (mogel.language with its grammar, mogel.check, mogel.errors),
lark's version and Python's: an edited checkout or another version of mogel never reads an
entry another wrote.  A file that cannot be read, that does not unpickle or that holds another
key is ignored and written again; a file is written under a temporary name and renamed, so a
reader never sees half of one and two writers do not mix; a folder that cannot be made or
written to is no error (the result is then kept in memory only).  Only files owned by the user
are read: a pickle can run code, so the folder must be the user's own.  At most MAX_FILES files
are kept (the oldest go first).  A file holds the key, then the result, read back by C but
for the __init__ of the model's nodes (a Span, the commonest object of a model, is a tuple
that C builds: mogel.errors.Span).  Warnings
and other diagnostics are kept with the rules, so a result from the cache tells exactly what
the check told.
"""

from __future__ import annotations

import copyreg
import dataclasses
import functools
import gc
import hashlib
import io
import os
import pickle
import sys
import tempfile
import threading
import types
from collections import OrderedDict
from importlib.util import find_spec
from pathlib import Path
from types import MappingProxyType
from typing import Callable, Optional, Tuple, TypeVar

T = TypeVar("T")

FORMAT = 3          # the layout of a cache file; a new one makes every old file unread
MEMORY = 32         # results kept in memory
MAX_FILES = 256     # files kept on disk
_OFF = ("0", "off", "no", "false")
_memory: "OrderedDict[str, object]" = OrderedDict()
_lock = threading.Lock()   # threads of one process (a notebook's, Dask's) share the memory


def enabled() -> bool:
    """Whether the cache is on: unless the environment variable MOGEL_CACHE is 0 (or off, no, false)."""
    return os.environ.get("MOGEL_CACHE", "").strip().lower() not in _OFF


def cache_folder() -> Optional[Path]:
    """The folder of mogel's cache files: $MOGEL_CACHE_DIR, else the user's cache folder for
    mogel (platformdirs); None when the cache is off (MOGEL_CACHE=0)."""
    if not enabled():
        return None
    chosen = os.environ.get("MOGEL_CACHE_DIR")
    return Path(chosen) if chosen else _user_cache()


@functools.cache
def _user_cache() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("mogel", appauthor=False))


@functools.cache
def code_hash() -> Optional[str]:
    """A SHA-256 of what makes a checked model: the source of mogel.language (and its grammar),
    mogel.check and mogel.errors, lark's `__init__.py` (its version) and Python's version and
    the cache's FORMAT.  None when a source file cannot be read (a package without its .py
    files): the disk cache is then not used."""
    package = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256(f"{FORMAT} {sys.implementation.cache_tag} {sys.version}".encode())
    try:
        lark = find_spec("lark")
        files = sorted([*(package / "language").glob("*.py"), *(package / "language").glob("*.lark"),
                        *(package / "check").glob("*.py"), package / "errors.py"])
        for path in [*files, Path(lark.origin)]:
            digest.update(path.name.encode() + b"\0" + path.read_bytes())
    except (OSError, TypeError, AttributeError, ValueError):   # no file, no lark spec or origin
        return None
    return digest.hexdigest()


def remembered(parts: tuple, compute: Callable[[], T]) -> T:
    """compute(), or what it returned for the same `parts` before (in memory, else on disk).

    parts: the arguments the result depends on, as a tuple of strings, numbers and tuples
    (their repr is hashed).  The result must pickle (mogel's models do; a read-only mapping
    is pickled as a dict).  An exception of compute() propagates and nothing is kept.  With
    the cache off (MOGEL_CACHE=0) this is compute()."""
    folder = cache_folder()
    if folder is None:
        return compute()
    code = code_hash()
    key = _key(code, parts)
    with _lock:
        if key in _memory:
            _memory.move_to_end(key)
            return _memory[key]
    path = folder / "checked" / f"{key}.pickle"
    result = _read(path, key) if code is not None else None
    if result is None:
        result = compute()
        if code is not None:
            _write(path, key, result)
    with _lock:
        _memory[key] = result
        if len(_memory) > MEMORY:
            _memory.popitem(last=False)
    return result


def _key(code: Optional[str], parts: tuple) -> str:
    """The BLAKE2b (32 bytes) of `code` and `parts`: each part's type, length and text (a str as
    it is, anything else by its repr), so that no two lists of parts give the same bytes.  A
    part that is bytes is a text's UTF-8, and hashed as that text.
    BLAKE2b, not SHA-256: the rules text is hashed at every load, and BLAKE2b hashes it in half
    the instructions."""
    digest = hashlib.blake2b(f"{FORMAT} {code}".encode(), digest_size=32)
    for part in parts:
        if isinstance(part, bytes):
            data, kind = part, "str"
        else:
            data, kind = (part if isinstance(part, str) else repr(part)).encode("utf-8", "surrogatepass"), type(part).__name__
        digest.update(f"\0{kind} {len(data)}\0".encode())
        digest.update(data)
    return digest.hexdigest()


def forget() -> None:
    """Forget the results kept in this process's memory (the files stay)."""
    with _lock:
        _memory.clear()


def _read(path: Path, key: str):
    """The result in the cache file `path` for `key`, or None (no file, not the user's, not
    readable, not a pickle of this key).  The collector is off while it is read: the result is
    new objects only, no garbage, and the collections it would set off were a twentieth of the read.
    Then, unless the process has frozen objects of its own (gc.freeze), the collector's young
    objects -- the result's 2,000 or so among them -- go to its oldest generation at once
    (gc.freeze moves every tracked object to the permanent generation, gc.unfreeze moves them all
    to the oldest one, neither looks at an object): a model kept for long is not traversed by
    the young collections after the load (0.5 to 0.8 M instructions a load, and a full
    collection set off or not by the count of loads); young garbage cycles of the process wait
    for the next full collection."""
    try:
        with open(path, "rb") as source:
            if hasattr(os, "getuid") and os.fstat(source.fileno()).st_uid != os.getuid():
                return None
            if pickle.load(source) != key:
                return None
            collecting = gc.isenabled()
            gc.disable()
            try:
                result = pickle.load(source)
                if not gc.get_freeze_count():
                    gc.freeze()
                    gc.unfreeze()
                return result
            finally:
                if collecting:
                    gc.enable()
    except Exception:   # noqa: BLE001 -- a torn, corrupt or foreign file is no error: it is made again
        return None


def _write(path: Path, key: str, result) -> None:
    """Keep `result` in `path` (written under a temporary name, then renamed); nothing when
    the folder cannot be made or written to."""
    try:
        data = _dumps(key, result)
    except Exception:   # noqa: BLE001 -- a result that does not pickle is still returned, just not kept
        return
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=path.parent)
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, path)
    except OSError:
        pass
    finally:
        if os.path.exists(tmp):
            _unlink(Path(tmp))
    _prune(path.parent)


def _prune(folder: Path) -> None:
    """Keep the MAX_FILES newest cache files of `folder`."""
    try:
        files = sorted((entry.stat().st_mtime, entry.path) for entry in os.scandir(folder)
                       if entry.name.endswith(".pickle"))
    except OSError:
        return
    for _, name in files[:max(0, len(files) - MAX_FILES)]:
        _unlink(Path(name))


def _unlink(path: Path) -> None:
    try:
        path.unlink()
    except OSError:
        pass


def _proxy(mapping: MappingProxyType):
    return MappingProxyType, (dict(mapping),)


class _Pickler(pickle.Pickler):
    """Pickles read-only mappings (MappingProxyType, which pickle refuses) as dicts that read
    back as read-only mappings, and a frozen dataclass with slots (the model's nodes) as a call
    of its class with its fields.  What reads them back is C but the nodes' __init__: a read-only
    mapping is a call of MappingProxyType, which pickle cannot name (its name is not where it
    lives), so it is written as getattr(__import__("types"), "MappingProxyType"), once a file."""

    dispatch_table = {**copyreg.dispatch_table, MappingProxyType: _proxy}

    def __init__(self, file):
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)

    def reducer_override(self, obj):
        if obj is MappingProxyType:
            return getattr, (types, "MappingProxyType")
        if obj is types:
            return __import__, ("types",)
        names = _fields(type(obj))
        if names is None:
            return NotImplemented
        return type(obj), tuple(getattr(obj, name) for name in names)


@functools.lru_cache(maxsize=None)
def _fields(cls: type) -> Optional[Tuple[str, ...]]:
    """The fields of a frozen dataclass with slots whose __init__ takes them all in order, else None."""
    if "__dataclass_fields__" not in cls.__dict__ or "__slots__" not in cls.__dict__ \
            or not cls.__dataclass_params__.frozen or hasattr(cls, "__post_init__"):
        return None
    fields = dataclasses.fields(cls)
    if not all(field.init and not getattr(field, "kw_only", False) for field in fields):
        return None
    return tuple(field.name for field in fields)


def _dumps(key: str, result) -> bytes:
    """The bytes of a cache file: a pickle of the key, then `result` pickled by _Pickler."""
    payload = io.BytesIO()
    pickle.dump(key, payload, protocol=pickle.HIGHEST_PROTOCOL)
    _Pickler(payload).dump(result)
    return payload.getvalue()
