"""One game's rows of the lab's table: what each seat did in each scored part of the game.

The rows follow the level where the game scores: the **top level** of the rules, whose
instances the whole game plays and whose scores make the score table (docs/language.md 9.1).
In rules.mm and Cheat that is the round; in Mogelei, a match of 5 games of rounds of passes,
it is the game.  So every point the rules give lands in exactly one row, whichever level's
`scoring:` gave it: a row's `points` are the points scored during its instance (the
`round_scored` or `level_scored` event of the top level), and the rows of a game add up to
its totals.

The length of a part is counted in turns where the rules have a level of turns, else in the
instances of their innermost level (Mogelei's passes), else (a top level of steps alone) in
the decisions the players answered; `length_unit` names which: "turn", the level's name, or
"decision".

Cheats are covert moves and bluffs: a claim that is false, as the engine knows it (the `true`
field of the all-seeing `play` or `choose` event), and that the player chose -- a bluff the
rules forced (every option the player had made a false claim: `forced` in the event) is
counted apart, in `forced_bluffs`, and is no cheat.  So an honest bot never cheats, in any
game.  Caught: the seat's cheats rightly accused -- a covert move caught, or a chosen bluff
rightly challenged; a wrong accusation or challenge counts for the seat that made it.
"""

from __future__ import annotations

from typing import List, Sequence

from ..language.levels import chain, turn_level
from ..language.model import Rules


def level_plan(rules: Rules) -> tuple:
    """(the top level, the level whose length is told, what that length is counted in) of
    `rules`, by name: the length is told of the level made of the finest parts -- the level of
    turns, counted in turns; else the level made of the innermost level of steps, counted in
    those; else (one level of steps) the top level, counted in decisions.  rules.mm and Cheat:
    ("round", "round", "turn"); Mogelei: ("game", "round", "pass")."""
    levels = [level.name for level in chain(rules)] or ["round"]
    turns = turn_level(rules)
    if turns is not None:
        return levels[0], turns, "turn"
    if len(levels) > 1:
        return levels[0], levels[-2], levels[-1]
    return levels[0], levels[0], "decision"


def _top(ev) -> bool:
    """Whether a level event belongs to the top level (no path, or a path of one step)."""
    return len(ev.info.get("path") or ()) <= 1


class RoundStats:
    """An on_event listener that counts what one game's scored parts did, seat by seat.

    game_id: the game's number in the run; bots: the bot label of each seat; rules: the rules
    played.  Set `game` to the Game before it plays (the listener reads its state, its phase
    and its decisions).  `rows` holds one list per part and seat, in mogel.lab.files.COLUMNS
    order, once the part is scored; game_winner is filled at the game's end."""

    def __init__(self, game_id: int, bots: Sequence[str], rules: Rules, hand_zone: str = "hand"):
        self.game_id = game_id
        self.bots = list(bots)
        self.action_kinds = frozenset(k for k, c in rules.cards.items() if c.on_play)
        self.hand_zone = hand_zone if hand_zone in rules.zones else None
        self.level, self.round_level, self.length_unit = level_plan(rules)
        self.count_decisions = self.length_unit == "decision"
        self.claims: dict = {}   # (seat, claim name) -> whether that seat's last such claim was a forced bluff
        self.rows: List[list] = []
        self.game = None
        self._reset(len(bots))

    def _reset(self, n: int) -> None:
        self.turns = self.length = self.reshuffles = 0
        self.round_count = 1 if self.round_level == self.level else 0
        self.decisions_before = len(self.game.decisions) if self.game is not None else 0
        self.cheats, self.caught, self.wrong, self.actions, self.bluffs, self.forced = ([0] * n for _ in range(6))
        self.went_out = [False] * n

    def __call__(self, ev) -> None:
        handler = getattr(self, "on_" + ev.kind, None)
        if handler is not None:
            handler(ev)

    def on_turn(self, ev) -> None:
        self.turns += 1
        if self.length_unit == "turn":
            self.length += 1

    def on_level_start(self, ev) -> None:
        """An instance of a level begins: the top level's (a new row), or one inside it."""
        if _top(ev):
            self.decisions_before = len(self.game.decisions)
            return
        name = ev.info.get("level", "round")
        self.round_count += name == self.round_level
        self.length += name == self.length_unit and not self.count_decisions

    on_round_start = on_level_start

    def on_cheat(self, ev) -> None:
        self.cheats[ev.seat] += 1

    def _claim(self, ev) -> None:
        """A play or choice that made a claim: a false one is a bluff, chosen or forced."""
        info = ev.info
        if "claim" not in info:
            return
        forced = bool(info.get("forced"))
        self.claims[(ev.seat, info["claim"]["name"])] = forced
        if info["true"]:
            return
        if forced:
            self.forced[ev.seat] += 1
        else:
            self.bluffs[ev.seat] += 1
            self.cheats[ev.seat] += 1

    def on_play(self, ev) -> None:
        if self.game.program.deck.kinds[ev.moves[0][0]] in self.action_kinds:
            self.actions[ev.seat] += 1
        self._claim(ev)

    on_choose = _claim

    def on_accuse(self, ev) -> None:
        accused = ev.info["accused"]
        if not ev.info["right"]:
            self.wrong[ev.seat] += 1
        elif "claim" not in ev.info or not self.claims.get((accused, ev.info["claim"]), False):
            self.caught[accused] += 1

    def on_shuffle(self, ev) -> None:
        if self.game.engine.phase == "play":   # not a setup's shuffle: a pile refilled in play
            self.reshuffles += 1

    def on_level_end(self, ev) -> None:
        if _top(ev) and self.hand_zone is not None:
            self.went_out = [size == 0 for size in self.game.state.hand_sizes(self.hand_zone)]

    on_round_end = on_level_end

    def on_level_scored(self, ev) -> None:
        """The top level's instance is scored: its rows, one per seat."""
        if not _top(ev):
            return
        number = ev.info["round"] if ev.kind == "round_scored" else ev.info["number"]
        if self.count_decisions:
            self.length = len(self.game.decisions) - self.decisions_before
        totals = self.game.state.totals
        for seat, points in enumerate(ev.info["scores"]):
            self.rows.append([self.game_id, number, seat, self.bots[seat], points, totals[seat],
                              self.went_out[seat], False, self.turns, self.cheats[seat],
                              self.caught[seat], self.wrong[seat], self.actions[seat], self.reshuffles,
                              self.level, self.length, self.length_unit, self.round_level, self.round_count,
                              self.bluffs[seat], self.forced[seat]])
        self._reset(len(self.bots))

    on_round_scored = on_level_scored

    def on_game_end(self, ev) -> None:
        winners = ev.info["winners"]
        for row in self.rows:
            row[7] = row[2] in winners
