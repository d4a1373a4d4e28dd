"""The check stage: a rules model -> errors and warnings a learner can act on, and checked rules.

Owns the static checks (`checker.check_rules`: names, types in `typer`, statements, roles,
definition chains, `let` values in `lets`, warnings), the house rules (`variants.apply_variants`
and `variant_check`, which checks each variant alone) and the front door that reads a rules
file or text through parser and checker (`loader.load_rules`, `check_source`), the cache that
keeps what they return (`cache`: in memory and in the user's cache folder), the check of a text
that changes a little at a time (`incremental.IncrementalChecker`, the notebooks' editor), and the
shipped games by name (`files.shipped_games`, `game_path`).  It may import
`mogel.errors` and the language stage; it never compiles or plays a game.
"""
