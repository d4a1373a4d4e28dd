"""Rules that change the game without a word: a variable nothing gives a value, a setup's move
from a pile its deal has emptied (the warnings `never_set` and `deal_short`).

Both are legal and play: an absent value makes every comparison false (docs/language.md section
15), and a move from an empty zone moves nothing.  So a game can lose a rule without any
message, for example

    variable best_suit:                        # no start value, and no statement sets it
        name: en "best suit"
    define beats(c, a) = c.suit = best_suit    # ... and every card beats nothing
    level game:
        setup:
            move all cards to stock
            deal 6 cards from stock to hand    # 6 players: all 36 cards are dealt
            move 1 card from stock to turned_up    # ... and no card is turned up

`never_set`: a variable read by some rule (an expression names it) that has no start value and
that no statement sets (`set NAME = ...` or `set NAME = P chooses ...`, in the rules or in a
variant), at the variable's name; its block acknowledges it (`expect warning: never_set`).

`maybe_absent`: a variable with no start value, read by some rule other than through `present(...)`
or `absent(...)`, every `set` of which (in the rules and every variant) stands in a level's
`setup:` (or a procedure it does), none of them on every way through it: each is under an `if`
whose other branch does not set it too, in an `otherwise`, or a `set NAME = P may choose ...`
(a loop's body counts as run).  The setup then leaves it absent in some games, and, as nothing
else sets it, it stays so all the level (the trump turned up only `if` cards are left).  So
does a variable whose `set`s all stand in setups, one of which sets it from such a variable
(`set mate = partner of leader`, with `leader` maybe absent), and so on.  At the
variable's name; its block acknowledges it (`expect warning: maybe_absent`).

`deal_short` (the deal's code, as it is the deal that takes the cards): a `move N cards from
Z to D` at the top of a `setup:` (not under an `if` or in a loop) after a `move all cards to Z`
and deals from Z, when for some number of players the game allows those deals leave fewer than
N cards in Z, no other statement of the rules puts cards in D and some expression reads D (D
then stays empty all game, and what reads it reads nothing: the turned-up card that never is),
at the move's count.  Not for a Z with `when empty:` (it refills itself), nor once
a statement the count cannot follow (anything but `shuffle`, `set`, `let`, a `deal` or a
`move` of a number of cards) may have changed Z.  Acknowledged as the deal's warning.

`nobody_chooses`: a `move N cards from Z` (with or without `where`) without `chosen by` and
without a position (`below top`, `except top`, `at random`), where Z is a zone of each player
that only its owner sees (a hand): the engine then takes the top cards that pass (those its
owner received last), so the rules pick among cards only the owner sees, for nobody in
particular (docs/language.md section 10.2).  At the selection; acknowledged as the statements'
warnings are (a line under it, an `if`'s, a level's, a card's block ...).
"""

from __future__ import annotations

import dataclasses
from typing import Dict, Iterator, List, Optional

from . import lets
from .kept import walk_stmts
from ..errors import Diagnostic, located
from ..language import model as m
from .said_statements import SAY

NEVER_SET = "never_set"
NOBODY_CHOOSES = "nobody_chooses"
MAYBE_ABSENT = "maybe_absent"


def _reads(node, out: Dict[str, m.Span], tests: bool = True) -> Dict[str, m.Span]:
    """The first place each name is read in a model node and all it holds: a `Name` or the
    function of a `Call` (`bid of player`); without `tests`, not inside `present(...)` or
    `absent(...)` (a read that knows the value may be absent)."""
    if not tests and isinstance(node, m.Call) and node.func in ("present", "absent"):
        return out
    if isinstance(node, (m.Name, m.Call)):
        out.setdefault(node.name if isinstance(node, m.Name) else node.func, node.span)
    if isinstance(node, (tuple, list)) and not isinstance(node, m.Span):   # a Span is a tuple of a place
        for part in node:
            _reads(part, out, tests)
    elif dataclasses.is_dataclass(node) and not isinstance(node, m.Span):
        for f in dataclasses.fields(node):
            _reads(getattr(node, f.name), out, tests)
    return out


def _set_names(rules: m.Rules) -> Iterator[str]:
    """The name of each variable a statement of the rules or of a variant sets."""
    for item in (*rules.items(), *(item for variant in rules.variants.values() for item in variant.items)):
        for block in _blocks(item):
            for node in walk_stmts(block):
                if isinstance(node, m.SetVar) or isinstance(node, m.ChoiceStmt) and node.stores:
                    yield node.name


def _blocks(item: m.Item) -> Iterator[tuple]:
    """Every block of statements an item holds (a level's, `turn:`'s, a card's `on play`, ...)."""
    for f in dataclasses.fields(item):
        value = getattr(item, f.name)
        if isinstance(value, tuple) and value and isinstance(value[0], m.Stmt):
            yield value


def never_set(rules: m.Rules) -> List[Diagnostic]:
    """A `never_set` warning (a note where the variable's block acknowledges it) for each variable
    read but never given a value (the module's docstring)."""
    variables = {name: v for name, v in rules.variables.items() if v.starts is None}
    if not variables:
        return []
    reads = _reads([item for item in rules.items() if item.category != "variable"], {})
    done = set(_set_names(rules))
    out = []
    for name, variable in variables.items():
        if name in done or name not in reads:
            continue
        message = SAY("never_set", name=name, at=str(reads[name]))
        acknowledged = NEVER_SET in (variable.expect_warning or ())
        text = SAY("acknowledged", message=message, code=NEVER_SET) if acknowledged else \
            SAY("unacknowledged_variable", message=message, code=NEVER_SET, name=name)
        out.append(located(rules.source, variable.where("name"), text, "note" if acknowledged else "warning"))
    return out


def _sets(node: m.Stmt) -> bool:
    return isinstance(node, m.SetVar) or isinstance(node, m.ChoiceStmt) and node.stores


def _surely(block) -> set:
    """The names of the variables a block sets on every way through it (the module's docstring)."""
    out = set()
    for node in block or ():
        if _sets(node) and not (isinstance(node, m.ChoiceStmt) and node.choice.modal == "may"):
            out.add(node.name)
        elif isinstance(node, m.ChoiceStmt) and node.stores:   # a `may` declined runs `otherwise`
            out |= {node.name} & _surely(node.otherwise)
        elif isinstance(node, m.If):
            out |= _surely(node.then) & _surely(node.other)
        elif isinstance(node, (m.Do, m.ForEach, m.ForValue, m.Repeat)):
            out |= _surely(node.body)
    return out


def _set_places(rules: m.Rules) -> Dict[str, List[tuple]]:
    """name -> (the `set`'s span, whether the setup it stands in sets the variable on every way
    through it (None outside a `setup:`), the statement) of each `set` of a variable, in the rules and every
    variant.  A procedure's `set`s are walked where a `do` runs it (a variant's procedure, whose
    `do`s are not linked here, counts as outside a setup)."""
    out: Dict[str, List[tuple]] = {}
    variants = [item for variant in rules.variants.values() for item in variant.items]
    for item in (*(item for item in rules.items() if item.category != "procedure"), *variants):
        setup = getattr(item, "setup", None) if item.category in ("round", "level") else None
        for block in _blocks(item):
            surely = _surely(block) if block is setup else None
            for node in walk_stmts(block):
                if _sets(node):
                    out.setdefault(node.name, []).append((node.span, None if surely is None else node.name in surely,
                                                          node))
    return out


def maybe_absent(rules: m.Rules) -> List[Diagnostic]:
    """A `maybe_absent` warning (a note where the variable's block acknowledges it) for each
    variable only some ways through a setup set (the module's docstring)."""
    variables = {name: v for name, v in rules.variables.items() if v.starts is None}
    if not variables:
        return []
    reads = _reads([item for item in rules.items() if item.category != "variable"], {}, tests=False)
    places = _set_places(rules)
    maybe = {name: None for name in variables if places.get(name) and all(sure is False for _, sure, _ in places[name])}
    while True:   # set in a setup from a value that may be absent: `set mate = partner of leader`
        found = {name: (node, source) for name in variables if name not in maybe and places.get(name)
                 and all(sure is not None for _, sure, _ in places[name])
                 for _, _, node in places[name] if isinstance(node, m.SetVar)   # no `present(...)` in it
                 and not {"present", "absent"} & set(_reads(node.expr, {}))
                 for source in _reads(node.expr, {}, tests=False) if source in maybe}
        if not found:
            break
        maybe.update(found)
    out = []
    for name, variable in variables.items():
        if name not in maybe or name not in reads:
            continue
        message = SAY("maybe_absent", name=name, at=str(reads[name]), line=places[name][0][0].line) \
            if maybe[name] is None else SAY("maybe_absent_from", name=name, at=str(reads[name]),
                                            line=maybe[name][0].span.line, source=maybe[name][1])
        acknowledged = MAYBE_ABSENT in (variable.expect_warning or ())
        text = SAY("acknowledged", message=message, code=MAYBE_ABSENT) if acknowledged else \
            SAY("unacknowledged_variable", message=message, code=MAYBE_ABSENT, name=name)
        out.append(located(rules.source, variable.where("name"), text, "note" if acknowledged else "warning"))
    return out


def nobody_chooses(rules: m.Rules, node: m.Stmt) -> Optional[object]:
    """The `nobody_chooses` message of a `move` (the module's docstring), or None."""
    if not isinstance(node, m.MoveSel) or node.selection.chooser is not None or node.selection.position is not None:
        return None
    zone = rules.zones.get(node.selection.zone.name)
    if zone is None or zone.shared or zone.seen_by != "owner" or zone.top_seen_by is not None:
        return None
    return SAY("nobody_chooses", zone=node.selection.zone.name)


def emptied_moves(rules: m.Rules) -> Iterator[tuple]:
    """(span, message) of each setup's `move N cards from Z` that the deals before it leave short
    of cards for some number of players (the module's docstring)."""
    columns = m.deck_columns(rules)
    deck = sum(n for row in rules.deck.rows or () for _, n in m.row_copies(row, columns))
    counts = lets.player_counts(rules)
    for level in (rules.round, *rules.levels.values()):
        held: Dict[str, Dict[Optional[int], Optional[int]]] = {}   # zone -> cards in it, by number of players
        dealt: Dict[str, m.Deal] = {}
        top = {id(node) for node in level.setup or ()}
        for node, bound, known in lets.statements(rules, level.setup or ()):
            if id(node) not in top:
                continue
            if isinstance(node, m.MoveAll) and node.src is None and node.where is None:   # every card in one zone
                held = {name: {n: deck if name == node.dest.name else 0 for n in counts} for name in rules.zones}
            elif isinstance(node, m.Deal) and node.src.name in held:
                each = lets.values(rules, node.count, bound, known)
                held[node.src.name] = {n: 0 if node.all_cards else _less(c, None if None in (each[n], n) else each[n] * n)
                                       for n, c in held[node.src.name].items()}
                held[node.dest.name] = dict.fromkeys(counts)
                dealt[node.src.name] = node
            elif isinstance(node, m.MoveSel) and node.selection.zone.name in held and node.selection.where is None:
                name = node.selection.zone.name
                wanted = lets.values(rules, node.selection.count, bound, known)
                message = _short(rules, name, held, wanted, dealt.get(name), node.dest.name)
                if message is not None:
                    yield node.selection.count.span, message
                held[name] = {n: _less(c, wanted[n]) for n, c in held[name].items()}
                held[node.dest.name] = dict.fromkeys(counts)
            elif not isinstance(node, (m.Shuffle, m.SetVar, m.Let)):
                held = {}


def _less(count: Optional[int], taken: Optional[int]) -> Optional[int]:
    return None if count is None or taken is None else max(0, count - taken)


def _refills(rules: m.Rules, name: str, held, n: Optional[int]) -> bool:
    """Whether the `when empty:` of zone `name` may bring cards in with `n` players: it moves
    cards from a zone not known to be empty then (or does what the count cannot follow)."""
    for node in walk_stmts(rules.zones[name].when_empty or ()):
        src = node.src if isinstance(node, (m.MoveAll, m.Deal)) else \
            node.selection.zone if isinstance(node, m.MoveSel) else None
        if src is None and not isinstance(node, (m.Shuffle, m.SetVar, m.Let)) or \
                src is not None and held.get(src.name, {}).get(n) != 0:
            return True
    return False


def _destinations(node, out: List[str]) -> List[str]:
    """The name of the zone of each `dest` (a move's, a play's, a deal's) in a model node and all
    it holds, and of each covert move's."""
    if isinstance(node, m.CheatMove):
        out.append(node.dst)
    if isinstance(node, (tuple, list)) and not isinstance(node, m.Span):
        for part in node:
            _destinations(part, out)
    elif dataclasses.is_dataclass(node) and not isinstance(node, m.Span):
        for f in dataclasses.fields(node):
            value = getattr(node, f.name)
            if f.name == "dest" and isinstance(value, m.ZoneRef):
                out.append(value.name)
            else:
                _destinations(value, out)
    return out


def _short(rules: m.Rules, name: str, held, wanted, deal: Optional[m.Deal], dest: str) -> Optional[object]:
    """The message for a move of `wanted` cards (by number of players) from zone `name` to zone
    `dest`, the zones holding `held`, when some number of players leaves it short, else None.
    Only when no other statement puts cards in `dest` (the hands are filled by draws and gifts
    too) and an expression reads `dest`: the zone then stays short all game, and what reads it
    reads nothing."""
    items = (*rules.items(), *(item for variant in rules.variants.values() for item in variant.items))
    if deal is None or dest == "hand" or _destinations(items, []).count(dest) > 1 or dest not in _reads(items, {}):
        return None
    short = [n for n, c in held[name].items() if None not in (n, c, wanted[n]) and c < wanted[n]
             and not _refills(rules, name, held, n)]
    if not short:
        return None
    n = short[0]
    return SAY("move_short", players=SAY("players_list", counts=", ".join(map(str, short))), zone=name, n=n,
               left=held[name][n], wanted=wanted[n], line=deal.span.line, dest=dest)
