"""Warnings: rules that check fine but probably do not do what their author meant.

    stuck        a card kind that nobody can play or give: it leaves a hand only by a covert
                 move or by whatever its `unless` allows (a card meant to be cheated away, on purpose)
    never_fires  an `on play` that can never run (no copies in the deck, or the card can
                 never be played)
    lone_tag     a tag on one card only that no rule tests and that is close to another tag
                 or tested name: a misspelling (`tags: acton`); a tag no rule tests is fine
                 otherwise (it still marks the card, e.g. for the notebooks' card faces)
    constant_if  an `if` whose test is `true` or `false`
    deal_short   a `deal` that needs more cards than the deck has, for some number of players
                 the game allows (`deal 30 cards ...` with 5 players and 71 cards), or that
                 leaves a setup's `move N cards` after it short (mogel.check.silent)
    never_set    a variable read but never given a value (mogel.check.silent)
    nobody_chooses  a `move N cards` from a player's hand without `chosen by`: the rules pick
                 the cards (mogel.check.silent)
    maybe_absent a variable read that only some ways through a setup set (mogel.check.silent)
    too_much_work  loops inside one another that may take more steps than the work budget
                 allows between two events, at the largest table (mogel.check.work)
    never_ends   a `repeat until` whose block cannot change what it tests (mogel.check.control)
    leaks_hidden a `set` of a (public) variable, an option's `if`, a race's runners or a claim's
                 `says:` worked out from a card a seat told it cannot see (mogel.check.leaks),
                 or the `where` of the cards a player may play or give, of a chosen player
                 or value, a card's `unless`, a cheat's `by:` or `only if:` or an accusation's
                 `by:`, that reads a card the chooser cannot see (mogel.check.offers)

Told by the checker as it goes (`coded_warning` through CheckStmt.warn): `let_hides`,
`branch_let` (mogel.check.names), `others_in_each` (mogel.check.typer), `hides_nothing`
(mogel.check.statements), `turn_never_played`, `shown_lacking` (mogel.check.attributes),
`ends_when_false` (mogel.check.levels), `never_done` (mogel.check.control); `nobody_holds`
(mogel.check.roles), `never_called` and an accusation's `never_fires` (mogel.check.claims).

A card block may acknowledge its warnings with `expect warning: CODE, ...` (also the
`leaks_hidden` of its plays, choices and `unless`); a variable's, claim's, cheat's or accusation's
block, an option or a race's body its `leaks_hidden`; a level's block, `turn:`, a procedure or an `if`'s block (its first
line) and a line under a statement the warnings about the statements in them (PLACE_CODES);
each is then reported as a note
(severity "note"), which neither fails a check nor alarms a learner.  `never_ends` and
`too_much_work` are never meant: no `expect warning:` takes them (their code is told after them).
"""

from __future__ import annotations

import functools
from typing import Callable, List, Optional, Set

from . import lets
from .kept import Context, context, every, kept, nodes
from .leaks import CODE as LEAKS
from .roles import NOBODY_HOLDS
from .public import leaks
from .control import never_ends, skipped_after_moves
from .levels import chain
from .silent import MAYBE_ABSENT, NEVER_SET, NOBODY_CHOOSES, emptied_moves, maybe_absent, never_set, nobody_chooses
from .typer_attrs import written
from .work import everything, work_warnings
from ..language import model as m
from ..errors import Diagnostic, Said, did_you_mean, located
from .said_statements import SAY

CODES = ("stuck", "never_fires", "lone_tag")
VARIABLE_CODES = (LEAKS,)
# the warnings about statements, told in whichever block they stand (`coded_warning`)
BLOCK_CODES = ("constant_if", "let_hides", "branch_let", "others_in_each", "deal_short", "hides_nothing",
               NOBODY_CHOOSES)
# a level's: its fields' leaks, a role `starter:` or `first:` reads held by nobody, `ends when: false`,
# a statement after a move that may end it
LOST = "lost_after_move"   # a `set` after a move that may end its level (mogel.check.control)
LEVEL_CODES = (LEAKS, NOBODY_HOLDS, "ends_when_false", LOST) + BLOCK_CODES
# a card's blocks may pick cards or players by what the chooser cannot see; its `shown as:`
CARD_CODES = CODES + VARIABLE_CODES + BLOCK_CODES + ("shown_lacking",)
# the codes an `expect warning:` takes, by the category of the item it stands in ("statement":
# the first line of an `if`'s block, a line under a statement or an option, a race's first line)
PLACE_CODES = {"card": CARD_CODES, "round": LEVEL_CODES, "level": LEVEL_CODES,
               "turn": (LEAKS, "turn_never_played") + BLOCK_CODES, "procedure": (LEAKS, "never_done") + BLOCK_CODES,
               "statement": VARIABLE_CODES + BLOCK_CODES, "variable": VARIABLE_CODES + (NEVER_SET, MAYBE_ABSENT)}
# the hint of an unacknowledged leak, by what tells the face (mogel.check.kept.Leak.kind)
_UNACKNOWLEDGED = {"variable": "unacknowledged_variable", "option": "unacknowledged_option",
                   "race": "unacknowledged_race", "claim": "unacknowledged_claim",
                   "decided": "unacknowledged_decided", "unless": "unacknowledged_card",
                   "cheat": "unacknowledged_cheat", "accusation": "unacknowledged_accusation"}
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
    deck = _deck_size(rules)
    counts = lets.values(rules, deal.count, bound, known)   # players None: no `players:` (or no game), told
    short = [n for n, count in counts.items() if None not in (n, count) and count * n > deck]
    if not short:
        return None
    fewer_counts = [n for n in counts if n < short[0]]   # those `players:` allows (`2 or 4`: not 3)
    most = max(short, key=lambda n: counts[n] * n)
    each, source = counts[most], rules.zones[deal.src.name]
    refill = SAY("deal_refill") if source.when_empty else ""
    fewer = SAY("deal_fewer", n=max(fewer_counts)) if fewer_counts else ""
    return SAY("deal_short", players=_players(short), each=each, total=each * most, most=most, deck=deck,
               src=deal.src.name, refill=refill, most_each=deck // most, fewer=fewer)


def _tested(node, out: Set[str]) -> Set[str]:
    """Every name tested with `is NAME` in a model node and all it holds."""
    out.update(part.name for part in nodes(node, []) if isinstance(part, m.Is))
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
    its cards and blocks, and those of each deal whose players, deck or pile it is.  The warnings
    about a block's statements are kept per block object (`_statement_warnings`)."""
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
    moves = set()   # the spans of the moves told (a procedure's are walked again where a `do` runs it)
    read = context(rules, _STATEMENT_READS, _deck_size(rules))
    for item, block, binds in lets.blocks(rules):
        if not (picked(item) or table or piles):
            continue
        for code, node, message in kept(("statements", binds), (block,), read,
                                        lambda b=block, n=binds: _statement_warnings(rules, b, n)):
            if code == "constant_if" and picked(item):
                out.append(coded_warning(rules, node.span, message, code))
            elif code == "never_ends" and picked(item):
                out.append(_told_code(rules, node.span, message, code))
            elif code == "deal_short" and (picked(item) or table or node.src.name in piles):
                out.append(coded_warning(rules, node.count.span, message, code))
            elif code == NOBODY_CHOOSES and picked(item) and node.span not in moves:
                moves.add(node.span)
                out.append(coded_warning(rules, node.selection.span, message, code))
    if picked is everything or any(map(picked, rules.items())):
        for level, move, node in skipped_after_moves(rules, chain(rules)):
            acknowledged = LOST in (level.expect_warning or ())
            message = SAY("lost_points_after_move", level=level.name, at=move.span.line) if isinstance(node, m.Act) \
                else SAY("lost_after_move", level=level.name, at=move.span.line, name=node.name)
            text = SAY("acknowledged", message=message, code=LOST) if acknowledged else \
                SAY("unacknowledged_level", message=message, code=LOST, name=level.name)
            out.append(located(rules.source, node.span, text, "note" if acknowledged else "warning"))
    out += [_told_code(rules, span, message, "too_much_work") for span, message in work_warnings(rules, picked)]
    for item in filter(picked, rules.items()):
        out += [_told_code(rules, e.span, SAY("compared_with_itself", text=written(rules.source, e.span, e.span),
                                              value=SAY("true" if e.op in ("=", "<=", ">=") else "false")),
                           "self_compare") for e in _self_compared(item)]
    if picked is everything or any(map(picked, rules.items())):   # they read every block and the deck
        out += [coded_warning(rules, span, message, "deal_short") for span, message in emptied_moves(rules)]
        out += never_set(rules) + maybe_absent(rules)
    return out + variable_warnings(rules, picked)


# what the warnings about statements read of the rest of the rules besides the deck's size: the
# definitions and `players:` (the values of `let`s and counts), the zones (a deal's pile, a move's
# zone), the names a `repeat until` may read
_STATEMENT_READS = ("game", "defines", "zones", "roles", "variables")


def _deck_size(rules: m.Rules) -> int:
    """How many cards the deck has (deal_warning)."""
    columns = m.deck_columns(rules)
    return sum(n for row in rules.deck.rows or () for _, n in m.row_copies(row, columns))


def _statement_warnings(rules: m.Rules, block, binds) -> tuple:
    """(code, statement, message) of each warning about a statement of `block` (bound `binds`) and
    of the blocks in it, in order: `constant_if`, `never_ends`, `deal_short`, `nobody_chooses`
    (at most one a statement, the first of those).  Kept per block object and what they read
    (mogel.check.kept, _STATEMENT_READS): the editor's checks share most blocks."""
    out = []
    for node, bound, known in lets.statements(rules, block, frozenset(binds)):
        if isinstance(node, m.If) and isinstance(node.test, m.Const):
            out.append(("constant_if", node, SAY("if_always", value=SAY("true" if node.test.value else "false"))))
        elif isinstance(node, m.Repeat) and (message := never_ends(rules, node)) is not None:
            out.append(("never_ends", node, message))
        elif isinstance(node, m.Deal) and (message := deal_warning(rules, node, bound, known)) is not None:
            out.append(("deal_short", node, message))
        elif (message := nobody_chooses(rules, node)) is not None:
            out.append((NOBODY_CHOOSES, node, message))
    return tuple(out)


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
                              *rules.procedures.values(), *rules.cheats.values(), *rules.accusations.values())]
    expecting += [(_STATEMENT if isinstance(node, m.Stmt) else _OPTION, node.expect_span, node.expect_warning)
                  for _, node in _expecting(rules)]
    for item, span, codes in expecting:
        known = PLACE_CODES.get(item.category, VARIABLE_CODES)   # a variable's, a claim's, an option's: leaks
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
        for node in every(block):
            if isinstance(node, (m.Race, m.Act, m.MoveSel, m.ChoiceStmt, m.If)) and node.expect_warning:
                yield item, node
            if isinstance(node, m.ChoiceStmt):
                yield from ((item, option) for option in node.choice.options if option.expect_warning)


def _self_compared(item: m.Item) -> tuple:
    """Each comparison in a model item of an expression with one written alike (model nodes
    compare without their places): `card.rank = card.rank`, in a nested `where` both the inner
    card; a `chance` is never compared (mogel.check.chances), so both sides are the same value.
    Kept per item object (mogel.check.kept): the editor's checks share most items."""
    return kept("self_compare", (item,), _NO_READS, lambda: tuple(
        e for e in nodes(item, []) if isinstance(e, m.BinOp) and e.op in _COMPARE and e.left == e.right))


_COMPARE = frozenset(("=", "!=", "<", "<=", ">", ">="))
_NO_READS = Context(("self_compare",), ())   # the walk reads nothing but the item


def _told_code(rules: m.Rules, span: m.Span, message: Said, code: str) -> Diagnostic:
    """A warning that no `expect warning:` takes (a loop that never ends or that does too much
    work is never meant; an accusation has no such line), its code told after it: "... [never_ends]"."""
    return located(rules.source, span, SAY("unacknowledged_where", message=message, code=code), "warning")


class _Line:
    """The place of an `expect warning:` line that belongs to a statement or an option."""

    def __init__(self, category: str):
        self.category = category


_STATEMENT, _OPTION = _Line("statement"), _Line("option")


def _places(rules: m.Rules) -> List[tuple]:
    """(extent, codes its `expect warning:` names, the codes it takes, where the hint tells to
    write it or None) of each block that may say `expect warning:`: a card's, a level's,
    `turn:`, a procedure, an `if`, and a statement or option with such a line under it."""
    levels = (rules.round, *(level for level in rules.levels.values() if level is not rules.round))
    out = []
    for item in (*rules.cards.values(), *levels, rules.turn, *rules.procedures.values()):
        place = SAY("place_turn") if item.category == "turn" else SAY(
            "place_level" if item.category in ("round", "level") else "place_" + item.category, name=item.name)
        out.append((item.span, item.expect_warning or (), PLACE_CODES[item.category], place))
    for _, block, _ in lets.blocks(rules):
        for node in every(block):
            if isinstance(node, m.If):
                out.append((node.span, node.expect_warning or (), PLACE_CODES["statement"], SAY("place_if")))
            elif isinstance(node, (m.Race, m.Act, m.MoveSel, m.ChoiceStmt)) and node.expect_warning:
                out.append((node.span, node.expect_warning, PLACE_CODES["statement"], None))
    return out


def _holds(extent: m.Span, span: m.Span) -> bool:
    """Whether the text at `extent` (its end line and column when known) holds `span`'s start."""
    end = (extent.end_line, extent.end_column) if extent.end_line else (extent.line, 1 << 30)
    return extent.file == span.file and (extent.line, extent.column) <= (span.line, span.column) < end


def coded_warning(rules: m.Rules, span: m.Span, message: Said, code: str, owners=()) -> Diagnostic:
    """The warning `message` of `code` at `span`: a note (acknowledged) when an `expect warning:`
    of a block around it names `code`, or, with `owners` (the card kinds a deck's `shown as:`
    tells as nothing), the block of each of them does; else a warning whose hint names the
    innermost block around it (or the first owner) that takes `code`, or only the code when
    there is none (a definition's, an accusation's)."""
    around = sorted((p for p in _places(rules) if _holds(p[0], span)), key=lambda p: (p[0].line, p[0].column))
    if any(code in p[1] for p in around) or owners and all(code in (o.expect_warning or ()) for o in owners):
        return located(rules.source, span, SAY("acknowledged", message=message, code=code), "note")
    places = [p[3] for p in around if code in p[2] and p[3] is not None]
    place = places[-1] if places else SAY("place_card", name=owners[0].name) if owners else None
    if place is None:
        return located(rules.source, span, SAY("unacknowledged_where", message=message, code=code), "warning")
    return located(rules.source, span, SAY("unacknowledged_placed", message=message, code=code, place=place),
                   "warning")
