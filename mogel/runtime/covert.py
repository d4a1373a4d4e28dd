"""Covert moves (cheating) and accusations: what every cheating window shares.

The windows themselves are generated code, one function per `cheat` block with its spec folded
in (mogel.compile.source_cheats: which seats get a chance, in which order, who notices, when its
accusation is asked; the covert move itself, an event "cheat"; a watcher noticing it with the
chance of its agent's `attention`, lowered during races, drawn from the engine's `rng` and shown
as `notice_info` says; an accusation after each act settled).  They call the engine's part here: the
Decision "hide a card?" (`cheat_decision`, its info `cheat_info`; a bot with a countdown gets it
built in place, its options listed at once; the counts of the countdowns by seat, `cheat_left`
and `accuse_left`), a notice when chance is asked (`asked_notice`, a chance event), the Decision
"accuse whom?" (`accusation_decision`: being asked tells nothing, it is offered even when
nothing happened) and an accusation of a window's covert moves settled (`settle`, of one covert
move `settle_act`: a right one runs `if right:`, a wrong one `if wrong:`; no cheating while that
runs).  A covert move not yet caught is a tuple (cheater, card, noticed, watcher).  What a
covert move, a watcher and an accusation are, the rules file says, with all of the details.
"""

from __future__ import annotations

import functools

from .events import Decision, Infos

# Shared, read-only Decision.info dicts (agents must not change a decision's info).
_CALM = {"race": False}
_DURING_RACE = {"race": True}
_NONE_NOTICED = {"noticed": []}


class NoticeInfos(dict):
    """A chance of noticing -> (not noticed, noticed) -> the cheater's seat -> the info of the
    event "notice", {"cheater", "noticed", "chance"}: the chance shown rounded to 4 digits
    (`Infos`); made once a chance (attentions x factors: a few; `round` is costly)."""

    def __missing__(self, chance: float) -> tuple:
        if len(self) > 1000:   # a lab sweep over many attentions: start afresh
            self.clear()
        shown = round(chance, 4)
        infos = self[chance] = tuple(Infos("cheater", noticed=noticed, chance=shown) for noticed in (False, True))
        return infos


# A count of a bot's countdown in the lists by seat the windows read (`Covert.cheat_left`,
# `accuse_left`; mogel.agents.countdown): above 0, so many trials still fail; 0, the next
# succeeds; else one of these (all below 0: a window counts down only a count above 0).
UNDRAWN = -1        # a countdown seat whose next count is drawn at its next trial (source_cheats.UNDRAWN)
SHARED = -2         # (the race list) the seat's rate is the same in a race: it counts in the calm list
NOT_COUNTING = -3   # a seat without a countdown: asked at each chance


class Covert:
    """The part of the Engine the generated cheating windows call (module docstring)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    cheat_info = (_CALM, _DURING_RACE)   # the info of "hide a card?" (not in a race, in a race)

    def no_countdowns(self, n: int) -> None:
        """The countdowns of covert moves by seat (not in a race, in a race) and of accusations,
        for a table of `n` seats none of which counts down; a mogel.Game with bots that count
        down sets its own (mogel.agents.countdown.table)."""
        nobody = (NOT_COUNTING, ) * n
        self.cheat_left, self.accuse_left = (nobody, nobody), nobody

    def cheat_decision(self, seat: int, pile: list, options, span, race: bool) -> Decision:
        """The Decision "hide a card?" of `seat`, whose cards to hide are `pile`: its `options`
        (None first), or (None) the first card of each face in it, listed only if asked (a bot
        that answers None never needs them)."""
        if options is None:
            options = functools.partial(self.all_faces, pile)
        return Decision(seat, "cheat", options, span, self.cheat_info[race])

    def all_faces(self, pile) -> tuple:
        """None, then the first card of each face in `pile` (`card_options` with no test)."""
        face_ids, seen, out = self.p.deck.face_ids, set(), [None]
        for card in pile:
            face = face_ids[card]
            if face not in seen:
                seen.add(face)
                out.append(card)
        return tuple(out)

    def asked_notice(self, cheater: int, watcher: int, factor: float, span):
        """Whether `watcher` notices the covert move `cheater` just made, when chance is asked
        (`asks_chance`): a generator; the chance of its agent's `attention` times `factor`, when
        neither 0 nor 1, is asked as outcome 1 "noticed" or 0; emits "notice".  (Else the
        generated window draws it from the engine's `rng` and emits "notice" with `notice_info`.)"""
        chance = self.seats[watcher].attention * factor
        if 0 < chance < 1:
            noticed = (yield from self.chance("notice", (1 - chance, chance), span)) == 1
        else:
            noticed = chance >= 1
        self.emit("notice", watcher, info={"cheater": cheater, "noticed": noticed, "chance": round(chance, 4)},
                  span=span)
        return noticed

    def accusation_decision(self, accuser: int, noticed, span) -> Decision:
        """The Decision "accuse whom?" for `accuser` (the accusation's `by:` now), who noticed the
        covert moves of the seats `noticed` (a list, or None)."""
        options = self.accuse_options.get(accuser)
        if options is None:
            options = self.accuse_options[accuser] = (None, *self.s.seats_from(accuser)[1:])
        return self.decision(accuser, "accuse", options, span, {"noticed": noticed} if noticed else _NONE_NOTICED)

    def accuse_by(self, counter, accuser: int, noticed, span):
        """Whom a countdown seat accuses now that its trial succeeded, having noticed nothing
        (`noticed` None or []; the generated cheating windows: mogel.compile.source_cheats),
        recorded: `_answer(accusation_decision(accuser, noticed, span), counter.accused)`, drawn
        in place for a bot whose `accuse_anyone` picks uniformly (`Engine.countdown_answer`)."""
        options = self.accuse_options.get(accuser)
        if options is None:
            options = self.accuse_options[accuser] = (None, *self.s.seats_from(accuser)[1:])
        return self.countdown_answer(counter.accuses_any, counter, accuser, "accuse", options, span,
                                     {"noticed": noticed} if noticed else _NONE_NOTICED, counter.accused)

    def settle(self, acts: list, accuser: int, accused: int, if_right, if_wrong, right_span, wrong_span):
        """An accusation of the covert moves `acts`: right if `accused` made one of them (the
        last of them is then caught and leaves `acts`); as `settle_act`."""
        act = next((a for a in reversed(acts) if a[0] == accused), None)
        yield from self.settle_act(act, accuser, accused, if_right, if_wrong, right_span, wrong_span)
        if act is not None:
            acts.remove(act)

    def settle_act(self, act, accuser: int, accused: int, if_right, if_wrong, right_span, wrong_span):
        """An accusation of one covert move `act` (or of none: None): right if `accused` made it,
        then the block `if_right` runs, else `if_wrong` (generated blocks, run with accuser,
        accused and cheated bound, no cheating meanwhile)."""
        if act is not None and act[0] != accused:
            act = None
        self.emit("accuse", accuser, (), self.accuse_info[act is not None][accused],
                  right_span if act is not None else wrong_span)
        v = {"accuser": accuser, "accused": accused, "cheated": act[1] if act else None}
        self.suppress += 1
        try:
            yield from self.run_block(if_right if act is not None else if_wrong, v)
        finally:
            self.suppress -= 1
