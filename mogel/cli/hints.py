"""Hints of the `mogel` command that name its own options (mogel.cli.commands): a variant that
is not in the rules played, worded for the command line that asked for it; a `--bots` list with
an empty place or a decimal comma (`bots_problem`); the bots of a table from `--bots` and
`--players` (`seated_bots`), a table the rules are not played by told with the --players that
makes one (mogel.check.variants.seats_hint, which the lab's Python API words as `players=`).

    mogel play --variant short_match              # rules.mm has none: another shipped game has it
    mogel: error: rules.mm: unknown variant 'short_match': variant short_match belongs to game
    game_b: add --game game_b

The checker (mogel.check.variants) knows only the rules it read; which shipped game offers a
variant, and which option of the command picks a game, is told here; so is a game its rules
stopped (`stopped`), or a saved one they stopped while replayed (`unreplayable`): one of a run
of `mogel simulate` with the `mogel play` command that plays it again; the arguments that go on
with a saved game (`saved_with`: --rules or --game as `mogel resume` or `mogel replay` was given them).
"""

from __future__ import annotations

import copy
import re
import shlex
from typing import Optional

from ..agents import BOTS, bot_from_text
from .arguments import DEFAULT_BOTS, UsageError
from ..check.files import games_with_variant
from ..check.variants import joined, plays_with, seats_hint, wrong_player_count
from ..errors import RulesRuntimeError, RunawayGame, SavedGameError, UnknownVariantError
from ..play.said_saved import Refused


def saved_with(path: str, args) -> str:
    """The saved game `path` quoted for a shell, followed by the --rules RULES or --game NAME
    that this `mogel resume` or `mogel replay` was given (the game goes on with the same rules);
    of `mogel play`, the file alone (its save names where the rules file is)."""
    again = [shlex.quote(path)]
    if args.command in ("resume", "replay"):
        again += [f"--{option} {shlex.quote(value)}" for option in ("rules", "game")
                  if (value := getattr(args, option, None)) is not None]
    return " ".join(again)


def unknown_variant(err: UnknownVariantError, args) -> str:
    """The message of an unknown variant for the command line `args` (with its `game` and
    `rules`), one line per unknown name: names with commas say that --variant takes one; a
    variant of another shipped game names that game and the --game that plays it; a near name
    of the rules keeps the checker's did-you-mean; else the `mogel variants` command that lists
    the variants of the rules given."""
    if not err.unknown:
        return str(err)
    game, rules = getattr(args, "game", None), getattr(args, "rules", None)
    lines = []
    for name, hint in err.unknown:
        owners = [owner for owner in games_with_variant(name) if owner != game]
        if joined(name):   # as --bots lists them: the did-you-mean named one of the two
            hint = ": --variant takes one name each time: " + " ".join(
                f"--variant {shlex.quote(part)}" for part in joined(name))
        elif owners:
            asked = " or ".join(f"--game {owner}" for owner in owners)
            which = f"game {owners[0]}" if len(owners) == 1 else "games " + ", ".join(owners)
            if game is not None:
                hint = f": variant {name} belongs to {which}, not {game}: use {asked}"
            elif rules is not None:
                hint = f": variant {name} belongs to {which}: use {asked} instead of {rules}"
            else:
                hint = f": variant {name} belongs to {which}: add {asked}"
        elif not hint.startswith(" (did you mean"):
            where = f" --game {game}" if game is not None else f" {shlex.quote(rules)}" if rules is not None else ""
            hint = f"; `mogel variants{where}` lists them"
        lines.append(f"{err.file}: unknown variant '{name}'{hint}")
    return "\n".join(lines)


def bots_problem(text: str) -> Optional[str]:
    """What is wrong with the places of the `--bots` list `text`, else None: an empty list or place
    (`random,honest,` said "unknown bot ''"), or a decimal comma (`sneaky:cheat_rate=0,3` said
    "unknown bot '3'": a German learner writes 0,3)."""
    specs = [spec.strip() for spec in text.split(",")]
    if not text.strip():
        return f"--bots '{text}': no bot is named: give one or more ({', '.join(BOTS)})"
    if "" in specs:
        return (f"--bots '{text}': a bot is missing at a comma: name one there ({', '.join(BOTS)}) "
                f"or leave the comma out")
    for before, spec in zip(specs, specs[1:]):
        if spec.isdigit() and re.search(r"=[+-]?\d+$", before):
            return (f"--bots '{text}': {before},{spec}: commas separate the bots, so a number is written with a "
                    f"decimal point: {before}.{spec}")
    return None


def _bot(spec: str):
    """One bot from `name` or `name:setting=value:...` (mogel.agents.bot_from_text)."""
    try:
        return bot_from_text(spec)
    except ValueError as err:
        raise UsageError(str(err)) from None


def seated_bots(text: Optional[str], players: Optional[int], rules, person: bool = False):
    """One bot per seat from `--bots` (repeated round the table when there are fewer bots than
    --players; more is an error; of the default bots the first --players), checked against the rules;
    `person`: one seat more is a person's (--seat; the table's size still counts it), left out here."""
    if players is not None and players < 1:
        raise UsageError(f"--players must be a positive number, not {players}")
    if text is not None and (problem := bots_problem(text)):   # an empty place, a decimal comma
        raise UsageError(problem)
    specs = [b.strip() for b in text.split(",")] if text is not None else list(DEFAULT_BOTS)
    bots = [_bot(spec) for spec in specs]
    if text is not None and players is not None and len(bots) > players - person:
        raise UsageError(f"--bots names {len(bots)} bots for {players} player{'s' * (players != 1)}: give at most "
                         f"one per seat (the default list is cut to the table; a list you give is not, so that no bot you name is left out unseen)")
    count = players if players is not None else len(bots) + (person and text is not None)
    low, high = rules.game.players
    if not plays_with(rules.game.players, count):
        shift = person and count > high   # too many bots beside a person: name one fewer than the seats
        only = tuple(c - shift for c in getattr(rules.game.players, "only", ()))
        raise UsageError(wrong_player_count(rules, count) + seats_hint(len(bots), text is not None, players,
                                                                        low - shift, high - shift, only=only))
    return [copy.copy(bots[i % len(bots)]) for i in range(count - person)]


def stopped(errors: dict, err: RulesRuntimeError, args) -> str:
    """The message of a game its rules stopped: one game of a run told with its index, seed and
    `mogel play` command (RulesRuntimeError.in_run), a run of several games none of which
    finished (a RunawayGame of `mogel simulate`) as such, any other as the engine says it (in
    the language of --lang when it can: mogel.compile.said_work)."""
    if err.game is not None:
        return errors["game_stopped"].format(error=err.render(), game=err.game, seed=err.seed, again=err.again,
                                             located=err.located)
    if isinstance(err, RunawayGame) and args.command == "simulate" and args.games > 1:
        return errors["none_finished"].format(error=err.render(), count=args.games)
    if err.said is not None:   # the engine's stops of a normal game say themselves in German too
        return errors["stopped_said"].format(error=err.render(getattr(args, "lang", "en")))
    return errors["stopped"].format(error=err.render())


def unreplayable(errors: dict, err: SavedGameError, args) -> str:
    """The message of a saved game that cannot be replayed.  One whose rules stopped the
    replayed game is told as a stopped game (in German: with the engine's own message, the
    `__cause__` that mogel.play.replaying.replay_file gives the SavedGameError), with the rules line
    and caret of the place where they stopped it.  Any other says itself in the language of --lang
    when it can (a Refused: mogel.play.said_saved), else in English, announced as such in German."""
    cause = err.__cause__
    if isinstance(cause, RulesRuntimeError):
        return errors["replay_stopped"].format(error=f"{err}{cause.excerpt}", cause=cause.render(),
                                               path=getattr(args, "file", ""))
    key = "unresumable" if getattr(args, "command", "") == "resume" else "unreplayable"
    if isinstance(err, Refused):   # its message in German too (mogel.play.said_saved)
        return errors[f"{key}_said"].format(error=err.render(getattr(args, "lang", "en")))
    return errors[key].format(error=err)
