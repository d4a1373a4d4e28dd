"""The accusation of a `cheat` block's covert moves, written into its window function
(mogel.compile.source_cheats): who accuses (its `by:`), whom (asked, or a countdown's answer in
place), and the accusation settled, its `if right:` or `if wrong:` block run with no cheating
meanwhile.

After each act of a seat of one chance, the window writes the accusation twice, once after a
covert move and once after none, each with what the generator knows there: after none, nobody
noticed anything and the accusation is wrong whomever it names; after the covert move `card`
of `seat`, that move is the one it may catch (right when it names `seat`), and whether the
accuser noticed it is a truth value, `[seat]` or nothing; the first test of a countdown (an
accuser who noticed nothing) is asked only where nothing happened.  Elsewhere (a seat of more
chances, `after each window`) the covert moves are the tuples (cheater, card, noticed,
watcher) of `act` or `acts`.  The tuples' engine part: mogel.runtime.covert (`settle`).
"""

from __future__ import annotations

import ast
import re
import textwrap
from typing import Optional

from ..language import model as m
from .source_events import in_place
from .source_module import Ctx, Writer, answered

ACCUSATION = {"accuser": "player", "accused": "player", "cheated": "card"}
UNDRAWN = -1   # mogel.runtime.covert.UNDRAWN (mogel.compile imports no runtime; tests/agents/test_countdown.py)
ACCUSING = 2   # mogel.agents.countdown.ACCUSING: the countdown of accusations
# what the accusation offers, by what it follows: the covert move kept as `act` (or None), the
# window's list `acts`, none (no covert move), the seat's covert move `card`
KINDS = ("act", "acts", "none", "card")

# A seat's chance not taken (its countdown under way), recorded: the accuser's countdown, kept by the
# window (`held`), counted down in place when it is under way too, as the accusation's own first test
# would (no covert move), its None recorded, and the seat done; else the accusation that follows the seat's
# chance runs.  The accuser's answerer is tested after the seat's None is recorded: a Game stopping at a
# number of decisions (play_until, a saved game resumed) stops between the two
QUIET = ("decisions.append(None)", "if accuser is not None:", "    count = accuse_left[accuser]",
         "    if count > 0 and answerers[accuser]:", "        accuse_left[accuser] = count - 1",
         "        decisions.append(None)", "        continue")


def quiet_lines(mod) -> tuple:
    """QUIET as `mod` writes it (mogel.compile.source_module `Module`): for bots answered at once,
    no test of the accuser's answerer (true); no record where the module keeps none."""
    lines = tuple(line.replace(" and answerers[accuser]", "") for line in QUIET) if mod.at_once else QUIET
    return lines if mod.records else tuple(line for line in lines if not line.lstrip().startswith("decisions."))


# the engine's methods an accusation's block may call that never read `eng.suppress` (nor call
# what reads it): an event made, a decision asked, the round ended, the check's phase set, a
# verb run to its end (`done`: its own call is looked at too), a refill (it suppresses windows itself)
QUIET_CALLS = frozenset({"emit", "emit_card", "tell", "level_ended", "out_of_room", "ask", "unchecked", "move_info",
                         "decision", "done", "refill"})
KEPT_LISTS = frozenset({"events", "decisions"})   # `eng.events.append(...)`, `eng.decisions.append(...)`


def opens_nothing(lines) -> bool:
    """Whether the generated `lines` (a block) may run with windows not suppressed and do the
    same: no line hands the engine to a call (a block's function, a card's `on play`, the
    window) or calls an engine method other than QUIET_CALLS (a verb of its own, a race)."""
    tree = ast.parse(textwrap.dedent("\n".join(lines)))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        if any(isinstance(arg, ast.Name) and arg.id == "eng" for arg in (*node.args, *(k.value for k in node.keywords))):
            return False
        func = node.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "eng":
            if func.attr not in QUIET_CALLS:
                return False
        elif any(isinstance(part, ast.Name) and part.id == "eng" for part in ast.walk(func)) and not (
                isinstance(func, ast.Attribute) and func.attr == "append" and isinstance(func.value, ast.Attribute)
                and func.value.attr in KEPT_LISTS and isinstance(func.value.value, ast.Name)):
            return False
    return True


def drawn(w: Writer, which, store) -> None:
    """`Countdown.trial`'s draw written in place (mogel.agents.countdown): a seat's `count`
    UNDRAWN, at a rate strictly between 0 and 1 (its divisor in the countdown's `scales`, else
    None: left to `trial`), gets its next count by the same float arithmetic from the same
    generator draw; `store`: where a count above 0 is counted down at once (the chance not
    taken); a count of 0 is stored UNDRAWN by the chance taken, so that each trial stores its
    seat's count once, as `trial` does (bench/reference_check.py logs a trial by that store)."""
    w(f"if count == {UNDRAWN}:")
    w(f"    scale = counter.scales[{which}]")
    w("    if scale is not None:")
    w("        count = int(log(1.0 - counter.rng.random()) / scale)")
    if store is not None:
        w("        if count:")
        w(f"            {store} = count - 1")


class AccusationSource:
    """The accusation `a` of a window: `by`, the lines that work out the block's `by:` (again
    after an accusation: it may have moved a role); `held`: they work out the accuser too (a
    role the window keeps as `accuser`), else it is worked out where it is asked."""

    def __init__(self, ex, st, a: m.Accusation, by: list, held: bool):
        self.ex, self.st, self.mod, self.a, self.by, self.held = ex, st, ex.mod, a, by, held
        self.span = self.mod.span(a.where("by"))
        self.lies = None   # the zone the window's covert move `card` went to (its cheat's `moves:`), when known
        self.env = "v"   # the window's dict of names (mogel.compile.source_cheats `inline_window`: the module's empty one)
        self.spans = self.mod.span(a.where("if_right")), self.mod.span(a.where("if_wrong"))

    def function(self, right: bool) -> str:
        """The function `(eng, v)` of the block `if right:` (right) or `if wrong:`, for the
        engine's `settle` or a covert move kept as `act`: run only while windows are suppressed,
        with an accuser and an accused, and the card caught if right."""
        a = self.a
        return self.st.function(a.if_right if right else a.if_wrong, ACCUSATION, "accusation",
                                where=a.where("if_right" if right else "if_wrong"),
                                sure=frozenset(ACCUSATION if right else ("accuser", "accused")), suppressed=True)

    def inline(self, w: Writer, right: bool) -> None:
        """The block `if right:` (right: `card` caught) or `if wrong:` written in place, run
        while windows are suppressed: its names the window's locals `accuser`, `accused` (and
        `card`, if right), never absent, and a dict of the three made first only where the
        block reads one from a dict (a copy of its names, a function it calls)."""
        a, st = self.a, self.st
        where = a.where("if_right" if right else "if_wrong")
        w(f"# {self.mod.comment(where)}")
        env = self.mod.fresh("v")
        py = {"accuser": "accuser", "accused": "accused", **({"cheated": "card"} if right else {})}
        inner = Writer(w.level)
        outer, st.suppressed = st.suppressed, True
        if right and self.lies is not None:   # the block runs right after the covert move it caught
            st.lies = ("cheated", "card", self.lies)
        try:
            st.block(a.if_right if right else a.if_wrong, Ctx(dict(ACCUSATION), env, py, (env, *py.values()),
                                                               frozenset(py)), inner)
        finally:
            st.suppressed, st.lies = outer, None
        if any(re.search(rf"\b{env}\b", line) for line in inner.lines):
            w(f"{env} = {{'accuser': accuser, 'accused': accused, 'cheated': {'card' if right else 'None'}}}")
        for line in inner.lines:
            w.lines.append(line)
        w.yields = w.yields or inner.yields

    def accuser(self, w: Writer) -> None:
        """`accuser`, worked out from the `by:` unless the window keeps it."""
        if not self.held:
            w(f"accuser = {self.ex.expr(self.a.by, Ctx({}, self.env, {}, (self.env,)))}")

    def asked(self, w: Writer, kind: str, noticed: Optional[str] = None) -> None:
        """The accusation, offered even when nothing happened (`kind` one of KINDS; "card": the
        caller has tested `accuser`, and `noticed` is the Python text of whether it noticed
        `seat`'s covert move, None where it cannot have).  An accuser whose countdown is under
        way and who noticed nothing is counted down in place (`accuse_left`), without a
        Decision; at 0 it accuses, in place too."""
        span, mod = self.span, self.mod
        if kind != "card":
            self.accuser(w)
            w("if accuser is not None:")
            w.indent()
            w("count = accuse_left[accuser]")
            # having noticed nothing, its countdown under way: no accusation (Countdown.trial)
            nothing = {"act": " and act is None", "acts": " and not acts", "none": ""}[kind]
            w(f"if count > 0{nothing}:" if mod.at_once else f"if count > 0{nothing} and answerers[accuser]:")
            w("    accuse_left[accuser] = count - 1")
            answered(mod, w, "    decisions.append(None)")
            w("else:")
            w.indent()
        if kind == "act":
            w("noticed = None if act is None else ([seat] if act[2] and act[3] == accuser else [])")
        elif kind == "acts":
            w("noticed = [a[0] for a in acts if a[2] and a[3] == accuser] if acts else None")
        listed = "noticed" if kind in ("act", "acts") else f"[seat] if {noticed} else None" if noticed else "None"
        w("counter = countdowns[accuser]")
        w("if counter is None:" if mod.at_once else "if counter is None or not answerers[accuser]:")
        w(f"    decision = eng.accusation_decision(accuser, {listed}, {span})")
        w("    accused = eng.answer(decision)" if mod.at_once else
          "    accused = eng.answer(decision) if answerers[accuser] else (yield decision)")
        # noticed a covert move: the countdown's `answer` to the accusation with proof, in place when its bot
        # accuses as `Agent.accuse` does (`proof`): the last seat noticed (an option), recorded, no Decision
        if kind != "none" and (kind != "card" or noticed):
            w(f"elif {noticed if kind == 'card' else 'noticed'}:")
            w("    if counter.proof:")
            w(f"        accused = {'seat' if kind == 'card' else 'noticed[-1]'} if counter.blames else None")
            answered(mod, w, "        decisions.append(accused)")
            w("    else:")
            w(f"        accused = eng.answer(eng.accusation_decision(accuser, "
              f"{'[seat]' if kind == 'card' else 'noticed'}, {span}))")
        # noticed nothing, after a covert move it missed: as the first test's (Countdown.trial), in place
        w("else:")
        w.indent()
        if kind == "card":   # read only here: the first test, of nothing having happened, was not asked
            w("count = accuse_left[accuser]")
        drawn(w, ACCUSING, None)   # a count drawn in place is counted down at once, as one under way
        w("if count > 0:")
        w("    accuse_left[accuser] = count - 1")
        answered(mod, w, "    decisions.append(None)")
        w("    accused = None")
        # due (a count of 0 taken in place, its next undrawn), or Countdown.trial of accusations (ACCUSING)
        w(f"elif count == 0 or counter.trial({ACCUSING}):")
        w("    if count == 0:")
        w(f"        accuse_left[accuser] = {UNDRAWN}")
        w(f"    accused = eng.accuse_by(counter, accuser, {'noticed' if kind in ('act', 'acts') else 'None'}, {span})")
        w("else:")
        answered(mod, w, "    decisions.append(None)")
        w("    accused = None")
        w.dedent()
        w("if accused is not None:")
        w.indent()
        if kind == "acts":
            w(self.mod.steps(f"eng.settle(acts, accuser, accused, {self.function(True)}, {self.function(False)}, "
                             f"{self.spans[0]}, {self.spans[1]})", True))
        else:   # Covert.settle_act written in place (a generator call fewer an accusation)
            self.settled(w, kind)
        for line in self.by:   # an accusation may have moved a role (its `by:` is worked out again, as before)
            w(line)
        w.dedent()
        if kind != "card":
            w.dedent()
            w.dedent()

    def settled(self, w: Writer, kind: str) -> None:
        """An accusation settled, as `Covert.settle_act`: right if `accused` made the covert move
        (`act`, `card` of `seat`, none), then the block `if right:` runs, else `if wrong:` (run
        with accuser, accused and cheated bound, no cheating meanwhile)."""
        mod, spans = self.mod, self.spans
        if kind == "none":
            caught = "False"
        else:
            caught = "caught"
            w("caught = act is not None and act[0] == accused" if kind == "act" else "caught = accused == seat")
        told = f"eng.accuse_info[{caught}][accused]"   # {'accused': accused, 'right': caught}, one dict each (Covert)
        in_place(mod, w, "accuse", "accuser", told, spans[1] if kind == "none" else f"{spans[0]} if caught else {spans[1]}",
                 judged=(caught, "accused"))
        body = Writer(w.level + 1)   # the blocks, run with windows suppressed unless they open none
        if kind == "act":
            body("if caught:")
            body("    " + self.mod.steps(f"{self.function(True)}(eng, {{'accuser': accuser, 'accused': accused, 'cheated': act[1]}})"))
            body("else:")
            body("    " + self.mod.steps(f"{self.function(False)}(eng, {{'accuser': accuser, 'accused': accused, 'cheated': None}})"))
        elif kind == "none":   # the blocks written in place
            self.inline(body, False)
        else:
            body("if caught:")
            body.indent()
            self.inline(body, True)
            body.dedent()
            body("else:")
            body.indent()
            self.inline(body, False)
            body.dedent()
        w.yields = w.yields or body.yields
        if opens_nothing(body.lines):   # nothing in them reads `eng.suppress`: the same without it
            w.lines.extend(line[4:] for line in body.lines)
            return
        w("eng.suppress += 1")
        w("try:")
        w.lines.extend(body.lines)
        w("finally:")
        w("    eng.suppress -= 1")
