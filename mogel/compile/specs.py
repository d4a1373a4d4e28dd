"""The shapes a compiled program hands the engine: selections, card tests, variables, claims.

Every function in them is a function of the generated module (mogel.compile.codegen):
an expression is `f(s, v)` (`s`: the game's State, `v`: the dict of names bound where it is
worked out: `card`, `player`, `accuser` ...), a zone is `zone(s, v, actor) -> slot`.

Claims and the accusations of claims (docs/language.md 10.14): `ClaimSpec` is a compiled `claim`
item: `holds` (a CardTest with `card` and `claimer` bound) and `says(s) -> {language: text}`, the
words of the claimer with `{count}` and `{NAME}` filled in when the claim is made (`says_of`; a
player as `{seat N}`, which the narration names: `name_seats`).
`ClaimAccusationSpec` is an accusation whose `of:` names a claim: who may accuse (`by(s, v)` with
`active` bound to the claimer: a player, a set or None), when (`"claim"`: after each claim;
`"call"`: by a `calls` statement) and its outcome blocks (with `accuser`, `accused` and `claimed`
bound).  The engine's side is mogel.runtime.claims.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Dict, Optional

from ..language import model as m


@dataclass(frozen=True)
class Sel:
    """A compiled Selection of a play making a claim (mogel.runtime.claims; the other moves are
    written inline, mogel.compile.source_moves): `zone(s, v, actor) -> slot`, `where`: a
    CardTest or None; `up_to(s, v)`: the B of `count to B cards` (the chooser stops when they
    like once `count` are chosen), or None for exactly `count` cards."""

    count: Callable
    zone: Callable
    where: Optional[Callable]
    span: m.Span
    up_to: Optional[Callable] = None


class CardTest:
    """A compiled condition on a card: `fn(s, v)` with `card` bound, and whether it reads `card`
    at all (a test that does not can be decided once for a whole hand)."""

    __slots__ = ("fn", "per_card")

    def __init__(self, fn: Callable, per_card: bool):
        self.fn = fn
        self.per_card = per_card


@dataclass(frozen=True)
class VariableSpec:
    """A compiled `variable` item: `starts(s, v)` or None (absent until set), `reset`: "round",
    "turn", "game" or None (set once, when the game begins); `per_player`: one value per seat
    (`starts(s, {"player": seat})` for each)."""

    name: str
    starts: Optional[Callable]
    reset: Optional[str]
    span: m.Span
    per_player: bool = False


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
    """A value said in a claim: an attribute value by its display name, a truth value, a number;
    an absent value as "none" ("keiner"), as the narration tells a variable's absent value."""
    if value is None:
        return {"en": "none", "de": "keiner"}.get(lang, "none")
    if isinstance(value, bool):
        return {"en": ("no", "yes"), "de": ("nein", "ja")}.get(lang, ("no", "yes"))[value]
    if isinstance(value, str):
        return m.value_display_name(rules.attributes.get(rules.value_names.get(value, "")), value, lang)
    return str(value)


def says_of(rules: m.Rules, claim: m.Claim, values: Dict[str, Callable], players=()) -> Callable:
    """`says(s, count) -> {language: text}` of a claim (its names, when it has no `says:`);
    `values`: the compiled value `f(s, v)` of each name its `says:` fills in; `players`: those
    of them whose value is a player, written `{seat N}` (the engine knows no names: the
    narration names the seat, `name_seats`)."""
    texts = dict(claim.says or ())
    if not texts:
        names = {lang: m.display_name(claim.names, lang, claim.name) for lang in m.LANGUAGES}
        return lambda s, count: dict(names)

    def word(name: str, value, lang: str) -> str:
        if name in players and isinstance(value, int) and not isinstance(value, bool):
            return f"{{seat {value}}}"
        return _value_words(rules, value, lang)

    def says(s, count: int) -> Dict[str, str]:
        known = {name: fn(s, {}) for name, fn in values.items()}
        out = {}
        for lang in m.LANGUAGES:
            template = texts.get(lang) or texts.get("en") or next(iter(texts.values()))
            out[lang] = PLACEHOLDER.sub(
                lambda found: str(count) if found[1] == "count" else word(found[1], known[found[1]], lang), template)
        return out
    return says


SEAT_WORD = re.compile(r"\{seat (\d+)\}")   # a player in a claim's words, as `says_of` writes it


def name_seats(text: str, seat: Callable[[int], str]) -> str:
    """A claim's words (`says_of`) with each player said by `seat(N)` ("Bo"), as the narration
    names players."""
    return SEAT_WORD.sub(lambda found: seat(int(found[1])), text)


class ReadOnlyInfo(dict):
    """The info of events that share one dict (mogel.runtime.events `NO_INFO`, `Infos`; the
    generated module's infos that never change, `INFO`): a dict that refuses every change with
    a TypeError, so that a change meant for one event cannot reach the others, in this game or
    a later one.  Copied (`copy`, `deepcopy`, `pickle`), it gives a plain dict of its own."""

    __slots__ = ()

    def _refuse(self, *args, **kwargs):
        raise TypeError("an event's info is read only: other events share it; change a copy, dict(event.info)")

    __setitem__ = __delitem__ = __ior__ = clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self):
        return dict, (dict(self),)
