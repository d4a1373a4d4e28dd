"""The checker's rules about names: declared names, display names, and what `rounds:` may use.

Each function takes the Rules (or a part of it) and an `error(span, message)` callback, as
`mogel.check.checker.Checker.error`, and reports through it; none raises.

* A definition, zone, role or card kind may not take a built-in name (`player_count`,
  `size` ...: mogel/check/typer.py, docs/language.md section 15), nor the name of a declaration
  of another kind: `role joker` next to `card joker` would make `card is joker` test a player.
  A level is no exception: its name is its running number in an expression (`game = 1`), so a
  level `hand` beside a zone `hand` would make `hand` both; its message says to keep the word
  in the level's display name (`level deal:` with `name: en "hand"`).
* A declared name is not a truth value (`define true = 0`), and a card kind is not named
  like a tag of another card (`card action:`): `card is action` would test both.
* A `let` named like a built-in, a zone or a role gets a warning: the language lets it hide
  that name (docs/language.md section 16), but a later use of the name as the built-in, zone
  or role then gives a message that does not say why (`size(draw)`: "... but this is a number").
* Display names are for the languages the narration speaks, each once, and not blank; a
  variant's description in several languages has an English one.
* `rounds:` is worked out once, when the game starts (docs/language.md section 2): it may
  use numbers, `player_count` and definitions made of those, nothing that changes in play;
  and it gives 1 to 1000 rounds for each number of players the game allows.
"""

from __future__ import annotations

import re
from typing import Callable, Dict, Optional, Tuple

from ..language import model as m
from ..language.model import LANGUAGES, LITERALS
from ..errors import SAID, Joined, Said, did_you_mean
from .lets import constant_number, inner_blocks
from .said_items import SAY
from .said_statements import SAY as STATEMENTS
from .teams import TEAM_FUNCTIONS
from .variants import player_counts
from .vocabulary import BUILTINS, FUNCTIONS

Report = Callable[[m.Span, Said], None]

# Names bound by the language itself: the built-ins, `played`, and the names of the card or
# player a filter or condition looks at (`card`, `player`).
BUILT_IN_NAMES = frozenset({*BUILTINS, "played", "card", "player"})

# The truth values (LITERALS): in an expression `true` is always the value, so a declaration
# of that name could never be used there (`define true = 0` checked ok and did nothing).

# (table, what a name of it is, what to rename): ids of mogel.check.said_items
_KINDS = (("defines", "a_definition", "this_definition"), ("zones", "a_zone", "this_zone"),
          ("roles", "a_role", "this_role"), ("cards", "a_card_kind", "this_card_kind"),
          ("variables", "a_variable", "this_variable"), ("levels", "a_level", "this_level"),
          ("procedures", "a_procedure", "this_procedure"))


def declared_names(rules: m.Rules, error: Report) -> None:
    """Refuse a definition, zone, role or card kind named like a built-in or like a
    declaration of another kind (the later one in the file is told)."""
    declared = sorted(((item.where("name"), (kind, this), item.name) for table, kind, this in _KINDS
                       for item in getattr(rules, table).values()),
                      key=lambda d: (d[0].line, d[0].column))
    seen: Dict[str, Tuple[m.Span, Tuple[str, str]]] = {}
    for span, word, name in declared:
        if name in BUILT_IN_NAMES:
            error(span, SAY("builtin_name", name=name))
        elif name in LITERALS:
            error(span, SAY("literal_name", name=name))
        elif name in FUNCTIONS and (name not in TEAM_FUNCTIONS or rules.game.teams is not None):   # a game without
            error(span, SAY("builtin_function", name=name))   # teams may name its own `partner` (mogel.check.teams)
        elif name in seen and seen[name][1] != word:
            first, other = seen[name]
            if "a_level" in (word[0], other[0]):   # the hint's level name: one no item has
                taken = {n for _, _, n in declared}
                free = next(w for w in ("deal", "hand", "part", "phase", f"{name}_level") if w not in taken)
                error(span, SAY("level_named_like", name=name, other=SAY(other[0]), first=first, this=SAY(word[1]),
                                free=free))
            else:
                error(span, SAY("already_declared", name=name, other=SAY(other[0]), first=first, this=SAY(word[1])))
        seen.setdefault(name, (span, word))


_PAINT = re.compile(r"#[0-9a-fA-F]{6}")
_LET_NAME = re.compile(r"let\s+(\w+)")
_PARAMS = re.compile(r"\s*\(([^)]*)\)")


def let_name(rules: m.Rules, let: m.Let, warn: Report) -> None:
    """Warn, at its name, of a `let` that hides a built-in name, a zone or a role for the rest of
    its block: there the name in an expression is the let's value (`let draw = 2`, then
    `size(draw)` is refused as the size of a number).  A `let` may hide a definition of its
    name (section 16 says so): that hides nothing the language itself gives."""
    name = let.name
    if name in BUILT_IN_NAMES:
        what, instead = SAY("a_builtin"), ""
    elif name in rules.zones:
        what, instead = SAY("a_zone"), SAY("not_zone_cards")
    elif name in rules.roles:
        what, instead = SAY("a_role"), SAY("not_role_holder")
    else:
        return
    warn(_name_span(rules.source, let), SAY("let_hides", name=name, what=what, instead=instead))


def parameter_names(rules: m.Rules, procedure, error: Report, warn: Report) -> None:
    """Tell, at its name in `procedure NAME(PARAMS):`, a parameter named like something of the
    language or of the file: it is bound as by a `let` at the top of the procedure (docs/language.md
    10.16), so it hides that name in all of the procedure's statements.  A variable is refused, as
    for a `let` (`set NAME` would change the variable while `NAME` reads the parameter); a
    built-in name, a zone, a role, a definition, a card kind or a level gets a `let_hides`
    warning: the language lets it hide them (section 16), but a use of the hidden thing in the
    procedure then fails with a message that does not say why, or, for a definition, quietly
    reads the parameter instead.  A name given twice is refused: the second would hide the first."""
    for i, name in enumerate(procedure.params):
        at = _param_span(rules.source, procedure, i)
        what = _hidden(rules, name)
        if name in procedure.params[:i]:
            error(at, STATEMENTS("param_twice", name=name, procedure=procedure.name))
        elif name in rules.variables:
            error(at, STATEMENTS("param_variable", name=name, procedure=procedure.name))
        elif what is not None:
            instead = SAY("not_zone_cards") if name in rules.zones else \
                SAY("not_role_holder") if name in rules.roles else ""
            warn(at, STATEMENTS("param_hides", name=name, what=SAY(what), procedure=procedure.name, instead=instead))


def _hidden(rules: m.Rules, name: str) -> Optional[str]:
    """What a name of the language or of the file is (an id of mogel.check.said_items), or None;
    not a procedure (no expression names one) nor a variable (refused on its own)."""
    if name in BUILT_IN_NAMES or name in FUNCTIONS:
        return "a_builtin"
    return next((word for table, word, _ in _KINDS if table not in ("procedures", "variables")
                 and name in getattr(rules, table)), None)


def _param_span(source: str, procedure, i: int) -> m.Span:
    """The span of the i-th parameter's name in `procedure NAME(PARAMS):` (the name's span when
    the header cannot be read)."""
    at = procedure.where("name")
    lines = source.split("\n")
    line = lines[at.line - 1] if 0 < at.line <= len(lines) else ""
    found = _PARAMS.match(line, max(at.end_column - 1, 0))
    names = list(re.finditer(r"\w+", found[1])) if found else []
    if i >= len(names):
        return at
    start = found.start(1) + names[i].start() + 1
    return m.Span(at.file, at.line, start, at.line, start + len(names[i][0]))


def branch_lets(rules: m.Rules, stmts, warn: Report, outer: Optional[Dict[str, m.Let]] = None) -> None:
    """Warn, at its name, of a `let` in a nested block (an `if` or `else` branch, an `otherwise`,
    a `for each` or race body) that names what a `let` of a block around it named: it holds for
    the rest of its own block only (docs/language.md 10.5), so after that block the name is the
    outer let's again -- not what a learner who knows Python expects.  `stmts`: a block of the
    game (mogel.check.lets.blocks); `outer`: the lets of the blocks around it, by name.  A `do`
    is not looked into: its procedure is a block of its own (walked as such), whose parameters,
    bound as by a `let` at its top, are its own names, whatever the `do`'s block names."""
    outer = outer or {}
    mine: Dict[str, m.Let] = {}
    for node in stmts or ():
        if isinstance(node, m.Let):
            first = outer.get(node.name)
            if first is not None and node.name not in mine:
                warn(_name_span(rules.source, node), SAY("branch_let", name=node.name, at=first.span))
            mine[node.name] = node
        for block, binds in () if isinstance(node, m.Do) else inner_blocks(node):
            around = {name: let for name, let in {**outer, **mine}.items() if name not in binds}
            branch_lets(rules, block, warn, around)


def _name_span(source: str, let: m.Let) -> m.Span:
    """The span of a `let`'s name (the statement's own span starts at `let`)."""
    lines = source.split("\n")   # as the parser counts them (errors.locate)
    line = lines[let.span.line - 1] if 0 < let.span.line <= len(lines) else ""
    found = _LET_NAME.match(line, max(let.span.column - 1, 0))
    if found is None or found[1] != let.name:
        return let.span
    return m.Span(let.span.file, let.span.line, found.start(1) + 1, let.span.line, found.end(1) + 1)


def tag_names(rules: m.Rules, error: Report) -> None:
    """Refuse a tag named like a card kind of another card: `card is action` tests a kind and
    its tag at once, so a card kind `action` next to the tag `action` (or a tag `joker` on the
    owl) would join one group to the other in every rule that tests it.  The later of the
    two in the file is told, once for each name."""
    told = set()
    for card in rules.cards.values():
        for tag in card.tags or ():
            kind = rules.cards.get(tag)
            if kind is None or kind is card or tag in told:
                continue
            told.add(tag)
            tag_at, kind_at = card.where("tags"), kind.where("name")
            if (tag_at.file, tag_at.line, tag_at.column) > (kind_at.file, kind_at.line, kind_at.column):
                error(tag_at, SAY("tag_is_kind", tag=tag, at=kind_at, card=card.name))
            else:
                error(kind_at, SAY("kind_is_tag", tag=tag, card=card.name, at=tag_at))


# A made-up German name of each article, for an example where the rules give none of their own.
EXAMPLES = {"der": "Kasten", "die": "Schale", "das": "Fach"}


def display_names(names: Optional[m.Names], where: Callable[[int], m.Span], error: Report,
                  genders: bool = False, plurals: Optional[str] = None) -> None:
    """Display names: each for a language the narration speaks, each language once, each with
    a letter in it; `where(i)` is the span of the i-th name.  `genders`: a German name may be
    followed by its article (`de "Stapel" der`, the pair ("gender", "der")): of a card, zone,
    role or value of an attribute, which the narration puts articles before.  `plurals`: a
    name may end with `plural` ("value": a value of an attribute, with its plural form,
    `plural "Buben"`; "zone": alone, a zone's name that is a plural noun, `de "Stiche" plural`)."""
    seen = set()
    for i, (lang, text) in enumerate(names or ()):
        if lang == "plural":
            _plural(names, i, where(i), plurals, error)
            continue
        if lang == "gender":
            if names[i - 1][0] != "de":
                german = next((name for key, name in names if key == "de"), None)
                error(where(i), SAY("german_article", text=text, name=german or EXAMPLES.get(text, "Kasten")))
            elif not genders:
                error(where(i), SAY("article_where"))
            continue
        if lang in m.LOOKS:   # the look of a card or value: `icon "♥"`, `paint "#c0392b"`
            if lang in seen:
                error(where(i), SAY("look_twice", look=lang))
            elif lang == "paint" and not _PAINT.fullmatch(text):
                error(where(i), SAY("paint_form", text=text))
            elif not text.strip():
                error(where(i), SAY("look_blank", look=lang))
        elif lang not in LANGUAGES and did_you_mean(lang, m.LOOKS):
            error(where(i), SAY("not_a_language", lang=lang, langs=Joined(LANGUAGES, SAID("and"), SAID("and")),
                                hint=did_you_mean(lang, m.LOOKS)))
        elif lang not in LANGUAGES:
            error(where(i), SAY("names_languages", langs=", ".join(LANGUAGES), lang=lang,
                                hint=did_you_mean(lang, LANGUAGES)))
        elif lang in seen:
            error(where(i), SAY("name_twice", lang=lang))
        elif not text.strip():
            error(where(i), SAY("name_blank", lang=lang))
        seen.add(lang)


def _plural(names: m.Names, i: int, at: m.Span, plurals: Optional[str], error: Report) -> None:
    """The pair ("plural", FORM) at `i` (FORM "" for `plural` alone) where `plurals` allows it."""
    text = names[i][1]
    named = next(lang for lang, _ in reversed(names[:i]) if lang not in ("gender", "plural"))
    if plurals == "value" and not text.strip():
        error(at, SAY("plural_form", name=dict(names).get(named, "")))
    elif plurals == "zone" and text:
        error(at, SAY("plural_zone"))
    elif plurals is None:
        error(at, SAY("plural_where"))


def descriptions(rules: m.Rules, error: Report) -> None:
    """A variant's description in several languages (`description: en "...", de "..."`): each
    for a language the narration speaks, each once, and an English one among them (the text
    every other language falls back to)."""
    for variant in rules.variants.values():
        seen = set()
        for i, (lang, _) in enumerate(variant.descriptions):
            where = variant.where(f"descriptions.{i}")
            if lang not in LANGUAGES:
                error(where, SAY("descriptions_languages", langs=", ".join(LANGUAGES), lang=lang,
                                 hint=did_you_mean(lang, LANGUAGES)))
            elif lang in seen:
                error(where, SAY("description_twice", lang=lang))
            seen.add(lang)
        if variant.descriptions and "en" not in seen:
            error(variant.where("descriptions.0"), SAY("description_english"))


def rounds_names(rules: m.Rules, error: Report) -> None:
    """Refuse a name in `rounds:` whose value changes during the game."""
    if rules.game.rounds is None:
        return
    found = _changing(rules, rules.game.rounds, frozenset(), set())
    if found is None:
        return
    node, through = found
    what = SAY("rounds_which_uses", name=_shown(through), used=_shown(node), line=node.span.line) if through is not None \
        else f"'{_shown(node)}'"
    error((through or node).span, SAY("rounds_changing", what=what))


def rounds_by_players(rules: m.Rules, error: Report) -> None:
    """`rounds:` worked out for each number of players the game allows, as the engine will
    when a game starts (only on rules without errors: `rounds:` then uses nothing but
    numbers, player_count and definitions made of them)."""
    g = rules.game
    if g.rounds is None or g.players is None:
        return
    wrong = {}
    for players in player_counts(g.players):   # `players: 2 or 4`: those two
        value = constant_number(rules, g.rounds, players, calls=True)
        if value is None or not 1 <= value <= 1000:   # None: a 'mod 0'
            wrong[players] = SAY("no_number_mod") if value is None else value
    if wrong:
        told = Joined(tuple(SAY("value_for_players", value=value, players=players) for players, value in wrong.items()))
        error(g.rounds.span, SAY("rounds_gives", told=told))


def _shown(node: m.Expr) -> str:
    return node.func if isinstance(node, m.Call) else node.name


def _changing(rules: m.Rules, e: m.Expr, params: frozenset, visiting: set):
    """(the first name in `e` that changes during a game, the name of `e` that leads to it or
    None), or None when every name of `e` is fixed when the game starts."""
    if isinstance(e, m.Const):
        return None
    if isinstance(e, (m.Name, m.Call)):
        name = _shown(e)
        if isinstance(e, m.Name) and (name in params or name == "player_count"):
            return None
        define = rules.defines.get(name)
        if define is None or define.body is None:
            return e, None
        for arg in e.args if isinstance(e, m.Call) else ():
            found = _changing(rules, arg, params, visiting)
            if found is not None:
                return found
        if name in visiting:   # defined in terms of itself: told by the typer
            return None
        found = _changing(rules, define.body, frozenset(define.params or ()), visiting | {name})
        return None if found is None else (found[0], e)
    for child in m.sub_expressions(e):
        found = _changing(rules, child, params, visiting)
        if found is not None:
            return found
    return None
