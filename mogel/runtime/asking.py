"""Asking and drawing: the Decisions the engine builds and the answers it records
(`Engine.decisions`), chance asked as a chance node, and the engine's own seeded draws.

A seat with an answerer (a bot) is asked at once, without suspending the game (`ask`, `_answer`);
any other seat's Decision is yielded to whoever runs the game (mogel.play.game).  Every answer is
recorded in order, so that the same seed and decisions replay the same game.  A bot whose
answers to the plain kinds of PICKED_UNIFORMLY are uniform among the options (RandomBot: its
countdown lends the engine its generator, mogel.agents.countdown) is answered by one draw in
`ask`, the same draw as `random.Random.choice`, without a Decision (bench/README.md, turn17b).

`chance(30%)` and `chance(1 in 6)` as the engine draws them (`Luck`, another base of Engine): a
compiled `if chance(...)`, `let x = chance(...)` or `set x = chance(...)` (mogel.compile.source_stmt
`value`) calls `chance_truth(a, b, span)` before its statement goes on: true with a chance of a
in b (30% is 30 in 100).  The draw is the game's seeded chance, `randrange(b) < a`, so the same
seed draws the same; with `asks_chance` (the OpenSpiel game and the RL table, mogel.rl) it is a
chance node instead, outcome 1 (true) with probability a/b and 0 (false) with (b-a)/b, and a
draw that cannot come out otherwise (0 in b, b in b) asks nothing.  Either way one public event
tells the table what came out, as a die rolled on the table would:

    chance   info: a, b (true with a chance of a in b), percent (true when written `P%`),
             outcome (true or false), quiet (only if true: `quietly chance(...)`, not narrated)

An a that is not from 0 to b, or a b below 1, stops the game at the `chance` with a located
message (the checker refuses those it can work out before a game: mogel.check.chances).

The engine's draws of chance from its seeded `random.Random` (`Engine.rng`) that `random` itself
makes in Python -- `shuffle` and `randrange(n)` -- are made here instead, by `shuffle_in_place` and
`below`: the same draws, the same results and the same generator state afterwards as
`random.Random`'s own, written from CPython 3.11's random.py (the Python this project runs;
`_randbelow_with_getrandbits`: k = n.bit_length() bits from `getrandbits(k)` until one is below n;
`shuffle`: for i from len-1 down to 1, swap x[i] with x[_randbelow(i + 1)]) and checked against the
running Python's `random` for many seeds and lengths by tests/runtime/test_luck_draws.py, so that a
Python whose `random` draws otherwise fails there rather than changing games.  Why: the chain of
Python calls of `random` (randrange -> _randbelow, and one _randbelow a card of a shuffle) is a
cost of a round (bench/README.md, "The engine's draws"); here a shuffle is one Python call and its
draws C calls only.
"""

from __future__ import annotations

import functools

from ..errors import IllegalDecision, MogelError, RulesRuntimeError
from .events import DECLINABLE, PICKED, Decision

_new_decision = object.__new__   # Engine.decision: a Decision without its class call
# the kinds `Agent.decide` hands to `choose` or `pick` (mogel.agents.base CHOOSING, and "choice"): a bot
# that picks uniformly among the options (RandomBot) answers them by one draw (Engine.ask)
PICKED_UNIFORMLY = frozenset({"play", "give", "give_to", "choose", "choice"})


def below(rng, n: int) -> int:
    """`rng.randrange(n)` for a whole number n >= 1, drawn as `random.Random` draws it (module
    docstring); ValueError for n below 1."""
    if n < 1:
        raise ValueError(f"below({n}): n must be 1 or more")
    getrandbits, k = rng.getrandbits, n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def shuffle_in_place(rng, x: list) -> None:
    """`rng.shuffle(x)` of the list `x`, in place, drawn as `random.Random` draws it (module
    docstring): each swap's draw of k bits runs until it is at most i, k the bits of i + 1."""
    getrandbits = rng.getrandbits
    for k, indices in _steps(len(x)):
        for i in indices:
            j = getrandbits(k)
            while j > i:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]


@functools.lru_cache(maxsize=256)
def _steps(length: int) -> tuple:
    """The swaps of a shuffle of `length` items by the bits each draws: ((k, range of i), ...),
    i from length-1 down to 1, k = (i + 1).bit_length()."""
    steps, i = [], length - 1
    while i > 0:
        k = (i + 1).bit_length()
        lowest = (1 << (k - 1)) - 1    # the lowest i whose i + 1 has k bits
        steps.append((k, range(i, lowest - 1, -1)))
        i = lowest - 1
    return tuple(steps)


class Asking:
    """The engine's questions to its seats (an Engine's `answerers`, `decisions`); a mixin of Engine."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def _answer(self, decision: Decision, ask=None):
        """Ask a seat's answerer directly (a bot: no need to suspend the game), or `ask`; record it."""
        answer = (ask or self.answerers[decision.seat])(decision)
        if type(answer) is int and decision.kind in PICKED and answer in decision.options:
            pass   # `Decision.accepts`, as it says for a card or seat among the options, without the call
        elif (answer is not None or decision.kind not in DECLINABLE) and not decision.accepts(answer):
            raise IllegalDecision(f"{answer!r} is not a legal answer to {decision.kind} "
                                  f"for seat {decision.seat} (options: {decision.options})")
        self.decisions.append(answer)
        return answer

    answer = _answer   # the name the generated cheating windows call it by (no underscore there)

    def ask(self, seat, kind: str, options, span, info: dict):
        """A bot's answer, asked at once (the seat's answerer is true: the caller tested it), to
        `decision(seat, kind, tuple(options), span, info)`; recorded.  options: a sequence of one
        option at least; info: a dict; `kind` one of PICKED_UNIFORMLY and `info` with nothing to
        narrow (no `bluff`, no `accuses`): the caller knows it (the generated moves,
        mogel.compile.source_moves, whose infos have neither; `choose` tests them).  The answerer
        of a countdown whose bot picks uniformly among the options (its `uniform`, the bot's
        generator: mogel.agents.countdown) answers by that draw, written here (the same as
        RandomBot.choose): no Decision, no further Python call, the same answer.  Any other
        answerer's decision is built and goes to `_answer`."""
        try:   # a countdown's answer (a bound method): its bot's generator if it picks uniformly, else None
            rng = self.answerers[seat].__self__.uniform
        except AttributeError:   # any other answerer: a function, a BotSeat at a stop, a replay's
            rng = None
        if rng is not None:
            n = len(options)
            k = n.bit_length()
            r = rng.getrandbits(k)
            while r >= n:
                r = rng.getrandbits(k)
            answer = options[r]
            self.decisions.append(answer)
            return answer
        d = _new_decision(Decision)   # as `decision`, in place
        d.seat = seat
        d.kind = kind
        d.options = tuple(options)
        d.span = span
        d.info = info
        return self._answer(d)

    def uniform_draws(self) -> list:
        """Seat -> the `getrandbits` of the generator its countdown's bot picks uniformly with (its
        `uniform`: `ask`'s draw), else None: for bots answered at once for good, whose generated
        moves draw so in place (mogel.compile.source_moves `_ask`)."""
        draws = []
        for answerer in self.answerers:
            rng = getattr(getattr(answerer, "__self__", None), "uniform", None)
            draws.append(None if rng is None else rng.getrandbits)
        return draws

    def countdown_answer(self, uniformly: bool, counter, seat, kind: str, options: tuple, span, info: dict,
                         answerer):
        """The answer of a countdown seat whose trial succeeded (the generated cheating windows:
        mogel.compile.source_cheats; `Covert.accuse_by`), recorded: `_answer(decision(seat, kind,
        options, span, info), answerer)`, the answerer the countdown's `hide` or `accused`.
        options: (None, ...), declining first.  When `uniformly` (the bot's `hide` or
        `accuse_anyone` picks uniformly among the rest: RandomBot's hide, every shipped bot's
        accuse_anyone) that draw is written here, as `uniform(counter.rng, options[1:])` -- the
        same answer and generator state, without the Decision and two Python calls."""
        n = len(options) - 1
        if uniformly and n >= 1:
            rng = counter.rng
            k = n.bit_length()
            r = rng.getrandbits(k)
            while r >= n:
                r = rng.getrandbits(k)
            answer = options[r + 1]
            self.decisions.append(answer)
            return answer
        return self._answer(self.decision(seat, kind, options, span, info), answerer)

    def choose(self, seat, kind, options, modal, span, info):
        """One of `options` (None too when `modal` is "may"): asked unless there is no choice."""
        if modal == "may":
            options = (None, *options)
        if len(options) == 1:
            return options[0]
        info = info or {}
        if not self.answerers[seat]:
            return (yield self.decision(seat, kind, options, span, info))
        if kind in PICKED_UNIFORMLY and "bluff" not in info and "accuses" not in info:
            return self.ask(seat, kind, options, span, info)
        return self._answer(self.decision(seat, kind, tuple(options), span, info))

    @staticmethod
    def decision(seat, kind: str, options: tuple, span, info: dict) -> Decision:
        """`Decision(seat, kind, options, span, info)` for `options` listed (not a function) and
        `info` a dict: its fields set directly, without the class call and its `__init__` (a
        Python frame entered from C): the decisions of `choose` (written in place by the
        generated moves too: mogel.compile imports no runtime), of a countdown seat's covert
        move in the generated windows and `accusation_decision` are built here.
        tests/runtime/test_decision_built.py checks it sets every field `__init__` does."""
        d = _new_decision(Decision)
        d.seat = seat
        d.kind = kind
        d.options = options
        d.span = span
        d.info = info
        return d

    def done(self, steps):
        """The value of `steps`, an engine verb's generator of Decisions, run to its end now: how
        the twins of the generated module for bots answered at once, whose functions are plain,
        call the engine's verbs (mogel.compile.source_module `Module.steps`).  No Decision comes
        there (every seat answered at once, chance drawn): one that does raises MogelError."""
        try:
            decision = next(steps)
        except StopIteration as end:
            return end.value
        raise MogelError(f"a game of bots answered at once paused at a decision: {decision!r}")

    def run_block(self, block, *args):
        """An iterator of the Decisions of the generated function `block(engine, *args)`, for the
        engine's verbs and levels to `yield from`: the block's own generator; in the twins for bots
        answered at once, whose functions are plain (`done`), the block run now, and none."""
        if self.p.at_once:
            block(self, *args)
            return ()
        return block(self, *args)

    def chance(self, what: str, probabilities, span=None):
        """Ask for a chance outcome (only when `asks_chance`): yields a Decision of kind "chance",
        seat None, options 0..k-1, `info`: chance (what is drawn: "shuffle", "notice", "random",
        "race"), probabilities (of each outcome, summing to 1); returns the answer."""
        info = {"chance": what, "probabilities": tuple(probabilities)}
        return (yield Decision(None, "chance", tuple(range(len(probabilities))), span, info))


class Luck:
    """The draws of `chance(...)` for Engine (its `s`, `p`, `rng`, `asks_chance`, `chance`, `emit`)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def chance_truth(self, a, b, span, percent: bool = False, quiet: bool = False):
        """True with a chance of `a` in `b` (whole numbers; `percent`: written `a%`, b is 100),
        drawn now and told in a `chance` event (`quiet`: written `quietly chance(...)`, marked not told)."""
        if a is None or b is None or b < 1 or not 0 <= a <= b:
            raise RulesRuntimeError(f"{span}: 'chance({a} in {b})': A in B is a chance when A is from 0 to B and B "
                                    f"is 1 or more", span, self.p.rules.source)
        if self.asks_chance and 0 < a < b:
            outcome = (yield from self.chance("chance", ((b - a) / b, a / b), span)) == 1
        elif self.asks_chance:
            outcome = a == b
        else:
            outcome = below(self.rng, b) < a
        info = {"a": a, "b": b, "outcome": outcome, **({"percent": True} if percent else {}),
                **({"quiet": True} if quiet else {})}
        self.emit("chance", info=info, span=span)
        return outcome
