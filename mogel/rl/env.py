"""Any rules file as a PettingZoo AEC environment (the `rl` extra): `mogel.env.aec_env`.

    import mogel.env
    env = mogel.env.aec_env(mogel.load_rules(game="mogelei"), players=4, seed=3)
    env.reset(seed=3)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        action = None if terminated or truncated else int(np.flatnonzero(obs["action_mask"])[0])
        env.step(action)

One agent per seat ("seat_0", ...).  An agent acts whenever its seat must decide anything --
its turn's play, a give, a choice, a chance to cheat after any move, an accusation or a
challenge -- so the same agent may act several times in a row, and every seat may act
between two turns.  Actions: mogel.rl.encoding (a Discrete space, the same for every state
of a game of these rules and player count); observations: mogel.rl.observe (a dict with
"observation", the seat's view as a flat float32 vector, and "action_mask", int8, 1 at each
legal action; all zeros while another seat decides); `env.observe_dict(agent)` gives the same
in words.  Rewards: mogel.rl.table ("points": at each round's end, the round's points, negated
when the lowest total wins; "win": at the game's end, 1/k to each of k winners).  `env.game`
is the mogel.Game in progress (its all-seeing narration is what `render()` shows: for
watching, never for an agent).  docs/rl.md has the whole encoding.
"""

from __future__ import annotations

import os
import random
from typing import Dict, Optional, Sequence, Union

try:
    import gymnasium
    import numpy as np
    from pettingzoo import AECEnv
except ImportError as err:   # the rl extra is not installed
    raise ImportError(f'mogel.env needs the rl extra ({err.name} is missing): pip install "mogel[rl]"') from err

from ..agents import bot_from_text
from ..check.loader import load_rules
from ..compile.program import compile_rules
from ..errors import MogelError
from ..language.model import Rules
from ..runtime.state import ZoneLayout
from .encoding import Encoding
from .observe import Observer
from .table import Table

REACTION_MODES = ("drawn", "asked")


def rules_for(rules, variants) -> Rules:
    """Loaded rules from a path, a loaded Rules (variants applied already) or None (rules.mm)."""
    if rules is None or isinstance(rules, (str, os.PathLike)):
        return load_rules(rules, variants=variants)
    if not isinstance(rules, Rules):
        raise MogelError(f"rules must be a rules file's path or loaded rules (mogel.load_rules()), not {rules!r}")
    if variants:
        raise MogelError("give variants when loading the rules: mogel.load_rules(..., variants=[...])")
    return rules


def aec_env(rules: Union[Rules, str, os.PathLike, None] = None, *, variants: Sequence[str] = (),
            players: Optional[int] = None, seed: int = 0, reward: str = "points", reactions: str = "drawn",
            attention: float = 0.5, reaction: float = 0.6, rounds: Optional[int] = None,
            render_mode: Optional[str] = None) -> "MogelEnv":
    """A PettingZoo AEC environment for a game of `rules`.

    rules: a path, loaded rules (mogel.load_rules(game="cheat")) or None (Mogel Motte).
    variants: applied to a path's rules.  players: the seats (default: the fewest the rules
    allow).  seed: the first game's seed (`reset(seed=s)` plays seed s; each later `reset()`
    the next seed).  reward: "points" or "win".  reactions: "drawn" (race reaction times by
    chance) or "asked" (each runner answers with a reaction action).  attention, reaction:
    every seat's (mogel.agents.base.Agent).  rounds: end each game after so many rounds (at the
    first decision after them; None: the whole game).  render_mode: None, "ansi" or "human".
    Raises MogelError for a player count the rules do not allow or a bad setting, and the
    loading errors of mogel.load_rules.
    """
    rules = rules_for(rules, variants)
    if players is None:
        players = rules.game.players[0]
    return MogelEnv(rules, players, seed, reward=reward, reactions=reactions, attention=attention,
                    reaction=reaction, rounds=rounds, render_mode=render_mode)


class MogelEnv(AECEnv):
    """The AEC environment of one rules file and player count (build it with `aec_env`)."""

    metadata = {"render_modes": ["ansi", "human"], "name": "mogel_v0", "is_parallelizable": False}

    def __init__(self, rules: Rules, players: int, seed: int = 0, *, reward: str = "points",
                 reactions: str = "drawn", attention: float = 0.5, reaction: float = 0.6,
                 rounds: Optional[int] = None, render_mode: Optional[str] = None):
        super().__init__()
        if reactions not in REACTION_MODES:
            raise MogelError(f"reactions must be one of {', '.join(REACTION_MODES)}, not {reactions!r}")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise MogelError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise MogelError(f"the seed must be a whole number from 0 up, not {seed!r}")
        self.rules, self.render_mode = rules, render_mode
        self._settings = dict(players=players, reward=reward, asks_reaction=reactions == "asked",
                              attention=attention, reaction=reaction, rounds=rounds)
        self.table = Table(rules, seed=seed, **self._settings)   # checks the settings now
        program = compile_rules(rules)
        self.encoding = Encoding(program, players)
        self.observer = Observer(program, ZoneLayout(program.zones, players), self.encoding)
        self.possible_agents = [f"seat_{seat}" for seat in range(players)]
        box = gymnasium.spaces.Box(-np.inf, np.inf, (self.observer.size,), np.float32)
        mask = gymnasium.spaces.Box(0, 1, (self.encoding.size,), np.int8)
        self.observation_spaces = {a: gymnasium.spaces.Dict({"observation": box, "action_mask": mask})
                                   for a in self.possible_agents}
        self.action_spaces = {a: gymnasium.spaces.Discrete(self.encoding.size) for a in self.possible_agents}
        self._seed = seed - 1   # reset() without a seed plays the next one
        self._told = 0   # events already rendered

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    @property
    def game(self):
        """The mogel.Game being played (read it; never answer its decisions directly)."""
        return self.table.game

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """A new game: of seed `seed`, else of the seed after the last game's."""
        self._seed = self._seed + 1 if seed is None else int(seed)
        self.table = Table(self.rules, seed=self._seed, **self._settings)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._told = 0
        self._select()

    def _select(self) -> None:
        pending = self.table.pending
        if pending is None:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[pending.seat]

    def step(self, action) -> None:
        """Answer the selected seat's decision with `action` (None once its game is over).
        Raises IllegalDecision (a MogelError), naming the legal actions, for any other action."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            return self._was_dead_step(action)
        if isinstance(action, (np.integer, np.ndarray)) and np.ndim(action) == 0:
            action = int(action)
        decision = self.table.pending
        self.table.answer(self.encoding.answer_of(decision, action), told=action)
        self._cumulative_rewards[agent] = 0.0
        rewards = self.table.take_rewards()
        self.rewards = {a: rewards[seat] for seat, a in enumerate(self.possible_agents) if a in self.rewards}
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _seat(self, agent) -> int:
        if agent not in self.possible_agents:
            raise MogelError(f"there is no agent {agent!r}: the agents are {', '.join(self.possible_agents)}")
        return self.possible_agents.index(agent)

    def _mine(self, seat: int):
        pending = self.table.pending
        return pending if pending is not None and pending.seat == seat else None

    def observe(self, agent) -> Dict[str, np.ndarray]:
        """{"observation": the seat's view (float32 vector), "action_mask": int8, 1 = legal}."""
        seat = self._seat(agent)
        decision = self._mine(seat)
        return {"observation": self.observer.vector(self.table.view(seat), decision),
                "action_mask": self.action_mask(agent)}

    def action_mask(self, agent) -> np.ndarray:
        """1 at each legal action of the agent's seat now (all zeros while another seat decides)."""
        mask = np.zeros(self.encoding.size, np.int8)
        decision = self._mine(self._seat(agent))
        if decision is not None:
            mask[self.encoding.legal(decision)] = 1
        return mask

    def observe_dict(self, agent) -> dict:
        """The agent's observation in words (mogel.rl.observe.Observer.as_dict)."""
        seat = self._seat(agent)
        return self.observer.as_dict(self.table.view(seat), self._mine(seat))

    def render(self) -> Optional[str]:
        """The all-seeing narration of what happened since the last render: returned ("ansi")
        or printed ("human").  For watching the table, never for an agent."""
        if self.render_mode is None:
            return None
        game = self.table.game
        layout = game.state.layout
        lines = [text for ev in game.events[self._told:] if (text := game.narrator.sentence(ev, layout))]
        self._told = len(game.events)
        text = "\n".join(lines)
        if self.render_mode == "human":
            if text:
                print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to free: the game lives in memory only."""


def bot_policy(env: MogelEnv, bot: Union[str, object] = "random", seed: int = 0):
    """A policy for `play_episode` that lets a built-in bot play a seat: `bot` is a bot text
    ("sneaky", "sneaky:cheat_rate=0.3") or an agent (mogel.make_bot(...)); it decides from
    its seat's view only (mogel.agents), with its own `random.Random(seed)`.  Its `attention`
    and `reaction` are not its own here: the environment's settings hold for every seat.
    Raises BotSettingError for an unknown bot or setting."""
    agent = bot_from_text(bot) if isinstance(bot, str) else bot
    rng = random.Random(seed)

    def policy(observation, mask) -> int:
        decision = env.table.pending
        return env.encoding.action_of(decision, agent.decide(env.game.view(decision.seat), decision, rng))
    return policy


def play_episode(env: MogelEnv, policies: Optional[Dict[str, object]] = None, seed: Optional[int] = None) -> Dict[str, float]:
    """Play one game of `env` to its end; returns each agent's total reward.

    policies: agent -> `policy(observation, action_mask) -> action`; an agent without one
    picks a legal action uniformly at random (a numpy generator seeded with the game's seed).
    seed: the game's seed (None: the next one, as `env.reset()`).
    """
    env.reset(seed=seed)
    rng = np.random.default_rng(env._seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        policy = (policies or {}).get(agent)
        mask = obs["action_mask"]
        env.step(policy(obs["observation"], mask) if policy else int(rng.choice(np.flatnonzero(mask))))
    return totals
