"""Replaying a saved game or a game log: find the rules it was played with, play its decisions
again and check that the events are the saved ones (mogel.play.record reads the file).

    game = mogel.replay_file("lesson3.mogel")   # the same game, event for event

`replay_file` raises SavedGameError for an unreadable file, rules that changed since the game
was saved, decisions that do not fit, or a re-run whose events differ from the saved ones.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Union

from ..errors import MogelError, SavedGameError
from .game import Game, replay, rules_hash, text_hash
from .record import LOG_FORMAT, SavedGame, events_digest, load_record


def _find_rules(saved: SavedGame, packaged: Path, read_text) -> Path:
    """The rules file a record names: as given (from here), or from the saved game's folder, or
    by its name in that folder, or the packaged rules.mm -- the first with the saved text;
    else the first that exists, or the packaged one for a record of a "rules.mm" (its text
    differs: the caller says so)."""
    record = saved.record
    named = Path(record.rules_file)
    folder = Path(saved.path).parent if saved.path else Path(".")
    present = [p for p in (named, folder / named, folder / named.name) if p.is_file()]
    for path in (*present, packaged):
        if text_hash(read_text(path)) == record.rules_sha256:
            return path
    if present:
        return present[0]
    if named.name == packaged.name and packaged.is_file():
        return packaged   # played with the packaged rules of another version of mogel
    raise SavedGameError(f"{saved.path}: the game was played with the rules file {record.rules_file}, "
                         f"which is not here (nor next to the saved game): give it with --rules FILE")


def _rules_for(saved: SavedGame, rules_path):
    """Load the rules the record names (or `rules_path`) and check the text is the same."""
    from ..check.loader import default_rules_path, load_rules, read_text

    record = saved.record
    if rules_path is None:
        rules_path = _find_rules(saved, default_rules_path(), read_text)
    rules_path = Path(rules_path)
    text = read_text(rules_path)
    if text_hash(text) != record.rules_sha256:
        which = ("the rules.mm of this version of mogel" if rules_path == default_rules_path()
                 else str(rules_path))
        raise SavedGameError(f"{saved.path}: the rules changed since this game was saved: {which} is not "
                             f"the text the game was played with (its SHA-256 differs)")
    try:
        # the same text under the name the game was played with: its events name rules lines so
        return load_rules(text=text, file=record.rules_file, variants=record.variants)
    except MogelError as err:
        raise SavedGameError(f"{saved.path}: the saved game's rules cannot be used: {err}") from None


def replay_file(path: Union[str, Path], rules_path: Union[str, Path, None] = None, rules=None,
                on_event=None) -> Game:
    """Replay a saved game (or a game log) and check it gives exactly the saved events.

    rules_path: the rules file (default: the one the record names, if it is there, else the
    packaged rules.mm); or pass loaded `rules`.  Returns the finished Game.  Raises
    SavedGameError for an unreadable file, changed rules, decisions that do not fit, or a
    re-run whose events differ from the saved ones (saying from which round on); when the
    rules stopped the replayed game, its `__cause__` is the engine's RulesRuntimeError.
    """
    saved = load_record(path)
    if rules is None:
        rules = _rules_for(saved, rules_path)
    elif rules_hash(rules) != saved.record.rules_sha256:
        raise SavedGameError(f"{path}: the rules changed since this game was saved")
    try:
        game = replay(rules, saved.record, on_event=on_event)
    except SavedGameError:
        raise
    except MogelError as err:
        raise SavedGameError(f"{path}: the saved decisions do not replay: {err}") from err
    if saved.kind == LOG_FORMAT:
        _compare_log(game, saved, path)
    else:
        _compare_digest(game, saved, path)
    return game


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


def _compare_log(game: Game, saved: SavedGame, path) -> None:
    from ..present.log import log_lines

    fresh = [json.loads(json.dumps(line, ensure_ascii=False))   # as the log holds it
             for line in log_lines(game) if line.get("type") == "event"]
    for i, (a, b) in enumerate(zip(fresh, saved.logged)):
        a = {k: v for k, v in a.items() if k != "text"}
        b = {k: v for k, v in b.items() if k != "text"}
        if a != b:
            raise SavedGameError(f"{path}: the replayed game differs from the log at event {i} "
                                 f"(log line {i + 2}): now {json.dumps(a, ensure_ascii=False)[:200]}, "
                                 f"logged {json.dumps(b, ensure_ascii=False)[:200]}")
    if len(fresh) != len(saved.logged):
        raise SavedGameError(f"{path}: the replayed game has {len(fresh)} events, the log {len(saved.logged)}")


__all__ = ["replay_file"]
