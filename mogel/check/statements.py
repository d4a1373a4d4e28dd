"""The static check of statements: zones, hands, counts and verbs -> located diagnostics.

`CheckStmt` is the base of `mogel.check.checker.Checker` (which adds the items: game, zones, cards,
deck, round, covert moves and accusations), as `mogel.language.build_code.BuildCode` is of
`mogel.language.build.Build`.  It walks a block of statements and reports each problem through
`error(span, message)`, located at the word the message is about.
"""

from __future__ import annotations

from typing import List, Optional

from ..language import model as m
from ..language.model import BOX
from .choices import ChecksChoices
from .choice_types import option_type
from . import claims, faces, ranges
from .names import display_names, let_name
from ..errors import Diagnostic, did_you_mean, locate
from ..language.plain import plain_name
from .typer import Typer, shared_zone
from .vocabulary import BOOL, BOX_MESSAGE, CARD, INT, PLAYER, PLAYERS
from .control import ONE_PLAYER, CheckControl


class CheckStmt(ChecksChoices, CheckControl):
    """Checks blocks of statements of one Rules model, collecting diagnostics in `out`
    (choices: ChecksChoices, mogel.check.choices; `goes next`, `misses`, `repeat` and `do`:
    CheckControl, mogel.check.control)."""

    def __init__(self, rules: m.Rules):
        self.rules = rules
        self.out: List[Diagnostic] = []
        self.typer = Typer(rules, self.error)
        self.in_play = False   # checking a block that runs while a round is played
        self.running_in = None   # the level whose turn or steps are checked (mogel.check.levels)
        self.checked_bodies: dict = {}   # the procedure bodies checked, by where (CheckStmt.do)

    def error(self, span: m.Span, message: str, severity: str = "error") -> None:
        diagnostic = locate(self.rules.source, span, message, severity)
        if diagnostic not in self.out:
            self.out.append(diagnostic)

    def warn(self, span: m.Span, message: str) -> None:
        """A warning told with the errors (a `let` that hides a name: names.let_name)."""
        self.error(span, message, "warning")

    def zone_named(self, name: str, span: m.Span) -> Optional[m.Zone]:
        zone = self.rules.zones.get(name)
        other = next((word for table, word in (("roles", "role"), ("cards", "card kind"), ("defines", "definition"))
                      if name in getattr(self.rules, table)), None)
        if zone is None and other is not None:
            self.error(span, f"'{name}' is a {other}, not a zone: the zones are {', '.join(self.rules.zones)}")
        elif zone is None and name == BOX:
            self.error(span, BOX_MESSAGE)
        elif zone is None:
            self.error(span, plain_name(name) or f"unknown zone '{name}'{did_you_mean(name, self.rules.zones)}")
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
        if isinstance(expr, m.Name) and expr.name not in self.typer.known_names(scope) \
                and plain_name(expr.name, count=True):   # `draws a card`
            self.error(expr.span, plain_name(expr.name, count=True))
            return
        self.typer.expect(expr, scope, INT, "as how many cards")

    def position(self, position: Optional[str], span: m.Span, what: str) -> None:
        """Refuse `except top` after `what` (it goes with `move all cards`); `span`: where it stands."""
        if position == "except_top":
            self.error(span, f"'except top' goes with 'move all cards'; '{what}' takes "
                             f"from the top, 'below top' or 'at random'")

    def per_player(self, told: str, zone: m.Zone, fix: str = "") -> str:
        """`told` followed by what makes `zone` shared, and then `fix`, or what to do in the
        variant that makes it shared (not in the rules, whose zone is per player then)."""
        what, in_variant = shared_zone(self.rules, zone)
        return told + what + (f": {in_variant or fix}" if in_variant or fix else "")

    def needs_hand(self, span: m.Span, verb: str) -> None:
        """Refuse `verb` (draws, takes, gives: it puts cards into the acting player's hand) when
        the rules have no zone `hand` of each player; `span`: where the verb's word stands."""
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
            elif isinstance(node, m.ChoiceStmt) and not node.stores:
                scope[node.name] = option_type(node.choice)

    def stmt(self, node: m.Stmt, scope: dict, actor: bool) -> None:
        t = self.typer
        if isinstance(node, m.Act):
            self.subject(node.subject, scope)
            inner = {**scope, "player": PLAYER} if node.subject.each else scope
            self.verb(node, inner)
            self.block(node.otherwise, inner, actor)
        elif isinstance(node, m.MoveSel):   # no player acts: a player's zone needs 'of'
            self.selection(node.selection, scope, False)
            ranges.up_to(self, node.selection, scope, "move")
            dest = self.zone_ref(node.dest, scope, False)
            self.position(node.selection.position, node.selection.position_span, "move N cards")
            faces.hides_nothing(self, dest, node.face_down, node.dest.span)
        elif isinstance(node, m.MoveAll):
            if node.src is not None:
                self.zone_ref(node.src, scope, False)
            self.zone_ref(node.dest, scope, False)
            if node.where is not None:
                self.typer.expect(node.where, {**scope, "card": CARD}, BOOL, "after 'where'")
            if node.position not in (None, "except_top"):
                self.error(node.position_span, "'move all cards' takes the whole zone, or all 'except top'")
        elif isinstance(node, m.MoveCard):
            t.expect(node.card, scope, CARD, "as the card to move")
            faces.hides_nothing(self, self.zone_ref(node.dest, scope, False), node.face_down, node.dest.span)
        elif isinstance(node, m.Reveal):
            faces.reveal(self, node, scope)
        elif isinstance(node, m.Shuffle):
            self.zone_ref(node.zone, scope, False)
        elif isinstance(node, m.EndRound):
            self.end_statement(node)   # a level's name (mogel.check.levels)
            if not self.in_play:
                word = node.level
                self.error(node.span, f"'end {word}' ends a {word} while it is played: use it in 'turn:', "
                                      f"'on play:', 'steps:' or an accusation, not in 'setup:', 'scoring:' or "
                                      f"'when empty:'")
        elif isinstance(node, m.Deal):
            self.count(node.count, scope)
            self.zone_ref(node.src, scope, actor)
            dest = self.zone_ref(node.dest, scope, True)
            if dest is not None and dest.shared:
                self.error(node.dest.span, self.per_player("deal gives cards to each player: ", dest))
        elif isinstance(node, m.Let):
            let_name(self.rules, node, self.warn)
            t.type_of(node.expr, scope)
            if node.name in self.rules.variables:
                self.error(node.span, f"'{node.name}' is a variable: a 'let' of that name would hide it; "
                                      f"write 'set {node.name} = ...' to change it, or choose another name")
        elif isinstance(node, m.SetVar):
            self.set_var(node, scope)
        elif isinstance(node, m.ChoiceStmt):
            self.choice_stmt(node, scope, actor)
            if node.choice.what == "option":
                claims.option_claims(self, node.choice, scope)
        elif isinstance(node, m.If):
            t.expect(node.test, scope, BOOL, "after 'if'")
            self.block(node.then, scope, actor)
            self.block(node.other, scope, actor)
        elif isinstance(node, m.ForEach):
            self.subject(node.players, scope)
            self.block(node.body, {**scope, "player": PLAYER}, actor)
        elif isinstance(node, m.Race):
            t.expect(node.among, scope, PLAYERS, "as who races")
            display_names(node.names, lambda i: node.name_spans[i], self.error)
            self.block(node.body, {**scope, node.binding: PLAYER}, actor)
        elif isinstance(node, m.Repeat):
            self.repeat(node, scope, actor)
        elif isinstance(node, m.Do):
            self.do(node, scope, actor)

    def verb(self, node: m.Act, scope: dict) -> None:
        verb, t = node.verb, self.typer
        if isinstance(verb, (m.Play, m.Give)):
            sel = verb.selection
            if sel.chooser is not None or sel.position is not None:
                at = sel.chooser_span if sel.chooser is not None else sel.position_span   # the first in the text
                self.error(at, "a player plays and gives the cards they choose: 'chosen by', "
                               "'below top', 'except top' and 'at random' go with 'takes' and 'move'")
        if isinstance(verb, (m.Play, m.Give)):
            ranges.up_to(self, verb.selection, scope, "plays")
        if isinstance(verb, m.Play):
            self.selection(verb.selection, scope, True)
            faces.hides_nothing(self, self.zone_ref(verb.dest, scope, True), verb.face_down, verb.dest.span)
            claims.play_claim(self, verb)
        elif isinstance(verb, m.CallVerb):
            claims.call_verb(self, node, scope)
        elif isinstance(verb, (m.Draw, m.Take)):
            if isinstance(verb, m.Take):
                self.position(verb.position, verb.position_span, "takes")
            self.count(verb.count, scope)
            self.zone_ref(verb.zone, scope, True)
            self.needs_hand(verb.span, "draws" if isinstance(verb, m.Draw) else "takes")
        elif isinstance(verb, m.Give):
            self.selection(verb.selection, scope, True)
            if verb.target is not None:
                t.expect(verb.target, scope, PLAYER, "as who gets the card")
            else:
                self.subject(verb.chosen, scope)
            self.needs_hand(verb.span, "gives")
        elif isinstance(verb, m.ScoreVerb):
            t.expect(verb.points, scope, INT, "as the points scored")
        elif type(verb) in ONE_PLAYER:
            self.control_verb(node, scope)
        elif isinstance(verb, m.Become) and verb.role not in self.rules.roles:
            self.error(verb.role_span, f"unknown role '{verb.role}'{did_you_mean(verb.role, self.rules.roles)}")
        if node.modal is not None and not isinstance(verb, (m.Play, m.Give)):
            self.error(node.modal_span, "'must' and 'may' go with 'play' and 'give' (a choice of cards)")
