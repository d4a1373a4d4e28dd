"""`dump(model)`: every field of a rules model as nested tuples, spans included.

The model's own `==` leaves spans out (two readings of a rule are the same rule wherever
they stand) and `Rules` compares by identity, so a test that must show two models are the
same to the column (the cache, the editor's incremental check) compares their dumps.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from mogel.errors import Span


def dump(node):
    """`node` (a Rules, an item, an expression, a Diagnostic ...) as nested tuples of its
    type names, field names and values, spans as (file, line, column, end_line, end_column)."""
    if isinstance(node, Span):
        return ("Span", node.file, node.line, node.column, node.end_line, node.end_column)
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return (type(node).__name__,
                tuple((field.name, dump(getattr(node, field.name))) for field in dataclasses.fields(node)))
    if isinstance(node, (tuple, list)):
        return tuple(dump(item) for item in node)
    if isinstance(node, Mapping):
        return ("map", tuple((key, dump(value)) for key, value in node.items()))
    return node
