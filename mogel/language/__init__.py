"""The language stage: rules text -> syntax tree -> rules model, and the syntax errors in words.

Owns the grammar (grammar.lark, built into a lark parser by `grammar`), the parser
(`parser.parse_items`), the trees of expressions (`syntax`) and statements (`statements`), the frozen rules
model (`model.Rules` and its items, every node with its `Span`), the builder that turns lark's
tree into the model (`build`, `build_code`) and the modules that put a syntax error into words
at the right place (`messages`, `grammar`, `words`, `plain`).  It may import
`mogel.errors` and lark only: it never knows how rules are checked, compiled or played.
"""
