"""Resuming a saved game in progress: the same game, at the same point, with the same seats.

    game = mogel.Game(rules, ["random", "honest", "sneaky"], seed=4).play_until(rounds=2)
    mogel.save_game(game, "lesson3.mogel")      # a game in progress (format version 3)
    game = mogel.resume_game("lesson3.mogel")   # stopped where it was saved
    game.play()                                 # goes on exactly as the uninterrupted game

A game is determined by its rules, seed and decisions, and each bot draws its chance from its
own random generator, seeded by the game's seed and its seat (mogel.play.game; as the file's
format version says: `draws`), counting down to its covert moves if it may; the engine
draws the game's chance (shuffles, who notices a cheat) from a generator of its own.  So
`resume_game` plays the saved game again with real bots, not recorded answers: each bot
decides again from its own view with its own generator, which is then exactly where the
uninterrupted game's was, and its answer must be the saved one; a human seat (mogel.Human)
gets its saved answers.  The game stops at the decision the saved one waited at, its events
checked against the saved digest: from there the next bot move, and every bit of chance, is
the uninterrupted game's.

An armed hide or call of the notebook's human seat (mogel.widgets.HumanSeat) is a button's
state, not a decision: it is not saved.
"""

from __future__ import annotations

from pathlib import Path
from typing import Optional, Sequence, Union

from ..agents import bot_from_text
from ..errors import MogelError, SavedGameError
from .game import Game, rules_hash
from .record import BETWEEN_VERSION, LOG_FORMAT, SavedGame, load_record
from .said_log import quoted
from .said_saved import SAY, changed, refused
from .seats import DamagedDecision
from .replaying import (_check_game, _compare_digest, _other_game, _rules_for, compare_waiting, damaged, other_seat,
                        replay, saved_agent)


def resume_game(path: Union[str, Path], agents: Optional[Sequence] = None, *,
                rules_path: Union[str, Path, None] = None, rules=None, seat_names: Optional[Sequence[str]] = None,
                on_event=None) -> Game:
    """Continue a saved game in progress (mogel.save_game of an unfinished game).

    Returns the Game stopped where the saved one was: its events so far are the saved ones
    (checked), `game.pending` is the decision it waited at (a bot's: `game.paused`, and
    `game.play()` or `advance()` go on; a human's: answer it with `game.advance(answer)`).
    agents: one per seat (default: each seat's saved bot, and mogel.Human() for a human
    seat); an agent, a bot name ("sneaky:cheat_rate=0.3") or None (the saved one), whose
    settings must be the saved ones.  rules_path / rules: as for mogel.replay_file.
    seat_names, on_event: as for mogel.Game (on_event sees the events so far again).

    Raises SavedGameError (a MogelError) for an unreadable or damaged file, a finished game
    or a game log (nothing to resume: replay it), changed rules, agents that are not the
    saved seats', bots that now decide otherwise than when the game was saved, or decisions
    that no longer give the saved events.
    """
    saved = load_record(path)
    if saved.kind == LOG_FORMAT or saved.record.finished:
        raise refused("nothing_log" if saved.kind == LOG_FORMAT else "nothing_finished", path=path)
    if rules is None:
        rules = _rules_for(saved, rules_path, "resume")
    elif rules_hash(rules) != saved.record.rules_sha256:
        _other_game(saved, path, rules.file, rules.game.name, "resume")
        raise changed("rules_changed", saved.record.rules_sha256, path=path, where="")
    if list(rules.applied) != list(saved.record.variants):
        raise refused("other_variants", path=path, saved=saved.record.variants or SAY("none"),
                      given=list(rules.applied) or SAY("none"))
    _check_game(saved, rules, path)
    seats = _agents(saved, agents, path)
    try:
        game = Game(rules, seats, saved.record.seed, oldest=saved.record.oldest, seat_names=seat_names,
                    on_event=on_event, draws=saved.record.draws)
    except SavedGameError:
        raise
    except MogelError as err:
        raise refused("no_setup", path=path, error=quoted(err)) from None
    _position(game, saved, path)
    return game


def _agents(saved: SavedGame, agents: Optional[Sequence], path) -> list:
    """One agent per saved seat, with the saved settings."""
    seats = saved.record.seats
    if agents is not None and not isinstance(agents, (list, tuple)):
        raise MogelError(f"agents must be a list with one agent (or None) per seat, not {agents!r}")
    given = list(agents) if agents is not None else [None] * len(seats)
    if len(given) != len(seats):
        raise refused("seat_count", path=path, seats=len(seats), given=len(given))
    out = []
    for seat, (settings, agent) in enumerate(zip(seats, given)):
        try:
            if agent is None:
                agent = saved_agent(settings, seat, path)
            elif isinstance(agent, str):
                agent = bot_from_text(agent)
        except (ValueError, MogelError) as err:
            if isinstance(err, SavedGameError):
                raise
            raise refused("seat_refused", path=path, seat=seat, error=quoted(err)) from None
        if not (hasattr(agent, "decide") and hasattr(agent, "settings") and hasattr(agent, "interactive")):
            raise refused("no_agent", path=path, seat=seat, agent=repr(agent))
        now = agent.settings()
        differ = [key for key, value in settings.items() if key not in now or now[key] != value]
        if differ:
            raise other_seat(path, seat, settings, now, differ[0])
        out.append(agent)
    return out


def _position(game: Game, saved: SavedGame, path) -> None:
    """Play the saved decisions again -- the bots deciding anew, the human seats given theirs --
    and stop at the decision after them, or before the part after the saved parts (rounds ..., as
    Game.play_until does: `game._stop_at`); then check
    that the bots decided as saved and the events are the saved ones."""
    decisions = saved.record.decisions
    count = len(decisions)
    if saved.record.rounds is not None and game.program.parts is None:   # a game of no parts: never stopped so
        raise refused("damaged", path=path, what=SAY("waiting_round", version=BETWEEN_VERSION))
    if saved.record.rounds is not None:   # stopped before a round or another part (format 4): there again
        game._stop_at(game._rounds_scored(saved.record.rounds), between=True)
    else:
        game._stop_at(lambda: len(game.decisions) >= count)
    try:
        decision = game.advance()
        while decision is not None and not game.paused and len(game.decisions) < count:
            if _diverged(game, decisions) is not None:
                break
            decision = game.advance(decisions[len(game.decisions)])
    except SavedGameError:
        raise
    except MogelError as err:
        _check_bots(game, saved, path)
        check_decisions(game.rules, saved, path)
        raise refused("no_replay", path=path, error=quoted(err)) from err
    finally:
        game._stop_at(None)
    _check_bots(game, saved, path)
    if game.finished:
        raise refused("ended", path=path)
    _compare_digest(game, saved, path)
    compare_waiting(game, saved, path)


def check_decisions(rules, saved: SavedGame, path) -> None:
    """Raise SavedGameError (`damaged`) when a decision of the file is no legal answer where
    its replay asks it; anything else that stops the replay is the caller's to tell."""
    try:
        replay(rules, saved.record)
    except DamagedDecision as err:
        raise damaged(saved, path, err) from None
    except MogelError:
        return


def _diverged(game: Game, decisions: list) -> Optional[int]:
    """The index of the first decision of the game that is not the saved one, else None."""
    for i, (now, then) in enumerate(zip(game.decisions, decisions)):
        if now != then:
            return i
    return None


def _check_bots(game: Game, saved: SavedGame, path) -> None:
    """Raise SavedGameError when the bots did not decide as saved: a decision of the file that
    no game could give there is the file's damage (`check_decisions`), else the bots'."""
    decisions = saved.record.decisions
    i = _diverged(game, decisions)
    if i is not None:
        check_decisions(game.rules, saved, path)
        timed = any(seat.get("ms") is not None for seat in saved.record.seats)
        raise refused("bots_differ", path=path, number=i + 1, then=repr(decisions[i]), now=repr(game.decisions[i]),
                      why=SAY("timed") if timed else "")


__all__ = ["resume_game"]
