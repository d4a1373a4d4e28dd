"""The games shipped with mogel: the packaged rules.mm (Mogel Motte) and every rules file in
the package's `games/` folder, each known by the name of its `game NAME:` header.

    shipped_games()            # {"mogel_motte": Path(".../rules.mm"), "mogelei": ...}
    game_path("mogelei")       # the path of that game's rules file
    games_with_variant("one_card")   # ["cheat"]: the shipped games that offer that variant
    mogel.load_rules(game="mogelei")

A name is what `mogel games` lists first on each line and what `mogel play --game NAME`,
`load_rules(game=NAME)` and the notebooks take.  An unknown name is an UnknownGameError (a
MogelError) that lists the shipped games and suggests the nearest.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Dict, List, Optional

from ..errors import MogelError, did_you_mean

# `game NAME:` at the start of a line: the header every rules file has (mogel.language.grammar).
_HEADER = re.compile(r"^game[ \t]+([a-z_][a-z0-9_]*)[ \t]*:", re.MULTILINE)


class UnknownGameError(MogelError):
    """A game name that is not among the shipped games."""


@functools.cache
def default_rules_path() -> Path:
    """The Mogel Motte rules shipped with the package (the repository's top-level rules.mm);
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
        raise MogelError(f"game: the name of a shipped game (a text such as 'mogel_motte'), not {name!r}")
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
