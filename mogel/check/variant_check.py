"""The check of a rules file with one variant switched on, re-checking only what it changes.

`check_source` checks every variant of a rules file alone (loader._variant_problems): 24 whole
checks for the packaged rules.mm, a third of parse + check.  A variant replaces a few properties of a
few items (`model.merge_item`) and leaves every other item the very same object, so most of
each whole check repeated the check of the rules without it.  `VariantCheck(rules, told)`
checks the rules once applied with a variant, looking only at

* the items the variant replaced or added (an item is unchanged when it is the same object;
  an item that does a procedure is a new object after every variant, as linking gives its `do`
  statements the procedures anew: mogel.language.procedures),
* the items that use a replaced definition, directly or through other definitions,
* every card when the variant changes the deck (its warnings count the copies), and each
  card with a tag no other card has (its lone_tag warning reads the tests of every rule),
* the warning of every deal when the variant changes the game or the deck (the players and
  the cards it counts), and of every deal from a zone the variant changes (its 'when empty'
  is named in the warning): `warnings.warnings` does this for the items the picker picks,
* the round when the variant changes a zone or a card: whether `starter:` and `first:` can
  give a player reads the 'when empty' and 'on play' blocks setup may set off (mogel.check.roles).

Why that is enough: `rules` checks without an error, so each other item gave no error then,
and it gives none now, as all its check reads is unchanged: the item itself, the definitions
it uses, and the declarations below (`declarations`), which every name resolution reads;
when a variant changes those, the whole applied rules are checked.  An unchanged item's
warnings are the same as before, so they are among `told`.  Each part of the check runs in
the order a whole check runs it, so the diagnostics come in the same order too.  The checks of
variants that replace no definition share what their Typers work out about definitions
(`Typer.share`): the definitions and the declarations are those of `rules` in all of them.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Callable, Dict, FrozenSet, List, Optional, Sequence, Set, Tuple

from ..language import model as m
from .checker import Checker, check_rules
from .kept import nodes
from ..errors import Diagnostic, did_you_mean, located
from .said_items import SAY
from .said_statements import SAY as WARNINGS


def declarations(rules: m.Rules) -> tuple:
    """What the check of any item reads of the other items: the names of definitions, zones,
    roles, card kinds, covert moves, accusations and procedures, in file order; which zones are
    shared and which variables are kept per player (`stake of P`, never a bare `stake`); the tags
    of each card; what each accusation is of (two of one covert move are refused)."""
    return (tuple(rules.defines), tuple((name, zone.shared) for name, zone in rules.zones.items()),
            tuple(rules.roles), tuple((name, card.tags) for name, card in rules.cards.items()),
            tuple(rules.cheats), tuple((name, accusation.of) for name, accusation in rules.accusations.items()),
            tuple(rules.procedures), tuple(name for name, v in rules.variables.items() if v.per_player))


def _names(node, out: set) -> set:
    """Every name a model node and all it holds uses as a name or calls as a function."""
    for part in nodes(node, []):
        if isinstance(part, m.Name):
            out.add(part.name)
        elif isinstance(part, m.Call):
            out.add(part.func)
    return out


def unread_defines(rules: m.Rules) -> List[Diagnostic]:
    """A warning (code `unread_define`) at each define a variant adds that neither the rules nor
    any variant reads: most often the misspelt name of the define it meant to replace (`variant
    long: define targt = 10` for `target`), which would else change nothing, silently."""
    out = []
    for variant in rules.variants.values():
        for item in variant.items:
            if not isinstance(item, m.Define) or item.name in rules.defines:
                continue
            others = (*rules.items(), *(i for v in rules.variants.values() for i in v.items if i is not item))
            if item.name not in _names(others, set()):
                hint = did_you_mean(item.name, [name for name in rules.defines])
                said = SAY("unread_define", variant=variant.name, name=item.name, hint=hint)
                out.append(located(rules.source, item.where("name"),
                                   WARNINGS("unacknowledged_where", message=said, code="unread_define"), "warning"))
    return out


class VariantCheck:
    """Checks `rules` with one variant applied, against the check of `rules` alone.

    rules: a Rules model whose `check_rules` gave `told`, none of them an error (ValueError
    otherwise).  `problems(applied)` for a Rules that `apply_variants(rules, ...)` returned.
    """

    def __init__(self, rules: m.Rules, told: Sequence[Diagnostic]):
        if any(d.severity == "error" for d in told):
            raise ValueError("a variant is checked this way only against rules that check without error")
        self.rules = rules   # keeps its items, known below by their ids, alive
        self.told = list(told)
        self.declared = declarations(rules)
        self.typed = ({}, {})   # what Typers work out about definitions no variant replaced
        self._uses: Dict[int, Tuple[m.Item, FrozenSet[str]]] = {}

    @functools.cached_property
    def base(self) -> Set[int]:
        """The ids of the items of `rules` (worked out only for a variant that keeps the declarations)."""
        return {id(item) for item in self.rules.items()}

    @functools.cached_property
    def lone(self) -> Set[int]:
        """The ids of the cards of `rules` with a tag no other card has."""
        cards_with = Counter(tag for card in self.rules.cards.values() for tag in set(card.tags or ()))
        return {id(card) for card in self.rules.cards.values() if any(cards_with[tag] == 1 for tag in card.tags or ())}

    def problems(self, applied: m.Rules, keep: Optional[Callable[[List[Diagnostic]], None]] = None) \
            -> List[Diagnostic]:
        """`check_rules(applied)`, less what is among `told`: the same diagnostics in the same order.
        keep: given the whole `check_rules(applied)` when it is worked out (when the variant
        changes the declarations), for a caller that checks the same applied rules again."""
        if declarations(applied) != self.declared:
            found = check_rules(applied)
            if keep is not None:
                keep(found)
        else:
            picked, dirty = self._picker(applied)
            checker = Checker(applied, picked)
            if not dirty:   # every definition means what it means in `rules`
                checker.typer.share(self.typed)
            found = checker.check()
        return [d for d in found if d not in self.told]

    def uses(self, item: m.Item) -> FrozenSet[str]:
        """The names an item uses (kept for the items of `rules`, which every variant shares)."""
        kept = self._uses.get(id(item))
        if kept is not None and kept[0] is item:
            return kept[1]
        names = frozenset(_names(item, set()))
        self._uses[id(item)] = (item, names)
        return names

    def _picker(self, applied: m.Rules):
        """(the test of which items of `applied` to check, the names of the definitions that
        are replaced or use a replaced one): see the module's docstring."""
        changed = {id(item) for item in applied.items() if id(item) not in self.base}
        dirty = {name for name, define in applied.defines.items() if id(define) in changed}
        while dirty:   # the definitions that use a replaced one, directly or not
            more = {name for name, define in applied.defines.items() if name not in dirty and self.uses(define) & dirty}
            if not more:
                break
            dirty |= more
        chosen = changed | self.lone
        if id(applied.deck) in changed:
            chosen |= {id(card) for card in applied.cards.values()}
        if any(id(item) in changed for item in (*applied.zones.values(), *applied.cards.values())):
            chosen.add(id(applied.round))
        if dirty:
            chosen |= {id(item) for item in applied.items() if self.uses(item) & dirty}
        return (lambda item: id(item) in chosen), dirty
