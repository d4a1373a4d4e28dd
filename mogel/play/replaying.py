"""Replaying a saved game or a game log: find the rules it was played with, play its decisions
again and check that the events are the saved ones (mogel.play.record reads the file).

    game = mogel.replay_file("lesson3.mogel")   # the same game, event for event

`replay_file` raises SavedGameError for an unreadable file, rules of another game (saying
whose game the file holds and how to replay it) or rules that changed since the game was saved
(before play), a decision that is no legal answer where it is asked (the file is damaged there:
mogel.play.script), decisions that do not fit, or a re-run whose events differ from the saved
ones.  Without --rules the rules are looked for where the file names them and among the
shipped games (by the header's `game`, by name, by the SHA-256 of their text).  A log is checked field by field, line by line (docs/log-format.md, "What `mogel
replay` checks"): the header against the rules and the replayed game, each event with its
narration told again in the log's language with its seats' names, and the decisions line;
the message names the file, the log line and the field of the first difference.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path
from typing import Optional, Union

from ..agents import OWN_SETTINGS, SETTINGS
from ..errors import MogelError, SavedGameError
from ..check.games import games_folder, header_name, shipped_games
from .game import Game, replay, rules_hash, text_hash
from .record import LOG_FORMAT, SavedGame, events_digest, load_record
from ..present.log import seats_digest
from .script import DamagedDecision


def _find_rules(saved: SavedGame, packaged: Path, read_text) -> Path:
    """The rules file a record names: as given (from here), or from the saved game's folder, or
    by its name in that folder, or a shipped game (`mogel games`: the header's `game` first,
    then a file of the record's name, then any other), or the packaged rules.mm -- the first
    with the saved text; else the first that exists, or the shipped file of that name (its
    text differs: the caller says so).  Raises SavedGameError when none is found."""
    record = saved.record
    named = Path(record.rules_file)
    folder = Path(saved.path).parent if saved.path else Path(".")
    present = [p for p in (named, folder / named, folder / named.name) if p.is_file()]
    games = {name: path if path.parent == games_folder() else packaged for name, path in shipped_games().items()}
    wanted = games.get(str(saved.header.get("game", "")))
    shipped = sorted({*games.values(), packaged}, key=lambda p: (p != wanted, p.name != named.name, str(p)))
    for path in (*present, *shipped):
        if path.is_file() and text_hash(read_text(path)) == record.rules_sha256:
            return path
    same_name = [p for p in shipped if p.name == named.name and p.is_file()]
    if present or same_name:
        return (present or same_name)[0]   # its text differs: the caller says so
    raise SavedGameError(f"{saved.path}: the game was played with the rules file {record.rules_file}, "
                         f"which is not here (nor next to the saved game), and no game shipped with mogel has "
                         f"its text: give it with --rules FILE")


def _game_of(saved: SavedGame) -> Optional[str]:
    """The game a record was played: its header's `game`, else the shipped game with its text."""
    named = saved.header.get("game")
    if isinstance(named, str):
        return named
    from ..check.loader import read_text

    return next((name for name, path in shipped_games().items()
                 if text_hash(read_text(path)) == saved.record.rules_sha256), None)


def _other_game(saved: SavedGame, path, rules_file, game: Optional[str], command: str = "replay") -> None:
    """Raise SavedGameError when the rules it is replayed with (`rules_file`, of `game`) are
    another game's than the record's: saying whose, and how to `command` it (mogel replay or
    mogel resume)."""
    played = _game_of(saved)
    if played is None or game is None or played == game:
        return
    how = f"--game {played}" if played in shipped_games() else f"--rules FILE (the rules file of {played})"
    where = _header_field(saved, "game") if "game" in saved.header else ""
    raise SavedGameError(f"{path}: this is a game of {played}{where}, but {rules_file} is "
                         f"the rules of the game {game}: {command} it with: mogel {command} {shlex.quote(str(path))} {how}")


def _rules_for(saved: SavedGame, rules_path, command: str = "replay"):
    """Load the rules the record names (or `rules_path`) and check the text is the same (and
    of the same game: else how to `command` it, as `_other_game` says)."""
    from ..check.loader import default_rules_path, load_rules, read_text

    record = saved.record
    if rules_path is None:
        rules_path = _find_rules(saved, default_rules_path(), read_text)
    rules_path = Path(rules_path)
    text = read_text(rules_path)
    if text_hash(text) != record.rules_sha256:
        _other_game(saved, saved.path, rules_path, header_name(text), command)
        which = ("the rules.mm of this version of mogel" if rules_path == default_rules_path()
                 else str(rules_path))
        raise SavedGameError(f"{saved.path}: the rules changed since this game was saved: {which} is not "
                             f"the text the game was played with (its SHA-256 differs){_header_field(saved, 'rules_sha256')}")
    try:
        # the same text under the name the game was played with: its events name rules lines so
        return load_rules(text=text, file=record.rules_file, variants=record.variants)
    except MogelError as err:
        raise SavedGameError(f"{saved.path}: the saved game's rules cannot be used: {err}"
                             f"{_header_field(saved, 'variants') if saved.record.variants else ''}") from None


def _header_field(saved: SavedGame, key: str) -> str:
    """Where a log names what a message is about (its header's line and field); '' for a saved game."""
    return f" (log line {saved.lines[0]}, the header's '{key}')" if saved.kind == LOG_FORMAT else ""


def _check_game(saved: SavedGame, rules, path) -> None:
    """Before play: the game the file names is the game of the rules it is replayed with."""
    named = saved.header.get("game", rules.game.name)
    if named != rules.game.name:
        where = f"log line {saved.lines[0]} (the header): " if saved.kind == LOG_FORMAT else ""
        raise SavedGameError(f"{path}: {where}'game' is {_show(named)}, but the rules file {rules.file} is the "
                             f"game {_show(rules.game.name)}")


def replay_file(path: Union[str, Path], rules_path: Union[str, Path, None] = None, rules=None,
                on_event=None) -> Game:
    """Replay a saved game (or a game log) and check it gives exactly the saved events.

    rules_path: the rules file (default: the one the record names, if it is there, else the
    packaged rules.mm); or pass loaded `rules`.  Returns the finished Game; for a saved game
    in progress, the Game stopped where it was saved (its events so far checked; to play on:
    mogel.resume_game).  Raises
    SavedGameError for an unreadable file, another game's rules, changed rules, a damaged
    decision ("damaged at decision N"), decisions that do not fit, or a re-run whose events
    differ from the saved ones (saying from which round on); when the rules stopped the
    replayed game, its `__cause__` is the engine's RulesRuntimeError.
    """
    saved = load_record(path)
    if saved.kind == LOG_FORMAT:
        _check_header(saved, path)
    if rules is None:
        rules = _rules_for(saved, rules_path)
    elif rules_hash(rules) != saved.record.rules_sha256:
        _other_game(saved, path, rules.file, rules.game.name)
        raise SavedGameError(f"{path}: the rules changed since this game was saved{_header_field(saved, 'rules_sha256')}")
    _check_game(saved, rules, path)
    try:
        game = replay(rules, saved.record, on_event=on_event)
    except SavedGameError:
        raise
    except MogelError as err:
        start = _start_differs(saved) if saved.kind == LOG_FORMAT else None
        if start:   # decisions made for another seed (or table) than the header's
            raise _refuse(path, saved.lines[0], "the header", f"{start}: the saved decisions do not replay: "
                                                              f"{err}") from err
        if isinstance(err, DamagedDecision):
            raise damaged(saved, path, err) from None
        raise SavedGameError(f"{path}: the saved decisions do not replay: {err}") from err
    if saved.kind == LOG_FORMAT:
        _compare_log(game, saved, path)
    else:
        _compare_digest(game, saved, path)
        compare_waiting(game, saved, path)
    return game


def damaged(saved: SavedGame, path, err: DamagedDecision) -> SavedGameError:
    """The error of a saved game or log whose decision `err.number` is no legal answer where
    the replay asks it (mogel.play.script): the file's damage, not a bot's doing."""
    where, what = (f" (log line {saved.lines[-1]}, the decisions)", "log") if saved.kind == LOG_FORMAT \
        else ("", "saved game")
    return SavedGameError(f"{path}: damaged at decision {err.number}{where}: {err.detail}; the {what} was changed "
                          f"or damaged after it was written")


def compare_waiting(game: Game, saved: SavedGame, path) -> None:
    """A game in progress: the re-run stops at the decision the saved one waited at."""
    if saved.waiting is None:
        return
    d = game.pending
    now = {"seat": d.seat, "kind": d.kind} if d is not None else None
    if now != saved.waiting:
        said = f"a '{saved.waiting['kind']}' decision of seat {saved.waiting['seat']}"
        told = f"a '{now['kind']}' decision of seat {now['seat']}" if now else "the end of the game"
        raise SavedGameError(f"{path}: the saved game stopped at {said}, but replayed it stops at {told}: "
                             f"the same record no longer gives the same game")


def _compare_digest(game: Game, saved: SavedGame, path) -> None:
    now = events_digest(game.events)
    if now["sha256"] == saved.events["sha256"] and now["count"] == saved.events["count"]:
        return
    first = next((i for i, (a, b) in enumerate(zip(now["rounds"], saved.events["rounds"])) if a != b),
                 min(len(now["rounds"]), len(saved.events["rounds"])))
    where = "before the first round" if first == 0 else f"from round {first} on"
    raise SavedGameError(f"{path}: the replayed game differs from the saved one {where} "
                         f"({now['count']} events now, {saved.events['count']} saved): the same record "
                         f"no longer gives the same game")


# --- a log, line by line ------------------------------------------------------------------------
_MISSING = object()
_ITEMS = {"cards": ("card", 0), "players": ("seat", 0), "zones": ("zone", 1), "moves": ("move", 1)}
# What a seat's entry may say: who sits there, and the settings of any bot (a search bot's budget too).
SEAT_KEYS = {"seat", "name", "bot", "asks_reaction", *SETTINGS, *(key for own in OWN_SETTINGS.values() for key in own)}


def _same(a, b) -> bool:
    """Equal as JSON values: 1 and 1.0 are, true and 1 are not."""
    return a == b and isinstance(a, bool) == isinstance(b, bool)


def _diff(fresh, logged, at=()):
    """The first place where `logged` differs from `fresh`, as (path, fresh, logged), else None;
    a field one of them lacks is _MISSING there."""
    if isinstance(fresh, dict) and isinstance(logged, dict):
        for key in [*fresh, *(k for k in logged if k not in fresh)]:
            found = _diff(fresh.get(key, _MISSING), logged.get(key, _MISSING), at + (key,))
            if found:
                return found
        return None
    if isinstance(fresh, list) and isinstance(logged, list) and len(fresh) == len(logged):
        for i, (a, b) in enumerate(zip(fresh, logged)):
            found = _diff(a, b, at + (i,))
            if found:
                return found
        return None
    if isinstance(fresh, (dict, list)) or isinstance(logged, (dict, list)) or not _same(fresh, logged):
        return at, fresh, logged
    return None


def _field(at) -> str:
    """A path in a line in words: "'text'", "card 43's 'kind'", "move 1's 'to.owner'"."""
    parts, keys, i = [], [], 0
    while i < len(at):
        step = at[i]
        if step in _ITEMS and i + 1 < len(at) and isinstance(at[i + 1], int):
            if keys:
                parts.append("'" + ".".join(keys) + "'")
                keys = []
            word, base = _ITEMS[step]
            parts.append(f"{word} {at[i + 1] + base}")
            i += 2
        else:
            keys.append(str(step))
            i += 1
    if keys:
        parts.append("'" + ".".join(keys) + "'")
    return "'s ".join(parts) or "the line"


def _show(value) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 160 else text[:157] + "..."


def _differs(found, source: str) -> str:
    """What differs, in words: a field and its value in the log and from `source` (with its
    verb: "the replay gives")."""
    at, fresh, logged = found
    if logged is _MISSING:
        return f"the log has no {_field(at)}, but {source} {_show(fresh)}"
    if fresh is _MISSING:
        return f"{_field(at)} ({_show(logged)}) is in the log, but {source} no such field"
    return f"{_field(at)} is {_show(logged)} in the log, but {source} {_show(fresh)}"


def _refuse(path, number: int, what: str, text: str) -> SavedGameError:
    return SavedGameError(f"{path}: log line {number} ({what}): {text}")


def _check_header(saved: SavedGame, path) -> None:
    """Before play: what the header says of its seats and its language must be readable."""
    from ..language.model import LANGUAGES

    header, line = saved.header, saved.lines[0]
    lang = header.get("lang", _MISSING)
    if lang is not _MISSING and lang not in LANGUAGES:
        raise _refuse(path, line, "the header", f"'lang' is {_show(lang)}: the narration is written in "
                                                f"{' or '.join(map(repr, LANGUAGES))}")
    for seat, entry in enumerate(header["players"]):
        for key in entry:
            if key not in SEAT_KEYS:
                raise _refuse(path, line, "the header", f"seat {seat}'s '{key}' is no setting of a seat")
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip():
            raise _refuse(path, line, "the header", f"seat {seat}'s 'name' is {_show(name)}, not a display name")
    if "seats_sha256" in header and header["seats_sha256"] != seats_digest(saved.record.seats):
        raise _refuse(path, line, "the header", "the seats' settings in 'players' (a bot's name, its cheat_rate, "
                                                "...) are not the ones the game was played with: they were "
                                                "edited after the log was written (their SHA-256 is not the "
                                                "header's 'seats_sha256')")


def _text_in(game, index: int, names, lang: str) -> str:
    from ..present.narrate import Narrator

    return Narrator(game.program, names, lang).sentence(game.events[index], game.state.layout)


def _language(game, saved: SavedGame) -> str:
    """The language of the log's narration: the header's `lang`; a log written before the
    header said so: the language its first sentence is written in ("en" when neither fits)."""
    from ..language.model import LANGUAGES

    if "lang" in saved.header:
        return saved.header["lang"]
    names = [p["name"] for p in saved.header["players"]]
    first = next((i for i, line in enumerate(saved.logged) if "text" in line and i < len(game.events)), None)
    if first is not None:
        for lang in LANGUAGES:
            if _text_in(game, first, names, lang) == saved.logged[first]["text"]:
                return lang
    return "en"


def _start_differs(saved: SavedGame):
    """What the header says of the game's start (seed, oldest seat, number of players) that its
    first event, `game_start`, does not, in words; else None."""
    header = saved.header
    start = saved.logged[0] if saved.logged else {}
    if start.get("kind") != "game_start":
        return None
    for key, said in (("seed", header["seed"]), ("oldest", header["oldest"]), ("players", len(header["players"]))):
        if key in start and not _same(start[key], said):
            what = f"{said} seats in 'players'" if key == "players" else f"'{key}' is {_show(said)}"
            return (f"{what}, but the game in the log was played with {key} {_show(start[key])} "
                    f"(its first event, log line {saved.lines[1]})")
    return None


def _header_cause(game, saved: SavedGame, fresh, index: int, found, lang: str):
    """When the event at `index` differs because the header was changed (its language, a
    seat's name, its rules file, seed or oldest seat), what of the header; else None."""
    from ..language.model import LANGUAGES
    from ..present.narrate import SEAT_NAMES

    header, logged = saved.header, saved.logged[index]
    line = f"(log line {saved.lines[index + 1]})"
    key = found[0][0] if found[0] else None
    names = [p["name"] for p in header["players"]]
    if key == "text" and isinstance(logged.get("text"), str):
        for other in LANGUAGES:
            if "lang" in header and other != lang and _text_in(game, index, names, other) == logged["text"]:
                return f"'lang' is {_show(lang)}, but the events' text is in {_show(other)} {line}"
        usual = list(SEAT_NAMES[:len(names)])
        if usual != names and _text_in(game, index, usual, lang) == logged["text"]:
            seat = next((s for s, (a, b) in enumerate(zip(names, usual)) if a != b and b in logged["text"]), None)
            if seat is not None:
                return (f"seat {seat}'s 'name' is {_show(names[seat])}, but the events' text calls that seat "
                        f"{_show(usual[seat])} {line}")
    if key == "rule" and isinstance(logged.get("rule"), str):
        files = {line["rule"].rsplit(":", 2)[0] for line in saved.logged if isinstance(line.get("rule"), str)}
        if len(files) == 1 and header["rules_file"] not in files:
            return (f"'rules_file' is {_show(header['rules_file'])}, but the events name the rules file "
                    f"{_show(files.pop())} {line}")
    if index == 0 and key in ("seed", "oldest", "players") and any(
            _diff(a, b) for a, b in zip(fresh[1:], saved.logged[1:])):
        return _start_differs(saved)   # the events after it differ too: the header was edited
    return None


def _compare_log(game: Game, saved: SavedGame, path) -> None:
    """Every field of every line of the log against the rules and the replayed game: the
    header, each event (its narration in the log's language, with its seats' names
    included) and the decisions line; the first difference is named with its line."""
    from ..present.log import log_lines

    header, numbers = saved.header, saved.lines
    lang = _language(game, saved)
    names = [p["name"] for p in header["players"]]
    lines = [json.loads(json.dumps(line, ensure_ascii=False)) for line in log_lines(game, lang, names)]
    fresh_header, fresh, fresh_end = lines[0], lines[1:-1], lines[-1]
    for key in ("lang", "game"):   # written before the header named its language (found from its text)
        if key not in header:      # or its game (found from its rules text)
            fresh_header.pop(key, None)
    fresh_header["version"] = header["version"]   # a version this mogel reads (mogel.play.record)
    if header["version"] < 2:   # format 1: its seats are not sealed
        fresh_header.pop("seats_sha256", None)
    found = _diff(fresh_header, header)
    if found:
        raise _refuse(path, numbers[0], "the header", _differs(found, "the rules and the replayed game give"))
    for i, (a, b) in enumerate(zip(fresh, saved.logged)):
        found = _diff(a, b)
        if found:
            cause = _header_cause(game, saved, fresh, i, found, lang)
            if cause:
                raise _refuse(path, numbers[0], "the header", cause)
            kind = f", {b['kind']}" if isinstance(b.get("kind"), str) else ""
            raise SavedGameError(f"{path}: the replayed game differs from the log at event {i} (log line "
                                 f"{numbers[i + 1]}{kind}): {_differs(found, 'the replay gives')}")
    if len(fresh) != len(saved.logged):
        n = min(len(fresh), len(saved.logged))
        if len(fresh) > n:
            told = f"the log's events end here, but the replay goes on with event {n} ({fresh[n]['kind']})"
        else:
            told = f"event {n} is not in the replay, which ends after event {n - 1}"
        raise SavedGameError(f"{path}: the replayed game has {len(fresh)} events, the log {len(saved.logged)}: "
                             f"log line {numbers[n + 1]}: {told}")
    found = _diff(fresh_end, saved.end)
    if found:
        raise _refuse(path, numbers[-1], "the decisions", _differs(found, "the replayed game gives"))


__all__ = ["replay_file"]
