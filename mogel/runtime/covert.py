"""Covert moves (cheating) and accusations: the windows between moves, generically.

After each move (and during races, if the rules say so) every player the `cheat` block's
`by:` allows gets the chance to make a covert move, in seat order from the mover's left; the
player named by `noticed by:` notices each act with the chance of its agent's `attention`
(lowered during races), a chance event.  The accusation of that covert move is offered to its
accuser right after each act (`when: after each act`) or once at the end of the window
(`when: after each window`), even when nothing happened: being asked tells nothing.  A right
accusation runs `if right:`, a wrong one `if wrong:`; no cheating while that is settled.
A bot whose covert moves and unprovoked accusations are a fixed rate is asked through its
countdown (`Engine.countdowns`: mogel.agents.countdown), without a Decision, at each chance.
Source: 001 "Mogeln", "Wächter-Wanze", "Erwischt!"; the rules file says all of the details.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import List, Optional

from ..compile.program import CheatSpec
from .events import Decision

# Shared, read-only Decision.info dicts (agents must not change a decision's info).
_CALM = {"race": False}
_DURING_RACE = {"race": True}
_NONE_NOTICED = {"noticed": []}


@dataclass
class CovertAct:
    """One covert move not yet caught: who, which card, and whether the watcher noticed."""

    cheater: int
    card: int
    noticed: bool
    watcher: Optional[int]


def _seats(eng, spec: CheatSpec, mover, race: bool):
    """Who gets a chance in this window, in order (empty when the rules open none)."""
    s = eng.s
    if race:
        return s.seats_from(s.active) if "during_races" in spec.windows else ()
    if "after_each_move" in spec.windows:
        ring = s.seats_from(mover if mover is not None else s.active)
        return s.seats_from(ring[1 % len(ring)])   # from the mover's next seat round to the mover
    if "after_own_move" in spec.windows and mover is not None:
        return (mover,)
    return ()


def window(eng, mover, race: bool):
    """One cheating window (a generator of Decisions for seats that are not answered directly).

    A seat with a countdown (`eng.countdowns`, a fixed-rate bot: mogel.agents.countdown) is
    asked at each chance it has -- a card it may hide, an accusation it may make without
    having noticed anything -- through the countdown, without a Decision: a chance not taken
    is recorded as the answer None; only when it takes one is the Decision built and its card
    (or whom it accuses) asked.  Any other seat is asked each Decision."""
    s = eng.s
    answerers, answer, countdowns, decisions = eng.answerers, eng._answer, eng.countdowns, eng.decisions
    info = _DURING_RACE if race else _CALM
    for spec in eng.p.cheats:
        seats = _seats(eng, spec, mover, race)
        if not seats:
            continue
        acc = spec.accusation
        each_act = acc is not None and acc.after_each_act
        acts: List[CovertAct] = []
        allowed = spec.by(s, {})
        base, only_if = s.slot_of[spec.src], spec.only_if
        per_card = only_if is not None and only_if.per_card
        for seat in (*seats, None):          # None: the end of the window
            if seat is not None:
                if seat not in allowed:
                    continue
                act, offered = None, False
                for _ in range(spec.count):   # a chance needs a card it may hide
                    pile = s.zones[base + seat]
                    if per_card:
                        options = eng.card_options(pile, only_if, {}, seat, None)
                        if not options:
                            break
                        options = (None, *options)
                    elif pile and (only_if is None or only_if.fn(s, {"player": seat})):
                        options = None   # the whole hand: listed only if asked (`_cheat_decision`)
                    else:
                        break
                    offered = True
                    counter = countdowns[seat]
                    if counter is not None and answerers[seat]:
                        left, rate = counter.cheating, counter.rates[race]
                        count = left.get(rate)
                        if count:   # the countdown's trial inline while it is drawn and not due (Countdown.cheats)
                            left[rate] = count - 1
                            decisions.append(None)
                            break
                        if not counter.cheats(race):
                            decisions.append(None)
                            break
                        card = answer(_cheat_decision(eng, seat, pile, options, spec, info), counter.hide)
                    else:
                        decision = _cheat_decision(eng, seat, pile, options, spec, info)
                        card = answer(decision) if answerers[seat] else (yield decision)
                    if card is None:
                        break
                    act = yield from hide(eng, spec, seat, card, race)
                if act is not None and not each_act:
                    acts.append(act)
                if not (offered and each_act):
                    continue
                catchable = [act] if act is not None else []
            elif acc is None or each_act:
                break
            else:
                catchable = acts
            accuser = acc.by(s, {})
            if accuser is None:
                continue
            noticed = [a.cheater for a in catchable if a.noticed and a.watcher == accuser] if catchable else None
            counter = countdowns[accuser]
            if counter is not None and not noticed and answerers[accuser]:
                left, rate = counter.accusing, counter.accusing_rate
                count = left.get(rate)
                if count:   # inline, as above (Countdown.accuses)
                    left[rate] = count - 1
                    decisions.append(None)
                    continue
                if not counter.accuses():
                    decisions.append(None)
                    continue
                accused = answer(accusation_decision(eng, spec, accuser, noticed), counter.accused)
            else:
                decision = accusation_decision(eng, spec, accuser, noticed)
                accused = answer(decision) if answerers[accuser] else (yield decision)
            if accused is not None:
                yield from settle(eng, spec, catchable, accuser, accused)
                allowed = spec.by(s, {})   # an accusation may have moved a role


def _cheat_decision(eng, seat: int, pile: list, options, spec: CheatSpec, info: dict) -> Decision:
    """The Decision "hide a card?" of `seat`, whose cards to hide are `pile`: its `options`
    (None first), or (None) the first card of each face in it, listed only if asked (a bot
    that answers None never needs them)."""
    if options is None:
        options = functools.partial(_all_faces, eng, pile)
    return Decision(seat, "cheat", options, spec.span, info)


def _all_faces(eng, pile) -> tuple:
    return (None, *eng.card_options(pile, None, {}, None, None))


def hide(eng, spec: CheatSpec, seat: int, card: int, race: bool) -> CovertAct:
    """Make the covert move and draw whether the watcher notices it (a chance event: asked, as
    outcome 1 "noticed" or 0, when `eng.asks_chance` and the chance is neither 0 nor 1)."""
    s = eng.s
    src, dst = s.slot_of[spec.src] + seat, s.slot_of[spec.dst] + seat
    eng.emit("cheat", seat, ((card, src, dst),), {"cheat": spec.name}, spec.span)
    watcher = spec.noticed_by(s, {}) if spec.noticed_by else None
    noticed = False
    if watcher is not None and watcher != seat:
        chance = eng.seats[watcher].attention * (spec.race_attention if race else 1.0)
        if eng.asks_chance and 0 < chance < 1:
            noticed = (yield from eng.chance("notice", (1 - chance, chance), spec.notice_span)) == 1
        elif eng.asks_chance:
            noticed = chance >= 1
        else:
            noticed = eng.rng.random() < chance
        eng.emit("notice", watcher, info={"cheater": seat, "noticed": noticed, "chance": round(chance, 4)},
                 span=spec.notice_span)
    return CovertAct(seat, card, noticed, watcher)


def accusation_decision(eng, spec: CheatSpec, accuser: int, noticed) -> Decision:
    """The Decision "accuse whom?" for `accuser` (the accusation's `by:` now), who noticed the
    covert moves of the seats `noticed` (a list, or None)."""
    options = eng.accuse_options.get(accuser)
    if options is None:
        options = eng.accuse_options[accuser] = (None, *eng.s.seats_from(accuser)[1:])
    return Decision(accuser, "accuse", options, spec.accusation.span, {"noticed": noticed} if noticed else _NONE_NOTICED)


def settle(eng, spec: CheatSpec, acts: List[CovertAct], accuser: int, accused: int):
    """An accusation: right if `accused` made one of `acts` (which is then caught), else wrong."""
    acc = spec.accusation
    act = next((a for a in reversed(acts) if a.cheater == accused), None)
    eng.emit("accuse", accuser, info={"accused": accused, "right": act is not None},
             span=acc.right_span if act is not None else acc.wrong_span)
    v = {"accuser": accuser, "accused": accused, "cheated": act.card if act else None}
    eng.suppress += 1
    try:
        yield from (acc.if_right if act is not None else acc.if_wrong)(eng, v)
    finally:
        eng.suppress -= 1
    if act is not None:
        acts.remove(act)
