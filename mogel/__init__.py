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
                     SavedGameError, UnknownVariantError)
from .events import Decision, Event
from .game import Game, GameRecord, replay
from .loader import check_source, default_rules_path, load_rules
from .model import Rules, Span
from .record import replay_file, save_game
from .variants import apply_variants

# Imported on first use, so that `import mogel` needs neither pandas, matplotlib, IPython
# nor Pygments: name -> module.
_LAZY = {"show_rules": "show", "simulate": "lab", "compare": "lab", "cheating_pays": "lab",
         "plot_heatmap": "lab"}

__all__ = [
    "Agent", "BOTS", "Decision", "Event", "Game", "GameRecord", "HonestBot", "Human", "IllegalDecision",
    "MogelError", "RandomBot", "Rules", "RulesError", "RulesRuntimeError", "RulesSyntaxError",
    "SavedGameError", "SneakyBot", "Span", "UnknownVariantError", "apply_variants", "check_source",
    "default_rules_path", "load_rules", "make_bot", "replay", "replay_file", "save_game", *_LAZY,
]


def __getattr__(name):
    """The names in `_LAZY` are imported from their modules on first use."""
    if name in _LAZY:
        import importlib

        try:
            module = importlib.import_module(f".{_LAZY[name]}", __name__)
        except ImportError as err:
            extra = "sim" if _LAZY[name] == "lab" else "notebook"
            raise ImportError(f"mogel.{name} needs the {extra} extra ({err.name} is missing): "
                              f'pip install "mogel[{extra}]"') from err
        return getattr(module, name)
    raise AttributeError(f"module 'mogel' has no attribute '{name}'")


def __dir__():
    return sorted([*globals(), *_LAZY])
