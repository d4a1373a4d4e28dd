"""Every notebook in notebooks/ runs top to bottom without a person (nbclient) and is stored
without outputs (how long each takes -- the lesson's target is under 60 s -- is a figure of
`python bench/notebooks.py`, not asserted here: speed lives in bench/).  Notebook 08 needs the rl and sim extras: skipped without
them, except in CI (CI=true), where a missing one fails."""

from __future__ import annotations

import importlib
import json
import os
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("*.ipynb"))
EXPECTED = ["01_meet_the_rules", "02_step_through_a_game", "03_cheats_and_catches", "04_house_rules_lab",
            "05_write_your_own_card", "06_play_against_the_bots", "07_bluffing_with_mogelei",
            "08_agents_and_environments"]
NEEDS = {"08_agents_and_environments": ("pettingzoo", "pyspiel", "scipy")}   # beyond the notebook extra
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")
PROBES = {"08_agents_and_environments": "print(searched.to_json(orient='records'))"}   # what a test reads
RUNS = {}   # path -> the executed notebook: each notebook runs once a session


def test_the_lesson_has_its_eight_notebooks():
    assert [p.stem for p in NOTEBOOKS] == EXPECTED


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_is_stored_without_outputs(path):
    book = nbformat.read(path, as_version=4)
    for cell in book.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{path.name}: clear the outputs"


def executed(path: Path):
    """The notebook at `path` run top to bottom by nbclient: run once a
    session, for every test that reads it; skipped (failed in CI) without its extras.  A
    notebook of PROBES gets one more cell at its end, printing what a test reads."""
    for module in NEEDS.get(path.stem, ()):
        importlib.import_module(module) if IN_CI else pytest.importorskip(module)
    if path not in RUNS:
        book = nbformat.read(path, as_version=4)
        if path.stem in PROBES:
            book.cells.append(nbformat.v4.new_code_cell(PROBES[path.stem]))
        client = nbclient.NotebookClient(book, kernel_name="python3", timeout=120,
                                         resources={"metadata": {"path": str(path.parent)}})
        client.execute()                      # raises CellExecutionError on the first failing cell
        RUNS[path] = book
    return RUNS[path]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebook_runs_headless(path):
    book = executed(path)
    errors = [o for c in book.cells for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors
    widgets = [o for c in book.cells for o in c.get("outputs", [])
               if "application/vnd.jupyter.widget-view+json" in o.get("data", {})]
    assert widgets, f"{path.name} shows no widget"          # every notebook has something to click


def test_notebook_08_says_what_its_mcts_table_shows():
    """The MCTS section plays enough games for intervals, beside a random seat 0 and the bots,
    scores a shared win 1/k (more than a loss, less than a win), and its text's claims hold
    for the table it shows: clairvoyant MCTS's interval overlaps the random agent's, the
    random agent's lies above 1/3, the honest bot's below the random agent's; the fair search
    bot scores below the random agent, their intervals overlapping, and close to the sneaky bot."""
    path = next(p for p in NOTEBOOKS if p.stem == "08_agents_and_environments")
    book = executed(path)
    wilson = importlib.import_module("mogel.lab").wilson
    table = {row["seat 0"]: row for row in json.loads(book.cells[-1].outputs[0]["text"])}
    words = " ".join(" ".join(c.source.split()) for c in book.cells if c.cell_type == "markdown")

    assert list(table) == ["MCTS (clairvoyant)", "random", "honest bot", "sneaky bot", "search bot (fair)"]
    for row in table.values():
        games, alone, shared = row["games"], row["won alone"], row["shared a win"]
        assert games == 20
        assert alone / games <= row["score"] <= (alone + shared / 2) / games
        assert (row["low"], row["high"]) == pytest.approx((wilson(alone, games)[1], wilson(alone + shared, games)[2]))
    assert any(0 < row["shared a win"] and row["won alone"] / 20 < row["score"] < (row["won alone"] +
               row["shared a win"]) / 20 for row in table.values())
    mcts, rand, honest = table["MCTS (clairvoyant)"], table["random"], table["honest bot"]
    assert "Clairvoyant MCTS did not clearly beat a *random* seat 0: their intervals overlap widely" in words
    assert mcts["low"] < rand["high"] and rand["low"] < mcts["high"]
    assert "the random agent scores more than 1/3 (its whole interval lies above)" in words and rand["low"] > 1 / 3
    assert "the honest bot in seat 0 does worst, its interval below the random agent's" in words
    assert honest["high"] < rand["low"] and honest["score"] == min(row["score"] for row in table.values())
    search, sneaky = table["search bot (fair)"], table["sneaky bot"]
    assert "The fair **search bot** did not clearly beat the random agent either: it scored less, but their " \
           "intervals overlap" in words
    assert search["score"] < rand["score"] and search["low"] < rand["high"] and rand["low"] < search["high"]
    assert "it scored close to the sneaky bot: their intervals overlap widely" in words
    assert abs(search["score"] - sneaky["score"]) < 0.1 and search["low"] < sneaky["high"] - 0.2 \
        and sneaky["low"] < search["high"] - 0.2
    assert "**This MCTS bot is clairvoyant.** It searches the game's *true* state" in words
    assert "that tensor is the seat's observation *now*" in words and "it is not perfect recall" in words
