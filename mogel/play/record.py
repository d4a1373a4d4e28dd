"""Saved games: a game's record in a versioned file, written atomically, replayed and verified.

    mogel.save_game(game, "lesson3.mogel")      # after game.play(), or in progress (play_until, a human's turn)
    game = mogel.replay_file("lesson3.mogel")   # the same game, event for event (mogel.play.replaying)
    game = mogel.resume_game("lesson3.mogel")   # a game in progress, to play on (mogel.play.resuming)

A saved game is one JSON object (UTF-8): the format name and version, the record that
determines the game (SHA-256 of the rules text, the rules file's name, variants, seed, oldest
seat, each seat's settings, every decision), a digest of the events the game produced (all of
them, and one per round, to say where a re-run differs) and a checksum of all of that.  A game
is fully determined by its record (rules, variants, seed, decisions), so replaying it must give the same
events: `replay_file` (mogel.play.replaying) checks the digests and raises SavedGameError when they differ.

Reading never changes the file.  A file that is empty, truncated, not UTF-8, not JSON, not a
saved game (a foreign file), of a newer format version, damaged (checksum), or whose rules
text changed since the game was saved gives a SavedGameError that says which.

A finished game is written in format version 1, as before (older mogels read it: its replay
needs only its decisions); a game in progress in version 3, which adds `"finished": false` and
`"waiting"` (the seat and kind of the decision it stopped at) and whose bots, resumed, draw
their chance as mogel.Game does now (`draws` 2: integer seeds, countdowns); version 2, the same
fields, was written before countdowns and resumes with the bots of then (`draws` 1), so a
game saved then goes on as it would have; version 4, a game stopped before a round began
(`game.play_until(rounds=N)`: nobody's decision), waits at {"seat": null, "kind": "round_start",
"rounds": N}.  An older mogel says "written by a newer mogel" instead of resuming a newer file and
failing.  docs/log-format.md, "Saved games", has the fields.

The JSON Lines log of `mogel play --log` (mogel/present/log.py) also holds a full record: `load_record`
and `replay_file` accept it as well, and compare the re-run's events with the logged ones.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import List, Optional, Union

from ..check.files import special_file
from ..errors import MogelError
from ..language.model import LANGUAGES
from .game import DRAWS, Game, GameRecord, text_hash
from .said_saved import SAY, german_number, refused
from ..runtime.events import ROUND_START
from ..present.log import VERSION as LOG_VERSION, names_format, write_atomic

NAME = re.compile(r"[a-z_][a-z0-9_]*")   # a name of the rules language (mogel.language.grammar)

FORMAT = "mogel-saved-game"
VERSION = 1                        # a finished game (as every mogel before games in progress wrote)
IN_PROGRESS_VERSION = 3            # a game in progress: "finished": false and "waiting"; bots with countdowns
BETWEEN_VERSION = 4                # one stopped before a round: waiting {"seat": null, "kind": "round_start", "rounds"}
NEWEST = BETWEEN_VERSION           # the newest format this mogel reads
DRAWS_OF = {2: 1, IN_PROGRESS_VERSION: DRAWS, BETWEEN_VERSION: DRAWS}   # in-progress version -> bots' draws (mogel.Game)
LOG_FORMAT = "mogel-log"
MAX_BYTES = 64 * 1024 * 1024       # a saved game is a few kilobytes; refuse absurd files


# --- event digests ------------------------------------------------------------------------------
def _plain(value):
    """An event field as plain JSON data (tuples -> lists, dict keys -> str, sorted)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def event_key(ev) -> str:
    """One event as a canonical JSON string (kind, seat, moves, info, rules line)."""
    span = [ev.span.line, ev.span.column] if ev.span is not None else None
    return json.dumps([ev.kind, ev.seat, _plain(ev.moves), _plain(ev.info), span],
                      sort_keys=True, separators=(",", ":"), allow_nan=False)


def events_digest(events) -> dict:
    """SHA-256 of all events, and of each round's events (round 0: before the first round)."""
    whole = hashlib.sha256()
    rounds: List = []
    current = hashlib.sha256()
    for ev in events:
        if ev.kind == "round_start":
            rounds.append(current.hexdigest())
            current = hashlib.sha256()
        key = event_key(ev).encode("utf-8")
        whole.update(key + b"\n")
        current.update(key + b"\n")
    rounds.append(current.hexdigest())
    return {"count": len(events), "sha256": whole.hexdigest(), "rounds": rounds}


# --- the file -----------------------------------------------------------------------------------
@dataclass
class SavedGame:
    """What a saved-game file holds: the record and the digest of the events it produced."""

    record: GameRecord
    events: dict                       # {"count", "sha256", "rounds"} (see events_digest)
    path: str = ""
    kind: str = FORMAT                 # FORMAT, or LOG_FORMAT for a JSON Lines log
    logged: List[dict] = field(default_factory=list)   # a log's event lines
    header: dict = field(default_factory=dict)         # a log's header line (a saved game: its head)
    lines: List[int] = field(default_factory=list)     # a log's line numbers: the header's, each event's, the decisions'
    end: dict = field(default_factory=dict)            # a log's last line (the decisions)
    waiting: Optional[dict] = None                     # a game in progress: {"seat", "kind"} of its decision


def _body(game: Game, lang: Optional[str] = None) -> dict:
    if not isinstance(game, Game):
        raise MogelError(f"save_game saves a mogel.Game, not {game!r}")
    record = game.record()
    if not game.finished and not game.events:
        raise MogelError("this game has not started yet: there is nothing to save (call game.advance() "
                         "or game.play_until(...) first)")
    if not game.finished and game.pending is None:
        raise MogelError("this game did not stop at a decision (the rules or an error stopped it): it cannot be "
                         "saved to go on with")
    between = not game.finished and game.pending.kind == ROUND_START   # stopped before a round (play_until)
    version = VERSION if game.finished else BETWEEN_VERSION if between else \
        next(v for v, draws in DRAWS_OF.items() if draws == game.draws)
    body = {"format": FORMAT, "version": version,
            "game": game.rules.game.name, "rules_file": record.rules_file, "rules_sha256": record.rules_sha256,
            "variants": list(record.variants), **({"defines": dict(record.defines)} if record.defines else {}),
            "seed": record.seed, "oldest": record.oldest, "seats": [dict(s) for s in record.seats],
            "decisions": list(record.decisions), "events": events_digest(game.events)}
    if version >= IN_PROGRESS_VERSION:   # formats 1 and 2 stay as the mogels of then wrote them, byte for byte
        body["players"] = len(record.seats)
        if lang is not None:   # the language it was told in, for mogel resume (older files: none, English)
            if lang not in LANGUAGES:
                raise MogelError(f"lang must be one of {', '.join(LANGUAGES)}, not {lang!r}")
            body["lang"] = lang
        if Path(record.rules_file).is_file():   # where it is, so that a resume from another folder finds it
            body["rules_path"] = str(Path(record.rules_file).resolve())
    if not game.finished:
        pending = game.pending
        body["finished"] = False
        body["waiting"] = {"seat": pending.seat, "kind": pending.kind, **({"rounds": record.rounds} if between else {})}
    return body


def _checksum(body: dict) -> str:
    text = json.dumps({k: v for k, v in body.items() if k != "checksum"}, sort_keys=True,
                      separators=(",", ":"), ensure_ascii=False, allow_nan=False)
    return text_hash(text)


def dumps(game: Game, lang: Optional[str] = None) -> str:
    """The saved-game text of a game, finished or in progress (told in `lang`: see save_game)."""
    body = _body(game, lang)
    body["checksum"] = _checksum(body)
    head = {k: body[k] for k in ("format", "version", "game", "rules_file", "rules_sha256", "variants", "defines",
                                 "seed", "oldest", "players", "lang", "finished", "waiting", "rules_path") if k in body}
    # one field per line, so that a damaged file is easy to look at
    lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False, allow_nan=False)}" for k, v in head.items()]
    lines += [f"  {json.dumps(k)}: {json.dumps(body[k], ensure_ascii=False, allow_nan=False)}"
              for k in ("seats", "events", "decisions", "checksum")]
    return "{\n" + ",\n".join(lines) + "\n}\n"


# What a saved game may replace (mogel.present.log.Kind): a file whose first bytes name its format.
SAVED_KIND = ("a mogel saved game", lambda head, path: names_format(head.decode("utf-8", "ignore"), FORMAT))


def save_game(game: Game, path: Union[str, Path], lang: Optional[str] = None) -> None:
    """Write a game to `path` atomically (temporary file + rename): a finished one, or one in
    progress (stopped at a human's decision, or by `game.play_until`), which
    mogel.resume_game continues.  `lang` ("en", "de" or None): the language the game in progress
    was told in, kept for `mogel resume` (`saved_lang`; a finished game's file stays as before).
    Raises MogelError for a game that has not started or an unknown `lang`; OSError (naming
    `path`) when the file cannot be written, or would replace a file that is not a saved game."""
    write_atomic(path, dumps(game, lang), SAVED_KIND)


def _read(path: Union[str, Path]) -> str:
    if not isinstance(path, (str, Path)) or not str(path):   # Path("") is the current folder
        raise refused("no_name", shown=repr(path))
    p = Path(path)
    kind = special_file(p)
    if kind is not None:   # a named pipe nobody writes to: opening it would wait for ever
        raise refused("special", path=path, kind=SAY(kind))
    try:
        with p.open("rb") as f:
            data = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise refused("no_file", path=path) from None
    except IsADirectoryError:
        raise refused("folder", path=path) from None
    except OSError as err:
        raise refused("unreadable", path=path, reason=err.strerror) from None
    if len(data) > MAX_BYTES:
        raise refused("too_large", path=path, mb=MAX_BYTES // 2 ** 20)
    if not data.strip():
        raise refused("empty", path=path)
    try:
        return data.decode("utf-8-sig")   # a byte order mark (a Windows editor) is not text
    except UnicodeDecodeError as err:
        raise refused("not_utf8", path=path, byte=err.start) from None


def _no_constants(name):
    raise ValueError(f"{name} is not allowed")


def _json(text: str, path) -> object:
    try:
        return json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        raise refused("damaged", path=path, what=SAY("too_deep")) from None
    except ValueError as err:
        lineno = getattr(err, "lineno", None)
        if text.lstrip().startswith("{") and not text.rstrip().endswith("}"):
            raise refused("truncated_json", path=path, line=text.rstrip().count(chr(10)) + 1) from None
        what = SAY("not_json_at", line=lineno, column=err.colno) if lineno is not None else SAY("not_json")
        raise refused("damaged", path=path, what=what) from None


def _check_fields(body: dict, path) -> GameRecord:
    def bad(said_key, **fields):
        return refused("damaged", path=path, what=SAY(said_key, **fields))

    def need(key, kinds, what):
        value = body.get(key)
        if not isinstance(value, kinds) or isinstance(value, bool):
            raise bad("must_be", key=key, what=SAY(what))
        return value

    sha = need("rules_sha256", str, "sha")
    if len(sha) != 64 or any(c not in "0123456789abcdef" for c in sha):
        raise bad("must_be", key="rules_sha256", what=SAY("sha"))
    rules_file = need("rules_file", str, "file_name")
    variants = need("variants", list, "variant_names")
    if not all(isinstance(v, str) for v in variants):
        raise bad("must_be", key="variants", what=SAY("variant_names"))
    defines = body.get("defines", {})
    if not isinstance(defines, dict) or not all(isinstance(k, str) and NAME.fullmatch(k) and isinstance(v, int)
                                                and not isinstance(v, bool) for k, v in defines.items()):
        raise bad("defines")
    seed = need("seed", int, "whole")
    oldest = need("oldest", int, "seat_number")
    seats = need("seats", list, "seat_list")
    if not 1 <= len(seats) <= 64 or not all(isinstance(s, dict) for s in seats):
        raise bad("seats")
    for i, s in enumerate(seats):
        for key, low, high in (("attention", 0.0, 1.0), ("reaction", 0.05, 60.0)):
            value = s.get(key)
            if not isinstance(value, (int, float)) or isinstance(value, bool) or not low <= value <= high:
                raise bad("seat_range", seat=i, key=key, low=f"{low:g}", high=f"{high:g}", low_de=german_number(low),
                          high_de=german_number(high))
    decisions = need("decisions", list, "answers")
    for i, d in enumerate(decisions):
        if isinstance(d, str) and NAME.fullmatch(d):   # a choice's option or an attribute's value
            continue
        if d is not None and not isinstance(d, bool) and (not isinstance(d, (int, float))   # bool: a race joined
                                                          or (isinstance(d, float) and not math.isfinite(d))):
            raise bad("bad_answer", number=i + 1, answer=repr(d))
    if not 0 <= oldest < len(seats):
        raise bad("oldest", last=len(seats) - 1)
    return GameRecord(sha, rules_file, list(variants), seed, oldest, [dict(s) for s in seats], list(decisions),
                      defines=dict(defines))


def _check_version(body: dict, path, fmt: str, newest: int = VERSION) -> None:
    version = body.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise refused("damaged", path=path, what=SAY("version", version=repr(version)))
    if version > newest:
        raise refused("newer_one" if newest == 1 else "newer", path=path, fmt=fmt, version=version, newest=newest)


def _check_progress(body: dict, path, seats: int) -> Optional[dict]:
    """A version 2, 3 or 4 file: whether the game is finished, and the decision a game in
    progress waits at ({"seat", "kind"}; version 4: the stop before a round, {"seat": None,
    "kind": "round_start", "rounds": the rounds scored}); a version 1 file is a finished game."""
    if body["version"] == VERSION:
        if "finished" in body or "waiting" in body:
            raise refused("damaged", path=path, what=SAY("v1_finished"))
        return None
    if body.get("finished") is not False:
        raise refused("damaged", path=path, what=SAY("in_progress", version=body["version"]))
    waiting = body.get("waiting")
    if body["version"] == BETWEEN_VERSION:
        rounds = waiting.get("rounds") if isinstance(waiting, dict) else None
        if waiting != {"seat": None, "kind": ROUND_START, "rounds": rounds} or type(rounds) is not int or rounds < 0:
            raise refused("damaged", path=path, what=SAY("waiting_round", version=BETWEEN_VERSION))
        return waiting
    if (not isinstance(waiting, dict) or set(waiting) != {"seat", "kind"} or not isinstance(waiting["kind"], str)
            or not isinstance(waiting["seat"], int) or isinstance(waiting["seat"], bool)
            or not 0 <= waiting["seat"] < seats):
        raise refused("damaged", path=path, what=SAY("waiting"))
    return waiting


def _check_digest(events, path) -> dict:
    if not isinstance(events, dict):
        raise refused("damaged", path=path, what=SAY("digest"))
    count, sha, rounds = events.get("count"), events.get("sha256"), events.get("rounds")
    if (not isinstance(count, int) or isinstance(count, bool) or not isinstance(sha, str)
            or not isinstance(rounds, list) or not all(isinstance(r, str) for r in rounds)):
        raise refused("damaged", path=path, what=SAY("digest"))
    return events


def load_record(path: Union[str, Path]) -> SavedGame:
    """Read a saved game (or a JSON Lines game log) without changing it.

    Raises SavedGameError saying whether the file is missing, empty, truncated, damaged, not
    a saved game (a rules file: saying to play it), or of a newer format version.
    """
    text = _read(path)
    first = text.lstrip()
    if _is_json_lines(first.split("\n", 1)[0]):
        return _load_log(text, path)
    if not first.startswith("{") and re.search(r"^game\s+\w+\s*:", text, re.MULTILINE):   # `mogel replay rules.mm`
        raise refused("rules_file", path=path)
    if not first.startswith("{"):
        raise refused("no_brace", path=path)
    body = _json(text, path)
    if not isinstance(body, dict):
        raise refused("no_format", path=path)
    fmt = body.get("format")
    if fmt != FORMAT:
        raise refused("other_format", path=path, fmt=fmt) if isinstance(fmt, str) else \
            refused("unnamed_format", path=path)
    _check_version(body, path, FORMAT, NEWEST)
    checksum = body.get("checksum")
    if not isinstance(checksum, str):
        raise refused("damaged", path=path, what=SAY("no_checksum"))
    try:
        ok = _checksum(body) == checksum
    except ValueError:
        ok = False
    if not ok:
        raise refused("damaged", path=path, what=SAY("checksum"))
    record = _check_fields(body, path)
    players = body.get("players", len(record.seats))   # since trial 26: a seat cut from 'seats' is told by the counts
    if players != len(record.seats):
        what = SAY("seats_short", players=players if type(players) is int else repr(players), seats=len(record.seats))
        raise refused("damaged", path=path, what=what)
    waiting = _check_progress(body, path, len(record.seats))
    record.finished = waiting is None
    record.draws = DRAWS_OF.get(body["version"], DRAWS)
    record.rounds = waiting.get("rounds") if waiting is not None else None
    head = {k: body[k] for k in ("game", "rules_path") if k in body}   # what replay_file checks and looks for
    if body.get("lang") in LANGUAGES:   # the language told in (saved since session 28; else none)
        head["lang"] = body["lang"]
    return SavedGame(record, _check_digest(body.get("events"), path), str(path), header=head, waiting=waiting)


def _is_json_lines(line: str) -> bool:
    """Whether a file's first line is a whole log entry (a JSON object with a "type", or the
    log's format name), as each line of a log is; a saved game's first line is "{" alone."""
    try:
        first = json.loads(line, parse_constant=_no_constants)
    except (ValueError, RecursionError):
        return False
    return isinstance(first, dict) and ("type" in first or first.get("format") == LOG_FORMAT)


def _load_log(text: str, path) -> SavedGame:
    lines = text.splitlines()
    if not text.endswith("\n"):
        raise refused("truncated_log", path=path)
    parsed, numbers = [], []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        numbers.append(number)
        try:
            item = json.loads(line, parse_constant=_no_constants)
        except (ValueError, RecursionError):
            raise refused("damaged", path=path, what=SAY("log_json", number=number)) from None
        if not isinstance(item, dict):
            raise refused("damaged", path=path, what=SAY("log_entry", number=number))
        parsed.append(item)
    header = parsed[0]
    if header.get("type") != "header" or header.get("format") != LOG_FORMAT:
        raise refused("no_log", path=path)
    _check_version(header, path, LOG_FORMAT, LOG_VERSION)
    if len(parsed) < 2 or parsed[-1].get("type") != "decisions":
        raise refused("no_decisions_line", path=path)
    events = [item for item in parsed[1:-1]]
    for item, number in zip(events, numbers[1:]):
        if item.get("type") != "event":
            raise refused("damaged", path=path, what=SAY("log_event", number=number))
    players = header.get("players")
    if not isinstance(players, list):
        raise refused("damaged", path=path, what=SAY("no_players"))
    seats = [{k: v for k, v in p.items() if k not in ("seat", "name")} if isinstance(p, dict) else p
             for p in players]
    body = {**header, "seats": seats, "decisions": parsed[-1].get("decisions")}
    record = _check_fields(body, path)
    return SavedGame(record, {"count": len(events)}, str(path), LOG_FORMAT, events, header, numbers,
                     parsed[-1])


__all__ = ["DRAWS_OF", "FORMAT", "IN_PROGRESS_VERSION", "VERSION", "SavedGame", "dumps",
           "event_key", "events_digest", "load_record", "save_game"]
