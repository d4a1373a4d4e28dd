"""One game's rows of the lab's table: what each seat did in each scored part of the game.

The rows follow the level where the game scores: the **top level** of the rules, whose
instances the whole game plays and whose scores make the score table (docs/language.md 9.1).
In a game of rounds that is the round; in a match of 5 games of rounds of passes, it is the
game.  So every point the rules give lands in exactly one row, whichever level's
`scoring:` gave it: a row's `points` are the points scored during its instance (the
`round_scored` or `level_scored` event of the top level), and the rows of a game add up to
its totals.

The length of a part is counted in turns where the rules have a level of turns, else in the
instances of their innermost level (passes, say), else (a top level of steps alone) in
the decisions the players answered; `length_unit` names which: "turn", the level's name, or
"decision".

`game_rows` plays a game and counts its rows in the engine's lab mode: no Event objects are
built (mogel.runtime.engine, `Engine.count_only`), the engine hands `RoundStats.counters` each
event's fields instead, so the rows are those counted from the events of the same game -- which
`Game(rules, bots, seed)` plays again, with its events, from the same seed.

Cheats are covert moves and bluffs: a claim that is false, as the engine knows it (the `true`
field of the all-seeing `play` or `choose` event: a card laid face down, a face-up play claiming
`about` other cards, an option), and that the player chose -- a bluff the
rules forced (every option the player had made a false claim: `forced` in the event) is
counted apart, in `forced_bluffs`, and is no cheat.  So an honest bot never cheats, in any
game.  Caught: the seat's cheats rightly accused -- a covert move caught, or a chosen bluff
rightly challenged; a forced bluff rightly challenged is counted apart, in `forced_caught`; a
wrong accusation or challenge counts for the seat that made it.
"""

from __future__ import annotations

import functools
from itertools import repeat
from typing import List, Optional, Sequence

from ..errors import RunawayGame
from ..check import lets
from ..check.levels import chain, turn_level
from ..compile.program import compile_rules
from ..language import model as m
from ..language.model import Rules, display_name
from ..play.game import Game


def level_plan(rules: Rules) -> tuple:
    """(the top level, the level whose length is told, what that length is counted in) of
    `rules`, by name: the length is told of the level made of the finest parts -- the level of
    turns, counted in turns; else the level made of the innermost level of steps, counted in
    those; else (one level of steps) the top level, counted in decisions.  A game of rounds
    of turns: ("round", "round", "turn"); a match of games of rounds of passes: ("game", "round", "pass")."""
    levels = [level.name for level in chain(rules)] or ["round"]
    turns = turn_level(rules)
    if turns is not None:
        return levels[0], turns, "turn"
    if len(levels) > 1:
        return levels[0], levels[-2], levels[-1]
    return levels[0], levels[0], "decision"


@functools.lru_cache(maxsize=8)
def measured(rules: Rules) -> frozenset:
    """What a run of `rules` can measure beyond wins and lengths, by their checked model: "points"
    where a statement scores (`scores`), "cheats" where a player can cheat (a `cheat` block's
    covert moves, a `claim`'s bluffs), "caught" where besides an accusation can catch a cheat.
    A game with covert moves or claims and accusations: all three; a trick game or a game of
    asking for cards with neither: {"points"}.  The lab leaves out of its tables and summaries
    what cannot happen (a catch rate of no cheats is NaN in every game, not a finding)."""
    scores = any(isinstance(node, m.Act) and isinstance(node.verb, m.ScoreVerb)
                 for _, block, _ in lets.blocks(rules) for node, _, _ in lets.statements(rules, block))
    cheats = bool(rules.cheats or rules.claims)
    return frozenset(name for name, has in (("points", scores), ("cheats", cheats),
                                            ("caught", cheats and bool(rules.accusations))) if has)


def part_word(rules: Optional[Rules], lang: str = "en", game_word: str = "game", round_word: str = "round") -> str:
    """The display name in `lang` of a scored part of `rules` (their top level: `level_word`), or
    `game_word` where the top level is open-ended and so the whole game, played once
    (mogel.compile.levels.open_top: a `level game:` with no `name:` is a game, "Partie" in
    German, not the identifier "game")."""
    if whole_game(rules):
        return game_word
    return level_word(rules, level_plan(rules)[0] if rules is not None else "round", lang, round_word)


def whole_game(rules: Optional[Rules]) -> bool:
    """Whether a scored part of `rules` is the whole game: their top level is open-ended
    (mogel.compile.levels.open_top), played once, until its `ends when:` holds."""
    return rules is not None and compile_rules(rules).open_top


def level_word(rules: Optional[Rules], level: str, lang: str = "en", round_word: str = "round") -> str:
    """A level's display name in `lang`: its `name:` ("battle" for a `level round:` named so),
    else `round_word` for the round ("Runde" in German) and its name for any other level; its
    name alone without `rules`."""
    item = next((item for item in chain(rules) if item.name == level), None) if rules is not None else None
    return display_name(item.names if item is not None else None, lang, round_word if level == "round" else level)


def _top(info: dict) -> bool:
    """Whether a level event belongs to the top level (no path, or a path of one step)."""
    return len(info.get("path") or ()) <= 1


class InPlaceCount(tuple):
    """(list, list, counter): a counter (`counter`, called with an event's fields) whose counts
    the engine's lab twin keeps in place in the two lists where it makes such an event in place,
    no call (mogel.compile.source_module IN_PLACE): of plays (the form "card": the cards counted,
    the plays of one of them by seat), of accusations ("judged": the wrong ones by the accuser's
    seat, the covert moves caught by the accused's).  Read only."""

    __slots__ = ()

    def __call__(self, seat, moves, info) -> None:
        self[2](seat, moves, info)


class RoundStats:
    """Counts what one game's scored parts did, seat by seat, from the all-seeing events: an
    on_event listener (called with each Event), or fed the same fields without Event objects
    by the engine's lab mode (`counters`, kind -> its counter of (seat, moves, info), given to
    mogel.runtime.engine.Engine.count_only).

    game_id: the game's number in the run; bots: the bot label of each seat; rules: the rules
    played.  `follow(game)` before the Game plays (the counters read its state, its phase,
    its decisions and its deck).  `counters["cheat"]` is a list, the cheats of each seat in
    this part: the engine counts a covert move there itself (`Engine.count_only`).  `rows` holds one list per part and seat, in mogel.lab.files.COLUMNS
    order, once the part is scored; game_winner is filled at the game's end."""

    def __init__(self, game_id: int, bots: Sequence[str], rules: Rules, hand_zone: str = "hand"):
        self.game_id = game_id
        self.bots = list(bots)
        self.action_kinds, self.hand_zone, self.level, self.round_level, self.length_unit = _plan(rules, hand_zone)
        self.count_decisions = self.length_unit == "decision"
        self.claims: dict = {}   # (seat, claim name) -> whether that seat's last such claim was a forced bluff
        self.rows: List[list] = []
        self.game = None
        self.action_cards = frozenset()   # the ids of the game's cards of action_kinds (follow)
        self.cheats = [0] * len(bots)   # counted in place (reset, never replaced): the engine holds it
        self.actions, self.caught, self.wrong = [0] * len(bots), [0] * len(bots), [0] * len(bots)
        self.counters = dict(zip(_KINDS, map(getattr, repeat(self), _COUNTERS)))
        self.counters["cheat"] = self.cheats
        if not rules.claims:   # no play or accusation makes a claim: their counters test for none
            self.counters["play"], self.counters["accuse"] = self._count_play, self._count_accuse
        self._reset(len(bots))

    def follow(self, game) -> None:
        """Count the events of `game`, which has not played yet (once: its counters of plays and accusations, InPlaceCount, are made here)."""
        self.game = game
        self.action_cards = _action_cards(game.program, self.action_kinds)
        self.counters["play"] = InPlaceCount((self.action_cards, self.actions, self.counters["play"]))
        self.counters["accuse"] = InPlaceCount((self.wrong, self.caught, self.counters["accuse"]))

    def _reset(self, n: int) -> None:
        self.turns = self.length = self.reshuffles = 0
        self.round_count = 1 if self.round_level == self.level else 0
        self.decisions_before = len(self.game.decisions) if self.game is not None and self.count_decisions else 0
        self.cheats[:] = [0] * n
        for counts in (self.actions, self.caught, self.wrong):   # counted in place too (InPlaceCount): the engine holds them
            counts[:] = [0] * n
        self.bluffs, self.forced = [0] * n, [0] * n
        self.forced_caught = [0] * n
        self.went_out = [False] * n

    def __call__(self, ev) -> None:
        self.count(ev.kind, ev.seat, ev.moves, ev.info)

    def count(self, kind: str, seat, moves: tuple, info: dict) -> None:
        """Count one event given by its fields (mogel.runtime.events.Event: kind, seat, moves, info)."""
        handler = self.counters.get(kind)
        if type(handler) is list:
            handler[seat] += 1
        elif handler is not None:
            handler(seat, moves, info)

    def on_level_start(self, seat, moves, info) -> None:
        """An instance of a level begins: the top level's (a new row), or one inside it."""
        if _top(info):
            if self.count_decisions:   # else the game keeps no record (game_rows): none is read
                self.decisions_before = len(self.game.decisions)
            return
        name = info.get("level", "round")
        self.round_count += name == self.round_level
        self.length += name == self.length_unit and not self.count_decisions

    on_round_start = on_level_start

    def on_choose(self, seat, moves, info) -> None:
        """A play or choice that made a claim: a false one is a bluff, chosen or forced."""
        if "claim" not in info:
            return
        forced = bool(info.get("forced"))
        self.claims[(seat, info["claim"]["name"])] = forced
        if info["true"]:
            return
        if forced:
            self.forced[seat] += 1
        else:
            self.bluffs[seat] += 1
            self.cheats[seat] += 1

    def on_play(self, seat, moves, info) -> None:
        if moves[0][0] in self.action_cards:
            self.actions[seat] += 1
        if "claim" in info:
            self.on_choose(seat, moves, info)

    def on_accuse(self, seat, moves, info) -> None:
        accused = info["accused"]
        if not info["right"]:
            self.wrong[seat] += 1
        elif "claim" in info and self.claims.get((accused, info["claim"]), False):
            self.forced_caught[accused] += 1   # a forced bluff rightly challenged: no cheat caught
        else:
            self.caught[accused] += 1

    def _count_play(self, seat, moves, info) -> None:
        """`on_play` of rules without claims (the lab mode's counter of their plays)."""
        if moves[0][0] in self.action_cards:
            self.actions[seat] += 1

    def _count_accuse(self, seat, moves, info) -> None:
        """`on_accuse` of rules without claims (the lab mode's counter of their accusations)."""
        if info["right"]:
            self.caught[info["accused"]] += 1
        else:
            self.wrong[seat] += 1

    def on_shuffle(self, seat, moves, info) -> None:
        if self.game.engine.phase in ("play", "fresh"):   # not a setup's shuffle: a pile refilled in play
            self.reshuffles += 1

    def on_level_end(self, seat, moves, info) -> None:
        """An instance of a level ends: the turns of the level of turns (the state counts them:
        no counter of `turn` events), and the hands left at the top level's end."""
        state = self.game.state
        if info.get("level", "round") == state.turn_level:
            self.turns += state.turn
        if _top(info) and self.hand_zone is not None:
            sizes = state.hand_sizes(self.hand_zone)
            held = any(sizes)   # every hand played out (a trick game's end): nobody went out
            self.went_out = [held and size == 0 for size in sizes]

    on_round_end = on_level_end

    def on_level_scored(self, seat, moves, info) -> None:
        """The top level's instance is scored: its rows, one per seat."""
        if not _top(info):
            return
        number = info["number"] if "number" in info else info["round"]   # level_scored, round_scored
        if self.count_decisions:
            self.length = len(self.game.decisions) - self.decisions_before
        game_id, turns, reshuffles, level, unit = self.game_id, self.turns, self.reshuffles, self.level, self.length_unit
        length = self.length + turns if unit == "turn" else self.length   # a part's turns are its length in turns
        rounds, round_level = self.round_count, self.round_level
        self.rows.extend([
            [game_id, number, seat, bot, points, total, out, False, turns, cheats, caught, wrong, actions, reshuffles,
             level, length, unit, round_level, rounds, bluffs, forced, forced_caught]
            for seat, (bot, points, total, out, cheats, caught, wrong, actions, bluffs, forced, forced_caught)
            in enumerate(zip(self.bots, info["scores"], self.game.state.totals, self.went_out, self.cheats, self.caught,
                             self.wrong, self.actions, self.bluffs, self.forced, self.forced_caught))])
        self._reset(len(self.bots))

    on_round_scored = on_level_scored

    def on_game_end(self, seat, moves, info) -> None:
        winners = info["winners"]
        for row in self.rows:
            row[7] = row[2] in winners


_COUNTERS = tuple(name for name in vars(RoundStats) if name.startswith("on_"))   # its counters, by method name
_KINDS = tuple(name[3:] for name in _COUNTERS)   # the event kind of each


@functools.lru_cache(maxsize=8)
def _plan(rules: Rules, hand_zone: str) -> tuple:
    """What a RoundStats of `rules` reads of them, worked out once for all their games: (the
    kinds of action cards, the zone of hands or None, then `level_plan`)."""
    return (frozenset(k for k, c in rules.cards.items() if c.on_play), hand_zone if hand_zone in rules.zones else None,
            *level_plan(rules))


@functools.lru_cache(maxsize=8)
def _action_cards(program, action_kinds: frozenset) -> frozenset:
    """The ids of the cards of `program`'s deck (a compiled Program, the same object for the same
    Rules: mogel.compile.program.compile_rules) whose kind is one of `action_kinds`: worked out
    once for all the games of a run."""
    kinds = program.deck.kinds
    return frozenset(card for card in range(len(kinds)) if kinds[card] in action_kinds)


def game_rows(rules: Rules, agents: Sequence, game_id: int, seed: int, labels: Sequence[str],
              events: bool = False) -> List[tuple]:
    """The rows (tuples in mogel.lab.files.COLUMNS order) of game `game_id`, played by `agents`
    (one per seat; `labels` their bot labels) from `seed`: in the engine's lab mode, unless
    `events` is true or a seat's agent reads events (its `reads_events`, true unless it says
    otherwise: mogel.agents.Agent), then with events counted by an on_event listener.  In the
    lab mode, where every seat has an answerer (no agent is `interactive`) and the table reads no
    record of decisions (a part's length is not counted in them: `RoundStats.count_decisions`),
    the engine answers every seat at once and records no decision (`Engine.count_only`'s
    `at_once`): the same game, which replays with its events from its seed.  Raises the
    RunawayGame of a game the engine's limits stop; its message names the rules lines at work,
    which only events tell: a game stopped in the lab mode is played again with events."""
    lab = not events and not any(getattr(agent, "reads_events", True) for agent in agents)
    stats = RoundStats(game_id, labels, rules)
    game = Game(rules, agents, seed, on_event=None if lab else stats)
    stats.follow(game)
    if lab:
        game.engine.count_only(stats.counters, not stats.count_decisions and all(game.engine.answerers))
    try:
        game.play()
    except RunawayGame:
        if not lab:
            raise
        return game_rows(rules, agents, game_id, seed, labels, events=True)
    stats.game = None   # the engine holds the counters, which held the game: freed now, not by the collector
    return [tuple(row) for row in stats.rows]
