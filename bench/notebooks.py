"""How long each notebook of notebooks/ takes to run top to bottom without a person (nbclient),
against the lesson's target of under 60 s a notebook (a class waits for it); the slowest cells
of each are named.  Seconds depend on the machine's load: run it on a quiet machine.

    python bench/notebooks.py [NAME ...]     # NAME: a notebook's file name without .ipynb
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import nbclient
import nbformat

FOLDER = Path(__file__).resolve().parent.parent / "notebooks"
TARGET = 60.0   # seconds a notebook


def timed(path: Path) -> tuple:
    """(seconds of the whole run, [(seconds, cell number, its first line), ...] slowest first)."""
    book = nbformat.read(path, as_version=4)
    client = nbclient.NotebookClient(book, kernel_name="python3", timeout=600,
                                     resources={"metadata": {"path": str(path.parent)}})
    cells = []
    start = time.monotonic()
    with client.setup_kernel():
        for index, cell in enumerate(book.cells):
            if cell.cell_type == "code":
                began = time.monotonic()
                client.execute_cell(cell, index)
                cells.append((time.monotonic() - began, index, (cell.source.splitlines() or [""])[0][:60]))
    return time.monotonic() - start, sorted(cells, reverse=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="notebooks to time (default: all)")
    args = parser.parse_args()
    paths = [FOLDER / f"{name}.ipynb" for name in args.names] or sorted(FOLDER.glob("*.ipynb"))
    for path in paths:
        seconds, cells = timed(path)
        verdict = "met" if seconds < TARGET else "MISSED"
        print(f"{path.stem}: {seconds:.1f} s (target < {TARGET:.0f} s: {verdict})")
        for cell_seconds, index, line in cells[:3]:
            print(f"    cell {index}: {cell_seconds:.1f} s  {line}")


if __name__ == "__main__":
    main()
