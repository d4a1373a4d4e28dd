"""The `mogel` command: check a rules file, play a game between bots (RULES or --game NAME).

    mogel check [RULES | -] [--variant NAME ...] [--define NAME=VALUE ...] [--notes] [--lang en|de]
    mogel play [RULES] [--players N] [--seed S] [--bots random,honest,sneaky] [--log FILE] [--save FILE] [--seat N (yours)]
               [--variant NAME ...] [--define NAME=VALUE ...] [--lang en|de] [--oldest SEAT] [--quiet]
    mogel variants [RULES] [--lang en|de]
    mogel games [--lang en|de]
    mogel replay FILE [--rules RULES | --game NAME] [--lang en|de] [--quiet] [--seat N | --all]
    mogel play ... --stop-after N --save FILE           # a game in progress, saved (after N rounds, hands ...)
    mogel resume FILE [--rules RULES | --game NAME] [--lang en|de] [--quiet] [--log FILE] [--save FILE2] [--stop-after N] [--seat N]
    mogel simulate [RULES] [--games N] [--seed S] [--variant NAME ...] [--define NAME=VALUE ...]
                   [--bots ...] [--players N] [--workers W] [--out results.csv|results.parquet] [--lang en|de]
    mogel app [RULES | --game NAME] [--port N] [--lang en|de]   # notebook 06 as a web page (mogel.cli.app)

Exit codes: 0 ok, 1 the rules (or a saved file) are wrong, 2 the command line is wrong.
Rules with errors are told by every command as `mogel check` tells them: the messages, then
"1 error" (the count).  Errors are printed as messages, never as tracebacks; a game the rules
stop shows the rules line and a caret under the place, as the checker's messages do, after the
narration of what led there (its last sentences: mogel.cli.progress).
"""

from __future__ import annotations

import importlib.util
import os
import secrets
import shlex
import sys
import warnings
from pathlib import Path
from typing import List, Optional

from .arguments import UsageError, parser, stop_after, told_as_saved
from .hints import saved_with, seated_bots, stopped, unknown_variant, unreplayable
from .streams import STDERR, STDOUT, drop, fitted, flush, lost, plain_streams, say
from .text import ERRORS, MESSAGES, argv_lang, counted
from ..errors import MogelError, RulesError, RulesRuntimeError, SavedGameError, UnknownVariantError
from ..play.game import Game
from ..check.files import (EMPTY_NAME, UnknownGameError, game_path, read_stream, read_text, shipped_games,
                           special_file)
from ..check.loader import check_source, default_rules_path, load_rules, variants_alone, with_defines
from ..check.overrides import DefineError, told as led_by_defines
from ..check.variants import described
from ..present.log import HEAD_BYTES, LOG_KIND, output_problem, standard_stream
from .progress import checked_stop, played, print_scores, resumed, seated, tell_replayed
from ..play.record import SAVED_KIND


def _rules_path(value: Optional[str], game: Optional[str] = None) -> Path:
    """The rules file named on the command line, or the shipped game of `--game` (default: the
    packaged rules.mm).  An empty name, or a file and --game together, is a UsageError (exit
    code 2); an unknown game is one too, naming the shipped games; a saved game or a log given
    instead is a MogelError that says to replay it."""
    if game is not None:
        if value is not None:
            raise UsageError(f"give a rules file or --game, not both ({value} and --game {game})")
        try:
            return game_path(game)
        except UnknownGameError as err:   # a name not shipped: the command line is wrong (a broken
            raise UsageError(str(err)) from None   # shipped file stays a MogelError: exit code 1)
    if value == "":   # `mogel check "$FILE"` with FILE unset: a wrong command line, not the packaged rules
        raise UsageError(EMPTY_NAME)
    path = Path(value) if value is not None else default_rules_path()
    if special_file(path) is not None:
        return path   # a named pipe: not opened here, reading it says what it is (mogel.check.files.read_text)
    try:
        with open(path, "rb") as given:
            head = given.read(HEAD_BYTES)
    except OSError:
        return path   # reading it again says what is wrong (mogel.check.files.read_text)
    for what, looks_like in (SAVED_KIND, LOG_KIND):
        if looks_like(head, path):
            raise MogelError(f"{value or path}: this is {what}, not a rules file: replay it with "
                             f"mogel replay {shlex.quote(str(value or path))}")
    return path


def _output(value: Optional[str], option: str, rules_path: Path, endings=(), kind=None) -> None:
    """Refuse, before anything is played, an output file that cannot be written, would
    overwrite the rules file being read, or would replace a file of another kind (`kind`)."""
    if value is None:
        return
    problem = output_problem(value, endings, kind)
    if problem is not None:
        raise UsageError(f"{option} {value}: {problem}" if value else f"{option} {problem}")
    path = Path(value)
    if path.exists() and rules_path.exists() and path.resolve() == rules_path.resolve():
        raise UsageError(f"{option} {value}: that is the rules file being played")


STDIN_NAME = "stdin"   # how messages tell rules read from standard input (`mogel check -`)


def cmd_check(args) -> int:
    """Print the checker's messages (errors on stderr) in the session's language, then "ok" or the
    number of errors: the same lines in English and German.  A byte that is
    not UTF-8 is one of those errors; a file that cannot be read at all is a MogelError (one
    line, no count).  The rules file `-` is standard input, told as `stdin` (`... | mogel check -`).
    `--define NAME=VALUE` checks the text with those defines set, as `play` and `simulate` play it."""
    stdin = args.rules == "-" and args.game is None
    path = None if stdin else _rules_path(args.rules, args.game)
    file = STDIN_NAME if stdin else _told(args, path)
    try:
        text = read_stream(sys.stdin.buffer, STDIN_NAME) if stdin else read_text(path)
        text = with_defines(text, file, dict(args.define)) if args.define else text   # as play sets them
    except RulesError as err:   # a byte that is not UTF-8 (saved as Latin-1, say), a text --define cannot parse
        rules, diagnostics = None, list(err.diagnostics)
    else:
        rules, diagnostics = check_source(text, file, args.variant)
        diagnostics = led_by_defines(diagnostics, dict(args.define))   # "with NAME = VALUE: ..."
    for d in [d for d in diagnostics if d.severity != "note" or args.notes]:
        say(d.render(args.lang), error=d.severity == "error")
    if rules is None:
        errors = sum(d.severity == "error" for d in diagnostics)
        say(counted(args.lang, errors, "error"), error=True)
        return 1
    say("ok")
    return 0


def _outputs(args, path: Path) -> None:
    if args.log and args.save and Path(args.log).resolve() == Path(args.save).resolve():
        raise UsageError(f"--log and --save both name {args.save}: give two files")
    _output(args.log, "--log", path, kind=LOG_KIND)
    _output(args.save, "--save", path, kind=SAVED_KIND)


def cmd_play(args) -> int:
    path = _rules_path(args.rules, args.game)
    stop = stop_after(args)
    _outputs(args, path)
    rules = load_rules(path, file=_told(args, path), variants=args.variant, defines=dict(args.define))
    agents = seated_bots(args.bots, args.players, rules, person=args.seat is not None)
    agents = seated(agents, args.seat)
    if args.oldest is not None and not 0 <= args.oldest < len(agents):
        raise UsageError(f"--oldest must be a seat from 0 to {len(agents) - 1}, not {args.oldest}")
    try:
        game = Game(rules, agents, seed=_seed(args), oldest=args.oldest or 0)
    except MogelError as err:
        raise UsageError(str(err)) from None
    return played(game, args, checked_stop(game, stop, _told(args, path)))


def _seed(args) -> int:
    """The seed of `mogel play`: --seed; without it 0 for a game of bots (the same game each time,
    to study), a fresh one from the system's randomness for a person's seat (the seed fixes every
    deal: a seat must neither know it nor meet the same deal each time; mogel.cli.progress tells
    it once the game is over, and --save keeps it)."""
    if args.seed is not None:
        return args.seed
    return 0 if args.seat is None else secrets.randbelow(10 ** 9)


def cmd_resume(args) -> int:
    """Go on with a game saved in progress (mogel.cli.progress): checked as `mogel replay` checks
    it, then played on by the same bots with the same chance."""
    if not args.file:
        raise UsageError("the name of the saved game is empty: give the file mogel play --stop-after N --save wrote")
    stop = stop_after(args)
    game = resumed(args.file, _replay_rules(args), args.seat)
    stop = checked_stop(game, stop, args.file)
    _outputs(args, Path(game.rules.file))
    return played(game, args, stop, start=len(game.events))


def _replay_rules(args) -> Optional[str]:
    """The rules to replay or resume a saved game with: --rules, the file of the shipped game
    of --game, or None (the ones the game names).  Both, an empty --rules or an unknown game
    is a UsageError."""
    if args.rules == "":
        raise UsageError(EMPTY_NAME)
    if args.game is None:
        return args.rules
    if args.rules is not None:
        raise UsageError(f"give --rules or --game, not both (--rules {args.rules} and --game {args.game})")
    try:
        return str(game_path(args.game))
    except UnknownGameError as err:
        raise UsageError(str(err)) from None


def cmd_replay(args) -> int:
    """Re-run a saved game (or a --log file) and check it gives exactly the same events; an empty
    name of the file or of --rules is a UsageError (exit code 2)."""
    from ..play.replaying import replay_file

    if not args.file:
        raise UsageError("the name of the saved game is empty: give the file mogel play --save (or --log) wrote")
    game = replay_file(args.file, _replay_rules(args))
    if not args.quiet:
        tell_replayed(game, args)
    print_scores(game, args.lang)
    key = "replayed" if game.finished else "replayed_in_progress"
    seats = [seat for seat, agent in enumerate(game.agents) if agent.name == "human"]   # a person's, as saved
    say(MESSAGES[args.lang][key].format(events=counted(args.lang, len(game.events), "event"),
                                        decisions=counted(args.lang, len(game.decisions), "decision"),
                                        path=args.file, quoted=saved_with(args.file, args) +
                                        "".join(f" --seat {seat}" for seat in seats[:1])))   # as resume asks
    return 0


def cmd_simulate(args) -> int:
    import time

    try:   # the table simulate makes needs pandas: told before any game is played, without importing it here
        if importlib.util.find_spec("pandas") is None:
            raise ImportError(name="pandas")
        from ..lab import simulate
        from ..lab.files import ENDINGS, RESULTS_KIND
        from ..lab.tally import Tally
    except ImportError as err:
        raise MogelError(f"mogel simulate needs the sim extra ({err.name} is missing): pip install "
                         f"\"mogel[sim]\" (in a clone of mogel: pip install \".[sim]\")") from None

    if args.games < 1:
        raise UsageError(f"--games must be a positive number, not {args.games}")
    if args.workers is not None and args.workers < 1:
        raise UsageError(f"--workers must be a positive number, not {args.workers}")
    if args.seed < 0:   # refused as `mogel play --seed` (mogel.Game) and mogel.simulate() refuse it
        raise UsageError(f"the seed must be a whole number from 0 up, not {args.seed}")
    path = _rules_path(args.rules, args.game)
    _output(args.out, "--out", path, ENDINGS, RESULTS_KIND)
    rules = load_rules(path, file=_told(args, path), variants=args.variant, defines=dict(args.define))
    bots = seated_bots(args.bots, args.players, rules)
    tally = Tally(len(bots), rules)
    start = time.perf_counter()
    with warnings.catch_warnings():   # games that did not finish are told below, in the summary's language
        warnings.simplefilter("ignore", RuntimeWarning)
        frame = simulate(rules, bots=bots, games=args.games, seed=args.seed, workers=args.workers, out=args.out,
                         keep=False, on_chunk=tally.add, progress=args.progress or None)   # None: no bar off a terminal
    say(*tally.lines(args.games - len(frame.attrs["unfinished"]), args.seed, args.variant,
                     time.perf_counter() - start, args.lang, defines=dict(args.define)), sep="\n")
    if frame.attrs["unfinished"]:
        first, count = frame.attrs["unfinished"][0], len(frame.attrs["unfinished"])
        say(MESSAGES[args.lang]["unfinished_one" if count == 1 else "unfinished"].format(
            count=counted(args.lang, count, "game"), game=first["game"], message=first["message"]))
    if args.out and standard_stream(args.out) is None:   # rows on stdout (/dev/stdout): no line, as for --log
        say(MESSAGES[args.lang]["results"].format(path=args.out))
    return 0


def cmd_variants(args) -> int:
    """One variant per line: its name and description.  Rules one variant of which does not check
    are listed too, each such variant marked with its first error, before the errors are told."""
    path = _rules_path(args.rules, args.game)
    try:
        rules, broken = load_rules(path, file=_told(args, path)), {}
    except RulesError:
        listed = variants_alone(path, _told(args, path))
        if listed is None:   # the rules themselves do not check
            raise
        rules, broken = listed
        _list_variants(rules, broken, args.lang)
        raise
    if not rules.variants:
        say(MESSAGES[args.lang]["no_variants"])
        return 0
    _list_variants(rules, broken, args.lang)
    return 0


def _list_variants(rules, broken: dict, lang: str) -> None:
    width = max(len(name) for name in rules.variants)
    for name, variant in rules.variants.items():
        errors = broken.get(name)
        marked = MESSAGES[lang]["variant_broken"].format(line=errors[0].span.line, error=errors[0].text(lang)) \
            if errors else ""
        say(f"{name:<{width}}  {described(variant, lang)}{marked}")


def cmd_games(args) -> int:
    """One shipped game per line: its name (what --game takes), its title in the session's
    language and how many play it."""
    from ..language.model import display_name

    lines = []
    for name, path in shipped_games().items():
        rules = load_rules(path, file=path.name)
        low, high = rules.game.players
        only = getattr(rules.game.players, "only", ())   # `players: 2 or 4` (model.PlayerCounts)
        title = display_name(rules.game.names, args.lang, name)
        players = counted(args.lang, low, "player") if low == high else \
            MESSAGES[args.lang]["players_or"].format(counts=", ".join(map(str, only[:-1])), last=only[-1]) if only \
            else MESSAGES[args.lang]["players"].format(low=low, high=high)
        lines.append((name, title, players))
    width = max(len(name) for name, _, _ in lines)
    for name, title, players in lines:
        say(f"{name:<{width}}  {title}, {players}")
    return 0


def _told(args, path: Path) -> Optional[str]:
    """The name messages and events tell the rules file by: as given, or a shipped file's own name."""
    return args.rules if args.rules is not None else path.name


def cmd_compile(args) -> int:
    """Print the Python the rules (`-`: standard input) become (with --lab: its lab twin, as mogel
    simulate runs it: for bots answered at once unless a part's length is counted in decisions,
    mogel.lab.rows), highlighted on a terminal unless --plain (mogel.present.show); with --define
    NAME=VALUE, of the rules with those defines set."""
    from ..lab.rows import level_plan
    from ..present.show import generated_source

    if args.rules == "-" and args.game is None:   # standard input, told as `stdin`, as `mogel check -` reads it
        rules = load_rules(text=read_stream(sys.stdin.buffer, STDIN_NAME), file=STDIN_NAME, variants=args.variant,
                           defines=dict(args.define))
    else:
        path = _rules_path(args.rules, args.game)
        rules = load_rules(path, file=_told(args, path), variants=args.variant, defines=dict(args.define))
    colour = not args.plain and sys.stdout.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"
    at_once = args.lab and level_plan(rules)[2] != "decision"   # what simulate's bots run (game_rows)
    say(generated_source(rules, colour=colour, lab=args.lab, at_once=at_once))
    return 0


def cmd_app(args) -> int:
    """Serve notebook 06 with the rules file RULES or the game of --game (an unknown one, or
    both, is a UsageError; a rules file with errors is told as `check` tells it) until Ctrl-C."""
    from .app import serve

    path = _rules_path(args.rules, args.game)
    if args.rules is None:
        return serve(args.game, args.port, args.lang)
    load_rules(path, file=_told(args, path))   # its errors before anything starts
    return serve(None, args.port, args.lang, rules=path)


COMMANDS = {"check": cmd_check, "play": cmd_play, "replay": cmd_replay, "resume": cmd_resume, "simulate": cmd_simulate,
            "variants": cmd_variants, "games": cmd_games, "app": cmd_app, "compile": cmd_compile}


def main(argv: Optional[List[str]] = None) -> int:
    """Run the command line (default: sys.argv[1:]); returns the exit code, or raises
    SystemExit(2) for arguments argparse refuses.  Errors are printed in the language of
    `--lang`: German ones announce the English message ("Meldung auf Englisch: ...").
    Characters the encoding of stdout or stderr lacks are written in plain letters
    (mogel.cli.streams.plain_streams, for the rest of the process); stdout is flushed before
    returning, so that a full disk is told ("standard output: No space left on device").
    Standard output that fails (a full disk, the reader of `| head` gone) does not stop the
    command: its files (--save, --log, --out) are written all the same; then a full disk is told
    with exit code 1, a reader gone with none (the command's own code, as any Unix filter)."""
    plain_streams()
    lost(forget=True)
    argv = sys.argv[1:] if argv is None else argv
    args = parser(argv_lang(argv)).parse_args(argv)
    told_as_saved(args)
    errors = ERRORS[args.lang]
    code = _run(args, errors)
    flush()
    unwritten = lost()   # standard output failed on the way: the command went on without it
    return (_unwritten(unwritten, errors) or code) if unwritten is not None else code


def _run(args, errors: dict) -> int:
    """Run the command `args` asks for; its exit code, after printing its error if any."""
    try:
        return COMMANDS[args.command](args)
    except (UsageError, UnknownVariantError, DefineError) as err:
        told = unknown_variant(err, args) if isinstance(err, UnknownVariantError) else err
        print(fitted(errors["usage"].format(error=told), sys.stderr), file=sys.stderr)
        return 2
    except RulesError as err:
        print(fitted(err.render(args.lang), sys.stderr), counted(args.lang, len(err.errors), "error"), sep="\n",
              file=sys.stderr)   # as `mogel check` tells them: the messages, then how many errors
        return 1
    except RulesRuntimeError as err:
        print(fitted(stopped(errors, err, args), sys.stderr), file=sys.stderr)
        return 1
    except SavedGameError as err:
        print(fitted(unreplayable(errors, err, args), sys.stderr), file=sys.stderr)
        return 1
    except MogelError as err:
        print(fitted(errors["failed"].format(error=err), sys.stderr), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(errors["interrupted"], file=sys.stderr)
        return 130
    except OSError as err:
        return _unwritten(err, errors)


def _unwritten(err: OSError, errors: dict) -> int:
    """Tell a file (or standard output) that could not be read or written: exit code 1; a reader
    of stdout or stderr that is gone (`mogel play | head`) is no error (0, as for any filter)."""
    if err.filename in (STDOUT, STDERR):
        drop(err.filename)
        if isinstance(err, BrokenPipeError):
            return 0
    where = f"{err.filename}: " if err.filename else ""
    print(errors["failed"].format(error=f"{where}{err.strerror}"), file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
