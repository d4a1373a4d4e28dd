"""Checking each variant alone re-checks only what the variant changes (mogel/check/variant_check.py),
and still finds every diagnostic a whole check of the applied rules finds, in the same order.

Each case adds one variant to rules.mm that breaks the rules in one way, most often in an item
the variant leaves as it is: a definition it replaces is used by other rules, a declaration
that every rule reads changes, a deck change makes a card's `on play` dead ...  `mogel check`
must tell it (check_source), and `VariantCheck` must give exactly what `check_rules` of the
applied rules gives, for that variant and for every other one of the file.
"""

from __future__ import annotations

import random
import re
import textwrap

import pytest

import mogel
from mogel.check.checker import check_rules
from mogel.errors import RulesError
from mogel.check.loader import assemble, check_source
from mogel.language.parser import parse_items
from mogel.check.variant_check import VariantCheck

SOURCE = mogel.default_rules_path().read_text(encoding="utf-8")
NAME = "breaks"

# the deal warning's code, and where it is acknowledged
DEAL_SHORT = " [write 'expect warning: deal_short' in the block of level 'round' if that is meant]"


def with_variant(body: str, source: str = SOURCE, name: str = NAME) -> str:
    """`source` with one more variant, `body` its items (written at the left margin)."""
    return f'{source}\nvariant {name}:\n    description: "a test"\n{textwrap.indent(body, "    ")}\n'


def both_ways(text: str, names=None):
    """(variant, what VariantCheck says, what a whole check of the applied rules says, less
    what the rules without it say) for each variant of `text` (or those `names`)."""
    rules, told = assemble(parse_items(text), text, "rules.mm")
    told += check_rules(rules)
    assert not [d for d in told if d.severity == "error"]
    check = VariantCheck(rules, told)
    for name in names or rules.variants:
        applied = mogel.apply_variants(rules, [name])
        yield name, check.problems(applied), [d for d in check_rules(applied) if d not in told]


def line_of(snippet: str) -> int:
    """The line of rules.mm where `snippet` first stands."""
    return SOURCE[:SOURCE.index(snippet)].count("\n") + 1


def line_of_variant(body: str, snippet: str) -> int:
    """The line where `snippet` stands in the variant with_variant(body) adds."""
    text = with_variant(body)
    return text[:text.rindex(snippet)].count("\n") + 1


def told_with_variant(text: str):
    """(line without its comment, severity, message) of what check_source tells about the
    variant NAME."""
    _, problems = check_source(text)
    prefix = f"with variant '{NAME}': "
    return [(re.sub(r"\s+#.*", "", d.source_line).strip(), d.severity, d.message[len(prefix):])
            for d in problems if d.message.startswith(prefix)]


HIDDEN_SHARED = "zone hidden:\n    shared"

# (what the variant does, its items, the line told about, severity, message)
CASES = [
    ("a replaced definition is used by an unchanged rule",
     "define hand_size = true",
     "deal hand_size cards from draw to hand", "error",
     "expected a number as how many cards, but this is a truth value"),
    ("a replaced definition makes an unchanged count negative",
     "define hand_size = 0 - 3",
     "deal hand_size cards from draw to hand", "error",
     "a number of cards is 0 or more: 'hand_size' is -3"),
    ("a replaced definition is used through another definition",
     "define adjacent(a, b) = a - b",
     "active must play 1 card from hand where fits(card, top of discard) onto discard", "error",
     "expected a truth value after 'where', but this is a number"),
    ("a replaced definition is used by an unchanged definition and rule",
     "define same_number(c, p) = c.value = p",
     "winner must play 1 card from hand where same_number(card, played) onto discard", "error",
     "'same_number' does not work with a card and a card: in its definition "
     f"(line {line_of('define same_number')}), cannot compare a number with a card"),
    ("a replaced definition no longer gives a truth value",
     "define endless = turns",
     "ends when: any(players where empty(hand of player)) or stalemate or endless", "error",
     "expected a truth value after 'or', but this is a number"),
    ("a replaced definition is defined in terms of itself",
     "define adjacent(a, b) = fits(a, b)",
     "define adjacent(a, b) = (a - b) mod 5 in {1, 4}", "error",
     "'adjacent' is defined in terms of itself"),
    ("a zone becomes shared: an unchanged covert move needs one of each player",
     HIDDEN_SHARED,
     "moves: 1 card from hand to hidden", "error",
     "a covert move goes between zones of one player; variant 'breaks' makes 'hidden' shared (made so at "
     f"rules.mm:{line_of_variant(HIDDEN_SHARED, 'shared')}:9): keep 'hidden' 'per player' in that variant"),
    ("a shared zone is seen by its owner",
     "zone discard:\n    shared, seen by owner",
     "shared, seen by owner", "error",
     "zone discard is shared: it has no owner to see it"),
    ("a card's tag becomes a card kind",
     "card spider:\n    tags: moth",
     "tags: moth", "error",
     f"'moth' is already a card kind (rules.mm:{line_of('card moth:')}:6): as a tag of 'spider' it would make "
     "'card is moth' test both; choose another tag"),
    ("a card's tag is misspelt",
     "card ant:\n    tags: actoin",
     "tags: actoin", "warning",
     "tag 'actoin' of card 'ant' is on no other card and no rule tests it (did you mean 'action'?) "
     "[write 'expect warning: lone_tag' in the card block if that is meant]"),
    ("a new definition is used by a replaced turn",
     "define bonus = true\nturn:\n    active must play bonus card from hand onto discard",
     "active must play bonus card from hand onto discard", "error",
     "expected a number as how many cards, but this is a truth value"),
    ("a second accusation of one covert move",
     "accusation snitch:\n    of: hide\n    by: guard\n    when: after each act\n    if right:\n"
     "        accused becomes guard\n    if wrong:\n        accuser draws 1 card from draw",
     "of: hide", "error",
     f"covert move 'hide' already has an accusation ('caught' at rules.mm:{line_of('accusation caught:')}:1)"),
    ("a role's name in a language the narration does not speak",
     'role guard:\n    name: xx "Wache"',
     'name: xx "Wache"', "error",
     "names are given for the languages en, de, not 'xx'"),
    ("a card that can no longer be played: a warning only",
     "card spider:\n    cannot be played",
     "on play:", "warning",
     "the 'on play' of card 'spider' can never run: it can never be played "
     "[write 'expect warning: never_fires' in the card block if that is meant]"),
    ("a deck change makes an unchanged card's action dead: a warning only",
     "deck:\n    ant: 0 0 0 0 0 = 0\n    total: 66",
     "on play:", "warning",
     "the 'on play' of card 'ant' can never run: the deck has no copies of it "
     "[write 'expect warning: never_fires' in the card block if that is meant]"),
    ("an 'if' that is always false: a warning only",
     "card ant:\n    on play:\n        if false:\n            each player except active draws 1 card from draw",
     "if false:", "warning",
     "this 'if' is always false: one of its branches never runs [write 'expect warning: constant_if' as the first "
     "line of this 'if''s block if that is meant]"),
    ("more players make an unchanged deal need more cards than the deck has: a warning only",
     "game mogel_motte:\n    players: 3 to 10",
     "deal hand_size cards from draw to hand", "warning",
     "with 9 to 10 players this deal needs more cards than the deck has (8 each: 80 for 10 players; the deck "
     "has 71): it stops when 'draw' is empty and players get fewer than 8 ('when empty' does not run during a "
     "deal); deal at most 7 cards each, or allow at most 8 players" + DEAL_SHORT),
    ("a smaller deck makes an unchanged deal need more cards than it has: a warning only",
     "deck:\n    number: 0 0 0 0 0 = 0\n    total: 28",
     "deal hand_size cards from draw to hand", "warning",
     "with 4 to 5 players this deal needs more cards than the deck has (8 each: 40 for 5 players; the deck "
     "has 28): it stops when 'draw' is empty and players get fewer than 8 ('when empty' does not run during a "
     "deal); deal at most 5 cards each, or allow at most 3 players" + DEAL_SHORT),
]


@pytest.mark.parametrize("body, line, severity, message", [case[1:] for case in CASES],
                         ids=[case[0] for case in CASES])
def test_a_variant_that_breaks_the_rules_is_told_as_a_whole_check_tells_it(body, line, severity, message):
    text = with_variant(body)

    told = told_with_variant(text)
    compared = list(both_ways(text))

    assert (line, severity, message) in told
    for name, fast, whole in compared:
        assert fast == whole, name


def test_a_lone_tag_is_told_when_a_variant_replaces_the_only_rule_that_tests_it():
    """The lone_tag warning of an unchanged card reads every rule: here a variant replaces the
    only rule that tests the tag `actions` of the moth."""
    source = SOURCE.replace("    penalty: 10 ", "    tags: actions\n    penalty: 10 ", 1).replace(
        "only if: size(hand of player) >= 2 ", "only if: size(hand of player) >= 2 and not card is actions ", 1)
    text = with_variant("cheat hide:\n    only if: size(hand of player) >= 2", source)

    told = told_with_variant(text)
    compared = list(both_ways(text))

    assert told == [("tags: actions", "warning", "tag 'actions' of card 'moth' is on no other card and no rule "
                     "tests it (did you mean 'action'?) [write 'expect warning: lone_tag' in the card block "
                     "if that is meant]")]
    for name, fast, whole in compared:
        assert fast == whole, name


@pytest.mark.parametrize("rounds, body, message", [
    ("player_count - 2", "game mogel_motte:\n    players: 2 to 5", "'rounds:' gives 0 for 2 players"),
    ("player_count - hand_size + 6", "define hand_size = 9", "'rounds:' gives 0 for 3 players"),
], ids=["the players change", "a definition rounds: uses changes"])
def test_rounds_is_worked_out_again_when_a_variant_changes_what_it_uses(rounds, body, message):
    source = SOURCE.replace("rounds: player_count ", f"rounds: {rounds} ", 1)
    text = with_variant(body, source)

    told = told_with_variant(text)
    [(_, fast, whole)] = both_ways(text, [NAME])

    assert told == [(f"rounds: {rounds}", "error", f"{message}: a game has 1 to 1000 rounds")]
    assert fast == whole


def test_a_deal_is_warned_about_again_when_a_variant_gives_its_pile_a_when_empty():
    """The deal warning reads the 'when empty' of the zone it deals from: a variant that
    changes only that zone changes the warning of a deal in an unchanged round."""
    source = re.sub(r"(    shared, seen by nobody\n)    when empty:.*?\n\n", r"\1\n", SOURCE, count=1, flags=re.S)
    source = source.replace("define hand_size = 8 ", "define hand_size = 20", 1)
    text = with_variant("zone draw:\n    when empty:\n        move all cards from discard except top to draw\n"
                        "        shuffle draw", source)

    message = ("with 4 to 5 players this deal needs more cards than the deck has (20 each: 100 for 5 players; "
               "the deck has 71): it stops when 'draw' is empty and players get fewer than 20 ('when empty' "
               "does not run during a deal); deal at most 14 cards each, or allow at most 3 players" + DEAL_SHORT)

    told = told_with_variant(text)
    [(_, fast, whole)] = both_ways(text, [NAME])
    _, chosen = check_source(text, variants=[NAME])   # the warning without 'when empty' is not told too

    assert told == [("deal hand_size cards from draw to hand", "warning", message)]
    assert fast == whole
    assert [d.message for d in chosen if "this deal needs" in d.message and "with variant" not in d.message] \
        == [message]


# --- variants made of the blocks of rules.mm, a word or two changed ------------------------------

BLOCKS = [re.sub(r"[ \t]+#.*", "", block).strip() + "\n"
          for block in re.split(r"\n(?=\S)", SOURCE[:SOURCE.index("\nvariant ")])
          if re.match(r"(game|define|zone|card|deck|role|round|turn|cheat|accusation)\b", block)]
WORDS = sorted(set(re.findall(r"[a-z_]+", "".join(BLOCKS)))) + ["0", "1", "2", "9", "true", "false"]


def mutant(seed: int) -> str:
    """A block of rules.mm with up to two of its words replaced by other words of it."""
    rng = random.Random(seed)
    tokens = re.findall(r"\w+|\W+", rng.choice(BLOCKS))
    words = [i for i, token in enumerate(tokens) if re.fullmatch(r"\w+", token)]
    for _ in range(rng.randint(0, 2)):
        tokens[rng.choice(words)] = rng.choice(WORDS)
    return "".join(tokens)


def test_variants_made_of_changed_blocks_are_checked_as_a_whole_check_would():
    variants = {}
    for seed in range(400):
        name, body = f"mutant_{seed}", mutant(seed)
        try:
            parse_items(with_variant(body, "", name))
        except RulesError:   # a changed word that does not parse
            continue
        variants[name] = body
    text = "".join(with_variant(body, "", name) for name, body in variants.items())

    compared = list(both_ways(SOURCE + text, list(variants)))

    for name, fast, whole in compared:
        assert fast == whole, variants[name]
    assert len(compared) >= 200 and sum(bool(whole) for _, _, whole in compared) >= 50
