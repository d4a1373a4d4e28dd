"""Mistakes of a learner writing house rules in plain words, told for what they are.

A user trial (a student writing house rules from docs/language.md) met these on copies of
rules.mm; each message is pinned at its line and column:

* a number written as a word, `draws two cards`: was "unknown name 'two' (did you mean 'top'?)";
* `from the draw pile`: was "expected 'at', 'below', ... after 'the', not 'draw'";
* `top of discard.value`: was three errors at two columns ('.' is read before 'of');
* a variant's new card and deck row without a new `total:`: was told at the rules' `total: 71`
  without a word of the variant, where the new total belongs;
* a tab-indented line under a header at as many spaces: was told without the tab.
"""

from __future__ import annotations

import pytest

import mogel

RULES = mogel.default_rules_path().read_text(encoding="utf-8")
DRAW = "    otherwise active draws 1 card from draw   #"
PLAY = "where fits(card, top of discard) onto discard"


def changed(old: str, new: str, text: str = RULES) -> str:
    """`text` with the first `old` (the rules', before any variant's) made `new`."""
    assert old in text, f"rules.mm changed: no {old.strip()!r}"
    return text.replace(old, new, 1)


def line_of(text: str, part: str) -> int:
    """The number of the line of `text` that holds `part` (exactly one does)."""
    numbers = [n for n, line in enumerate(text.split("\n"), 1) if part in line]
    assert len(numbers) == 1, part
    return numbers[0]


def first_error(text: str, variants=()):
    _, diagnostics = mogel.check_source(text, "rules.mm", variants)
    errors = [d for d in diagnostics if d.severity == "error"]
    assert errors, "no error"
    return errors


def told(text: str, variants=()):
    """(line, column, message) of the first error, and how many errors there are."""
    errors = first_error(text, variants)
    return (errors[0].span.line, errors[0].span.column, errors[0].message), len(errors)


# --- 1. numbers written as words ------------------------------------------------------------

NUMBER_WORDS = [
    # (id, old, new, the word, message): how many cards (checker), a game's players (parser),
    # a German word with an umlaut (the lexer stops at the 'ü'), an article as how many cards
    ("count-two", DRAW, "    otherwise left of active draws two cards from draw   #", "two",
     "write numbers as digits: '2', not 'two'"),
    ("players-three", "players: 3 to 5 ", "players: three to 5 ", "three",
     "write numbers as digits: '3', not 'three'"),
    ("german-fuenf", DRAW, "    otherwise active draws fünf cards from draw   #", "fünf",
     "write numbers as digits: '5', not 'fünf'"),
    ("german-eins-in-a-test", "oldest if round = 1 else", "oldest if round = eins else", "eins",
     "write numbers as digits: '1', not 'eins'"),
    ("article-a", DRAW, "    otherwise active draws a card from draw   #", " a ",
     "write numbers as digits: '1 card', not 'a card'"),
]


@pytest.mark.parametrize("old, new, word, message", [pytest.param(*c[1:], id=c[0]) for c in NUMBER_WORDS])
def test_a_number_written_as_a_word_is_told_to_be_written_in_digits_at_the_word(old, new, word, message):
    text = changed(old, new)
    line = line_of(text, new.strip())
    column = text.split("\n")[line - 1].index(word) + 1 + len(word) - len(word.lstrip())

    assert told(text)[0] == (line, column, message)


def test_a_left_out_parameter_named_a_is_still_an_unknown_name():
    """`a` is told as '1 card' only as how many cards: elsewhere it is most often a parameter."""
    text = changed("define adjacent(a, b) = (a - b)", "define adjacent = (a - b)")

    assert told(text)[0][2] == "unknown name 'a'"


# --- 2. 'the' -------------------------------------------------------------------------------

THE = [
    ("from-the-draw-pile", DRAW, "    otherwise active draws 2 cards from the draw pile   #",
     "there is no 'the' in the rules language: write 'from draw'"),
    ("top-of-the-discard", PLAY, "where fits(card, top of the discard) onto discard",
     "there is no 'the' in the rules language: write 'of discard'"),
    ("from-the-at-the-end", DRAW, "    otherwise active draws 1 card from the   #",
     "there is no 'the' in the rules language: leave it out"),
]


@pytest.mark.parametrize("old, new, message", [pytest.param(*c[1:], id=c[0]) for c in THE])
def test_the_is_told_at_the_word_the(old, new, message):
    text = changed(old, new)
    line = line_of(text, new.strip())
    column = text.split("\n")[line - 1].index(" the ") + 2

    assert told(text)[0] == (line, column, message)


# --- 3. '.' is read before 'of' -------------------------------------------------------------

FITS = "define fits(c, top_card) = adjacent(c.value, top_card.value)\n"


@pytest.mark.parametrize("body, chain, attribute", [
    ("c.value != top of discard.value", "top of discard", "value"),
    ("c.penalty = top of hand of active.penalty", "top of hand of active", "penalty"),
])
def test_an_attribute_after_of_is_one_error_at_the_chain(body, chain, attribute):
    text = changed(FITS, FITS + f"define fits2(c) = {body}\n")
    line = line_of(text, "define fits2")

    (where, count) = told(text)

    assert where == (line, len("define fits2(c) = ") + body.index(chain) + 1,
                     f"write '({chain}).{attribute}': '.' is read before 'of'")
    assert count == 1


def test_an_attribute_inside_brackets_after_a_function_gets_no_hint_about_of():
    """`top(discard.value)`: the brackets say what was meant; no 'of' to read it otherwise."""
    text = changed(FITS, FITS + "define fits2(c) = c.value != top(discard.value)\n")

    assert not any("'.' is read before 'of'" in d.message for d in first_error(text))


# --- 4. a variant's deck rows without its total ---------------------------------------------

FROGS = '''
variant frogs:
    description: "a frog card"
    card frog:
        tags: action
        penalty: 5
    deck:
        frog:       1  1  1  1  1   = 5
'''


@pytest.mark.parametrize("variants, prefix", [((), "with variant 'frogs': "), (("frogs",), "")])
def test_a_variant_that_changes_the_rows_and_not_the_total_says_the_new_total_goes_in_its_deck(variants, prefix):
    """Told at the total that no longer holds (as the editor's tests expect a place in the game's
    own rules.mm there), saying what to add to the variant and where its `deck:` is."""
    text = RULES + FROGS
    total = line_of(RULES, "    total: 71")

    (where, count) = told(text, variants)

    assert where == (total, 5, f"{prefix}the deck adds up to 76 cards, not 71: variant 'frogs' changes the deck's "
                               f"rows but not this total; add 'total: 76' to its 'deck:' (at rules.mm:"
                               f"{line_of(text, '    deck:')}:5)")
    assert count == 1


def test_a_variant_that_gives_the_new_total_loads_and_a_wrong_one_is_told_at_it():
    """The fix the message asks for (as tests/runtime/test_language_growth.py grows the deck): fine; a
    variant's own wrong total keeps its message at that total."""
    assert mogel.load_rules(text=RULES + FROGS + "        total: 76\n", variants="frogs")
    text = RULES + FROGS + "        total: 75\n"

    assert told(text)[0] == (len(text.split("\n")) - 1, 9, "with variant 'frogs': the deck adds up to 76 cards, "
                                                             "not 75")


# --- 5. a tab under a header ----------------------------------------------------------------

def test_a_tab_indented_first_line_as_deep_as_its_header_is_told_as_a_tab():
    """`\\t\\tend round` under `        if true:`: an editor showing tabs 8 wide shows it under the
    'if', but the two tabs count 8 spaces, as many as the 'if' (was "the lines of a block are
    indented under its header (4 spaces)", which did not say why)."""
    setup = "        move 1 card from draw to discard"
    text = changed(setup, "        if true:\n\t\tmove 1 card from draw to discard")
    line = line_of(text, "\t\tmove 1 card")

    assert told(text)[0] == (line, 3, f"this line is indented with a tab, which counts as 4 spaces: the line is 8 "
                                      f"spaces in, as many as its header on line {line - 1}, and the lines of a block "
                                      f"are indented 4 spaces under it; indent with spaces only")


def test_a_header_and_its_line_indented_alike_with_tabs_keep_the_block_message():
    """The tab is not the mistake when the header is indented the same way: the line is not
    indented at all."""
    text = "round:\n\tsetup:\n\tend round\n"

    assert told(text)[0] == (3, 2, "the lines of a block are indented under its header (4 spaces)")


# --- a new user's trial: a keyword at the start of a word, a word for a number ----------------------

def test_a_missing_comma_before_a_word_that_starts_with_a_keyword_names_the_word_written():
    """`fits(card top of discard)`: lark's contextual lexer read the 'to' of `top`; the message
    named 'to', which the user never wrote."""
    text = changed(PLAY, "where fits(card top of discard) onto discard")
    line = line_of(text, "fits(card top")
    column = text.split("\n")[line - 1].index("top of") + 1
    assert told(text) == ((line, column, "expected ')' or ',' after 'fits(card', not 'top'"), 1)
    said = first_error(text)[0].said
    assert said.text("de") == "erwartet: ')' oder ',' nach 'fits(card', nicht 'top'"


def test_a_penalty_written_as_a_word_is_one_error():
    """`penalty: ten` was told twice: write numbers as digits, then 'penalty:' may not read 'ten'."""
    text = changed("    penalty: 10 ", "    penalty: ten ")
    line = line_of(text, "penalty: ten")
    assert told(text) == ((line, 14, "write numbers as digits: '10', not 'ten'"), 1)
    text = changed("    penalty: 10 ", "    penalty: player_count ")   # a name not known then: still told
    assert "not 'player_count': that is not known then" in told(text)[0][2]
