"""An event the generated code writes in place at its site (`in_place`): the move, the change of
the State, the round's budget of events and the work budget, then the event kept (the usual
module: the plain tuple of its fields, an Event when read, `Engine.kept_events`) or counted (the
lab twin), as `Engine.emit`/`Engine.emit_card` would do there without the call.  The names it
writes come from mogel.compile.source_module (`BLOCK`, `IN_PLACE`, the module's `fresh` names),
as every name of the generated code does.
"""

from __future__ import annotations

from typing import Optional, Tuple

from ..check.work import WORK
from .source_module import BLOCK, COUNTED, IN_PLACE, Module, Writer


def in_place(mod: Module, w: Writer, kind: str, seat: str, info: str, span: str,
             move: Optional[Tuple[str, str, str]] = None, change: Optional[str] = None, kept: Optional[str] = None,
             fresh: bool = False, judged: Optional[Tuple[str, str]] = None) -> None:
    """Write an event of `kind` (one of IN_PLACE) by `seat`, with the info `info` and the span `span`
    (texts; info "None" for none) at its site, in place where the engine allows it: a `move` (card,
    from slot, to slot) of a card face up, while no card lies face down.  The text does what
    `eng.emit(...)`/`eng.emit_card(...)` would do there -- the move, the kind's `change` (a
    statement), the event counted against the round's budget (`State.room` counted down; at 0
    `Engine.out_of_room`, which counts the steps since the last event first when a charge asked for
    it, `State.spent`), the work budget given back -- and then, in the usual module, while events
    are kept (`Engine.tally` None, else the lab mode), the tuple (kind, seat, moves, info, span)
    kept in `Engine.events` (its info `kept`, when given: the same dict shared, such as
    `eng.onto_info[top]`, else `info`; an Event only once read, `Engine.kept_events`), the budget
    tested and, while someone listens, `Engine.tell` called, as `emit` does; in the lab twin (`mod.lab`: run
    only in the lab mode whose counters are none or of their form in IN_PLACE, `Engine.lab`) the
    seat's count or the counter called with the event's fields (a kind counted "call" in IN_PLACE;
    its info `kept` too, when given),
    with no test of the mode, as in the play twin's loop of turns, where events are kept for sure
    (`Writer.keeps`: its local list of events).  Else (a card face down; in the usual module, a lab mode) it calls
    the engine.
    `judged`: an accusation's (whether it was right, the accused), as texts.
    `fresh`: an event has just given the work budget back (`State.work` is WORK, no step counted
    since), so an event of no move counts none and gives none back.  Whether a card lies face down
    is tested only where the rules may lay one so (`Module.face_down`).
    Its names are BLOCK's, the same in every such block of a function (each lives only inside its
    block): a generated function has fewer locals, each a cost of its every call."""
    told = mod.constant("INFO()") if info == "None" else info   # `emit`'s info of an event without one (read only)
    prefix = []
    if move is not None:
        card, src, dst = move
        pile = BLOCK["pile"]
        prefix += [f"{pile} = s.zones[{src}]", f"if {pile}[-1] == {card}:", f"    {pile}.pop()", "else:",
                   f"    {pile}.remove({card})"]
        if not COUNTED.match(dst):
            slot = BLOCK["slot"]
            prefix.append(f"{slot} = {dst}")
            dst = slot
        prefix += [f"s.zones[{dst}].append({card})", f"s.where[{card}] = {dst}"]
    if change is not None:
        prefix.append(change)
    prefix.append("s.room = s.room - 1")   # not `-=`, as every count of the work budget: a bytecode fewer (no COPY, SWAP)
    # the work budget given back after the test of `room`, whose Engine.out_of_room counts the steps
    # since the last event first when State.spent asked for it (no test of `work` here)
    given = [] if fresh and move is None else [f"s.work = {WORK}"]
    moves = f"(({card}, {src}, {dst}), )" if move is not None else "()"
    tests = ([] if mod.lab or w.keeps else ["eng.tally is None"]) + \
        (["not s.face_down"] if move is not None and mod.face_down else [])
    if tests:
        w(f"if {' and '.join(tests)}:   # in place: " + ("the lab mode" if mod.lab else "events kept"))
        w.indent()
    for line in prefix:
        w(line)
    if mod.lab:   # counted
        w("if not s.room:")
        w("    eng.out_of_room()")
        for line in given:
            w(line)
        counter = BLOCK["counter"]
        if w.counts is None:
            w(f"{counter} = eng.lab[{kind!r}]")
        else:   # the loop of turns reads it once, before it (`Writer.counts`)
            counter = w.counts[kind] = w.counts.get(kind) or mod.fresh("n")
        form, call = IN_PLACE[kind], f"{counter}{'' if IN_PLACE[kind] == 'call' else '[2]'}({seat}, {moves}, {kept or told})"
        if form == "card":   # by seat when one of the triple's cards, else its call
            lines = (f"if {card} in {counter}[0]:", f"    {counter}[1][{seat}] += 1", f"elif {counter}[2] is not None:", f"    {call}")
        elif form == "judged":   # its call, else the accuser's count if wrong, the accused's if right
            lines = (f"if {counter}[2] is not None:", f"    {call}", f"elif {judged[0]}:", f"    {counter}[1][{judged[1]}] += 1",
                     "else:", f"    {counter}[0][{seat}] += 1")
        else:
            lines = (f"{counter}[{seat}] += 1" if form == "seat" else call,)
        w(f"if {counter} is not None:")
        for line in lines:
            w("    " + line)
    else:   # the plain tuple kept (no call: an Event is made only when read or told)
        w(f"{w.keeps or 'eng.events'}.append(({kind!r}, {seat}, {moves}, {kept or told}, {span}))")
        w("if not s.room:")
        w("    eng.out_of_room()")
        for line in given:
            w(line)
        w("if eng.on_event is not None:")   # told the event just kept, made an Event (a call only while someone listens)
        w("    eng.tell()")
    if not tests:   # an event of no move in the lab twin or while events are kept for sure (`keeps`): always in place
        return
    w.dedent()
    w("else:")
    if move is not None:
        w(f"    eng.emit_card({kind!r}, {seat}, {', '.join(move)}, {info}, {span})")
    else:
        w(f"    eng.emit({kind!r}, {seat}, (), {info}, {span})")
