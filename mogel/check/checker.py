"""The static check of a Rules model: names, counts, types -> located diagnostics.

`check_rules(rules)` returns a list of Diagnostics (errors and warnings) and never raises.
A Rules with no errors can be compiled and run: every name resolves, every expression has
the type its place needs, the deck table adds up, and every zone a statement uses exists.
"""

from __future__ import annotations

import difflib
from typing import Callable, List, Optional

from . import attributes, claims, lets
from .chances import chance_places, penalty
from .offers import blind_choices
from ..language import model as m
from ..language.model import BOX
from .chains import definition_depths
from .roles import NOBODY_HOLDS, first_turn
from .names import branch_lets, declared_names, descriptions, display_names, rounds_by_players, rounds_names, tag_names
from .control import turn_counts
from .statements import CheckStmt
from .teams import check_teams
from .levels import TURNS, ChecksLevels, top_level_needs_rounds
from ..errors import SAID, Diagnostic, Joined, Said, did_you_mean
from .said_items import SAY
from .said_statements import SAY as STATEMENTS
from .said_types import SAY as TYPES
from .vocabulary import BOOL, CARD, INT, PLAYER, PLAYERS, fits
from .warnings import warnings
from .work import everything

CHOICES = {"order": ("left", "right"), "winner": ("lowest", "highest"), "ties": ("shared", "last_round"),
           "checked": ("move", "turn"), "seen_by": ("all", "owner", "nobody"), "top_seen_by": ("all",),
           "when": ("act", "window")}
MAX_DECK = 10000   # cards in a deck: far beyond any table, well below what memory can hold
CHOICE_WORDS = {"checked": "after each {}", "when": "after each {}", "winner": "{} score", "seen_by": "seen by {}",
                "top_seen_by": "top seen by {}"}


class Checker(ChecksLevels, CheckStmt):
    """Walks every item of a Rules model once, collecting diagnostics; the statements of its
    blocks are checked by CheckStmt (mogel.check.statements)."""

    def __init__(self, rules: m.Rules, only: Optional[Callable[[m.Item], bool]] = None):
        """`only`: check just the items it picks and skip the check of declared names
        (mogel.check.variant_check, for items and names known to give no diagnostic)."""
        super().__init__(rules)
        self.only = only
        self.picked = only or everything

    def failed(self) -> bool:
        return any(d.severity == "error" for d in self.out)

    def need(self, item: m.Item, prop: str) -> bool:
        if getattr(item, prop) is None:
            if item.span.line == 0:   # the whole block is missing, and that is reported already
                return False
            label = item.category if item.category == item.name else f"{item.category} {item.name}"
            self.error(item.span, SAY("no_prop", label=label, prop=prop.replace('_', ' ')))
            return False
        return True

    def choice(self, item: m.Item, prop: str) -> None:
        value = getattr(item, prop)
        allowed = CHOICES[prop]
        if value is not None and value not in allowed:
            shown = [CHOICE_WORDS.get(prop, "{}").format(a) for a in allowed]
            self.error(item.where(f"{prop}.value"), STATEMENTS(
                "not_a_choice", shown=CHOICE_WORDS.get(prop, '{}').format(value), hint=did_you_mean(value, allowed),
                allowed=Joined(tuple(f"'{a}'" for a in shown), SAID("or"), SAID("or"))))

    # --- items ------------------------------------------------------------------------------
    def check(self) -> List[Diagnostic]:
        r, picked = self.rules, self.picked
        if self.only is None:
            declared_names(r, self.error)
            descriptions(r, self.error)
            tag_names(r, self.error)
            attributes.value_names(r, self.error)
        if not self.out and (self.only is None or any(map(picked, r.defines.values()))):
            definition_depths(r, self.error)   # a variant check: only if it replaced a definition
        if self.out:   # a name of two meanings, or definitions too deep to type: stop here
            return self.out
        if picked(r.game):
            self.game(r.game)
        if self.only is None:
            attributes.attributes(r, self.error)
        for define in filter(picked, r.defines.values()):
            self.typer.define_type(define.name)
        for zone in filter(picked, r.zones.values()):
            self.zone(zone)
        cards = list(filter(picked, r.cards.values()))
        for card in cards:
            self.card(card)
        if picked(r.deck):
            self.deck(r.deck)
        self.levels()   # the round, or every level (mogel.check.levels)
        self.in_play = True
        if picked(r.turn) and self.need(r.turn, "body"):
            self.running_in = self.turn_running()   # what `end NAME` in a turn may end
            if self.running_in == TURNS:   # every level has steps or inner levels: no turn is ever played
                self.warn(r.turn.span, SAY("turn_never_played"), "turn_never_played")
            self.block(r.turn.body, {}, actor=True)
            self.running_in = None
        for card in cards:
            if card.on_play:
                self.block(card.on_play, {"played": CARD, "active": PLAYER}, actor=False)
        self.check_procedures(picked)   # mogel.check.control
        self.in_play = False
        chance_places(r, self.error)   # a `chance(...)` only where its statement draws it once
        if not self.failed() and (self.only is None or any(map(picked, r.items()))):
            for span, said in blind_choices(r):   # a `chosen by` whose chooser cannot see the cards
                self.error(span, said)
        self.counts()
        for item, stmts, _ in lets.blocks(r):
            if picked(item):
                branch_lets(r, stmts, lambda span, message: self.warn(span, message, "branch_let"))
        for cheat in filter(picked, r.cheats.values()):
            self.cheat(cheat)
        for claim in filter(picked, r.claims.values()):
            claims.claim_item(self, claim)
        for accusation in filter(picked, r.accusations.values()):
            self.accusation(accusation)
        for variable in filter(picked, r.variables.values()):
            self.variable(variable)
        for role in filter(picked, r.roles.values()):
            if role.shown_as is not None:
                attributes.shown_as(r, role.shown_as, lambda i, role=role: role.where(f"shown_as.{i}"), self.error,
                                    known=("player",))
        for table in ((r.game,), r.zones.values(), r.cards.values(), r.roles.values(), r.cheats.values(),
                      r.accusations.values(), r.claims.values()):
            for item in filter(picked, table):
                display_names(getattr(item, "names", None), lambda i, item=item: item.where(f"names.{i}"),
                              self.error, genders=item.category in ("zone", "card", "role"),
                              plurals="zone" if item.category == "zone" else None)
        if not self.failed() and picked(r.game) and lets.constant_number(r, r.game.rounds) is None:   # told above
            rounds_by_players(r, self.error)
        if not self.failed():   # a procedure's statements are walked where it is done too: each told once
            self.out += [d for d in dict.fromkeys(warnings(r, picked) + claims.claim_warnings(r, picked))
                         if d not in self.out]
        return self.out

    def game(self, g: m.Game) -> None:
        for prop in ("players", "rounds") if top_level_needs_rounds(self.rules) else ("players",):
            self.need(g, prop)
        if g.players is not None:
            low, high = g.players
            if not 2 <= low <= high <= 12:
                self.error(g.where("players.value"), SAY("players_range", low=low, high=high))
            elif (only := getattr(g.players, "only", ())) and list(only) != sorted(set(only)):   # `2 or 4`
                self.error(g.where("players.value"), SAY("players_list", counts=", ".join(map(str, only))))
        if g.rounds is not None:
            if fits(self.typer.expect(g.rounds, {}, INT, TYPES("w_rounds")), INT):
                rounds_names(self.rules, self.error)
            value = lets.constant_number(self.rules, g.rounds)
            if value is not None and not 1 <= value <= 1000:
                self.error(g.rounds.span, SAY("rounds_range", value=value))
        for prop in ("order", "winner", "ties"):
            self.choice(g, prop)
        check_teams(g, self.error)

    def zone(self, z: m.Zone) -> None:
        if z.name == BOX:
            self.error(z.where("name"), SAY("zone_box", box=BOX))
        if z.shared is None:
            self.error(z.span, SAY("zone_shared_or", name=z.name))
        for prop in ("seen_by", "top_seen_by"):
            self.choice(z, prop)
        if z.shared and z.seen_by == "owner":
            self.error(z.where("seen_by"), SAY("zone_owner", name=z.name))
        if z.when_empty:   # a player's zone: `player` is its owner
            self.block(z.when_empty, {} if z.shared else {"player": PLAYER})

    def card(self, c: m.Card) -> None:
        penalty(self, c)   # `penalty:` of the card (mogel.check.chances)
        if c.shown_as is not None:
            attributes.shown_as(self.rules, c.shown_as, lambda i: c.where(f"shown_as.{i}"), self.error)
        for prop in ("cannot_play", "cannot_give"):
            restriction = getattr(c, prop)
            if restriction is not None and restriction.unless is not None:
                self.typer.expect(restriction.unless, {"player": PLAYER, "card": CARD}, BOOL,
                                  TYPES("w_after", word="unless"))

    def deck(self, d: m.Deck) -> None:
        numbered = d.rows is None or any(row.count == "counts" for row in d.rows)
        if d.rows is None and d.span.line:   # `rows` is the model's word: the user writes a line per kind
            self.error(d.span, SAY("no_deck_rows"))
        if not ((d.columns is not None or not numbered or self.need(d, "values")) and d.rows is not None):
            return
        r, told = self.rules, len(self.out)
        attributes.columns(r, d, self.error)
        for row in d.rows if d.values is None and d.columns is None else ():
            if row.count == "each":
                self.error(row.span, SAY("each_needs_columns", count=row.counts[0]))
        if len(self.out) > told:   # no columns to count the rows in: their sums would only repeat it
            return
        if d.values is not None and len(set(d.values)) != len(d.values):
            self.error(d.where("values"), SAY("value_twice"))
        if d.shown_as is not None:
            attributes.shown_as(r, d.shown_as, lambda i: d.where(f"shown_as.{i}"), self.error)
        attributes.deck_value_names(r, d, self.error)
        columns = m.deck_columns(r)
        seen, first_of_kind = {}, {}
        for row in d.rows:
            if row.kind is not None and row.kind not in r.cards:
                self.error(row.span, attributes.unknown_row_name(r, row.kind))
            if row.key in seen:
                self.error(row.span, SAY("two_rows", label=row.label, first=seen[row.key]))
            seen[row.key] = row.span
            attributes.row(r, d, row, first_of_kind, self.error)
            if row.count == "counts" and len(row.counts) != len(columns) and (columns or d.columns is None):
                self.error(row.span, SAY("counts_for_values", counts=len(row.counts), values=len(columns)))
            copies = sum(n for _, n in m.row_copies(row, columns))
            if row.total is not None and row.total != copies:
                self.error(row.span, SAY("row_sum", label=row.label, copies=copies, total=row.total))
        kinds = {row.kind for row in d.rows if row.kind is not None}
        unknown_rows = [row.kind for row in d.rows if row.kind is not None and row.kind not in r.cards]
        for kind, card in r.cards.items():
            if kind not in kinds and not did_you_mean(kind, unknown_rows):   # else: a misspelt row, told above
                self.error(card.span, SAY("no_row", kind=kind, hint=self._row_hint(kind, card, kinds)))
        total = sum(n for row in d.rows for _, n in m.row_copies(row, columns))
        if total > MAX_DECK:
            self.error(d.span, SAY("deck_too_big", total=total, most=MAX_DECK))
        if total == 0:
            self.error(d.span, SAY("deck_empty"))
        if d.total is not None and d.total != total:
            self._total(d, total)
        if len(self.out) == told:   # the rows are sound: which of them a `shown as:` names nothing of
            attributes.shown_lacking(r, lambda span, message, owners: self.warn(span, message, "shown_lacking", owners))

    def _total(self, d: m.Deck, total: int) -> None:
        """A `total:` that is not the sum of the rows; where an applied variant changed the rows
        and left the total as it was, the fix belongs in that variant's `deck:`, and is told so."""
        fix = ""
        changers = [(name, item) for name in self.rules.applied for item in self.rules.variants[name].items
                    if isinstance(item, m.Deck) and item.rows is not None]
        if changers and changers[-1][1].total is None:
            name, deck = changers[-1]
            fix = SAY("deck_total_variant", name=name, total=total, at=deck.span)
        self.error(d.where("total"), SAY("deck_total", total=total, given=d.total, fix=fix))

    def _row_hint(self, kind: str, card: m.Card, rows):
        """A did-you-mean for a card kind with no row that is close to one with a row: most
        often a variant that meant to change that card and misspelt it (`card owls:`)."""
        close = difflib.get_close_matches(kind, list(rows), n=1, cutoff=0.75)   # not 'hide' for 'slider'
        if not close:
            return ""
        in_variant = any(item is card for v in self.rules.variants.values() for item in v.items)
        return SAY("row_hint_variant", word=close[0]) if in_variant else SAID("did_you_mean", word=close[0])

    def round(self, rd: m.Round) -> None:
        for prop, wanted in (("starter", PLAYER), ("first", PLAYER), ("ends_when", BOOL)):
            if self.need(rd, prop):
                self.typer.expect(getattr(rd, prop), {}, wanted, TYPES("w_in", word=f"{prop.replace('_', ' ')}:"))
        self.choice(rd, "checked")
        if isinstance(rd.ends_when, m.Const) and rd.ends_when.value is False:
            self.warn(rd.ends_when.span, SAY("ends_never", name="round"), "ends_when_false")
        for prop in ("setup", "scoring"):
            if getattr(rd, prop):
                self.block(getattr(rd, prop), {})
        first_turn(self.rules, self.error, lambda span, message: self.level_warning(rd, span, message, NOBODY_HOLDS))

    def level_warning(self, level: m.Round, span: m.Span, message: Said, code: str) -> None:
        """A warning of code `code` about `level`: a note where its block says `expect warning: CODE`."""
        if code in (level.expect_warning or ()):
            self.error(span, STATEMENTS("acknowledged", message=message, code=code), "note")
        else:
            self.error(span, STATEMENTS("unacknowledged_level", message=message, code=code, name=level.name), "warning")

    def cheat(self, c: m.Cheat) -> None:
        if self.need(c, "by"):
            self.typer.expect(c.by, {}, PLAYERS, TYPES("w_who_cheats"))
        if self.need(c, "moves"):
            for name, part in ((c.moves.src, "moves.src"), (c.moves.dst, "moves.dst")):
                zone = self.zone_named(name, c.where(part))
                if zone is not None and zone.shared:
                    self.error(c.where(part), self.per_player(STATEMENTS("covert_between"), zone))
            if c.moves.count < 1:
                self.error(c.where("moves.count"), SAY("covert_at_least"))
        if c.only_if is not None:
            self.typer.expect(c.only_if, {"player": PLAYER, "card": CARD}, BOOL, TYPES("w_after", word="only if:"))
        if c.noticed_by is not None:
            self.typer.expect(c.noticed_by, {}, PLAYER, TYPES("w_who_notices"))
        if c.race_attention is not None and not 0 <= c.race_attention <= 1:
            self.error(c.where("race_attention.value"), SAY("attention_range"))

    def accusation(self, a: m.Accusation) -> None:
        if self.need(a, "of") and a.of not in self.rules.cheats and a.of not in self.rules.claims:
            self.error(a.where("of.value"), claims.unknown_of(self.rules, a.of))
        self.need(a, "by")
        scope = claims.accusation_of_claim(self, a)   # by, when, and the names its outcomes bind
        twin = next((o for o in self.rules.accusations.values() if o.of == a.of and o is not a), None)
        if twin is not None and a.of is not None and a.span.line > twin.span.line:
            what = SAY("claim_word" if a.of in self.rules.claims else "cheat_word")
            self.error(a.where("of"), SAY("accusation_twice", what=what, of=a.of, name=twin.name, at=twin.span))
        self.in_play = True
        for prop in ("if_right", "if_wrong"):
            if self.need(a, prop):
                self.block(getattr(a, prop), scope)
        self.in_play = False

    def counts(self) -> None:
        """Refuse each number of cards that is negative for some number of players the game
        allows, as far as the checker can work it out (mogel.check.lets), in the blocks of the items
        picked; in every block when the game is picked (a variant that changes `players:`
        changes every count made of player_count)."""
        every = self.picked(self.rules.game)
        for item, stmts, binds in lets.blocks(self.rules):
            if every or self.picked(item):
                for span, message in lets.block_counts(self.rules, stmts, binds):
                    self.error(span, message)
        turn_counts(self.rules, self.error, self.picked)   # `misses N turns`, `repeat N times`


def check_rules(rules: m.Rules) -> List[Diagnostic]:
    """Every error and warning about `rules`, in the order found."""
    return Checker(rules).check()
