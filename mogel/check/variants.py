"""Variants (house rules): named blocks in the rules file that replace or add items.

`apply_variants(rules, names)` returns a new Rules with each named variant applied in turn,
property by property (`model.merge_item`); the original Rules is left untouched.  Two
variants that set the same property of the same item to different things clash, and the
error names both places; setting it to the same thing (a set literal in any order) is no
clash.  `written_at(rules, item)` is where a block was last written: a variant's, once applied.
`plays_with(players, n)`: whether the rules are played by n players; `wrong_player_count(rules, n)`: what to say of a table of n players the rules (with their variants) do not allow;
`seats_hint`: the players that make one, in the words of the command line or of the lab's API.
"""

from __future__ import annotations

import dataclasses
import re
from itertools import combinations
from types import MappingProxyType
from typing import Dict, Iterable, List, Sequence, Tuple, Union

from ..language import model as m
from ..language.procedures import link_procedures
from ..errors import Diagnostic, MogelError, RulesError, Span, UnknownVariantError, did_you_mean, located
from .files import games_with_variant
from .said_items import SAY

_SINGLE = {"game", "deck", "round", "turn"}
_MAPS = {"define": "defines", "zone": "zones", "card": "cards", "role": "roles",
         "cheat": "cheats", "accusation": "accusations", "variable": "variables", "claim": "claims",
         "level": "levels", "procedure": "procedures"}
# Properties written without a keyword, in the words of docs/language.md.
_UNNAMED = {("define", "body"): "the_expression", ("turn", "body"): "the_statements",
            ("procedure", "body"): "the_statements"}   # their ids in mogel.check.said_items


def _settings(variant: m.Variant) -> Dict[Tuple[str, str, str], Tuple[object, m.Span]]:
    """Every (category, item, property) a variant sets, with its value and where it is set."""
    out = {}
    for item in variant.items:
        for prop in item.set_fields():
            value = getattr(item, prop)
            if isinstance(item, m.Deck) and prop == "rows":
                for row in value:
                    out[(item.category, item.name, f"row {row.label}")] = ((row.count, row.counts), row.span)
                continue
            out[(item.category, item.name, prop)] = (value, item.where(prop))
    return out


def _same(a, b) -> bool:
    """Whether two settings mean the same: equal, a set literal's items in any order and each
    as often as it likes (`{1, 4, 0}` is `{0, 4, 1}`), a truth value not equal to a number."""
    if isinstance(a, m.SetLit) and isinstance(b, m.SetLit):
        return all(any(_same(x, y) for y in b.items) for x in a.items) \
            and all(any(_same(x, y) for x in a.items) for y in b.items)
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(map(_same, a, b))
    if dataclasses.is_dataclass(a):
        return all(_same(getattr(a, f.name), getattr(b, f.name)) for f in dataclasses.fields(a) if f.compare)
    return a == b


def clashes(rules: m.Rules, names: Sequence[str]) -> List[Diagnostic]:
    """One error for each property two of the named variants set differently."""
    problems = []
    for a, b in combinations(names, 2):
        first, second = _settings(rules.variants[a]), _settings(rules.variants[b])
        for key in first.keys() & second.keys():
            if not _same(first[key][0], second[key][0]):
                category, item, prop = key
                what = f"{category} {item}" if category not in _SINGLE else category
                changed = SAY(_UNNAMED[category, prop]) if (category, prop) in _UNNAMED else f"'{prop.replace('_', ' ')}'"
                problems.append(located(rules.source, second[key][1], SAY("variants_clash", a=a, b=b, changed=changed,
                                                                          what=what, at=first[key][1])))
    return problems


def described(variant: m.Variant, lang: str) -> str:
    """A variant's description in `lang` ("en", "de"), else its English one (a description
    given as one text, `description: "..."`, is English)."""
    texts = dict(variant.descriptions)
    return texts.get(lang) or texts.get("en") or variant.description


def variant_names(variants: Union[str, Iterable[str], None]) -> Tuple[str, ...]:
    """A variant name alone, a list of names, or None (no variant) -> a tuple of names.
    Raises MogelError for anything else, e.g. a name that is not a string."""
    if variants is None:
        return ()
    try:
        names = (variants,) if isinstance(variants, str) else tuple(variants)
    except TypeError:
        names = (variants,)
    if not all(isinstance(name, str) for name in names):
        raise MogelError(f"variants: names of variants, such as ['italian_ant'], not {variants!r}")
    return names


def joined(name: str) -> List[str]:
    """The names an unknown variant name joins with commas or spaces ("italian_ant,no_cheating" ->
    ['italian_ant', 'no_cheating']); [] for one name."""
    names = [part for part in re.split(r"[,\s]+", name) if part]
    return names if len(names) > 1 else []


def _hint(name: str, rules: m.Rules) -> str:
    """The end of the message of an unknown variant `name`: names joined in one text are told to
    be a list; else the did-you-mean; else the shipped game(s) whose rules have it (a variant of
    another shipped game asked of rules.mm), else where they are listed."""
    if joined(name):
        return f"; give a list of names: variants={joined(name)}"
    near = str(did_you_mean(name, rules.variants, parts=True))
    owners = [] if near else [game for game in games_with_variant(name) if game != rules.game.name]
    if owners:   # a variant of another shipped game, as the command line tells it (mogel.cli.hints)
        loads = " or ".join(f"load_rules(game={game!r})" for game in owners)
        which = f"game {owners[0]}" if len(owners) == 1 else "games " + ", ".join(owners)
        return f": variant {name} belongs to {which}: use {loads}"
    return near or "; `mogel variants` lists them"


def apply_variants(rules: m.Rules, names: Sequence[str]) -> m.Rules:
    """A new Rules with the named variants applied in order.

    names: a name, a list of names, or None (variant_names).  Raises UnknownVariantError for
    a name the rules do not define (with a did-you-mean), RulesError for clashing variants
    (both places named) and MogelError for a name that is no string.
    """
    names = list(dict.fromkeys(variant_names(names)))
    if not names:
        return rules
    unknown = [n for n in names if n not in rules.variants]
    if unknown:
        hints = [_hint(n, rules) for n in unknown]
        raise UnknownVariantError("\n".join(f"{rules.file}: unknown variant '{n}'{hint}"
                                            for n, hint in zip(unknown, hints)), zip(unknown, hints), rules.file)
    problems = clashes(rules, names)
    if problems:
        raise RulesError(problems)
    singles = {c: getattr(rules, c) for c in _SINGLE}
    maps = {field: dict(getattr(rules, field)) for field in _MAPS.values()}
    for name in names:
        for item in rules.variants[name].items:
            if item.category in _SINGLE or (item.category == "level" and item.name == "round"):
                category = "round" if item.category == "level" else item.category
                singles[category] = m.merge_item(singles[category], item)
                continue
            table = maps[_MAPS[item.category]]
            table[item.name] = m.merge_item(table[item.name], item) if item.name in table else item
    return link_procedures(dataclasses.replace(rules, applied=rules.applied + tuple(names), **singles,
                                               **{field: MappingProxyType(table) for field, table in maps.items()}))


def written_at(rules: m.Rules, item: m.Item) -> Span:
    """The span of the block `item` (a cheat block, the turn ...) of `rules` as last written: that
    of its block in the last applied variant that changes it (`cheat hide:` under `variant
    cheat_own_turn:`), else its own (the merged item keeps the span of the base block)."""
    spans = [over.span for name in rules.applied for over in rules.variants[name].items
             if (over.category, over.name) == (item.category, item.name)]
    return spans[-1] if spans else item.span


def plays_with(players, count: int) -> bool:
    """Whether a game whose `players:` is `players` ((low, high), or the counts of `players: 2 or 4`:
    model.PlayerCounts) is played by `count` players."""
    return players[0] <= count <= players[1] and count in getattr(players, "only", (count,))


def player_counts(players) -> Tuple[int, ...]:
    """Every number of players `players:` allows, ascending: (2, 4) for `players: 2 or 4`, (2, 3, 4)
    for `players: 2 to 4` (`players` a (low, high) pair or a model.PlayerCounts)."""
    return tuple(getattr(players, "only", range(players[0], players[1] + 1)))


def players_said(players) -> str:
    """`players:`'s value as the header says it: '2 to 4', '2 or 4', '2, 4 or 6'."""
    only = getattr(players, "only", ())
    return f"{', '.join(map(str, only[:-1]))} or {only[-1]}" if only else f"{players[0]} to {players[1]}"


def wrong_player_count(rules: m.Rules, count: int) -> str:
    """What to say when `count` players is outside the rules' `players:` (001 header
    "Spieleranzahl"), naming the switched-on variant that sets the range, if one does."""
    low, high = rules.game.players
    wanted = f"exactly {low}" if low == high else players_said(rules.game.players)
    setters = [name for name in rules.applied
               if any(item.category == "game" and "players" in item.set_fields() for item in rules.variants[name].items)]
    by = f" with variant '{setters[-1]}'" if setters else ""
    return f"{m.display_name(rules.game.names, 'en', rules.game.name)} is played by {wanted} players{by}, not {count}"


def seats_hint(bots: int, named: bool, players, low: int, high: int, api: bool = False, only=()) -> str:
    """The end of the message of a table the rules are not played by (after wrong_player_count):
    the players (or bots) that make one, in the words of the command line (`--players 2`,
    `--bots`) or, with `api`, of the lab's Python API (`players=2`, `bots`).  bots: the bots
    listed, `named` when they were given (else the default list, cut to the players); players:
    the number of players given, or None (then one seat per bot); low, high: the rules'
    `players:`, and only: its counts when it lists them (`players: 2 or 4`: (2, 4))."""
    wanted = f"{low}" if low == high else players_said(m.PlayerCounts(only)) if only else f"from {low} to {high}"
    across = " or ".join(f"players={n}" for n in only) if only else f"players=N, N from {low} to {high}"
    give = (f"players={low}" if low == high else across) if api else f"--players {wanted}"
    listed = "bots" if api else "--bots"
    if players is not None or not named:
        return f": give {give}" if players is not None else \
            f": the {bots} default bots take a seat each; give {give} (the first ones play)"
    if bots < low:
        them = "it" if bots == 1 else "them"
        add = f"players={low}" if api else f"--players {low}"
        return f": {listed} names {bots} bot{'s' * (bots != 1)}, one per seat; add {add} to repeat {them} round the table"
    return f": {listed} names {bots} bots, one per seat; name {wanted}"
