"""The verbs of the rules language the engine carries out itself: score, the rules' own
`move all`, gather, shuffle and deal (races: mogel.runtime.races), a chain of `on play` stopped (`chain_too_deep`) and
a card at random; and what the plays making a claim (mogel.runtime.claims) read: how many cards, the
info of `A to B cards`, a `may` that stops.  Plays without a claim, gives, draws, takes,
`becomes`, `move N cards` and `move CARD` are written inline by the code generator
(mogel.compile.source_moves, source_stmt; a card's `on play` too, counted in its chain), calling
`emit`, `choose`, `after_move`, `refill`, `chain_too_deep` and `random_card` here (a card picked unseen
by its place, a set of cards worth a number: mogel.runtime.choices).

`Verbs` is a part of `mogel.runtime.engine.Engine` (its base class): each verb is a generator
that a compiled statement drives (`yield from`), yielding Decisions where a seat chooses and
emitting Events through `Engine.emit`; the plain functions of the module's twins for bots
answered at once run it to its end (`Engine.done`).  They use the engine's state (`self.s`), program
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
from typing import Optional

from ..check.work import COUNTED, WORK
from ..compile.specs import Sel
from ..compile.work import MAX_NUMBER, no_value, too_large
from ..errors import ChainTooDeep, RulesRuntimeError
from .asking import below, shuffle_in_place


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

    def score(self, actor, points, span, reason=None):
        """`ACTOR scores POINTS` with an `otherwise` (add_score); the usual one is written inline."""
        (self.add_score if self.s.teams is None else self.add_team_score)(actor, points, span, reason)
        return True
        yield

    def add_score(self, actor, points, span, reason=None) -> None:
        """One `score` event (with `reason`, {language: text}, in its info when the rules give one:
        `scores 1 (en "Scopa!", de "Scopa!")`); a RulesRuntimeError at `span` when the points are absent, or when
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
        info = {"points": points} if reason is None else {"points": points, "reason": reason}
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
        self.events.append(("score", actor, (), info, span))   # an Event when read (Engine.kept_events)
        if not s.room:
            self.out_of_room()
        if self.on_event is not None:
            self.tell()

    def add_team_score(self, actor, points, span, reason=None) -> None:
        """`add_score` in a game with teams (the generated code calls it there): the points count
        for every member of `actor`'s team, whose scores are the team's (mogel.runtime.state
        `team_points`); one `score` event, by `actor`.  The other members' scores change first,
        so that whoever the event is told to sees the team's new scores."""
        s = self.s
        if type(points) is int:   # else add_score tells what is wrong with them
            for mate in s.teams[actor][1]:
                s.round_scores[mate] += points
                s.totals[mate] += points
                for scores in s.level_scores.values():
                    scores[mate] += points
        self.add_score(actor, points, span, reason)

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

    def show(self, seat: Optional[int], cards, to, span):
        """`P shows CARDS [to PLAYERS]`: one `show` event telling `seat`'s cards (a card id, a list
        of them, or None) where they lie, unmoved, to the seats of `to` (a collection of seats,
        None among them for an absent player; None: every other seat); none when there is no card
        or nobody else to tell.
        Returns whether it told any (an `otherwise` runs when not)."""
        if seat is None or cards is None:
            return False
        s = self.s
        shown = [cards] if isinstance(cards, int) else list(cards)
        told = sorted({p for p in (range(s.n) if to is None else to) if p is not None} - {seat})
        if not shown or not told:
            return False
        slots = [s.where[card] for card in shown]
        on_top = [s.zones[slot][-1] == card for card, slot in zip(shown, slots)]
        self.emit("show", seat, info={"cards": shown, "slots": slots, "on_top": on_top, "to": told}, span=span)
        return True
        yield

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
