"""Many games -> a table of rounds: `simulate(...)` returns a pandas DataFrame, one row per
round and seat.  No printing here (the CLI and notebooks print).

Columns: game, round, seat, bot, points (penalty points of the round), total (after the
round), went_out (the seat's hand was empty at the round's end), game_winner, turns (turns in
the round), cheats (covert moves tried by the seat), caught (of those, rightly accused),
wrong_accusations (made by the seat), actions (action cards the seat played), reshuffles (the
draw pile refilled during the round; the same for every seat of a round).

Game i of a run uses the seed `game_seed(seed, i)`, so results do not depend on the number of
workers or on the backend: processes on this machine (default) or a Dask cluster (`client=`).
"""

from __future__ import annotations

import functools
import hashlib
import os
import signal
from concurrent.futures import ProcessPoolExecutor
from typing import Iterable, Iterator, List, Optional, Sequence, Union

from ..agents import Agent, make_bot
from ..errors import MogelError
from ..game import Game
from ..loader import default_rules_path, load_rules, read_text
from ..model import Rules

COLUMNS = ["game", "round", "seat", "bot", "points", "total", "went_out", "game_winner", "turns",
           "cheats", "caught", "wrong_accusations", "actions", "reshuffles"]
CHUNK = 25


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a run seeded `seed` (a 63-bit int from SHA-256)."""
    digest = hashlib.sha256(f"mogel-simulate/{seed}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


class RoundStats:
    """An on_event listener that counts what one game's rounds did, seat by seat."""

    def __init__(self, game_id: int, bots: Sequence[str], actions: frozenset, hand_zone: str = "hand"):
        self.game_id = game_id
        self.bots = list(bots)
        self.action_kinds = actions
        self.hand_zone = hand_zone
        self.rows: List[tuple] = []
        self.game = None
        self._reset(len(bots))

    def _reset(self, n: int) -> None:
        self.turns = self.reshuffles = 0
        self.in_play = False
        self.cheats, self.caught, self.wrong, self.actions = ([0] * n for _ in range(4))
        self.went_out = [False] * n

    def __call__(self, ev) -> None:
        kind = ev.kind
        if kind == "turn":
            self.turns += 1
            self.in_play = True
        elif kind == "cheat":
            self.cheats[ev.seat] += 1
        elif kind == "accuse":
            if ev.info["right"]:
                self.caught[ev.info["accused"]] += 1
            else:
                self.wrong[ev.seat] += 1
        elif kind == "play":
            if self.game.program.deck.kinds[ev.moves[0][0]] in self.action_kinds:
                self.actions[ev.seat] += 1
        elif kind == "shuffle" and self.in_play:
            self.reshuffles += 1
        elif kind == "round_end":
            self.went_out = [size == 0 for size in self.game.state.hand_sizes(self.hand_zone)]
        elif kind == "round_scored":
            totals = self.game.state.totals
            for seat, points in enumerate(ev.info["scores"]):
                self.rows.append([self.game_id, ev.info["round"], seat, self.bots[seat], points, totals[seat],
                                  self.went_out[seat], False, self.turns, self.cheats[seat],
                                  self.caught[seat], self.wrong[seat], self.actions[seat], self.reshuffles])
            self._reset(len(self.bots))
        elif kind == "game_end":
            for row in self.rows:
                row[7] = row[2] in ev.info["winners"]


@functools.lru_cache(maxsize=8)
def _rules(text: str, file: str, variants: tuple) -> Rules:
    return load_rules(text=text, file=file, variants=variants)


def _play_chunk(job) -> List[tuple]:
    """Play games [start, stop) of a run; returns their rows (runs in a worker process)."""
    text, file, variants, bots, seed, start, stop = job
    rules = _rules(text, file, variants)
    actions = frozenset(k for k, c in rules.cards.items() if c.on_play)
    rows = []
    for index in range(start, stop):
        stats = RoundStats(index, [b.name for b in bots], actions)
        game = Game(rules, bots, game_seed(seed, index), on_event=stats)
        stats.game = game
        game.play()
        rows.extend(tuple(r) for r in stats.rows)
    return rows


def _agents(bots) -> List[Agent]:
    out = []
    for bot in bots:
        if isinstance(bot, str):
            try:
                out.append(make_bot(bot))
            except ValueError as err:
                raise MogelError(str(err)) from None
        else:
            out.append(bot)
    return out


def run_rows(rules: Union[str, os.PathLike, Rules, None] = None, *, variants: Iterable[str] = (),
             bots: Sequence = ("random", "random", "random", "random"), games: int = 100, seed: int = 0,
             workers: Optional[int] = None, client=None, progress: bool = True) -> Iterator[List[tuple]]:
    """The rows of a run, chunk by chunk in game order (see `simulate` for the arguments)."""
    if games < 0:
        raise MogelError(f"the number of games must be 0 or more, not {games}")
    if isinstance(rules, Rules):
        text, file, variants = rules.source, rules.file, tuple(rules.applied) + tuple(variants)
    else:
        path = rules if rules is not None else default_rules_path()
        text, file = read_text(path), os.fspath(path)
    variants = tuple(variants)
    agents = _agents(bots)
    Game(_rules(text, file, variants), agents, 0)   # fails early on a bad table
    jobs = [(text, file, variants, agents, seed, start, min(start + CHUNK, games))
            for start in range(0, games, CHUNK)]
    bar = _progress(games, progress)
    try:
        for job, rows in zip(jobs, _map(jobs, workers, client)):
            bar.update(job[6] - job[5])
            yield rows
    finally:
        bar.close()


def _map(jobs, workers, client) -> Iterator[List[tuple]]:
    """Run the jobs on Dask, on worker processes, or here; yields results in job order."""
    if client is not None:
        futures = client.map(_play_chunk, jobs, pure=False)
        for future in futures:
            yield future.result()
        return
    if workers is None:
        workers = os.cpu_count() or 1
    if workers <= 1 or len(jobs) <= 1:
        yield from map(_play_chunk, jobs)
        return
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_ignore_interrupt)
    try:
        yield from pool.map(_play_chunk, jobs)
    finally:   # after Ctrl-C (or an error) the chunks not yet started are dropped
        pool.shutdown(wait=True, cancel_futures=True)


def _ignore_interrupt() -> None:
    """In a worker process: Ctrl-C is for the parent, which stops the run (no worker tracebacks)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _progress(total: int, show: bool):
    from tqdm.auto import tqdm

    return tqdm(total=total, unit="game", disable=not show, leave=False)


def simulate(rules: Union[str, os.PathLike, Rules, None] = None, *, variants: Iterable[str] = (),
             bots: Sequence = ("random", "random", "random", "random"), games: int = 100, seed: int = 0,
             workers: Optional[int] = None, client=None, progress: bool = True, out=None,
             keep: bool = True):
    """Play `games` games and return a pandas DataFrame with one row per round and seat.

    rules: a Rules, a path, or None for the packaged rules.mm.  variants: names to switch on.
    bots: one per seat, names ("random", "honest", "sneaky") or Agent objects with settings.
    seed: int; the table is the same for the same seed whatever `workers` (processes, default
    all cores; 1 = this process) or `client` (a dask.distributed Client).  out: also write the
    rows, chunk by chunk, to a .csv or .parquet file (through a temporary file renamed at the
    end); with keep=False only the file gets them and an empty frame is returned, so memory
    stays flat however many games are played.  Raises MogelError for a bad table,
    RulesError for bad rules, UnknownVariantError for an unknown variant.
    """
    import pandas as pd

    writer = _Writer(out) if out is not None else None
    frames = []
    try:
        for rows in run_rows(rules, variants=variants, bots=bots, games=games, seed=seed,
                             workers=workers, client=client, progress=progress):
            frame = pd.DataFrame(rows, columns=COLUMNS)
            if keep:
                frames.append(frame)
            if writer is not None:
                writer.write(frame)
        if writer is not None:
            writer.finish()
    finally:
        if writer is not None:
            writer.discard()
    if not frames:
        return _empty_frame()
    return pd.concat(frames, ignore_index=True)


class _Writer:
    """Appends DataFrame chunks to a CSV or Parquet file (chosen by the file's extension),
    through a temporary file that `finish` renames over the target."""

    def __init__(self, path):
        self.path = os.fspath(path)
        ext = os.path.splitext(self.path)[1].lower()
        if ext not in (".csv", ".parquet"):
            raise MogelError(f"{self.path}: write results to a .csv or a .parquet file")
        self.parquet = ext == ".parquet"
        self.tmp = f"{self.path}.{os.getpid()}.tmp"
        self._first = True
        self._pq = None

    def write(self, frame) -> None:
        if self.parquet:
            import pyarrow as pa
            import pyarrow.parquet as pq

            table = pa.Table.from_pandas(frame, preserve_index=False)
            if self._pq is None:
                self._pq = pq.ParquetWriter(self.tmp, table.schema)
            self._pq.write_table(table)
        else:
            frame.to_csv(self.tmp, mode="w" if self._first else "a", header=self._first, index=False)
        self._first = False

    def finish(self) -> None:
        if self._pq is not None:
            self._pq.close()
            self._pq = None
        if self._first:
            self.write(_empty_frame())
        os.replace(self.tmp, self.path)

    def discard(self) -> None:
        """Remove the temporary file if `finish` did not happen (the target is untouched)."""
        if self._pq is not None:
            self._pq.close()
        if os.path.exists(self.tmp):
            os.remove(self.tmp)


def _empty_frame():
    import pandas as pd

    return pd.DataFrame(columns=COLUMNS)
