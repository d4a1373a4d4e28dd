"""The check of a text's rules after an edit of its variants alone: what the check before told.

The notebooks' editor holds rules.mm without its variants, and the learner's variant after
it; most edits change the variant alone.  mogel.check.incremental keeps the parsed items of
every piece of text an edit does not touch, so the rules' own items stay the very same objects,
and `check_rules` of the rules without variants would tell what it told before the edit,
unless what it reads of the variants changed.  Of the variants it reads only

* the description of each variant, and its name (names.descriptions),
* the blocks of their items (vocabulary.all_statements: the options of the choices, the `end
  NAME` statements of the levels; silent: which variables a `set` sets, and where),
* every name their items read, and the zone each of their moves and deals puts cards in
  (silent: whether a deal leaves a zone short and something reads it),
* every name they test with `is NAME` (warnings.tested_names, the names the rules' items and
  the variants test: a card's lone tag),
* the zones they make shared, and where (typer.shared_zone, in a message),
* which of their items are the rules' own cards (Checker._row_hint, in a message), and the
  `deck:` rows and total of the applied ones (Checker._total),

which `variant_reads(rules)` gathers (a key: equal keys, equal reads), in file order.
tests/check/test_reuse.py fails when a function of the checker reads `variants` and is not in
that list.

`Checked(rules)` runs `check_rules(rules)`; `Checked(rules, before)` gives what `before`
told instead when that is exactly what check_rules(rules) tells: the same file and applied
variants, every other part of the rules the same object (a block the rules lack, which the
assembly makes anew, equal), the same `variant_reads`, and the same source lines where the
rules' items stand, where the variants' blocks stand and where each message of `before`
stands (a message carries the text of its line), and no line end but newlines (offers reads
lines as str.splitlines cuts them, at a form feed too).  The check is a function of those alone.
"""

from __future__ import annotations

import dataclasses
import re
from typing import List, Optional

from ..language import model as m
from ..errors import Diagnostic
from .checker import check_rules
from .names import descriptions

_ENDS = re.compile("[\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]")   # where str.splitlines ends a line, besides "\n"
_PLAIN = (str, int, float, bool, type(None))
_OWN = tuple(f.name for f in dataclasses.fields(m.Rules) if f.name not in ("file", "source", "variants", "applied"))


def variant_reads(rules: m.Rules) -> tuple:
    """A key of everything `check_rules(rules)` reads of the variants of `rules` (the module's
    list), in file order: the names of the variants and what names.descriptions tells of
    them; each of their items but its plain words and numbers (a `penalty: 5`: the readers
    above take nothing from one), compared as its dataclass compares (the parts it does not
    compare hold places alone, no name, test or move); the zones they make shared, and where;
    which of their cards are the rules' own; the `deck:` rows and total of the applied ones."""
    items = [item for variant in rules.variants.values() for item in variant.items]
    told: list = []
    descriptions(rules, lambda span, said: told.append((span, said)))
    parts = tuple((type(item), item.name, tuple((f.name, getattr(item, f.name)) for f in dataclasses.fields(item)
                                                 if not isinstance(getattr(item, f.name), _PLAIN))) for item in items)
    shared = tuple((item.name, item.shared, item.where("shared")) for item in items if isinstance(item, m.Zone))
    own = tuple(item.name for item in items if isinstance(item, m.Card) and rules.cards.get(item.name) is item)
    decks = tuple((item.rows, item.total) for name in rules.applied for item in rules.variants[name].items
                  if isinstance(item, m.Deck))
    return tuple(rules.variants), told, parts, shared, own, decks


def _same(a, b) -> bool:
    """Whether two parts of Rules are the same: the same object, a block no line of the text
    wrote (line 0: the assembly makes it anew) equal, or mappings of the same names to such."""
    if a is b:
        return True
    if isinstance(a, m.Item):
        return isinstance(b, m.Item) and not a.span.line and not b.span.line and a == b
    if hasattr(a, "items") and hasattr(b, "items"):
        return tuple(a) == tuple(b) and all(_same(a[name], b[name]) for name in a)
    return False


def _spans(rules: m.Rules, told):
    """The places whose lines the check may read: each item of the rules, each element of a
    block (or other tuple) of a variant's items, each message told."""
    for item in rules.items():
        yield item.span
    for variant in rules.variants.values():
        for item in variant.items:
            for f in dataclasses.fields(item):
                value = getattr(item, f.name)
                if isinstance(value, tuple):
                    yield from (part.span for part in value if isinstance(getattr(part, "span", None), m.Span))
    for d in told:
        yield d.span


class Checked:
    """`rules` and everything `check_rules(rules)` tells (`told`, in its order), worked out
    anew or, when that is exact (the module's docstring), taken from `before` (a Checked of the
    text checked last); `reused` says which."""

    __slots__ = ("rules", "told", "reads", "reused", "_lines")

    def __init__(self, rules: m.Rules, before: Optional["Checked"] = None):
        self.rules, self.reads, self._lines = rules, variant_reads(rules), None
        self.reused = before is not None and self._as(before)
        self.told: List[Diagnostic] = list(before.told) if self.reused else check_rules(rules)

    def lines(self) -> Optional[List[str]]:
        """The lines of the source as errors.locate counts them; None when str.splitlines, by
        which offers reads them, would cut it elsewhere too.  Worked out once (the text after
        the next edit compares its lines with these)."""
        if self._lines is None:
            source = self.rules.source
            self._lines = () if _ENDS.search(source) else source.split("\n")
        return self._lines or None

    def _as(self, before: "Checked") -> bool:
        """Whether check_rules(self.rules) tells exactly what `before` told."""
        old, new = before.rules, self.rules
        if old.file != new.file or old.applied != new.applied or self.reads != before.reads:
            return False
        if not all(_same(getattr(old, name), getattr(new, name)) for name in _OWN):
            return False
        if old.source == new.source:
            return True
        was, now = before.lines(), self.lines()
        if was is None or now is None:
            return False
        for span in _spans(new, before.told):
            if span.line and span.file == new.file:
                end = max(span.end_line or span.line, span.line)
                if was[span.line - 1:end] != now[span.line - 1:end] or end > len(now) or end > len(was):
                    return False
        return True
