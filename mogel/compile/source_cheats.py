"""The `cheat` blocks of the rules -> one generated window function each, and the table WINDOW.

A cheating window opens after each move and, if the rules say so, during a race.  Each `cheat`
block is written as a generator function `window_N(eng, mover, race)` (in the twins for bots
answered at once a plain one: mogel.compile.source_module `Module.steps`) with everything its block
and its accusation say folded in: which windows it opens (`after each move`: every seat from the
mover's left round to the mover; `after own move`: the mover; `during races`: every seat from
the player on turn), its `by:` (who may), its `moves:` (how many chances a seat has, from and to
which zone), its `only if:` worked out in place (a test of each card goes through the engine's
`card_options`), who notices (`noticed by:`) and how much less well during races, and when its
accusation is asked (`when: after each act`: right after each seat's chances, even when nothing
happened; `after each window`: once at its end) of whom (`by:`), with its `if right:` and `if
wrong:` blocks (written by mogel.compile.source_accuse: after the one chance of a seat, once
after a covert move and once after none, each with what is known there).  A covert move not yet
caught is the tuple (cheater, card, noticed, watcher), where more than one may be.  What every window shares is the engine's (mogel.runtime.covert: the Decisions "hide a card?" and
"accuse whom?", a notice when chance is asked, the accusation of a window's covert moves settled);
a notice is drawn and an accusation after each act settled in the window itself, its seats read
from State's rings.  A seat with a countdown (a bot whose covert moves and unprovoked accusations
are a fixed rate: mogel.agents.countdown) is asked at each chance through it, without a Decision:
a chance not taken is recorded as None (a countdown under way counted down in place, in the
engine's lists by seat `cheat_left` and `accuse_left`, as `Countdown.trial` would; a chance it
takes too, at 0; a count UNDRAWN drawn in place by `trial`'s formula; a uniform hide drawn as
`Engine.countdown_answer` draws it; an accusation with proof answered as `Countdown.answer`
does; the accuser's countdown right after a chance not taken: `QUIET`).  `WINDOW` is the one
function the engine calls: the block's, or one running every block's in file order.  In the
twins for bots answered at once a move's window is written in place (`inline_window`, no call).
"""

from __future__ import annotations

import re

from ..check.variants import written_at
from ..language import model as m
from .source_accuse import UNDRAWN, AccusationSource, drawn, quiet_lines
from .source_events import in_place
from .source_facts import calls_nothing
from .source_loops import free_names
from .source_module import Ctx, Writer, answered


def write_windows(rules: m.Rules, ex, st) -> str:
    """Write a window function per `cheat` block into `ex.mod`; returns the text of WINDOW."""
    mod = ex.mod
    names = [_window(rules, ex, st, c) for c in rules.cheats.values()]
    if len(names) == 1:
        return names[0]
    w = Writer()
    for name in names:
        w(mod.steps(f"{name}(eng, mover, race)"))
    if not names:
        w("# no `cheat` block in the rules: no cheating window after a move")
        w("return ()")
    return mod.function(mod.fresh("window"), ("eng", "mover", "race"), w, generator=bool(names))


def _window(rules: m.Rules, ex, st, c: m.Cheat) -> str:
    """The window function of the cheat block `c` (module docstring)."""
    mod = ex.mod
    windows = frozenset(c.windows or ("after_each_move",))
    w = Writer()
    w("s = eng.s")
    w("if race:")
    w("    seats = s.seats_from(s.active)" if "during_races" in windows else "    return")
    if "after_each_move" in windows:   # from the mover's next seat round to the mover
        w("elif mover is not None:")   # the rings by seat read in place (State.seats_from: a call)
        w("    seats = s.rings[s.next_of[mover]]")
        w("else:")
        w("    seats = s.rings[s.next_of[s.seats_from(s.active)[0]]]")
    elif "after_own_move" in windows:
        w("elif mover is None:")
        w("    return")
        w("else:")
        w("    seats = (mover, )")
    else:
        w("else:")
        w("    return")
    w("v = {}")
    if not mod.at_once:   # for bots answered at once every seat's answerer is true
        w("answerers = eng.answerers")
    for line in _game_lines(rules, mod, c, "race"):
        w(line)
    _body(rules, ex, st, c, w, "race", "v")
    if not any(re.search(r"\bv\b", line) for line in w.lines if line != "    v = {}"):
        w.lines.remove("    v = {}")   # no expression of the block reads `v`
    return mod.function(mod.fresh("window"), ("eng", "mover", "race"), w, written_at(rules, c), generator=True)


def inline_window(st, mover: str, w: Writer) -> bool:
    """In the twins for bots answered at once, the window after a move of `mover` (the Python name
    of a seat or None) in place at `w`'s level, no race, instead of a call of WINDOW, in a block's
    function (`w`'s first line `s = eng.s`; a move without a mover calls it): what stays
    the same for the whole game (`_game_lines`) read once after that line, the rest at the move,
    under the window's own names (mogel.compile.source_module WINDOW), the names of the rules in
    the module's empty dict.  False (nothing written) for rules with more than one `cheat` block
    or none, or no window after a move."""
    rules, ex = st.rules, st.ex
    mod, cheats = ex.mod, tuple(rules.cheats.values())
    windows = frozenset(cheats[0].windows or ("after_each_move",)) if len(cheats) == 1 else frozenset()
    if not mod.at_once or mover == "None" or not w.lines or w.lines[0] != "    s = eng.s" \
            or not windows & {"after_each_move", "after_own_move"}:
        return False
    game = ["    " + line for line in _game_lines(rules, mod, cheats[0], "False")]
    if w.lines[1:1 + len(game)] != game:   # the function's first window: read once at its start
        w.lines[1:1] = game
    present = re.fullmatch(r"a_\d+", mover) is not None and _tested(mover, w)   # (an actor: set once)
    guarded = "after_each_move" not in windows and not present   # as the window function's seats
    if guarded:
        w(f"if {mover} is not None:")
        w.indent()
    first = mover if present else f"{mover} if {mover} is not None else s.seats_from(s.active)[0]"
    w(f"seats = s.rings[s.next_of[{first}]]" if "after_each_move" in windows else f"seats = ({mover}, )")
    _body(rules, ex, st, cheats[0], w, "False", mod.constant("{}"))
    if guarded:
        w.dedent()
    return True


def _tested(name: str, w: Writer) -> bool:
    """Whether the place `w` writes at lies in `if NAME is not None:`."""
    depth = 4 * w.level
    for line in reversed(w.lines):
        text = line.lstrip()
        if text and not text.startswith("#") and len(line) - len(text) < depth:   # a block it lies in
            if text == f"if {name} is not None:":
                return True
            depth = len(line) - len(text)
    return False


def _game_lines(rules: m.Rules, mod, c: m.Cheat, race: str) -> list:
    """What a window reads that stays the same for the whole game (`race`: Python text, known)."""
    w = Writer(0)
    w("countdowns = eng.countdowns")
    answered(mod, w, "decisions = eng.decisions")   # the record of every answer, None for a chance not taken
    w(f"left = eng.cheat_left[{race}]")   # the countdowns of covert moves by seat (mogel.agents.countdown)
    if any(a.of == c.name for a in rules.accusations.values()):
        w("accuse_left = eng.accuse_left")
    return w.lines


def _body(rules: m.Rules, ex, st, c: m.Cheat, w: Writer, race: str, env: str) -> None:
    """A window's chances, seat by seat of `seats`, and its accusation, `race` (Python text) and
    the dict of names `env` given."""
    mod = ex.mod
    a = next((a for a in rules.accusations.values() if a.of == c.name), None)
    plain = Ctx({}, env, {}, (env,))
    by, barred = _who_may(ex, c.by, plain)
    each_act = a is not None and (a.when or "act") == "act"
    # an accuser who holds a role is the same at each act: only an accusation settled moves a role
    held = each_act and isinstance(a.by, m.Name) and a.by.name in rules.roles
    held_expr = ex.expr(a.by, plain) if held else None
    if held:   # the accuser, worked out with the `by:`
        by = [by, "accuser = barred" if by == f"barred = {held_expr}" else f"accuser = {held_expr}"]
    else:
        by = [by]
    for line in by:
        w(line)
    if a is not None and not each_act:
        w("acts = []")
    # every seat's pile the chances take from, the very lists of `zones` (State.seat_piles): a subscript each
    w(f"hands = s.seat_piles[{ex.slot(c.moves.src)}]")
    w("for seat in seats:")
    w.indent()
    w(f"if {barred}:")
    w("    continue")
    looped = c.moves.count != 1
    single = each_act and not looped   # asked right after the seat's one chance: after a covert move, after none
    if a is not None and not single:
        w("act = None")
    accusing = AccusationSource(ex, st, a, by, held) if a is not None else None
    if accusing is not None:
        accusing.env = env
    if accusing is not None and single:   # asked right after the covert move `card`, which lies there
        accusing.lies = c.moves.dst
    if each_act and looped:
        w("offered = False")
    _chances(ex, st, c, a, w, mod.span(c.where("moves")), accusing if single else None, each_act and looped,
             held_expr, held and by[-1] == "accuser = barred", (race, env))
    if a is not None and not each_act:
        w("if act is not None:")
        w("    acts.append(act)")
    if each_act and looped:   # after each act: asked once the seat had a chance, right after its last
        w("if offered:")
        w.indent()
        accusing.asked(w, "act")
        w.dedent()
    w.dedent()
    if a is not None and not each_act:
        accusing.asked(w, "acts")


def _who_may(ex, by, plain) -> tuple:
    """The line working out the block's `by:` at a window's start (and after an accusation) and
    the test that bars a `seat` from it.  `players except E`, every seat but one, is that one
    seat (`barred`), compared with each seat without listing the others; any other set is listed."""
    if isinstance(by, m.Except) and ex.expr(by.source, plain) == "s.seats_from(s.active)":
        return f"barred = {ex.expr(by.item, plain)}", "seat == barred"
    return f"allowed = {ex.expr(by, plain)}", "seat not in allowed"


def _chances(ex, st, c: m.Cheat, a, w: Writer, span: str, single, offered: bool, held_expr, barred: bool,
             known: tuple) -> None:
    """A seat's chances of a covert move: each needs a card it may hide; the first not taken
    ends them.  With an accusation `a`, the last covert move is kept as `act`, or (`single`, the
    AccusationSource of a seat of one chance, asked right after it) none is kept: the accusation
    is written after the covert move `card` and after none; `offered`: note a chance in
    `offered`; `held_expr`: the role the window keeps as `accuser` (a watcher holding it is the
    accuser), `barred` the seat barred from the window (never the seat with a chance); `known`:
    the Python texts of `race` and of the dict of names (`_body`)."""
    mod, moves, (race, env) = ex.mod, c.moves, known
    looped = moves.count != 1
    if looped:
        w(f"for tries in range({int(moves.count)}):")
        w.indent()
    zone = f"s.zones[{ex.slot(moves.src)} + seat]"   # the seat's pile as expressions read it
    hand, pile, fewest = "hands[seat]", "pile", 0   # the seat's pile as read (`hands`: by seat), its text, fewest cards
    only_if = c.only_if
    per_card = only_if is not None and "card" in free_names(
        only_if, lambda e: ex.typer.type_of(e, {"card": "card", "player": "player"}))
    tail = single is not None and not per_card   # `continue` past the seat: a short jump (specialised)
    if per_card:
        w(f"pile = {hand}")
        w(f"options = eng.card_options(pile, {ex.card_test(only_if, {})}, {env}, seat, None)")
        w("if options:")
        w("    options = (None, *options)")
    else:
        test = "" if only_if is None else " and " + ex.expr(only_if, Ctx({}, env, {}, (env,)).bind(
            "player", "player", "seat", sure=True))
        if "'" not in test and '"' not in test:   # no text of the rules in it: the seat's pile is `pile`
            test = test.replace(zone, "pile")
        least = re.fullmatch(r" and \(len\(pile\) (>=|>) (\d+)\)", test)   # a size the `only if:` asks of it
        fewest = int(least[2]) + (least[1] == ">") if least else 0
        if fewest >= 1:   # at least one card: the pile is not empty
            pile = hand   # read once on the common path: not kept
            test = f"len({pile}) {least[1]} {least[2]}"
        else:
            w(f"pile = {hand}")
            test = "pile" + test
        w(f"if not ({test}):" if tail else f"if {test}:")   # the whole hand: listed only if a Decision is built
        if tail:   # (Covert.cheat_decision)
            w("    continue")
    options = "options" if per_card else "None"
    w.level += 0 if tail else 1
    if offered:
        w("offered = True")
    w("count = left[seat]")
    w("if count > 0:" if mod.at_once else "if count > 0 and answerers[seat]:")   # its countdown under way: the chance is not taken (Countdown.trial)
    w("    left[seat] = count - 1")
    quiet = single is not None and held_expr is not None
    if quiet:   # no covert move, an accuser of the window whose countdown is under way too: the seat is done
        for line in quiet_lines(mod):
            w(f"    {line}")
    else:
        answered(mod, w, "    decisions.append(None)")
    if single is not None:
        w("    card = None")
    if looped:
        w("    break")
    w("else:")
    w.indent()
    w("counter = countdowns[seat]")
    w("if counter is None:" if mod.at_once else "if counter is None or not answerers[seat]:")
    w(f"    decision = eng.cheat_decision(seat, {pile}, {options}, {span}, {race})")
    w("    card = eng.answer(decision)" if mod.at_once else "    card = eng.answer(decision) if answerers[seat] else (yield decision)")
    w("else:")
    w.indent()
    drawn(w, race, "left[seat]")
    # due; its bot reads the options at once.  A count of 0 is a trial that succeeds: taken in place,
    # its next count undrawn, as `Countdown.trial`; none drawn in place (a rate of 0 or 1, or SHARED): the trial
    w(f"if count == 0 or count < 0 and counter.trial({race}):")
    w("    if count == 0:")
    w(f"        left[seat] = {UNDRAWN}")
    if not per_card:   # the first card of each face (Covert.all_faces), without a function to list them later (a loop: source_options)
        for line in ("seen = {}", f"for card in {pile}:", "    seen.setdefault(FACES[card], card)",   # face -> its first card
                     # a bot that hides uniformly: Engine.countdown_answer's draw in place (a card of each of
                     # the pile's faces, at least one), the same answer and generator state, a Python call fewer
                     "if counter.hides_any:", "    faces = len(seen)", "    bits = faces.bit_length()",
                     "    drawn = counter.rng.getrandbits(bits)", "    while drawn >= faces:",
                     "        drawn = counter.rng.getrandbits(bits)", "    card = [*seen.values()][drawn]",
                     "    decisions.append(card)", "else:"):
            if mod.records or not line.lstrip().startswith("decisions."):
                w(f"    {line}")
        w.indent()
    listed = ("counter.hides_any", "options") if per_card else ("False", "(None, *seen.values())")   # (not uniformly: drawn above)
    w(f"    card = eng.countdown_answer({listed[0]}, counter, seat, 'cheat', {listed[1]}, "
      f"{span}, eng.cheat_info[{race}], counter.hide)")
    if not per_card:
        w.dedent()
    w("else:")
    if quiet:   # its countdown drawn or under way, the chance not taken: as above
        for line in quiet_lines(mod):
            w(f"    {line}")
    else:
        answered(mod, w, "    decisions.append(None)")
    w("    card = None")
    w.dedent()
    if single is not None:   # the accusation after the covert move and after none
        w.dedent()
    w("if card is not None:")
    w.indent()
    src, dst = ex.slot(moves.src), ex.slot(moves.dst)
    info = mod.constant(f"INFO({{'cheat': {mod.literal(c.name)}}})")   # one dict for every such event (infos are read only)
    in_place(mod, w, "cheat", "seat", info, span, ("card", f"{src} + seat", f"{dst} + seat"))
    # no check follows a covert move; from a pile of two cards at least, one is left: as empty or not as it was
    st.aside((moves.src, moves.dst), w, kept=moves.src if not per_card and fewest >= 2 else None)
    if single is not None:
        _accused_after(ex, c, w, single, held_expr, barred, known)
        w.dedent()
        w("else:")
        w.indent()
        single.asked(w, "none")
        w.level -= 1 if tail else 2   # (and out of the test of the pile, but after `continue`)
        return
    caught = a is not None   # a covert move an accusation may catch is kept as `act`
    if c.noticed_by is not None:
        watcher = ex.expr(c.noticed_by, Ctx({}, env, {}, (env,)))
        w(f"watcher = {'accuser' if watcher == held_expr else watcher}")
        if caught:
            w("noticed = False")
        w("if watcher is not None and watcher != seat:")
        w.indent()
        _notice(ex, c, w, "watcher", watcher == held_expr or calls_nothing(watcher), race)
        w.dedent()
        if caught:
            w("act = (seat, card, noticed, watcher)")
    elif caught:
        w("act = (seat, card, False, None)")
    w.dedent()
    if looped:   # a chance not taken ends them
        w("else:")
        w("    break")
    w.dedent()
    w.dedent()
    if looped:
        w("else:")
        w("    break")
        w.dedent()


def _notice(ex, c: m.Cheat, w: Writer, watcher: str, fresh: bool, race: str) -> None:
    """Whether `watcher` (not None, not the seat) notices `seat`'s covert move, in `noticed`:
    asked (`eng.asks_chance`), else drawn with the chance of its attention and told in place;
    `fresh`: the covert move's event is the last thing that changed the work budget; `race`: Python text."""
    mod = ex.mod
    races = "during_races" in c.windows if c.windows else False
    factor = 1.0 if c.race_attention is None or not races else float(c.race_attention)
    factor = f"({factor!r} if race else 1.0)" if factor != 1.0 and race == "race" else "1.0"
    span = mod.span(c.where('noticed_by'))
    if not mod.at_once:   # for bots answered at once chance is drawn, never asked
        w("if eng.asks_chance:")   # asked (mogel.openspiel: a generator)
        w(f"    noticed = yield from eng.asked_notice(seat, {watcher}, {factor}, {span})")
        w("else:")   # drawn with the chance of the watcher's attention (Covert.notice, in place: a call fewer)
        w.indent()
    w(f"chance = eng.seats[{watcher}].attention * {factor}")
    w("noticed = eng.rng.random() < chance")
    in_place(mod, w, "notice", watcher,   # its info one dict a (chance, noticed, cheater): Covert.notice_info
             "eng.notice_info[chance][noticed][seat]", span, fresh=fresh)
    if not mod.at_once:
        w.dedent()


def _accused_after(ex, c: m.Cheat, w: Writer, single, held_expr, barred: bool, known: tuple) -> None:
    """The covert move `card` of `seat` noticed (or not) and the accusation after it (`single`,
    an AccusationSource): when the window's accuser is the watcher, both under one test of
    `accuser` (and none of it being the seat when that is `barred`); else the watcher's (`known`: `_chances`)."""
    race, env = known
    if c.noticed_by is None:
        single.accuser(w)
        w("if accuser is not None:")
        w.indent()
        single.asked(w, "card")
        w.dedent()
        return
    watcher = ex.expr(c.noticed_by, Ctx({}, env, {}, (env,)))
    if watcher == held_expr:   # the accuser watches
        w("if accuser is not None:")
        w.indent()
        if not barred:
            w("noticed = False")
            w("if accuser != seat:")
            w.indent()
        _notice(ex, c, w, "accuser", True, race)
        if not barred:
            w.dedent()
        single.asked(w, "card", "noticed")
        w.dedent()
        return
    w(f"watcher = {watcher}")
    w("noticed = False")
    w("if watcher is not None and watcher != seat:")
    w.indent()
    _notice(ex, c, w, "watcher", calls_nothing(watcher), race)
    w.dedent()
    single.accuser(w)
    w("if accuser is not None:")
    w.indent()
    w("noticed = noticed and watcher == accuser")   # noticed by the accuser
    single.asked(w, "card", "noticed")
    w.dedent()
