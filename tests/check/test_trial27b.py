"""Findings of trial 27b, each through mogel.check_source: the V of `move cards worth V chosen by
P` read like the `where` of the same statement (a face P cannot see: `leaks_hidden`, English and
German, located; acknowledged by `expect warning:`)."""

from __future__ import annotations

from pathlib import Path

import mogel

GAMES = Path(__file__).parents[1] / "games"
WORTH = (GAMES / "worth_leak.mm").read_text(encoding="utf-8")


def warnings(text: str, lang: str = "en"):
    """Each warning as `LINE:COL: message [code]` in `lang`."""
    rules, found = mogel.check_source(text, "t.mm")
    assert rules is not None, [d.render("en") for d in found]
    return [d.render(lang).splitlines()[0].removeprefix("t.mm:") for d in found if d.severity == "warning"]


def test_a_sum_of_a_hidden_face_is_warned():
    found = warnings(WORTH)
    line = next(n for n, row in enumerate(WORTH.splitlines(), 1) if "cards worth" in row)
    assert len(found) == 1 and found[0].startswith(f"{line}:22: warning: the cards 'active' may pick add up to this "
                                                   "number, and it depends on the face of a card in 'draw'")
    assert "'expect warning: leaks_hidden'" in found[0]
    assert "die Frage ('Welche Karten im Wert von ...?') verrät sie 'active'" in warnings(WORTH, "de")[0]


def test_a_sum_the_chooser_sees_or_acknowledged_is_not_warned():
    assert warnings(WORTH.replace("(top of draw).value", "(top of hand of active).value")) == []
    acknowledged = WORTH.replace("to won of active", "to won of active\n        expect warning: leaks_hidden")
    assert warnings(acknowledged) == []
