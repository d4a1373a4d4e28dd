"""An edit of the variants alone is told what the check before told (mogel/check/reuse.py), never stale.

The editor's text (rules.mm without its variants, then its starter card) is edited, one
IncrementalChecker following the edits, and each result is compared with check_source of
the same text without the cache.  The check of the rules without variants is taken from the
text before only when nothing it reads changed (`IncrementalChecker.reused`): an edit of the
card's penalty; never after an edit that changes a declaration, a definition, a card's tags,
the deck, or what the rules read of the variants (a tested tag, a description, a `set`).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import mogel
from mogel.check.incremental import IncrementalChecker
from mogel.check.loader import check_text, prepared
from mogel.widgets.editor import without_variants
from mogel.widgets.editor_text import STARTERS
from model_dump import dump

BASE = without_variants(mogel.default_rules_path().read_text(encoding="utf-8"))
STARTER = STARTERS["en"]


def cold(text: str, variants=()):
    text, variants = prepared(text, variants)
    return check_text(text, "rules.mm", variants)


def follows(texts, variants=("beetles",)):
    """Each text checked by one IncrementalChecker, without and with `variants`, as a whole
    check tells it; the `reused` flag of each check without variants."""
    checker, reused = IncrementalChecker(), []
    for text in texts:
        for chosen in ((), variants):
            rules, problems = checker.check(text, chosen)
            want_rules, want = cold(text, chosen)
            assert problems == list(want)
            assert dump(rules) == dump(want_rules)
            if not chosen:
                reused.append(checker.reused)
    return reused


def test_an_edit_of_the_penalty_reuses_the_check_without_variants():
    edited = BASE + STARTER.replace("penalty: 5", "penalty: 4")
    assert follows([BASE + STARTER, edited, BASE + STARTER, edited]) == [False, True, True, True]


def test_a_line_added_below_or_a_line_end_other_than_newline_is_checked_again():
    assert follows([BASE + STARTER, BASE + STARTER + "# more to come\n"]) == [False, False]   # the deck's span grew
    fed = STARTER.replace("# Your card", "#\f Your card")   # str.splitlines, which a check uses, ends a line there
    assert follows([BASE + fed, BASE + fed.replace("penalty: 5", "penalty: 4")]) == [False, False]


# name -> (text before, text after): the rules without variants tell something else after
CHANGES = {
    "a tag only a variant tests": (
        BASE.replace('icon "🕷"\n    tags: action', 'icon "🕷"\n    tags: action, actions'),   # the spider's
        STARTER.replace("        on play:\n", "        on play:\n            if played is actions:\n"
                        "                active draws 1 card from draw\n")),
    "a description in no language": (BASE, STARTER.replace('de "f', 'xx "f')),
}


@pytest.mark.parametrize("name", CHANGES)
def test_an_edit_of_what_the_rules_read_of_a_variant_is_checked_again(name):
    base, starter = CHANGES[name]
    before, after = base + STARTER, base + starter
    assert cold(before)[1] != cold(after)[1]
    assert follows([before, after, before]) == [False, False, False]


# edits of the rules' own items and of the variant's deck: told as a whole check tells them
EDITS = {
    "a definition used elsewhere": ("mod 5 in {1, 4}", "mod 5 in {1, 3}"),
    "a number of cards": ("define hand_size = 8", "define hand_size = 7"),
    "a card's tags": ("    tags: action\n    penalty: 5", "    tags: action, beetle\n    penalty: 5"),
    "the deck's total": ("    total: 71", "    total: 70"),
    "a new definition": ("card spider:", "define spare = 3\ncard spider:"),
}


@pytest.mark.parametrize("name", EDITS)
def test_an_edit_of_the_rules_own_items_is_checked_again(name):
    old, new = EDITS[name]
    assert old in BASE, name
    edited = BASE.replace(old, new, 1) + STARTER
    assert follows([BASE + STARTER, edited, BASE + STARTER]) == [False, False, False]


@pytest.mark.parametrize("old, new, kept", [
    ("total: 76", "total: 75", False),   # never read without the variant applied, but its line ends the row's span
    ("1  1  1  1  1", "1  1  1  1  2", False), ("tags: action", "tags: insect", False),
    ("penalty: 5", "penalty: size(hand)", False)])   # a penalty that reads a zone
def test_an_edit_of_the_variant_is_told_as_a_whole_check_tells_it(old, new, kept):
    edited = BASE + STARTER.replace(old, new)
    assert follows([BASE + STARTER, edited, BASE + STARTER]) == [False, kept, kept]


READERS = {   # module -> the functions of the checker that read `rules.variants` (reuse.variant_reads)
    "checker": {"_total", "_row_hint"}, "names": {"descriptions"},
    "silent": {"_set_names", "_set_places", "_short"}, "typer": {"shared_zone"},
    "vocabulary": {"all_statements"}, "warnings": {"tested_names"},
}
NOT_CHECKS = {"loader", "variants", "variant_check", "incremental", "cache", "reuse", "overrides"}


def test_every_function_of_the_checker_that_reads_the_variants_is_known_to_reuse():
    found = {}
    for path in sorted(Path(mogel.__file__).parent.joinpath("check").glob("*.py")):
        if path.stem in NOT_CHECKS or path.stem.startswith("said_"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and any(   # `rules.variants`, or getattr(rules, "variants")
                    isinstance(part, ast.Attribute) and part.attr == "variants" or
                    isinstance(part, ast.Constant) and part.value == "variants" for part in ast.walk(node)):
                found.setdefault(path.stem, set()).add(node.name)
    assert found == READERS
