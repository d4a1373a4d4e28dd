"""Statement blocks of the rules -> generator functions of the generated module.

A block is a function `b_N(eng, v)`: a generator that yields Decisions (and receives the
answers; in the twins for bots answered at once a plain function: mogel.compile.source_module
`Module.steps`) and changes the game only through the engine (mogel.runtime): its events
(`eng.emit`, in the moves written inline, mogel.compile.source_moves) and its verbs
(`eng.shuffle`, `eng.race` ...), which emit them.  Blocks inside a block (`if`, `for each`, a race, an
`otherwise`, `repeat`) are written inside its function.  The names a block binds live in a
dict: `v` as the block is given it, or its own copy when the block has a `let` (a `let`
names something for the rest of its block only, docs/language.md 10.5); `for each` and each
player of `each player ...` get a copy with `player` bound.  A procedure (`do NAME`) is a
function of its own for each set of names bound where it runs.  The verbs, choices and
`repeat` are VerbSource's (mogel.compile.source_verbs), a player's moves MoveSource's; the rules'
own moves are written here: `move N cards` and `move CARD` inline (with the parts they share with a
player's moves, MoveSource's), `move all`, `shuffle` and `deal` as calls of the engine's verbs.
"""

from __future__ import annotations

from ..check.chances import chance_odds, is_chance
from ..check.offers import runners_see
from ..check.typer_attrs import value_type
from ..check.vocabulary import option_type, starts_scope
from ..language import model as m
from .source_events import in_place
from .source_module import Ctx, SPENT, Writer, quoted
from .source_verbs import VerbSource

NESTED = 16   # indentation levels inside one function before a block becomes a function of its own


def _binds(stmts) -> bool:
    return any(isinstance(n, m.Let) or (isinstance(n, m.ChoiceStmt) and not n.stores) for n in stmts)


class StmtSource(VerbSource):
    """Writes the statement blocks of one Rules model; `ex`: its ExprSource.  What the narration
    needs is kept as the blocks are written: `race_names`, `declined`, `choice_labels`,
    `choice_told`, `variable_kinds` (mogel.compile.program.Program)."""

    def __init__(self, ex):
        self.ex = ex
        self.mod = ex.mod
        self.rules = ex.rules
        self.lines = self.mod.lines
        self.race_names = {}   # race name -> its display names
        self.declined = {}     # the span of a `may play ... where card is KIND` -> KIND (for its decline)
        self.blocks = {}       # (a block's statements, the names bound) -> its function
        self.choice_labels = {}
        self.choice_told = {}
        self.variable_kinds = {}
        self.move_end = None   # the one level a move ever ends (write_items): its `ends when:` at each move
        self.ends = None   # its operands and what each reads (mogel.compile.levels Ends)
        self.suppressed = False   # the block written runs only while windows are suppressed (`function`)
        # (a card's name in the rules, its Python text, the zone it lies in) as the next block
        # written begins, for its first statement only (an accusation's `cheated`: `MoveCard`)
        self.lies = None
        self.sees = None   # the span of each race with `right if` -> whether its runners see all COND reads
        for name, variable in self.rules.variables.items():
            if variable.starts is not None:
                self.variable_kinds[name] = ex.typer.type_of(variable.starts, starts_scope(variable))

    def function(self, stmts, types: dict, prefix: str = "b", name: str = None, where: m.Span = None,
                 sure: frozenset = frozenset(), suppressed: bool = False, head=None) -> str:
        """The generator function `(eng, v)` of a block with the names `types` bound in `v`
        (one per block, names and what is known: a block asked for again is the same function);
        `sure`: the names of them never absent (None); `suppressed`: it runs only while windows
        are suppressed (`Engine.suppress`: an accusation settled), as does every block it calls:
        no window after its moves; `head(w)` writes its first lines (the turn's: `turn_begun`)."""
        suppressed = suppressed or self.suppressed
        key = (id(stmts), tuple(sorted(types.items())), tuple(sorted(sure)), suppressed, head is not None)
        if key in self.blocks:
            return self.blocks[key][1]
        name = name or self.mod.fresh(prefix)
        self.blocks[key] = (stmts, name)   # the statements stay alive: their id stays theirs
        w = Writer()
        w("s = eng.s")
        if head is not None:
            head(w)
        outer, self.suppressed = self.suppressed, suppressed
        try:
            self.block(stmts, Ctx(dict(types), "v", {}, ("v",), frozenset(sure)), w)
        finally:
            self.suppressed = outer
        return self.mod.function(name, ("eng", "v"), w, where, generator=True)

    def block(self, stmts, ctx: Ctx, w: Writer, fresh: bool = False) -> None:
        """Write a block in place; `fresh`: `ctx.env` is a copy nobody else reads (no second copy)."""
        lies, self.lies = self.lies, None   # for this block's first statement, written here, only
        if not stmts:
            w("pass")
            return
        if w.level > NESTED:
            w(self.mod.steps(f"{self.function(stmts, ctx.types, where=stmts[0].span)}(eng, {ctx.env})"))
            return
        if _binds(stmts) and not fresh:
            env = self.mod.fresh("v")
            w(f"{env} = dict({ctx.env})")
            ctx = ctx.in_env(env)
        types = dict(ctx.types)
        for node in stmts:
            self.lies = lies if node is stmts[0] and isinstance(node, m.MoveCard) else None
            if 0 < node.span.line <= len(self.lines):
                w(f"# {int(node.span.line)}: {quoted(self.lines[node.span.line - 1].strip())}")
            getattr(self, "_s_" + type(node).__name__)(node, ctx.typed(dict(types)), w)
            if isinstance(node, m.Let):
                types[node.name] = self.ex.typer.type_of(node.expr, types)
            elif isinstance(node, m.ChoiceStmt) and not node.stores:
                types[node.name] = option_type(node.choice)

    def inner(self, stmts, ctx: Ctx, w: Writer, fresh: bool = False) -> None:
        """A block one level in."""
        w.indent()
        self.block(stmts, ctx, w, fresh)
        w.dedent()

    def each(self, ctx: Ctx, w: Writer, members: str, binding: str, kind: str):
        """Open `for x in members:` with a copy of the names and `binding` bound to x in it;
        returns (the context inside, x); the caller dedents."""
        x = self.mod.fresh("x")
        w(f"for {x} in {members}:")
        w.indent()
        env = self.mod.fresh("v")
        w(f"{env} = dict({ctx.env})")
        w(f"{env}[{binding!r}] = {x}")
        return ctx.in_env(env, {**ctx.types, binding: kind}), x

    def loop_guard(self, w: Writer, span: m.Span, what: str, mark: str, open_: bool) -> None:
        """`try:` (open_) or its `except TooMuchWork:` for a loop that tells an exhausted work
        budget at its own line, unless an event came meanwhile (mogel.compile.work)."""
        if open_:
            w(f"{mark} = s.counted - s.room")   # the events so far (Engine.emitted)
            w("try:")
            return
        sp = self.mod.span(span)
        w("except TooMuchRoundWork:")
        w(f"    raise too_much_round_work({sp}, SOURCE, {what!r}) from None")
        w("except TooMuchWork:")
        w(f"    if s.counted - s.room != {mark}:")
        w("        raise")
        w(f"    raise too_much_in({sp}, SOURCE, {what!r}) from None")

    def round_check(self, w: Writer, sp: str, what: str) -> None:
        """The lines that stop a loop when the round has taken all its steps (Engine.steps, mogel.compile.work)."""
        w("if eng.steps < 0:")
        w(f"    raise too_much_round_work({sp}, SOURCE, {what!r})")

    def value(self, node, ctx: Ctx, w: Writer) -> str:
        """Python text of the test of an `if` or the value of a `let` or `set` (`node`): a `chance(...)`
        there is drawn first, by the engine (a line with a yield: it may be asked for), and read
        from a local (mogel.check.chances); after `quietly` its event is marked not to be told."""
        e = node.test if isinstance(node, m.If) else node.expr
        if not is_chance(e):
            return self.ex.expr(e, ctx)
        a, b = (self.ex.expr(part, ctx) if isinstance(part, m.Expr) else self.mod.literal(part)
                for part in chance_odds(e.args[0]))
        drawn = self.mod.fresh("k")
        percent = (", percent=True" if isinstance(e.args[0], m.Const) else "") + \
            (", quiet=True" if node.quiet_chance is not None else "")
        w(f"{drawn} = " + self.mod.steps(f"eng.chance_truth({a}, {b}, {self.mod.span(e.span)}{percent})", True))
        return drawn

    # --- statements that hold blocks ------------------------------------------------------------
    def _s_If(self, node: m.If, ctx, w):
        w(f"if {self.value(node, ctx, w)}:")
        self.inner(node.then, ctx, w)
        if node.other:
            w("else:")
            self.inner(node.other, ctx, w)

    def _s_ForEach(self, node: m.ForEach, ctx, w):
        members, mark, sp = self.mod.fresh("m"), self.mod.fresh("k"), self.mod.span(node.span)
        w(f"{members} = {self.ex.players(node.players, ctx)}")
        w(f"s.work = s.work - len({members})")   # the work budget (mogel.compile.work)
        w(SPENT)
        w(f"    raise too_much_in({sp}, SOURCE, 'for each')")
        self.round_check(w, sp, "for each")
        self.loop_guard(w, node.span, "for each", mark, True)
        w.indent()
        inside, _ = self.each(ctx, w, members, "player", "player")
        self.block(node.body, inside, w, fresh=True)
        w.dedent()
        w.dedent()
        self.loop_guard(w, node.span, "for each", mark, False)

    def _s_ForValue(self, node: m.ForValue, ctx, w):
        """`for each rank r:` -- the attribute's values, in order (a module constant), each a step
        of the work budget, as `for each player` (mogel.compile.work)."""
        values = tuple(self.rules.attributes[node.attribute].values or ())
        members = self.mod.constant(self.mod.literal(values))
        mark, sp = self.mod.fresh("k"), self.mod.span(node.span)
        w(f"s.work = s.work - {len(values)}")
        w(SPENT)
        w(f"    raise too_much_in({sp}, SOURCE, 'for each')")
        self.round_check(w, sp, "for each")
        self.loop_guard(w, node.span, "for each", mark, True)
        w.indent()
        inside, _ = self.each(ctx, w, members, node.binding, value_type(node.attribute))
        self.block(node.body, inside, w, fresh=True)
        w.dedent()
        w.dedent()
        self.loop_guard(w, node.span, "for each", mark, False)

    def _s_Do(self, node: m.Do, ctx, w):
        """`do NAME`: its procedure's statements (linked into the node), a function for each
        set of names bound where it runs."""
        procedure = self.rules.procedures.get(node.name)
        where = procedure.span if procedure is not None else node.span
        w(self.mod.steps(f"{self.function(node.body, ctx.types, 'procedure', where=where)}(eng, {ctx.env})"))

    def _s_Race(self, node: m.Race, ctx, w):
        if node.names:
            self.race_names[node.name] = node.names
        winner = self.mod.fresh("w")
        if node.joining is not None:
            wrong = self.joined(node, ctx, w, winner)
        else:
            raced = f"({node.name!r}, list({self.ex.expr(node.among, ctx)}), {node.pick!r}, {self.mod.span(node.span)})"
            # for bots answered at once a plain call (the module's twin: mogel.compile.source_module Module.steps)
            w(f"{winner} = eng.race_at_once{raced}" if self.mod.at_once else f"{winner} = yield from eng.race{raced}")
        self.bound_block(node.body, node.binding, winner, ctx, w, f"if {winner} is not None:")
        if node.joining is not None and node.wrong is not None:
            runner = self.mod.fresh("x")
            self.bound_block(node.wrong_body, node.wrong, runner, ctx, w, f"for {runner} in {wrong}:")

    def joined(self, node: m.Race, ctx, w, winner: str) -> str:
        """`race ... who may [, right if COND]`: the engine's `race_joined` (its field, the seats
        of it for whom COND holds, whether each runner sees all COND reads: the checker's
        mogel.check.offers `runners_see`), bound to `winner` and to the name returned, the wrong runners."""
        right = "None"
        if node.right is not None:
            right = f"frozenset({self.ex.expr(m.Filter(node.among, node.right, node.right.span), ctx)})"
        if self.sees is None:
            self.sees = runners_see(self.rules)
        wrong = self.mod.fresh("w")
        call = (f"eng.race_joined({node.name!r}, list({self.ex.expr(node.among, ctx)}), {right}, "
                f"{self.sees.get(node.span, False)!r}, {node.pick!r}, {self.mod.span(node.span)})")
        w(f"{winner}, {wrong} = {self.mod.steps(call, verb=True)}")
        return wrong

    def bound_block(self, stmts, name: str, value: str, ctx, w, head: str) -> None:
        """`head` (an `if` or a `for`), then the block `stmts` with the rules' `name` bound to the
        Python name `value` (a player), in a copy of the names bound around it."""
        w(head)
        w.indent()
        env = self.mod.fresh("v")
        w(f"{env} = dict({ctx.env})")
        w(f"{env}[{name!r}] = {value}")
        self.block(stmts, ctx.in_env(env, {**ctx.types, name: "player"}), w, fresh=True)
        w.dedent()

    # --- statements of one line ---------------------------------------------------------------
    def _s_Let(self, node: m.Let, ctx, w):
        w(f"{ctx.env}[{node.name!r}] = {self.value(node, ctx, w)}")

    def _s_SetVar(self, node: m.SetVar, ctx, w):
        kind = self.ex.typer.type_of(node.expr, ctx.types)
        if kind != "any":
            self.variable_kinds.setdefault(node.name, kind)
        owner = ""
        if node.owner is not None:   # `set stake of P`: P's value; an absent P is told at its place
            owner = self.kept(self.ex.expr(node.owner, ctx), "o", w)
            if not self.ex.present(node.owner, ctx):
                w(f"if {owner} is None:")
                w(f"    raise no_owner({self.mod.span(node.owner.span)}, SOURCE, {node.name!r})")
            owner = f", owner={owner}"
        w(f"eng.set_variable({node.name!r}, {self.value(node, ctx, w)}, {self.mod.span(node.span)}, "
          f"quiet={bool(node.quiet)!r}{owner})")

    def _s_Reverse(self, node: m.Reverse, ctx, w):
        w(self.mod.steps(f"eng.reverse_order({self.mod.span(node.span)})", True))

    def _s_EndRound(self, node: m.EndRound, ctx, w):
        w(f"raise end_level(eng, {node.level!r}, {self.mod.span(node.span)})")

    def _s_Reveal(self, node: m.Reveal, ctx, w):
        w(self.mod.steps(f"eng.reveal({self.ex.expr(node.cards, ctx)}, {self.mod.span(node.span)})", True))

    def _s_Shuffle(self, node: m.Shuffle, ctx, w):
        w(self.mod.steps(f"eng.shuffle({self.zone(node.zone, ctx, 'None', w)}, {self.mod.span(node.span)})", True))

    def _s_MoveAll(self, node: m.MoveAll, ctx, w):
        src = self.zone_function(node.src, ctx.types) if node.src else "None"
        dest = self.zone_function(node.dest, ctx.types)
        where = self.ex.card_test(node.where, ctx.types) if node.where is not None else "None"
        # `to bottom of Z`: under its cards (Engine.emit_under); `face down`: each card face down
        under = f", {node.dest.under}, True" if node.face_down else ", True" if node.dest.under else ""
        w(self.mod.steps(f"eng.move_all({src}, {node.position!r}, {dest}, {ctx.env}, {self.mod.span(node.span)}, "
                         f"{where}{under})", True))

    def _s_MoveSel(self, node: m.MoveSel, ctx: Ctx, w: Writer):
        """`move N cards [chosen by P] from Z [where C] to Z [face down]`: the top cards (or below
        top, at random) or the cards P chooses, one `move` each; stops when there is none."""
        sel, sp = node.selection, self.mod.span(node.span)
        player = ctx.read("player") if "player" in ctx.types else "None"
        src, dest = self.mod.fresh("z"), self.mod.fresh("z")
        w(f"{src} = {self.zone(sel.zone, ctx, player, w)}")
        w(f"{dest} = {self.zone(node.dest, ctx, player, w)}")
        if sel.worth is not None:
            return self._move_worth(node, ctx, src, dest, sp, w)
        least, most = self.move_count(sel, ctx, w, sel.chooser is not None)
        chosen, pile, card = (self.mod.fresh(p) for p in ("n", "p", "x"))
        once = self.loop_head(chosen, most, sel.up_to is not None, w)
        if sel.position is None and sel.chooser is None and self.refills(sel.zone.name):
            w(f"if not s.zones[{src}]:")
            w("    " + self.mod.steps(f"eng.refill({src})", True))
        w(f"{pile} = s.zones[{src}]")
        w(f"s.work = s.work - len({pile})")   # a step per card (mogel.compile.work)
        w(SPENT)
        w(f"    raise too_much({sp}, SOURCE)")
        if sel.where is not None:
            x = self.mod.fresh("x")
            test = self.ex.expr(sel.where, ctx.bind("card", "card", x, sure=True))
            w(f"{pile} = [{x} for {x} in {pile} if {test}]")
        if sel.blind:   # a place in the fan, picked unseen (Verbs.blind_card)
            chooser = self.kept(self.ex.expr(sel.chooser, ctx), "a", w)
            w(f"{card} = " + self.mod.steps(f"eng.blind_card({chooser}, {pile}, {src}, {sp})", True))
        elif sel.chooser is not None:
            options = self.mod.fresh("o")
            chooser = self.kept(self.ex.expr(sel.chooser, ctx), "a", w)
            self.options(pile, None, None, ctx, chooser, options, w)
            w(f"if not {options}:")
            w("    break")
            may = f"{chosen} >= {least}" if sel.up_to is not None else None
            if sel.up_to is None:   # the info of a choice of a card moved to that slot, shared (ZoneLayout)
                info = f"s.layout.to_info[{dest}]"
            else:
                info = (f"{{'to': (s.layout.slot_zone[{dest}], s.layout.slot_owner[{dest}]), 'chosen': {chosen}, "
                        f"'at_least': {least}, 'at_most': {most}}}")
            self._ask(chooser, "choose", options, may, sp, info, card, w)
        elif sel.position == "below_top":
            w(f"{card} = {pile}[-2] if len({pile}) >= 2 else None")
        elif sel.position == "at_random":
            w(f"{card} = " + self.mod.steps(f"eng.random_card({pile})", True))
        else:
            w(f"{card} = {pile}[-1] if {pile} else None")
        if sel.chooser is None or sel.blind or sel.up_to is not None:   # a chosen card of `N cards` is never None
            w(f"if {card} is None:")
            w("    break")
        if node.face_down or node.dest.under:
            told = f"eng.move_info({node.face_down}, {src}, {chooser if sel.chooser is not None and not sel.blind else None})"
            emit = "eng.emit_under('move', " if node.dest.under else "eng.emit('move', None, "
            w(f"{emit}(({card}, {src}, {dest}), ), {told}, {sp})")
        else:
            in_place(self.mod, w, "move", "None", "None", sp, (card, src, dest))
        self.after_move("None", w, (sel.zone.name, node.dest.name))
        if once:
            w("break")
        w.dedent()

    def _move_worth(self, node: m.MoveSel, ctx: Ctx, src: str, dest: str, sp: str, w: Writer) -> None:
        """`move cards worth V chosen by P from Z [where C] to D [face down]`: the set of Z's cards
        (those where C holds) whose values add up to V that P picks (Verbs.worth_pick), moved in one
        `move` event; none when no set adds up."""
        sel = node.selection
        pile, moved, x = self.mod.fresh("p"), self.mod.fresh("t"), self.mod.fresh("x")
        w(f"{pile} = s.zones[{src}]")
        w(f"s.work = s.work - len({pile})")   # a step per card (mogel.compile.work)
        w(SPENT)
        w(f"    raise too_much({sp}, SOURCE)")
        if sel.where is not None:
            test = self.ex.expr(sel.where, ctx.bind("card", "card", x, sure=True))
            w(f"{pile} = [{x} for {x} in {pile} if {test}]")
        chooser = self.kept(self.ex.expr(sel.chooser, ctx), "a", w)
        target = self.ex.expr(sel.worth, ctx)
        pick = f"eng.worth_pick({chooser}, {pile}, {target}, {src}, {dest}, {node.face_down}, {node.dest.under}, {sp})"
        w(f"{moved} = " + self.mod.steps(pick, True))
        w(f"if {moved}:")
        w.indent()
        self.after_move("None", w, (sel.zone.name, node.dest.name))
        w.dedent()

    def _s_MoveCard(self, node: m.MoveCard, ctx: Ctx, w: Writer):
        """`move CARD to Z [face down]`: one `move`, none when the card is absent or there already;
        from wherever the card lies, unless the block begins with it and knows (`lies`)."""
        lies, self.lies = self.lies, None
        card, src = self.kept(self.ex.expr(node.card, ctx), "x", w), self.mod.fresh("z")
        known = lies is not None and isinstance(node.card, m.Name) and node.card.name == lies[0] and card == lies[1]
        dest = self.kept(self.zone(node.dest, ctx, "None", w), "z", w)   # worked out once
        there = "" if self.ex.present(node.card, ctx) else f"{card} is not None and "
        w(f"if {there}({src} := s.where[{card}]) != {dest}:")
        w.indent()
        if node.face_down or node.dest.under:
            emit = "eng.emit_under('move', " if node.dest.under else "eng.emit('move', None, "
            w(f"{emit}(({card}, {src}, {dest}), ), eng.move_info({node.face_down}, {src}), {self.mod.span(node.span)})")
        else:
            in_place(self.mod, w, "move", "None", "None", self.mod.span(node.span), (card, src, dest))
        self.after_move("None", w, (lies[2] if known else None, node.dest.name))
        w.dedent()

    def _s_Deal(self, node: m.Deal, ctx, w):
        dest, sp = self.zone_function(node.dest, ctx.types), self.mod.span(node.span)
        if node.all_cards:   # as many rounds of dealing as there are cards: until the pile is empty
            count = self.mod.fresh("n")
            w(f"{count} = len(s.zones[{self.zone(node.src, ctx, 'None', w)}])")
        else:
            count = self.count(node.count, ctx, w)
        w(self.mod.steps(f"eng.deal({count}, {self.zone(node.src, ctx, 'None', w)}, {dest}, {ctx.env}, {sp})", True))
