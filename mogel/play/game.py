"""Playing a game: the driver between the engine, the agents and whoever watches.

    rules = mogel.load_rules()
    game = mogel.Game(rules, [RandomBot(), HonestBot(), SneakyBot(), RandomBot()], seed=7)
    game.play()                 # bots only: runs to the end
    game.state.totals, game.winners, game.events

With a human (an agent whose `interactive` is True), `game.advance()` runs until that seat
must decide and returns the pending Decision; `game.advance(answer)` goes on.  A game is
fully determined by (rules, variants, seed, oldest, decisions): `record()` returns that
record and `replay(rules, record)` (mogel.play.replaying) plays it again, event for event.

A game can stop in the middle: `game.play_until(rounds=2)` plays on until two rounds (or
hands, piles ...: the game's parts) have been scored and stops before the next one begins (or at a decision before that, even a bot's:
`game.paused`); `advance()` or `play()` goes on from there.  Its record (`finished` False) is saved and resumed by mogel.play.record
and mogel.play.resuming.
"""

from __future__ import annotations

import gc
import hashlib
import os
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Union

from ..agents import bot_from_text
from ..agents.countdown import table
from ..compile.program import compile_rules
from ..errors import IllegalDecision, MogelError, NotCopied, RulesRuntimeError
from ..runtime.engine import Engine
from ..runtime.events import ROUND_START, Decision, Event
from ..check.variants import plays_with, wrong_player_count
from ..language.model import Rules
from ..present.narrate import Narrator
from ..present.narrate_lines import told_lines
from ..present.views import PlayerView, table_visibility
from .seats import DRAWS, BotSeat, answerer

_UNSET = object()


def text_hash(text: str) -> str:
    """SHA-256 (hex) of a text's UTF-8 bytes."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def rules_hash(rules: Rules) -> str:
    """SHA-256 of the rules text (a saved game replays only with the same text)."""
    return text_hash(rules.source)


@dataclass
class GameRecord:
    """What determines a game: rules (hash), variants, seed, oldest seat, seats, decisions, and the
    defines set to other numbers ({name: whole number}; the hash is of the text with them set)."""

    rules_sha256: str
    rules_file: str
    variants: List[str]
    seed: int
    oldest: int
    seats: List[dict]
    decisions: List = field(default_factory=list)
    finished: bool = True      # False: a game in progress, stopped at the decision after `decisions`
    draws: int = DRAWS         # how its bots drew their chance (Game's `draws`)
    rounds: Optional[int] = None   # a game in progress stopped before a round: the rounds scored by then
    defines: Dict[str, int] = field(default_factory=dict)   # mogel.load_rules(defines=...)


class Game:
    """One game of `rules` between `agents` (one per seat, seat 0 first).

    agents: agents (mogel.make_bot("sneaky"), mogel.Human()) or bot names with optional
    settings ("random", "sneaky:cheat_rate=0.3").  seed: int >= 0, the only source of chance.
    oldest: the seat of the "oldest player" (who gets the role the rules give to `oldest`),
    0..n-1.  on_event: called with each Event as it happens.  draws: how the bots draw their
    chance -- 2 (DRAWS): each from random.Random(bot_seed(seed, seat)) (mogel.play.seats), and
    a bot whose covert moves and unprovoked accusations are a fixed rate counts down to them
    (mogel.agents.countdown); 1: each from random.Random("mogel-agent/SEED/SEAT") and asked at
    every chance, as games were played before countdowns (a game in progress saved then resumes
    so).  Each chance taken or not is one decision of the record either way (None: not taken).
    Raises MogelError for something that is not an agent or a bot name, when the number of
    agents is outside the rules' player range, for a negative seed (Python's random ignores
    the sign: -7 would deal as 7), for draws other than 1 and 2, or when
    `oldest` is not a seat.
    """

    def __init__(self, rules: Union[Rules, str, os.PathLike], agents: Sequence, seed: int = 0, *, oldest: int = 0,
                 seat_names: Optional[Sequence[str]] = None, on_event=None, draws: int = DRAWS):
        if isinstance(rules, (str, os.PathLike)):
            from ..check.loader import load_rules

            rules = load_rules(rules)
        if not isinstance(rules, Rules):
            raise MogelError(f"rules must be loaded rules (mogel.load_rules()) or a path, not {rules!r}")
        self.rules = rules
        self.program = compile_rules(rules)
        try:
            agents = [bot_from_text(a) if isinstance(a, str) else a for a in agents]
        except ValueError as err:
            raise MogelError(str(err)) from None
        if not all(hasattr(a, "decide") and hasattr(a, "interactive") for a in agents):
            raise MogelError("each seat needs an agent such as mogel.make_bot('sneaky') or a bot name "
                             "such as 'random' or 'sneaky:cheat_rate=0.3'")
        n = len(agents)
        if not plays_with(self.program.players, n):
            raise MogelError(wrong_player_count(rules, n))
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise MogelError(f"the seed must be a whole number from 0 up, not {seed!r}")
        if isinstance(oldest, bool) or not isinstance(oldest, int) or not 0 <= oldest < n:
            raise MogelError(f"the oldest player must be a seat from 0 to {n - 1}, not {oldest!r}")
        if type(draws) is not int or draws not in (1, DRAWS):
            raise MogelError(f"draws must be 1 or {DRAWS}, not {draws!r}")
        self.agents = list(agents)
        self.seed = seed
        self.draws = draws
        self.oldest = oldest
        self.engine = engine = Engine(self.program, n, seed, self.agents, oldest, on_event)
        self.visibility = visibility = table_visibility(self.program, engine.s.layout)   # shared, read only
        self.views = [PlayerView(engine, seat, visibility) for seat in range(n)]
        seats = [(None, None) if agent.interactive else answerer(agent, view, seat, seed, draws)
                 for seat, (agent, view) in enumerate(zip(self.agents, self.views))]
        # the engine asks a bot's decide directly; while a stop is set (play_until, `_stop_at`), through
        # its BotSeat, false at the stop
        self._deciders = [decide for decide, _ in seats]
        engine.answerers = list(self._deciders)
        engine.countdowns = [countdown for _, countdown in seats]
        engine.cheat_left, engine.accuse_left = table(engine.countdowns)
        self._stop = None          # play_until: when true, the next decision stops the game (even a bot's)
        self._names, self._narrator = list(seat_names) if seat_names else None, None   # made when first asked
        self.pending: Optional[Decision] = None
        self.finished = False
        self._run = self.engine.run()
        self._started = False
        self._failed: Optional[str] = None   # what stopped the game, when an error did: it cannot go on
        self._acyclic = not any(getattr(a, "leaves_cycles", True) for a in self.agents)   # bots that make no cycles

    @property
    def narrator(self) -> Narrator:
        """The Narrator of this game, in English (made when first asked: a game nobody tells needs none)."""
        if self._narrator is None:
            self._narrator = Narrator(self.program, self._names)
        return self._narrator

    @property
    def state(self):
        """The live game state (mogel.runtime.state.State); read it, never change it."""
        return self.engine.s

    @property
    def events(self) -> List[Event]:
        """Every event so far, in order: a list of `Event`s, the same list object at every read
        (made of the engine's kept tuples as they are read: Engine.kept_events); never change it."""
        return self.engine.kept_events()

    @property
    def decisions(self) -> List:
        """The answers so far, in order (the engine's; the lab's at-once mode keeps none: Engine.count_only)."""
        return self.engine.decisions

    @property
    def winners(self):
        return self.engine.s.winners

    def state_at(self, count: int):
        """A fresh State rebuilt from the first `count` events (for scrubbing back and forth):
        count 0 is the table before anything happened, len(game.events) the state now.
        Raises MogelError for a count that is not a whole number from 0 to len(game.events)
        (no counting from the end, as a list slice would)."""
        from ..runtime.state import State, ZoneLayout

        n = len(self.engine.events)   # kept, made Events or not
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= n:
            raise MogelError(f"count must be a number of events from 0 to {n} (this game has {n} events so far), "
                             f"not {count!r}")
        p, s = self.program, self.engine.s
        state = State(ZoneLayout(p.zones, s.n), len(p.deck), p.roles, p.order, s.oldest, s.teams, p.laid)
        state.turn_level = p.turn_level
        for ev in self.events[:count]:
            state.apply(ev)
        return state

    def may_cheat(self, seat: int) -> bool:
        """Whether the rules let `seat` make a covert move now (`by:` of a `cheat` block)."""
        s = self.engine.s
        return any(seat in spec.by(s, {}) for spec in self.program.cheats)

    def may_accuse(self, seat: int) -> bool:
        """Whether `seat` may accuse now (`by:` of an `accusation` block, e.g. the guard)."""
        s = self.engine.s
        return any(spec.accuser is not None and spec.accuser(s, {}) == seat for spec in self.program.cheats)

    def view(self, seat: Optional[int]) -> PlayerView:
        """What `seat` sees (None: everything).  Raises MogelError for a seat not at the table."""
        if seat is None:
            return PlayerView(self.engine, None, self.visibility)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.views):
            raise MogelError(f"there is no seat {seat!r}: the seats are 0 to {len(self.views) - 1}")
        return self.views[seat]

    def advance(self, answer=_UNSET) -> Optional[Decision]:
        """Run until an interactive seat must decide (returned) or the game ends (None).

        `answer` answers the pending Decision.  A game `paused` at a bot's decision goes on
        with that bot's answer.  Raises IllegalDecision for an answer that is not one of its
        options, or one given for a bot (the game stays where it was).
        """
        if answer is not _UNSET:
            if self.pending is None:
                raise IllegalDecision("there is no pending decision to answer")
            if self.paused:
                raise IllegalDecision(f"seat {self.pending.seat} is a bot ({self.agents[self.pending.seat].name}): "
                                      f"call advance() without an answer to let it decide")
            self._check(self.pending, answer)
            self.pending = None
            return self._go(answer)
        if self.paused:   # stopped at a bot's decision (play_until): the bot answers it now
            decision = self.pending
            if decision.kind == ROUND_START:   # stopped before a round: nothing to answer, nothing recorded
                self.pending = None
                return self._go(None, kept=False)
            answer = self.engine.answerers[decision.seat](decision)
            self._check(decision, answer)
            self.pending = None
            return self._go(answer)
        if self.pending is not None:
            return self.pending
        if self.finished:
            return None
        return self._go(None)

    def __reduce_ex__(self, protocol):
        """copy.copy, copy.deepcopy and pickle: refused with NotCopied (a MogelError and a TypeError)
        -- a Game holds a running engine, which a copy would share or cannot take along."""
        raise NotCopied("a Game cannot be copied or pickled: save it with mogel.save_game(game, path) and go on "
                         "with mogel.resume_game(path), or play it again with mogel.replay(game.rules, game.record())")

    def _check(self, decision: Decision, answer) -> None:
        if not decision.accepts(answer):
            raise IllegalDecision(f"{answer!r} is not a legal answer to {decision.kind} "
                                  f"for seat {decision.seat} (options: {decision.options})")

    def _go(self, answer, kept: bool = True) -> Optional[Decision]:
        """Run the engine on; it yields only the decisions of interactive seats.  An error out of
        it (the rules, a listener, Ctrl-C) ends its run for good: going on raises MogelError.
        While only bots that leave no reference cycles play (`Agent.leaves_cycles` False) and
        nobody listens, the run makes no cyclic garbage, and Python's cyclic collector, which
        would only go over the game's kept events again and again (7.7 % of `Game.play()`,
        bench/README), is paused for it, as `timeit` does, and switched on again after; first the
        young objects (the kept events among them) go to the oldest generation, as after a load
        in mogel.check.cache (gc.freeze, gc.unfreeze; not when the process froze objects itself).
        `kept`: `answer` is recorded (not so going on from a ROUND_START stop)."""
        if self._failed is not None:
            raise MogelError(f"this game was stopped by an error ({self._failed}): it cannot go on; start a new Game")
        paused = self._acyclic and self.engine.on_event is None and gc.isenabled()
        if paused:
            gc.disable()
        try:
            if self._started:
                if kept:
                    self.decisions.append(answer)
                decision = self._run.send(answer)
            else:
                self._started = True
                decision = next(self._run)
        except StopIteration:
            self.finished = True
            self.pending = None
            self._let_go()
            return None
        except BaseException as error:
            if isinstance(error, RulesRuntimeError):
                error.named(self.narrator.names)   # the players it names by this game's names
            self._failed, self.pending = f"{type(error).__name__}: {error}".rstrip(": "), None
            raise
        finally:
            if paused:
                if not gc.get_freeze_count():
                    gc.freeze()
                    gc.unfreeze()
                gc.enable()
        self.pending = decision
        return decision

    def _let_go(self) -> None:
        """At the end: drop the bots' answerers, which only a game in progress asks, and with them the references
        back to the game (a bot's decide or Countdown holds its seat's view, which holds the engine; a BotSeat the
        Game): a finished game, its events with it, is freed once nobody holds it, not when the cyclic collector
        comes to it (bench/README, event17).  Every seat is then asked by nobody: the engine asks no more."""
        nobody = [None] * len(self.agents)
        self._deciders = nobody
        self.engine.answerers[:] = nobody
        self.engine.countdowns = list(nobody)

    def play(self) -> "Game":
        """Play to the end (every seat must be a bot); returns the game (begun here: its bots answered at once)."""
        if self._stop is None:
            self.engine.answer_at_once()
        if self.advance() is not None:
            raise MogelError("a human seat is waiting: use advance(answer) to play its turns")
        return self

    @property
    def paused(self) -> bool:
        """Whether the game stopped at a bot's decision or before a round (play_until, a resumed
        game): advance() or play() goes on with that bot's answer, or with the round."""
        pending = self.pending   # a "chance" decision (seat None: Engine.asks_chance) is nobody's
        if pending is None:
            return False
        return pending.kind == ROUND_START if pending.seat is None else not self.agents[pending.seat].interactive

    def play_until(self, *, rounds: Optional[int] = None, decisions: Optional[int] = None) -> "Game":
        """Play on until `rounds` parts of the game have been scored (in all: the instances of
        the level inside the top level -- hands, piles, bouts, whatever the rules name them --
        or of the top level of a game of rounds, `Program.parts`) or `decisions` decisions made
        (in all), and stop at the first decision after that, a bot's too (then `paused`), or
        with `rounds` before the next part begins, whichever comes first (then `pending` is a
        ROUND_START stop, seat None, which nothing answers): the game in progress that
        mogel.save_game saves.  A game whose bots draw as before countdowns (`draws` 1: a
        format 2 file resumed) stops only at a decision, as it did then.  A game that ends
        first is finished; one already there stays.  Returns the game.

        Raises MogelError for a count that is not a whole number from 0 up, for neither or both
        given, for `rounds` in a game that has no parts (one instance of a level of turns), and
        (as play()) when a human seat must decide before the stop.
        """
        if (rounds is None) == (decisions is None):
            raise MogelError("give play_until either rounds= or decisions=")
        count = rounds if decisions is None else decisions
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise MogelError(f"play_until needs a whole number from 0 up, not {count!r}")
        if decisions is None and self.program.parts is None:
            raise MogelError("play_until(rounds=...) counts the parts of a game, and this game is one instance "
                             "of a level of turns: give decisions= instead")
        stop = self._rounds_scored(count) if decisions is None else (lambda: len(self.decisions) >= count)
        if self.finished or (self.pending is not None and stop()):
            return self
        self._stop_at(stop, between=decisions is None and self.draws == DRAWS)
        try:
            decision = self.advance()
        finally:
            self._stop_at(None)
        if decision is not None and not self.paused and not stop():
            raise MogelError("a human seat is waiting: use advance(answer) to play its turns")
        return self

    def _stop_at(self, stop, between: bool = False) -> None:
        """From now on stop at the first decision, a bot's too, once `stop()` is true (None:
        never), and with `between` before a round that begins then: play_until, and the replay
        of a saved game in progress (mogel.play.resuming)."""
        if stop is not None and self.engine.p.at_once and self._failed is None:   # answer_at_once, count_only
            raise MogelError("a game whose bots are answered at once (the lab's at-once mode, play()) stops at no decision")
        self._stop = stop
        self.engine.pause = stop if between else None
        deciders = self._deciders   # in place: generators in progress hold the list
        self.engine.answerers[:] = deciders if stop is None else [d and BotSeat(self, d) for d in deciders]

    @property
    def parts_played(self) -> int:
        """The parts of the game scored so far (`play_until(rounds=...)`: hands, rounds ...; 0
        in a game that has none)."""
        part = self.program.parts
        return 0 if part is None else sum(map(part.scored, self.events))

    def _rounds_scored(self, count: int):
        """A test of whether `count` parts of the game have been scored, reading only the events
        new since its last call."""
        seen = [0, 0]   # events read, parts scored among them
        scored = self.program.parts.scored

        def stop() -> bool:
            events = self.events
            seen[1] += sum(map(scored, events[seen[0]:]))
            seen[0] = len(events)
            return seen[1] >= count
        return stop

    def record(self) -> GameRecord:
        """The record that replays this game exactly.  Raises MogelError for a game of the lab's
        at-once mode (Engine.count_only), which records no decision: play it again from its seed."""
        if self.engine.p.at_once and self.engine.p.lab:
            raise MogelError("a game of the lab's at-once mode keeps no record: play it again from its seed")
        between = self.pending is not None and self.pending.kind == ROUND_START
        from ..check.loader import defines_set   # as mogel.play.replaying: the loader only when asked

        return GameRecord(rules_hash(self.rules), self.rules.file, list(self.rules.applied), self.seed,
                          self.oldest, [a.settings() for a in self.agents], list(self.decisions), self.finished,
                          self.draws, self.parts_played if between else None,
                          dict(defines_set(self.rules)))

    def narration(self, seat: Optional[int] = None, lang: str = "en"):
        """Sentences telling the game so far as `seat` saw it (None: everything)."""
        narrator = self.narrator if lang == self.narrator.lang else Narrator(self.program, self.narrator.names, lang)
        self.view(seat)        # a seat that is not at the table: MogelError
        shown = (self.visibility.redact(ev, seat) for ev in self.events)
        for line in told_lines(narrator, shown, self.engine.s.layout):
            yield line.text
