"""The lab counts the bluffs of every kind of claim (docs/language.md 10.14) and their catches:
a card laid face down claiming, an option claiming about a card, a face-up play claiming about
the hand left.  In LIAR (tests/face_up_claims.py) the rules themselves call "Doubt!" after each
claim with chance(50%), so a chosen bluff is caught one time in two: the table's caught / cheats
lies near 1/2 for each kind (a Wilson interval), and every cheat is a bluff; so does a forced
bluff's (forced_caught / forced_bluffs), which is no cheat.
"""

from __future__ import annotations

import pytest

import mogel
from mogel.lab.measures import wilson
from face_up_claims import liar


@pytest.mark.parametrize("kind", ["face_down", "option", "face_up"])
def test_bluffs_of_every_kind_of_claim_are_counted_and_caught_at_the_rules_rate(kind):
    rules = mogel.load_rules(text=liar(kind), file="liar.mm")
    table = mogel.simulate(rules, games=150, seed=1, workers=1, progress=False, bots=["sneaky"] * 3)
    cheats, caught = int(table.cheats.sum()), int(table.caught.sum())
    assert cheats >= 150 and (table.bluffs == table.cheats).all()
    low, high = wilson(caught, cheats)[1:]
    assert low < 0.5 < high and 0.4 < caught / cheats < 0.6


def test_a_bot_that_never_bluffs_is_never_caught_and_forced_bluffs_are_no_cheats():
    """Forced bluffs are no cheats, but the rules' "Doubt!" catches them at its rate, one in two:
    `forced_caught` counts them (a trial saw every forced bluff of its game "caught 0")."""
    rules = mogel.load_rules(text=liar("face_up"), file="liar.mm")
    table = mogel.simulate(rules, games=150, seed=2, workers=1, progress=False, bots=["honest"] * 3)
    assert table.cheats.sum() == table.caught.sum() == table.bluffs.sum() == 0
    forced, caught = int(table.forced_bluffs.sum()), int(table.forced_caught.sum())
    assert forced >= 100        # two 3s in hand: every card played leaves one
    low, high = wilson(caught, forced)[1:]
    assert low < 0.5 < high and (table.forced_caught <= table.forced_bluffs).all()
