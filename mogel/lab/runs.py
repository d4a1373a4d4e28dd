"""Many games -> a table of their scored parts: `simulate(...)` returns a pandas DataFrame,
one row per part and seat.  No printing here (the CLI and notebooks print).

A part is an instance of the rules' top level, where the game scores: a round in a game of
rounds, a game of a match of games (mogel.lab.rows counts the rows from the all-seeing events).
Columns: game, round (the part's number), seat, bot, points (scored in the part), total (after
it), went_out (the seat's hand was empty at the part's end while another's was not), game_winner, turns (in the part),
cheats (covert moves and chosen bluffs of the seat), caught (of those, rightly accused),
wrong_accusations (made by the seat), actions (action cards the seat played), reshuffles (piles
refilled in play during the part; the same for every seat of a part), level (the top level's
name), length and length_unit (what the length is counted in: "turn", an inner level such as
"pass", or "decision"), round_level and round_count (the level that length is told of -- the
round in every shipped game -- and its instances in the part), bluffs (the chosen bluffs among
the cheats), forced_bluffs (false claims the rules left no way around: no cheats), forced_caught
(of those, rightly challenged).

Game i of a run uses the seed `game_seed(seed, i)`, so results do not depend on the number of
workers or on the backend: processes on this machine (default) or a Dask cluster (`client=`).
The games are played in the engine's lab mode, which builds no Event objects, unless a seat's
agent reads events (mogel.lab.rows.game_rows); the table is the same either way.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import numbers
import os
import shlex
import sys
import warnings
from typing import Callable, Iterable, Iterator, List, Mapping, Optional, Sequence, Tuple, Union

from ..agents import Agent, bot_from_text, bot_label
from ..errors import MogelError, RulesRuntimeError, RunawayGame
from ..check.variants import plays_with, seats_hint, wrong_player_count
from ..play.game import Game
from ..check.files import shipped_games
from ..check.loader import default_rules_path, defines_set, load_rules
from ..check.files import read_text
from ..check.overrides import define_values
from ..check.variants import variant_names
from ..language.model import Rules
from .pool import dask_threads, leave_if_importing_main, map_jobs
from .files import COLUMNS, DTYPES, ResultsFile, empty_frame, need
from .rows import game_rows

CHUNK = 25


class DefaultBots(tuple):
    """A list of bot names the caller did not give (the default of `simulate`'s and `compare`'s
    `bots`): cut to `players=`, and told as the default bots when the table does not fit."""


DEFAULT_BOTS = DefaultBots(("random", "random", "random", "random"))


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` (0 up) of a run seeded `seed`: a 63-bit int from SHA-256.

    Game g of `simulate(seed=s, bots=B)` is `Game(rules, B, seed=game_seed(s, g))`, and on the
    command line `mogel play --seed <game_seed(s, g)> --bots <B>` (same rules and variants): so
    a round the table shows can be watched again."""
    digest = hashlib.sha256(f"mogel-simulate/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


@functools.lru_cache(maxsize=8)
def _rules(text: str, file: str, variants: tuple) -> Rules:
    return load_rules(text=text, file=file, variants=variants)


def rules_played(rules: Union[str, os.PathLike, Rules, None] = None, variants: Iterable[str] = (),
                 defines: Optional[Mapping[str, int]] = None) -> Rules:
    """The Rules that `simulate(rules, variants=..., defines=...)` plays (loaded once per
    process): what the lab's measures read their level and winner from.  Raises as simulate does."""
    text, file, applied = _source(rules)
    variants = applied + variant_names(variants)
    if define_values(defines):
        return load_rules(text=text, file=file, variants=variants, defines=defines)
    return _rules(text, file, variants)


def _play_chunk(job) -> Tuple[List[tuple], List[Tuple[int, str]]]:
    """Play games [start, stop) of a run (runs in a worker process); returns the rows of the
    games that finished, and (index, message) of each game that did not: one the engine's limits
    stopped (RunawayGame, its message with the rules line and caret), which gives no rows.
    Another RulesRuntimeError stops the run: raised told as its game (`RulesRuntimeError.in_run`:
    index, seed and the `mogel play` command that plays it again)."""
    text, file, variants, defines, bots, seed, start, stop = job
    rules = _rules(text, file, variants)
    rows, unfinished, labels = [], [], [bot_label(b) for b in bots]
    for index in range(start, stop):
        try:
            rows.extend(game_rows(rules, bots, index, game_seed(seed, index), labels))
        except RunawayGame as err:
            unfinished.append((index, err.render()))
        except RulesRuntimeError as err:
            again = _again(file, variants, defines, labels, game_seed(seed, index))
            raise err.in_run(index, game_seed(seed, index), again)
    return rows, unfinished


def _again(file: str, variants: Sequence[str], defines, labels: Sequence[str], seed: int) -> str:
    """The `mogel play` command line that plays the game of `seed` of a run again: the rules
    `file` as the run names it, or a shipped game's by `--game NAME` (none for rules.mm); with
    the run's ((name, value), ...) `defines` as `--define NAME=VALUE`."""
    shipped = {path.name: name for name, path in shipped_games().items()}
    rules = [file] if os.path.exists(file) or file not in shipped else \
        [] if file == default_rules_path().name else ["--game", shipped[file]]
    words = ["mogel", "play", *rules, "--seed", str(seed), "--players", str(len(labels)), "--bots", ",".join(labels)]
    for variant in variants:
        words += ["--variant", variant]
    for name, value in defines:
        words += ["--define", f"{name}={value}"]
    return shlex.join(words)


def _agents(bots, players=None) -> List[Agent]:
    """One agent per seat: `bots`, repeated round the table for `players` seats (the default
    bots cut to them; more bots named than players is a MogelError, as `--players` refuses it)."""
    default = bots is None or isinstance(bots, DefaultBots)
    if bots is None:
        bots = DEFAULT_BOTS
    if isinstance(bots, str) or not isinstance(bots, Sequence):
        raise MogelError(f"bots: one bot per seat, such as {list(DEFAULT_BOTS)}, not {bots!r}")
    out = []
    for bot in bots:
        if isinstance(bot, str):
            try:
                out.append(bot_from_text(bot))
            except ValueError as err:
                raise MogelError(str(err)) from None
        else:
            out.append(bot)   # Game checks it is an agent
    for seat, agent in enumerate(out):
        if getattr(agent, "interactive", False):
            raise MogelError(f"simulate plays bots only: seat {seat} is an interactive seat ({type(agent).__name__}), "
                             f"which waits for answers; give a bot name or mogel.make_bot(...) instead")
    if players is None:
        return out
    players = _whole(players, "players", 1)
    if len(out) > players and not default:
        raise MogelError(f"bots names {len(out)} bots for {players} player{'s' * (players != 1)}: give at most one "
                         f"per seat (the default bots are cut to the table; bots you give are not, so that none is "
                         f"left out unseen)")
    return [copy.copy(out[seat % len(out)]) for seat in range(players)] if out else out


def _table_fits(rules: Rules, agents, players, named: bool) -> None:
    """MogelError, before any game, for a table of a size the rules do not allow: as mogel.Game
    says it, with the `players=` that makes one (seats_hint, as `mogel simulate` says it with
    `--players`); named: whether the bots were given (not the default ones)."""
    low, high = rules.game.players
    if not plays_with(rules.game.players, len(agents)):
        raise MogelError(wrong_player_count(rules, len(agents)) + seats_hint(len(agents), named, players, low, high,
                                                                             api=True, only=getattr(rules.game.players, "only", ())))


def _whole(value, what: str, least: int, says: str = "") -> int:
    """`value` as an int: any integer (int, numpy.int64, ...) but a bool, not a float such as
    3.0 (as on the command line), of at least `least`; else a MogelError "<what> must be a whole
    number <says or 'of at least <least>'>, not <value>"."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < least:
        raise MogelError(f"{what} must be a whole number {says or f'of at least {least}'}, not {value!r}")
    return int(value)


def _source(rules):
    """(text, file, variants already applied) of `rules`: a Rules, a path, or None."""
    if isinstance(rules, Rules):
        return rules.source, rules.file, tuple(rules.applied)
    if rules is not None and not isinstance(rules, (str, os.PathLike)):
        raise MogelError(f"rules: a path, loaded rules (mogel.load_rules()) or None, not {rules!r}")
    if rules is None:   # named as load_rules() names it
        path = default_rules_path()
        return read_text(path), path.name, ()
    return read_text(rules), os.fspath(rules), ()


def run_rows(rules: Union[str, os.PathLike, Rules, None] = None, *, variants: Iterable[str] = (),
             bots: Sequence = DEFAULT_BOTS, games: int = 100, seed: int = 0,
             workers: Optional[int] = None, client=None, progress: Optional[bool] = None,
             defines: Optional[Mapping[str, int]] = None,
             on_unfinished: Optional[Callable[[int, str], None]] = None,
             players: Optional[int] = None) -> Iterator[List[tuple]]:
    """The rows of a run, chunk by chunk in game order (see `simulate` for the arguments).

    A game that does not finish (the engine's turn or event limit stops it: a RunawayGame)
    gives no rows; `on_unfinished(index, message)` is called for it, in game order, where
    `message` is the RunawayGame's with its rules line and caret.  Without `on_unfinished`
    the first such game raises a MogelError "game INDEX did not finish: MESSAGE".

    Raises MogelError for a bad argument or table, before any game is played."""
    games = _whole(games, "the number of games", 1)   # as `mogel simulate --games`: a run of no games is a mistake
    seed = _whole(seed, "the seed", 0, "from 0 up")   # as mogel.Game refuses it
    if workers is not None:
        workers = _whole(workers, "the number of workers", 1)
    threads = dask_threads(client, workers) if client is not None else 0
    text, file, applied = _source(rules)
    variants = applied + variant_names(variants)
    set_defines = dict(defines_set(rules)) if isinstance(rules, Rules) else {}
    if define_values(defines):   # the text with the new numbers, checked (errors told "with NAME = N: ...")
        text = load_rules(text=text, file=file, variants=variants, defines=defines).source
        set_defines.update(define_values(defines))
    agents = _agents(bots, players)
    played = _rules(text, file, variants)
    _table_fits(played, agents, players, not (bots is None or isinstance(bots, DefaultBots)))
    Game(played, agents, 0)   # fails early on a bad table
    chunks = -(-games // CHUNK)
    jobs = ((text, file, variants, tuple(set_defines.items()), agents, seed, start, min(start + CHUNK, games))
            for start in range(0, games, CHUNK))
    bar = _progress(games, progress)
    try:
        for index, (rows, unfinished) in enumerate(map_jobs(_play_chunk, jobs, chunks, workers, client, threads)):
            if bar is not None:
                bar.update(min(CHUNK, games - index * CHUNK))
            for game, message in unfinished:
                if on_unfinished is None:
                    raise MogelError(f"game {game} did not finish: {message}")
                on_unfinished(game, message)
            yield rows
    finally:
        if bar is not None:
            bar.close()


def _progress(total: int, show: Optional[bool]):
    """A tqdm bar of `total` games, or None.  show=None: as tqdm's disable=None, a bar only where
    it can be seen -- stderr a terminal, or a notebook (tqdm.auto's widget) --, never in a CI log
    or a pipe (then no tqdm at all: even a disabled one starts a monitor thread before the
    workers are forked); True: always; False: never."""
    if show is not True and show is not None and show is not False:
        raise MogelError(f"progress must be True, False or None, not {show!r}")
    if show is False:
        return None
    bar = need("tqdm.auto", "the progress bar (or pass progress=False)").tqdm
    widget = any(kind.__module__ == "tqdm.notebook" for kind in bar.__mro__)
    if show is None and not widget and not (hasattr(sys.stderr, "isatty") and sys.stderr.isatty()):
        return None
    return bar(total=total, unit="game", leave=False)


def _frame(pd, rows: List[tuple]):
    """The DataFrame of `rows` (tuples in COLUMNS order) from one numpy array of its dtype a column
    (DTYPES; text as objects): the frame pandas infers from the rows, in under half its time."""
    import numpy

    return pd.DataFrame({name: numpy.array(column, dtype=object if DTYPES[name] == "str" else DTYPES[name])
                         for name, column in zip(COLUMNS, zip(*rows))}) if rows else pd.DataFrame(rows, columns=COLUMNS)


def simulate(rules: Union[str, os.PathLike, Rules, None] = None, *, variants: Iterable[str] = (),
             bots: Sequence = DEFAULT_BOTS, games: int = 100, seed: int = 0,
             workers: Optional[int] = None, client=None, progress: Optional[bool] = None, out=None,
             keep: bool = True, on_chunk=None, defines: Optional[Mapping[str, int]] = None,
             players: Optional[int] = None):
    """Play `games` games and return a pandas DataFrame with one row per scored part (a round;
    see the columns below) and seat.

    rules: a Rules, a path, or None for the packaged rules.mm.  variants: a variant name or a
    list of names to switch on.  bots: a list, one per seat, of names with optional settings
    ("random", "honest", "sneaky:cheat_rate=0.3:attention=0.8") or agents
    (`mogel.make_bot("sneaky", cheat_rate=0.3)`); the default is four random bots.  players: the
    number of seats (as `mogel simulate --players`; default: one per bot): `bots` are repeated
    round the table (`bots=["sneaky", "random"], players=5`: sneaky, random, sneaky, random,
    sneaky), the default bots cut to it; more bots than players, a number below 1 or not whole,
    or a table the rules are not played by is a MogelError (naming the `players=` to give).  games: 1
    or more.  seed: 0 or more; the table is the same for the same seed whatever `workers`
    (processes, default and at most one per core; 1 = this process) or `client` (a running
    dask.distributed Client whose cluster has workers; not together with workers=).  games,
    seed and workers are whole numbers: an int or a numpy integer (`for seed in
    np.arange(5)`), not a bool nor a float such as 3.0 (as on the command line).  In a script,
    call simulate() under `if __name__ == "__main__":` -- processes are started afresh on
    macOS, Windows and Python 3.14+.
    out: also write the rows, chunk by chunk, to a .csv or .parquet file ("~" is the home
    folder; through a temporary file renamed at the end; the path is checked before any game
    is played; the process's own /dev/stdout or /dev/stderr gets them as CSV at the end); with
    keep=False only the file gets them and an empty frame is returned, so memory stays flat
    however many games are played.  on_chunk: a function called with each
    chunk's DataFrame (a few games) as it arrives, e.g. to keep running totals; it gets a copy,
    which it may change: the table returned and the file hold the rows as played whatever it
    does (`mogel simulate` passes keep=False and on_chunk, and out= only with --out).
    keep=False needs out= or on_chunk=.  progress: a tqdm bar of the games played on stderr
    (in a notebook, its widget): None (default) only where stderr is a terminal or in a
    notebook, never in a pipe or CI log; True always; False never.  defines: {name: whole number} plays the rules with
    their `define NAME = N` lines set to these numbers (`mogel.load_rules(defines=...)`; a
    loaded Rules keeps those it was loaded with), e.g. {"catch_penalty_cards": 3}.

    The columns (module mogel.lab.runs), one row per scored part -- an instance of the rules'
    top level: a round of a game of rounds, a game of a match of games -- and seat: game (0, 1,
    ...), round (the part's number: 1, 2, ...), seat (0, 1, ...), bot (its name and the settings
    that differ from the defaults, as in `bots`), points (the points the seat scored in the
    part, whichever level's scoring gave them: penalty points in rules.mm, where fewer win),
    total (its points so far), went_out (its hand was empty at the part's end while another
    seat's was not: where every hand is played out, as in a trick game, nobody went out), game_winner (the
    seat won the game, as the engine reports it; the same in each row of the game; several seats
    on a tie), turns (of the part; 0 in a game of no turns), cheats (covert moves the seat tried
    and bluffs it chose: claims that were false, as the engine knows them, when it had an honest
    option -- a bot's cheat_rate is its chance to cheat at each window the rules open, after
    each move, say, and to bluff at each claim it can make true, so the rate 0.2 makes several
    cheats a round), caught (of those, rightly accused or challenged), wrong_accusations (made
    by the seat, of covert moves or of claims), actions (action cards it played), reshuffles
    (piles refilled in play, the same for every seat), level (the name of the top level:
    "round", "game"), length (the part's length in length_unit: "turn" where the rules have
    turns, else the innermost level, "pass" in a game of passes, else "decision"), round_level (the level
    whose length is told: the level made of those units, "round" in every shipped game),
    round_count (its instances in the part: 1 where it is the part itself; the mean round
    length is length / round_count), bluffs (the chosen bluffs among its cheats),
    forced_bluffs (false claims the rules forced on it: every option a bluff; not cheats),
    forced_caught (of those, rightly challenged: not in caught).

    A game that does not finish -- the engine's limits stop it, as a round that runs 2000 turns
    because bots keep declining to play -- is left out of the table: the frame's
    `attrs["unfinished"]` lists them as {"game": index, "message": the RunawayGame's message with
    its rules line}, and a RuntimeWarning says how many of the games they are.  If no game
    finishes, the first one's RunawayGame is raised (nothing is left to count).  Any other rules
    error in a game (a RulesRuntimeError such as TooMuchWork) stops the run: raised, of its own
    type, as that game's (`RulesRuntimeError.in_run`: "game G of the run (seed S) stopped: ..."
    with the rules line and caret, then "play it again with: mogel play ...").

    Raises MogelError for a bad argument (a closed Dask client or one with no workers among
    them), table (an interactive seat such as mogel.Human() among them) or output file,
    RulesError for bad rules,
    UnknownVariantError for an unknown variant, DefineError (a MogelError) for a define that
    is not in the rules or not one whole number -- all before any game is played.
    """
    leave_if_importing_main()
    pd = need("pandas", "simulate()")
    if not isinstance(keep, bool):
        raise MogelError(f"keep must be True or False, not {keep!r}")
    if on_chunk is not None and not callable(on_chunk):
        raise MogelError(f"on_chunk must be a function of a DataFrame, not {on_chunk!r}")
    if not keep and out is None and on_chunk is None:
        raise MogelError("keep=False keeps no rows, and there is no out= file nor on_chunk= function to hand "
                         "them to: every game would be played for nothing")
    writer = ResultsFile(out) if out is not None else None
    frames, unfinished = [], []
    try:
        for rows in run_rows(rules, variants=variants, bots=bots, games=games, seed=seed, players=players,
                             workers=workers, client=client, progress=progress, defines=defines,
                             on_unfinished=lambda game, message: unfinished.append({"game": game, "message": message})):
            frame = _frame(pd, rows)
            if keep:
                frames.append(frame)
            if writer is not None:
                writer.write(frame)
            if on_chunk is not None:
                on_chunk(frame.copy())   # its own to change: the table kept and the file stay as played
        if len(unfinished) == games:
            first = unfinished[0]["message"]
            raise RunawayGame(f"the game did not finish: {first}" if games == 1 else
                              f"none of the {games} games finished; game 0: {first}")
        if writer is not None:
            writer.finish()
    finally:
        if writer is not None:
            writer.discard()
    frame = pd.concat(frames, ignore_index=True) if frames else empty_frame()
    frame.attrs["unfinished"] = unfinished
    if unfinished:
        warnings.warn(f"{len(unfinished)} of {games} games did not finish and are left out of the table "
                      f"(frame.attrs['unfinished'] lists them); game {unfinished[0]['game']}: "
                      f"{unfinished[0]['message']}", RuntimeWarning, stacklevel=2)
    return frame
