"""Where the games of a run are played (mogel.lab.runs): here, on worker processes of this
machine, or on a Dask cluster (its client checked, and its threads counted, before any game is
played: `dask_threads`); results in job order, with Ctrl-C and SIGTERM handled so that the
parent alone speaks."""

from __future__ import annotations

import collections
import functools
import multiprocessing
import os
import signal
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Callable, Iterator

from ..errors import MogelError

SPAWN_HINT = ("a worker process stopped before its games were played: it ran out of memory or was "
              "killed, or this script calls simulate() without `if __name__ == \"__main__\":` on a "
              "system that starts processes afresh (macOS, Windows, Python 3.14+); guard the call, "
              "or pass workers=1")


def dask_threads(client, workers) -> int:
    """The number of threads of the Dask cluster behind `client`.  Raises MogelError for
    something that is not a Client, a Client together with workers=, a closed Client and a
    cluster of no workers (where the run would wait for ever)."""
    if not (hasattr(client, "submit") and hasattr(client, "nthreads")):
        raise MogelError(f"client must be a dask.distributed Client, not {client!r}")
    if workers is not None:
        raise MogelError(f"workers={workers} is the number of processes on this machine, and client= plays on "
                         f"the Dask cluster's workers instead: give one or the other")
    if getattr(client, "status", None) in ("closing", "closed"):
        raise MogelError("the Dask client is closed: connect a new one, e.g. client = Client(cluster) (start a new "
                         "cluster first if that was closed too), and pass it as client=")
    try:
        threads = sum(client.nthreads().values())
    except Exception as err:   # a scheduler gone away: OSError, TimeoutError, ... from distributed
        raise MogelError(f"cannot reach the Dask scheduler of the client: {err}") from None
    if not threads:
        raise MogelError("the Dask client has no workers, so no game could be played: start some first, e.g. "
                         "cluster.scale(4), or client.wait_for_workers(1) for workers still starting")
    return threads


def map_jobs(play: Callable, jobs, chunks: int, workers, client, threads: int) -> Iterator[tuple]:
    """Run `play(job)` for each job on Dask (`client`, with `threads` threads), on worker processes, or here;
    yields results in job order.

    At most a few jobs per worker are handed out ahead of the results read, so a huge run
    neither lists all its jobs nor keeps all its results in memory.  Never more worker
    processes than cores or jobs."""
    if client is not None:
        yield from _in_order(functools.partial(client.submit, play, pure=False), jobs, 4 * threads)
        return
    workers = min(workers or os.cpu_count() or 1, os.cpu_count() or 1, chunks)
    if workers <= 1:
        yield from map(play, jobs)
        return
    pool = ProcessPoolExecutor(max_workers=workers, initializer=_worker_signals)
    try:
        yield from _in_order(functools.partial(_submit_held, pool, play), jobs, 4 * workers)
    except BrokenProcessPool:
        raise MogelError(SPAWN_HINT) from None
    finally:   # after Ctrl-C (or an error) the chunks not yet started are dropped
        pool.shutdown(wait=True, cancel_futures=True)


# Ctrl-C and SIGTERM: held back while worker processes start (_submit_held, _worker_signals).
STOPS = (signal.SIGINT, signal.SIGTERM)


def _submit_held(pool: ProcessPoolExecutor, play: Callable, job) -> Future:
    """`pool.submit(play, job)` with STOPS held back until it returns.  A submit may
    start worker processes: a Ctrl-C arriving in Python's after-fork hooks would be lost ("Exception
    ignored", the run going on to its end), and one in a new worker before `_worker_signals`
    would print the worker's traceback.  Held back, it arrives after the submit, where it stops
    the run; the workers, which start with it held back too, ignore it."""
    if not hasattr(signal, "pthread_sigmask"):   # Windows: no fork, no signal masks
        return pool.submit(play, job)
    before = signal.pthread_sigmask(signal.SIG_BLOCK, STOPS)
    try:
        return pool.submit(play, job)
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def _in_order(submit, jobs, ahead: int) -> Iterator:
    """The results of `submit(job)` for each job, in order, with at most `ahead` pending."""
    pending = collections.deque()
    for job in jobs:
        pending.append(submit(job))
        if len(pending) >= ahead:
            yield pending.popleft().result()
    while pending:
        yield pending.popleft().result()


def leave_if_importing_main() -> None:
    """In a worker process still importing the script that started it (a script that calls
    simulate() without a main guard, under spawn): leave quietly with exit code 1, so the
    parent alone speaks (SPAWN_HINT) instead of every worker printing a traceback.  The test
    is the one multiprocessing itself makes before refusing to start a process."""
    if getattr(multiprocessing.current_process(), "_inheriting", False):
        raise SystemExit(1)


def _worker_signals() -> None:
    """In a worker process: Ctrl-C and SIGHUP (the terminal closed) are for the parent, which
    stops the run (no worker tracebacks); SIGTERM ends the worker as usual (not through the
    parent's handler).  Both were held back while the worker started (`_submit_held`): they come
    now, as set here."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):   # not Windows
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOPS)
