"""What the checker's walks keep per block (mogel/check/kept.py, mogel/check/work.py) follows an edit
of what they read elsewhere.

The walks for hidden cards (mogel.check.leaks, offers, public) and the work estimate keep what
they found in a block by the block object, and the editor's checks keep the items an edit leaves
alone (mogel.check.incremental): so each edit here leaves the block that tells the warning the
very same object and changes only what its walk reads of the rest of the rules -- a zone's `seen
by`, a definition, a variable's `expect warning:`, a play elsewhere that hides `played`.  Each
text is told by an IncrementalChecker following the edits exactly as a whole check tells it, and
the warning comes and goes with the edit (and again when the edit is undone).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mogel.check.incremental import IncrementalChecker
from mogel.check.loader import check_text

RULES_TEXT = (Path(__file__).resolve().parents[2] / "rules.mm").read_text(encoding="utf-8")
TURN = "    otherwise active draws 1 card from draw   # \"Du hast keine passende Handkarte? Dann ziehe\"\n"
VARIABLE = "\nvariable seen:\n    reset: each round\n"
ON_PLAY = "    on play:                            # moths are never given: see `cannot be given` below\n"


def turn_with(line: str, extra: str = "") -> str:
    """rules.mm with `line` at the end of its turn, the variable `seen` and `extra` appended."""
    assert TURN in RULES_TEXT, "rules.mm's turn changed"
    return RULES_TEXT.replace(TURN, TURN + f"    {line}\n", 1) + VARIABLE + extra


def told(checker: IncrementalChecker, text: str, words: str) -> bool:
    """Whether `checker` tells, of `text`, a diagnostic with `words`; asserting that it tells
    exactly what a whole check tells."""
    rules, diagnostics = checker.check(text)
    assert (rules is not None, diagnostics) == (True, list(check_text(text, "rules.mm", ())[1])), \
        [str(d) for d in diagnostics]
    return any(words in d.message for d in diagnostics)


def follows(before: str, after: str, words: str) -> None:
    """`before` tells a diagnostic with `words` and `after` does not, one checker following
    before -> after -> before -> after, each told as a whole check tells it."""
    checker = IncrementalChecker()
    for text, expected in ((before, True), (after, False), (before, True), (after, False)):
        assert told(checker, text, words) is expected


LEAK = "'seen' is public"


def test_a_zone_made_public_ends_the_leak_of_a_block_that_reads_it():
    """The turn, the same object, reads the draw pile: seen by nobody it leaks, seen by all not."""
    text = turn_with("set seen = (top of draw).value")
    zone = "    shared, seen by nobody\n"
    assert text.count(zone) == 1
    follows(text, text.replace(zone, "    shared, seen by all\n"), LEAK)


def test_a_zone_made_hidden_starts_a_leak():
    text = turn_with("set seen = (top of discard).value")   # discard: its top is seen by all
    zone = "    shared, top seen by all\n"
    assert text.count(zone) == 1
    follows(text.replace(zone, "    shared, seen by nobody\n"), text, LEAK)


def test_an_edit_of_a_definition_a_block_reads_is_followed():
    text = turn_with("set seen = peek", "\ndefine peek = (top of draw).value\n")
    follows(text, text.replace("define peek = (top of draw).value", "define peek = size(draw)"), LEAK)


def test_the_variables_expect_warning_makes_the_kept_leak_a_note():
    text = turn_with("set seen = (top of draw).value")
    acknowledged = text.replace(VARIABLE, VARIABLE + "    expect warning: leaks_hidden\n")
    checker = IncrementalChecker()
    for _ in range(2):
        assert told(checker, text, "[write 'expect warning: leaks_hidden' in the block of variable 'seen'")
        rules, diagnostics = checker.check(acknowledged)
        assert told(checker, acknowledged, LEAK)
        assert [d.severity for d in diagnostics if LEAK in d.message] == ["note"]


def test_a_play_elsewhere_that_hides_played_is_followed_in_a_kept_on_play():
    """A moth's `on play` (the same object) reads `played`, which tells nothing while every play
    lands on the discard pile; a play into a zone only its owner sees, added to the turn, hides it."""
    assert ON_PLAY in RULES_TEXT
    text = RULES_TEXT.replace(ON_PLAY, ON_PLAY + "        set seen = played.value\n", 1) + VARIABLE
    text = text.replace(TURN, TURN + "    # a line a play takes below\n", 1)   # the items below stay where they are
    hidden = text.replace("    # a line a play takes below\n", "    active may play 1 card from hand onto hidden of active\n")
    follows(hidden, text, "which only its owner sees")


BUSY = "define busy = count(draw where count(draw where count(draw where count(draw where card.value > 1) > 0) > 0) > 0)"


@pytest.mark.parametrize("line", ["set seen = busy", "if busy > 0:\n        active draws 1 card from draw"])
def test_the_work_kept_per_block_follows_a_definition_it_reads(line):
    """`too_much_work` of loops in a definition, kept per block that reads it (mogel.check.work)."""
    text = turn_with(line, f"\n{BUSY}\n")
    follows(text, text.replace(BUSY, "define busy = size(draw)"), "steps with nothing happening")


def test_the_statement_warnings_kept_per_block_follow_a_definition_players_and_the_deck():
    """`deal_short` of the setup's deal (the same object) follows the definition of the number it
    deals, `players:` and the deck's size (mogel.check.warnings: kept by the deck's size).  The
    variant `big_table` (7 players) is short with each: the words are the rules' own message."""
    assert RULES_TEXT.count("define hand_size = 8") == 1
    follows(RULES_TEXT.replace("define hand_size = 8", "define hand_size = 20"), RULES_TEXT, "100 for 5 players")
    twelve = RULES_TEXT.replace("define hand_size = 8", "define hand_size = 12")
    players = "    players: 3 to 5 "
    assert twelve.count(players) == 1
    follows(twelve.replace(players, "    players: 3 to 6 "), twelve, "72 for 6 players")
    fourteen = RULES_TEXT.replace("define hand_size = 8", "define hand_size = 14")   # 5 players: 70 of 71 cards
    rows = ("    number:     8  9  9  9  8   = 43", "    total: 71")
    assert all(row in fourteen for row in rows)
    fewer = fourteen.replace(rows[0], "    number:     6  9  9  9  8   = 41").replace(rows[1], "    total: 69")
    follows(fewer, fourteen, "70 for 5 players")
