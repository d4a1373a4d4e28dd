"""The checking mode of bench/reference.py: does the hand-written game play the engine's games?

    python bench/reference.py --check 300      # 300 games: events, decisions and lab rows

For each game seed of a lab run (`mogel.game_seed(0, i)`), the engine plays `mogel.Game` with
four random bots that log each chance of a covert move or accusation they count down and each
decision they answer (seat, kind, options, answer), while
`on_event` logs each event (kind, seat, moves, info); card ids become faces (the engine's
`face_ids`), so both logs speak of the same things.  The reference plays the same seed with
its log on.  The two logs must be equal, entry for entry; and `mogel.lab.run_rows` (what
`simulate(workers=1)` tabulates) must give the reference's rows.  This module imports mogel;
bench/reference.py does only when asked to check.
"""

from __future__ import annotations

import collections
import itertools
import time
from typing import List, Optional

import mogel
from mogel.agents import RandomBot, make_bot
from mogel.compile.program import compile_rules
from mogel.lab import run_rows

from reference import CHEAT_RATE, game_seed, play_game, run

# The info fields of each event kind, in the order the reference logs them ("private" is left
# out: it names fields, it is none).  A field not listed is logged after them as (name, value),
# so an event the reference does not know cannot pass unnoticed.
INFO = {
    "game_start": ("players", "seed", "oldest"), "round_start": ("round",), "shuffle": ("slot", "order"),
    "role": ("role", "to", "before"), "play": ("onto",), "give": ("to",), "cheat": ("cheat",),
    "notice": ("cheater", "noticed", "chance"), "accuse": ("accused", "right"), "decline": ("verb", "had_option"),
    "race_start": ("name", "runners"), "race": ("name", "times", "pick", "winner"), "score": ("points",),
    "round_end": ("round", "reason", "condition", "active"), "round_scored": ("round", "scores"),
    "game_end": ("totals", "winners"),
}
CARD_DECISIONS = frozenset({"cheat", "play", "give", "choose"})   # options are cards; else seats


class _Trials(list):
    """The engine's countdowns of one kind by seat (mogel.agents.countdown.table: the engine's
    `cheat_left` or `accuse_left`) that log each chance ("trial", seat, kind) once `log` is
    set: each trial ends in exactly one store of its seat's count, counted down or drawn anew,
    whether the generated window counts it down itself or calls `Countdown.trial`."""

    def __init__(self, counts, kind: str):
        super().__init__(counts)
        self.log, self.kind = None, kind

    def __setitem__(self, seat, count):
        if self.log is not None:
            self.log(("trial", seat, self.kind))
        super().__setitem__(seat, count)


class _LoggingBot(RandomBot):
    """A random bot (the same answers from the same generator, counting down as RandomBot does:
    only methods without the fixed-rate mark are overridden) that logs each answer it is asked
    for ("decide", seat, kind, options, answer); an accusation with proof is told by its event,
    and each chance of a covert move or unprovoked accusation by its countdown's list (`_Trials`)."""

    def hide(self, view, decision, rng):
        return self._logged(decision, super().hide(view, decision, rng))

    def accuse_anyone(self, view, decision, rng):
        return self._logged(decision, super().accuse_anyone(view, decision, rng))

    def choose(self, view, decision, rng):
        return self._logged(decision, super().choose(view, decision, rng))

    def _logged(self, decision, answer):
        face = self.face if decision.kind in CARD_DECISIONS else _same
        self.log(("decide", decision.seat, decision.kind, tuple(map(face, decision.options)), face(answer)))
        return answer


def _same(value):
    return value


def _info(kind: str, info: dict, face) -> tuple:
    listed = INFO.get(kind, ())
    out = []
    for key in listed:
        value = info[key]
        if key == "onto":
            value = face(value)
        elif key == "order":
            value = tuple(map(face, value))
        elif key == "times":
            value = tuple(value.items())
        elif isinstance(value, list):
            value = tuple(value)
        out.append(value)
    out.extend((key, value) for key, value in info.items() if key not in listed and key != "private")
    return tuple(out)


def engine_log(rules, seed: int, players: int = 4, cheat_rate: float = CHEAT_RATE) -> list:
    """The engine's game of `players` random bots seeded `seed`, logged as the reference logs one."""
    face_ids = compile_rules(rules).deck.face_ids   # the Program every Game of `rules` plays

    def face(card):
        return None if card is None else face_ids[card]

    entries: List[tuple] = []
    bots = [_LoggingBot(cheat_rate=cheat_rate) for _ in range(players)]
    for seat, bot in enumerate(bots):
        bot.log, bot.face, bot.seat = entries.append, face, seat

    def on_event(ev):
        moves = tuple((face(card), src, dst) for card, src, dst in ev.moves)
        entries.append(("event", ev.kind, ev.seat, moves, _info(ev.kind, ev.info, face)))

    game = mogel.Game(rules, bots, seed, on_event=on_event)
    engine, n = game.engine, len(bots)
    logged = _Trials([0] * n, "cheat"), _Trials([0] * n, "cheat"), _Trials([0] * n, "accuse")
    for seat, countdown in enumerate(engine.countdowns):   # each counts in the logging lists, none drawn yet
        countdown.count_in(seat, logged[:2], logged[2])
    engine.cheat_left, engine.accuse_left = logged[:2], logged[2]
    for trials in logged:
        trials.log = entries.append
    game.play()
    return entries


def reference_log(seed: int, players: int = 4, cheat_rate: float = CHEAT_RATE) -> list:
    """The reference's game seeded `seed`, with its log on."""
    entries: List[tuple] = []
    play_game(seed, players, log=entries.append, cheat_rate=cheat_rate)
    return entries


def first_difference(engine: list, reference: list) -> Optional[int]:
    """The index of the first entry where the two logs differ (one ending first counts), or None."""
    for i, (a, b) in enumerate(itertools.zip_longest(engine, reference)):
        if a != b:
            return i
    return None


def _around(log: list, at: int) -> str:
    """The entries of `log` around entry `at` (marked >), one a line."""
    lines = range(max(0, at - 3), min(len(log), at + 2))
    return "\n".join(f"  {'>' if i == at else ' '} {i:6d} {log[i]!r}" for i in lines)


def check(games: int, players: int = 4, cheat_rate: float = CHEAT_RATE) -> int:
    """Compare `games` games (the lab's seeds for seed 0); print the outcome; 0 when all agree."""
    start = time.perf_counter()
    rules = mogel.load_rules()
    counts = collections.Counter()
    for index in range(games):
        seed = game_seed(0, index)
        engine, reference = engine_log(rules, seed, players, cheat_rate), reference_log(seed, players, cheat_rate)
        at = first_difference(engine, reference)
        if at is not None:
            print(f"game {index} (seed {seed}, {players} players) differs at log entry {at}:")
            print(f"engine:\n{_around(engine, at)}\nreference:\n{_around(reference, at)}")
            return 1
        counts.update(entry[0] for entry in engine)
    bots = [make_bot("random", cheat_rate=cheat_rate) for _ in range(players)]
    lab = [row for rows in run_rows(games=games, seed=0, workers=1, progress=False, bots=bots) for row in rows]
    mine = run(games, players=players, cheat_rate=cheat_rate)
    at = first_difference(lab, mine)
    if at is not None:
        print(f"lab row {at} differs:\nmogel.lab.run_rows:\n{_around(lab, at)}\nreference:\n{_around(mine, at)}")
        return 1
    print(f"{games} games of {players} random bots (cheat_rate {cheat_rate:g}): the reference plays the engine's "
          f"games, the same {counts['event']:,} events, {counts['decide']:,} decisions asked, {counts['trial']:,} "
          f"chances counted down and {len(lab):,} lab rows "
          f"({time.perf_counter() - start:.0f} s)")
    return 0
