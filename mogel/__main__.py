"""`python -m mogel` and the `mogel` console script: the command line of mogel.cli.commands.

Imports the command line only inside `run()`, so that Ctrl-C while Python is still loading
it (lark, the rules model ...) is the same one line and exit code 130 as Ctrl-C later.
SIGTERM (`kill`, `timeout`) and SIGHUP (the terminal closed) end the command the same way, with
exit code 143 and 129, after the cleanups that Ctrl-C runs (no temporary file is left behind; a
seat's game is saved with --save, mogel.cli.seat).  Both are said in the
language the command line asks for (`--lang de`: "mogel: abgebrochen"), read from the raw
arguments since they may come before argparse has read them.
"""

from __future__ import annotations

import signal
import sys

from .cli.text import ERRORS, Terminated, argv_lang


SET = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))   # what run() sets


def _terminate(signum, frame):
    raise Terminated(signum)


def run() -> None:
    """Run `mogel` with sys.argv and exit with its code (`_run`).  The signal handlers it sets are
    put back as they were when it returns, so that a program calling it in-process (a test) is
    not left raising `Terminated` at a later SIGTERM."""
    before = {sig: signal.getsignal(sig) for sig in SET}
    try:
        _run()
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler if handler is not None else signal.SIG_DFL)   # None: set outside Python


def _run() -> None:
    """Run `mogel` with sys.argv and exit with its code (130 after Ctrl-C, 143 after SIGTERM, 129
    after SIGHUP; a SIGHUP ignored where mogel starts, as under nohup, stays ignored)."""
    signal.signal(signal.SIGTERM, _terminate)
    if hasattr(signal, "SIGHUP") and signal.getsignal(signal.SIGHUP) is not signal.SIG_IGN:   # not Windows
        signal.signal(signal.SIGHUP, _terminate)
    errors = ERRORS[argv_lang(sys.argv[1:])]
    try:
        from .cli.commands import main

        code = main()
    except KeyboardInterrupt:
        print(errors["interrupted"], file=sys.stderr)
        code = 130
    except Terminated as stop:
        print(errors[stop.key], file=sys.stderr)
        code = stop.code
    sys.exit(code)


if __name__ == "__main__":
    run()
