"""Rules files: reading one (at most 10 MB, UTF-8, any line ends: `read_text`, `read_stream`)
and the games shipped with mogel: the packaged rules.mm and every rules file in
the package's `games/` folder, each known by the name of its `game NAME:` header.

    read_text("my_rules.mm")   # the text, or a MogelError/RulesError that says why not

    shipped_games()            # {"game_a": Path(".../rules.mm"), "game_b": ...}
    game_path("game_b")        # the path of that game's rules file
    games_with_variant("one_card")   # ["game_b"]: the shipped games that offer that variant
    mogel.load_rules(game="game_b")

A name is what `mogel games` lists first on each line and what `mogel play --game NAME`,
`load_rules(game=NAME)` and the notebooks take.  An unknown name is an UnknownGameError (a
MogelError) that lists the shipped games and suggests the nearest.
"""

from __future__ import annotations

import codecs
import functools
import os
import re
import stat
from pathlib import Path
from typing import Dict, List, Optional, Union

from ..errors import Diagnostic, MogelError, RulesError, closest, did_you_mean, located
from ..language import model as m
from .said_items import SAY

# `game NAME:` at the start of a line: the header every rules file has (mogel.language.grammar).
_HEADER = re.compile(r"^game[ \t]+([a-z_][a-z0-9_]*)[ \t]*:", re.MULTILINE)


class UnknownGameError(MogelError):
    """A game name that is not among the shipped games."""


@functools.cache
def default_rules_path() -> Path:
    """The rules shipped with the package (the repository's top-level rules.mm);
    looked up once per process."""
    from importlib import resources

    packaged = resources.files("mogel") / "rules.mm"
    if packaged.is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "rules.mm"


def games_folder() -> Path:
    """The folder of the shipped rules files other than rules.mm (inside the package)."""
    return Path(__file__).resolve().parents[1] / "games"


def header_name(text: str) -> Optional[str]:
    """The NAME of the first `game NAME:` line of a rules text, None when it has none."""
    found = _HEADER.search(text)
    return found.group(1) if found is not None else None


def _name(path: Path) -> str:
    name = header_name(path.read_text(encoding="utf-8-sig"))
    if name is None:   # a shipped file without a header is a packaging mistake, not the user's
        raise MogelError(f"{path}: a shipped rules file without a 'game NAME:' header")
    return name


def default_game() -> str:
    """The name of the packaged rules.mm's game (its `game NAME:` header, read now): the game
    played when none is named.  Raises MogelError for a file without a header."""
    return _name(default_rules_path())


def shipped_games() -> Dict[str, Path]:
    """name -> rules file of every shipped game: the packaged rules.mm first, then the files of
    the games folder in the order of their names.  Raises MogelError for two shipped files of
    one name (a packaging mistake)."""
    paths = [default_rules_path(), *sorted(games_folder().glob("*.mm"))]
    games: Dict[str, Path] = {}
    for path in paths:
        name = _name(path)
        if name in games:
            raise MogelError(f"two shipped rules files are called game {name}: {games[name]} and {path}")
        games[name] = path
    return games


def game_path(name: object) -> Path:
    """The rules file of the shipped game `name`.  Raises UnknownGameError naming the shipped
    games (with a suggestion for a near miss) for any other name, MogelError for a name that
    is no text."""
    if not isinstance(name, str):
        raise MogelError(f"game: the name of a shipped game (a text such as '{default_game()}'), not {name!r}")
    games = shipped_games()
    if name not in games:
        known = ", ".join(games)
        raise UnknownGameError(f"no shipped game is called '{name}'{did_you_mean(name, games)}: "
                               f"the games are {known} (mogel games lists them)")
    return games[name]


def games_with_variant(name: str) -> List[str]:
    """The shipped games whose rules file has a `variant NAME:` line (a variant asked of the
    wrong game: the hint names the right one)."""
    line = re.compile(rf"^variant[ \t]+{re.escape(name)}[ \t]*:", re.MULTILINE)
    return [game for game, path in shipped_games().items() if line.search(path.read_text(encoding="utf-8-sig"))]


MAX_RULES_BYTES = 10 * 2 ** 20   # a rules file is a few kilobytes; /dev/zero is not one
EMPTY_NAME = "the name of the rules file is empty: give a file name, or none for the packaged rules.mm"


_LONE_CR = re.compile(r"\r(?!\n)")


def line_ends(text: str) -> str:
    """`text` with each lone "\r" (an old Mac line end) read as "\n"; "\r\n" stays as it is.  The
    text is searched for "\r" first: a regular expression's pass costs a twentieth of a load
    from the cache, and most texts have none."""
    return _LONE_CR.sub("\n", text) if "\r" in text else text


def read_text(path: Union[str, Path]) -> str:
    """The text of a rules file (at most 10 MB), its line ends "\n" or "\r\n" (a lone "\r" becomes
    "\n"), a byte order mark left out.

    Raises MogelError that says why it cannot be read (an empty name among the reasons), and
    RulesError, located as a checker's message, at the first byte that is not UTF-8 (a file
    saved as Latin-1 or UTF-16), saying to save the file as UTF-8.
    """
    return decoded(read_bytes(path), path)


def _near(path: Path) -> str:
    """What a missing rules file may have meant: a shipped game of that name (`mogel check NAME`),
    else the closest rules file (*.mm) of its folder (`rules` for rules.mm), else nothing."""
    if path.name in shipped_games():
        return (f" (the shipped game {path.name}: load_rules(game={path.name!r}), on the command line "
                f"--game {path.name})")
    try:
        near = closest(path.name, [found.name for found in path.parent.glob("*.mm")])
    except OSError:
        near = None
    return f" (did you mean {path.with_name(near)}?)" if near else ""


def read_bytes(path: Union[str, Path]) -> bytes:
    """The bytes of a rules file, a byte order mark left out; read_text's MogelErrors."""
    if not os.fspath(path):
        raise MogelError(EMPTY_NAME)
    kind = special_file(path)
    if kind is not None:   # opening a named pipe nobody writes to would wait for ever
        raise MogelError(f"{path}: is {SPECIAL[kind]}, not a rules file: give a file (mogel check reads the rules "
                         f"from standard input too: mogel check -)")
    try:
        with open(path, "rb") as source:
            data = source.read(MAX_RULES_BYTES + 1)
    except FileNotFoundError:
        raise MogelError(f"{path}: no such rules file{_near(Path(path))}") from None
    except IsADirectoryError:
        raise MogelError(f"{path}: is a folder, not a rules file") from None
    except OSError as err:
        raise MogelError(f"{path}: cannot read: {err.strerror}") from None
    return _within_limit(data, path)


SPECIAL = {"pipe": "a named pipe", "device": "a device", "socket": "a socket"}   # files that are no file on disk


def special_file(path: Union[str, Path]) -> Optional[str]:
    """"pipe", "device" or "socket" when `path` names one (a key of SPECIAL: no file on disk, which
    reading may wait on for ever, or never end), else None (a file, a folder, nothing there)."""
    try:
        mode = os.stat(path).st_mode
    except (OSError, ValueError):   # no such file, a name too long, a NUL in it: opening it says why
        return None
    tests = (("pipe", stat.S_ISFIFO), ("device", stat.S_ISCHR), ("device", stat.S_ISBLK), ("socket", stat.S_ISSOCK))
    return next((kind for kind, test in tests if test(mode)), None)


def _within_limit(data: bytes, name) -> bytes:
    """The bytes read of a rules text, a byte order mark left out; MogelError past 10 MB."""
    if len(data) > MAX_RULES_BYTES:
        raise MogelError(f"{name}: too large to be a rules file (over {MAX_RULES_BYTES // 2 ** 20} MB)")
    return data[len(codecs.BOM_UTF8):] if data.startswith(codecs.BOM_UTF8) else data   # Windows editors


def read_stream(stream, name: str) -> str:
    """The text of a rules file read from a binary `stream` (`mogel check -` reads standard
    input), told by `name` in messages: as read_text, with its MogelError past 10 MB and its
    RulesError at the first byte that is not UTF-8."""
    return decoded(_within_limit(stream.read(MAX_RULES_BYTES + 1), name), name)


def decoded(data: bytes, path: Union[str, Path]) -> str:
    """The text of a rules file's bytes (read_text); RulesError at the first byte that is not UTF-8."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RulesError([_not_utf8(data, err.start, str(path))]) from None
    return line_ends(text)


def _not_utf8(data: bytes, start: int, file: str) -> Diagnostic:
    """The error at byte `start` of `data`, the first that is not UTF-8: at its line and column
    (counted as the parser counts them), the line shown with U+FFFD for what cannot be read."""
    text = line_ends(data.decode("utf-8", "replace"))
    offset = len(data[:start].decode("utf-8"))
    line, column = text.count("\n", 0, offset) + 1, offset - text.rfind("\n", 0, offset)
    byte = data[start]
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        what = SAY("utf16")
    else:
        char = bytes([byte]).decode("cp1252", "replace")
        seen = SAY("latin1", char=char, code=f"{ord(char):04X}") if char.isalpha() else ""
        what = SAY("not_utf8_byte", byte=f"{byte:02x}", seen=seen)
    return located(text, m.Span(file, line, column), SAY("save_utf8", what=what))
