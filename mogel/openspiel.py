"""Any rules file as an OpenSpiel game: importing this module registers "python_mogel".

    import mogel.openspiel, pyspiel
    game = pyspiel.load_game("python_mogel", {"game": "NAME", "players": 4})   # a shipped game

Needs the `rl` extra (pip install "mogel[rl]"; in a clone of mogel: pip install ".[rl]");
`import mogel` alone never loads OpenSpiel.
The game, its chance nodes and information states: mogel.rl.spiel and docs/rl.md.
"""

from .rl.spiel import SHORT_NAME, MogelGame, MogelState

__all__ = ["SHORT_NAME", "MogelGame", "MogelState"]
