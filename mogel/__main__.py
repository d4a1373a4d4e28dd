"""`python -m mogel` and the `mogel` console script: the command line of mogel.cli.

Imports the command line only inside `run()`, so that Ctrl-C while Python is still loading
it (lark, the rules model ...) is the same one line and exit code 130 as Ctrl-C later.
"""

from __future__ import annotations

import sys


def run() -> None:
    """Run `mogel` with sys.argv and exit with its code (130 after Ctrl-C)."""
    try:
        from .cli import main

        code = main()
    except KeyboardInterrupt:
        print("mogel: interrupted", file=sys.stderr)
        code = 130
    sys.exit(code)


if __name__ == "__main__":
    run()
