"""Balance a rule: sweep a number the rules `define`, or the cheat rate, and ask when cheating
stops paying.

    result = sweep("catch_penalty_cards", [0, 1, 2, 3, 4], games=200)
    result.table            # one row per value: points per round, win rates, advantage, 95 % intervals
    result.stops_paying     # the first value where cheating no longer pays, or None
    print(result.answer())  # the same in a sentence, with the game count
    result.plot()           # a matplotlib Figure (mogel.lab.plots.plot_sweep)
    sweep("cheat_rate", [0, 0.25, 0.5, 1], rules=mogel.load_rules("my_rules.mm"))   # a bot setting

For each value the rules are loaded with `define NAME = value` (mogel.check.overrides: the
rules are checked again, a value they cannot take is a located error) -- or, for "cheat_rate"
and "attention" (when the rules define no number of that name), the bots get that setting --
and two tables are played on the same seeds: the *cheating* table (a sneaky bot in seat 0,
honest bots around it) and the *honest* table (an honest bot in seat 0 instead, the same
opponents).  Seat 0 of the two tables answers "what does cheating bring me, compared with
playing honestly in my seat?": the advantage is what cheating gains in points per round --
the honest seat's points less the cheater's where the fewest points win (a game of penalty
points: cheating saves them), the cheater's less the honest seat's where the most win (a game
of claims, say) -- so more than 0: cheating pays.  Every seat has the same attention when it holds the
watching role.  A "round" is a scored part of the game, a row of simulate()'s table: a round
of a game of rounds, a game of a match of games (Sweep.level names it).

Intervals (95 %): points per round and the advantage -- the rounds of one game are not
independent (they share players and totals), so each game gives one value (its mean per
round; for the advantage, the difference of the two seats' on the same seed) and the
interval is Student's t over the games (scipy.stats.t); win rates -- Wilson score intervals
(scipy.stats.binomtest), a tie counting as a win for each seat that shares it.  Cheating
*stops paying* at the first value (in the order given) whose advantage interval lies at or
below 0, among those at which the cheater did cheat: there the data say, with 95 % confidence,
that the cheater gains nothing.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from typing import Optional, Sequence

import pandas as pd

from ..agents import make_bot
from ..check.loader import load_rules
from ..check.overrides import DefineError
from ..errors import MogelError
from ..check.variants import variant_names
from .measures import LabTable, _count, _fractions, _opponents, mean_interval, seated, wilson
from .plots import plot_sweep
from .rows import level_plan
from .runs import _source, rules_played, simulate

SETTINGS = ("cheat_rate", "attention")   # the bots' settings a sweep may try in place of a define

# The columns of Sweep.table, in order (README "Balance a rule" says each).
COLUMNS = ["value", "games", "cheater points", "cheater low", "cheater high",
           "honest points", "honest low", "honest high", "advantage", "advantage low", "advantage high",
           "cheater win rate", "cheater win low", "cheater win high",
           "honest win rate", "honest win low", "honest win high",
           "cheats per round", "catch rate"]


@dataclass(repr=False)
class Sweep:
    """The result of `sweep`: the define (or bot setting) swept, the bots' settings (the one
    swept: NaN), `games` (per value and table), `table` (one row per value, columns COLUMNS),
    `rounds` (simulate()'s rows of every table, plus the columns value and table: "cheating" or
    "honest"), `level` (what a row of the rules is: "round", or "game" in a match of games), `highest_wins`
    (the most points win: the advantage is the cheater's points less the honest seat's) and
    `setting` (a bot setting was swept, not a define)."""

    define: str
    cheat_rate: float
    attention: float
    games: int
    table: pd.DataFrame
    rounds: pd.DataFrame
    level: str = "round"
    highest_wins: bool = False
    setting: bool = False

    @property
    def stops_paying(self):
        """The first value (in the order swept) whose advantage interval lies at or below 0:
        from there on the cheater gains no points (95 % confidence); None if no value of the
        sweep shows it.  A value at which the cheater made no cheat (a cheat rate of 0) tells
        nothing about cheating and is passed over."""
        table = self.table
        below = table[(table["advantage high"] <= 0) & (table["cheats per round"] > 0)]
        return None if below.empty else below["value"].iloc[0]

    def answer(self) -> str:
        """The answer to "at which value does cheating stop paying?" in one sentence, with
        the game count it rests on."""
        cheated = self.table["cheats per round"] > 0
        values = ", ".join(str(v) for v in self.table["value"])
        rate = "each cheat rate tried" if self.setting and self.define == "cheat_rate" else \
            f"cheat rate {self.cheat_rate:.0%}"
        attention = "each attention tried" if self.setting and self.define == "attention" else \
            f"attention {self.attention:.0%}"
        rests = (f"{self.games} game{'s' * (self.games != 1)} per value and table, sneaky bot at {rate} "
                 f"(about {self.table['cheats per round'].mean():.1f} cheats per {self.level}), {attention}")
        if not cheated.all():
            idle = ", ".join(str(v) for v in self.table["value"][~cheated])
            rests += f"; at {idle} the cheater did not cheat, which tells nothing"
        value = self.stops_paying
        if value is None and not cheated.any():
            return f"The cheater did not cheat at any {self.define} tried ({values}): nothing to tell ({rests})."
        if value is None:
            paying = ", ".join(str(v) for v in self.table["value"][cheated])
            return (f"Cheating pays at every {self.define} tried ({paying}): at none of them does the "
                    f"95 % interval of its advantage lie at or below 0 ({rests}).")
        row = self.table[self.table["value"] == value].iloc[0]
        return (f"Cheating stops paying at {self.define} = {value}: there the cheater's advantage is "
                f"{row['advantage']:.1f} points per {self.level} (95 % interval {row['advantage low']:.1f} to "
                f"{row['advantage high']:.1f}), at or below 0 ({rests}; tried: {values}).")

    def plot(self):
        """A matplotlib Figure: points per round, the advantage and the win rates against the
        value, whiskers the 95 % intervals, the game count in its title (mogel.lab.plots.plot_sweep)."""
        return plot_sweep(self)

    def __repr__(self) -> str:
        return (f"<Sweep of {self.define} over {list(self.table['value'])}, {self.games} game"
                f"{'s' * (self.games != 1)} per value and table; stops paying: {self.stops_paying}; "
                f".table, .rounds, .answer(), .plot()>")


def _values(values) -> list:
    """A list, tuple, range or 1-D array of whole numbers (not bools), none twice, as ints."""
    if isinstance(values, (str, bytes)) or \
            not (isinstance(values, (Sequence, range)) or getattr(values, "ndim", None) == 1) or len(values) == 0:
        raise MogelError(f"values: a list of whole numbers to try, such as [0, 1, 2, 3], not {values!r}")
    out = []
    for value in values:
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise DefineError(f"each value of a define is a whole number, not {value!r}")
        if int(value) in out:
            raise MogelError(f"the value {int(value)} is given twice: each value is played once")
        out.append(int(value))
    return out


def _fraction(value, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real) or not 0 <= value <= 1:
        raise MogelError(f"{name} must be a number from 0 to 1, not {value!r}")
    return float(value)


def _seat_measures(frame: pd.DataFrame):
    """Seat 0's per-game mean points per round (a Series by game) and (wins, games)."""
    seat = frame[frame.seat == 0]
    per_game = seat.groupby("game").points.mean()
    wins = seat.drop_duplicates("game").game_winner
    return per_game, (int(wins.sum()), len(wins))


def sweep(define: str, values: Sequence, *, rules=None, variants=(), cheat_rate: float = 0.5,
          attention: float = 0.5, opponents: Optional[int] = None, games: int = 100, seed: int = 0, workers=None,
          client=None, progress: Optional[bool] = None, players: Optional[int] = None) -> Sweep:
    """Play the rules with `define` set to each of `values`, a cheating and an honest seat on
    the same seeds, and tell where cheating stops paying (see the module's docstring).

    define: the name of a `define NAME = N` of the rules (one whole number; e.g.
    "penalty_cards", "reward_points", "most_cards"), or
    "cheat_rate" or "attention" (a bot setting, unless the rules define a number of that name).
    values: whole numbers to try (a setting: numbers from 0 to 1), each once, in the order to
    try them.  rules, variants: as for `simulate`.  cheat_rate: the sneaky bot's chance to
    cheat at each window the rules open (after each move, say) and to bluff at each claim it
    could make true: the rate 0.5 makes several cheats a round; Sweep.table says how many.
    attention: every seat's chance to notice a covert move while it watches.  (The one swept
    is ignored.)  opponents (honest bots round the table, default 3), games: whole numbers, 1 or
    more (games per value and table).  players: the number of seats, as for `simulate`, in place
    of `opponents` (players - 1 honest bots).
    Returns a Sweep: .table (COLUMNS: value, games, points per round of the cheater and of the
    honest seat, the advantage (what cheating gains: more than 0, cheating pays), the two win
    rates (0..1), each with its 95 % interval (low, high), the cheater's cheats per round and
    catch rate), .stops_paying, .answer(), .plot().  A "round" is a row of simulate()'s table:
    a round, or a game of a match of games (Sweep.level).

    Raises DefineError for a define the rules lack (with a did-you-mean) or that is not one
    whole number, or a value that is no whole number; RulesError ("with NAME = N: ...",
    located) for a value the rules cannot take; MogelError for no values, a value twice, a
    rate or attention outside 0..1, opponents or games < 1, opponents and players that disagree;
    for players= what `simulate` says of it ("players must be a whole number of at least 1, not
    0", "GAME is played by 3 to 5 players, not 2"); all before any game is played.
    """
    if not isinstance(define, str):
        raise DefineError(f"define: the name of a define of the rules, such as 'catch_penalty_cards', not {define!r}")
    games = _count(games, "sweep needs at least 1 game per value")
    opponents = _opponents(opponents, players)
    cheat_rate, attention = _fraction(cheat_rate, "cheat_rate"), _fraction(attention, "attention")
    text, file, applied = _source(rules)
    played = seated(rules_played(rules, variants), opponents)
    variants = tuple(applied) + variant_names(variants)
    setting = define in SETTINGS and define not in played.defines
    if setting:
        values = _fractions(values, define.replace("_", " "), "value")
        loaded = [played] * len(values)
    else:
        values = _values(values)
        loaded = [load_rules(text=text, file=file, variants=variants, defines={define: v}) for v in values]
    rows, frames = [], []
    highest = played.game.winner == "highest"
    for value, rules_v in zip(values, loaded):
        chosen = {"cheat_rate": cheat_rate, "attention": attention, **({define: value} if setting else {})}
        tables = {"cheating": make_bot("sneaky", cheat_rate=chosen["cheat_rate"], attention=chosen["attention"]),
                  "honest": make_bot("honest", attention=chosen["attention"])}
        played_v = {}
        for table, first in tables.items():
            bots = [first] + [make_bot("honest", attention=chosen["attention"]) for _ in range(opponents)]
            frame = simulate(rules_v, bots=bots, games=games, seed=seed, workers=workers, client=client,
                             progress=progress, players=players)
            played_v[table] = frame
            frames.append(frame.assign(value=value, table=table))
        rows.append(_row(value, played_v["cheating"], played_v["honest"], highest))
    table = LabTable(rows, columns=COLUMNS)
    nan = float("nan")
    return Sweep(define, nan if setting and define == "cheat_rate" else cheat_rate,
                 nan if setting and define == "attention" else attention, games, table,
                 pd.concat(frames, ignore_index=True), level_plan(played)[0], highest, setting)


def _row(value, cheating: pd.DataFrame, honest: pd.DataFrame, highest: bool) -> list:
    """One row of Sweep.table from the two tables played with `value` (`highest`: the most points win)."""
    cheater, cheater_wins = _seat_measures(cheating)
    fair, fair_wins = _seat_measures(honest)
    advantage = ((cheater - fair) if highest else (fair - cheater)).dropna()   # paired by game: the same seed
    seat = cheating[cheating.seat == 0]
    cheats = int(seat.cheats.sum())
    return [value, cheater.size, *mean_interval(cheater), *mean_interval(fair), *mean_interval(advantage),
            *wilson(*cheater_wins), *wilson(*fair_wins), seat.cheats.mean(),
            int(seat.caught.sum()) / cheats if cheats else float("nan")]
