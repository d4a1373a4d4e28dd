"""A player acts, chooses or repeats: the statements `P plays / draws / gives / takes / scores /
becomes / goes next / misses / calls ...`, `let/set NAME = P chooses ...` and `repeat`, written
into the generated module (a part of mogel.compile.source_stmt.StmtSource).

A play, give, draw, take or `becomes` is written inline (mogel.compile.source_moves), with a
local that is True when it was carried out, False when it had no legal option or was
declined (then `otherwise` runs).  The other verbs are calls of the engine's
(`yield from eng.play_claiming(actor, SEL, DEST, modal, v, span, claim)`, `eng.score` (a score
without `otherwise`: its `score` event emitted in place) ...,
mogel.runtime) that return the same; what the engine calls back -- a selection (`Sel`), a
zone `z_N(s, v, actor)`, a number of cards `nf_N(s, v)` -- is a module constant or function,
worked out with the names of the statement's dict `v`.  A number that comes out negative or absent, and the zone of an absent
player, stop the game at their rules line; a `repeat` stops after MAX_RUNS runs.  An act whose player
is absent is skipped, `otherwise` too, with a `nobody_acts` event that names the player as written.
"""

from __future__ import annotations

import keyword

from ..check.choices import PLACEHOLDER
from ..check.control import out_level
from ..check.vocabulary import PLAYER, option_type
from ..check.typer_attrs import written
from ..language import model as m
from .source_module import Ctx, SPENT, Writer
from .source_moves import MoveSource


def named_card(rules: m.Rules, where) -> str:
    """The card kind or attribute value a `where` names alone (`card is seven`, `card is two`,
    `card.rank = two`), else None: a `may play` of it is declined as "does not play a two"."""
    if isinstance(where, m.Is) and isinstance(where.obj, m.Name) and where.obj.name == "card" \
            and (where.name in rules.cards or where.name in rules.value_names):
        return where.name
    if isinstance(where, m.BinOp) and where.op == "=":
        for side, other in ((where.left, where.right), (where.right, where.left)):
            if isinstance(side, m.Attr) and isinstance(side.obj, m.Name) and side.obj.name == "card" \
                    and isinstance(other, m.Name) and rules.value_names.get(other.name) == side.name:
                return other.name
    return None


class VerbSource(MoveSource):
    """Writes acts, choices and `repeat`; a part of StmtSource (ex, mod, rules, block, inner, each);
    the moves inline are MoveSource's (mogel.compile.source_moves)."""

    # --- zones, numbers, selections -------------------------------------------------------------
    def kept(self, text: str, prefix: str, w: Writer) -> str:
        """A local holding the value of the Python text `text` for the statement written now:
        `text` itself when it is a name already (a local no statement rebinds, such as the
        window's `accuser` an accusation's block reads), else a new local (`prefix_N`) set here."""
        if text.isidentifier() and not keyword.iskeyword(text):
            return text
        local = self.mod.fresh(prefix)
        w(f"{local} = {text}")
        return local

    def zone(self, ref: m.ZoneRef, ctx: Ctx, actor: str, w: Writer) -> str:
        """Python text of the slot of `ref` (a per-player zone without `of` is `actor`'s); the
        lines that work its owner out go to `w` first."""
        slot = self.ex.slot(ref.name)
        if self.rules.zones[ref.name].shared:
            return slot
        if ref.owner is None:
            return f"({slot} + {actor})"
        owner = self.kept(self.ex.expr(ref.owner, ctx), "o", w)
        if not self.ex.present(ref.owner, ctx):
            w(f"if {owner} is None:")   # `hand of target` with nobody chosen: told at its place
            w(f"    raise no_owner({self.mod.span(ref.owner.span)}, SOURCE, {ref.name!r})")
        return f"({slot} + {owner})"

    def zone_function(self, ref: m.ZoneRef, types: dict) -> str:
        """A function `z_N(s, v, a) -> slot` of `ref`."""
        w = Writer()
        w(f"return {self.zone(ref, Ctx(dict(types), 'v', {}, ('v',)), 'a', w)}")
        return self.mod.function(self.mod.fresh("z"), ("s", "v", "a"), w, ref.span)

    def count(self, expr: m.Expr, ctx: Ctx, w: Writer, what: str = "cards") -> str:
        """Python text of a number of cards (turns, times), checked unless it is a constant that is
        0 or more (a number that comes out negative or absent stops the game at its line)."""
        known, value = self.ex.constant(expr, ctx.types)
        text = self.ex.expr(expr, ctx)
        if known and isinstance(value, int) and value >= 0:
            return text
        n = self.mod.fresh("n")
        w(f"{n} = {text}")
        w(f"if {n} is None or {n} < 0:")
        w(f"    raise bad_number({n}, {self.mod.span(expr.span)}, SOURCE, {what!r})")
        return n

    def count_function(self, expr: m.Expr, types: dict) -> str:
        w = Writer()
        w(f"return {self.count(expr, Ctx(dict(types), 'v', {}, ('v',)), w)}")
        return self.mod.function(self.mod.fresh("nf"), ("s", "v"), w, expr.span)

    def selection(self, sel: m.Selection, types: dict) -> str:
        """The module constant `Sel(...)` of a selection (mogel.compile.specs.Sel)."""
        ex = self.ex
        count, zone = self.count_function(sel.count, types), self.zone_function(sel.zone, types)
        where = ex.card_test(sel.where, types) if sel.where else "None"
        up_to = self.count_function(sel.up_to, types) if sel.up_to is not None else "None"
        return self.mod.constant(f"Sel({count}, {zone}, {where}, "
                                 f"{self.mod.span(sel.span)}, {up_to})", "sel")

    # --- a player acts ----------------------------------------------------------------------------
    def _s_Act(self, node: m.Act, ctx, w):
        subject = node.subject
        if not subject.each:
            actor = self.kept(self.ex.expr(subject.expr, ctx), "a", w)
            present = self.ex.present(subject.expr, ctx)
            if not present:   # an absent player (a role nobody holds ...): the act and its `otherwise` are skipped
                who = written(self.rules.source, subject.expr.span, subject.expr.span)
                w(f"if {actor} is None:")
                w(f"    eng.emit('nobody_acts', None, (), {self.mod.constant(repr({'who': who}))}, "
                  f"{self.mod.span(node.span)})")
                w("else:")
                w.indent()
            self.act(node, ctx, actor, w, fresh=False)
            if not present:
                w.dedent()
            return
        members = self.mod.fresh("m")
        w(f"{members} = {self.ex.players(subject, ctx)}")
        w(f"s.work = s.work - len({members})")
        w(SPENT)
        w(f"    raise too_much_in({self.mod.span(node.span)}, SOURCE, 'each player')")
        self.round_check(w, self.mod.span(node.span), "each player")
        inside, actor = self.each(ctx, w, members, "player", "player")
        self.act(node, inside, actor, w, fresh=True)
        w.dedent()

    def act(self, node: m.Act, ctx: Ctx, actor: str, w: Writer, fresh: bool) -> None:
        if isinstance(node.verb, m.Play) and node.modal == "may":
            named = named_card(self.rules, node.verb.selection.where)
            if named is not None:
                self.declined[node.span] = named   # `may play ... where card is seven`: "does not play a seven"
        if isinstance(node.verb, m.Play) and node.verb.about is not None:
            done = self.claim_play(node.verb, node.modal, ctx, node.span, actor, w)
        else:
            done = self.move(node.verb, node.modal, ctx, node.span, actor, w)
        if done is not None:
            if node.otherwise:
                w(f"if not {done}:")
                self.inner(node.otherwise, ctx, w, fresh)
            return
        if isinstance(node.verb, m.ScoreVerb) and not node.otherwise:   # one event, called here: no generator
            points, reason = self.ex.expr(node.verb.points, ctx), self.reason(node.verb)
            adds = "add_score" if self.rules.game.teams is None else "add_team_score"   # a team scores as one
            w(f"eng.{adds}({actor}, {points}, {self.mod.span(node.span)}{reason})")
            return
        call = self.verb(node.verb, node.modal, ctx, node.span, actor, w, node.quiet)
        if not node.otherwise:
            w(self.mod.steps(call, True))
            return
        done = self.mod.fresh("k")
        w(f"{done} = " + self.mod.steps(call, True))
        w(f"if not {done}:")
        self.inner(node.otherwise, ctx, w, fresh)

    def reason(self, verb: m.ScoreVerb) -> str:
        """The Python text of the argument after the span of `eng.add_score` or `eng.score`: none,
        or `, CONSTANT` the reason `{language: text}` (each text through repr)."""
        if not verb.reason:
            return ""
        return ", " + self.mod.constant("{" + ", ".join(f"{lang!r}: {text!r}" for lang, text in verb.reason) + "}")

    def verb(self, verb, modal, ctx: Ctx, span: m.Span, a: str, w: Writer, quiet: bool = False) -> str:
        """Python text of the call of the engine's verb (its lines before it go to `w`); `quiet`:
        a `quietly ... goes next`, not told."""
        ex, types, sp, env = self.ex, ctx.types, self.mod.span(span), ctx.env
        if isinstance(verb, m.Play):   # a play making a claim (the others: MoveSource.move)
            sel, dest = self.selection(verb.selection, types), self.zone_function(verb.dest, types)
            return f"eng.play_claiming({a}, {sel}, {dest}, {modal!r}, {env}, {sp}, {verb.claim!r})"
        if isinstance(verb, m.ScoreVerb):
            return f"eng.score({a}, {ex.expr(verb.points, ctx)}, {sp}{self.reason(verb)})"
        if isinstance(verb, m.GoNext):
            return f"eng.go_next({a}, {sp}, quiet=True)" if quiet else f"eng.go_next({a}, {sp})"
        if isinstance(verb, m.Miss):
            return f"eng.miss({a}, {self.count(verb.count, ctx, w, 'turns')}, {sp})"
        if isinstance(verb, m.Show):   # to every other player (None), else to the seats `to` names
            to = "None" if verb.to is None else ex.expr(verb.to, ctx)
            if verb.to is not None and ex.typer.type_of(verb.to, types) == PLAYER:
                to = f"({to},)"   # one player (absent: None, shown to nobody)
            return f"eng.show({a}, {ex.expr(verb.cards, ctx)}, {to}, {sp})"
        if isinstance(verb, m.DropOut):   # the level the out lasts for, checked (mogel.check.control `out_level`)
            return f"eng.drop_out({a}, {out_level(self.rules, verb.level)!r}, {sp})"
        return f"eng.call_accusation({a}, {verb.accusation!r}, {ex.expr(verb.accused, ctx)}, {sp})"

    def claim_play(self, verb: m.Play, modal, ctx: Ctx, span: m.Span, a: str, w: Writer) -> str:
        """A face-up play making a claim about the cards of `verb.about`, worked out before any
        card moves, when a card played passes `verb.when` (a CardTest; None: always)
        (mogel.runtime.claims `play_claiming`: it returns the cards played, none when it was
        not carried out), then each card's `on play`, counted in its chain."""
        sel, dest = self.selection(verb.selection, ctx.types), self.zone_function(verb.dest, ctx.types)
        about, played, card = self.mod.fresh("cl"), self.mod.fresh("k"), self.mod.fresh("x")
        when = self.ex.card_test(verb.when, ctx.types) if verb.when is not None else "None"
        w(f"{about} = {self.ex.expr(verb.about, ctx)}")
        w(f"{played} = " + self.mod.steps(f"eng.play_claiming({a}, {sel}, {dest}, {modal!r}, {ctx.env}, "
                                          f"{self.mod.span(span)}, {verb.claim!r}, {about}, {when})", True))
        if any(kind.on_play for kind in self.rules.cards.values()):
            action = self.mod.fresh("t")
            w(f"for {card} in {played}:")
            w(f"    {action} = ON_PLAY_CARD[{card}]")
            w(f"    if {action} is not None:")
            w.indent()
            self.chained(action, card, a, w)
            w.dedent()
        return played

    # --- choices ----------------------------------------------------------------------------------
    def _s_ChoiceStmt(self, node: m.ChoiceStmt, ctx, w):
        c, name, span = node.choice, node.name, node.span
        if node.stores:
            self.variable_kinds.setdefault(name, option_type(c))
        if c.what == "option":
            self.choice_labels[span] = {o.name: o.names for o in c.options}
        words = ""
        if c.what in ("value", "number"):   # each value's display names, and the words that tell the choice
            item = self.rules.attributes.get(c.attribute) if c.what == "value" else None
            if item is not None:
                self.choice_labels[span] = {value: item.names_of(value) or () for value in item.values or ()}
            named = {key: str(self.ex.typer.type_of(m.Name(key, c.span), ctx.types))
                     for key in dict.fromkeys(found.partition(":")[0] for _, text in c.told
                                              for found in PLACEHOLDER.findall(text))
                     if key not in ("player", c.attribute)}
            self.choice_told[span] = (c.attribute, c.told, named)
            if named:   # the players and values the words name besides the chosen one, as they are now
                words = ", ".join(f"{key!r}: {self.ex.expr(m.Name(key, c.span), ctx)}" for key in named)
                words = f", words={{{words}}}"
        owner = ""
        if node.owner is not None:   # `set bid of P = ... chooses`: P's value; an absent P is told at its place
            owner = self.kept(self.ex.expr(node.owner, ctx), "o", w)
            if not self.ex.present(node.owner, ctx):
                w(f"if {owner} is None:")
                w(f"    raise no_owner({self.mod.span(node.owner.span)}, SOURCE, {name!r})")
            owner = f", owner={owner}"
        bounds = ()
        if c.what == "number":   # A to B, worked out first: at most MAX_RUNS numbers
            bounds = tuple(self.kept(self.ex.expr(bound, ctx), "n", w) for bound in (c.low, c.high))
            w(f"if {bounds[0]} is None or {bounds[1]} is None or {bounds[1]} - {bounds[0]} >= MAX_RUNS:")
            w(f"    raise too_many_numbers({bounds[0]}, {bounds[1]}, {self.mod.span(c.span)}, SOURCE)")
            words += f", low={bounds[0]}"
        chooser, offered = self.mod.fresh("ch"), self.mod.fresh("o")
        w(f"{chooser} = {self.ex.expr(c.chooser, ctx)}")
        w(f"if {chooser} is None:")
        w(f"    {offered} = ()")
        w("else:")
        w.indent()
        self.offered(c, ctx, chooser, offered, w, bounds)
        w.dedent()
        claims = "None"
        about = [(o.name, o.claim) for o in c.options if o.claim is not None]
        if about:   # option -> (claim, its cards) for the options offered that make a claim
            claims = self.mod.fresh("cl")
            w(f"{claims} = {{}}")
            for option, claim in about:
                w(f"if {option!r} in {offered}:")
                w(f"    {claims}[{option!r}] = ({claim.claim!r}, {self.ex.expr(claim.cards, ctx)})")
        chosen = self.mod.fresh("k")
        w(f"{chosen} = " + self.mod.steps(f"eng.choice({chooser}, {name!r}, {(name if node.stores else None)!r}, "
                                            f"{c.what!r}, {offered}, {c.modal!r}, {self.mod.span(span)}, "
                                            f"claims={claims}{owner}{words})", True))
        if not node.stores:
            w(f"{ctx.env}[{name!r}] = {chosen}")
        if node.otherwise:
            w(f"if {chosen} is None:")
            self.inner(node.otherwise, ctx, w)

    def offered(self, c: m.Choice, ctx: Ctx, chooser: str, out: str, w: Writer, bounds=()) -> None:
        """Lines that set `out` to the tuple of options offered now: named options whose `if`
        holds, in the order written; values of an attribute in the order of its `values:` (numbers
        from the locals `bounds` up) where the `where` holds; or players in seat order from the
        chooser that the filter leaves."""
        if c.what == "option":
            if all(o.condition is None for o in c.options):
                w(f"{out} = {self.mod.literal(tuple(o.name for o in c.options))}")
                return
            w(f"{out} = []")
            for o in c.options:
                if o.condition is None:
                    w(f"{out}.append({o.name!r})")
                else:
                    w(f"if {self.ex.expr(o.condition, ctx)}:")
                    w(f"    {out}.append({o.name!r})")
            w(f"{out} = tuple({out})")
            return
        if c.what == "number":
            members = f"range({bounds[0]}, {bounds[1]} + 1)"
            if c.filter is None:
                w(f"{out} = tuple({members})")
                return
            binding, kind, test = "number", "int", c.filter
        elif c.what == "value":
            values = self.mod.literal(tuple(self.rules.attributes[c.attribute].values or ()))
            if c.filter is None:
                w(f"{out} = {values}")
                return
            members, binding, kind = values, c.attribute, "value:" + c.attribute
            test = c.filter
        elif c.filter_kind is None:
            w(f"{out} = tuple(s.seats_from({chooser}))")
            return
        else:
            members, binding, kind, test = f"s.seats_from({chooser})", None, None, c.filter
            if c.filter_kind == "where":
                binding, kind = "player", "player"
        x = self.mod.fresh("x")
        inside = ctx.bind(binding, kind, x) if binding else ctx
        condition = self.ex.expr(test, inside)
        if c.what == "player" and c.filter_kind == "except":
            condition = f"{x} != {condition}"
        elif c.what == "player" and c.filter_kind == "in":
            condition = f"{x} in {condition}"
        w(f"{out} = []")
        w(f"for {x} in {members}:")
        w(f"    if {condition}:")
        w(f"        {out}.append({x})")
        w(f"{out} = tuple({out})")

    # --- repeat -----------------------------------------------------------------------------------
    def _s_Repeat(self, node: m.Repeat, ctx, w):
        """Works its number of times out once, tests `until` before each run, and stops the game
        at its line after MAX_RUNS runs (or when asked for more runs than that)."""
        sp = self.mod.span(node.span)
        times = self.count(node.times, ctx, w, "times") if node.times is not None else None
        if times is not None and node.until is None:
            w(f"if {times} > MAX_RUNS:")
            w(f"    raise too_many_runs({times}, {sp}, SOURCE)")
        told = written(self.rules.source, node.until.span, node.until.span) if node.until is not None else ""
        runs, mark = self.mod.fresh("k"), self.mod.fresh("k")
        w(f"{runs} = 0")
        self.loop_guard(w, node.span, "repeat", mark, True)
        w.indent()
        w(f"while {runs} < {times}:" if times is not None else "while True:")
        w.indent()
        if node.until is not None:
            w(f"if {self.ex.expr(node.until, ctx)}:")
            w("    break")
        w(f"if {runs} == MAX_RUNS:")
        w(f"    raise never_holds({told!r}, {sp}, SOURCE)")
        w("s.work = s.work - 1")   # a run is a step of the work budget (mogel.compile.work)
        w(SPENT)
        w(f"    raise too_much_in({sp}, SOURCE, 'repeat')")
        self.round_check(w, sp, "repeat")
        self.block(node.body, ctx, w)
        w(f"{runs} += 1")
        w.dedent()
        w.dedent()
        self.loop_guard(w, node.span, "repeat", mark, False)
