"""Results files of the simulation lab: rows streamed to a .csv or .parquet file, chunk by chunk.

The file is written through a temporary file in the same folder, created before the first
game is played (so an unwritable place is refused at once) and renamed over the target at
the end; an interrupted run leaves the target as it was and no temporary file behind.  The
process's own standard output or error (/dev/stdout, /dev/fd/2, whatever its name's ending)
takes the rows as CSV, written to it at the end of the run from a temporary file in the
system's temporary folder, as mogel.present.log.write_atomic writes a log there.
"""

from __future__ import annotations

import importlib
import os
import tempfile
from pathlib import Path

from ..errors import MogelError
from ..present.log import file_mode, output_problem, standard_stream, write_atomic

ENDINGS = (".csv", ".parquet")
# The columns of a results table and their pandas dtypes (mogel.lab.rows fills them; mogel.lab.runs
# says what each means).  The first 14 are those of the tables written before the lab knew levels
# and claims (FIRST_COLUMNS), all but the last those before it counted forced bluffs caught: a file
# of either is a results table too, which --out may replace.
DTYPES = {"game": "int64", "round": "int64", "seat": "int64", "bot": "str", "points": "int64",
          "total": "int64", "went_out": "bool", "game_winner": "bool", "turns": "int64", "cheats": "int64",
          "caught": "int64", "wrong_accusations": "int64", "actions": "int64", "reshuffles": "int64",
          "level": "str", "length": "int64", "length_unit": "str", "round_level": "str", "round_count": "int64",
          "bluffs": "int64", "forced_bluffs": "int64", "forced_caught": "int64"}
COLUMNS = list(DTYPES)
FIRST_COLUMNS = COLUMNS[:14]
EARLIER_COLUMNS = (FIRST_COLUMNS, COLUMNS[:-1])   # the tables of earlier mogels: before levels, before forced_caught
ROW_GROUP = 100_000   # rows per parquet row group: the writer keeps each group's metadata until the end


def _is_results(head: bytes, path: Path) -> bool:
    """A CSV file whose first line is our header, or a Parquet file with our columns."""
    if head.startswith(b"PAR1"):
        parquet = need("pyarrow.parquet", "reading a .parquet file")
        try:
            return parquet.read_schema(path).names in (COLUMNS, *EARLIER_COLUMNS)
        except (OSError, ValueError):   # a damaged file (pyarrow's ArrowInvalid is a ValueError)
            return False
    first = head.decode("utf-8", "ignore").lstrip("\ufeff").split("\n", 1)[0].rstrip("\r")
    return first in {",".join(columns) for columns in (COLUMNS, *EARLIER_COLUMNS)}


RESULTS_KIND = ("a mogel results table", _is_results)   # what a results file may replace (mogel.present.log.Kind)


def need(module: str, what: str):
    """Import `module` of the sim extra, or raise a MogelError that says how to install it."""
    try:
        return importlib.import_module(module)
    except ImportError as err:
        raise MogelError(f"{what} needs {err.name}: pip install \"mogel[sim]\" "
                         f"(in a clone of mogel: pip install \".[sim]\")") from None


def empty_frame():
    """A results table with no rows, with the columns' dtypes."""
    pd = need("pandas", "simulate()")
    return pd.DataFrame({name: pd.Series(dtype=dtype) for name, dtype in DTYPES.items()})


class ResultsFile:
    """Appends DataFrame chunks to a .csv or .parquet file (chosen by the file's extension).

    path: a str or path-like; a leading "~" or "~user" is expanded to the home folder, as pandas
    does.  Raises MogelError, naming the path given, for a path that cannot take the file (a folder,
    a missing folder, a read-only file, a file that is not a results table -- so no other
    work is replaced --, a folder where nothing can be written) or when .parquet
    is asked for without pyarrow -- at construction, before anything is played.
    """

    def __init__(self, path):
        self.given = os.fspath(path) if isinstance(path, (str, os.PathLike)) else path
        if isinstance(self.given, bytes):
            self.given = os.fsdecode(self.given)
        target = os.path.expanduser(self.given) if isinstance(self.given, str) else self.given   # "~/r.csv"
        problem = output_problem(target, ENDINGS, RESULTS_KIND)
        if problem is not None:
            raise MogelError(f"out={self.given!r}: {problem}")
        self.stream = target if standard_stream(target) is not None else None   # /dev/stdout: CSV, at the end
        self.parquet = self.stream is None and target.lower().endswith(".parquet")
        if self.parquet:
            need("pyarrow.parquet", "writing a .parquet file")
        self.path = Path(target).resolve()   # a symbolic link is written through
        fd, self.tmp = self._guard(tempfile.mkstemp, prefix="mogel-results." if self.stream else f".{self.path.name}.",
                                   suffix=".tmp", dir=None if self.stream else self.path.parent)
        os.close(fd)
        self._first = True
        self._pq = None
        self._waiting, self._rows = [], 0   # parquet: chunks gathered into a row group of ROW_GROUP rows

    def _guard(self, fn, *args, **kwargs):
        """Call fn; an OSError becomes a MogelError naming the path given (not the temporary file)."""
        try:
            return fn(*args, **kwargs)
        except OSError as err:
            raise MogelError(f"{self.given}: cannot write: {err.strerror or err}") from None

    def write(self, frame) -> None:
        if self.parquet:
            self._waiting.append(frame)
            self._rows += len(frame)
            if self._rows >= ROW_GROUP:
                self._row_group()
        else:
            self._guard(frame.to_csv, self.tmp, mode="w" if self._first else "a", header=self._first,
                        index=False)
        self._first = False

    def _row_group(self) -> None:
        """Write the chunks gathered so far as one parquet row group."""
        pd = need("pandas", "writing a .parquet file")
        pa = need("pyarrow", "writing a .parquet file")
        pq = need("pyarrow.parquet", "writing a .parquet file")
        table = pa.Table.from_pandas(pd.concat(self._waiting, ignore_index=True), preserve_index=False)
        self._waiting, self._rows = [], 0
        if self._pq is None:
            self._pq = self._guard(pq.ParquetWriter, self.tmp, table.schema)
        self._guard(self._pq.write_table, table)

    def finish(self) -> None:
        """Close the file and rename it over the target (keeping the mode of a file it replaces;
        a new file gets the usual permissions)."""
        if self._first:
            self.write(empty_frame())
        if self._waiting:
            self._row_group()
        if self._pq is not None:
            self._guard(self._pq.close)
            self._pq = None
        if self.stream is not None:   # the rows to this process's own stream, then no temporary file
            with open(self.tmp, encoding="utf-8") as rows:
                text = rows.read()
            os.remove(self.tmp)
            write_atomic(self.stream, text)   # OSError "standard output" when it cannot be written
            return
        self._guard(os.chmod, self.tmp, file_mode(self.path))
        self._guard(os.replace, self.tmp, self.path)

    def discard(self) -> None:
        """Remove the temporary file if `finish` did not happen (the target is untouched)."""
        if self._pq is not None:
            self._pq.close()
            self._pq = None
        if os.path.exists(self.tmp):
            os.remove(self.tmp)
