"""Shared helpers for the scenario tests: a hand-set table with scripted seats and a timeline.

`table(...)` (a fixture) builds a `mogel.play.scenario.Scenario` card by card.  Seats are
`Scripted` agents: they answer the decision kinds listed in their script, in order, and
otherwise behave like the default `FirstOption` agent (first legal option, never cheat,
never accuse).  `Table.sequence()` interleaves the events with the decisions that were
answered between them, so a test can say *when* something was asked.
`reactions(...)` gives seats FAST or SLOW mean race reaction times.

The scenario tests (test_rules_play.py, test_rules_actions.py, test_rules_cheating.py,
test_rules_scoring.py) hold one Arrange-Act-Assert scenario per rule of Mogel Motte, on
hand-set tables.  Every docstring names the rule text it checks: seed 001 is the German
rulebook (the default reading), seed 000 the English manual; the section is the rulebook's
heading.  Seats: 0 = Ada, 1 = Bo, 2 = Cy, 3 = Di; "left" of a seat is seat + 1.  Unless a
test says otherwise Di holds the Guard Bug, and every seat keeps at least one card so that a
round does not end by accident.
"""

from __future__ import annotations

import gc
import os
import shutil
import signal
import tempfile
import threading
import time
import weakref
from collections import deque
from contextlib import contextmanager
from pathlib import Path
from typing import Dict, Iterable, List, Mapping, Optional, Sequence

import pytest

import mogel
from mogel.runtime.events import Decision, Event
from mogel.play.scenario import FirstOption, Scenario

ADA, BO, CY, DI = 0, 1, 2, 3

# 001 "Rundenwertung": number card 1, action card 5, moth 10 minus points.
PENALTY = {"number": 1, "spider": 5, "mosquito": 5, "cockroach": 5, "ant": 5, "moth": 10}

FAST, SLOW = 0.1, 10.0          # mean race reaction times (s): 40 standard deviations apart


def face_option(view, decision: Decision, answer):
    """A scripted answer as an option: "spider 3" -> the id of a card of that face."""
    if not isinstance(answer, str) or decision.kind == "react":
        return answer
    kind, _, value = answer.rpartition(" ")
    for option in decision.options:
        if option is not None and view.face(option) == (kind, int(value)):
            return option
    raise AssertionError(f"'{answer}' is not an option of {decision}")


class Scripted(FirstOption):
    """Answers the decision kinds in `script` from its lists, in order; else FirstOption.

    script: {"cheat": ["moth 1"], "accuse": [1], "give_to": [2], ...}; faces are mapped to
    card ids of the decision's options.  Settings (attention, reaction ...) as for any Agent.
    """

    def __init__(self, script: Optional[Mapping[str, Sequence]] = None, **settings):
        super().__init__(**settings)
        self.script = {kind: deque(answers) for kind, answers in (script or {}).items()}

    def decide(self, view, decision, rng):
        queue = self.script.get(decision.kind)
        if queue:
            return face_option(view, decision, queue.popleft())
        return super().decide(view, decision, rng)


class Table(Scenario):
    """A Scenario that also remembers how events and answered decisions interleave."""

    def __init__(self, rules, players=4, **kwargs):
        super().__init__(rules, players, **kwargs)
        self._stamps: List[tuple] = []          # (decisions answered before it, event)
        self.engine.on_event = lambda ev: self._stamps.append((len(self.decisions), ev))

    def face(self, card: int) -> str:
        kind, value = self.program.deck.face(card)
        return f"{kind} {value}"

    def sequence(self, since: Optional[str] = None) -> list:
        """Events and answered (Decision, answer) pairs, in the order they happened; with
        `since`, only what came after the last event of that kind (say "turn")."""
        out, done = [], 0
        for stamp, ev in self._stamps:
            out.extend(self.decisions[done:stamp])
            done = stamp
            if ev.kind == since:
                out = []
            else:
                out.append(ev)
        out.extend(self.decisions[done:])
        return out

    def asked(self, kind: str, seat: Optional[int] = None) -> List[Decision]:
        """The decisions of `kind` (of `seat`) asked so far."""
        return [d for d, _ in self.decisions if d.kind == kind and (seat is None or d.seat == seat)]

    def option_faces(self, decision: Decision) -> set:
        """The faces a card decision offers (None for 'decline')."""
        return {None if o is None else self.face(o) for o in decision.options}

    def moved_faces(self, events: Iterable[Event], kind: str) -> List[str]:
        return [self.face(card) for ev in events if ev.kind == kind for card, _, _ in ev.moves]


def of_kind(events: Iterable[Event], kind: str) -> List[Event]:
    return [ev for ev in events if ev.kind == kind]


def reactions(*slow: int) -> dict:
    """Agent settings: the seats in `slow` react in SLOW seconds on average, the rest in FAST."""
    return {seat: {"reaction": SLOW if seat in slow else FAST} for seat in range(4)}


def pytest_configure(config):
    """The checked-rules cache of this test run in a folder of its own (mogel.check.cache),
    set before any test module is read: the tests neither read nor fill the user's cache, and
    the worker processes and notebooks they start inherit the folder."""
    config.mogel_cache = tempfile.mkdtemp(prefix="mogel-cache-")
    os.environ["MOGEL_CACHE_DIR"] = config.mogel_cache
    os.environ.pop("MOGEL_CACHE", None)


def pytest_unconfigure(config):
    shutil.rmtree(getattr(config, "mogel_cache", ""), ignore_errors=True)


@pytest.fixture(scope="session")
def rules():
    """The packaged Mogel Motte rules (rules.mm)."""
    return mogel.load_rules()


@pytest.fixture
def table(rules):
    """Factory: a 4-seat table with the given hands, piles, guard and scripted seats.

    hands / hidden: {seat: [faces]}; discard / draw: faces, last on top; guard: a seat;
    scripts: {seat: script}; settings: {seat: {"attention": .., "reaction": ..}};
    with_rules: other rules than rules.mm.
    """
    def build(hands: Optional[Dict[int, Sequence[str]]] = None, discard: Sequence[str] = (),
              draw: Sequence[str] = (), guard: int = DI, hidden: Optional[Dict[int, Sequence[str]]] = None,
              scripts: Optional[Dict[int, Mapping]] = None, settings: Optional[Dict[int, Mapping]] = None,
              players: int = 4, seed: int = 0, with_rules=None) -> Table:
        scripts, settings = scripts or {}, settings or {}
        agents = [Scripted(scripts.get(seat), **settings.get(seat, {})) for seat in range(players)]
        t = Table(with_rules or rules, players, seed=seed, agents=agents)
        for seat, faces in (hands or {}).items():
            t.hand(seat, *faces)
        for seat, faces in (hidden or {}).items():
            t.place("hidden", faces, seat)
        if discard:
            t.pile("discard", *discard)
        if draw:
            t.pile("draw", *draw)
        t.role("guard", guard)
        return t
    return build


@contextmanager
def hard_limit(seconds: int = 10):
    """Turn a hang into a TimeoutError, and so a failure (Unix main thread only; elsewhere a no-op)."""
    if not hasattr(signal, "SIGALRM") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(*_):
        raise TimeoutError(f"no answer within {seconds} s: a hang")
    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def engine_freed(games: list) -> bool:
    """Whether the engine of the one game in `games` is freed when the list lets it go, with the
    cyclic collector off: no reference cycle keeps a finished game and its events alive (the
    caller holds the game only in `games`)."""
    engine = weakref.ref(games[0].engine)
    gc.disable()
    try:
        games.clear()
        return engine() is None
    finally:
        gc.enable()


def run_cli(capsys, *argv):
    """(exit code, stdout, stderr) of `mogel ARGV` run in this process (mogel.cli.commands.main), each
    argument given as str(); never a traceback in the output."""
    from mogel.cli.commands import main

    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def wait_for_first_rows(proc, folder: Path, seconds: float = 60) -> None:
    """Wait until a running `mogel simulate --out` has written rows to its temporary file: then
    its workers are playing (a chunk came back), and have set their own signal handling."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"mogel simulate ended (exit code {proc.returncode}) before writing rows: "
                                 f"{proc.stderr.read()}")
        if any(p.stat().st_size for p in folder.glob(".results.csv.*.tmp")):
            return
        time.sleep(0.2)
    raise AssertionError(f"no rows were written within {seconds} s")
