"""A checked Rules model -> a `Program`: deck tables and the functions of the generated module,
built once and shared.

`compile_rules(rules)` is cached per Rules object, so thousands of simulated games pay for
compiling once; the generated module itself is cached by the rules text (mogel.compile.codegen).
`compile_rules(rules, lab=True)` is its twin for the engine's lab mode: the same tables from the
module's lab twin, which counts the events it makes in place and keeps none (the engine switches
to it in `Engine.count_only`); `compile_rules(rules, at_once=True)` either for a game of bots
answered at once (Game.play()'s, `Engine.answer_at_once`; with `lab=True`, mogel.simulate's, whose
record of decisions nobody reads).
Card ids are assigned in deck-table order (row by row, value by value).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Callable, Dict, FrozenSet, List, Optional, Tuple

from ..check.teams import seat_teams
from ..check.typer import PLAYER
from ..language import model as m
from .accusing import choice_accusations
from .codegen import expression, load
from .levels import levels_of, open_top, parts_of
from .source_module import reads_player_of
from .specs import ClaimAccusationSpec, ClaimSpec, VariableSpec, says_of


class DeckTables:
    """Per-card tables of a deck: `kinds[c]` (None for a kindless card), `values[c]` (None for
    a card with no value), `penalties[c]` for card id c, `attrs[NAME][c]` for each attribute
    (None where the card has none), and `face_ids[c]`, equal for cards of the same kind, value
    and attribute values (interchangeable cards)."""

    def __init__(self, rules: m.Rules):
        self.kinds: List[Optional[str]] = []
        self.values: List[Optional[int]] = []
        self.penalties: List[int] = []
        self.face_ids: List[int] = []
        self.attrs: Dict[str, List[Optional[str]]] = {name: [] for name in rules.attributes}
        faces: Dict[tuple, int] = {}
        for kind, value, attrs in m.deck_cards(rules):
            card = rules.cards.get(kind) if kind is not None else None
            self.kinds.append(kind)
            self.values.append(value)
            self.penalties.append(card.penalty if card is not None and type(card.penalty) is int else 0)
            given = dict(attrs)
            for name, table in self.attrs.items():
                table.append(given.get(name))
            self.face_ids.append(faces.setdefault((kind, value, tuple(sorted(attrs))), len(faces)))
        members: Dict[str, List[int]] = {}
        for card_id, kind in enumerate(self.kinds):
            names = [kind, *(rules.cards[kind].tags or ())] if kind in rules.cards else [kind]
            names += [t[card_id] for t in self.attrs.values() if t[card_id] is not None]
            for name in names:
                if name is not None:
                    members.setdefault(name, []).append(card_id)
        self._members: Dict[str, FrozenSet[int]] = {name: frozenset(ids) for name, ids in members.items()}
        self._work_out_penalties(rules)

    def _work_out_penalties(self, rules: m.Rules) -> None:
        """Each card's `penalty:` that is an expression of the card (`penalty: card.value`),
        worked out once, now (mogel.check.chances: it reads nothing but the card); one that
        comes out absent (a card with no value) is 0."""
        for kind, card in rules.cards.items():
            if isinstance(card.penalty, m.Expr):
                work_out = expression(rules, self, card.penalty, {"card": "card"})
                for card_id in self.members_of(kind):
                    self.penalties[card_id] = work_out(None, {"card": card_id}) or 0

    def __len__(self) -> int:
        return len(self.kinds)

    def attributes_of(self, card: int) -> Dict[str, str]:
        """The attribute values a card carries: {"colour": "black"} (none: {})."""
        return {name: table[card] for name, table in self.attrs.items() if table[card] is not None}

    def members_of(self, name: str) -> FrozenSet[int]:
        """Ids of the cards of a kind, with a tag or with an attribute value (empty for an
        unknown name)."""
        return self._members.get(name, frozenset())

    def face(self, card: int) -> Tuple[str, int]:
        """(kind, value) of a card: cards with the same face are interchangeable."""
        return self.kinds[card], self.values[card]


@dataclass(frozen=True)
class CheatSpec:
    """Who may make a `cheat` block's covert move now (`by(state, {})`: a list of seats) and who
    may accuse of it (`accuser(state, {})`: a seat or None; None: no accusation catches it).  The
    window itself is generated code (`Program.window`, mogel.compile.source_cheats)."""

    name: str
    by: Callable
    accuser: Optional[Callable]


class Program:
    """Everything the engine needs from the rules, compiled.  Build with `compile_rules`.  `lab`:
    the lab mode's twin, its functions from the generated module's lab twin (mogel.compile.codegen),
    run only by an engine in the lab mode whose events are made in place (`Engine.lab`); `deck`:
    the DeckTables to share (None: built here); `at_once`: for a game whose seats are all bots
    answered at once (mogel.compile.codegen), and recording no decision with `lab`."""

    def __init__(self, rules: m.Rules, lab: bool = False, deck: Optional[DeckTables] = None, at_once: bool = False):
        self.rules = rules
        self.lab = lab
        self.at_once = at_once
        self.deck = deck if deck is not None else DeckTables(rules)
        ns = load(rules, self.deck, lab, self.at_once)   # the generated module's tables (mogel.compile.source_items)
        game, rnd = rules.game, rules.round
        self.zones = [(name, bool(zone.shared)) for name, zone in rules.zones.items()]
        self.refill = dict(ns["REFILL"])
        self.roles = tuple(rules.roles)
        self.players = game.players
        self.rounds = ns["ROUNDS"]
        self.order = -1 if game.order == "right" else 1
        self.highest_wins = game.winner == "highest"
        self.tie_break_last_round = game.ties == "last_round"
        self.starter, self.setup, self.first = ns["STARTER"], ns["SETUP"], ns["FIRST"]
        self.ends = ns["ENDS"] if ns["ENDS"] is not None else (lambda s, v: False)
        self.check_each_move = (rnd.checked or "move") == "move"
        self.scoring, self.turn = ns["SCORING"], ns["TURN"]
        self.turns = ns.get("TURNS")   # the loop of turns of the twins for bots answered at once (None: none)
        self.levels = levels_of(rules, ns["LEVELS"])   # LevelSpec per level, top first (mogel.compile.levels)
        self.turn_level = next((spec.name for spec in self.levels if spec.turns), None)
        # the levels a move can end: checked after each move, with an `ends when:` (none: a move ends nothing)
        self.move_ends = tuple(spec for spec in self.levels if spec.checked == "move" and spec.which_end is not None)
        self.open_top = open_top(self.levels, self.rounds)   # the game is one instance of its top level
        self.parts = parts_of(self.levels, self.rounds)   # the level whose instances --stop-after counts (None: none)
        self.spans = {"turn": rules.turn.span, "round": rnd.span, "ends": rnd.where("ends_when"),
                      "setup": rnd.where("setup"), "scoring": rnd.where("scoring")}
        self.on_play: Dict[str, Callable] = dict(ns["ON_PLAY"])
        self.cannot_play = {None: None, **ns["CANNOT_PLAY"]}
        self.cannot_give = {None: None, **ns["CANNOT_GIVE"]}
        self.cheats = tuple(CheatSpec(name, by, accuser) for name, (by, accuser) in zip(rules.cheats, ns["CHEATS"]))
        self.window = ns["WINDOW"]   # (engine, mover, race) -> the cheating window's Decisions (mogel.compile.source_cheats)
        self.race_names = ns["RACE_NAMES"]   # race name -> display names (for the narration)
        self.declined = ns["DECLINED"]   # a `may play` of one card kind -> that kind (mogel.present.narrate)
        self.variables = tuple(VariableSpec(name, starts, v.reset, v.span, bool(v.per_player))   # mogel.compile.specs
                               for (name, v), starts in zip(rules.variables.items(), ns["VARIABLES"]))
        self.choice_labels = ns["CHOICE_LABELS"]   # a choice's span -> option -> display names
        self.choice_told = ns["CHOICE_TOLD"]   # a value choice's span -> (attribute, its words, the types of the other names they say)
        self.variable_kinds = ns["VARIABLE_KINDS"]   # a variable -> the type of its values
        # claim -> ClaimSpec; accusation of a claim -> ClaimAccusationSpec (mogel.compile.specs)
        self.claims = {}
        for name, claim in rules.claims.items():
            holds, values, players = ns["CLAIMS"][name]   # players: the names typed a player, or set to one
            players = frozenset(players) | {v for v in values if self.variable_kinds.get(v) == PLAYER}
            self.claims[name] = ClaimSpec(name, claim.names, holds, says_of(rules, claim, values, players), claim.span)
        self.claim_accusations = {}
        for name, (by, if_right, if_wrong) in ns["CLAIM_ACCUSATIONS"].items():
            a = rules.accusations[name]
            self.claim_accusations[name] = ClaimAccusationSpec(name, a.of, by, a.when or "claim", if_right, if_wrong,
                                                               a.where("by"), a.where("if_right"), a.where("if_wrong"))
        self.choice_accusations = choice_accusations(rules)   # a choice's span -> Accusing (mogel.compile.accusing)
        self.laid = reads_player_of(rules)   # the state keeps who laid each card by a play (`player of C`)
        self.team_game = rules.game.teams is not None   # `teams:` in the header (`teams`)

    def teams(self, n: int) -> Optional[Tuple[tuple, ...]]:
        """For each of `n` seats (its team's seats, the other seats of its team, its partner or
        None: a team of other than two) -- the State's `teams`; None for a game without teams."""
        table = seat_teams(self.rules.game.teams, n)
        if table is None:
            return None
        return tuple((team, mates := tuple(q for q in team if q != seat), mates[0] if len(mates) == 1 else None)
                     for seat, team in enumerate(table))


def compile_rules(rules: m.Rules, lab: bool = False, at_once: bool = False) -> Program:
    """The Program of a checked Rules object, or (`lab`) its twin for the engine's lab mode, which
    shares its deck tables, either (`at_once`) for bots answered at once (cached: the same object
    and mode give the same Program)."""
    return _twin(rules, bool(lab), bool(at_once)) if lab or at_once else _program(rules)


@functools.lru_cache(maxsize=64)
def _program(rules: m.Rules) -> Program:
    return Program(rules)


@functools.lru_cache(maxsize=192)
def _twin(rules: m.Rules, lab: bool, at_once: bool) -> Program:
    return Program(rules, lab, _program(rules).deck, at_once)
