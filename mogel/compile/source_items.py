"""The items of a checked Rules model -> the tables at the end of the generated module.

`write_items(rules, ex, st)` writes, in the order the engine's program was always built (the
first kind of a variable that is set wins), every block and expression the engine runs and the
tables that name them: REFILL (zone -> block), ROUNDS, STARTER, FIRST, ENDS, SETUP, SCORING,
TURN, LEVELS (per level of the chain, top first: times, starter, setup, steps, first, which
operand of the top `or` of `ends when:` holds first, scoring, whether a move tests only what it
may change and which_kept: mogel.compile.levels LevelSpec), ON_PLAY (kind -> block), CANNOT_PLAY / CANNOT_GIVE (kind ->
CardTest or None), CHEATS (per cheat: by, and its accusation's by), WINDOW (the cheating window
after a move or during a race: a function per cheat block, mogel.compile.source_cheats),
VARIABLES (starts per variable), CLAIMS (claim -> holds and the values its `says:` names),
CLAIM_ACCUSATIONS, and what the narration needs (RACE_NAMES, DECLINED, CHOICE_LABELS,
CHOICE_TOLD, VARIABLE_KINDS).  mogel.compile.program.Program reads them.
"""

from __future__ import annotations

from ..check.variants import written_at
from ..language import model as m
from ..check.levels import TURNS, chain, made_of
from ..check.vocabulary import starts_scope
from .levels import Ends, operands
from .source_cheats import write_windows
from .specs import PLACEHOLDER
from .work import chain_cost

ON_PLAY = {"played": "card", "active": "player"}
OWNER = {True: None, False: {"player": "player"}}   # a player's zone's `when empty`: `player` is its owner
CLAIM_ACCUSATION = {"accuser": "player", "accused": "player", "claimed": "cards"}


def write_items(rules: m.Rules, ex, st) -> None:
    """Write every item's functions and the tables (module docstring) into `ex.mod`."""
    mod = ex.mod
    game, rnd = rules.game, rules.round

    def where(item, part: str = None):
        return item.where(part) if part else item.span

    def expr(e, item, part, prefix, types=None):
        return ex.function(e, types or {}, prefix, where(item, part)) if e is not None else "None"

    def block(stmts, item, part, prefix, types=None, suppressed=False):
        """`suppressed`: run only while windows are suppressed (Engine.refill, an accusation's
        outcome: Claims.judge), every name of `types` bound, none absent (None)."""
        return st.function(stmts, types or {}, prefix, where=item.where(part),
                           sure=frozenset(types or ()) if suppressed else frozenset(), suppressed=suppressed)

    levels = chain(rules)
    if len(levels) == 1 and made_of(levels[0]) == TURNS and (levels[0].checked or "move") == "move" \
            and levels[0].ends_when is not None:   # the one level a move ever ends: its test at each move
        st.move_end, st.ends = levels[0], Ends(rules, levels[0])
    tables = {}
    tables["REFILL"] = "{" + ", ".join(f"{name!r}: {block(zone.when_empty, zone, 'when_empty', 'refill', OWNER[zone.shared], True)}"
                                       for name, zone in rules.zones.items() if zone.when_empty) + "}"
    tables["ROUNDS"] = expr(game.rounds, game, "rounds", "rounds")
    tables["STARTER"] = expr(rnd.starter, rnd, "starter", "starter")
    tables["SETUP"] = block(rnd.setup, rnd, "setup", "setup")
    tables["FIRST"] = expr(rnd.first, rnd, "first", "first")
    tables["ENDS"] = expr(rnd.ends_when, rnd, "ends_when", "ends")
    tables["SCORING"] = block(rnd.scoring, rnd, "scoring", "scoring")
    tables["TURN"] = st.function(rules.turn.body, {}, "turn", where=written_at(rules, rules.turn),
                                 head=st.turn_begun if st.ends is not None else None)
    items = []
    for level in levels:
        parts = operands(level.ends_when)
        ends = ex.first_true(parts, {}, "ends", level.where("ends_when")) if parts else "None"
        pruned = st.ends is not None and level is st.move_end
        kept = st.ends.kept if pruned else ()
        kept = ex.first_true([parts[i] for i in kept], {}, "ends", level.where("ends_when"), kept) if kept else "None"
        items.append(f"({expr(level.times, level, 'times', 'level')}, {expr(level.starter, level, 'starter', 'level')}, "
                      f"{block(level.setup, level, 'setup', 'level')}, "
                      f"{block(level.steps, level, 'steps', 'level') if level.steps else 'None'}, "
                      f"{expr(level.first, level, 'first', 'level')}, {ends}, "
                      f"{block(level.scoring, level, 'scoring', 'level')}, {pruned}, {kept})")
    tables["LEVELS"] = "(" + "".join(item + ", " for item in items) + ")"
    tables["ON_PLAY"] = "{" + ", ".join(f"{kind!r}: {block(card.on_play, card, 'on_play', 'on_play', ON_PLAY)}"
                                        for kind, card in rules.cards.items() if card.on_play) + "}"
    tables["ON_PLAY_CARD"] = "tuple(map(ON_PLAY.get, KINDS))"   # card -> its kind's `on play` or None
    costs = {kind: chain_cost(card) for kind, card in rules.cards.items() if card.on_play}
    tables["CHAIN_COST"] = f"tuple(map({mod.literal(costs)}.get, KINDS))"   # card -> the frames its `on play` adds
    for table, part in (("CANNOT_PLAY", "cannot_play"), ("CANNOT_GIVE", "cannot_give")):
        tables[table] = "{" + ", ".join(f"{kind!r}: {restriction(ex, getattr(card, part))}"
                                        for kind, card in rules.cards.items()) + "}"
    tables["CHEATS"] = "(" + "".join(cheat(rules, c, expr) + ", " for c in rules.cheats.values()) + ")"
    tables["WINDOW"] = write_windows(rules, ex, st)
    tables["VARIABLES"] = "(" + "".join(expr(v.starts, v, None, "variable", starts_scope(v)) + ", "
                                        for v in rules.variables.values()) + ")"   # per player: `player` bound
    tables["CLAIMS"] = "{" + ", ".join(f"{name!r}: {claim(ex, c, expr)}" for name, c in rules.claims.items()) + "}"
    accusations = []
    for name, a in rules.accusations.items():
        if a.of in rules.claims:
            accusations.append(f"{name!r}: ({expr(a.by, a, 'by', 'accusation', {'active': 'player'})}, "
                               f"{block(a.if_right, a, 'if_right', 'accusation', CLAIM_ACCUSATION, True)}, "
                               f"{block(a.if_wrong, a, 'if_wrong', 'accusation', CLAIM_ACCUSATION, True)})")
    tables["CLAIM_ACCUSATIONS"] = "{" + ", ".join(accusations) + "}"
    for table, value in (("RACE_NAMES", st.race_names), ("DECLINED", st.declined),
                         ("CHOICE_LABELS", st.choice_labels), ("CHOICE_TOLD", st.choice_told),
                         ("VARIABLE_KINDS", st.variable_kinds)):
        tables[table] = mod.literal(dict(value))
    mod.body.append("\n".join(f"{table} = {text}" for table, text in tables.items()))


def restriction(ex, r) -> str:
    """None: no restriction; else a CardTest `allowed` with `player` and `card` bound (never
    allowed without `unless`)."""
    if r is None:
        return "None"
    return ex.card_test(r.unless if r.unless is not None else m.Const(False), {})


def cheat(rules: m.Rules, c: m.Cheat, expr) -> str:
    """(by, its accusation's by) of a cheat: who may make the covert move, who may accuse of it."""
    a = next((a for a in rules.accusations.values() if a.of == c.name), None)
    accuser = expr(a.by, a, "by", "accusation") if a is not None else "None"
    return f"({expr(c.by, c, 'by', 'cheat')}, {accuser})"


def claim(ex, c: m.Claim, expr) -> str:
    """(holds, {name: value}) of a claim: the values its `says:` fills in, by name."""
    holds = ex.card_test(c.holds, {"claimer": "player"})
    wanted = sorted({found[1] for text in dict(c.says or ()).values() for found in PLACEHOLDER.finditer(text)}
                    - {"count"})
    values = ", ".join(f"{name!r}: {expr(m.Name(name, c.span), c, None, 'says')}" for name in wanted)
    return f"({holds}, {{{values}}})"
