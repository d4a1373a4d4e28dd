"""What a chooser is offered must not depend on a card it cannot see (the warning `leaks_hidden`).

Which options a player is offered tells that player something, and the answer tells the table:

    active must play 1 card from hand where any(hand of left of active where card is gift) onto discard
    let target = active chooses a player where any(hand of player where card is gift)

Here whether active may play at all, and which players active may pick, give away the cards in
another player's hand.  Warned where the face is read (mogel.check.leaks' `Seen`, with the
chooser as `viewer`, whose own zones it sees):

* an option's `if`;
* the `where` of the cards a player may play or give (`plays`, `gives`, `move ... chosen by P`):
  `card` is the card offered, seen as the chooser sees the zone it comes from, so a player's
  own hand (any own zone seen by its owner), the top of a pile `top seen by all` and a zone
  seen by all tell nothing;
* the filter of a chosen player (`chooses a player where ...`, `gives ... to a chosen player
  where ...`) or value (`chooses a suit where ...`): each candidate is not the chooser;
* a name the words of a choice of a value say (`{asked}` of `let asked = (top of hand).rank`):
  it is told to every seat with the answer.

A `move ... chosen by P` from cards P cannot see (seen as for its `where`: `Offers._pile`) is
an error instead (`blind_choices`): the engine offers P one card of each face, so the question
shows them.  Such a leak in a card's blocks is acknowledged by the card's `expect warning:
leaks_hidden`, and anywhere by that line indented under the statement (a play, a gift, a
`move ... chosen by`, a choice); an option by that line indented under it.
"""

from __future__ import annotations

import weakref
from typing import Dict, List, Optional, Tuple

from ..errors import Said
from ..language import model as m
from .choices import PLACEHOLDER
from .leaks import CLEAN, Leak, Leaks, Seen, bound
from .said_statements import SAY

# why a chooser cannot see the cards of a `chosen by` (Offers._chosen)
# a Rules' walk (Offers.found): its leaks, blind choices and races' sees_right, kept while the Rules lives
_WALKED: "weakref.WeakKeyDictionary[m.Rules, tuple]" = weakref.WeakKeyDictionary()
_BLIND = {"owner": "blind_owner", "nobody": "blind_nobody", "top": "blind_top", "face_down": "blind_face_down"}
# each candidate of a chosen player: an expression equal to no player's (not even `player`'s)
CANDIDATE = Seen(who=m.Name("a chosen player"))


class Offers(Leaks):
    """Leaks with what each chooser is offered (`offered`, `found`'s items) and the blind `chosen
    by`s (`blind`); `acknowledged`: the codes of the `expect warning:` under the statement looked
    at (or None)."""

    acknowledged = None

    def found(self) -> List[Leak]:
        """Leaks.found's, then those of the items that decide what a player is offered or asked:
        a card's `cannot be played unless` and `cannot be given unless` (`player` the player who
        would play or give it, `card` that card, which it sees), a cheat's `by:` and `only if:`
        (`player` the cheater) and an accusation's `by:` (each player it names: being asked tells
        it).  Each player sees its own zones (`viewer`: `player`); acknowledged by the item's
        `expect warning: leaks_hidden`.  Walked once per Rules object (a model is immutable): a
        check asks for its blind choices and its leaks (mogel.check.public), the compiler for
        `sees_right`; `blind` and `sees_right` are set as the walk sets them.  What it finds in each
        block and item is kept, by the block or item and what the walk reads of the rest of the
        rules (mogel.check.kept), for the next Rules that shares them (the editor's checks)."""
        kept = _WALKED.get(self.rules)
        if kept is None:
            kept = _WALKED[self.rules] = (tuple(self._walked()), tuple(self.blind), dict(self.sees_right))
        self.blind, self.sees_right = list(kept[1]), dict(kept[2])
        return list(kept[0])

    def _walked(self) -> List[Leak]:
        """The walk `found` keeps: Leaks.found's leaks, then the items' tests."""
        out = super().found()
        for item in (*self.rules.cards.values(), *self.rules.cheats.values(), *self.rules.accusations.values()):
            self.kept("tests", item, None, (), lambda found, it=item: self._item_tests(it, found), out)
        return out

    def _item_tests(self, item: m.Item, out: List[Leak]) -> None:
        """The leaks of the tests of a card, a cheat or an accusation (`found`), kept per item."""
        me = {**bound(("player",)), "card": Seen(cards=True)}
        if isinstance(item, m.Card):
            for prop, verb in (("cannot_play", "verb_played"), ("cannot_give", "verb_given")):
                unless = getattr(getattr(item, prop), "unless", None)
                self._item_test(unless, me, "unless", item, out, "unless_leaks", verb=SAY(verb))
        elif isinstance(item, m.Cheat):
            for expr in (item.by, item.only_if):
                self._item_test(expr, me, "cheat", item, out, "cheat_leaks")
        else:
            self._item_test(item.by, {}, "accusation", item, out, "accuser_leaks")

    def _item_test(self, expr: Optional[m.Expr], env: Dict[str, Seen], kind: str, item: m.Item, out: list,
                   key: str, **more) -> None:
        """A Leak of `kind` if `expr` of `item` (None: none) reads a face `player` cannot see."""
        if expr is None:
            return
        self.viewer = m.Name("player")
        test = self.seen(expr, env)
        self.viewer = None
        self._told((expr.span, expr.span), test, kind, item.name, item.expect_warning or (), out, key, **more)

    def offered(self, node: m.Stmt, env: Dict[str, Seen], shown, out: list) -> None:
        """Add the Leaks of an option's `if`, a play's, gift's or card choice's `where` and a
        chosen player's or value's filter in statement `node` (keeping a blind `chosen by`'s error)."""
        self.acknowledged = getattr(node, "expect_warning", None)
        if isinstance(node, m.ChoiceStmt):
            self._options(node.choice, env, shown, out)
            if node.choice.what != "option" and node.choice.filter is not None:
                self._candidates(node.choice.chooser, node.choice, env, shown, out)
            for limit in (node.choice.low, node.choice.high) if node.choice.what == "number" else ():
                self._candidates(node.choice.chooser, node.choice, env, shown, out, limit)   # `from A to B`
            self._words(node, env, shown, out)
        elif isinstance(node, m.MoveSel) and node.selection.chooser is not None and node.selection.blind:
            self._blindly(node.selection, env)
        elif isinstance(node, m.MoveSel) and node.selection.chooser is not None:
            if not self._chosen(node.selection, env):   # a rules `move`'s `hand` is `player`'s
                self._cards(node, node.selection, (node.selection.chooser, m.Name("player")), env, shown, out)
        elif isinstance(node, m.Act) and isinstance(node.verb, (m.Play, m.Give)):
            chooser = m.Name("player") if node.subject.each else node.subject.expr
            env = {**env, **bound(("player",))} if node.subject.each else env
            self._cards(node, node.verb.selection, (chooser, chooser), env, shown, out)
            chosen = node.verb.chosen if isinstance(node.verb, m.Give) else None
            if chosen is not None and chosen.expr is not None:
                self._candidates(chooser, chosen, env, shown, out)

    def _words(self, node: m.ChoiceStmt, env: Dict[str, Seen], shown, out: list) -> None:
        """The names the words of a choice of a value say besides `{player}` and the value: each
        is told to every seat with the answer, so one whose value reads a hidden face leaks it."""
        c = node.choice
        for key in dict.fromkeys(found.partition(":")[0] for _, text in c.told for found in PLACEHOLDER.findall(text)):
            said = self.seen(m.Name(key, c.span), env, shown) if key not in ("player", c.attribute) else CLEAN
            if said.leak is not None:
                self._where(c.span, c.chooser, said, ("choice", "words_leak"), c.chooser, out, placeholder=key)

    def _pile(self, sel: m.Selection, who: Tuple[m.Expr, m.Expr], env, shown) -> Optional[Seen]:
        """The cards of `sel`'s zone as the chooser sees them, who: (the chooser, the player whose
        zone a per-player zone without `of` is); None for an unknown zone.  Leaves `viewer` the
        chooser (Leaks._call: a player sees its own zones seen by their owner or by all)."""
        zone = self.rules.zones.get(sel.zone.name)
        if zone is None:
            return None
        self.viewer = self.seen(who[0], env, shown).who
        owner = sel.zone.owner if sel.zone.owner is not None else who[1]
        return self.seen(m.Name(zone.name) if zone.shared else m.Call(zone.name, (owner,)), env, shown)

    def _cards(self, node: m.Stmt, sel: m.Selection, who: Tuple[m.Expr, m.Expr], env, shown, out: list) -> None:
        """The `where` of the cards a chooser may pick from `sel`'s zone (who: as for _pile), and
        the V of `cards worth V`, if it reads a face the chooser cannot see; `card` (the card offered) as the chooser sees that zone."""
        pile = self._pile(sel, who, env, shown) if sel.where is not None or sel.worth is not None else None
        if pile is not None and sel.where is not None:
            test = self.seen(sel.where, {**env, "card": Seen(hidden=pile.hidden, cards=True)}, shown)
            self._where(node.span, sel.where, test, ("play", "play_leaks"), who[0], out)
        if pile is not None and sel.worth is not None:   # `cards worth V`: the question says V
            self._where(node.span, sel.worth, self.seen(sel.worth, env, shown), ("play", "worth_leaks"), who[0], out)
        self.viewer = None

    def _candidates(self, chooser: m.Expr, choice, env, shown, out: list, expr: Optional[m.Expr] = None) -> None:
        """The filter of a chosen player, value or number (a Choice, or a gift's chosen Subject), or
        `expr` (a bound of a number's range), if it reads a face `chooser` cannot see."""
        each = {choice.attribute: CLEAN} if getattr(choice, "what", "player") in ("value", "number") else \
            {"player": CANDIDATE}
        expr = expr or getattr(choice, "filter", None) or choice.expr
        self.viewer = self.seen(chooser, env, shown).who
        test = self.seen(expr, {**env, **each}, shown)
        self.viewer = None
        self._where(choice.span, expr, test, ("choice", "choice_leaks"), chooser, out)

    def _where(self, span: m.Span, where: m.Expr, test: Seen, told: Tuple[str, str], chooser: m.Expr,
               out: list, **more) -> None:
        """A Leak of `told` (its kind, its message's key) if `test` (what `where` gives away) reads
        a hidden face, named by the chooser's text; acknowledged by the `expect warning:` under the
        statement and, in a card's blocks, by the card's (expect: their codes; () in a card that
        acknowledges none, None outside a card when the statement says none)."""
        expect = self.acknowledged
        if self.card is not None:
            expect = (self.card.expect_warning or ()) + (expect or ())
        kind, key = told
        self._told((span, where.span), test, kind, _text(self.rules, chooser.span, "?"), expect, out, key, **more)

    def _chosen(self, sel: m.Selection, env: Dict[str, Seen]) -> bool:
        """Keep the error of `move ... chosen by P from ZONE` when P may not see every card of ZONE
        (_pile, with `player` the owner of a per-player zone without `of`): the engine offers the
        chooser one card of each face there, so the question itself would show them.  Whether
        it was kept."""
        pile = self._pile(sel, (sel.chooser, m.Name("player")), env, frozenset())
        self.viewer = None
        if pile is None or pile.hidden is None:
            return False
        said = {"chooser": _text(self.rules, sel.chooser.span, "?"),
                "zone": _text(self.rules, sel.zone.span, sel.zone.name)}
        why = SAY(_BLIND[pile.hidden.why], name=sel.zone.name, **said)
        self.blind.append((sel.chooser.span, SAY("blind_choice", why=why, **said)))
        return True

    def _blindly(self, sel: m.Selection, env: Dict[str, Seen]) -> None:
        """Keep the error of `move ... chosen blindly by P from ZONE` when P sees every card of ZONE
        (_pile): the pick by place is then made with the faces in view."""
        pile = self._pile(sel, (sel.chooser, m.Name("player")), env, frozenset())
        self.viewer = None
        if pile is not None and pile.hidden is None:
            self.blind.append((sel.chooser.span, SAY("blindly_seen", chooser=_text(self.rules, sel.chooser.span, "?"),
                                                     zone=f"'{_text(self.rules, sel.zone.span, sel.zone.name)}'")))

    def _options(self, choice: m.Choice, env, shown, out: list) -> None:
        """The options whose `if` reads a face the chooser cannot see (its own zones it sees)."""
        chooser = self.seen(choice.chooser, env, shown).who
        for option in choice.options:
            if option.condition is not None:
                self.viewer = chooser
                offered = self.seen(option.condition, env, shown)
                self.viewer = None
                self._told((option.span, option.condition.span), offered, "option", option.name,
                           option.expect_warning, out, "option_leaks")


def leaks(rules: m.Rules) -> List[Leak]:
    """A Leak for each `set`, option `if`, race field, claim `says:`, play's or gift's `where` and
    chosen player's or value's filter of the rules that tells a face a seat told it cannot see
    (mogel.check.leaks' docstring and this module's)."""
    return Offers(rules).found()


def runners_see(rules: m.Rules) -> Dict[m.Span, bool]:
    """The span of each race with `right if COND` -> whether each runner sees all that COND reads
    (its own zones and what every seat sees): then a runner is told, before it runs, whether it
    would be right (mogel.runtime.verbs `race_joined`: a "join" Decision's `holds`)."""
    found = Offers(rules)
    found.found()
    return found.sees_right


def blind_choices(rules: m.Rules) -> List[Tuple[m.Span, Said]]:
    """(span, message) of each `move ... chosen by P` whose chooser may not see the cards it
    chooses among (Offers._chosen), once each: errors, as the engine would show their faces;
    and of each `reveal` that can turn no card over (Leaks._reveal)."""
    found = Offers(rules)
    found.found()
    return list(dict.fromkeys(found.blind))


def _text(rules: m.Rules, span: m.Span, other: str) -> str:
    """The rules' text at `span` (on one line), else `other`."""
    lines = rules.source.splitlines()
    if span.file != rules.file or not 0 < span.line <= len(lines) or span.end_line != span.line or not span.end_column:
        return other
    return lines[span.line - 1][span.column - 1:span.end_column - 1]
