"""Reading a rules file: parse, assemble the items into a Rules model, check, apply variants.

`load_rules()` is the one entry point most code needs; `check_source()` returns every
diagnostic (errors and warnings) for tools such as `mogel check` and the notebooks.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from types import MappingProxyType
from typing import Iterable, List, Optional, Sequence, Tuple, Union

from . import model as m
from .check import check_rules
from .errors import Diagnostic, MogelError, RulesError, locate
from .variant_check import VariantCheck
from .variants import apply_variants

_SINGLE = {"game": m.Game, "deck": m.Deck, "round": m.Round, "turn": m.Turn}
_MAPS = {"define": "defines", "zone": "zones", "card": "cards", "role": "roles",
         "cheat": "cheats", "accusation": "accusations", "variant": "variants"}


def default_rules_path() -> Path:
    """The Mogel Motte rules shipped with the package (the repository's top-level rules.mm)."""
    from importlib import resources

    packaged = resources.files("mogel") / "rules.mm"
    if packaged.is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parent.parent / "rules.mm"


def assemble(items: Sequence[m.Item], text: str, file: str) -> Tuple[m.Rules, List[Diagnostic]]:
    """Top-level items -> a Rules model, with a diagnostic for each item defined twice."""
    problems: List[Diagnostic] = []
    singles = {}
    maps = {field: {} for field in _MAPS.values()}
    for item in items:
        category = item.category
        if category in _SINGLE:
            seen = singles.get(category)
        else:
            seen = maps[_MAPS[category]].get(item.name)
        if seen is not None:
            label = category if category in _SINGLE else f"{category} '{item.name}'"
            problems.append(locate(text, item.span, f"{label} is defined twice (first at {seen.span})"))
            continue
        if category in _SINGLE:
            singles[category] = item
        else:
            maps[_MAPS[category]][item.name] = item
    for category, cls in _SINGLE.items():
        if category not in singles:
            problems.append(Diagnostic(m.Span(file, 0, 0), f"the rules have no '{category}:' block"))
            singles[category] = cls(name=category)
    rules = m.Rules(file=file, source=text, game=singles["game"], deck=singles["deck"],
                    round=singles["round"], turn=singles["turn"],
                    **{field: MappingProxyType(table) for field, table in maps.items()})
    return rules, problems


def check_source(text: str, file: str = "rules.mm", variants: Iterable[str] = ()) \
        -> Tuple[Optional[m.Rules], List[Diagnostic]]:
    """Parse, assemble, check and apply `variants`; return (Rules or None, every diagnostic).

    The diagnostics are those of the rules with `variants` applied, plus what each other
    variant switched on alone breaks ("with variant 'NAME': ...").  The Rules is None when
    there is any error.  Diagnostics are in file order, errors and warnings mixed
    (`Diagnostic.severity`).  Never raises for a bad text; raises UnknownVariantError for a
    variant name the text does not define.
    """
    from .parser import parse_items   # lark is imported when a rules text is first read

    try:
        items = parse_items(text, file)
    except RulesError as err:
        return None, list(err.diagnostics)
    rules, problems = assemble(items, text, file)
    problems += check_rules(rules)
    variants = (variants,) if isinstance(variants, str) else tuple(variants)
    if not any(p.severity == "error" for p in problems):   # the chosen variants are told whatever others break
        others = _variant_problems(rules, problems, set(variants))
        if variants:
            try:
                rules = apply_variants(rules, variants)
                problems = check_rules(rules)   # the warnings of the rules without them no longer hold
            except RulesError as err:
                problems += err.diagnostics
        problems += [p for p in others if p not in problems]
    problems.sort(key=lambda d: (d.span.file, d.span.line, d.span.column))
    if any(p.severity == "error" for p in problems):
        return None, problems
    return rules, problems


def _variant_problems(rules: m.Rules, known: List[Diagnostic], chosen=frozenset()) -> List[Diagnostic]:
    """What each variant breaks when it is switched on alone (each told once); the `chosen`
    variants are checked together instead, by the caller.  `known`: every diagnostic about
    `rules` so far, those of `check_rules(rules)` among them, and no error."""
    out: List[Diagnostic] = []
    check = VariantCheck(rules, known)
    for name in rules.variants:
        if name in chosen:
            continue
        try:
            applied = apply_variants(rules, (name,))
        except RulesError as err:
            out += [d for d in err.diagnostics if d not in out]
            continue
        for d in check.problems(applied):
            if d not in known and d not in out:
                out.append(dataclasses.replace(d, message=f"with variant '{name}': {d.message}"))
    return out


MAX_RULES_BYTES = 10 * 2 ** 20   # a rules file is a few kilobytes; /dev/zero is not one


_LONE_CR = re.compile(r"\r(?!\n)")


def read_text(path: Union[str, Path]) -> str:
    """The text of a rules file (at most 10 MB), its line ends "\n" or "\r\n" (a lone "\r" becomes
    "\n"), or a MogelError that says why it cannot be read."""
    try:
        with open(path, "rb") as source:
            data = source.read(MAX_RULES_BYTES + 1)
        if len(data) > MAX_RULES_BYTES:
            raise MogelError(f"{path}: too large to be a rules file (over {MAX_RULES_BYTES // 2 ** 20} MB)")
        text = data.decode("utf-8-sig")   # a BOM (Windows editors) is not text
        return _LONE_CR.sub("\n", text)   # old Mac line ends; "\r\n" stays as it is
    except FileNotFoundError:
        raise MogelError(f"{path}: no such rules file") from None
    except IsADirectoryError:
        raise MogelError(f"{path}: is a folder, not a rules file") from None
    except UnicodeDecodeError as err:
        raise MogelError(f"{path}: not a text file in UTF-8 (byte {err.start})") from None
    except OSError as err:
        raise MogelError(f"{path}: cannot read: {err.strerror}") from None


def load_rules(path: Union[str, Path, None] = None, *, text: Optional[str] = None,
               variants: Iterable[str] = (), file: Optional[str] = None) -> m.Rules:
    """Read and check a rules file (default: the packaged Mogel Motte) with `variants` applied.

    path: a rules file; or pass `text` (and `file`, the name used in messages).
    Returns a checked, immutable Rules.  Raises RulesError (located messages) for a bad
    rules text or clashing variants, UnknownVariantError for a variant the text does not
    define, MogelError for a file that cannot be read.
    """
    if text is None:
        path = Path(path) if path is not None else default_rules_path()
        text = read_text(path)
        file = file or (path.name if path == default_rules_path() else str(path))
    rules, problems = check_source(text, file or "rules.mm", variants)
    if rules is None:
        raise RulesError([p for p in problems if p.severity == "error"])
    return rules
