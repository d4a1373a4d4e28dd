"""The text of a generated module as it is written: its functions, constants and spans, and the
contexts expressions are written in (mogel.compile.codegen owns the whole and its exec).

Two rules keep the text safe (tests/compile/test_codegen_safety.py):

* every identifier comes from mogel: a name of `FIXED` (the generator's own vocabulary) or
  `PREFIX_N`, a prefix of `PREFIXES` and a counter (`fresh`; or 0, the names of `BLOCK`), never a
  name of the rules file;
* every value comes in through `literal`: numbers, truth values and None as Python writes
  them, texts through `repr()`, spans and sets as module constants built from those.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Dict, List, Optional, Tuple

from ..check.vocabulary import all_statements
from ..check.work import COUNTED as COUNTED_WORK
from ..errors import MogelError, Span
from ..language import model as m

# Names the generated code may use besides the counted ones: the module's namespace (codegen),
# the builtins it is given, the parameters and locals it writes, the engine's and state's fields.
NAMESPACE = ("Span", "Sel", "CardTest", "INFO", "TooMuchWork", "TooMuchRoundWork", "too_much_round_work", "too_much", "too_much_in", "bad_number", "no_owner",
             "end_level", "round_work_stopped", "too_many_turns", "too_many_runs", "too_many_numbers", "never_holds", "MAX_RUNS", "SOURCE", "VALUES", "PENALTIES", "KINDS",
             "ATTRS", "FACES", "bad_range", "log", "any_worth")
BUILTINS = ("len", "all", "dict", "list", "tuple", "frozenset", "bool", "next", "iter", "reversed", "range", "map", "int")
LOCALS = ("s", "v", "eng", "a", "members", "out", "found", "best", "total", "value", "drop", "member")
# the locals of a cheat block's window (mogel.compile.source_cheats)
WINDOW = ("mover", "race", "seats", "seat", "allowed", "barred", "pile", "options", "offered", "counter",
          "left", "count", "card", "decision", "act", "acts", "watcher", "noticed", "accuser", "accused",
          "caught", "chance", "answerers", "countdowns", "decisions", "accuse_left", "tries", "seen", "hands",
          "faces", "bits", "drawn", "scale")
TABLES = ("REFILL", "ROUNDS", "STARTER", "FIRST", "ENDS", "SETUP", "SCORING", "TURN", "TURNS", "LEVELS", "ON_PLAY", "ON_PLAY_CARD", "CHAIN_COST",
          "CANNOT_PLAY", "CANNOT_GIVE", "CHEATS", "VARIABLES", "CLAIMS", "CLAIM_ACCUSATIONS", "RACE_NAMES",
          "DECLINED", "CHOICE_LABELS", "CHOICE_TOLD", "VARIABLE_KINDS", "WINDOW")
# the parameters and locals of the loop of turns (mogel.compile.source_turns)
LOOP = ("spec", "number", "whose", "checks", "limit", "by_seat", "events", "level", "index")
FIXED = frozenset(NAMESPACE + BUILTINS + LOCALS + WINDOW + LOOP + TABLES)
ATTRIBUTES = frozenset((
    # State
    "zones", "slot_of", "roles", "variables", "levels", "seats_from", "active", "n", "turn", "quiet",
    "face_down", "work", "spent", "room", "counted", "seat_piles", "starter", "last_starter", "oldest", "round", "get", "append", "totals", "round_scores",
    "seats_in", "next_in", "previous_in", "out", "nobody_in",   # who has dropped out (mogel.runtime.seating)
    "teams", "laid_by",   # the teams (`partner of P`), who laid each card (`player of C`)
    # Engine
    "s", "steps", "play_claiming", "score", "add_score", "add_team_score", "go_next", "miss", "drop_out", "call_accusation", "move_all", "reveal", "show",
    "shuffle", "deal", "race", "race_at_once", "race_joined", "set_variable", "choice", "reverse_order", "chance_truth",
    # the moves written inline (mogel.compile.source_moves)
    "emit", "emit_card", "phase", "move_checks", "which_end", "level_ended", "unchecked", "suppress", "chain_frames", "chain_depth", "chain_too_deep", "refill", "random_card", "blind_card", "worth_pick", "move_info", "where", "layout", "slot_zone", "slot_owner",
    "to_info", "emit_under",
    "decision", "done",
    # the engine's part of the cheat windows (mogel.runtime.covert), a bot's countdown (mogel.agents.countdown)
    "rings", "next_of", "cheat_info", "answer", "answerers", "countdowns", "decisions", "card_options", "cheat_decision",
    "accusation_decision", "seats", "attention", "rng", "random", "notice_info", "accuse_info", "asked_notice", "asks_chance", "settle",
    "cheat_left", "accuse_left", "trial", "countdown_answer", "hides_any", "hide", "accuse_by",
    "getrandbits", "bit_length", "scales", "proof", "blames",
    # a dict of the first card of each face (mogel.compile.source_moves `options`)
    "setdefault", "values",
    # a bot's answer to a move, asked at once (mogel.runtime.engine `Engine.ask`)
    "ask", "uniform_bits",
    # an event of the lab mode made in place (`in_place`)
    "lab", "out_of_room", "pop", "remove", "last_play_turn",
    # an event kept in place (`in_place`)
    "tally", "events", "on_event", "tell", "onto_info",
    # the loop of turns (mogel.compile.source_turns)
    "next_seat", "missing", "turn_seat", "reset_variables"))
# The event kinds the generated code makes in place in the lab mode (`in_place`; "turn": the turn
# loop, mogel.runtime.levels; the change each makes to the State after its move, mogel.runtime.state
# `change_of`, written statically) -> how it counts them when they are counted: "seat" (a count
# by seat, a list), "call" (the counter called), "card" (the counter called, or a tuple (cards,
# counts by seat) that is a counter too: in place, its seat's count when the card moved is one of
# cards, no call; `emit`, where such an event may say more, calls it), "judged" (an accusation's:
# the same with a tuple (wrong accusations by seat, covert moves caught by seat): in place, the
# accuser's or the accused's count, as the accusation was wrong or right).
IN_PLACE = {"play": "card", "accuse": "judged", "give": "seat", "draw": "seat", "take": "seat", "move": "seat",
            "cheat": "seat", "notice": "seat", "role": "seat", "turn": "seat"}
PREFIXES = ("sp", "c", "at", "t", "f", "d", "p", "b", "ct", "sel", "z", "nf", "g", "tg", "x", "a", "m", "o",
            "v", "ch", "w", "k", "e", "n", "cl", "turn", "setup", "scoring", "ends", "first", "starter",
            "rounds", "refill", "on_play", "restriction", "level", "cheat", "accusation", "variable", "claim",
            "says", "procedure", "window", "turns")
# the names an event written in place (`in_place`) binds, read only inside its own block: counted
# names no `fresh` makes (it counts from 1), the same in each such block
BLOCK = {"pile": "t_0", "slot": "z_0", "counter": "n_0"}
COUNTED = re.compile(r"(?:%s)_\d+\Z" % "|".join(PREFIXES))


def allowed(name: str) -> bool:
    """Whether an identifier may stand in generated code: mogel's vocabulary or a counted name."""
    return name in FIXED or COUNTED.match(name) is not None


def in_place_counters(tally: dict) -> Optional[dict]:
    """The counters of `tally` (event kind -> counter, mogel.runtime.engine `Engine.count_only`)
    for the kinds of IN_PLACE, when each is none or of the form IN_PLACE names (a list for
    "seat", else not a list): what the lab twin's events made in place count with (`Engine.lab`),
    a counter of a kind counted "card" or "judged" as the triple of its tuple's two members and
    None, or of a call (no card, None, the counter); else None."""
    lab = {kind: tally.get(kind) for kind in IN_PLACE}
    if not all(counter is None or (type(counter) is list) == (IN_PLACE[kind] == "seat") for kind, counter in lab.items()):
        return None
    return {kind: counter if counter is None or IN_PLACE[kind] in ("seat", "call") else
            (*counter[:2], None) if isinstance(counter, tuple) else (frozenset(), None, counter)
            for kind, counter in lab.items()}


class CodegenError(MogelError):
    """A checked model the generator cannot write (a bug of mogel, not of the rules file)."""


class Ctx:
    """Where an expression is written: `types` (names bound here -> their types, what the typer
    reads), `env` (the identifier of the dict those names live in, None where there is none),
    `py` (names bound to Python locals instead: a loop's member), `live` (every local
    identifier a helper function written from here must be handed) and `sure` (bound names
    that are never absent: a card the engine hands a card test, a member of a zone)."""

    __slots__ = ("types", "env", "py", "live", "sure")

    def __init__(self, types: dict, env: Optional[str], py: Optional[dict] = None, live: Tuple[str, ...] = (),
                 sure: frozenset = frozenset()):
        self.types, self.env, self.py, self.live, self.sure = types, env, py or {}, live, sure

    def read(self, name: str) -> str:
        """The Python text that reads the bound name `name`."""
        if name in self.py:
            return self.py[name]
        if self.env is None:
            raise CodegenError(f"'{name}' is bound, but no names are kept here")
        return f"{self.env}[{name!r}]"

    def bind(self, name: str, kind: str, ident: str, sure: bool = False) -> "Ctx":
        """This context with `name` (of type `kind`) bound to the Python local `ident` (never
        absent, if `sure`)."""
        known = self.sure | {name} if sure else self.sure - {name}
        return Ctx({**self.types, name: kind}, self.env, {**self.py, name: ident}, self.live + (ident,), known)

    def typed(self, types: dict) -> "Ctx":
        return Ctx(types, self.env, self.py, self.live, self.sure)

    def in_env(self, env: str, types: Optional[dict] = None) -> "Ctx":
        """A context whose names live in the dict `env` (a statement's copy of the names)."""
        return Ctx(dict(self.types if types is None else types), env, {}, self.live + (env,))


class Writer:
    """Lines of one function body, indented."""

    def __init__(self, level: int = 1):
        self.lines: List[str] = []
        self.level = level
        self.yields = False
        self.fresh = -1   # the number of lines when a move's event has just given the work budget back
        self.exact = False   # and nothing else ran since (State.work is WORK), not the start of a turn
        # the local holding the engine's list of events (never replaced), kept for sure: in the
        # generated loop of turns of the play twin (mogel.compile.source_turns), which runs only so
        self.keeps = None
        # in the lab twin's loop of turns: event kind -> the local holding its counter, read before the loop
        self.counts = None

    def __call__(self, line: str) -> None:
        self.lines.append("    " * self.level + line)
        if "yield" in line and not line.lstrip().startswith("#"):
            self.yields = True

    def indent(self) -> "Writer":
        self.level += 1
        return self

    def dedent(self) -> None:
        self.level -= 1


class Module:
    """The generated module, piece by piece: spans and constants first, then functions in the
    order they were finished (a function's helpers before it), then the tables.  `lab`: the
    module's lab twin, run only by an engine in the lab mode whose events are made in place
    (`Engine.lab` set), which writes the events there counted, not kept (`in_place`).
    `at_once`: the module of a game whose every seat is a bot answered at once for good, with
    chance drawn (`Engine.answer_at_once`; the lab twin's: `Engine.count_only`): it tests no
    seat's answerer, yields no Decision and asks no chance of a notice; the lab twin of it,
    whose record of decisions nobody reads, records no answer (`records`, `answered`).
    `face_down`: the rules may lay a card face down (`lays_face_down`); false, no card ever lies
    face down, and the text tests none (`in_place`, the top a play goes onto).  `laid`: the rules
    read `player of C` (`reads_player_of`)."""

    def __init__(self, file: str, source: str, lab: bool = False, at_once: bool = False, face_down: bool = True,
                 laid: bool = False):
        self.file = file
        self.lab = lab   # the lab twin (`in_place`): its events counted, never kept
        self.at_once = at_once   # every seat a bot answered at once
        self.records = not (lab and at_once)   # the answers recorded (`answered`)
        self.face_down = face_down   # a card may lie face down (`lays_face_down`)
        self.laid = laid   # the state keeps who laid each card by a play (`reads_player_of`): a play writes it
        self.lines = source.splitlines()
        self.count = 0
        self.spans: Dict[Span, str] = {}
        self.constants: Dict[tuple, str] = {}
        self.head: List[str] = []
        self.body: List[str] = []
        self.defined: set = set()   # the names of the functions written (`function`)

    def fresh(self, prefix: str) -> str:
        """A new identifier `prefix_N` (prefix: one of PREFIXES)."""
        if prefix not in PREFIXES:
            raise CodegenError(f"no identifier prefix {prefix!r}")
        self.count += 1
        return f"{prefix}_{self.count}"

    def span(self, span: Span) -> str:
        """The module constant holding `span`."""
        name = self.spans.get(span)
        if name is None:
            name = self.spans[span] = self.fresh("sp")
            self.head.append(f"{name} = Span({span.file!r}, {int(span.line)}, {int(span.column)}, "
                             f"{int(span.end_line)}, {int(span.end_column)})")
        return name

    def constant(self, text: str, prefix: str = "c") -> str:
        """A module constant with the value of the Python text `text` (built from literals)."""
        key = (prefix, text)
        name = self.constants.get(key)
        if name is None:
            name = self.constants[key] = self.fresh(prefix)
            # a constant built of functions comes after them; one of literals at the top
            (self.body if prefix in ("ct", "sel") else self.head).append(f"{name} = {text}")
        return name

    def literal(self, value) -> str:
        """Python text for a value of the rules: None, a truth value, a number, a text (repr), a
        span, or a tuple, frozenset or dict of those (a frozenset as a module constant)."""
        if value is None or isinstance(value, bool):
            return repr(value)
        if isinstance(value, int):
            return repr(int(value))
        if isinstance(value, float):
            return repr(float(value))
        if isinstance(value, str):
            return repr(str(value))
        if isinstance(value, Span):
            return self.span(value)
        if isinstance(value, tuple):
            return "(" + "".join(self.literal(item) + ", " for item in value) + ")"
        if isinstance(value, frozenset):
            items = sorted(value, key=lambda item: (type(item).__name__, repr(item)))
            return self.constant("frozenset(" + self.literal(tuple(items)) + ")")
        if isinstance(value, dict):
            return "{" + ", ".join(f"{self.literal(k)}: {self.literal(item)}" for k, item in value.items()) + "}"
        raise CodegenError(f"no literal for a {type(value).__name__}")

    def function(self, name: str, params: Tuple[str, ...], w: Writer, where: Optional[Span] = None,
                 generator: bool = False) -> str:
        """Add `def name(params):` with the body `w` (a generator if `generator`, but in the twins
        for bots answered at once, whose functions are plain: `steps`), after a comment
        with the rules line `where` it comes from; returns name."""
        comment = self.comment(where) if where is not None and where.line > 0 else None
        lines = list(w.lines) or ["    pass"]
        if generator and not w.yields and not self.at_once:   # the twins' functions for bots answered at once: plain
            lines += ["    return", "    yield"]
        text = (f"# {comment}\n" if comment else "") + f"def {name}({', '.join(params)}):\n" + "\n".join(lines)
        self.body.append(text)
        self.defined.add(name)
        return name

    def returning(self, name: str, params: Tuple[str, ...], text: str, where: Optional[Span] = None) -> str:
        """The function of `params` that returns the Python text `text`: `def name(params):
        return text` (`function`), or, when `text` calls a function written here with `params`
        as they come, that function (a call less at each use); returns its name."""
        helper = text.partition("(")[0]
        if helper in self.defined and text == f"{helper}({', '.join(params)})":
            return helper
        w = Writer()
        w(f"return {text}")
        return self.function(name, params, w, where)

    def steps(self, call: str, verb: bool = False) -> str:
        """The Python text that runs `call`, the call of a generated block function (with `verb`, of
        an engine verb that is a generator) and gives its value: `yield from CALL`, its Decisions
        yielded; in the twins for bots answered at once (`at_once`), whose functions are plain and
        where nothing is yielded, the call itself, an engine verb run to its end (`eng.done`)."""
        if not self.at_once:
            return f"yield from {call}"
        return f"eng.done({call})" if verb else call

    def assign(self, name: str, text: str) -> None:
        self.body.append(f"{name} = {text}")

    def comment(self, span: Span) -> str:
        """`rules.mm:57  when: after each play`: where a function comes from, every character of the
        rules file escaped as repr() escapes it (no line break or control character gets in)."""
        line = self.lines[span.line - 1].strip() if 0 < span.line <= len(self.lines) else ""
        return f"{quoted(span.file)}:{int(span.line)}  {quoted(line)}"

    def text(self, title: str) -> str:
        return "\n".join([f"# {quoted(title)}", *self.head, "", *("\n" + part for part in self.body)]) + "\n"


SPENT = f"if s.work < {COUNTED_WORK} and s.spent():"   # after a charge of the work budget: the line before its raise


def lays_face_down(rules) -> bool:
    """Whether the checked `rules` (or one of their variants) may lay a card face down: a play
    `face down` or making a claim (its cards land face down: mogel.runtime.claims), a `move ...
    face down`.  No other move does, so in rules without one no card ever lies face down."""
    for node in all_statements(rules):
        verb = node.verb if isinstance(node, m.Act) else node
        if isinstance(verb, m.Play) and (verb.face_down or verb.claim is not None) or \
                isinstance(verb, (m.MoveSel, m.MoveCard, m.MoveAll)) and verb.face_down:
            return True
    return False


def reads_player_of(node) -> bool:
    """Whether the rules (or a node of them, and all it holds) read `player of C`: who laid a card."""
    if isinstance(node, m.Call) and node.func == "player" and len(node.args) == 1:
        return True
    if isinstance(node, m.Rules):
        return any(map(reads_player_of, (*node.items(), *node.variants.values())))
    if isinstance(node, (tuple, list)):
        return any(map(reads_player_of, node))
    if dataclasses.is_dataclass(node) and not isinstance(node, m.Span):
        return any(reads_player_of(getattr(node, f.name)) for f in dataclasses.fields(node))
    return False


def answered(mod: Module, w: Writer, line: str) -> None:
    """Write `line` of a window unless `mod` records no answer (`Module.records`: the lab twin for
    bots answered at once), where it has no use: the record of an answer (`decisions.append(...)`)."""
    if mod.records:
        w(line)


def quoted(text: str) -> str:
    """`text` as repr() writes it, without the quotes: safe inside a comment."""
    return repr(str(text))[1:-1]
