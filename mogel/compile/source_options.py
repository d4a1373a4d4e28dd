"""The options of a player's choice of a card, written inline (a part of mogel.compile.source_moves
MoveSource): one card per face of the pile, the first of its face in pile order, that passes the
statement's `where` and the cards' `cannot be played/given` (as mogel.runtime.verbs `card_options`).

Where it can, what passes is read from a table instead of worked out card by card (`tabulated`):
a tuple by card id of the face of each card that passes (None for the others: a tuple's subscript
is cheaper than a dict's `in` and subscript).  That needs a test that is a pure function of the card
and of a few values worked out once before the loop: the `where`'s parts that do not read the card
(mogel.compile.source_loops `hoist`: `top_card.value` of `fits(card, top of discard)`) and each
restriction's `unless` that does not read the card (`player is guard`).  Its text must make no
call (it charges no work and raises nothing) and read nothing but the card, those values, the
deck's tables and the module's constants; and it must read the card only through the deck's
tables and its kinds, so that cards of one face pass alike (`_face_wise`) and the first card of a
face that passes is the first card of its face.  Every table is listed when the module is loaded,
one for each value those parts can take, which must be known before a game (an attribute of a
card: its values in the deck; a card, a seat, a truth value; absent where it may be) and few
(MOST_TABLES); a kind restricted without `unless` is left out of every table.  The loop then looks
each card up (a tuple by card id: its face, None where it does not pass), then the first of its face.  Anything else (a test that makes a
call or reads the state, a restriction that reads the card) is the loop of Python with each test
written in it, a restriction that does not read the card worked out once, on first need; and
with no test at all, a dict of the first card of each face.

These stay loops of Python: over a pile of fewer than about 15 cards (a hand), `dict.fromkeys`,
`map` or `bytes.translate` cost more machine instructions on CPython 3.11 than the loop does
(measured: bench/README, "The first card of each face by C builtins").
"""

from __future__ import annotations

import ast
import itertools

from ..language import model as m
from .source_facts import calls_nothing
from .source_loops import free_names
from .source_module import Ctx, Writer

MOST_TABLES = 64   # the most tables of one choice's options listed when the module is loaded
TABLES = ("VALUES", "PENALTIES", "KINDS", "ATTRS")   # the deck's tables: never changed after compiling


class OptionSource:
    """Writes the options of a card choice; a part of MoveSource (ex, mod, rules)."""

    def options(self, pile: str, where, part, ctx: Ctx, actor: str, out: str, w: Writer, tops=None) -> None:
        """Lines setting the list `out` to one card per face in `pile` (the first of each face)
        that passes `where` (None: every card) with `card` and `player` (= actor) bound, and the
        cards' restriction `part` ("cannot_play", "cannot_give" or None) (module docstring);
        `tops`: piles whose top card a local holds already (mogel.compile.source_loops `hoist`)."""
        inner = ctx.bind("player", "player", actor)
        level = w.level
        tests, never = {}, set()
        for kind, card in self.rules.cards.items():
            r = getattr(card, part) if part is not None else None
            if r is not None:
                test = r.unless if r.unless is not None else m.Const(False)
                known, value = self.ex.constant(test, inner.types)
                if not known:
                    tests[kind] = test
                elif not value:
                    never.add(kind)
        guard = where is not None and not self._per_card(where, inner)   # a `where` that reads no card: tested once
        every = (where is None or guard) and not tests and not never
        w("# the options: the first card of each face in the pile that passes")
        if guard or not every:   # else set below, whatever the pile holds
            w(f"{out} = []")
        if guard:
            w(f"if {self.ex.expr(where, inner)}:")
            w.indent()
            where = None
        seen, card, face = self.mod.fresh("o"), self.mod.fresh("x"), self.mod.fresh("t")
        if every:   # every card passes: the first of each face, kept by face
            w(f"{seen} = {{}}")
            w(f"for {card} in {pile}:")
            w(f"    {seen}.setdefault(FACES[{card}], {card})")
            w(f"{out} = list({seen}.values())")
            w.level = level
            return
        inside = inner.bind("card", "card", card, sure=True)
        hoisted = self.ex.hoist(where, inner, "card", w, self._values, tops) if where is not None else []
        cond = self.ex.expr(where, inside) if where is not None else None
        self.ex.unhoist(hoisted)
        texts = {kind: self.ex.expr(test, inside) for kind, test in tests.items()}
        lone = {kind for kind, test in tests.items() if not self._per_card(test, inner)}
        table = None
        if len(lone) == len(tests) and all(calls_nothing(text) for text in texts.values()):
            table = self.tabulated(cond, card, hoisted, never, texts, w)
        verdicts = {}   # the loop of Python: a restriction that does not read the card, on first need
        for kind in lone if table is None else ():
            verdicts[kind] = self.mod.fresh("k")
            w(f"{verdicts[kind]} = None")
        w(f"{seen} = {{}}")
        w(f"for {card} in {pile}:")
        w.indent()
        if table is not None:   # by card: its face if it passes, else None
            w(f"{face} = {table}[{card}]")
            w(f"if {face} is not None and {face} not in {seen}:")
            w(f"    {seen}[{face}] = True")
            w(f"    {out}.append({card})")
        else:
            self._scan(seen, card, face, cond, {**dict.fromkeys(never, "False"), **texts}, verdicts, out, w)
        w.level = level

    def tabulated(self, cond, card: str, hoisted: list, never: set, verdicts: dict, w: Writer):
        """The text of the tuple by card id of the face of each card that passes (None for one
        that does not), for the test `cond`
        (Python text reading the card `card`; None: every card passes), the values of the
        `hoisted` parts (key, local, the values it can take or None) and of the restrictions'
        `verdicts` (kind -> text) worked out here, and no kind of `never`; None where that is
        no table (module docstring)."""
        parts = [local for _, local, _ in hoisted]
        values = [known for _, _, known in hoisted]
        flags = [self.mod.fresh("k") for _ in verdicts]
        one = len(flags) == 1   # one restriction: a dict of tables for each of its verdicts
        names = parts + ([] if one else flags)   # what a table is looked up by
        if cond is not None and not (self._pure(cond, {card, *parts}) and self._face_wise(cond, card)):
            return None
        if None in values:
            return None
        keys = list(itertools.product(*values, *[(False, True)] * (0 if one else len(flags))))
        if len(keys) * (2 if one else 1) > MOST_TABLES:
            return None
        tests = ([] if cond is None else [cond]) + [
            f"({flag} or {card} not in {self.mod.literal(frozenset(self._of_kind(kind)))})"
            for flag, kind in zip(flags, verdicts)]
        deck = self.ex.deck
        if not tests:   # the same for every value: a constant of the module
            return self.mod.constant(self.mod.literal(
                tuple(None if k in never else deck.face_ids[c] for c, k in enumerate(deck.kinds))))
        if never:
            tests.insert(0, f"{card} not in {self.mod.literal(frozenset(c for c, k in enumerate(deck.kinds) if k in never))}")
        fn, f = self.mod.fresh("f"), Writer()
        f(f"return tuple([FACES[{card}] if {' and '.join(tests)} else None for {card} in range({len(deck.kinds)})])")
        self.mod.function(fn, (*parts, *flags), f)
        kept = []   # listed when the module is loaded: the table, or a dict of each key's
        for verdict in ("True", "False") if one else ("", ):
            kept.append(self.mod.fresh("c"))
            calls = [f"{fn}({', '.join([*map(self.mod.literal, key), verdict][:len(key) + one])})" for key in keys]
            self.mod.assign(kept[-1], calls[0] if not names else "{" + ", ".join(
                f"{self.mod.literal(key[0] if len(key) == 1 else key)}: {call}" for key, call in zip(keys, calls)) + "}")
        if not names and not one:
            return kept[0]
        for flag, text in zip([] if one else flags, verdicts.values()):
            w(f"{flag} = bool({text})")
        table, source = self.mod.fresh("t"), kept[0] if not one else f"({kept[0]} if {next(iter(verdicts.values()))} else {kept[1]})"
        w(f"{table} = {source}" + ("" if not names else f"[{names[0]}]" if len(names) == 1 else f"[({', '.join(names)}, )]"))
        return table

    def _values(self, e: m.Expr, ctx: Ctx):
        """The values a part worked out before the loop can take, as a tuple (None among them
        where it may be absent), or None where they are not known before a game: an attribute
        of a card (the deck's values of it), a card, a seat, a truth value."""
        deck, players = self.ex.deck, self.rules.game.players
        absent = () if self.ex.present(e, ctx) else (None, )
        if isinstance(e, m.Attr):
            table = {"value": deck.values, "penalty": deck.penalties, "kind": deck.kinds}.get(e.name)
            table = deck.attrs.get(e.name) if table is None else table
            return None if table is None else tuple(dict.fromkeys([*table, *absent]))
        kind = self.ex.part_type(e, ctx)
        if kind == "card":
            return (*range(len(deck.kinds)), *absent)
        if kind == "player" and players:
            return (*range(players[1]), *absent)
        return (False, True, *absent) if kind == "bool" else None

    def _of_kind(self, kind: str) -> list:
        return [c for c, k in enumerate(self.ex.deck.kinds) if k == kind]

    def _constant_ids(self, name: str):
        """The card ids of the module constant `name` when it is a frozenset of numbers, else None."""
        text = next((text for (_, text), known in self.mod.constants.items() if known == name), "")
        if not (text.startswith("frozenset((") and text.endswith("))")):
            return None
        try:
            ids = ast.literal_eval(text[len("frozenset("):-1])
        except ValueError:
            return None
        return ids if all(type(i) is int for i in ids) else None

    def _pure(self, text: str, names: set) -> bool:
        """Whether the Python expression `text` makes no call and reads no name but `names`, the
        deck's tables, the module's constants and the locals it sets itself (`(t := ...)`)."""
        if not calls_nothing(text):
            return False
        tree = ast.parse(text, mode="eval")
        constants = {name for name in self.mod.constants.values() if name.startswith(("c_", "at_"))}
        known = names | constants | set(TABLES) | {n.target.id for n in ast.walk(tree) if isinstance(n, ast.NamedExpr)}
        return all(isinstance(n, (ast.expr_context, ast.operator, ast.boolop, ast.cmpop, ast.unaryop, ast.Constant,
                                  ast.Name, ast.NamedExpr, ast.BinOp, ast.BoolOp, ast.Compare, ast.UnaryOp, ast.IfExp,
                                  ast.Subscript, ast.Tuple, ast.Expression))
                   and (not isinstance(n, ast.Name) or n.id in known) for n in ast.walk(tree))

    def _face_wise(self, text: str, card: str) -> bool:
        """Whether the Python expression `text` reads the card `card` only as the index of a deck
        table (`VALUES[card]`, an attribute's) or in `card in IDS`, IDS a constant set of whole
        faces (a kind's cards): then every card of a face gives it the same value."""
        faces, tree, read = self.ex.deck.face_ids, ast.parse(text, mode="eval"), set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and isinstance(node.slice, ast.Name) \
                    and (node.value.id in TABLES or node.value.id.startswith("at_")):
                read.add(id(node.slice))   # a table's index
            elif isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn)) \
                    and isinstance(node.comparators[0], ast.Name):
                ids = self._constant_ids(node.comparators[0].id)
                whole = ids is not None and {faces[i] for i in ids}
                if whole is not False and all(c in ids for c, f in enumerate(faces) if f in whole):
                    read.add(id(node.left))   # a test of whole faces
        return all(id(node) in read for node in ast.walk(tree) if isinstance(node, ast.Name) and node.id == card)

    def _scan(self, seen: str, card: str, face: str, cond, tests: dict, verdicts: dict, out: str, w: Writer) -> None:
        """The body of the loop of Python over the pile: the first card of each face, then `cond`
        (None: every card passes), then the restriction of the card's kind (`tests`: kind -> the
        text of its `unless`), one in `verdicts` (kind -> its local) worked out once, on first need."""
        w(f"{face} = FACES[{card}]")
        w(f"if {face} not in {seen}:")
        w(f"    {seen}[{face}] = True")
        w.indent()
        if cond is not None:
            w(f"if {cond}:")
            w.indent()
        if tests:
            if len(tests) > 1:
                kind = self.mod.fresh("t")
                w(f"{kind} = KINDS[{card}]")
            for i, name in enumerate(tests):
                if len(tests) == 1:   # one kind restricted: its cards, a set of ids
                    w(f"if {card} in {self.mod.literal(frozenset(self._of_kind(name)))}:")
                else:
                    w(f"{'if' if i == 0 else 'elif'} {kind} == {name!r}:")
                test = tests[name]
                if name in verdicts:
                    w(f"    if {verdicts[name]} is None:")
                    w(f"        {verdicts[name]} = bool({test})")
                    test = verdicts[name]
                w(f"    if {test}:")
                w(f"        {out}.append({card})")
            w("else:")
            w(f"    {out}.append({card})")
        else:
            w(f"{out}.append({card})")

    def _per_card(self, e: m.Expr, ctx: Ctx) -> bool:
        types = {**ctx.types, "card": "card", "player": "player"}
        return "card" in free_names(e, lambda source: self.ex.typer.type_of(source, types))
