"""The compile stage: checked rules -> a program the engine runs.

Owns `program.compile_rules` (per-card tables of the deck in `DeckTables`, cheats and
accusations in `CheatSpec`), the compiler of expressions (`expressions.ExprCompiler`) and of
statements (`statements.StmtCompiler`) into Python closures.  It may import `mogel.errors`,
the language stage and the check stage (the typer tells it what an expression is); it never
holds a game's state.
"""
