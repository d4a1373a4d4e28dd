"""Replaying a saved game or a game log: find the rules it was played with, play its decisions
again and check that the events are the saved ones (mogel.play.record reads the file).

    game = mogel.replay_file("lesson3.mogel")   # the same game, event for event

`replay_file` raises SavedGameError for an unreadable file, rules of another game (saying
whose game the file holds and how to replay it) or rules that changed since the game was saved
(before play), a decision that is no legal answer where it is asked (the file is damaged there:
mogel.play.seats), decisions that do not fit, or a re-run whose events differ from the saved
ones.  Without --rules the rules are looked for where the file names them and among the
shipped games (by the header's `game`, by name, by the SHA-256 of their text).  A log is checked field by field, line by line (docs/log-format.md, "What `mogel
replay` checks"): the header against the rules and the replayed game, each event with its
narration told again in the log's language with its seats' names, and the decisions line;
the message names the file, the log line and the field of the first difference.
"""

from __future__ import annotations

import os
import shlex
from pathlib import Path
from typing import Optional, Union

from ..agents import BOTS, Human, make_bot, settings_of
from ..errors import MogelError, RulesRuntimeError, SavedGameError
from ..check.files import games_folder, header_name, shipped_games
from ..language.model import Rules
from .game import Game, GameRecord, rules_hash, text_hash
from .record import LOG_FORMAT, SavedGame, events_digest, load_record
from .said_log import SAY as LOG, Told, quoted
from .said_saved import MEANINGS, SAY, changed, refused
from .log_check import _check_header, _compare_log, _refuse, _show, _start_differs
from .seats import DamagedDecision, Script, ScriptedAgent


def _find_rules(saved: SavedGame, packaged: Path, read_text) -> Path:
    """The rules file a record names: as given (from here), or from the saved game's folder, or
    by its name in that folder, or where it was when the game was saved (its `rules_path`,
    resolved: a game in progress saved since trial 28), or a shipped game (`mogel games`: the header's `game` first,
    then a file of the record's name, then any other), or the packaged rules.mm -- the first
    with the saved text; else the first that exists, or the shipped file of that name (its
    text differs: the caller says so).  Raises SavedGameError when none is found."""
    record = saved.record
    named = Path(record.rules_file)
    folder = Path(saved.path).parent if saved.path else Path(".")
    kept = saved.header.get("rules_path")
    kept = [Path(kept)] if isinstance(kept, str) and kept else []
    present = [p for p in (named, folder / named, folder / named.name, *kept) if p.is_file()]
    games = {name: path if path.parent == games_folder() else packaged for name, path in shipped_games().items()}
    wanted = games.get(str(saved.header.get("game", "")))
    shipped = sorted({*games.values(), packaged}, key=lambda p: (p != wanted, p.name != named.name, str(p)))
    for path in (*present, *shipped):
        if path.is_file() and text_hash(read_text(path)) == record.rules_sha256:
            return path
    same_name = [p for p in shipped if p.name == named.name and p.is_file()]
    if present or same_name:
        return (present or same_name)[0]   # its text differs: the caller says so
    raise refused("rules_missing", path=saved.path, file=record.rules_file)


def _as_played(text: str, record: GameRecord) -> str:
    """A rules text as `record`'s game was played: with the record's defines set (the text
    itself when it has none, or cannot take them: its hash then differs from the record's)."""
    from ..check.loader import with_defines

    if not record.defines:
        return text
    try:
        return with_defines(text, record.rules_file, record.defines)
    except MogelError:
        return text


def _defines_of(rules: Rules) -> dict:
    from ..check.loader import defines_set

    return dict(defines_set(rules))


def _game_of(saved: SavedGame) -> Optional[str]:
    """The game a saved record was played: its header's `game`, else as `_played` finds it."""
    named = saved.header.get("game")
    return named if isinstance(named, str) else _played(saved.record)


def _played(record: GameRecord) -> Optional[str]:
    """The game `record` was played: that of the rules file it names when the file has its text,
    else the shipped game with its text; None when neither has it."""
    from ..check.files import read_text

    named = Path(record.rules_file)
    files = [named] if named.is_file() else []
    return next((header_name(text) for text in (read_text(path) for path in [*files, *shipped_games().values()])
                 if text_hash(text) == record.rules_sha256), None)


def _rules_of(record: GameRecord, played: str) -> str:
    """How Python names the rules `record` was played with: its rules file, if it is here with its
    text; else the shipped game `played`."""
    from ..check.files import read_text

    named = Path(record.rules_file)
    if named.is_file() and text_hash(read_text(named)) == record.rules_sha256:
        return repr(record.rules_file)
    return f"mogel.load_rules(game={played!r})" if played in shipped_games() else f"the rules file of {played}"


def _another_game(played: str, game: str, rules_file, where="", shipped: bool = False):
    """What `mogel replay` and mogel.replay say of rules of another game, a Said (str(): English):
    "this is a game of PLAYED, but FILE is the rules of the game GAME" ("..., not of the shipped
    game GAME" for a shipped game's file, or `shipped`: rules of the shipped game's text);
    `where`: the log line that names PLAYED."""
    given = SAY("not_shipped", game=game) if shipped or _shipped(rules_file) == game else \
        SAY("rules_of_game", file=rules_file, game=game)
    return SAY("another_game", played=played, where=where, given=given)


def _other_game(saved: SavedGame, path, rules_file, game: Optional[str], command: str = "replay") -> None:
    """Raise SavedGameError when the rules it is replayed with (`rules_file`, of `game`) are
    another game's than the record's: saying whose, and how to `command` it (mogel replay or
    mogel resume)."""
    played = _game_of(saved)
    if played is None or game is None or played == game:
        return
    how = f"--game {played}" if played in shipped_games() else SAY("rules_option", game=played)
    where = _header_field(saved, "game") if "game" in saved.header else ""
    raise refused("other_game", path=path, another=_another_game(played, game, rules_file, where), command=command,
                  quoted=shlex.quote(str(path)), how=how)


def _shipped(rules_file) -> Optional[str]:
    """The name of the shipped game (`mogel games`) whose rules file `rules_file` is, else None:
    told by its name, not by where mogel is installed."""
    try:
        where = Path(rules_file).resolve()
    except (OSError, TypeError, ValueError):
        return None
    return next((name for name, path in shipped_games().items() if path.resolve() == where), None)


def _shipped_text(rules: Rules) -> bool:
    """Whether `rules` are those of the shipped game of their name, by their text (as
    mogel.load_rules(game=NAME) loads them: their file is the name alone, not where it lies)."""
    from ..check.files import read_text

    path = shipped_games().get(rules.game.name)
    return path is not None and text_hash(read_text(path)) == text_hash(rules.source)


def _rules_for(saved: SavedGame, rules_path, command: str = "replay"):
    """Load the rules the record names (or `rules_path`) and check the text is the same (and
    of the same game: else how to `command` it, as `_other_game` says)."""
    from ..check.loader import default_rules_path, load_rules
    from ..check.files import read_text

    record = saved.record
    if rules_path is None:
        rules_path = _find_rules(saved, default_rules_path(), lambda path: _as_played(read_text(path), record))
    rules_path = Path(rules_path)
    text = read_text(rules_path)
    if text_hash(_as_played(text, record)) != record.rules_sha256:
        _other_game(saved, saved.path, rules_path, header_name(text), command)
        shipped = _shipped(rules_path)
        which = (SAY("this_rules") if rules_path == default_rules_path()
                 else SAY("shipped_rules", game=shipped) if shipped else str(rules_path))
        raise changed("rules_changed_file", record.rules_sha256, path=saved.path, which=which,
                      where=_header_field(saved, "rules_sha256"))
    try:
        # the same text under the name the game was played with: its events name rules lines so
        return load_rules(text=text, file=record.rules_file, variants=record.variants, defines=record.defines or None)
    except MogelError as err:
        raise refused("rules_unusable", path=saved.path, error=quoted(err),
                      where=_header_field(saved, "variants") if saved.record.variants else "") from None


def _header_field(saved: SavedGame, key: str):
    """Where a log names what a message is about (its header's line and field), a Said; '' for a saved game."""
    return SAY("header_field", line=saved.lines[0], key=key) if saved.kind == LOG_FORMAT else ""


def _check_game(saved: SavedGame, rules, path) -> None:
    """Before play: the game the file names is the game of the rules it is replayed with."""
    named = saved.header.get("game", rules.game.name)
    if named != rules.game.name:
        where = SAY("header_line", line=saved.lines[0]) if saved.kind == LOG_FORMAT else ""
        raise refused("other_named", path=path, where=where, named=_show(named), file=rules.file,
                      game=_show(rules.game.name))


def saved_agent(settings: dict, seat: int, path):
    """The agent a saved seat's settings describe: a bot of this mogel, or a mogel.Human.
    Raises SavedGameError for another bot (a seat played by a person's own agent: only that
    agent can go on with the game, in Python) and for settings the bot cannot have."""
    name = settings.get("bot")
    values = {key: settings[key] for key in settings_of(name) if key in settings}
    try:
        if name == "human":
            return Human(**values)
        if name in BOTS:
            return make_bot(name, **values)
    except (ValueError, MogelError) as err:
        raise refused("seat_refused", path=path, seat=seat, error=quoted(err)) from None
    raise refused("not_our_bot", path=path, seat=seat, name=repr(name), shown=repr(str(path)))


def _check_seats(saved: SavedGame, path) -> None:
    """Each seat of a bot of this mogel (or a person's) has settings that bot can have, as
    mogel.resume_game makes it (cheat_rate 5 is refused with resume's words); a game in progress
    is one resume goes on with: every seat must be one it can make, with the settings saved (a
    seat's "bot" edited from "human" to "random" keeps a person's asks_reaction: `other_seat`)."""
    for seat, settings in enumerate(saved.record.seats):
        if not saved.record.finished or settings.get("bot") in BOTS or settings.get("bot") == "human":
            now = saved_agent(settings, seat, path).settings()
            differ = [key for key, value in settings.items() if key not in now or now[key] != value]
            if differ and not saved.record.finished:
                raise other_seat(path, seat, settings, now, differ[0])


def other_seat(path, seat: int, saved: dict, now: dict, key: str) -> SavedGameError:
    """Seat `seat` was `saved` and is `now` (their settings: "bot" and the others) different in
    `key`, their first field that differs: another bot is named by both bots' names ("was played
    by sneaky, not random"), a setting by its name, both values and what it means ("was saved as
    random with asks_reaction True (a person's seat: ...), but random has no such setting")."""
    bot, other = saved.get("bot", "?"), now.get("bot", "?")
    if key == "bot" or bot != other:
        return refused("other_seat", path=path, seat=seat, saved=bot, now=other)
    has = SAY("has_value", value=now[key]) if key in now else SAY("has_none")
    meaning = SAY(key) if key in MEANINGS else SAY("setting")
    return refused("other_setting", path=path, seat=seat, bot=bot, key=key, saved=saved[key], now=has, meaning=meaning)


def replay_file(path: Union[str, Path], rules_path: Union[str, Path, None] = None, rules=None,
                on_event=None) -> Game:
    """Replay a saved game (or a game log) and check it gives exactly the saved events.

    rules_path: the rules file (default: the one the record names, if it is there, else the
    packaged rules.mm); or pass loaded `rules`.  Returns the finished Game; for a saved game
    in progress, the Game stopped where it was saved (its events so far checked; to play on:
    mogel.resume_game).  Raises
    SavedGameError for an unreadable file, another game's rules, changed rules, a seat whose
    bot could not play with its settings (or, in a game in progress, no bot mogel.resume_game
    can make: as it refuses them, `saved_agent`), a damaged decision ("damaged at decision N"), decisions that do not fit, or a re-run whose events
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
        raise changed("rules_changed", saved.record.rules_sha256, path=path, where=_header_field(saved, "rules_sha256"))
    _check_game(saved, rules, path)
    _check_seats(saved, path)
    replayed = []

    def listen(ev) -> None:
        replayed.append(ev)
        if on_event is not None:
            on_event(ev)

    try:
        game = replay(rules, saved.record, on_event=listen)
    except SavedGameError:
        raise
    except MogelError as err:
        if isinstance(err, RulesRuntimeError) and _stopped_alike(saved, replayed):
            raise refused("stopped_alike", path=path, count=len(replayed), error=quoted(err)) from err
        start = _start_differs(saved) if saved.kind == LOG_FORMAT else None
        if start:   # decisions made for another seed (or table) than the header's
            raise _refuse(path, saved.lines[0], "header", LOG("start_no_replay", start=start, error=quoted(err))) from err
        if isinstance(err, DamagedDecision):
            raise damaged(saved, path, err) from None
        raise refused("no_replay", path=path, error=quoted(err)) from err
    if saved.kind == LOG_FORMAT:
        _compare_log(game, saved, path)
    else:
        _compare_digest(game, saved, path)
        compare_waiting(game, saved, path)
    return game


def _stopped_alike(saved: SavedGame, replayed) -> bool:
    """Whether a log is of a game the rules stopped (`mogel play --log` writes the events up to
    the error) that a replay stopped by the rules repeats: the log ends without the game's end,
    and the replay gave the log's events, kind, seat and rules line alike, and no more."""
    if saved.kind != LOG_FORMAT or len(replayed) != len(saved.logged) or \
            any(line.get("kind") == "game_end" for line in saved.logged[-1:]):
        return False
    return all((ev.kind, ev.seat, str(ev.span) if ev.span is not None and ev.span.line > 0 else None) ==
               (line.get("kind"), line.get("seat"), line.get("rule")) for ev, line in zip(replayed, saved.logged))


def damaged(saved: SavedGame, path, err: DamagedDecision) -> SavedGameError:
    """The error of a saved game or log whose decision `err.number` is no legal answer where
    the replay asks it (mogel.play.seats): the file's damage, not a bot's doing."""
    where, what = (f" (log line {saved.lines[-1]}, the decisions)", "the_log") if saved.kind == LOG_FORMAT \
        else ("", "the_save")
    return refused("damaged_decision", path=path, number=err.number, where=where, detail=err.said, what=SAY(what))


def compare_waiting(game: Game, saved: SavedGame, path) -> None:
    """A game in progress: the re-run stops at the decision the saved one waited at."""
    if saved.waiting is None:
        return
    d = game.pending
    now = {"seat": d.seat, "kind": d.kind} if d is not None else None
    if now != {"seat": saved.waiting["seat"], "kind": saved.waiting["kind"]}:
        said = SAY("a_decision", kind=saved.waiting["kind"], seat=saved.waiting["seat"])
        told = SAY("a_decision", kind=now["kind"], seat=now["seat"]) if now else SAY("the_end")
        raise refused("waited", path=path, said=said, told=told)


def _compare_digest(game: Game, saved: SavedGame, path) -> None:
    now = events_digest(game.events)
    if now["sha256"] == saved.events["sha256"] and now["count"] == saved.events["count"]:
        return
    first = next((i for i, (a, b) in enumerate(zip(now["rounds"], saved.events["rounds"])) if a != b),
                 min(len(now["rounds"]), len(saved.events["rounds"])))
    where = SAY("before_first") if first == 0 else SAY("from_round", round=first)
    raise refused("differs", path=path, where=where, now=now["count"], saved=saved.events["count"])


__all__ = ["replay_file"]


def replay(rules: Union[Rules, str, os.PathLike], record: GameRecord, on_event=None) -> Game:
    """Play a recorded game again from its decisions; returns the finished Game, or for the
    record of a game in progress (`record.finished` False) the Game stopped where that one
    was (at the decision after its last; its seats answer nothing more: to play on, resume
    it with mogel.resume_game).

    rules: loaded rules, or the path of the rules file (loaded with the record's variants).
    record: `game.record()` (a saved file: mogel.replay_file).  Raises MogelError for a
    record that is no GameRecord, when the rules text, variants or defines differ from the record's
    (rules of another game: "this is a game of game_a, but game_b.mm is the rules of the game
    game_b", or of a shipped game's rules, mogel.load_rules(game=NAME): "this is a game of
    game_a, not of the shipped game game_b", as `mogel replay` says it), or the decisions
    do not fit the game.
    """
    if not isinstance(record, GameRecord):
        raise MogelError(f"record must be a GameRecord (game.record()); a saved file: mogel.replay_file, "
                         f"not {record!r}")
    if isinstance(rules, (str, os.PathLike)):
        from ..check.loader import load_rules

        rules = load_rules(rules, variants=record.variants, defines=record.defines or None)
    if rules_hash(rules) != record.rules_sha256 and record.defines and _defines_of(rules) != record.defines:
        raise MogelError(f"the game was played with defines set ({record.defines}): replay it with its rules "
                         f"loaded so, mogel.load_rules(..., defines={record.defines!r})")
    if rules_hash(rules) != record.rules_sha256:
        played = _played(record)
        if played is not None and played != rules.game.name:   # as mogel replay says it (_other_game)
            given = _another_game(played, rules.game.name, rules.file, shipped=_shipped_text(rules))
            raise MogelError(f"{given}: replay it with its own rules: "
                             f"mogel.replay({_rules_of(record, played)}, record)")
        raise MogelError(f"the rules changed since this game was saved ({record.rules_file})")
    if list(rules.applied) != list(record.variants):
        raise MogelError(f"the game was played with variants {record.variants or 'none'}, "
                         f"not {list(rules.applied) or 'none'}")
    answers = Script(record.decisions)   # each checked: a damaged record is told as such (mogel.play.seats)
    agents = [ScriptedAgent(s, answers) for s in record.seats]
    game = Game(rules, agents, record.seed, oldest=record.oldest, on_event=on_event)
    answers.events = game.events
    if record.finished:
        game.play()
    elif record.rounds is not None:   # stopped before a round: there again
        game.play_until(rounds=record.rounds)
    else:
        game.play_until(decisions=len(record.decisions))
        if game.finished:
            raise Told(LOG("ends_early"))
    if answers.left():
        raise Told(LOG("more_decisions"))
    return game
