"""The compile stage: checked rules -> a program the engine runs.

Owns `program.compile_rules` (per-card tables of the deck in `DeckTables`, who may cheat and
accuse in `CheatSpec`) and the code generator: the rules written as the Python source of
one module (expressions: `source_expr`, `source_loops`; statements: `source_stmt`,
`source_verbs`; items: `source_items`; the cheating windows, a function per `cheat` block:
`source_cheats`; the text itself: `source_module`), compiled and run
once per rules text in `codegen`, mogel's only `exec`.  It may import `mogel.errors`,
the language stage and the check stage (the typer tells it what an expression is); it never
holds a game's state.
"""
