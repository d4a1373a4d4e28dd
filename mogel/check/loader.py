"""Reading a rules file: parse, assemble the items into a Rules model, check, apply variants.

`load_rules()` is the one entry point most code needs; `check_source()` returns every
diagnostic (errors and warnings) for tools such as `mogel check` and the notebooks.
"""

from __future__ import annotations

import codecs
import copyreg
import dataclasses
import os
import weakref
from pathlib import Path
from types import MappingProxyType
from typing import Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

from ..language import model as m
from ..language.procedures import link_procedures
from .cache import remembered
from .checker import check_rules
from ..errors import Diagnostic, MogelError, RulesError, located
from .files import EMPTY_NAME, decoded, default_rules_path, game_path, line_ends, read_bytes
from .overrides import define_values, override_defines, told
from .said_items import SAY
from .variant_check import VariantCheck, unread_defines
from .variants import apply_variants, variant_names

_SET: "weakref.WeakKeyDictionary[m.Rules, Tuple[Tuple[str, int], ...]]" = weakref.WeakKeyDictionary()
_SINGLE = {"game": m.Game, "deck": m.Deck, "round": m.Round, "turn": m.Turn}
_MAPS = {"define": "defines", "zone": "zones", "card": "cards", "role": "roles",
         "cheat": "cheats", "accusation": "accusations", "variant": "variants", "attribute": "attributes",
         "variable": "variables", "claim": "claims", "level": "levels", "procedure": "procedures"}


def assemble(items: Sequence[m.Item], text: str, file: str) -> Tuple[m.Rules, List[Diagnostic]]:
    """Top-level items -> a Rules model, with a diagnostic for each item defined twice."""
    problems: List[Diagnostic] = []
    singles = {}
    maps = {field: {} for field in _MAPS.values()}
    for item in items:
        category = item.category
        if category == "level" and item.name == "round":   # `level round:` is the `round:` item
            category = "round"
        if category in _SINGLE:
            seen = singles.get(category)
        else:
            seen = maps[_MAPS[category]].get(item.name)
        if seen is not None:
            label = category if category in _SINGLE else f"{category} '{item.name}'"
            problems.append(located(text, item.span, SAY("defined_twice", label=label, first=seen.span)))
            continue
        if category in _SINGLE:
            singles[category] = item
        else:
            maps[_MAPS[category]][item.name] = item
    problems.extend(missing_items(items, singles, maps["levels"], text, file))
    for category, cls in _SINGLE.items():
        singles.setdefault(category, cls(name=category))
    rules = m.Rules(file=file, source=text, game=singles["game"], deck=singles["deck"],
                    round=singles["round"], turn=singles["turn"],
                    **{field: MappingProxyType(table) for field, table in maps.items()})
    return link_procedures(rules), problems


def missing_items(items, singles, levels, text: str, file: str) -> List[Diagnostic]:
    """A message for each block of `game NAME:`, `deck:`, `round:`, `turn:` the rules need and
    lack, at line 1 (a missing `turn:` at the level made of turns, saying so); one message for a
    file with no item at all (empty, or comments only)."""
    start = m.Span(file, 1, 1)
    if not items:
        return [located(text, start, SAY("no_rules"))]
    problems = []
    for category in _SINGLE:
        if category in singles:
            continue
        header = "game NAME:" if category == "game" else f"{category}:"
        if category == "turn" and (levels or "round" in singles):
            player = turns_level(singles.get("round"), levels)
            if player is not None:
                problems.append(located(text, player.span, SAY("no_turn", level=player.name)))
        elif category != "round" or not levels:   # with levels, a file may have no round
            problems.append(located(text, start, SAY("no_block", header=header)))
    return problems


def turns_level(rnd: Optional[m.Round], levels) -> Optional[m.Round]:
    """The level that plays the `turn:` block: one that says `made of: turns`, else the round
    written as `round:` with neither `made of:` nor `steps:` (a round is made of turns unless it
    says otherwise); None when no level plays turns (a game of levels of steps needs no turn)."""
    made = [level for level in levels.values() if level.made_of == "turns"]
    if made:
        return made[0]
    if rnd is not None and rnd.steps is None and rnd.made_of in (None, "turns"):
        return rnd
    return None


def check_source(text: str, file: str = "rules.mm", variants: Union[str, Iterable[str], None] = ()) \
        -> Tuple[Optional[m.Rules], List[Diagnostic]]:
    """Parse, assemble, check and apply `variants`; return (Rules or None, every diagnostic).

    variants: a variant name, a list of names, or None for none.  The diagnostics are those
    of the rules with `variants` applied, plus what each other variant switched on alone
    breaks ("with variant 'NAME': ...").  The Rules is None when there is any error.
    Diagnostics are in file order, errors and warnings mixed (`Diagnostic.severity`).  Never
    raises for a bad text; raises UnknownVariantError for a variant name the text does not
    define, MogelError for variants that are no names (variant_names) or a text that is no
    text.  The text is read as a file is (`read_text`): a byte order mark left out, a lone
    "\r" (old Mac line ends) read as a line end.  A text checked before with the same file
    name and variants is not parsed again (mogel.check.cache: in memory, else on disk;
    MOGEL_CACHE=0 turns it off): the same Rules and the same diagnostics come back.
    """
    text, variants = prepared(text, variants)
    rules, problems = remembered(("check_source", text, file, variants), lambda: check_text(text, file, variants))
    return rules, list(problems)


def prepared(text: str, variants: Union[str, Iterable[str], None]) -> Tuple[str, Tuple[str, ...]]:
    """(text read as a file is, variant names as a tuple); raises MogelError for a text that
    is no str or variants that are no names."""
    if not isinstance(text, str):
        raise MogelError(f"text: the rules text as a str, not {type(text).__name__} {text!r:.40}")
    return line_ends(text.removeprefix("\ufeff")), variant_names(variants)


def check_text(text: str, file: str, variants: Tuple[str, ...]) -> Tuple[Optional[m.Rules], Tuple[Diagnostic, ...]]:
    """`check_source` without the cache, for a `prepared` text and variants: parse the text
    (a syntax error is the one diagnostic), then `check_items`."""
    from ..language.parser import parse_items   # lark is imported when a rules text is first read

    try:
        items = parse_items(text, file)
    except RulesError as err:
        return None, tuple(err.diagnostics)
    return check_items(items, text, file, variants)


def checked_model(items: Sequence[m.Item], text: str, file: str) -> Tuple[m.Rules, Tuple[Diagnostic, ...]]:
    """The top-level `items` of `text` assembled into Rules, with what the checker says of them
    (no variant switched on): the part of `check_items` that does not depend on the variants."""
    rules, problems = assemble(items, text, file)
    return rules, tuple(problems + check_rules(rules) + unread_defines(rules))


def check_items(items: Sequence[m.Item], text: str, file: str, variants: Tuple[str, ...],
                model: Optional[Tuple[m.Rules, Tuple[Diagnostic, ...]]] = None,
                kept: Optional[Dict[Tuple[str, ...], "Applied"]] = None) \
        -> Tuple[Optional[m.Rules], Tuple[Diagnostic, ...]]:
    """The checks of `check_source` on the parsed top-level `items` of `text`: assemble them,
    check the rules, each variant alone and the chosen `variants` together.  model: what
    `checked_model` returned for these items and text, when the caller has it already.  kept:
    a dict the caller keeps for these items and text, across calls with other variants
    (mogel.check.incremental): the rules with each list of variants applied and, once worked
    out, everything the checker says of them, so that a text checked without its variants and
    then with them is checked with them once."""
    rules, problems = model if model is not None else checked_model(items, text, file)
    problems = list(problems)
    if not any(p.severity == "error" for p in problems):   # the chosen variants are told whatever others break
        others = _variant_problems(rules, problems, set(variants), kept)
        if variants:
            try:
                applied = Applied.of(rules, variants, kept)
                unread = [p for p in problems if p in unread_defines(rules)]   # told of the variants, with them or not
                rules, problems = applied.rules, list(applied.checked())   # the warnings of the rules without them no longer hold
                problems += unread
            except RulesError as err:
                problems += err.diagnostics
        problems += [p for p in others if p not in problems]
    problems.sort(key=lambda d: (d.span.file, d.span.line, d.span.column))
    if any(p.severity == "error" for p in problems):
        return None, tuple(problems)
    return rules, tuple(problems)


class Applied:
    """Rules with some variants applied, and everything `check_rules` says of them once it is
    worked out (`whole`)."""

    __slots__ = ("rules", "whole")

    def __init__(self, rules: m.Rules):
        self.rules, self.whole = rules, None

    @classmethod
    def of(cls, rules: m.Rules, names: Tuple[str, ...], kept: Optional[dict] = None) -> "Applied":
        """`rules` with the variants `names` applied (apply_variants and its errors), the one in
        `kept` when it holds them."""
        found = kept.get(names) if kept is not None else None
        if found is None:
            found = cls(apply_variants(rules, names))
            if kept is not None:
                kept[names] = found
        return found

    def keep(self, whole: Sequence[Diagnostic]) -> None:
        self.whole = tuple(whole)

    def checked(self) -> Tuple[Diagnostic, ...]:
        if self.whole is None:
            self.keep(check_rules(self.rules))
        return self.whole


def _variant_problems(rules: m.Rules, known: List[Diagnostic], chosen=frozenset(), kept=None) -> List[Diagnostic]:
    """What each variant breaks when it is switched on alone (each told once); the `chosen`
    variants are checked together instead, by the caller.  `known`: every diagnostic about
    `rules` so far, those of `check_rules(rules)` among them, and no error.  kept: as for
    check_items."""
    out: List[Diagnostic] = []
    check = VariantCheck(rules, known)
    for name in rules.variants:
        if name in chosen:
            continue
        try:
            applied = Applied.of(rules, (name,), kept)
        except RulesError as err:
            out += [d for d in err.diagnostics if d not in out]
            continue
        found = check.problems(applied.rules, applied.keep) if applied.whole is None \
            else [d for d in applied.whole if d not in check.told]
        for d in found:
            if d not in known and d not in out:
                said = SAY("with_variant", name=name, message=d.said if d.said is not None else d.message)
                out.append(dataclasses.replace(d, message=str(said), said=said))
    return out


def variants_alone(path: Path, file: str) -> Optional[Tuple[m.Rules, Dict[str, Tuple[Diagnostic, ...]]]]:
    """The rules of the file `path` (told as `file`) without their variants, and the errors of
    each variant switched on alone ({name: errors}, () for one that checks), so that rules whose
    load_rules fails for one variant can still list them all (`mogel variants`); None when the
    rules without variants do not check.  Raises MogelError as read_bytes does."""
    from ..language.parser import parse_items

    text = line_ends(decoded(read_bytes(path), path).removeprefix("\ufeff"))
    try:
        rules, problems = checked_model(parse_items(text, file), text, file)
    except RulesError:
        return None
    if any(p.severity == "error" for p in problems):
        return None
    broken = {}
    for name in rules.variants:
        try:
            broken[name] = tuple(d for d in check_rules(apply_variants(rules, (name,))) if d.severity == "error")
        except RulesError as err:
            broken[name] = tuple(err.diagnostics)
    return rules, broken


def load_rules(path: Union[str, Path, None] = None, *, text: Optional[str] = None,
               variants: Union[str, Iterable[str], None] = (), file: Optional[str] = None,
               game: Optional[str] = None, defines: Optional[Mapping[str, int]] = None) -> m.Rules:
    """Read and check a rules file (default: the packaged rules.mm) with `variants` applied.

    path: a rules file.  game: the name of a shipped game instead (`mogel games` lists them:
    one is the packaged rules.mm).  text: the rules text itself, read instead of
    `path` (as an editor holds it).  file: the name messages and events give the rules
    (default: `path` as given, also when `text` is given; a shipped file: its own name, as
    "rules.mm"; text alone: "rules.mm").  variants: a variant name, a list of names, or None.
    defines: {name: whole number} to set `define NAME = N` lines of the text to other numbers
    for this load (mogel.check.overrides): the text is checked with them, and `.source` holds
    it so.  Returns a checked, immutable Rules.  Raises RulesError (located messages) for a bad
    rules text (a byte that is not UTF-8 among them) or clashing variants,
    UnknownVariantError for a variant the text does not define, UnknownGameError (a
    MogelError) for a game that is not shipped, MogelError for a path that is empty or
    cannot be read (a missing file: naming the shipped game or nearby file it may mean), for
    variants that are no names, or for `game` given with a path or text, DefineError (a
    MogelError) for a define that is not in the text or not one whole number, and RulesError
    "with NAME = N: ..." for a value the rules cannot take.  A text loaded before
    with the same file name, variants and defines is not parsed again: the same Rules comes
    back from the cache (mogel.check.cache; MOGEL_CACHE=0 turns it off).
    """
    if game is not None:
        if path is not None or text is not None:
            raise MogelError("give a rules file (path or text) or a shipped game (game=...), not both")
        path = game_path(game)
        file = file or path.name
    if path is not None and not isinstance(path, (str, os.PathLike)):
        raise MogelError(f"path: the name of a rules file, not {path!r}")
    if path is not None and not os.fspath(path):
        raise MogelError(EMPTY_NAME)
    if text is None:
        path = Path(path) if path is not None else default_rules_path()
        data = read_bytes(path)
        file = file or (path.name if path == default_rules_path() else str(path))
        if defines or b"\r" in data or data.startswith(codecs.BOM_UTF8):
            text = decoded(data, path)
    file = file or (os.fspath(path) if path is not None else "rules.mm")
    values = define_values(defines)
    if text is None:   # the file's bytes are the text check_source would check
        rules, problems = _check_file(data, path, file, variants)
    elif values:
        text, variants = prepared(text, variants)
        rules, problems = remembered(("load_rules", text, file, variants, values),
                                     lambda: check_source(with_defines(text, file, defines), file, variants))
    else:
        rules, problems = check_source(text, file, variants)
    if rules is None:
        raise RulesError(told([p for p in problems if p.severity == "error"], defines))
    if values:
        _SET[rules] = values
    return rules


def _check_file(data: bytes, path: Path, file: str, variants) -> Tuple[Optional[m.Rules], List[Diagnostic]]:
    """check_source of the text of a file's bytes `data`, which have no "\r" and no byte order
    mark (so check_source would check the decoded text as it is).  The cache hashes a text as
    its UTF-8 (mogel.check.cache), so `data` finds check_source's entry for that text, and a
    text found there is not decoded: decoding it and encoding it again for the key were a
    twentieth of a load from the cache's file."""
    variants = variant_names(variants)
    rules, problems = remembered(("check_source", data, file, variants),
                                 lambda: check_text(decoded(data, path), file, variants))
    return rules, list(problems)


def defines_set(rules: m.Rules) -> Tuple[Tuple[str, int], ...]:
    """((name, value), ...): the defines `load_rules(defines=...)` set when it made `rules`, in
    the order given (what a viewer's title tells); () for rules loaded without, and for rules
    made from them (apply_variants makes a new Rules)."""
    return _SET.get(rules, ())


def with_defines(text: str, file: str, defines: Optional[Mapping[str, int]]) -> str:
    """`text` with its `define NAME = N` lines set to the numbers of `defines`
    (mogel.check.overrides.override_defines); raises RulesError for a text that does not parse,
    DefineError for a define that cannot be set."""
    from ..language.parser import parse_items   # lark is imported when a rules text is first read

    text = line_ends(text.removeprefix("\ufeff"))
    rules, _ = assemble(parse_items(text, file), text, file)
    return override_defines(rules, defines)


def _loaded_again(file: str, source: str, applied: Tuple[str, ...], defines: Tuple[Tuple[str, int], ...]) -> m.Rules:
    return load_rules(text=source, file=file, variants=applied, defines=dict(defines) or None)


def _rules_as_loaded(rules: m.Rules):
    """How a Rules is pickled and copied (copy, deepcopy): as the load that made it, from its
    text, file, variants and defines -- a checked model is a function of those (its read-only
    mappings pickle no other way), and a load of them comes from the cache when it can.  The
    cache's own pickler (mogel.check.cache) keeps copyreg's table as it was when it was imported,
    before this: it writes a Rules field by field."""
    return _loaded_again, (rules.file, rules.source, tuple(rules.applied), defines_set(rules))


copyreg.pickle(m.Rules, _rules_as_loaded)
