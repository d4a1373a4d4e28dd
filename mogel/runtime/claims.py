"""Claims and challenges as the engine carries them out (a base of mogel.runtime.engine.Engine).

A claim is made by a play (`... onto pile face down claiming of_rank`: the cards of the play)
or by choosing an option (`keep (...) claiming not_called about CARDS`).  Its truth (every
claimed card satisfies `holds:`, with `card` and `claimer` bound) and its words (`says:`) are
worked out when it is made; it stays **open** while its cards lie where they were laid (face
down, when they lay face down then).  Every decision that can make a claim tells its agent,
per option, whether it would be a bluff (`info["bluff"]`: option -> True/False): the decider's
own knowledge, in its own decision only.

An accusation of a claim `when: after each claim` asks, right after each claim of its kind,
each player of its `by:` in seat order after the claimer (`Decision` "accuse", options None or
the claimer, `info`: accusation, claim, says, count, matching); the first who accuses is the
accuser.  Nobody accusing gives one `no_accusation` event, whoever was asked (rule H).  `P
calls NAME on X` judges X's latest open claim of the accusation's kind (none: a located
RulesRuntimeError).  Judging reveals the claimed cards (`reveal`), emits `accuse` (right: the
claim was false) and runs `if right:` or `if wrong:` with accuser, accused and claimed bound;
nobody may cheat meanwhile.  A choice that leads to a `calls` (mogel.compile.accusing) tells
its chooser's agent which options accuse and the open claims it could judge (`accusing_info`).

Events (docs/log-format.md): `play` / `choose` with `claim` {name, says}, `true` and, for a bluff
the rules left no way around (every option a bluff), `forced` (both private),
`reveal`, `accuse` with `accusation` and `claim`, `no_accusation` with `accusation` and `claim`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

from ..errors import RulesRuntimeError
from .events import Decision


@dataclass
class OpenClaim:
    """A claim made: its kind, who made it, the claimed cards, where they lay and whether face
    down, its truth and its words per language."""

    claim: str
    claimer: int
    cards: Tuple[int, ...]
    slots: Tuple[int, ...]
    down: Tuple[bool, ...]
    true: bool
    says: Dict[str, str]


def card_tuple(cards) -> Tuple[int, ...]:
    """A card id, a set of card ids or None -> a tuple of card ids."""
    if cards is None:
        return ()
    if isinstance(cards, int):
        return (cards,)
    return tuple(cards)


class Claims:
    """The claims of `Engine` (its state `self.s`, program `self.p`, `emit`, `choose`, `_answer`)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    # --- truth and bluffs ----------------------------------------------------------------------
    def holds(self, name: str, claimer: int, card: int) -> bool:
        test = self.p.claims[name].holds
        return bool(test.fn(self.s, {"card": card, "claimer": claimer, "player": claimer}))

    def claim_true(self, name: str, claimer: int, cards) -> bool:
        return all(self.holds(name, claimer, card) for card in cards)

    def option_bluffs(self, seat: int, offered, about) -> dict:
        """option -> whether choosing it makes a false claim (`about`: option -> (claim, cards))."""
        return {o: (o in about and not self.claim_true(about[o][0], seat, card_tuple(about[o][1]))) for o in offered}

    # --- making a claim ------------------------------------------------------------------------
    def _open_claims(self) -> List[OpenClaim]:
        claims = self.open_claims
        s = self.s
        claims[:] = [c for c in claims if all(
            s.where[card] == slot and (card in s.face_down or not was) for card, slot, was in zip(c.cards, c.slots, c.down))]
        return claims

    def make_claim(self, claimer: int, name: str, cards, slots=None, down=None) -> OpenClaim:
        """Work out a claim now (its truth and words) and keep it open; `slots`/`down`: where
        its cards will lie and whether face down (default: where they lie now, as they lie)."""
        s, cards = self.s, card_tuple(cards)
        slots = tuple(slots) if slots is not None else tuple(s.where[card] for card in cards)
        down = tuple(down) if down is not None else tuple(card in s.face_down for card in cards)
        claim = OpenClaim(name, claimer, cards, slots, down, self.claim_true(name, claimer, cards),
                          self.p.claims[name].says(s, len(cards)))
        self._open_claims().append(claim)
        return claim

    @staticmethod
    def claim_fields(claim: OpenClaim, forced: bool) -> dict:
        """The fields a `play` or `choose` event gets for a claim, with its `private` list:
        `true`, and `forced: True` when every option the claimer had made a false claim (the
        rules left no honest way: the bluff was not chosen); both the claimer's own knowledge."""
        if forced:
            return {"claim": {"name": claim.claim, "says": dict(claim.says)}, "true": claim.true, "forced": True,
                    "private": ["true", "forced"]}
        return {"claim": {"name": claim.claim, "says": dict(claim.says)}, "true": claim.true, "private": ["true"]}

    def play_claiming(self, actor, sel, dest_fn, modal, v, span, name, *about):
        """`plays N cards ... onto ZONE face down claiming NAME`: the player chooses the cards one
        by one (each option marked bluff or not; with `A to B cards` the player may stop once A
        are chosen: None), then they land face down together in one `play` event with the claim
        (it covers them all); then the challenge window, then the move's window; True when
        played.  With `about` (the cards of `... claiming NAME about CARDS`, worked out before
        any card moved: a card, a set or None, and the CardTest of `when COND` or None), a
        face-up play: the claim is about those cards but the ones played, made only when a card
        played passes the test; the cards played are returned (none: ()), whose `on play` the
        generated code runs next."""
        s = self.s
        src, dest = sel.zone(s, v, actor), dest_fn(s, v, actor)
        onto = self.top_face(dest)
        chosen: list = []
        had_option = forced = False
        least, most = self.how_many(sel, v)
        face_up = bool(about)
        claimed, when = (card_tuple(about[0]), about[1]) if face_up else ((), None)
        local = {**v, "player": actor}

        def claims(card) -> bool:   # a card whose play makes the claim (`when COND`, `card` bound)
            local["card"] = card
            return when is None or bool(when.fn(s, local))
        for _ in range(most):
            pile = [card for card in s.zones[src] if card not in chosen]
            options = self.card_options(pile, sel.where, v, actor, self.p.cannot_play)
            if not options:
                break
            had_option = True
            if face_up:   # the claim is false when a card it is about but the ones played breaks it
                false = {card for card in claimed if card not in chosen and not self.holds(name, actor, card)}
                made = any(map(claims, chosen))
                bluff = {c: bool(false - {c}) and (made or claims(c)) for c in options}
            else:
                bluff = {c: not self.holds(name, actor, c) for c in options}
            info = {"onto": onto, "claim": name, "bluff": bluff, **self.range_info(sel, len(chosen), least, most)}
            stop = sel.up_to is not None and len(chosen) >= least   # `A to B cards`: may stop now
            if not chosen:   # the first card: with only bluffs to lay and no stopping, the claim must be false
                forced = modal != "may" and not stop and all(bluff.values())
            card = yield from self.choose(actor, "play", options, "may" if stop else None if chosen else modal,
                                          span, info)
            if card is None:
                break
            chosen.append(card)
        if not chosen:
            done = self.not_done(actor, "play", modal, had_option, span, False)
            return () if face_up else done
        if face_up and not any(map(claims, chosen)):   # no card played makes the claim: a play
            self.emit("play", actor, tuple((card, src, dest) for card in chosen), {"onto": onto}, span)
            yield from self.after_move(actor)
            return tuple(chosen)
        if face_up:
            claim = self.make_claim(actor, name, [card for card in claimed if card not in chosen])
            info = {"onto": onto, **self.claim_fields(claim, forced)}
        else:
            claim = self.make_claim(actor, name, chosen, [dest] * len(chosen), [True] * len(chosen))
            info = {"onto": onto, "face_down": True, **self.claim_fields(claim, forced)}
        self.emit("play", actor, tuple((card, src, dest) for card in chosen), info, span)
        yield from self.claim_window(claim)
        yield from self.after_move(actor)
        return tuple(chosen) if face_up else True

    # --- challenging ---------------------------------------------------------------------------
    def _accusers(self, acc, claimer: int) -> list:
        """Who may accuse a claim of `claimer`, in seat order after the claimer."""
        by = acc.by(self.s, {"active": claimer})
        if by is None:
            return []
        members = {by} if isinstance(by, int) else set(by)
        return [seat for seat in self.s.seats_from(claimer)[1:] if seat in members]

    def _matching(self, claim: OpenClaim) -> list:
        """The cards of the whole deck that satisfy the claim's `holds:` now (what a bot weighs the
        claim against, with the cards it sees)."""
        return [card for card in range(len(self.p.deck)) if self.holds(claim.claim, claim.claimer, card)]

    def accusing_info(self, seat: int, accusing, offered) -> dict:
        """What the Decision of a choice that leads to an accusation (`accusing`, an Accusing of
        mogel.compile.accusing) tells its agent: `accuses` (the options offered that lead to it;
        none: {}) or `accusation` (its name: the chosen player is the accused), and
        `open_claims`: {seat: {count, matching}} for the latest open claim of the accusation's
        kind of each seat that could be accused (every other seat; the players offered),
        weighed like the claim of an "accuse" Decision."""
        acc = self.p.claim_accusations.get(accusing.accusation)
        if acc is None:
            return {}
        if accusing.options is not None:
            accuses = [o for o in offered if o in accusing.options]
            if not accuses:
                return {}
            info, seats = {"accuses": accuses}, {p for p in range(self.s.n) if p != seat}
        else:
            info, seats = {"accusation": accusing.accusation}, set(offered)
        found: dict = {}
        for claim in reversed(self._open_claims()):
            if claim.claim == acc.claim and claim.claimer in seats and claim.claimer not in found:
                found[claim.claimer] = {"count": len(claim.cards), "matching": self._matching(claim)}
        info["open_claims"] = found
        return info

    def claim_window(self, claim: OpenClaim):
        """After a claim: each accusation of its kind `when: after each claim` asks its accusers."""
        for acc in self.p.claim_accusations.values():
            if acc.claim != claim.claim or acc.when != "claim":
                continue
            accuser, info = None, None
            for seat in self._accusers(acc, claim.claimer):
                if info is None:
                    info = {"accusation": acc.name, "claim": claim.claim, "says": dict(claim.says),
                            "count": len(claim.cards), "claimer": claim.claimer, "matching": self._matching(claim)}
                decision = Decision(seat, "accuse", (None, claim.claimer), acc.span, info)
                answer = self._answer(decision) if self.answerers[seat] else (yield decision)
                if answer is not None:
                    accuser = seat
                    break
            if accuser is None:
                self.emit("no_accusation", info={"accusation": acc.name, "claim": claim.claim}, span=acc.span)
            else:
                yield from self.judge(acc, claim, accuser)

    def call_accusation(self, actor: int, name: str, accused: Optional[int], span):
        """`P calls NAME on X`: judge X's latest open claim of NAME's kind; True when judged."""
        if accused is None:
            return False
        acc = self.p.claim_accusations[name]
        claim = next((c for c in reversed(self._open_claims()) if c.claimer == accused and c.claim == acc.claim), None)
        if claim is None:
            raise RulesRuntimeError.about_seats(
                span, self.p.rules.source, f"{span}: ", accused, f" has no open claim '{acc.claim}' to accuse with "
                f"'{name}': the rules should offer the accusation only when there is one")
        yield from self.judge(acc, claim, actor)
        return True

    def unseen(self, cards) -> list:
        """The cards, face up, that lie in a zone not `seen by all` (a hand seen by its owner, a
        pile seen by nobody): some player cannot see them."""
        s, zones = self.s, self.p.rules.zones
        return [card for card in cards if card not in s.face_down
                and zones[s.layout.slot_zone[s.where[card]]].seen_by != "all"]

    def show_to(self, claimer: int, accuser: int, cards: list, span) -> None:
        """A `reveal` of face-up `cards` to `accuser` only (its `to`): they stay where they lie,
        and only the accuser and the seats that already see them (a hand's owner) see their faces
        (mogel.present.views).  Its seat is who shows them: the owner of their zone when they all
        lie in one player's zone (a claim may be about another player's hand), else the claimer."""
        s = self.s
        slots = [s.where[card] for card in cards]
        owners = {s.layout.slot_owner[slot] for slot in slots}
        holder = owners.pop() if len(owners) == 1 and None not in owners else claimer
        on_top = [s.zones[slot][-1] == card for card, slot in zip(cards, slots)]
        self.emit("reveal", holder, info={"cards": cards, "slots": slots, "on_top": on_top, "to": accuser}, span=span)

    def judge(self, acc, claim: OpenClaim, accuser: int):
        """Reveal the claimed cards (those face down to all; the others some player cannot see
        to the accuser: `show_to`), tell who was right, run the outcome (no cheating meanwhile)."""
        right = not claim.true
        open_ = self._open_claims()
        if claim in open_:
            open_.remove(claim)
        hidden = self.unseen(claim.cards)
        yield from self.reveal(list(claim.cards), acc.span)
        if hidden:
            self.show_to(claim.claimer, accuser, hidden, acc.span)
        self.emit("accuse", accuser, info={"accused": claim.claimer, "right": right, "accusation": acc.name,
                                           "claim": claim.claim},
                  span=acc.right_span if right else acc.wrong_span)
        v = {"accuser": accuser, "accused": claim.claimer, "claimed": list(claim.cards)}
        self.suppress += 1
        try:
            yield from self.run_block(acc.if_right if right else acc.if_wrong, v)
        finally:
            self.suppress -= 1
