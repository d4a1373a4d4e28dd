"""A game played on by the `mogel` command (mogel.cli.commands): to its end, or stopped after
some of its parts (rounds, hands ...) and saved in progress (`mogel play --stop-after N --save FILE`), and a game saved
in progress taken up again (`mogel resume FILE`); told, then its score table printed.  With
`--seat N` (`played`, `seated`) seat N is a person's, played at the terminal (mogel.cli.seat).

    mogel play --seed 3 --stop-after 2 --save lesson.mogel    # rounds 1 and 2, then saved
    mogel resume lesson.mogel --save lesson.mogel             # the rest, exactly as uninterrupted

The score table (`print_scores`), which `mogel play`, `mogel replay` and `mogel resume` print at
the end: one column per scored instance of the rules' top level -- the level whose scores make the
score table (docs/log-format.md `round_scored`, `level_scored`); of the level inside it when the
top level is open-ended, played once (a game played until someone has 100 points: a column
per round) -- then the total, one row per seat with its bot:

            R1   R2   R3   R4   total            (a game of rounds: the top level is the round)
    Ada      5   11    5   10      31   (random)
    Winner: Bo (fewest points wins)

A column is headed by the first letter of the level's display name in the session's language
and its number: "R1" for a round ("round" / "Runde"), "G1" for the games of a match ("S1" in German,
"Spiel").  A top level other than the round is named in a line above the table ("G1, G2, ...:
the points of game 1, 2, ..."), so that a match of games does not read as rounds.  A game in
progress (`--stop-after N`: stopped after N rounds, before the next begins) whose top level is
being played has one more column, starred, for that instance, with its points so far, and a line
under the table that says where it stands ("* in progress: Game 2"); its totals are the sums of the columns either way: past MOST_COLUMNS parts the first ones are
summed in one column ("B1-B390", a game of hundreds of battles), and the points an open-ended top
level's own `scoring:` gives at its end have a column of their own, headed by its name ("Game").
"""

from __future__ import annotations

import shlex
from typing import Optional

from ..agents import Human, bot_word
from ..errors import MogelError, RulesRuntimeError
from ..play.game import Game
from ..play.record import save_game
from ..present.log import write_log
from ..present.narrate import Narrator
from ..present.narrate_course import level_name, path_text
from ..present.seat_words import listed
from ..present.shown import this_round
from ..present.narrate_lines import Teller, told_lines
from .arguments import UsageError
from .hints import saved_with
from .streams import flush, say, signals_held, write_told
from .text import ERRORS, MESSAGES, SCORE_WORDS, counted


def resumed(path: str, rules_path: Optional[str], seat: Optional[int] = None) -> Game:
    """The game saved in progress at `path`, stopped where it was saved (mogel.resume_game).
    Raises SavedGameError as mogel.resume_game does, and also when `seat` (the person's seat of
    `--seat`, or None: bots only) is not the seat the saved game has a person at (in German too:
    mogel.play.said_saved)."""
    from ..play.resuming import resume_game
    from ..play.said_saved import SAY, refused

    game = resume_game(path, rules_path=rules_path)
    humans = [place for place, agent in enumerate(game.agents) if agent.interactive]
    if humans and seat is None:
        raise refused("person_seat", path=path, seat=humans[0], quoted=shlex.quote(str(path)), shown=repr(str(path)))
    if seat is not None and humans != [seat]:
        whose = SAY("person_is", seat=humans[0]) if humans else SAY("all_bots")
        raise refused("wrong_seat", path=path, seat=seat, whose=whose,
                      give=SAY("give_seat", seat=humans[0]) if len(humans) == 1 else "")
    return game


def tell_replayed(game: Game, args) -> None:
    """Tell the game `mogel replay` replayed as one seat sees it, or every card (as a teacher
    sees it), a line before the narration saying whose view it is: --seat N's; else, while the
    game is not over, the view of the seat a person played (the seed and the other seats' cards
    would spoil its game: mogel.present.views, as the seat was told it), then its table as the
    seat left it (its own hand: mogel.cli.seat); else every card.  --all (or --seat naming
    another seat) tells a person's seat of a game not over cards it has not seen: stderr warns.
    A game not over with several persons' seats and neither option is a UsageError, and so is a
    --seat that is not at the table."""
    persons = [seat for seat, agent in enumerate(game.agents) if agent.name == "human"]   # as saved
    seat, key = args.seat, "replay_seat"
    if seat is not None and not 0 <= seat < len(game.agents):
        raise UsageError(f"--seat must be a seat from 0 to {len(game.agents) - 1}, not {seat}")
    if not game.finished and persons and seat is None and not args.all:
        if len(persons) > 1:
            raise UsageError(f"seats {persons[0]} and {persons[1]} are persons' and the game is not over: give "
                             "--seat N to tell it as seat N sees it, or --all to tell every card")
        seat, key = persons[0], "replay_person"
    elif not game.finished:
        for spoiled in [person for person in persons if person != seat][:1]:
            say(ERRORS[args.lang]["spoiled"].format(name=game.narrator.names[spoiled], seat=spoiled), error=True)
    if seat is not None:
        say(MESSAGES[args.lang][key].format(name=game.narrator.names[seat], seat=seat))
    for line in game.narration(seat, lang=args.lang):
        say(line)
    if key == "replay_person":
        from .seat import TerminalSeat

        TerminalSeat(game, seat, args.lang).show_table(asked=game.pending)   # marked as when it stopped
    say()


def seated(agents: list, seat: Optional[int]) -> list:
    """The bots `agents` with a person (mogel.Human) at `seat` of --seat (None: bots only)."""
    if seat is None:
        return agents
    if not 0 <= seat <= len(agents):
        raise UsageError(f"--seat must be a seat from 0 to {len(agents)}, not {seat}")
    return agents[:seat] + [Human()] + agents[seat:]


def played(game: Game, args, stop: Optional[int], start: int = 0) -> int:
    """play_and_write, or with --seat that person's seat played at the terminal (mogel.cli.seat)."""
    if args.seat is None:
        return play_and_write(game, args, stop, start=start)
    if args.quiet:
        raise UsageError("--quiet tells nothing of the game: playing --seat, you are told what your seat sees")
    from .seat import play_seat

    if start:
        say(MESSAGES[args.lang]["resumed"].format(
            path=args.file, events=counted(args.lang, start, "event", dative=True),
            decisions=counted(args.lang, len(game.decisions), "decision", dative=True)))
    try:
        playing = play_seat(game, args, args.seat, _round_begun(game, start) if start else 0)
    except RulesRuntimeError as err:
        say_where_stopped(game, args.lang, err)
        raise
    if not playing:
        return 0                                                 # stopped by the person (saved if asked)
    print_scores(game, args.lang)
    if game.finished:   # the seed fixes every card: told only now (the seat's narration does not name it)
        say(MESSAGES[args.lang]["seed_told"].format(seed=game.seed))
    return write_files(game, args, game.parts_played)


def play_on(game: Game, args, stop: Optional[int], start: int = 0) -> int:
    """Play `game` to its end (or until `stop` parts of it are scored in all: it stops before the
    next begins, Game.play_until: rounds, hands, piles ..., `part_name`), tell it from event
    `start` on (a resumed game: what was played since it was saved) and print the scores
    (`print_scores`); returns the number of parts scored (mogel.cli.commands
    then writes --log and --save)."""
    words = MESSAGES[args.lang]
    if start:
        begun = _round_begun(game, start)
        recap = begun < start and not args.quiet   # --quiet tells no event: no round so far either
        said = "resumed_recap" if recap else "resumed_quiet" if args.quiet else "resumed"   # --quiet: nothing follows
        say(words[said].format(
            part=_this_part(game, args.lang), path=args.file, events=counted(args.lang, start, "event", dative=True),
            decisions=counted(args.lang, len(game.decisions), "decision", dative=True)))
        if recap:
            _recap(game, args, begun, start)
    slow = any(agent.thinks_long for agent in game.agents)
    told = _TellOnTheWay(game, args, start) if slow and not args.quiet else None
    try:
        game.play() if stop is None else game.play_until(rounds=stop)
    except MogelError as err:   # the rules stopped the game: what led there, before the message (on stderr)
        if told is not None:
            told.rest()
        elif not args.quiet:
            _tell(game, args, start, last=TAIL)
        if isinstance(err, RulesRuntimeError) and not args.quiet:
            say_where_stopped(game, args.lang, err)
        raise
    if told is not None:
        told.rest()
    elif not args.quiet:
        _tell(game, args, start)
    print_scores(game, args.lang)
    rounds = game.parts_played
    if stop is not None and game.finished:
        level = part_name(game, args.lang)   # "pile"
        say(words["ended_first" if rounds < stop else "ended_with"].format(level=level, rounds=rounds, stop=stop,
                                                                           last=rounds))
    return rounds


def play_and_write(game: Game, args, stop: Optional[int], start: int = 0) -> int:
    """play_on, then --log and --save (exit code 0).  A game the rules stop mid-way still gets
    its --log, every event up to the stop, to look into (`mogel replay` of it stops at the same
    place), before the error is told; --save is not written, as a stopped game cannot be resumed."""
    try:
        rounds = play_on(game, args, stop, start=start)
    except RulesRuntimeError:
        if args.log:
            with signals_held():
                write_told(lambda: write_log(game, args.log, args.lang), args.log,
                           MESSAGES[args.lang]["stopped_log"].format(path=args.log))
        raise
    return write_files(game, args, rounds)



def write_files(game: Game, args, rounds: int) -> int:
    """Write --log and --save of a game played (in progress after `rounds` rounds, or finished)."""
    words = MESSAGES[args.lang]
    with signals_held():   # both files or, if writing fails, a message: never one left behind by Ctrl-C
        if args.log:
            write_told(lambda: write_log(game, args.log, args.lang), args.log, words["log"].format(path=args.log))
        if args.save:
            key = "saved" if game.finished else "stopped_saved"
            level = part_name(game, args.lang)   # "pile"
            write_told(lambda: save_game(game, args.save, args.lang), args.save,
                       words[key].format(path=args.save, quoted=saved_with(args.save, args), rounds=rounds,
                                         level=level))
    return 0


TAIL = 40   # sentences told before the message of a game the rules stopped


def _tell(game: Game, args, start: int, last: Optional[int] = None) -> None:
    """Say the narration of the game from event `start` on (`last`: only its last sentences,
    after a line that says how many are left out), then a blank line."""
    narrator = Narrator(game.program, game.narrator.names, args.lang)
    lines = game.narration(lang=args.lang) if start == 0 else (
        line.text for line in told_lines(narrator, game.events[start:], game.state.layout, start))
    lines = [line for line in lines if line]
    if last is not None and len(lines) > last:
        say(MESSAGES[args.lang]["cut"].format(n=counted(args.lang, len(lines) - last, "sentence")))
        lines = lines[-last:]
    for line in lines:
        say(line)
    say()


class _TellOnTheWay:
    """The narration said as the game goes, when a bot that may think for seconds a decision plays
    (`Agent.thinks_long`: the search bot), so that `mogel play` does not look hung: listening to the
    engine's events from event `start` on, each line is said (and flushed) once no later event can
    change it (Teller.final); `rest()` says the others, then a blank line, and stops listening.  The
    lines are those `_tell` says at the end; but a game the rules stop has said them all (no TAIL)."""

    def __init__(self, game: Game, args, start: int):
        self.teller = Teller(Narrator(game.program, game.narrator.names, args.lang), game.state.layout)
        self.engine, self.index, self.said = game.engine, start, 0
        for ev in game.events[start:]:
            self(ev)
        game.engine.on_event = self

    def __call__(self, ev) -> None:
        self.teller.add(self.index, ev)
        self.index += 1
        self._say(self.teller.final())

    def _say(self, lines) -> None:
        for line in lines[self.said:]:
            say(line.text)
        if len(lines) > self.said:
            self.said = len(lines)
            flush()

    def rest(self) -> None:
        self.engine.on_event = None
        self._say(self.teller.lines())
        say()


def say_where_stopped(game: Game, lang: str, err: RulesRuntimeError) -> None:
    """Say where a game of levels inside levels its rules stopped by `err` stood: the path of its
    levels from the top, as the narration names them ("The rules stopped the game in hand 5,
    trick 1."), for a message that names no level, such as a number that came out negative in a
    trick (a game of rounds alone: nothing is said).  A message that names the path itself
    ("hand 5, trick 1 did not end after 2000 turns": mogel.compile.said_work.level_path) is not
    told it twice."""
    if "path" in getattr(getattr(err, "said", None), "fields", ()):
        return
    s, depth = game.state, 1 if game.program.open_top else 0   # an open-ended top level is the game: not named
    path = [[spec.name, s.levels[spec.name]] for spec in game.program.levels[depth:] if spec.name in s.levels]
    if len(path) > 1:
        narrator = Narrator(game.program, game.narrator.names, lang)
        say(MESSAGES[lang]["stopped_in"].format(path=path_text(narrator, path, capital=False)))


def checked_stop(game: Game, stop: Optional[int], file: str) -> Optional[int]:
    """`stop` of --stop-after (None: none) if `game` (of the rules `file`, or saved in it) can stop
    after that many of its parts: it has parts (Program.parts), `stop` is 1 or more and, for a
    game resumed, later than the parts it has played.  Else a UsageError of one line naming
    the parts by their display name ("hand 3")."""
    if stop is None:
        return None
    if game.program.parts is None:
        level = level_name(Narrator(game.program, game.narrator.names, "en"), game.program.levels[0].name)
        raise UsageError(f"--stop-after stops a game between its parts (rounds, hands ...), and a game of {file} "
                         f"is one {level} of turns: play it to its end (or with --seat, type q to stop)")
    part, done = part_name(game, "en"), game.parts_played
    if stop < 1:
        raise UsageError(f"--stop-after {stop}: give the {part} after which to stop, from 1 up "
                         f"(--stop-after 1 stops once {part} 1 is over)")
    if stop <= done:
        raise UsageError(f"--stop-after {stop}: {file} has played up to {part} {done} already: --stop-after names "
                         f"the {part} to stop after, counted from the game's start; give a later {part} (for {stop} "
                         f"more: --stop-after {done + stop})")
    return stop


def part_name(game: Game, lang: str) -> str:
    """The display name of the parts of `game` (Program.parts) in `lang`: "round", "pile", "Runde"."""
    part = game.program.parts
    return level_name(Narrator(game.program, game.narrator.names, lang), part.name if part else "round")


def _this_part(game: Game, lang: str) -> str:
    """"the round", "the hand" / "diese Runde": the part of `game` in progress (its display name)."""
    part = game.program.parts
    return this_round(part.names if part is not None else None, lang) if lang == "de" else f"the {part_name(game, lang)}"


def _round_begun(game: Game, start: int) -> int:
    """The index of the event that began the part of the game in progress at event `start` (a
    round's `round_start`, a hand's `level_start`: Program.parts), or `start` when none has begun
    since the last one ended (or the game has no parts)."""
    part = game.program.parts
    if part is None:
        return start
    begins, ends = ("round_start", "round_end") if part.name == "round" else ("level_start", "level_end")
    for index in range(start - 1, -1, -1):
        ev = game.events[index]
        if ev.kind in (begins, ends) and ev.info.get("level", "round") == part.name:
            return index if ev.kind == begins else start
    return start


def _recap(game: Game, args, begun: int, start: int) -> None:
    """Tell again, indented, what the round in progress held before the save (its header, the
    deal, the turns so far), so that a resumed game reads on from a known place (found in a
    trial of a game of matching cards: the resumed narration began in the middle of a turn)."""
    narrator = Narrator(game.program, game.narrator.names, args.lang)
    for line in told_lines(narrator, game.events[begun:start], game.state.layout, begun):
        if line.text:
            say("  " + line.text)


# A top level other than the round, named above the table ({p}: the columns' letter), and where a
# game in progress stands, under it.
LEVEL_WORDS = {"en": {"caption": "{p}1, {p}2, ...: the points of {level} 1, 2, ...",
                      "own": "{head}: the points its own scoring gave at its end",
                      "in_progress": "* in progress: {path} (its points so far)"},
               "de": {"caption": "{p}1, {p}2, ...: die Punkte von {level} 1, 2, ...",
                      "own": "{head}: die Punkte der eigenen Wertung am Ende",
                      "in_progress": "* l\u00e4uft noch: {path} (die Punkte bisher)"}}
# A game with teams (`teams:`): who plays together, above the table
TEAM_WORDS = {"en": "Teams (a member's points count for the whole team): {teams}",
              "de": "Teams (die Punkte eines Mitglieds z\u00e4hlen f\u00fcr das ganze Team): {teams}"}
MOST_COLUMNS = 12   # more parts than this: the first ones are summed in one column ("R1-R489")


def print_scores(game, lang: str = "en") -> None:
    """Print the score table of `game` (finished or in progress) with words in `lang`."""
    s, names = game.state, game.narrator.names
    total, winner, winners_word, fewest, most = SCORE_WORDS[lang]
    words = LEVEL_WORDS[lang]
    narrator = Narrator(game.program, names, lang)
    depth = 1 if game.program.open_top else 0   # an open-ended top level is the game: its parts are the columns
    top = game.program.levels[depth]
    level = level_name(narrator, top.name)
    letter = level[:1].upper()
    columns = [list(h) for h in s.history]
    heads = [f"{letter}{n + 1}" for n in range(len(columns))]
    running = game.engine.running
    playing = not game.finished and len(running) > depth and running[depth] is top
    if playing:
        columns.append(list(s.level_scores.get(top.name, [0] * s.n)))
        heads.append(f"{letter}{len(heads) + 1}*")
    if len(columns) > MOST_COLUMNS:   # a game of hundreds of battles: the first ones summed in one column
        folded = len(columns) - MOST_COLUMNS + 1
        columns[:folded] = [[sum(c[seat] for c in columns[:folded]) for seat in range(s.n)]]
        heads[:folded] = [f"{heads[0]}-{heads[folded - 1]}"]
    own = [s.totals[seat] - sum(c[seat] for c in columns) for seat in range(s.n)]
    if depth and any(own):   # the points of the open top level's own scoring, in no part's column
        game_level = level_name(narrator, game.program.levels[0].name)
        game_level = game_level[:1].upper() + game_level[1:]
        columns.append(own)
        heads.append(game_level)
    if top.name != "round":
        say(words["caption"].format(p=letter, level=level))
    if depth and any(own):
        say(words["own"].format(head=game_level))
    teams = game.program.teams(s.n)
    if teams is not None:
        firsts = [team for seat, (team, _, _) in enumerate(teams) if team[0] == seat]   # each team once
        if any(len(team) > 1 for team in firsts):   # teams of one player (2 players, alternate seats): none to name
            say(TEAM_WORDS[lang].format(teams="; ".join(narrator._list(team) for team in firsts)))
    width = max(len(names[i]) for i in range(s.n)) + 2
    cells = [max(5, len(h) + 1) for h in heads]
    say("".ljust(width) + "".join(f"{h:>{cell}}" for h, cell in zip(heads, cells)) + f"{total:>8}")
    for seat in range(s.n):
        row = "".join(f"{c[seat]:>{cell}}" for c, cell in zip(columns, cells))
        bot = bot_word(game.agents[seat].name, lang)
        say(f"{names[seat]:<{width}}{row}{s.totals[seat]:>8}   ({bot})")
    if playing:
        path = [[spec.name, s.levels.get(spec.name, s.round)] for spec in running[depth:]]
        say(words["in_progress"].format(path=path_text(narrator, path)))
    if not game.finished:   # a game in progress (--stop-after): no winner yet
        return
    winners = listed(lang, (names[w] for w in game.winners)) if teams is None else \
        "; ".join(narrator._list(team) for team in firsts if team[0] in game.winners)
    label = winners_word if len(game.winners) > 1 else winner
    say(f"{label}: {winners} ({most if game.program.highest_wins else fewest})")
