"""Warnings: rules that check fine but probably do not do what their author meant.

    stuck        a card kind that nobody can play or give: it leaves a hand only by a covert
                 move or by whatever its `unless` allows (the moth, on purpose)
    never_fires  an `on play` that can never run (no copies in the deck, or the card can
                 never be played), or an `if` whose test is a constant
    lone_tag     a tag on one card only that no rule tests and that is close to another tag
                 or tested name: a misspelling (`tags: acton`); a tag no rule tests is fine
                 otherwise (it still marks the card, e.g. for the notebooks' card faces)
    (no code)    a `deal` that needs more cards than the deck has, for some number of players
                 the game allows (`deal 30 cards ...` with 5 players and 71 cards)
    too_much_work  loops inside one another that may take more steps than the work budget
                 allows between two events, at the largest table (mogel.check.work)
    leaks_hidden a `set` of a (public) variable, an option's `if`, a race's runners or a claim's
                 `says:` worked out from a card a seat told it cannot see (mogel.check.leaks),
                 or the `where` of the cards a player may play or give, or of a chosen player
                 or value, that reads a card the chooser cannot see (mogel.check.offers)

A card block may acknowledge its warnings with `expect warning: CODE, ...` (also the
`leaks_hidden` of its plays and choices); a variable's or a claim's block, an option or a race's
body its `leaks_hidden`; each is then reported as a note
(severity "note"), which neither fails a check nor alarms a learner.
"""

from __future__ import annotations

import dataclasses
import functools
from typing import Callable, List, Optional, Set

from . import lets
from .leaks import CODE as LEAKS, walk_stmts
from .roles import NOBODY_HOLDS
from .public import leaks
from .control import never_ends
from .work import everything, work_warnings
from ..language import model as m
from ..errors import Diagnostic, Said, did_you_mean, located
from .said_statements import SAY

CODES = ("stuck", "never_fires", "lone_tag")
VARIABLE_CODES = (LEAKS,)
LEVEL_CODES = (LEAKS, NOBODY_HOLDS)   # a level's: its fields' leaks, a role `starter:` or `first:` reads held by nobody
CARD_CODES = CODES + VARIABLE_CODES   # a card's blocks may pick cards or players by what the chooser cannot see
# the hint of an unacknowledged leak, by what tells the face (mogel.check.leaks.Leak.kind)
_UNACKNOWLEDGED = {"variable": "unacknowledged_variable", "option": "unacknowledged_option",
                   "race": "unacknowledged_race", "claim": "unacknowledged_claim",
                   "decided": "unacknowledged_decided"}
_IN_A_CARD = ("play", "choice")   # leaks acknowledged by the card whose block they are in


def _players(counts) -> Said:
    """`3 to 5 players`, `5 players`, `3, 5 players` for a sorted list of player counts."""
    if len(counts) > 1 and counts == list(range(counts[0], counts[-1] + 1)):
        return SAY("players_range", low=counts[0], high=counts[-1])
    return SAY("players_list", counts=", ".join(map(str, counts)))


def deal_warning(rules: m.Rules, deal: m.Deal, bound, known: lets.Known) -> Optional[Said]:
    """What is wrong with a deal that gives each player more cards than the deck holds, for
    some number of players the game allows (its count worked out as `lets.values` can), or
    None.  A deal stops when its pile is empty and does not run `when empty` (docs/language.md
    section 10.5), so no refill can make up for the cards the deck does not have; a deal that
    takes every card but gives each player the full count is fine."""
    columns = m.deck_columns(rules)
    deck = sum(n for row in rules.deck.rows or () for _, n in m.row_copies(row, columns))
    counts = lets.values(rules, deal.count, bound, known)   # players None: no `players:` (or no game), told
    short = [n for n, count in counts.items() if None not in (n, count) and count * n > deck]
    if not short:
        return None
    low = rules.game.players[0]
    most = max(short, key=lambda n: counts[n] * n)
    each, source = counts[most], rules.zones[deal.src.name]
    refill = SAY("deal_refill") if source.when_empty else ""
    fewer = SAY("deal_fewer", n=short[0] - 1) if short[0] > low else ""
    return SAY("deal_short", players=_players(short), each=each, total=each * most, most=most, deck=deck,
               src=deal.src.name, refill=refill, most_each=deck // most, fewer=fewer)


def _tested(node, out: Set[str]) -> Set[str]:
    """Every name tested with `is NAME` in a model node and all it holds."""
    if isinstance(node, m.Is):
        out.add(node.name)
    if isinstance(node, (tuple, list)) and not isinstance(node, m.Span):   # a Span is a tuple of a place
        for part in node:
            _tested(part, out)
    elif dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            _tested(getattr(node, f.name), out)
    return out


def tested_names(rules: m.Rules) -> Set[str]:
    """The names any rule of the game or of a variant tests with `is NAME`."""
    return _tested((*rules.items(), *rules.variants.values()), set())


def _lone_tags(rules: m.Rules, card: m.Card, tested) -> List[tuple]:
    out = []
    for tag in card.tags or ():
        elsewhere = {t for c in rules.cards.values() if c is not card for t in (c.tags or ())}
        if tag in elsewhere:
            continue
        names = tested()   # walked only for a tag on one card: rarely, and once per check
        hint = did_you_mean(tag, (elsewhere | names) - {tag})
        if tag not in names and hint:
            out.append(("lone_tag", card.where("tags"), SAY("lone_tag", tag=tag, card=card.name, hint=hint)))
    return out


def card_warnings(rules: m.Rules, card: m.Card, tested) -> List[tuple]:
    """(code, span, message) for each warning about one card kind; `tested()` returns the
    names the rules test with `is NAME` (see tested_names)."""
    out = _lone_tags(rules, card, tested)
    columns = m.deck_columns(rules)
    copies = sum(n for row in rules.deck.rows or () if row.kind == card.name for _, n in m.row_copies(row, columns))
    never_played = card.cannot_play is not None and card.cannot_play.unless is None
    if card.on_play and (copies == 0 or never_played):
        why = SAY("no_copies" if copies == 0 else "never_played")
        out.append(("never_fires", card.where("on_play"), SAY("never_fires", card=card.name, why=why)))
    never_given = card.cannot_give is not None and card.cannot_give.unless is None
    if card.cannot_play is not None and never_given and copies:
        out.append(("stuck", card.span, SAY("stuck" if card.cannot_play.unless is None else "stuck_unless",
                                            card=card.name)))
    return out


def warnings(rules: m.Rules, picked: Callable[[m.Item], bool] = everything) -> List[Diagnostic]:
    """Every warning (or acknowledged note) about a Rules model that has no errors; with
    `picked`, only those that read an item it picks (mogel.check.variant_check): the warnings about
    its cards and blocks, and those of each deal whose players, deck or pile it is."""
    out = []
    tested = functools.cache(lambda: tested_names(rules))
    for card in filter(picked, rules.cards.values()):
        for code, span, message in card_warnings(rules, card, tested):
            acknowledged = code in (card.expect_warning or ())
            severity = "note" if acknowledged else "warning"
            text = SAY("acknowledged" if acknowledged else "unacknowledged", message=message, code=code)
            out.append(located(rules.source, span, text, severity))
        for code in card.expect_warning or ():
            if code not in CARD_CODES:
                out.append(located(rules.source, card.where("expect_warning"), SAY(
                    "unknown_warning", code=code, hint=did_you_mean(code, CARD_CODES), codes=", ".join(CARD_CODES))))
    # a deal's warning reads, besides its own item, the players, the deck and its pile's 'when empty'
    table = picked(rules.game) or picked(rules.deck)
    piles = {name for name, zone in rules.zones.items() if picked(zone)}
    for item, block, binds in lets.blocks(rules):
        if not (picked(item) or table or piles):
            continue
        for node, bound, known in lets.statements(rules, block, frozenset(binds)):
            if isinstance(node, m.If) and isinstance(node.test, m.Const) and picked(item):
                out.append(located(rules.source, node.span,
                                   SAY("if_always", value=SAY("true" if node.test.value else "false")), "warning"))
            elif isinstance(node, m.Repeat) and picked(item) and (message := never_ends(rules, node)) is not None:
                out.append(located(rules.source, node.span, message, "warning"))
            elif isinstance(node, m.Deal) and (picked(item) or table or node.src.name in piles) \
                    and (message := deal_warning(rules, node, bound, known)) is not None:
                out.append(located(rules.source, node.count.span, message, "warning"))
    out += [located(rules.source, span, message, "warning") for span, message in work_warnings(rules, picked)]
    return out + variable_warnings(rules, picked)


def variable_warnings(rules: m.Rules, picked: Callable[[m.Item], bool] = everything) -> List[Diagnostic]:
    """The `leaks_hidden` warnings of `set`s, option `if`s, races and claims' `says:` (notes
    where the variable's or claim's block, the option or the race's body expects them) and the
    unknown codes of their `expect warning:`.  A leak reads the zones, the definitions, the plays
    and `let`s of every block, so with `picked` all are told again when it picks any item
    (mogel.check.variant_check leaves out those told before)."""
    out = []
    levels = (rules.round, *(level for level in rules.levels.values() if level is not rules.round))
    expecting = [(item, item.where("expect_warning"), item.expect_warning)
                 for item in (*rules.variables.values(), *rules.claims.values(), *levels, rules.turn,
                              *rules.procedures.values())]
    expecting += [(item, node.expect_span, node.expect_warning) for item, node in _expecting(rules)]
    for item, span, codes in expecting:
        known = LEVEL_CODES if item.category in ("round", "level") else VARIABLE_CODES
        for code in codes or () if picked(item) else ():
            if code not in known:
                out.append(located(rules.source, span, SAY(
                    "unknown_warning", code=code, hint=did_you_mean(code, known), codes=", ".join(known))))
    if picked is not everything and not any(map(picked, rules.items())):
        return out
    for leak in leaks(rules):
        acknowledged = LEAKS in (leak.expect or ())
        if acknowledged:
            text = SAY("acknowledged", message=leak.message, code=LEAKS)
        elif leak.kind in _IN_A_CARD:   # a play's or choice's: the line under it, or its card, acknowledges it
            text = SAY("unacknowledged_statement" if leak.expect is None else "unacknowledged", message=leak.message,
                       code=LEAKS)
        elif leak.name is None:   # mogel.check.public's: its message says where the acknowledgement goes
            text = SAY("unacknowledged_where" if leak.expect is None else "unacknowledged", message=leak.message,
                       code=LEAKS)
        else:
            text = SAY(_UNACKNOWLEDGED[leak.kind], message=leak.message, code=LEAKS, name=leak.name)
        out.append(located(rules.source, leak.span, text, "note" if acknowledged else "warning"))
    return out


def _expecting(rules: m.Rules):
    """(item, option, race, statement or `if`) of each option, race, play, gift, `move`, choice and
    `if` that says `expect warning:`."""
    for item, block, _ in lets.blocks(rules):
        for node in walk_stmts(block):
            if isinstance(node, (m.Race, m.Act, m.MoveSel, m.ChoiceStmt, m.If)) and node.expect_warning:
                yield item, node
            if isinstance(node, m.ChoiceStmt):
                yield from ((item, option) for option in node.choice.options if option.expect_warning)
