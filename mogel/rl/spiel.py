"""Any rules file as an OpenSpiel Python game (the `rl` extra), registered as "python_mogel".

    import mogel.openspiel, pyspiel
    game = pyspiel.load_game("python_mogel", {"game": "NAME", "players": 4})   # a shipped game
    game = pyspiel.load_game("python_mogel", {"rules": "my_game.mm", "variants": "a+b", "players": 3})

Parameters: game (a shipped game; none given: the packaged rules.mm's, files.default_game) or rules (a rules file's path,
which wins: `str(game)` then names the file, not a shipped game), variants (names
separated by "+", or by commas when given as a dict; `str(game)` shows them with "+", as a
comma there would end the parameter), players (0, the default: the fewest the rules allow, as mogel.env.aec_env;
`str(game)` shows the number), reactions ("drawn" or "asked", as mogel.env), attention and
reaction (every seat's), rounds (play only so many rounds: the game ends at the first
decision after them; 0, the default: the whole game).  Players act with the actions of
mogel.rl.encoding, the same numbers as mogel.env.  `max_game_length()`: see `length_bound`.

Chance: the engine asks for every draw instead of drawing it (`Engine.asks_chance`): each is a
chance node with explicit outcomes -- a shuffle is the k-1 Fisher-Yates steps of
random.shuffle (step i: uniform over i+1 positions), a cheat noticed or not (outcome 1 with
the watcher's attention, lowered in races), a card taken at random, and each runner's race
reaction time (one of RACE_BUCKETS equally likely quantiles of the engine's normal
distribution).  Returns: at the end, 1/k for each of the k winners, 0 for the others
(constant sum 1).  Information state (perfect recall): the seat's events as it saw them and
its own actions, one JSON line each (mogel.rl.table); its tensor, and the observation tensor
and string: the seat's view now (mogel.rl.observe) -- no fixed-size tensor holds a whole game.

A state is its action history: the engine (a Python generator) cannot be copied, so a clone
shares its original's game and replays the history only when the two go different ways.
"""

from __future__ import annotations

import functools
import json
import re
import shlex
from pathlib import Path
from typing import Dict, List, NamedTuple, Optional, Tuple

try:
    import numpy as np
    import pyspiel
except ImportError as err:   # the rl extra is not installed
    from . import extra_missing
    raise extra_missing("mogel.openspiel", ("pyspiel", "numpy"), err) from err

from ..check.files import default_game, game_path
from ..check.loader import load_rules
from ..compile.program import compile_rules
from ..errors import MogelError, UnknownVariantError
from ..runtime.engine import MAX_ROUNDS, MAX_TURNS_PER_ROUND
from ..runtime.levels import MAX_PARTS
from ..runtime.state import ZoneLayout
from ..runtime.races import RACE_BUCKETS
from .encoding import Encoding
from .observe import Observer
from .table import Table

SHORT_NAME = "python_mogel"
DEFAULTS = {"game": "", "rules": "", "variants": "", "players": 0, "reactions": "drawn",
            "attention": 0.5, "reaction": 0.6, "rounds": 0}
ACTIONS_PER_SEAT = 6   # a turn asks each seat at most: a play, a cheat, an accusation, and draws
                       # whether it notices, its race reaction (asked or drawn) and a card at random

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME, long_name="Python Mogel (any rules file)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.CONSTANT_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=16, min_num_players=1,
    provides_information_state_string=True, provides_information_state_tensor=True,
    provides_observation_string=True, provides_observation_tensor=True,
    parameter_specification=DEFAULTS)


def _names(variants: str) -> List[str]:
    """The variant names of the parameter: separated by "+" (as `str(game)` shows them) or ","."""
    return [name.strip() for name in re.split(r"[+,]", variants) if name.strip()]


@functools.lru_cache(maxsize=32)
def _rules(text: str, file: str, variants: str):
    return load_rules(text=text, file=file, variants=_names(variants))


def rules_of(params: dict):
    """The rules a game's parameters name (loaded again whenever the file's text changed).
    Raises the errors of mogel.load_rules (a located RulesError, UnknownGameError ...); an
    UnknownVariantError with no nearer hint names the `mogel variants` command of these rules."""
    try:
        return _loaded(params)
    except UnknownVariantError as err:
        where = f"--game {params['game'] or default_game()}" if not params["rules"] else shlex.quote(params["rules"])
        hints = [(name, f"; `mogel variants {where}` lists them" if hint == "; `mogel variants` lists them" else hint)
                 for name, hint in err.unknown]
        raise UnknownVariantError("\n".join(f"{err.file}: unknown variant '{name}'{hint}" for name, hint in hints),
                                  hints, err.file) from None


def _loaded(params: dict):
    path = Path(params["rules"]) if params["rules"] else game_path(params["game"] or default_game())
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):   # load_rules says what is wrong with the file, in its words
        return load_rules(path, variants=_names(params["variants"]))
    return _rules(text, params["rules"] or path.name, params["variants"])


class MogelGame(pyspiel.Game):
    """A game of one rules file for a number of players (pyspiel.load_game builds it)."""

    def __init__(self, params=None):
        params = {**DEFAULTS, **(params or {})}
        self.rules = rules_of(params)
        self.program = compile_rules(self.rules)
        params["variants"] = "+".join(_names(params["variants"]))   # a comma would end the parameter in str(game)
        if params["players"] == 0:
            params["players"] = self.rules.game.players[0]
        if params["rules"]:   # the file wins: `game` plays no part, and str(game) does not show it
            del params["game"]
        else:
            params["game"] = params["game"] or default_game()
        self.settings = dict(players=params["players"], reward="win", asks_chance=True,
                             asks_reaction=params["reactions"] == "asked", attention=params["attention"],
                             reaction=params["reaction"], rounds=params["rounds"] or None)
        if params["reactions"] not in ("drawn", "asked"):
            raise MogelError(f"reactions must be drawn or asked, not {params['reactions']!r}")
        checked = Table(self.rules, **self.settings)   # checks the player count and settings now
        n = params["players"]
        self.encoding = Encoding(self.program, n)
        self.observer = Observer(self.program, ZoneLayout(self.program.zones, n), self.encoding)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.size,
            max_chance_outcomes=max(len(self.program.deck), 2, RACE_BUCKETS), num_players=n,
            min_utility=0.0, max_utility=1.0, utility_sum=1.0,
            max_game_length=length_bound(checked, params["rounds"]))
        super().__init__(GAME_TYPE, info, params)
        self.params = params
        self.initial = {}   # the memo of every state before its first action (_Position.remember)

    def new_initial_state(self) -> "MogelState":
        return MogelState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> "SeatObserver":
        """A seat's own observer (its view with its private cards; with perfect recall its
        history).  ValueError for observation parameters or another kind of observer (public
        information only, or every player's private information): these games have none."""
        if params:
            raise ValueError(f"observation parameters are not supported, not {params}")
        if iig_obs_type is not None and (not iig_obs_type.public_info or
                                         iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER):
            raise ValueError("only a seat's own observation is offered (public_info=True, "
                             "private_info=SINGLE_PLAYER)")
        return SeatObserver(self, iig_obs_type is not None and iig_obs_type.perfect_recall)


def length_bound(table: Table, rounds: int) -> int:
    """`max_game_length()`: the most actions (seats' decisions and chance outcomes) a game can
    take, estimated from the engine's limits as rounds x turns per round x actions per turn:

    * rounds: `rounds` if given (not 0), else the instances of the top level the rules play
      (`rounds:` or the top level's `times:`, worked out from `table`'s game, a game of these
      rules just begun, as the engine does; MAX_ROUNDS if that does not give a count); for an
      open-ended top level, played once, the instances of the level inside it the engine plays
      at most (MAX_PARTS, 2000);
    * turns per round: MAX_TURNS_PER_ROUND (2000), after which the engine stops a round (or
      any level) that does not end (RunawayGame);
    * actions per turn: the deck's size (the chance steps of a shuffle, k - 1 for k cards, and
      cards chosen one by one) plus ACTIONS_PER_SEAT (6) for each seat.

    The packaged rules.mm, 3 players: 3 x 2000 x (71 + 18) = 534,000, where a random game takes about
    500 actions.  A bound from the turn limit, not a proof: a game whose levels nest
    (a match of games of rounds of passes) counts its finest parts as its turns, though the
    engine's limit of 2000 holds for each level.  At most 2**31 - 1 (OpenSpiel's int)."""
    program, state = table.game.program, table.game.state
    top = program.levels[0]
    if not rounds and program.rounds is None and top.times is None:   # played once, until it ends
        rounds = MAX_PARTS if program.open_top else 1
    if not rounds:
        try:
            rounds = program.rounds(state, {}) if program.rounds is not None else top.times(state, {})
        except MogelError:   # a count that needs more of the game: the engine's limit
            rounds = None
        if isinstance(rounds, bool) or not isinstance(rounds, int) or not 0 < rounds <= MAX_ROUNDS:
            rounds = MAX_ROUNDS
    per_turn = len(program.deck) + ACTIONS_PER_SEAT * state.n
    return min(2 ** 31 - 1, rounds * MAX_TURNS_PER_ROUND * per_turn)


class Facts(NamedTuple):
    """What a state answers without its live game: whose move, the legal actions of a seat's
    decision, the probability of each outcome of a chance node, whether the game is over,
    the returns."""

    player: int
    legal: Tuple[int, ...]
    probabilities: Tuple[float, ...]
    terminal: bool
    returns: List[float]


class _Line:
    """A live game (a Table asking chance), the actions it was given and the Facts after each."""

    def __init__(self, game: MogelGame, actions: List[int]):
        self.game = game
        self.table = Table(game.rules, **game.settings)
        self.actions: List[int] = []
        self.facts: Dict[int, Facts] = {}   # number of actions -> the Facts then (worked out at the head)
        self.memo: dict = {}   # what was worked out at the head: texts, tensors (_Position.remember)
        for action in actions:
            self.go(action)
        self.facts[len(actions)] = self._facts()

    def go(self, action: int) -> None:
        """Apply an action (a chance outcome at a chance node); ValueError or IllegalDecision
        (naming the legal actions) for one that is not legal here."""
        pending = self.table.pending
        if pending is None:
            raise ValueError("the game is over: no action is legal")
        if pending.seat is None and action not in pending.options:
            raise ValueError(f"{action} is no outcome of this chance node (0 to {len(pending.options) - 1})")
        answer = action if pending.seat is None else self.game.encoding.answer_of(pending, action)
        self.table.answer(answer, told=action)
        self.actions.append(action)
        self.memo = {}

    def _facts(self) -> Facts:
        table, pending = self.table, self.table.pending
        if pending is None:
            return Facts(pyspiel.PlayerId.TERMINAL, (), (), True, table.returns())
        if pending.seat is None:
            return Facts(pyspiel.PlayerId.CHANCE, (), pending.info["probabilities"], False, table.returns())
        return Facts(pending.seat, tuple(self.game.encoding.legal(pending)), (), False, table.returns())


class _Position:
    """A state's action history, and the live game it shares with its clones while they agree:
    a clone applying the action its original applied first goes on without replaying."""

    def __init__(self, game: MogelGame, actions: List[int], line: Optional[_Line] = None,
                 facts: Optional[Facts] = None):
        self.game, self.actions, self.line, self._facts = game, actions, line, facts

    def remember(self, key, work):
        """`work()`, worked out once for this state and the clones at the same point of the game."""
        if self.actions:
            self.table()   # the shared game stands here now
            memo = self.line.memo
        else:   # every new state of the game is the same
            memo = self.game.initial
        if key not in memo:
            memo[key] = work()
        return memo[key]

    def _at_head(self) -> bool:
        """Whether the shared game stands exactly here (the Facts object of this point of the
        line is this state's: a state that took another way has its own line)."""
        line, k = self.line, len(self.actions)
        return line is not None and len(line.actions) == k and self._facts is not None and line.facts.get(k) is self._facts

    def _on_line(self) -> bool:
        line, k = self.line, len(self.actions)
        return line is not None and len(line.actions) >= k and line.actions[:k] == self.actions

    def facts(self) -> Facts:
        if self._facts is None:
            if not self._on_line():
                self.line = _Line(self.game, self.actions)   # replay
            self._facts = self.line.facts[len(self.actions)]
        return self._facts

    def table(self) -> Table:
        """The live game exactly at this state (replayed when the shared one went on)."""
        if not self._at_head() and (self.line is None or self.line.actions != self.actions):
            self.line = _Line(self.game, self.actions)
            self._facts = self.line.facts[len(self.actions)]
        return self.line.table

    def apply(self, action: int) -> None:
        k = len(self.actions)
        if not (self._on_line() and len(self.line.actions) > k and self.line.actions[k] == action):
            self.table()
            self.line.go(action)
            self.line.facts[k + 1] = self.line._facts()
        self.actions.append(action)
        self._facts = self.line.facts[k + 1]

    def __deepcopy__(self, memo) -> "_Position":
        return _Position(self.game, list(self.actions), self.line, self._facts)

    def __reduce__(self):
        return _restore, (self.game.params, list(self.actions))


def _restore(params: dict, actions: List[int]) -> _Position:
    return _Position(pyspiel.load_game(SHORT_NAME, params), actions)


class MogelState(pyspiel.State):
    """A state of a game of mogel rules: chance nodes, seats' decisions, the end."""

    def __init__(self, game: MogelGame):
        super().__init__(game)
        self._mogel = _Position(game, [])

    def mogel_game(self):
        """The mogel.Game at this state (to read: its narration, views and events)."""
        return self._mogel.table().game

    def current_player(self) -> int:
        return self._mogel.facts().player

    def _legal_actions(self, player) -> List[int]:
        facts = self._mogel.facts()
        if facts.player == pyspiel.PlayerId.CHANCE == player:
            return list(range(len(facts.probabilities)))
        return list(facts.legal) if facts.player == player else []

    def chance_outcomes(self) -> List[tuple]:
        return list(enumerate(self._mogel.facts().probabilities))

    def _apply_action(self, action) -> None:
        self._mogel.apply(int(action))

    def _action_to_string(self, player, action) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"chance {action}"
        return self._mogel.game.encoding.name(action)

    def is_terminal(self) -> bool:
        return self._mogel.facts().terminal

    def returns(self) -> List[float]:
        return list(self._mogel.facts().returns)

    def __str__(self) -> str:
        """The whole table (every face, bottom to top: for debugging, never for a seat), and who decides."""
        return self._mogel.remember("str", self._text)

    def _text(self) -> str:
        table = self._mogel.table()
        s, pending = table.game.state, table.pending
        names = self._mogel.game.encoding.face_names
        faces = self._mogel.game.encoding.face_of
        lines = [f"round {s.round} turn {s.turn} active {s.active} totals {s.totals} roles {s.roles} "
                 f"variables {s.variables}",
                 "decides: " + ("nobody (over)" if pending is None else f"{pending.seat} {pending.kind}")]
        for slot, pile in enumerate(s.zones):
            zone, owner = s.layout.describe(slot)
            cards = ", ".join(names[faces[card]] + ("(down)" if card in s.face_down else "") for card in pile)
            lines.append(f"{zone}{'' if owner is None else f' {owner}'}: {cards}")
        return "\n".join(lines)


class SeatObserver:
    """What one seat observes (pyspiel's observer protocol): `tensor` and its named parts in
    `dict`, set by `set_from(state, player)`; `string_from(state, player)`: with perfect recall
    the seat's history, else its view now."""

    def __init__(self, game: MogelGame, perfect_recall: bool):
        self.observer, self.perfect_recall = game.observer, perfect_recall
        self.tensor = np.zeros(self.observer.size, np.float32)
        self.dict = {name: self.tensor[at:at + size] for name, at, size in self.observer.describe()}

    def set_from(self, state: MogelState, player: int) -> None:
        self.tensor[:] = self._seen(state, player)[0]

    def string_from(self, state: MogelState, player: int) -> str:
        position = state._mogel
        if self.perfect_recall:
            return position.remember(("history", player), lambda: position.table().history_text(player))
        return position.remember(("text", player), lambda: json.dumps(self._seen(state, player)[1], sort_keys=True))

    def _seen(self, state: MogelState, player: int) -> tuple:
        """(vector, dict) of the seat's view at `state`, worked out once (pyspiel asks a new
        state's tensor for its shape, again and again)."""
        position = state._mogel

        def work():
            table = position.table()
            return self.observer.both(table.view(player), table.pending)
        return position.remember(("seen", player), work)


pyspiel.register_game(GAME_TYPE, MogelGame)
