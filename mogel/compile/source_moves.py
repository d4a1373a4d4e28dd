"""The moves of a player written inline for the statement at hand: `plays` (without a claim),
`gives`, `draws`, `takes`, `becomes` (a part of mogel.compile.source_verbs.VerbSource), and the
parts the rules' own `move N cards [chosen by P]` and `move CARD` (mogel.compile.source_stmt)
share with them: how many cards (`move_count`, `counting`), the options of a choice (`options`,
mogel.compile.source_options), asking for a card (`_ask`), a pile's `when empty` (`refills`) and what follows a move (`after_move`).

Each is a few lines in the block's function instead of a call of a generic engine verb that
reads its selection, zones and card tests anew at every move: the options of a play or give
are the first card of each face in the pile that passes the card test and the cards' `cannot
be played/given`, found in C where the test allows (as mogel.runtime.verbs `card_options`;
mogel.compile.source_options); a move emits its event (`eng.emit`; one card face up made in place, kept or counted,
`eng.emit_card` while a card lies face down: mogel.compile.source_events `in_place`) and then, written in place, the
round-end test and the cheating window (`after_move`), then a card's `on play`, counted in its
chain (`chained`).  What stays generic is called: a bot's answer to a real choice (`eng.ask`,
a uniform pick in place for bots answered at once; a human's is yielded: `eng.decision`), a `may` that stops
(`decline`), a chain far too deep (`eng.chain_too_deep`), an empty pile's `when empty` (`eng.refill`),
a card at random (`eng.random_card`), face-down moves (`eng.move_info`).  A loop of N cards ends with `break` where the engine's verb returned;
`k_N` (done) is True once a card went.  Every name is a counted local; every text of the
rules comes in through repr().
"""

from __future__ import annotations

from ..check.work import UNCOUNTED
from ..language import model as m
from .source_cheats import inline_window
from .source_events import in_place
from .source_module import Ctx, SPENT, Writer, answered, quoted
from .source_options import OptionSource
from .work import MAX_CHAIN_FRAMES


class Loop:
    """The locals of a move's loop over its cards (MoveSource._loop): its span constant, done,
    the source and destination slots, the pile; `stop` (Python text: whether `A to B cards` may
    stop now, None for `N cards`) and `info` (what a decision of `A to B cards` adds)."""

    def __init__(self, sp: str, done: str, src: str):
        self.sp, self.done, self.src = sp, done, src
        self.dest = self.pile = self.stop = None
        self.info = ""
        self.once = False   # the loop is `while True:` and ends with `break` (MoveSource.loop_head)


class MoveSource(OptionSource):
    """Writes moves inline; a part of VerbSource (ex, mod, rules, count, zone)."""

    def move_count(self, sel: m.Selection, ctx: Ctx, w: Writer, ranged: bool):
        """(least, most): the Python texts of how many cards a selection moves; for `A to B
        cards` (with `ranged`) B is worked out too and below A stops the game at its line."""
        least = self.count(sel.count, ctx, w)
        if not ranged or sel.up_to is None:
            return least, least
        most = self.count(sel.up_to, ctx, w)
        w(f"if {most} < {least}:")
        w(f"    raise bad_range({least}, {most}, {self.mod.span(sel.span)}, SOURCE)")
        return least, most

    def move(self, verb, modal, ctx: Ctx, span: m.Span, a: str, w: Writer):
        """Write `verb` of the player `a` inline; returns the Python text of whether it was
        carried out, or None for a verb left to the engine (a claim, a score ...)."""
        if isinstance(verb, m.Play) and verb.claim is None:
            return self.play(verb, modal, ctx, span, a, w)
        if isinstance(verb, m.Give):
            return self.give(verb, modal, ctx, span, a, w)
        if isinstance(verb, (m.Draw, m.Take)):
            return self.draw_take(verb, ctx, span, a, w)
        if isinstance(verb, m.Become):
            before = self.mod.fresh("t")
            w(f"{before} = s.roles[{verb.role!r}]")
            w(f"if {before} != {a}:")
            w.indent()
            in_place(self.mod, w, "role", "None", f"{{'role': {verb.role!r}, 'to': {a}, 'before': {before}}}",
                     self.mod.span(span), change=f"s.roles[{verb.role!r}] = {a}")
            w.dedent()
            return "True"
        return None

    def _decline(self, loop: "Loop", verb: str, a: str, had: bool, modal, w: Writer) -> None:
        """A `may` act that stops: one `decline` (mogel.runtime.verbs `not_done`), unless `A to B
        cards` stopped after enough; then `break` out of the loop of cards."""
        if modal == "may":
            told = (f"eng.emit('decline', {a}, (), {{'verb': {verb!r}, 'had_option': {had!r}, "
                    f"'private': ['had_option']}}, {loop.sp})")
            if loop.stop is None:
                w(told)
            else:
                w(f"if not ({loop.stop} and {loop.done}):")
                w(f"    {told}")
        w("break")

    def _ask(self, a: str, kind: str, options: str, may, sp: str, info: str, out: str, w: Writer) -> None:
        """`out` = the chosen card, asked as `eng.choose` would (in place: no generator a
        decision), None among the options when the player may decline (`may`: "" always, or the
        Python text of when; None: never); unless one must be taken.  For bots answered at once
        (the module's twins: every seat's answerer true for good) a bot that picks uniformly
        draws in place (its `uniform_bits`, read once: Engine.uniform_draws) as `eng.ask` draws,
        its answer recorded where the module records answers; any other bot is asked."""
        if may is not None:
            listed = self.mod.fresh("t")
            w(f"{listed} = (None, *{options})" + (f" if {may} else tuple({options})" if may else ""))
            options = listed
        w(f"if len({options}) == 1:")
        w(f"    {out} = {options}[0]")
        if self.mod.at_once:   # every seat a bot answered at once (mogel.compile.source_module Module)
            bits, n, k, r = (self.mod.fresh("t") for _ in range(4))
            w(f"elif ({bits} := eng.uniform_bits[{a}]) is None:")
            w(f"    {out} = eng.ask({a}, {kind!r}, {options}, {sp}, {info})")
            w("else:   # a uniform pick in place, as Engine.ask draws it (random.Random.choice)")
            for line in (f"{n} = len({options})", f"{k} = {n}.bit_length()", f"{r} = {bits}({k})",
                         f"while {r} >= {n}:", f"    {r} = {bits}({k})", f"{out} = {options}[{r}]"):
                w("    " + line)
            answered(self.mod, w, f"    eng.decisions.append({out})")
            return
        w(f"elif eng.answerers[{a}]:   # a bot, asked at once")
        w(f"    {out} = eng.ask({a}, {kind!r}, {options}, {sp}, {info})")
        w("else:")
        w(f"    {out} = yield eng.decision({a}, {kind!r}, tuple({options}), {sp}, {info})")

    def _ask_card(self, loop: "Loop", a: str, verb: str, options: str, modal, info: str, card: str,
                  w: Writer) -> None:
        """`card` = the card a play or give moves (`_ask`); where the player may decline (`may`,
        or `A to B cards` once it may stop), a None answer declines (`_decline`)."""
        self._ask(a, verb, options, "" if modal == "may" else loop.stop, loop.sp, info, card, w)
        if modal == "may" or loop.stop is not None:
            w(f"if {card} is None:")
            w.indent()
            self._decline(loop, verb, a, True, modal, w)
            w.dedent()

    def loop_head(self, chosen: str, most: str, ranged: bool, w: Writer) -> bool:
        """Open the loop of a move of `most` cards, `chosen` the cards moved so far: `for chosen
        in range(most):` (for one card `A to B cards`, `ranged`: the module constant `(0, )`,
        no range built at each move), or for one card `while True:` (no iterator, no name),
        whose body the caller ends with `break`; returns whether it does."""
        once = most == "1" and not ranged
        counted = self.mod.constant("(0, )") if most == "1" else f"range({most})"
        w("while True:" if once else f"for {chosen} in {counted}:")
        w.indent()
        return once

    def _loop(self, sel: m.Selection, ctx: Ctx, a: str, span: m.Span, w: Writer, dest=None) -> "Loop":
        """`done = False`, the source slot (and `dest`'s), how many cards, then `for chosen in
        range(most):` with the pile charged to the work budget; the caller dedents."""
        loop = Loop(self.mod.span(span), self.mod.fresh("k"), self.mod.fresh("z"))
        w(f"{loop.done} = False")
        w(f"{loop.src} = {self.zone(sel.zone, ctx, a, w)}")
        if dest is not None:
            loop.dest = self.mod.fresh("z")
            w(f"{loop.dest} = {self.zone(dest, ctx, a, w)}")
        least, most = self.move_count(sel, ctx, w, True)
        chosen, loop.pile = self.mod.fresh("n"), self.mod.fresh("p")
        loop.once = self.loop_head(chosen, most, sel.up_to is not None, w)
        w(f"{loop.pile} = s.zones[{loop.src}]")
        w(f"s.work = s.work - len({loop.pile})")   # the options: a step per card (mogel.compile.work)
        w(SPENT)
        w(f"    raise too_much({loop.sp}, SOURCE)")
        if sel.up_to is not None:
            loop.stop = f"{chosen} >= {least}"
            loop.info = f", 'chosen': {chosen}, 'at_least': {least}, 'at_most': {most}"
        return loop

    def play(self, verb: m.Play, modal, ctx: Ctx, span: m.Span, a: str, w: Writer) -> str:
        """`plays N cards from Z [where C] onto Z [face down]`: the options, a choice unless one
        must be played, one `play`, the move's window, the card's `on play` (not face down)."""
        sel = verb.selection
        loop = self._loop(sel, ctx, a, span, w, verb.dest)
        options, card, top, onto = (self.mod.fresh(p) for p in ("o", "x", "t", "t"))
        w(f"{top} = s.zones[{loop.dest}]")   # `onto`: the top card, unless face down (Engine.top_face)
        face = f" and {top}[-1] not in s.face_down" if self.mod.face_down else ""   # rules that lay cards face down
        w(f"{onto} = {top}[-1] if {top}{face} else None")
        shared = not self.mod.face_down and self.rules.zones[verb.dest.name].shared   # its top: `onto`, read once
        tops = {f"s.zones[{self.ex.slot(verb.dest.name)}]": onto} if shared else None
        self.options(loop.pile, sel.where, "cannot_play", ctx, a, options, w, tops)
        w(f"if not {options}:")
        w.indent()
        self._decline(loop, "play", a, False, modal, w)
        w.dedent()
        asked = f"{{'onto': {onto}{loop.info}}}" if loop.info else f"eng.onto_info[{onto}]"   # shared, read only
        self._ask_card(loop, a, "play", options, modal, asked, card, w)
        told = f"{{'onto': {onto}, 'face_down': True}}" if verb.face_down else f"{{'onto': {onto}}}"
        w("# the move, then: has the round ended? the cheating window")
        if verb.face_down:
            w(f"eng.emit('play', {a}, (({card}, {loop.src}, {loop.dest}), ), {told}, {loop.sp})")
        else:   # a move of one card face up (Engine.emit_card)
            in_place(self.mod, w, "play", a, told, loop.sp, (card, loop.src, loop.dest), "s.last_play_turn = s.turn",
                     f"eng.onto_info[{onto}]")
        if self.mod.laid:   # who laid it (`player of C`): Engine.emit_card and emit write it too
            w(f"s.laid_by[{card}] = ({a}, s.where[{card}])")
        w(f"{loop.done} = True")
        self.after_move(a, w, (sel.zone.name, verb.dest.name), True)
        if not verb.face_down and any(card.on_play for card in self.rules.cards.values()):
            action = self.mod.fresh("t")
            w(f"{action} = ON_PLAY_CARD[{card}]")
            w(f"if {action} is not None:")
            self.chained(action, card, a, w)
        if loop.once:
            w("break")
        w.dedent()
        return loop.done

    def chained(self, action: str, card: str, a: str, w: Writer) -> None:
        """Run the `on play` `action` of `card`, just played by `a`, in place: counted in the chain
        of blocks running inside one another on Python's stack (`eng.chain_frames`, the frames of
        each: CHAIN_COST, mogel.compile.work `chain_cost`; `eng.chain_depth`, the blocks), which
        stops with `eng.chain_too_deep` (ChainTooDeep) past MAX_CHAIN_FRAMES, long before
        Python's RecursionError; the counts taken back however the block ends."""
        cost = self.mod.fresh("t")
        for line in (f"{cost} = CHAIN_COST[{card}]", f"if eng.chain_frames + {cost} > {MAX_CHAIN_FRAMES}:",
                     f"    eng.chain_too_deep({card})", f"eng.chain_frames = eng.chain_frames + {cost}",
                     "eng.chain_depth = eng.chain_depth + 1", "try:",
                     "    " + self.mod.steps(f"{action}(eng, {{'played': {card}, 'active': {a}}})"), "finally:",
                     f"    eng.chain_frames = eng.chain_frames - {cost}", "    eng.chain_depth = eng.chain_depth - 1"):
            w("    " + line)

    def give(self, verb: m.Give, modal, ctx: Ctx, span: m.Span, a: str, w: Writer) -> str:
        """`gives N cards from Z [where C] to P | to a chosen player ...`: the options and the
        players it may go to, a choice of each unless there is one, one `give`, the window."""
        sel = verb.selection
        loop = self._loop(sel, ctx, a, span, w)
        options, card, targets, to, x = (self.mod.fresh(p) for p in ("o", "x", "o", "x", "x"))
        self.options(loop.pile, sel.where, "cannot_give", ctx, a, options, w)
        if verb.chosen is not None:
            w(f"{targets} = [{x} for {x} in {self.ex.players(verb.chosen, ctx)} if {x} is not None and {x} != {a}]")
        else:
            w(f"{x} = {self.ex.expr(verb.target, ctx)}")
            w(f"{targets} = [{x}] if {x} is not None and {x} != {a} else []")
        w(f"if not {options} or not {targets}:")
        w.indent()
        self._decline(loop, "give", a, False, modal, w)
        w.dedent()
        self._ask_card(loop, a, "give", options, modal, f"{{'to': {targets}{loop.info}}}", card, w)
        self._ask(a, "give_to", targets, None, loop.sp, f"{{'card': {card}}}", to, w)
        dest = f"{self.ex.slot('hand')} + {to}"
        in_place(self.mod, w, "give", a, f"{{'to': {to}}}", loop.sp, (card, loop.src, dest))
        w(f"{loop.done} = True")
        self.after_move(a, w, (sel.zone.name, "hand"))
        if loop.once:
            w("break")
        w.dedent()
        return loop.done

    def after_move(self, mover: str, w: Writer, zones=None, played: bool = False) -> None:
        """What follows a move by `mover` (mogel.runtime.engine `after_move`, written in place):
        in play, the `ends when:` of each level a move may end now (`eng.move_checks`), then,
        unless windows are suppressed (a refill, a window), the cheating window.  An `ends when:`
        binds no names and writes none: every check is handed one empty dict of the module.
        When the game's one level is made of turns and checked after each move (`move_end`),
        `eng.move_checks` is always that level (mogel.runtime.levels `levels_a_move_ends`, in
        a round or outside one): its `ends when:` is written here, the first operand that
        holds ending it (`eng.level_ended` raises), as its function `which_end` would find it:
        in the phase "play" only the operands a move from and to `zones` (the two zones' names,
        either None when not known before; None: neither) may make true, a play (`played`)
        lowering the turns without a play (the others are false: mogel.compile.levels `Ends`),
        in the phase "fresh" every operand."""
        names = self.mod.constant("{}")
        w("if eng.phase == 'play':")
        w.indent()
        level = self.move_end
        if level is not None:
            tested = self.ends.at_move(zones, played)
            self.ends_lines(tested, "eng.level_ended(eng.move_checks[0], {})", w)
            if not tested and self.suppressed:   # no test, no window
                w("pass")
            self.window(mover, w)
            w.dedent()
            w("elif eng.phase == 'fresh':")
            w.indent()
            self.ends_lines(range(len(self.ends.parts)), "eng.level_ended(eng.move_checks[0], {})", w)
            w("eng.phase = 'play'")
            self.window(mover, w, False)   # (once a round at most: called)
        else:
            check, index = self.mod.fresh("t"), self.mod.fresh("t")
            w(f"for {check} in eng.move_checks:")
            w(f"    {index} = {check}.which_end(s, {names})")
            w(f"    if {index} is not None:")
            w(f"        eng.level_ended({check}, {index})")
            self.window(mover, w)
        w.dedent()

    def window(self, mover: str, w: Writer, inline: bool = True) -> None:
        """The cheating window after a move, unless windows are suppressed (a refill, a window):
        written in place (`inline`, mogel.compile.source_cheats `inline_window`) where it can be."""
        if not self.suppressed:   # (a block run only while windows are suppressed opens none)
            w("if not eng.suppress:")
            w.indent()
            if not (inline and inline_window(self, mover, w)):
                w(self.mod.steps(f"WINDOW(eng, {mover}, False)"))
            w.dedent()

    def ends_lines(self, indices, then: str, w: Writer, exact: bool = True) -> None:
        """The operands `indices` of the `ends when:` of `move_end`, in order, right after an event
        (the work budget given back; `exact`: nothing else ran since, State.work is WORK): `then`
        (`{}`: the index) at the first that holds."""
        level, names = self.move_end, self.mod.constant("{}")
        indices = tuple(indices)
        span = level.where("ends_when")
        w(f"# {int(span.line)}: {quoted(self.lines[span.line - 1].strip())}" if 0 < span.line <= len(self.lines)
          else "# ends when:")
        if not indices:
            return
        most = self.rules.game.players[1] if self.rules.game.players else None
        if most is not None and most <= UNCOUNTED:   # the event set State.work to WORK: n steps, too few to count
            w.fresh, w.exact = len(w.lines), exact
        self.ex.first_true_lines([self.ends.parts[i] for i in indices], Ctx({}, names, {}, (names,)),
                                 then, self.mod.fresh("m"), w, indices)

    def aside(self, zones, w: Writer, turn: bool = False, kept=None) -> None:
        """After a change no check follows (a covert move between `zones`; `turn`: the start of a
        turn), in play: the operands of `move_end`'s `ends when:` a move tests only when it may
        change them that this change may make true (`kept`: a zone whose piles stay empty or not,
        `Ends.aside`); one that holds sets the phase "fresh" (`eng.unchecked`): the next check
        tests every operand (mogel.compile.levels `Ends`)."""
        if self.ends is not None and self.ends.aside(zones, turn, kept):
            self.ends_lines(self.ends.aside(zones, turn, kept), "eng.unchecked()", w, not turn)   # a turn's: after its start

    def turn_begun(self, w: Writer) -> None:
        """The first lines of the turn's function: what the start of the turn changed (`aside`)."""
        self.aside((), w, True)

    def refills(self, zone: str) -> bool:
        """Whether the zone has a `when empty` block."""
        return bool(self.rules.zones[zone].when_empty)

    def draw_take(self, verb, ctx: Ctx, span: m.Span, a: str, w: Writer) -> str:
        """`draws N cards from Z` (the top card; `no_draw` when the pile stays empty) and `takes N
        cards from Z [below top | at random]` (nothing when there is no such card)."""
        sp, done, src, card, k = (self.mod.span(span), *(self.mod.fresh(p) for p in ("k", "z", "x", "n")))
        count = self.count(verb.count, ctx, w)
        w(f"{done} = False")
        w(f"{src} = {self.zone(verb.zone, ctx, a, w)}")
        once = self.loop_head(k, count, False, w)
        position = getattr(verb, "position", None)
        if position is None and self.refills(verb.zone.name):
            w(f"if not s.zones[{src}]:")
            w("    " + self.mod.steps(f"eng.refill({src})", True))
        pile = f"s.zones[{src}]"
        if isinstance(verb, m.Draw):
            w(f"if not {pile}:")
            w(f"    eng.emit('no_draw', {a}, (), None, {sp})")
            w("    break")
            w(f"{card} = {pile}[-1]")
        else:
            if position == "below_top":
                w(f"{card} = {pile}[-2] if len({pile}) >= 2 else None")
            elif position == "at_random":
                w(f"{card} = " + self.mod.steps(f"eng.random_card({pile})", True))
            else:
                w(f"{card} = {pile}[-1] if {pile} else None")
            w(f"if {card} is None:")
            w("    break")
        to = f"{self.ex.slot('hand')} + {a}"
        kind = "draw" if isinstance(verb, m.Draw) else "take"
        in_place(self.mod, w, kind, a, "None", sp, (card, src, to))
        w(f"{done} = True")
        self.after_move(a, w, (verb.zone.name, "hand"))
        if once:
            w("break")
        w.dedent()
        return done
