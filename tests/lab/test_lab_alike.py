"""A teacher's trial (trial 27, Scopa) found that in rules with no penalties, covert moves, claims,
accusations, races, rules choices, gifts to a chosen player or optional moves the random, honest and
sneaky bots make the same decisions: `simulate` gave the same table for each, and compare's "bots"
rows equalled its "control" rows, with nothing said.  Now the lab says so under its tables, from the
checked rules (mogel.agents.base.weighed), and names the bot that plays otherwise (search)."""

from __future__ import annotations

from pathlib import Path

import pytest

import mogel
from mogel.agents.base import weighed
from mogel.check.loader import load_rules

ROOT = Path(__file__).resolve().parents[2]
OLD_MAID = ROOT / "tests" / "cli" / "trial27" / "oldmaid.mm"
HEARTS = ROOT / "tests" / "games" / "hearts.mm"


@pytest.mark.parametrize("path", [OLD_MAID, HEARTS])
def test_rules_with_nothing_to_weigh_are_played_alike_by_the_three_bots(path):
    """weighed() finds nothing, and the games of random, honest and sneaky bots are the same."""
    rules = load_rules(path)
    assert weighed(rules) == ()
    for seed in range(3):
        told = {kind: list(mogel.Game(rules, [mogel.make_bot(kind) for _ in range(4)],
                                      seed=seed).play().narration()) for kind in ("random", "honest", "sneaky")}
        assert told["random"] == told["honest"] == told["sneaky"]


def test_what_the_shipped_rules_give_the_bots_to_weigh():
    assert weighed(load_rules(ROOT / "rules.mm")) == ("penalties", "covert moves", "accusations", "races",
                                                      "gifts to a chosen player", "optional moves")
    assert weighed(load_rules(ROOT / "mogel" / "games" / "cheat.mm")) == ("claims", "accusations", "rules choices")


def test_compare_notes_that_its_bots_decided_as_the_control(tmp_path):
    """Old Maid: the note is in .table.attrs, under the notebook's table and in the repr; its
    bots' rows equal the control's.  rules.mm (penalties, cheats ...): no note."""
    result = mogel.compare([[], ["same_colour"]], rules=OLD_MAID, games=4, players=3, workers=1)
    note = result.table.attrs["note"]
    assert "make the same decisions" in note and "search" in note
    assert note in repr(result) and note in result.table._repr_html_()
    whole = result.table[result.table.bot.isna() | (result.table.bot == "")]   # the length, the winner's points
    bots, control = (whole[whole.table == t].value.reset_index(drop=True) for t in ("bots", "control"))
    assert len(bots) >= 2 and bots.equals(control)
    plain = mogel.compare([[]], games=2, workers=1)
    assert "note" not in plain.table.attrs and "Note" not in repr(plain)
