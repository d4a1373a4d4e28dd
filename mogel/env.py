"""Any rules file as a PettingZoo AEC environment: `mogel.env.aec_env(rules, players=4)`.

Needs the `rl` extra (pip install "mogel[rl]"; in a clone of mogel: pip install ".[rl]");
`import mogel` alone never loads PettingZoo.
The environment, its action encoding and its observations: mogel.rl.env, mogel.rl.encoding,
mogel.rl.observe and docs/rl.md.
"""

from .rl.env import MogelEnv, aec_env, bot_policy, play_episode

__all__ = ["MogelEnv", "aec_env", "bot_policy", "play_episode"]
