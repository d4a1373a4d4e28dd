"""The checker's rules about names, on mutations of the real rules.mm.

* A declared name may not be a built-in (`define player_count = 2` would silently change how
  many rounds are played) nor the name of a declaration of another kind (`role moth`).
* `rounds:` is worked out when the game starts: only numbers, player_count and definitions
  made of them; a constant number of rounds is folded and range-checked.
* A display name is not blank; a tag that no rule tests and that looks like a misspelt tag
  gets a warning.
* A `let` named like a built-in, a zone or a role gets a warning at its name, told also with
  the errors it leads to (a `let` named like a definition may hide it, and gets none).

Each case pins the first error's message and its exact line:column.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.cli.commands import main

RULES_TEXT = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")


def mutate(old: str, new: str) -> str:
    assert old in RULES_TEXT, f"rules.mm no longer contains {old!r}"
    return RULES_TEXT.replace(old, new, 1)


def where(text: str, snippet: str, nth: int = 1) -> tuple:
    """1-based (line, column) of the nth occurrence of `snippet` in `text`."""
    index = -1
    for _ in range(nth):
        index = text.index(snippet, index + 1)
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


def errors_of(text: str):
    rules, diagnostics = mogel.check_source(text, "rules.mm")
    errors = [d for d in diagnostics if d.severity == "error"]
    assert rules is None and errors, "the mutated rules checked without errors"
    return errors


def first_error(text: str):
    return errors_of(text)[0]


def at(d) -> tuple:
    return d.message, d.span.line, d.span.column


# --- built-in names ---------------------------------------------------------------------------

BUILT_IN = [
    ("define-player-count", "define hand_size = 8", "define hand_size = 8\ndefine player_count = 2",
     "player_count = 2", "'player_count' is a built-in name: choose another name"),
    ("define-active", "define hand_size = 8", "define hand_size = 8\ndefine active = 3",
     "active = 3", "'active' is a built-in name: choose another name"),
    ("define-turns", "define hand_size = 8", "define hand_size = 8\ndefine turns = 3",
     "turns = 3", "'turns' is a built-in name: choose another name"),
    ("define-size", "define hand_size = 8", "define hand_size = 8\ndefine size = 3",
     "size = 3", "'size' is a built-in function: choose another name"),
    ("zone-players", "zone hidden:", "zone players:\n    shared\n\nzone hidden:",
     "players:\n    shared", "'players' is a built-in name: choose another name"),
    ("role-played", "role guard:", "role played\n\nrole guard:",
     "played\n", "'played' is a built-in name: choose another name"),
    ("card-top", "card number:", "card top:\n    penalty: 1\n\ncard number:",
     "top:", "'top' is a built-in function: choose another name"),
    # `true` and `false` are always the truth values in an expression: the definition was dead
    ("define-true", "define hand_size = 8", "define hand_size = 8\ndefine true = 0",
     "true = 0", "'true' is a truth value of the language: choose another name"),
    ("role-false", "role guard:", "role false\n\nrole guard:",
     "false\n", "'false' is a truth value of the language: choose another name"),
]


@pytest.mark.parametrize("old, new, snippet, message", [pytest.param(*c[1:], id=c[0]) for c in BUILT_IN])
def test_a_built_in_name_is_refused_at_the_declaration(old, new, snippet, message):
    text = mutate(old, new)

    errors = errors_of(text)

    assert [at(d) for d in errors] == [(message, *where(text, snippet))], [d.render() for d in errors]


# --- names of two kinds -----------------------------------------------------------------------

CLASHES = [
    ("role-named-like-a-card", "role guard:", "role moth\n\nrole guard:",
     "moth\n", "card moth:", "card kind", "role"),
    ("zone-named-like-a-card", "role guard:", "zone spider:\n    shared\n\nrole guard:",
     "spider:\n    shared", "card spider:", "card kind", "zone"),
    ("define-named-like-a-card", "define stalemate", "define spider = 3\ndefine stalemate",
     "spider = 3", "card spider:", "card kind", "definition"),
    ("card-named-like-a-zone", "card number:", "card hand:\n    penalty: 1\n\ncard number:",
     "hand:\n    penalty", "zone hand:", "zone", "card kind"),
    ("define-named-like-a-role", "define endless", "define guard = 3\ndefine endless",
     "guard = 3", "role guard:", "role", "definition"),
]


@pytest.mark.parametrize("old, new, snippet, first_at, kind, this",
                         [pytest.param(*c[1:], id=c[0]) for c in CLASHES])
def test_a_name_of_two_kinds_is_refused_at_the_later_one(old, new, snippet, first_at, kind, this):
    text = mutate(old, new)
    name = snippet.split(":")[0].split(" ")[0].strip()
    line, column = where(text, first_at)
    article = "an" if kind[0] in "aeiou" else "a"

    errors = errors_of(text)

    message = (f"'{name}' is already {article} {kind} (rules.mm:{line}:{column + len(first_at.split()[0]) + 1}): "
               f"choose another name for this {this}")
    assert [at(d) for d in errors] == [(message, *where(text, snippet))], [d.render() for d in errors]


# --- card kinds and tags ------------------------------------------------------------------------
# `card is action` tests a card kind and a tag at once: a kind named like another card's tag
# would join the two groups in every rule that tests the name.  The later one is told, once.

def _with_card(text: str, name: str) -> str:
    text = text.replace("card moth:", f"card {name}:\n    penalty: 1\n\ncard moth:", 1)
    return text.replace("    total: 71", f"    {name}:  1  1  1  1  1\n    total: 76", 1)


TAGS = [
    ("card-named-like-a-tag", _with_card(RULES_TEXT, "action"), "action:\n    penalty: 1", "    tags: action",
     "'action' is already a tag of card 'spider' (rules.mm:{line}:{column}): 'card is action' would test "
     "both; choose another name for this card kind"),
    ("tag-named-like-an-earlier-card", mutate("    tags: action\n", "    tags: action, number\n"),
     "tags: action, number", "card number:",
     "'number' is already a card kind (rules.mm:{line}:{column}): as a tag of 'spider' it would make "
     "'card is number' test both; choose another tag"),
    ("card-in-a-variant-named-like-a-tag",
     RULES_TEXT + '\nvariant v:\n    description: "v"\n    card action:\n        penalty: 1\n',
     "action:\n        penalty", "    tags: action",
     "with variant 'v': 'action' is already a tag of card 'spider' (rules.mm:{line}:{column}): 'card is "
     "action' would test both; choose another name for this card kind"),
]


@pytest.mark.parametrize("text, snippet, first, message", [pytest.param(*c[1:], id=c[0]) for c in TAGS])
def test_a_card_kind_and_a_tag_of_one_name_are_refused_at_the_later_one(text, snippet, first, message):
    line, column = where(text, first)
    if first.startswith("card "):
        column += len("card ")
    else:
        column += len(first) - len(first.lstrip())

    errors = errors_of(text)

    assert [at(d) for d in errors] == [(message.format(line=line, column=column), *where(text, snippet))], \
        [d.render() for d in errors]


@pytest.mark.parametrize("name", ["slap", "hide"])
def test_a_card_kind_named_like_a_race_or_a_covert_move_is_no_clash(name):
    """`race slap` and `cheat hide` are looked up only as a race's and a covert move's names
    (`of: hide`), never as a card kind, so `card slap:` and `card hide:` mean one thing each;
    a race without names of its own is narrated with the names of a card of its name, as
    docs/language.md says."""
    rules, diagnostics = mogel.check_source(_with_card(RULES_TEXT, name), "rules.mm")

    assert rules is not None, [d.render() for d in diagnostics]


def test_a_definition_named_nobody_is_no_clash():
    """`nobody` is no literal of expressions, only a choice after `seen by` (where no name is
    looked up): a definition of that name is used where an expression names it."""
    text = RULES_TEXT + "\ndefine nobody = 1\ndefine two = nobody + 1\n"

    rules, diagnostics = mogel.check_source(text, "rules.mm")

    assert rules is not None, [d.render() for d in diagnostics]
    assert rules.zones["draw"].seen_by == "nobody"


def test_a_variant_that_adds_a_clashing_zone_is_told_with_its_name():
    text = RULES_TEXT + "\nvariant web:\n    description: \"a web\"\n    zone spider:\n        shared\n"

    first = first_error(text)

    line, column = where(text, "card spider:")
    assert at(first) == (f"with variant 'web': 'spider' is already a card kind (rules.mm:{line}:{column + 5}): "
                         f"choose another name for this zone", *where(text, "spider:\n        shared"))


def test_mogel_check_shows_the_built_in_name_with_a_caret(tmp_path, capsys):
    path = tmp_path / "rules.mm"
    path.write_text(RULES_TEXT + "\ndefine player_count = 2\n", encoding="utf-8")
    line = RULES_TEXT.count("\n") + 2

    code = main(["check", str(path)])

    err = capsys.readouterr().err.splitlines()
    assert code == 1
    assert err[:3] == [f"{path}:{line}:8: 'player_count' is a built-in name: choose another name",
                       "    define player_count = 2", "           ^"]


# --- a let that hides a name ------------------------------------------------------------------

DEAL = "deal hand_size cards from draw to hand"
# a warning's code and where its `expect warning:` would go: the setup's level, an `if`'s block
IN_ROUND = " [write 'expect warning: {}' in the block of level 'round' if that is meant]"
IN_IF = " [write 'expect warning: {}' as the first line of this 'if''s block if that is meant]"
# (id, what replaces the deal in the setup, snippet the warning stands at, message)
LET_HIDES = [
    ("a-zone", "let draw = 2\n        " + DEAL, "draw = 2",
     "'draw' is a zone: this 'let' hides it for the rest of its block, where 'draw' in an expression is the "
     "let's value, not the zone's cards; choose another name" + IN_ROUND.format("let_hides")),
    ("a-built-in", "let active = 1\n        " + DEAL, "active = 1",
     "'active' is a built-in name: this 'let' hides it for the rest of its block, where 'active' in an "
     "expression is the let's value; choose another name" + IN_ROUND.format("let_hides")),
    ("a-role", "let   guard = starter\n        " + DEAL, "guard = starter",
     "'guard' is a role: this 'let' hides it for the rest of its block, where 'guard' in an expression is the "
     "let's value, not the player who holds the role; choose another name" + IN_ROUND.format("let_hides")),
    ("the-player-of-a-loop", "for each player:\n            let player = 3\n        " + DEAL, "player = 3",
     "'player' is a built-in name: this 'let' hides it for the rest of its block, where 'player' in an "
     "expression is the let's value; choose another name" + IN_ROUND.format("let_hides")),
]


@pytest.mark.parametrize("new, snippet, message", [pytest.param(*c[1:], id=c[0]) for c in LET_HIDES])
def test_a_let_that_hides_a_built_in_zone_or_role_gets_a_warning_at_its_name(new, snippet, message):
    text = mutate(DEAL, new)

    rules, diagnostics = mogel.check_source(text, "rules.mm")

    assert rules is not None
    assert [at(d) for d in diagnostics if d.severity == "warning"] == [(message, *where(text, snippet))]


def test_the_warning_of_a_let_that_hides_a_zone_comes_with_the_error_it_leads_to():
    """`size(draw)` after `let draw = 2` is the size of a number: the error alone does not say
    why, so the warning at the let is told with it (in file order, before it)."""
    text = mutate(DEAL, "let draw = 2\n        " + DEAL + "\n        let left_over = size(draw)")

    rules, diagnostics = mogel.check_source(text, "rules.mm")

    assert rules is None
    assert [(d.severity, d.span.line, d.span.column) for d in diagnostics if d.severity != "note"] == [
        ("warning", *where(text, "draw = 2")), ("error", *where(text, "draw)"))]
    assert diagnostics[0].message.startswith("'draw' is a zone: this 'let' hides it")


@pytest.mark.parametrize("new", ["let hand_size = 3\n        " + DEAL, "let n = 2\n        let n = n + 1\n        " + DEAL,
                                 "let card_count = 2\n        " + DEAL])
def test_a_let_that_hides_a_definition_or_an_earlier_let_gets_no_warning(new):
    """docs/language.md section 16: a `let` may hide a definition of its name."""
    _, diagnostics = mogel.check_source(mutate(DEAL, new), "rules.mm")

    assert [d.render() for d in diagnostics if d.severity != "note"] == []


def test_mogel_check_shows_the_let_warning_with_a_caret_and_says_ok(tmp_path, capsys):
    path = tmp_path / "rules.mm"
    text = mutate(DEAL, "let round = 2\n        " + DEAL)
    path.write_text(text, encoding="utf-8")
    line, column = where(text, "round = 2")

    code = main(["check", str(path)])

    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert out == [f"{path}:{line}:{column}: warning: 'round' is a built-in name: this 'let' hides it for the rest "
                   f"of its block, where 'round' in an expression is the let's value; choose another name"
                   + IN_ROUND.format("let_hides"),
                   "            let round = 2", "    " + " " * (column - 1) + "^", "ok"]


# --- a let in a nested block that names what an outer let named --------------------------------

def _branch_warning(name: str, first: str, place: str) -> str:
    return (f"this 'let' names '{name}' for the rest of its block only: after the block, '{name}' is again the "
            f"one of the 'let' at rules.mm:{first}; to choose between two values, give that 'let' both: "
            f"'let {name} = A if TEST else B'" + place.format("branch_let"))


# (id, what replaces the deal in the setup, snippet of the warned let, snippet of the outer let)
BRANCH_LETS = [
    ("if-branch", "let n = 5\n        if round = 1:\n            let n = 3\n            let n = 4\n        deal n cards "
                  "from draw to hand", "n = 3", "let n = 5", IN_IF),
    ("else-branch", "let n = 5\n        if round = 1:\n            " + DEAL + "\n        else:\n            let n = 3\n"
                    "        deal n cards from draw to hand", "n = 3", "let n = 5", IN_IF),
    ("otherwise", "let n = 5\n        each player draws 1 card from draw\n        otherwise:\n            let n = 2\n"
                  "        deal n cards from draw to hand", "n = 2", "let n = 5", IN_ROUND),
    ("for-each-body-two-deep", "let n = 5\n        for each player:\n            if round = 1:\n"
                               "                let n = 2\n        deal n cards from draw to hand", "n = 2", "let n = 5", IN_IF),
]


@pytest.mark.parametrize("new, snippet, outer, place", [pytest.param(*c[1:], id=c[0]) for c in BRANCH_LETS])
def test_a_let_in_a_nested_block_naming_an_outer_let_s_name_gets_a_warning_at_its_name(new, snippet, outer, place):
    """docs/language.md 10.5: such a `let` holds for the rest of its own block only (the game
    plays it so: tests/check/test_let_scope.py), which a learner who knows Python does not expect."""
    text = mutate(DEAL, new)
    line, column = where(text, outer)

    rules, diagnostics = mogel.check_source(text, "rules.mm")

    assert rules is not None
    assert [at(d) for d in diagnostics if d.severity == "warning"] == [
        (_branch_warning("n", f"{line}:{column}", place), *where(text, snippet))]


@pytest.mark.parametrize("new", [
    "let n = 5\n        if round = 1:\n            let k = 3\n        deal n cards from draw to hand",
    "if round = 1:\n            let n = 3\n        let n = 5\n        deal n cards from draw to hand",
    "let n = 5\n        let n = 6\n        deal n cards from draw to hand",
    "let player = 5\n        for each player:\n            let n = 2\n        " + DEAL,
])
def test_a_let_that_names_nothing_an_outer_let_named_gets_no_branch_warning(new):
    _, diagnostics = mogel.check_source(mutate(DEAL, new), "rules.mm")

    assert not [d.render() for d in diagnostics if "for the rest of its block only" in d.message]


# --- rounds: ----------------------------------------------------------------------------------

ROUNDS_RANGE = [("-2", -2), ("0-1", -1), ("0 - 1", -1), ("2000", 2000), ("hand_size - 8", 0), ("0", 0)]


@pytest.mark.parametrize("expr, value", ROUNDS_RANGE)
def test_a_constant_number_of_rounds_out_of_range_is_refused(expr, value):
    text = mutate("rounds: player_count", f"rounds: {expr}")

    first = first_error(text)

    line, column = where(text, f"rounds: {expr}")
    assert at(first) == (f"a game has 1 to 1000 rounds, not {value}", line, column + len("rounds: "))


CHANGING = [
    ("size(draw)", "size", "not 'size'"),
    ("turns", "turns", "not 'turns'"),
    ("player_count + round", "round", "not 'round'"),
    ("count(players)", "count", "not 'count'"),
    ("3 if empty(draw) else 2", "empty", "not 'empty'"),
]


@pytest.mark.parametrize("expr, snippet, what", CHANGING)
def test_rounds_may_not_use_what_changes_during_the_game(expr, snippet, what):
    text = mutate("rounds: player_count", f"rounds: {expr}")

    first = first_error(text)

    line, column = where(text, f"rounds: {expr}")
    assert at(first) == ("'rounds:' is worked out once, when the game starts: it may use numbers, player_count "
                         f"and definitions made of them, {what}: that changes during the game",
                         line, column + len("rounds: ") + expr.index(snippet))


def test_rounds_through_a_definition_names_what_changes():
    text = mutate("rounds: player_count", "rounds: endless_rounds")
    text = text.replace("define endless = turns >= 300", "define endless = turns >= 300\n"
                        "define endless_rounds = 1 + later(turns)\ndefine later(t) = t + 1", 1)

    first = first_error(text)

    line = where(text, "1 + later(turns)")[0]
    assert at(first) == ("'rounds:' is worked out once, when the game starts: it may use numbers, player_count "
                         f"and definitions made of them, not 'endless_rounds', which uses 'turns' (line {line}): "
                         "that changes during the game", *where(text, "endless_rounds  "))


@pytest.mark.parametrize("expr", ["player_count", "hand_size", "2 * player_count - 1", "twice(player_count)",
                                  "3 if player_count > 4 else hand_size"])
def test_rounds_made_of_player_count_and_constants_check_ok(expr):
    text = mutate("rounds: player_count", f"rounds: {expr}")
    text = text.replace("define hand_size = 8", "define hand_size = 8\ndefine twice(n) = 2 * n", 1)

    rules, diagnostics = mogel.check_source(text, "rules.mm")

    assert rules is not None, [d.render() for d in diagnostics]


@pytest.mark.parametrize("expr, told", [
    ("player_count - 4", "-1 for 3 players, 0 for 4 players"),
    ("player_count * 300", "1200 for 4 players, 1500 for 5 players"),
    ("hand_size - player_count - 4", "0 for 4 players, -1 for 5 players"),
    ("player_count mod 3", "0 for 3 players"),
    ("0 if player_count = 3 else 2", "0 for 3 players"),
    ("shorter(player_count)", "0 for 4 players, -1 for 5 players"),
    ("player_count mod (player_count - 4)", "0 for 3 players, no number (a 'mod 0') for 4 players, 0 for 5 players"),
])
def test_rounds_made_of_player_count_are_checked_for_each_number_of_players(expr, told):
    """players: 3 to 5 in rules.mm; the game would stop when it starts, for some tables only."""
    text = mutate("rounds: player_count", f"rounds: {expr}")
    text = text.replace("define hand_size = 8", "define hand_size = 8\ndefine shorter(n) = 4 - n + 4 - 4", 1)

    first = first_error(text)

    line, column = where(text, f"rounds: {expr}")
    assert at(first) == (f"'rounds:' gives {told}: a game has 1 to 1000 rounds", line, column + len("rounds: "))


# --- display names and tags -------------------------------------------------------------------

def test_a_blank_display_name_is_refused():
    text = mutate('name: en "spider", de "Spinne"', 'name: en "   ", de "Spinne"')

    first = first_error(text)

    assert at(first) == ("the 'en' name is blank: write the name between the quotes", *where(text, 'en "   "'))


def test_a_misspelt_tag_that_no_rule_tests_gets_a_warning():
    text = mutate("    tags: action\n    penalty: 5\n    on play:\n        race slap",
                  "    tags: acton\n    penalty: 5\n    on play:\n        race slap")

    rules, diagnostics = mogel.check_source(text, "rules.mm")

    assert rules is not None
    warnings = [d for d in diagnostics if d.severity == "warning"]
    assert [at(d) for d in warnings] == [
        ("tag 'acton' of card 'mosquito' is on no other card and no rule tests it (did you mean 'action'?) "
         "[write 'expect warning: lone_tag' in the card block if that is meant]", *where(text, "tags: acton"))]


def test_the_shipped_tags_give_no_warning():
    """rules.mm's `action` tag is tested by no rule (it marks the action cards for the
    widgets), and it is no misspelling: no warning."""
    _, diagnostics = mogel.check_source(RULES_TEXT, "rules.mm")

    assert [d.render() for d in diagnostics if d.severity == "warning"] == []
