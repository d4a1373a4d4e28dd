"""The checks of a choice of an attribute's value (docs/language.md 10.10), for ChecksChoices.

`P [may|must] chooses a colour [(WORDS)] [where COND]`:

* the name after `a`/`an` is one attribute of the file: `'a colours': name one attribute after
  'a', as in 'a colour' (the attributes are colour)`; a file without attributes is told to
  declare one;
* `where COND` is a truth value, read with the attribute's name bound to each candidate value
  (`colour = called`);
* the words in brackets are display names per language (`en "{player} calls {colour}."`):
  each `{NAME}` is `{player}` (who chooses) or the attribute's own name (the chosen value).

Each check reports through `checker.error`; none raises.
"""

from __future__ import annotations

import re

from ..errors import did_you_mean
from ..language import model as m
from .names import display_names
from .typer_attrs import article, value_type
from .vocabulary import BOOL

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def _listed(names) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def value_choice(checker, c: m.Choice, scope: dict) -> None:
    """Check one `chooses a NAME` choice (its attribute, its `where`, its words)."""
    r, name, said = checker.rules, c.attribute, f"'{c.article} {c.attribute}'"
    attributes = list(r.attributes)
    if name not in r.attributes:
        if not attributes:
            checker.error(c.attribute_span, f"{said}: this file declares no attribute to choose a value of: "
                                            f"declare 'attribute {name}:' with its 'values:', or choose 'a player' "
                                            f"or 'one of:' named options")
            return
        close = did_you_mean(name, attributes)
        example = close[len(" (did you mean '"):-len("'?)")] if close else attributes[0]
        checker.error(c.attribute_span, f"{said}: name one attribute after '{c.article}', as in "
                                        f"'{article(example)}' (the attributes are {_listed(attributes)})")
        return
    if c.filter is not None:
        checker.typer.expect(c.filter, {**scope, name: value_type(name)}, BOOL, "after 'where'")
    display_names(c.told, lambda i: c.told_spans[i], checker.error)
    for i, (_, text) in enumerate(c.told):
        for key in PLACEHOLDER.findall(text):
            if key not in ("player", name):
                checker.error(c.told_spans[i], f"'{{{key}}}' is not known in the words of this choice: they may say "
                                               f"{{player}} (who chooses) and {{{name}}} (the chosen {name})"
                                               f"{did_you_mean(key, ['player', name])}")
                break
