"""The editor's incremental check (mogel/check/incremental.py) tells exactly what a whole check tells.

rules.mm is edited line by line (lines inserted, deleted and changed at places all over the
file, many of which break the parse: a stray word, an open bracket, a `\\`, a tab, a line out
of its block), one `IncrementalChecker` following the edits as an editor does, and each
result is compared with `check_source` of the same text without the cache: the same Rules to
the column (every span) and the same diagnostics, messages, places and carets.  Random
one-line edits (hypothesis: characters typed, cut or pasted in one line) of rules.mm and of the
editor's text (rules.mm without its variants, then its starter card) are compared the same way.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import mogel
from mogel.check.incremental import IncrementalChecker, pieces, pieces_again
from mogel.check.loader import check_text, prepared
from mogel.language import parser
from model_dump import dump

TEXT = mogel.default_rules_path().read_text(encoding="utf-8")
LINES = TEXT.split("\n")


def _digit(line: str) -> str:
    found = re.search(r"\d", line)
    if found is None:
        return line + " 1"
    return line[:found.start()] + str((int(found.group()) + 3) % 10) + line[found.end():]


# name -> edit of the lines at index i (a new list)
EDITS = {
    "blank line": lambda lines, i: lines[:i] + [""] + lines[i:],
    "comment": lambda lines, i: lines[:i] + ["# a note"] + lines[i:],
    "indented comment": lambda lines, i: lines[:i] + ["        # a note"] + lines[i:],
    "delete": lambda lines, i: lines[:i] + lines[i + 1:],
    "change a number": lambda lines, i: lines[:i] + [_digit(lines[i])] + lines[i + 1:],
    "stray word": lambda lines, i: lines[:i] + ["oops"] + lines[i:],
    "new item": lambda lines, i: lines[:i] + ["define extra_number = 3"] + lines[i:],
    "open bracket": lambda lines, i: lines[:i] + ["define open = (1 +"] + lines[i:],
    "closed bracket on the next line": lambda lines, i: lines[:i] + ["define spread = (1 +", "2)"] + lines[i:],
    "continued line": lambda lines, i: lines[:i] + [lines[i] + " \\"] + lines[i + 1:],
    "dedent": lambda lines, i: lines[:i] + [lines[i].lstrip()] + lines[i + 1:],
    "indent": lambda lines, i: lines[:i] + ["    " + lines[i]] + lines[i + 1:],
    "tab": lambda lines, i: lines[:i] + [re.sub(r"^    ", "\t", lines[i])] + lines[i + 1:],
    "duplicate": lambda lines, i: lines[:i] + [lines[i]] + lines[i:],
}


def cold(text: str, variants=()):
    """check_source(text, "rules.mm", variants) without the cache."""
    text, variants = prepared(text, variants)
    return check_text(text, "rules.mm", variants)


def same(checker: IncrementalChecker, text: str, variants=()) -> None:
    """The checker's result for `text` is check_source's, spans and diagnostics alike."""
    got = checker.check(text, variants)
    rules, diagnostics = cold(text, variants)
    assert dump(got[0]) == dump(rules)
    assert got[1] == list(diagnostics)


@pytest.mark.parametrize("edit", EDITS)
def test_an_edit_anywhere_is_told_as_a_whole_check_tells_it(edit):
    """Each kind of edit at every 31st line, from a line of its own: together nearly 200 places."""
    checker = IncrementalChecker()
    same(checker, TEXT)
    for i in range(1 + list(EDITS).index(edit) * 2, len(LINES) - 1, 31):
        same(checker, "\n".join(EDITS[edit](LINES, i)))


def test_with_variants_too():
    checker = IncrementalChecker()
    for i in (40, 95, 210):
        text = "\n".join(EDITS["change a number"](LINES, i))
        same(checker, text, ["italian_ant"])
        same(checker, text)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(sorted(EDITS)), st.integers(0, len(LINES) - 2)), min_size=1, max_size=4))
def test_edits_one_after_another(edits):
    """An editor's session: each edit made to the text the last one left."""
    checker, lines = IncrementalChecker(), LINES
    same(checker, TEXT)
    for name, at in edits:
        lines = EDITS[name](lines, min(at, len(lines) - 1))
        same(checker, "\n".join(lines))


BASE = re.sub(r"(?ms)^variant .*?(?=^\S|\Z)", "", TEXT)   # rules.mm without its variants, as the editor holds it
BEETLES = ('variant beetles:\n    description: "five beetles"\n    card beetle:\n        tags: action\n'
           '        penalty: 5\n        on play:\n            each player except active draws 1 card from draw\n'
           '    deck:\n        beetle:     1  1  1  1  1\n        total: 76\n')
CHEAP = 'variant cheap_moth:\n    description: "a cheaper moth"\n    card moth:\n        penalty: 5\n'


@pytest.mark.parametrize("learner", [BEETLES, CHEAP, BEETLES + CHEAP, BEETLES.replace("76", "77")])
def test_the_editors_checks_without_and_with_its_variants(learner):
    """The editor checks its text, then the same text with all its variants (mogel.widgets.editor):
    a new card (the declarations change), a changed card, both, a deck that does not add up."""
    checker = IncrementalChecker()
    for text in (BASE + learner, BASE + learner.replace("penalty: 5", "penalty: 4"), BASE + learner):
        rules = checker.check(text)[0]
        same(checker, text)
        if rules is not None:
            same(checker, text, list(rules.variants))


def test_a_one_line_edit_of_a_card_parses_that_card_alone(monkeypatch):
    checker = IncrementalChecker()
    checker.check(TEXT)
    parsed = []
    real = parser.parse_items
    monkeypatch.setattr(parser, "parse_items", lambda text, file="rules.mm", start=0:
                        parsed.append(text[start:]) or real(text, file, start))
    at = TEXT.index("    penalty: 10")
    edited = TEXT[:at] + "    penalty: 11" + TEXT[at + len("    penalty: 10"):]
    checker.check(edited)
    [piece] = parsed
    assert piece.startswith("card moth:") and "penalty: 11" in piece and piece.count("\ncard ") == 0
    checker.check(edited, ["italian_ant"])   # another variant: nothing parsed again
    checker.check(TEXT[:at] + "\n" + TEXT[at:])   # a line inserted: the items below it are moved, not parsed
    assert len(parsed) == 2 and checker.parsed == 1


def test_pieces_are_the_top_level_items():
    text = ("# rules\ngame g:\n    players: 2 to 4\n# between\n\ndefine a = (1 +\n2)\ndefine b = 1 + \\\n"
            "2\nzone hand:\n    per player\n")
    cut = pieces(text)
    assert [(piece.line, piece.text.split("\n")[0]) for piece in cut] == [
        (1, "# rules"), (2, "game g:"), (6, "define a = (1 +"), (8, "define b = 1 + \\"), (10, "zone hand:")]
    assert "".join(piece.text for piece in cut) == text and [piece.last for piece in cut] == [False] * 4 + [True]


# --- random one-line edits (issue 18 item 4: the re-check tells exactly what a whole check tells) ----

def _one_line_edit(lines, at: int, column: int, cut: int, typed: str):
    """`lines` with `cut` characters of line `at` from `column` on replaced by `typed`, as a
    keystroke or a paste in one line does."""
    line = lines[at]
    column = min(column, len(line))
    return lines[:at] + [line[:column] + typed + line[column + cut:]] + lines[at + 1:]


TYPED = st.text(alphabet="abz019 :.,()%\"#\\\t_-", max_size=4)
ONE_LINE_EDITS = st.lists(st.tuples(st.integers(0, 10 ** 6), st.integers(0, 40), st.integers(0, 3), TYPED),
                          min_size=1, max_size=3)


def _session(text: str, edits, variants_too: bool) -> None:
    """Edit `text` one line at a time, each text checked by one IncrementalChecker and compared
    with a whole check; with `variants_too`, checked again with its variants, as the editor does."""
    checker, lines = IncrementalChecker(), text.split("\n")
    same(checker, text)
    for at, column, cut, typed in edits:
        lines = _one_line_edit(lines, at % len(lines), column, cut, typed)
        edited = "\n".join(lines)
        rules = checker.check(edited)[0]
        same(checker, edited)
        if variants_too and rules is not None and rules.variants:
            same(checker, edited, list(rules.variants))


def _cut(found):
    return [(piece.text, piece.line, piece.last) for piece in found]


@settings(max_examples=200, deadline=None)
@given(ONE_LINE_EDITS)
def test_a_text_cut_again_after_an_edit_is_cut_as_a_whole_cut_cuts_it(edits):
    """pieces_again(edited, pieces(text)) -- the cut the checker keeps from edit to edit -- is
    pieces(edited), piece by piece, line by line, for random one-line edits anywhere in rules.mm."""
    lines, cut = LINES, pieces(TEXT)
    for at, column, removed, typed in edits:
        lines = _one_line_edit(lines, at % len(lines), column, removed, typed)
        edited = "\n".join(lines)
        again = pieces_again(edited, cut)
        assert _cut(again) == _cut(pieces(edited))
        cut = again


def test_a_text_cut_again_keeps_the_pieces_before_the_edit():
    cut = pieces(TEXT)
    edited = TEXT[:-10] + "1" + TEXT[-10:]   # in the last piece
    again = pieces_again(edited, cut)
    assert all(a is b for a, b in zip(again[:-2], cut)) and _cut(again) == _cut(pieces(edited))
    assert _cut(pieces_again("", cut)) == _cut(pieces("")) and _cut(pieces_again(TEXT, [])) == _cut(cut)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ONE_LINE_EDITS)
def test_random_one_line_edits_of_rules_mm(edits):
    _session(TEXT, edits, variants_too=False)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["en", "de"]), ONE_LINE_EDITS)   # the starter card in each language
def test_random_one_line_edits_of_the_editors_starter_card(lang, edits):
    """The editor's text (rules.mm without its variants, then the starter card), edited in the
    card's lines, checked without and with the card's variants as the editor checks it."""
    editor = pytest.importorskip("mogel.widgets.editor")   # the widgets extra
    starter = editor.STARTERS[lang]
    base = editor.without_variants(TEXT)
    offset = base.count("\n")
    edits = [(offset + at % max(1, starter.count("\n")), column, cut, typed) for at, column, cut, typed in edits]
    _session(base + starter, edits, variants_too=True)


@pytest.mark.parametrize("edit", [("define hand_size = 8", "define hand_size = 0 - 2"),
                                  ("define hand_size = 8", "define hand_size = 4 - player_count"),
                                  ("    players: 3 to 5 ", "    players: 2 to 5 ")])
def test_counts_kept_per_block_follow_the_definitions_and_players_they_read(edit):
    """A block's counts are kept by the block (mogel.check.lets.block_counts): an edit of only
    the definition or the `players:` its `deal` reads, the block the same object, is told as a
    whole check tells it, and so is the edit undone."""
    checker = IncrementalChecker()
    edited = TEXT.replace(*edit, 1)
    assert edited != TEXT
    for text in (TEXT, edited, TEXT):
        same(checker, text)
    assert any("0 or more" in d.message for d in checker.check(edited)[1]) or "players" in edit[0]


def test_work_warnings_kept_by_the_items_follow_an_edit_of_a_variant():
    """`too_much_work` is kept by the very same items (mogel.check.work): one-line edits of a
    variant that changes `players:` (the rules without it are the same items) and of the rules'
    own `players:` are told, with and without the variant, as whole checks tell them."""
    from tiny_games import tiny

    loops = "".join("    " * (i + 1) + "for each player:\n" for i in range(12))
    text = tiny(turn=loops + "    " * 13 + "let x = player\n" + TURN_PLAY) + \
        'variant crowd:\n    description: en "more", de "mehr"\n    game tiny:\n        players: 2 to 5\n'
    checker = IncrementalChecker("rules.mm")
    for edited in (text, text.replace("2 to 5", "2 to 6"), text.replace("2 to 5", "2 to 3"),
                   text.replace("    players: 2 to 4", "    players: 2 to 3"), text):
        same(checker, edited)
        same(checker, edited, ["crowd"])
    found = [d.message for d in checker.check(text, ["crowd"])[1] if "steps with nothing happening" in d.message]
    assert found and "5 players" in found[0]


TURN_PLAY = "    active may play 1 card from hand where card.value = (top of discard).value onto discard\n"
