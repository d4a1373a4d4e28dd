"""mogel: card games from a small rules language -- Mogel Motte first.

    import mogel
    rules = mogel.load_rules()                          # the packaged rules.mm, checked
    game = mogel.Game(rules, [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot()], seed=1)
    game.play()
    print(*game.narration(), sep="\\n")

The pipeline: rules text -> `parse_items` (lark) -> `assemble` -> `check_rules` -> variants ->
`compile_rules` -> `Engine` (decisions, chance, events) -> views, narration and logs.
"""

from .agents import BOTS, Agent, HonestBot, Human, RandomBot, SneakyBot, make_bot
from .errors import (IllegalDecision, MogelError, RulesError, RulesRuntimeError, RulesSyntaxError,
                     UnknownVariantError)
from .events import Decision, Event
from .game import Game, GameRecord, replay
from .loader import check_source, default_rules_path, load_rules
from .model import Rules, Span
from .variants import apply_variants

__all__ = [
    "Agent", "BOTS", "Decision", "Event", "Game", "GameRecord", "HonestBot", "Human", "IllegalDecision",
    "MogelError", "RandomBot", "Rules", "RulesError", "RulesRuntimeError", "RulesSyntaxError",
    "SneakyBot", "Span", "apply_variants", "check_source", "default_rules_path", "load_rules",
    "UnknownVariantError", "make_bot", "replay", "show_rules",
]


def __getattr__(name):
    """`mogel.show_rules` is imported on first use, so `import mogel` needs no IPython or Pygments."""
    if name == "show_rules":
        from .show import show_rules
        return show_rules
    raise AttributeError(f"module 'mogel' has no attribute '{name}'")


def __dir__():
    return sorted([*globals(), "show_rules"])
