"""`chance(30%)` and `chance(1 in 6)` as the engine draws them (a base of mogel.runtime.engine.Engine).

A compiled `if chance(...)`, `let x = chance(...)` or `set x = chance(...)` (mogel.compile.source_stmt
`value`) calls `chance_truth(a, b, span)` before its statement goes on: true with a chance of a
in b (30% is 30 in 100).  The draw is the game's seeded chance, `randrange(b) < a`, so the same
seed draws the same; with `asks_chance` (the OpenSpiel game and the RL table, mogel.rl) it is a
chance node instead, outcome 1 (true) with probability a/b and 0 (false) with (b-a)/b, and a
draw that cannot come out otherwise (0 in b, b in b) asks nothing.  Either way one public event
tells the table what came out, as a die rolled on the table would:

    chance   info: a, b (true with a chance of a in b), percent (true when written `P%`),
             outcome (true or false)

An a that is not from 0 to b, or a b below 1, stops the game at the `chance` with a located
message (the checker refuses those it can work out before a game: mogel.check.chances).
"""

from __future__ import annotations

from ..errors import RulesRuntimeError


class Luck:
    """The draws of `chance(...)` for Engine (its `s`, `p`, `rng`, `asks_chance`, `chance`, `emit`)."""

    def chance_truth(self, a, b, span, percent: bool = False):
        """True with a chance of `a` in `b` (whole numbers; `percent`: written `a%`, b is 100),
        drawn now and told in a `chance` event."""
        if a is None or b is None or b < 1 or not 0 <= a <= b:
            raise RulesRuntimeError(f"{span}: 'chance({a} in {b})': A in B is a chance when A is from 0 to B and B "
                                    f"is 1 or more", span, self.p.rules.source)
        if self.asks_chance and 0 < a < b:
            outcome = (yield from self.chance("chance", ((b - a) / b, a / b), span)) == 1
        elif self.asks_chance:
            outcome = a == b
        else:
            outcome = self.rng.randrange(b) < a
        info = {"a": a, "b": b, "outcome": outcome, **({"percent": True} if percent else {})}
        self.emit("chance", info=info, span=span)
        return outcome
