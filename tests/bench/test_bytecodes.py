"""bench/bytecodes.py counts the bytecodes and calls of the functions a workload runs, and the
same games give the same counts."""

from __future__ import annotations

import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
if str(BENCH) not in sys.path:
    sys.path.insert(0, str(BENCH))

import bytecodes  # noqa: E402


def _twice(n):
    return [_add(i) for i in range(n)]


def _add(i):
    return i + 1


def test_it_counts_each_call_and_more_bytecodes_for_more_work():
    few_ops, few_calls = bytecodes.count(lambda: _twice(2))
    many_ops, many_calls = bytecodes.count(lambda: _twice(20))
    add = ("_add", "test_bytecodes.py", _add.__code__.co_firstlineno)
    assert few_calls[add] == 2 and many_calls[add] == 20
    assert many_ops[add] == 10 * few_ops[add] > 0


def test_the_engine_and_the_reference_are_counted_the_same_way_twice(capsys):
    assert bytecodes.main(["--games", "1", "--top", "3"]) == 0
    first = capsys.readouterr().out
    assert "simulate: 1 games, 4 rounds:" in first and "reference: 1 games, 4 rounds:" in first
    assert "times the reference's bytecodes a round" in first
    bytecodes.main(["--games", "1", "--top", "3"])
    assert capsys.readouterr().out == first
