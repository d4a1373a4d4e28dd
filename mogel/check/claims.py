"""The checker's rules about claims and their accusations (docs/language.md 10.14, section 12).

Messages (after `FILE:LINE:COL: `):

    unknown claim or covert move 'of_rnk' (did you mean 'of_rank'?)        (`of:`; `claiming`: unknown claim)
    'claiming' after a face-up play says what it is about: add 'about CARDS' (as in 'claiming
        no_colour about hand of active'); a claim about the face-up cards played is no secret;
        or add 'face down' before 'claiming' for a claim about the cards laid
    'about' goes with a face-up play: a play face down claims about the cards it lays; leave out
        'about ...'
    'holds:' is a truth value about each claimed card ('card'), but this is a number
    'says:' knows {count} and the variables and definitions without parameters: 'rank' is
        neither (did you mean 'rank_now'?)
    'when: after each claim' goes with an accusation of a claim; 'hide' is a covert move: use
        'after each act' or 'after each window'                              (and the reverse)
    'calls' names an accusation: 'bluf' is not one (did you mean 'bluff'?)
    'calls' runs an accusation 'when: on call'; 'doubt' is asked 'after each claim'
    'each player calls' names several accusers: one player calls
    'claimed' exists only in the outcome of an accusation of a claim; this one accuses the
        covert move 'hide': use 'cheated'                                     (and the reverse)
    expected a card or a set of cards after 'about', but this is a player

Warnings: an accusation `when: on call` that no `calls` statement names (`never_called`), and
an accusation of a claim that no rule makes (`never_fires`).  Each function reports through
the `error`/`warn` of mogel.check.statements.CheckStmt (the checker).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Dict, Iterator, List, Tuple

from ..errors import SAID, Diagnostic, Joined, Said, did_you_mean, located
from ..language import model as m
from .said_statements import SAY
from .said_types import SAY as TYPES, type_word
from .typer import ANY, BOOL, CARD, CARDS, PLAYER, PLAYERS, fits

PLACEHOLDER = re.compile(r"\{([^{}]*)\}")
WHEN_OF_CHEAT = ("act", "window")
WHEN_OF_CLAIM = ("claim", "call")
WHEN_WORDS = {"act": "after each act", "window": "after each window", "claim": "after each claim",
              "call": "on call"}


def claim_item(checker, c: m.Claim) -> None:
    """`holds:` a truth value about each card; `says:` placeholders known."""
    if checker.need(c, "holds"):
        actual = checker.typer.type_of(c.holds, {"card": CARD, "claimer": PLAYER})
        if not fits(actual, BOOL):
            checker.error(c.holds.span, SAY("holds_truth", actual=type_word(actual)))
    rules = checker.rules
    known = [name for name, d in rules.defines.items() if not d.params] + [name for name, v in rules.variables.items()
                                                                            if not v.per_player]
    for i, (_, text) in enumerate(c.says or ()):
        for found in PLACEHOLDER.finditer(text):
            name, span = found[1], placeholder_span(rules.source, c.where(f"says.{i}"), found[0])
            if name in rules.variables and name not in known:
                checker.error(span, SAY("says_per_player", name=name))
            elif name != "count" and name not in known:
                checker.error(span, SAY("says_knows", name=name, hint=did_you_mean(name, ['count', *known])))


def placeholder_span(source: str, span: m.Span, written: str) -> m.Span:
    """The span of `written` (a `{NAME}`) in the words at `span`, when they are on one line of
    `source` and it is found there; else `span` itself."""
    lines = source.split("\n")
    if not 0 < span.line <= len(lines):
        return span
    at = lines[span.line - 1].find(written, span.column - 1)
    if at < 0:
        return span
    return m.Span(span.file, span.line, at + 1, span.line, at + 1 + len(written))


def no_claim(rules: m.Rules, name: str) -> Said:
    """The message for `claiming NAME` naming no claim: an accusation told as such."""
    if name in rules.accusations:
        return SAY("claim_is_accusation", name=name, claims=", ".join(rules.claims) or "-")
    return SAY("unknown_claim", name=name, hint=did_you_mean(name, rules.claims))


def unknown_of(rules: m.Rules, name: str) -> Said:
    """The message for `of:` naming neither a claim nor a covert move."""
    if not rules.claims:
        return SAY("unknown_cheat", name=name, hint=did_you_mean(name, rules.cheats))
    return SAY("unknown_claim_or_cheat", name=name, hint=did_you_mean(name, [*rules.claims, *rules.cheats]))


def accusation_of_claim(checker, a: m.Accusation) -> dict:
    """Check `by:` and `when:` of an accusation (of a claim or a covert move); return the scope of
    its outcome blocks."""
    rules = checker.rules
    of_claim = a.of in rules.claims
    if a.by is not None:
        if of_claim:
            actual = checker.typer.type_of(a.by, {})
            if actual not in (PLAYER, PLAYERS, ANY):
                checker.error(a.by.span, SAY("accuser_type", actual=type_word(actual)))
        else:
            checker.typer.expect(a.by, {}, PLAYER, TYPES("w_who_accuses"))
    when = a.when
    if when is not None and a.of is not None and (a.of in rules.claims or a.of in rules.cheats):
        wrong_for_claim = of_claim and when in WHEN_OF_CHEAT
        wrong_for_cheat = not of_claim and when in WHEN_OF_CLAIM
        if wrong_for_cheat:
            checker.error(a.where("when.value"), SAY("when_claim_only", when=WHEN_WORDS[when], of=a.of))
        elif wrong_for_claim:
            checker.error(a.where("when.value"), SAY("when_cheat_only", when=WHEN_WORDS[when], of=a.of))
        elif when not in WHEN_OF_CHEAT + WHEN_OF_CLAIM:
            allowed = WHEN_OF_CLAIM if of_claim else WHEN_OF_CHEAT
            checker.error(a.where("when.value"), SAY(
                "not_a_choice", shown=f"after each {when}", hint=did_you_mean(when, [w for w in allowed if w != "call"]),
                allowed=Joined(tuple(f"'{WHEN_WORDS[w]}'" for w in allowed), SAID("or"), SAID("or"))))
    elif when is not None and when not in WHEN_OF_CHEAT + WHEN_OF_CLAIM:
        checker.choice(a, "when")
    bound = "claimed" if of_claim else "cheated"
    other = "cheated" if of_claim else "claimed"
    for block in (a.if_right, a.if_wrong):
        for name in _outcome_names(block or ()):
            if name.name == other:
                if of_claim:
                    checker.error(name.span, SAY("cheated_only", of=a.of))
                else:
                    checker.error(name.span, SAY("claimed_only", of=a.of))
    scope = {"accuser": PLAYER, "accused": PLAYER, bound: CARDS if of_claim else CARD}
    scope[other] = CARD if of_claim else CARDS   # told above: no second message from the typer
    return scope


def play_claim(checker, verb: m.Play, scope: dict) -> None:
    """`... onto ZONE face down claiming NAME` (about the cards laid) or `... onto ZONE claiming
    NAME about CARDS [when COND]` (a face-up play; COND a truth value about each card played)."""
    if verb.claim is None:
        return
    rules = checker.rules
    if verb.claim not in rules.claims:
        checker.error(verb.claim_span, no_claim(rules, verb.claim))
    elif verb.about is None and not verb.face_down:
        checker.error(verb.claim_span, SAY("claiming_face_down", name=verb.claim))
    if verb.about is None:
        return
    if verb.face_down:
        checker.error(verb.about.span, SAY("about_face_down"))
    actual = checker.typer.type_of(verb.about, scope)
    if actual not in (CARD, CARDS, ANY):
        checker.error(verb.about.span, SAY("about_type", actual=type_word(actual)))
    if verb.when is not None:   # `card`: each card played
        checker.typer.expect(verb.when, {**scope, "card": CARD}, BOOL, TYPES("w_after", word="when"))


def option_claims(checker, choice: m.Choice, scope: dict) -> None:
    """`OPTION ... claiming NAME about CARDS` of a choice."""
    rules = checker.rules
    for option in choice.options:
        about = option.claim
        if about is None:
            continue
        if about.claim not in rules.claims:
            checker.error(about.name_span, no_claim(rules, about.claim))
        actual = checker.typer.type_of(about.cards, scope)
        if actual not in (CARD, CARDS, ANY):
            checker.error(about.cards.span, SAY("about_type", actual=type_word(actual)))


def call_verb(checker, node: m.Act, scope: dict) -> None:
    """`P calls NAME on X`."""
    verb, rules = node.verb, checker.rules
    if node.subject.each:
        checker.error(node.span, SAY("each_calls"))
    accusation = rules.accusations.get(verb.accusation)
    if accusation is None:
        checker.error(verb.name_span, SAY("calls_names", name=verb.accusation,
                                          hint=did_you_mean(verb.accusation, rules.accusations)))
    elif accusation.of not in rules.claims:
        checker.error(verb.name_span, SAY("calls_claim", name=verb.accusation, of=accusation.of))
    elif accusation.when != "call":
        checker.error(verb.name_span, SAY("calls_on_call", name=verb.accusation,
                                          when=WHEN_WORDS.get(accusation.when or 'act', 'after each act')))
    checker.typer.expect(verb.accused, scope, PLAYER, TYPES("w_who_accused"))


# --- warnings --------------------------------------------------------------------------------

def _names(node) -> Iterator[m.Name]:
    """Every Name in a model node and all it holds (statements and expressions)."""
    if isinstance(node, m.Name):
        yield node
    if isinstance(node, (tuple, list)) and not isinstance(node, m.Span):   # a Span is a tuple of a place
        for part in node:
            yield from _names(part)
    elif dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            yield from _names(getattr(node, f.name))


def _outcome_names(block: tuple) -> Tuple[m.Name, ...]:
    """Every Name `cheated` or `claimed` in an outcome block, in file order.  Kept for the last
    KEPT blocks asked about (by the block itself: a model is immutable), as the two checks of the
    editor's text and the checks of its texts after each edit share their accusations
    (mogel.check.incremental): walking the outcome blocks was a twentieth of the editor's re-check."""
    kept = _outcomes.get(id(block))
    if kept is not None and kept[0] is block:
        return kept[1]
    found = tuple(name for name in _names(block) if name.name in ("cheated", "claimed"))
    if len(_outcomes) >= KEPT:
        _outcomes.clear()
    _outcomes[id(block)] = (block, found)
    return found


KEPT = 4096
_outcomes: Dict[int, Tuple[tuple, Tuple[m.Name, ...]]] = {}


def _nodes(node, kinds) -> Iterator:
    """Every node of the given classes in a model node and all it holds."""
    if isinstance(node, kinds):
        yield node
    if isinstance(node, (tuple, list)) and not isinstance(node, m.Span):
        for part in node:
            yield from _nodes(part, kinds)
    elif dataclasses.is_dataclass(node) and not isinstance(node, m.Expr):
        for f in dataclasses.fields(node):
            yield from _nodes(getattr(node, f.name), kinds)


def claim_warnings(rules: m.Rules, picked) -> List[Diagnostic]:
    """`never_called` and `never_fires` (the module docstring)."""
    if not rules.claims:
        return []
    items = tuple(rules.items())
    made = {n.claim for n in _nodes(items, (m.Play,)) if n.claim} | \
        {n.claim for n in _nodes(items, (m.ClaimAbout,))}
    called = {n.accusation for n in _nodes(items, (m.CallVerb,))}
    out = []
    for a in rules.accusations.values():
        if not picked(a) or a.of not in rules.claims:
            continue
        if a.when == "call" and a.name not in called:
            out.append(located(rules.source, a.where("when"), SAY("unacknowledged_where", message=SAY(
                "on_call_never", name=a.name), code="never_called"), "warning"))
        if a.of not in made:
            out.append(located(rules.source, a.where("of"), SAY("unacknowledged_where", message=SAY(
                "claim_never_made", name=a.name, of=a.of), code="never_fires"), "warning"))
    return out
