"""A game log checked line by line against its replay (mogel.play.replaying.replay_file): the
header before play (its seats' entries and language, its seal of the seats' settings), then
every field of every line against the rules and the replayed game -- the header, each event
(its narration told again in the log's language with the log's seat names) and the decisions
line; the first difference is named with its log line and field (docs/log-format.md, "What
`mogel replay` checks").  Each check raises SavedGameError.
"""

from __future__ import annotations

import json

from ..agents import OWN_SETTINGS, SETTINGS
from ..errors import SavedGameError
from ..present.log import seats_digest
from .game import Game
from .record import SavedGame

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
