"""No game is named in the package's Python or grammar (the project's standard: no rule of any
game in Python; the engine, bots and widgets know generic concepts only).

The names looked for are the display names (`name:` of the `game` header, in every language)
of the shipped rules files (rules.mm, mogel/games/*.mm) and of the test games (tests/games/*.mm),
read through the public loader.  Each is searched as a whole phrase, case-insensitively, in
every mogel/**/*.py and mogel/**/*.lark file (its words may be split by a line break, or by a
comment marker at a new line's start).  The rules files themselves (*.mm) are not searched.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import mogel

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "mogel"
RULES_FILES = [ROOT / "rules.mm", *sorted((PACKAGE / "games").glob("*.mm")), *sorted((ROOT / "tests" / "games").glob("*.mm"))]
NOT_NAMES = ("gender", "plural", "icon", "paint")   # the pairs of a `name:` line that are no display name

# Game names that are also words of the rules language itself, never searched for.
ALLOWED = {
    "cheat": "a covert move is a `cheat` (the `cheat` block, the decision kind \"cheat\", model.Cheat)",
}


def game_names() -> dict:
    """{display name in lower case: the rules file that gives it}, for every rules file."""
    names = {}
    for path in RULES_FILES:
        rules = mogel.load_rules(path)
        for lang, text in rules.game.names or ():
            if lang not in NOT_NAMES and text.strip():
                names.setdefault(text.strip().lower(), path.relative_to(ROOT).as_posix())
    return names


def phrase(name: str) -> re.Pattern:
    """`name` as a whole phrase: its words in order, apart by white space (or a comment marker
    after a line break), not inside a longer word."""
    words = r"(?:\s|//|#)+".join(re.escape(word) for word in name.split())
    return re.compile(rf"(?<![\w-]){words}(?![\w-])", re.IGNORECASE)


def sources() -> list:
    return sorted([*PACKAGE.rglob("*.py"), *PACKAGE.rglob("*.lark")])


def mentions(names: dict, files) -> list:
    """"path:line: 'name' (of rules file)" for each mention of a name not ALLOWED in `files`."""
    found = []
    for name, origin in sorted(names.items()):
        if name in ALLOWED:
            continue
        pattern = phrase(name)
        for path in files:
            text = path.read_text(encoding="utf-8")
            for hit in pattern.finditer(text):
                line = text.count("\n", 0, hit.start()) + 1
                found.append(f"{path.relative_to(ROOT).as_posix()}:{line}: {hit.group(0)!r} (the game of {origin})")
    return found


def test_the_rules_files_name_their_games():
    names = game_names()
    assert len(RULES_FILES) >= 3 and len(names) >= len(RULES_FILES)
    assert set(ALLOWED) <= set(names), "an allowed name no rules file gives any more: drop it from ALLOWED"


def test_no_game_is_named_in_the_package():
    found = mentions(game_names(), sources())
    assert not found, "a game is named in mogel/ outside its rules file (reword it generically):\n" + "\n".join(found)


@pytest.mark.parametrize("text, named", [("as in Mau-Mau, say", True), ("a game of\n    Mau-Mau", True),
                                         ("mau-mauer", False), ("the mau_mau game", False)])
def test_a_name_is_found_as_a_whole_phrase(tmp_path, text, named):
    planted = tmp_path / "planted.py"
    planted.write_text(f'"""{text}"""\n', encoding="utf-8")
    assert bool(phrase("Mau-Mau").search(planted.read_text(encoding="utf-8"))) is named


def identifiers() -> dict:
    """{a game's identifier (`game NAME:`): its rules file} for every rules file, but the words
    of the rules language (ALLOWED)."""
    return {mogel.load_rules(path).game.name: path.relative_to(ROOT).as_posix() for path in RULES_FILES
            if mogel.load_rules(path).game.name not in ALLOWED}


def test_no_games_identifier_is_written_in_the_package():
    """`DEFAULT_GAME = "mogel_motte"` (mogel/rl/spiel.py) and the `--game` help of `mogel app`
    named the packaged game by its identifier (trial 26): the game played when none is named is
    read from the packaged rules.mm at run time (mogel.check.files.default_game)."""
    found = []
    for name, origin in identifiers().items():
        pattern = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])", re.IGNORECASE)
        for path in sources():
            text = path.read_text(encoding="utf-8")
            found += [f"{path.relative_to(ROOT).as_posix()}:{text.count(chr(10), 0, hit.start()) + 1}: {name!r} "
                      f"(the game of {origin})" for hit in pattern.finditer(text)]
    assert not found, "a game's identifier is written in mogel/ (read it from its rules file):\n" + "\n".join(found)


def test_the_default_game_is_read_from_the_packaged_rules_file(monkeypatch, tmp_path):
    from mogel.check import files

    assert files.default_game() == mogel.load_rules().game.name
    other = tmp_path / "rules.mm"
    other.write_text((ROOT / "mogel" / "games" / "mogelei.mm").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(files, "default_rules_path", lambda: other)
    assert files.default_game() == "mogelei"
