"""The static check of statements: zones, hands, counts and verbs -> located diagnostics.

`CheckStmt` is the base of `mogel.check.checker.Checker` (which adds the items: game, zones, cards,
deck, round, covert moves and accusations), as `mogel.language.build_code.BuildCode` is of
`mogel.language.build.Build`.  It walks a block of statements and reports each problem through
`error(span, message)`, located at the word the message is about: a message of a catalogue
(mogel.check.said_statements and the others), which says itself in English and German.

Face-down cards (`... face down`, `reveal CARDS`; the typing of `face_down(c)` is
mogel.check.typer.Typer.face_down_call):

* `reveal` takes a card or a set of cards:
  `expected a card or a set of cards after 'reveal', but this is a player` (`reveal`).
* A warning (no code) when `face down` hides nothing: the cards go to a zone whose faces the
  other players do not see anyway (`seen by owner` of a player's zone, or `seen by nobody`;
  `hides_nothing`).
"""

from __future__ import annotations

from typing import List, Optional

from ..language import model as m
from ..language.model import BOX
from .choices import ChecksChoices, let_hides
from . import claims, lets
from .names import display_names, let_name
from ..errors import Diagnostic, Said, did_you_mean, located
from ..language.plain import plain_name
from .typer import Typer, shared_zone
from .vocabulary import ANY, BOOL, BOX_MESSAGE, CARD, CARDS, EACH_PLAYER, INT, PLAYER, PLAYERS, option_type
from .control import ONE_PLAYER, CheckControl
from .said_statements import SAY
from .said_types import SAY as TYPES, type_word
from .typer_attrs import value_type, worth_numbers

# The word of each verb, for messages about the act.
VERB_WORDS = {m.Play: "plays", m.Draw: "draws", m.Give: "gives", m.Take: "takes", m.ScoreVerb: "scores",
              m.Become: "becomes", m.Miss: "misses", m.CallVerb: "calls", m.DropOut: "drops out", m.Show: "shows"}


class CheckStmt(ChecksChoices, CheckControl):
    """Checks blocks of statements of one Rules model, collecting diagnostics in `out`
    (choices: ChecksChoices, mogel.check.choices; `goes next`, `misses`, `repeat` and `do`:
    CheckControl, mogel.check.control)."""

    def __init__(self, rules: m.Rules):
        self.rules = rules
        self.out: List[Diagnostic] = []
        self.typer = Typer(rules, self.error)
        self.typer.warn = self.warn
        self.in_play = False   # checking a block that runs while a round is played
        self.running_in = None   # the level whose turn or steps are checked (mogel.check.levels)
        self.checked_bodies: dict = {}   # the procedure bodies checked, by where (CheckStmt.do)

    def error(self, span: m.Span, message: Said, severity: str = "error") -> None:
        """Tell `message` (a Said: TypeError for another) at `span`, once."""
        diagnostic = located(self.rules.source, span, message, severity)
        if diagnostic not in self.out:
            self.out.append(diagnostic)

    def warn(self, span: m.Span, message: Said, code: str, owners=()) -> None:
        """A warning of `code` told with the errors (a `let` that hides a name: names.let_name),
        once; a note where an `expect warning:` acknowledges it (mogel.check.warnings.coded_warning)."""
        from .warnings import coded_warning   # warnings reads the checks of statements' modules
        diagnostic = coded_warning(self.rules, span, message, code, owners)
        if diagnostic not in self.out:
            self.out.append(diagnostic)

    def zone_named(self, name: str, span: m.Span) -> Optional[m.Zone]:
        zone = self.rules.zones.get(name)
        other = next((word for table, word in (("roles", "a_role"), ("cards", "a_card_kind"), ("defines", "a_definition"))
                      if name in getattr(self.rules, table)), None)
        if zone is None and other is not None:
            self.error(span, SAY("not_a_zone", name=name, other=SAY(other), zones=", ".join(self.rules.zones)))
        elif zone is None and name == BOX:
            self.error(span, BOX_MESSAGE)
        elif zone is None and name == "bottom":   # `from bottom of draw`: cards come off the top
            self.error(span, SAY("bottom_only_to"))
        elif zone is None:
            self.error(span, plain_name(name) or SAY("unknown_zone", name=name, hint=did_you_mean(name, self.rules.zones)))
        return zone

    def zone_ref(self, ref: m.ZoneRef, scope: dict, actor: bool) -> Optional[m.Zone]:
        zone = self.zone_named(ref.name, ref.span)
        if zone is None:
            return None
        if zone.shared and ref.owner is not None:
            what, fix = shared_zone(self.rules, zone)
            self.error(ref.span, SAY("shared_names_no_cards", what=what, name=ref.name, fix=fix) if fix
                       else SAY("shared_drop_of", what=what))
        elif not zone.shared and ref.owner is None and not actor and "player" not in scope:
            self.error(ref.span, SAY("whose", name=ref.name))
        elif ref.owner is not None:
            self.typer.expect(ref.owner, scope, PLAYER, TYPES("w_after", word=f"{ref.name} of"))
        return zone

    def count(self, expr: m.Expr, scope: dict) -> None:
        """A number of cards: a number (whether it can be negative: `counts`)."""
        if isinstance(expr, m.Name) and expr.name not in self.typer.known_names(scope) \
                and plain_name(expr.name, count=True):   # `draws a card`
            self.error(expr.span, plain_name(expr.name, count=True))
            return
        self.typer.expect(expr, scope, INT, TYPES("w_how_many_cards"))

    def position(self, position: Optional[str], span: m.Span, what: str) -> None:
        """Refuse `except top` after `what` (it goes with `move all cards`); `span`: where it stands."""
        if position == "except_top":
            self.error(span, SAY("except_top", what=what))

    def blindly(self, sel: m.Selection) -> None:
        """Refuse what a pick `chosen blindly by P` cannot have: a `where` (the places offered would
        tell P which cards pass), `A to B cards`, a position (`at random`, `below top`)."""
        if sel.where is not None:
            self.error(sel.where.span, SAY("blind_where"))
        if sel.up_to is not None:
            self.error(sel.up_to_span, SAY("blind_up_to"))
        if sel.position is not None:
            self.error(sel.position_span, SAY("blind_position"))

    def per_player(self, told: Said, zone: m.Zone, fix=None) -> Said:
        """`told` followed by what makes `zone` shared, and then `fix`, or what to do in the
        variant that makes it shared (not in the rules, whose zone is per player then)."""
        what, in_variant = shared_zone(self.rules, zone)
        fix = in_variant or fix
        return SAY("per_player", told=told, what=what, fix=SAY("colon_fix", fix=fix) if fix else "")

    def needs_hand(self, span: m.Span, verb: str) -> None:
        """Refuse `verb` (draws, takes, gives: it puts cards into the acting player's hand) when
        the rules have no zone `hand` of each player; `span`: where the verb's word stands."""
        hand = self.rules.zones.get("hand")
        if hand is None:
            self.error(span, SAY("puts_into_hand", verb=verb))
        elif hand.shared:
            self.error(span, self.per_player(SAY("puts_into_hand_but", verb=verb), hand, SAY("declare_hand")))

    def cards_where(self, where: m.Expr, scope: dict) -> None:
        """The `where` of the cards a statement picks: `card` each card; an unbound `player` (docs/language.md
        10.2: not the acting player) is told with what to write instead."""
        report = self.typer.report

        def told(span: m.Span, message: Said) -> None:
            report(span, TYPES("player_in_selection") if getattr(message, "key", "") == "unbound_player" else message)
        self.typer.report = told
        try:
            self.typer.expect(where, {**scope, "card": CARD}, BOOL, TYPES("w_after", word="where"))
        finally:
            self.typer.report = report

    def selection(self, sel: m.Selection, scope: dict, actor: bool) -> None:
        self.count(sel.count, scope)
        self.zone_ref(sel.zone, scope, actor)
        if sel.where is not None:
            self.cards_where(sel.where, scope)
        if sel.chooser is not None:
            self.typer.expect(sel.chooser, scope, PLAYER, TYPES("w_after", word="chosen by"))
        if sel.worth is not None:   # `cards worth V`
            self.typer.expect(sel.worth, scope, INT, TYPES("w_after", word="worth"))
            worth_numbers(self.typer, sel.worth.span, "cards worth")
            if sel.blind:
                self.error(sel.chooser_span, SAY("blind_worth"))

    def subject(self, subject: m.Subject, scope: dict) -> None:
        if subject.start is not None:   # `each player starting from P`: one player
            word = "starting after" if subject.after else "starting from"
            self.typer.expect(subject.start, scope, PLAYER, TYPES("w_after", word=word))
        if subject.filter_kind is None and subject.expr is None:
            return
        wanted = {None: PLAYER, "except": PLAYER, "in": PLAYERS, "where": BOOL}[subject.filter_kind]
        inner = {**scope, "player": EACH_PLAYER} if subject.filter_kind == "where" else scope
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
            inner = {**scope, "player": EACH_PLAYER} if node.subject.each else scope
            self.verb(node, inner)
            self.block(node.otherwise, inner, actor)
        elif isinstance(node, m.MoveSel):   # no player acts: a player's zone needs 'of'
            self.selection(node.selection, scope, False)
            lets.up_to(self, node.selection, scope, "move")
            dest = self.zone_ref(node.dest, scope, False)
            self.position(node.selection.position, node.selection.position_span, "move N cards")
            if node.selection.blind:
                self.blindly(node.selection)
            self.hides_nothing(dest, node.face_down, node.dest.span)
        elif isinstance(node, m.MoveAll):
            if node.src is not None:
                self.zone_ref(node.src, scope, False)
            self.hides_nothing(self.zone_ref(node.dest, scope, False), node.face_down, node.dest.span)
            if node.where is not None:
                self.cards_where(node.where, scope)
            if node.position not in (None, "except_top"):
                self.error(node.position_span, SAY("move_all_whole"))
        elif isinstance(node, m.MoveCard):
            t.expect(node.card, scope, CARD, TYPES("w_card_to_move"))
            self.hides_nothing(self.zone_ref(node.dest, scope, False), node.face_down, node.dest.span)
        elif isinstance(node, m.Reveal):
            self.reveal(node, scope)
        elif isinstance(node, m.Shuffle):
            self.zone_ref(node.zone, scope, False)
        elif isinstance(node, m.EndRound):
            self.end_statement(node)   # a level's name (mogel.check.levels)
            if not self.in_play:
                self.error(node.span, SAY("end_in_play", word=node.level))
        elif isinstance(node, m.Deal):
            self.count(node.count, scope)
            self.zone_ref(node.src, scope, actor)
            dest = self.zone_ref(node.dest, scope, True)
            if dest is not None and dest.shared:
                self.error(node.dest.span, self.per_player(SAY("deal_each"), dest))
        elif isinstance(node, m.Let):
            let_name(self.rules, node, lambda span, message: self.warn(span, message, "let_hides"))
            t.type_of(node.expr, scope)
            if node.name in self.rules.variables:
                self.error(node.span, let_hides(self.rules, node.name))
        elif isinstance(node, m.SetVar):
            self.set_var(node, scope)
        elif isinstance(node, m.ChoiceStmt):
            self.choice_stmt(node, scope, actor)
            if node.choice.what == "option":
                claims.option_claims(self, node.choice, scope)
        elif isinstance(node, m.If):
            t.expect(node.test, scope, BOOL, TYPES("w_after", word="if"))
            self.block(node.then, scope, actor)
            self.block(node.other, scope, actor)
        elif isinstance(node, m.ForEach):
            self.subject(node.players, scope)
            self.block(node.body, {**scope, "player": EACH_PLAYER}, actor)
        elif isinstance(node, m.ForValue):
            self.for_value(node, scope, actor)
        elif isinstance(node, m.Race):
            self.race(node, scope, actor)
        elif isinstance(node, m.Repeat):
            self.repeat(node, scope, actor)
        elif isinstance(node, m.Do):
            self.do(node, scope, actor)

    def race(self, node: m.Race, scope: dict, actor: bool) -> None:
        """`race NAME among SET [who may [, right if COND]] -> PICK as NAME: ...  [wrong as NAME: ...]`:
        a set of players, its names; `who must` refused (every runner of a race without `who`
        runs), COND a truth value of each runner (`player`), `wrong as` only after `right if`."""
        self.typer.expect(node.among, scope, PLAYERS, TYPES("w_who_races"))
        display_names(node.names, lambda i: node.name_spans[i], self.error)
        if node.joining == "must":
            self.error(node.joining_span, SAY("race_who_must", name=node.name))
        if node.right is not None:
            self.typer.expect(node.right, {**scope, "player": EACH_PLAYER}, BOOL, TYPES("w_after", word="right if"))
        self.block(node.body, {**scope, node.binding: PLAYER}, actor)
        if node.wrong is not None:
            if node.right is None:
                self.error(node.wrong_span, SAY("race_wrong_alone", name=node.name, wrong=node.wrong))
            self.block(node.wrong_body, {**scope, node.wrong: PLAYER}, actor)

    def for_value(self, node: m.ForValue, scope: dict, actor: bool) -> None:
        """`for each rank r:` -- an attribute's values, bound to a name no other thing has."""
        r, name = self.rules, node.binding
        if node.attribute not in r.attributes:
            self.error(node.attribute_span, SAY("for_each_what", name=node.attribute, hint=did_you_mean(
                node.attribute, ["player", *r.attributes]), attributes=", ".join(r.attributes) or "-"))
        clash = next((word for table, word in (("zones", "a_zone"), ("cards", "a_card_kind"), ("variables",
                     "a_variable"), ("defines", "a_definition"), ("attributes", "an_attribute"),
                     ("value_names", "a_value")) if name in getattr(r, table) and name != node.attribute), None)
        if clash is not None or name in scope:
            self.error(node.name_span, SAY("for_each_name", name=name, what=SAY(clash or "a_bound_name")))
        known = node.attribute in r.attributes   # else: any type, so that only the attribute is told
        self.block(node.body, {**scope, name: value_type(node.attribute) if known else ANY}, actor)

    def verb(self, node: m.Act, scope: dict) -> None:
        verb, t = node.verb, self.typer
        if isinstance(verb, (m.Play, m.Give)):
            sel = verb.selection
            if sel.chooser is not None or sel.position is not None:
                at = sel.chooser_span if sel.chooser is not None else sel.position_span   # the first in the text
                self.error(at, SAY("chosen_by_with_take"))
        if isinstance(verb, (m.Play, m.Give)):
            lets.up_to(self, verb.selection, scope, "plays")
        if isinstance(verb, m.Play):
            self.selection(verb.selection, scope, True)
            self.hides_nothing(self.zone_ref(verb.dest, scope, True), verb.face_down, verb.dest.span)
            claims.play_claim(self, verb, scope)
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
                t.expect(verb.target, scope, PLAYER, TYPES("w_who_gets"))
            else:
                self.subject(verb.chosen, scope)
            self.needs_hand(verb.span, "gives")
        elif isinstance(verb, m.ScoreVerb):
            t.expect(verb.points, scope, INT, TYPES("w_points"))
            display_names(verb.reason, verb.reason_spans.__getitem__, self.error)   # `(en "Scopa!", ...)`
            for i, (_, text) in enumerate(verb.reason or ()):   # said as written: no `{player}` is filled in
                if "{" in text or "}" in text:
                    self.error(verb.reason_spans[i], SAY("reason_braces", text=text))
        elif type(verb) in ONE_PLAYER:
            self.control_verb(node, scope)
        elif isinstance(verb, m.DropOut):
            self.drop_out(verb)
        elif isinstance(verb, m.Show):
            self.show(verb, scope)
        elif isinstance(verb, m.Become) and verb.role not in self.rules.roles:
            self.error(verb.role_span, SAY("unknown_role", role=verb.role, hint=did_you_mean(verb.role, self.rules.roles)))
        if node.modal is not None and not isinstance(verb, (m.Play, m.Give)):
            self.error(node.modal_span, SAY("modal_verbs"))
        if node.quiet and not isinstance(verb, m.GoNext):   # `quietly active draws ...`
            self.error(node.quiet_span, SAY("quietly_act", verb=VERB_WORDS.get(type(verb), "...")))

    def reveal(self, node: m.Reveal, scope: dict) -> None:
        """Refuse `reveal X` for an X that is neither a card nor a set of cards."""
        actual = self.typer.type_of(node.cards, scope)
        if actual not in (CARD, CARDS, ANY):
            self.error(node.cards.span, SAY("reveal_type", actual=type_word(actual)))

    def show(self, verb: m.Show, scope: dict) -> None:
        """Refuse `shows X [to Y]` for an X that is neither a card nor a set of cards, or a Y that is
        neither a player nor a set of players."""
        actual = self.typer.type_of(verb.cards, scope)
        if actual not in (CARD, CARDS, ANY):
            self.error(verb.cards.span, SAY("show_type", actual=type_word(actual)))
        whom = self.typer.type_of(verb.to, scope) if verb.to is not None else ANY
        if whom not in (PLAYER, PLAYERS, ANY):
            self.error(verb.to.span, SAY("show_to_type", actual=type_word(whom)))

    def hides_nothing(self, dest: Optional[m.Zone], face_down: bool, span: m.Span) -> None:
        """Warn when `face down` sends cards to a zone whose faces the other players never see."""
        if not face_down or dest is None:
            return
        if dest.seen_by == "nobody" and not dest.top_seen_by:
            self.warn(span, SAY("hides_nothing", zone=dest.name), "hides_nothing")
        elif dest.seen_by == "owner" and not dest.shared and not dest.top_seen_by:
            self.warn(span, SAY("hides_nothing_owner", zone=dest.name), "hides_nothing")
