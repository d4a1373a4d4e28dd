"""The static check of a Rules model: names, counts, types -> located diagnostics.

`check_rules(rules)` returns a list of Diagnostics (errors and warnings) and never raises.
A Rules with no errors can be compiled and run: every name resolves, every expression has
the type its place needs, the deck table adds up, and every zone a statement uses exists.
"""

from __future__ import annotations

import difflib
from typing import Callable, List, Optional

from . import lets, model as m
from .check_names import (branch_lets, declared_names, display_names, let_name, rounds_by_players, rounds_names,
                          tag_names)
from .errors import Diagnostic, did_you_mean, locate
from .state import BOX
from .typer import BOOL, BOX_MESSAGE, CARD, INT, PLAYER, PLAYERS, Typer, fits, shared_zone
from .warnings import warnings

CHOICES = {"order": ("left", "right"), "winner": ("lowest", "highest"), "ties": ("shared", "last_round"),
           "checked": ("move", "turn"), "seen_by": ("all", "owner", "nobody"), "top_seen_by": ("all",),
           "when": ("act", "window")}
MAX_DECK = 10000   # cards in a deck: far beyond any table, well below what memory can hold
CHOICE_WORDS = {"checked": "after each {}", "when": "after each {}", "winner": "{} score", "seen_by": "seen by {}",
                "top_seen_by": "top seen by {}"}


class Checker:
    """Walks every item of a Rules model once, collecting diagnostics."""

    def __init__(self, rules: m.Rules, only: Optional[Callable[[m.Item], bool]] = None):
        """`only`: check just the items it picks and skip the check of declared names
        (mogel.variant_check, for items and names known to give no diagnostic)."""
        self.rules = rules
        self.out: List[Diagnostic] = []
        self.typer = Typer(rules, self.error)
        self.in_play = False   # checking a block that runs while a round is played
        self.only = only
        self.picked = only or (lambda item: True)

    def error(self, span: m.Span, message: str, severity: str = "error") -> None:
        diagnostic = locate(self.rules.source, span, message, severity)
        if diagnostic not in self.out:
            self.out.append(diagnostic)

    def warn(self, span: m.Span, message: str) -> None:
        """A warning told with the errors (a `let` that hides a name: check_names.let_name)."""
        self.error(span, message, "warning")

    def failed(self) -> bool:
        return any(d.severity == "error" for d in self.out)

    def need(self, item: m.Item, prop: str) -> bool:
        if getattr(item, prop) is None:
            if item.span.line == 0:   # the whole block is missing, and that is reported already
                return False
            label = item.category if item.category == item.name else f"{item.category} {item.name}"
            self.error(item.span, f"{label} has no '{prop.replace('_', ' ')}:'")
            return False
        return True

    def choice(self, item: m.Item, prop: str) -> None:
        value = getattr(item, prop)
        allowed = CHOICES[prop]
        if value is not None and value not in allowed:
            shown = [CHOICE_WORDS.get(prop, "{}").format(a) for a in allowed]
            self.error(item.where(f"{prop}.value"), f"'{CHOICE_WORDS.get(prop, '{}').format(value)}' is not a choice here: use "
                                         + " or ".join(f"'{a}'" for a in shown) + did_you_mean(value, allowed))

    # --- items ------------------------------------------------------------------------------
    def check(self) -> List[Diagnostic]:
        r, picked = self.rules, self.picked
        if self.only is None:
            declared_names(r, self.error)
            tag_names(r, self.error)
        if self.out:   # a name of two meanings: each use of it would give a confusing message
            return self.out
        if picked(r.game):
            self.game(r.game)
        for define in filter(picked, r.defines.values()):
            self.typer.define_type(define.name)
        for zone in filter(picked, r.zones.values()):
            self.zone(zone)
        cards = list(filter(picked, r.cards.values()))
        for card in cards:
            self.card(card)
        if picked(r.deck):
            self.deck(r.deck)
        if picked(r.round):
            self.round(r.round)
        self.in_play = True
        if picked(r.turn) and self.need(r.turn, "body"):
            self.block(r.turn.body, {}, actor=True)
        for card in cards:
            if card.on_play:
                self.block(card.on_play, {"played": CARD, "active": PLAYER}, actor=False)
        self.in_play = False
        self.counts()
        for item, stmts, _ in lets.blocks(r):
            if picked(item):
                branch_lets(r, stmts, self.warn)
        for cheat in filter(picked, r.cheats.values()):
            self.cheat(cheat)
        for accusation in filter(picked, r.accusations.values()):
            self.accusation(accusation)
        for table in ((r.game,), r.zones.values(), r.cards.values(), r.roles.values(), r.cheats.values(),
                      r.accusations.values()):
            for item in filter(picked, table):
                display_names(getattr(item, "names", None), lambda i, item=item: item.where(f"names.{i}"),
                              self.error)
        if not self.failed() and picked(r.game) and lets.constant_number(r, r.game.rounds) is None:   # told above
            rounds_by_players(r, self.error)
        if not self.failed():
            self.out += warnings(r, picked)
        return self.out

    def game(self, g: m.Game) -> None:
        for prop in ("players", "rounds"):
            self.need(g, prop)
        if g.players is not None:
            low, high = g.players
            if not 2 <= low <= high <= 12:
                self.error(g.where("players.value"), f"players must go from at least 2 to at most 12, "
                                               f"lowest first (not {low} to {high})")
        if g.rounds is not None:
            if fits(self.typer.expect(g.rounds, {}, INT, "as the number of rounds"), INT):
                rounds_names(self.rules, self.error)
            value = lets.constant_number(self.rules, g.rounds)
            if value is not None and not 1 <= value <= 1000:
                self.error(g.rounds.span, f"a game has 1 to 1000 rounds, not {value}")
        for prop in ("order", "winner", "ties"):
            self.choice(g, prop)

    def zone(self, z: m.Zone) -> None:
        if z.name == BOX:
            self.error(z.where("name"), f"'{BOX}' is the game box (cards out of play): give the zone another name")
        if z.shared is None:
            self.error(z.span, f"zone {z.name}: say 'shared' or 'per player'")
        for prop in ("seen_by", "top_seen_by"):
            self.choice(z, prop)
        if z.shared and z.seen_by == "owner":
            self.error(z.where("seen_by"), f"zone {z.name} is shared: it has no owner to see it")
        if z.when_empty:
            self.block(z.when_empty, {})

    def card(self, c: m.Card) -> None:
        for prop in ("cannot_play", "cannot_give"):
            restriction = getattr(c, prop)
            if restriction is not None and restriction.unless is not None:
                self.typer.expect(restriction.unless, {"player": PLAYER, "card": CARD}, BOOL, "after 'unless'")

    def deck(self, d: m.Deck) -> None:
        if not (self.need(d, "values") and self.need(d, "rows")):
            return
        if len(set(d.values)) != len(d.values):
            self.error(d.where("values"), "a value is listed twice in 'values:'")
        seen = {}
        for row in d.rows:
            if row.kind not in self.rules.cards:
                self.error(row.span, f"unknown card kind '{row.kind}'{did_you_mean(row.kind, self.rules.cards)}")
            if row.kind in seen:
                self.error(row.span, f"card '{row.kind}' has two rows (first at {seen[row.kind]})")
            seen[row.kind] = row.span
            if len(row.counts) != len(d.values):
                self.error(row.span, f"{len(row.counts)} counts for {len(d.values)} values: "
                                     f"give one count per value")
            if row.total is not None and row.total != sum(row.counts):
                self.error(row.span, f"the counts of '{row.kind}' add up to {sum(row.counts)}, not {row.total}")
        unknown_rows = [row.kind for row in d.rows if row.kind not in self.rules.cards]
        for kind, card in self.rules.cards.items():
            if kind not in seen and not did_you_mean(kind, unknown_rows):   # else: a misspelt row, told above
                self.error(card.span, f"card '{kind}' has no row in the deck table" + self._row_hint(kind, card, seen))
        total = sum(sum(row.counts) for row in d.rows)
        if total > MAX_DECK:
            self.error(d.span, f"the deck has {total} cards: a game has at most {MAX_DECK}")
        if total == 0:
            self.error(d.span, "the deck has no cards: give at least one kind a count above 0")
        if d.total is not None and d.total != total:
            self.error(d.where("total"), f"the deck adds up to {total} cards, not {d.total}")

    def _row_hint(self, kind: str, card: m.Card, rows) -> str:
        """A did-you-mean for a card kind with no row that is close to one with a row: most
        often a variant that meant to change that card and misspelt it (`card ants:`)."""
        close = difflib.get_close_matches(kind, list(rows), n=1, cutoff=0.75)   # not 'hide' for 'spider'
        if not close:
            return ""
        hint = f" (did you mean '{close[0]}'?)"
        in_variant = any(item is card for v in self.rules.variants.values() for item in v.items)
        return hint[:-1] + " a variant that changes a card names it as the rules do)" if in_variant else hint

    def round(self, rd: m.Round) -> None:
        for prop, wanted in (("starter", PLAYER), ("first", PLAYER), ("ends_when", BOOL)):
            if self.need(rd, prop):
                self.typer.expect(getattr(rd, prop), {}, wanted, f"in '{prop.replace('_', ' ')}:'")
        self.choice(rd, "checked")
        for prop in ("setup", "scoring"):
            if getattr(rd, prop):
                self.block(getattr(rd, prop), {})

    def cheat(self, c: m.Cheat) -> None:
        if self.need(c, "by"):
            self.typer.expect(c.by, {}, PLAYERS, "as who may cheat")
        if self.need(c, "moves"):
            for name, part in ((c.moves.src, "moves.src"), (c.moves.dst, "moves.dst")):
                zone = self.zone_named(name, c.where(part))
                if zone is not None and zone.shared:
                    self.error(c.where(part), self.per_player("a covert move goes between zones of one player; ", zone))
            if c.moves.count < 1:
                self.error(c.where("moves.count"), "a covert move moves at least 1 card")
        if c.only_if is not None:
            self.typer.expect(c.only_if, {"player": PLAYER, "card": CARD}, BOOL, "after 'only if:'")
        if c.noticed_by is not None:
            self.typer.expect(c.noticed_by, {}, PLAYER, "as who may notice")
        if c.race_attention is not None and not 0 <= c.race_attention <= 1:
            self.error(c.where("race_attention.value"), "attention is a percentage from 0% to 100%")

    def accusation(self, a: m.Accusation) -> None:
        if self.need(a, "of") and a.of not in self.rules.cheats:
            self.error(a.where("of.value"), f"unknown covert move '{a.of}'{did_you_mean(a.of, self.rules.cheats)}")
        if self.need(a, "by"):
            self.typer.expect(a.by, {}, PLAYER, "as who may accuse")
        self.choice(a, "when")
        scope = {"accuser": PLAYER, "accused": PLAYER, "cheated": CARD}
        twin = next((o for o in self.rules.accusations.values() if o.of == a.of and o is not a), None)
        if twin is not None and a.of is not None and a.span.line > twin.span.line:
            self.error(a.where("of"), f"covert move '{a.of}' already has an accusation ('{twin.name}' at {twin.span})")
        self.in_play = True
        for prop in ("if_right", "if_wrong"):
            if self.need(a, prop):
                self.block(getattr(a, prop), scope)
        self.in_play = False

    # --- statements -------------------------------------------------------------------------
    def zone_named(self, name: str, span: m.Span) -> Optional[m.Zone]:
        zone = self.rules.zones.get(name)
        other = next((word for table, word in (("roles", "role"), ("cards", "card kind"), ("defines", "definition"))
                      if name in getattr(self.rules, table)), None)
        if zone is None and other is not None:
            self.error(span, f"'{name}' is a {other}, not a zone: the zones are {', '.join(self.rules.zones)}")
        elif zone is None and name == BOX:
            self.error(span, BOX_MESSAGE)
        elif zone is None:
            self.error(span, f"unknown zone '{name}'{did_you_mean(name, self.rules.zones)}")
        return zone

    def zone_ref(self, ref: m.ZoneRef, scope: dict, actor: bool) -> Optional[m.Zone]:
        zone = self.zone_named(ref.name, ref.span)
        if zone is None:
            return None
        if zone.shared and ref.owner is not None:
            what, fix = shared_zone(self.rules, zone)
            self.error(ref.span, f"{what}: it belongs to nobody, so " +
                       (f"'{ref.name} of ...' names no cards; {fix}" if fix else "drop 'of ...'"))
        elif not zone.shared and ref.owner is None and not actor and "player" not in scope:
            self.error(ref.span, f"whose {ref.name}? write '{ref.name} of PLAYER'")
        elif ref.owner is not None:
            self.typer.expect(ref.owner, scope, PLAYER, f"after '{ref.name} of'")
        return zone

    def count(self, expr: m.Expr, scope: dict) -> None:
        """A number of cards: a number (whether it can be negative: `counts`)."""
        self.typer.expect(expr, scope, INT, "as how many cards")

    def counts(self) -> None:
        """Refuse each number of cards that is negative for some number of players the game
        allows, as far as the checker can work it out (mogel.lets), in the blocks of the items
        picked; in every block when the game is picked (a variant that changes `players:`
        changes every count made of player_count)."""
        every = self.picked(self.rules.game)
        for item, stmts, binds in lets.blocks(self.rules):
            if every or self.picked(item):
                for node, bound, known in lets.statements(self.rules, stmts, frozenset(binds)):
                    for expr in lets.counts(node):
                        message = lets.negative(self.rules, expr, bound, known)
                        if message is not None:
                            self.error(expr.span, message)

    def position(self, position: Optional[str], span: m.Span, what: str) -> None:
        if position == "except_top":
            self.error(span, f"'except top' goes with 'move all cards'; '{what}' takes "
                             f"from the top, 'below top' or 'at random'")

    def per_player(self, told: str, zone: m.Zone, fix: str = "") -> str:
        """`told` followed by what makes `zone` shared, and then `fix`, or what to do in the
        variant that makes it shared (not in the rules, whose zone is per player then)."""
        what, in_variant = shared_zone(self.rules, zone)
        return told + what + (f": {in_variant or fix}" if in_variant or fix else "")

    def needs_hand(self, span: m.Span, verb: str) -> None:
        hand = self.rules.zones.get("hand")
        if hand is None:
            self.error(span, f"'{verb}' puts cards into a player's hand: declare 'zone hand:' as 'per player'")
        elif hand.shared:
            self.error(span, self.per_player(f"'{verb}' puts cards into a player's hand, but ", hand,
                                             "declare 'zone hand:' as 'per player'"))

    def selection(self, sel: m.Selection, scope: dict, actor: bool) -> None:
        self.count(sel.count, scope)
        self.zone_ref(sel.zone, scope, actor)
        if sel.where is not None:
            self.typer.expect(sel.where, {**scope, "card": CARD}, BOOL, "after 'where'")
        if sel.chooser is not None:
            self.typer.expect(sel.chooser, scope, PLAYER, "after 'chosen by'")

    def subject(self, subject: m.Subject, scope: dict) -> None:
        if subject.filter_kind is None and subject.expr is None:
            return
        wanted = {None: PLAYER, "except": PLAYER, "in": PLAYERS, "where": BOOL}[subject.filter_kind]
        inner = {**scope, "player": PLAYER} if subject.filter_kind == "where" else scope
        self.typer.expect(subject.expr, inner, wanted)

    def block(self, stmts, scope: dict, actor: bool = False) -> None:
        scope = dict(scope)
        for node in stmts:
            self.stmt(node, scope, actor)
            if isinstance(node, m.Let):
                scope[node.name] = self.typer.type_of(node.expr, scope)

    def stmt(self, node: m.Stmt, scope: dict, actor: bool) -> None:
        t = self.typer
        if isinstance(node, m.Act):
            self.subject(node.subject, scope)
            inner = {**scope, "player": PLAYER} if node.subject.each else scope
            self.verb(node, inner)
            self.block(node.otherwise, inner, actor)
        elif isinstance(node, m.MoveSel):   # no player acts: a player's zone needs 'of'
            self.selection(node.selection, scope, False)
            self.zone_ref(node.dest, scope, False)
            self.position(node.selection.position, node.selection.span, "move N cards")
        elif isinstance(node, m.MoveAll):
            if node.src is not None:
                self.zone_ref(node.src, scope, False)
            self.zone_ref(node.dest, scope, False)
            if node.position not in (None, "except_top"):
                self.error(node.span, "'move all cards' takes the whole zone, or all 'except top'")
        elif isinstance(node, m.MoveCard):
            t.expect(node.card, scope, CARD, "as the card to move")
            self.zone_ref(node.dest, scope, False)
        elif isinstance(node, m.Shuffle):
            self.zone_ref(node.zone, scope, False)
        elif isinstance(node, m.EndRound) and not self.in_play:
            self.error(node.span, "'end round' ends a round while it is played: use it in 'turn:', "
                                  "'on play:' or an accusation, not in 'setup:', 'scoring:' or 'when empty:'")
        elif isinstance(node, m.Deal):
            self.count(node.count, scope)
            self.zone_ref(node.src, scope, actor)
            dest = self.zone_ref(node.dest, scope, True)
            if dest is not None and dest.shared:
                self.error(node.dest.span, self.per_player("deal gives cards to each player: ", dest))
        elif isinstance(node, m.Let):
            let_name(self.rules, node, self.warn)
            t.type_of(node.expr, scope)
        elif isinstance(node, m.If):
            t.expect(node.test, scope, BOOL, "after 'if'")
            self.block(node.then, scope, actor)
            self.block(node.other, scope, actor)
        elif isinstance(node, m.ForEach):
            self.subject(node.players, scope)
            self.block(node.body, {**scope, "player": PLAYER}, actor)
        elif isinstance(node, m.Race):
            t.expect(node.among, scope, PLAYERS, "as who races")
            display_names(node.names, lambda i: node.span, self.error)
            self.block(node.body, {**scope, node.binding: PLAYER}, actor)

    def verb(self, node: m.Act, scope: dict) -> None:
        verb, t = node.verb, self.typer
        if isinstance(verb, (m.Play, m.Give)):
            sel = verb.selection
            if sel.chooser is not None or sel.position is not None:
                self.error(sel.span, "a player plays and gives the cards they choose: 'chosen by', "
                                     "'below top', 'except top' and 'at random' go with 'takes' and 'move'")
        if isinstance(verb, m.Play):
            self.selection(verb.selection, scope, True)
            self.zone_ref(verb.dest, scope, True)
        elif isinstance(verb, (m.Draw, m.Take)):
            if isinstance(verb, m.Take):
                self.position(verb.position, node.span, "takes")
            self.count(verb.count, scope)
            self.zone_ref(verb.zone, scope, True)
            self.needs_hand(node.span, "draws" if isinstance(verb, m.Draw) else "takes")
        elif isinstance(verb, m.Give):
            self.selection(verb.selection, scope, True)
            if verb.target is not None:
                t.expect(verb.target, scope, PLAYER, "as who gets the card")
            else:
                self.subject(verb.chosen, scope)
            self.needs_hand(node.span, "gives")
        elif isinstance(verb, m.ScoreVerb):
            t.expect(verb.points, scope, INT, "as the points scored")
        elif isinstance(verb, m.Become) and verb.role not in self.rules.roles:
            self.error(verb.span, f"unknown role '{verb.role}'{did_you_mean(verb.role, self.rules.roles)}")
        if node.modal is not None and not isinstance(verb, (m.Play, m.Give)):
            self.error(node.span, "'must' and 'may' go with 'play' and 'give' (a choice of cards)")


def check_rules(rules: m.Rules) -> List[Diagnostic]:
    """Every error and warning about `rules`, in the order found."""
    return Checker(rules).check()
