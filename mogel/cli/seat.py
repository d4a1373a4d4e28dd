"""A person's seat at the terminal: `mogel play --seat N` and `mogel resume FILE --seat N`.

Seat N is played by the person at the keyboard (a mogel.Human), the others by the bots of
`--bots`.  At each of the person's decisions the terminal says, in the session's language:

- what the seat was told since its last decision: the lines of its own log (the narration as
  that seat sees it: mogel.present.timeline.Timeline, every event redacted for the seat), and the
  moves the rules made for it without asking (mogel.present.offers.made_for);
- the table as the seat sees it (mogel.cli.seat_table `table_lines`: the heading, the rules'
  named variables, the shared piles with their top card where the seat sees it, every face of
  one all seats see, each seat with its roles, "▶ to play" on the seat asked, its scores and its
  zones, the seat's own hand with faces) -- printed before each question at which it differs
  from the table last printed (so before the first one), and for `?` or `help`;
- the question and the rules line it comes from (a race: its block as written, and its `wrong as
  NAME:` block when it has one, mogel.present.timeline `wrong_block`), then the options numbered, worded as the
  notebook's human seat words its buttons (ChoicePrompts.options of mogel.present.offers).

The person types a number, or the start of an option's words that only one option has
("pl" for "Play a number card (3)"; the start of several gets a line naming them); a race ("Slap!") is answered with Enter, the time from the
prompt measured, or with the seconds typed (0.05 to 60), which count no faster than the time
measured until the answer (a line says so when that is slower); a race the seat may join (`who
may`) also with `p` (or `pass`, `passe`, `-`): the seat lets it pass and does not run.  Anything else gets one line
saying so, and the question again.  `q` or `quit`, the end of the input (Ctrl-D), Ctrl-C,
SIGTERM and SIGHUP (the terminal closed) stop the game: with --save FILE it is saved in progress first, to go on with
`mogel resume FILE --seat N` at the very question it stopped at (Ctrl-C or a signal while the
bots play takes effect at the seat's next question, so that the game saved is always at one).

As in the notebook (mogel.widgets.human.HumanSeat), a decision with one legal option is not
asked (the engine makes that move and the next question tells it), a chance to cheat is let
pass, and an accusation is asked only when the seat noticed a cheat or the rules ask for a
challenge.  Needs no extra: its words, the seat's log and the table's heading are mogel.present's
(seat_words, timeline, offers), which the notebook's seat uses too; no ipywidgets is imported.
"""

from __future__ import annotations

import shlex
import sys
import textwrap
import time

from ..agents import Human
from ..errors import MogelError, RulesRuntimeError
from ..play.record import save_game
from ..play.seats import DRAWS
from ..present.log import write_log
from ..present.offers import ChoicePrompts, made_for, not_offered
from ..present.seat_words import call_word, listed, race_word, say as seat_say
from ..present.timeline import Timeline, rule_line, wrong_block
from ..runtime.events import ROUND_START
from .hints import saved_with
from .seat_table import table_lines
from .streams import flush, lost, say, signals_held, write_told
from .text import MESSAGES, WORDS_SEAT, Terminated


MARKED = frozenset({"turn", "round_end", "level_end", "game_end"})   # where a seat never asked is shown its table
QUIT = ("q", "quit")
PASS = ("p", "pass", "passe", "-")   # a race the seat may join (`who may`) let pass: it does not run
HELP = ("?", "help", "hilfe")
SHOWN = 40   # the characters of a wrong answer said back


class Stopped(Exception):
    """The person stopped the game (`q`, `quit`, or the end of the input)."""


class TerminalSeat(ChoicePrompts):
    """Seat `seat` of `game` played at the terminal in `lang`, its answers read from `stdin`
    (default: sys.stdin) one line each; `play()` runs the game to its end or raises Stopped."""

    def __init__(self, game, seat: int, lang: str, stdin=None):
        self.game, self.seat, self.lang, self.stdin = game, seat, lang, stdin
        self.names = game.narrator.names
        self.timeline = Timeline(game, seat, lang)
        self.words = WORDS_SEAT[lang]
        self.told = 0          # the first event not yet told to the seat
        self.said = {}         # the texts said of the log lines of each first event: a line told anew is said again
        self.since = len(game.events)   # the first event played here (a move made for the seat is told from it)
        self.shown = None      # the table's lines as last shown
        self.asked = False     # whether the seat was asked anything here
        self.held = None       # the seat's own cards when its table was last marked (a seat never asked)
        self.marks = []        # (event index, table lines): the tables of a seat never asked, said among its log lines
        self.reading = True    # False once the input ended at a pause: a seat never asked plays on without pausing

    def _say(self, key: str, **fields) -> str:
        return seat_say(self.lang, key, call=call_word(self.game.rules, self.lang), **fields)

    def play(self) -> None:
        """Play on until the game ends: the bots' decisions at once, the seat's asked.  Until the
        seat is first asked, it is shown its table whenever its own cards changed, at the next
        turn or end of a level (`watch`; the last such table not when the seat's first question
        shows the same cards), and the game waits for Enter before each part of the game after
        the first (a round, a hand ...: the engine's `pause`, a ROUND_START stop).  A game the rules stop tells what happened since the seat's last answer first."""
        answered, first, engine = None, None, self.game.engine
        if engine.on_event is None:
            engine.on_event = self.watch
        if self.game.draws == DRAWS and engine.pause is None:   # a format 2 file resumed stops only at a decision
            engine.pause = self._quiet_part
        try:
            decision = self._on()
            while decision is not None:
                if decision.kind != ROUND_START and self.marks and self._own() == self.held:
                    self.marks.pop()   # the question's table shows the seat's cards as its last mark did: once
                self.tell(answered)
                if decision.kind == ROUND_START:
                    self.wait()
                    decision = self._on()
                    continue
                self.asked = True
                lines = table_lines(self, self.game.state, decision)
                if lines != self.shown:   # at the first decision, and at each one the table changed before
                    self.show_table(lines)
                value = self.ask(decision)
                if not decision.info.get("chosen"):   # the first card of `A to B cards`: the move made is told by it
                    first = value
                answered = (decision.kind, first)
                decision = self._on(value)
        except RulesRuntimeError:
            self.tell(answered)
            raise
        finally:
            engine.pause = None
            if engine.on_event == self.watch:
                engine.on_event = None
        self.tell(answered)

    def _quiet_part(self) -> bool:
        """The engine's pause test before each part of the game: stop there (ROUND_START) while the
        seat was never asked, after the first part, so that the game does not run past the person."""
        return not self.asked and self.reading and self.game.parts_played > 0

    def watch(self, ev) -> None:
        """The engine's listener: at a turn or the end of a level (MARKED), a seat never asked whose
        own cards changed since is marked its table, said among its log lines by `tell`."""
        if self.asked or ev.kind not in MARKED:
            return
        held = self._own()
        if held != self.held:
            self.held = held
            self.marks.append((len(self.game.events) - 1, table_lines(self, self.game.state)))

    def _own(self) -> list:
        """The seat's own cards now, zone by zone (what `watch` compares)."""
        state = self.game.state
        return [list(state.zones[slot]) for slot, owner in enumerate(state.layout.slot_owner) if owner == self.seat]

    def wait(self) -> None:
        """Before the next part of a game the seat was never asked in: wait for Enter (? shows the
        table, q stops: Stopped); the end of the input plays on without waiting again."""
        while True:
            say()
            say(self.words["go_on"])
            flush()
            if lost() is not None:
                raise Stopped()
            line = (self.stdin or sys.stdin).readline()
            if not line:
                self.reading = False
                return
            if line.strip().lower() in QUIT:
                raise Stopped()
            if line.strip().lower() not in HELP:
                return
            self.show_table()

    def _on(self, *value):
        """Run the game on (answering the seat's question with `value`, if given) up to the seat's
        next question (returned; None: the game is over).  Ctrl-C waits until then, so that a
        game stopped by it is saved at a question, as `q` saves it."""
        with signals_held():
            decision = self.game.advance(*value)
            while decision is not None and not self._asked(decision):
                decision = self.game.advance(None)
        return decision

    @staticmethod
    def _asked(d) -> bool:
        """Whether the seat is asked `d`: as the notebook's seat, a chance to cheat is let pass and
        an accusation is asked when the seat noticed a cheat or no cheat opened it (a challenge)."""
        return d.kind != "cheat" and (d.kind != "accuse" or bool(d.info.get("noticed")) or "noticed" not in d.info)

    def tell(self, answered=None) -> None:
        """Say the seat's log lines since the events last told, then the moves made for it."""
        self.timeline.refresh()
        start, notes, at = self.told, [], self.told
        for key, fields in made_for(self.game, self.seat, max(start, self.since), answered):
            at = fields.get("index", at)     # a move's reasons follow it
            notes.append((at, self._words(key, fields)))
        notes = sorted(notes + self.marks, key=lambda note: note[0])   # stable: a move's reasons stay after it
        self.marks = []
        for entry in self.timeline.entries:
            if entry.index < start and entry.index not in self.said:   # told before (or before a resume)
                continue
            texts = self.said.setdefault(entry.index, set())   # a call's line shares its index with the claim's;
            if entry.text and entry.text not in texts:        # a line later events joined: said anew
                texts.add(entry.text)
                while notes and notes[0][0] < entry.index:   # a move made for the seat (or a table), after its line
                    self._note(notes.pop(0)[1])
                say(entry.text)
        for _, note in notes:
            self._note(note)
        self.told = len(self.game.events)

    def _note(self, note) -> None:
        """Say a note of `tell`: a line of text, or a table marked (its lines)."""
        if isinstance(note, list):
            self.show_table(note)
            say()
        else:
            say(note)

    def _words(self, key: str, fields: dict) -> str:
        """Text `key` with card numbers (`card`, `cards`) and a `seat` named (as HumanSeat's notes)."""
        named = {"card": self._card, "seat": self.names.__getitem__, "cards": lambda cards: listed(self.lang, map(
            str, map(self._card, cards)))}
        return self._say(key, **{k: named.get(k, lambda v: v)(v) for k, v in fields.items()})

    def show_table(self, lines=None, asked=None) -> None:
        """Say the table as the seat sees it (`lines`: table_lines, if made already; else every
        card of a pile seen by all, the seat asked `asked`, a Decision)."""
        self.shown = table_lines(self, self.game.state, asked, full=True) if lines is None else lines
        say()
        say(self.words["table"])
        for line in self.shown:
            say("  " + line)

    def ask(self, d):
        """The seat's answer to decision `d`, read until one is an option; Stopped for q or the end."""
        if d.kind == "choice" and d.info.get("what") == "number":
            return self._number(d)
        options = [] if d.kind == "react" else self.options(d)
        say()
        say(self.words["race"].format(race=race_word(self.game, d.info.get("race", ""), self.lang))
            if d.kind == "react" else self._question(d))
        where, _, text = rule_line(self.game, d.span).partition("\n")
        if where and d.kind == "react":   # a race's body (and its `wrong as` block) is no option: its lines as written
            for where, _, text in (block.partition("\n") for block in (f"{where}\n{text}", wrong_block(self.game, d.span))
                                   if block):
                say(f"  {where}")
                for line in textwrap.dedent(text).splitlines():
                    say(f"    {line}")
        elif where:                # a choice's lines (its options) on one line, their runs of spaces as one
            say("  " + "  ".join(filter(None, (where, " ".join(text.replace("\\\n", "\n").split())))))
        for note in not_offered(self.game, self.game.state, self.seat, d.kind, d.span, d.options):
            say("  " + self._words(*note))
        for number, (words, _, _) in enumerate(options, 1):
            say(f"  {number}. {words}")
        asked, may = time.monotonic(), d.kind == "react" and d.info.get("may")
        while True:
            prompt = self.words["slap_may" if may else "slap" if d.kind == "react" else "pick"].format(n=len(options))
            text = self._read(prompt)
            if text.lower() in HELP:
                self.show_table(asked=d)
                continue
            if may and text.lower() in PASS:
                return None
            value, ok = self._race(text, asked) if d.kind == "react" else _chosen(text, options)
            if ok and d.accepts(value):
                if d.kind == "react" and text and value != float(text.replace(",", ".")):   # slower than typed
                    took = f"{value:.2f}".replace(".", "," if self.lang == "de" else ".")
                    say(self.words["took"].format(took=took, text=text))
                return value
            shown = readable(text if len(text) <= SHOWN else text[:SHOWN] + "...")   # a file pasted: its start
            starts = _starting(text, options) if d.kind != "react" else []   # 'play': the start of several
            key = "slow_may" if may else "slow" if d.kind == "react" else "several" if len(starts) > 1 else \
                "wrong" if text.strip() else "wrong_none"   # Enter alone: no '' said back
            say(self.words[key].format(text=shown, n=len(options), numbers=listed(self.lang, map(str, starts))))

    def _number(self, d):
        """The answer to a choice of a number (`a number from 0 to 13`): typed as it is, or `-` to
        choose nothing where the seat may; read until it is one of the numbers offered."""
        say()
        say(self._question(d))
        where, _, text = rule_line(self.game, d.span).partition("\n")
        if where:
            say("  " + "  ".join(filter(None, (where, " ".join(text.replace("\\\n", "\n").split())))))
        offered = [o for o in d.options if o is not None]
        low, high = offered[0], offered[-1]
        numbers = self.words["to"].format(low=low, high=high) if high - low + 1 == len(offered) else \
            self.words["of"].format(numbers=listed(self.lang, map(str, offered)))
        nothing = self.words["nothing"] if None in d.options else ""
        while True:
            text = self._read(self.words["number"].format(numbers=numbers, nothing=nothing))
            if text.lower() in HELP:
                self.show_table(asked=d)
                continue
            if text == "-" and nothing:
                return None
            typed = text.lstrip("-")
            if typed.isascii() and typed.isdigit() and len(typed) <= 12 and int(text) in offered:
                return int(text)
            shown = readable(text if len(text) <= SHOWN else text[:SHOWN] + "...")
            say(self.words["no_number" if text.strip() else "no_number_none"].format(text=shown, numbers=numbers,
                                                                                       nothing=nothing))

    def _read(self, prompt: str) -> str:
        say(prompt)
        flush()
        if lost() is not None:   # nobody reads the questions (`| head` gone): stopped, saved with --save
            raise Stopped()
        line = (self.stdin or sys.stdin).readline()
        if not line or line.strip().lower() in QUIT:
            raise Stopped()
        return line.strip()

    @staticmethod
    def _race(text: str, asked: float):
        """(seconds, True) of a race answered with `text`: Enter measures them since `asked`; the
        seconds typed (0.05 to 60) count, but no fewer than that time (nobody is faster than the
        time they took to answer); (None, False) for no number.  A number typed outside 0.05 to
        60 is given back as it is, for the decision to refuse."""
        took = round(min(60.0, max(0.05, time.monotonic() - asked)), 3)
        if not text:
            return took, True
        try:
            typed = float(text.replace(",", "."))
        except ValueError:
            return None, False
        return (max(typed, took) if 0.05 <= typed <= 60 else typed), True


def _chosen(text: str, options) -> tuple:
    """(answer, True) of the option `text` names (its number in the digits 0-9, or the start of its
    words that only it has, any case), else (None, False): never an error, whatever was typed."""
    if text.isascii() and text.isdigit():   # the digits 0-9 only ('²' is a digit int() refuses), of any length
        digits = text.lstrip("0")
        number = int(digits) if 0 < len(digits) <= len(str(len(options))) else 0
        return (options[number - 1][1], True) if 1 <= number <= len(options) else (None, False)
    fits = _starting(text, options)
    return (options[fits[0] - 1][1], True) if len(fits) == 1 else (None, False)


def _starting(text: str, options) -> list:
    """The numbers (from 1) of the options whose words start with `text` (any case; none for '')."""
    low = text.lower()
    return [number for number, (words, _, _) in enumerate(options, 1) if low and words.lower().startswith(low)]


def readable(text: str) -> str:
    """`text` as typed, said back: a byte that was not UTF-8 (read as a lone surrogate,
    "surrogateescape") as \\xff, any other character that does not print as its escape (\\x07,
    \\u200b), the rest as it is."""
    return "".join(f"\\x{ord(c) - 0xDC00:02x}" if 0xDC80 <= ord(c) <= 0xDCFF else
                   c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


def play_seat(game, args, seat: int, told: int = 0) -> bool:
    """Play `game` with seat `seat` at the terminal (mogel play/resume --seat), telling the seat
    its log from event `told` on (a resumed game: the round in progress); True once the game is
    over (mogel.cli.progress.played then prints the scores and writes --log and --save), False
    when the person stopped it (q, the end of the input): saved in progress to --save if given;
    --log is not written then (a log holds a whole game, as `--stop-after` refuses --log): a line
    says so, and how the resumed game writes it.
    Ctrl-C, SIGTERM and SIGHUP save it so too, then go on to the command's exit code (130, 143,
    129: mogel.__main__).  A game the rules stop
    gets its --log, as mogel.cli.progress.play_and_write writes it."""
    if not isinstance(game.agents[seat], Human):
        raise MogelError(f"seat {seat} is a bot's ({game.agents[seat].name}): only a person's seat is played here")
    if getattr(sys.stdin, "errors", None) == "strict" and hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="surrogateescape")   # a line that is not UTF-8: said back, not a traceback
    person = TerminalSeat(game, seat, args.lang)
    person.told = told
    try:
        person.play()
    except (Stopped, KeyboardInterrupt, Terminated) as stop:
        say()
        if args.save:
            with signals_held():
                write_told(lambda: save_game(game, args.save, args.lang), args.save,
                           person.words["saved"].format(path=args.save, quoted=saved_with(args.save, args), seat=seat))
        elif args.command == "resume":   # the file resumed is left as it was: say so
            say(person.words["kept"].format(path=args.file, quoted=saved_with(args.file, args), seat=seat))
        else:
            say(person.words["stopped"])
        if args.log:   # not a log of part of a game: say so, and how to get the whole game's
            kept = args.save or (args.file if args.command == "resume" else None)
            later = person.words["log_later"].format(quoted=saved_with(kept, args), seat=seat,
                                                     log=shlex.quote(args.log))
            say(person.words["no_log"].format(log=args.log) + (later if kept else ""))
        if not isinstance(stop, Stopped):
            raise
        return False
    except RulesRuntimeError:
        if args.log:   # every event up to the stop, to look into
            with signals_held():
                write_told(lambda: write_log(game, args.log, args.lang), args.log,
                           MESSAGES[args.lang]["stopped_log"].format(path=args.log))
        raise
    say()
    return True
