"""Any rules file as a PettingZoo AEC environment (the `rl` extra): `mogel.env.aec_env`.

    import mogel.env
    env = mogel.env.aec_env(mogel.load_rules("my_game.mm"), players=4, seed=3)
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
    from . import extra_missing
    raise extra_missing("mogel.env", ("pettingzoo", "gymnasium", "numpy"), err) from err

from ..agents import bot_from_text
from ..check.loader import load_rules
from ..compile.program import compile_rules
from ..errors import MogelError
from ..language.model import Rules, display_name
from ..runtime.state import ZoneLayout
from .encoding import Encoding
from .observe import Observer
from .table import Table

REACTION_MODES = ("drawn", "asked")
ALL_LEFT = "the game is over and every agent has left it: env.reset() begins another"


def checked_seed(seed) -> int:
    """`seed` as an int: a whole number from 0 up (a numpy integer too, never a bool);
    MogelError for anything else ("abc", 2.5, True, -1)."""
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise MogelError(f"the seed must be a whole number from 0 up, not {seed!r}")
    return int(seed)


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

    rules: a path, loaded rules (mogel.load_rules(game=NAME)) or None (the packaged rules.mm).
    variants: applied to a path's rules.  players: the seats (default: the fewest the rules
    allow).  seed: the first game's seed (`reset(seed=s)` plays seed s; each later `reset()`
    the next seed).  reward: "points" or "win".  reactions: "drawn" (race reaction times by
    chance) or "asked" (each runner answers with a reaction action).  attention, reaction:
    every seat's (mogel.agents.base.Agent).  rounds: end each game after so many rounds (at the
    first decision after them; None: the whole game).  render_mode: None, "ansi" or "human".
    Raises MogelError for a player count the rules do not allow or a bad setting, for rules
    whose game of `seed` ends before any player has a decision to make (a game with no
    decisions: no agent could act in it), and the loading errors of
    mogel.load_rules.
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
        seed = checked_seed(seed)
        self.rules, self.render_mode = rules, render_mode
        self._settings = dict(players=players, reward=reward, asks_reaction=reactions == "asked",
                              attention=attention, reaction=reaction, rounds=rounds)
        self.table = Table(rules, seed=seed, **self._settings)   # checks the settings now
        self._asks(seed)
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
        self._begun = False   # reset() has dealt a game

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    @property
    def game(self):
        """The mogel.Game being played (read it; never answer its decisions directly)."""
        return self.table.game

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """A new game: of seed `seed`, else of the seed after the last game's.  MogelError for
        a seed that is not a whole number from 0 up, and for a game that ends before any player
        decides (see `aec_env`)."""
        self._seed = self._seed + 1 if seed is None else checked_seed(seed)
        self.table = Table(self.rules, seed=self._seed, **self._settings)
        self._asks(self._seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._told = 0
        self._begun = True
        self._select()

    def _asks(self, seed: int) -> None:
        """MogelError when the game just dealt (of `seed`) is over before anybody decides: an
        AEC episode begins with an agent to act (PettingZoo's api_test: no agent terminated
        after reset), and a game played by the cards alone has none."""
        if self.table.pending is None:
            name = display_name(self.rules.game.names, "en", self.rules.game.name)
            ends = f"reaches rounds={self.table.rounds}" if self.table.stopped else "ends"
            raise MogelError(f"{name} (seed {seed}, {self._settings['players']} players) {ends} before any player has "
                             f"a decision to make, so no agent could act in it: a PettingZoo environment needs a game "
                             f"with decisions; watch this one with mogel.Game(rules, ...).play() or `mogel play`, or "
                             f"play it as an OpenSpiel game (mogel.openspiel), where its shuffles are chance nodes")

    def _select(self) -> None:
        pending = self.table.pending
        if pending is None:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[pending.seat]

    def _need_game(self, call: str) -> None:
        """MogelError unless reset() has begun a game (`call`: what was called, for the message)."""
        if not self._begun:
            raise MogelError(f"call env.reset() before env.{call}: no game has begun yet")

    def step(self, action) -> None:
        """Answer the selected seat's decision with `action` (None once its game is over: the
        agent leaves).  Raises IllegalDecision (a MogelError), naming the legal actions, for
        any other action; MogelError before reset(), for an action other than None once the
        agent's game is over, and for any step once every agent has left."""
        self._need_game("step()")
        agent = self.agent_selection
        if not self.agents:
            raise MogelError(ALL_LEFT)
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise MogelError(f"the game of {agent} is over: the only action it takes now is None (env.step(None) "
                                 f"lets it leave the game), not {action!r}; env.reset() begins another game")
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

    def last(self, observe: bool = True):
        """(observation, reward, terminated, truncated, info) of the selected agent (AECEnv.last);
        MogelError before reset() and once every agent has left the game."""
        self._need_game("last()")
        if not self.agents:
            raise MogelError(ALL_LEFT)
        return super().last(observe)

    def agent_iter(self, max_iter: int = 2 ** 63):
        """The agents in the order they must act (AECEnv.agent_iter); MogelError before reset()."""
        self._need_game("agent_iter()")
        return super().agent_iter(max_iter)

    def _seat(self, agent, call: str) -> int:
        self._need_game(f"{call}({agent!r})")
        if agent not in self.possible_agents:
            raise MogelError(f"there is no agent {agent!r}: the agents are {', '.join(self.possible_agents)}")
        return self.possible_agents.index(agent)

    def _mine(self, seat: int):
        pending = self.table.pending
        return pending if pending is not None and pending.seat == seat else None

    def observe(self, agent) -> Dict[str, np.ndarray]:
        """{"observation": the seat's view (float32 vector), "action_mask": int8, 1 = legal}."""
        seat = self._seat(agent, "observe")
        decision = self._mine(seat)
        return {"observation": self.observer.vector(self.table.view(seat), decision),
                "action_mask": self.action_mask(agent)}

    def action_mask(self, agent) -> np.ndarray:
        """1 at each legal action of the agent's seat now (all zeros while another seat decides)."""
        mask = np.zeros(self.encoding.size, np.int8)
        decision = self._mine(self._seat(agent, "action_mask"))
        if decision is not None:
            mask[self.encoding.legal(decision)] = 1
        return mask

    def observe_dict(self, agent) -> dict:
        """The agent's observation in words (mogel.rl.observe.Observer.as_dict)."""
        seat = self._seat(agent, "observe_dict")
        return self.observer.as_dict(self.table.view(seat), self._mine(seat))

    def render(self) -> Optional[str]:
        """The all-seeing narration of what happened since the last render: returned ("ansi")
        or printed ("human").  For watching the table, never for an agent."""
        if self.render_mode is None:
            return None
        self._need_game("render()")
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


class BotPolicy:
    """A built-in bot as a policy of one environment (made by `bot_policy`): called as
    `policy(observation, action_mask) -> action`, it answers the decision pending in `env`,
    from the deciding seat's view (`env.game.view(seat)`), with its own random generator.

    Raises MogelError when the call is not about its environment's pending decision (the mask
    given, or the observation vector given, differs from `env`'s for the deciding seat): a
    policy made for another environment (or one built again, e.g. by re-running a notebook
    cell) never answers a decision it cannot see."""

    def __init__(self, env: MogelEnv, agent, seed: int):
        self.env, self.agent, self.rng = env, agent, random.Random(seed)

    def __call__(self, observation, mask) -> int:
        env = self.env
        decision = env.table.pending if env._begun else None
        if decision is None or decision.seat is None or not self._same(env, decision.seat, observation, mask):
            raise MogelError(f"this policy (bot_policy, {self.agent.name} bot) was made for another environment, or "
                             f"its environment is not at the decision it is asked about: make it with "
                             f"mogel.env.bot_policy(env, ...) for the environment you play")
        view = env.game.view(decision.seat)
        return env.encoding.action_of(decision, self.agent.decide(view, decision, self.rng))

    @staticmethod
    def _same(env: MogelEnv, seat: int, observation, mask) -> bool:
        agent = env.possible_agents[seat]
        if not np.array_equal(np.asarray(mask), env.action_mask(agent)):
            return False
        shown = np.asarray(observation)
        return shown.shape != (env.observer.size,) or np.array_equal(shown, env.observe(agent)["observation"])


def bot_policy(env: MogelEnv, bot: Union[str, object] = "random", seed: int = 0) -> BotPolicy:
    """A policy for `play_episode` that lets a built-in bot play a seat of `env`: `bot` is a
    bot text ("sneaky", "sneaky:cheat_rate=0.3") or an agent (mogel.make_bot(...)); it decides
    from its seat's view only (mogel.agents), with its own `random.Random(seed)`.  Its
    `attention` and `reaction` are not its own here: the environment's settings hold for every
    seat.  The policy belongs to `env` (see BotPolicy): make another for another environment.
    Raises BotSettingError for an unknown bot or setting."""
    agent = bot_from_text(bot) if isinstance(bot, str) else bot
    return BotPolicy(env, agent, seed)


def checked_policies(env: MogelEnv, policies) -> Dict[str, object]:
    """`policies` (None or {agent: policy}) as a dict; MogelError for an agent `env` does not
    have (naming its agents), a policy that cannot be called, or a bot_policy of another env."""
    if policies is None:
        return {}
    if not isinstance(policies, dict):
        raise MogelError(f"policies must be a dict {{agent: policy}} such as {{'seat_0': policy}}, not {policies!r}")
    for agent, policy in policies.items():
        if agent not in env.possible_agents:
            raise MogelError(f"there is no agent {agent!r}: the agents are {', '.join(env.possible_agents)}")
        if not callable(policy):
            raise MogelError(f"the policy of {agent} must be a function policy(observation, action_mask) -> action, "
                             f"not {policy!r}")
        if isinstance(policy, BotPolicy) and policy.env is not env:
            raise MogelError(f"the policy of {agent} was made by bot_policy for another environment (an environment "
                             f"built again is another one): make it with mogel.env.bot_policy(env, ...) for this one")
    return policies


def play_episode(env: MogelEnv, policies: Optional[Dict[str, object]] = None, seed: Optional[int] = None) -> Dict[str, float]:
    """Play one game of `env` to its end; returns each agent's total reward.

    policies: agent -> `policy(observation, action_mask) -> action`; an agent without one
    picks a legal action uniformly at random (a numpy generator seeded with the game's seed).
    seed: the game's seed (None: the next one, as `env.reset()`).  Raises MogelError, before
    the game begins, for a policy of an agent `env` does not have ("seat0"), one that cannot
    be called, or a bot_policy made for another environment; and the errors of `env.step`.
    """
    policies = checked_policies(env, policies)
    env.reset(seed=seed)
    rng = np.random.default_rng(env._seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        policy = policies.get(agent)
        mask = obs["action_mask"]
        env.step(policy(obs["observation"], mask) if policy else int(rng.choice(np.flatnonzero(mask))))
    return totals
