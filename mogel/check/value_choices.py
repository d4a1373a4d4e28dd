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

from ..errors import SAID, Joined, closest, did_you_mean
from ..language import model as m
from .names import display_names
from .said_statements import SAY
from .said_types import SAY as TYPES
from .typer_attrs import article, value_type
from .vocabulary import BOOL

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def value_choice(checker, c: m.Choice, scope: dict) -> None:
    """Check one `chooses a NAME` choice (its attribute, its `where`, its words)."""
    r, name, said = checker.rules, c.attribute, f"'{c.article} {c.attribute}'"
    attributes = list(r.attributes)
    if name not in r.attributes:
        if not attributes:
            checker.error(c.attribute_span, SAY("no_attributes", said=said, name=name))
            return
        example = closest(name, attributes) or attributes[0]
        checker.error(c.attribute_span, SAY("name_one_attribute", said=said, article=c.article, example=article(example),
                                            attributes=Joined(tuple(attributes), ", ", SAID("and"))))
        return
    if c.filter is not None:
        checker.typer.expect(c.filter, {**scope, name: value_type(name)}, BOOL, TYPES("w_after", word="where"))
    display_names(c.told, lambda i: c.told_spans[i], checker.error)
    for i, (_, text) in enumerate(c.told):
        for key in PLACEHOLDER.findall(text):
            if key not in ("player", name):
                checker.error(c.told_spans[i], SAY("choice_words", key=key, name=name,
                                                   hint=did_you_mean(key, ['player', name])))
                break
