"""Variables and choices as the engine carries them out (a base of mogel.runtime.engine.Engine).

* `reset_variables(level)` sets each variable reset at `level` ("game": also those never reset,
  when the game begins) to its `starts:` (or absent), at the start of each instance of that
  level (mogel.runtime.levels), before its starter and setup.
* `set_variable` emits `set` -- only when the value changes; of a variable `per player` it names
  the seat whose value it is (`owner`), kept in the state's variables by (name, seat).
* `choice` asks a seat to choose among the options offered: none -> absent (None), not asked;
  one with `must` -> taken, not asked; else a Decision of kind "choice" (None too with `may`).
  The Decision's info tells the chooser's agent (and nobody else) what it needs to weigh
  the options: `what` ("option", "value", "number", "player"), `labels`, `attribute` (a value choice:
  the attribute whose value is chosen), `low` (a number choice: the lowest of its range), `bluff` (option -> whether it makes a false claim),
  and for a choice that leads to an accusation (mogel.compile.accusing) `accuses` or
  `accusation` with `open_claims` (mogel.runtime.claims `accusing_info`).
  Whatever happened, it emits one public `choose` event with the answer; what was offered and
  whether the seat was asked are private fields (rule H: mogel.present.views drops them for
  every other seat).  A choice is not a move: it opens no cheating window.
* The choices of cards a rules `move` makes: `blind_card` (`chosen blindly by P`: a place among
  cards P cannot see) and `worth_pick` (`cards worth V chosen by P`: a set of cards whose values
  add up to V, `worth_sets`), each a Decision of kind "choice" (`what` "position", "cards").
"""

from __future__ import annotations

from typing import Optional

from ..compile.work import MAX_NUMBER, too_large, worth_sets
from .asking import below
from .events import Decision

_UNSET = object()


def same(a, b) -> bool:
    """Whether two values of a variable are the same (True is not 1)."""
    return type(a) is type(b) and a == b


class Choices:
    """The variables and choices of `Engine` (its state `self.s`, program `self.p`, `emit`, `_answer`)."""

    __slots__ = ()   # a mixin of Engine, whose attributes are its __slots__ (mogel.runtime.engine)

    def reset_variables(self, level: str, start: bool = False) -> None:
        """Reset the variables reset at each `level`; "game" with `start` (or with no level
        called game): those never reset too, when the whole game begins."""
        if not self.p.variables:
            return
        game_level = any(spec.name == "game" for spec in self.p.levels)
        for spec in self.p.variables:
            if level == "game" and (start or not game_level):
                hit = spec.reset is None or (spec.reset == "game" and not game_level)
            else:
                hit = spec.reset == level
            if hit and spec.per_player:   # each seat's, in seat order, `player` bound to it
                for seat in range(self.s.n):
                    value = spec.starts(self.s, {"player": seat}) if spec.starts is not None else None
                    self.set_variable(spec.name, value, spec.span, reset=True, owner=seat)
            elif hit:
                value = spec.starts(self.s, {}) if spec.starts is not None else None
                self.set_variable(spec.name, value, spec.span, reset=True)

    def set_variable(self, name: str, value, span, reset: bool = False, quiet: bool = False,
                     owner: Optional[int] = None) -> None:
        """`set NAME = VALUE` (or its reset; `owner`: the seat whose value of a variable `per player`
        it is): one `set` event, none when the value stays; a RulesRuntimeError at `span` for a
        number beyond MAX_NUMBER either way (too_large)."""
        if type(value) is int and abs(value) > MAX_NUMBER:   # a seat is an int too, and always small
            raise too_large(value, span, self.p.rules.source, "the number set here")
        before = self.s.variables.get(name if owner is None else (name, owner), _UNSET)
        if before is not _UNSET and same(before, value):
            return
        info = {"variable": name, "value": value}
        if owner is not None:
            info["owner"] = owner
        if reset:
            info["reset"] = True
        if quiet:   # `quietly set`: not told (mogel.present.narrate_choices)
            info["quiet"] = True
        self.emit("set", info=info, span=span)

    def choice(self, seat: Optional[int], name: str, variable: Optional[str], what: str, offered: tuple,
               modal: Optional[str], span, claims: Optional[dict] = None, owner: Optional[int] = None,
               words: Optional[dict] = None, low: Optional[int] = None):
        """The answer of `seat` among `offered` (option names or seats), or None; emits `choose`
        (stored in `variable` when given: seat `owner`'s value of one `per player`).
        No event when nobody chooses (the chooser is absent): the answer is absent then.
        `claims`: option -> (claim, cards) for options that make a claim when chosen
        (mogel.runtime.claims): the decision marks each option a bluff or not, and the chosen
        one's claim is made, told in `choose` and open to challenges.  `words`: name -> value of
        the players and values the words of a choice of a value name besides the chosen one
        (told with it: mogel.present.narrate_choices).  `low`: of a choice of a number from A to B,
        A (the Decision's info `low`: mogel.rl.encoding counts its actions from it)."""
        if seat is None:
            return None
        asked = bool(offered) and (len(offered) > 1 or modal == "may")
        if not offered:
            chosen = None
        elif not asked:
            chosen = offered[0]
        else:
            options = (None, *offered) if modal == "may" else tuple(offered)
            labels = self.p.choice_labels.get(span, {})
            info = {"choice": name, "what": what,
                    "labels": {o: dict(labels.get(o, ())) for o in offered} if what in ("option", "value") else {}}
            if what == "value":
                info["attribute"] = self.p.choice_told[span][0]
            if what == "number":
                info["low"] = low
            if claims:
                info["bluff"] = self.option_bluffs(seat, offered, claims)
            accusing = self.p.choice_accusations.get(span)
            if accusing is not None:
                info.update(self.accusing_info(seat, accusing, offered))
            decision = Decision(seat, "choice", options, span, info)
            chosen = self._answer(decision) if self.answerers[seat] else (yield decision)
        info = {"choice": name, "chosen": chosen}
        if words:
            info["words"] = words
        if variable is not None:
            info["variable"] = variable
            if owner is not None:
                info["owner"] = owner
        claim = self.make_claim(seat, *claims[chosen]) if claims and chosen in claims else None
        private = ["options", "asked"]
        if claim is not None:
            forced = modal != "may" and all(self.option_bluffs(seat, offered, claims).values())
            fields = self.claim_fields(claim, forced)
            private += fields.pop("private")
            info.update(fields)
        info.update({"options": list(offered), "asked": asked, "private": private})
        self.emit("choose", seat, info=info, span=span)
        if claim is not None:
            yield from self.claim_window(claim)
        return chosen

    def blind_card(self, seat, pile, slot: int, span):
        """The card of `pile` (the cards of zone `slot`) that `seat` picks blind, by its place in a
        fan it cannot see (`chosen blindly by`); None when the pile is empty or the chooser absent.
        With more than one card the seat is asked a Decision of kind "choice", `what` "position":
        options the places 1..n, `info` `from` (zone, owner); then the fan's order is drawn -- a
        turn by a random offset, one draw as `random_card` -- so every place is each card with
        the same chance and nobody, not the chooser, learns more than by `at random`."""
        if seat is None or not pile:
            return None
        n = len(pile)
        place = 1
        if n > 1:
            layout = self.s.layout
            info = {"choice": "", "what": "position", "labels": {},
                    "from": (layout.slot_zone[slot], layout.slot_owner[slot])}
            decision = Decision(seat, "choice", tuple(range(1, n + 1)), span, info)
            place = self._answer(decision) if self.answerers[seat] else (yield decision)
        turn = (yield from self.chance("random", (1 / n,) * n)) if self.asks_chance else below(self.rng, n)
        return pile[(place - 1 + turn) % n]

    def worth_pick(self, seat, pile, target, src: int, dest: int, down: bool, under: bool, span):
        """`move cards worth V chosen by P from Z [where C] to [bottom of] D [face down]`: the set
        of `pile`'s cards whose values add up to `target` that `seat` picks (worth_sets: one per set
        of faces), moved in one `move` event (info `chosen_by`: the seat); asked a Decision of kind
        "choice", `what` "cards", options 0..k-1, `info` sets (each a list of card ids), worth, to
        (zone, owner) when there are several sets.  Returns whether cards moved (none when the
        chooser is absent or no set adds up)."""
        sets = [] if seat is None or type(target) is not int else \
            worth_sets(pile, target, self.p.deck.values, self.p.deck.face_ids, span, self.p.rules.source)
        if not sets:
            return False
        picked = 0
        if len(sets) > 1:
            layout = self.s.layout
            info = {"choice": "", "what": "cards", "labels": {}, "sets": [list(cards) for cards in sets],
                    "worth": target, "to": (layout.slot_zone[dest], layout.slot_owner[dest])}
            decision = Decision(seat, "choice", tuple(range(len(sets))), span, info)
            picked = self._answer(decision) if self.answerers[seat] else (yield decision)
        moves = tuple((card, src, dest) for card in sets[picked])
        info = {"chosen_by": seat, **(self.move_info(True, src, seat) if down else {})}
        if under:
            self.emit_under("move", moves, info, span)
        else:
            self.emit("move", None, moves, info, span)
        return True
