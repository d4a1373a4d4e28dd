"""mogel: card games from a small rules language -- the packaged rules.mm first.

    import mogel
    rules = mogel.load_rules()                          # the packaged rules.mm, checked
    game = mogel.Game(rules, [mogel.RandomBot(), mogel.HonestBot(), mogel.SneakyBot()], seed=1)
    game.play()
    print(*game.narration(), sep="\\n")

The pipeline: rules text -> `parse_items` (lark) -> `assemble` -> `check_rules` -> variants ->
`compile_rules` -> `Engine` (decisions, chance, events) -> views, narration and logs.
"""

# Every name of the API is imported from its module on first use (PEP 562), so that `import
# mogel` is quick and loads neither lark nor pandas, matplotlib, IPython or Pygments: a command
# line or a notebook pays only for what it uses.  name -> module.
_API = {
    **dict.fromkeys(["BOTS", "Agent", "HonestBot", "Human", "RandomBot", "SearchBot", "SneakyBot", "make_bot"],
                     "agents"),
    **dict.fromkeys(["BotSettingError", "IllegalDecision", "MogelError", "RulesError", "RulesRuntimeError", "RulesSyntaxError",
                     "SavedGameError", "UnknownVariantError"], "errors"),
    **dict.fromkeys(["Decision", "Event"], "runtime.events"),
    **dict.fromkeys(["Game", "GameRecord"], "play.game"),
    **dict.fromkeys(["check_source", "default_rules_path", "load_rules"], "check.loader"),
    **dict.fromkeys(["Rules", "Span"], "language.model"),
    "replay_file": "play.replaying", "replay": "play.replaying",
    "save_game": "play.record",
    "resume_game": "play.resuming",
    "apply_variants": "check.variants",
    "show_rules": "present.show",
    **dict.fromkeys(["simulate", "compare", "cheating_pays", "plot_heatmap", "game_seed"], "lab"),
}
_EXTRAS = {"lab": "sim", "present.show": "notebook"}

__all__ = sorted(_API)


def __getattr__(name):
    """Import an API name from its module on first use (and keep it)."""
    if name not in _API:
        raise AttributeError(f"module 'mogel' has no attribute '{name}'")
    import importlib

    module_name = _API[name]
    try:
        value = getattr(importlib.import_module(f".{module_name}", __name__), name)
    except ImportError as err:
        if module_name not in _EXTRAS:
            raise
        extra = _EXTRAS[module_name]
        raise ImportError(f"mogel.{name} needs the {extra} extra ({err.name} is missing): "
                          f'pip install "mogel[{extra}]"') from err
    globals()[name] = value
    return value


def __dir__():
    return sorted([*globals(), *_API])
