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
from typing import Callable, Dict, Optional, Tuple

from ..language import model as m
from .expressions import CardTest

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


def _says(ex, claim: m.Claim) -> Callable:
    wanted = {found[1] for text in dict(claim.says or ()).values() for found in PLACEHOLDER.finditer(text)} - {"count"}
    return says_of(ex.rules, claim, {name: ex.compile(m.Name(name), {}) for name in sorted(wanted)})


def compile_claims(ex, st, rules: m.Rules) -> Tuple[Dict[str, ClaimSpec], Dict[str, ClaimAccusationSpec]]:
    """Every claim of the rules, and every accusation of a claim (by the accusation's name)."""
    claims = {name: ClaimSpec(name, claim.names, ex.card_test(claim.holds, {"claimer": "player"}),
                              _says(ex, claim), claim.span)
              for name, claim in rules.claims.items()}
    accusations = {}
    scope = {"accuser": "player", "accused": "player", "claimed": "cards"}
    for name, a in rules.accusations.items():
        if a.of not in rules.claims:
            continue
        accusations[name] = ClaimAccusationSpec(
            name, a.of, ex.compile(a.by, {"active": "player"}), a.when or "claim",
            st.block(a.if_right, scope), st.block(a.if_wrong, scope),
            a.where("by"), a.where("if_right"), a.where("if_wrong"))
    return claims, accusations
