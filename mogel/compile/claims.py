"""Claims and the accusations of claims, compiled (docs/language.md 10.14).

`ClaimSpec` is a compiled `claim` item: `holds` (a CardTest with `card` and `claimer` bound) and
`says(s) -> {language: text}`, the words of the claimer with `{count}` and `{NAME}` filled in
when the claim is made.  `ClaimAccusationSpec` is an accusation whose `of:` names a claim: who
may accuse (`by(s, v)` with `active` bound to the claimer: a player, a set or None), when
(`"claim"`: after each claim; `"call"`: by a `calls` statement) and its outcome blocks (with
`accuser`, `accused` and `claimed` bound).  The engine's side is mogel.runtime.claims.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Dict, Optional

from ..language import model as m
from .specs import CardTest

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True)
class ClaimSpec:
    """A compiled `claim`: its name, display names, `holds` and `says` (module docstring)."""

    name: str
    names: Optional[m.Names]
    holds: CardTest
    says: Callable
    span: m.Span


@dataclass(frozen=True)
class ClaimAccusationSpec:
    """A compiled accusation of a claim (module docstring)."""

    name: str
    claim: str
    by: Callable
    when: str
    if_right: Callable
    if_wrong: Callable
    span: m.Span
    right_span: m.Span = m.NOWHERE
    wrong_span: m.Span = m.NOWHERE


def _value_words(rules: m.Rules, value, lang: str) -> str:
    """A value said in a claim: an attribute value by its display name, a truth value, a number."""
    if isinstance(value, bool):
        return {"en": ("no", "yes"), "de": ("nein", "ja")}.get(lang, ("no", "yes"))[value]
    if isinstance(value, str):
        return m.value_display_name(rules.attributes.get(rules.value_names.get(value, "")), value, lang)
    return "" if value is None else str(value)


def says_of(rules: m.Rules, claim: m.Claim, values: Dict[str, Callable]) -> Callable:
    """`says(s, count) -> {language: text}` of a claim (its names, when it has no `says:`);
    `values`: the compiled value `f(s, v)` of each name its `says:` fills in."""
    texts = dict(claim.says or ())
    if not texts:
        names = {lang: m.display_name(claim.names, lang, claim.name) for lang in m.LANGUAGES}
        return lambda s, count: dict(names)

    def says(s, count: int) -> Dict[str, str]:
        known = {name: fn(s, {}) for name, fn in values.items()}
        out = {}
        for lang in m.LANGUAGES:
            template = texts.get(lang) or texts.get("en") or next(iter(texts.values()))
            out[lang] = PLACEHOLDER.sub(
                lambda found: str(count) if found[1] == "count" else _value_words(rules, known[found[1]], lang),
                template)
        return out
    return says
