"""The verbs of the rules language the engine carries out itself: score, the rules' own
`move all`, gather, shuffle and deal, races, a chain of `on play` stopped (`chain_too_deep`) and
a card at random; and what the plays making a claim (mogel.runtime.claims) read: how many cards, the
info of `A to B cards`, a `may` that stops.  Plays without a claim, gives, draws, takes,
`becomes`, `move N cards` and `move CARD` are written inline by the code generator
(mogel.compile.source_moves, source_stmt; a card's `on play` too, counted in its chain), calling
`emit`, `choose`, `after_move`, `refill`, `chain_too_deep` and `random_card` here.

`Verbs` is a part of `mogel.runtime.engine.Engine` (its base class): each verb is a generator
that a compiled statement drives (`yield from`), yielding Decisions where a seat chooses and
emitting Events through `Engine.emit`; the plain functions of the module's twins for bots
answered at once run it to its end (`Engine.done`), a race as a plain call (`race_at_once`).  They use the engine's state (`self.s`), program
(`self.p`), chance (`self.rng`) and its `choose`, `refill` and `after_move`; `card_options`, the options
of a card choice the engine lists (for a play making a claim, a covert move), is here too.

Face-down cards (`Faces`, another base of Engine): laying them (`plays ... face down`, `move
... face down`) and `reveal`.  A card lies face down from a move that says so until it leaves
its zone (it is face up in the new zone unless that move says face down too) or is revealed.  `State.face_down[card]` is who laid
it: its face is known to that seat only; everyone who sees the zone sees that it lies there.

Events (docs/log-format.md):
    play / move  info: face_down true, laid_by (a `move`: the seat that knows the face, or None)
    any move of cards that lay face down  info: was_down [[card, laid_by], ...] (all-seeing only)
    reveal       seat (the layer of the first card, else its zone's owner), info: cards, slots,
                 on_top (whether each card was the top of its zone)
"""

from __future__ import annotations

from itertools import chain, cycle, repeat
from math import cos, log, sin, sqrt, tau as TWOPI
from statistics import NormalDist
from typing import Optional

from ..check.work import COUNTED, WORK
from ..compile.specs import Sel
from ..compile.work import MAX_NUMBER, no_value, too_large
from ..errors import ChainTooDeep, RulesRuntimeError
from .events import Decision, KeptEvent
from .asking import below, shuffle_in_place

RACE_BUCKETS = 100   # an asked reaction time (Engine.asks_chance): one of so many equally likely quantiles


class Verbs:
    """The verbs of `Engine` (mogel.runtime.engine)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def chain_too_deep(self, card):
        """Stop the game with ChainTooDeep, at the `on play` line of `card`, just played: its
        block would stand the chain of `on play` blocks running inside one another (the generated
        code counts them in place: `chain_frames`, `chain_depth`, mogel.compile.source_moves
        `chained`) on more than mogel.compile.work MAX_CHAIN_FRAMES frames (each block counts as deep as its
        statements nest, mogel.compile.work `chain_cost`), long before Python's RecursionError."""
        p = self.p
        kind = p.deck.kinds[card]
        span, depth = p.rules.cards[kind].where("on_play"), self.chain_depth
        raise ChainTooDeep(
            f"{span}: cards played by cards more than {depth} deep, and the game was stopped: this 'on play' "
            f"of '{kind}' plays a card whose 'on play' plays a card, and so on {depth} times (each 'on play' "
            f"waits for the cards it plays, and at most {depth} such cards can wait here); let an 'on play' "
            f"play fewer cards, for example no other '{kind}'", span, p.rules.source)

    def how_many(self, sel: Sel, v) -> tuple:
        """(least, most) cards of a selection: (N, N) for `N cards`, (A, B) for `A to B cards`
        (B below A stops the game with a located RulesRuntimeError)."""
        least = sel.count(self.s, v)
        if sel.up_to is None:
            return least, least
        most = sel.up_to(self.s, v)
        if most < least:
            raise RulesRuntimeError(f"{sel.span}: '{least} to {most} cards': the smaller number first",
                                    sel.span, self.p.rules.source)
        return least, most

    @staticmethod
    def range_info(sel: Sel, chosen: int, least: int, most: int) -> dict:
        """What a decision of `A to B cards` tells its chooser: how many are chosen so far and
        the least and most (None, when offered, means: stop here); nothing for `N cards`."""
        return {} if sel.up_to is None else {"chosen": chosen, "at_least": least, "at_most": most}

    def not_done(self, actor, verb, modal, had_option, span, done):
        """A `may` act stops (declined, or no option left): one `decline` event either way, so
        that no other seat learns which (rule H); `had_option` is private to the actor.  A
        `must` act with no option emits nothing: its `otherwise` follows from the rules.
        Returns `done` (whether any card went)."""
        if modal == "may":
            self.emit("decline", actor, info={"verb": verb, "had_option": had_option,
                                              "private": ["had_option"]}, span=span)
        return done

    def score(self, actor, points, span):
        """`ACTOR scores POINTS` with an `otherwise` (add_score); the usual one is written inline."""
        self.add_score(actor, points, span)
        return True
        yield

    def add_score(self, actor, points, span) -> None:
        """One `score` event; a RulesRuntimeError at `span` when the points are absent, or when
        they, or a score they make, leave MAX_NUMBER either way (mogel.compile.work.too_large).  The scores are looked
        at only when the points scored since they last were add up to `State.headroom`.  The
        event is `emit`'s written here again, its change (mogel.runtime.state's `_score`) in place:
        kept, or in the lab mode (`count_only`) its kind's counter told (a count by seat in place)."""
        s = self.s
        try:
            room = s.headroom - (points if points >= 0 else -points)
        except TypeError:
            raise no_value(span, self.p.rules.source, "the points scored here") from None
        s.headroom = room if room >= 0 else self._score_room(actor, points, span)
        if s.work < COUNTED:   # as in emit
            self.steps_taken()
        s.work = WORK
        s.round_scores[actor] += points
        s.totals[actor] += points
        for scores in s.level_scores.values():
            scores[actor] += points
        info = {"points": points}
        s.room = s.room - 1
        if self.tally is not None:
            if not s.room:
                self.out_of_room()
            counter = self.tally.get("score")
            if type(counter) is list:
                counter[actor] += 1
            elif counter is not None:
                counter(actor, (), info)
            return
        self.events.append(ev := KeptEvent(("score", actor, (), info, span)))
        if not s.room:
            self.out_of_room()
        if self.on_event is not None:
            self.on_event(ev)

    def _score_room(self, actor, points, span) -> int:
        """The scores `actor`'s points make, each tested (too_large), and the headroom they leave."""
        s = self.s
        if abs(points) > MAX_NUMBER:
            raise too_large(points, span, self.p.rules.source, "the points scored here")
        kept = [s.totals, s.round_scores, *s.level_scores.values()]
        for scores in kept:
            if abs(scores[actor] + points) > MAX_NUMBER:
                raise too_large(scores[actor] + points, span, self.p.rules.source, "the score these points make")
        held = max(abs(score + (points if seat == actor else 0)) for scores in kept for seat, score in enumerate(scores))
        return MAX_NUMBER - held

    def random_card(self, pile):
        """A card of `pile` at random (None when it is empty): drawn from the engine's chance, or
        asked (`asks_chance`)."""
        if not pile:
            return None
        if self.asks_chance:
            return pile[(yield from self.chance("random", (1 / len(pile),) * len(pile)))]
        return pile[below(self.rng, len(pile))]

    # --- rules moves (no player acts) ------------------------------------------------------
    def move_all(self, src_fn, position, dest_fn, v, span, where=None, under=False, down=False):
        """`move all cards [from Z [except top]] [where COND] to [bottom of] Z [face down]`: one
        `gather` (none when no card moves); `under`: to the bottom of Z (`emit_under`); `down`:
        each card face down, its face known as a `move`'s (`move_info`: the owner of a zone it came
        from who saw it there; from every zone: nobody)."""
        s = self.s
        dest = dest_fn(s, v, v.get("player"))
        slots = (src_fn(s, v, v.get("player")),) if src_fn else (*range(dest), *range(dest + 1, len(s.zones)))
        piles = map(s.zones.__getitem__, slots)
        if position == "except_top":
            piles = [pile[:-1] for pile in piles]
        if where is not None:
            piles = [[card for card in pile if where.fn(s, {**v, "card": card})] for pile in piles]
        # each pile's cards top first, pile by pile: built in C, no Python step a pile
        moves = tuple(chain.from_iterable(map(zip, map(reversed, piles), map(repeat, slots), repeat(repeat(dest)))))
        if moves and (under or down):
            info = self.move_info(True, slots[0] if len(slots) == 1 else None) if down else None
            if under:
                self.emit_under("gather", moves, info, span)
            else:
                self.emit("gather", None, moves, info, span)
            yield from self.after_move(None)
        elif moves:
            whole = where is None and not s.face_down and dest not in slots   # whole piles (but tops) move
            if whole:
                s.gather(slots, dest, position == "except_top")
            self.emit("gather", None, moves, span=span, moved=whole)
            yield from self.after_move(None)

    def emit_under(self, kind, moves, info, span):
        """A rules `move` (kind "move") or `move all` ("gather") to the bottom of a zone: the event
        with `under` in its info, its cards put under the cards there (`State.move_under`)."""
        info = {**(info or {}), "under": True}
        if self.s.face_down:
            info = self.note_face_down(moves, info)
        self.s.move_under(None, moves, info)
        self.emit(kind, None, moves, info, span, moved=True)

    def shuffle(self, slot, span):
        """Shuffle a zone (a chance event).  An empty zone is not shuffled and nothing is told
        ("The draw pile is shuffled." of an empty pile misled); it draws no chance either.
        Asked chance (`asks_chance`): the k-1 draws of random.shuffle's own Fisher-Yates steps."""
        order = list(self.s.zones[slot])
        if not order:
            return
        if self.asks_chance:
            for i in range(len(order) - 1, 0, -1):
                j = yield from self.chance("shuffle", (1 / (i + 1),) * (i + 1), span)
                order[i], order[j] = order[j], order[i]
        else:
            shuffle_in_place(self.rng, order)
        info = {"slot": slot, "order": tuple(order)}
        if self.s.face_down:    # face-down cards stay face down: their ids are not the table's
            info = self.note_face_down([(card, slot, slot) for card in order], info)
        self.emit("shuffle", info=info, span=span)
        self.unchecked()
        return
        yield

    def deal(self, count, src, dest_fn, v, span):
        """`deal N cards from Z to Z' of each player`: one `deal` event of count rounds of one card
        to each seat from the starter on, from the top of `src`, as long as it has cards."""
        s = self.s
        pile = s.zones[src]
        seats = s.seats_in(s.starter)   # the players in (mogel.runtime.seating)
        dealt = max(0, min(count * len(seats), len(pile)))
        dests = list(map(dest_fn, repeat(s), repeat(v), seats[:dealt]))   # the seats dealt to, in order
        moves = tuple(zip(pile[:-dealt - 1:-1], repeat(src), cycle(dests)))
        piles = bool(moves) and not s.face_down and src not in dests and len(set(dests)) == len(dests)
        if piles:   # each seat's cards at once
            s.deal(src, dests, dealt)
        self.emit("deal", None, moves, span=span, moved=piles)
        self.unchecked()
        return
        yield

    # --- races -----------------------------------------------------------------------------
    def race(self, name, runners, pick, span):
        """Draw (or ask) each runner's reaction time; return the fastest or slowest runner.  Asked
        chance (`asks_chance`): each drawn time is one of RACE_BUCKETS equally likely quantiles."""
        if not runners:
            return None
        if self._race_start(name, runners, span):
            yield from self.run_block(self.p.window, None, True)
        times = {}
        for seat in runners:
            times[seat] = yield from self._time(seat, name, span)
        return self._race_won(name, runners, times, pick, span)

    def _time(self, seat, name, span):
        """A runner's reaction time: asked of a person without an answerer, a chance node with
        `asks_chance`, else drawn (or a bot's answer at once: `_reaction`)."""
        settings = self.seats[seat]
        if getattr(settings, "asks_reaction", False) and not self.answerers[seat]:
            return (yield Decision(seat, "react", (), span, {"race": name}))
        if self.asks_chance and not getattr(settings, "asks_reaction", False):   # a quantile, all equally likely
            bucket = yield from self.chance("race", (1 / RACE_BUCKETS,) * RACE_BUCKETS, span)
            drawn = NormalDist(settings.reaction, settings.reaction * 0.25).inv_cdf((bucket + 0.5) / RACE_BUCKETS)
            return round(max(0.05, drawn), 3)
        return self._reaction(seat, name, span)

    def race_at_once(self, name, runners, pick, span):
        """`race` in the twins of the generated module for bots answered at once, whose functions
        (the window too) are plain: every time drawn, or a bot's answer at once.  One Python call
        with its two events: `_race_start`, each runner's `_reaction` and `_race_won` are written
        here again, and the draw of `random.Random.gauss(mean, mean * 0.25)` too, as CPython 3.11's
        random.py makes it (its second normal deviate kept in `gauss_next` for the next draw: the
        same times and the same generator state; tests/runtime/test_luck_draws.py checks it
        against the running Python's `gauss`)."""
        if not runners:
            return None
        self.emit("race_start", info={"name": name, "runners": list(runners)}, span=span)
        if not self.suppress:
            self.p.window(self, None, True)
        rng, seats, times = self.rng, self.seats, {}
        for seat in runners:
            settings = seats[seat]
            if getattr(settings, "asks_reaction", False):
                times[seat] = self._answer(Decision(seat, "react", (), span, {"race": name}))
                continue
            mean = settings.reaction
            z = rng.gauss_next
            rng.gauss_next = None
            if z is None:
                x2pi = rng.random() * TWOPI
                g2rad = sqrt(-2.0 * log(1.0 - rng.random()))
                z = cos(x2pi) * g2rad
                rng.gauss_next = sin(x2pi) * g2rad
            times[seat] = round(max(0.05, mean + z * (mean * 0.25)), 3)
        winner = (min if pick == "fastest" else max)(runners, key=times.__getitem__)
        self.emit("race", info={"name": name, "times": times, "pick": pick, "winner": winner}, span=span)
        return winner

    def race_joined(self, name, field, right, sees: bool, pick, span):
        """A race its runners may join (`who may [, right if COND]`): each seat of `field`, in
        order, says whether it runs -- a person (`asks_reaction`) by a "react" Decision answered
        with a time or None (it lets the race pass), any other seat by a "join" Decision (options
        True, False; info: race, holds: whether COND holds for it if it `sees` all COND reads, else
        None; True without COND).  `right`: the seats of `field` for whom COND holds, or None
        (no COND: every runner is right).  Nobody running: no event, (None, ()).  Else the race
        among the runners (race_start, its window, their times) whose winner is the fastest or
        slowest of those who are right (no `race` event when none is), then a `race_wrong`
        event (seat: the runner, info: name) for each runner who is wrong, in seat order.
        Returns (winner or None, the wrong runners)."""
        runners, times = [], {}
        for seat in field:
            settings = self.seats[seat]
            if getattr(settings, "asks_reaction", False):
                d = Decision(seat, "react", (), span, {"race": name, "may": True})
                time = self._answer(d) if self.answerers[seat] else (yield d)
                if time is not None:
                    runners.append(seat)
                    times[seat] = time
                continue
            holds = True if right is None else (seat in right if sees else None)
            d = Decision(seat, "join", (True, False), span, {"race": name, "holds": holds})
            if (self._answer(d) if self.answerers[seat] else (yield d)):
                runners.append(seat)
        if not runners:
            return None, ()
        if self._race_start(name, runners, span):
            yield from self.run_block(self.p.window, None, True)
        fair = [seat for seat in runners if right is None or seat in right]
        winner = None
        if fair:
            for seat in fair:
                if seat not in times:
                    times[seat] = yield from self._time(seat, name, span)
            winner = self._race_won(name, fair, {seat: times[seat] for seat in fair}, pick, span)
        wrong = tuple(seat for seat in runners if seat not in fair)
        for seat in wrong:
            self.emit("race_wrong", seat, info={"name": name}, span=span)
        return winner, wrong

    def _race_start(self, name, runners, span) -> bool:
        """The `race_start` event; whether a window opens now (none while windows are suppressed)."""
        self.emit("race_start", info={"name": name, "runners": list(runners)}, span=span)
        return not self.suppress

    def _reaction(self, seat, name, span) -> float:
        """A runner's reaction time in seconds, drawn, or answered at once by its bot (`asks_reaction`)."""
        settings = self.seats[seat]
        if getattr(settings, "asks_reaction", False):
            return self._answer(Decision(seat, "react", (), span, {"race": name}))
        mean = settings.reaction
        return round(max(0.05, self.rng.gauss(mean, mean * 0.25)), 3)

    def _race_won(self, name, runners, times: dict, pick, span):
        """The fastest or slowest of `runners` by their `times`, told in a `race` event."""
        winner = (min if pick == "fastest" else max)(runners, key=times.__getitem__)
        self.emit("race", info={"name": name, "times": times, "pick": pick, "winner": winner}, span=span)
        return winner

    # --- choosing cards --------------------------------------------------------------------
    def card_options(self, pile, where, v, actor, restrictions) -> tuple:
        """One card id per distinct face in `pile` that passes `where` and the restriction.

        where: a CardTest or None; restrictions: kind -> CardTest or None (may be None).
        """
        s = self.s
        local = dict(v)
        local["player"] = actor
        if where is not None and not where.per_card:
            if not where.fn(s, local):
                return ()
            where = None
        face_ids, kinds = self.p.deck.face_ids, self.p.deck.kinds
        seen, out, verdicts = set(), [], {}
        for card in pile:
            face = face_ids[card]
            if face in seen:
                continue
            seen.add(face)
            local["card"] = card
            if where is not None and not where.fn(s, local):
                continue
            if restrictions:
                kind = kinds[card]
                rule = restrictions[kind]
                if rule is not None:
                    if rule.per_card:
                        allowed = rule.fn(s, local)
                    else:
                        allowed = verdicts.get(kind)
                        if allowed is None:
                            allowed = verdicts[kind] = bool(rule.fn(s, local))
                    if not allowed:
                        continue
            out.append(card)
        return tuple(out)


class Faces:
    """The face-down verbs of `Engine` (mogel.runtime.engine; module docstring)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def note_face_down(self, moves, info: Optional[dict]) -> Optional[dict]:
        """`info` with `was_down` listing the moved cards that lay face down before the move
        (the views need it: such a card's face was unknown to the table as it left)."""
        down = self.s.face_down
        was = [[card, down[card]] for card, _, _ in moves if card in down]
        return {**(info or {}), "was_down": was} if was else info

    def top_face(self, slot: int) -> Optional[int]:
        """The top card of a zone slot, None when it is empty or lies face down (a play `onto`
        a face-down card names no card: its face is not the table's to know)."""
        pile = self.s.zones[slot]
        return pile[-1] if pile and pile[-1] not in self.s.face_down else None

    def knower(self, slot: int, chooser: Optional[int]) -> Optional[int]:
        """Who knows the face of a card a rules `move` lays face down: the player who chose
        it, else the owner of the zone it came from when the owner sees that zone, else nobody."""
        if chooser is not None or slot is None:
            return chooser
        owner = self.s.layout.slot_owner[slot]
        if owner is None:
            return None
        zone = self.p.rules.zones.get(self.s.layout.slot_zone[slot])
        return owner if zone is not None and zone.seen_by in ("owner", "all") else None

    def move_info(self, face_down: bool, slot: int, chooser: Optional[int] = None) -> Optional[dict]:
        """The info of a rules `move` event: None, or face_down and laid_by."""
        return {"face_down": True, "laid_by": self.knower(slot, chooser)} if face_down else None

    def reveal(self, cards, span):
        """`reveal CARDS`: turn face up the cards (a card id, a list of them, or None) that lie
        face down; one `reveal` event for them all, none when none lay face down."""
        if cards is None:
            return
        s = self.s
        down = [card for card in ([cards] if isinstance(cards, int) else list(cards)) if card in s.face_down]
        if not down:
            return
        slots = [s.where[card] for card in down]
        layer = s.face_down[down[0]]
        seat = layer if layer is not None else s.layout.slot_owner[slots[0]]
        on_top = [s.zones[slot][-1] == card for card, slot in zip(down, slots)]
        self.emit("reveal", seat, info={"cards": down, "slots": slots, "on_top": on_top}, span=span)
        return
        yield
