"""A game log checked line by line against its replay (mogel.play.replaying.replay_file): the
header before play (its seats' entries and language, its seal of the seats' settings), then
every field of every line against the rules and the replayed game -- the header, each event
(its narration told again in the log's language with the log's seat names) and the decisions
line; the first difference is named with its log line and field (docs/log-format.md, "What
`mogel replay` checks").  Each check raises SavedGameError (a Refused whose message, of
mogel.play.said_log, `mogel replay --lang de` tells in German).
"""

from __future__ import annotations

import json

from ..agents import OWN_SETTINGS, SETTINGS
from ..errors import Joined, SavedGameError
from ..present.log import seats_digest
from .game import Game
from .record import SavedGame
from .said_log import SAY, field
from .said_saved import Refused

_MISSING = object()
_ITEMS = {"cards": ("card", 0), "players": ("seat", 0), "zones": ("zone", 1), "moves": ("move", 1)}
_GIVES = {"replay": "replay_gives", "rules": "rules_give", "game": "game_gives"}   # the `source` of _differs
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


def _field(at):
    """A path in a line in words (a Said): "'text'", "card 43's 'kind'", "move 1's 'to.owner'"."""
    parts, keys, i = [], [], 0
    while i < len(at):
        step = at[i]
        if step in _ITEMS and i + 1 < len(at) and isinstance(at[i + 1], int):
            if keys:
                parts.append(("key", ".".join(keys)))
                keys = []
            word, base = _ITEMS[step]
            parts.append((word, at[i + 1] + base))
            i += 2
        else:
            keys.append(str(step))
            i += 1
    if keys:
        parts.append(("key", ".".join(keys)))
    return field(parts)


def _show(value) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 160 else text[:157] + "..."


def _differs(found, source: str):
    """What differs, in words (a Said): a field and its value in the log and from `source`
    ("replay", "rules" or "game": "the replay gives", ...)."""
    at, fresh, logged = found
    gives = SAY(_GIVES[source])
    if logged is _MISSING:
        return SAY("no_field", field=_field(at), source=gives, fresh=_show(fresh))
    if fresh is _MISSING:
        return SAY("extra_field", field=_field(at), logged=_show(logged), source=gives)
    return SAY("other_value", field=_field(at), logged=_show(logged), source=gives, fresh=_show(fresh))


def _refuse(path, number: int, what: str, text) -> SavedGameError:
    """The Refused "PATH: log line N (WHAT): TEXT"; `what`: "header" or "decisions"."""
    return Refused(SAY("log_refused", path=path, number=number, what=SAY("the_" + what), text=text))


def _check_header(saved: SavedGame, path) -> None:
    """Before play: what the header says of its seats and its language must be readable."""
    from ..language.model import LANGUAGES

    header, line = saved.header, saved.lines[0]
    lang = header.get("lang", _MISSING)
    if lang is not _MISSING and lang not in LANGUAGES:
        raise _refuse(path, line, "header", SAY("lang_unknown", lang=_show(lang),
                                                langs=Joined(tuple(map(repr, LANGUAGES)), SAY("or"), SAY("or"))))
    for seat, entry in enumerate(header["players"]):
        for key in entry:
            if key not in SEAT_KEYS:
                raise _refuse(path, line, "header", SAY("no_setting", seat=seat, key=key))
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip():
            raise _refuse(path, line, "header", SAY("no_display_name", seat=seat, name=_show(name)))
    if "seats_sha256" in header and header["seats_sha256"] != seats_digest(saved.record.seats):
        raise _refuse(path, line, "header", SAY("seats_edited"))


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
    first event, `game_start`, does not, in words (a Said); else None."""
    header = saved.header
    start = saved.logged[0] if saved.logged else {}
    if start.get("kind") != "game_start":
        return None
    for key, said in (("seed", header["seed"]), ("oldest", header["oldest"]), ("players", len(header["players"]))):
        if key in start and not _same(start[key], said):
            what = SAY("seats_in_players", n=said) if key == "players" else SAY("key_is", key=key, value=_show(said))
            return SAY("start_differs", what=what, key=key, value=_show(start[key]), number=saved.lines[1])
    return None


def _header_cause(game, saved: SavedGame, fresh, index: int, found, lang: str):
    """When the event at `index` differs because the header was changed (its language, a
    seat's name, its rules file, seed or oldest seat), what of the header (a Said); else None."""
    from ..language.model import LANGUAGES
    from ..present.narrate import SEAT_NAMES

    header, logged = saved.header, saved.logged[index]
    line = saved.lines[index + 1]
    key = found[0][0] if found[0] else None
    names = [p["name"] for p in header["players"]]
    if key == "text" and isinstance(logged.get("text"), str):
        for other in LANGUAGES:
            if "lang" in header and other != lang and _text_in(game, index, names, other) == logged["text"]:
                return SAY("text_language", lang=_show(lang), other=_show(other), number=line)
        usual = list(SEAT_NAMES[:len(names)])
        if usual != names and _text_in(game, index, usual, lang) == logged["text"]:
            seat = next((s for s, (a, b) in enumerate(zip(names, usual)) if a != b and b in logged["text"]), None)
            if seat is not None:
                return SAY("seat_named", seat=seat, name=_show(names[seat]), usual=_show(usual[seat]), number=line)
    if key == "rule" and isinstance(logged.get("rule"), str):
        files = {line["rule"].rsplit(":", 2)[0] for line in saved.logged if isinstance(line.get("rule"), str)}
        if len(files) == 1 and header["rules_file"] not in files:
            return SAY("rules_file", file=_show(header["rules_file"]), named=_show(files.pop()), number=line)
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
        raise _refuse(path, numbers[0], "header", _differs(found, "rules"))
    for i, (a, b) in enumerate(zip(fresh, saved.logged)):
        found = _diff(a, b)
        if found:
            cause = _header_cause(game, saved, fresh, i, found, lang)
            if cause:
                raise _refuse(path, numbers[0], "header", cause)
            kind = f", {b['kind']}" if isinstance(b.get("kind"), str) else ""
            raise Refused(SAY("event_differs", path=path, event=i, number=numbers[i + 1], kind=kind,
                              text=_differs(found, "replay")))
    if len(fresh) != len(saved.logged):
        n = min(len(fresh), len(saved.logged))
        told = SAY("log_ends", event=n, kind=fresh[n]["kind"]) if len(fresh) > n else \
            SAY("replay_ends", event=n, last=n - 1)
        raise Refused(SAY("counts_differ", path=path, fresh=len(fresh), logged=len(saved.logged), number=numbers[n + 1],
                          told=told))
    found = _diff(fresh_end, saved.end)
    if found:
        raise _refuse(path, numbers[-1], "decisions", _differs(found, "game"))
