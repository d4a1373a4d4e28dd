"""The arguments of the `mogel` command (mogel.cli.commands runs them): one subcommand each for
check, compile, play, replay, resume, simulate, variants, games and app, with usage errors in the session's
language (exit code 2, one line, no usage block).
"""

from __future__ import annotations

import argparse
import re
from gettext import gettext

from ..agents import BOTS, SETTINGS
from ..agents.search import MOST_PLAYOUTS
from ..check.files import default_game
from ..errors import MogelError
from ..present.narrate import LANGUAGES
from ..errors import did_you_mean, told
from .text import ERRORS

DEFAULT_BOTS = ("random", "honest", "sneaky", "random")
BOTS_HELP = (f"comma-separated bots, at most one per seat, repeated round the table when fewer "
             f"(default: {','.join(DEFAULT_BOTS)}, of which a smaller table takes the first); "
             f"each one of {', '.join(BOTS)}, with settings after colons if you like, a setting after each colon: "
             f"sneaky:cheat_rate=0.3:attention=0.8 (settings: {', '.join(SETTINGS)}; "
             f"numbers from 0 to 1 such as 0.3, reaction 0.05 to 60 seconds); search thinks ahead by playing each option "
             f"out, search:playouts=32 sets how many playouts per decision (a whole number, 1 to {MOST_PLAYOUTS})")
GAME_HELP = "a game shipped with mogel instead of a rules file (mogel games lists them)"
REPLAY_GAME_HELP = "the rules of a game shipped with mogel instead of --rules (mogel games lists them)"
DEFINE_HELP = ("set a 'define NAME = N' of the rules file to another whole number for this run, "
               "e.g. --define catch_penalty_cards=3 (repeatable)")


class UsageError(Exception):
    """A bad command-line argument (exit code 2; mogel.cli.commands tells it)."""


SEAT_HOW = ("at each of your decisions it tells what you were told since your last one, shows your cards "
            "and the table as your seat sees them, and asks the question with its options numbered: type a "
            "number (or the start of an option's words) and Enter; ? or help shows the table again; q, quit, "
            "Ctrl-D or Ctrl-C stop the game, saved in progress with --save FILE (go on with: mogel resume FILE "
            "--seat N)")
SEAT_HELP = ("play seat N yourself at the terminal (0 is the first seat); the bots of --bots take the other "
             "seats, --players counts yours too (needs no extra; not with --stop-after: type q to stop)")

APP_PORT = 8866   # Voila's own default


def port_number(text: str) -> int:
    """`--port` of mogel app: a whole number from 1 to 65535; argparse tells another as a usage error."""
    try:
        port = int(text)
    except ValueError:
        port = 0
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a whole number from 1 to 65535, not '{text}'")
    return port


def whole_number(text: str) -> int:
    """A whole number of the command line (--seed, --players, --seat, ...): written with the
    digits 0 to 9, a sign before them if need be, as a rules file writes numbers ('٥' and a
    full-width '５' are refused, which int() would take); argparse tells another as a usage error,
    a long one by its start."""
    digits = text.strip()
    digits = digits[1:] if digits[:1] in ("-", "+") else digits
    shown = text if len(text) <= 40 else text[:40] + "..."
    if not (digits.isascii() and digits.isdigit()):
        raise argparse.ArgumentTypeError(f"a whole number written with the digits 0 to 9, not '{shown}'")
    try:
        return int(text)
    except ValueError:   # more digits than Python reads (4300)
        raise argparse.ArgumentTypeError(f"'{shown}' is too large a number") from None


MOST_DIGITS = 12   # as many as a number of a rules file may have (mogel.language.parser.MAX_DIGITS)


def define_setting(text: str):
    """`NAME=VALUE` of --define -> (name, whole number); argparse tells a bad one as a usage error.
    VALUE is written as a rules file writes a number: the digits 0-9 (not '٥' nor a full-width
    '１'), at most MOST_DIGITS of them, a sign before them if need be."""
    name, equals, value = text.partition("=")
    name, value = name.strip(), value.strip()
    if not equals or not name:
        raise argparse.ArgumentTypeError(f"give NAME=VALUE, such as catch_penalty_cards=3, not '{text}'")
    digits = value.removeprefix("-").removeprefix("+") if value[:1] in "-+" else value
    if not (digits.isascii() and digits.isdigit()):
        shown = value if len(value) <= 40 else value[:40] + "..."
        raise argparse.ArgumentTypeError(f"the value of {name} must be a whole number, not '{shown}' (written with "
                                         f"the digits 0 to 9, as in a rules file)")
    if len(digits.lstrip("0")) > MOST_DIGITS:
        raise argparse.ArgumentTypeError(f"the value of {name} is too large (more than {MOST_DIGITS} digits, "
                                         f"as in a rules file)")
    return name, int(value)


class EachOnce(argparse.Action):
    """--variant, repeatable, one name each time: the names in the order given; a name given twice
    is a usage error (exit code 2, one line), as the trial that gave a house rule twice expected."""

    def __call__(self, parser, namespace, value, option_string=None):
        names = list(getattr(namespace, self.dest) or ())
        if value in names:
            raise argparse.ArgumentError(self, f"the variant '{value}' is given twice: give each variant once")
        setattr(namespace, self.dest, names + [value])


INVALID = re.compile(r"invalid choice: '(.*?)' \(choose from (.*)\)")   # argparse's words, of 3.9 to 3.13


class _Parser(argparse.ArgumentParser):
    """argparse with the one-line errors of the rest of the command line (no usage block), in
    the language `lang` of its ERRORS."""

    lang = "en"

    def error(self, message):
        """Exit 2 with `message` on one line; an invalid choice (a command, --lang ...) also says
        the choice it may have meant ("mogel plya": did you mean 'play'?)."""
        invalid = INVALID.search(message)
        if invalid:
            offered = [word.strip().strip("'") for word in invalid.group(2).split(",")]
            message += told(did_you_mean(invalid.group(1), offered), self.lang)
        self.exit(2, ERRORS[self.lang]["arguments"].format(error=message, prog=self.prog) + "\n")


class _CommandParser(_Parser):
    """The parser of one subcommand: it refuses the arguments it does not know itself, so that
    the error points to `mogel play --help` (argparse leaves them to the top parser, whose error
    would point to `mogel --help`, which does not list them)."""

    def parse_known_args(self, args=None, namespace=None):
        namespace, extras = super().parse_known_args(args, namespace)
        if extras:
            self.error(gettext("unrecognized arguments: %s") % " ".join(extras))   # argparse's words
        return namespace, extras


def _version() -> str:
    """The installed mogel's version (its package metadata); "unknown" for a source tree never installed."""
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("mogel")
    except PackageNotFoundError:
        return "unknown"


def parser(lang: str = "en") -> argparse.ArgumentParser:
    """The argument parser of `mogel`; its usage errors (exit code 2) are in `lang`."""
    top = _Parser(prog="mogel", description="Card games from a rules language: "
                                  "check rules files and play their games between bots.")
    top.add_argument("--version", action="version", version=f"mogel {_version()}")
    sub = top.add_subparsers(dest="command", required=True, metavar="COMMAND",
                             parser_class=_CommandParser)
    check = sub.add_parser("check", help="check a rules file; prints 'ok' or the errors")
    check.add_argument("rules", nargs="?", help="rules file, - for standard input (default: the packaged rules.mm)")
    check.add_argument("--game", metavar="NAME", help=GAME_HELP)
    check.add_argument("--variant", action=EachOnce, default=[], metavar="NAME",
                       help="also check with this variant switched on (repeatable: one name each time)")
    check.add_argument("--define", action="append", default=[], type=define_setting, metavar="NAME=VALUE",
                       help=DEFINE_HELP)
    check.add_argument("--notes", action="store_true",
                       help="also show the warnings the rules acknowledge ('expect warning:')")
    check.add_argument("--lang", choices=LANGUAGES, default="en",
                       help="language of the checker's messages and the lines around them")
    compiled = sub.add_parser("compile", help="print the Python a rules file becomes (what the engine runs)",
                              description="Print the Python a rules file becomes: what the engine runs when a game "
                                          "is played, each function under a comment naming its rules line.")
    compiled.add_argument("rules", nargs="?", help="rules file, - for standard input (default: the packaged rules.mm)")
    compiled.add_argument("--game", metavar="NAME", help=GAME_HELP)
    compiled.add_argument("--variant", action=EachOnce, default=[], metavar="NAME",
                          help="switch on a variant (house rule) of the rules file (repeatable: one name each time)")
    compiled.add_argument("--define", action="append", default=[], type=define_setting, metavar="NAME=VALUE",
                          help=DEFINE_HELP)
    compiled.add_argument("--plain", action="store_true",
                          help="no colours, even on a terminal (none either with NO_COLOR set or TERM=dumb)")
    compiled.add_argument("--lab", action="store_true",
                          help="the version mogel simulate runs instead: it builds no events, it only counts "
                               "them, and asks its bots at once")
    compiled.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the error messages")
    play = sub.add_parser("play", help="play one whole game between bots (or you at --seat N) and tell it",
                          description="Play one whole game between bots and tell it; with --seat N you play "
                                      "seat N yourself at the terminal: " + SEAT_HOW)
    play.add_argument("rules", nargs="?", help="rules file (default: the packaged rules.mm)")
    play.add_argument("--game", metavar="NAME", help=GAME_HELP)
    play.add_argument("--players", type=whole_number, help="number of players (default: one per bot)")
    play.add_argument("--seed", type=whole_number, help="seed of all chance, 0 or more (default 0; with --seat a "
                      "fresh random seed, told once the game is over)")
    play.add_argument("--bots", help=BOTS_HELP)
    play.add_argument("--log", help="write the event log to this file (JSON Lines)")
    play.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the narration")
    play.add_argument("--oldest", type=whole_number, help="seat of the oldest player (default 0)")
    play.add_argument("--variant", action=EachOnce, default=[], metavar="NAME",
                      help="switch on a variant (house rule) of the rules file (repeatable: one name each time)")
    play.add_argument("--define", action="append", default=[], type=define_setting, metavar="NAME=VALUE",
                      help=DEFINE_HELP)
    play.add_argument("--quiet", action="store_true", help="print only the scores")
    play.add_argument("--seat", type=whole_number, metavar="N", help=SEAT_HELP)
    play.add_argument("--save", metavar="FILE", help="save the game to FILE (replay it with 'mogel replay FILE')")
    play.add_argument("--stop-after", type=whole_number, metavar="N",
                      help="stop the game once N of its parts are over -- the parts of its top level, "
                           "whatever the rules call them: rounds, hands, piles, bouts ... (a game of rounds "
                           "alone: its rounds) -- before the next begins, and --save it in progress (go on "
                           "with 'mogel resume FILE')")
    res = sub.add_parser("resume", help="go on with a game saved in progress (mogel play --stop-after N --save FILE)")
    res.add_argument("file", help="a game saved in progress (mogel play --stop-after N --save FILE, or a game "
                                     "stopped with q at the terminal: mogel play --seat N --save FILE)")
    res.add_argument("--rules", help="the rules file (default: the one the game names, else the packaged rules.mm)")
    res.add_argument("--game", metavar="NAME", help=REPLAY_GAME_HELP)
    res.add_argument("--lang", choices=LANGUAGES, help="language of the narration (default: the one the game was "
                                                      "told in when it was saved; en for a file saved without it)")
    res.add_argument("--quiet", action="store_true", help="print only the scores")
    res.add_argument("--seat", type=whole_number, metavar="N", help="go on playing seat N yourself at the terminal "
                                                           "(a game saved with a person's seat: that seat)")
    res.add_argument("--log", help="write the whole game's event log to this file (JSON Lines)")
    res.add_argument("--save", metavar="FILE", help="save the game to FILE at its end (or at --stop-after, or "
                                                  "when you stop your seat with q)")
    res.add_argument("--stop-after", type=whole_number, metavar="N",
                     help="stop again once part N (a round, hand ... as in mogel play) is over, counted from "
                          "the game's start as the narration numbers them, not N more (saved after round 2, "
                          "--stop-after 5 plays rounds 3 to 5), and --save it in progress")
    rep = sub.add_parser("replay", help="re-run a saved game (or a --log file) and check it is identical")
    rep.add_argument("file", help="a saved game (mogel play --save) or a game log (mogel play --log)")
    rep.add_argument("--rules", help="the rules file (default: the one the game names, else the packaged rules.mm)")
    rep.add_argument("--game", metavar="NAME", help=REPLAY_GAME_HELP)
    rep.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the narration")
    rep.add_argument("--quiet", action="store_true", help="print only the scores")
    view = rep.add_mutually_exclusive_group()
    view.add_argument("--seat", type=whole_number, metavar="N", help="tell the game as seat N sees it (default: "
                      "every card once the game is over; before, the view of the seat a person plays)")
    view.add_argument("--all", action="store_true", help="tell every card, also of a game not over yet whose "
                                                        "person's seat must not see them (a warning says so)")
    sim = sub.add_parser("simulate", help="play many games between bots and summarise them",
                         description="Play many games between bots and print, per seat: points per scored "
                                     "part (a round, say; the rules' `winner:` says whether the fewest or the most "
                                     "win), the share of games won, cheats per part and the share of its cheats "
                                     "that were caught; then the mean length of a part.")
    sim.add_argument("rules", nargs="?", help="rules file (default: the packaged rules.mm)")
    sim.add_argument("--game", metavar="NAME", help=GAME_HELP)
    sim.add_argument("--games", type=whole_number, default=100, help="number of games (default 100)")
    sim.add_argument("--seed", type=whole_number, default=0, help="seed of the whole run, 0 or more (default 0)")
    sim.add_argument("--variant", action=EachOnce, default=[], metavar="NAME",
                     help="switch on a variant (repeatable: one name each time)")
    sim.add_argument("--define", action="append", default=[], type=define_setting, metavar="NAME=VALUE",
                     help=DEFINE_HELP)
    sim.add_argument("--bots", help=BOTS_HELP)
    sim.add_argument("--players", type=whole_number, help="number of players (default: one per bot)")
    sim.add_argument("--workers", type=whole_number, help="worker processes (default and at most: one per core)")
    sim.add_argument("--out", help="also write one row per round and seat to a .csv or .parquet file "
                                   "(columns: help(mogel.simulate)); an existing file is replaced as a "
                                   "whole at the end, never if it is read-only")
    sim.add_argument("--progress", action="store_true",
                     help="a progress bar on stderr even where it is no terminal (a pipe, a CI log): by default "
                          "the bar is shown only on a terminal")
    sim.add_argument("--lang", choices=LANGUAGES, default="en",
                     help="language of the errors and of the summary (the --out file keeps English column names)")
    variants = sub.add_parser("variants", help="list the variants of a rules file")
    variants.add_argument("rules", nargs="?", help="rules file (default: the packaged rules.mm)")
    variants.add_argument("--game", metavar="NAME", help=GAME_HELP)
    variants.add_argument("--lang", choices=LANGUAGES, default="en",
                          help="language of the descriptions (English where the rules file gives none) and of the errors")
    games = sub.add_parser("games", help="list the games shipped with mogel, one per line, name first")
    games.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the games' names")
    app = sub.add_parser("app", help="serve notebook 06 (play against the bots) as a web page on 127.0.0.1 (Voila)",
                         description="Serve notebook 06 (play a seat against the bots) as a web page with Voila, "
                                     "on 127.0.0.1 only, and print its address; Ctrl-C stops it. Needs the app "
                                     "extra: pip install \"mogel[app]\".")
    app.add_argument("rules", nargs="?", metavar="RULES", help="a rules file of your own to play (checked first)")
    app.add_argument("--game", metavar="NAME", help=f"the shipped game to play (default: {default_game()}, the "
                                                    "packaged rules.mm's; mogel games lists them)")
    app.add_argument("--port", type=port_number, default=APP_PORT, metavar="N",
                     help=f"the port to serve on (default {APP_PORT})")
    app.add_argument("--lang", choices=LANGUAGES, default="en", help="language of the command's own lines")
    for each in (top, *sub.choices.values()):
        each.lang = lang
    return top


def told_as_saved(args) -> None:
    """`mogel resume FILE` without --lang: `args.lang` becomes the language the game was told in
    when it was saved (mogel.save_game's `lang`, a log's header), else "en" (a file saved before
    mogels kept it, or one that cannot be read, which the command itself then tells)."""
    if args.command != "resume" or args.lang is not None:
        return
    from ..play.record import load_record

    try:
        lang = load_record(args.file).header.get("lang")
    except (MogelError, OSError):
        lang = None
    args.lang = lang if lang in LANGUAGES else "en"


def stop_after(args):
    """The parts of `--stop-after` (None: play to the end), with --save and without --log, not with
    --seat (the number itself, against the game's parts: mogel.cli.progress.checked_stop)."""
    if args.stop_after is None:
        return None
    if args.seat is not None:
        raise UsageError("--stop-after stops a game of bots: playing --seat, type q to stop (with --save: saved)")
    if not args.save:
        raise UsageError("--stop-after needs --save FILE: the file that keeps the game in progress")
    if args.log:
        raise UsageError("--log writes the log of a whole game: give it to mogel resume, which plays the game "
                         "to its end")
    return args.stop_after
