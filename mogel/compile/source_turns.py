"""The loop of turns of the twins for bots answered at once -> one generated function, `TURNS`.

In `Game.play()` (the play twin, events kept) and `mogel.simulate` (the lab twin, events counted)
a round is some two dozen turns.  The engine's loop of turns (mogel.runtime.levels `Levels._turns`)
is generic: each turn it tests the mode it runs in, whether variables reset each turn, whether the
level is pruned, and calls the turn's function (`TURN`), which reads the engine's state anew.
Here the same loop is written once per module, for what the compiler knows of it, with the turn's
body written inline (not called):

    def turns_N(eng, spec, number, whose, checks, limit, v):
        s = eng.s                        # and the list of kept events, or the lab's counters
        while True:
            if s.turn >= limit: raise too_many_turns(eng, spec, number, limit, SPAN, SOURCE)
            ... the turn event, in place (as `_turns` writes it), for the twin's mode only
            if eng.steps < 0: raise round_work_stopped(eng, SPAN, SOURCE)
            eng.reset_variables('turn')  # only when a variable resets each turn
            ... the turn's body, inline (its first lines: what the start of a turn changed)
            ... the checks of the levels a turn ends, as pruned or not (and its which_kept)
            ... the seat of the next turn (`next_seat`, the order of play passing over who is out, missed turns)

`spec` is the level of turns being played, `number` its instance, `whose` the seat of its first
turn (after `first:` and the turns passed over), `checks` the levels whose `ends when:` is tested
after each turn (`Levels.levels_a_turn_ends`), `limit` the most turns an instance may take
(MAX_PARTS, as mogel.runtime.levels reads it), `v` the names bound (none: the engine's NO_NAMES).
It returns only by raising: the exception that ends a level (`RoundOver`, from `eng.level_ended`
or an `end`) or stops a game, raised where `_turns` and the turn's function raise it, with the
same message.  `_turns` runs it when the module has one (`Program.turns`) and the engine runs in
the mode it was written for (events kept in the play twin, the lab mode in the lab twin); else its
own loop, which calls `TURN` (as a Scenario and the other twins do).

The turn's body is a block of statements (mogel.compile.source_stmt): each `break` or `continue`
it writes lies inside a loop of its own, and it writes no `return` (an `end` raises), so inside
this `while` it runs as in its function.  Each name this loop binds is of `LOOP` (source_module),
none a name the body writes (a counted name or one of the window's and expressions' locals).
"""

from __future__ import annotations

from ..check.work import WORK
from ..language import model as m
from .source_module import Ctx, Writer

CHECK = ("index = level.which_end(s, v)", "if index is not None:", "    eng.level_ended(level, index)")


def write_turns(rules: m.Rules, st, which_kept: str) -> str:
    """Write the loop of turns (module docstring) into `st.mod`, a twin for bots answered at once,
    and return its function's name; "None" in the other modules (which `_turns` never gives it).
    `st`: the module's StmtSource; `which_kept`: the text that names the pruned level's which_kept
    ("None": none)."""
    mod = st.mod
    if not mod.at_once:
        return "None"
    sp = mod.span(rules.turn.span)
    w = Writer()
    w("s = eng.s")
    if mod.lab:   # the lab mode (Engine.lab set): the turns counted by seat, or not
        w("by_seat = eng.lab['turn']")
        w.counts = {}   # and those of the body's events, before the loop (source_events `in_place`)
    else:   # events kept (Engine.tally None): the list of events (never replaced)
        w("events = eng.events")   # its `append` of a local list: CPython's in-place append, no call of a bound method
        w.keeps = "events"   # the body's events kept in place in it, untested (source_events `in_place`)
    head = len(w.lines)
    w("while True:")
    w.indent()
    w("if s.turn >= limit:")
    w(f"    raise too_many_turns(eng, spec, number, limit, {sp}, SOURCE)")
    turn_event(mod, w, sp)
    w("if eng.steps < 0:")   # turns with no loop, each working out much (mogel.compile.work)
    w(f"    raise round_work_stopped(eng, {sp}, SOURCE)")
    if any(variable.reset == "turn" for variable in rules.variables.values()):
        w("eng.reset_variables('turn')")
    if st.ends is not None:
        st.turn_begun(w)
    st.block(rules.turn.body, Ctx({}, "v", {}, ("v",)), w)
    if mod.lab:   # the counters of the body's events, read once
        w.lines[head:head] = [f"    {counter} = eng.lab[{kind!r}]" for kind, counter in w.counts.items()]
    level_checks(st, which_kept, w)
    w("if s.next_seat is None:")   # Turns.after_turn_seat, its call made only for a seat that misses turns
    w("    whose = s.next_in[whose]")   # the next seat that is in (mogel.runtime.seating): None when nobody is
    w("    if whose is None:")
    w("        raise eng.nobody_in()")
    w("else:")
    w("    whose = s.next_seat")
    w("if s.missing[whose]:")
    w("    whose = eng.turn_seat(whose)")
    return mod.function(mod.fresh("turns"), ("eng", "spec", "number", "whose", "checks", "limit", "v"), w,
                        rules.turn.span)


def turn_event(mod, w: Writer, sp: str) -> None:
    """The turn event of `whose` as `Levels._turns` writes it in place (Engine.emit_turn without its
    call), for the twin's mode: counted by seat in the lab twin, else kept (a plain tuple) and told."""
    w("s.active = whose")
    w("s.turn = s.turn + 1")
    w("s.next_seat = None")
    w("s.room = s.room - 1")
    if mod.lab:
        w("if not s.room:")
        w("    eng.out_of_room()")
        w(f"s.work = {WORK}")
        w("if by_seat is not None:")
        w("    by_seat[whose] += 1")
        return
    w(f"events.append(('turn', whose, (), {mod.constant('INFO()')}, {sp}))")
    w("if not s.room:")
    w("    eng.out_of_room()")
    w(f"s.work = {WORK}")
    w("if eng.on_event is not None:")
    w("    eng.tell()")


def level_checks(st, which_kept: str, w: Writer) -> None:
    """After the turn: the `ends when:` of the levels a turn ends (`checks`, outermost first); of
    the pruned level (then the only one), in the phase "play", only the operands a move tests at
    every check (`which_kept`, mogel.compile.levels Ends), none when it has none."""
    if st.ends is None:
        every(w)
        return
    if which_kept == "None":
        w("if eng.phase != 'play':")
    else:
        w("if eng.phase == 'play':")
        w(f"    index = {which_kept}(s, v)")
        w("    if index is not None:")
        w("        eng.level_ended(spec, index)")
        w("else:")
    w.indent()
    every(w)
    w.dedent()


def every(w: Writer) -> None:
    """The test of each level of `checks`: the first that holds ends it."""
    w("for level in checks:")
    for line in CHECK:
        w("    " + line)
